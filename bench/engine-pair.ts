// Two builds of the engine timed in one process, turn about, for comparing a change with what came
// before it on a machine whose load moves (a figure taken a minute apart can swing by a third):
//   npx esbuild bench/engine-run.ts --bundle --format=esm --platform=node --outfile=/tmp/old.mjs   (before)
//   npx esbuild bench/engine-run.ts --bundle --format=esm --platform=node --outfile=/tmp/new.mjs   (after)
//   node scripts/run-ts.mjs bench/engine-pair.ts /tmp/old.mjs /tmp/new.mjs [ROUNDS] [GAMES]
// Each round plays the same games with both (the order alternates) and keeps the ratio of their games
// per CPU second; the median ratio is printed, with its spread. Where even that is too noisy, count
// instructions instead: `valgrind --tool=callgrind node --single-threaded` on a script that imports
// one bundle and calls engineGames once (load does not move that count; the same Node for both).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median, percentile } from './stats.js';

type Run = typeof import('./engine-run.js');

const [fileA, fileB] = process.argv.slice(2, 4);
if (!fileA || !fileB) {
  console.error('usage: node scripts/run-ts.mjs bench/engine-pair.ts A.mjs B.mjs [ROUNDS] [GAMES]');
  process.exit(2);
}
const rounds = Number(process.argv[4] ?? 12);
const games = Number(process.argv[5] ?? 50);
const load = async (f: string): Promise<Run> => (await import(pathToFileURL(resolve(f)).href)) as Run;
const [a, b] = [await load(fileA), await load(fileB)];
const cpuMs = (): number => process.cpuUsage().user / 1000;

function rate(m: Run, rep: number): number {
  const c0 = cpuMs();
  const r = m.engineGames(rep, games);
  return (r.games / (cpuMs() - c0)) * 1000;
}

for (const m of [a, b, a, b]) rate(m, 99);
const ra: number[] = [];
const rb: number[] = [];
const ratio: number[] = [];
for (let i = 0; i < rounds; i++) {
  let x: number;
  let y: number;
  if (i % 2 === 0) {
    x = rate(a, i);
    y = rate(b, i);
  } else {
    y = rate(b, i);
    x = rate(a, i);
  }
  ra.push(x);
  rb.push(y);
  ratio.push(y / x);
}
console.log(
  `node ${process.version}: A ${Math.round(median(ra))}, B ${Math.round(median(rb))} games per CPU second; B/A median ${median(ratio).toFixed(3)} (p10 ${percentile(ratio, 10).toFixed(3)}, p90 ${percentile(ratio, 90).toFixed(3)}; ${rounds} rounds of ${games * 6} games each)`,
);
