// One square of the board as a block of zoom.w × zoom.h characters: a tile in its frame (gaps on its
// open sides), its art, and who stands there; an empty square where a tile can be revealed; and the
// frame and glyph of a mark a caller put on the square.
import { BIT, type Dir } from '../../engine/index.js';
import type { BoardPaints, MarkKind, Paint } from '../theme.js';
import { drawInterior, innerOf, smallInterior, standRow, type TileArt } from './art.js';
import { makeGrid, put, type Grid } from './grid.js';
import { ARROW, MARK, MARK_FRAME, SMALL_EMBLEM, type BoxSet } from './glyphs.js';
import type { Zoom } from './zoom.js';

/** Someone on a square: the characters drawn (a caver's number, ▶ and number, H) and their paint. */
export interface Occupant {
  readonly text: string;
  readonly paint: Paint;
  /** Kept when a crowd does not fit (the acting caver). */
  readonly keep?: boolean;
}

/** A mark on a square: its kind, and a short label beside its glyph (an option's or a step's number). */
export interface SquareMark {
  readonly kind: MarkKind;
  readonly label?: string;
}

export interface TileCell extends TileArt {
  /** Sides opened by explosives. */
  readonly blasted: number;
}

export interface Frame {
  readonly box: BoxSet;
  readonly paint: Paint;
}

/** The frame of a square with these open sides: walls, gaps, what sits in a gap. */
function drawFrame(g: Grid, z: Zoom, open: number, f: Frame, gapMark: (d: Dir) => [string, Paint] | null): void {
  const { box, paint } = f;
  const w = z.w;
  const h = z.h;
  const g0 = (w - z.gapW) / 2;
  const g1 = g0 + z.gapW - 1;
  const r0 = (h - z.gapH) / 2;
  const r1 = r0 + z.gapH - 1;
  for (const [y, d] of [
    [0, 'N'],
    [h - 1, 'S'],
  ] as const) {
    const isOpen = (open & BIT[d]) !== 0;
    for (let x = 0; x < w; x++) {
      let ch = box.h;
      if (x === 0) ch = d === 'N' ? box.tl : box.bl;
      else if (x === w - 1) ch = d === 'N' ? box.tr : box.br;
      else if (isOpen && x >= g0 && x <= g1) ch = ' ';
      else if (isOpen && x === g0 - 1) ch = d === 'N' ? box.nl : box.sl;
      else if (isOpen && x === g1 + 1) ch = d === 'N' ? box.nr : box.sr;
      put(g, x, y, ch, paint, null);
    }
    if (isOpen) centreMark(g, (g0 + g1) / 2, y, gapMark(d));
  }
  for (const [x, d] of [
    [0, 'W'],
    [w - 1, 'E'],
  ] as const) {
    const isOpen = (open & BIT[d]) !== 0;
    for (let y = 1; y < h - 1; y++) {
      let ch = box.v;
      if (isOpen && y >= r0 && y <= r1) ch = ' ';
      else if (isOpen && y === r0 - 1) ch = d === 'W' ? box.nl : box.nr;
      else if (isOpen && y === r1 + 1) ch = d === 'W' ? box.sl : box.sr;
      put(g, x, y, ch, paint, null);
    }
    if (isOpen) centreMark(g, x, (r0 + r1) / 2, gapMark(d));
  }
}

function centreMark(g: Grid, x: number, y: number, m: [string, Paint] | null): void {
  if (m) put(g, x, y, m[0], m[1], null);
}

/** The mark's glyph and label in the frame's lower left corner. */
function drawMarkGlyph(g: Grid, mark: SquareMark | null, paint: Paint): void {
  if (!mark) return;
  const glyph = MARK_FRAME[mark.kind].glyph;
  if (glyph === null) return;
  put(g, 0, g.h - 1, glyph, paint, null);
  if (mark.label) {
    let i = 1;
    for (const c of mark.label.slice(0, 2)) put(g, i++, g.h - 1, c, paint, null);
  }
}

export function tileCell(
  z: Zoom,
  t: TileCell,
  occ: readonly Occupant[],
  frame: Frame,
  mark: SquareMark | null,
  p: BoardPaints,
): Grid {
  const g = makeGrid(z.w, z.h);
  const gapMark = (d: Dir): [string, Paint] | null => {
    if (t.arrow === d) return [ARROW[d], p.feature[t.look]];
    if (t.blasted & BIT[d]) return [MARK.blast, p.blast];
    return null;
  };
  drawFrame(g, z, t.open, frame, gapMark);
  if (t.faces) {
    put(g, 1, 0, String(t.faces[0]), p.faces, null);
    put(g, z.w - 2, 0, String(t.faces[1]), p.faces, null);
  }
  if (z.h === 3) {
    const room = z.w - 2 - SMALL_EMBLEM[t.look].length;
    const from = smallInterior(g, t, p, occWidth(occ) > room);
    placeSmall(g, from, occ, p.floor[t.look]);
  } else {
    drawInterior(g, z, t, p);
    placeLarge(g, z, occ, p.floor[t.look]);
  }
  drawMarkGlyph(g, mark, frame.paint);
  return g;
}

function occWidth(list: readonly Occupant[]): number {
  let n = 0;
  for (const o of list) n += [...o.text].length;
  return n;
}

/** Small tiles: occupants packed after the emblem, a space after them, and a + when they do not all fit. */
function placeSmall(g: Grid, from: number, occ: readonly Occupant[], floor: Paint | null): void {
  const room = g.w - 1 - from;
  let shown = [...occ];
  const len = occWidth;
  let more = false;
  if (len(shown) > room) {
    more = true;
    // The acting caver first, then the others in order, as many as fit before the +.
    const keep = shown.filter((o) => o.keep);
    const rest = shown.filter((o) => !o.keep);
    shown = keep;
    for (const o of rest) if (len(shown) + [...o.text].length <= room - 1) shown.push(o);
    shown = occ.filter((o) => shown.includes(o));
  }
  let x = from;
  for (const o of shown) for (const c of o.text) put(g, x++, 1, c, o.paint, floor);
  if (more) put(g, x++, 1, MARK.more, null, floor);
  else if (shown.length > 0 && x < g.w - 1) put(g, x++, 1, ' ', null, floor);
}

/**
 * Medium and large tiles: occupants centred on the stand row, spaced out; a crowd that does not fit
 * goes on over the rows below and above, still spaced, or packed when even that is too little.
 */
function placeLarge(g: Grid, z: Zoom, occ: readonly Occupant[], floor: Paint | null): void {
  if (occ.length === 0) return;
  const n = innerOf(z);
  const stand = standRow(z);
  const rowsOrder = [stand, stand + 1, stand - 1, stand + 2, stand - 2].filter((r) => r >= 0 && r < n.h);
  const width = (list: readonly Occupant[], sep: number): number => occWidth(list) + sep * (list.length - 1);
  const wrap = (sep: number): Occupant[][] => {
    const lines: Occupant[][] = [];
    let line: Occupant[] = [];
    for (const o of occ) {
      if (line.length && width([...line, o], sep) > n.w) {
        lines.push(line);
        line = [];
      }
      line.push(o);
    }
    lines.push(line);
    return lines;
  };
  let sep = 1;
  let lines = wrap(1);
  if (lines.length > rowsOrder.length) {
    sep = 0;
    lines = wrap(0);
  }
  lines.slice(0, rowsOrder.length).forEach((l, i) => {
    const y = rowsOrder[i] + 1;
    let x = 1 + Math.floor((n.w - width(l, sep)) / 2);
    for (const [j, o] of l.entries()) {
      if (j > 0 && sep) put(g, x++, y, ' ', null, floor);
      for (const c of o.text) put(g, x++, y, c, o.paint, floor);
    }
  });
}

/** An empty square beside an open side: where a Reveal or Explore can put a tile. */
export function frontierCell(z: Zoom, p: BoardPaints, mark: SquareMark | null, markFrame: Frame | null): Grid {
  const g = makeGrid(z.w, z.h);
  if (markFrame) drawFrame(g, z, 0, markFrame, () => null);
  else {
    for (const [x, y] of [
      [0, 0],
      [z.w - 1, 0],
      [0, z.h - 1],
      [z.w - 1, z.h - 1],
    ])
      put(g, x, y, '·', p.frontier, null);
  }
  put(g, Math.floor(z.w / 2), Math.floor(z.h / 2), MARK.frontier, p.frontier, null);
  if (markFrame) drawMarkGlyph(g, mark, markFrame.paint);
  return g;
}

/** A square with nothing on it, or only a mark. */
export function emptyCell(z: Zoom, mark: SquareMark | null, markFrame: Frame | null): Grid {
  const g = makeGrid(z.w, z.h);
  if (markFrame) {
    drawFrame(g, z, 0, markFrame, () => null);
    drawMarkGlyph(g, mark, markFrame.paint);
  }
  return g;
}
