// The cave tiles as data (RULES.md §5): the 64-tile deck, shapes and their orientations.
import { BIT, rotate } from './dirs.js';
import type { Refusal } from './refusal.js';
import type { CardType, Shape, TileCard, TileType } from './types.js';

/** The shape with its north-most canonical opening; rotations give the rest. */
export const SHAPE_MASK: Readonly<Record<Shape, number>> = {
  X: BIT.N | BIT.E | BIT.S | BIT.W,
  T: BIT.N | BIT.E | BIT.S,
  L: BIT.N | BIT.E,
  I: BIT.N | BIT.S,
  D: BIT.N,
};

/** Every distinct orientation of a shape, as side masks. */
export const ORIENTATIONS: Readonly<Record<Shape, readonly number[]>> = (() => {
  const out = {} as Record<Shape, number[]>;
  for (const shape of Object.keys(SHAPE_MASK) as Shape[]) {
    const seen: number[] = [];
    let m = SHAPE_MASK[shape];
    for (let i = 0; i < 4; i++, m = rotate(m)) if (!seen.includes(m)) seen.push(m);
    out[shape] = seen;
  }
  return out;
})();

/** Orientations of a shape that include a given side: ORIENT_WITH[shape][sideBit]. */
export const ORIENT_WITH: Readonly<Record<Shape, readonly (readonly number[])[]>> = (() => {
  const out = {} as Record<Shape, number[][]>;
  for (const shape of Object.keys(SHAPE_MASK) as Shape[]) {
    out[shape] = Array.from({ length: 16 }, (_, bit) => ORIENTATIONS[shape].filter((m) => m & bit));
  }
  return out;
})();

/**
 * Every tile type, the Start's first. Their names and the rules the screens show are words
 * (src/words/en/game.ts: `tile.<type>`), the Turkish and French rulebooks' among them.
 */
// prettier-ignore
export const TILE_TYPES: readonly TileType[] = [
  'start', 'exit', 'empty', 'water', 'gas', 'cavein', 'horror', 'tunnel', 'ledge', 'drop', 'rough',
];

/** The 64 cave tiles (the Exit is added at setup). Shapes and counts: RULES.md §5. */
// prettier-ignore
const COUNTS: ReadonlyArray<readonly [CardType, Shape, number]> = [
  ['empty', 'X', 3], ['empty', 'T', 3], ['empty', 'L', 4], ['empty', 'I', 4], ['empty', 'D', 2],
  ['water', 'X', 2], ['water', 'T', 2], ['water', 'I', 4],
  ['gas', 'T', 2], ['gas', 'L', 5], ['gas', 'I', 1],
  ['horror', 'L', 2], ['horror', 'D', 6],
  ['tunnel', 'I', 3], ['ledge', 'I', 3], ['drop', 'I', 3], ['rough', 'X', 3],
];
const CAVEIN_CORNERS: ReadonlyArray<readonly [number, number]> = [
  [3, 6],
  [2, 6],
  [1, 4],
  [1, 5],
];
const CAVEIN_TEES: ReadonlyArray<readonly [number, number]> = [
  [2, 3],
  [1, 6],
  [3, 5],
  [4, 5],
  [1, 3],
  [4, 6],
  [2, 5],
  [2, 4],
];

export const CAVE_TILES: readonly TileCard[] = (() => {
  const out: TileCard[] = [];
  for (const [type, shape, n] of COUNTS) for (let i = 0; i < n; i++) out.push({ type, shape });
  for (const faces of CAVEIN_TEES) out.push({ type: 'cavein', shape: 'T', faces });
  for (const faces of CAVEIN_CORNERS) out.push({ type: 'cavein', shape: 'L', faces });
  return out;
})();

export const EXIT_TILE: TileCard = { type: 'exit', shape: 'D' };

/** The types a cave tile card can have: every kind but the Start tile. */
export const CARD_TYPES: readonly CardType[] = TILE_TYPES.filter((t): t is CardType => t !== 'start');
/** The shapes a tile can have. */
export const SHAPES: readonly Shape[] = Object.keys(SHAPE_MASK) as Shape[];

/** `type:shape` or `cavein:shape:a,b` (RECORD.md). */
export function tileId(t: TileCard): string {
  return t.faces ? `${t.type}:${t.shape}:${t.faces[0]},${t.faces[1]}` : `${t.type}:${t.shape}`;
}

export function parseTileId(s: unknown): TileCard | Refusal {
  if (typeof s !== 'string') return { code: 'tile-not-string' };
  const parts = s.split(':');
  const type = parts[0] as CardType;
  if (!CARD_TYPES.includes(type)) return { code: 'tile-type', id: s, type: parts[0] };
  const shape = parts[1] as Shape;
  if (parts.length < 2 || !SHAPES.includes(shape)) return { code: 'tile-shape', id: s };
  if (type === 'cavein') {
    const faces = (parts[2] ?? '').split(',');
    const a = Number(faces[0]);
    const b = Number(faces[1]);
    if (parts.length !== 3 || faces.length !== 2 || !isFace(a) || !isFace(b))
      return { code: 'tile-faces', id: s, shape };
    return { type, shape, faces: [a, b] };
  }
  if (parts.length !== 2) return { code: 'tile-extra', id: s };
  return { type, shape };
}

function isFace(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= 6;
}
