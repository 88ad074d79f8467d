// Columns of plain text: textWidth and cutToWidth read a string by code points as `for … of` does
// (a surrogate pair whole, a lone surrogate on its own), each taking charWidth's columns.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { charWidth, cutToWidth, textWidth } from '../../src/text/width.js';

/** The definitions, character by character. */
function widthByChars(s: string): number {
  let w = 0;
  for (const ch of s) w += charWidth(ch);
  return w;
}

function cutByChars(s: string, n: number): string {
  let w = 0;
  let out = '';
  for (const ch of s) {
    const cw = charWidth(ch);
    if (w + cw > n) break;
    w += cw;
    out += ch;
  }
  return out;
}

// Plain ASCII, the game's own symbols, combining marks and joiners, wide and astral characters, and
// lone halves of surrogate pairs.
// prettier-ignore
const PIECES = [
  'a', ' ', '~', 'é', '·', 'ı', 'İ', '♥', '♡', '─', '▶', '★', '«', '»', '\u00a0', '\u202f', '⏎', '←',
  '\u0301', '\u20dd', '\u200b', '\u200d', '\ufe0f', '\u2060', '中', '한', '！', '⌚', '🐉', '👍🏽', '𝄞',
  '\u{20000}', '\ud83d', '\ude00', '\udbff', 'x\u0300', '\u1100', '\u115f', '\u1160',
];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((xs) => xs.join(''));

describe('text width', () => {
  it('counts as charWidth does over each code point', () => {
    fc.assert(
      fc.property(text, (s) => expect(textWidth(s)).toBe(widthByChars(s))),
      { numRuns: 2000 },
    );
    // Strings of any UTF-16 units.
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => expect(textWidth(s)).toBe(widthByChars(s))),
      { numRuns: 2000 },
    );
  });

  it('cuts at the same character as charWidth over each code point does', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: -1, max: 40 }), (s, n) => expect(cutToWidth(s, n)).toBe(cutByChars(s, n))),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.integer({ min: 0, max: 40 }), (s, n) =>
        expect(cutToWidth(s, n)).toBe(cutByChars(s, n)),
      ),
      { numRuns: 2000 },
    );
  });

  it('gives the widths of known characters', () => {
    expect(textWidth('Caver ♥♥♡ · 中文 🐉')).toBe(19);
    expect(textWidth('e\u0301')).toBe(1);
    expect(textWidth('\ud83d')).toBe(1);
    expect(cutToWidth('中文字', 3)).toBe('中');
    expect(cutToWidth('a🐉b', 2)).toBe('a');
    expect(cutToWidth('a🐉b', 3)).toBe('a🐉');
  });
});
