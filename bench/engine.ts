// The engine figure of `npm run bench` on its own, for profiling and quick comparisons:
//   node scripts/run-ts.mjs bench/engine.ts [REPS] [GAMES]
// Random whole games through legalActions and apply (draws and Pathfinder included), 4 and 6
// cavers at every difficulty; prints the median games per CPU second of this process and per
// second of the clock. Profile it with `node --cpu-prof .cache/engine.mjs` after one run.
import { engineGames } from './engine-run.js';
import { median } from './stats.js';

const reps = Number(process.argv[2] ?? 5);
const games = Number(process.argv[3] ?? 40);
const cpuMs = (): number => process.cpuUsage().user / 1000;

function run(rep: number): { cpu: number; wall: number; steps: number } {
  const c0 = cpuMs();
  const t0 = performance.now();
  const r = engineGames(rep, games);
  return {
    cpu: (r.games / (cpuMs() - c0)) * 1000,
    wall: (r.games / (performance.now() - t0)) * 1000,
    steps: r.steps / r.games,
  };
}

run(99);
const out = Array.from({ length: reps }, (_, i) => run(i));
console.log(
  `node ${process.version}: ${Math.round(median(out.map((r) => r.cpu)))} games per CPU second, ${Math.round(median(out.map((r) => r.wall)))} games/s wall (${Math.round(out[0].steps)} steps a game, ${reps} reps of ${games * 6} games)`,
);
