// The game's facts as data, each written once (RULES.md §2 and §7): the team sizes, the players,
// the difficulties, the seed, and the eight cavers with their numbers, names, health, passives and
// ability texts. The rules core plays them; the command line, the setup screen, the record
// validator and the screens show and check them from here. A leaf module (it imports types only).
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

export interface Ability {
  readonly name: string;
  /** AP cost, or 'passive'. */
  readonly cost: number | 'passive';
  readonly text: string;
  /** The action an active ability is taken with (its rules are in the caver's module). */
  readonly do?: ActionDo;
}

/** One caver: every field present (undefined where it does not apply), so all have one shape. */
export interface CaverDef {
  readonly id: CaverId;
  /** Rulebook number, 1-8: its place in the table. Lower is chosen first by horrors on a tie. */
  readonly number: number;
  readonly name: string;
  /** Turkish and French names (the rulebooks'). */
  readonly tr: string;
  readonly fr: string;
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

type Entry = Partial<Omit<CaverDef, 'id' | 'number' | 'walk'>> & {
  readonly id: string;
  readonly name: string;
  readonly tr: string;
  readonly fr: string;
  readonly hp: number;
  readonly abilities: readonly Ability[];
  readonly walk?: Partial<CaverDef['walk']>;
};

/** In rulebook number order: the first is number 1. */
const TABLE = [
  {
    id: 'diver',
    name: 'Diver',
    tr: 'Dalgıç',
    fr: 'Plongeur',
    hp: 3,
    abilities: [
      {
        do: 'dive',
        name: 'Dive',
        cost: 2,
        text: 'On a water tile: leave the cave; next turn, as your only action, surface on any water tile. Under water only Tremor and Out of Time reach you.',
      },
      {
        name: 'Underwater gear',
        cost: 'passive',
        text: 'Floods never hurt you; you may Move (and Run) into flooded tiles.',
      },
    ],
    walk: { flooded: true },
    floodProof: true,
  },
  {
    id: 'scout',
    name: 'Scout',
    tr: 'Gözcü',
    fr: 'Éclaireur',
    hp: 3,
    abilities: [
      {
        name: 'Pathfinder',
        cost: 'passive',
        text: '3 times a game, when placing a tile you may discard the drawn tile and place the next instead (you must accept it).',
      },
      {
        name: 'Stealthy',
        cost: 'passive',
        text: "Never a horror's victim; sharing a tile with a horror costs you nothing.",
      },
    ],
    charges: 3,
    pathfinder: true,
    stealthy: true,
  },
  {
    id: 'geologist',
    name: 'Geologist',
    tr: 'Jeolog',
    fr: 'Géologue',
    hp: 3,
    abilities: [
      {
        do: 'quickdig',
        name: 'Quick dig',
        cost: 1,
        text: 'Remove rubble from your tile or an adjacent connected tile.',
      },
      {
        name: 'Intuition',
        cost: 'passive',
        text: 'You hold a cave tile aside, face up. When you draw a tile, place either the one held or the one drawn, and hold the other; with the deck empty, you may still place the one held.',
      },
    ],
    intuition: true,
  },
  {
    id: 'engineer',
    name: 'Engineer',
    tr: 'Mühendis',
    fr: 'Ingénieur',
    hp: 3,
    abilities: [
      {
        do: 'demolish',
        name: 'Demolition',
        cost: 2,
        text: '3 times a game: blow open a wall of your tile (to a tile, or to an empty square for a later Reveal); then a Cave-in happens at once.',
      },
      { name: 'Careful', cost: 'passive', text: 'Cave-ins cost you only 1 health.' },
    ],
    charges: 3,
    caveInLoss: 1,
  },
  {
    id: 'climber',
    name: 'Climber',
    tr: 'Tırmanıcı',
    fr: 'Grimpeur',
    hp: 3,
    abilities: [
      { do: 'quickknot', name: 'Quick knot', cost: 1, text: 'Put a rope on the ledge or drop you stand on; no test.' },
      { name: 'Agile', cost: 'passive', text: 'You may Move (and Run) into tunnels and into tiles with rubble.' },
    ],
    walk: { tunnel: true, rubble: true },
  },
  {
    id: 'medic',
    name: 'Medic',
    tr: 'Doktor',
    fr: 'Médecin',
    hp: 3,
    abilities: [
      {
        do: 'firstaid',
        name: 'First aid',
        cost: 1,
        text: 'Another caver on your tile regains 1 health (never yourself).',
      },
      { do: 'sprint', name: 'Sprint', cost: 1, text: 'Up to two Moves (no Swim, no Squeeze).' },
    ],
  },
  {
    id: 'bodyguard',
    name: 'Bodyguard',
    tr: 'Koruma',
    fr: 'Garde du corps',
    hp: 5,
    abilities: [
      {
        do: 'repel',
        name: 'Repel',
        cost: 1,
        text: 'Remove a horror from an adjacent connected tile (not one on the Exit).',
      },
      {
        name: 'Protector',
        cost: 'passive',
        text: 'Starts with 5 health. While conscious, the others on your tile lose no health to Flood, Gas, Cave-in or Tremor (you are not protected yourself).',
      },
    ],
    protector: true,
  },
  {
    id: 'leader',
    name: 'Leader',
    tr: 'Lider',
    fr: 'Chef',
    hp: 3,
    abilities: [
      {
        do: 'direct',
        name: 'Direct',
        cost: 1,
        text: 'Once a round: another conscious caver at once takes a 1-AP action of its own choice.',
      },
      { name: 'Experienced', cost: 'passive', text: '+1 to your skill tests.' },
    ],
    skillBonus: 1,
  },
] as const satisfies readonly Entry[];

export type CaverId = (typeof TABLE)[number]['id'];

function caverOf(e: Entry, i: number): CaverDef {
  return {
    id: e.id as CaverId,
    number: i + 1,
    name: e.name,
    tr: e.tr,
    fr: e.fr,
    hp: e.hp,
    abilities: e.abilities,
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
export function abilityOf(id: CaverId, kind: ActionDo): Ability & { readonly cost: number } {
  const a = caverDef(id).abilities.find((x) => x.do === kind);
  if (a === undefined || a.cost === 'passive') throw new Error(`${id} has no ability taken with "${kind}"`);
  return a as Ability & { readonly cost: number };
}
