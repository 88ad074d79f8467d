// The cave, drawn as lines of text for one <Text>: every tile at the chosen size (zoom.ts) with its
// art (art.ts), cavers by number and horrors, the squares where the cave can grow, the tile being
// placed, and the marks a caller puts on squares (a choice's options, a path, a cursor, a danger).
// The window follows camera.ts: the whole cave centred when it fits, else what must stay in view.
import {
  BIT,
  DELTA,
  DIRS,
  caverDef,
  isConscious,
  key,
  onTile,
  type CaverId,
  type Dir,
  type GameState,
  type Pos,
  type Tile,
  type TileCard,
} from '../../engine/index.js';
import type { BoardPaints, MarkKind, Theme } from '../theme.js';
import { boundsOf, camera, type Bounds, type View } from './camera.js';
import {
  emptyCell,
  frontierCell,
  tileCell,
  type Frame,
  type Occupant,
  type SquareMark,
  type TileCell,
} from './cell.js';
import { gridLines } from './grid.js';
import { BOX_GHOST, BOX_PLAIN, DOWN_DIGITS, MARK, MARK_FRAME, UP_DIGITS } from './glyphs.js';
import { tileLook } from './looks.js';
import { ZOOMS, type Zoom } from './zoom.js';
import { language, type Lang } from '../../words/index.js';

/** A tile about to be placed, shown in place (double frame) while its orientation is chosen. */
export interface Ghost {
  readonly at: Pos;
  readonly card: TileCard;
  readonly open: number;
  readonly arrow?: Dir;
}

/** A mark on a square: drawn with its own frame and a glyph (and an optional 1-2 character label). */
export interface BoardMark {
  readonly at: Pos;
  readonly kind: MarkKind;
  readonly label?: string;
}

export interface BoardOptions {
  /** Size of the board area in characters. */
  readonly cols: number;
  readonly rows: number;
  /** Tile size (default: small). */
  readonly zoom?: Zoom;
  /** Where to centre the window when the cave does not fit and nothing else decides. */
  readonly focus?: Pos;
  /** Squares to keep in view, the most important first. */
  readonly keep?: readonly Pos[];
  /** The acting caver (drawn ▶n). */
  readonly active?: CaverId | null;
  readonly ghost?: Ghost | null;
  readonly marks?: readonly BoardMark[];
  /** The window shown last: kept while it shows what it must (no jumping at every step). */
  readonly prev?: { readonly x0: number; readonly y0: number } | null;
}

/**
 * What the cave's tiles alone decide, worked out once per tiles array: the engine never changes a
 * state's tiles array once the state is returned (a step that changes the cave makes a new one), and
 * most frames (a key that opens a prompt, moves a cursor, puts a page up) draw the same tiles.
 */
interface CaveShape {
  /** Each tile by its square (engine `key`). */
  readonly tiles: ReadonlyMap<number, Tile>;
  /** The frontier's squares, in the order frontierSquares gives them, and their keys. */
  readonly frontier: readonly Pos[];
  readonly frontierKeys: ReadonlySet<number>;
  /** Bounds of the tiles, and of the tiles with the frontier. */
  readonly tileBounds: Bounds | null;
  readonly caveBounds: Bounds | null;
}

const shapes = new WeakMap<readonly Tile[], CaveShape>();

function caveShape(tiles: readonly Tile[]): CaveShape {
  const known = shapes.get(tiles);
  if (known) return known;
  const byKey = new Map<number, Tile>();
  for (let i = 0; i < tiles.length; i++) byKey.set(key(tiles[i].x, tiles[i].y), tiles[i]);
  const frontierKeys = new Set<number>();
  const frontier: Pos[] = [];
  for (let i = 0; i < tiles.length; i++) {
    const t = tiles[i];
    for (let j = 0; j < DIRS.length; j++) {
      const d = DIRS[j];
      if (!(t.open & BIT[d])) continue;
      const x = t.x + DELTA[d][0];
      const y = t.y + DELTA[d][1];
      const k = key(x, y);
      if (byKey.has(k) || frontierKeys.has(k)) continue;
      frontierKeys.add(k);
      frontier.push([x, y]);
    }
  }
  const tilePos = tiles.map((t): Pos => [t.x, t.y]);
  const shape: CaveShape = {
    tiles: byKey,
    frontier,
    frontierKeys,
    tileBounds: boundsOf(tilePos),
    caveBounds: boundsOf([...tilePos, ...frontier]),
  };
  shapes.set(tiles, shape);
  return shape;
}

/** Squares with no tile that an open side faces: where the cave can grow. */
export function frontierSquares(s: GameState): readonly Pos[] {
  return caveShape(s.tiles).frontier;
}

/** The bounds and one more square in them. */
function withSquare(b: Bounds | null, [x, y]: Pos): Bounds {
  if (!b) return { minX: x, minY: y, maxX: x, maxY: y };
  return { minX: Math.min(b.minX, x), minY: Math.min(b.minY, y), maxX: Math.max(b.maxX, x), maxY: Math.max(b.maxY, y) };
}

/** The window the board shows for these options. */
export function boardView(s: GameState, o: BoardOptions): View {
  const zoom = o.zoom ?? ZOOMS[0];
  const shape = caveShape(s.tiles);
  const cave = o.ghost ? withSquare(shape.caveBounds, o.ghost.at) : shape.caveBounds;
  const keep = o.keep ?? [];
  const focus = o.focus ?? keep[0] ?? s.cavers.find((c) => c.at)?.at ?? [0, 0];
  return camera({ cols: o.cols, rows: o.rows, zoom, cave, tiles: shape.tileBounds, keep, focus, prev: o.prev ?? null });
}

function occupantsBySquare(
  s: GameState,
  active: CaverId | null | undefined,
  zoom: Zoom,
  p: BoardPaints,
): Map<number, Occupant[]> {
  const out = new Map<number, Occupant[]>();
  const add = (at: Pos, o: Occupant): void => {
    const k = key(at[0], at[1]);
    const list = out.get(k);
    if (list) list.push(o);
    else out.set(k, [o]);
  };
  for (const c of s.cavers) {
    const at = onTile(c) ? c.at : null;
    if (at === null) continue;
    const n = caverDef(c.id).number;
    if (!isConscious(c)) add(at, { text: DOWN_DIGITS[n], paint: p.down });
    else if (c.id === active) add(at, { text: MARK.active + UP_DIGITS[n], paint: p.active, keep: true });
    else add(at, { text: UP_DIGITS[n], paint: p.caver });
  }
  const horror = zoom.h === 3 ? MARK.horror : `«${MARK.horror}»`;
  for (const h of s.horrors) add(h.at, { text: horror, paint: p.horror, keep: true });
  return out;
}

/**
 * Drawn cells by everything that decides them (size, look, sides, occupants, frame, mark), per
 * theme: most squares look the same from one frame to the next, so most frames draw no cell anew.
 */
const cellCache = new WeakMap<Theme, Map<Lang, Map<string, string[]>>>();
const CACHE_MAX = 4000;

/** The drawn cells of a theme in a language (the Start's and the Exit's names are written on them in the language spoken). */
function cellsOf(theme: Theme, lang: Lang): Map<string, string[]> {
  let byLang = cellCache.get(theme);
  if (!byLang) {
    byLang = new Map();
    cellCache.set(theme, byLang);
  }
  let m = byLang.get(lang);
  if (!m) {
    m = new Map();
    byLang.set(lang, m);
  }
  return m;
}

function cached(m: Map<string, string[]>, k: string, draw: () => string[]): string[] {
  let lines = m.get(k);
  if (!lines) {
    if (m.size >= CACHE_MAX) m.clear();
    lines = draw();
    m.set(k, lines);
  }
  return lines;
}

function occKey(occ: readonly Occupant[] | undefined): string {
  if (!occ) return '';
  let k = '';
  for (const o of occ) k += o.text + (o.keep ? '!' : '.');
  return k;
}

export interface DrawnBoard {
  readonly lines: string[];
  readonly view: View;
}

export function drawBoardView(s: GameState, o: BoardOptions, theme: Theme): DrawnBoard {
  const zoom = o.zoom ?? ZOOMS[0];
  const p = theme.board;
  const view = boardView(s, o);
  const shape = caveShape(s.tiles);
  const tiles = shape.tiles;
  const frontier = shape.frontierKeys;
  const cells = cellsOf(theme, language());
  const occupants = occupantsBySquare(s, o.active, zoom, p);
  const marks = new Map<number, SquareMark>();
  // The first mark given for a square wins (callers list the selected option before the others).
  for (const m of o.marks ?? []) {
    const k = key(m.at[0], m.at[1]);
    if (!marks.has(k)) marks.set(k, m.label === undefined ? { kind: m.kind } : { kind: m.kind, label: m.label });
  }
  const leaking = s.gasLeak > 0;
  const blankRow = ' '.repeat(o.cols);
  const lines: string[] = [];
  for (let i = 0; i < view.padY; i++) lines.push(blankRow);
  const left = ' '.repeat(view.padX);
  const right = ' '.repeat(Math.max(0, o.cols - view.padX - view.w * zoom.w));
  for (let cy = 0; cy < view.h; cy++) {
    const rows: string[] = new Array<string>(zoom.h).fill(left);
    for (let cx = 0; cx < view.w; cx++) {
      const x = view.x0 + cx;
      const y = view.y0 + cy;
      const k = key(x, y);
      const mark = marks.get(k) ?? null;
      const markFrame: Frame | null = mark ? { box: MARK_FRAME[mark.kind].box, paint: p.mark[mark.kind] } : null;
      const markKey = mark ? `${mark.kind}${mark.label ?? ''}` : '';
      const ghost = o.ghost && o.ghost.at[0] === x && o.ghost.at[1] === y ? o.ghost : null;
      const t = tiles.get(k);
      const occ = occupants.get(k);
      let cl: string[];
      if (ghost) {
        const art: TileCell = {
          look: tileLook(
            {
              x,
              y,
              type: ghost.card.type,
              shape: ghost.card.shape,
              open: ghost.open,
              blasted: 0,
              rubble: false,
              flooded: false,
              rope: false,
            },
            leaking,
          ),
          open: ghost.open,
          blasted: 0,
          ...(ghost.card.faces ? { faces: ghost.card.faces } : {}),
          ...(ghost.arrow ? { arrow: ghost.arrow } : {}),
        };
        cl = cached(cells, `g${zoom.name}${art.look}${art.open}${art.arrow}${art.faces}|${occKey(occ)}`, () =>
          gridLines(tileCell(zoom, art, occ ?? [], { box: BOX_GHOST, paint: p.ghost }, null, p)),
        );
      } else if (t) {
        const look = tileLook(t, leaking);
        cl = cached(
          cells,
          `t${zoom.name}${look}${t.open},${t.blasted}${t.arrow}${t.faces}|${occKey(occ)}|${markKey}`,
          () => {
            const art: TileCell = {
              look,
              open: t.open,
              blasted: t.blasted,
              ...(t.faces ? { faces: t.faces } : {}),
              ...(t.arrow ? { arrow: t.arrow } : {}),
            };
            return gridLines(
              tileCell(zoom, art, occ ?? [], markFrame ?? { box: BOX_PLAIN, paint: p.wall[look] }, mark, p),
            );
          },
        );
      } else if (frontier.has(k))
        cl = cached(cells, `f${zoom.name}${markKey}`, () => gridLines(frontierCell(zoom, p, mark, markFrame)));
      else cl = cached(cells, `e${zoom.name}${markKey}`, () => gridLines(emptyCell(zoom, mark, markFrame)));
      for (let r = 0; r < zoom.h; r++) rows[r] += cl[r];
    }
    for (const r of rows) lines.push(r + right);
  }
  while (lines.length < o.rows) lines.push(blankRow);
  moreHints(lines, shape, view, zoom, o, p);
  return { lines, view };
}

/** Arrows in the margins where the cave (its tiles, or the frontier's squares) goes on beyond the window (where there is a margin). */
function moreHints(lines: string[], shape: CaveShape, view: View, zoom: Zoom, o: BoardOptions, p: BoardPaints): void {
  // The cave (its tiles and the frontier's squares) goes on beyond the window where its bounds do.
  const b = shape.caveBounds;
  const west = b !== null && b.minX < view.x0;
  const east = b !== null && b.maxX >= view.x0 + view.w;
  const north = b !== null && b.minY < view.y0;
  const south = b !== null && b.maxY >= view.y0 + view.h;
  const midRow = view.padY + Math.floor((view.h * zoom.h) / 2);
  const midCol = view.padX + Math.floor((view.w * zoom.w) / 2);
  const right = view.padX + view.w * zoom.w;
  const set = (row: number, col: number, ch: string): void => {
    if (row < 0 || row >= lines.length || col < 0 || col >= o.cols) return;
    // Only blank margin rows and columns get a hint, so a plain line has no escapes to step around.
    const line = lines[row];
    if (line.length !== o.cols) return;
    lines[row] = line.slice(0, col) + p.frontier(ch) + line.slice(col + 1);
  };
  // Lines are plain text where the margins are: the margin columns of a row are its first padX and
  // its last characters, and blank rows are all spaces.
  if (west && view.padX > 0) lines[midRow] = p.frontier(MARK.moreW) + lines[midRow].slice(1);
  if (east && o.cols - right > 0) lines[midRow] = lines[midRow].slice(0, -1) + p.frontier(MARK.moreE);
  if (north && view.padY > 0) set(view.padY - 1, midCol, MARK.moreN);
  if (south && view.padY + view.h * zoom.h < lines.length) set(view.padY + view.h * zoom.h, midCol, MARK.moreS);
}

export function drawBoard(s: GameState, o: BoardOptions, theme: Theme): string[] {
  return drawBoardView(s, o, theme).lines;
}

/** The orientation a ghost's arrow takes: ledges and drops point away from the revealer. */
export function ghostArrow(card: TileCard, dir: Dir): Dir | undefined {
  return card.type === 'ledge' || card.type === 'drop' ? dir : undefined;
}
