// Which actions exist and who may take them: the basic and hazard actions every caver has
// (RULES.md §4), plus each caver's own (RULES.md §7).
import { clear, heal, hide, rope } from './actions/care.js';
import { move, run, squeeze, swim } from './actions/move.js';
import { explore, reveal } from './actions/reveal.js';
import type { ActionDef } from './defs.js';
import { caverDef } from './registry.js';
import type { ActionDo, CaverId } from './types.js';

export const BASIC_ACTIONS: readonly ActionDef[] = [reveal, explore, move, run, heal, swim, squeeze, clear, rope, hide];

const cache = new Map<CaverId, readonly ActionDef[]>();

/** Every action this caver has: the basic ones, then its own. */
export function actionsOf(id: CaverId): readonly ActionDef[] {
  let list = cache.get(id);
  if (!list) {
    list = [...BASIC_ACTIONS, ...caverDef(id).actions];
    cache.set(id, list);
  }
  return list;
}

export function actionDef(id: CaverId, kind: ActionDo): ActionDef | undefined {
  return actionsOf(id).find((a) => a.do === kind);
}

/** The 1-AP actions a caver may take when the Leader directs it. */
export function directableDefs(id: CaverId): readonly ActionDef[] {
  return actionsOf(id).filter((a) => a.ap === 1 && a.do !== 'direct');
}

/** The fields each kind of action may carry (RECORD.md's table); anything else is refused. */
export const ACTION_FIELDS: Readonly<Record<string, readonly string[]>> = {
  reveal: ['dir', 'open', 'discard', 'keep'], explore: ['dir', 'open', 'discard', 'keep'],
  move: ['dir'], swim: ['dir'], squeeze: ['dir'], demolish: ['dir'], repel: ['dir'],
  run: ['path'], sprint: ['path'], heal: ['target'], firstaid: ['target'], clear: ['dir'], quickdig: ['dir'],
  rope: [], quickknot: [], hide: [], exert: [], end: [], dive: [], surface: ['at'],
  direct: ['target', 'action'], choose: ['option'],
};

/** A field the action should not carry, or null. */
export function strayField(a: Record<string, unknown>): string | null {
  const allowed = ACTION_FIELDS[a.do as string] ?? [];
  for (const k of Object.keys(a)) {
    if (k === 'do' || k === 'caver' || allowed.includes(k)) continue;
    return k;
  }
  return null;
}

/** Every action name any caver could ever take. */
export const ACTION_NAMES: readonly string[] = ['reveal', 'explore', 'move', 'run', 'heal', 'swim', 'squeeze', 'clear', 'rope', 'hide',
  'exert', 'end', 'dive', 'surface', 'quickdig', 'demolish', 'quickknot', 'firstaid', 'sprint', 'repel', 'direct', 'choose'];
const NAME_SET: ReadonlySet<string> = new Set(ACTION_NAMES);

export function isActionName(v: unknown): boolean {
  return typeof v === 'string' && NAME_SET.has(v);
}
