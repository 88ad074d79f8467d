// Which squares the board shows. Along each axis on its own: when the cave fits, all of it, centred
// in the pane; when it does not, a window as wide as the pane that keeps the squares that matter in
// view (the acting caver, the squares a prompt is about), all the tiles when they fit (and then as
// many of the frontier's squares as the room left holds), moving as little as it can from where it
// was. The characters left over go to the margin on the side where the cave goes on out of sight,
// where the board marks it (◀▲▶▼).
import type { Pos } from '../../engine/index.js';
import type { Zoom } from './zoom.js';

export interface Bounds {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export interface View {
  /** The top-left square shown. */
  readonly x0: number;
  readonly y0: number;
  /** Squares shown across and down. */
  readonly w: number;
  readonly h: number;
  /** Blank columns and rows before the first square (centring in the pane). */
  readonly padX: number;
  readonly padY: number;
}

export interface CameraInput {
  readonly cols: number;
  readonly rows: number;
  readonly zoom: Zoom;
  /** The whole cave: its tiles and the squares where tiles can go (null: nothing yet). */
  readonly cave: Bounds | null;
  /** The cave's tiles alone (fitted when the cave with its open edges does not fit). */
  readonly tiles: Bounds | null;
  /** Squares to keep in view, the most important first. */
  readonly keep: readonly Pos[];
  /** Where to centre a window with nothing better to go by. */
  readonly focus: Pos;
  /** The window shown last (kept while it still shows what it must). */
  readonly prev?: { readonly x0: number; readonly y0: number } | null;
}

/** Bounds of a list of squares, or null for none. */
export function boundsOf(squares: Iterable<Pos>): Bounds | null {
  let b: { minX: number; minY: number; maxX: number; maxY: number } | null = null;
  for (const [x, y] of squares) {
    if (!b) b = { minX: x, minY: y, maxX: x, maxY: y };
    else {
      if (x < b.minX) b.minX = x;
      if (x > b.maxX) b.maxX = x;
      if (y < b.minY) b.minY = y;
      if (y > b.maxY) b.maxY = y;
    }
  }
  return b;
}

function widen(b: Bounds | null, squares: readonly Pos[]): Bounds | null {
  const k = boundsOf(squares);
  if (!b) return k;
  if (!k) return b;
  return {
    minX: Math.min(b.minX, k.minX),
    minY: Math.min(b.minY, k.minY),
    maxX: Math.max(b.maxX, k.maxX),
    maxY: Math.max(b.maxY, k.maxY),
  };
}

interface Axis {
  readonly start: number;
  readonly count: number;
  readonly pad: number;
}

/**
 * One axis. `cells`: squares the pane holds; `size`: characters per square; `room`: characters.
 * `cave`: the span shown whole, centred, when it fits (the tiles and the frontier); `tiles`: the
 * span a window keeps whole when it fits in it; `keep`: coordinates to keep in view, most important
 * first; `prev`/`focus`: where the window was, or would be centred.
 */
function axis(
  room: number,
  size: number,
  cave: [number, number] | null,
  tiles: [number, number] | null,
  keep: readonly number[],
  focus: number,
  prev: number | null,
): Axis {
  const cells = Math.max(1, Math.floor(room / size));
  if (cave && cave[1] - cave[0] + 1 <= cells)
    return {
      start: cave[0],
      count: cave[1] - cave[0] + 1,
      pad: Math.floor((room - (cave[1] - cave[0] + 1) * size) / 2),
    };
  // A window of the pane's width.
  let start = prev ?? focus - Math.floor((cells - 1) / 2);
  // Show no more empty space beyond the cave than needed.
  if (cave) start = Math.max(cave[0], Math.min(start, cave[1] - cells + 1));
  // The squares that must show: as many of `keep` as fit, in order.
  let lo = Infinity;
  let hi = -Infinity;
  for (const k of keep) {
    const nlo = Math.min(lo, k);
    const nhi = Math.max(hi, k);
    if (nhi - nlo + 1 > cells) continue;
    lo = nlo;
    hi = nhi;
  }
  if (lo <= hi) {
    // A square of room around what must show, when there is room for it.
    const margin = hi - lo + 3 <= cells ? 1 : 0;
    if (lo - margin < start) start = lo - margin;
    if (hi + margin > start + cells - 1) start = hi + margin - cells + 1;
  }
  // Every tile, when they fit (the squares to keep are among them): the room beside them shows the
  // frontier's squares, within the cave.
  if (tiles && cave && tiles[1] - tiles[0] + 1 <= cells)
    start = Math.max(Math.max(tiles[1] - cells + 1, cave[0]), Math.min(start, Math.min(tiles[0], cave[1] - cells + 1)));
  // The characters left over: half each side, but the side where the cave goes on out of sight
  // gets at least one (its mark goes there) when the other does not need it.
  const spare = room - cells * size;
  let pad = Math.floor(spare / 2);
  const before = cave !== null && start > cave[0];
  const after = cave !== null && start + cells - 1 < cave[1];
  if (pad === 0 && spare > 0 && before && !after) pad = spare;
  return { start, count: cells, pad };
}

export function camera(c: CameraInput): View {
  const tiles = widen(c.tiles, c.keep);
  const cave = widen(c.cave, c.keep);
  const x = axis(
    c.cols,
    c.zoom.w,
    cave ? [cave.minX, cave.maxX] : null,
    tiles ? [tiles.minX, tiles.maxX] : null,
    c.keep.map((p) => p[0]),
    c.focus[0],
    c.prev?.x0 ?? null,
  );
  const y = axis(
    c.rows,
    c.zoom.h,
    cave ? [cave.minY, cave.maxY] : null,
    tiles ? [tiles.minY, tiles.maxY] : null,
    c.keep.map((p) => p[1]),
    c.focus[1],
    c.prev?.y0 ?? null,
  );
  return { x0: x.start, y0: y.start, w: x.count, h: y.count, padX: x.pad, padY: y.pad };
}
