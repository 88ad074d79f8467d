// Fitting the evaluation's numbers to how games ended (the way chess engines tune theirs on game
// results): for every state stored by bench/ai-states.ts, the evaluation's chance of a medal, against
// whether that game won one. Prints the log loss and a calibration table by team size; with
// `--fit NAME,NAME…` it searches those numbers (one at a time, steps that shrink) for the lowest loss.
//   node scripts/run-ts.mjs bench/ai-fit.ts [--every K] [--fit overhead,pace] [--weights JSON] FILE…
import { readFileSync } from 'node:fs';
import type { GameState } from '../src/engine/index.js';
import { atLeast, chances, DEFAULT_WEIGHTS, exitGone, type Weights } from '../src/ai/evaluate.js';
import { perspective } from '../src/ai/search.js';

const args = process.argv.slice(2);
let every = 1;
let fit: (keyof Weights)[] = [];
let start: Partial<Weights> = {};
const files: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--every') every = Number(args[++i]);
  else if (args[i] === '--fit') fit = args[++i].split(',') as (keyof Weights)[];
  else if (args[i] === '--weights') start = JSON.parse(args[++i]) as Partial<Weights>;
  else files.push(args[i]);
}

interface Sample {
  readonly s: GameState;
  readonly n: number;
  readonly won: boolean;
}
const samples: Sample[] = [];
for (const f of files) {
  for (const line of readFileSync(f, 'utf8').split('\n')) {
    if (!line) continue;
    const g = JSON.parse(line) as { result: string; states: GameState[] };
    const won = g.result !== 'failure';
    g.states.forEach((s, i) => {
      if (i % every === 0) samples.push({ s, n: s.cavers.length, won });
    });
  }
}

function medal(s: GameState, w: Weights): number {
  if (exitGone(s)) return 0;
  const { p } = chances(s, w, perspective(s, false));
  return atLeast(p, s.cavers.length - 2);
}

function loss(w: Weights): number {
  let sum = 0;
  for (const x of samples) {
    const q = Math.min(1 - 1e-4, Math.max(1e-4, medal(x.s, w)));
    sum -= x.won ? Math.log(q) : Math.log(1 - q);
  }
  return sum / samples.length;
}

function report(w: Weights): void {
  const edges = [0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 1.01];
  for (const n of [4, 5, 6]) {
    const mine = samples.filter((x) => x.n === n);
    if (mine.length === 0) continue;
    const rows: string[] = [];
    let ll = 0;
    for (let b = 0; b + 1 < edges.length; b++) {
      let count = 0;
      let pred = 0;
      let won = 0;
      for (const x of mine) {
        const q = medal(x.s, w);
        if (b === 0) ll -= x.won ? Math.log(Math.max(1e-4, q)) : Math.log(Math.max(1e-4, 1 - q));
        if (q < edges[b] || q >= edges[b + 1]) continue;
        count++;
        pred += q;
        won += x.won ? 1 : 0;
      }
      if (count)
        rows.push(
          `${edges[b]}-${edges[b + 1]}: ${count} states, predicted ${(pred / count).toFixed(3)}, won ${(won / count).toFixed(3)}`,
        );
    }
    console.log(`${n} cavers: ${mine.length} states, log loss ${(ll / mine.length).toFixed(4)}`);
    for (const r of rows) console.log(`  ${r}`);
  }
}

let w: Weights = { ...DEFAULT_WEIGHTS, ...start };
console.log(`${samples.length} states; weights ${JSON.stringify(start)}; loss ${loss(w).toFixed(5)}`);
report(w);
if (fit.length) {
  let best = loss(w);
  for (let step = 0.3; step > 0.04; step /= 2) {
    let moved = true;
    while (moved) {
      moved = false;
      for (const k of fit) {
        for (const f of [1 + step, 1 / (1 + step)]) {
          const tryW = { ...w, [k]: Number((w[k] * f).toPrecision(3)) };
          const l = loss(tryW);
          if (l < best - 1e-6) {
            best = l;
            w = tryW;
            moved = true;
            console.log(`  ${k} ${tryW[k]}: ${l.toFixed(5)}`);
            break;
          }
        }
      }
    }
  }
  const changed: Partial<Record<keyof Weights, number>> = {};
  for (const k of fit) changed[k] = w[k];
  console.log(`fitted ${JSON.stringify(changed)}; loss ${best.toFixed(5)}`);
  report(w);
}
