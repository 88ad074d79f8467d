// States of the fair AI's games with how each game ended, for fitting the evaluation's numbers to
// outcomes (bench/ai-fit.ts): one JSON line per game, the state at the start of every caver's turn.
//   node scripts/run-ts.mjs bench/ai-states.ts '{"it":2,"c":6}' t6b 1 100 > states.jsonl
import { apply } from '../src/engine/index.js';
import type { GameState } from '../src/engine/index.js';
import { parseVariant, variantDecision, variantGame } from './ai-variant.js';

const [json, base, from, to] = process.argv.slice(2);
if (!json || !base || !from || !to) {
  console.error('usage: bench/ai-states.ts JSON BASE FROM TO');
  process.exit(2);
}
const v = parseVariant(json);

for (let game = Number(from); game <= Number(to); game++) {
  const { seed, state } = variantGame(v, base, game);
  let s = state;
  const states: GameState[] = [s];
  let k = 0;
  while (s.result === null) {
    const d = variantDecision(v, seed, k++, s);
    const a = d.actions[0];
    const r = apply(s, a);
    if (!r.ok) throw new Error(`illegal ${JSON.stringify(a)}: ${JSON.stringify(r.error)}`);
    s = r.state;
    if (a.do === 'end' && s.result === null && s.phase === 'action') states.push(s);
  }
  process.stdout.write(`${JSON.stringify({ seed, result: s.result, states })}\n`);
}
