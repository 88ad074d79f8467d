// The shapes of "a new game". Three remain, one for each thing the layers need to say:
// - the engine's GameOptions: what the rules deal a game from (decks as cards, the rules revision);
// - NewGame: a game to start at a table, as its record will hold it (decks as the record's ids,
//   and the record's extensions: the daily cave, the tutorial);
// - GameRequest: what a player asked for before a game (the command line today; a host's options
//   or an SSH menu's tomorrow): each choice, and whether it was given or left to the setup screen.
// (The setup screen's starting choices, ui/components/SetupScreen.tsx's SetupDefaults, are a
// request with the player's remembered choices filled in: a screen's own view of it.)
import type { CaverId, Difficulty, GameOptions } from '../engine/index.js';
import type { RecordSetup } from '../record/types.js';

/** A game to start at a table (Session.start). */
export interface NewGame extends Pick<GameOptions, 'seed' | 'difficulty' | 'players' | 'cavers'> {
  /** The rulebook's easier variant. */
  readonly easy: boolean;
  /** A record's fixed decks and dice (playing a scenario again). */
  readonly setup?: RecordSetup;
  /** The daily cave's UTC date, for a game started with --daily (record extension `daily`). */
  readonly daily?: string;
  /** The guided tutorial (record extension `tutorial`: statistics leave it out). */
  readonly tutorial?: boolean;
  /** Which tutorial (record extension `course`). */
  readonly course?: string;
}

/** What a player asked for before a game: the choices given, and what is left to choose. */
export interface GameRequest {
  /** Hot-seat players (1-6). */
  readonly players: number;
  /** Number of cavers (MIN_CAVERS to MAX_CAVERS). */
  readonly caverCount: number;
  /** The number of cavers was fixed (--cavers, --players or --team): exactly that many are picked. */
  readonly caversFixed: boolean;
  readonly difficulty: Difficulty;
  /** The difficulty was given (else the setup screen starts from the one last played). */
  readonly difficultyGiven: boolean;
  readonly easy: boolean;
  /** The seed given, or null for a fresh one. */
  readonly seed: string | null;
  /** The team given in seating order, or null to pick it on the setup screen. */
  readonly team: readonly CaverId[] | null;
  /** The daily cave's UTC date (`YYYY-MM-DD`): its seed is that day's. */
  readonly daily?: string;
}
