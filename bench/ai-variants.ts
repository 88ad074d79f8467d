// The fair AI with other numbers in its evaluation, over a batch of seeded games: how the variants in
// docs/balance.md ("Trying for more") were measured. One JSON line per game, then the medal count.
//   node scripts/run-ts.mjs bench/ai-variants.ts '{"it":2,"weights":{"wear":0.1}}' x1 1 200
// Options: it (worlds a decision) or ms (time a decision), weights (evaluate.ts's Weights, any
// subset), d (difficulty, default normal), c (cavers, default 4). The caves and teams are those of
// `subterra sim --seed BASE`; the AI's own seed is not, so its games differ from the command's. Run
// two at once on disjoint game ranges to use two cores.
import { apply, newGame } from '../src/engine/index.js';
import type { Difficulty } from '../src/engine/index.js';
import { decide } from '../src/ai/search.js';
import { DEFAULT_WEIGHTS, type Weights } from '../src/ai/evaluate.js';
import { gameSeed, teamFor } from '../src/bots/sim.js';

interface Variant {
  readonly it?: number;
  readonly ms?: number;
  readonly weights?: Partial<Weights>;
  readonly d?: Difficulty;
  readonly c?: number;
}

const [json, base, from, to] = process.argv.slice(2);
if (!json || !base || !from || !to) {
  console.error('usage: bench/ai-variants.ts JSON BASE FROM TO');
  process.exit(2);
}
const v = JSON.parse(json) as Variant;
const weights: Weights = { ...DEFAULT_WEIGHTS, ...(v.weights ?? {}) };
let medals = 0;
let games = 0;
for (let g = Number(from); g <= Number(to); g++) {
  const seed = gameSeed(base, g);
  const start = newGame({ seed, difficulty: v.d ?? 'normal', players: 1, cavers: teamFor(v.c ?? 4) });
  if (!start.ok) throw new Error(start.error);
  let s = start.state;
  let k = 0;
  let ms = 0;
  let decisions = 0;
  let exitRound = 0;
  while (s.result === null) {
    const t0 = performance.now();
    const d = decide(s, { seed: `${seed}/ai/${k++}`, iterations: v.it, budgetMs: v.ms, weights });
    if (d.worlds > 0) {
      decisions++;
      ms += performance.now() - t0;
    }
    const r = apply(s, d.actions[0]);
    if (!r.ok) throw new Error(r.error);
    for (const e of r.events) if (e.t === 'reveal' && e.tile.type === 'exit' && exitRound === 0) exitRound = s.round;
    s = r.state;
  }
  games++;
  if (s.result !== 'failure') medals++;
  console.log(JSON.stringify({ game: g, result: s.result, rounds: s.round, exitRound, decisions, ms: Number((ms / Math.max(1, decisions)).toFixed(1)) }));
}
console.log(`${medals} medals in ${games} games`);
