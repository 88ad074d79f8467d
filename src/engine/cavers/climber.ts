// #5 Climber: Quick knot (RULES.md §7). Agile is a passive in the table (facts.ts).
import { putRope, ropeBlock, ropeBlockOn } from '../actions/care.js';
import { abilityHead, type ActionDef } from '../defs.js';

export const climberActions: readonly ActionDef[] = [
  {
    ...abilityHead('climber', 'quickknot'),
    candidates(s, seat, caver, out, from) {
      if (ropeBlockOn(s, from) === null) out.push({ caver, do: 'quickknot' });
    },
    check: (s, seat) => ropeBlock(s, seat),
    run: (d, seat) => putRope(d, seat),
  },
];
