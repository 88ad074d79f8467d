// Horrors (RULES.md §8): distances through connections only, nearest victim, moving, placing, contact.
import { DIRS, byReadingOrder, key } from './dirs.js';
import {
  caversAt,
  connectedTo,
  gridFor,
  horrorsAt,
  indexIn,
  isConscious,
  isExit,
  onTile,
  tileAt,
  tileIndex,
} from './cave.js';
import { caverDef } from './facts.js';
import type { Draft } from './draft.js';
import { contact } from './health.js';
import { searchCave } from './search.js';
import type { GameState, Horror, Pos } from './types.js';

export const HORROR_REACH = 7;
export const MAX_HORRORS = 3;

/**
 * Steps from the sources to every tile, through connections (horrors ignore every marker), as an
 * array by tile index: -1 where no path leads. The cave's one search (search.ts), every step 1.
 */
export function distanceField(s: GameState, sources: readonly Pos[]): Int16Array {
  const g = gridFor(s);
  const from: number[] = [];
  for (let k = 0; k < sources.length; k++) {
    const i = indexIn(s, g, sources[k][0], sources[k][1]);
    if (i !== undefined) from.push(i);
  }
  return searchCave(s, from).dist;
}

/** The same distances by square key (for callers outside the hot paths). */
export function distances(s: GameState, sources: readonly Pos[]): Map<number, number> {
  const field = distanceField(s, sources);
  const out = new Map<number, number>();
  s.tiles.forEach((t, i) => {
    if (field[i] >= 0) out.set(key(t.x, t.y), field[i]);
  });
  return out;
}

function distanceTo(s: GameState, field: Int16Array, p: Pos): number {
  const i = tileIndex(s, p[0], p[1]);
  return i === undefined ? -1 : field[i];
}

/** A victim: conscious, on a tile that is not the Exit, not hidden this round, not Stealthy. */
export function isVictim(s: GameState, seat: number): boolean {
  const c = s.cavers[seat];
  return isConscious(c) && onTile(c) && !c.hidden && !caverDef(c.id).stealthy && !isExit(s, c.at);
}

export interface Target {
  readonly seat: number;
  readonly dist: number;
}

/** The nearest victim from a square: fewest steps, then lowest caver number. */
export function nearestVictim(s: GameState, from: Pos): Target | null {
  const dist = distanceField(s, [from]);
  let best: Target | null = null;
  s.cavers.forEach((c, seat) => {
    if (!isVictim(s, seat)) return;
    const n = distanceTo(s, dist, c.at!);
    if (n < 0) return;
    if (
      best === null ||
      n < best.dist ||
      (n === best.dist && caverDef(c.id).number < caverDef(s.cavers[best.seat].id).number)
    ) {
      best = { seat, dist: n };
    }
  });
  return best;
}

/** The squares one step along a shortest path from `from` toward the target, in reading order. */
export function stepOptions(s: GameState, from: Pos, target: Target): Pos[] {
  const goal = s.cavers[target.seat].at!;
  const back = distanceField(s, [goal]);
  const t = tileAt(s, from[0], from[1])!;
  const out: Pos[] = [];
  for (let i = 0; i < 4; i++) {
    const o = connectedTo(s, t, DIRS[i]);
    if (o && distanceTo(s, back, [o.x, o.y]) === target.dist - 1) out.push([o.x, o.y]);
  }
  return out.sort(byReadingOrder);
}

/** Where a horror's move could leave it: nowhere (removed), its own tile (victim there), or a step. */
export function reach(s: GameState, h: Horror): { target: Target | null; squares: Pos[] } {
  const target = nearestVictim(s, h.at);
  if (target === null || target.dist > HORROR_REACH) return { target: null, squares: [] };
  if (target.dist === 0) return { target, squares: [h.at] };
  return { target, squares: stepOptions(s, h.at, target) };
}

/**
 * The order horrors move in matters only when one of them could reach the tile of another's
 * target: that victim would faint and the other horror would chase someone else. Then the first
 * caver's player picks which horror moves next; these are the squares to pick from.
 */
export function orderOptions(s: GameState, unmoved: readonly Horror[]): Pos[] | null {
  // A lone horror has no order to pick (and its reach is worked out once, when it moves).
  if (unmoved.length < 2) return null;
  const info = unmoved.map((h) => ({ h, ...reach(s, h) }));
  const matters = info.some((a) =>
    info.some(
      (b) => a !== b && b.target !== null && a.squares.some((p) => caversAt(s, p[0], p[1]).includes(b.target!.seat)),
    ),
  );
  if (!matters) return null;
  const squares: Pos[] = [];
  for (const { h } of info) if (!squares.some((p) => p[0] === h.at[0] && p[1] === h.at[1])) squares.push(h.at);
  return squares.length > 1 ? squares.sort(byReadingOrder) : null;
}

/** Every caver on the square meets the horror there (victims or not; the Scout and the Exit excepted). */
export function contactAll(d: Draft, at: Pos): void {
  const here = caversAt(d.s, at[0], at[1]);
  for (let i = 0; i < here.length; i++) contact(d, here[i]);
}

/** Horror tiles without a horror that are closest to their nearest victim, if within reach. */
export function placeOptions(s: GameState): Pos[] {
  const free: number[] = [];
  for (let i = 0; i < s.tiles.length; i++) {
    const t = s.tiles[i];
    if (t.type === 'horror' && horrorsAt(s, t.x, t.y) === 0) free.push(i);
  }
  // Most caves have no horror tile free of a horror: no distances to work out.
  if (free.length === 0) return [];
  const victims: Pos[] = [];
  s.cavers.forEach((c, seat) => {
    if (isVictim(s, seat)) victims.push(c.at!);
  });
  if (victims.length === 0) return [];
  const dist = distanceField(s, victims);
  let best = Infinity;
  let out: Pos[] = [];
  for (const i of free) {
    const t = s.tiles[i];
    const n = dist[i];
    if (n < 0 || n > HORROR_REACH) continue;
    if (n < best) {
      best = n;
      out = [[t.x, t.y]];
    } else if (n === best) out.push([t.x, t.y]);
  }
  return out.sort(byReadingOrder);
}
