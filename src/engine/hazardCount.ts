// The hazard deck as a card counter sees it (RULES.md §6): the cards of the difficulty's pool, those
// turned so far, those not yet seen, and the chance of each kind in the next hazard phase. Public
// at the table: the pool and the deck's size are in the rules, every card turned was seen by all.
// (The cards dealt are the pool less a few set aside unseen: each unseen card is as likely as any
// other to be the next.) A query: nothing here changes a state.
import { DEALT_HAZARDS, HAZARDS, hazardPool, type DealtHazard } from './hazards.js';
import type { GameState, HazardEffect } from './types.js';

/** A kind of hazard, as the counter groups the cards: each kind's card and its x2 card. */
export type HazardKind = Exclude<HazardEffect, 'outoftime'>;

/** The order the counter lists kinds in (a kind added later comes after these). */
const ORDER: readonly string[] = ['cavein', 'flood', 'gas', 'tremor', 'horror'];

/** Every kind of the cards dealt, in the counter's order. */
export const HAZARD_KINDS: readonly HazardKind[] = [
  ...new Set(DEALT_HAZARDS.map((id) => HAZARDS[id].base).filter((k): k is HazardKind => k !== 'outoftime')),
].sort((a, b) => rank(a) - rank(b));

function rank(k: string): number {
  const i = ORDER.indexOf(k);
  return i < 0 ? ORDER.length : i;
}

export interface HazardCardCount {
  readonly id: DealtHazard;
  /** Copies in the difficulty's pool. */
  readonly pool: number;
  readonly turned: number;
  /** Copies not yet seen (in the deck, or set aside unseen). */
  readonly unseen: number;
  /** The chance the next hazard phase turns this card (0 to 1). */
  readonly chance: number;
}

export interface HazardKindCount {
  readonly kind: HazardKind;
  /** The kind's own card (not its x2 one): its name is the kind's. */
  readonly card: DealtHazard;
  /** The kind's cards turned, its x2 card among them. */
  readonly turned: number;
  readonly unseen: number;
  /** Of those unseen, the x2 card. */
  readonly unseenDouble: number;
  /** The chance the next hazard phase turns a card of this kind, x2 or not (0 to 1). */
  readonly chance: number;
}

export interface HazardCount {
  /** Every card of the pool (or turned), in the rules' order. */
  readonly cards: readonly HazardCardCount[];
  readonly kinds: readonly HazardKindCount[];
  /** Cards still to turn before Out of Time. */
  readonly left: number;
  /** Cards not yet seen (some of them set aside, never to be turned). */
  readonly unseen: number;
  /** The cards turned so far, in order (Out of Time not among them). */
  readonly turned: readonly DealtHazard[];
  /** Out of Time has been turned. */
  readonly outOfTime: boolean;
  /** The next hazard phase turns Out of Time (or strikes with it again). */
  readonly nextOutOfTime: boolean;
}

/** The hazard deck as a player counts it. */
export function hazardCount(s: Pick<GameState, 'hazardDeck' | 'hazardTop' | 'outOfTime' | 'options'>): HazardCount {
  const turned: DealtHazard[] = [];
  for (let i = 0; i < s.hazardTop && i < s.hazardDeck.length; i++) {
    const id = s.hazardDeck[i];
    if (id !== 'outoftime') turned.push(id);
  }
  const under = s.hazardDeck[s.hazardDeck.length - 1] === 'outoftime' ? 1 : 0;
  const left = Math.max(0, s.hazardDeck.length - under - s.hazardTop);
  const nextOutOfTime = s.outOfTime || left === 0;
  const pool = hazardPool(s.options.difficulty);
  const count = (list: readonly DealtHazard[], id: DealtHazard): number => list.filter((x) => x === id).length;
  const rows = DEALT_HAZARDS.map((id) => {
    const p = count(pool, id);
    const t = count(turned, id);
    return { id, pool: p, turned: t, unseen: Math.max(0, p - t) };
  }).filter((r) => r.pool > 0 || r.turned > 0);
  const unseen = rows.reduce((n, r) => n + r.unseen, 0);
  const chanceOf = (n: number): number => (nextOutOfTime || unseen === 0 ? 0 : n / unseen);
  const cards = rows.map((r) => ({ ...r, chance: chanceOf(r.unseen) }));
  const kinds = HAZARD_KINDS.map((kind) => {
    const mine = cards.filter((c) => HAZARDS[c.id].base === kind);
    const u = mine.reduce((n, c) => n + c.unseen, 0);
    return {
      kind,
      card:
        DEALT_HAZARDS.find((id) => HAZARDS[id].base === kind && !HAZARDS[id].double) ?? mine[0]?.id ?? DEALT_HAZARDS[0],
      turned: mine.reduce((n, c) => n + c.turned, 0),
      unseen: u,
      unseenDouble: mine.filter((c) => HAZARDS[c.id].double).reduce((n, c) => n + c.unseen, 0),
      chance: chanceOf(u),
    };
  });
  return { cards, kinds, left, unseen, turned, outOfTime: s.outOfTime, nextOutOfTime };
}
