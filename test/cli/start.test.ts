// The start-up (src/cli/start.ts, built into dist/cli.js): `--help` and `--version` answered from
// text made at build time, byte for byte what commander prints, and everything else handed to the
// app (dist/app.js), whose V8 code cache is taken once the table is drawn and never breaks a start,
// whether missing, corrupt or in the way. Runs the built CLI; `npm test` builds first.
import { afterAll, describe, expect, it, test } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runMain } from '../helpers/main.js';
import { appScriptFor, START_MS } from '../../src/cli/start.js';
import { type Run, runNode } from '../helpers/cli.js';

const root = process.cwd();
const hasScript = spawnSync('script', ['--version']).status === 0;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'subterra-start-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The environment a run sees: this one, less what would change the output, plus `env`. */
function envWith(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const k of ['NO_COLOR', 'SUBTERRA_DEBUG', 'SUBTERRA_HOME', 'XDG_DATA_HOME']) if (!(k in env)) delete out[k];
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete out[k];
  return out;
}

function run(
  args: string[],
  env: Record<string, string | undefined> = {},
  bin = path.join(root, 'bin', 'subterra.js'),
): Promise<Run> {
  return runNode(args, envWith(env), { script: bin });
}

/** What commander itself prints for `args` (the app's command line, run here from the sources). */
async function commander(args: string[], env: Record<string, string | undefined>): Promise<Run> {
  const r = await runMain(args, { env: envWith(env) });
  return { code: r.code, stdout: r.out, stderr: r.err };
}

describe('--help and --version without loading the app', () => {
  const homes: [string, Record<string, string | undefined>][] = [
    ['SUBTERRA_HOME', { SUBTERRA_HOME: path.join(tmp, 'home') }],
    [
      'SUBTERRA_HOME with a control character and non-ASCII',
      { SUBTERRA_HOME: path.join(tmp, 'caf\u00e9 \x1b[31mred') },
    ],
    ['XDG_DATA_HOME', { XDG_DATA_HOME: path.join(tmp, 'xdg') }],
    ['HOME only', { HOME: path.join(tmp, 'user') }],
  ];
  test.each(homes)('--help prints byte for byte what commander prints (%s)', async (_, env) => {
    const fast = await run(['--help'], env);
    expect(fast).toEqual(await commander(['--help'], env));
    expect(fast.code).toBe(0);
    expect(fast.stdout).toContain('Examples:');
  });

  test.each([['-h'], ['--version'], ['-v']])('%s prints byte for byte what commander prints', async (arg) => {
    const env = { SUBTERRA_HOME: path.join(tmp, 'home') };
    const fast = await run([arg], env);
    expect(fast).toEqual(await commander([arg], env));
    expect(fast.code).toBe(0);
  });

  test('the help is 80 columns wide whatever the terminal', async () => {
    const r = await commander(['--help'], { SUBTERRA_HOME: '/h', COLUMNS: '200' });
    const widths = r.stdout.split('\n').map((l) => l.length);
    expect(Math.max(...widths)).toBeLessThanOrEqual(80);
    expect(Math.max(...widths)).toBeGreaterThan(70); // wrapped at 80, not at some narrower width
  });

  describe('with dist/app.js absent, so that only the fast path can answer', () => {
    const copy = path.join(tmp, 'copy');
    fs.mkdirSync(path.join(copy, 'bin'), { recursive: true });
    fs.mkdirSync(path.join(copy, 'dist'));
    fs.copyFileSync(path.join(root, 'bin', 'subterra.js'), path.join(copy, 'bin', 'subterra.js'));
    fs.copyFileSync(path.join(root, 'dist', 'cli.js'), path.join(copy, 'dist', 'cli.js'));
    fs.copyFileSync(path.join(root, 'dist', 'help.json'), path.join(copy, 'dist', 'help.json'));
    const bin = path.join(copy, 'bin', 'subterra.js');
    const env = { SUBTERRA_HOME: path.join(tmp, 'home') };

    test.each([['--help'], ['-h'], ['--version'], ['-v']])('%s still answers', async (arg) => {
      expect(await run([arg], env, bin)).toEqual(await commander([arg], env));
    });

    test.each([
      [[]],
      [['help']],
      [['--help', '--easy']],
      [['-h', '-h']],
      [['games']],
      [['--cavers', '5']],
      [['replay', '--help']],
    ])('anything else goes to the app: %j', async (args) => {
      expect(await run(args, env, bin)).toEqual({
        code: 1,
        stdout: '',
        stderr: 'subterra: the CLI is not built; run: npm run build\n',
      });
    });
  });
});

describe("the network's commands run dist/net.js, every other command dist/app.js (without the network's code)", () => {
  test('serve, host and join anywhere among the arguments choose net.js', () => {
    expect(appScriptFor(['serve', '--port', '0'])).toBe('net.js');
    expect(appScriptFor(['--lang', 'tr', 'host'])).toBe('net.js');
    expect(appScriptFor(['join', '127.0.0.1:7447/RIVER-7Q4KXM'])).toBe('net.js');
    for (const args of [[], ['games'], ['--seed', 'x'], ['replay', 'a.json'], ['tutorial', 'deeper'], ['sim']])
      expect([args, appScriptFor(args)]).toEqual([args, 'app.js']);
  });

  /** A copy of the built CLI with only some of dist/'s scripts. */
  function copyWith(name: string, scripts: string[]): string {
    const copy = path.join(tmp, name);
    fs.mkdirSync(path.join(copy, 'bin'), { recursive: true });
    fs.mkdirSync(path.join(copy, 'dist'));
    fs.copyFileSync(path.join(root, 'bin', 'subterra.js'), path.join(copy, 'bin', 'subterra.js'));
    for (const f of ['cli.js', 'help.json', ...scripts])
      fs.copyFileSync(path.join(root, 'dist', f), path.join(copy, 'dist', f));
    return path.join(copy, 'bin', 'subterra.js');
  }
  const env = { SUBTERRA_HOME: path.join(tmp, 'home-net') };
  const notBuilt = { code: 1, stdout: '', stderr: 'subterra: the CLI is not built; run: npm run build\n' };
  const noRoom = {
    code: 2,
    stdout: '',
    stderr:
      'subterra: the address names no room: add it after a slash, like 127.0.0.1:1/RIVER-7Q4KXM (see subterra --help)\n',
  };

  test('with net.js alone, join runs and a local command does not', async () => {
    const bin = copyWith('net-only', ['net.js']);
    expect(await run(['join', '127.0.0.1:1'], env, bin)).toEqual(noRoom);
    expect(await run(['games'], env, bin)).toEqual(notBuilt);
  });

  test('with app.js alone, a local command runs and join does not', async () => {
    const bin = copyWith('app-only', ['app.js']);
    expect((await run(['games'], env, bin)).code).toBe(0);
    expect(await run(['join', '127.0.0.1:1'], env, bin)).toEqual(notBuilt);
  });
});

// ---- The code cache, with the real game in a pseudo-terminal.
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface PlayOptions {
  /** Node's own flags (before bin/subterra.js). */
  readonly nodeArgs?: readonly string[];
  /** Start on the setup screen and wait this long there (ms) before `s` begins the game. */
  readonly setupFor?: number;
}

/**
 * Starts a game on its table in a pty with Node's compile cache in `cache` (from the setup screen
 * when `o.setupFor` says so), waits for the table, quits; resolves to what the screen showed.
 */
function playOnce(cache: string, extraEnv: Record<string, string> = {}, o: PlayOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const home = fs.mkdtempSync(path.join(tmp, 'game-'));
    const args = o.setupFor === undefined ? '--seed cache-1 --team scout,medic,leader,engineer' : '';
    const child = spawn(
      'script',
      [
        '-qfec',
        `stty cols 120 rows 40; exec "${process.execPath}" ${(o.nodeArgs ?? []).join(' ')} bin/subterra.js ${args}`,
        '/dev/null',
      ],
      {
        cwd: root,
        env: {
          ...envWith({ SUBTERRA_HOME: home, NODE_COMPILE_CACHE: cache, ...extraEnv }),
          CI: '0',
          TERM: 'xterm-256color',
          NO_COLOR: '1',
        },
        stdio: ['pipe', 'pipe', 'ignore'],
      },
    );
    let out = '';
    let quit = false;
    let begun = o.setupFor === undefined;
    child.stdin.on('error', () => {});
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString('utf8');
      if (!begun && out.includes('choose your team')) {
        begun = true;
        void sleep(o.setupFor!).then(() => child.stdin.write('s'));
      }
      if (!quit && out.includes('Actions')) {
        quit = true;
        // Long enough for the cache to be taken after the frame (at once, on a timer).
        void sleep(500).then(() => child.stdin.write('q'));
      }
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no table within 20 s:\n${out.slice(-2000)}`));
    }, 20000);
    child.on('close', () => {
      clearTimeout(timer);
      resolve(out.replace(/\x1b\[[0-9;?]*[a-zA-Z]/g, ''));
    });
  });
}

/** The subterra code cache files under Node's compile cache folder `dir`. */
function caches(dir: string): string[] {
  const out: string[] = [];
  for (const sub of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    for (const f of fs.readdirSync(path.join(dir, sub)))
      if (f.startsWith('subterra-')) out.push(path.join(dir, sub, f));
  }
  return out;
}

(hasScript ? describe : describe.skip)('the code cache', () => {
  it('is taken once the table is drawn, then read and kept as it is', async () => {
    const dir = path.join(tmp, 'cache-fresh');
    expect(await playOnce(dir)).toContain('Game saved');
    const [file, ...more] = caches(dir);
    expect(more).toEqual([]);
    expect(path.basename(file)).toMatch(/^subterra-[0-9a-f]{16}\.cache$/);
    const first = fs.readFileSync(file);
    expect(first.length).toBeGreaterThan(100_000); // the functions the start ran, not only the top level
    const before = fs.statSync(file).mtimeMs;
    await sleep(20);
    expect(await playOnce(dir)).toContain('Game saved');
    // Accepted by V8, so not written again.
    expect(fs.statSync(file).mtimeMs).toBe(before);
    expect(fs.readFileSync(file).equals(first)).toBe(true);
  }, 60000);

  it("made after the start's later V8 flags are set (a game begun from the setup screen after START_MS), is still made under the flags it is read with", async () => {
    const dir = path.join(tmp, 'cache-later');
    expect(await playOnce(dir, {}, { setupFor: START_MS + 500 })).toContain('Game saved');
    const [file] = caches(dir);
    const before = fs.statSync(file).mtimeMs;
    await sleep(20);
    expect(await playOnce(dir)).toContain('Game saved');
    // Accepted by V8 at the next start (a cache made under other flags is rejected, then made again).
    expect(fs.statSync(file).mtimeMs).toBe(before);
  }, 60000);

  it('is not taken by the other commands', async () => {
    const dir = path.join(tmp, 'cache-games');
    expect((await run(['games'], { NODE_COMPILE_CACHE: dir, SUBTERRA_HOME: path.join(tmp, 'home') })).code).toBe(0);
    expect(caches(dir)).toEqual([]);
  });

  it('when corrupt, is rejected (the game starts as usual) and made again', async () => {
    const dir = path.join(tmp, 'cache-corrupt');
    await playOnce(dir);
    const [file] = caches(dir);
    const good = fs.readFileSync(file);
    const bad = Buffer.from(good);
    for (let i = 200; i < bad.length; i += 997) bad[i] ^= 0x5a; // the header intact, the body not
    fs.writeFileSync(file, bad);
    expect(await playOnce(dir)).toContain('Game saved');
    expect(fs.readFileSync(file).equals(bad)).toBe(false);
    fs.writeFileSync(file, good.subarray(0, 1000)); // cut short
    expect(await playOnce(dir)).toContain('Game saved');
    expect(fs.readFileSync(file).length).toBeGreaterThan(100_000);
  }, 90000);

  it('when it can be neither read nor written, only costs the speed-up', async () => {
    const dir = path.join(tmp, 'cache-blocked');
    await playOnce(dir);
    const [file] = caches(dir);
    fs.rmSync(file);
    fs.mkdirSync(path.join(file, 'in-the-way'), { recursive: true }); // a folder where the file goes
    const screen = await playOnce(dir);
    expect(screen).toContain('Game saved');
    expect(screen).not.toMatch(/subterra: |Error/);
    expect(fs.statSync(file).isDirectory()).toBe(true);
    expect(fs.readdirSync(path.dirname(file)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  }, 60000);

  it('is not used with NODE_DISABLE_COMPILE_CACHE=1', async () => {
    const dir = path.join(tmp, 'cache-off');
    expect(await playOnce(dir, { NODE_DISABLE_COMPILE_CACHE: '1' })).toContain('Game saved');
    expect(caches(dir)).toEqual([]);
  }, 30000);
});

(hasScript ? describe : describe.skip)("a game's start, to its first frame", () => {
  it('makes no memory-reducing full collection (--optimize-for-size is set once the start is over: 5-8 ms saved)', async () => {
    const dir = path.join(tmp, 'cache-gc');
    await playOnce(dir); // the code cache, as a player's second start has it
    const screen = await playOnce(dir, {}, { nodeArgs: ['--trace-gc'] });
    const frame = screen.indexOf('SUB TERRA');
    expect(frame).toBeGreaterThan(0);
    const before = screen.slice(0, frame);
    expect(before).toMatch(/Scavenge/); // the trace is read
    expect(before).not.toMatch(/Mark-Compact \(reduce\)/);
  }, 60000);

  it("loads neither worker_threads (the hint's thread), perf_hooks nor Node's other heavier modules", async () => {
    const preload = path.join(tmp, 'modules.cjs');
    fs.writeFileSync(
      preload,
      "process.on('exit', () => require('fs').writeFileSync(process.env.MODULES_OUT, JSON.stringify(process.moduleLoadList)));\n",
    );
    const out = path.join(tmp, 'modules.json');
    expect(
      await playOnce(path.join(tmp, 'cache-modules'), { MODULES_OUT: out }, { nodeArgs: ['--require', preload] }),
    ).toContain('Game saved');
    const loaded = JSON.parse(fs.readFileSync(out, 'utf8')) as string[];
    expect(loaded).toContain('NativeModule tty'); // the list is read
    // perf_hooks: Node's `performance`, which React's scheduler and Ink asked for (the `clock` patch).
    for (const heavy of ['NativeModule worker_threads', 'NativeModule perf_hooks', 'NativeModule fs/promises'])
      expect([heavy, loaded.includes(heavy)]).toEqual([heavy, false]);
  }, 60000);
});
