// The shapes of the rules core: game state, actions, events. Everything here is plain JSON data.

export type Dir = 'N' | 'E' | 'S' | 'W';
/** A grid square: x grows east, y grows south. The Start tile is [0,0]. */
export type Pos = readonly [number, number];

export type Shape = 'X' | 'T' | 'L' | 'I' | 'D';
export type TileType =
  'start' | 'exit' | 'empty' | 'water' | 'gas' | 'cavein' | 'horror' | 'tunnel' | 'ledge' | 'drop' | 'rough';
export type CardType = Exclude<TileType, 'start'>;

/** A cave tile still in the deck (or held aside): its type, its shape and, for cave-in tiles, its two die faces. */
export interface TileCard {
  readonly type: CardType;
  readonly shape: Shape;
  readonly faces?: readonly [number, number];
}

/** A tile placed in the cave. `open` and `blasted` are side bitmasks (N=1, E=2, S=4, W=8). */
export interface Tile {
  readonly x: number;
  readonly y: number;
  readonly type: TileType;
  readonly shape: Shape;
  readonly open: number;
  /** Sides opened by the Engineer's explosives (a subset of `open`). */
  readonly blasted: number;
  readonly faces?: readonly [number, number];
  /** Ledges and drops: the direction of the reveal that placed them. */
  readonly arrow?: Dir;
  readonly rubble: boolean;
  readonly flooded: boolean;
  readonly rope: boolean;
}

/** The cavers' ids and the difficulties are defined with their data, in facts.ts. */
export type { CaverId, Difficulty } from './facts.js';
import type { CaverId, Difficulty } from './facts.js';
import type { Refusal } from './refusal.js';

export type HazardId =
  | 'tremor'
  | 'flood'
  | 'gas'
  | 'cavein'
  | 'horror'
  | 'tremor-x2'
  | 'flood-x2'
  | 'gas-x2'
  | 'cavein-x2'
  | 'horror-x2'
  | 'outoftime';

/** What a hazard card does once (an x2 card does it twice): hazards.ts HAZARDS names each card's. */
export type HazardEffect = 'tremor' | 'flood' | 'gas' | 'cavein' | 'horror' | 'outoftime';

export type CaverStatus = 'conscious' | 'unconscious' | 'underwater' | 'removed';

export interface CaverState {
  readonly id: CaverId;
  readonly hp: number;
  readonly maxHp: number;
  /** null while under water or once removed */
  readonly at: Pos | null;
  readonly underwater: boolean;
  readonly removed: boolean;
  /** Hid successfully this round. */
  readonly hidden: boolean;
  /** Last round this caver used Hide, and how many consecutive rounds up to it. */
  readonly hideRound: number;
  readonly hideStreak: number;
  /** Uses left of a limited ability (Pathfinder, Demolition); 0 for cavers without one. */
  readonly charges: number;
  /** The Geologist's tile held aside. */
  readonly aside: TileCard | null;
}

export interface Horror {
  readonly id: number;
  readonly at: Pos;
}

export type Phase = 'action' | 'horror' | 'hazard' | 'end';
export type Result = 'gold' | 'silver' | 'bronze' | 'failure';

export type PendingKind = 'horror-order' | 'horror-path' | 'horror-place' | 'surface';

/** A choice the game waits for: answered by a `choose` action with an index into `options`. */
export interface Pending {
  readonly kind: PendingKind;
  /** The caver whose player decides (the first-caver token holder; the Diver for `surface`). */
  readonly chooser: CaverId;
  readonly options: readonly Pos[];
  /** horror-path: where the horror stands. */
  readonly from?: Pos;
}

/** Work the game still has to do by itself; kept in the state so a pending choice can resume it. */
export type Task =
  | { readonly t: 'nextTurn'; readonly choice?: number }
  | { readonly t: 'horrorStep'; readonly moved: readonly number[]; readonly pick?: number; readonly choice?: number }
  | { readonly t: 'horrorPlace'; readonly choice?: number }
  | { readonly t: 'hazardPhase' }
  | { readonly t: 'hazard'; readonly card: Exclude<HazardEffect, 'horror'> }
  | { readonly t: 'endPhase' };

export interface GameOptions {
  readonly seed: string;
  readonly difficulty: Difficulty;
  readonly players: number;
  readonly cavers: readonly CaverId[];
  /** The rulebook's easier variant: 3 more hazard cards. */
  readonly easy?: boolean;
  readonly setup?: GameSetup;
  /** The rules revision to play (facts.ts RULES_REVISION); absent: the current one. */
  readonly rules?: number;
}

export interface GameSetup {
  readonly tiles?: readonly TileCard[];
  readonly hazards?: readonly Exclude<HazardId, 'outoftime'>[];
  readonly dice?: readonly number[];
}

export interface RngState {
  readonly c: number;
  readonly s0: number;
  readonly s1: number;
  readonly s2: number;
}

/**
 * A tile drawn for a Reveal or Explore and not yet placed (RULES.md §4): the action was declared (its
 * kind and side), its AP paid and the tile drawn; what is left is to turn it and place it. The
 * players see everything here; nothing of the deck below it.
 */
export interface Drawn {
  /** The caver who drew and places the tile (the directed caver under the Leader's Direct). */
  readonly caver: CaverId;
  /** The Leader who directed the draw, or null. */
  readonly by: CaverId | null;
  readonly do: 'reveal' | 'explore';
  readonly dir: Dir;
  /** The square the tile goes on. */
  readonly at: Pos;
  /**
   * The tile drawn (after a Pathfinder discard, the next one drawn); null when the Geologist drew
   * nothing (the deck is empty) and places the tile she holds.
   */
  readonly tile: TileCard | null;
  /** The Geologist's tile held aside, which she may place instead (null for everyone else). */
  readonly held: TileCard | null;
  /** Tiles the frontier rule discarded on the way, in the order drawn (RULES.md §5). */
  readonly discarded: readonly TileCard[];
  /** The tile the Scout discarded with Pathfinder, once she has; null before. */
  readonly pathfinder: TileCard | null;
}

export interface GameState {
  readonly options: GameOptions;
  readonly round: number;
  readonly phase: Phase;
  /** Seat index holding the first-caver token. */
  readonly first: number;
  /** Position in this round's turn order (first, first+1, ...); -1 before the first turn. */
  readonly turnIdx: number;
  /** Seat index of the caver taking its turn, or null outside turns. */
  readonly turn: number | null;
  readonly ap: number;
  readonly exerted: boolean;
  /** The acting Diver dove (or surfaced) this turn: only `end` remains. */
  readonly turnDone: boolean;
  readonly directUsed: boolean;
  readonly cavers: readonly CaverState[];
  /** Tiles in placement order (the square lookup is derived from it: cave.ts). */
  readonly tiles: readonly Tile[];
  /** Open sides facing an empty square, over the whole cave. */
  readonly frontier: number;
  readonly tileDeck: readonly TileCard[];
  readonly tileTop: number;
  readonly tileDiscards: readonly TileCard[];
  readonly hazardDeck: readonly HazardId[];
  readonly hazardTop: number;
  readonly hazardDiscards: readonly HazardId[];
  readonly outOfTime: boolean;
  /** Gas leak applications still in force (0 none, 1 Gas leak, 2 Gas x2): entering gas costs 2 each. */
  readonly gasLeak: number;
  readonly horrors: readonly Horror[];
  readonly nextHorrorId: number;
  readonly dice: readonly number[];
  readonly diceTop: number;
  readonly rng: RngState;
  readonly queue: readonly Task[];
  readonly pending: Pending | null;
  readonly result: Result | null;
  /** A tile drawn and not yet placed: until it is placed, placing it is the only thing to do. */
  readonly drawn: Drawn | null;
}

// ---- Actions: the record's action objects (RECORD.md), and the two steps of play a Reveal or an
// Explore is made of at the table, which a record folds into its `reveal`/`explore` action.

export interface ActionBase {
  readonly caver: CaverId;
}

/**
 * Steps of play that are not record actions (isDrawStep): `draw` declares Reveal or Explore toward a
 * side, pays its AP and draws the tile (the state's `drawn`); `pathfinder` is the Scout's discard of
 * the tile drawn, taking the next. The record holds the `reveal`/`explore` that places the tile.
 */
export type DrawStep =
  | (ActionBase & { readonly do: 'draw'; readonly kind: 'reveal' | 'explore'; readonly dir: Dir })
  | (ActionBase & { readonly do: 'pathfinder' });

export type Action =
  | (ActionBase & {
      readonly do: 'reveal' | 'explore';
      readonly dir: Dir;
      readonly open: string;
      readonly discard?: boolean;
      readonly keep?: 0 | 1;
    })
  | (ActionBase & { readonly do: 'move' | 'swim' | 'squeeze' | 'demolish' | 'repel'; readonly dir: Dir })
  | (ActionBase & { readonly do: 'run' | 'sprint'; readonly path: readonly Dir[] })
  | (ActionBase & { readonly do: 'heal' | 'firstaid'; readonly target: CaverId })
  | (ActionBase & { readonly do: 'clear' | 'quickdig'; readonly dir?: Dir })
  | (ActionBase & { readonly do: 'rope' | 'quickknot' | 'hide' | 'exert' | 'end' | 'dive' })
  | (ActionBase & { readonly do: 'surface'; readonly at: Pos })
  | (ActionBase & { readonly do: 'direct'; readonly target: CaverId; readonly action: DirectedAction })
  | (ActionBase & { readonly do: 'choose'; readonly option: number })
  | DrawStep;

export type ActionDo = Action['do'];
/** The 1-AP action a directed caver takes: an action object without `caver`. */
export type DirectedAction = DistributiveOmit<Exclude<Action, { do: 'direct' | 'choose' | 'end' | 'exert' }>, 'caver'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

// ---- Events: what happened, in order, for the log and the step-by-step display.

export type DamageCause = 'flood' | 'gas' | 'cavein' | 'tremor' | 'rough' | 'exert' | 'horror';
/** Why a loss came to nothing: the Exit, the Bodyguard, the Diver's gear, being under water. */
export type Prevention = 'exit' | 'protected' | 'gear' | 'underwater';
export type TestReason = 'exert' | 'rope' | 'hide' | 'rough' | 'tremor' | 'outoftime';

/**
 * A draw in progress as a save carries it (RECORD.md's `drawn` extension): the record action being
 * made, without what is chosen once the tile is seen (`open`, `keep`). `discard: true` once the
 * Scout has used Pathfinder on it.
 */
export type SavedDraw =
  | { readonly caver: CaverId; readonly do: 'reveal' | 'explore'; readonly dir: Dir; readonly discard?: true }
  | {
      readonly caver: CaverId;
      readonly do: 'direct';
      readonly target: CaverId;
      readonly action: { readonly do: 'reveal' | 'explore'; readonly dir: Dir; readonly discard?: true };
    };

export type GameEvent =
  | { readonly t: 'round'; readonly round: number; readonly first: CaverId }
  | { readonly t: 'turn'; readonly caver: CaverId }
  | { readonly t: 'skip'; readonly caver: CaverId; readonly why: 'unconscious' }
  | { readonly t: 'phase'; readonly phase: Phase }
  | { readonly t: 'action'; readonly action: Action; readonly cost: number }
  | {
      readonly t: 'draw';
      readonly caver: CaverId;
      readonly do: 'reveal' | 'explore';
      readonly dir: Dir;
      readonly at: Pos;
      readonly tile: TileCard | null;
      readonly held: TileCard | null;
      readonly discarded: readonly TileCard[];
      readonly pathfinder?: TileCard;
    }
  | {
      readonly t: 'reveal';
      readonly caver: CaverId;
      readonly at: Pos;
      readonly dir: Dir;
      readonly tile: TileCard;
      readonly open: string;
      readonly discarded: readonly TileCard[];
      readonly pathfinder?: TileCard;
      readonly aside?: TileCard | null;
    }
  | { readonly t: 'move'; readonly caver: CaverId; readonly from: Pos; readonly to: Pos }
  | {
      readonly t: 'test';
      readonly caver: CaverId;
      readonly why: TestReason;
      readonly die: number | null;
      readonly bonus: number;
      readonly ok: boolean;
    }
  | {
      readonly t: 'damage';
      readonly caver: CaverId;
      readonly cause: DamageCause;
      readonly amount: number;
      readonly prevented: number;
      readonly hp: number;
      readonly why?: Prevention;
    }
  | { readonly t: 'heal'; readonly caver: CaverId; readonly by: CaverId; readonly hp: number }
  | { readonly t: 'faint'; readonly caver: CaverId }
  | { readonly t: 'wake'; readonly caver: CaverId }
  | { readonly t: 'hazard'; readonly card: HazardId }
  | { readonly t: 'die'; readonly die: number; readonly why: 'cavein' }
  | { readonly t: 'flooded'; readonly at: Pos }
  | { readonly t: 'rubble'; readonly at: Pos; readonly on: boolean }
  | { readonly t: 'rope'; readonly at: Pos }
  | { readonly t: 'blast'; readonly at: Pos; readonly dir: Dir }
  | { readonly t: 'hidden'; readonly caver: CaverId }
  | { readonly t: 'dive'; readonly caver: CaverId }
  | { readonly t: 'surface'; readonly caver: CaverId; readonly at: Pos }
  | { readonly t: 'horror-move'; readonly id: number; readonly from: Pos; readonly to: Pos; readonly target: CaverId }
  | { readonly t: 'horror-gone'; readonly id: number; readonly at: Pos; readonly why: 'far' | 'repel' }
  | { readonly t: 'horror-placed'; readonly id: number; readonly at: Pos }
  | { readonly t: 'contact'; readonly caver: CaverId; readonly at: Pos }
  | { readonly t: 'removed'; readonly caver: CaverId }
  | { readonly t: 'gas-over' }
  | { readonly t: 'pending'; readonly pending: Pending }
  | { readonly t: 'over'; readonly result: Result; readonly left: readonly CaverId[] };

/** What a step would surely cost on arrival (movement.ts stepDanger): a horror's contact, or a gas leak. */
export type StepDanger = { readonly t: 'horror' } | { readonly t: 'gas'; readonly loss: number };

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: Refusal };
