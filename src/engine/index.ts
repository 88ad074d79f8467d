// The rules core's only door: everything outside src/engine/ imports the engine from here, and from
// nowhere else (test/house.test.ts holds every folder to it). The core is pure: a state and an
// action give a new state and the events that happened; nothing here reads a clock, a file or
// Math.random. CONTRIBUTING.md draws the house.

// ---- Playing: start a game, list and check actions, apply them.
export { actionCost, actionError, apply, applyTraced, legalActions, newGame } from './engine.js';
export type { NewGameResult, TracedResult } from './engine.js';
export { optionsError } from './setup.js';
// Why something is refused: a code and its parameters, never a sentence (src/words/ words it).
export { isRefusal } from './refusal.js';
export type { FieldName, FieldRefusal, Refusal, RefusalCode } from './refusal.js';
// Every kind of action the core accepts (a record's, and the steps of play a reveal is made of).
export { ACTION_NAMES, actionKey, sameAction } from './actionFields.js';
export { stateHash } from './hash.js';
// A Reveal or Explore is played in steps (draw, Pathfinder, placement); a record holds it whole.
export { drawSteps, isDrawStep, savedDraw } from './draw.js';

// ---- The facts: the rules revision, team sizes, players, difficulties, the seed, the eight cavers (RULES.md §2, §7).
export {
  CAVERS,
  CAVER_IDS,
  DIFFICULTIES,
  MAX_CAVERS,
  MAX_PLAYERS,
  MAX_SEED_LENGTH,
  MIN_CAVERS,
  MIN_PLAYERS,
  RULES_REVISION,
  abilityId,
  caverDef,
  caversForPlayers,
  isCaverId,
  isDifficulty,
  playerOfSeat,
  teamProblem,
} from './facts.js';
export type { Ability, AbilityId, ActiveId, CaverDef, PassiveId, TeamProblem } from './facts.js';

// ---- The cards, tiles and actions (RULES.md §4-§6); their names and texts are words (src/words/).
export { HAZARDS, hazardDeckSize, hazardPool } from './hazards.js';
export type { DealtHazard, HazardCard } from './hazards.js';
export { CARD_TYPES, CAVE_TILES, ORIENTATIONS, SHAPES, TILE_TYPES, parseTileId, tileId } from './tiles.js';
export { actionInfo } from './rules.js';
export type { ActionInfo } from './defs.js';

// ---- Questions about a position, answered by the rules themselves (screens and bots never re-derive them).
export { isConscious, isExit, onTile, tileAt } from './cave.js';
export { isOver, leftBehind, onExit } from './over.js';
export { distances, HORROR_REACH, nearestVictim } from './horrors.js';
// The cave's one search (shortest paths with a step cost said by the caller): horrors, the AI, travel.
export { pathTo, searchCave } from './search.js';
export type { Cave, CaveSearch, SearchOptions, StepCostFn } from './search.js';
export { travelWay } from './travel.js';
export type { TravelBy, TravelStep, TravelWay } from './travel.js';
export { movesOnto, stepDanger } from './movement.js';
export { drawPace, entryCost, gasEntryLoss, healGain, horrorHunts, stepCost } from './previews.js';
export type { DrawPace, EntryCost, EntryTile, Hunt } from './previews.js';
export { wayTo } from './ways.js';
export type { Way, WayBy, WayGoal, WayStep } from './ways.js';
export { HAZARD_KINDS, hazardCount } from './hazardCount.js';
export type { HazardCardCount, HazardCount, HazardKind, HazardKindCount } from './hazardCount.js';

// ---- What became of each caver (its place, and each loss with its cause and round), from the events.
export { fatesOf, foldFates, startFates } from './fates.js';
export type { CaverFate, FateState, Fates, Loss, LossCause } from './fates.js';

// ---- Whether an action just applied can be taken back (nothing hidden was seen).
export { takeBack } from './takeback.js';
export type { Seen, TakeBack } from './takeback.js';

// ---- Directions, squares and side masks.
export * from './dirs.js';

// ---- The shapes: state, actions, events (plain JSON data).
export type * from './types.js';

// ---- What a player at the table sees (nothing hidden: whatever advises a player is handed this, never
// a GameState), and a world the players could be in, dealt from it and a seed (the AI plans in such worlds).
export { playerView, PLAYER_VIEW_VERSION } from './view.js';
export type { PlayerView, PublicOptions } from './view.js';
export { determinize, EXIT_DEPTH } from './determinize.js';
