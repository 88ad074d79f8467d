// The characters the board is drawn with: tile emblems and textures, markers, cavers and horrors,
// and the frames of tiles and of the marks a caller puts on squares.
import type { Dir, TileType } from '../../engine/index.js';
import type { MarkKind } from '../theme.js';
import type { TileLook } from './looks.js';

/** One letter per tile type (the small tiles, the panel, the legend). */
// prettier-ignore
export const TYPE_GLYPH: Readonly<Record<TileType, string>> = {
  start: 'S', exit: 'E', empty: '·', water: '~', gas: 'g', cavein: 'c', horror: 'h',
  tunnel: '=', ledge: 'l', drop: 'd', rough: 'r',
};

/** The emblem of a small tile: its type letter and, where the look says more, a marker after it. */
// prettier-ignore
export const SMALL_EMBLEM: Readonly<Record<TileLook, string>> = {
  start: 'S', exit: 'E', empty: '·', water: '~', flooded: '≈', gas: 'g', leak: 'g!', cavein: 'c', rubble: 'c#',
  lair: 'h', tunnel: '=', ledge: 'l', 'ledge-rope': 'l§', drop: 'd', 'drop-rope': 'd§', rough: 'r',
};

/**
 * Floor textures: the pattern a tile's floor repeats, shifted by `shift` each row (so the rows
 * interleave). A space is bare floor.
 */
export const TEXTURE: Readonly<Record<TileLook, { readonly pat: string; readonly shift: number }>> = {
  start: { pat: ' ', shift: 0 },
  exit: { pat: ' ', shift: 0 },
  empty: { pat: ' ', shift: 0 },
  water: { pat: '~ ', shift: 1 },
  flooded: { pat: '≈', shift: 0 },
  gas: { pat: '◦ ', shift: 1 },
  leak: { pat: '!◦', shift: 1 },
  cavein: { pat: ',  .  ', shift: 3 },
  rubble: { pat: '#', shift: 0 },
  lair: { pat: '× ', shift: 1 },
  tunnel: { pat: ' ', shift: 0 },
  ledge: { pat: ' ', shift: 0 },
  'ledge-rope': { pat: ' ', shift: 0 },
  drop: { pat: ' ', shift: 0 },
  'drop-rope': { pat: ' ', shift: 0 },
  rough: { pat: '^ ', shift: 1 },
};

/** The texture character at (x, y) of a floor. */
export function textureAt(look: TileLook, x: number, y: number): string {
  const t = TEXTURE[look];
  return t.pat[(x + y * t.shift) % t.pat.length];
}

export const ROCK = '░';

export const MARK = {
  rope: '§',
  blast: '*',
  horror: 'H',
  frontier: '?',
  /** The acting caver, before its number (as in the panel). */
  active: '▶',
  /** A crowd too large for the cell. */
  more: '+',
  /** A ledge's edge (across a north or south way out, and a west or east one): nothing goes out there without a rope. */
  edge: '┄',
  edgeV: '┆',
  rubble: '#',
  /** In the board's margins: the cave goes on that way. */
  moreN: '▲',
  moreE: '▶',
  moreS: '▼',
  moreW: '◀',
} as const;

export const ARROW: Readonly<Record<Dir, string>> = { N: '↑', E: '→', S: '↓', W: '←' };

/** Caver numbers; fainted cavers are drawn with the raised (superscript) digit. */
export const UP_DIGITS = '012345678';
export const DOWN_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸';

/** Box pieces. `nl`/`nr`: the wall ends left and right of a north gap (and above a west/east gap); `sl`/`sr`: south (and below). */
export interface BoxSet {
  readonly h: string;
  readonly v: string;
  readonly tl: string;
  readonly tr: string;
  readonly bl: string;
  readonly br: string;
  readonly nl: string;
  readonly nr: string;
  readonly sl: string;
  readonly sr: string;
}
export const BOX_PLAIN: BoxSet = {
  h: '─',
  v: '│',
  tl: '┌',
  tr: '┐',
  bl: '└',
  br: '┘',
  nl: '┘',
  nr: '└',
  sl: '┐',
  sr: '┌',
};
/** The tile being placed. */
export const BOX_GHOST: BoxSet = {
  h: '═',
  v: '║',
  tl: '╔',
  tr: '╗',
  bl: '╚',
  br: '╝',
  nl: '╝',
  nr: '╚',
  sl: '╗',
  sr: '╔',
};
const HEAVY: BoxSet = { h: '━', v: '┃', tl: '┏', tr: '┓', bl: '┗', br: '┛', nl: '┛', nr: '┗', sl: '┓', sr: '┏' };

/** Each mark's frame, and the glyph in its frame's lower left corner: together they keep the mark without colour. */
export const MARK_FRAME: Readonly<Record<MarkKind, { readonly box: BoxSet; readonly glyph: string | null }>> = {
  actor: { box: HEAVY, glyph: null },
  selected: { box: HEAVY, glyph: '◆' },
  candidate: { box: { ...BOX_PLAIN, h: '┄', v: '┆' }, glyph: '◇' },
  cursor: { box: { ...HEAVY, h: '┅', v: '┇' }, glyph: '+' },
  path: { box: { ...BOX_PLAIN, h: '┈', v: '┊' }, glyph: '•' },
  danger: { box: { ...HEAVY, h: '╍', v: '╏' }, glyph: '!' },
};
