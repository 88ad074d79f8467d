// The public face of the rules core.
import './cavers/index.js';

export { apply, applyTraced, actionCost, actionError, legalActions, newGame } from './engine.js';
export type { NewGameResult, TracedResult } from './engine.js';
export { CAVERS } from './cavers/index.js';
export { CAVER_IDS, isCaverId } from './cavers/ids.js';
export { caverDef } from './registry.js';
export { actionsOf, directableDefs } from './rules.js';
export { HAZARDS, hazardPool, hazardDeckSize } from './hazards.js';
export { TILE_KINDS, CAVE_TILES, ORIENTATIONS, parseTileId, tileId } from './tiles.js';
export { DIFFICULTIES, caversForPlayers, optionsError } from './setup.js';
export { planReveal } from './reveal.js';
export { isOver, leftBehind, onExit } from './over.js';
export { nearestVictim, distances } from './horrors.js';
export { tileAt, isConscious } from './cave.js';
export * from './dirs.js';
export type * from './types.js';
export type { ActionDef, CaverDef, Ability } from './defs.js';
export { stateHash } from './hash.js';
export { determinize, EXIT_DEPTH, type DeterminizeOptions } from './determinize.js';
