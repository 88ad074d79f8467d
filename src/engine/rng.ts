// Seeded randomness. Decks are shuffled once at setup from their own streams; dice come from a third
// stream whose state lives in the game state, so a seed fixes the cave whatever the players do.
// Every stream is seedrandom's Alea; nothing here draws on entropy (a fresh seed for a new game is
// the screen's business: ui/freshSeed.ts).
import alea from 'seedrandom/lib/alea.js';
import { prngMemo } from './memo.js';
import type { RngState } from './types.js';

export type Prng = (() => number) & { state(): RngState };

/** A shuffled copy, Fisher-Yates, from a stream named after the seed and the deck (seedrandom's Alea). */
export function shuffle<T>(items: readonly T[], seed: string, stream: string): T[] {
  const rand = alea(`${seed}/${stream}`);
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const tmp = out[i];
    out[i] = out[j];
    out[j] = tmp;
  }
  return out;
}

export function diceStream(seed: string): RngState {
  return (alea(`${seed}/dice`, { state: true }) as unknown as Prng).state();
}

/**
 * One d6 from the dice stream: the face and the stream's next state. Rolling from the state the
 * previous roll returned (the usual case) goes on with the generator that returned it (memo.ts);
 * any other state (an older position, a replay) builds one from the state. Same dice either way.
 */
export function rollFrom(state: RngState): { die: number; next: RngState } {
  const prng = prngMemo.get(state) ?? (alea('', { state }) as unknown as Prng);
  const die = 1 + Math.floor(prng() * 6);
  const next = prng.state();
  // The generator has moved on: it belongs to the new state now.
  prngMemo.rekey(state, next, prng);
  return { die, next };
}
