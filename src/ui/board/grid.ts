// A block of characters, each with its own foreground and background paint: a cell of the board is
// drawn into one, then turned into text lines with as few colour changes as possible.
import type { Paint } from '../theme.js';

export interface Grid {
  readonly w: number;
  readonly h: number;
  readonly ch: string[];
  readonly fg: (Paint | null)[];
  readonly bg: (Paint | null)[];
}

export function makeGrid(w: number, h: number, ch = ' ', fg: Paint | null = null, bg: Paint | null = null): Grid {
  const n = w * h;
  return {
    w,
    h,
    ch: new Array<string>(n).fill(ch),
    fg: new Array<Paint | null>(n).fill(fg),
    bg: new Array<Paint | null>(n).fill(bg),
  };
}

/** Set one character (off-grid positions are ignored); `bg` undefined keeps the background there. */
export function put(g: Grid, x: number, y: number, ch: string, fg: Paint | null, bg?: Paint | null): void {
  if (x < 0 || y < 0 || x >= g.w || y >= g.h) return;
  const i = y * g.w + x;
  g.ch[i] = ch;
  g.fg[i] = fg;
  if (bg !== undefined) g.bg[i] = bg;
}

/** The grid as text lines: runs of characters with the same paints are painted once. */
export function gridLines(g: Grid): string[] {
  const out: string[] = [];
  for (let y = 0; y < g.h; y++) {
    let line = '';
    let run = '';
    let fg: Paint | null = null;
    let bg: Paint | null = null;
    for (let x = 0; x < g.w; x++) {
      const i = y * g.w + x;
      if (g.fg[i] !== fg || g.bg[i] !== bg) {
        line += paintRun(run, fg, bg);
        run = '';
        fg = g.fg[i];
        bg = g.bg[i];
      }
      run += g.ch[i];
    }
    out.push(line + paintRun(run, fg, bg));
  }
  return out;
}

function paintRun(s: string, fg: Paint | null, bg: Paint | null): string {
  if (s === '') return '';
  const inner = fg ? fg(s) : s;
  return bg ? bg(inner) : inner;
}
