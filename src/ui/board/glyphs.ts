// The characters a tile cell is drawn with (RULES.md §5 types, markers, cavers, horrors).
import type { Dir, TileType } from '../../engine/index.js';

export const TYPE_GLYPH: Readonly<Record<TileType, string>> = {
  start: 'S', exit: 'E', empty: '·', water: '~', gas: 'g', cavein: 'c', horror: 'h',
  tunnel: '=', ledge: 'l', drop: 'd', rough: 'r',
};

export const MARK = {
  flooded: '≈',
  rubble: '#',
  rope: '§',
  gasLeak: '!',
  blast: '*',
  horror: 'H',
  frontier: '?',
} as const;

export const ARROW: Readonly<Record<Dir, string>> = { N: '↑', E: '→', S: '↓', W: '←' };

/** Caver numbers; fainted cavers are drawn with the raised (superscript) digit. */
export const UP_DIGITS = '012345678';
export const DOWN_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸';

/** Box pieces: plain tiles, the tile being placed (double) and the square under the cursor (heavy). */
export interface BoxSet {
  readonly h: string; readonly v: string;
  readonly tl: string; readonly tr: string; readonly bl: string; readonly br: string;
  /** The wall ends either side of a gap: north (left, right) and south (left, right). */
  readonly nl: string; readonly nr: string; readonly sl: string; readonly sr: string;
}
export const BOX_PLAIN: BoxSet = { h: '─', v: '│', tl: '┌', tr: '┐', bl: '└', br: '┘', nl: '┘', nr: '└', sl: '┐', sr: '┌' };
export const BOX_GHOST: BoxSet = { h: '═', v: '║', tl: '╔', tr: '╗', bl: '╚', br: '╝', nl: '╝', nr: '╚', sl: '╗', sr: '╔' };
export const BOX_CURSOR: BoxSet = { h: '━', v: '┃', tl: '┏', tr: '┓', bl: '┗', br: '┛', nl: '┛', nr: '┗', sl: '┓', sr: '┏' };
