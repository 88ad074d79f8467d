// One search over the cave: the cheapest ways from some tiles to every other, through connected
// sides only (RULES.md §5: both facing sides open), what a step costs (and whether it can be taken
// at all) said by the caller. The horrors' distances (§8: every connection one step), travel's
// cheapest safe path (travel.ts) and the AI's walks in action points all run this one search; a
// rule of who may go where lives with its caller's cost, never here.
import { bit, DIRS, dx, dy, opposite } from './dirs.js';
import { gridFor, indexIn, type Grid } from './cave.js';
import { searchRing } from './memo.js';
import type { GameState, Tile } from './types.js';

/** The cave a search runs over: a game's tiles (a state's, or a player's view of it). */
export type Cave = Pick<GameState, 'tiles'>;

/**
 * What one step costs: out of tile `from` through side DIRS[k] into tile `to` (the two are
 * connected), a whole number from 1 to the search's `maxStep`; anything below 1 means no way
 * through there.
 */
export type StepCostFn = (from: number, k: number, to: number) => number;

export interface SearchOptions {
  /** The cost of each step (default: every connection costs 1, as for horrors). */
  readonly cost?: StepCostFn;
  /** The most a step can cost (default 1; a cost above it is taken as no way through). */
  readonly maxStep?: number;
  /** Keep the tile each was reached from, to follow a way back (`prev`). */
  readonly paths?: boolean;
  /** Costs above this are not looked for (the tiles beyond read as unreached). */
  readonly limit?: number;
  /**
   * The cave's connections, when the caller keeps them for many searches over the same tiles:
   * `[i * 4 + k]` the tile through side DIRS[k] of tile i when the two facing sides are open, else -1.
   * The same ways as without it, found without looking squares up.
   */
  readonly links?: Int16Array;
  /**
   * An array of the tiles' length to write the costs into (returned as `dist`), for a caller that has
   * read them before its next search into it: it saves making a new one for every search.
   */
  readonly into?: Int16Array;
}

export interface CaveSearch {
  /** The cheapest cost from a source to each tile (by tile index), -1 where no way leads. */
  readonly dist: Int16Array;
  /** With `paths`: the tile before each on one of its cheapest ways (-1 for a source or none), else null. */
  readonly prev: Int16Array | null;
  /** With `paths`: the side of the tile before (DIRS index) each was entered through (-1 for a source or none), else null. */
  readonly side: Int8Array | null;
}

/** The tile through side DIRS[k] of tile i when the two facing sides are open (connected), else -1. */
function neighbour(cave: Cave, g: Grid, i: number, k: number): number {
  const tiles = cave.tiles;
  const t = tiles[i];
  const d = DIRS[k];
  if (!(t.open & bit(d))) return -1;
  const j = indexIn(cave, g, t.x + dx(d), t.y + dy(d));
  return j === undefined || !(tiles[j].open & bit(opposite(d))) ? -1 : j;
}

/** The search's queue array (memo.ts, searchRing), or a new one when it is in use or too small. */
function takeRing(size: number): Int32Array {
  const ring = searchRing.spare;
  searchRing.spare = null;
  if (ring !== null && ring.length >= size) return ring;
  return new Int32Array(Math.max(size, 2 * (ring?.length ?? 0), 1024));
}

/**
 * The cheapest ways from `sources` (tile indices) to every tile. Dial's bucket queue: steps cost whole
 * numbers up to `maxStep`, so `maxStep + 1` buckets in a ring hold every tile waiting, each bucket a
 * list in first-in first-out order. When every step costs 1 the ring is one first-in first-out
 * queue, each tile queued once (a breadth-first search): that case, the horrors' on every horror
 * move, reads the queue straight through. Among ways of the same cost the one found first is kept:
 * sources in the order given, sides in DIRS order.
 */
export function searchCave(cave: Cave, sources: readonly number[], o: SearchOptions = {}): CaveSearch {
  const tiles: readonly Tile[] = cave.tiles;
  const n = tiles.length;
  const cost = o.cost;
  const limit = o.limit ?? 0x7ffe;
  const links = o.links;
  if (o.into !== undefined && o.into.length !== n)
    throw new Error(`searchCave: into holds ${o.into.length} entries for ${n} tiles`);
  const dist = (o.into ?? new Int16Array(n)).fill(-1);
  const prev = o.paths ? new Int16Array(n).fill(-1) : null;
  const side = o.paths ? new Int8Array(n).fill(-1) : null;
  // The cave's grid, found once for every square looked up (without `links`).
  const g = gridFor(cave);
  if (cost === undefined) {
    const queue = takeRing(n);
    let tail = 0;
    for (let k = 0; k < sources.length; k++) {
      const i = sources[k];
      if (i >= 0 && i < n && dist[i] < 0) {
        dist[i] = 0;
        queue[tail++] = i;
      }
    }
    for (let head = 0; head < tail; head++) {
      const i = queue[head];
      const nd = dist[i] + 1;
      if (nd > limit) break;
      for (let k = 0; k < 4; k++) {
        const j = links !== undefined ? links[i * 4 + k] : neighbour(cave, g, i, k);
        if (j < 0 || dist[j] >= 0) continue;
        dist[j] = nd;
        if (prev !== null) prev[j] = i;
        if (side !== null) side[j] = k;
        queue[tail++] = j;
      }
    }
    searchRing.spare = queue;
    return { dist, prev, side };
  }
  const maxStep = Math.max(1, o.maxStep ?? 1);
  // The ring's entries in one array: [0, cap) the tiles queued, [cap, 2cap) each entry's next in its
  // bucket, then each bucket's first and last entry. A tile is queued at most once per side it can
  // be reached through, and once as a source.
  const buckets = maxStep + 1;
  const cap = 4 * n + sources.length;
  const NEXT = cap;
  const FIRST = 2 * cap;
  const LAST = 2 * cap + buckets;
  const q = takeRing(2 * cap + 2 * buckets);
  q.fill(-1, FIRST, LAST + buckets);
  let used = 0;
  let waiting = 0;
  const push = (tile: number, d: number): void => {
    const b = d % buckets;
    const e = used++;
    q[e] = tile;
    q[NEXT + e] = -1;
    if (q[LAST + b] < 0) q[FIRST + b] = e;
    else q[NEXT + q[LAST + b]] = e;
    q[LAST + b] = e;
    waiting++;
  };
  for (let k = 0; k < sources.length; k++) {
    const i = sources[k];
    if (i >= 0 && i < n && dist[i] < 0) {
      dist[i] = 0;
      push(i, 0);
    }
  }
  for (let d = 0; waiting > 0 && d <= limit; d++) {
    const b = d % buckets;
    // No step costs less than 1, so nothing joins this bucket while it is read.
    for (let e = q[FIRST + b]; e >= 0; e = q[NEXT + e]) {
      waiting--;
      const i = q[e];
      // A tile queued again by a cheaper way is read once, at its own cost.
      if (dist[i] !== d) continue;
      for (let k = 0; k < 4; k++) {
        const j = links !== undefined ? links[i * 4 + k] : neighbour(cave, g, i, k);
        if (j < 0) continue;
        const c = cost(i, k, j);
        if (c < 1 || c > maxStep) continue;
        const nd = d + c;
        if (nd > limit || (dist[j] >= 0 && dist[j] <= nd)) continue;
        dist[j] = nd;
        if (prev !== null) prev[j] = i;
        if (side !== null) side[j] = k;
        push(j, nd);
      }
    }
    q[FIRST + b] = -1;
    q[LAST + b] = -1;
  }
  searchRing.spare = q;
  return { dist, prev, side };
}

/** The tiles of the path a search kept from a source to `to` (the source first, `to` last), or null when none leads there. */
export function pathTo(found: CaveSearch, to: number): number[] | null {
  if (found.prev === null) throw new Error('pathTo needs a search made with paths');
  if (to < 0 || to >= found.dist.length || found.dist[to] < 0) return null;
  const way = [to];
  for (let i = found.prev[to]; i >= 0; i = found.prev[i]) way.push(i);
  return way.reverse();
}
