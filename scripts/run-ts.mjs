// Run a TypeScript entry point (bench, fixture maker) by bundling it with esbuild first:
//   node scripts/run-ts.mjs bench/run.ts [args...]
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ssh2Plugin } from './builtins.mjs';
import { inkPlugin } from './patches/plugin.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.argv[2];
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs FILE.ts [args...]');
  process.exit(2);
}
const outdir = join(root, '.cache');
mkdirSync(outdir, { recursive: true });
// A bundle made with other Ink patches than the default (SUBTERRA_INK_PATCHES) gets its own file.
const variant = process.env.SUBTERRA_INK_PATCHES
  ? `-${process.env.SUBTERRA_INK_PATCHES.replace(/[^a-z,-]/g, '').replace(/,/g, '+')}`
  : '';
const outfile = join(outdir, basename(entry).replace(/\.tsx?$/, `${variant}.mjs`));
await build({
  absWorkingDir: root,
  entryPoints: [entry],
  outfile,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  jsx: 'automatic',
  external: ['react-devtools-core'],
  plugins: [ssh2Plugin(), inkPlugin()],
  // ssh2 reads __dirname as it loads (scripts/build.mjs says why): there is none in an ES module.
  define: { 'process.env.NODE_ENV': '"production"', __dirname: '"."' },
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
process.argv.splice(1, 2, outfile);
await import(pathToFileURL(outfile).href);
