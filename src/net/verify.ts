// The check a client makes at the end of a remote game: the decks were dealt from the seed the server
// committed to at the start, and everything it was shown follows from that seed and the actions
// played. The end screen says so ("the decks were dealt from seed X, committed at the start:
// verified"), or names what failed.
//
// 1. The commitment: sha256 of the revealed salt and deal is the hash announced at the start.
// 2. The record's seed and fixed decks are the ones revealed.
// 3. The game set up from the record's options gives the first view shown, and its events.
// 4. Every step shown, in order, played again from there: its events, its view (the patch on the view
//    before it), and the view of each step of the phases are the ones shown (hashes kept as they came:
//    mirror.ts); a take-back returns to the state before the action.
// 5. The record replays (its `end` hash included) to the state those steps reached.
import { applyTraced, type GameState, newGame, playerView, stateHash } from '../engine/index.js';
import { playbackSteps } from '../play/index.js';
import { recordOptions, validateRecord } from '../record/record.js';
import { replayRecord } from '../record/replay.js';
import { commitTo } from './commit.js';
import type { ShownStep } from './mirror.js';
import type { Commitment, Reveal } from './protocol.js';
import { canonicalJson, jsonHash, viewPatch } from './views.js';

/** What failed: the step (version) where the views part ways, when there is one. */
export type VerifyFailure =
  /** The salt and deal revealed do not hash to the commitment. */
  | 'commitment'
  /** The record's seed or fixed decks are not the ones revealed. */
  | 'deal'
  /** The record is not a valid record, or does not replay (to its `end` hash, or to where the steps led). */
  | 'record'
  /** Steps are missing from what was shown (the check needs every one). */
  | 'incomplete'
  /** An action shown cannot be played at that point. */
  | 'replay'
  /** The events of a step are not those the seed gives. */
  | 'events'
  /** A view shown is not the one the seed gives. */
  | 'view'
  /** A step of the phases shown is not the one the seed gives. */
  | 'playback'
  /** The server sent one step two ways (a history sent again disagreed with what was shown). */
  | 'history';

export type Verification =
  | {
      readonly ok: true;
      readonly seed: string;
      /** The host named the seed (or the decks): they could have known the cave. */
      readonly hostChose: boolean;
      /** Steps checked (actions and take-backs). */
      readonly steps: number;
    }
  | { readonly ok: false; readonly failure: VerifyFailure; readonly v?: number };

export interface VerifyInput {
  readonly commitment: Commitment;
  readonly hostChose: boolean;
  readonly reveal: Reveal;
  /** What the client was shown, version by version (GameMirror.shown). */
  readonly shown: readonly ShownStep[];
  /** The first version at which a history sent again disagreed with one shown (GameMirror.conflictAt). */
  readonly conflictAt?: number | null;
}

const fail = (failure: VerifyFailure, v?: number): Verification => ({
  ok: false,
  failure,
  ...(v !== undefined ? { v } : {}),
});

/** Check a finished remote game (see the top of this file). */
export function verifyGame(o: VerifyInput): Verification {
  const { reveal } = o;
  if (commitTo(reveal.salt, reveal.seed, reveal.setup).hash !== o.commitment.hash) return fail('commitment');
  if (o.conflictAt !== undefined && o.conflictAt !== null) return fail('history', o.conflictAt);
  const valid = validateRecord(JSON.parse(JSON.stringify(reveal.record)) as unknown);
  if (!valid.ok) return fail('record');
  const record = valid.value;
  if (record.seed !== reveal.seed || canonicalJson(record.setup ?? null) !== canonicalJson(reveal.setup ?? null))
    return fail('deal');
  const start = newGame(recordOptions(record));
  if (!start.ok) return fail('record');
  const first = o.shown[0];
  if (first === undefined || first.k !== 'start') return fail('incomplete', 0);
  if (jsonHash(start.events) !== first.events) return fail('events', 0);
  let view = playerView(start.state);
  if (jsonHash(view) !== first.view) return fail('view', 0);
  let state: GameState = start.state;
  const before: GameState[] = [];
  for (let v = 1; v < o.shown.length; v++) {
    const step = o.shown[v];
    if (step === undefined || step.v !== v) return fail('incomplete', v);
    if (step.k === 'start') return fail('history', v);
    if (step.k === 'back') {
      const back = before.pop();
      if (back === undefined) return fail('replay', v);
      state = back;
    } else {
      const res = applyTraced(state, step.action);
      if (!res.ok) return fail('replay', v);
      if (jsonHash(res.events) !== step.events) return fail('events', v);
      let pv = view;
      const shown = playbackSteps(res.events, res.frames).map((p) => {
        const next = playerView(p.frame);
        const h = jsonHash(viewPatch(pv, next));
        pv = next;
        return h;
      });
      if (shown.length !== step.playback.length || shown.some((h, i) => h !== step.playback[i]))
        return fail('playback', v);
      before.push(state);
      state = res.state;
    }
    const next = playerView(state);
    if (jsonHash(viewPatch(view, next)) !== step.view) return fail('view', v);
    view = next;
  }
  const replay = replayRecord(record);
  if (!replay.ok || stateHash(replay.state) !== stateHash(state)) return fail('record');
  return { ok: true, seed: reveal.seed, hostChose: o.hostChose, steps: o.shown.length - 1 };
}
