// A player that picks uniformly at random among the legal actions: for fuzzing, property tests
// and the engine benchmark. Its randomness is its own seeded stream, never the game's.
import alea from 'seedrandom/lib/alea.js';
import { type Action, apply, type GameOptions, type GameState, legalActions, newGame } from '../engine/index.js';

export type Rng = () => number;

/** The bot's stream: seedrandom's Alea, which seeds in about a third of the time of its default ARC4 (a new game's bot in the benchmark did so once a game). */
export function botRng(seed: string): Rng {
  return alea(`bot/${seed}`);
}

export function randomAction(s: GameState, rng: Rng): Action | null {
  const legal = legalActions(s);
  return legal.length === 0 ? null : legal[Math.floor(rng() * legal.length)];
}

export interface PlayedGame {
  readonly state: GameState;
  /** The game's record actions: a Reveal or Explore played in steps (draw, Pathfinder, placement) is one action. */
  readonly actions: Action[];
  /** Actions applied, the steps of a Reveal or Explore each counted. */
  readonly steps: number;
}

/** Play a whole game with a policy; throws if the engine refuses an action it listed. */
export function playGame(options: GameOptions, pick: (s: GameState) => Action | null, maxSteps = 100000): PlayedGame {
  const start = newGame(options);
  if (!start.ok) throw new Error(`the game cannot start: ${JSON.stringify(start.error)}`);
  let s = start.state;
  const actions: Action[] = [];
  let steps = 0;
  while (s.result === null && steps < maxSteps) {
    const a = pick(s);
    if (a === null) throw new Error(`no legal action in round ${s.round}`);
    const r = apply(s, a);
    if (!r.ok) throw new Error(`listed action refused: ${JSON.stringify(a)}: ${JSON.stringify(r.error)}`);
    s = r.state;
    steps++;
    // The record holds the placement of a tile drawn, which is the whole Reveal or Explore.
    if (s.drawn === null) actions.push(a);
  }
  return { state: s, actions, steps };
}
