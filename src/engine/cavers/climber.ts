// #5 Climber (Tırmanıcı / Grimpeur): Quick knot, Agile (RULES.md §7).
import { putRope, ropeBlock } from '../actions/care.js';
import type { CaverDef } from '../defs.js';

export const climber: CaverDef = {
  id: 'climber', number: 5, name: 'Climber', tr: 'Tırmanıcı', fr: 'Grimpeur', hp: 3,
  abilities: [
    { name: 'Quick knot', cost: 1, text: 'Put a rope on the ledge or drop you stand on; no test.' },
    { name: 'Agile', cost: 'passive', text: 'You may Move (and Run) into tunnels and into tiles with rubble.' },
  ],
  actions: [{
    do: 'quickknot', name: 'Quick knot', ap: 1,
    text: 'Put a rope on the ledge or drop you stand on; no test.',
    candidates: (s, seat, caver) => (ropeBlock(s, seat) ? [] : [{ caver, do: 'quickknot' }]),
    check: (s, seat) => ropeBlock(s, seat),
    run: (d, seat) => putRope(d, seat),
  }],
  walk: { tunnel: true, rubble: true },
};
