// One square of the board as three lines of nine characters: a tile's box with gaps on its open
// sides, its type glyph, a marker, and who stands there; or an empty square where a Reveal can go.
import { BIT, type Dir, type Tile } from '../../engine/index.js';
import type { Paint, Theme } from '../theme.js';
import { ARROW, MARK, TYPE_GLYPH, type BoxSet } from './glyphs.js';

export const CELL_W = 9;
export const CELL_H = 3;
const INNER = CELL_W - 2;

/** Someone on a square: the character drawn and how it is painted. */
export interface Occupant {
  readonly ch: string;
  readonly paint: Paint;
}

export interface CellLook {
  readonly box: BoxSet;
  /** Paint for the walls (the ghost and cursor boxes override the tile's colour). */
  readonly wall: Paint;
  readonly gasLeak: number;
}

/** What goes in a side's gap: the ledge/drop arrow, an explosive's mark, or nothing. */
function gapMark(t: Tile, d: Dir): string {
  if (t.arrow === d) return ARROW[d];
  if (t.blasted & BIT[d]) return MARK.blast;
  return ' ';
}

/** The marker shown after the glyph: rubble, flood, rope, an active gas leak. */
export function marker(t: Tile, gasLeak: number): string {
  if (t.rubble) return MARK.rubble;
  if (t.flooded) return MARK.flooded;
  if (t.rope) return MARK.rope;
  if (t.type === 'gas' && gasLeak > 0) return MARK.gasLeak;
  return '';
}

export function drawTileCell(t: Tile, occupants: readonly Occupant[], look: CellLook, theme: Theme): [string, string, string] {
  const { box, wall } = look;
  const glyphPaint = theme.tile[t.type];
  const faces = t.faces;
  const left = faces ? glyphPaint(String(faces[0])) : wall(box.h);
  const right = faces ? glyphPaint(String(faces[1])) : wall(box.h);
  const top = t.open & BIT.N
    ? wall(box.tl) + left + wall(box.nl) + ' ' + glyphPaint(gapMark(t, 'N')) + ' ' + wall(box.nr) + right + wall(box.tr)
    : wall(box.tl) + left + wall(box.h.repeat(5)) + right + wall(box.tr);
  const bottom = t.open & BIT.S
    ? wall(box.bl + box.h + box.sl) + ' ' + glyphPaint(gapMark(t, 'S')) + ' ' + wall(box.sr + box.h + box.br)
    : wall(box.bl + box.h.repeat(INNER) + box.br);
  const west = t.open & BIT.W ? glyphPaint(gapMark(t, 'W')) : wall(box.v);
  const east = t.open & BIT.E ? glyphPaint(gapMark(t, 'E')) : wall(box.v);
  const glyph = t.type === 'water' && t.flooded ? MARK.flooded : TYPE_GLYPH[t.type];
  const mark = t.flooded ? '' : marker(t, look.gasLeak);
  const room = INNER - 1 - mark.length;
  let inner = glyphPaint(glyph) + (mark ? theme.warn(mark) : '');
  inner += occupantText(occupants, room);
  return [top, west + inner + east, bottom];
}

/** Up to `room` characters of occupants; a crowd shows as many as fit and a '+'. */
function occupantText(occ: readonly Occupant[], room: number): string {
  let out = '';
  const shown = occ.length > room ? room - 1 : occ.length;
  for (let i = 0; i < shown; i++) out += occ[i].paint(occ[i].ch);
  if (occ.length > room) out += '+';
  return out + ' '.repeat(room - Math.min(occ.length, room));
}

/** An empty square beside an open side: where a Reveal or Explore can put a tile. */
export function drawFrontierCell(theme: Theme): [string, string, string] {
  const p = theme.frontier;
  return [p('·       ·'), '    ' + p(MARK.frontier) + '    ', p('·       ·')];
}

export function drawEmptyCell(): [string, string, string] {
  const blank = ' '.repeat(CELL_W);
  return [blank, blank, blank];
}

/** The cursor on an empty square (a choice that is not a tile). */
export function drawCursorCell(box: BoxSet, paint: Paint, label: string): [string, string, string] {
  const mid = label.padEnd(INNER).slice(0, INNER);
  return [paint(box.tl + box.h.repeat(INNER) + box.tr), paint(box.v) + mid + paint(box.v), paint(box.bl + box.h.repeat(INNER) + box.br)];
}
