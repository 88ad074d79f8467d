// The cave, drawn as lines of text for one <Text>: a window of squares centred on a focus square,
// each tile a box with gaps on its open sides (RULES.md §5), cavers by number, horrors as H.
import {
  BIT, caverDef, type CaverId, DELTA, type Dir, DIRS, type GameState, key, type Pos, type Tile,
  type TileCard,
} from '../../engine/index.js';
import type { Theme } from '../theme.js';
import { CELL_H, CELL_W, drawCursorCell, drawEmptyCell, drawFrontierCell, drawTileCell, type Occupant } from './cell.js';
import { BOX_CURSOR, BOX_GHOST, BOX_PLAIN, DOWN_DIGITS, MARK, UP_DIGITS } from './glyphs.js';

/** A tile about to be placed, shown in place (double box) while its orientation is chosen. */
export interface Ghost {
  readonly at: Pos;
  readonly card: TileCard;
  readonly open: number;
  readonly arrow?: Dir;
}

export interface BoardOptions {
  /** Size of the board area in characters. */
  readonly cols: number;
  readonly rows: number;
  /** The square kept in the middle of the view. */
  readonly focus: Pos;
  readonly active?: CaverId | null;
  readonly ghost?: Ghost | null;
  readonly cursor?: Pos | null;
  /** Squares to mark (a Run path being built, the options of a choice). */
  readonly marks?: readonly Pos[];
}

/** Which squares the window shows: its top-left square and its size in squares. */
export function boardWindow(cols: number, rows: number, focus: Pos): { x0: number; y0: number; w: number; h: number } {
  const w = Math.max(1, Math.floor(cols / CELL_W));
  const h = Math.max(1, Math.floor(rows / CELL_H));
  return { x0: focus[0] - Math.floor((w - 1) / 2), y0: focus[1] - Math.floor((h - 1) / 2), w, h };
}

function occupantsBySquare(s: GameState, active: CaverId | null | undefined, theme: Theme): Map<number, Occupant[]> {
  const out = new Map<number, Occupant[]>();
  const add = (p: Pos, o: Occupant): void => {
    const k = key(p[0], p[1]);
    const list = out.get(k);
    if (list) list.push(o);
    else out.set(k, [o]);
  };
  for (const c of s.cavers) {
    if (c.at === null || c.removed || c.underwater) continue;
    const n = caverDef(c.id).number;
    if (c.hp === 0) add(c.at, { ch: DOWN_DIGITS[n], paint: theme.down });
    else add(c.at, { ch: UP_DIGITS[n], paint: c.id === active ? theme.active : theme.caver });
  }
  for (const h of s.horrors) add(h.at, { ch: MARK.horror, paint: theme.horror });
  return out;
}

/** Squares with no tile that an open side faces: where the cave can grow. */
function frontierSquares(s: GameState): Set<number> {
  const out = new Set<number>();
  const occupied = new Set<number>(s.tiles.map((t) => key(t.x, t.y)));
  for (const t of s.tiles) {
    for (const d of DIRS) {
      if (!(t.open & BIT[d])) continue;
      const k = key(t.x + DELTA[d][0], t.y + DELTA[d][1]);
      if (!occupied.has(k)) out.add(k);
    }
  }
  return out;
}

export function drawBoard(s: GameState, o: BoardOptions, theme: Theme): string[] {
  const { x0, y0, w, h } = boardWindow(o.cols, o.rows, o.focus);
  const tiles = new Map<number, Tile>();
  for (const t of s.tiles) tiles.set(key(t.x, t.y), t);
  const occupants = occupantsBySquare(s, o.active, theme);
  const frontier = frontierSquares(s);
  const marks = new Set((o.marks ?? []).map((p) => key(p[0], p[1])));
  const lines: string[] = [];
  const pad = ' '.repeat(Math.max(0, o.cols - w * CELL_W));
  for (let cy = 0; cy < h; cy++) {
    const rows: string[] = ['', '', ''];
    for (let cx = 0; cx < w; cx++) {
      const x = x0 + cx;
      const y = y0 + cy;
      const k = key(x, y);
      const cell = drawSquare(s, x, y, k, tiles, occupants, frontier, marks, o, theme);
      rows[0] += cell[0];
      rows[1] += cell[1];
      rows[2] += cell[2];
    }
    for (const r of rows) lines.push(r + pad);
  }
  const blank = ' '.repeat(o.cols);
  while (lines.length < o.rows) lines.push(blank);
  return lines;
}

function drawSquare(
  s: GameState, x: number, y: number, k: number, tiles: Map<number, Tile>, occupants: Map<number, Occupant[]>,
  frontier: Set<number>, marks: Set<number>, o: BoardOptions, theme: Theme,
): [string, string, string] {
  const isCursor = o.cursor != null && o.cursor[0] === x && o.cursor[1] === y;
  const ghost = o.ghost && o.ghost.at[0] === x && o.ghost.at[1] === y ? o.ghost : null;
  const occ = occupants.get(k) ?? [];
  if (ghost) {
    const t: Tile = {
      x, y, type: ghost.card.type, shape: ghost.card.shape, open: ghost.open, blasted: 0,
      ...(ghost.card.faces ? { faces: ghost.card.faces } : {}), ...(ghost.arrow ? { arrow: ghost.arrow } : {}),
      rubble: false, flooded: false, rope: false,
    };
    return drawTileCell(t, occ, { box: BOX_GHOST, wall: theme.ghost, gasLeak: s.gasLeak }, theme);
  }
  const t = tiles.get(k);
  if (t) {
    const marked = isCursor || marks.has(k);
    return drawTileCell(t, occ, {
      box: marked ? BOX_CURSOR : BOX_PLAIN,
      wall: marked ? theme.cursor : theme.wall[t.type],
      gasLeak: s.gasLeak,
    }, theme);
  }
  if (isCursor) return drawCursorCell(BOX_CURSOR, theme.cursor, '');
  return frontier.has(k) ? drawFrontierCell(theme) : drawEmptyCell();
}

/** The orientation a ghost's arrow takes: ledges and drops point away from the revealer. */
export function ghostArrow(card: TileCard, dir: Dir): Dir | undefined {
  return card.type === 'ledge' || card.type === 'drop' ? dir : undefined;
}

