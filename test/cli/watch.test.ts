// `subterra watch` in a terminal: the AI's game is the AI's, and the player's remembered setup (the
// team, difficulty and seed the setup screen starts from) is left as the player's last own game left it.
import { afterAll, describe, expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { HAS_SCRIPT, runInTerminal } from '../helpers/cli.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'subterra-watch-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('subterra watch', () => {
  (HAS_SCRIPT ? it : it.skip)(
    "leaves the player's remembered team, difficulty and seed as they were",
    async () => {
      const home = path.join(tmp, 'home');
      fs.mkdirSync(home, { recursive: true });
      const mine = {
        autoAdvance: false,
        team: ['diver', 'scout', 'medic', 'leader'],
        difficulty: 'hard',
        easy: true,
        seed: 'my-own-seed',
      };
      fs.writeFileSync(path.join(home, 'settings.json'), JSON.stringify(mine));
      const env: Record<string, string | undefined> = { ...process.env, SUBTERRA_HOME: home };
      delete env.NO_COLOR;
      // The AI plays until the game is killed.
      await runInTerminal(['watch', '--seed', 'watched-seed', '-c', '5', '--budget-ms', '20'], env, 6000);
      // The watched game was played and saved (as the AI's)...
      const saves = fs.readdirSync(path.join(home, 'games')).filter((f) => f.endsWith('.json'));
      expect(saves).toHaveLength(1);
      const rec = JSON.parse(fs.readFileSync(path.join(home, 'games', saves[0]), 'utf8')) as Record<string, unknown>;
      expect(rec.seed).toBe('watched-seed');
      expect(rec.ai).toBe(true);
      // ... and the setup screen still starts from the player's own last game.
      const settings = JSON.parse(fs.readFileSync(path.join(home, 'settings.json'), 'utf8')) as Record<string, unknown>;
      expect(settings).toMatchObject({ team: mine.team, difficulty: 'hard', easy: true, seed: 'my-own-seed' });
    },
    30000,
  );
});
