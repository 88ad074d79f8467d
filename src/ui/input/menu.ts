// The action menu: exactly the kinds of action the acting (or directed) caver may take now, with
// their keys and AP costs, in a fixed order.
import { type Action, actionInfo, type CaverId, type GameState } from '../../engine/index.js';
import type { Mode } from './mode.js';
import { candidates, kindsOf } from './queries.js';
import { HOTKEY } from './keys.js';
import { actionName, say } from '../../words/index.js';

export interface MenuItem {
  readonly key: string;
  readonly label: string;
  /** AP cost ('' for exert and end). */
  readonly cost: string;
  readonly kind: string;
}

// prettier-ignore
export const ORDER: readonly Action['do'][] = [
  'move', 'explore', 'reveal', 'run', 'sprint', 'swim', 'squeeze', 'clear', 'quickdig', 'heal', 'firstaid',
  'rope', 'quickknot', 'hide', 'dive', 'demolish', 'repel', 'direct', 'exert', 'end',
];

/** The actions with a shorter name where their own would not fit a menu cell (the words' `menu.<do>`). */
const SHORT = ['rope', 'clear', 'quickknot', 'demolish', 'direct'] as const;

function isShort(kind: Action['do']): kind is (typeof SHORT)[number] {
  return (SHORT as readonly string[]).includes(kind);
}

/** The menu's word for an action of this caver's, or null if the caver has no such action. */
export function menuLabel(who: CaverId, kind: Action['do']): string | null {
  if (kind === 'exert' || kind === 'end') return actionName(kind);
  if (!actionInfo(who, kind)) return null;
  return isShort(kind) ? say(`menu.${kind}`) : actionName(kind);
}

export function menuItems(s: GameState, mode: Mode): MenuItem[] {
  // No menu while a choice is pending or a tile drawn waits to be placed: the prompt line asks.
  if (s.turn === null || s.pending || s.drawn || s.result !== null) return [];
  // While choosing for the caver the Leader directs (its menu, or any prompt after it), its actions.
  const directed: CaverId | undefined =
    mode.m === 'directMenu' ? mode.target : 'directed' in mode ? mode.directed : undefined;
  const list = candidates(s, directed);
  const kinds = kindsOf(list);
  const who = directed ?? s.cavers[s.turn].id;
  const out: MenuItem[] = [];
  for (const kind of ORDER) {
    if (!kinds.has(kind)) continue;
    const label = menuLabel(who, kind)!;
    if (kind === 'exert') out.push({ key: HOTKEY.exert, label, cost: '+1', kind });
    else if (kind === 'end') out.push({ key: 'Enter', label, cost: '', kind });
    else out.push({ key: HOTKEY[kind], label, cost: directed ? '' : String(actionInfo(who, kind)!.ap), kind });
  }
  return out;
}
