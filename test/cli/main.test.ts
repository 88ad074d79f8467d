// The command line in-process, with a fake terminal: the checks that come after "is this a
// terminal?" (resume, the data folder), usage errors, and what reaches the terminal from files.
import { afterAll, describe, expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runMain } from '../helpers/main.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'subterra-main-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

interface Out {
  code: number;
  out: string;
  err: string[];
}

async function cli(args: string[], o: { home?: string; tty?: boolean } = {}): Promise<Out> {
  const r = await runMain(args, { env: { SUBTERRA_HOME: o.home ?? path.join(tmp, 'empty') }, tty: o.tty ?? true });
  return { code: r.code, out: r.out, err: r.errLines };
}

let n = 0;
function home(files: Record<string, unknown>): string {
  const dir = path.join(tmp, `home-${n++}`);
  fs.mkdirSync(path.join(dir, 'games'), { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, 'games', name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

function record(extra: object = {}): object {
  return {
    format: 'subterra-record',
    version: 1,
    seed: 'main-test',
    difficulty: 'normal',
    players: 1,
    cavers: ['diver', 'scout', 'medic', 'leader'],
    actions: [],
    ...extra,
  };
}

/** A whole game that ends in Gold in round 1 (the scenario e01_gold): its team, decks and actions. */
const GOLD = (() => {
  const r = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'scenarios', 'e01_gold.json'), 'utf8'),
  ) as { cavers: string[]; setup: object; actions: object[] };
  return { cavers: r.cavers, setup: r.setup, actions: r.actions };
})();

describe('starting a game in a terminal', () => {
  it('a data folder that cannot be written refuses to start, naming the file in the way', async () => {
    const r = await cli(['--seed', 'x'], { home: '/etc/passwd/not-a-folder' });
    expect(r.code).toBe(1);
    expect(r.err).toEqual([
      'subterra: cannot save games in /etc/passwd/not-a-folder/games: /etc/passwd is a file, not a folder (set SUBTERRA_HOME to save elsewhere)',
    ]);
  });

  it('--resume with nothing to resume says so', async () => {
    const r = await cli(['--resume']);
    expect(r.code).toBe(1);
    expect(r.err).toEqual([
      `subterra: no unfinished game to resume in ${path.join(tmp, 'empty', 'games')} (see subterra games)`,
    ]);
  });

  it('--resume passes over saves it cannot open, saying why for each', async () => {
    const dir = home({
      'a-newer.json': record({ version: 99, meta: { saved: '2025-03-01T00:00:00Z' } }),
      'b-desync.json': record({ hashes: ['00000000'], meta: { saved: '2025-02-01T00:00:00Z' } }),
      'c-cut.json': '{"format": "subterra-record", "vers',
      'd-done.json': record({ ...GOLD, meta: { saved: '2025-01-01T00:00:00Z', over: true, result: 'gold' } }),
    });
    const r = await cli(['--resume'], { home: dir });
    expect(r.code).toBe(1);
    const g = (f: string) => path.join(dir, 'games', f);
    expect(r.err).toEqual([
      expect.stringMatching(new RegExp(`^subterra: skipped ${g('a-newer.json')}: made by a newer subterra`)),
      expect.stringMatching(
        new RegExp(`^subterra: skipped ${g('c-cut.json')}: not valid JSON \\(truncated or corrupt`),
      ),
      expect.stringMatching(new RegExp(`^subterra: cannot resume ${g('b-desync.json')}: out of sync at round 1`)),
      expect.stringMatching(/^subterra: no unfinished game to resume in /),
    ]);
  });
});

describe('usage errors say what the option takes', () => {
  it.each([
    [['--cavers'], 'subterra: --cavers needs a value: 4, 5 or 6 (see subterra --help)'],
    [['-d'], 'subterra: --difficulty needs a value: normal, hard or expert (see subterra --help)'],
    [['--players'], 'subterra: --players needs a value: a number from 1 to 6 (see subterra --help)'],
    [['-c', '5', '-c', '6'], 'subterra: --cavers is given twice ("5" and "6") (see subterra --help)'],
    [['--seed', 'a', '--seed', 'b'], 'subterra: --seed is given twice ("a" and "b") (see subterra --help)'],
    [
      ['help', 'foo'],
      'subterra: unknown command "foo"; commands are replay, games, stats, tutorial, watch, sim, host, join and serve (see subterra --help)',
    ],
    [
      ['watch', '--budget-ms', '5'],
      'subterra: --budget-ms must be a whole number of milliseconds from 10 to 60000, not "5" (see subterra --help)',
    ],
    [
      ['watch', '--budget-ms', '60001'],
      'subterra: --budget-ms must be a whole number of milliseconds from 10 to 60000, not "60001" (see subterra --help)',
    ],
    [
      ['watch', '--budget-ms', '9'],
      'subterra: --budget-ms must be a whole number of milliseconds from 10 to 60000, not "9" (see subterra --help)',
    ],
    [
      ['watch', '--budget-ms', '1e3'],
      'subterra: --budget-ms must be a whole number of milliseconds from 10 to 60000, not "1e3" (see subterra --help)',
    ],
    [['watch', '-c', '9'], 'subterra: --cavers must be 4, 5 or 6 (got "9") (see subterra --help)'],
    [['-c', '5', 'watch'], "subterra: --cavers applies to starting a game, not to 'watch' (see subterra --help)"],
  ])('%j', async (args, line) => {
    // Without a terminal: a usage error is found first, and nothing can start if it is not.
    const r = await cli(args, { tty: false });
    expect(r.code).toBe(2);
    expect(r.err).toEqual([line]);
    expect(r.out).toBe('');
  });

  it('--budget-ms at its bounds (10 and 60000) is accepted: the next check is the terminal', async () => {
    for (const ms of ['10', '60000']) {
      const r = await cli(['watch', '--budget-ms', ms], { tty: false });
      expect(r.code).toBe(1);
      expect(r.err).toEqual([expect.stringContaining('the game needs an interactive terminal')]);
    }
  });

  it('the same value twice is harmless', async () => {
    const r = await cli(['-c', '5', '-c', '5'], { tty: false });
    expect(r.err).toEqual([expect.stringContaining('interactive terminal')]);
  });

  it('help for a real command still works', async () => {
    const r = await cli(['help', 'replay']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('subterra replay');
  });
});

describe('nothing from a file reaches the terminal raw', () => {
  it('games: a seed with escape codes is shown escaped; records this version cannot open are skipped', async () => {
    const dir = home({
      'evil.json': record({ seed: 'x\u001b[31mRED\u0007', meta: { saved: '2025-01-01T00:00:00Z' } }),
      'future.json': record({ version: 99 }),
      'twice.json': record({ cavers: ['diver', 'diver', 'medic', 'leader'] }),
      'binary.json': '\u0000\u0001binary',
    });
    const r = await cli(['games'], { home: dir });
    expect(r.code).toBe(0);
    expect(r.out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(r.out).toContain('x\\x1b[31mRED\\x07');
    expect(r.out).toMatch(/^1 saved game in /);
    expect(r.err).toHaveLength(3);
    expect(r.err.join('\n')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(r.err.find((l) => l.includes('future.json'))).toContain('made by a newer subterra');
    expect(r.err.find((l) => l.includes('twice.json'))).toContain('listed twice');
    expect(r.err.find((l) => l.includes('binary.json'))).toContain('\\x00');
  });

  it('replay without a terminal still reports an illegal action first, as --json does', async () => {
    const dir = home({ 'bad.json': record({ actions: [{ caver: 'medic', do: 'move', dir: 'N' }] }) });
    const file = path.join(dir, 'games', 'bad.json');
    const viewer = await cli(['replay', file], { tty: false });
    const json = await cli(['replay', file, '--json'], { tty: false });
    expect(viewer.code).toBe(1);
    expect(viewer.err).toHaveLength(1);
    expect(viewer.err[0]).toMatch(/^subterra: .*bad\.json: actions\[0\] \(medic move dir=N\): /);
    expect(viewer.err).toEqual(json.err);
  });

  it('a misspelt setup key is refused, not silently replaced by the seeded deck', async () => {
    const dir = home({ 'typo.json': record({ setup: { tile: ['exit:D'] } }) });
    const r = await cli(['replay', path.join(dir, 'games', 'typo.json'), '--json']);
    expect(r.code).toBe(1);
    expect(r.err).toEqual([
      expect.stringContaining('"setup" has an unknown key "tile" (its keys are tiles, hazards and dice)'),
    ]);
  });

  it('a record with version 0 says what is allowed', async () => {
    const dir = home({ 'v0.json': record({ version: 0 }) });
    const r = await cli(['replay', path.join(dir, 'games', 'v0.json'), '--json']);
    expect(r.err).toEqual([expect.stringContaining('"version" must be a whole number from 1 (got 0)')]);
  });
});
