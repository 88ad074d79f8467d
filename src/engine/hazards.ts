// The hazard cards as data (RULES.md §6): composition, removal by difficulty, deck sizes.
import type { Difficulty, HazardEffect, HazardId } from './types.js';

export type DealtHazard = Exclude<HazardId, 'outoftime'>;

export interface HazardCard {
  readonly id: HazardId;
  readonly name: string;
  readonly base: HazardEffect;
  readonly double: boolean;
  readonly text: string;
}

// prettier-ignore
export const HAZARDS: Readonly<Record<HazardId, HazardCard>> = {
  tremor: { id: 'tremor', name: 'Tremor', base: 'tremor', double: false, text: 'Everyone conscious off the Exit tests; a failure loses 1.' },
  flood: { id: 'flood', name: 'Flood', base: 'flood', double: false, text: 'Water tiles flood; cavers on water lose 1.' },
  gas: { id: 'gas', name: 'Gas leak', base: 'gas', double: false, text: 'Those on gas lose 2; entering gas costs 2 next round.' },
  cavein: { id: 'cavein', name: 'Cave-in', base: 'cavein', double: false, text: 'Roll: cave-in tiles showing it collapse; lose 3 there.' },
  horror: { id: 'horror', name: 'Horror', base: 'horror', double: false, text: 'Horrors move one step; one appears if fewer than 3.' },
  'tremor-x2': { id: 'tremor-x2', name: 'Tremor x2', base: 'tremor', double: true, text: 'Two Tremors, one after the other.' },
  'flood-x2': { id: 'flood-x2', name: 'Flood x2', base: 'flood', double: true, text: 'Flood twice: cavers on water lose 2.' },
  'gas-x2': { id: 'gas-x2', name: 'Gas leak x2', base: 'gas', double: true, text: 'Those on gas lose 4; entering gas costs 4 next round.' },
  'cavein-x2': { id: 'cavein-x2', name: 'Cave-in x2', base: 'cavein', double: true, text: 'Two Cave-in rolls, both applied.' },
  'horror-x2': { id: 'horror-x2', name: 'Horror x2', base: 'horror', double: true, text: 'Horrors move twice, then two appear.' },
  outoftime: { id: 'outoftime', name: 'Out of Time', base: 'outoftime', double: false, text: 'From now on: off the Exit, test or be lost.' },
};

/** Every card that can be dealt: all but Out of Time, which always goes under the deck. */
export const DEALT_HAZARDS: readonly DealtHazard[] = (Object.keys(HAZARDS) as HazardId[]).filter(
  (id): id is DealtHazard => id !== 'outoftime',
);

/** Copies of each card and how many are removed at each difficulty. */
const COMPOSITION: ReadonlyArray<readonly [DealtHazard, number, Readonly<Record<Difficulty, number>>]> = [
  ['tremor', 7, { normal: 0, hard: 1, expert: 3 }],
  ['flood', 5, { normal: 0, hard: 1, expert: 1 }],
  ['gas', 4, { normal: 0, hard: 1, expert: 1 }],
  ['cavein', 5, { normal: 0, hard: 1, expert: 1 }],
  ['horror', 4, { normal: 0, hard: 1, expert: 1 }],
  ['tremor-x2', 1, { normal: 1, hard: 0, expert: 0 }],
  ['flood-x2', 1, { normal: 1, hard: 0, expert: 0 }],
  ['gas-x2', 1, { normal: 1, hard: 0, expert: 0 }],
  ['cavein-x2', 1, { normal: 1, hard: 0, expert: 0 }],
  ['horror-x2', 1, { normal: 1, hard: 0, expert: 0 }],
];

/** The cards left after removing those marked for this difficulty (Normal 25, Hard 25, Expert 23). */
export function hazardPool(difficulty: Difficulty): DealtHazard[] {
  const out: DealtHazard[] = [];
  for (const [id, copies, removed] of COMPOSITION) for (let i = 0; i < copies - removed[difficulty]; i++) out.push(id);
  return out;
}

const DECK_SIZE: Readonly<Record<number, Readonly<Record<Difficulty, number>>>> = {
  4: { normal: 22, hard: 20, expert: 18 },
  5: { normal: 19, hard: 17, expert: 15 },
  6: { normal: 17, hard: 15, expert: 13 },
};

/** Cards dealt before Out of Time; the easier variant deals 3 more. */
export function hazardDeckSize(cavers: number, difficulty: Difficulty, easy = false): number {
  return DECK_SIZE[cavers][difficulty] + (easy ? 3 : 0);
}

export function isDealtHazard(v: unknown): v is DealtHazard {
  return typeof v === 'string' && (DEALT_HAZARDS as readonly string[]).includes(v);
}
