// Bundles subterra with esbuild into dist/:
//
//   dist/app.js  the command line, rules core, records and terminal UI (src/cli/main.ts and all it
//                loads), in one file written as a script: the start-up compiles it through node:vm,
//                so that V8's code cache can hold every function the start runs (src/cli/start.ts);
//                without the network's code (NETWORK_ONLY below)
//   dist/net.js  the same app with the network's code: what `serve`, `host` and `join` run
//   dist/sim-worker.js  a worker thread of `subterra sim` (src/bots/simWorker.ts: rules core, AI and bots)
//   dist/ai-worker.js   the table's advisor thread (src/ai/adviseWorker.ts: rules core and AI)
//   dist/cli.js  what bin/subterra.js loads (src/cli/start.ts, a few kB): `--help` and `--version`
//                from text made here by running the app itself, else it loads dist/app.js or net.js
//
// Everything the CLI needs at run time (commander, Ink, React, chalk, seedrandom, ...) is bundled,
// so the packed tarball runs with no node_modules at all. Inside the app, the modules that only a
// game or a command needs (Ink, React, the UI, the record library) are reached through import(),
// which esbuild turns into modules made on first use: `subterra games` never starts Ink.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { builtinsPlugin, ssh2Plugin } from './builtins.mjs';
import { minifiedScript } from './minify.mjs';
import { inkPlugin, patchesFromEnv } from './patches/plugin.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// `--outdir DIR` builds elsewhere (the benchmark of Ink patches builds one copy per set of patches).
const at = process.argv.indexOf('--outdir');
const outdir = at > 0 ? resolve(root, process.argv[at + 1]) : join(root, 'dist');

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const patches = patchesFromEnv();

const common = {
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  jsx: 'automatic',
  minify: false,
  sourcemap: false,
  write: false,
  logLevel: 'warning',
};
const define = {
  __SUBTERRA_VERSION__: JSON.stringify(pkg.version),
  // React's production build: smaller and faster than the development one.
  'process.env.NODE_ENV': '"production"',
};

/**
 * esbuild's ES module output as a script for vm.Script: the whole file becomes the body of an async
 * function (top-level await, which yoga-layout uses, stays valid), `import.meta` one of its
 * parameters, and the final `export { ... }` its return value.
 */
function asScript(text) {
  const exportClause = /\nexport \{([^}]*)\};\n/g;
  const found = [...text.matchAll(exportClause)];
  if (found.length !== 1) throw new Error(`app bundle: expected one export clause, found ${found.length}`);
  const names = found[0][1]
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [local, as] = s.split(/\s+as\s+/);
      return as ? `${as}: ${local}` : local;
    });
  const body = text.replace(exportClause, `\nreturn { ${names.join(', ')} };\n`);
  // Anything else of a module's syntax left in it fails to compile as a script (below, for the help).
  return `(async function (__subterraImportMeta) {\n"use strict";\n${body}\n})`;
}

// ---- dist/app.js and dist/net.js
/**
 * The modules only `serve`, `host` and `join` reach (the rooms, the server, the SSH door, and with
 * them ssh2, ws, zod and the network's crypto), each as its importer names it. dist/app.js, which
 * every other command runs, is built without them: a module that throws if it is ever reached
 * (src/cli/start.ts sends those three commands to dist/net.js, the same app with them). A local
 * game then holds a third less of the app's source in memory, about 1 MB of its peak.
 */
const NETWORK_ONLY = [
  { importer: 'src/cli/main.ts', path: './room.js' },
  { importer: 'src/cli/main.ts', path: '../ui/launchRoom.js' },
  { importer: 'src/cli/serve.ts', path: '../net/index.js' },
  { importer: 'src/cli/serve.ts', path: '../ssh/index.js' },
];
function networkElsewhere() {
  const seen = new Set();
  return {
    name: 'subterra-network-elsewhere',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        const importer = args.importer.slice(root.length + 1).replace(/\\/g, '/');
        const cut = NETWORK_ONLY.find((n) => n.importer === importer && n.path === args.path);
        if (!cut) return undefined;
        seen.add(`${importer} ${args.path}`);
        if (args.kind !== 'dynamic-import')
          return {
            errors: [
              { text: `${importer} imports ${args.path} statically: the network's code must be reached by import()` },
            ],
          };
        return { path: `${importer} ${args.path}`, namespace: 'subterra-network-elsewhere' };
      });
      b.onLoad({ filter: /.*/, namespace: 'subterra-network-elsewhere' }, (args) => ({
        contents: `throw new Error(${JSON.stringify(`the network's code is in dist/net.js, not here (${args.path})`)});\n`,
        loader: 'js',
      }));
      b.onEnd(() => {
        const missing = NETWORK_ONLY.filter((n) => !seen.has(`${n.importer} ${n.path}`));
        if (missing.length > 0)
          return {
            errors: missing.map((n) => ({ text: `${n.importer} no longer imports ${n.path}: update NETWORK_ONLY` })),
          };
        return undefined;
      });
    },
  };
}

/**
 * The translations' catalogs as modules made on first use: src/words/languages.ts imports them as
 * every module does (the tests run the sources as they are), and its registrations ask for them
 * only when a language is first spoken; here those imports become `require()`s, which esbuild turns
 * into modules made when first required. A game in English then never makes the Turkish and French
 * catalogs (about 0.6 MB). Each text replaced must be there exactly once.
 */
function translationsOnFirstUse() {
  const replace = [
    ["import { fr } from './fr/index.js';\n", ''],
    ["import { tr } from './tr/index.js';\n", ''],
    [
      'const translations = { tr: (): Registered => tr, fr: (): Registered => fr };',
      "const translations = { tr: (): Registered => require('./tr/index.js').tr, fr: (): Registered => require('./fr/index.js').fr };",
    ],
  ];
  return {
    name: 'subterra-translations-on-first-use',
    setup(b) {
      b.onLoad({ filter: /[\\/]src[\\/]words[\\/]languages\.ts$/ }, (args) => {
        let text = readFileSync(args.path, 'utf8');
        for (const [from, to] of replace) {
          if (text.split(from).length !== 2)
            return { errors: [{ text: `src/words/languages.ts no longer holds, exactly once: ${from.trim()}` }] };
          text = text.replace(from, to);
        }
        return { contents: `declare const require: (id: string) => any;\n${text}`, loader: 'ts' };
      });
    },
  };
}

/** Builds one app script (src/cli/main.ts and all it loads): its text, ready to write. */
async function buildApp(name, extraPlugins) {
  const result = await build({
    ...common,
    entryPoints: { [name]: 'src/cli/main.ts' },
    outdir,
    // Ink's React-devtools hook (DEV=true) needs react-devtools-core and ws, and reads Ink's own
    // package.json next to the bundle, which crashes. Switch it off at build time and leave it out.
    external: ['react-devtools-core'],
    // The patches' own stand-ins for some built-ins first, then every other built-in (builtins.mjs).
    plugins: [
      ...extraPlugins,
      translationsOnFirstUse(),
      ssh2Plugin(),
      inkPlugin(patches, { strict: true }),
      builtinsPlugin(),
    ],
    // ssh2 reads __dirname as its modules load (Pageant's helper on Windows, which is never run here,
    // and its Poly1305 code's own folder, for a file it holds inline): there is none in a script.
    define: { ...define, 'import.meta': '__subterraImportMeta', __dirname: '"."' },
    legalComments: 'linked',
    metafile: true,
  });
  const file = join(outdir, `${name}.js`);
  let readable = '';
  for (const out of result.outputFiles) {
    if (out.path === file) readable = asScript(out.text);
    else writeFileSync(out.path, out.contents);
  }
  // What runs is the script without its layout: V8 holds a script's source for as long as it runs
  // (a third of it was indentation), and the functions first called during a game are compiled
  // from it. Names, code and legal comments stay; the long game's peak RSS is 2-3 MB lower. The
  // script as laid out, which the tests read for what the bundle holds (test/ui/patches.test.ts,
  // which also checks that this is exactly that script's minified form), is kept in dist/readable/
  // (not in the package).
  const text = await minifiedScript(readable);
  if (!/^[\x00-\x7f]*$/.test(text)) throw new Error(`${name} bundle: not ASCII only (see test/ui/patches.test.ts)`);
  mkdirSync(join(outdir, 'readable'), { recursive: true });
  writeFileSync(join(outdir, 'readable', `${name}.js`), readable);
  writeFileSync(file, text);
  return { result, text, hash: createHash('sha256').update(text).digest('hex').slice(0, 16) };
}
const local = await buildApp('app', [networkElsewhere()]);
const network = await buildApp('net', []);
const appResult = local.result;
const appFile = join(outdir, 'app.js');
const appText = local.text;

// ---- The help, as the app's own command line prints it, with a stand-in for the games folder.
const HOME = '/@SUBTERRA_HOME@';
const app = await new vm.Script(appText, { filename: appFile }).runInThisContext()({
  url: pathToFileURL(appFile).href,
  resolve: (spec) => {
    throw new Error(`cannot resolve ${spec}`);
  },
});
async function say(args) {
  let out = '';
  let err = '';
  const io = {
    out: (s) => {
      out += s;
    },
    err: (s) => {
      err += s;
    },
    env: { SUBTERRA_HOME: HOME },
    stdinIsTTY: false,
    stdoutIsTTY: false,
  };
  const code = await app.main(['node', 'subterra', ...args], io);
  if (code !== 0 || err !== '') throw new Error(`subterra ${args.join(' ')} at build time: exit ${code}, ${err}`);
  return out;
}
// The help in each language (src/words/lang.ts names them: the app exports the list), the start-up
// choosing among them.
const help = {};
for (const lang of app.LANGUAGES) help[lang] = await say(['--lang', lang, '--help']);
const gamesDir = join(resolve(HOME), 'games');
for (const [lang, text] of Object.entries(help)) {
  if (!text.includes(gamesDir)) throw new Error(`the help (${lang}) no longer names the games folder (${gamesDir})`);
  // start.ts shows the folder's control characters as commander and main() would; the rest must have none.
  if (/[\x00-\x09\x0b-\x1f\x7f-\x9f]/.test(text)) throw new Error(`the help (${lang}) has control characters`);
}
if ((await say(['--version'])) !== `${pkg.version}\n`)
  throw new Error('subterra --version at build time does not print the version');

// ---- dist/sim-worker.js and dist/ai-worker.js: the worker threads of `subterra sim` (the rules
// core and the bots) and of the table's advisor (the rules core and the AI); no UI in either.
const workerResult = await build({
  ...common,
  entryPoints: { 'sim-worker': 'src/bots/simWorker.ts', 'ai-worker': 'src/ai/adviseWorker.ts' },
  outdir,
  define,
  metafile: true,
});
for (const out of workerResult.outputFiles) writeFileSync(out.path, out.contents);

// ---- dist/cli.js
/**
 * The rules core is pure (CONTRIBUTING.md): importing it does nothing but define things, so a
 * module that takes only what it needs from record/paths.ts need not carry the whole core along.
 */
const pureCore = {
  name: 'subterra-pure-core',
  setup(b) {
    b.onResolve({ filter: /[\\/]engine[\\/]index\.js$/ }, async (args) => {
      if (args.pluginData?.pure) return undefined;
      const r = await b.resolve(args.path, {
        resolveDir: args.resolveDir,
        kind: args.kind,
        importer: args.importer,
        pluginData: { pure: true },
      });
      return { ...r, sideEffects: false };
    });
  },
};
const cliResult = await build({
  ...common,
  entryPoints: { cli: 'src/cli/start.ts' },
  outdir,
  plugins: [pureCore, builtinsPlugin()],
  define: {
    ...define,
    __SUBTERRA_HELP__: 'true',
    __SUBTERRA_HELP_GAMES_DIR__: JSON.stringify(gamesDir),
    __SUBTERRA_APP_HASHES__: JSON.stringify({ 'app.js': local.hash, 'net.js': network.hash }),
  },
  metafile: true,
});
for (const out of cliResult.outputFiles) writeFileSync(out.path, out.contents);
// The help in each language, read by dist/cli.js only when it is asked for.
writeFileSync(join(outdir, 'help.json'), JSON.stringify(help));

const kB = (result) =>
  Object.keys(result.metafile.outputs)
    .filter((f) => f.endsWith('.js'))
    .map((f) => `${f.replace(/^.*[\\/]/, 'dist/')} ${(statSync(join(outdir, basename(f))).size / 1024).toFixed(0)} kB`);
console.log(
  `built subterra ${pkg.version} (Ink patches: ${patches.join(', ') || 'none'}): ${[...kB(cliResult), ...kB(appResult), ...kB(network.result), ...kB(workerResult)].join(', ')}`,
);
