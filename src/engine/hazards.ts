// The hazard cards as data (RULES.md §6): composition, removal by difficulty, deck sizes.
import type { Difficulty, HazardEffect, HazardId } from './types.js';

export type DealtHazard = Exclude<HazardId, 'outoftime'>;

/** A hazard card: what it does. Its name and text are words (src/words/en/game.ts: `hazard.<id>`). */
export interface HazardCard {
  readonly id: HazardId;
  readonly base: HazardEffect;
  readonly double: boolean;
}

// prettier-ignore
export const HAZARDS: Readonly<Record<HazardId, HazardCard>> = {
  tremor: { id: 'tremor', base: 'tremor', double: false },
  flood: { id: 'flood', base: 'flood', double: false },
  gas: { id: 'gas', base: 'gas', double: false },
  cavein: { id: 'cavein', base: 'cavein', double: false },
  horror: { id: 'horror', base: 'horror', double: false },
  'tremor-x2': { id: 'tremor-x2', base: 'tremor', double: true },
  'flood-x2': { id: 'flood-x2', base: 'flood', double: true },
  'gas-x2': { id: 'gas-x2', base: 'gas', double: true },
  'cavein-x2': { id: 'cavein-x2', base: 'cavein', double: true },
  'horror-x2': { id: 'horror-x2', base: 'horror', double: true },
  outoftime: { id: 'outoftime', base: 'outoftime', double: false },
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
