// The rules' refusals in words: a code and its parameters (engine/refusal.ts) made into the sentence
// the player reads. A reason that names a direction can be said for several at once ("no tile to the
// north or east yet"), for the prompts that gather the same reason over the ways an action could go.
import { ACTION_NAMES, actionInfo, CARD_TYPES, CAVER_IDS, type Dir, type Refusal, SHAPES } from '../engine/index.js';
import { dirList, dirName, orList, playersRule } from './lists.js';
import { actionName, tileTypeName } from './names.js';
import { say } from './say.js';

/** A basic action every caver has, by name and cost ("Swim", 2). */
function basic(action: 'swim' | 'squeeze'): { action: string; ap: number } {
  return { action: actionName(action), ap: actionInfo(CAVER_IDS[0], action)!.ap };
}

/** The refusals said without parameters, each by its key. */
const PLAIN = {
  'drop-arrow': 'refusal.drop-arrow',
  'not-tunnel': 'refusal.not-tunnel',
  'horror-on-exit': 'refusal.horror-on-exit',
  'action-not-object': 'refusal.action-not-object',
  'game-over': 'refusal.game-over',
  'nothing-to-choose': 'refusal.nothing-to-choose',
  'surface-first': 'refusal.surface-first',
  'must-surface': 'refusal.must-surface',
  exerted: 'refusal.exerted',
  'off-tile': 'refusal.off-tile',
  'not-yourself': 'refusal.not-yourself',
  'rope-tile': 'refusal.rope-tile',
  'has-rope': 'refusal.has-rope',
  'no-tile-fits': 'refusal.no-tile-fits',
  'deck-empty-keep': 'refusal.deck-empty-keep',
  'no-placement': 'refusal.no-placement',
  'pathfinder-unusable': 'refusal.pathfinder-unusable',
  'pathfinder-nothing-drawn': 'refusal.pathfinder-nothing-drawn',
  'pathfinder-used': 'refusal.pathfinder-used',
  'pathfinder-spent': 'refusal.pathfinder-spent',
  'pathfinder-no-tile': 'refusal.pathfinder-no-tile',
  'discard-first': 'refusal.discard-first',
  discarded: 'refusal.discarded',
  'keep-geologist': 'refusal.keep-geologist',
  'held-no-fit': 'refusal.held-no-fit',
  'drawn-no-fit': 'refusal.drawn-no-fit',
  'nothing-drawn': 'refusal.nothing-drawn',
  'dive-water': 'refusal.dive-water',
  'not-underwater': 'refusal.not-underwater',
  'direct-used': 'refusal.direct-used',
  'direct-self': 'refusal.direct-self',
  'tile-not-string': 'refusal.tile-not-string',
  'draw-not-object': 'refusal.draw-not-object',
  'draw-kind': 'refusal.draw-kind',
} as const;

/** The refusals that name a direction, each by its key (a wall by a Reveal has its own). */
const WHERE = {
  'ledge-arrow': 'refusal.ledge-arrow',
  wall: 'refusal.wall',
  'no-tile': 'refusal.no-tile',
  walled: 'refusal.walled',
  'not-flooded': 'refusal.not-flooded',
  rubble: 'refusal.rubble',
  'not-connected': 'refusal.not-connected',
  'tile-there': 'refusal.tile-there',
  'no-horror': 'refusal.no-horror',
  'no-wall': 'refusal.no-wall',
} as const;

/** The refusals that name a caver, each by its key. */
const CAVER = {
  'not-here': 'refusal.not-here',
  'pathfinder-not-scout': 'refusal.pathfinder-not-scout',
  'not-directable': 'refusal.not-directable',
  'directed-caver': 'refusal.directed-caver',
} as const;

/** The refusals of a record's setup list, each by its key. */
const LISTED = {
  'unknown-hazard': 'refusal.unknown-hazard',
  'bad-die': 'refusal.bad-die',
} as const;

/** What a field must be, each by its key (the ones said with the field's name alone). */
const FIELD = {
  dir: 'refusal.field.dir',
  'dir-or-own': 'refusal.field.dir-or-own',
  'path-dirs': 'refusal.field.path-dirs',
  caver: 'refusal.field.caver',
  boolean: 'refusal.field.boolean',
  true: 'refusal.field.true',
  keep: 'refusal.field.keep',
  sides: 'refusal.field.sides',
  square: 'refusal.field.square',
  'draw-kind': 'refusal.field.draw-kind',
  'directed-action': 'refusal.field.directed-action',
  object: 'refusal.field.object',
  'offered-water': 'refusal.field.offered-water',
  nonempty: 'refusal.field.nonempty',
} as const;

/** A value given in a record, as the record spells it ("\"easy\"", 0, missing). */
function given(v: unknown): string {
  return JSON.stringify(v) ?? say('refusal.missing');
}

/**
 * The sentence for a refusal. `dirs`: the directions to name in place of its `dir` (the way it was
 * tried), for a reason said once for the several ways it holds for; left out, its own.
 */
export function refusalText(r: Refusal, dirs?: readonly Dir[]): string {
  const where = (d: Dir): string => dirList(dirs ?? [d]);
  switch (r.code) {
    case 'field':
      switch (r.expect) {
        case 'path':
          return say('refusal.field.path', { field: r.field, max: r.max });
        case 'whole':
          return say('refusal.field.whole', { field: r.field, min: r.min, max: r.max });
        case 'game-caver':
          return say('refusal.field.game-caver', { field: r.field, cavers: r.cavers.join(', ') });
        case 'difficulty':
          return say('refusal.field.difficulty', {
            field: r.field,
            difficulties: orList(r.difficulties),
            got: given(r.got),
          });
        case 'team':
          return say('refusal.field.team', { field: r.field, min: r.min, max: r.max });
        case 'revision':
          return say('refusal.field.revision', { field: r.field, got: given(r.got) });
        default:
          return say(FIELD[r.expect], { field: r.field });
      }
    case 'ledge-arrow':
    case 'wall':
    case 'no-tile':
    case 'walled':
    case 'not-flooded':
    case 'rubble':
    case 'not-connected':
    case 'tile-there':
    case 'no-horror':
    case 'no-wall':
      return say(r.code === 'wall' && r.by === 'reveal' ? 'refusal.wall-reveal' : WHERE[r.code], {
        where: where(r.dir),
      });
    case 'flooded':
      return say('refusal.flooded', { where: where(r.dir), ...basic('swim') });
    case 'tunnel':
      return say('refusal.tunnel', { where: where(r.dir), ...basic('squeeze') });
    case 'drop-arrow':
    case 'not-tunnel':
    case 'horror-on-exit':
    case 'action-not-object':
    case 'game-over':
    case 'nothing-to-choose':
    case 'surface-first':
    case 'must-surface':
    case 'exerted':
    case 'off-tile':
    case 'not-yourself':
    case 'rope-tile':
    case 'has-rope':
    case 'no-tile-fits':
    case 'deck-empty-keep':
    case 'no-placement':
    case 'pathfinder-unusable':
    case 'pathfinder-nothing-drawn':
    case 'pathfinder-used':
    case 'pathfinder-spent':
    case 'pathfinder-no-tile':
    case 'discard-first':
    case 'discarded':
    case 'keep-geologist':
    case 'held-no-fit':
    case 'drawn-no-fit':
    case 'nothing-drawn':
    case 'dive-water':
    case 'not-underwater':
    case 'direct-used':
    case 'direct-self':
    case 'tile-not-string':
    case 'draw-not-object':
    case 'draw-kind':
      return say(PLAIN[r.code]);
    case 'unknown-action':
      return say('refusal.unknown-action', { got: String(JSON.stringify(r.got)), actions: ACTION_NAMES.join(' ') });
    case 'stray-field':
      return say('refusal.stray-field', { action: r.action, field: r.field });
    case 'not-your-choice':
      return say('refusal.not-your-choice', { chooser: r.chooser, player: r.player, caver: r.caver });
    case 'waiting':
      return say('refusal.waiting', { kind: r.kind, max: r.max });
    case 'not-your-turn':
      return say('refusal.not-your-turn', { turn: r.turn ?? say('refusal.nobody'), caver: r.caver });
    case 'turn-done':
      return say(r.underwater ? 'refusal.turn-done-underwater' : 'refusal.turn-done');
    case 'no-action':
      return say('refusal.no-action', { caver: r.caver, action: r.action });
    case 'ap':
      return say(r.canExert ? 'refusal.ap-exert' : 'refusal.ap', {
        action: actionName(r.action),
        cost: r.cost,
        caver: r.caver,
        have: r.have,
      });
    case 'not-here':
    case 'pathfinder-not-scout':
    case 'not-directable':
    case 'directed-caver':
      return say(CAVER[r.code], { caver: r.caver });
    case 'path-step':
      return say('refusal.path-step', { step: r.step, why: refusalText(r.why, dirs) });
    case 'no-rubble':
      return r.dir === undefined ? say('refusal.no-rubble') : say('refusal.no-rubble-dir', { where: where(r.dir) });
    case 'no-ropes':
      return say('refusal.no-ropes', { supply: r.supply });
    case 'deck-empty':
      return say(r.held ? 'refusal.deck-empty-held' : 'refusal.deck-empty');
    case 'place-drawn': {
      const values = { action: actionName(r.action), dir: r.dir, do: r.action };
      return r.by === null
        ? say('refusal.place-drawn', values)
        : say('refusal.place-drawn-directed', { ...values, by: r.by, caver: r.caver });
    }
    case 'drawn-dir':
      return say('refusal.drawn-dir', { where: where(r.dir), dir: r.dir });
    case 'not-a-turn':
      return say('refusal.not-a-turn', { open: r.open, tile: tileTypeName(r.tile), shape: r.shape });
    case 'open-toward':
      return say('refusal.open-toward', { where: dirName(r.side) });
    case 'closes-cave':
      return say('refusal.closes-cave', { open: r.open });
    case 'not-water':
      return say('refusal.not-water', { x: r.at[0], y: r.at[1] });
    case 'no-explosives':
      return say('refusal.no-explosives', { charges: r.charges });
    case 'not-one-ap':
      return say('refusal.not-one-ap', { caver: r.caver, action: r.action });
    case 'directed':
      return say('refusal.directed', {
        caver: r.caver,
        action: actionName(r.action),
        why: refusalText(r.why, dirs),
      });
    case 'unknown-caver':
      return say('refusal.unknown-caver', { got: JSON.stringify(r.id), cavers: CAVER_IDS.join(' ') });
    case 'caver-twice':
      return say('refusal.caver-twice', { id: r.id });
    case 'team-size':
      return say('refusal.team-size', { min: r.min, max: r.max, n: r.n });
    case 'team-players':
      return say('refusal.team-players', { rule: playersRule(r.players), n: r.n });
    case 'newer-rules':
      return say('refusal.newer-rules', { rules: r.rules, current: r.current });
    case 'unknown-hazard':
    case 'bad-die':
      return say(LISTED[r.code], { index: r.index, got: given(r.got) });
    case 'tile-type':
      return say('refusal.tile-type', { type: r.type, id: r.id, types: CARD_TYPES.join(' ') });
    case 'tile-shape':
      return say('refusal.tile-shape', { id: r.id, shapes: orList(SHAPES) });
    case 'tile-faces':
      return say('refusal.tile-faces', { id: r.id, shape: r.shape });
    case 'tile-extra':
      return say('refusal.tile-extra', { id: r.id });
    case 'draw-stray':
      return say('refusal.draw-stray', { field: r.field });
  }
}
