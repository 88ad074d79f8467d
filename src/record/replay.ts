// Playing a record back without a terminal: every action re-applied through the rules core,
// the state hash checked at the start of every round the record carries one for, and the state
// the game was saved in checked against the record's `end` hash when it has one.
import {
  type Action,
  apply,
  drawSteps,
  type GameEvent,
  type GameState,
  isDrawStep,
  isRefusal,
  newGame,
  type SavedDraw,
  stateHash,
} from '../engine/index.js';
import { recordAction, refusalText, say } from '../words/index.js';
import { parseRecordText, recordOptions } from './record.js';
import { summarize } from './summary.js';
import type { GameRecord } from './types.js';

export interface ReplayStep {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

export type ReplayResult =
  | { ok: true; state: GameState; steps?: ReplayStep[]; hashes: string[] }
  | { ok: false; error: string; index?: number; state?: GameState };

/**
 * Replay a record. With `keepSteps`, every intermediate state is returned (the replay viewer steps
 * through them); with `upTo`, only that many actions are applied. With `drawn`, a save's tile drawn
 * and not yet placed (the `drawn` extension) is drawn again at the end, as resuming the game needs.
 * A whole replay of a record with `end` checks the state it was saved in (after `drawn`, drawn again
 * whether or not the caller keeps it) against that hash.
 */
export function replayRecord(
  r: GameRecord,
  opts: { keepSteps?: boolean; upTo?: number; drawn?: boolean } = {},
): ReplayResult {
  const start = newGame(recordOptions(r));
  if (!start.ok) return { ok: false, error: refusalText(start.error) };
  let state = start.state;
  const steps: ReplayStep[] | undefined = opts.keepSteps ? [{ state, events: start.events }] : undefined;
  const hashes = r.hashes ?? [];
  // The hashes this replay saw, one a round, as a game in progress records them: a resumed game
  // goes on from these, whatever the record carried (none, or more than the actions reach).
  const seen: string[] = [];
  let round = 0;
  const checkRound = (): string | null => {
    if (state.round === round) return null;
    round = state.round;
    const got = stateHash(state);
    while (seen.length < round) seen.push(got);
    const want = hashes[round - 1];
    return want !== undefined && want !== got ? say('record.out-of-sync', { round }) : null;
  };
  const n = Math.min(r.actions.length, opts.upTo ?? Infinity);
  for (let i = 0; i <= n; i++) {
    const desync = checkRound();
    if (desync)
      return {
        ok: false,
        error: desync,
        index: i,
        state,
      };
    if (i === n) break;
    const a = r.actions[i];
    // A record holds whole reveals and explores; the steps of play they are made of are not actions of its.
    if (isObject(a) && isDrawStep(a as Action)) {
      return {
        ok: false,
        error: say('record.draw-step', { i, action: recordAction(a) }),
        index: i,
        state,
      };
    }
    const res = apply(state, a as Action);
    if (!res.ok)
      return {
        ok: false,
        error: say('record.refused', { i, action: recordAction(a), why: refusalText(res.error) }),
        index: i,
        state,
      };
    state = res.state;
    steps?.push({ state, events: res.events });
  }
  // Only a replay of the whole record reaches the state it was saved in.
  if (opts.upTo !== undefined && opts.upTo < r.actions.length)
    return { ok: true, state, hashes: seen, ...(steps ? { steps } : {}) };
  // A save's tile drawn and not yet placed, drawn again: for resuming, and for the `end` check
  // (the state a save with `drawn` was left in is the one after the draw).
  let saved = state;
  if (r.drawn !== undefined && (opts.drawn === true || r.end !== undefined)) {
    const again = drawAgain(state, r.drawn, opts.drawn === true ? steps : undefined);
    if (!again.ok) return { ok: false, error: again.error, state };
    saved = again.state;
  }
  if (r.end !== undefined && stateHash(saved) !== r.end)
    return { ok: false, error: endMismatch(), index: r.actions.length, state: saved };
  return { ok: true, state: opts.drawn === true ? saved : state, hashes: seen, ...(steps ? { steps } : {}) };
}

/** Why a record whose final state is not the one it was saved in is refused. */
export function endMismatch(): string {
  return say('record.end-mismatch');
}

/** A save's draw in progress made again from the state after its actions; the steps pushed onto `steps`. */
function drawAgain(
  from: GameState,
  drawn: SavedDraw,
  steps: ReplayStep[] | undefined,
): { ok: true; state: GameState } | { ok: false; error: string } {
  const refused = (why: string): { ok: false; error: string } => ({
    ok: false,
    error: say('record.drawn-refused', { action: recordAction(drawn), why }),
  });
  const again = drawSteps(drawn);
  if (isRefusal(again)) return refused(refusalText(again));
  let state = from;
  for (const a of again) {
    const res = apply(state, a);
    if (!res.ok) return refused(refusalText(res.error));
    state = res.state;
    steps?.push({ state, events: res.events });
  }
  return { ok: true, state };
}

function isObject(v: unknown): boolean {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `subterra replay FILE --json`: the final state as one JSON object, or one line of error. */
export function replayJson(text: string): { ok: true; output: string } | { ok: false; error: string } {
  const parsed = parseRecordText(text);
  if (!parsed.ok) return parsed;
  const res = replayRecord(parsed.value);
  if (!res.ok) return { ok: false, error: res.error };
  return { ok: true, output: JSON.stringify(summarize(res.state), null, 2) };
}
