// Which actions exist and who may take them: the basic and hazard actions every caver has
// (RULES.md §4), then each caver's own (RULES.md §7, one module each in cavers/).
import { clear, heal, hide, rope } from './actions/care.js';
import { move, run, squeeze, swim } from './actions/move.js';
import { draw, explore, reveal } from './actions/reveal.js';
import { bodyguardActions } from './cavers/bodyguard.js';
import { climberActions } from './cavers/climber.js';
import { diverActions } from './cavers/diver.js';
import { engineerActions } from './cavers/engineer.js';
import { geologistActions } from './cavers/geologist.js';
import { leaderActions } from './cavers/leader.js';
import { medicActions } from './cavers/medic.js';
import { scoutActions } from './cavers/scout.js';
import type { ActionDef, ActionInfo } from './defs.js';
import { caverDef, CAVERS, type CaverId } from './facts.js';
import type { ActionDo } from './types.js';

export const BASIC_ACTIONS: readonly ActionDef[] = [
  draw,
  reveal,
  explore,
  move,
  run,
  heal,
  swim,
  squeeze,
  clear,
  rope,
  hide,
];

/** Each caver's own actions, by caver id. */
const OWN: Readonly<Record<CaverId, readonly ActionDef[]>> = {
  diver: diverActions,
  scout: scoutActions,
  geologist: geologistActions,
  engineer: engineerActions,
  climber: climberActions,
  medic: medicActions,
  bodyguard: bodyguardActions,
  leader: leaderActions(directableDefs),
};

/**
 * A definition in the one shape every definition the rules use has: the same fields in the same
 * order, those it lacks undefined. Listing reads `ap` and `candidates` of a dozen definitions a step,
 * and V8 reads a field of objects of a dozen shapes through a slow generic lookup (megamorphic); of
 * one shape, it is one load (callgrind, 600 benchmark games: 0.4% fewer instructions).
 */
function uniform(def: ActionDef): ActionDef {
  // Every field named, optional ones too: a field added to ActionDef and not copied here is a type error.
  const all: { [K in keyof Required<ActionDef>]: ActionDef[K] } = {
    do: def.do,
    ap: def.ap,
    test: def.test,
    steps: def.steps,
    candidates: def.candidates,
    check: def.check,
    run: def.run,
  };
  return all;
}

/** Every action of each caver, the basic ones first, by rulebook number (see facts.ts's caverDef). */
const BASIC = BASIC_ACTIONS.map(uniform);
const ALL: readonly (readonly ActionDef[])[] = CAVERS.map((c) => [...BASIC, ...OWN[c.id].map(uniform)]);
const DIRECTABLE: readonly (readonly ActionDef[])[] = ALL.map((list) =>
  list.filter((a) => a.ap === 1 && a.do !== 'direct'),
);

/**
 * The actions listed on a caver's turn, in the same order: all but Reveal and Explore (played as a
 * draw and a placement, draw.ts) and Surface (a turn of its own, listed alone).
 */
const ON_TURN: readonly (readonly ActionDef[])[] = ALL.map((list) =>
  list.filter((a) => a.do !== 'reveal' && a.do !== 'explore' && a.do !== 'surface'),
);

export function turnActionsOf(id: CaverId): readonly ActionDef[] {
  return ON_TURN[caverDef(id).number - 1];
}

/** Every action this caver has: the basic ones, then its own. */
export function actionsOf(id: CaverId): readonly ActionDef[] {
  return ALL[caverDef(id).number - 1];
}

/** The same lists by action kind (the first of a kind, as a search of the list would find it). */
const BY_KIND: readonly ReadonlyMap<ActionDo, ActionDef>[] = ALL.map((list) => {
  const m = new Map<ActionDo, ActionDef>();
  for (const a of list) if (!m.has(a.do)) m.set(a.do, a);
  return m;
});

export function actionDef(id: CaverId, kind: ActionDo): ActionDef | undefined {
  return BY_KIND[caverDef(id).number - 1].get(kind);
}

/** What the players see of one of a caver's actions (AP cost, path length), or null if it has none of that kind. */
export function actionInfo(id: CaverId, kind: ActionDo): ActionInfo | null {
  const def = actionDef(id, kind);
  if (def === undefined) return null;
  return {
    do: def.do,
    ap: def.ap,
    ...(def.test ? { test: true } : {}),
    ...(def.steps ? { steps: def.steps } : {}),
  };
}

/** The 1-AP actions a caver may take when the Leader directs it. */
export function directableDefs(id: CaverId): readonly ActionDef[] {
  return DIRECTABLE[caverDef(id).number - 1];
}
