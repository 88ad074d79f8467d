// Setting up a game (RULES.md §2): cavers on the Start tile, the tile deck with the Exit among the last
// six, the hazard deck for the difficulty and team size with Out of Time under it.
import './cavers/index.js';
import { CAVER_IDS } from './cavers/ids.js';
import { hazardDeckSize, hazardPool, isDealtHazard } from './hazards.js';
import { caverDef } from './registry.js';
import { diceStream, shuffle } from './rng.js';
import { CAVE_TILES, EXIT_TILE, SHAPE_MASK } from './tiles.js';
import type { CaverState, Difficulty, GameOptions, GameState, HazardId, TileCard } from './types.js';

export const DIFFICULTIES: readonly Difficulty[] = ['normal', 'hard', 'expert'];

/** How many cavers a number of players plays (RULES.md §2); null for solo (4, 5 or 6). */
export function caversForPlayers(players: number): number | null {
  if (players === 1) return null;
  if (players === 2) return 4;
  if (players === 3) return 6;
  return players;
}

/**
 * Which player (1-based) controls a seat in hot-seat play: with 2 or 3 players each controls two
 * neighbouring seats, with 4-6 one each (RULES.md §2); solo, player 1 controls all.
 */
export function playerOfSeat(players: number, cavers: number, seat: number): number {
  if (players <= 1) return 1;
  const each = Math.max(1, Math.floor(cavers / players));
  return Math.min(players, Math.floor(seat / each) + 1);
}

/** Why these options cannot start a game, or null. */
export function optionsError(o: GameOptions): string | null {
  if (typeof o.seed !== 'string' || o.seed.length === 0) return '"seed" must be a non-empty string';
  if (!DIFFICULTIES.includes(o.difficulty)) return `"difficulty" must be normal, hard or expert, not ${JSON.stringify(o.difficulty)}`;
  if (!Number.isInteger(o.players) || o.players < 1 || o.players > 6) return '"players" must be a whole number from 1 to 6';
  if (!Array.isArray(o.cavers) || o.cavers.length < 4 || o.cavers.length > 6) return '"cavers" must list 4 to 6 caver ids';
  for (const [i, id] of o.cavers.entries()) {
    if (!CAVER_IDS.includes(id)) return `unknown caver ${JSON.stringify(id)} (cavers: ${CAVER_IDS.join(' ')})`;
    if (o.cavers.indexOf(id) !== i) return `caver "${id}" appears twice`;
  }
  const need = caversForPlayers(o.players);
  if (need !== null && o.cavers.length !== need) {
    return `${o.players} players play ${need} cavers (RULES.md §2), not ${o.cavers.length}`;
  }
  if (o.easy !== undefined && typeof o.easy !== 'boolean') return '"easy" must be true or false';
  const setup = o.setup;
  if (setup?.hazards !== undefined) {
    for (const h of setup.hazards) if (!isDealtHazard(h)) return `unknown hazard card ${JSON.stringify(h)}`;
  }
  if (setup?.dice !== undefined) {
    for (const n of setup.dice) if (!Number.isInteger(n) || n < 1 || n > 6) return `dice must be whole numbers from 1 to 6, not ${JSON.stringify(n)}`;
  }
  return null;
}

/** The seeded tile deck: 64 tiles shuffled, the Exit shuffled into the bottom five. */
export function seededTileDeck(seed: string): TileCard[] {
  const deck = shuffle(CAVE_TILES, seed, 'tiles');
  const bottom = shuffle([...deck.splice(deck.length - 5, 5), EXIT_TILE], seed, 'exit');
  return [...deck, ...bottom];
}

/** The seeded hazard deck (without Out of Time). */
export function seededHazardDeck(seed: string, difficulty: Difficulty, cavers: number, easy: boolean): HazardId[] {
  return shuffle(hazardPool(difficulty), seed, 'hazards').slice(0, hazardDeckSize(cavers, difficulty, easy));
}

/** The state before the first turn begins (the core then starts round 1). */
export function initialState(o: GameOptions): GameState {
  const tileDeck = o.setup?.tiles ? o.setup.tiles.slice() : seededTileDeck(o.seed);
  const hazards = o.setup?.hazards ? o.setup.hazards.slice() : seededHazardDeck(o.seed, o.difficulty, o.cavers.length, o.easy === true);
  let tileTop = 0;
  const cavers: CaverState[] = o.cavers.map((id) => {
    const def = caverDef(id);
    let aside: TileCard | null = null;
    if (def.intuition && tileTop < tileDeck.length) aside = tileDeck[tileTop++];
    return {
      id, hp: def.hp, maxHp: def.hp, at: [0, 0], underwater: false, removed: false,
      hidden: false, hideRound: 0, hideStreak: 0, charges: def.charges ?? 0, aside,
    };
  });
  return {
    options: o,
    round: 1, phase: 'action', first: 0, turnIdx: -1, turn: null, ap: 0, exerted: false, turnDone: false, directUsed: false,
    cavers,
    tiles: [{ x: 0, y: 0, type: 'start', shape: 'X', open: SHAPE_MASK.X, blasted: 0, faces: undefined, arrow: undefined, rubble: false, flooded: false, rope: false }],
    frontier: 4,
    tileDeck, tileTop, tileDiscards: [],
    hazardDeck: [...hazards, 'outoftime'], hazardTop: 0, hazardDiscards: [],
    outOfTime: false, gasLeak: 0,
    horrors: [], nextHorrorId: 1,
    dice: o.setup?.dice ? o.setup.dice.slice() : [], diceTop: 0, rng: diceStream(o.seed),
    queue: [{ t: 'nextTurn' }],
    pending: null,
    result: null,
  };
}
