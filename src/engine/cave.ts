// Reading the cave: tiles, connections (RULES.md §5), who stands where.
import { bit, DIRS, dx, dy, opposite } from './dirs.js';
import { gridMemo } from './memo.js';
import type { CaverState, Dir, GameState, Pos, Tile } from './types.js';

/**
 * Square → tile index: a square window of indices around [0,0], large enough for every tile and its
 * neighbours, found again by the tiles array in its memo (memo.ts).
 *
 * One grid serves a tiles array and the arrays grown from it (a cave only ever gains tiles, at the
 * end of the array): a draft adding a tile writes its index into the grid it shares with the state it
 * came from, instead of copying the grid for every tile placed. An array therefore finds in its grid
 * only indices that are its own or beyond its end, or those written by another line of play from the
 * same state (a take-back, a search trying several moves); a lookup keeps an index only if the tile
 * there in this array is on that square (tileIndex), so it answers for this array alone. A cell, once
 * written, never changes: a draft that finds another index in the cell it needs gets a grid copy of
 * its own. So every index of an array's own tiles stays in its grid, and the answers never change.
 */
export interface Grid {
  readonly r: number;
  readonly w: number;
  readonly cells: Int16Array;
}

function attach(tiles: readonly Tile[], g: Grid | undefined): void {
  if (g === undefined) gridMemo.delete(tiles);
  else gridMemo.set(tiles, g);
}

function buildGrid(tiles: readonly Tile[]): Grid {
  let r = 2;
  for (const t of tiles) r = Math.max(r, Math.abs(t.x) + 2, Math.abs(t.y) + 2);
  r = Math.max(r, 8);
  const w = 2 * r + 1;
  const cells = new Int16Array(w * w).fill(-1);
  for (let i = 0; i < tiles.length; i++) cells[(tiles[i].y + r) * w + tiles[i].x + r] = i;
  const g = { r, w, cells };
  attach(tiles, g);
  return g;
}

function gridOf(tiles: readonly Tile[]): Grid {
  return gridMemo.get(tiles) ?? buildGrid(tiles);
}

/** A draft copied the tiles array: the copy has the same squares, so it reads the same grid. */
export function shareGrid(from: readonly Tile[], to: readonly Tile[]): void {
  const g = gridMemo.get(from);
  if (g !== undefined) attach(to, g);
}

/** A draft appended a tile to its own copy of the array: keep that array's grid in step (see Grid). */
export function noteTileAdded(tiles: readonly Tile[], index: number): void {
  let g = gridMemo.get(tiles);
  if (g === undefined) return;
  const t = tiles[index];
  if (Math.abs(t.x) + 2 > g.r || Math.abs(t.y) + 2 > g.r) {
    attach(tiles, undefined);
    return;
  }
  const cell = (t.y + g.r) * g.w + t.x + g.r;
  const there = g.cells[cell];
  if (there !== -1 && there !== index) {
    // Another line of play put another index here: this array's grid becomes a copy of its own.
    g = { r: g.r, w: g.w, cells: g.cells.slice() };
    attach(tiles, g);
  }
  g.cells[cell] = index;
}

/** The grid of a state's cave, for reading several squares of it in a row (tileIn). */
export function gridFor(s: Pick<GameState, 'tiles'>): Grid {
  return gridOf(s.tiles);
}

/** tileAt through the state's grid, already found (gridFor). */
export function tileIn(s: GameState, g: Grid, x: number, y: number): Tile | undefined {
  const ox = x + g.r;
  const oy = y + g.r;
  if (ox < 0 || oy < 0 || ox >= g.w || oy >= g.w) return undefined;
  const i = g.cells[oy * g.w + ox];
  const tiles = s.tiles;
  // An index beyond this array, or one another line of play wrote for its own tile (see Grid).
  if (i < 0 || i >= tiles.length) return undefined;
  const t = tiles[i];
  return t.x === x && t.y === y ? t : undefined;
}

export function tileIndex(s: GameState, x: number, y: number): number | undefined {
  return indexIn(s, gridOf(s.tiles), x, y);
}

/** tileIndex through the state's grid, already found (gridFor). */
export function indexIn(s: Pick<GameState, 'tiles'>, g: Grid, x: number, y: number): number | undefined {
  const tiles = s.tiles;
  const ox = x + g.r;
  const oy = y + g.r;
  if (ox < 0 || oy < 0 || ox >= g.w || oy >= g.w) return undefined;
  const i = g.cells[oy * g.w + ox];
  // An index beyond this array, or one another line of play wrote for its own tile (see Grid).
  if (i < 0 || i >= tiles.length) return undefined;
  const t = tiles[i];
  return t.x === x && t.y === y ? i : undefined;
}

export function tileAt(s: GameState, x: number, y: number): Tile | undefined {
  const i = tileIndex(s, x, y);
  return i === undefined ? undefined : s.tiles[i];
}

export function tileOf(s: GameState, p: Pos | null): Tile | undefined {
  return p === null ? undefined : tileAt(s, p[0], p[1]);
}

export function neighbourPos(t: { x: number; y: number }, d: Dir): Pos {
  return [t.x + dx(d), t.y + dy(d)];
}

/** The tile beyond side d of t, whatever its walls. */
export function neighbour(s: GameState, t: Tile, d: Dir): Tile | undefined {
  return tileAt(s, t.x + dx(d), t.y + dy(d));
}

/** The tile beyond side d if both facing sides are open (a half connection is a wall). */
export function connectedTo(s: GameState, t: Tile, d: Dir): Tile | undefined {
  if (!(t.open & bit(d))) return undefined;
  const n = neighbour(s, t, d);
  return n !== undefined && n.open & bit(opposite(d)) ? n : undefined;
}

export function isExit(s: GameState, p: Pos | null): boolean {
  const t = tileOf(s, p);
  return t !== undefined && t.type === 'exit';
}

/** In the cave and awake: not removed, not under water, health above 0. */
export function isConscious(c: CaverState): boolean {
  return c.hp > 0 && !c.removed;
}

export function onTile(c: CaverState): boolean {
  return c.at !== null && !c.removed && !c.underwater;
}

export function seatOf(s: GameState, id: string): number {
  const cavers = s.cavers;
  for (let i = 0; i < cavers.length; i++) if (cavers[i].id === id) return i;
  return -1;
}

/** Seats in seating order starting from the first caver (the order dice are rolled for a card). */
export function seatsFromFirst(s: GameState): number[] {
  const n = s.cavers.length;
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((s.first + i) % n);
  return out;
}

export function caversAt(s: GameState, x: number, y: number): number[] {
  const out: number[] = [];
  const cavers = s.cavers;
  for (let i = 0; i < cavers.length; i++) {
    const c = cavers[i];
    if (onTile(c) && c.at![0] === x && c.at![1] === y) out.push(i);
  }
  return out;
}

export function horrorsAt(s: GameState, x: number, y: number): number {
  let n = 0;
  const horrors = s.horrors;
  for (let i = 0; i < horrors.length; i++) if (horrors[i].at[0] === x && horrors[i].at[1] === y) n++;
  return n;
}

/** Open sides of a tile that face an empty square. */
export function openToEmpty(s: GameState, t: { x: number; y: number; open: number }): number {
  let n = 0;
  for (let i = 0; i < 4; i++) {
    const d = DIRS[i];
    if (!(t.open & bit(d))) continue;
    if (tileAt(s, t.x + dx(d), t.y + dy(d)) === undefined) n++;
  }
  return n;
}

/** Open sides of existing tiles that face square (x,y). */
export function openInto(s: GameState, x: number, y: number): number {
  let n = 0;
  for (let i = 0; i < 4; i++) {
    const d = DIRS[i];
    const t = tileAt(s, x + dx(d), y + dy(d));
    if (t && t.open & bit(opposite(d))) n++;
  }
  return n;
}
