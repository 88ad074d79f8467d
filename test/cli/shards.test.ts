// A study in shards through the built binary: with --iterations (the same games every time), N
// shards merged print the table and the --json rows of one run of all the games; a shard killed
// with SIGKILL mid-run, or mid-write, leaves no results file (nor, once run again, its temporary
// one), and run again gives the same file; merge refuses, in one line, what cannot be one study.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { BIN, collect, ROOT, type Run, runNode } from '../helpers/cli.js';

if (!fs.existsSync(path.join(ROOT, 'dist', 'cli.js')) || !fs.existsSync(path.join(ROOT, 'dist', 'sim-worker.js'))) {
  throw new Error('dist/cli.js or dist/sim-worker.js is missing: run `npm run build` (npm test does) before jest');
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'subterra-shards-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function env(extra: Record<string, string> = {}): Record<string, string | undefined> {
  const e: Record<string, string | undefined> = { ...process.env, SUBTERRA_HOME: tmp, ...extra };
  for (const k of ['SUBTERRA_DEBUG', 'JOB_COMPLETION_INDEX', 'AWS_BATCH_JOB_ARRAY_INDEX', 'SLURM_ARRAY_TASK_ID'])
    delete e[k];
  return { ...e, ...extra };
}

function run(args: string[], extra: Record<string, string> = {}): Promise<Run> {
  return runNode(args, env(extra));
}

const at = (name: string): string => path.join(tmp, name);

// The study: the AI at 1 world a decision (the same games every time), 4 cavers (the shortest games)
// at Normal, Hard and Expert, 2 games a row, in 2 shards of a game each (kept small: CI's minutes;
// shardRange's own test holds uneven ranges and many shards).
const STUDY = ['sim', '--bot', 'ai', '--iterations', '1', '-c', '4', '--games', '2', '--seed', 'shards-t'];

/** The table with the AI's mean decision time (a clock reading, different in every run) blanked. */
const untimed = (table: string): string => table.replace(/, [\d.]+ ms each on average/, ', X ms each on average');

/** A results file's lines without the time each game's decisions took (`ms`): all else is the same games'. */
function untimedLines(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => l.replace(/,"ms":[\d.]+\}$/, '}'));
}

function oneErrorLine(r: Run): string {
  const lines = r.stderr.split('\n').filter((l) => l !== '');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^subterra: \S/);
  expect(r.stderr).not.toMatch(/\n\s+at |node:internal|\.ts:\d|\.js:\d/);
  expect(r.stdout).toBe('');
  return lines[0];
}

/** Start a run that halts at a test hook, wait for it to say so, kill it with SIGKILL. */
async function killAt(args: string[], halt: string): Promise<void> {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    env: env({ SUBTERRA_TEST_SIM_HALT: halt }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const done = collect(child);
  const signal = new Promise<string | null>((resolve) => child.on('exit', (_code, sig) => resolve(sig)));
  try {
    await new Promise<void>((resolve, reject) => {
      let err = '';
      child.stderr.on('data', (d: Buffer) => {
        err += d.toString('utf8');
        if (err.includes('halted for a test')) resolve();
      });
      child.on('exit', () => reject(new Error(`the run ended before it halted: ${err}`)));
    });
    child.kill('SIGKILL');
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  expect(await signal).toBe('SIGKILL');
  await done;
}

let table: Run;
let rows: Run;

beforeAll(async () => {
  // One run of the whole study, as a table (and a results file) and as --json; and its three shards,
  // the last taking its index from a scheduler's variable as a Kubernetes Indexed Job gives it.
  const runs = await Promise.all([
    run([...STUDY, '--out', at('whole.jsonl')]),
    run([...STUDY, '--json']),
    run([...STUDY, '--shard', '0/2', '--out', at('study/s-{shard}.jsonl'), '--threads', '1']),
    run([...STUDY, '--shards', '2', '--out', at('study/s-{shard}.jsonl')], { JOB_COMPLETION_INDEX: '1' }),
  ]);
  for (const r of runs) expect([r.code, r.stderr]).toEqual([0, '']);
  [table, rows] = runs;
});

describe('N shards merged are one run of all the games', () => {
  it('the table, row for row (the mean decision time aside: a clock reading)', async () => {
    const merged = await run(['sim', 'merge', '--expect-shards', '2', at('study/s-0.jsonl'), at('study/s-1.jsonl')]);
    expect(merged.stderr).toBe('');
    expect(merged.code).toBe(0);
    expect(table.stdout).toContain('2 games per row, seeds shards-t-1 to shards-t-2');
    expect(table.stdout).toMatch(/\nexpert\s+4\s+-\s+\d/);
    expect(untimed(merged.stdout)).toBe(untimed(table.stdout));
  });

  it("the --json rows, exactly; in any order of the files; and the whole run's own file merges the same", async () => {
    const merged = await run([
      'sim',
      'merge',
      '--json',
      '--expect-games',
      '2',
      at('study/s-1.jsonl'),
      at('study/s-0.jsonl'),
    ]);
    expect(merged.code).toBe(0);
    expect(merged.stdout).toBe(rows.stdout);
    expect((JSON.parse(rows.stdout) as { rows: { games: number }[] }).rows.map((r) => r.games)).toEqual([2, 2, 2]);
    const whole = await run(['sim', 'merge', '--json', at('whole.jsonl')]);
    expect(whole.stdout).toBe(rows.stdout);
    // A folder stands for the results files in it (a cluster's job has no shell to expand a wildcard).
    const folder = await run(['sim', 'merge', '--json', '--expect-shards', '2', at('study')]);
    expect(folder.stdout).toBe(rows.stdout);
  });

  it("the shards hold the whole run's games, line for line but for the shard named and the time", () => {
    const shardless = (l: string): string => l.replace(/"shard":\{"index":\d+,"of":\d+\}/, '"shard":null');
    const lines = ['study/s-0.jsonl', 'study/s-1.jsonl'].flatMap((f) => untimedLines(at(f)));
    expect(lines).toHaveLength(6);
    expect(lines.map(shardless)).toEqual(untimedLines(at('whole.jsonl')).map(shardless));
    expect(untimedLines(at('study/s-1.jsonl')).every((l) => l.includes('"shard":{"index":1,"of":2},"game":2,'))).toBe(
      true,
    );
  });
});

describe('a shard killed mid-run', () => {
  const shard = [...STUDY, '--shard', '1/2', '--out', at('k-1.jsonl')];

  it('leaves no results file, and run again gives the same file as the shard that was never killed', async () => {
    // Killed after 1 of its 3 games: nothing written.
    await killAt(shard, 'after-games:1');
    expect(fs.readdirSync(tmp).filter((n) => n.includes('k-1.jsonl'))).toEqual([]);
    // Killed in the write itself, the whole file at its temporary name, not yet renamed: no results
    // file under its name.
    await killAt(shard, 'before-rename');
    expect(fs.existsSync(at('k-1.jsonl'))).toBe(false);
    const temps = fs.readdirSync(tmp).filter((n) => n.startsWith('.k-1.jsonl.') && n.endsWith('.tmp'));
    expect(temps).toHaveLength(1);
    // Run again: the file, the same games as the shard's first run, and the dead run's temporary file gone.
    const again = await run(shard);
    expect(again.code).toBe(0);
    expect(untimedLines(at('k-1.jsonl'))).toEqual(untimedLines(at('study/s-1.jsonl')));
    expect(fs.readdirSync(tmp).filter((n) => n.startsWith('.k-1.jsonl.'))).toEqual([]);
  });

  it('with the random bot (no clock in its lines), byte for byte', async () => {
    const random = ['sim', '--bot', 'random', '--games', '6', '-c', '4', '--seed', 'kill-r', '--shard', '1/2'];
    await killAt([...random, '--out', at('r-a.jsonl')], 'before-rename');
    expect(fs.existsSync(at('r-a.jsonl'))).toBe(false);
    const [a, b] = await Promise.all([
      run([...random, '--out', at('r-a.jsonl')]),
      run([...random, '--out', at('r-b.jsonl')]),
    ]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(fs.readFileSync(at('r-a.jsonl'), 'utf8')).toBe(fs.readFileSync(at('r-b.jsonl'), 'utf8'));
    expect(fs.readFileSync(at('r-a.jsonl'), 'utf8').split('\n')).toHaveLength(3 * 3 + 1);
  });
});

describe('merge refuses, in one line', () => {
  const copy = (from: string, to: string, f: (text: string) => string): string => {
    fs.writeFileSync(at(to), f(fs.readFileSync(at(from), 'utf8')));
    return at(to);
  };

  it.each([
    [
      'another version',
      () => [at('study/s-0.jsonl'), copy('study/s-1.jsonl', 'v.jsonl', (t) => t.replaceAll('"app":"', '"app":"9.'))],
      /v\.jsonl line 1 is from subterra 9\.\S+, \S+s-0\.jsonl from \S+: merge the results of one version$/,
    ],
    [
      'another rules revision',
      () => [at('study/s-0.jsonl'), copy('study/s-1.jsonl', 'r.jsonl', (t) => t.replaceAll('"rules":', '"rules":1'))],
      /r\.jsonl line 1 was played under rules revision 1\d, \S+ under \d+: merge the results of one revision$/,
    ],
    [
      'another study',
      () => [
        at('study/s-0.jsonl'),
        copy('study/s-1.jsonl', 'o.jsonl', (t) => t.replaceAll('"iterations":1,', '"iterations":2,')),
      ],
      /o\.jsonl line 1 is of another study than \S+s-0\.jsonl \(iterations per decision 1 vs 2\)$/,
    ],
    [
      'a game twice',
      () => [at('study/s-0.jsonl'), at('study/s-1.jsonl'), at('whole.jsonl')],
      /the same game twice: seed shards-t-1 \(normal, 4 cavers\) is in \S+s-0\.jsonl and in \S+whole\.jsonl$/,
    ],
    [
      'a missing shard',
      () => ['--expect-shards', '2', at('study/s-1.jsonl')],
      /shard 0\/2 is missing \(games shards-t-1 to shards-t-1\)$/,
    ],
    [
      'missing games',
      () => ['--expect-games', '2', at('study/s-0.jsonl')],
      /3 games are missing, the first seed shards-t-2 \(normal, 4 cavers, of shard 1\/2\)$/,
    ],
    [
      'a malformed line',
      () => [
        at('study/s-0.jsonl'),
        copy('study/s-1.jsonl', 'm.jsonl', (t) => t.replace(/("difficulty":"expert",[^\n]*"rounds":)\d+/, '$1"many"')),
      ],
      /m\.jsonl line 3: "rounds" must be a whole number from 1$/,
    ],
    [
      'a line that is not JSON',
      () => [copy('study/s-1.jsonl', 'j.jsonl', (t) => `${t}{"sim":1,\n`)],
      /j\.jsonl line 4: not JSON$/,
    ],
    [
      'a file that is not there',
      () => [at('nowhere.jsonl')],
      /cannot read \S+nowhere\.jsonl: no such file \(ENOENT\)$/,
    ],
    [
      'a folder with no results files',
      () => {
        fs.mkdirSync(at('bare'), { recursive: true });
        return [at('bare')];
      },
      /\S+bare holds no results files \(\*\.jsonl\)$/,
    ],
  ])('%s', async (_what, args, message) => {
    const r = await run(['sim', 'merge', ...args()]);
    expect(oneErrorLine(r)).toMatch(message);
    expect(r.code).toBe(1);
  });

  it.each([
    [['sim', 'merge', '--expect-shards', '0', 'x'], '--expect-shards must be a whole number from 1 to 1,000,000'],
    [['sim', 'merge', '--expect-games', 'all', 'x'], '--expect-games must be a whole number from 1 to 1,000,000'],
    [['sim', 'merge'], "missing required argument 'files'"],
  ])('%j: bad usage, exit 2', async (args, message) => {
    const r = await run(args);
    expect(oneErrorLine(r)).toContain(message);
    expect(r.code).toBe(2);
  });

  it('a shard run with a bad shard, or an --out it cannot write: one line, before any game', async () => {
    const bad = await run(['sim', '--bot', 'random', '--games', '3', '--seed', 'x', '--shards', '3'], {
      JOB_COMPLETION_INDEX: '3',
    });
    expect(oneErrorLine(bad)).toContain('--shards 3: JOB_COMPLETION_INDEX="3" is not a shard index from 0 to 2');
    expect(bad.code).toBe(2);
    fs.writeFileSync(at('a-file'), '');
    const blocked = await run(['sim', '--bot', 'random', '--games', '3', '--out', path.join(at('a-file'), 'r.jsonl')]);
    expect(oneErrorLine(blocked)).toMatch(
      /^subterra: cannot write --out \S+r\.jsonl: \S+a-file is a file, not a folder$/,
    );
    expect(blocked.code).toBe(1);
  });
});
