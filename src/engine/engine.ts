// The rules core's entry points: a game state and an action give a new state and events, or a
// reason the action is illegal (and nothing changes). Pure: no I/O, no clock, no Math.random.
import { isConscious, seatOf } from './cave.js';
import { Draft, GameOver } from './draft.js';
import { lose, skillTest } from './health.js';
import { checkOver } from './over.js';
import { drawnError, listDrawn, pathfinderError, playDrawn } from './draw.js';
import { runQueue } from './phases.js';
import { stateMemo } from './memo.js';
import { isActionName, strayField } from './actionFields.js';
import { playerOfSeat, type CaverId } from './facts.js';
import { actionDef, turnActionsOf } from './rules.js';
import { hereIndex, made } from './actions/common.js';
import type { Refusal } from './refusal.js';
import { initialState, optionsError } from './setup.js';
import type { Action, ApplyResult, GameEvent, GameOptions, GameState, Task } from './types.js';

export type NewGameResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: Refusal };

/** Set up a game and run it to the first choice (the first caver's turn). */
export function newGame(options: GameOptions): NewGameResult {
  const why = optionsError(options);
  if (why) return { ok: false, error: why };
  const d = new Draft(initialState(options));
  d.emit({ t: 'round', round: 1, first: options.cavers[0] });
  settle(d);
  return { ok: true, state: d.commit(), events: d.events };
}

function settle(d: Draft): void {
  try {
    checkOver(d);
    runQueue(d);
  } catch (e) {
    if (!(e instanceof GameOver)) throw e;
  }
}

/** Why this action cannot be taken now, or null. */
export function actionError(s: GameState, a: Action): Refusal | null {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return { code: 'action-not-object' };
  if (s.result !== null) return { code: 'game-over' };
  const kind = (a as { do?: unknown }).do;
  if (!isActionName(kind)) return { code: 'unknown-action', got: kind };
  const stray = strayField(a as unknown as Record<string, unknown>);
  if (stray !== null) return { code: 'stray-field', action: kind as string, field: stray };
  const seat = typeof a.caver === 'string' ? seatOf(s, a.caver) : -1;
  if (seat < 0) return { code: 'field', field: 'caver', expect: 'game-caver', cavers: s.cavers.map((c) => c.id) };
  // A tile drawn must be placed: nothing else is accepted until it is (RULES.md §4).
  if (s.drawn) return drawnError(s, a);
  if (s.pending) {
    const p = s.pending;
    if (a.do === 'choose') {
      // Any caver of the deciding player may name the choice (solo: any caver at all).
      const chooserSeat = seatOf(s, p.chooser);
      if (playerOf(s, seat) !== playerOf(s, chooserSeat)) {
        return { code: 'not-your-choice', chooser: p.chooser, player: playerOf(s, chooserSeat), caver: a.caver };
      }
      return optionError(a.option, p.options.length);
    }
    if (a.do === 'surface' && p.kind === 'surface' && a.caver === p.chooser) {
      return p.options.some((o) => samePos(o, a.at)) ? null : { code: 'field', field: 'at', expect: 'offered-water' };
    }
    return { code: 'waiting', kind: p.kind, max: p.options.length - 1 };
  }
  if (a.do === 'choose') return { code: 'nothing-to-choose' };
  const turn = s.turn === null ? null : s.cavers[s.turn];
  if (turn === null || seat !== s.turn) return { code: 'not-your-turn', turn: turn ? turn.id : null, caver: a.caver };
  const c = s.cavers[seat];
  const mustSurface = c.underwater && !s.turnDone;
  if (a.do === 'end') return mustSurface ? { code: 'surface-first' } : null;
  if (s.turnDone) return { code: 'turn-done', underwater: c.underwater };
  if (mustSurface && a.do !== 'surface') return { code: 'must-surface' };
  if (a.do === 'exert') return s.exerted ? { code: 'exerted' } : null;
  if (a.do === 'pathfinder') return pathfinderError(s);
  const def = actionDef(c.id, a.do);
  if (!def) return { code: 'no-action', caver: c.id, action: a.do };
  if (def.ap > s.ap) {
    return { code: 'ap', caver: c.id, action: def.do, cost: def.ap, have: s.ap, canExert: !s.exerted };
  }
  return def.check(s, seat, a);
}

function playerOf(s: GameState, seat: number): number {
  return playerOfSeat(s.options.players, s.cavers.length, seat);
}

function optionError(option: unknown, n: number): Refusal | null {
  return Number.isInteger(option) && (option as number) >= 0 && (option as number) < n
    ? null
    : { code: 'field', field: 'option', expect: 'whole', min: 0, max: n - 1 };
}

function samePos(a: readonly number[], b: unknown): boolean {
  return Array.isArray(b) && b.length === 2 && a[0] === b[0] && a[1] === b[1];
}

/** Apply one action: the new state and what happened, or why it is illegal (the state is untouched). */
export function apply(s: GameState, a: Action): ApplyResult {
  return applyWith(s, a, false);
}

export type TracedResult =
  | {
      readonly ok: true;
      readonly state: GameState;
      readonly events: readonly GameEvent[];
      readonly frames: readonly GameState[];
    }
  | { readonly ok: false; readonly error: Refusal };

/** Like apply, with the state right after each event (`frames[i]` follows `events[i]`). */
export function applyTraced(s: GameState, a: Action): TracedResult {
  return applyWith(s, a, true) as TracedResult;
}

function applyWith(s: GameState, a: Action, trace: boolean): ApplyResult | TracedResult {
  // An action object taken from the list legalActions made for this very state is legal by
  // construction (the property tests hold every listed action to actionError), so it is not checked
  // a second time. Listed actions are read-only (their types say so); anything else is checked in full.
  if (!(stateMemo.get(s)?.includes(a) === true)) {
    const why = actionError(s, a);
    if (why !== null) return { ok: false, error: why };
  }
  const d = new Draft(s, trace);
  try {
    perform(d, a);
    checkOver(d);
    runQueue(d);
  } catch (e) {
    if (!(e instanceof GameOver)) throw e;
  }
  return d.frames
    ? { ok: true, state: d.commit(), events: d.events, frames: d.frames }
    : { ok: true, state: d.commit(), events: d.events };
}

function perform(d: Draft, a: Action): void {
  const s = d.s;
  if (s.drawn) {
    // Pathfinder, or the placement of the tile drawn: the action and its AP came with the draw.
    playDrawn(d, a);
    if (!isConscious(d.s.cavers[s.turn!])) {
      checkOver(d);
      endTurn(d);
    }
    return;
  }
  if (a.do === 'choose' || (a.do === 'surface' && s.pending)) {
    const p = s.pending!;
    const option = a.do === 'choose' ? a.option : p.options.findIndex((o) => samePos(o, a.at));
    const front = s.queue[0];
    d.setFront({ ...front, choice: option } as Task);
    s.pending = null;
    d.emit({ t: 'action', action: a, cost: 0 });
    return;
  }
  const seat = s.turn!;
  if (a.do === 'exert') {
    s.ap += 1;
    s.exerted = true;
    d.emit({ t: 'action', action: a, cost: 0 });
    return;
  }
  if (a.do === 'end') {
    d.emit({ t: 'action', action: a, cost: 0 });
    if (s.exerted && isConscious(s.cavers[seat]) && !skillTest(d, seat, 'exert')) lose(d, seat, 1, 'exert');
    endTurn(d);
    return;
  }
  const def = actionDef(s.cavers[seat].id, a.do)!;
  s.ap -= def.ap;
  d.emit({ t: 'action', action: a, cost: def.ap });
  def.run(d, seat, a);
  if (!isConscious(d.s.cavers[seat])) {
    // Fainting during one's own turn loses the rest of it (RULES.md §4).
    checkOver(d);
    endTurn(d);
  }
}

function endTurn(d: Draft): void {
  d.s.turn = null;
  d.s.ap = 0;
  d.pushFront({ t: 'nextTurn' });
}

/**
 * Everything the game accepts now: the acting caver's actions, or the choice awaited. Listed once
 * per state (memo.ts): asking again for the same state returns the same list.
 */
export function legalActions(s: GameState): readonly Action[] {
  let listed = stateMemo.get(s);
  if (listed === undefined) {
    listed = listActions(s);
    stateMemo.set(s, listed);
  }
  return listed;
}

function listActions(s: GameState): Action[] {
  if (s.result !== null) return [];
  if (s.pending) {
    const p = s.pending;
    const out: Action[] = p.options.map((_, option) => ({ caver: p.chooser, do: 'choose', option }));
    if (p.kind === 'surface') for (const at of p.options) out.push({ caver: p.chooser, do: 'surface', at });
    return out;
  }
  if (s.turn === null) return [];
  if (s.drawn) return listDrawn(s);
  const seat = s.turn;
  const c = s.cavers[seat];
  // Each definition's candidates are built from the same predicates its check uses, so they are
  // legal as they stand (the property tests hold every listed action to actionError).
  const out: Action[] = [];
  if (c.underwater && !s.turnDone) {
    actionDef(c.id, 'surface')!.candidates(s, seat, c.id, out, undefined, -1);
    return out;
  }
  if (!s.turnDone) {
    const defs = turnActionsOf(c.id);
    // The caver's tile, found once for every kind of action.
    const at = hereIndex(s, seat);
    const from = at < 0 ? undefined : s.tiles[at];
    for (let i = 0; i < defs.length; i++) {
      const def = defs[i];
      if (def.ap <= s.ap) def.candidates(s, seat, c.id, out, from, at);
    }
    if (!s.exerted) out.push(exertAndEnd(c.id)[0]);
  }
  out.push(exertAndEnd(c.id)[1]);
  return out;
}

/** Each caver's Exert and End, made once (actions/common.ts made). */
const exertAndEnd = made((caver): readonly [Action, Action] => [
  { caver, do: 'exert' },
  { caver, do: 'end' },
]);

/** AP cost of an action kind for a caver (0 for exert, end, choose, surface). */
export function actionCost(id: CaverId, kind: Action['do']): number {
  return actionDef(id, kind)?.ap ?? 0;
}
