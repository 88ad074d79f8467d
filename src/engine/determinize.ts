// A possible world: the same game as a player at the table sees it, with every hidden part redrawn.
// A fair search plays in such worlds instead of the real state, so it never learns what no player
// could know: the order of the undrawn cave tiles, which hazard cards were dealt, the dice to come.
//
// What a player knows, and what is therefore kept: everything on the table (cave, cavers, horrors,
// markers), every tile drawn so far (placed, discarded, or held aside by the Geologist: the deck up
// to `tileTop`), every hazard card turned (the deck up to `hazardTop`), how many tiles and hazard
// cards are left, and the rules of setup (RULES.md §2): the Exit is one of the last six cave tiles,
// the hazard deck was dealt from the difficulty's pool, Out of Time lies under it.
//
// What is redrawn:
// - the undrawn tiles: the same tiles (the 65 minus those seen), in a fresh order with the Exit, if
//   it is still among them, in one of the last six places (of all places if fewer are left);
// - the hazard cards still to come: as many cards, dealt from the difficulty's pool minus every
//   card already turned, Out of Time still under them;
// - the dice: a fresh stream, and any fixed dice of a scenario's `setup.dice` not rolled yet are
//   dropped (a player does not know them either).
//
// The result depends on the public part of the state and the seed only: two states that differ in
// their hidden parts alone give the same world for the same seed (the undrawn tiles are put in a
// canonical order before shuffling). The given state is never changed.
// Alea alone (seedrandom's main file loads node:crypto, which the app must not).
import alea from 'seedrandom/lib/alea.js';
import { Draft } from './draft.js';
import { hazardPool, type DealtHazard } from './hazards.js';
import { tileId } from './tiles.js';
import type { GameState, HazardId, RngState, TileCard } from './types.js';

/** How far from the bottom of the tile deck the Exit is shuffled in (RULES.md §2, step 3). */
export const EXIT_DEPTH = 6;

type Rand = () => number;

function shuffleInPlace<T>(items: T[], rand: Rand): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
}

/** The undrawn tiles in a fresh order: canonical first, shuffled, the Exit among the last six. */
function redrawTiles(left: readonly TileCard[], rand: Rand): TileCard[] {
  const keyed = left.map((t) => ({ t, k: tileId(t) }));
  keyed.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
  const exits: TileCard[] = [];
  const rest: TileCard[] = [];
  for (const { t } of keyed) (t.type === 'exit' ? exits : rest).push(t);
  shuffleInPlace(rest, rand);
  // Each Exit goes to one of the last places still free among the bottom six (a scenario deck may
  // hold none, or more than one).
  const out = rest;
  for (const exit of exits) {
    const n = out.length + 1;
    const depth = Math.min(EXIT_DEPTH, n);
    const at = n - 1 - Math.floor(rand() * depth);
    out.splice(at, 0, exit);
  }
  return out;
}

/**
 * The hazard cards still to come: `count` cards dealt from the pool minus the cards already turned.
 * A scenario deck may have turned cards the pool lacks, or leave too few: the shortfall is dealt from
 * the whole pool (the best a player could guess about a hand-made deck).
 */
function redrawHazards(s: GameState, count: number, rand: Rand): DealtHazard[] {
  const pool = hazardPool(s.options.difficulty);
  const left = pool.slice();
  for (let i = 0; i < s.hazardTop; i++) {
    const seen = s.hazardDeck[i];
    const at = left.indexOf(seen as DealtHazard);
    if (at >= 0) left.splice(at, 1);
  }
  shuffleInPlace(left, rand);
  const out = left.slice(0, count);
  while (out.length < count) out.push(pool[Math.floor(rand() * pool.length)]);
  return out;
}

function freshDice(seed: string): RngState {
  return (alea(`${seed}/dice`, { state: true }) as unknown as { state(): RngState }).state();
}

export interface DeterminizeOptions {
  /**
   * Tiles past the top of the deck the player has already seen: drawn for a reveal, not placed yet
   * (the Scout deciding on Pathfinder has seen the drawn tile, not the one after it). They stay.
   */
  readonly seen?: number;
}

/**
 * A state equal to `s` in everything a player knows, with the undrawn tiles, the hazard cards to
 * come and the dice redrawn from `seed` (see the top of this file). Pure: `s` is not changed.
 */
export function determinize(s: GameState, seed: string | number, opts: DeterminizeOptions = {}): GameState {
  const name = `determinize/${seed}`;
  const d = new Draft(s);
  const w = d.s;

  const tileRand = alea(`${name}/tiles`);
  const known = Math.min(s.tileDeck.length, s.tileTop + Math.max(0, Math.floor(opts.seen ?? 0)));
  const left = s.tileDeck.slice(known);
  w.tileDeck = [...s.tileDeck.slice(0, known), ...redrawTiles(left, tileRand)];

  // Out of Time is the last card of the deck; the cards between the top and it are unknown.
  const last = s.hazardDeck.length - 1;
  const underIsOutOfTime = last >= 0 && s.hazardDeck[last] === 'outoftime';
  const end = underIsOutOfTime ? last : s.hazardDeck.length;
  const unknown = Math.max(0, end - s.hazardTop);
  if (unknown > 0) {
    const seen = s.hazardDeck.slice(0, s.hazardTop);
    const dealt = redrawHazards(s, unknown, alea(`${name}/hazards`));
    const deck: HazardId[] = [...seen, ...dealt];
    if (underIsOutOfTime) deck.push('outoftime');
    w.hazardDeck = deck;
  }

  w.dice = s.dice.slice(0, Math.min(s.diceTop, s.dice.length));
  w.diceTop = w.dice.length;
  w.rng = freshDice(name);
  return d.commit();
}
