// Plain text as a terminal shows it: how many columns it takes, and a form safe to print.
// Wide East Asian characters and emoji take two columns, combining marks and joiners none; control
// characters (from a file or a seed) are never sent to the terminal, but shown escaped.

/** Code point ranges a terminal draws two columns wide (East Asian Wide and Fullwidth, emoji). */
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x231a, 0x231b],
  [0x2329, 0x232a],
  [0x23e9, 0x23ec],
  [0x23f0, 0x23f0],
  [0x23f3, 0x23f3],
  [0x25fd, 0x25fe],
  [0x2614, 0x2615],
  [0x2648, 0x2653],
  [0x267f, 0x267f],
  [0x2693, 0x2693],
  [0x26a1, 0x26a1],
  [0x26aa, 0x26ab],
  [0x26bd, 0x26be],
  [0x26c4, 0x26c5],
  [0x26ce, 0x26ce],
  [0x26d4, 0x26d4],
  [0x26ea, 0x26ea],
  [0x26f2, 0x26f3],
  [0x26f5, 0x26f5],
  [0x26fa, 0x26fa],
  [0x26fd, 0x26fd],
  [0x2705, 0x2705],
  [0x270a, 0x270b],
  [0x2728, 0x2728],
  [0x274c, 0x274c],
  [0x274e, 0x274e],
  [0x2753, 0x2755],
  [0x2757, 0x2757],
  [0x2795, 0x2797],
  [0x27b0, 0x27b0],
  [0x27bf, 0x27bf],
  [0x2b1b, 0x2b1c],
  [0x2b50, 0x2b50],
  [0x2b55, 0x2b55],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x16fe0, 0x16fe4],
  [0x17000, 0x18aff],
  [0x1b000, 0x1b2ff],
  [0x1f004, 0x1f004],
  [0x1f0cf, 0x1f0cf],
  [0x1f18e, 0x1f18e],
  [0x1f191, 0x1f19a],
  [0x1f200, 0x1f251],
  [0x1f300, 0x1f64f],
  [0x1f680, 0x1f6ff],
  [0x1f7e0, 0x1f7eb],
  [0x1f90c, 0x1f9ff],
  [0x1fa70, 0x1faff],
  [0x20000, 0x3fffd],
];

const ZERO_WIDTH = /^[\p{Mn}\p{Me}\u200b-\u200f\u2060\ufe00-\ufe0f]$/u;
const SIMPLE = /^[\x20-\x7e]*$/;

function isWide(cp: number): boolean {
  if (cp < 0x1100) return false;
  let lo = 0;
  let hi = WIDE.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < WIDE[mid][0]) hi = mid - 1;
    else if (cp > WIDE[mid][1]) lo = mid + 1;
    else return true;
  }
  return false;
}

/** Columns one character (code point) takes. */
export function charWidth(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0;
  if (cp < 0x300) return 1;
  if (ZERO_WIDTH.test(ch)) return 0;
  return isWide(cp) ? 2 : 1;
}

/**
 * Columns a code point takes, as charWidth says, remembered for the Basic Multilingual Plane (a
 * byte each, 0 while not yet asked): a frame measures thousands of characters, and going through a
 * one-character string and a regular expression for each made garbage of every one.
 */
const BMP_WIDTH = new Uint8Array(0x10000);

function codeWidth(cp: number): number {
  if (cp < 0x300) return 1;
  if (cp > 0xffff) return charWidth(String.fromCodePoint(cp));
  const known = BMP_WIDTH[cp];
  if (known !== 0) return known - 1;
  const w = charWidth(String.fromCodePoint(cp));
  BMP_WIDTH[cp] = w + 1;
  return w;
}

/**
 * The code point at `i` (a surrogate pair's whole, a lone surrogate's own value, as `for … of`
 * reads them) and how many UTF-16 units it takes, packed: code point * 2 + (units - 1).
 */
function codeAt(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
    const d = s.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return ((c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000) * 2 + 1;
  }
  return c * 2;
}

/** Columns a line of plain text (no escape sequences) takes. */
export function textWidth(s: string): number {
  if (SIMPLE.test(s)) return s.length;
  let w = 0;
  for (let i = 0; i < s.length;) {
    const c = s.charCodeAt(i);
    if (c < 0x300) {
      w += 1;
      i += 1;
      continue;
    }
    const packed = codeAt(s, i);
    w += codeWidth(packed >> 1);
    i += (packed & 1) + 1;
  }
  return w;
}

/** The longest start of `s` that fits in `n` columns. */
export function cutToWidth(s: string, n: number): string {
  if (SIMPLE.test(s)) return s.slice(0, Math.max(0, n));
  let w = 0;
  let i = 0;
  while (i < s.length) {
    const packed = codeAt(s, i);
    const cw = codeWidth(packed >> 1);
    if (w + cw > n) break;
    w += cw;
    i += (packed & 1) + 1;
  }
  return s.slice(0, i);
}

/** Text safe to print: control characters (C0, DEL, C1) become visible escapes such as \x1b. */
export function printable(s: string): string {
  return s.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** `s` followed by spaces up to `n` columns (wide characters count two); never cut. */
export function padTo(s: string, n: number): string {
  const w = textWidth(s);
  return w >= n ? s : s + ' '.repeat(n - w);
}
