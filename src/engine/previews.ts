// What a player can see coming, read from the rules without playing them: what entering a tile
// costs, where each horror is headed, and how fast the cave must be drawn to reach the Exit before
// the hazard deck runs out. Queries only (nothing here changes a state); every fact is the rules'
// own (movement.ts arrive, horrors.ts reach, setup.ts's Exit among the last tiles).
import { horrorsAt, seatOf, tileAt } from './cave.js';
import { opposite, step } from './dirs.js';
import { gasEntryCost } from './effects.js';
import type { CaverId } from './facts.js';
import { contactHurts, HEAL_AMOUNT, protectedAt, skillBonus } from './health.js';
import { HORROR_REACH, nearestVictim, stepOptions } from './horrors.js';
import { EXIT_AMONG_LAST } from './setup.js';
import type { Dir, GameState, Pos, TileType } from './types.js';

/** What stepping onto a tile would cost a caver, and what it would hold the caver to. */
export interface EntryCost {
  /** A horror stands there: contact takes all health. */
  readonly horror: boolean;
  /** Health a gas leak takes on entering (0: none). */
  readonly gas: number;
  /** Entering asks for a skill test (rough ground): the lowest die that passes, with the caver's bonus. */
  readonly test: number | null;
  /** A ledge without a rope: from there nothing goes out this side. */
  readonly ledge: Dir | null;
  /** A drop without a rope: from there no Move goes back up this side. */
  readonly drop: Dir | null;
}

/** A tile as entering it matters: placed, or about to be placed (a drawn card, no one on it yet). */
export interface EntryTile {
  readonly type: TileType;
  readonly arrow?: Dir;
  readonly rope?: boolean;
}

/** Health a gas tile costs to enter now (0 while no leak is on; 2, or 4 after a Gas x2). */
export function gasEntryLoss(s: GameState): number {
  return s.gasLeak > 0 ? gasEntryCost(s) : 0;
}

/**
 * What entering `at` costs `caver`: the tile there, or `tile` (a card about to be placed there). The
 * same rules as arrive() in movement.ts: a horror's contact, a leak on gas (not under the
 * Bodyguard's protection), rough ground's test; and what a ledge or drop without a rope holds it to.
 */
export function entryCost(s: GameState, caver: CaverId, at: Pos, tile?: EntryTile): EntryCost {
  const seat = seatOf(s, caver);
  const placed = tile === undefined;
  const t: EntryTile | undefined = tile ?? tileAt(s, at[0], at[1]);
  const horror = placed && seat >= 0 && horrorsAt(s, at[0], at[1]) > 0 && contactHurts(s, seat, at);
  const gas = t?.type === 'gas' && !(placed && protectedAt(s, seat, at)) ? gasEntryLoss(s) : 0;
  const test = t?.type === 'rough' ? 4 - (seat >= 0 ? skillBonus(s, seat) : 0) : null;
  const free = t === undefined || t.rope === true || t.arrow === undefined;
  return {
    horror,
    gas,
    test,
    ledge: !free && t.type === 'ledge' ? t.arrow! : null,
    drop: !free && t.type === 'drop' ? opposite(t.arrow!) : null,
  };
}

/** What one step `dir` would cost `caver` (entryCost of the tile there), or null where no tile lies. */
export function stepCost(s: GameState, caver: CaverId, dir: Dir): EntryCost | null {
  const c = s.cavers[seatOf(s, caver)];
  if (c === undefined || c.at === null) return null;
  const to = step(c.at, dir);
  return tileAt(s, to[0], to[1]) === undefined ? null : entryCost(s, caver, to);
}

/** Where a horror is headed in the next Horror phase, as the rules pick it now. */
export interface Hunt {
  readonly id: number;
  readonly at: Pos;
  /** Its victim (nearest conscious caver it can reach, lowest number on a tie), or null. */
  readonly victim: CaverId | null;
  /** Steps to the victim through connected tiles. */
  readonly dist: number;
  /** No victim within reach: the horror fades in the Horror phase. */
  readonly fades: boolean;
  /** A shortest path, from the first step to the victim's square (the first option in reading order at each tie). */
  readonly path: readonly Pos[];
  /** Its next step is a tie between several squares (the first caver's player will choose). */
  readonly tie: boolean;
}

/** Every horror's victim and path, as the rules would pick them if the Horror phase came now. */
export function horrorHunts(s: GameState): Hunt[] {
  return s.horrors.map((h) => {
    const target = nearestVictim(s, h.at);
    if (target === null || target.dist > HORROR_REACH) {
      return {
        id: h.id,
        at: h.at,
        victim: target ? s.cavers[target.seat].id : null,
        dist: target?.dist ?? -1,
        fades: true,
        path: [],
        tie: false,
      };
    }
    const path: Pos[] = [];
    let cur = h.at;
    let tie = false;
    for (let left = target.dist; left > 0; left--) {
      const options = stepOptions(s, cur, { seat: target.seat, dist: left });
      if (options.length === 0) break;
      if (left === target.dist) tie = options.length > 1;
      cur = options[0];
      path.push(cur);
    }
    return { id: h.id, at: h.at, victim: s.cavers[target.seat].id, dist: target.dist, fades: false, path, tie };
  });
}

/** The race between the tile deck and the hazard deck. */
export interface DrawPace {
  /** Cave tiles still in the deck. */
  readonly tilesLeft: number;
  /** The Exit lies among this many last tiles of the deck. */
  readonly exitAmong: number;
  /** Tiles to draw before the Exit can appear (0: it can come with the next draw). */
  readonly beforeExit: number;
  /** Hazard cards to turn before Out of Time (one a round); 0 once it is turned or next. */
  readonly hazardsLeft: number;
  /** The Exit is on the board. */
  readonly exitFound: boolean;
  /** Cave tiles drawn so far (placed or discarded; the Geologist's first held tile included). */
  readonly drawn: number;
}

export function drawPace(s: GameState): DrawPace {
  const tilesLeft = s.tileDeck.length - s.tileTop;
  return {
    tilesLeft,
    exitAmong: EXIT_AMONG_LAST,
    beforeExit: Math.max(0, tilesLeft - EXIT_AMONG_LAST),
    hazardsLeft: s.outOfTime ? 0 : Math.max(0, s.hazardDeck.length - 1 - s.hazardTop),
    exitFound: s.tiles.some((t) => t.type === 'exit'),
    drawn: s.tileTop,
  };
}

/** Health a Heal or First aid on this caver would give back (RULES.md §4: one, never past the caver's
 * health): 0 when the caver is at full health, or not at the table, and the action would do nothing. */
export function healGain(s: GameState, target: CaverId): number {
  const c = s.cavers[seatOf(s, target)];
  return c ? Math.max(0, Math.min(HEAL_AMOUNT, c.maxHp - c.hp)) : 0;
}
