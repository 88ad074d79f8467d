// #6 Medic: First aid and Sprint (RULES.md §7).
import { healAction } from '../actions/care.js';
import { pathAction } from '../actions/move.js';
import { abilityHead, type ActionDef } from '../defs.js';

export const medicActions: readonly ActionDef[] = [
  healAction({ ...abilityHead('medic', 'firstaid'), do: 'firstaid' }, false),
  pathAction({ ...abilityHead('medic', 'sprint'), do: 'sprint' }, 2),
];
