// A guide watching over a game: the tutorial (ui/tutorial/) is one. The App asks it about every key
// before the game sees it, tells it after, and shows its words in place of the log.
import type { KeyPress } from './input/keys.js';
import type { Mode } from './input/mode.js';
import type { Session } from '../play/index.js';

export interface GuideContext {
  readonly session: Session;
  /** The prompt the player is at. */
  readonly mode: Mode;
  /** The horror and hazard phases are being shown step by step. */
  readonly playback: boolean;
}

export interface Guide {
  /** Does it guide this game? (A game started from its end screen is the player's own.) */
  guides(session: Session): boolean;
  /** A key, before the game sees it: null lets it through; otherwise it stops here, with this status line. */
  key(ctx: GuideContext, k: KeyPress): { readonly msg: string } | null;
  /** After a key was handled: follow what it did. True when it moved on to its next step. */
  sync(session: Session): boolean;
  /** Its words, in at most `height` lines of `width` columns (in place of the log). */
  lines(width: number, height: number): string[];
  /** The status line when there is no other message: which keys are awaited (`brief`: only the next one, to follow a message). */
  hint(brief?: boolean): string;
}
