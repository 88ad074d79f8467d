// What the AI reads off the table: the cave as a graph, how many action points a caver needs to walk
// from tile to tile, where a reveal could go. Only public parts of the state are read.
import { actionInfo, caverDef, DIRS, bit, dx, dy, opposite, searchCave } from '../engine/index.js';
import type { CaverId, GameState, Tile } from '../engine/index.js';

/** The cave's squares as tile indices, cached per tiles array (committed arrays never change). */
export interface CaveIndex {
  readonly r: number;
  readonly w: number;
  readonly cells: Int16Array;
  /** neighbour tile index through each side when the two tiles are connected (both sides open), else -1: [i*4 + dirIndex]. */
  readonly link: Int16Array;
  /** Sides of each tile that are open onto an empty square (a reveal could go there). */
  readonly emptySides: Uint8Array;
  /** Index of the Exit tile, or -1. */
  readonly exit: number;
  /** Tiles a caver standing on could reveal from (`revealSides` not 0). */
  readonly front: readonly number[];
  /** Caches of distance fields over this cave (see `stepsFrom`, `walkField`). */
  readonly steps: Map<number, Int16Array>;
  readonly walks: Map<string, Uint8Array>;
  /** Where a walk's search writes its costs before `walkFrom` copies them out (one array per cave, not one per walk). */
  readonly scratch: Int16Array;
}

const cache = new WeakMap<readonly Tile[], CaveIndex>();

export function caveIndex(s: GameState): CaveIndex {
  const tiles = s.tiles;
  let ix = cache.get(tiles);
  if (ix === undefined) {
    ix = build(tiles);
    cache.set(tiles, ix);
  }
  return ix;
}

function build(tiles: readonly Tile[]): CaveIndex {
  let r = 2;
  for (const t of tiles) r = Math.max(r, Math.abs(t.x) + 2, Math.abs(t.y) + 2);
  const w = 2 * r + 1;
  const cells = new Int16Array(w * w).fill(-1);
  for (let i = 0; i < tiles.length; i++) cells[(tiles[i].y + r) * w + tiles[i].x + r] = i;
  const at = (x: number, y: number): number => {
    const ox = x + r;
    const oy = y + r;
    return ox < 0 || oy < 0 || ox >= w || oy >= w ? -1 : cells[oy * w + ox];
  };
  const n = tiles.length;
  const link = new Int16Array(n * 4).fill(-1);
  const emptySides = new Uint8Array(n);
  let exit = -1;
  for (let i = 0; i < n; i++) {
    const t = tiles[i];
    if (t.type === 'exit') exit = i;
    for (let k = 0; k < 4; k++) {
      const d = DIRS[k];
      if (!(t.open & bit(d))) continue;
      const j = at(t.x + dx(d), t.y + dy(d));
      if (j < 0) emptySides[i] |= bit(d);
      else if (tiles[j].open & bit(opposite(d))) link[i * 4 + k] = j;
    }
  }
  const front: number[] = [];
  for (let i = 0; i < n; i++) if (sidesToReveal(tiles[i], emptySides[i]) !== 0) front.push(i);
  return {
    r,
    w,
    cells,
    link,
    emptySides,
    exit,
    front,
    steps: new Map(),
    walks: new Map(),
    scratch: new Int16Array(n),
  };
}

function sidesToReveal(t: Tile, empty: number): number {
  return empty !== 0 && t.type === 'ledge' && !t.rope && t.arrow !== undefined ? empty & ~bit(t.arrow) : empty;
}

/**
 * Steps through connections from tile `start` to every tile, whatever the markers (horror distance);
 * -1 where none leads. The cave's one search, every step 1 (as the horrors count).
 */
export function stepsFrom(s: GameState, ix: CaveIndex, start: number): Int16Array {
  let field = ix.steps.get(start);
  if (field !== undefined) return field;
  field = searchCave(s, [start], { links: ix.link }).dist;
  ix.steps.set(start, field);
  return field;
}

export function indexAt(ix: CaveIndex, x: number, y: number): number {
  const ox = x + ix.r;
  const oy = y + ix.r;
  return ox < 0 || oy < 0 || ox >= ix.w || oy >= ix.w ? -1 : ix.cells[oy * ix.w + ox];
}

/** Action points a walk into tile `to` through side k of `from` costs this caver, or -1 if it cannot go. */
function stepCost(from: Tile, to: Tile, k: number, walk: Walk): number {
  const d = DIRS[k];
  if (!from.rope && from.arrow !== undefined) {
    if (from.type === 'ledge' && d === from.arrow) return -1;
    if (from.type === 'drop' && d === opposite(from.arrow)) return -1;
  }
  if (to.flooded) return walk.flooded ? walk.move : walk.swim;
  if (to.type === 'tunnel') return walk.tunnel ? walk.move : walk.squeeze;
  if (to.rubble) return walk.rubble ? walk.move : walk.dig + walk.move;
  return walk.move;
}

/** How a caver walks: where a Move may go (its gear, its agility), and what each way in costs (the engine's action costs). */
interface Walk {
  readonly flooded: boolean;
  readonly tunnel: boolean;
  readonly rubble: boolean;
  readonly move: number;
  readonly swim: number;
  readonly squeeze: number;
  /** Clearing rubble off a tile: Clear rubble, or the Geologist's Quick dig. */
  readonly dig: number;
}

/** The most one step of a walk costs (clearing rubble, then a Move). */
const MOST_STEP = 3;

const WALKS = new Map<CaverId, Walk>();
function walkOf(id: CaverId): Walk {
  let w = WALKS.get(id);
  if (!w) {
    const def = caverDef(id).walk;
    const ap = (kind: 'move' | 'swim' | 'squeeze' | 'clear' | 'quickdig'): number =>
      actionInfo(id, kind)?.ap ?? Infinity;
    w = {
      flooded: def?.flooded === true,
      tunnel: def?.tunnel === true,
      rubble: def?.rubble === true,
      move: ap('move'),
      swim: ap('swim'),
      squeeze: ap('squeeze'),
      dig: Math.min(ap('clear'), ap('quickdig')),
    };
    const most = Math.max(...[w.move, w.swim, w.squeeze, w.dig + w.move].filter(Number.isFinite));
    if (most > MOST_STEP) throw new Error(`a step costing ${most} AP is more than walkFrom counts on`);
    WALKS.set(id, w);
  }
  return w;
}

/**
 * Action points one step out of tile `i` through side DIRS[k] costs this caver (the cost `walkField`
 * adds up): a Move, a Swim or a Squeeze, or clearing rubble and then a Move; -1 where it cannot step.
 */
export function stepInto(s: GameState, ix: CaveIndex, id: CaverId, i: number, k: number): number {
  const j = ix.link[i * 4 + k];
  return j < 0 ? -1 : stepCost(s.tiles[i], s.tiles[j], k, walkOf(id));
}

/**
 * Action points this caver needs to walk from tile `start` to every tile (Move 1, Swim or Squeeze 2,
 * clearing rubble first 3, the Geologist's Quick dig 2; the caver's own gear and agility count).
 * 255 where it cannot get.
 */
export function walkField(s: GameState, ix: CaveIndex, id: CaverId, start: number): Uint8Array {
  const memo = `${id}:${start}`;
  const known = ix.walks.get(memo);
  if (known !== undefined) return known;
  const field = walkFrom(s, ix, id, start);
  ix.walks.set(memo, field);
  return field;
}

/** The most a walk is counted to (walkField's 255 means "cannot get there"). */
const WALK_LIMIT = 254;

function walkFrom(s: GameState, ix: CaveIndex, id: CaverId, start: number): Uint8Array {
  const n = s.tiles.length;
  const out = new Uint8Array(n).fill(255);
  if (start < 0) return out;
  const walk = walkOf(id);
  const tiles = s.tiles;
  // The cave's one search, each step what this caver pays for it (1 to 3 AP).
  const { dist } = searchCave(s, [start], {
    cost: (i, k, j) => stepCost(tiles[i], tiles[j], k, walk),
    maxStep: MOST_STEP,
    limit: WALK_LIMIT,
    links: ix.link,
    into: ix.scratch,
  });
  for (let i = 0; i < n; i++) if (dist[i] >= 0) out[i] = dist[i];
  return out;
}

/** Sides of tile i a caver standing on it could reveal through (open onto an empty square, not a ledge's arrow side). */
export function revealSides(s: GameState, ix: CaveIndex, i: number): number {
  return sidesToReveal(s.tiles[i], ix.emptySides[i]);
}
