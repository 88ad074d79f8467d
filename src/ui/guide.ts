// A guide watching over a game: the tutorial (ui/tutorial/) is one. It judges every key before the
// game sees it (input/route.ts asks, without changing it), follows its own verdict (the App tells it
// to heed it), hears after the key what it did, and shows its words in place of the log.
import type { KeyPress } from './input/keys.js';
import type { Mode } from './input/mode.js';
import type { Session } from '../play/index.js';
import type { Table } from './table.js';

export interface GuideContext {
  readonly session: Table;
  /** The prompt the player is at. */
  readonly mode: Mode;
  /** The horror and hazard phases are being shown step by step. */
  readonly playback: boolean;
}

/** A guide's verdict on a key. */
export type GuideVerdict =
  /** The key goes on to the game; `counted`: it was the key the guide waited for. */
  | { readonly pass: true; readonly counted: boolean }
  /**
   * The key stops here, with this status line; `next`: the guide moves on to its next note; `leave`:
   * the game is left (saved) for what the guide goes on to (the next tutorial, from its end screen).
   */
  | { readonly pass: false; readonly msg: string; readonly next: boolean; readonly leave?: boolean };

export interface Guide {
  /** Does it guide this game? (A game started from its end screen is the player's own; a room's game is never guided.) */
  guides(table: Table): boolean;
  /** What it makes of a key, before the game sees it (asking changes nothing: see heed). */
  judge(ctx: GuideContext, k: KeyPress): GuideVerdict;
  /** Follow its verdict on the key just pressed. */
  heed(v: GuideVerdict): void;
  /** After a key was handled: follow what it did. True when it moved on to its next step. */
  sync(session: Session): boolean;
  /** Its words, in at most `height` lines of `width` columns (in place of the log). */
  lines(width: number, height: number): string[];
  /** The status line when there is no other message: which keys are awaited (`brief`: only the next one, to follow a message). */
  hint(brief?: boolean): string;
}
