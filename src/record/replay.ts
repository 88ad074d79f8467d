// Playing a record back without a terminal: every action re-applied through the rules core,
// the state hash checked at the start of every round the record carries one for.
import { type Action, apply, type GameEvent, type GameState, newGame, stateHash } from '../engine/index.js';
import { describeAction, parseRecordText, recordOptions } from './record.js';
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
 * through them); with `upTo`, only that many actions are applied.
 */
export function replayRecord(r: GameRecord, opts: { keepSteps?: boolean; upTo?: number } = {}): ReplayResult {
  const start = newGame(recordOptions(r));
  if (!start.ok) return { ok: false, error: start.error };
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
    if (desync) return { ok: false, error: `${desync} (the record was made by a different version of the rules, or edited)`, index: i, state };
    if (i === n) break;
    const a = r.actions[i];
    const res = apply(state, a as Action);
    if (!res.ok) return { ok: false, error: `actions[${i}] (${describeAction(a)}): ${res.error}`, index: i, state };
    state = res.state;
    steps?.push({ state, events: res.events });
  }
  return { ok: true, state, hashes: seen, ...(steps ? { steps } : {}) };
}


/** `subterra replay FILE --json`: the final state as one JSON object, or one line of error. */
export function replayJson(text: string): { ok: true; output: string } | { ok: false; error: string } {
  const parsed = parseRecordText(text);
  if (!parsed.ok) return parsed;
  const res = replayRecord(parsed.value);
  if (!res.ok) return { ok: false, error: res.error };
  return { ok: true, output: JSON.stringify(summarize(res.state), null, 2) };
}
