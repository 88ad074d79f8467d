// One AI decision's time: the same decisions (states from seeded games played by the greedy bot,
// fixed AI seed, fixed worlds a decision) timed several times over; the median per decision, in
// wall-clock time and in this process's CPU time (steadier on a machine others share).
//   node scripts/run-ts.mjs bench/ai-decision.ts [worlds=8] [rounds=5]
import { decide } from '../src/ai/search.js';
import { botRng } from '../src/bots/random.js';
import { greedyAction } from '../src/bots/greedy.js';
import { apply, legalActions, newGame, playerView } from '../src/engine/index.js';
import type { CaverId, Difficulty, GameState } from '../src/engine/index.js';

const worlds = Number(process.argv[2] ?? 8);
const rounds = Number(process.argv[3] ?? 5);
const plan: [string, CaverId[], Difficulty][] = [
  ['bench-1', ['scout', 'medic', 'leader', 'bodyguard'], 'normal'],
  ['bench-2', ['geologist', 'diver', 'engineer', 'climber', 'scout'], 'hard'],
  ['bench-3', ['leader', 'geologist', 'scout', 'medic', 'bodyguard', 'diver'], 'expert'],
];
const states: GameState[] = [];
for (const [seed, cavers, difficulty] of plan) {
  const r = newGame({ seed, difficulty, players: 1, cavers });
  if (!r.ok) throw new Error(String(r.error));
  let s = r.state;
  const rng = botRng(seed);
  let step = 0;
  while (s.result === null) {
    if (legalActions(s).length > 1 && step % 5 === 0) states.push(s);
    const next = apply(s, greedyAction(s, rng)!);
    if (!next.ok) throw new Error(String(next.error));
    s = next.state;
    step++;
  }
}
const ask = (s: GameState, seed: string) => decide(playerView(s), { seed, iterations: worlds });
// Warm up once over all states, then time each round.
for (const [i, s] of states.entries()) ask(s, `w${i}`);
const perRound: number[] = [];
const cpuPerRound: number[] = [];
const perDecision: number[] = [];
for (let r = 0; r < rounds; r++) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (const [i, s] of states.entries()) {
    const t = performance.now();
    ask(s, `d${i}`);
    perDecision.push(performance.now() - t);
  }
  perRound.push((performance.now() - t0) / states.length);
  const c = process.cpuUsage(c0);
  cpuPerRound.push((c.user + c.system) / 1000 / states.length);
}
const median = (xs: number[]): number => {
  const ys = [...xs].sort((a, b) => a - b);
  return ys[Math.floor(ys.length / 2)];
};
console.log(
  JSON.stringify({
    node: process.version,
    states: states.length,
    worlds,
    rounds,
    meanPerRoundMs: perRound.map((x) => Number(x.toFixed(3))),
    medianOfRoundMeansMs: Number(median(perRound).toFixed(3)),
    cpuPerRoundMs: cpuPerRound.map((x) => Number(x.toFixed(3))),
    medianCpuMs: Number(median(cpuPerRound).toFixed(3)),
    medianDecisionMs: Number(median(perDecision).toFixed(3)),
  }),
);
