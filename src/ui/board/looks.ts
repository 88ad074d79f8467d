// What a placed tile looks like: its type and the state that changes how it plays (flooded, a gas
// leak on, rubble, a rope). Each look is drawn with its own glyphs, so no colour is needed to tell them apart.
import type { Tile } from '../../engine/index.js';
import { say } from '../../words/index.js';

// prettier-ignore
export const TILE_LOOKS = [
  'start', 'exit', 'empty', 'water', 'flooded', 'gas', 'leak', 'cavein', 'rubble', 'lair',
  'tunnel', 'ledge', 'ledge-rope', 'drop', 'drop-rope', 'rough',
] as const;

export type TileLook = (typeof TILE_LOOKS)[number];

/** The look of a tile; `leaking` is the state's gas leak (the core's `gasLeak`), on or off. */
export function tileLook(t: Tile, leaking: boolean): TileLook {
  if (t.rubble) return 'rubble';
  if (t.flooded) return 'flooded';
  switch (t.type) {
    case 'gas':
      return leaking ? 'leak' : 'gas';
    case 'horror':
      return 'lair';
    case 'ledge':
      return t.rope ? 'ledge-rope' : 'ledge';
    case 'drop':
      return t.rope ? 'drop-rope' : 'drop';
    default:
      return t.type;
  }
}

/** A look's name, for the legend (the words' `looks.<look>`). */
export function lookName(look: TileLook): string {
  return say(`looks.${look}`);
}
