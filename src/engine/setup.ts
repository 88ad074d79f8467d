// Setting up a game (RULES.md §2): cavers on the Start tile, the tile deck with the Exit among the last
// six, the hazard deck for the difficulty and team size with Out of Time under it.
import {
  DIFFICULTIES,
  MAX_CAVERS,
  MAX_PLAYERS,
  MIN_CAVERS,
  MIN_PLAYERS,
  RULES_REVISION,
  caverDef,
  isDifficulty,
  teamProblem,
} from './facts.js';
import { hazardDeckSize, hazardPool, isDealtHazard } from './hazards.js';
import type { Refusal } from './refusal.js';
import { diceStream, shuffle } from './rng.js';
import { CAVE_TILES, EXIT_TILE, SHAPE_MASK } from './tiles.js';
import type { CaverState, Difficulty, GameOptions, GameState, HazardId, TileCard } from './types.js';

/**
 * Why these options cannot start a game, or null. The refusals name the fields as a record
 * (RECORD.md) spells them, so the record validator says the same.
 */
export function optionsError(o: GameOptions): Refusal | null {
  if (typeof o.seed !== 'string' || o.seed.length === 0) return { code: 'field', field: 'seed', expect: 'nonempty' };
  if (!isDifficulty(o.difficulty))
    return { code: 'field', field: 'difficulty', expect: 'difficulty', difficulties: DIFFICULTIES, got: o.difficulty };
  if (!Number.isInteger(o.players) || o.players < MIN_PLAYERS || o.players > MAX_PLAYERS)
    return { code: 'field', field: 'players', expect: 'whole', min: MIN_PLAYERS, max: MAX_PLAYERS };
  if (!Array.isArray(o.cavers))
    return { code: 'field', field: 'cavers', expect: 'team', min: MIN_CAVERS, max: MAX_CAVERS };
  const team = teamProblem(o.cavers, o.players);
  if (team !== null) {
    switch (team.t) {
      case 'unknown':
        return { code: 'unknown-caver', id: team.id };
      case 'twice':
        return { code: 'caver-twice', id: team.id };
      case 'size':
        return { code: 'team-size', n: team.n, min: MIN_CAVERS, max: MAX_CAVERS };
      case 'players':
        return { code: 'team-players', players: o.players, need: team.need, n: team.n };
    }
  }
  if (o.easy !== undefined && typeof o.easy !== 'boolean') return { code: 'field', field: 'easy', expect: 'boolean' };
  if (o.rules !== undefined && (!Number.isInteger(o.rules) || o.rules < 1))
    return { code: 'field', field: 'rules', expect: 'revision', got: o.rules };
  if (o.rules !== undefined && o.rules > RULES_REVISION) {
    return { code: 'newer-rules', rules: o.rules, current: RULES_REVISION };
  }
  const setup = o.setup;
  if (setup?.hazards !== undefined) {
    for (const [i, h] of setup.hazards.entries())
      if (!isDealtHazard(h)) return { code: 'unknown-hazard', index: i, got: h };
  }
  if (setup?.dice !== undefined) {
    for (const [i, n] of setup.dice.entries())
      if (!Number.isInteger(n) || n < 1 || n > 6) return { code: 'bad-die', index: i, got: n };
  }
  return null;
}

/** The Exit lies among the last six tiles of the deck (RULES.md §2, setup step 3). */
export const EXIT_AMONG_LAST = 6;

/** The seeded tile deck: 64 tiles shuffled, the Exit shuffled into the bottom five. */
export function seededTileDeck(seed: string): TileCard[] {
  const deck = shuffle(CAVE_TILES, seed, 'tiles');
  const bottom = shuffle(
    [...deck.splice(deck.length - (EXIT_AMONG_LAST - 1), EXIT_AMONG_LAST - 1), EXIT_TILE],
    seed,
    'exit',
  );
  return [...deck, ...bottom];
}

/** The seeded hazard deck (without Out of Time). */
export function seededHazardDeck(seed: string, difficulty: Difficulty, cavers: number, easy: boolean): HazardId[] {
  return shuffle(hazardPool(difficulty), seed, 'hazards').slice(0, hazardDeckSize(cavers, difficulty, easy));
}

/** The state before the first turn begins (the core then starts round 1). */
export function initialState(o: GameOptions): GameState {
  const tileDeck = o.setup?.tiles ? o.setup.tiles.slice() : seededTileDeck(o.seed);
  const hazards = o.setup?.hazards
    ? o.setup.hazards.slice()
    : seededHazardDeck(o.seed, o.difficulty, o.cavers.length, o.easy === true);
  let tileTop = 0;
  const cavers: CaverState[] = o.cavers.map((id) => {
    const def = caverDef(id);
    let aside: TileCard | null = null;
    if (def.intuition && tileTop < tileDeck.length) aside = tileDeck[tileTop++];
    return {
      id,
      hp: def.hp,
      maxHp: def.hp,
      at: [0, 0],
      underwater: false,
      removed: false,
      hidden: false,
      hideRound: 0,
      hideStreak: 0,
      charges: def.charges,
      aside,
    };
  });
  return {
    options: o,
    round: 1,
    phase: 'action',
    first: 0,
    turnIdx: -1,
    turn: null,
    ap: 0,
    exerted: false,
    turnDone: false,
    directUsed: false,
    cavers,
    tiles: [
      {
        x: 0,
        y: 0,
        type: 'start',
        shape: 'X',
        open: SHAPE_MASK.X,
        blasted: 0,
        faces: undefined,
        arrow: undefined,
        rubble: false,
        flooded: false,
        rope: false,
      },
    ],
    frontier: 4,
    tileDeck,
    tileTop,
    tileDiscards: [],
    hazardDeck: [...hazards, 'outoftime'],
    hazardTop: 0,
    hazardDiscards: [],
    outOfTime: false,
    gasLeak: 0,
    horrors: [],
    nextHorrorId: 1,
    dice: o.setup?.dice ? o.setup.dice.slice() : [],
    diceTop: 0,
    rng: diceStream(o.seed),
    queue: [{ t: 'nextTurn' }],
    pending: null,
    result: null,
    drawn: null,
  };
}
