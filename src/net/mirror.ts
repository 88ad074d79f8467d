// A remote game as a client holds it: built only from what the server sends (views and events, never
// a GameState), entry by entry, into what a local Session gives its screens: the log as the play
// layer's LogEntry data, the cavers' fates, whose decision it is, and a world to ask the rules about.
//
// The world is `determinize(view)`: a game equal to the view in everything a player knows, its hidden
// parts (the undrawn tiles' order, the hazard cards to come, the dice) dealt at random. The rules'
// queries (legal actions, previews) answer the same in any such world (test/engine/view.test.ts), so a
// screen may ask them; it must never show the world's hidden parts, which are not the real ones.
//
// It also keeps, for the end of the game, a hash of every view and of the events it was shown, so that
// the revealed seed and record can be checked against them (verify.ts).
import {
  type Action,
  type CaverId,
  determinize,
  type Fates,
  foldFates,
  type GameEvent,
  type GameState,
  legalActions,
  type PlayerView,
  startFates,
} from '../engine/index.js';
import {
  caversOf,
  deciderOf,
  holderOf,
  type LogEntry,
  type PlaybackStep,
  type Seat,
  type SeatId,
  type Seating,
  seatById,
  type Waiting,
} from '../play/index.js';
import type { Entry, UndoInfo, WireUndoBlock } from './protocol.js';
import { applyPatch, jsonHash } from './views.js';

/** The seed the client's worlds are dealt from: any will do (the hidden parts are not the real ones). */
const WORLD_SEED = 'net-mirror';

/**
 * What a client was shown of one step of the game (verify.ts checks it): the hash of the start's whole
 * view, then of each step's view patch (on the view before it) and events. The start's view and the
 * patches make every view the client was shown.
 */
export type ShownStep =
  | { readonly k: 'start'; readonly v: 0; readonly view: string; readonly events: string }
  | {
      readonly k: 'act';
      readonly v: number;
      readonly seat: string;
      readonly action: Action;
      /** The hash of the view's patch (on the view before the action). */
      readonly view: string;
      readonly events: string;
      /** The hash of each playback step's view patch, in order. */
      readonly playback: readonly string[];
    }
  | { readonly k: 'back'; readonly v: number; readonly seat: string; readonly action: Action; readonly view: string };

/** An action applied at the remote table, as a local Session's listeners are told it (without per-event frames). */
export interface RemoteApplied {
  readonly seat: SeatId;
  readonly action: Action;
  /** Worlds dealt from the views before and after (see the top of this file). */
  readonly before: GameState;
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  /** The phases it set off, step by step, each step's `frame` a world dealt from its view. */
  readonly playback: readonly PlaybackStep[];
  readonly version: number;
  /** The views before and after (what the server sent). */
  readonly viewBefore: PlayerView;
  readonly view: PlayerView;
}

export type MirrorChange =
  | ({ readonly t: 'applied' } & RemoteApplied)
  | {
      readonly t: 'taken-back';
      readonly seat: SeatId;
      readonly action: Action;
      readonly state: GameState;
      readonly version: number;
    }
  | { readonly t: 'started'; readonly state: GameState; readonly version: number };

/** Why the mirror cannot take an entry: it does not follow the one it has. */
export type MirrorProblem =
  { readonly code: 'gap'; readonly have: number; readonly got: number } | { readonly code: 'base' };

export type TakeBackOffer =
  { readonly ok: true; readonly action: Action } | { readonly ok: false; readonly blocked: WireUndoBlock };

interface Standing {
  readonly logLength: number;
  readonly fates: Fates;
}

/** A log entry whose `before` world is dealt when first read (most are never read). */
function lazyBefore(
  e: Omit<Extract<LogEntry, { t: 'action' }>, 'before'>,
  before: () => GameState,
): Extract<LogEntry, { t: 'action' }> {
  let world: GameState | null = null;
  return {
    ...e,
    get before(): GameState {
      return (world ??= before());
    },
  };
}

/** A playback step whose world is dealt when first read. */
function lazyFrame(p: Omit<PlaybackStep, 'frame'>, view: PlayerView): PlaybackStep {
  let world: GameState | null = null;
  return {
    ...p,
    get frame(): GameState {
      return (world ??= determinize(view, WORLD_SEED));
    },
  };
}

export class GameMirror {
  private viewNow: PlayerView | null = null;
  private worldNow: GameState | null = null;
  private versionNow = -1;
  private entries: LogEntry[] = [];
  private fatesNow: Fates;
  /** The actions that stand (not taken back), newest last: where the log and fates go back to on a take-back. */
  private standing: Standing[] = [];
  private shownSteps: ShownStep[] = [];
  private undoNow: UndoInfo = { last: null, blocked: { code: 'nothing-yet' } };
  /** The views shown were not one history (a history sent again disagreed with one shown before). */
  private conflict: number | null = null;

  constructor(readonly cavers: readonly CaverId[]) {
    this.fatesNow = startFates(cavers);
  }

  /** The public view now (null before the game's start was received). */
  get view(): PlayerView | null {
    return this.viewNow;
  }

  /** A world equal to the view (see the top of this file); null before the start. */
  get state(): GameState | null {
    if (this.worldNow === null && this.viewNow !== null) this.worldNow = determinize(this.viewNow, WORLD_SEED);
    return this.worldNow;
  }

  /** The game's version: the last entry's (-1 before the start). */
  get version(): number {
    return this.versionNow;
  }

  get log(): readonly LogEntry[] {
    return this.entries;
  }

  get fates(): Fates {
    return this.fatesNow;
  }

  get over(): boolean {
    return this.viewNow?.result != null;
  }

  get undo(): UndoInfo {
    return this.undoNow;
  }

  /** What was shown, step by step (hashes), for the end's check. */
  get shown(): readonly ShownStep[] {
    return this.shownSteps;
  }

  /** The first version at which a history sent again differed from what was shown before (null: none). */
  get conflictAt(): number | null {
    return this.conflict;
  }

  /**
   * A history from the server (`game`): from the start, or from a base view at a version this mirror
   * has reached (the base must be the view it has there). Entries it already has are checked against
   * what it was shown and skipped. Returns the changes to tell, or why it cannot follow (then ask for
   * the whole history: `reset` and `sync` from 0).
   */
  history(
    base: { readonly v: number; readonly view: PlayerView } | null,
    entries: readonly Entry[],
    undo: UndoInfo,
  ): MirrorChange[] | MirrorProblem {
    if (base !== null) {
      if (base.v !== this.versionNow || this.viewNow === null || jsonHash(base.view) !== jsonHash(this.viewNow))
        return { code: 'base' };
    }
    const out: MirrorChange[] = [];
    for (const e of entries) {
      if (e.v <= this.versionNow) {
        this.recheck(e);
        continue;
      }
      const c = this.entry(e, undo);
      if ('code' in c) return c;
      out.push(c);
    }
    this.undoNow = undo;
    return out;
  }

  /** Start again from nothing (a history from 0 is coming); what was shown before is kept to compare. */
  reset(): void {
    this.viewNow = null;
    this.worldNow = null;
    this.versionNow = -1;
    this.entries = [];
    this.fatesNow = startFates(this.cavers);
    this.standing = [];
  }

  /** A step of the game, in order: the change to tell, or why it does not follow. */
  entry(e: Entry, undo: UndoInfo): MirrorChange | MirrorProblem {
    if (e.v !== this.versionNow + 1) return { code: 'gap', have: this.versionNow, got: e.v };
    this.undoNow = undo;
    if (e.k === 'start') {
      this.viewNow = e.view;
      this.worldNow = null;
      this.versionNow = 0;
      this.entries = [{ t: 'start', events: e.events }];
      this.fatesNow = foldFates(startFates(this.cavers), e.events);
      this.standing = [];
      this.show({ k: 'start', v: 0, view: jsonHash(e.view), events: jsonHash(e.events) });
      return { t: 'started', state: this.state!, version: 0 };
    }
    const viewBefore = this.viewNow;
    const worldBefore = this.worldNow;
    if (viewBefore === null) return { code: 'gap', have: this.versionNow, got: e.v };
    // The world before, dealt only when someone asks for it (the log's words, a screen's playback).
    const before = (): GameState => worldBefore ?? determinize(viewBefore, WORLD_SEED);
    let beforeWorld: GameState | null = null;
    const view = applyPatch(viewBefore, e.view)!;
    if (e.k === 'back') {
      const last = this.standing.pop();
      if (last) {
        this.entries.length = Math.min(this.entries.length, last.logLength);
        this.fatesNow = last.fates;
      }
      this.entries.push({ t: 'taken-back', action: e.action, seat: e.seat });
      this.setView(view, e.v);
      this.show({ k: 'back', v: e.v, seat: e.seat, action: e.action, view: jsonHash(e.view) });
      return { t: 'taken-back', seat: e.seat, action: e.action, state: this.state!, version: e.v };
    }
    // The phases step by step: each step's view a patch on the one before it (its world dealt when asked for).
    const playback: PlaybackStep[] = [];
    const hashes: string[] = [];
    let prev = viewBefore;
    for (const st of e.playback) {
      const v = applyPatch(prev, st.view)!;
      playback.push(lazyFrame({ lines: st.lines, marks: st.marks, card: st.card }, v));
      hashes.push(jsonHash(st.view));
      prev = v;
    }
    this.standing.push({ logLength: this.entries.length, fates: this.fatesNow });
    this.entries.push(lazyBefore({ t: 'action', action: e.action, seat: e.seat, events: e.events }, before));
    this.fatesNow = foldFates(this.fatesNow, e.events);
    this.setView(view, e.v);
    this.show({
      k: 'act',
      v: e.v,
      seat: e.seat,
      action: e.action,
      view: jsonHash(e.view),
      events: jsonHash(e.events),
      playback: hashes,
    });
    return {
      t: 'applied',
      seat: e.seat,
      action: e.action,
      get before(): GameState {
        return (beforeWorld ??= before());
      },
      state: this.state!,
      events: e.events,
      playback,
      version: e.v,
      viewBefore,
      view,
    };
  }

  private setView(view: PlayerView, version: number): void {
    this.viewNow = view;
    this.worldNow = null;
    this.versionNow = version;
  }

  /** Keep what was shown at a version; shown again (a history sent again), it must be the same. */
  private show(s: ShownStep): void {
    const had = this.shownSteps[s.v];
    if (had !== undefined) {
      if (JSON.stringify(had) !== JSON.stringify(s) && this.conflict === null) this.conflict = s.v;
      this.shownSteps[s.v] = s;
      return;
    }
    this.shownSteps[s.v] = s;
  }

  /** An entry this mirror has: compare its kind and action with what was shown (the views come with the next entries). */
  private recheck(e: Entry): void {
    const had = this.shownSteps[e.v];
    if (had === undefined || this.conflict !== null) return;
    const same =
      had.k === e.k &&
      (e.k === 'start' || JSON.stringify((had as { action?: Action }).action) === JSON.stringify(e.action));
    if (!same) this.conflict = e.v;
  }

  // ---- Seats: as a Session answers them, from the room's seating

  /** The caver whose decision the game waits for, and the seat holding it (null: over, or none held). */
  waitingFor(seating: Seating): Waiting | null {
    const world = this.state;
    if (world === null) return null;
    const caver = deciderOf(world);
    if (caver === null) return null;
    const seat = holderOf(seating, caver);
    return seat === null ? null : { caver, seat, choice: world.pending };
  }

  /** The actions a seat may take now: the rules' own list for the world (none while it is another seat's decision). */
  legalFor(seating: Seating, seat: SeatId): readonly Action[] {
    const who = this.waitingFor(seating);
    if (who === null || who.seat.id !== seat) return [];
    return legalActions(this.state!);
  }

  /** What a take-back by this seat would undo now, or why nothing can be (as Session.takeBackOffer). */
  takeBackOffer(seating: Seating, seat: SeatId): TakeBackOffer {
    const u = this.undoNow;
    if (u.last === null) return { ok: false, blocked: u.blocked };
    const mine = u.last.seat !== null ? u.last.seat === seat : seating.holders[u.last.action.caver] === seat;
    if (!mine) return { ok: false, blocked: { code: 'not-yours', action: u.last.action, by: u.last.seat } };
    return { ok: true, action: u.last.action };
  }
}

export { caversOf, holderOf, seatById };
export type { Seat };
