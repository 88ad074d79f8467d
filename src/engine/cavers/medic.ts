// #6 Medic (Doktor / Médecin): First aid, Sprint (RULES.md §7).
import { healAction } from '../actions/care.js';
import { pathAction } from '../actions/move.js';
import type { CaverDef } from '../defs.js';

export const medic: CaverDef = {
  id: 'medic', number: 6, name: 'Medic', tr: 'Doktor', fr: 'Médecin', hp: 3,
  abilities: [
    { name: 'First aid', cost: 1, text: 'Another caver on your tile regains 1 health (never yourself).' },
    { name: 'Sprint', cost: 1, text: 'Two Moves (no Swim, no Squeeze).' },
  ],
  actions: [
    healAction('firstaid', 'First aid', 1, false, 'Another caver on your tile regains 1 health (never yourself).'),
    pathAction('sprint', 'Sprint', 1, 2, 'Up to two Moves (no Swim, no Squeeze).'),
  ],
};
