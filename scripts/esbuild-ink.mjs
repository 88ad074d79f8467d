// esbuild plugins for bundling Ink (shared by the CLI build and the TS script runner):
// - devtools off: Ink's React-devtools hook needs react-devtools-core (not installed) and reads
//   Ink's own package.json next to the bundle;
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
