// Taking back under the honesty rule: only what revealed nothing hidden can be taken back (the
// engine's take-back query: no die, tile, hazard card or horror move seen, the turn not ended),
// and only by the seat that did it. The reasons are data; the screens put them into words.
import {
  type Action,
  type GameEvent,
  type GameState,
  type Seen,
  type TakeBack,
  takeBack,
  type TestReason,
} from '../engine/index.js';
import type { SeatId } from './seats.js';

/** The engine's answer when an action cannot be taken back (passed on as it is). */
export type EngineBlock = Extract<TakeBack, { ok: false }>;

/** Why an action just applied cannot be taken back (null: it can). */
export interface Seeing {
  /** What was seen (the engine's code). */
  readonly seen: Seen;
  /** The skill test taken on the way, if any, and whether a die was rolled for it (a third Hide passes without one). */
  readonly test: { readonly why: TestReason; readonly rolled: boolean } | null;
  /** The turn ended because the caver fainted. */
  readonly fainted: boolean;
  /** The engine's own answer. */
  readonly engine: EngineBlock;
}

/** Why nothing (more) can be taken back now. */
export type UndoBlock =
  /** Nothing has been done this turn (its turn began with what came before). */
  | { readonly code: 'nothing-yet' }
  /** This turn's actions have all been taken back. */
  | { readonly code: 'nothing-more' }
  /** A resumed game with a tile drawn: it was seen, and must be placed. */
  | { readonly code: 'tile-drawn' }
  /** This action showed something hidden: it, and everything before it, stands. */
  | ({ readonly code: 'seen'; readonly action: Action } & Seeing)
  /** The action to take back is another seat's (null: played before the game was resumed, by whoever held its caver). */
  | { readonly code: 'not-yours'; readonly action: Action; readonly by: SeatId | null };

export type TakeBackResult =
  { readonly ok: true; readonly action: Action } | { readonly ok: false; readonly blocked: UndoBlock };

/**
 * Why the action that led from `before` to `after` (with these events) cannot be taken back, or
 * null when it can.
 */
export function seeing(before: GameState, after: GameState, events: readonly GameEvent[]): Seeing | null {
  const res = takeBack(before, after, events);
  if (res.ok) return null;
  const test = events.find((e) => e.t === 'test');
  return {
    seen: res.seen,
    test: test?.t === 'test' ? { why: test.why, rolled: test.die !== null } : null,
    fainted: events.some((e) => e.t === 'faint'),
    engine: res,
  };
}

/** What blocks taking back past an action that showed something: nothing this turn, once the turn ended. */
export function blockOf(action: Action, seen: Seeing): UndoBlock {
  if (seen.seen === 'turn' && !seen.fainted) return { code: 'nothing-yet' };
  return { code: 'seen', action, ...seen };
}
