// Start-up time of the built CLI against bare Node: median wall time of many runs of
// `node -e 0` and `node bin/subterra.js --help` (and --version), interleaved so that machine
// noise hits both alike. Usage: npm run build && node scripts/bench-startup.mjs [runs]
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 40);
const cases = {
  'node -e 0': ['-e', '0'],
  'subterra --help': [join(root, 'bin', 'subterra.js'), '--help'],
  'subterra --version': [join(root, 'bin', 'subterra.js'), '--version'],
};
const times = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
const once = (args) => {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}`);
  return Number(process.hrtime.bigint() - t0) / 1e6;
};
for (const args of Object.values(cases)) for (let i = 0; i < 3; i++) once(args); // warm-up
for (let i = 0; i < runs; i++) for (const [k, args] of Object.entries(cases)) times[k].push(once(args));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const base = median(times['node -e 0']);
for (const [k, xs] of Object.entries(times)) {
  const m = median(xs);
  console.log(`${k.padEnd(20)} median ${m.toFixed(1).padStart(6)} ms  (${(m / base).toFixed(2)}x node -e 0, ${runs} runs)`);
}
