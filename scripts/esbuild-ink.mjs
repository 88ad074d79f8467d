// esbuild plugins for bundling Ink (shared by the CLI build and the TS script runner):
// - devtools off: Ink's React-devtools hook needs react-devtools-core (not installed) and reads
//   Ink's own package.json next to the bundle;
// - faster start: yoga's wasm decoded without Node's fetch; string-width's set-up made lazy and
//   its fast path widened to the characters the board is drawn with;
// - faster frames: Ink's Output replaced by scripts/ink-output.js (same output, caches across
//   frames), and its per-frame text measurements cached in bounded maps instead of unbounded ones.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

function patch(file, from, to) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`ink patch no longer applies to ${file}: update scripts/esbuild-ink.mjs`);
  return text.replace(from, to);
}

/**
 * Characters subterra draws that string-width measures as one column each (checked against
 * string-width itself in test/ui/ink-output.test.ts): with these added to its printable-ASCII fast
 * path, measuring a frame needs no grapheme segmenter or emoji regex.
 */
export const NARROW_EXTRA = '\u00a0-\u00ac\u00ae-\u00ff\u2022\u2070\u2074-\u2078\u2026\u2190-\u2193\u2248\u23ce\u2500-\u259f\u25b2\u25b6\u25bc\u25c0\u25c6\u25c7\u25e6\u2605\u2661\u2665\u2713\u2717';

/** string-width's module with its body made lazy and a fast path in front (see above). */
function lazyStringWidth(text, file) {
  const head = 'export default function stringWidth(';
  const at = text.indexOf(head);
  const lastImport = text.lastIndexOf('\nimport ');
  if (at < 0 || lastImport < 0 || !text.includes("import stripAnsi from 'strip-ansi';")) {
    throw new Error(`string-width patch no longer applies to ${file}: update scripts/esbuild-ink.mjs`);
  }
  const split = text.indexOf('\n', lastImport + 1) + 1;
  // Only the string-width whose own widths were checked (the one Ink measures with) gets the board's
  // characters; the older copy inside wrap-ansi measures some of them (▶) as two columns.
  const modern = text.includes('rgiEmojiRegex');
  const imports = text.slice(0, split);
  const body = text.slice(split).replace(head, 'function stringWidth(');
  return `${imports}
let __impl;
function __make() {
${body}
return stringWidth;
}
const __narrow = /^[\\u0020-\\u007E${modern ? NARROW_EXTRA : ''}]*$/;
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

export const inkWithoutDevtools = {
  name: 'ink-tuned',
  setup(b) {
    b.onLoad({ filter: /[\\/]ink[\\/]build[\\/]utils\.js$/ }, () => ({
      contents: 'export const isDev = () => false;\n',
      loader: 'js',
    }));
    b.onLoad({ filter: /[\\/]ink[\\/]build[\\/]devtools\.js$/ }, () => ({ contents: '', loader: 'js' }));
    b.onLoad({ filter: /[\\/]ink[\\/]build[\\/]output\.js$/ }, (args) => ({
      contents: readFileSync(join(here, 'ink-output.js'), 'utf8'),
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
    b.onLoad({ filter: /[\\/]ink[\\/]build[\\/]render-node-to-output\.js$/ }, (args) => ({
      contents: patch(args.path, 'const currentWidth = widestLine(text);',
        'const currentWidth = cachedWidestLine(text);')
        + '\nconst widestCache = new Map();\nfunction cachedWidestLine(text) {\n  let w = widestCache.get(text);\n  if (w === undefined) {\n    if (widestCache.size >= 64) widestCache.clear();\n    w = widestLine(text);\n    widestCache.set(text, w);\n  }\n  return w;\n}\n',
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
    // yoga-layout's Emscripten loader fetches its own embedded data: URL when `fetch` exists
    // (Node 18+), which loads Node's whole fetch implementation at start-up; decode it directly.
    b.onLoad({ filter: /[\\/]yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/ }, (args) => ({
      contents: patch(args.path, 'function ya(){return w||"function"!=typeof fetch?', 'function ya(){return true?'),
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
    // string-width (two copies: Ink's and wrap-ansi's) builds an Intl.Segmenter and Unicode-property
    // regexes when it loads: tens of milliseconds at start-up. Build them on first need instead,
    // and measure plain ASCII and the board's own characters without them.
    b.onLoad({ filter: /[\\/]string-width[\\/]index\.js$/ }, (args) => ({
      contents: lazyStringWidth(readFileSync(args.path, 'utf8'), args.path),
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
    b.onLoad({ filter: /[\\/]ink[\\/]build[\\/]measure-text\.js$/ }, (args) => ({
      contents: patch(args.path, '    cache.set(text, dimensions);', '    if (cache.size >= 64) cache.clear();\n    cache.set(text, dimensions);'),
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
    b.onLoad({ filter: /[\\/]ink[\\/]build[\\/]wrap-text\.js$/ }, (args) => ({
      contents: patch(args.path, 'const cache = {};', 'let cache = {};\nlet cacheSize = 0;')
        .replace('    cache[cacheKey] = wrappedText;', '    if (++cacheSize > 64) {\n        cache = {};\n        cacheSize = 1;\n    }\n    cache[cacheKey] = wrappedText;'),
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
  },
};
