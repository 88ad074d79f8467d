// Turns the fair AI gives away: how often a conscious caver off the Exit, at the start of its turn
// with 2 action points, ends the turn at once, and why (the evaluation sure of a medal, or a step
// worth the same as ending). How *Cavers who stand idle, and a pull of time* in docs/balance.md was
// counted:
//   node scripts/run-ts.mjs bench/ai-idle.ts '{"it":2,"c":6,"weights":{"tempo":0}}' t6d 1 40
// The first argument is bench/ai-variants.ts's variant; each game is the one `subterra sim --bot ai
// --seed BASE` plays with it. Prints one JSON line: the counts a game.
import { apply, isConscious } from '../src/engine/index.js';
import { caveIndex, indexAt } from '../src/ai/cave.js';
import { parseVariant, variantDecision, variantGame } from './ai-variant.js';

const [json, base, from, to] = process.argv.slice(2);
if (!json || !base || !from || !to) {
  console.error('usage: bench/ai-idle.ts JSON BASE FROM TO');
  process.exit(2);
}
const v = parseVariant(json);
let games = 0;
let turns = 0;
let idle = 0;
let beforeExit = 0;
let sure = 0;
let flat = 0;
for (let game = Number(from); game <= Number(to); game++) {
  games++;
  const dealt = variantGame(v, base, game);
  let s = dealt.state;
  let k = 0;
  while (s.result === null) {
    const d = variantDecision(v, dealt.seed, k++, s);
    const a = d.actions[0];
    const fresh = s.phase === 'action' && s.ap === 2 && !s.exerted && s.pending === null && s.drawn === null;
    if (s.turn !== null && fresh) {
      const c = s.cavers[s.turn];
      const ix = caveIndex(s);
      const here = c.at === null ? -1 : indexAt(ix, c.at[0], c.at[1]);
      if (isConscious(c) && !(ix.exit >= 0 && here === ix.exit)) {
        turns++;
        if (a.do === 'end') {
          idle++;
          if (ix.exit < 0) beforeExit++;
          if (d.value >= 1) sure++;
          // A step (a Move or a Run) worth the same as ending the turn.
          const same = [...(d.values ?? new Map<string, number>()).entries()].some(
            ([g, x]) => Math.abs(x - d.value) < 1e-4 && (g.includes('"move"') || g.includes(' run ')),
          );
          if (same) flat++;
        }
      }
    }
    const r = apply(s, a);
    if (!r.ok) throw new Error(`illegal ${JSON.stringify(a)}: ${JSON.stringify(r.error)}`);
    s = r.state;
  }
}
const per = (x: number): number => Number((x / games).toFixed(2));
console.log(
  JSON.stringify({
    variant: v,
    base,
    games,
    turns: per(turns),
    idle: per(idle),
    idleBeforeExit: per(beforeExit),
    idleSure: per(sure),
    idleStepSame: per(flat),
  }),
);
