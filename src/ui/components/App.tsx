// The app: setup, the table, the end screen and help, and the keys that move between them.
// The game itself is the play layer's session (play/session.ts); it only changes through
// session.submit(seat, action): from the keys (the seat of the player at the keyboard), or from the
// advisor (a hint played, for the player; the cavers handed to the AI's seat: hooks/useAdvisor.ts).
// The screen follows every change the session tells of.
//
// The screen's own state (prompt, playback, help) lives in a ref that each key updates at once:
// keys typed faster than the screen redraws (type-ahead, pastes, tmux send-keys) must see the
// state the previous key left, not the state of the last frame drawn.
import { useApp, useInput } from 'ink';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { freshSeed } from '../freshSeed.js';
import type { StorageOptions } from '../../record/files.js';
import { IDLE, press, type Mode } from '../input/controller.js';
import { historyPress } from '../input/history.js';
import { splitKeys, tableKeyOf, type KeyInfo, type KeyPress } from '../input/keys.js';
import { lookPress, lookStart } from '../input/look.js';
import { MIN_COLS, MIN_ROWS, tableLayout } from '../layout.js';
import { deciderOf, type Change, type NewGame, playerSeat, type SeatId, Session } from '../../play/index.js';
import { makeTheme, nextThemeName, THEME_LABEL, type Theme, type ThemeName } from '../theme.js';
import { pickZoom, stepZoom, type ZoomPref } from '../board/zoom.js';
import { useTerminalSize } from '../hooks/useTerminalSize.js';
import type { Action, Pos } from '../../engine/index.js';
import { logText, refusalText } from '../playWords.js';
import { EndScreen } from './EndScreen.js';
import { actingPlayer, HandOver } from './HandOver.js';
import { HELP_PAGES, HelpScreen, nextPart } from './HelpScreen.js';
import { historyLines, historyPage, HistoryScreen } from './HistoryScreen.js';
import { SetupScreen, type SetupDefaults } from './SetupScreen.js';
import { TableScreen, type Playback } from './TableScreen.js';
import { TooSmall } from './TooSmall.js';
import { TutorialEnd } from './TutorialEnd.js';
import type { Guide } from '../guide.js';
import { takeBackKey } from '../takeBack.js';
import type { Advisor } from '../advisor.js';
import { type AdvisedUi, useAdvisor } from '../hooks/useAdvisor.js';
import {
  advisorCavers,
  handAll,
  NO_PILOT,
  paceText,
  pilotLabel,
  pilotPrompt,
  plays,
  toggleCaver,
  WATCH_PILOT,
  watchPress,
} from '../pilot.js';
import { caverName } from '../text/describe.js';

export type { SetupDefaults } from './SetupScreen.js';

/** The tile size the table's board uses at this terminal size. */
function boardZoom(pref: ZoomPref, cols: number, rows: number) {
  const L = tableLayout(cols, rows);
  return pickZoom(pref, L.boardCols, L.middleRows);
}

export interface AppProps {
  readonly theme: Theme;
  /** Where games are saved (null: not saved, for tests). */
  readonly storage: StorageOptions | null;
  readonly app: string;
  /** A game to play at once, or the setup screen's defaults. */
  readonly session: Session | null;
  readonly setup: SetupDefaults;
  /** Called once when the player leaves, with the session last played (to report where it is saved). */
  readonly onExit: (session: Session | null) => void;
  /** Called when a new game starts (setup screen, or again from the end screen). */
  readonly onSession?: (session: Session) => void;
  /** Milliseconds between steps of the phases when auto-advance is on. */
  readonly autoDelay?: number;
  readonly initialAuto?: boolean;
  /** The player turned automatic phase steps on or off (to remember it). */
  readonly onAutoChange?: (auto: boolean) => void;
  /** The tile size to start with (default: chosen by the terminal size). */
  readonly initialZoom?: ZoomPref;
  /** The player chose another theme or tile size (to remember it). */
  readonly onLookChange?: (look: { theme: ThemeName; zoom: ZoomPref }) => void;
  /** The statistics of the saved games as lines at most this wide (the setup screen's Statistics row). */
  readonly stats?: (cols: number) => readonly string[];
  /** A guide over the game (the tutorial): it sees every key first and speaks in place of the log. */
  readonly guide?: Guide;
  /** The advisor: hints (I), and the cavers handed to it (M). */
  readonly advisor?: Advisor;
  /** Watch the advisor play every caver of the game given (`subterra watch`). */
  readonly watch?: boolean;
}

interface UiState extends AdvisedUi {
  session: Session | null;
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
  /** Hot-seat: the player the keyboard must be handed to (a screen says so), or null. */
  handover: number | null;
  /** Hot-seat: the player who last had the keyboard. */
  player: number | null;
  auto: boolean;
  theme: Theme;
  zoom: ZoomPref;
  version: number;
  left: boolean;
}

/**
 * Hot-seat: once the phases have played out, a change of player puts the hand-over screen up. Asked
 * after every key (keys typed ahead must not reach the next player's turn) and at every frame. A
 * caver the advisor plays (M) needs no keyboard: the screen waits for the next caver a player plays.
 */
function handOverDue(u: UiState): void {
  if (!u.session || u.session.record.players <= 1 || u.playback !== null || u.handover !== null) return;
  if (plays(u.session, deciderOf(u.session.state))) return;
  const now = actingPlayer(u.session.state);
  if (now !== null && now !== u.player) {
    u.handover = now;
    u.look = null;
  }
}

/** The seat of the player at the keyboard (hot-seat: the player it was last handed to). */
function keyboardSeat(u: UiState): SeatId {
  return playerSeat(u.player ?? 1);
}

/**
 * The status line under a guide: the guide's own word on the last key (it says already what it
 * waits for), else the game's message with what the guide waits for (after a message, the next key
 * only).
 */
function guideMsg(msg: string, said: string | null, guide: Guide | null): string {
  if (!guide) return msg;
  if (said) return said;
  if (!msg) return guide.hint();
  return `${msg} · ${guide.hint(true)}`;
}

export function App(p: AppProps) {
  const { exit } = useApp();
  const { cols, rows } = useTerminalSize();
  // Watching: the AI's seat holds every caver from the start.
  const watched = useRef(false);
  if (!watched.current && p.watch && p.session) handAll(p.session, true);
  watched.current = true;
  const ui = useRef<UiState>({
    session: p.session,
    mode: IDLE,
    playback: null,
    msg: '',
    guideSaid: null,
    help: null,
    look: null,
    history: null,
    hunts: false,
    handover: null,
    player: null,
    auto: p.initialAuto ?? false,
    version: 0,
    left: false,
    pilot: p.watch && p.session ? WATCH_PILOT : NO_PILOT,
    hint: null,
    covered: false,
    theme: p.theme,
    zoom: p.initialZoom ?? 'auto',
  });
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const small = cols < MIN_COLS || rows < MIN_ROWS;
  const smallRef = useRef(small);
  smallRef.current = small;
  const props = useRef(p);
  props.current = p;
  const size = useRef({ cols, rows });
  size.current = { cols, rows };

  const leave = useCallback((): void => {
    const u = ui.current;
    if (u.left) return;
    u.left = true;
    props.current.advisor?.close?.();
    u.session?.save();
    props.current.onExit(u.session);
    exit();
  }, [exit]);

  /** What the session tells of a change: the phases it set off are shown step by step. */
  const followed = useRef<{ session: Session; stop: () => void } | null>(null);
  const follow = useCallback((s: Session | null): void => {
    if (followed.current?.session === s) return;
    followed.current?.stop();
    followed.current = null;
    if (!s) return;
    const stop = s.subscribe((c: Change) => {
      const st = ui.current;
      if (st.session !== s) return;
      if (c.t === 'applied') {
        if (c.playback.length > 0) st.playback = { steps: c.playback, idx: 0 };
        st.hint = null;
      }
      st.version += 1;
      redraw();
    });
    followed.current = { session: s, stop };
  }, []);
  follow(ui.current.session);
  useEffect(() => () => followed.current?.stop(), []);

  const begin = useCallback((spec: NewGame): void => {
    const u = ui.current;
    const s = Session.start(spec, { storage: props.current.storage, app: props.current.app });
    if (typeof s === 'string') u.msg = `Cannot start: ${s}`;
    else {
      Object.assign(u, {
        session: s,
        mode: IDLE,
        playback: null,
        msg: '',
        look: null,
        history: null,
        handover: null,
        player: null,
        pilot: NO_PILOT,
        hint: null,
      });
      follow(s);
      props.current.onSession?.(s);
    }
    redraw();
  }, []);

  const advance = useCallback((): void => {
    const u = ui.current;
    const pb = u.playback;
    u.playback = pb === null || pb.idx + 1 >= pb.steps.length ? null : { ...pb, idx: pb.idx + 1 };
    redraw();
  }, []);

  /**
   * The player at the keyboard plays an action (from the keys, or a hint played). The keys' own
   * prompt state stays (a draw leaves the placement prompt); otherwise it starts afresh.
   */
  const act = useCallback((action: Action, keepMode = false): void => {
    const st = ui.current;
    const s = st.session;
    if (!s) return;
    const res = s.submit(keyboardSeat(st), action);
    if (!res.ok) st.msg = `Refused: ${refusalText(s, res.refusal)}`;
    if (!keepMode) st.mode = IDLE;
    st.hint = null;
  }, []);

  /** The advisor played a caver handed to it: the player's prompt starts afresh. */
  const played = useCallback((): void => {
    ui.current.mode = IDLE;
    ui.current.hint = null;
  }, []);

  const { hintKey, thinkingNow } = useAdvisor(ui, p.advisor, act, played, advance, redraw);

  const u = ui.current;
  useEffect(() => {
    if (!u.auto || u.playback === null || u.pilot.watching) return;
    const t = setTimeout(advance, props.current.autoDelay ?? 700);
    return () => clearTimeout(t);
  });

  /** The theme key (t) and the tile size keys (+ and -): true when the key was one of them. */
  const styleKey = useCallback((st: UiState, input: string): boolean => {
    const { cols: c, rows: r } = size.current;
    if (input === 't') {
      const name = nextThemeName(st.theme.name);
      st.theme = makeTheme(st.theme.color, name);
      st.msg = `Theme: ${THEME_LABEL[name]}${st.theme.color ? '' : ' (colours are off: glyphs only)'} · t: next theme`;
    } else if (input === '+' || input === '=' || input === '-') {
      const L = tableLayout(c, r);
      const res = stepZoom(
        pickZoom(st.zoom, L.boardCols, L.middleRows),
        input === '-' ? -1 : 1,
        L.boardCols,
        L.middleRows,
      );
      if ('why' in res) {
        st.msg = res.why;
        return true;
      }
      st.zoom = res.pref;
      st.msg = `Tiles: ${res.pref} · + bigger, - smaller`;
    } else return false;
    props.current.onLookChange?.({ theme: st.theme.name, zoom: st.zoom });
    st.version += 1;
    return true;
  }, []);

  const handleKey = useCallback(
    (input: string, key: KeyInfo): void => {
      const st = ui.current;
      st.guideSaid = null;
      const s = st.session;
      const k: KeyPress = { input, key };
      if (key.ctrl && input === 'c') return leave();
      if (smallRef.current) {
        if (input === 'q') leave();
        return;
      }
      if (st.help !== null) {
        // → / Tab / space: the next page; ←: the previous one; ↑/↓: the previous or next part; t, + and - as in the game; any other key: back.
        if (styleKey(st, input)) st.msg = '';
        else if (key.rightArrow || key.tab || input === ' ' || input === 'l')
          st.help = Math.min(HELP_PAGES - 1, st.help + 1);
        else if (key.leftArrow || input === 'h') st.help = Math.max(0, st.help - 1);
        else if (key.downArrow || input === 'j') st.help = nextPart(st.help, 1);
        else if (key.upArrow || input === 'k') st.help = nextPart(st.help, -1);
        else st.help = null;
        return;
      }
      if (!s) return;
      const guide = props.current.guide;
      if (guide?.guides(s)) {
        const g = guide.key({ session: s, mode: st.mode, playback: st.playback !== null }, { input, key });
        if (g !== null) {
          st.guideSaid = g.msg;
          st.msg = '';
          return;
        }
      }
      if (st.history !== null) {
        const total = historyLines(logText(s.log), size.current.cols).length;
        st.history = historyPress(st.history, total, historyPage(size.current.rows), k);
        return;
      }
      const table = tableKeyOf(k);
      if (st.handover !== null) {
        // Nothing reaches the game until the next player has the keyboard.
        if (key.return || input === ' ') {
          st.player = st.handover;
          st.handover = null;
        } else if (table === 'quit') leave();
        else if (table === 'help') st.help = 0;
        else if (table === 'history') st.history = 0;
        return;
      }
      if (st.look !== null) {
        st.look = lookPress(s.state, st.look, k);
        return;
      }
      if (s.over && st.playback === null) {
        const r = s.record;
        const spec: NewGame = {
          seed: r.seed,
          difficulty: r.difficulty,
          players: r.players,
          cavers: r.cavers,
          easy: r.easy === true,
        };
        // The same game again: the same seed, and the same fixed decks if the record had them.
        if (input === 'r') return begin(r.setup ? { ...spec, setup: r.setup } : spec);
        if (input === 'n') return begin({ ...spec, seed: freshSeed() });
        if (table === 'history') st.history = 0;
        else if (input === 'q' || key.escape) return leave();
        return;
      }
      if (styleKey(st, input)) return;
      const watching = watchPress(st.pilot, k);
      if (watching) {
        // Taken over: every caver back to the player.
        if (st.pilot.watching && !watching.pilot.watching) handAll(s, false);
        st.pilot = watching.pilot;
        st.msg = watching.msg;
        return;
      }
      switch (table) {
        case 'quit':
          return leave();
        case 'help':
          st.help = 0;
          return;
        case 'history':
          st.history = 0;
          return;
        case 'undo':
          if (st.playback) break;
          return takeBackKey(st, s, keyboardSeat(st));
        case 'look':
          st.look = lookStart(s.state);
          st.msg = '';
          return;
        case 'hunts':
          st.hunts = !st.hunts;
          st.msg = st.hunts ? '' : 'Horror paths hidden (H shows them)';
          return;
        case 'hint':
          if (st.playback) break;
          return hintKey();
        case 'pilot': {
          if (st.pilot.watching) {
            st.msg = 'The advisor plays every caver: T takes the game over';
            return;
          }
          const who = deciderOf(s.state);
          if (who === null || st.playback) {
            st.msg = 'M hands the acting caver to the advisor: no caver is acting now';
            return;
          }
          st.pilot = toggleCaver(st.pilot, s, who);
          st.mode = IDLE;
          st.msg = plays(s, who)
            ? `The advisor plays ${caverName(who)} (M again: back to you)`
            : `${caverName(who)} is yours again`;
          return;
        }
        case 'auto':
          st.auto = !st.auto;
          props.current.onAutoChange?.(st.auto);
          st.msg = `Automatic phase steps ${st.auto ? 'on' : 'off'} (A turns them ${st.auto ? 'off' : 'on'})`;
          return;
        default:
          break;
      }
      if (st.playback) {
        if (key.escape) st.playback = null;
        else if (key.return || input === ' ') advance();
        return;
      }
      const decider = deciderOf(s.state);
      if (plays(s, decider)) {
        st.msg = st.pilot.watching
          ? `The advisor is playing (${paceText(st.pilot.pace)}) · Space pause · T take over`
          : `The advisor plays ${caverName(decider!)} · M gives it back to you`;
        return;
      }
      const step = press(s.state, st.mode, k);
      st.mode = step.mode;
      st.msg = step.msg ?? '';
      if (step.submit) act(step.submit, true);
    },
    [leave, begin, advance, styleKey, act, hintKey],
  );

  useInput(
    (input, key) => {
      // Several characters can arrive at once (pasted, or typed ahead): take them one by one.
      for (const k of splitKeys(input, key)) {
        handleKey(k.input, k.key);
        handOverDue(ui.current);
        const s = ui.current.session;
        // A guide that moved on to its next step: what the last key said belongs to the step before.
        if (s && props.current.guide?.sync(s)) ui.current.msg = '';
      }
      redraw();
    },
    { isActive: u.session !== null || small },
  );

  if (small) return <TooSmall cols={cols} rows={rows} />;
  const theme = u.theme;
  handOverDue(u);
  // The advisor waits while a screen covers the table (help, history, a hand-over, look mode).
  u.covered = u.help !== null || u.history !== null || u.handover !== null || u.look !== null;
  if (u.help !== null)
    return <HelpScreen cols={cols} rows={rows} theme={theme} page={u.help} zoom={boardZoom(u.zoom, cols, rows)} />;
  if (u.session && u.history !== null)
    return <HistoryScreen log={logText(u.session.log)} back={u.history} cols={cols} rows={rows} theme={theme} />;
  if (u.session && u.handover !== null)
    return <HandOver state={u.session.state} player={u.handover} cols={cols} rows={rows} theme={theme} />;
  if (!u.session) {
    return (
      <SetupScreen
        {...p.setup}
        cols={cols}
        rows={rows}
        theme={theme}
        onStart={begin}
        onQuit={leave}
        {...(p.stats ? { stats: () => p.stats!(cols) } : {})}
      />
    );
  }
  const guide = p.guide?.guides(u.session) ? p.guide : null;
  if (u.session.over && u.playback === null) {
    if (guide)
      return <TutorialEnd session={u.session} cols={cols} rows={rows} theme={theme} msg={u.guideSaid || u.msg} />;
    return <EndScreen session={u.session} cols={cols} rows={rows} theme={theme} />;
  }
  const thinking = thinkingNow();
  const decider = deciderOf(u.session.state);
  return (
    <TableScreen
      session={u.session}
      mode={u.mode}
      playback={u.playback}
      msg={u.playback ? u.msg : guideMsg(u.msg, u.guideSaid, guide)}
      auto={u.auto || u.pilot.watching}
      look={u.look}
      hunts={u.hunts}
      pilot={pilotLabel(u.pilot, advisorCavers(u.session))}
      pilotPrompt={pilotPrompt(u.pilot, plays(u.session, decider) ? decider : null, thinking)}
      thinking={thinking}
      cols={cols}
      rows={rows}
      theme={theme}
      zoom={u.zoom}
      version={u.version}
      {...(guide ? { guideLines: guide.lines(cols, tableLayout(cols, rows).logRows) } : {})}
    />
  );
}
