// The box's limited markers (RULES.md §4–5): 6 ropes, 12 rubble markers, 8 flood markers.
// A marker on the board is not in the supply; cleared rubble goes back to it.
import type { GameState, Tile } from './types.js';

export type Marker = 'rope' | 'rubble' | 'flooded';

export const SUPPLY: Readonly<Record<Marker, number>> = { rope: 6, rubble: 12, flooded: 8 };

/** How many of a marker are left to place. */
export function markersLeft(s: GameState, m: Marker): number {
  let used = 0;
  const tiles: readonly Tile[] = s.tiles;
  for (let i = 0; i < tiles.length; i++) if (tiles[i][m]) used++;
  return SUPPLY[m] - used;
}
