// Runs the built CLI (bin/subterra.js -> dist/cli.js) as a user would. `npm test` builds first.
import { afterAll, describe, expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawn } from 'node:child_process';
import { BIN, collect, ROOT, type Run, runNode } from '../helpers/cli.js';

const root = ROOT;
const bin = BIN;
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };

// Set up at load time, not in beforeAll: jest may start it.concurrent tests before beforeAll hooks.
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'subterra-cli-')); // SUBTERRA_HOME, no games
const full = fs.mkdtempSync(path.join(os.tmpdir(), 'subterra-cli-full-')); // SUBTERRA_HOME with games

/** Run the CLI with stdin and stdout as pipes (not TTYs). */
function run(args: string[], opts: { home?: string; env?: Record<string, string> } = {}): Promise<Run> {
  const env: Record<string, string | undefined> = { ...process.env, SUBTERRA_HOME: opts.home ?? home, ...opts.env };
  delete env.NO_COLOR;
  delete env.SUBTERRA_DEBUG;
  return runNode(args, env);
}

/** Exactly one stderr line, starting with "subterra: ", no stack trace. */
function expectOneErrorLine(r: Run): string {
  expect(r.stderr.endsWith('\n')).toBe(true);
  const lines = r.stderr.split('\n').filter((l) => l !== '');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^subterra: \S/);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  expect(r.stderr).not.toMatch(/node:internal|\.ts:\d|\.js:\d/);
  return lines[0];
}

function record(seed: string, meta: object, extra: object = {}): object {
  return {
    format: 'subterra-record',
    version: 1,
    seed,
    difficulty: 'hard',
    players: 1,
    cavers: ['diver', 'scout', 'geologist', 'engineer', 'medic'],
    actions: [],
    meta,
    ...extra,
  };
}

/** A whole game, Gold in round 1 (the scenario e01_gold): its difficulty, team, decks and actions. */
const GOLD = (() => {
  const { difficulty, cavers, setup, actions } = JSON.parse(
    fs.readFileSync(path.join(root, 'test', 'fixtures', 'scenarios', 'e01_gold.json'), 'utf8'),
  ) as Record<string, unknown>;
  return { difficulty, cavers, setup, actions };
})();

{
  const games = path.join(full, 'games');
  fs.mkdirSync(games);
  fs.writeFileSync(
    path.join(games, '20250101-100000-old-gold.json'),
    JSON.stringify(record('old-gold', { saved: '2025-01-01T10:30:00Z', round: 1, over: true, result: 'gold' }, GOLD)),
  );
  fs.writeFileSync(
    path.join(games, '20250301-100000-new one.json'),
    JSON.stringify(record('new one', { saved: '2025-03-01T10:30:00Z', round: 1, over: false, result: null })),
  );
  fs.writeFileSync(path.join(games, 'broken.json'), '{ not json');
  if (!fs.existsSync(bin) || !fs.existsSync(path.join(root, 'dist', 'cli.js'))) {
    throw new Error('dist/cli.js is missing: run `npm run build` (npm test does) before jest');
  }
}

afterAll(() => {
  fs.rmSync(home, { recursive: true, force: true });
  fs.rmSync(full, { recursive: true, force: true });
});

describe('the bundle', () => {
  it('starts from a few kB: dist/cli.js holds neither commander, Ink, React nor the rules core', () => {
    const cli = fs.readFileSync(path.join(root, 'dist', 'cli.js'), 'utf8');
    // esbuild heads each bundled file with a "// <path>" comment.
    const sources = cli
      .split('\n')
      .filter((l) => l.startsWith('// '))
      .join('\n');
    expect(sources).toContain('src/cli/start.ts');
    for (const heavy of ['node_modules/', 'src/engine/', 'src/ui/', 'src/cli/main.ts'])
      expect(sources).not.toContain(heavy);
    expect(cli.length).toBeLessThan(16 * 1024);
  });

  it("loads none of Node's heavier modules a local command never uses (fs/promises brings readline and the file watchers: 1.5 MB)", async () => {
    // A preload that writes, as the process exits, the built-in modules it loaded.
    const preload = path.join(home, 'modules.cjs');
    fs.writeFileSync(
      preload,
      "process.on('exit', () => process.stderr.write(JSON.stringify(process.moduleLoadList) + '\\n'));\n",
    );
    const r = await runNode(['games'], { ...process.env, SUBTERRA_HOME: home }, { nodeArgs: ['--require', preload] });
    expect(r.code).toBe(0);
    const loaded = JSON.parse(r.stderr.trim().split('\n').pop()!) as string[];
    expect(loaded).toContain('NativeModule fs'); // the list is read
    for (const heavy of [
      'NativeModule fs/promises',
      'NativeModule internal/readline/interface',
      'NativeModule worker_threads',
    ])
      expect([heavy, loaded.includes(heavy)]).toEqual([heavy, false]);
  });

  it('holds the rest in dist/app.js, where Ink and the UI are made only when a game starts', () => {
    const app = fs.readFileSync(path.join(root, 'dist', 'app.js'), 'utf8');
    expect(app.startsWith('(async function(__subterraImportMeta){')).toBe(true);
    for (const lazy of ['node_modules/ink/build/ink.js', 'src/ui/launch.tsx', 'src/ui/replayViewer.tsx']) {
      expect([lazy, new RegExp(`__esm\\(\\{\\s*(async ?)?"${lazy.replace(/[./]/g, '\\$&')}"\\(\\)`).test(app)]).toEqual(
        [lazy, true],
      );
    }
  });
});

describe('help and version', () => {
  it.concurrent('--help exits 0 with usage, every option and examples', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^Usage: subterra/);
    for (const opt of [
      '--cavers',
      '--players',
      '--difficulty',
      '--easy',
      '--seed',
      '--team',
      '--resume',
      '--no-color',
      '--version',
    ]) {
      expect(r.stdout).toContain(opt);
    }
    expect(r.stdout).toContain('Examples:');
    expect(r.stdout).toContain('subterra replay FILE --json');
    expect(r.stdout).toContain('subterra games');
    expect(r.stdout).toContain(path.join(home, 'games'));
  });

  it.concurrent('-h is --help', async () => {
    const r = await run(['-h']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Examples:');
  });

  it.concurrent('help replay shows the replay command', async () => {
    const r = await run(['help', 'replay']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('--json');
  });

  it.concurrent('--version prints the package version', async () => {
    const r = await run(['--version']);
    expect(r).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });

  it.concurrent('-v prints the package version', async () => {
    expect((await run(['-v'])).stdout).toBe(`${pkg.version}\n`);
  });
});

describe('bad input: one line on stderr, non-zero exit, no stack trace', () => {
  const cases: [string[], RegExp][] = [
    [['--cavers', '9'], /--cavers must be 4, 5 or 6 \(got "9"\)/],
    [['--cavers', 'four'], /--cavers must be 4, 5 or 6 \(got "four"\)/],
    [['-c', '3'], /--cavers must be 4, 5 or 6/],
    [['--players', '0'], /--players must be a number from 1 to 6/],
    [['--difficulty', 'nightmare'], /--difficulty must be normal, hard or expert \(got "nightmare"\)/],
    [['--team', 'diver,diver,scout,medic'], /--team: caver "diver" is listed twice/],
    [['--team', 'diver,wizard,scout,medic'], /--team: unknown caver "wizard"/],
    [['--team', 'diver,scout,medic'], /--team must list 4 to 6 cavers \(got 3\)/],
    [['--players', '2', '--cavers', '5'], /--cavers 5 does not fit --players 2: 2 players play 4 cavers \(2 each\)/],
    [['--seed', '   '], /--seed must not be empty/],
    [['--seed', 'x'.repeat(65)], /--seed must be at most 64 characters/],
    [['--resume', '--seed', 'x'], /--resume cannot be combined with --seed/],
    [['--frobnicate'], /unknown option '--frobnicate'/],
    [['--sed', 'x'], /unknown option '--sed' \(Did you mean --seed\?\)/],
    [['--cavers'], /^subterra: --cavers needs a value: 4, 5 or 6/],
    [['dance'], /unknown command "dance"/],
    [['replay'], /missing required argument 'file'/],
    [['replay', 'a.json', 'b.json'], /too many arguments for 'replay'/],
    [['games', '--json'], /unknown option '--json'/],
    [['--seed', 'x', 'games'], /--seed applies to starting a game, not to 'games'/],
    [
      ['watch', '--budget-ms', '60001'],
      /^subterra: --budget-ms must be a whole number of milliseconds from 10 to 60000, not "60001"/,
    ],
  ];
  for (const [args, want] of cases) {
    it.concurrent(`${args.join(' ')} -> exit 2`, async () => {
      const r = await run(args);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(expectOneErrorLine(r)).toMatch(want);
    });
  }

  it.concurrent('replay missing.json -> exit 1, says the file is missing', async () => {
    const r = await run(['replay', 'missing.json']);
    expect(r.code).toBe(1);
    expect(expectOneErrorLine(r)).toBe('subterra: cannot read missing.json: no such file or directory (ENOENT)');
  });

  it.concurrent('replay --json missing.json -> exit 1', async () => {
    const r = await run(['replay', '--json', 'missing.json']);
    expect(r.code).toBe(1);
    expect(expectOneErrorLine(r)).toContain('missing.json');
  });

  it.concurrent('replay on a directory -> exit 1, says it is a folder', async () => {
    const r = await run(['replay', 'src', '--json']);
    expect(r.code).toBe(1);
    expect(expectOneErrorLine(r)).toBe('subterra: cannot read src: it is a folder, not a file');
  });

  it.concurrent('replay --json on something that is not a record -> exit 1, names the file', async () => {
    const r = await run(['replay', 'package.json', '--json']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(expectOneErrorLine(r)).toMatch(/^subterra: package\.json: /);
  });

  it.concurrent('replay (viewer) of invalid JSON -> exit 1', async () => {
    const file = path.join(full, 'games', 'broken.json');
    const r = await run(['replay', file]);
    expect(r.code).toBe(1);
    expect(expectOneErrorLine(r)).toMatch(/^subterra: .*broken\.json: not valid JSON/);
  });
});

describe('replay from a pipe', () => {
  const fixture = path.join(root, 'test', 'fixtures', 'games', 'random-4.json');

  /** `cat FILE | subterra replay /dev/stdin --json`: stdin a shell pipe (a FIFO). */
  function piped(file: string): Promise<Run> {
    const env: Record<string, string | undefined> = { ...process.env, SUBTERRA_HOME: home };
    delete env.SUBTERRA_DEBUG;
    const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
    return collect(
      spawn('sh', ['-c', `cat ${q(file)} | ${q(process.execPath)} ${q(bin)} replay /dev/stdin --json`], {
        cwd: root,
        env,
      }),
    );
  }

  it.concurrent(
    'cat FILE | subterra replay /dev/stdin --json reads the record piped in, as from the file',
    async () => {
      const r = await piped(fixture);
      expect([r.code, r.stderr]).toEqual([0, '']);
      expect(r.stdout).toBe(fs.readFileSync(fixture.replace(/\.json$/, '.expected.json'), 'utf8'));
    },
  );

  it.concurrent('a broken record piped in is one line of error naming /dev/stdin', async () => {
    const bad = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'subterra-pipe-')), 'broken.json');
    fs.writeFileSync(bad, '{"format": "subterra-record"');
    const r = await piped(bad);
    expect(r.code).toBe(1);
    expect(expectOneErrorLine(r)).toMatch(/^subterra: \/dev\/stdin: not valid JSON/);
  });
});

describe('no terminal', () => {
  it.concurrent('starting a game with stdin not a TTY says it needs an interactive terminal', async () => {
    const r = await run([]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    const line = expectOneErrorLine(r);
    expect(line).toContain('interactive terminal');
    expect(line).toContain('subterra replay FILE --json');
  });

  it.concurrent('watching the AI needs an interactive terminal too (its options checked first)', async () => {
    const r = await run(['watch', '-c', '5', '-d', 'hard', '--budget-ms', '50']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(expectOneErrorLine(r)).toContain('interactive terminal');
  });

  it.concurrent('valid options are checked first, then the terminal', async () => {
    const r = await run(['-p', '3', '-d', 'EXPERT', '--easy', '--seed', 'granite-42', '--no-color']);
    expect(r.code).toBe(1);
    expect(expectOneErrorLine(r)).toContain('interactive terminal');
  });

  it.concurrent('the replay viewer needs a terminal too', async () => {
    const r = await run(['replay', path.join(full, 'games', '20250101-100000-old-gold.json')]);
    expect(r.code).toBe(1);
    expect(expectOneErrorLine(r)).toContain('subterra replay FILE --json');
  });

  it.concurrent('without a terminal nothing is written: not even the data folder', async () => {
    const fresh = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'subterra-cli-none-')), 'data');
    const r = await run(['--seed', 'x'], { home: fresh });
    expect(r.code).toBe(1);
    expect(expectOneErrorLine(r)).toContain('interactive terminal');
    expect(fs.existsSync(fresh)).toBe(false);
  });

  it.concurrent('--resume with an unfinished game gets as far as the terminal check', async () => {
    const r = await run(['--resume'], { home: full });
    expect(r.code).toBe(1);
    expect(expectOneErrorLine(r)).toContain('interactive terminal');
  });
});

describe('output that cannot be written', () => {
  it.concurrent('a closed stdout pipe ends quietly (subterra --help | head -0)', async () => {
    const r = await new Promise<Run>((resolve, reject) => {
      const child = spawn(process.execPath, [bin, '--help'], {
        cwd: root,
        env: { ...process.env, SUBTERRA_HOME: home },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.destroy();
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (d: string) => {
        stderr += d;
      });
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout: '', stderr }));
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  (fs.existsSync('/dev/full') ? it.concurrent : it.concurrent.skip)(
    'a full disk under a redirect is one line, exit 1',
    async () => {
      const r = await new Promise<Run>((resolve, reject) => {
        const out = fs.openSync('/dev/full', 'w');
        const child = spawn(process.execPath, [bin, '--help'], {
          cwd: root,
          env: { ...process.env, SUBTERRA_HOME: home },
          stdio: ['ignore', out, 'pipe'],
        });
        fs.closeSync(out);
        let stderr = '';
        child.stderr!.setEncoding('utf8').on('data', (d: string) => {
          stderr += d;
        });
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, stdout: '', stderr }));
      });
      expect(r.code).toBe(1);
      expect(expectOneErrorLine(r)).toBe('subterra: cannot write the output: disk full (ENOSPC)');
    },
  );
});

describe('subterra games', () => {
  it.concurrent('with no games says how to start one', async () => {
    const r = await run(['games']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('No saved games');
  });

  it.concurrent('lists games newest first, reports broken files, shows the replay command', async () => {
    const r = await run(['games'], { home: full });
    expect(r.code).toBe(0);
    expect(expectOneErrorLine(r)).toMatch(/^subterra: skipped .*broken\.json: not valid JSON/);
    const lines = r.stdout.split('\n');
    const header = lines.findIndex((l) => l.startsWith('DATE'));
    expect(lines[header]).toMatch(/^DATE\s+SEED\s+DIFFICULTY\s+CAVERS\s+RESULT\s+ROUNDS\s+FILE$/);
    expect(lines[header + 1]).toMatch(/new one\s+hard\s+1 2 3 4 6\s+unfinished\s+1\s+20250301-100000-new one\.json$/);
    expect(lines[header + 2]).toMatch(/old-gold\s+normal\s+1 2 4 5\s+gold\s+1\s+20250101-100000-old-gold\.json$/);
    expect(r.stdout).toContain(`subterra replay '${path.join(full, 'games', '20250301-100000-new one.json')}'`);
    expect(r.stdout).toContain('subterra --resume');
  });
});
