// The game at a table as the table's screens read it: a local game (the play layer's Session), or a
// room's game played across terminals (the network client's RemoteGame, which has the same reading
// surface: docs/PROTOCOL.md). The screens read the game through this and nothing else of either; what
// they write (submit, take back) each App does its own way (a Session at once, a room through its
// server).
import type { CaverId, Fates, GameState } from '../engine/index.js';
import type { LogEntry, Seat, SeatId, Waiting } from '../play/index.js';
import type { GameRecord } from '../record/types.js';

export interface Table {
  /** The game as it stands (a room's: a world dealt from the public view, whose hidden parts are never shown). */
  readonly state: GameState;
  readonly over: boolean;
  readonly fates: Fates;
  readonly log: readonly LogEntry[];
  /** Bumped by every change of the game. */
  readonly version: number;
  seat(id: SeatId): Seat | null;
  holderOf(caver: CaverId): Seat | null;
  waitingFor(): Waiting | null;
  /**
   * A local game's record: its seed, team and options (the same game again, the hot-seat's players).
   * A room's game has none while it is played: the seed is the server's secret until the end.
   */
  readonly record?: GameRecord;
  /** Why the last save failed (a local game's). */
  readonly saveError?: string | null;
}
