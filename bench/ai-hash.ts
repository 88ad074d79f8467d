// A fingerprint of the fair AI's decisions: seeded games of 4, 5 and 6 cavers played by the AI at a
// fixed number of worlds a decision (no clock), every decision's action, worlds and value hashed.
// A change meant to make the AI faster, not different, must leave both hashes as they were.
//   node scripts/run-ts.mjs bench/ai-hash.ts [worlds=8] [games=2] [base=hash]
import { createHash } from 'node:crypto';
import { apply, newGame, playerView } from '../src/engine/index.js';
import { decide } from '../src/ai/search.js';
import { gameSeed, teamFor } from '../src/bots/sim.js';

const worlds = Number(process.argv[2] ?? 8);
const games = Number(process.argv[3] ?? 2);
const base = process.argv[4] ?? 'hash';
const actions = createHash('sha256');
const values = createHash('sha256');
let decisions = 0;
const results: string[] = [];
for (const cavers of [4, 5, 6]) {
  for (let game = 1; game <= games; game++) {
    const seed = gameSeed(`${base}${cavers}`, game);
    const start = newGame({ seed, difficulty: 'normal', players: 1, cavers: teamFor(cavers) });
    if (!start.ok) throw new Error(`the game cannot start: ${JSON.stringify(start.error)}`);
    let s = start.state;
    let k = 0;
    while (s.result === null) {
      const d = decide(playerView(s), { seed: `${seed}/ai/${k++}`, iterations: worlds });
      const a = d.actions[0];
      actions.update(JSON.stringify(a));
      values.update(`${JSON.stringify(a)} ${d.worlds} ${d.value}\n`);
      decisions++;
      const r = apply(s, a);
      if (!r.ok) throw new Error(`illegal ${JSON.stringify(a)}: ${JSON.stringify(r.error)}`);
      s = r.state;
      if (k > 40000) throw new Error(`game ${seed} did not end`);
    }
    results.push(`${cavers}:${s.result}`);
  }
}
console.log(
  JSON.stringify({
    worlds,
    games,
    decisions,
    results,
    actions: actions.digest('hex').slice(0, 16),
    values: values.digest('hex').slice(0, 16),
  }),
);
