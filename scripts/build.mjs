// Bundles the CLI with esbuild: src/cli/main.ts -> dist/cli.js plus lazily loaded chunks.
// Everything the CLI needs at run time (commander, Ink, React, chalk, seedrandom, ...) is bundled,
// so the packed tarball runs with no node_modules at all, and start-up resolves few files.
// Code splitting keeps Ink and React out of dist/cli.js: they load only when a game starts.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inkWithoutDevtools } from './esbuild-ink.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const outdir = join(root, 'dist');

rmSync(outdir, { recursive: true, force: true });

const result = await build({
  absWorkingDir: root,
  entryPoints: { cli: 'src/cli/main.ts', 'sim-worker': 'src/ai/worker.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunks/[name]-[hash]',
  jsx: 'automatic',
  // Ink's React-devtools hook (DEV=true) needs react-devtools-core and ws, and reads Ink's own
  // package.json next to the bundle, which crashes. Switch it off at build time and leave it out.
  external: ['react-devtools-core'],
  plugins: [inkWithoutDevtools],
  define: {
    __SUBTERRA_VERSION__: JSON.stringify(pkg.version),
    // React's production build: smaller and faster than the development one.
    'process.env.NODE_ENV': '"production"',
  },
  // Bundled CommonJS packages (react, seedrandom, ...) call require() for Node built-ins; an ES
  // module has no require, so give each chunk one.
  banner: { js: "import { createRequire as __subterraCreateRequire } from 'node:module'; const require = __subterraCreateRequire(import.meta.url);" },
  legalComments: 'linked',
  minify: false,
  sourcemap: false,
  metafile: true,
  logLevel: 'warning',
});

const outputs = Object.entries(result.metafile.outputs)
  .filter(([f]) => f.endsWith('.js'))
  .map(([f, o]) => `${f.replace(/^.*dist\//, 'dist/')} ${(o.bytes / 1024).toFixed(0)} kB`);
console.log(`built subterra ${pkg.version}: ${outputs.join(', ')}`);
