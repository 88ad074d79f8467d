// The app: setup, the table, the end screen and help, and the keys that move between them.
// The game itself is the play layer's session (play/session.ts); it only changes through
// session.submit(seat, action): from the keys (the seat of the player at the keyboard), or from the
// advisor (a hint played, for the player; the cavers handed to the AI's seat: hooks/useAdvisor.ts).
// The screen follows every change the session tells of.
//
// A key goes through input/route.ts, a pure function from the screen's state and the key to the next
// state and the effects this component carries out (in order). The screen's state lives in a ref
// that each key replaces at once: keys typed faster than the screen redraws (type-ahead, pastes,
// tmux send-keys) must see the state the previous key left, not the state of the last frame drawn.
import { useApp, useInput } from 'ink';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Action } from '../../engine/index.js';
import { type Change, deciderOf, type NewGame, Session } from '../../play/index.js';
import type { StorageOptions } from '../../record/files.js';
import type { Advisor } from '../advisor.js';
import { pickZoom, type ZoomPref } from '../board/zoom.js';
import { freshSeed } from '../freshSeed.js';
import type { Guide } from '../guide.js';
import { useAdvisor } from '../hooks/useAdvisor.js';
import { useTerminalSize } from '../hooks/useTerminalSize.js';
import { splitKeys, type KeyInfo, type LayoutName } from '../input/keys.js';
import { IDLE } from '../input/mode.js';
import { type Effect, route } from '../input/route.js';
import { MIN_COLS, MIN_ROWS, tableLayout } from '../layout.js';
import { advisorCavers, handAll, pilotLabel, pilotPrompt, plays } from '../pilot.js';
import { logText, refusalText, rollsText } from '../playWords.js';
import { type Lang, say } from '../../words/index.js';
import {
  coversTable,
  guideMsg,
  handOverDue,
  initialUi,
  keyboardSeat,
  newGameUi,
  type TableUi,
} from '../screenState.js';
import { takeBackNow } from '../takeBack.js';
import type { Theme, ThemeName } from '../theme.js';
import { EndScreen } from './EndScreen.js';
import { HandOver } from './HandOver.js';
import { HelpScreen } from './HelpScreen.js';
import { HistoryScreen } from './HistoryScreen.js';
import { SetupScreen, type SetupDefaults } from './SetupScreen.js';
import { TableScreen } from './TableScreen.js';
import { TooSmall } from './TooSmall.js';
import { TutorialEnd } from './TutorialEnd.js';

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
  /** Whether the player has won a medal in a game of their own (the setup screen offers the easier variant if not). */
  readonly medalWon?: () => boolean;
  /** A guide over the game (the tutorial): it sees every key first and speaks in place of the log. */
  readonly guide?: Guide;
  /** The advisor: hints (I), and the cavers handed to it (M). */
  readonly advisor?: Advisor;
  /** Watch the advisor play every caver of the game given (`subterra watch`). */
  readonly watch?: boolean;
  /** The player chose another language on the setup screen (to remember it). */
  readonly onLanguageChange?: (lang: Lang) => void;
  /** The player chose another built-in key set on the setup screen (to remember it). */
  readonly onKeyLayoutChange?: (layout: LayoutName) => void;
}

export function App(p: AppProps) {
  const { exit } = useApp();
  const { cols, rows } = useTerminalSize();
  // Watching: the AI's seat holds every caver from the start.
  const watched = useRef(false);
  if (!watched.current && p.watch && p.session) handAll(p.session, true);
  watched.current = true;
  const ui = useRef<TableUi>(
    initialUi({
      session: p.session,
      theme: p.theme,
      ...(p.initialAuto !== undefined ? { auto: p.initialAuto } : {}),
      ...(p.initialZoom !== undefined ? { zoom: p.initialZoom } : {}),
      ...(p.watch ? { watch: true } : {}),
    }),
  );
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
    if (typeof s === 'string') u.msg = say('status.cannot-start', { why: s });
    else {
      ui.current = newGameUi(u, s);
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
   * The player at the keyboard plays an action (from the keys, or a hint played: `hint`, which the
   * record counts). The keys' own prompt state stays (a draw leaves the placement prompt); otherwise
   * it starts afresh.
   */
  const act = useCallback((action: Action, keepMode = false, hint = false): void => {
    const st = ui.current;
    const s = st.session;
    if (!s) return;
    const res = s.submit(keyboardSeat(st), action, hint ? { hint: true } : {});
    if (!res.ok) st.msg = say('status.refused', { why: refusalText(s, res.refusal) });
    if (!keepMode) st.mode = IDLE;
    st.hint = null;
  }, []);

  /** The advisor played a caver handed to it: the player's prompt starts afresh. */
  const played = useCallback((): void => {
    ui.current.mode = IDLE;
    ui.current.hint = null;
  }, []);

  const playHint = useCallback((action: Action): void => act(action, false, true), [act]);
  const { hintKey, thinkingNow } = useAdvisor(ui, p.advisor, playHint, played, advance, redraw);

  const u = ui.current;
  useEffect(() => {
    if (!u.auto || u.playback === null || u.pilot.watching) return;
    const t = setTimeout(advance, props.current.autoDelay ?? 700);
    return () => clearTimeout(t);
  });

  /** Carry out what a key routed to. */
  const effect = useCallback(
    (e: Effect): void => {
      const st = ui.current;
      const s = st.session;
      switch (e.t) {
        case 'guide':
          props.current.guide?.heed(e.verdict);
          return;
        case 'leave':
          return leave();
        case 'begin':
          return begin(e.freshSeed ? { ...e.game, seed: freshSeed() } : e.game);
        case 'submit':
          return act(e.action, e.keepMode);
        case 'take-back':
          if (s) takeBackNow(st, s, keyboardSeat(st));
          return;
        case 'hint':
          return hintKey();
        case 'hand':
          if (s) handAll(s, e.toAdvisor, [e.caver]);
          return;
        case 'hand-all':
          if (s) handAll(s, e.toAdvisor);
          return;
        case 'auto':
          props.current.onAutoChange?.(e.auto);
          return;
        case 'look':
          props.current.onLookChange?.({ theme: e.theme, zoom: e.zoom });
          return;
      }
    },
    [leave, begin, act, hintKey],
  );

  const handleKey = useCallback(
    (input: string, key: KeyInfo): void => {
      const { cols: c, rows: r } = size.current;
      const routed = route(
        ui.current,
        { input, key },
        {
          cols: c,
          rows: r,
          small: smallRef.current,
          guide: props.current.guide ?? null,
          advisor: props.current.advisor !== undefined,
        },
      );
      ui.current = routed.ui;
      for (const e of routed.effects) effect(e);
    },
    [effect],
  );

  useInput(
    (input, key) => {
      // Several characters can arrive at once (pasted, or typed ahead): take them one by one.
      for (const k of splitKeys(input, key)) {
        const was = ui.current.session;
        const version = was?.version;
        handleKey(k.input, k.key);
        ui.current = handOverDue(ui.current);
        const s = ui.current.session;
        // A guide that moved on to its next step: what the last key said belongs to the step before;
        // the dice the key's action rolled are said (the guide's box covers the log). A key that took
        // no action (the last of a step's keys: a move the rules refuse) keeps what it said.
        if (s && props.current.guide?.sync(s))
          ui.current.msg = s !== was ? '' : s.version !== version ? rollsText(s.log) : ui.current.msg;
      }
      redraw();
    },
    { isActive: u.session !== null || small },
  );

  if (small) return <TooSmall cols={cols} rows={rows} />;
  ui.current = handOverDue(ui.current);
  const v = ui.current;
  const theme = v.theme;
  // The advisor waits while a screen covers the table (help, history, a hand-over, look mode).
  v.covered = coversTable(v);
  if (v.help !== null)
    return <HelpScreen cols={cols} rows={rows} theme={theme} page={v.help} zoom={boardZoom(v.zoom, cols, rows)} />;
  if (v.session && v.history !== null)
    return <HistoryScreen log={logText(v.session.log)} back={v.history} cols={cols} rows={rows} theme={theme} />;
  if (v.session && v.handover !== null)
    return <HandOver state={v.session.state} player={v.handover} cols={cols} rows={rows} theme={theme} />;
  if (!v.session) {
    return (
      <SetupScreen
        {...p.setup}
        cols={cols}
        rows={rows}
        theme={theme}
        onStart={begin}
        onQuit={leave}
        {...(p.stats ? { stats: () => p.stats!(cols) } : {})}
        {...(p.medalWon ? { medalWon: p.medalWon } : {})}
        {...(p.onLanguageChange ? { onLanguage: p.onLanguageChange } : {})}
        {...(p.onKeyLayoutChange ? { onKeyLayout: p.onKeyLayoutChange } : {})}
      />
    );
  }
  const guide = p.guide?.guides(v.session) ? p.guide : null;
  if (v.session.over && v.playback === null) {
    if (guide)
      return <TutorialEnd session={v.session} cols={cols} rows={rows} theme={theme} msg={v.guideSaid || v.msg} />;
    return <EndScreen session={v.session} cols={cols} rows={rows} theme={theme} />;
  }
  const thinking = thinkingNow();
  const decider = deciderOf(v.session.state);
  return (
    <TableScreen
      session={v.session}
      mode={v.mode}
      playback={v.playback}
      msg={v.playback ? v.guideSaid || v.msg : guideMsg(v.msg, v.guideSaid, guide, cols)}
      auto={v.auto || v.pilot.watching}
      watching={v.pilot.watching}
      look={v.look}
      hunts={v.hunts}
      deck={v.deck}
      overview={v.overview}
      travel={v.travel}
      pilot={pilotLabel(v.pilot, advisorCavers(v.session))}
      pilotPrompt={pilotPrompt(v.pilot, plays(v.session, decider) ? decider : null, thinking)}
      thinking={thinking}
      cols={cols}
      rows={rows}
      theme={theme}
      zoom={v.zoom}
      version={v.version}
      {...(guide ? { guideLines: guide.lines(cols, tableLayout(cols, rows).logRows) } : {})}
    />
  );
}
