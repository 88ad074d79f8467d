// A game being played: the state, its record, the log, and the save after every action.
// No React here: the components read a Session and call submit().
import {
  type Action,
  applyTraced,
  type CaverId,
  type Difficulty,
  type Fates,
  foldFates,
  type GameEvent,
  type GameState,
  type HazardId,
  newGame,
  type Pos,
  savedDraw,
  startFates,
  stateHash,
  takeBack,
} from '../engine/index.js';
import { newRecord, parseRecordText, recordOptions } from '../record/record.js';
import { replayRecord } from '../record/replay.js';
import { describeError, type StorageOptions } from '../record/files.js';
import { newGameFileName } from '../record/paths.js';
import { saveRecord } from '../record/storage.js';
import type { GameRecord, RecordSetup } from '../record/types.js';
import {
  describeAction,
  describeEvent,
  DIR_NAME,
  logLines,
  refusalText,
  takeBackReason,
  tileName,
} from '../words/index.js';

export interface NewGameSpec {
  readonly seed: string;
  readonly difficulty: Difficulty;
  readonly players: number;
  readonly cavers: readonly CaverId[];
  readonly easy: boolean;
  /** A record's fixed decks and dice (playing a scenario again). */
  readonly setup?: RecordSetup;
  /** The daily cave's UTC date, for a game started with --daily (record extension `daily`). */
  readonly daily?: string;
  /** The guided tutorial (record extension `tutorial`: statistics leave it out). */
  readonly tutorial?: boolean;
}

/** One step of the phases shown one at a time: its lines, the board after it, the squares it concerns. */
export interface PlaybackStep {
  readonly lines: readonly string[];
  readonly frame: GameState;
  readonly marks: readonly Pos[];
  /** This round's hazard card, once it has been turned (null in the horror phase before it). */
  readonly card: HazardId | null;
}

export interface SubmitResult {
  readonly ok: boolean;
  readonly error?: string;
  /** The horror, hazard and end phases (and anything else worth pausing on), step by step. */
  readonly playback: readonly PlaybackStep[];
}

/**
 * Why an action just applied (before -> after, with its events) cannot be taken back, or null when
 * it can: the engine's take-back query (nothing hidden seen: no die, tile, hazard card or horror
 * move, the turn not ended), in the words the screen shows.
 */
export function takeBackBlock(before: GameState, after: GameState, events: readonly GameEvent[]): string | null {
  const res = takeBack(before, after, events);
  return res.ok ? null : takeBackReason(res.seen, events);
}

/** An action of this turn that can still be taken back: the game as it was before it. */
interface Undoable {
  readonly before: GameState;
  readonly action: Action;
  /** The log's length before it. */
  readonly logLength: number;
  /** The cavers' fates before it (a Heal wakes a caver). */
  readonly fates: Fates;
  readonly hashes: number;
}

const NOTHING_YET = 'nothing has been done this turn';

/** Why an action blocks taking back what came before it, in the words the screen shows. */
function blockText(action: Action, why: string): string {
  if (why === takeBackReason('turn', [])) return NOTHING_YET;
  return `${describeAction(action)}: ${why}`;
}

export type TakeBackResult =
  { readonly ok: true; readonly action: Action } | { readonly ok: false; readonly error: string };

export class Session {
  state: GameState;
  readonly record: GameRecord;
  /** File name in the games folder, or null when saving is off (tests, replays). */
  fileName: string | null;
  /** Where the last save went. */
  savedTo: string | null = null;
  /** Why the last save failed (the game goes on; the previous save stays intact). */
  saveError: string | null = null;
  /** The whole game's log, from its first line (a resumed game's rebuilt from its record). */
  readonly log: string[] = [];
  /** What became of each caver so far, and every loss with its cause and round (the engine's fold of the events). */
  fates: Fates;
  /** The actions of this turn that can be taken back, oldest first (none once anything hidden is seen). */
  private undoable: Undoable[] = [];
  /** Why nothing (more) can be taken back: the last thing that blocked it. */
  private undoBlocked = NOTHING_YET;
  private readonly storage: StorageOptions | null;
  private readonly started: string;

  private constructor(
    state: GameState,
    record: GameRecord,
    fileName: string | null,
    storage: StorageOptions | null,
    log: readonly string[],
    started: string,
    fates: Fates,
  ) {
    this.state = state;
    this.fates = fates;
    this.record = record;
    this.fileName = fileName;
    this.storage = storage;
    this.started = started;
    for (const line of log) this.log.push(line);
  }

  /**
   * Start a new game; with storage it is saved at once (so even an empty game can be resumed), or,
   * with `saveLater`, by the caller's first `save()` (the start-up draws the table first: a save
   * waits on the disk, and a game with no action yet has nothing to lose).
   */
  static start(
    spec: NewGameSpec,
    opts: { storage?: StorageOptions | null; app?: string; now?: Date; fileName?: string; saveLater?: boolean } = {},
  ): Session | string {
    const record = newRecord({ ...spec, ...(opts.app ? { app: opts.app } : {}) });
    if (spec.setup) record.setup = spec.setup;
    if (spec.daily) record.daily = spec.daily;
    if (spec.tutorial) record.tutorial = true;
    const res = newGame(recordOptions(record));
    if (!res.ok) return refusalText(res.error);
    const now = opts.now ?? new Date();
    const storage = opts.storage ?? null;
    const name = storage ? (opts.fileName ?? newGameFileName(spec.seed, now, storage)) : null;
    const s = new Session(
      res.state,
      record,
      name,
      storage,
      logLines(res.events, null),
      now.toISOString(),
      foldFates(startFates(spec.cavers), res.events),
    );
    record.hashes = [stateHash(res.state)];
    if (opts.saveLater !== true) s.save();
    return s;
  }

  /** Continue a saved game from its record text. */
  static resume(
    text: string,
    fileName: string | null,
    opts: { storage?: StorageOptions | null } = {},
  ): Session | string {
    const parsed = parseRecordText(text);
    if (!parsed.ok) return parsed.error;
    const record = parsed.value;
    // A tile drawn before the game was left is drawn again: it must be placed, as it was to be.
    const res = replayRecord(record, { keepSteps: true, drawn: true });
    if (!res.ok) return res.error;
    // Go on with the hashes of the rounds the actions reach: a record without them, or cut back,
    // must still save a record that replays.
    record.hashes = res.hashes;
    // The story so far, told again from the record, as it was told while the game was played.
    const steps = res.steps!;
    const log = steps.flatMap((st, i) => logLines(st.events, i === 0 ? null : steps[i - 1].state));
    const n = record.actions.length;
    const drawn = res.state.drawn;
    log.push(`── Resumed: round ${res.state.round}, ${n} action${n === 1 ? '' : 's'} so far ──`);
    if (drawn?.tile)
      log.push(`The ${tileName(drawn.tile)} tile drawn (${drawn.do} ${DIR_NAME[drawn.dir]}) must be placed`);
    const fates = steps.reduce((f, st) => foldFates(f, st.events), startFates(record.cavers));
    const s = new Session(
      res.state,
      record,
      fileName,
      opts.storage ?? null,
      log,
      record.meta?.started ?? new Date().toISOString(),
      fates,
    );
    // What could be taken back when the game was left can still be taken back.
    const found: Undoable[] = [];
    // A tile drawn again on resuming was seen: nothing before it can be taken back.
    if (steps.length - 1 > record.actions.length) s.undoBlocked = 'a tile is drawn: it must be placed';
    else
      for (let i = steps.length - 1; i >= 1; i--) {
        const why = takeBackBlock(steps[i - 1].state, steps[i].state, steps[i].events);
        if (why !== null) {
          s.undoBlocked = blockText(record.actions[i - 1], why);
          break;
        }
        found.unshift({
          before: steps[i - 1].state,
          action: record.actions[i - 1],
          logLength: s.log.length,
          hashes: record.hashes.length,
          fates: steps.slice(0, i).reduce((f, st) => foldFates(f, st.events), startFates(record.cavers)),
        });
      }
    s.undoable = found;
    return s;
  }

  get over(): boolean {
    return this.state.result !== null;
  }

  /** Play an action; `byAdvisor`: the advisor played it (the record says the AI took part). */
  submit(action: Action, opts: { byAdvisor?: boolean } = {}): SubmitResult {
    const before = this.state;
    const res = applyTraced(before, action);
    if (!res.ok) return { ok: false, error: refusalText(res.error), playback: [] };
    if (opts.byAdvisor === true) this.record.ai = true;
    const hashes = this.record.hashes ?? (this.record.hashes = []);
    const why = takeBackBlock(before, res.state, res.events);
    if (why === null)
      this.undoable.push({ before, action, logLength: this.log.length, hashes: hashes.length, fates: this.fates });
    else {
      this.undoable = [];
      this.undoBlocked = blockText(action, why);
    }
    this.state = res.state;
    // A Reveal or Explore is played in steps (draw, Pathfinder, placement); the record holds the
    // whole action, written when the tile is placed. Meanwhile the save carries the draw.
    const drawn = savedDraw(res.state);
    if (drawn !== null) this.record.drawn = drawn;
    else {
      delete this.record.drawn;
      this.record.actions.push(action);
    }
    // One hash a round, taken after the action that began it: what replayRecord checks.
    if (hashes.length < res.state.round) {
      const h = stateHash(res.state);
      while (hashes.length < res.state.round) hashes.push(h);
    }
    for (const line of logLines(res.events, before)) this.log.push(line);
    this.fates = foldFates(this.fates, res.events);
    this.save();
    return { ok: true, playback: playbackSteps(res.events, res.frames) };
  }

  /** The action a take-back would undo now, or why there is none. */
  takeBackOffer(): TakeBackResult {
    const last = this.undoable[this.undoable.length - 1];
    return last ? { ok: true, action: last.action } : { ok: false, error: this.undoBlocked };
  }

  /**
   * Take back the last action of this turn, if nothing hidden was seen since it: the game returns
   * to the state before it, and the record loses it (a record keeps only the actions that stand),
   * saved at once.
   */
  takeBack(): TakeBackResult {
    const last = this.undoable.pop();
    if (!last) return { ok: false, error: this.undoBlocked };
    this.state = last.before;
    this.record.actions.pop();
    if (this.record.hashes && this.record.hashes.length > last.hashes) this.record.hashes.length = last.hashes;
    this.log.length = Math.min(this.log.length, last.logLength);
    this.fates = last.fates;
    this.log.push(`Taken back: ${describeAction(last.action)}`);
    if (this.undoable.length === 0 && this.undoBlocked === NOTHING_YET)
      this.undoBlocked = 'nothing more to take back this turn';
    this.save();
    return { ok: true, action: last.action };
  }

  save(): void {
    if (!this.storage || this.fileName === null) return;
    this.record.meta = {
      started: this.started,
      saved: new Date().toISOString(),
      round: this.state.round,
      over: this.over,
      result: this.state.result,
    };
    try {
      this.savedTo = saveRecord(this.record, this.fileName, this.storage);
      this.saveError = null;
    } catch (e) {
      this.saveError = describeError(e);
    }
  }
}

/** Events that belong with the step before them rather than starting one of their own. */
const FOLLOWS: ReadonlySet<GameEvent['t']> = new Set([
  'damage',
  'faint',
  'wake',
  'contact',
  'removed',
  'rubble',
  'flooded',
  'heal',
  'gas-over',
]);

/**
 * The part of an action's events to show one step at a time: from the horror phase on (the caver's
 * own action shows at once). Nothing when the action did not end the action phase.
 */
export function playbackSteps(events: readonly GameEvent[], frames: readonly GameState[]): PlaybackStep[] {
  const from = events.findIndex((e) => e.t === 'phase');
  if (from < 0) return [];
  const steps: { lines: string[]; frame: GameState; marks: Pos[]; card: HazardId | null }[] = [];
  let card: HazardId | null = null;
  // Phase headings (and "nothing happens" for a quiet phase) open the next step instead of
  // taking one of their own.
  let prefix: string[] = [];
  let quiet: string | null = null;
  for (let i = from; i < events.length; i++) {
    const e = events[i];
    if (e.t === 'turn') break;
    if (e.t === 'hazard') card = e.card;
    const line = describeEvent(e);
    if (line === null) continue;
    if (e.t === 'phase') {
      if (quiet !== null) prefix.push(`${quiet} nothing happens`);
      quiet = e.phase === 'end' ? null : line;
      continue;
    }
    if (quiet !== null) {
      prefix.push(quiet);
      quiet = null;
    }
    const last = steps[steps.length - 1];
    const where = eventSquare(e, frames[i]);
    if (prefix.length === 0 && last && (FOLLOWS.has(e.t) || e.t === 'round')) {
      last.lines.push(line);
      last.frame = frames[i];
      last.card = card;
      if (where) last.marks.push(where);
    } else {
      steps.push({ lines: [...prefix, line], frame: frames[i], marks: where ? [where] : [], card });
      prefix = [];
    }
  }
  if (quiet !== null) prefix.push(`${quiet} nothing happens`);
  if (prefix.length) steps.push({ lines: prefix, frame: frames[frames.length - 1], marks: [], card });
  return steps;
}

/** The square an event happens on, to point at while it is shown. */
function eventSquare(e: GameEvent, s: GameState): Pos | null {
  switch (e.t) {
    case 'horror-move':
      return e.to;
    case 'horror-gone':
    case 'horror-placed':
    case 'flooded':
    case 'rubble':
    case 'contact':
    case 'surface':
      return e.at;
    case 'test':
    case 'damage':
    case 'faint': {
      const c = s.cavers.find((x) => x.id === e.caver);
      return c?.at ?? null;
    }
    default:
      return null;
  }
}
