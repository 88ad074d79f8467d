// Where a key goes: route(ui, key, context) -> the screen's next state and the effects the App
// carries out (play an action, take one back, leave, start a game, ask for a hint, hand cavers to
// the advisor, remember a setting, tell the guide its verdict). Pure: it reads the game, never
// changes it, and returns a new state without touching the one it was given.
//
// The gates, in order: the first that takes the key ends its way.
//   1. Ctrl+C leaves, whatever is on the screen.
//   2. A terminal too small for the table: only q (leave).
//   3. Help: its own keys (pages, parts, theme and tile size); any other key closes it.
//   4. No game yet (the setup screen reads its own keys): nothing.
//   5. The message history: scrolling, and closing (a guide lets it open, and does not judge its keys).
//   6. The guide (the tutorial) judges the key before the game: it may stop it with its word.
//   7. A hot-seat hand-over: Enter or Space takes the keyboard; q, ? and P still work.
//   8. Look mode: the cursor's keys, and leaving it (Enter: travel to the square).
//   9. The end screen (once the phases have played out): r the same game again, n a new one, P
//      history, q or Esc leave.
//  10. The theme (t) and the tile size (+ and -).
//  11. Watching the advisor play: Space pause, s one step, < > pace, T take over.
//  12. The table's keys: q, ?, P, U undo, ; look, H hunts, I hint, M hand to the advisor, A auto,
//      D the hazard deck, O the overview (undo and the hint wait while the phases are shown; I and M
//      with no advisor say so).
//  13. The phases shown step by step: Esc skips them, Space or Enter the next step; nothing else.
//  14. A caver the advisor plays, or at a room's table one this keyboard does not hold (another
//      player's, the AI's; a spectator's keyboard holds none): the keys are refused, with why.
//  15. Travelling: Enter the next step of the way, Esc stops, any other key stops and goes on.
//  16. The controller (input/controller.ts): the prompts, and the action they make.
import type { Action, CaverId } from '../../engine/index.js';
import { deciderOf, type NewGame, type Session } from '../../play/index.js';
import type { GameRecord } from '../../record/types.js';
import { pickZoom, stepZoom, type ZoomPref } from '../board/zoom.js';
import { HELP_PAGES, nextPart } from '../components/HelpScreen.js';
import { historyLines, historyPage } from '../components/HistoryScreen.js';
import type { Guide, GuideVerdict } from '../guide.js';
import { tableLayout } from '../layout.js';
import { paceText, plays, watchPress } from '../pilot.js';
import { logText } from '../playWords.js';
import type { TableUi } from '../screenState.js';
import type { Table } from '../table.js';
import { caverName } from '../text/describe.js';
import { makeTheme, nextThemeName, themeLabel, type ThemeName } from '../theme.js';
import { IDLE, press } from './controller.js';
import { historyPress } from './history.js';
import { tableKeyOf, type KeyPress } from './keys.js';
import { lookPress, lookStart } from './look.js';
import { travelGoesOn, travelPress, travelStart } from '../travel.js';
import { MSG } from './prompts.js';
import { say } from '../../words/index.js';

/** What the App does for a key, in this order, after taking the new state. */
export type Effect =
  /** Tell the guide its verdict on the key (first: it follows the key before the game does). */
  | { readonly t: 'guide'; readonly verdict: GuideVerdict }
  /** Save and leave. */
  | { readonly t: 'leave' }
  /** Start a game (with a fresh seed in place of the game's, when asked). */
  | { readonly t: 'begin'; readonly game: NewGame; readonly freshSeed: boolean }
  /** The player at the keyboard plays an action; `keepMode`: the keys' prompt stays as it is. */
  | { readonly t: 'submit'; readonly action: Action; readonly keepMode: boolean }
  /** The player takes back their last action. */
  | { readonly t: 'take-back' }
  /** I: the hint, or play the one shown. */
  | { readonly t: 'hint' }
  /** M: hand a caver to the advisor, or take it back. */
  | { readonly t: 'hand'; readonly caver: CaverId; readonly toAdvisor: boolean }
  /** Every caver to the advisor, or back to the players (T). */
  | { readonly t: 'hand-all'; readonly toAdvisor: boolean }
  /** Remember automatic phase steps on or off. */
  | { readonly t: 'auto'; readonly auto: boolean }
  /** Remember the theme and tile size. */
  | { readonly t: 'look'; readonly theme: ThemeName; readonly zoom: ZoomPref };

/** What a key is routed against: the terminal's size, and the guide over the game (if any). */
export interface RouteContext {
  readonly cols: number;
  readonly rows: number;
  /** The terminal is too small for the table. */
  readonly small: boolean;
  readonly guide?: Guide | null;
  /** A room's table (a game played across terminals), or none (a local game). */
  readonly room?: RoomRoute | null;
  /** The table has an advisor (I, M); without one, those keys say so and change nothing. */
  readonly advisor: boolean;
}

/** What routing asks of a room's table: the keyboard acts only for the cavers its player holds. */
export interface RoomRoute {
  /** Why the keys cannot play now (another player's caver, the AI's, a spectator, an action on its way), or null. */
  refusal(): string | null;
  /** What M says at a room's table (the host gives cavers to the AI there). */
  readonly pilot: string;
  /** The history's lines (the log with who did what). */
  history(): readonly string[];
}

export interface Routed<T extends Table = Session> {
  readonly ui: TableUi<T>;
  readonly effects: readonly Effect[];
}

/** The theme key (t) and the tile size keys (+ and -): true when the key was one of them. */
function styleKey<T extends Table>(st: TableUi<T>, input: string, ctx: RouteContext, out: Effect[]): boolean {
  if (input === 't') {
    const name = nextThemeName(st.theme.name);
    st.theme = makeTheme(st.theme.color, name);
    st.msg = say(st.theme.color ? 'style.theme' : 'style.theme-no-colour', { theme: themeLabel(name) });
  } else if (input === '+' || input === '=' || input === '-') {
    const L = tableLayout(ctx.cols, ctx.rows);
    const res = stepZoom(st.zoom, input === '-' ? -1 : 1, L.boardCols, L.middleRows);
    if ('why' in res) {
      st.msg = res.why;
      return true;
    }
    st.zoom = res.pref;
    st.msg =
      res.pref === 'auto'
        ? say('style.tiles-auto', { size: say(`size.${pickZoom('auto', L.boardCols, L.middleRows).name}`) })
        : say('style.tiles', { size: say(`size.${res.pref}`) });
  } else return false;
  out.push({ t: 'look', theme: st.theme.name, zoom: st.zoom });
  st.version += 1;
  return true;
}

/** The same game again: the same seed and team, and the same fixed decks if the record had them. */
function sameGame(r: GameRecord, withSetup: boolean): NewGame {
  const game: NewGame = {
    seed: r.seed,
    difficulty: r.difficulty,
    players: r.players,
    cavers: r.cavers,
    easy: r.easy === true,
  };
  return withSetup && r.setup ? { ...game, setup: r.setup } : game;
}

/** Route one key: the screen's next state, and what the App must do. */
export function route<T extends Table = Session>(ui: TableUi<T>, k: KeyPress, ctx: RouteContext): Routed<T> {
  const st: TableUi<T> = { ...ui, guideSaid: null };
  const out: Effect[] = [];
  const done = (): Routed<T> => ({ ui: st, effects: out });
  const { input, key } = k;
  // 1. Ctrl+C.
  if (key.ctrl && input === 'c') return (out.push({ t: 'leave' }), done());
  // 2. Too small.
  if (ctx.small) {
    if (input === 'q') out.push({ t: 'leave' });
    return done();
  }
  // 3. Help: → / Tab / space: the next page; ←: the previous one; ↑/↓: the previous or next part;
  // t, + and - as in the game; any other key: back.
  if (st.help !== null) {
    if (styleKey(st, input, ctx, out)) st.msg = '';
    else if (key.rightArrow || key.tab || input === ' ' || input === 'l')
      st.help = Math.min(HELP_PAGES - 1, st.help + 1);
    else if (key.leftArrow || input === 'h') st.help = Math.max(0, st.help - 1);
    else if (key.downArrow || input === 'j') st.help = nextPart(st.help, 1);
    else if (key.upArrow || input === 'k') st.help = nextPart(st.help, -1);
    else st.help = null;
    return done();
  }
  // 4. No game.
  const s = st.session;
  if (!s) return done();
  // 5. History.
  if (st.history !== null) {
    const total = historyLines(ctx.room ? ctx.room.history() : logText(s.log), ctx.cols).length;
    st.history = historyPress(st.history, total, historyPage(ctx.rows), k);
    return done();
  }
  // 6. The guide.
  const guide = ctx.guide;
  if (guide?.guides(s)) {
    const verdict = guide.judge({ session: s, mode: st.mode, playback: st.playback !== null }, k);
    out.push({ t: 'guide', verdict });
    if (!verdict.pass) {
      if (verdict.leave) out.push({ t: 'leave' });
      st.guideSaid = verdict.msg;
      st.msg = '';
      return done();
    }
  }
  const table = tableKeyOf(k);
  // 7. Hand-over: nothing reaches the game until the next player has the keyboard.
  if (st.handover !== null) {
    if (key.return || input === ' ') {
      st.player = st.handover;
      st.handover = null;
    } else if (table === 'quit') out.push({ t: 'leave' });
    else if (table === 'help') st.help = 0;
    else if (table === 'history') st.history = 0;
    return done();
  }
  // 8. Look (Enter: travel to the square, when the acting caver is the player's to move).
  if (st.look !== null) {
    const at = st.look;
    st.look = lookPress(s.state, at, k);
    if (st.look === null && key.return && st.playback === null && !plays(s, deciderOf(s.state))) {
      const go = travelStart(s.state, at);
      st.travel = go.travel;
      st.msg = go.msg;
    }
    return done();
  }
  // 9. The end screen.
  if (s.over && st.playback === null) {
    // The same game again, or a new one: a local game's (a room's game is played again from a lobby).
    if (input === 'r' && s.record) out.push({ t: 'begin', game: sameGame(s.record, true), freshSeed: false });
    else if (input === 'n' && s.record) out.push({ t: 'begin', game: sameGame(s.record, false), freshSeed: true });
    else if (table === 'history') st.history = 0;
    else if (input === 'q' || key.escape) out.push({ t: 'leave' });
    return done();
  }
  // 10. Theme and tile size.
  if (styleKey(st, input, ctx, out)) return done();
  // 11. Watching.
  const watching = watchPress(st.pilot, k);
  if (watching) {
    // Taken over: every caver back to the player.
    if (st.pilot.watching && !watching.pilot.watching) out.push({ t: 'hand-all', toAdvisor: false });
    st.pilot = watching.pilot;
    st.msg = watching.msg;
    return done();
  }
  // 12. The table's keys.
  switch (table) {
    case 'quit':
      out.push({ t: 'leave' });
      return done();
    case 'help':
      st.help = 0;
      return done();
    case 'history':
      st.history = 0;
      return done();
    case 'undo':
      if (st.playback) break;
      // A tile shown for placing has been seen: it must be placed, and nothing before it undone.
      if (st.mode.m === 'orient') st.msg = MSG.tileDrawn;
      else out.push({ t: 'take-back' });
      return done();
    case 'look':
      st.look = lookStart(s.state);
      st.msg = '';
      return done();
    case 'deck':
      st.deck = !st.deck;
      st.msg = '';
      return done();
    case 'overview':
      st.overview = !st.overview;
      st.msg = '';
      return done();
    case 'hunts':
      st.hunts = !st.hunts;
      st.msg = st.hunts ? '' : say('status.hunts-hidden');
      return done();
    case 'hint':
      if (st.playback) break;
      if (!ctx.advisor) st.msg = say('advice.none');
      else out.push({ t: 'hint' });
      return done();
    case 'pilot': {
      if (ctx.room) {
        st.msg = ctx.room.pilot;
        return done();
      }
      if (!ctx.advisor) {
        // No one would play a caver handed over: it would wait for ever.
        st.msg = say('advice.none');
        return done();
      }
      if (st.pilot.watching) {
        st.msg = say('status.advisor-plays-all');
        return done();
      }
      const who = deciderOf(s.state);
      if (who === null || st.playback) {
        st.msg = say('status.no-one-acting');
        return done();
      }
      const toAdvisor = !plays(s, who);
      out.push({ t: 'hand', caver: who, toAdvisor });
      st.pilot = { ...st.pilot, paused: false, step: false };
      st.mode = IDLE;
      st.msg = say(toAdvisor ? 'status.handed-over' : 'status.yours-again', { who: caverName(who) });
      return done();
    }
    case 'auto':
      st.auto = !st.auto;
      out.push({ t: 'auto', auto: st.auto });
      st.msg = say(st.auto ? 'status.auto-on' : 'status.auto-off');
      return done();
    default:
      break;
  }
  // 13. The phases, step by step.
  if (st.playback) {
    if (key.escape) st.playback = null;
    else if (key.return || input === ' ') {
      const pb = st.playback;
      st.playback = pb.idx + 1 >= pb.steps.length ? null : { ...pb, idx: pb.idx + 1 };
    }
    return done();
  }
  // 14. A caver the advisor plays; at a room's table, a caver this keyboard does not hold.
  const refused = ctx.room?.refusal() ?? null;
  if (refused !== null) {
    st.msg = refused;
    return done();
  }
  const decider = deciderOf(s.state);
  if (plays(s, decider)) {
    st.msg = st.pilot.watching
      ? say('status.advisor-playing', { pace: paceText(st.pilot.pace) })
      : say('status.advisor-plays', { who: caverName(decider!) });
    return done();
  }
  // 15. Travelling: Enter takes the next step, Esc stops; any other key stops it and goes on below.
  if (st.travel !== null) {
    if (!travelGoesOn(s.state, st.travel) || st.mode.m !== 'idle') st.travel = null;
    else {
      const t = travelPress(s.state, st.travel, k);
      st.travel = t.travel;
      st.msg = t.msg;
      if (t.submit) out.push({ t: 'submit', action: t.submit, keepMode: true });
      if (!t.pass) return done();
    }
  }
  // 16. The controller.
  const step = press(s.state, st.mode, k);
  st.mode = step.mode;
  st.msg = step.msg ?? '';
  if (step.submit) out.push({ t: 'submit', action: step.submit, keepMode: true });
  return done();
}
