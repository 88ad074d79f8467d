// The game record (docs/RECORD.md): save file, replay file and scenario file in one.
import type { Action, CaverId, Difficulty, Result, SavedDraw } from '../engine/index.js';

export const RECORD_FORMAT = 'subterra-record';
export const RECORD_VERSION = 1;
/**
 * The rules revision of a save that names none but carries `app`: subterra 0.1 wrote every save with
 * `app` and without `rules`, under the rules before revision 2. A record with neither (a scenario
 * written by hand from RECORD.md) plays today's rules.
 */
export const LEGACY_SAVE_RULES = 1;

export interface RecordSetup {
  /** Tile ids, top first: "gas:L", "cavein:T:2,5", "exit:D". */
  tiles?: string[];
  /** Hazard card ids, top first; Out of Time goes under them. */
  hazards?: string[];
  dice?: number[];
}

/** Facts about the game kept beside the contract fields, for `subterra games` and `--resume`. */
export interface RecordMeta {
  /** ISO date the game started and was last saved. */
  started?: string;
  saved?: string;
  round?: number;
  over?: boolean;
  result?: Result | null;
}

export interface GameRecord {
  format: typeof RECORD_FORMAT;
  version: typeof RECORD_VERSION;
  seed: string;
  difficulty: Difficulty;
  players: number;
  cavers: CaverId[];
  /** Extension: the rulebook's easier variant (3 more hazard cards). Absent = false. */
  easy?: boolean;
  /**
   * Extension: the rules revision the game is played under (when absent: LEGACY_SAVE_RULES for a
   * save of subterra 0.1, which has `app`; today's revision otherwise). subterra writes the current one.
   */
  rules?: number;
  setup?: RecordSetup;
  actions: Action[];
  /** Extension: the subterra version that wrote the record. */
  app?: string;
  /** Extension: a short hash of the state at the start of each round; hashes[0] = round 1. */
  hashes?: string[];
  /**
   * Extension: the short hash (as in `hashes`) of the state the game was saved in: after the last
   * action, and, with `drawn`, after that tile is drawn again. Replaying checks it, so the last,
   * unfinished round is checked too. Absent (older saves, scenarios written by hand): not checked.
   */
  end?: string;
  /**
   * Extension: a tile drawn and not yet placed when the game was saved (RECORD.md): the reveal or
   * explore being made, without `open` and `keep`. Resuming draws it again, so it must be placed.
   */
  drawn?: SavedDraw;
  /**
   * Extension: the game is the daily cave of this UTC date (`YYYY-MM-DD`), started with `--daily`
   * on that date (its seed is `daily-YYYY-MM-DD`). Only such games count for the daily streak.
   */
  daily?: string;
  /** Extension: the guided tutorial (`subterra tutorial`); statistics leave it out. */
  tutorial?: boolean;
  /** Extension: which tutorial (`basics`, `deeper`); absent: the first one (`basics`). */
  course?: string;
  /** Extension: the advisor played some of the game (`subterra watch`, or a caver handed to it); statistics leave it out. */
  ai?: boolean;
  /**
   * Extension: how many of the advisor's hints the player played (I, then I again); absent: none.
   * Statistics count such a game apart, and its share line says so.
   */
  hints?: number;
  meta?: RecordMeta;
}
