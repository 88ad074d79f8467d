// Directions, side bitmasks and grid keys.
import type { Dir, Pos } from './types.js';

export const DIRS: readonly Dir[] = ['N', 'E', 'S', 'W'];
export const BIT: Readonly<Record<Dir, number>> = { N: 1, E: 2, S: 4, W: 8 };
export const OPPOSITE: Readonly<Record<Dir, Dir>> = { N: 'S', E: 'W', S: 'N', W: 'E' };
export const DELTA: Readonly<Record<Dir, Pos>> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

// The same tables as functions: a lookup by a varying string key is slow in V8 (a megamorphic keyed
// load); a switch on the four directions is a few pointer comparisons. The rules' hot paths use these.
export function bit(d: Dir): number {
  switch (d) {
    case 'N':
      return 1;
    case 'E':
      return 2;
    case 'S':
      return 4;
    default:
      return 8;
  }
}

export function opposite(d: Dir): Dir {
  switch (d) {
    case 'N':
      return 'S';
    case 'E':
      return 'W';
    case 'S':
      return 'N';
    default:
      return 'E';
  }
}

export function dx(d: Dir): number {
  return d === 'E' ? 1 : d === 'W' ? -1 : 0;
}

export function dy(d: Dir): number {
  return d === 'S' ? 1 : d === 'N' ? -1 : 0;
}

export function isDir(v: unknown): v is Dir {
  return v === 'N' || v === 'E' || v === 'S' || v === 'W';
}

export function step(p: Pos, d: Dir): Pos {
  return [p[0] + dx(d), p[1] + dy(d)];
}

/** A number key for a square (the cave never grows beyond ±500 squares). */
export function key(x: number, y: number): number {
  return (x + 512) * 1024 + (y + 512);
}

export function samePos(a: Pos | null, b: Pos | null): boolean {
  return a !== null && b !== null && a[0] === b[0] && a[1] === b[1];
}

const SIDES: readonly string[] = Array.from({ length: 16 }, (_, mask) => DIRS.filter((d) => mask & BIT[d]).join(''));

/** "NESW"-ordered side letters of a bitmask. */
export function sidesString(mask: number): string {
  return SIDES[mask & 15];
}

/** Parse side letters in any order ("SN", "nes") into a bitmask; null if not a set of sides. */
export function parseSides(s: string): number | null {
  if (typeof s !== 'string' || s.length === 0 || s.length > 4) return null;
  let mask = 0;
  const u = s.toUpperCase();
  for (let i = 0; i < u.length; i++) {
    const ch = u[i];
    if (!isDir(ch) || mask & bit(ch)) return null;
    mask |= bit(ch);
  }
  return mask;
}

/** Rotate a side mask a quarter turn clockwise. */
export function rotate(mask: number): number {
  return ((mask << 1) | (mask >> 3)) & 15;
}

/** Reading order (north to south, then west to east): how options are listed. */
export function byReadingOrder(a: Pos, b: Pos): number {
  return a[1] - b[1] || a[0] - b[0];
}

export function fmtPos(p: Pos | null): string {
  return p === null ? '-' : `[${p[0]},${p[1]}]`;
}
