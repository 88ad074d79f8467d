// Playing a record back without a terminal: every action re-applied through the rules core,
// the state hash checked at the start of every round the record carries one for.
import {
  type Action,
  apply,
  drawSteps,
  type GameEvent,
  type GameState,
  isDrawStep,
  isRefusal,
  newGame,
  stateHash,
} from '../engine/index.js';
import { recordAction, refusalText } from '../words/index.js';
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
    return want !== undefined && want !== got ? `out of sync at round ${round}` : null;
  };
  const n = Math.min(r.actions.length, opts.upTo ?? Infinity);
  for (let i = 0; i <= n; i++) {
    const desync = checkRound();
    if (desync)
      return {
        ok: false,
        error: `${desync} (the record was made by a different version of the rules, or edited)`,
        index: i,
        state,
      };
    if (i === n) break;
    const a = r.actions[i];
    // A record holds whole reveals and explores; the steps of play they are made of are not actions of its.
    if (isObject(a) && isDrawStep(a as Action)) {
      return {
        ok: false,
        error: `actions[${i}] (${recordAction(a)}): not a record action (a record holds the whole reveal or explore; a tile drawn and not yet placed is saved as "drawn")`,
        index: i,
        state,
      };
    }
    const res = apply(state, a as Action);
    if (!res.ok)
      return { ok: false, error: `actions[${i}] (${recordAction(a)}): ${refusalText(res.error)}`, index: i, state };
    state = res.state;
    steps?.push({ state, events: res.events });
  }
  if (opts.drawn && r.drawn !== undefined && (opts.upTo === undefined || opts.upTo >= r.actions.length)) {
    const again = drawSteps(r.drawn);
    if (isRefusal(again))
      return { ok: false, error: `"drawn" (${recordAction(r.drawn)}): ${refusalText(again)}`, state };
    for (const a of again) {
      const res = apply(state, a);
      if (!res.ok) return { ok: false, error: `"drawn" (${recordAction(r.drawn)}): ${refusalText(res.error)}`, state };
      state = res.state;
      steps?.push({ state, events: res.events });
    }
  }
  return { ok: true, state, hashes: seen, ...(steps ? { steps } : {}) };
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
