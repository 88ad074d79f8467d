// The esbuild plugin that bundles Ink (and the CLI's other packages) for subterra, with the patches
// listed in README.md (this folder). Shared by the CLI build (scripts/build.mjs) and the TS script
// runner (scripts/run-ts.mjs).
//
// Every patch was made against the exact versions in PINNED (package.json pins them too, and a test
// fails when the installed ones differ), and every text replacement checks that it applies: a build
// against anything else stops with a message instead of shipping a half-patched Ink.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The packages the patches touch, at the versions they were made from. */
export const PINNED = {
  ink: '8.0.0',
  'string-width': '8.3.0',
  'yoga-layout': '3.2.1',
  '@alcalzone/ansi-tokenize': '0.3.2',
  'wrap-ansi': '10.0.2',
  'slice-ansi': '10.0.1',
  commander: '15.1.0',
  'terminal-size': '4.0.1',
  seedrandom: '3.0.5',
  'signal-exit': '3.0.7',
  scheduler: '0.28.0',
};

/** The performance patches, by name (README.md: what each does and what it gains). */
export const PATCHES = [
  'output',
  'sanitize-cache',
  'widest-line-cache',
  'text-caches',
  'string-width-lazy',
  'segmenters-lazy',
  'yoga-load',
  'lazy-builtins',
  'clock',
];

/**
 * Characters subterra draws that string-width measures as one column each (checked against
 * string-width itself in test/ui/ink-output.test.ts): with these added to its printable-ASCII fast
 * path, measuring a frame needs no grapheme segmenter or emoji regex.
 */
export const NARROW_EXTRA =
  '\u00a0-\u00ac\u00ae-\u024f\u2010-\u2027\u2030-\u205e\u2070\u2074-\u2078\u2190-\u2193\u2248\u23ce\u2500-\u259f\u25b2\u25b6\u25bc\u25c0\u25c6\u25c7\u25e6\u2605\u2661\u2665\u2713\u2717';

/** `text` with `from` replaced by `to`; throws unless `from` occurs exactly once. */
export function replaceOnce(text, from, to, what) {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) {
    throw new Error(
      `the ${what} patch no longer applies (${at < 0 ? 'text not found' : 'text found twice'}): see scripts/patches/README.md`,
    );
  }
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/** `text` with every non-ASCII character written as a \\u escape (a bundle of ASCII only is half the size in memory). */
function asciiEscaped(text) {
  return text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** string-width's module with its set-up made lazy and a fast path in front (README.md). */
export function lazyStringWidth(text) {
  const head = 'export default function stringWidth(';
  const lastImport = text.lastIndexOf('\nimport ');
  if (
    lastImport < 0 ||
    !text.includes("import stripAnsi from 'strip-ansi';") ||
    !text.includes('const segmenter = new Intl.Segmenter();')
  ) {
    throw new Error(
      'the string-width-lazy patch no longer applies (imports or segmenter not found): see scripts/patches/README.md',
    );
  }
  const split = text.indexOf('\n', lastImport + 1) + 1;
  const imports = text.slice(0, split);
  const body = replaceOnce(text.slice(split), head, 'function stringWidth(', 'string-width-lazy');
  return `${imports}
let __impl;
function __make() {
${body}
return stringWidth;
}
const __narrow = /^[\\u0020-\\u007E${asciiEscaped(NARROW_EXTRA)}]*$/;
export default function stringWidthFast(input, options = {}) {
  if (typeof input === 'string' && input.length > 0) {
    let s = input;
    if (!options.countAnsiEscapeCodes && (s.includes('\\u001B') || s.includes('\\u009B'))) s = stripAnsi(s);
    if ((options.ambiguousIsNarrow ?? true) && __narrow.test(s)) return s.length;
  }
  return (__impl ??= __make())(input, options);
}
`;
}

/**
 * Characters that are each a grapheme cluster of their own, whatever stands next to them (checked
 * against Intl.Segmenter in test/ui/patches.test.ts): ASCII but CR, Latin-1 and Latin Extended,
 * punctuation, super- and subscripts, arrows, box drawing, shapes and other symbols. A string of
 * only these is split into code points without a segmenter.
 */
export const SIMPLE_GRAPHEMES =
  '\\x00-\\x0c\\x0e-\\x7e\\u00a0-\\u02ff\\u2010-\\u2027\\u2030-\\u205f\\u2070-\\u20cf\\u2100-\\u27bf\\u2800-\\u2bff';

const LAZY_SEGMENTER = (name, args) => `let __${name}Real;
const ${name} = { segment: (s) => (__${name}Real ??= new Intl.Segmenter(${args})).segment(s) };`;

const TOKENIZE_SEGMENTER = `let __graphemesReal;
const __simple = /^[${SIMPLE_GRAPHEMES}]*$/;
function* __codePoints(str) {
    let index = 0;
    for (const segment of str) {
        yield { segment, index };
        index += segment.length;
    }
}
const segmenter = { segment: (s) => __simple.test(s) ? __codePoints(s) : (__graphemesReal ??= new Intl.Segmenter(undefined, { granularity: "grapheme" })).segment(s) };`;

const WIDEST_CACHE = `
const __widestCache = new Map();
function __cachedWidestLine(text) {
  let w = __widestCache.get(text);
  if (w === undefined) {
    if (__widestCache.size >= 64) __widestCache.clear();
    w = widestLine(text);
    __widestCache.set(text, w);
  }
  return w;
}
`;

const SANITIZE_CACHE = `
const __sanitized = new Map();
let __sanitizedChars = 0;
function __cachedSanitize(text) {
  let s = __sanitized.get(text);
  if (s === undefined) {
    // A frame has a few dozen texts, one of them the ~12 kB board: keep a few frames' worth.
    if (__sanitized.size >= 1000 || __sanitizedChars > 120000) {
      __sanitized.clear();
      __sanitizedChars = 0;
    }
    s = sanitizeAnsi(text);
    __sanitized.set(text, s);
    __sanitizedChars += text.length;
  }
  return s;
}
`;

/** Entries in each of Ink's text caches (QuickLRU keeps up to twice as many): the texts of a few frames. */
export const TEXT_CACHE_SIZE = 128;

/** Each patch: the module it replaces (path filter) and how. */
const DEFS = {
  // Ink's React-devtools connection (DEV=true) needs react-devtools-core and ws, which are not
  // bundled: leave it out. Always on: it is about what is bundled, not speed.
  devtools: { filter: /[\\/]ink[\\/]build[\\/]devtools\.js$/, load: () => '' },
  output: { filter: /[\\/]ink[\\/]build[\\/]output\.js$/, load: () => readFileSync(join(here, 'output.js'), 'utf8') },
  // Ink 8 re-sanitizes every text node's escape codes on every frame (the board's ~12 kB each time);
  // the result depends on the text alone, so remember it for the texts of the last few frames.
  'sanitize-cache': {
    files: ['ink/build/squash-text-nodes.js'],
    filter: /[\\/]ink[\\/]build[\\/]squash-text-nodes\.js$/,
    load: (text) =>
      replaceOnce(
        text,
        "text = sanitizeAnsi(text.replaceAll('\\r\\n', '\\n'));",
        "text = __cachedSanitize(text.replaceAll('\\r\\n', '\\n'));",
        'sanitize-cache',
      ) + SANITIZE_CACHE,
  },
  'widest-line-cache': {
    files: ['ink/build/render-node-to-output.js'],
    filter: /[\\/]ink[\\/]build[\\/]render-node-to-output\.js$/,
    load: (text) =>
      replaceOnce(
        text,
        'const currentWidth = widestLine(text);',
        'const currentWidth = __cachedWidestLine(text);',
        'widest-line-cache',
      ) + WIDEST_CACHE,
  },
  // Ink 8 remembers the size (measure-text.js) and the wrapping (wrap-text.js) of every text it
  // lays out, in a QuickLRU of 4096 entries each (which keeps up to twice that): keyed by the whole
  // text, and the board is ~12 kB of text that changes on every move, so over a game they hold
  // megabytes of past boards. A few frames' worth is all that is ever asked for again.
  'text-caches': {
    files: ['ink/build/measure-text.js', 'ink/build/wrap-text.js'],
    filter: /[\\/]ink[\\/]build[\\/](measure-text|wrap-text)\.js$/,
    load: (text) =>
      replaceOnce(
        text,
        'new QuickLRU({ maxSize: 4096 })',
        `new QuickLRU({ maxSize: ${TEXT_CACHE_SIZE} })`,
        'text-caches',
      ),
  },
  // Four packages each make an Intl.Segmenter when they load; the first one made costs ~10 ms (ICU's
  // break rules) and ~3 MB. Made on first use instead; and ansi-tokenize, which Ink's Output runs on
  // every line, splits a string of characters that are each their own grapheme (all the board's)
  // by code points, so that a game may never need one.
  'segmenters-lazy': {
    files: [
      '@alcalzone/ansi-tokenize/build/tokenize.js',
      'wrap-ansi/index.js',
      'slice-ansi/tokenize-ansi.js',
      'ink/build/line-update.js',
    ],
    filter:
      /[\\/](@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]tokenize|wrap-ansi[\\/]index|slice-ansi[\\/]tokenize-ansi|ink[\\/]build[\\/]line-update)\.js$/,
    load: (text) => {
      for (const [from, to] of [
        ['const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });', TOKENIZE_SEGMENTER],
        ['const segmenter = new Intl.Segmenter();', LAZY_SEGMENTER('segmenter', '')],
        [
          "const GRAPHEME_SEGMENTER = new Intl.Segmenter(undefined, {granularity: 'grapheme'});",
          LAZY_SEGMENTER('GRAPHEME_SEGMENTER', "undefined, {granularity: 'grapheme'}"),
        ],
        [
          "const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });",
          LAZY_SEGMENTER('segmenter', "undefined, { granularity: 'grapheme' }"),
        ],
      ]) {
        if (text.includes(from)) return replaceOnce(text, from, to, 'segmenters-lazy');
      }
      throw new Error(
        'the segmenters-lazy patch no longer applies (no Intl.Segmenter made at load): see scripts/patches/README.md',
      );
    },
  },
  'string-width-lazy': {
    files: ['string-width/index.js'],
    filter: /[\\/]string-width[\\/]index\.js$/,
    load: (text) => lazyStringWidth(text),
  },
  // React's scheduler (under Ink's reconciler) asks for `performance` as it loads, and Ink times each
  // frame with it: Node makes that global on first use, loading perf_hooks (about 3 ms of the first
  // frame). The scheduler takes its own fallback clock instead (Date's, whole milliseconds: its time
  // slices are 5 ms), and Ink's frame time (only given to an `onRender` option, which subterra does
  // not pass) process.hrtime. (Ink's useAnimation, which subterra does not use, still asks.)
  clock: {
    files: ['scheduler/cjs/scheduler.production.js', 'ink/build/ink.js'],
    filter: /([\\/]scheduler[\\/]cjs[\\/]scheduler\.production\.js|[\\/]ink[\\/]build[\\/]ink\.js)$/,
    load: clockPatch,
  },
  // yoga-layout's Emscripten loader fetches its own embedded data: URL when `fetch` exists (merely
  // asking `typeof fetch` loads Node's whole fetch implementation), and decodes base64 with atob and
  // a loop over characters: decode it directly, natively.
  'yoga-load': {
    files: ['yoga-layout/dist/binaries/yoga-wasm-base64-esm.js'],
    filter: /[\\/]yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/,
    load: (text) =>
      replaceOnce(
        replaceOnce(
          text,
          'function ya(){return w||"function"!=typeof fetch?',
          'function ya(){return true?',
          'yoga-load',
        ),
        'var b=xa(a.slice(37)),c=new Uint8Array(b.length);for(a=0;a<b.length;++a)c[a]=b.charCodeAt(a);var d=c',
        'var d=new Uint8Array(Buffer.from(a.slice(37),"base64"))',
        'yoga-load',
      ),
  },
};

/** A clock in milliseconds, as `performance.now()` counts them, from process.hrtime (which loads nothing). */
const HRTIME_MS = `
function __hrtimeMs() {
  const t = process.hrtime();
  return t[0] * 1e3 + t[1] / 1e6;
}
`;

/** The `clock` patch of one of its two files (the scheduler's, or Ink's ink.js). */
function clockPatch(text, file) {
  if (/[\\/]scheduler[\\/]/.test(file))
    return replaceOnce(
      text,
      'if ("object" === typeof performance && "function" === typeof performance.now) {',
      'if (false) {',
      'clock',
    );
  return (
    replaceOnce(
      replaceOnce(text, 'const startTime = performance.now();', 'const startTime = __hrtimeMs();', 'clock'),
      'const renderTime = performance.now() - startTime;',
      'const renderTime = __hrtimeMs() - startTime;',
      'clock',
    ) + HRTIME_MS
  );
}

/**
 * Node built-ins that bundled packages load at start-up but use rarely or never in subterra, loaded on
 * first use instead (each costs milliseconds before the first frame, and child_process before --help):
 * commander's child_process (only for executable subcommands, which subterra has none of),
 * terminal-size's (only when stdout has no size), and signal-exit's assert (one argument check, done
 * here in one line). (seedrandom's crypto needs no patch: the engine bundles only its Alea generator.)
 */
const LAZY = [
  { pkg: 'commander', builtin: 'child_process' },
  { pkg: 'terminal-size', builtin: 'child_process' },
  { pkg: 'signal-exit', builtin: 'assert' },
];
const LAZY_SOURCE = {
  child_process: {
    loader: 'js',
    contents: `let m;
const load = () => (m ??= process.getBuiltinModule('node:child_process'));
export default new Proxy({}, { get: (_, key) => load()[key] });
export const execFileSync = (...args) => load().execFileSync(...args);
`,
  },
  assert: {
    loader: 'js',
    contents: `module.exports = { equal(actual, expected, message) { if (actual != expected) throw new Error(message); } };
`,
  },
};

function lazyBuiltins(b, strict) {
  const fired = new Set();
  for (const rule of LAZY) {
    const importer = new RegExp(`[\\\\/]node_modules[\\\\/]${rule.pkg}[\\\\/]`);
    b.onResolve({ filter: new RegExp(`^(node:)?${rule.builtin}$`) }, (args) => {
      if (!importer.test(args.importer)) return undefined;
      fired.add(`${rule.pkg}:${rule.builtin}`);
      return { path: rule.builtin, namespace: 'subterra-lazy-builtin' };
    });
  }
  b.onLoad({ filter: /.*/, namespace: 'subterra-lazy-builtin' }, (args) => LAZY_SOURCE[args.path]);
  if (strict) {
    b.onEnd((result) => {
      if (result.errors.length > 0) return;
      const missing = LAZY.filter((r) => !fired.has(`${r.pkg}:${r.builtin}`)).map((r) => `${r.pkg} (${r.builtin})`);
      if (missing.length > 0)
        throw new Error(
          `the lazy-builtins patch no longer applies to ${missing.join(', ')}: see scripts/patches/README.md`,
        );
    });
  }
}

/** The patches to apply: all of them, or as SUBTERRA_INK_PATCHES says ("none", or a comma list). */
export function patchesFromEnv(env = process.env) {
  const v = env.SUBTERRA_INK_PATCHES;
  if (v === undefined || v === 'all') return PATCHES;
  if (v === 'none' || v === '') return [];
  const list = v.split(',');
  for (const p of list)
    if (!PATCHES.includes(p))
      throw new Error(`SUBTERRA_INK_PATCHES: unknown patch ${p} (known: ${PATCHES.join(', ')})`);
  return list;
}

/**
 * The esbuild plugin applying `patches` (and always the devtools stub). `strict`: the bundle holds
 * every package a patch touches (the CLI's does), so a patch that did not fire is an error.
 */
export function inkPlugin(patches = patchesFromEnv(), { strict = false } = {}) {
  return {
    name: 'subterra-patches',
    setup(b) {
      if (patches.includes('lazy-builtins')) lazyBuiltins(b, strict);
      for (const name of ['devtools', ...patches.filter((p) => p !== 'lazy-builtins')]) {
        const def = DEFS[name];
        b.onLoad({ filter: def.filter }, (args) => ({
          contents: def.load(readFileSync(args.path, 'utf8'), args.path),
          loader: 'js',
          resolveDir: dirname(args.path),
        }));
      }
    },
  };
}

/**
 * Every text patch applied to the installed files it touches (`resolve` finds a package file as Ink
 * would load it): throws if one no longer applies. Returns the files checked, by patch.
 */
export function checkPatchesApply(resolve) {
  const checked = {};
  for (const [name, def] of Object.entries(DEFS)) {
    if (!def.files) continue;
    checked[name] = def.files.map((f) => {
      const file = resolve(f);
      def.load(readFileSync(file, 'utf8'), file);
      return file;
    });
  }
  return checked;
}
