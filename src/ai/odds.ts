// The odds of the next hazard card, as a player reckons them: the difficulty's pool minus the cards
// already turned, each card still unseen equally likely to come next; Out of Time when the deck is out.
import { HAZARDS, hazardPool } from '../engine/index.js';
import type { GameState, HazardId } from '../engine/index.js';

/** Expected applications of each effect by the next hazard card (x2 cards count twice). */
export interface NextCard {
  readonly tremor: number;
  readonly flood: number;
  readonly gas: number;
  readonly cavein: number;
  readonly horror: number;
  /** 1 once the next hazard phase turns (or repeats) Out of Time. */
  readonly outOfTime: number;
  /** Hazard cards still to come before Out of Time. */
  readonly left: number;
}

/** The effects the evaluation weighs; a card of any other effect (Out of Time, or one added to the game since) counts as none of them. */
const WEIGHED = ['tremor', 'flood', 'gas', 'cavein', 'horror'] as const;
type Weighed = (typeof WEIGHED)[number];

function isWeighed(effect: string): effect is Weighed {
  return (WEIGHED as readonly string[]).includes(effect);
}

const cache = new WeakMap<readonly HazardId[], Map<number, NextCard>>();

export function nextCard(s: GameState): NextCard {
  let byTop = cache.get(s.hazardDeck);
  if (!byTop) {
    byTop = new Map();
    cache.set(s.hazardDeck, byTop);
  }
  let odds = byTop.get(s.hazardTop);
  if (!odds) {
    odds = compute(s);
    byTop.set(s.hazardTop, odds);
  }
  return odds;
}

function compute(s: GameState): NextCard {
  const under = s.hazardDeck[s.hazardDeck.length - 1] === 'outoftime' ? 1 : 0;
  const left = Math.max(0, s.hazardDeck.length - under - s.hazardTop);
  if (s.outOfTime || left === 0) return { tremor: 0, flood: 0, gas: 0, cavein: 0, horror: 0, outOfTime: 1, left: 0 };
  const unseen = hazardPool(s.options.difficulty).slice();
  for (let i = 0; i < s.hazardTop; i++) {
    const at = unseen.indexOf(s.hazardDeck[i] as (typeof unseen)[number]);
    if (at >= 0) unseen.splice(at, 1);
  }
  const out = { tremor: 0, flood: 0, gas: 0, cavein: 0, horror: 0, outOfTime: 0, left };
  if (unseen.length === 0) return out;
  for (const id of unseen) {
    const card = HAZARDS[id];
    const effect: string = card.base;
    if (!isWeighed(effect)) continue;
    out[effect] += (card.double ? 2 : 1) / unseen.length;
  }
  return out;
}
