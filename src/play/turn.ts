// Whose decision the game waits for: the acting caver, or the caver who must make a choice.
import { type CaverId, type GameState, legalActions } from '../engine/index.js';

/** The caver whose decision the game waits for (the acting caver, or a choice's chooser), or null. */
export function deciderOf(s: GameState): CaverId | null {
  if (s.result !== null) return null;
  return legalActions(s)[0]?.caver ?? null;
}
