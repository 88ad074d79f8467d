// The public view: a game as a player at the table sees it, and nothing more. Whatever advises a
// player (the AI, the hint) is handed this, never a GameState, and a network server sends it to
// the players (plain JSON). What it leaves out is what no player can know: the order of the
// undrawn cave tiles, the hazard cards not yet turned, the dice to come (the fixed dice of a
// scenario, the dice stream's state), the seed and a scenario's `setup`.
//
// A PlayerView is not a GameState and cannot be taken for one, nor the other way round: its
// `view: 'player'` field is a literal a state lacks, and it lacks the decks a state has. Its
// options carry no seed, so no game can be set up again from it. `determinize` (determinize.ts)
// deals a world to play in from a view and a seed of the caller's own.
import { tileId } from './tiles.js';
import type {
  CaverState,
  Drawn,
  GameOptions,
  GameState,
  HazardId,
  Horror,
  Pending,
  Phase,
  Result,
  Task,
  Tile,
  TileCard,
} from './types.js';

/** The version of the PlayerView shape: raised whenever a field is added, removed or changes meaning. */
export const PLAYER_VIEW_VERSION = 1;

/** The game's options as the table knows them: the difficulty, players, cavers, variant, rules; no seed, no `setup`. */
export type PublicOptions = Omit<GameOptions, 'seed' | 'setup'>;

/** A game as a player at the table sees it (plain JSON data). */
export interface PlayerView {
  /** What this is: a player's view (a GameState has no such field, so neither passes for the other). */
  readonly view: 'player';
  /** The shape's version, PLAYER_VIEW_VERSION. */
  readonly version: typeof PLAYER_VIEW_VERSION;
  /** Difficulty, players, the cavers in seat order, the easier variant, the rules revision. */
  readonly options: PublicOptions;
  /** The round, from 1. */
  readonly round: number;
  readonly phase: Phase;
  /** The seat holding the first-caver token. */
  readonly first: number;
  /** Position in this round's turn order (first, first+1, ...); -1 before the first turn. */
  readonly turnIdx: number;
  /** The seat whose turn it is, or null outside turns. */
  readonly turn: number | null;
  /** Action points the acting caver has left. */
  readonly ap: number;
  /** The acting caver has exerted this turn. */
  readonly exerted: boolean;
  /** The acting Diver dove or surfaced: only `end` remains. */
  readonly turnDone: boolean;
  /** The Leader's Direct was used this round. */
  readonly directUsed: boolean;
  /** Every caver: health, place, markers, uses left, the Geologist's tile held aside (face up). */
  readonly cavers: readonly CaverState[];
  /** The cave: the tiles in placement order, with their rubble, flood and rope markers. */
  readonly tiles: readonly Tile[];
  /** Open sides facing an empty square, over the whole cave (read off `tiles`). */
  readonly frontier: number;
  /** The tile drawn and not yet placed, once drawn (it is face up); null otherwise. */
  readonly drawn: Drawn | null;
  /**
   * Every cave tile drawn so far, in the order drawn: placed, discarded (the frontier rule,
   * Pathfinder), held aside by the Geologist, or drawn and not yet placed.
   */
  readonly tilesDrawn: readonly TileCard[];
  /** The tiles discarded so far, in order. */
  readonly tileDiscards: readonly TileCard[];
  /**
   * The cave tiles not yet drawn, as a multiset in a canonical order (by tile id), which tells
   * nothing of their order in the deck: the 65 of the game (a scenario's deck) less those drawn.
   * The Exit, while among them, is one of the last six (RULES.md §2).
   */
  readonly tilesLeft: readonly TileCard[];
  /** The hazard cards turned so far, in order (Out of Time last once it is turned). */
  readonly hazardsTurned: readonly HazardId[];
  /**
   * Hazard cards still face down above Out of Time, which lies under them (RULES.md §2); 0 once Out
   * of Time is next or turned. Which cards they are is hidden: they were dealt from the
   * difficulty's pool (hazardPool), less the cards turned.
   */
  readonly hazardsLeft: number;
  /** Out of Time has been turned: it strikes every hazard phase from now on. */
  readonly outOfTime: boolean;
  /** Gas leak applications in force (0 none, 1 Gas leak, 2 Gas x2): entering gas costs 2 each. */
  readonly gasLeak: number;
  /** The horrors on the board. */
  readonly horrors: readonly Horror[];
  /** The id the next horror placed will get. */
  readonly nextHorrorId: number;
  /**
   * The work the game still has to do by itself before the next choice (the rest of a horror or
   * hazard phase a pending choice interrupted): no hidden value is in it.
   */
  readonly queue: readonly Task[];
  /** The choice the game waits for, with the caver whose player makes it (`chooser`); null if none. */
  readonly pending: Pending | null;
  /** The game's result once it is over, null while it goes on. */
  readonly result: Result | null;
}

/** A tile card with its fields in one order, whatever order the deck's objects had them in. */
function card(t: TileCard): TileCard {
  return t.faces ? { type: t.type, shape: t.shape, faces: [t.faces[0], t.faces[1]] } : { type: t.type, shape: t.shape };
}

function publicOptions(o: GameOptions): PublicOptions {
  return {
    difficulty: o.difficulty,
    players: o.players,
    cavers: o.cavers,
    ...(o.easy !== undefined ? { easy: o.easy } : {}),
    ...(o.rules !== undefined ? { rules: o.rules } : {}),
  };
}

/**
 * What a player at the table sees of `s` (see PlayerView): two states that differ only in what is
 * hidden give equal views. The view shares the state's public arrays (both are immutable); a copy
 * sent elsewhere is its JSON.
 */
export function playerView(s: GameState): PlayerView {
  const left = s.tileDeck.slice(s.tileTop).map((t) => ({ t: card(t), k: tileId(t) }));
  left.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
  // Out of Time is the deck's last card; the cards between the top and it are face down.
  const last = s.hazardDeck.length - 1;
  const end = last >= 0 && s.hazardDeck[last] === 'outoftime' ? last : s.hazardDeck.length;
  return {
    view: 'player',
    version: PLAYER_VIEW_VERSION,
    options: publicOptions(s.options),
    round: s.round,
    phase: s.phase,
    first: s.first,
    turnIdx: s.turnIdx,
    turn: s.turn,
    ap: s.ap,
    exerted: s.exerted,
    turnDone: s.turnDone,
    directUsed: s.directUsed,
    cavers: s.cavers,
    tiles: s.tiles,
    frontier: s.frontier,
    drawn: s.drawn,
    tilesDrawn: s.tileDeck.slice(0, s.tileTop),
    tileDiscards: s.tileDiscards,
    tilesLeft: left.map((x) => x.t),
    hazardsTurned: s.hazardDeck.slice(0, s.hazardTop),
    hazardsLeft: Math.max(0, end - s.hazardTop),
    outOfTime: s.outOfTime,
    gasLeak: s.gasLeak,
    horrors: s.horrors,
    nextHorrorId: s.nextHorrorId,
    queue: s.queue,
    pending: s.pending,
    result: s.result,
  };
}
