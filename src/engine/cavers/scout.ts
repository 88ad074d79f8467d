// #2 Scout (Gözcü / Éclaireur): Pathfinder, Stealthy (RULES.md §7). Both passives; the core reads the flags.
import type { CaverDef } from '../defs.js';

export const scout: CaverDef = {
  id: 'scout', number: 2, name: 'Scout', tr: 'Gözcü', fr: 'Éclaireur', hp: 3,
  abilities: [
    { name: 'Pathfinder', cost: 'passive', text: '3 times a game, when placing a tile you may discard the drawn tile and place the next instead (you must accept it).' },
    { name: 'Stealthy', cost: 'passive', text: 'Never a horror\'s victim; sharing a tile with a horror costs you nothing.' },
  ],
  actions: [],
  charges: 3,
  pathfinder: true,
  stealthy: true,
};
