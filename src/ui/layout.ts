// How the table screen divides the terminal: header, board and panel, log, prompt lines.
import { cutToWidth, textWidth } from '../text/width.js';
export const MIN_COLS = 80;
export const MIN_ROWS = 24;

export interface TableLayout {
  readonly cols: number;
  readonly rows: number;
  readonly boardCols: number;
  readonly panelCols: number;
  /** Rows of the board and panel band. */
  readonly middleRows: number;
  readonly logRows: number;
}

export function tableLayout(cols: number, rows: number): TableLayout {
  const panelCols = cols >= 140 ? 40 : cols >= 110 ? 34 : 30;
  const logRows = Math.max(4, Math.min(10, 4 + Math.floor((rows - MIN_ROWS) / 3)));
  const middleRows = rows - 1 - logRows - 2;
  return { cols, rows, boardCols: cols - panelCols - 1, panelCols, middleRows, logRows };
}

/** Pad or cut a plain string to exactly n columns (wide characters count two). */
export function fit(s: string, n: number): string {
  const w = textWidth(s);
  if (w <= n) return s + ' '.repeat(n - w);
  const cut = cutToWidth(s, Math.max(0, n - 1)) + '…';
  return cut + ' '.repeat(Math.max(0, n - textWidth(cut)));
}

/**
 * Word-wrap plain text to lines of at most n columns (wide characters count two); a word longer
 * than a line (a file path) is broken across lines, never cut.
 */
export function wrap(text: string, n: number): string[] {
  // A line that fits is kept as it is (its spacing too).
  if (!text.includes('\n') && textWidth(text) <= n) return text.trim() === '' ? [] : [text];
  const out: string[] = [];
  let line = '';
  let w = 0;
  // A no-break space (French puts one before : ; ! ? and inside its quotes) holds its neighbours together.
  for (let word of text.split(/[^\S\u00a0\u202f]+/)) {
    if (word === '') continue;
    let ww = textWidth(word);
    if (line && w + 1 + ww > n) {
      out.push(line);
      line = '';
      w = 0;
    }
    while (ww > n) {
      // Too long for any line: as much as fits on this one, the rest on the next.
      const room = line ? n - w - 1 : n;
      const head = cutToWidth(word, Math.max(1, room));
      out.push(line ? `${line} ${head}` : head);
      line = '';
      w = 0;
      word = word.slice(head.length);
      ww = textWidth(word);
    }
    if (word === '') continue;
    line = line ? `${line} ${word}` : word;
    w += (w ? 1 : 0) + ww;
  }
  if (line) out.push(line);
  return out;
}

/**
 * A line of " · "-separated phrases wrapped (the prompt, the status line, the daily cave's line to
 * share): most phrases are a key and what it does ("←/→ turn", "I: play it"), so a phrase that fits
 * on a line is never broken (the line before it ends with the "·"); only one too long for a line of
 * its own is wrapped word by word.
 */
export function wrapPhrases(text: string, n: number): string[] {
  if (textWidth(text) <= n) return wrap(text, n);
  const out: string[] = [];
  const phrases = text.split(' · ');
  let line = '';
  phrases.forEach((phrase, i) => {
    // A line that goes on keeps room for its " ·".
    const room = i === phrases.length - 1 ? n : n - 2;
    const joined = line ? `${line} · ${phrase}` : phrase;
    if (textWidth(joined) <= room) {
      line = joined;
      return;
    }
    // A phrase that fits on a line starts the next one; a longer one goes on from here, word by word.
    const short = textWidth(phrase) <= room;
    if (line && short) out.push(`${line} ·`);
    const rows = short ? [phrase] : wrap(joined, n - 2);
    line = rows.pop() ?? '';
    out.push(...rows);
  });
  if (line) out.push(line);
  return out;
}

/** A log line in rows of at most n columns: as it is when it fits, else wrapped, the rows after the first indented. */
export function wrapLogLine(line: string, n: number): string[] {
  if (textWidth(line) <= n) return [line];
  const rows = wrap(line, n - 2);
  return rows.length === 0 ? [''] : rows.map((r, i) => (i === 0 ? r : `  ${r}`));
}

/** A text screen's block on a large terminal: this wide and tall at most, centred across and down. */
export const SCREEN_BLOCK = { cols: 100, rows: 36 } as const;

/** Where a text screen (setup, end) goes: the whole terminal up to 120×40, else a centred block. */
export interface ScreenBox {
  readonly w: number;
  readonly h: number;
  readonly left: number;
  readonly top: number;
}

export function screenBox(cols: number, rows: number): ScreenBox {
  const w = cols >= 120 ? Math.min(cols, SCREEN_BLOCK.cols) : cols;
  const h = rows >= 40 ? Math.min(rows, SCREEN_BLOCK.rows) : rows;
  return { w, h, left: Math.floor((cols - w) / 2), top: Math.floor((rows - h) / 2) };
}

/** A screen's lines (each at most the box's width) put in its box: blank rows above, spaces before. */
export function placeInBox(lines: readonly string[], box: ScreenBox, rows: number): string[] {
  const pad = ' '.repeat(box.left);
  const out: string[] = [];
  for (let i = 0; i < box.top; i++) out.push('');
  for (const l of lines) out.push(box.left > 0 && l !== '' ? pad + l : l);
  return out.slice(0, rows);
}
