// #3 Geologist (Jeolog / Géologue): Quick dig, Intuition (RULES.md §7).
import { clearAction } from '../actions/care.js';
import type { CaverDef } from '../defs.js';

export const geologist: CaverDef = {
  id: 'geologist', number: 3, name: 'Geologist', tr: 'Jeolog', fr: 'Géologue', hp: 3,
  abilities: [
    { name: 'Quick dig', cost: 1, text: 'Remove rubble from your tile or an adjacent connected tile.' },
    { name: 'Intuition', cost: 'passive', text: 'You hold a cave tile aside, face up. When you draw a tile, place either the one held or the one drawn, and hold the other.' },
  ],
  actions: [clearAction('quickdig', 'Quick dig', 1, 'Remove rubble from your tile or an adjacent connected tile.')],
  intuition: true,
};
