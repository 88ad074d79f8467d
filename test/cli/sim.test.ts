// `subterra sim` through the built binary: the table and its JSON, the same games for the same seed
// and iterations, bad options as one line with exit 2, and --help loading nothing of the AI.
import { afterAll, describe, expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROOT, type Run, runNode } from '../helpers/cli.js';

const root = ROOT;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'subterra-sim-'));

if (!fs.existsSync(path.join(root, 'dist', 'cli.js')) || !fs.existsSync(path.join(root, 'dist', 'sim-worker.js'))) {
  throw new Error('dist/cli.js or dist/sim-worker.js is missing: run `npm run build` (npm test does) before jest');
}

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function run(args: string[], nodeArgs: string[] = [], env: Record<string, string> = {}): Promise<Run> {
  const e: Record<string, string | undefined> = { ...process.env, SUBTERRA_HOME: tmp, ...env };
  delete e.SUBTERRA_DEBUG;
  return runNode(args, e, { nodeArgs });
}

function oneErrorLine(r: Run): string {
  const lines = r.stderr.split('\n').filter((l) => l !== '');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^subterra: \S/);
  expect(r.stderr).not.toMatch(/\n\s+at |node:internal|\.ts:\d|\.js:\d/);
  expect(r.stdout).toBe('');
  return lines[0];
}

interface Row {
  difficulty: string;
  cavers: number;
  easy: boolean;
  bot: string;
  games: number;
  gold: number;
  silver: number;
  bronze: number;
  failure: number;
  medal_rate: number;
  medal_ci95: [number, number];
  mean_rounds: number;
}

describe('subterra sim', () => {
  it.concurrent(
    'prints one JSON row per configuration with the documented keys; nothing on stderr without a terminal',
    async () => {
      const r = await run(['sim', '--bot', 'random', '--games', '3', '-d', 'Hard', '--seed', 'cli-json', '--json']);
      expect(r.code).toBe(0);
      expect(r.stderr).toBe('');
      const out = JSON.parse(r.stdout) as { rows: Row[] };
      expect(out.rows.map((x) => [x.difficulty, x.cavers, x.easy])).toEqual([
        ['hard', 4, false],
        ['hard', 5, false],
        ['hard', 6, false],
      ]);
      for (const row of out.rows) {
        expect(Object.keys(row)).toEqual([
          'difficulty',
          'cavers',
          'easy',
          'bot',
          'games',
          'gold',
          'silver',
          'bronze',
          'failure',
          'medal_rate',
          'medal_ci95',
          'mean_rounds',
        ]);
        expect(row.bot).toBe('random');
        expect(row.games).toBe(3);
        expect(row.gold + row.silver + row.bronze + row.failure).toBe(3);
        expect(row.medal_ci95[0]).toBeLessThanOrEqual(row.medal_rate);
        expect(row.medal_ci95[1]).toBeGreaterThanOrEqual(row.medal_rate);
        expect(row.mean_rounds).toBeGreaterThan(0);
      }
    },
  );

  it.concurrent('without -d and -c, every difficulty and team size, each with the easier variant', async () => {
    const r = await run(['sim', '--bot', 'random', '--games', '1', '--seed', 'cli-all', '--json']);
    expect(r.code).toBe(0);
    const rows = (JSON.parse(r.stdout) as { rows: Row[] }).rows;
    expect(rows).toHaveLength(18);
    expect(new Set(rows.map((x) => `${x.difficulty} ${x.cavers} ${x.easy}`)).size).toBe(18);
  });

  it.concurrent('the same --seed and --iterations play the same games, on worker threads', async () => {
    const args = [
      'sim',
      '--bot',
      'ai',
      '--games',
      '2',
      '-d',
      'expert',
      '-c',
      '4',
      '--iterations',
      '1',
      '--seed',
      'cli-same',
      '--json',
    ];
    const [a, b] = await Promise.all([run(args), run(args)]);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    const row = (JSON.parse(a.stdout) as { rows: Row[] }).rows[0];
    expect(row).toMatchObject({ difficulty: 'expert', cavers: 4, easy: false, bot: 'ai', games: 2 });
  });

  it.concurrent("the table names the bot and its budget, and reports the AI's decision time", async () => {
    const r = await run([
      'sim',
      '--bot',
      'ai',
      '--games',
      '1',
      '-d',
      'expert',
      '-c',
      '4',
      '--budget-ms',
      '5',
      '--seed',
      'cli-text',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('bot ai (fair: knows only what a player knows), 5 ms per decision');
    expect(r.stdout).toMatch(/\nexpert\s+4\s+-\s+\d\s+\d\s+\d\s+\d\s+\d+\.\d%/);
    expect(r.stdout).toMatch(
      /AI decisions: \d+ searched a game \(placing a drawn tile counts as one\), [\d.]+ ms each on average/,
    );
  });

  it.concurrent.each([
    [['sim', '--games', '3'], '--bot is required'],
    [['sim', '--bot', 'clever', '--games', '3'], '--bot must be ai, greedy, random (got "clever")'],
    [['sim', '--bot', 'ai'], '--games is required'],
    [['sim', '--bot', 'ai', '--games', '-1'], '--games'],
    [['sim', '--bot', 'ai', '--games', '3', '-c', '3'], '--cavers must be 4, 5 or 6'],
    [['sim', '--bot', 'ai', '--games', '3', '-d', 'nightmare'], '--difficulty must be normal, hard or expert'],
    [['sim', '--bot', 'ai', '--games', '3', '--iterations', '2', '--budget-ms', '9'], 'cannot be combined'],
    [['sim', '--bot', 'greedy', '--games', '3', '--budget-ms', '9'], 'the greedy bot does not search'],
    [['sim', '--bot', 'ai', '--games', '3', '--frobnicate'], "unknown option '--frobnicate'"],
    [['sim', '--bot', 'ai', '--games', '3', 'extra'], 'too many arguments'],
    [['sim', '--bot', 'ai', '--games', '3', '--games', '4'], '--games is given twice'],
    [['--team', 'diver', 'sim', '--bot', 'ai', '--games', '3'], "--team applies to starting a game, not to 'sim'"],
    [['sim', '--bot', 'ai', '--games'], "option '--games <n>' argument missing"],
  ])('%j: one line, exit 2', async (args, message) => {
    const r = await run(args as string[]);
    expect(oneErrorLine(r)).toContain(message as string);
    expect(r.code).toBe(2);
  });
});

describe('help', () => {
  it.concurrent('subterra help sim and sim --help show every option; subterra --help names the command', async () => {
    for (const args of [
      ['help', 'sim'],
      ['sim', '--help'],
    ]) {
      const r = await run(args);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^Usage: subterra sim/);
      for (const opt of [
        '--bot',
        '--games',
        '--difficulty',
        '--cavers',
        '--easy',
        '--budget-ms',
        '--iterations',
        '--seed',
        '--json',
      ])
        expect(r.stdout).toContain(opt);
    }
    const main = await run(['--help']);
    expect(main.stdout).toContain('subterra sim --bot <name> --games <n> [options]');
  });
});

describe('loading', () => {
  /** The files of dist/ a command loads, recorded by a module hook. */
  async function loaded(args: string[]): Promise<string[]> {
    const log = path.join(tmp, `loaded-${args.join('-')}.txt`);
    const hooks = path.join(tmp, 'hooks.mjs');
    fs.writeFileSync(
      hooks,
      [
        "import { appendFileSync } from 'node:fs';",
        'export async function resolve(specifier, context, next) {',
        '  const r = await next(specifier, context);',
        "  if (r.url.startsWith('file:')) appendFileSync(process.env.SUBTERRA_LOAD_LOG, r.url + '\\n');",
        '  return r;',
        '}',
      ].join('\n'),
    );
    const register = path.join(tmp, 'register.mjs');
    fs.writeFileSync(
      register,
      `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`,
    );
    const r = await run(args, ['--import', pathToFileURL(register).href], { SUBTERRA_LOAD_LOG: log });
    expect(r.code).toBe(0);
    return fs
      .readFileSync(log, 'utf8')
      .split('\n')
      .filter((l) => l.includes('/dist/'))
      .map((u) => fileURLToPath(u));
  }

  it('subterra --help and subterra sim --help load no file holding the AI', async () => {
    for (const args of [['--help'], ['sim', '--help']]) {
      const files = await loaded(args);
      expect(files.some((f) => f.endsWith(path.join('dist', 'cli.js')))).toBe(true);
      for (const f of files) expect(fs.readFileSync(f, 'utf8')).not.toContain('// src/ai/');
    }
  });

  it('the worker script is built beside the CLI and packed with it', () => {
    const worker = fs.readFileSync(path.join(root, 'dist', 'sim-worker.js'), 'utf8');
    expect(worker).toContain('// src/bots/simWorker.ts');
    expect(worker).toContain('// src/ai/search.ts');
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { files: string[] };
    expect(pkg.files).toContain('dist/');
  });
});
