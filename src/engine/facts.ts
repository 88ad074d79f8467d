// The game's facts as data, each written once (RULES.md §2 and §7): the team sizes, the players,
// the difficulties, the seed, and the eight cavers with their numbers, health, passives and
// abilities (their names and texts are words: src/words/). The rules core plays them; the command
// line, the setup screen, the record validator and the screens show and check them from here. A
// leaf module (it imports types only).
import type { ActionDo, GameState } from './types.js';

// ---- The rules' revisions (docs/RULES.md "Revisions"; a record names the one it was played under).

/**
 * The rules this version plays by default. 1: subterra 0.1. 2: a Tremor does not test cavers on the
 * Exit at all (§6); the Geologist may still place the tile she holds once the deck is empty (§7).
 * Every earlier revision is still played exactly, so a game keeps the rules it began under.
 */
export const RULES_REVISION = 2;

/** The rules revision a game is played under: its options', else the current one. */
export function rulesOf(s: GameState): number {
  return s.options.rules ?? RULES_REVISION;
}

// ---- Setup (RULES.md §2).

/** The difficulties, easiest first (RULES.md §2.4). */
export const DIFFICULTIES = ['normal', 'hard', 'expert'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** A team is 4 to 6 cavers (RULES.md §2.1). */
export const MIN_CAVERS = 4;
export const MAX_CAVERS = 6;
/** 1 to 6 players share the keyboard. */
export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 6;
/** The longest seed the command line and the setup screen take (a record may carry a longer one). */
export const MAX_SEED_LENGTH = 64;

export function isDifficulty(v: unknown): v is Difficulty {
  return typeof v === 'string' && (DIFFICULTIES as readonly string[]).includes(v);
}

/** How many cavers a number of players plays (RULES.md §2.1); null for solo (any of 4 to 6). */
export function caversForPlayers(players: number): number | null {
  if (players === 1) return null;
  if (players === 2) return 4;
  if (players === 3) return 6;
  return players;
}

/**
 * Which player (1-based) controls a seat in hot-seat play: with 2 or 3 players each controls two
 * neighbouring seats, with 4-6 one each (RULES.md §2.1); solo, player 1 controls all.
 */
export function playerOfSeat(players: number, cavers: number, seat: number): number {
  if (players <= 1) return 1;
  const each = Math.max(1, Math.floor(cavers / players));
  return Math.min(players, Math.floor(seat / each) + 1);
}

/** What is wrong with a team for a number of players, said by whoever asked (command line, setup screen, record). */
export type TeamProblem =
  | { readonly t: 'unknown'; readonly id: string }
  | { readonly t: 'twice'; readonly id: string }
  | { readonly t: 'size'; readonly n: number }
  | { readonly t: 'players'; readonly n: number; readonly need: number };

/** Why these caver ids cannot be a team for `players`, or null. `players` is taken as valid. */
export function teamProblem(ids: readonly unknown[], players: number): TeamProblem | null {
  for (const [i, id] of ids.entries()) {
    if (!isCaverId(id)) return { t: 'unknown', id: String(id) };
    if (ids.indexOf(id) !== i) return { t: 'twice', id };
  }
  const need = caversForPlayers(players);
  if (need !== null && ids.length !== need) return { t: 'players', n: ids.length, need };
  if (ids.length < MIN_CAVERS || ids.length > MAX_CAVERS) return { t: 'size', n: ids.length };
  return null;
}

// ---- The eight cavers (RULES.md §7).

/**
 * An ability: an active one is taken with an action (its rules are in the caver's module), a passive
 * one has an id of its own. Their names and texts are words (src/words/: `action.<do>`,
 * `passive.<id>`), never the rules'.
 */
export type Ability =
  { readonly do: ActiveId; readonly cost: number } | { readonly passive: PassiveId; readonly cost: 'passive' };

/** An ability as the table writes it (the passives' ids are read from the table: PassiveId). */
type EntryAbility =
  { readonly do: ActionDo; readonly cost: number } | { readonly passive: string; readonly cost: 'passive' };

/** One caver: every field present (undefined where it does not apply), so all have one shape. */
export interface CaverDef {
  readonly id: CaverId;
  /** Rulebook number, 1-8: its place in the table. Lower is chosen first by horrors on a tie. */
  readonly number: number;
  /** Starting (and maximum) health. */
  readonly hp: number;
  readonly abilities: readonly Ability[];
  /** Uses of a limited ability per game (Pathfinder, Demolition); 0 for the others. */
  readonly charges: number;
  /** Move (and Run, Sprint) may enter flooded tiles, tunnels, tiles with rubble. */
  readonly walk: { readonly flooded: boolean; readonly tunnel: boolean; readonly rubble: boolean };
  /** Floods never hurt. */
  readonly floodProof: boolean;
  /** Never a horror's victim; sharing a tile with a horror costs nothing. */
  readonly stealthy: boolean;
  /** Added to own skill tests while conscious. */
  readonly skillBonus: number;
  /** Health lost to a cave-in instead of the card's 3. */
  readonly caveInLoss: number | undefined;
  /** Others on this caver's tile lose no health to Flood, Gas, Cave-in or Tremor while it is conscious. */
  readonly protector: boolean;
  /** May discard a drawn tile and place the next (uses `charges`). */
  readonly pathfinder: boolean;
  /** Holds a tile aside and places one of two. */
  readonly intuition: boolean;
}

type Entry = Partial<Omit<CaverDef, 'id' | 'number' | 'walk' | 'abilities'>> & {
  readonly id: string;
  readonly hp: number;
  readonly abilities: readonly EntryAbility[];
  readonly walk?: Partial<CaverDef['walk']>;
};

/**
 * In rulebook number order: the first is number 1. The names of the cavers and of their abilities,
 * and the abilities' texts, are words (src/words/en/game.ts: `caver.<id>`, `action.<do>`,
 * `passive.<id>`), the Turkish and French rulebooks' among them.
 */
const TABLE = [
  {
    id: 'diver',
    hp: 3,
    abilities: [
      { do: 'dive', cost: 2 },
      { passive: 'gear', cost: 'passive' },
    ],
    walk: { flooded: true },
    floodProof: true,
  },
  {
    id: 'scout',
    hp: 3,
    abilities: [
      { passive: 'pathfinder', cost: 'passive' },
      { passive: 'stealthy', cost: 'passive' },
    ],
    charges: 3,
    pathfinder: true,
    stealthy: true,
  },
  {
    id: 'geologist',
    hp: 3,
    abilities: [
      { do: 'quickdig', cost: 1 },
      { passive: 'intuition', cost: 'passive' },
    ],
    intuition: true,
  },
  {
    id: 'engineer',
    hp: 3,
    abilities: [
      { do: 'demolish', cost: 2 },
      { passive: 'careful', cost: 'passive' },
    ],
    charges: 3,
    caveInLoss: 1,
  },
  {
    id: 'climber',
    hp: 3,
    abilities: [
      { do: 'quickknot', cost: 1 },
      { passive: 'agile', cost: 'passive' },
    ],
    walk: { tunnel: true, rubble: true },
  },
  {
    id: 'medic',
    hp: 3,
    abilities: [
      { do: 'firstaid', cost: 1 },
      { do: 'sprint', cost: 1 },
    ],
  },
  {
    id: 'bodyguard',
    hp: 5,
    abilities: [
      { do: 'repel', cost: 1 },
      { passive: 'protector', cost: 'passive' },
    ],
    protector: true,
  },
  {
    id: 'leader',
    hp: 3,
    abilities: [
      { do: 'direct', cost: 1 },
      { passive: 'experienced', cost: 'passive' },
    ],
    skillBonus: 1,
  },
] as const satisfies readonly Entry[];

export type CaverId = (typeof TABLE)[number]['id'];
type TableAbility = (typeof TABLE)[number]['abilities'][number];
/** The actions the cavers' active abilities are taken with, as the table names them. */
export type ActiveId = Extract<TableAbility, { readonly do: string }>['do'];
/** The passive abilities' ids, as the table names them. */
export type PassiveId = Extract<TableAbility, { readonly passive: string }>['passive'];
/** An ability's id: an active one's action, a passive one's own id. */
export type AbilityId = ActiveId | PassiveId;

/** An ability's id. */
export function abilityId(a: Ability): AbilityId {
  return 'do' in a ? a.do : a.passive;
}

function caverOf(e: Entry, i: number): CaverDef {
  return {
    id: e.id as CaverId,
    number: i + 1,
    hp: e.hp,
    // The table's passives are PassiveId (read from the table itself).
    abilities: e.abilities as readonly Ability[],
    charges: e.charges ?? 0,
    walk: { flooded: e.walk?.flooded === true, tunnel: e.walk?.tunnel === true, rubble: e.walk?.rubble === true },
    floodProof: e.floodProof === true,
    stealthy: e.stealthy === true,
    skillBonus: e.skillBonus ?? 0,
    caveInLoss: e.caveInLoss,
    protector: e.protector === true,
    pathfinder: e.pathfinder === true,
    intuition: e.intuition === true,
  };
}

/** The eight cavers in rulebook number order. */
export const CAVERS: readonly CaverDef[] = (TABLE as readonly Entry[]).map(caverOf);

/** Their ids, in the same order. */
export const CAVER_IDS: readonly CaverId[] = CAVERS.map((c) => c.id);

export function isCaverId(v: unknown): v is CaverId {
  return typeof v === 'string' && (CAVER_IDS as readonly string[]).includes(v);
}

/**
 * A caver's entry, by id. (On the rules' hot paths; measured with `npm run bench`: a Map, a switch
 * and an array indexed by the id's first letter all play the same number of games a second.)
 */
const BY_ID: ReadonlyMap<string, CaverDef> = new Map(CAVERS.map((c) => [c.id, c]));

export function caverDef(id: CaverId): CaverDef {
  const d = BY_ID.get(id);
  if (d === undefined) throw new Error(`no caver ${JSON.stringify(id)}`);
  return d;
}

/** A caver's active ability taken with action `kind`, from the table. */
export function abilityOf(id: CaverId, kind: ActionDo): { readonly do: ActionDo; readonly cost: number } {
  for (const a of caverDef(id).abilities) if ('do' in a && a.do === kind) return a;
  throw new Error(`${id} has no ability taken with "${kind}"`);
}
