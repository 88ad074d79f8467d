// The game's log as data: for each thing done at the table, what a screen needs to tell it (the
// action, its events, the state it was taken in); the screens put it into words. A resumed game's
// log is rebuilt from its record, entry for entry as it was while the game was played.
import type { Action, Drawn, GameEvent, GameState } from '../engine/index.js';
import type { SeatId } from './seats.js';

export type LogEntry =
  /** The game set up: the events of its first round up to the first caver's turn. */
  | { readonly t: 'start'; readonly events: readonly GameEvent[] }
  /** An action applied: its events, and the state it was taken in. */
  | {
      readonly t: 'action';
      readonly action: Action;
      /** The seat that played it (null: played before the game was resumed). */
      readonly seat: SeatId | null;
      readonly events: readonly GameEvent[];
      readonly before: GameState;
    }
  /** The game was resumed from its record here. */
  | {
      readonly t: 'resumed';
      readonly round: number;
      /** The record's actions so far. */
      readonly actions: number;
      /** A tile drawn before the game was left, drawn again: it must be placed. */
      readonly drawn: Drawn | null;
    }
  /** An action was taken back (its own entry is gone from the log). */
  | { readonly t: 'taken-back'; readonly action: Action; readonly seat: SeatId | null };
