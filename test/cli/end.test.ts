// The built CLI and a save whose final state is not the one its "end" hash names (RECORD.md "What a
// save adds"): `replay` (with and without --json), `--resume` and `games` refuse it in one line that
// names the cause; `games` neither calls it unfinished nor offers it. A save without "end" (older
// saves, scenarios written by hand) still replays and resumes. And --resume passes over a save that
// replays to the end of its game, whatever its meta says. `npm test` builds first.
import { afterAll, describe, expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { botRng, randomAction } from '../../src/bots/random.js';
import { apply, stateHash } from '../../src/engine/index.js';
import { endMismatch } from '../../src/record/replay.js';

const END_MISMATCH = endMismatch();
import type { GameRecord } from '../../src/record/types.js';
import { record, start, type Scenario } from '../helpers/game.js';
import { HAS_SCRIPT, ROOT, type Run, runInTerminal, runNode } from '../helpers/cli.js';
import { refusalText } from '../../src/words/index.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'subterra-end-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const SC: Scenario = { cavers: ['scout', 'medic', 'leader', 'diver'], seed: 'cli-end' };

/** A game left in the middle of its third round, saved as subterra saves it (round hashes, end, meta). */
function midRoundSave(): GameRecord {
  const rec = record(SC);
  let s = start(SC);
  const rng = botRng('cli-end');
  const hashes = [stateHash(s)];
  let inRound = 0;
  while (s.round < 3 || inRound < 3 || s.drawn !== null) {
    const a = randomAction(s, rng);
    if (a === null) throw new Error('no action');
    const res = apply(s, a);
    if (!res.ok) throw new Error(refusalText(res.error));
    inRound = res.state.round === s.round ? inRound + 1 : 0;
    s = res.state;
    if (s.drawn === null) rec.actions.push(a);
    if (hashes.length < s.round) hashes.push(stateHash(s));
  }
  return {
    ...rec,
    app: '0.1.0',
    hashes,
    end: stateHash(s),
    meta: { started: '2026-01-02T10:00:00Z', saved: '2026-01-02T10:20:00Z', round: s.round, over: false, result: null },
  };
}

const SAVE = midRoundSave();
const { end: _end, ...NO_END } = SAVE;
void _end;

let homes = 0;
/** A data folder whose games folder holds these records; returns it and the files' paths. */
function home(files: Record<string, object>): { dir: string; file: (name: string) => string } {
  const dir = path.join(tmp, `home-${homes++}`);
  fs.mkdirSync(path.join(dir, 'games'), { recursive: true });
  for (const [name, r] of Object.entries(files))
    fs.writeFileSync(path.join(dir, 'games', name), JSON.stringify(r, null, 2));
  return { dir, file: (name) => path.join(dir, 'games', name) };
}

function env(dir: string): Record<string, string | undefined> {
  const e: Record<string, string | undefined> = { ...process.env, SUBTERRA_HOME: dir };
  delete e.NO_COLOR;
  delete e.SUBTERRA_DEBUG;
  return e;
}

const run = (args: string[], dir: string): Promise<Run> => runNode(args, env(dir));

const inTerminal = (args: string[], dir: string): Promise<Run> => runInTerminal(args, env(dir));

const lines = (s: string): string[] => s.split(/\r?\n/).filter((l) => l.trim() !== '');

describe('a save whose "end" hash was altered', () => {
  const altered = { ...SAVE, end: SAVE.end === '00000000' ? '00000001' : '00000000' };

  it('replay --json and the replay viewer refuse it: exit 1, one line naming the cause', async () => {
    const h = home({ 'altered.json': altered });
    for (const args of [
      ['replay', h.file('altered.json'), '--json'],
      ['replay', h.file('altered.json')],
    ]) {
      const r = await run(args, h.dir);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(lines(r.stderr)).toEqual([`subterra: ${h.file('altered.json')}: ${END_MISMATCH}`]);
    }
  });

  it('games lists it as not replayable, says why in one line, and offers neither replay nor --resume for it', async () => {
    const h = home({ 'altered.json': altered });
    const r = await run(['games'], h.dir);
    expect(r.code).toBe(0);
    expect(lines(r.stderr)).toEqual([`subterra: cannot replay ${h.file('altered.json')}: ${END_MISMATCH}`]);
    const row = lines(r.stdout).find((l) => l.endsWith('altered.json'));
    expect(row).toMatch(/\snot replayable\s+-\s+altered\.json$/);
    expect(r.stdout).not.toContain('unfinished');
    expect(r.stdout).not.toContain('--resume');
    expect(r.stdout).not.toContain('subterra replay');
  });

  it('stats leaves it out, saying why in one line', async () => {
    const h = home({ 'altered.json': altered });
    const r = await run(['stats', '--json'], h.dir);
    expect(r.code).toBe(0);
    expect(lines(r.stderr)).toEqual([`subterra: skipped ${h.file('altered.json')}: ${END_MISMATCH}`]);
    expect(JSON.parse(r.stdout)).toMatchObject({ games: 0 });
  });

  it('beside a game that replays: games offers that one, and --resume is offered for it', async () => {
    const older = { ...NO_END, meta: { ...SAVE.meta, saved: '2026-01-01T10:00:00Z' } };
    const h = home({ 'altered.json': altered, 'older.json': older });
    const r = await run(['games'], h.dir);
    expect(lines(r.stderr)).toEqual([`subterra: cannot replay ${h.file('altered.json')}: ${END_MISMATCH}`]);
    expect(lines(r.stdout).find((l) => l.endsWith('altered.json'))).toMatch(/\snot replayable\s/);
    expect(lines(r.stdout).find((l) => l.endsWith('older.json'))).toMatch(/\sunfinished\s+3\s+older\.json$/);
    expect(r.stdout).toContain(`Replay the newest:  subterra replay ${h.file('older.json')}`);
    expect(r.stdout).toContain('subterra --resume');
  });

  (HAS_SCRIPT ? it : it.skip)(
    '--resume (in a terminal) passes over it with one line naming the cause',
    async () => {
      const h = home({ 'altered.json': altered });
      const r = await inTerminal(['--resume'], h.dir);
      expect(r.code).toBe(1);
      expect(lines(r.stdout)).toEqual([
        `subterra: cannot resume ${h.file('altered.json')}: ${END_MISMATCH}`,
        `subterra: no unfinished game to resume in ${path.join(h.dir, 'games')} (see subterra games)`,
      ]);
    },
    30000,
  );
});

describe('a save without "end" (an older save, a scenario written by hand)', () => {
  it('replays, and games lists it as unfinished with --resume offered', async () => {
    const h = home({ 'old.json': NO_END });
    const json = await run(['replay', h.file('old.json'), '--json'], h.dir);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ round: 3, over: false });
    const games = await run(['games'], h.dir);
    expect(games.stderr).toBe('');
    expect(lines(games.stdout).find((l) => l.endsWith('old.json'))).toMatch(/\sunfinished\s+3\s+old\.json$/);
    expect(games.stdout).toContain('subterra --resume');
  });

  it('the same save with its end intact replays to the same state', async () => {
    const h = home({ 'old.json': NO_END, 'new.json': SAVE });
    const a = await run(['replay', h.file('old.json'), '--json'], h.dir);
    const b = await run(['replay', h.file('new.json'), '--json'], h.dir);
    expect(b.code).toBe(0);
    expect(b.stdout).toBe(a.stdout);
  });
});

describe('--resume and a save that replays to the end of its game', () => {
  (HAS_SCRIPT ? it : it.skip)(
    'a save that says it goes on but replays to Gold is not resumed (in a terminal), and says why',
    async () => {
      const gold = JSON.parse(
        fs.readFileSync(path.join(ROOT, 'test', 'fixtures', 'scenarios', 'e01_gold.json'), 'utf8'),
      ) as GameRecord;
      const h = home({ 'done.json': { ...gold, meta: { saved: '2026-02-01T00:00:00Z', over: false, result: null } } });
      const r = await inTerminal(['--resume'], h.dir);
      expect(lines(r.stdout)).toEqual([
        `subterra: cannot resume ${h.file('done.json')}: the game is over`,
        `subterra: no unfinished game to resume in ${path.join(h.dir, 'games')} (see subterra games)`,
      ]);
      expect(r.code).toBe(1);
    },
    30000,
  );
});
