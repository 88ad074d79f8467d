// What `subterra` runs first (bin/subterra.js -> dist/cli.js, a few kB). It answers `--help` and
// `--version` at once, from text the build made by running the real command line (so neither
// commander nor the rules load for them), and otherwise loads the app: dist/app.js, the command
// line, rules core, records and terminal UI in one script (scripts/build.mjs), compiled through
// node:vm with V8's code cache.
//
// The code cache is taken once the game's table has been drawn, so it holds every function the
// start-up ran, not only those V8 compiles while loading (which is all Node's own compile cache
// keeps for an ES module); the next start deserializes them instead of compiling them again. It
// lives in Node's compile cache folder (NODE_COMPILE_CACHE moves it, NODE_DISABLE_COMPILE_CACHE=1
// turns both off), named after the build's hash; Node names that folder after its own version and
// V8 checks its version, flags and the cache's checksum, and rejects a cache that does not match.
// A cache that is missing, rejected, unreadable or unwritable only costs the start its speed-up.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import * as v8 from 'node:v8';
import * as vm from 'node:vm';
import { describeError } from '../record/files.js';
import { gamesDir, settingsFile } from '../record/paths.js';
import { printable } from '../text/width.js';
import { chooseLanguage, isLang, type Lang, languageFlag } from '../words/lang.js';

/**
 * The build made the help in each language, as the app's command line prints it, into
 * dist/help.json beside this file (read only when the help is asked for).
 */
declare const __SUBTERRA_HELP__: boolean | undefined;
declare const __SUBTERRA_HELP_GAMES_DIR__: string;
declare const __SUBTERRA_VERSION__: string | undefined;
declare const __SUBTERRA_APP_HASHES__: Readonly<Record<AppScript, string>> | undefined;

/** What dist/app.js gives back when run: src/cli/main.ts's exports. */
interface App {
  main(argv: string[], io?: undefined, startup?: { tableDrawn?: () => void }): Promise<number>;
}

/**
 * V8 flags for the game process, set before the app is compiled: V8 rejects a code cache made
 * under other flags, so they must be the same when the cache is made (after the table is drawn)
 * as when it is read (before anything is compiled).
 *
 * An interactive game allocates a little on every key and frame, and V8 answers by growing its
 * heap far beyond what the game keeps alive: the young generation from 1 MB to 16 MB per
 * semi-space, the old one by half again at each collection. Keep both close to the live size
 * (measured on a long game played through the real CLI: peak RSS 143 MB before; frames and key
 * latency unchanged); --optimize-for-size grows the old generation by 2 MB steps instead of 8, but
 * only once the start is over (LATER_V8_FLAGS).
 * --verify-snapshot-checksum: V8 checks the code cache's checksum (off by default in release
 * builds, where a corrupted cache file would crash the process instead of being rejected).
 * --no-maglev --no-turbofan: no optimizing compilers (the interpreter and Sparkplug's baseline code
 * only). A game runs each function a few times per key, never long enough to repay them, and their
 * optimized code, compilation zones and the compilers' own pages cost the long game about 10 MB of
 * peak RSS (90-97 -> 79-85 MB on Node 24) for a render p50 of 2.1-2.3 ms instead of 1.5 at 120x40
 * (p99 within the noise, 4-8 ms either way). A thread that searches (the hint, `watch`, `sim`)
 * turns them back on first: src/ai/optimize.ts.
 * --liftoff-only --no-wasm-tier-up --no-wasm-dynamic-tiering: WebAssembly (yoga's layout) stays in
 * Liftoff's baseline code. Within the first keys, yoga's functions ran hot enough for V8 to compile
 * them again with TurboFan: its pages of the node binary and its zones, 4-8 MB of RSS at once (the
 * long game's peak: 80.6-87.6 MB in six runs without these flags, 78.3-80.0 with them, Node 24), for
 * no change in the render (p50 within 0.1 ms at 160x48). All three, as V8 does not follow a flag's
 * implications when it is set at run time (test/ai/optimize.test.ts checks a hot function stays in
 * Liftoff).
 */
export const V8_FLAGS = [
  '--semi-space-growth-factor=1',
  '--heap-growing-percent=10',
  '--verify-snapshot-checksum',
  '--no-maglev',
  '--no-turbofan',
  '--liftoff-only',
  '--no-wasm-tier-up',
  '--no-wasm-dynamic-tiering',
];

/**
 * V8 flags set once the start is over: when the game's table has been drawn (after its code cache
 * is taken), or START_MS after the app was loaded, whichever comes first.
 *
 * --optimize-for-size: the old generation grown in 2 MB steps, not 8, and each full collection a
 * memory-reducing one. Set from the start, the start-up itself outgrew its first 2 MB step: a full,
 * memory-reducing collection of 5-8 ms came just before the first frame, every start (`--trace-gc`).
 * The start runs without it (a first frame 6-7 ms sooner, Node 24); the long game runs with it.
 * V8 rejects a code cache made under other flags: the cache is made under V8_FLAGS alone.
 */
export const LATER_V8_FLAGS = ['--optimize-for-size'];
/**
 * Undoes LATER_V8_FLAGS, for the code cache when it is made after them. Node 22's V8 also follows
 * --optimize-for-size's implication when it is set at run time (--max-semi-space-size=1, which only
 * counts when the heap is made, so it changes nothing but the flags' hash): undone too, to its
 * default, 0 on Node 22, 24 and 26 (test/cli/start.test.ts checks the cache made after these flags
 * is accepted, on each Node).
 */
const UNDO_LATER_V8_FLAGS = ['--no-optimize-for-size', '--max-semi-space-size=0'];

/** How long after the app was loaded the start is over when no table says so first, in ms. */
export const START_MS = 1000;

/**
 * The help for this environment, as commander prints it: made at build time (at the help's fixed
 * width), where `standIn` stood for the games folder. Commander strips terminal escape sequences
 * from its help (src/cli/main.ts tells it the output has no colours), then main() shows the control
 * characters left as text, line by line; so here, with the folder in.
 */
export function helpText(env: NodeJS.ProcessEnv, help: string, standIn: string): string {
  const text = stripVTControlCharacters(help.split(standIn).join(gamesDir(env)));
  return text.split('\n').map(printable).join('\n');
}

/** Writes `text` to stdout; a closed pipe (`subterra --help | head -1`) ends quietly, any other failure in one line. */
function print(text: string): Promise<number> {
  return new Promise((resolve) => {
    let done = false;
    const end = (e?: NodeJS.ErrnoException | null): void => {
      if (done) return;
      done = true;
      if (e && e.code !== 'EPIPE') {
        try {
          process.stderr.write(`subterra: cannot write the output: ${describeError(e)}\n`);
        } catch {
          /* stderr is gone too */
        }
        resolve(1);
      } else resolve(0);
    };
    process.stdout.on('error', end);
    try {
      process.stdout.write(text, end);
    } catch (e) {
      end(e as NodeJS.ErrnoException);
    }
  });
}

/**
 * The build's two app scripts (scripts/build.mjs): the same app, net.js with the network's code
 * (the rooms, the server, SSH: ssh2, ws, zod), app.js without it, which every other command runs.
 */
export type AppScript = 'app.js' | 'net.js';

/** The commands that need the network's code. */
const NETWORK_COMMANDS: readonly string[] = ['serve', 'host', 'join'];

/**
 * The script that runs these arguments: net.js when any of them is a network command (a seed
 * named `join` gets the larger script too, which runs everything), else app.js.
 */
export function appScriptFor(args: readonly string[]): AppScript {
  return args.some((a) => NETWORK_COMMANDS.includes(a)) ? 'net.js' : 'app.js';
}

/** The code cache file for this build's script, or null when Node's compile cache is off. */
function cacheFile(script: AppScript): string | null {
  const dir = nodeModule.getCompileCacheDir?.();
  const hash = typeof __SUBTERRA_APP_HASHES__ === 'object' ? __SUBTERRA_APP_HASHES__[script] : undefined;
  return dir && typeof hash === 'string' ? join(dir, `subterra-${hash}.cache`) : null;
}

function readCache(file: string | null): Buffer | undefined {
  if (file === null) return undefined;
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Writes the cache beside its final name, then renames it: a concurrent start never reads half of one. */
function writeCache(file: string, data: Buffer): void {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, data, { mode: 0o600 });
    renameSync(tmp, file);
  } catch {
    try {
      rmSync(tmp, { force: true });
    } catch {
      /* nothing to tidy */
    }
  }
}

/** Compiles and runs dist/app.js or net.js (beside this file), with the code cache when there is a good one. */
export async function loadApp(dir: string, name: AppScript = 'app.js'): Promise<{ app: App; tableDrawn: () => void }> {
  const file = join(dir, name);
  // The bundle is ASCII only (a test keeps it so): latin1 is the fastest way to read it.
  const source = readFileSync(file, 'latin1');
  for (const flag of V8_FLAGS) v8.setFlagsFromString(flag);
  const cache = cacheFile(name);
  const cachedData = readCache(cache);
  const script = new vm.Script(source, { filename: file, cachedData });
  const fresh = cachedData === undefined || script.cachedDataRejected === true;
  const url = pathToFileURL(file).href;
  const meta = {
    url,
    resolve: (spec: string): string => {
      throw new Error(`cannot resolve ${spec} from ${url}`);
    },
  };
  const app = await (script.runInThisContext() as (meta: object) => Promise<App>)(meta);
  let later = false;
  const startOver = (): void => {
    if (later) return;
    later = true;
    for (const flag of LATER_V8_FLAGS) v8.setFlagsFromString(flag);
  };
  setTimeout(startOver, START_MS).unref();
  let taken = !fresh || cache === null;
  const tableDrawn = (): void => {
    if (!taken) {
      taken = true;
      if (later) for (const flag of UNDO_LATER_V8_FLAGS) v8.setFlagsFromString(flag);
      const data = script.createCachedData();
      if (later) for (const flag of LATER_V8_FLAGS) v8.setFlagsFromString(flag);
      writeCache(cache!, data);
    }
    startOver();
  };
  return { app, tableDrawn };
}

/** The language the setup screen remembered (settings.json), read as cheaply as can be; undefined when there is none. */
function rememberedLanguage(env: NodeJS.ProcessEnv): unknown {
  try {
    return (JSON.parse(readFileSync(settingsFile(env), 'utf8')) as { lang?: unknown }).lang;
  } catch {
    return undefined;
  }
}

/**
 * The one thing asked, when it is `--help` or `--version` (with `--lang` anywhere, a good one),
 * and the language of the answer; null for anything else (the app answers it).
 */
export function quickAsk(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): { ask: 'help' | 'version'; lang: Lang } | null {
  const flag = languageFlag(args);
  if (flag !== undefined && !isLang(flag)) return null;
  const rest = args.filter((a, i) => a !== '--lang' && args[i - 1] !== '--lang' && !a.startsWith('--lang='));
  if (rest.length !== 1) return null;
  const ask =
    rest[0] === '--help' || rest[0] === '-h' ? 'help' : rest[0] === '--version' || rest[0] === '-v' ? 'version' : null;
  if (ask === null) return null;
  return {
    ask,
    lang: ask === 'help' ? chooseLanguage({ flag: flag ?? null, setting: rememberedLanguage(env), env }) : 'en',
  };
}

/** The help in a language, as the build made it (dist/help.json), or null when it cannot be read (the app answers then). */
function builtHelp(dir: string, lang: Lang): string | null {
  try {
    const all = JSON.parse(readFileSync(join(dir, 'help.json'), 'utf8')) as Partial<Record<Lang, unknown>>;
    const text = all[lang];
    return typeof text === 'string' ? text : null;
  } catch {
    return null;
  }
}

/** Run `subterra` with process.argv-style arguments; resolves to the exit status. */
export async function start(argv: string[]): Promise<number> {
  const here = dirname(fileURLToPath(import.meta.url));
  const asked = __SUBTERRA_HELP__ === true ? quickAsk(argv.slice(2), process.env) : null;
  if (asked?.ask === 'version') return print(`${__SUBTERRA_VERSION__}\n`);
  const help = asked?.ask === 'help' ? builtHelp(here, asked.lang) : null;
  if (help !== null) return print(helpText(process.env, help, __SUBTERRA_HELP_GAMES_DIR__));
  let loaded: Awaited<ReturnType<typeof loadApp>>;
  try {
    loaded = await loadApp(here, appScriptFor(argv.slice(2)));
  } catch (e) {
    const missing = (e as NodeJS.ErrnoException).code === 'ENOENT';
    process.stderr.write(
      missing
        ? 'subterra: the CLI is not built; run: npm run build\n'
        : `subterra: cannot load the CLI: ${String((e as Error).message).split('\n')[0]}\n`,
    );
    return 1;
  }
  return loaded.app.main(argv, undefined, { tableDrawn: loaded.tableDrawn });
}
