// A game at a table, independent of any screen: the state, its record saved after every action,
// the seats and who may act for whom, the log as data, taking back under the honesty rule, and
// listeners told of every change. A terminal, a network room or an SSH session drives it the same
// way: submit(seat, action), takeBack(seat), subscribe(listener). No rule is worked out here (the
// engine answers), and no sentence is made here (the screens word the data).
import {
  type Action,
  type ApplyResult,
  applyTraced,
  type CaverId,
  drawSteps,
  type Fates,
  foldFates,
  type GameEvent,
  type GameState,
  legalActions,
  newGame,
  savedDraw,
  startFates,
  stateHash,
} from '../engine/index.js';
import type { StorageOptions } from '../record/files.js';
import { reason } from '../record/reasons.js';
import { newGameFileName } from '../record/paths.js';
import { newRecord, parseRecordText, recordOptions } from '../record/record.js';
import { replayRecord } from '../record/replay.js';
import { saveRecord } from '../record/storage.js';
import type { GameRecord } from '../record/types.js';
import { refusalText } from '../words/index.js';
import type { LogEntry } from './log.js';
import type { NewGame } from './options.js';
import { playbackSteps, type PlaybackStep } from './playback.js';
import { caversOf, holderOf, hotSeat, type Seat, type SeatId, type Seating, seatById } from './seats.js';
import { deciderOf } from './turn.js';
import { blockOf, seeing, type TakeBackResult, type UndoBlock } from './undo.js';

/** The engine's reason for refusing an action, passed on as it is. */
export type EngineRefusal = Extract<ApplyResult, { ok: false }>['error'];

/** Why the table refused an action. */
export type SubmitRefusal =
  /** The rules refused it (the engine's own reason). */
  | { readonly code: 'rules'; readonly error: EngineRefusal }
  /** The caver is another seat's. */
  | { readonly code: 'not-your-caver'; readonly caver: CaverId; readonly holder: SeatId }
  /** No such seat at this table. */
  | { readonly code: 'no-such-seat'; readonly seat: SeatId }
  /** The game is over: nothing more can be played. */
  | { readonly code: 'game-over' }
  /** The action was meant for an earlier position (`at`): the game has changed since (now at `version`). */
  | { readonly code: 'stale'; readonly at: number; readonly version: number };

/** An action applied: what it did, and the table after it. */
export interface Applied {
  readonly seat: SeatId;
  readonly action: Action;
  readonly before: GameState;
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  /** The state right after each event (`frames[i]` follows `events[i]`). */
  readonly frames: readonly GameState[];
  /** The horror, hazard and end phases it set off, step by step (none when the action phase goes on). */
  readonly playback: readonly PlaybackStep[];
  /** The table's version after it. */
  readonly version: number;
}

export type SubmitResult = ({ readonly ok: true } & Applied) | { readonly ok: false; readonly refusal: SubmitRefusal };

/** What changed at the table, as listeners are told. */
export type Change =
  | ({ readonly t: 'applied' } & Applied)
  | {
      readonly t: 'taken-back';
      readonly seat: SeatId;
      readonly action: Action;
      readonly state: GameState;
      readonly version: number;
    }
  | { readonly t: 'seating'; readonly seating: Seating };

export type Listener = (change: Change) => void;

/** What the game waits for: whose decision it is (a caver's turn, or a choice to make), and which seat holds that caver. */
export interface Waiting {
  readonly caver: CaverId;
  readonly seat: Seat;
  /** The choice to make, when it is one (else the caver's turn). */
  readonly choice: GameState['pending'];
}

export interface StartOptions {
  /** Where games are saved; null or absent: not saved (tests, a server's scratch table). */
  readonly storage?: StorageOptions | null;
  /** The subterra version, written into the record. */
  readonly app?: string;
  readonly now?: Date;
  /** The file name in the games folder (default: a new one from the seed and the date). */
  readonly fileName?: string;
  /**
   * Saved by the caller's first save() instead of at once (the start-up draws the table first: a
   * save waits on the disk, and a game with no action yet has nothing to lose).
   */
  readonly saveLater?: boolean;
  /** Who holds which caver (default: the hot-seat's players at this terminal). */
  readonly seating?: Seating;
}

export interface ResumeOptions {
  readonly storage?: StorageOptions | null;
  readonly seating?: Seating;
}

/** An action of this turn that can still be taken back: the game as it was before it. */
interface Undoable {
  readonly before: GameState;
  readonly action: Action;
  /** The seat that played it (null: before the game was resumed). */
  readonly seat: SeatId | null;
  /** The log's length before it. */
  readonly logLength: number;
  /** The cavers' fates before it (a Heal wakes a caver). */
  readonly fates: Fates;
  readonly hashes: number;
}

export class Session {
  private current: GameState;
  /** The game's record: what is saved (read it; only the session writes it). */
  readonly record: GameRecord;
  /** File name in the games folder, or null when saving is off (tests, replays). */
  readonly fileName: string | null;
  /** Where the last save went. */
  savedTo: string | null = null;
  /** Why the last save failed (the game goes on; the previous save stays intact). */
  saveError: string | null = null;
  /** What became of each caver so far, and every loss with its cause and round (the engine's fold of the events). */
  private fatesNow: Fates;
  private readonly entries: LogEntry[];
  /** The actions of this turn that can be taken back, oldest first (none once anything hidden is seen). */
  private undoable: Undoable[] = [];
  /** Why nothing (more) can be taken back: the last thing that blocked it. */
  private undoBlocked: UndoBlock = { code: 'nothing-yet' };
  private seats: Seating;
  private readonly listeners = new Set<Listener>();
  private changes = 0;
  private readonly storage: StorageOptions | null;
  private readonly started: string;

  private constructor(
    state: GameState,
    record: GameRecord,
    fileName: string | null,
    storage: StorageOptions | null,
    log: LogEntry[],
    started: string,
    fates: Fates,
    seating: Seating | undefined,
  ) {
    this.current = state;
    this.fatesNow = fates;
    this.record = record;
    this.fileName = fileName;
    this.storage = storage;
    this.started = started;
    this.entries = log;
    this.seats = seating ?? hotSeat(record.players, record.cavers);
  }

  /**
   * Start a new game; with storage it is saved at once (so even an empty game can be resumed), or,
   * with `saveLater`, by the caller's first save(). A game the rules cannot set up gives their reason.
   */
  static start(game: NewGame, opts: StartOptions = {}): Session | string {
    const record = newRecord({ ...game, ...(opts.app ? { app: opts.app } : {}) });
    if (game.setup) record.setup = game.setup;
    if (game.daily) record.daily = game.daily;
    if (game.tutorial) record.tutorial = true;
    if (game.course) record.course = game.course;
    const res = newGame(recordOptions(record));
    if (!res.ok) return refusalText(res.error);
    const now = opts.now ?? new Date();
    const storage = opts.storage ?? null;
    const name = storage ? (opts.fileName ?? newGameFileName(game.seed, now, storage)) : null;
    const s = new Session(
      res.state,
      record,
      name,
      storage,
      [{ t: 'start', events: res.events }],
      now.toISOString(),
      foldFates(startFates(game.cavers), res.events),
      opts.seating,
    );
    record.hashes = [stateHash(res.state)];
    if (opts.saveLater !== true) s.save();
    return s;
  }

  /** Continue a saved game from its record text (or the record layer's one line on why it cannot be). */
  static resume(text: string, fileName: string | null, opts: ResumeOptions = {}): Session | string {
    const parsed = parseRecordText(text);
    if (!parsed.ok) return parsed.error;
    const record = parsed.value;
    // A tile drawn before the game was left is drawn again: it must be placed, as it was to be.
    const res = replayRecord(record, { keepSteps: true, drawn: true });
    if (!res.ok) return res.error;
    // Go on with the hashes of the rounds the actions reach: a record without them, or cut back,
    // must still save a record that replays.
    record.hashes = res.hashes;
    const steps = res.steps!;
    // The actions the steps after the first were made by: the record's, then the steps of a draw made again.
    const again = record.drawn !== undefined ? drawSteps(record.drawn) : [];
    const acts = [...record.actions, ...(Array.isArray(again) ? again : [])];
    // The story so far, as it was told while the game was played.
    const log: LogEntry[] = [{ t: 'start', events: steps[0].events }];
    for (let i = 1; i < steps.length; i++)
      log.push({ t: 'action', action: acts[i - 1], seat: null, events: steps[i].events, before: steps[i - 1].state });
    log.push({ t: 'resumed', round: res.state.round, actions: record.actions.length, drawn: res.state.drawn });
    const fates = steps.reduce((f, st) => foldFates(f, st.events), startFates(record.cavers));
    const s = new Session(
      res.state,
      record,
      fileName,
      opts.storage ?? null,
      log,
      record.meta?.started ?? new Date().toISOString(),
      fates,
      opts.seating,
    );
    // What could be taken back when the game was left can still be taken back.
    const found: Undoable[] = [];
    // A tile drawn again on resuming was seen: nothing before it can be taken back.
    if (steps.length - 1 > record.actions.length) s.undoBlocked = { code: 'tile-drawn' };
    else
      for (let i = steps.length - 1; i >= 1; i--) {
        const seen = seeing(steps[i - 1].state, steps[i].state, steps[i].events);
        if (seen !== null) {
          s.undoBlocked = blockOf(record.actions[i - 1], seen);
          break;
        }
        found.unshift({
          before: steps[i - 1].state,
          action: record.actions[i - 1],
          seat: null,
          // Taken back, the story told so far stays (the "resumed" line with it).
          logLength: log.length,
          hashes: record.hashes.length,
          fates: steps.slice(0, i).reduce((f, st) => foldFates(f, st.events), startFates(record.cavers)),
        });
      }
    s.undoable = found;
    return s;
  }

  /** The game as it stands. */
  get state(): GameState {
    return this.current;
  }

  get over(): boolean {
    return this.state.result !== null;
  }

  /** What became of each caver so far (the engine's fold of the events). */
  get fates(): Fates {
    return this.fatesNow;
  }

  /** The log, from the game's start (a resumed game's rebuilt from its record). */
  get log(): readonly LogEntry[] {
    return this.entries;
  }

  /** How many changes the game has had (actions applied, and taken back): submit's `at` names one. */
  get version(): number {
    return this.changes;
  }

  // ---- Seats

  get seating(): Seating {
    return this.seats;
  }

  seat(id: SeatId): Seat | null {
    return seatById(this.seats, id);
  }

  /** The seat holding a caver of the team (null: not one of the team). */
  holderOf(caver: CaverId): Seat | null {
    return holderOf(this.seats, caver);
  }

  /** The cavers a seat holds, in seating order. */
  caversOf(seat: SeatId): CaverId[] {
    return caversOf(this.seats, seat, this.record.cavers);
  }

  /** A seat sits down at the table (a player joins), or changes (a player drops: the seat stays). */
  sit(seat: Seat): void {
    const seats = this.seats.seats.filter((s) => s.id !== seat.id);
    this.setSeating({ ...this.seats, seats: [...seats, seat] });
  }

  /** Give a caver to a seat (M hands one to the AI; a room's host assigns them). False: no such caver or seat. */
  hand(caver: CaverId, to: SeatId): boolean {
    if (!this.record.cavers.includes(caver) || this.seat(to) === null) return false;
    if (this.seats.holders[caver] === to) return true;
    this.setSeating({ ...this.seats, holders: { ...this.seats.holders, [caver]: to } });
    return true;
  }

  private setSeating(seating: Seating): void {
    this.seats = seating;
    this.tell({ t: 'seating', seating });
  }

  /** What the game waits for, and from which seat (null: the game is over, or nothing is asked). */
  waitingFor(): Waiting | null {
    const caver = deciderOf(this.current);
    if (caver === null) return null;
    const seat = this.holderOf(caver);
    return seat === null ? null : { caver, seat, choice: this.current.pending };
  }

  /** The actions a seat may take now (none while the decision is another seat's). */
  legalFor(seat: SeatId): readonly Action[] {
    const who = this.waitingFor();
    if (who === null || who.seat.id !== seat) return [];
    return legalActions(this.current);
  }

  // ---- Playing

  /**
   * A seat plays an action: applied (saved, and every listener told), or refused with the reason.
   * With `at` (the version the seat saw), an action meant for a position the game has left is
   * refused rather than played somewhere else. `hint`: the action is the advisor's hint, played by
   * the player (the record counts them).
   */
  submit(seat: SeatId, action: Action, opts: { readonly at?: number; readonly hint?: boolean } = {}): SubmitResult {
    const refused = this.refusal(seat, action, opts.at);
    if (refused) return { ok: false, refusal: refused };
    const before = this.current;
    const res = applyTraced(before, action);
    if (!res.ok) return { ok: false, refusal: { code: 'rules', error: res.error } };
    if (this.seat(seat)?.kind === 'ai') this.record.ai = true;
    if (opts.hint === true) this.record.hints = (this.record.hints ?? 0) + 1;
    const hashes = this.record.hashes ?? (this.record.hashes = []);
    const seen = seeing(before, res.state, res.events);
    if (seen === null)
      this.undoable.push({
        before,
        action,
        seat,
        logLength: this.entries.length,
        hashes: hashes.length,
        fates: this.fatesNow,
      });
    else {
      this.undoable = [];
      this.undoBlocked = blockOf(action, seen);
    }
    this.current = res.state;
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
    this.entries.push({ t: 'action', action, seat, events: res.events, before });
    this.fatesNow = foldFates(this.fatesNow, res.events);
    this.changes += 1;
    this.save();
    const applied: Applied = {
      seat,
      action,
      before,
      state: res.state,
      events: res.events,
      frames: res.frames,
      playback: playbackSteps(res.events, res.frames),
      version: this.changes,
    };
    this.tell({ t: 'applied', ...applied });
    return { ok: true, ...applied };
  }

  /** Why the table refuses this seat's action before the rules are asked, or null. */
  private refusal(seat: SeatId, action: Action, at: number | undefined): SubmitRefusal | null {
    if (this.over) return { code: 'game-over' };
    if (at !== undefined && at !== this.changes) return { code: 'stale', at, version: this.changes };
    if (this.seat(seat) === null) return { code: 'no-such-seat', seat };
    const holder = this.seats.holders[action.caver];
    if (holder !== undefined && holder !== seat) return { code: 'not-your-caver', caver: action.caver, holder };
    return null;
  }

  /** The action a take-back by this seat would undo now, or why there is none. */
  takeBackOffer(seat: SeatId): TakeBackResult {
    const last = this.undoable[this.undoable.length - 1];
    if (!last) return { ok: false, blocked: this.undoBlocked };
    if (!this.mayTakeBack(seat, last))
      return { ok: false, blocked: { code: 'not-yours', action: last.action, by: last.seat } };
    return { ok: true, action: last.action };
  }

  /** Only the seat that acted takes its action back (one played before resuming: whoever holds its caver now). */
  private mayTakeBack(seat: SeatId, u: Undoable): boolean {
    return u.seat !== null ? u.seat === seat : this.seats.holders[u.action.caver] === seat;
  }

  /**
   * Take back this seat's last action of this turn, if nothing hidden was seen since it: the game
   * returns to the state before it, and the record loses it (a record keeps only the actions that
   * stand), saved at once.
   */
  takeBack(seat: SeatId): TakeBackResult {
    const offer = this.takeBackOffer(seat);
    if (!offer.ok) return offer;
    const last = this.undoable.pop()!;
    this.current = last.before;
    this.record.actions.pop();
    if (this.record.hashes && this.record.hashes.length > last.hashes) this.record.hashes.length = last.hashes;
    this.entries.length = Math.min(this.entries.length, last.logLength);
    this.fatesNow = last.fates;
    this.entries.push({ t: 'taken-back', action: last.action, seat });
    if (this.undoable.length === 0 && this.undoBlocked.code === 'nothing-yet')
      this.undoBlocked = { code: 'nothing-more' };
    this.changes += 1;
    this.save();
    this.tell({ t: 'taken-back', seat, action: last.action, state: this.current, version: this.changes });
    return { ok: true, action: last.action };
  }

  // ---- Listening

  /**
   * Be told of every change (an action applied or taken back, the seating), after it is made and
   * saved; returns the way to stop. Listeners are called in the order they came, and must not throw
   * (the change stands; the listeners after one that throws are not told).
   */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private tell(change: Change): void {
    for (const l of [...this.listeners]) l(change);
  }

  // ---- Saving

  /**
   * Save the record (atomically: a failed write leaves the last good save as it was). Done after
   * every action and take-back; a failure is kept in saveError and the game goes on.
   */
  save(): void {
    if (!this.storage || this.fileName === null) return;
    this.stamp();
    try {
      this.savedTo = saveRecord(this.record, this.fileName, this.storage);
      this.saveError = null;
    } catch (e) {
      this.saveError = reason(e);
    }
  }

  /** The record's fields that say where the game stands, written before every save (the one place for them). */
  private stamp(): void {
    // The state the game is saved in (after a tile drawn, if one is), which a replay checks (RECORD.md "end").
    this.record.end = stateHash(this.current);
    this.record.meta = {
      started: this.started,
      saved: new Date().toISOString(),
      round: this.current.round,
      over: this.over,
      result: this.current.result,
    };
  }
}
