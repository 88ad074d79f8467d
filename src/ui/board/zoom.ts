import { say } from '../../words/index.js';
// Tile sizes: the board draws every square as a cell of w × h characters. Three sizes, chosen by the
// room the board has (bigger from about a 120×40 terminal up: "auto") or by the player (+ and -,
// which step through the sizes with auto in the place of the size it shows).

export type ZoomName = 'small' | 'medium' | 'large';
/** What the player asked for: a size, or the one that suits the terminal. */
export type ZoomPref = ZoomName | 'auto';

export interface Zoom {
  readonly name: ZoomName;
  /** Cell size in characters (walls included). */
  readonly w: number;
  readonly h: number;
  /** Width of the gap in a north or south wall, and height of the gap in a west or east wall. */
  readonly gapW: number;
  readonly gapH: number;
}

export const ZOOMS: readonly Zoom[] = [
  { name: 'small', w: 9, h: 3, gapW: 3, gapH: 1 },
  { name: 'medium', w: 13, h: 5, gapW: 3, gapH: 1 },
  { name: 'large', w: 17, h: 7, gapW: 5, gapH: 3 },
];

export const ZOOM_NAMES: readonly ZoomName[] = ZOOMS.map((z) => z.name);

export function zoomOf(name: ZoomName): Zoom {
  return ZOOMS.find((z) => z.name === name) ?? ZOOMS[0];
}

/** Squares a board of cols × rows shows at a zoom. */
export function squaresAt(z: Zoom, cols: number, rows: number): { w: number; h: number } {
  return { w: Math.floor(cols / z.w), h: Math.floor(rows / z.h) };
}

/** A player's chosen size is used only while the board still shows 3 × 3 squares with it. */
const MIN_CHOSEN = 3;
/** The automatic size is the largest that still shows 6 × 5 squares: enough cave to plan with. */
const AUTO_W = 6;
const AUTO_H = 5;

export function fits(z: Zoom, cols: number, rows: number): boolean {
  const n = squaresAt(z, cols, rows);
  return n.w >= MIN_CHOSEN && n.h >= MIN_CHOSEN;
}

/** The size that suits a board of cols × rows. */
export function autoZoom(cols: number, rows: number): Zoom {
  let best = ZOOMS[0];
  for (const z of ZOOMS) {
    const n = squaresAt(z, cols, rows);
    if (n.w >= AUTO_W && n.h >= AUTO_H) best = z;
  }
  return best;
}

/** The size to draw with: the player's choice while it fits (else the largest that does), or the automatic one. */
export function pickZoom(pref: ZoomPref, cols: number, rows: number): Zoom {
  if (pref === 'auto') return autoZoom(cols, rows);
  let z = zoomOf(pref);
  while (z !== ZOOMS[0] && !fits(z, cols, rows)) z = ZOOMS[ZOOMS.indexOf(z) - 1];
  return z;
}

/**
 * One step bigger (+1) or smaller (-1) from the size shown with the preference `pref`: the new
 * preference, or the reason when there is no such step at this terminal size. The size the
 * terminal's size would choose is offered as "auto" (so a step back to it lets the terminal choose
 * again, after a resize too).
 */
export function stepZoom(
  pref: ZoomPref,
  step: 1 | -1,
  cols: number,
  rows: number,
): { pref: ZoomPref } | { why: string } {
  const i = ZOOMS.indexOf(pickZoom(pref, cols, rows)) + step;
  if (i < 0) return { why: say('style.smallest') };
  if (i >= ZOOMS.length) return { why: say('style.largest') };
  if (!fits(ZOOMS[i], cols, rows)) return { why: say('style.no-room', { size: say(`size.${ZOOMS[i].name}`) }) };
  return { pref: ZOOMS[i] === autoZoom(cols, rows) ? 'auto' : ZOOMS[i].name };
}
