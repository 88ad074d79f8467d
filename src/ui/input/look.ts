// Look mode: a cursor the player moves over any square of the cave (the board follows it beyond
// the screen), to read what is there. It moves no one and asks the rules nothing but questions.
import { DELTA, type GameState, onTile, type Pos, samePos } from '../../engine/index.js';
import { isBack, isEnter, isEscape, isTab, keyDir, keyOf, type KeyPress } from './keys.js';

/** Where the cursor may go: every tile and every square a tile can be revealed on, and one square of rock around. */
export function lookBounds(s: GameState): { minX: number; minY: number; maxX: number; maxY: number } {
  let minX = 0;
  let minY = 0;
  let maxX = 0;
  let maxY = 0;
  for (const t of s.tiles) {
    if (t.x < minX) minX = t.x;
    if (t.x > maxX) maxX = t.x;
    if (t.y < minY) minY = t.y;
    if (t.y > maxY) maxY = t.y;
  }
  // Open edges reach one square beyond the tiles; a square of rock beyond that shows where the cave ends.
  return { minX: minX - 2, minY: minY - 2, maxX: maxX + 2, maxY: maxY + 2 };
}

/** The squares Tab visits in turn: each caver on a tile and each horror, in reading order. */
export function lookStops(s: GameState): Pos[] {
  const out: Pos[] = [];
  const add = (p: Pos | null): void => {
    if (p && !out.some((q) => samePos(q, p))) out.push(p);
  };
  for (const c of s.cavers) if (onTile(c)) add(c.at);
  for (const h of s.horrors) add(h.at);
  return out.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

/** Where looking starts: the acting caver, else the first caver on a tile, else the Start. */
export function lookStart(s: GameState): Pos {
  const actor = s.turn !== null ? s.cavers[s.turn].at : null;
  return actor ?? s.cavers.find(onTile)?.at ?? [0, 0];
}

/** Squares the cursor jumps with H, J, K, L (vi's big steps). */
export const LOOK_JUMP = 5;

/** Look's jumps: the direction keys in capitals (HJKL), as the player's keys are now. */
function jumpOf(input: string): Pos | null {
  if (input === '' || input.toLowerCase() === input) return null;
  const d = keyDir({ input: input.toLowerCase(), key: {} });
  return d === null ? null : [DELTA[d][0] * LOOK_JUMP, DELTA[d][1] * LOOK_JUMP];
}

/**
 * One key in look mode: the cursor's next square, or null to leave (Esc, Enter, ;). Arrows and hjkl
 * move one square, HJKL five, Tab goes to the next caver or horror.
 */
export function lookPress(s: GameState, at: Pos, k: KeyPress): Pos | null {
  if (isEscape(k) || isEnter(k) || isBack(k) || k.input === keyOf('look') || k.input === keyOf('quit')) return null;
  const b = lookBounds(s);
  const clamp = (p: Pos): Pos => [Math.max(b.minX, Math.min(b.maxX, p[0])), Math.max(b.minY, Math.min(b.maxY, p[1]))];
  if (isTab(k)) {
    const stops = lookStops(s);
    if (stops.length === 0) return at;
    const i = stops.findIndex((p) => p[1] > at[1] || (p[1] === at[1] && p[0] > at[0]));
    return stops[i < 0 ? 0 : i];
  }
  const jump = jumpOf(k.input);
  if (jump) return clamp([at[0] + jump[0], at[1] + jump[1]]);
  const d = keyDir(k);
  if (d) return clamp([at[0] + DELTA[d][0], at[1] + DELTA[d][1]]);
  return at;
}
