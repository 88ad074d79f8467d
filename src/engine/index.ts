// The public face of the rules core.
export { apply, applyTraced, actionCost, actionError, legalActions, newGame } from './engine.js';
export type { NewGameResult, TracedResult } from './engine.js';
export {
  CAVERS, CAVER_IDS, DIFFICULTIES, MAX_CAVERS, MAX_PLAYERS, MAX_SEED_LENGTH, MIN_CAVERS, MIN_PLAYERS,
  caverDef, caversForPlayers, isCaverId, isDifficulty, orList, playerOfSeat, playersRule, teamProblem,
} from './facts.js';
export type { Ability, CaverDef, TeamProblem } from './facts.js';
export { actionsOf, directableDefs } from './rules.js';
export { HAZARDS, hazardPool, hazardDeckSize } from './hazards.js';
export type { DealtHazard, HazardCard } from './hazards.js';
export { TILE_KINDS, CAVE_TILES, ORIENTATIONS, parseTileId, tileId } from './tiles.js';
export { optionsError } from './setup.js';
export { planReveal } from './reveal.js';
export { isOver, leftBehind, onExit } from './over.js';
export { nearestVictim, distances } from './horrors.js';
export { tileAt, isConscious, isExit, onTile } from './cave.js';
export * from './dirs.js';
export type * from './types.js';
export type { ActionDef, ActionInfo } from './defs.js';
export { stateHash } from './hash.js';
