// What the command line hands to the game once every option has been validated.
import type { CaverId, Difficulty } from '../engine/index.js';

export interface GameConfig {
  /** Number of cavers (MIN_CAVERS to MAX_CAVERS). */
  caverCount: number;
  /** True when --cavers or --players fixed the number (the setup screen then asks for exactly that many). */
  caversFixed: boolean;
  /** Hot-seat players (1-6). */
  players: number;
  difficulty: Difficulty;
  /** --difficulty was given (else the setup screen starts from the one last played). */
  difficultyGiven: boolean;
  /** --easy was given (else the setup screen starts from the choice last made). */
  easy: boolean;
  /** The seed the player gave, or null for a fresh one. */
  seed: string | null;
  /** The team from --team in seating order, or null to pick on the setup screen. */
  team: CaverId[] | null;
  resume: boolean;
  /** --daily: today's cave (the command line fixes the date from the clock). */
  daily: boolean;
  /**
   * With resume: the saved game to continue (the newest unfinished one), found by the CLI before
   * the UI loads. Absent otherwise.
   */
  resumeFile?: string;
  color: boolean;
}
