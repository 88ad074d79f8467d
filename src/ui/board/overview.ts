// The whole cave at a glance (O): one character a square, two columns apart, with the cavers (their
// numbers; ▶ before the acting one's), the horrors (H), the Exit (E), the frontier (?) and every
// other tile by its type letter; the window the board shows is bracketed ([ ]) on each of its rows,
// and a look cursor by the board's cursor sides (┇ ┇).
// A cave too large even for this is shown around the board's window. Its first row is its title.
import { type CaverId, caverDef, type GameState, isConscious, onTile, type Pos } from '../../engine/index.js';
import { say } from '../../words/index.js';
import { keyOf } from '../input/keys.js';
import { fit } from '../layout.js';
import type { Theme } from '../theme.js';
import type { View } from './camera.js';
import { frontierSquares } from './drawBoard.js';
import { DOWN_DIGITS, MARK, MARK_FRAME, TYPE_GLYPH } from './glyphs.js';

const key = (x: number, y: number): string => `${x},${y}`;
/** Each side of the look cursor's square: the board's cursor frame's side. */
const CURSOR_SIDE = MARK_FRAME.cursor.box.v;

/**
 * The squares the overview covers: every tile and frontier square, and the board's window (which
 * may keep a square of room past the cave's edge: its brackets are drawn round it all the same).
 */
function caveBounds(s: GameState, view: View): { minX: number; minY: number; maxX: number; maxY: number } {
  const all: Pos[] = [
    ...s.tiles.map((t): Pos => [t.x, t.y]),
    ...frontierSquares(s),
    [view.x0, view.y0],
    [view.x0 + view.w - 1, view.y0 + view.h - 1],
  ];
  let minX = 0;
  let minY = 0;
  let maxX = 0;
  let maxY = 0;
  for (const [x, y] of all) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { minX, minY, maxX, maxY };
}

/** The first square shown along one axis: all of [lo, hi] when `n` squares hold it, else a run of `n` centred on the window. */
function start(lo: number, hi: number, n: number, from: number, len: number): number {
  if (hi - lo + 1 <= n) return lo;
  const mid = from + Math.floor(len / 2) - Math.floor(n / 2);
  return Math.max(lo, Math.min(hi - n + 1, mid));
}

/** The overview in `cols` × `rows` (plain lines of exactly `cols` columns, painted by the theme). */
export function overviewLines(
  s: GameState,
  view: View,
  active: CaverId | null,
  cols: number,
  allRows: number,
  theme: Theme,
  cursor: Pos | null = null,
): string[] {
  const p = theme.board;
  const rows = Math.max(1, allRows - 1);
  const b = caveBounds(s, view);
  const across = Math.max(1, Math.floor((cols - 1) / 2));
  const x0 = start(b.minX, b.maxX, across, view.x0, view.w);
  const y0 = start(b.minY, b.maxY, rows, view.y0, view.h);
  const w = Math.min(across, b.maxX - b.minX + 1);
  const h = Math.min(rows, b.maxY - b.minY + 1);
  const tiles = new Map(s.tiles.map((t) => [key(t.x, t.y), t]));
  const frontier = new Set(frontierSquares(s).map(([x, y]) => key(x, y)));
  const horrors = new Set(s.horrors.map((hh) => key(hh.at[0], hh.at[1])));
  const cavers = new Map<string, { id: CaverId; up: boolean }[]>();
  for (const c of s.cavers) {
    if (!onTile(c) || c.at === null) continue;
    const k = key(c.at[0], c.at[1]);
    const list = cavers.get(k) ?? [];
    list.push({ id: c.id, up: isConscious(c) });
    cavers.set(k, list);
  }
  const padX = Math.max(0, Math.floor((cols - (2 * w + 1)) / 2));
  const padY = Math.max(0, Math.floor((rows - h) / 2));
  const out: string[] = [theme.title(fit(say('overview.title', { key: keyOf('overview') }), cols))];
  for (let i = 0; i < padY; i++) out.push(' '.repeat(cols));
  for (let r = 0; r < h; r++) {
    const y = y0 + r;
    const inRows = y >= view.y0 && y < view.y0 + view.h;
    let line = ' '.repeat(padX);
    let width = padX;
    // The look cursor's row: its sides stand in the columns before and after its square (over the
    // window's brackets, which the other rows still show).
    const cursorSide = (x: number): boolean =>
      cursor !== null && y === cursor[1] && (x === cursor[0] || x === cursor[0] + 1);
    for (let c = 0; c < w; c++) {
      const x = x0 + c;
      // The column before a square: the window's left bracket, the right one after its last square.
      const sep = inRows && x === view.x0 ? '[' : inRows && x === view.x0 + view.w ? ']' : ' ';
      const acting = active !== null && cavers.get(key(x, y))?.some((cv) => cv.id === active) === true;
      // One column, several marks that may want it: the cursor's side where the cursor is on this
      // square (it frames the square looked at); the acting caver's ▶ (it used to give way to the
      // cursor's far side, and the acting caver was then hard to find); the cursor's far side; the
      // window's bracket (as before, under both cursor sides and over the ▶: every row of the
      // window shows it).
      line +=
        cursor !== null && y === cursor[1] && x === cursor[0]
          ? p.mark.cursor(CURSOR_SIDE)
          : acting && sep === ' '
            ? p.active(MARK.active)
            : cursorSide(x)
              ? p.mark.cursor(CURSOR_SIDE)
              : sep !== ' '
                ? theme.key(sep)
                : sep;
      line += glyph(x, y);
      width += 2;
    }
    const end = cursorSide(x0 + w)
      ? p.mark.cursor(CURSOR_SIDE)
      : inRows && x0 + w === view.x0 + view.w
        ? theme.key(']')
        : ' ';
    line += end;
    width += 1;
    out.push(line + ' '.repeat(Math.max(0, cols - width)));
  }
  while (out.length < allRows) out.push(' '.repeat(cols));
  return out.slice(0, allRows);

  function glyph(x: number, y: number): string {
    const k = key(x, y);
    const here = cavers.get(k);
    if (horrors.has(k)) return p.horror(MARK.horror);
    if (here && here.length > 0) {
      const act = here.find((c) => c.id === active);
      if (act) return p.active(String(caverDef(act.id).number));
      if (here.length > 1) return p.caver(MARK.more);
      const n = caverDef(here[0].id).number;
      return here[0].up ? p.caver(String(n)) : p.down(DOWN_DIGITS[n]);
    }
    const t = tiles.get(k);
    if (t) return t.type === 'exit' ? theme.good(TYPE_GLYPH.exit) : TYPE_GLYPH[t.type];
    if (frontier.has(k)) return p.frontier(MARK.frontier);
    return ' ';
  }
}
