// Planning a Reveal or Explore (RULES.md §4 Reveal, §5 placement, §7 Pathfinder and Intuition): which
// tiles a draw through a side would bring and in which orientations they may go. draw.ts plays it.
import { bit, DIRS, dx, dy, opposite } from './dirs.js';
import { gridFor, neighbourPos, tileAt, tileIn } from './cave.js';
import { caverDef, rulesOf } from './facts.js';
import { canLeave, leaveBlock } from './movement.js';
import { ORIENT_WITH } from './tiles.js';
import type { Refusal } from './refusal.js';
import type { Dir, GameState, Pos, Tile, TileCard } from './types.js';

/** One way a reveal can go: which tile gets placed, in which orientations, and what it costs the decks. */
export interface RevealChoice {
  /** Scout's Pathfinder used on the first tile drawn. */
  readonly discard?: true;
  /** Geologist: 0 = place the tile held aside, 1 = the one just drawn. */
  readonly keep?: 0 | 1;
  readonly card: TileCard;
  /** Allowed orientations (side masks). */
  readonly opens: readonly number[];
  /** The deck's top after the reveal. */
  readonly top: number;
  /** Deck indices discarded on the way (tiles no orientation could place, and a Pathfinder discard). */
  readonly discards: readonly number[];
  /** Pathfinder: the deck index of the tile discarded by choice. */
  readonly pathfinder?: number;
  /** Geologist: what is held aside afterwards. */
  readonly aside?: TileCard | null;
}

export interface RevealPlan {
  readonly at: Pos;
  readonly dir: Dir;
  readonly choices: readonly RevealChoice[];
  /** Nothing is drawn: the Geologist places the tile she holds. */
  readonly deckEmpty: boolean;
}

/**
 * The square a reveal fills, as the frontier rule sees it: which of its sides face an empty square,
 * and how many open sides facing an empty square the rest of the cave keeps once it is filled.
 */
interface Slot {
  readonly at: Pos;
  readonly need: number;
  readonly emptySides: number;
  readonly rest: number;
}

const POPCOUNT = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

function slotFor(s: GameState, at: Pos, dir: Dir): Slot {
  let emptySides = 0;
  let into = 0;
  for (let i = 0; i < 4; i++) {
    const d = DIRS[i];
    const t = tileAt(s, at[0] + dx(d), at[1] + dy(d));
    if (t === undefined) emptySides |= bit(d);
    else if (t.open & bit(opposite(d))) into++;
  }
  return { at, need: bit(opposite(dir)), emptySides, rest: s.frontier - into };
}

/** Orientations a card may take in a slot (see `orientations`). */
function fits(card: TileCard, slot: Slot): number[] {
  const all = ORIENT_WITH[card.shape][slot.need];
  if (card.type === 'exit') return all as number[];
  const out: number[] = [];
  for (let i = 0; i < all.length; i++) if (slot.rest + POPCOUNT[all[i] & slot.emptySides] > 0) out.push(all[i]);
  return out;
}

/**
 * Orientations in which `card` may go on square `at`, revealed through side `dir` of the revealer's
 * tile: those that open toward the revealer and leave the cave some open side facing an empty square.
 * The Exit is never refused (decision: the goal must stay reachable).
 */
export function orientations(s: GameState, card: TileCard, at: Pos, dir: Dir): number[] {
  return fits(card, slotFor(s, at, dir));
}

/** Can a card go on the slot in some orientation (fits() without building the list)? */
function fitsAny(card: TileCard, need: number, emptySides: number, rest: number): boolean {
  // Every shape turns some way toward the revealer; only a reveal that would close the cave's last
  // opening has orientations to refuse, and the Exit is never refused.
  if (rest > 0 || card.type === 'exit') return true;
  const all = ORIENT_WITH[card.shape][need];
  for (let i = 0; i < all.length; i++) if (POPCOUNT[all[i] & emptySides] > 0) return true;
  return false;
}

/** The first deck index from `from` whose tile can be placed here (the others are discarded), or -1. */
function nextPlaceable(s: GameState, from: number, slot: Slot): number {
  for (let i = from; i < s.tileDeck.length; i++) {
    if (fitsAny(s.tileDeck[i], slot.need, slot.emptySides, slot.rest)) return i;
  }
  return -1;
}

/**
 * Whether planReveal would find a way for this reveal (not a reason it cannot happen), worked out
 * without making the plan: what listing the draws asks of every side, every state. For an open side
 * of `from` with no tile beyond it, which the caller has seen (listing reads it in the cave's step
 * table).
 */
export function canReveal(s: GameState, seat: number, from: Tile, dir: Dir): boolean {
  if (!canLeave(from, dir, 'reveal')) return false;
  // The square has at most 4 neighbours opening into it: with more open sides facing empty squares
  // than that, filling it leaves some (rest > 0), so the deck's next tile fits whatever it is.
  if (s.frontier > 4 && s.tileTop < s.tileDeck.length) return true;
  const x = from.x + dx(dir);
  const y = from.y + dy(dir);
  const g = gridFor(s);
  let emptySides = 0;
  let into = 0;
  for (let k = 0; k < 4; k++) {
    const d = DIRS[k];
    const t = tileIn(s, g, x + dx(d), y + dy(d));
    if (t === undefined) emptySides |= bit(d);
    else if (t.open & bit(opposite(d))) into++;
  }
  const need = bit(opposite(dir));
  const rest = s.frontier - into;
  const c = s.cavers[seat];
  const def = caverDef(c.id);
  const held = def.intuition ? c.aside : null;
  const heldFits = held !== null && fitsAny(held, need, emptySides, rest);
  if (s.tileTop >= s.tileDeck.length) return heldFits && rulesOf(s) >= 2;
  if (heldFits) return true;
  for (let i = s.tileTop; i < s.tileDeck.length; i++) if (fitsAny(s.tileDeck[i], need, emptySides, rest)) return true;
  return false;
}

function range(a: number, b: number): number[] {
  const out: number[] = [];
  for (let i = a; i < b; i++) out.push(i);
  return out;
}

/** Why caver `seat` cannot reveal through side `dir` of its tile (the decks aside), or null. */
function revealBlock(s: GameState, from: Tile, dir: Dir): Refusal | null {
  if (!(from.open & bit(dir))) return { code: 'wall', dir, by: 'reveal' };
  const [x, y] = neighbourPos(from, dir);
  if (tileAt(s, x, y) !== undefined) return { code: 'tile-there', dir };
  return leaveBlock(from, dir, 'reveal');
}

/** Everything a reveal by this caver through `dir` could place, or why it cannot happen. */
export function planReveal(s: GameState, seat: number, from: Tile, dir: Dir): RevealPlan | Refusal {
  return makePlan(s, seat, from, dir);
}

function makePlan(s: GameState, seat: number, from: Tile, dir: Dir): RevealPlan | Refusal {
  const blocked = revealBlock(s, from, dir);
  if (blocked) return blocked;
  const at = neighbourPos(from, dir);
  const slot = slotFor(s, at, dir);
  const c = s.cavers[seat];
  const def = caverDef(c.id);
  const top = s.tileTop;
  const choices: RevealChoice[] = [];
  if (top >= s.tileDeck.length) {
    // RECORD.md: when the deck runs out, Reveal is impossible, except that the Geologist may still
    // place the tile she holds (rules revision 2: an Exit she holds must be able to come out).
    const held = c.aside;
    const heldOpens = def.intuition && held && rulesOf(s) >= 2 ? fits(held, slot) : [];
    if (heldOpens.length > 0) choices.push({ keep: 0, card: held!, opens: heldOpens, top, discards: [], aside: null });
  } else if (def.intuition) {
    const held = c.aside;
    const heldOpens = held ? fits(held, slot) : [];
    if (heldOpens.length > 0) {
      // The held tile can go down: draw one to hold aside, and place either.
      const drawn = s.tileDeck[top];
      choices.push({ keep: 0, card: held!, opens: heldOpens, top: top + 1, discards: [], aside: drawn });
      const opens = fits(drawn, slot);
      if (opens.length > 0) choices.push({ keep: 1, card: drawn, opens, top: top + 1, discards: [], aside: held });
    } else {
      const i = nextPlaceable(s, top, slot);
      if (i >= 0)
        choices.push({
          keep: 1,
          card: s.tileDeck[i],
          opens: fits(s.tileDeck[i], slot),
          top: i + 1,
          discards: range(top, i),
          aside: held,
        });
    }
  } else {
    const i = nextPlaceable(s, top, slot);
    if (i >= 0) {
      choices.push({ card: s.tileDeck[i], opens: fits(s.tileDeck[i], slot), top: i + 1, discards: range(top, i) });
      if (def.pathfinder && c.charges > 0) {
        const j = nextPlaceable(s, i + 1, slot);
        if (j >= 0) {
          choices.push({
            discard: true,
            card: s.tileDeck[j],
            opens: fits(s.tileDeck[j], slot),
            top: j + 1,
            discards: range(top, j),
            pathfinder: i,
          });
        }
      }
    }
  }
  if (choices.length === 0) {
    if (top < s.tileDeck.length) return { code: 'no-tile-fits' };
    return { code: 'deck-empty', held: def.intuition && c.aside !== null && rulesOf(s) >= 2 };
  }
  return { at, dir, choices, deckEmpty: top >= s.tileDeck.length };
}

/** The choice a record's reveal names (`discard`, `keep`), or why there is none. */
export function pickChoice(
  plan: RevealPlan,
  a: { discard?: boolean; keep?: number },
  isGeologist: boolean,
): RevealChoice | Refusal {
  if (a.discard !== undefined && typeof a.discard !== 'boolean') return BAD_DISCARD;
  if (a.keep !== undefined && a.keep !== 0 && a.keep !== 1) return BAD_KEEP;
  if (a.keep !== undefined && !isGeologist) return KEEP_GEOLOGIST;
  const keep = isGeologist ? (a.keep ?? 1) : undefined;
  const discard = a.discard === true;
  const found = plan.choices.find((ch) => (ch.discard === true) === discard && ch.keep === keep);
  if (found) return found;
  if (plan.deckEmpty && keep === 1) return { code: 'deck-empty-keep' };
  if (discard) return { code: 'pathfinder-unusable' };
  if (keep === 1) return DRAWN_NO_FIT;
  if (keep === 0) return HELD_NO_FIT;
  return { code: 'no-placement' };
}

export const BAD_DISCARD: Refusal = { code: 'field', field: 'discard', expect: 'boolean' };
export const BAD_KEEP: Refusal = { code: 'field', field: 'keep', expect: 'keep' };
export const KEEP_GEOLOGIST: Refusal = { code: 'keep-geologist' };
export const DRAWN_NO_FIT: Refusal = { code: 'drawn-no-fit' };
export const HELD_NO_FIT: Refusal = { code: 'held-no-fit' };

/**
 * The first deck index from the top whose tile can go on square `at`, revealed through `dir`, or -1:
 * the tile the Scout's Pathfinder would draw next (the cave is the same as when the first was drawn).
 */
export function nextPlaceableAt(s: GameState, at: Pos, dir: Dir): number {
  return nextPlaceable(s, s.tileTop, slotFor(s, at, dir));
}
