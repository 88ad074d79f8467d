// What the command line hands to the game once every option has been validated: the player's
// request for a game (the play layer's GameRequest), and the command line's own choices.
import type { GameRequest } from '../play/index.js';

export interface GameConfig extends Omit<GameRequest, 'daily'> {
  resume: boolean;
  /** --daily: today's cave (the command line fixes the date from the clock: GameRequest's `daily`). */
  daily: boolean;
  /**
   * With resume: the saved game to continue (the newest unfinished one), found by the CLI before
   * the UI loads. Absent otherwise.
   */
  resumeFile?: string;
  color: boolean;
}
