// The fair AI with other numbers in its evaluation, over a batch of seeded games: how the variants in
// docs/balance.md ("Trying for more") were measured. One JSON line per game, then the medal count.
//   node scripts/run-ts.mjs bench/ai-variants.ts '{"it":2,"weights":{"wear":0.1}}' x1 1 200
// Options: it (worlds a decision) or ms (time a decision), weights (evaluate.ts's Weights, any
// subset), opt (search.ts's optimism about draws), d (difficulty, default normal), c (cavers,
// default 4). Each game is the one `subterra sim
// --bot ai --seed BASE` plays (src/bots/play.ts), with the weights given. Run two at once on disjoint
// game ranges to use two cores.
import { DEFAULT_WEIGHTS } from '../src/ai/evaluate.js';
import { playJob } from '../src/bots/play.js';
import { parseVariant } from './ai-variant.js';

const [json, base, from, to] = process.argv.slice(2);
if (!json || !base || !from || !to) {
  console.error('usage: bench/ai-variants.ts JSON BASE FROM TO');
  process.exit(2);
}
const v = parseVariant(json);
const settings = {
  bot: 'ai' as const,
  games: Number(to),
  seed: base,
  iterations: v.it,
  budgetMs: v.ms,
  weights: { ...DEFAULT_WEIGHTS, ...(v.weights ?? {}) },
  drawOptimism: v.opt,
};
const config = { difficulty: v.d ?? 'normal', cavers: v.c ?? 4, easy: false };
let medals = 0;
let games = 0;
for (let game = Number(from); game <= Number(to); game++) {
  const o = playJob({ config, row: 0, game, settings });
  games++;
  if (o.result !== 'failure') medals++;
  const ms = Number((o.ms / Math.max(1, o.decisions)).toFixed(1));
  console.log(
    JSON.stringify({ game, result: o.result, rounds: o.rounds, exitRound: o.exitRound, decisions: o.decisions, ms }),
  );
}
console.log(`${medals} medals in ${games} games`);
