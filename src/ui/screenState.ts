// The screen's own state around a game: which screen covers the table (help, history, look, a
// hot-seat hand-over), the prompt the keys are at, the phases shown step by step, the message line,
// the advisor's pace, the theme and tile size. Plain data: input/route.ts turns a key into the next
// state and the effects the App carries out; the App draws from it.
import { deciderOf, playerSeat, type PlaybackStep, type SeatId, type Session } from '../play/index.js';
import { type GameState, playerOfSeat, type Pos } from '../engine/index.js';
import type { ZoomPref } from './board/zoom.js';
import type { Guide } from './guide.js';
import type { AdvisedUi } from './hooks/useAdvisor.js';
import { IDLE, type Mode } from './input/mode.js';
import { NO_PILOT, plays, WATCH_PILOT } from './pilot.js';
import type { Table } from './table.js';
import type { Theme } from './theme.js';
import type { Travel } from './travel.js';
import { textWidth } from '../text/width.js';

/** The phases shown one step at a time: the steps, and the one on the screen. */
export interface Playback {
  readonly steps: readonly PlaybackStep[];
  readonly idx: number;
}

/**
 * The screen's state around the game at this table: a local Session (the App), or a room's remote
 * game (the room's screen), read as a Table (table.ts).
 */
export interface TableUi<T extends Table = Session> extends Omit<AdvisedUi, 'session'> {
  session: T | null;
  mode: Mode;
  playback: Playback | null;
  msg: string;
  /** The page of help shown, or null. */
  help: number | null;
  /** Look mode's cursor, or null. */
  look: Pos | null;
  /** What the guide (the tutorial) said of the last key, if it took it: shown as it is. */
  guideSaid: string | null;
  /** The message history, scrolled this many lines back from the newest; null: closed. */
  history: number | null;
  /** Each horror's victim and path shown on the board (H). */
  hunts: boolean;
  /** The hazard deck's count in the panel's place (D). */
  deck: boolean;
  /** The whole cave at a glance in the board's place (O). */
  overview: boolean;
  /** Where the acting caver travels, a step each Enter (picked in look mode), or null. */
  travel: Travel | null;
  /** Hot-seat: the player the keyboard must be handed to (a screen says so), or null. */
  handover: number | null;
  /** Hot-seat: the player who last had the keyboard. */
  player: number | null;
  auto: boolean;
  theme: Theme;
  zoom: ZoomPref;
  /** Bumped on every change of the game or the look, so memoised parts of the screen redraw. */
  version: number;
  left: boolean;
}

/** The screen as a game starts (or the setup screen, with no session). */
export function initialUi<T extends Table = Session>(o: {
  session: T | null;
  theme: Theme;
  auto?: boolean;
  zoom?: ZoomPref;
  watch?: boolean;
}): TableUi<T> {
  return {
    session: o.session,
    mode: IDLE,
    playback: null,
    msg: '',
    guideSaid: null,
    help: null,
    look: null,
    history: null,
    hunts: false,
    deck: false,
    overview: false,
    travel: null,
    handover: null,
    player: null,
    auto: o.auto ?? false,
    version: 0,
    left: false,
    pilot: o.watch && o.session ? WATCH_PILOT : NO_PILOT,
    hint: null,
    covered: false,
    theme: o.theme,
    zoom: o.zoom ?? 'auto',
  };
}

/** A new game at the table: the screen starts afresh (the look and the settings stay). */
export function newGameUi<T extends Table>(u: TableUi<T>, session: T): TableUi<T> {
  return {
    ...u,
    session,
    mode: IDLE,
    playback: null,
    msg: '',
    look: null,
    travel: null,
    history: null,
    handover: null,
    player: null,
    pilot: NO_PILOT,
    hint: null,
  };
}

/** The player who must act now (the chooser's player for a choice), or null when no one is asked. */
export function actingPlayer(s: GameState): number | null {
  if (s.result !== null) return null;
  const seat = s.pending ? s.cavers.findIndex((c) => c.id === s.pending!.chooser) : s.turn;
  return seat === null || seat < 0 ? null : playerOfSeat(s.options.players, s.cavers.length, seat);
}

/**
 * Hot-seat: once the phases have played out, a change of player puts the hand-over screen up. Asked
 * after every key (keys typed ahead must not reach the next player's turn) and at every frame. A
 * caver the advisor plays (M) needs no keyboard: the screen waits for the next caver a player plays.
 */
export function handOverDue<T extends Table>(u: TableUi<T>): TableUi<T> {
  // Only a local game has a hot-seat (a room's players each have a terminal of their own).
  const players = u.session?.record?.players ?? 1;
  if (!u.session || players <= 1 || u.playback !== null || u.handover !== null) return u;
  if (plays(u.session, deciderOf(u.session.state))) return u;
  const now = actingPlayer(u.session.state);
  return now !== null && now !== u.player ? { ...u, handover: now, look: null } : u;
}

/** The seat of the player at the keyboard (hot-seat: the player it was last handed to). */
export function keyboardSeat<T extends Table>(u: TableUi<T>): SeatId {
  return playerSeat(u.player ?? 1);
}

/** A screen covers the table (help, history, a hand-over, look mode): the advisor waits. */
export function coversTable<T extends Table>(u: TableUi<T>): boolean {
  return u.help !== null || u.history !== null || u.handover !== null || u.look !== null;
}

/**
 * The status line under a guide: the guide's own word on the last key (it says already what it
 * waits for), else the game's message with what the guide waits for (after a message, the next key
 * only, when both fit in one line of `cols`: the guide's box above keeps its rows).
 */
export function guideMsg(msg: string, said: string | null, guide: Guide | null, cols = Infinity): string {
  if (!guide) return msg;
  if (said) return said;
  if (!msg) return guide.hint();
  const both = `${msg} · ${guide.hint(true)}`;
  return textWidth(both) <= cols || textWidth(msg) > cols ? both : msg;
}
