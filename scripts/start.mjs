// `npm start [-- options]`: play from a clone. Checks the Node.js version first (an old one gets the
// one line bin/subterra.js gives, not a build's warnings before it), builds dist/ when it is missing
// or older than the sources, then runs the game in this same process (so it has the terminal), with
// the options.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// As bin/subterra.js checks it (package.json's engines; test/cli/npm-start.test.ts holds the three together).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  process.stderr.write(`subterra: needs Node.js 22.12 or newer (this is ${process.version})\n`);
  process.exit(1);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = join(root, 'dist', 'cli.js');

/** The newest modification time of the files under `path`. */
function newest(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let t = 0;
  for (const e of readdirSync(path)) t = Math.max(t, newest(join(path, e)));
  return t;
}

const inputs = ['src', 'scripts/build.mjs', 'scripts/patches', 'package.json', 'package-lock.json'].map((p) =>
  join(root, p),
);
if (!existsSync(built) || statSync(built).mtimeMs < Math.max(...inputs.filter(existsSync).map(newest))) {
  process.stderr.write('subterra: building (npm run build)…\n');
  await import('./build.mjs');
}
await import('../bin/subterra.js');
