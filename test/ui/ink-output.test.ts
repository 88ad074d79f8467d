// The faster Output bundled in place of Ink's (scripts/patches/output.js) must produce exactly what
// Ink's own produces, frame after frame (its caches live across frames).
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
// @ts-expect-error plain JS module without types
import Fast from '../../scripts/patches/output.js';
import Original from '../../node_modules/ink/build/output.js';

type Op =
  | { t: 'write'; x: number; y: number; text: string }
  | { t: 'clip'; x1?: number; x2?: number; y1?: number; y2?: number }
  | { t: 'unclip' };

const styled = ['\x1b[31m', '\x1b[1m', '\x1b[44m', '\x1b[7m', '\x1b[39m', '\x1b[22m', '\x1b[0m', ''];
const pieces = ['┌─┘', '│', ' ', 'abc', '♥♡', '¹²', '→', '漢字', 'S1268', '·', '\u200b', '\n'];

const textArb = fc
  .array(fc.tuple(fc.constantFrom(...styled), fc.constantFrom(...pieces)), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.map(([s, p]) => s + p).join('') + '\x1b[0m');

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      t: fc.constant('write' as const),
      x: fc.integer({ min: -3, max: 30 }),
      y: fc.integer({ min: 0, max: 8 }),
      text: textArb,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('clip' as const),
      x1: fc.integer({ min: 0, max: 10 }),
      x2: fc.integer({ min: 10, max: 40 }),
      y1: fc.integer({ min: 0, max: 3 }),
      y2: fc.integer({ min: 3, max: 9 }),
    }),
  },
  // Clips on one axis only, and nested clips (Ink intersects them).
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('clip' as const),
      x1: fc.integer({ min: 0, max: 20 }),
      x2: fc.integer({ min: 0, max: 40 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('clip' as const),
      y1: fc.integer({ min: 0, max: 6 }),
      y2: fc.integer({ min: 0, max: 9 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ t: 'unclip' as const }) },
);

function run(
  Cls: new (o: { width: number; height: number }) => {
    write: Function;
    clip: Function;
    unclip: Function;
    get: () => { output: string; height: number };
  },
  ops: Op[],
  width: number,
  height: number,
) {
  const out = new Cls({ width, height });
  const upper = (line: string) => line.toUpperCase();
  for (const op of ops) {
    if (op.t === 'write') out.write(op.x, op.y, op.text, { transformers: op.x % 5 === 0 ? [upper] : [] });
    else if (op.t === 'clip') out.clip(op);
    else out.unclip();
  }
  return out.get();
}

describe('fast Ink output', () => {
  test("gives the same frames as Ink's Output, including repeated and changed frames", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(opArb, { maxLength: 12 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 10, max: 50 }),
        fc.integer({ min: 1, max: 10 }),
        (frames, width, height) => {
          for (const ops of [...frames, ...frames]) {
            expect(run(Fast, ops, width, height)).toEqual(run(Original, ops, width, height));
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('string-width fast path', () => {
  test('every character added to the fast path is one column wide for string-width itself', async () => {
    // @ts-expect-error plain JS module
    const { NARROW_EXTRA } = await import('../../scripts/patches/plugin.mjs');
    const stringWidth = (await import('string-width')).default;
    const chars: string[] = [];
    for (const part of (NARROW_EXTRA as string).match(/.-.|./gu)!) {
      if (part.length === 3 && part[1] === '-') {
        for (let c = part.codePointAt(0)!; c <= part.codePointAt(2)!; c++) chars.push(String.fromCodePoint(c));
      } else chars.push(part);
    }
    expect(chars.length).toBeGreaterThan(140);
    for (const ch of chars) expect([ch, stringWidth(ch)]).toEqual([ch, 1]);
    expect(stringWidth('┌─┘ S1²68 ♥♥♡ ← ⏎ …')).toBe(19);
  });
});
