// `subterra --screen-reader` (and INK_SCREEN_READER=true) through the built command: lines in from
// a pipe, sentences out, no escape sequences, no terminal needed; the game saved, and resumed in
// the same mode.
import { afterAll, describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, collect, ROOT, type Run } from '../helpers/cli.js';

const home = mkdtempSync(join(tmpdir(), 'subterra-reader-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

function play(args: readonly string[], input: string, env: Record<string, string> = {}): Promise<Run> {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, SUBTERRA_HOME: home, LANG: 'en_US.UTF-8', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end(input);
  return collect(child);
}

describe('subterra --screen-reader', () => {
  test('plays from a pipe: the game, a question answered, a command, saved on quit', async () => {
    const r = await play(
      ['--screen-reader', '--seed', 'pipe', '--team', 'leader,scout,diver,medic'],
      '2\n1\nwhere\nquit\n',
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe(
      'A new game. Team: Leader (8), Scout (2), Diver (1), Medic (6). Difficulty: normal. Seed: pipe.',
    );
    expect(lines).toContain('Leader (8): 2 AP, health 3 of 3. What now?');
    expect(lines).toContain('Reveal: which way?');
    expect(lines.some((l) => /is drawn, to Reveal north\. Which way round\?$/.test(l))).toBe(true);
    expect(lines).toContain('Leader (8) is on the Start.');
    expect(lines[lines.length - 2]).toMatch(
      /^The game is saved in .*subterra --resume --screen-reader goes on with it\.$/,
    );
    expect(r.stdout).not.toMatch(/[\u001b\u2500-\u259f]/u);
    expect(readdirSync(join(home, 'games')).filter((f) => f.endsWith('.json'))).toHaveLength(1);
  });

  test('INK_SCREEN_READER=true resumes the game in the same mode, the tile drawn still to place', async () => {
    const r = await play(['--resume'], 'ask\n', { INK_SCREEN_READER: 'true' });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Resumed. Type history for the whole game so far.');
    expect(r.stdout).toMatch(/is drawn, to Reveal north\. Which way round\?/);
  });

  test('without --team the setup is asked first, in words, then the game', async () => {
    const r = await play(['--screen-reader', '--seed', 'asked'], '2\n1 2 3 4\n1\nquit\n');
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[2]).toBe('Start it, or change it?');
    expect(lines).toContain(
      'A new game. Team: Diver (1), Scout (2), Geologist (3), Engineer (4). Difficulty: normal. Seed: asked.',
    );
    expect(lines).toContain('Round 1. First caver: Diver (1).');
    expect(lines.filter((l) => l.startsWith('Sub Terra, for a screen reader.'))).toHaveLength(1);
  });
});

describe('subterra replay --screen-reader', () => {
  const record = join(ROOT, 'test', 'fixtures', 'games', 'bronze-normal-4.json');

  test('plays a saved game back from a pipe: the game, an action, a round, the end; no terminal needed', async () => {
    const r = await play(['replay', record, '--screen-reader'], '\nskip\nend\nquit\n');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe(
      'Replay of bronze-normal-4.json. Team: Scout (2), Medic (6), Leader (8), Bodyguard (7). Difficulty: normal, easy variant. Seed: cave-50. Actions: 220.',
    );
    expect(lines[3]).toBe('Scout (2) reveals a Horror tile to the south after discarding Empty');
    expect(lines).toContain('Round 2. First caver: Medic (6).');
    expect(lines).toContain('The game is over: BRONZE');
    expect(lines).toContain('Leader (8): escaped through the Exit.');
    expect(r.stdout).not.toMatch(/[\u001b\u2500-\u259f]/u);
  });

  test('--screen-reader before the command does the same', async () => {
    const r = await play(['--screen-reader', 'replay', record], 'quit\n');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Replay of bronze-normal-4\.json\. /);
    const w = await play(['--screen-reader', 'watch', '--seed', 'before', '--budget-ms', '10'], '\nquit\n');
    expect(w.code).toBe(0);
    expect(w.stdout).toMatch(/^The AI plays a game\. /);
  });

  test('INK_SCREEN_READER=true does the same; the end of the input ends it', async () => {
    const r = await play(['replay', record], 'go 218\n', { INK_SCREEN_READER: 'true' });
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')).toContain('At action 218 of 220, round 27.');
  });
});

describe('subterra watch --screen-reader', () => {
  test('the AI plays to the end when asked, from a pipe; the game is saved as the AI’s', async () => {
    const r = await play(
      ['watch', '--screen-reader', '--seed', 'told', '--team', 'scout,medic,leader,bodyguard', '--budget-ms', '10'],
      '\nend\n',
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe(
      'The AI plays a game. Team: Scout (2), Medic (6), Leader (8), Bodyguard (7). Difficulty: normal. Seed: told.',
    );
    expect(lines.some((l) => l.startsWith('The game is over: '))).toBe(true);
    expect(lines[lines.length - 2]).toMatch(/^The game is saved in .*told\.json\.$/);
    expect(r.stdout).not.toMatch(/[\u001b\u2500-\u259f]/u);
  });
});
