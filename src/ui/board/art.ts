// The inside of a tile at each size. Small tiles: one line (emblem, who is there, texture). Medium
// and large tiles: the tile's passages, from its middle to each open side, textured by its look,
// in rock; words for the Start and the Exit, a tunnel's narrowing, a ledge's edge and a drop's
// slope drawn large, and ropes beside them.
import { BIT, type Dir } from '../../engine/index.js';
import { textWidth } from '../../text/width.js';
import type { BoardPaints, Paint } from '../theme.js';
import { put, type Grid } from './grid.js';
import { ARROW, MARK, ROCK, SMALL_EMBLEM, textureAt } from './glyphs.js';
import { upper } from '../../words/index.js';
import { lookName, type TileLook } from './looks.js';
import type { Zoom } from './zoom.js';

/** What the art needs to know of a tile (a placed tile or the one being placed). */
export interface TileArt {
  readonly look: TileLook;
  readonly open: number;
  readonly arrow?: Dir;
  readonly faces?: readonly [number, number];
}

/** Inner coordinates of a cell's passages: the middle block's columns and rows. */
export interface Inner {
  readonly w: number;
  readonly h: number;
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
}

export function innerOf(z: Zoom): Inner {
  const x0 = (z.w - z.gapW) / 2 - 1;
  const y0 = (z.h - z.gapH) / 2 - 1;
  return { w: z.w - 2, h: z.h - 2, x0, x1: x0 + z.gapW - 1, y0, y1: y0 + z.gapH - 1 };
}

/** Is inner (x, y) on a passage of a tile with these open sides? */
export function onPassage(n: Inner, open: number, x: number, y: number): boolean {
  const col = x >= n.x0 && x <= n.x1;
  const row = y >= n.y0 && y <= n.y1;
  if (col && row) return true;
  if (col) return y < n.y0 ? (open & BIT.N) !== 0 : (open & BIT.S) !== 0;
  if (row) return x < n.x0 ? (open & BIT.W) !== 0 : (open & BIT.E) !== 0;
  return false;
}

/** The row where the occupants of a tile stand. */
export function standRow(z: Zoom): number {
  return Math.floor((z.h - 2) / 2);
}

/** The word a medium or large Start or Exit tile carries: its name in capitals, in the player's language. */
function tileWord(look: TileLook): string | null {
  return look === 'start' || look === 'exit' ? upper(lookName(look)) : null;
}

/** Paint the inside of a medium or large tile into g (inner area at (1, 1)). */
export function drawInterior(g: Grid, z: Zoom, t: TileArt, p: BoardPaints): void {
  const n = innerOf(z);
  const floor = p.floor[t.look];
  const tex = p.texture[t.look];
  for (let y = 0; y < n.h; y++) {
    for (let x = 0; x < n.w; x++) {
      if (onPassage(n, t.open, x, y)) put(g, x + 1, y + 1, textureAt(t.look, x, y), tex, floor);
      else put(g, x + 1, y + 1, ROCK, p.rock, null);
    }
  }
  const feat = p.feature[t.look];
  const word = tileWord(t.look);
  // A name wider than the tile's inside (none of ours) is left out rather than drawn over the walls.
  if (word && textWidth(word) <= n.w) {
    // Above the occupants on large tiles, below them on medium ones.
    const row = z.gapH > 1 ? n.y0 : n.y1 + 1;
    const x = Math.floor((n.w - word.length) / 2) + 1;
    writeOn(g, x, row + 1, word, feat, floor);
  }
  if (t.look === 'tunnel') drawNarrowing(g, n, t.open, feat, floor, p);
  if (t.look === 'ledge' || t.look === 'ledge-rope' || t.look === 'drop' || t.look === 'drop-rope')
    drawSlope(g, n, t, feat, floor, p);
}

/** Write a label on the floor's colour (over rock too: a label plate). */
function writeOn(g: Grid, x: number, y: number, s: string, fg: Paint, bg: Paint | null): void {
  let i = 0;
  for (const c of s) put(g, x + i++, y, c, fg, bg);
}

/** A vertical passage (open north and south) or a horizontal one. */
function vertical(open: number, arrow?: Dir): boolean {
  if (arrow) return arrow === 'N' || arrow === 'S';
  return (open & (BIT.N | BIT.S)) !== 0 && (open & (BIT.E | BIT.W)) === 0;
}

/** A tunnel: the rock closes in from both sides towards the middle, leaving a squeeze. */
function drawNarrowing(g: Grid, n: Inner, open: number, feat: Paint, floor: Paint | null, p: BoardPaints): void {
  if (vertical(open)) {
    const cx = (n.x0 + n.x1) / 2;
    const cy = (n.y0 + n.y1) / 2;
    // Walls slanting in (╲ ╱) above the middle, straight beside it, slanting out below.
    const half = (n.x1 - n.x0) / 2;
    for (let y = 0; y < n.h; y++) {
      const d = Math.abs(y - cy);
      const off = Math.min(half, Math.max(1, d));
      const lx = cx - off;
      const rx = cx + off;
      const slant = d >= 1;
      put(g, lx + 1, y + 1, slant ? (y < cy ? '╲' : '╱') : '│', feat, floor);
      put(g, rx + 1, y + 1, slant ? (y < cy ? '╱' : '╲') : '│', feat, floor);
      for (let x = n.x0; x < lx; x++) put(g, x + 1, y + 1, ROCK, p.rock, null);
      for (let x = rx + 1; x <= n.x1; x++) put(g, x + 1, y + 1, ROCK, p.rock, null);
    }
  } else if (n.y0 === n.y1) {
    // One row of passage (medium): the rock above and below bulges in over its middle third.
    const from = Math.floor(n.w / 3);
    const to = n.w - 1 - from;
    for (let x = from; x <= to; x++) {
      put(g, x + 1, n.y0, x === from ? '▗' : x === to ? '▖' : '▄', feat, null);
      put(g, x + 1, n.y1 + 2, x === from ? '▝' : x === to ? '▘' : '▀', feat, null);
    }
  } else {
    // Three rows of passage (large): the ceiling and the floor come down and up over its middle third.
    const from = Math.floor(n.w / 3);
    const to = n.w - 1 - from;
    for (let x = from; x <= to; x++) {
      put(g, x + 1, n.y0 + 1, x === from ? '╲' : x === to ? '╱' : '▔', feat, floor);
      put(g, x + 1, n.y1 + 1, x === from ? '╱' : x === to ? '╲' : '▁', feat, floor);
    }
  }
}

/**
 * A ledge or a drop: arrows along the passage pointing the way of the arrow. A ledge has one long
 * arrow and its edge across the side it points to (nothing goes out there without a rope); a drop
 * is a slope of arrows all the way (no way back up). A rope hangs beside the arrows (and over a
 * ledge's edge, which stays).
 */
function drawSlope(g: Grid, n: Inner, t: TileArt, feat: Paint, floor: Paint | null, p: BoardPaints): void {
  const dir = t.arrow ?? (vertical(t.open) ? 'S' : 'E');
  const ledge = t.look === 'ledge' || t.look === 'ledge-rope';
  const rope = t.look === 'ledge-rope' || t.look === 'drop-rope';
  const head = ARROW[dir];
  if (dir === 'N' || dir === 'S') {
    const cx = (n.x0 + n.x1) / 2;
    const end = dir === 'N' ? 0 : n.h - 1;
    for (let y = 0; y < n.h; y++) {
      const ch = ledge ? (y === end ? head : '│') : head;
      put(g, cx + 1, y + 1, ch, feat, floor);
      if (rope) put(g, n.x0 + 1, y + 1, MARK.rope, p.rope, floor);
    }
    // The edge stays with a rope (the rope hangs over it, at the side).
    if (ledge)
      for (let x = n.x0; x <= n.x1; x++)
        if (x !== cx && !(rope && x === n.x0)) put(g, x + 1, end + 1, MARK.edge, feat, floor);
  } else {
    // Horizontal: on the rows above and below the stand row (over the rock on medium tiles).
    const rows = n.y0 === n.y1 ? [n.y0 - 1, n.y1 + 1] : [n.y0, n.y1];
    const end = dir === 'W' ? 0 : n.w - 1;
    for (const [i, y] of rows.entries()) {
      for (let x = 0; x < n.w; x++) {
        if (rope && i === 1) put(g, x + 1, y + 1, x === end ? head : MARK.rope, x === end ? feat : p.rope, floor);
        else if (ledge) put(g, x + 1, y + 1, x === end ? head : '─', feat, floor);
        else put(g, x + 1, y + 1, (x + (dir === 'W' ? 1 : 0)) % 2 === 0 ? head : ' ', feat, floor);
      }
    }
    if (ledge) for (let y = n.y0; y <= n.y1; y++) put(g, end + 1, y + 1, MARK.edgeV, feat, floor);
  }
}

/**
 * The inside of a small tile: its emblem, then (from the returned column) who is there, over the
 * floor's texture. With `crowded`, the emblem goes up into the top wall's corner (a cave-in's die
 * faces there already say what it is; a marked tile keeps its marker, the more telling half) and
 * the whole line is left to the crowd.
 */
export function smallInterior(g: Grid, t: TileArt, p: BoardPaints, crowded: boolean): number {
  const emblem = SMALL_EMBLEM[t.look];
  const floor = p.floor[t.look];
  // A cave-in's scattered stones are noise in one line: its die faces in the corners say enough.
  for (let x = 0; x < g.w - 2; x++) {
    if (t.look === 'cavein') put(g, x + 1, 1, ' ', null, floor);
    else put(g, x + 1, 1, textureAt(t.look, x + 1, 0), p.texture[t.look], floor);
  }
  const paintOf = (c: string): Paint => (c === MARK.rope ? p.rope : p.feature[t.look]);
  if (crowded) {
    const c = emblem[emblem.length - 1];
    if (!t.faces) put(g, 1, 0, c, paintOf(c), null);
    return 1;
  }
  put(g, 1, 1, emblem[0], p.feature[t.look], floor);
  if (emblem.length > 1) put(g, 2, 1, emblem[1], paintOf(emblem[1]), floor);
  return 1 + emblem.length;
}
