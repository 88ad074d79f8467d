// esbuild plugins for bundling Ink (shared by the CLI build and the TS script runner):
// - devtools off: Ink's React-devtools hook needs react-devtools-core (not installed) and reads
//   Ink's own package.json next to the bundle;
// - faster start: yoga's wasm decoded without Node's fetch; string-width's fast path widened to
//   the characters the board is drawn with;
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
export const NARROW_EXTRA = '\u00a7\u00b7\u00b2\u00b3\u00b9\u2070\u2074-\u2078\u2026\u2190-\u2193\u2248\u23ce\u2500-\u257f\u258f\u25b6\u2605\u2661\u2665\u2713\u2717';

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
        + '\nconst widestCache = new Map();\nfunction cachedWidestLine(text) {\n  let w = widestCache.get(text);\n  if (w === undefined) {\n    if (widestCache.size >= 4000) widestCache.clear();\n    w = widestLine(text);\n    widestCache.set(text, w);\n  }\n  return w;\n}\n',
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
    b.onLoad({ filter: /[\\/]node_modules[\\/]string-width[\\/]index\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const from = 'if (/^[\\u0020-\\u007E]*$/.test(string)) {';
      // Only the top-level string-width 8 has this fast path; older nested copies stay as they are.
      if (!text.includes(from)) return undefined;
      return {
        contents: text.replace(from, `if (/^[\\u0020-\\u007E]*$/.test(string) || (ambiguousIsNarrow && /^[\\u0020-\\u007E${NARROW_EXTRA}]*$/.test(string))) {`),
        loader: 'js',
        resolveDir: dirname(args.path),
      };
    });
    b.onLoad({ filter: /[\\/]ink[\\/]build[\\/]measure-text\.js$/ }, (args) => ({
      contents: patch(args.path, '    cache.set(text, dimensions);', '    if (cache.size >= 4000) cache.clear();\n    cache.set(text, dimensions);'),
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
    b.onLoad({ filter: /[\\/]ink[\\/]build[\\/]wrap-text\.js$/ }, (args) => ({
      contents: patch(args.path, 'const cache = {};', 'let cache = {};\nlet cacheSize = 0;')
        .replace('    cache[cacheKey] = wrappedText;', '    if (++cacheSize > 4000) {\n        cache = {};\n        cacheSize = 1;\n    }\n    cache[cacheKey] = wrappedText;'),
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
  },
};
