// A room's screen (`subterra host`, `subterra join`): the lobby, then the game at the table, then its
// end. The table is the local game's own (board, panel, log, look, history, help, themes, tile sizes,
// the hint), read from the room's remote game (net's RemoteGame, a Table: ../table.ts) and played
// through the server, the only authority: an action is sent, and the table changes once the server has
// applied it (meanwhile the header says "sending…"; a refusal is worded on the status line). The keys
// of a caver another player holds are refused with the reason. C opens the chat's input line; S the
// seats (a caver whose player is away goes to the AI or another player there). The client reconnects
// by itself (the header says so) and catches up.
//
// Keys go through the same routing as a local game's (input/route.ts), with the room's refusal.
import { Box, Text, useApp, useInput } from 'ink';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Action } from '../../engine/index.js';
import type { GameSpec, RemoteGame, RoomChange, RoomClient } from '../../net/index.js';
import { say } from '../../words/index.js';
import { type Advice, adviceLine, type Advisor } from '../advisor.js';
import { pickZoom, type ZoomPref } from '../board/zoom.js';
import { useTerminalSize } from '../hooks/useTerminalSize.js';
import { keyOf, ROOM_KEYS, splitKeys, type KeyInfo, type KeyPress } from '../input/keys.js';
import { IDLE } from '../input/mode.js';
import { type Effect, route } from '../input/route.js';
import { MIN_COLS, MIN_ROWS, tableLayout } from '../layout.js';
import { namedLogText } from '../playWords.js';
import { chatInputLine, chatPress, chatText, CHAT_KEY } from '../room/chat.js';
import {
  LOBBY_START,
  type LobbyRequest,
  type LobbyUi,
  lobbyLines,
  lobbyPress,
  NOTHING_PENDING,
  type Pending,
  withPending,
} from '../room/lobby.js';
import { keyRefusal, myDecision, playedBy, type RoomTableState, roomView, waitingPrompt } from '../room/roomTable.js';
import { checkText, netErrorText } from '../room/roomWords.js';
import { initialUi, newGameUi, type TableUi } from '../screenState.js';
import type { Theme, ThemeName } from '../theme.js';
import { EndScreen } from './EndScreen.js';
import { HelpScreen } from './HelpScreen.js';
import { HistoryScreen } from './HistoryScreen.js';
import { TableScreen } from './TableScreen.js';
import { TooSmall } from './TooSmall.js';

/** The key that opens the table's seats (who holds which caver, and who is away). */
export const SEATS_KEY = ROOM_KEYS.seats;

export interface RoomAppProps {
  /** The client in its room (connectRoom). */
  readonly client: RoomClient;
  readonly theme: Theme;
  /** What friends type after `subterra join` (shown in the lobby). */
  readonly joinLines: readonly string[];
  /** The server runs in this process (`subterra host`): leaving closes the room for everyone, so q asks twice. */
  readonly hosting?: boolean;
  /** The seed or decks the host named (kept when the host changes the game). */
  readonly named?: Pick<GameSpec, 'seed' | 'setup'>;
  /** The hint (I), thought on this machine from the public view. */
  readonly advisor?: Advisor;
  /** Milliseconds between the phases' steps when automatic steps are on. */
  readonly autoDelay?: number;
  readonly initialAuto?: boolean;
  readonly onAutoChange?: (auto: boolean) => void;
  readonly initialZoom?: ZoomPref;
  readonly onLookChange?: (look: { theme: ThemeName; zoom: ZoomPref }) => void;
  /** Called once when the player leaves. */
  readonly onExit: () => void;
  /** How often the times shown (connected, away) are brought up to date (default 1000 ms). */
  readonly tickMs?: number;
}

/** The room's screen state: the table's, the lobby's, and the room's own. */
interface RoomUi {
  table: TableUi<RemoteGame>;
  lobby: LobbyUi;
  /** Lobby requests on their way: shown (and built on by the next key) as if done. */
  pending: Pending;
  /** The seats screen is over the table (S). */
  seats: boolean;
  /** The chat line being typed, or null. */
  chat: string | null;
  /** An action or a take-back is on its way to the server. */
  sending: boolean;
  /** The host asked to leave once (leaving closes the room): the key that asked (q in the lobby, their leave key at the table), which leaves if pressed again. */
  leaving: string | null;
  /** The hint is being thought about (the header says so). */
  thinking: boolean;
  /** Why the record could not be saved at the end (the client's word on it). */
  saveError: string | null;
  left: boolean;
}

export function RoomApp(p: RoomAppProps) {
  const { exit } = useApp();
  const { cols, rows } = useTerminalSize();
  const { client } = p;
  const ui = useRef<RoomUi | null>(null);
  if (ui.current === null)
    ui.current = {
      table: initialUi<RemoteGame>({
        session: client.game,
        theme: p.theme,
        ...(p.initialAuto !== undefined ? { auto: p.initialAuto } : {}),
        ...(p.initialZoom !== undefined ? { zoom: p.initialZoom } : {}),
      }),
      lobby: LOBBY_START,
      pending: NOTHING_PENDING,
      seats: false,
      chat: null,
      sending: false,
      leaving: null,
      thinking: false,
      saveError: null,
      left: false,
    };
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const props = useRef(p);
  props.current = p;
  const size = useRef({ cols, rows });
  size.current = { cols, rows };
  const small = cols < MIN_COLS || rows < MIN_ROWS;
  const smallRef = useRef(small);
  smallRef.current = small;
  const state = (): RoomUi => ui.current!;

  /** The table's words about the room, from the client as it is now. */
  const tableState = useCallback((): RoomTableState | null => {
    const g = client.game;
    const room = client.room;
    if (g === null || room === null) return null;
    return { game: g, room, me: client.me, presence: (id) => client.presence(id) };
  }, [client]);

  // The room's changes: the game (the phases an action set off are shown step by step), the lobby,
  // the chat, the connection.
  useEffect(() => {
    const stop = client.subscribe((c: RoomChange) => {
      const st = state();
      const t = st.table;
      switch (c.t) {
        case 'started':
          if (t.session !== client.game && client.game !== null) st.table = newGameUi(t, client.game);
          break;
        case 'applied':
          if (c.playback.length > 0) t.playback = { steps: c.playback, idx: 0 };
          t.hint = null;
          // Another player's action: whatever this keyboard was choosing starts afresh, and when the
          // decision passes to it, what was said while it waited (a key refused) is over.
          if (c.seat !== client.me?.id) {
            t.mode = IDLE;
            const ts = tableState();
            if (ts !== null && myDecision(ts) !== null) t.msg = '';
          }
          t.version += 1;
          break;
        case 'taken-back':
          t.hint = null;
          if (c.seat !== client.me?.id) t.mode = IDLE;
          t.version += 1;
          break;
        case 'connection':
          // Back: what was said of the drop (and of an action sent meanwhile, whose fate the table now
          // shows) is over.
          t.msg =
            c.status === 'reconnecting'
              ? say('room.table.reconnecting')
              : c.status === 'closed'
                ? say('room.table.closed')
                : t.msg === say('room.table.reconnecting') || t.msg === say('room.table.unsure')
                  ? say('room.table.reconnected')
                  : t.msg;
          st.lobby = { ...st.lobby, msg: t.msg };
          break;
        case 'error':
          t.msg = netErrorText(c.error, client.room, client.me);
          st.lobby = { ...st.lobby, msg: t.msg };
          break;
        case 'end':
          st.saveError = c.saveError;
          break;
        default:
          break;
      }
      redraw();
    });
    return stop;
  }, [client]);

  // The times shown (connected, away) move on.
  useEffect(() => {
    const t = setInterval(redraw, p.tickMs ?? 1000);
    return () => clearInterval(t);
  }, [p.tickMs]);

  // The phases' steps go on by themselves when automatic steps are on.
  const u = state();
  useEffect(() => {
    const t = u.table;
    if (!t.auto || t.playback === null) return;
    const timer = setTimeout(() => {
      const pb = state().table.playback;
      state().table.playback = pb === null || pb.idx + 1 >= pb.steps.length ? null : { ...pb, idx: pb.idx + 1 };
      redraw();
    }, props.current.autoDelay ?? 700);
    return () => clearTimeout(timer);
  });

  const leave = useCallback((): void => {
    const st = state();
    if (st.left) return;
    st.left = true;
    props.current.advisor?.close?.();
    client.close();
    props.current.onExit();
    exit();
  }, [client, exit]);

  /** The leave key (`key`): leave (the host, whose leaving closes the room, is asked first). */
  const askLeave = useCallback(
    (key: string): void => {
      const st = state();
      if (props.current.hosting && st.leaving === null) {
        st.leaving = key;
        return;
      }
      leave();
    },
    [leave],
  );

  /** Something refused, said on the status line of the screen in front. */
  const tell = (msg: string): void => {
    const st = state();
    st.table.msg = msg;
    st.lobby = { ...st.lobby, msg };
  };

  /** Send an action for a caver this player holds; the table changes once the server has applied it. */
  const send = useCallback(
    (action: Action): void => {
      const st = state();
      const g = client.game;
      if (g === null) return;
      st.sending = true;
      st.table.hint = null;
      void g.submit(action).then((res) => {
        st.sending = false;
        if (!res.ok) {
          // No answer (the connection dropped, or none came in time): the server may have played it,
          // and the table catches up when the connection is back. Otherwise the server refused it.
          const code = res.refusal.code;
          st.table.msg =
            code === 'disconnected' || code === 'timeout'
              ? say('room.table.unsure')
              : say('room.table.refused', { why: netErrorText(res.refusal, client.room, client.me) });
          st.table.mode = IDLE;
        }
        redraw();
      });
    },
    [client],
  );

  const takeBack = useCallback((): void => {
    const st = state();
    const g = client.game;
    if (g === null) return;
    if (client.me?.role !== 'player') {
      st.table.msg = say('room.table.watching');
      return;
    }
    st.sending = true;
    void g.takeBack().then((res) => {
      st.sending = false;
      st.table.mode = IDLE;
      // Taken back, the log says so (as it tells every player); the status line only says a refusal.
      st.table.msg = res.ok
        ? ''
        : say('room.table.cannot-take-back', { why: netErrorText(res.refusal, client.room, client.me) });
      redraw();
    });
  }, [client]);

  /** I: the hint for this player's decision, thought here from the public view; I again plays it. */
  const hint = useCallback((): void => {
    const st = state();
    const t = tableState();
    const advisor = props.current.advisor;
    if (t === null || t.game.over) return;
    if (client.me?.role !== 'player') {
      st.table.msg = say('room.table.hint-watching');
      return;
    }
    if (myDecision(t) === null) {
      st.table.msg = say('room.table.hint-not-yours');
      return;
    }
    if (!advisor) {
      st.table.msg = say('room.table.no-advisor');
      return;
    }
    const g = t.game;
    const shown = st.table.hint;
    if (shown && shown.state === g.state) {
      st.table.hint = null;
      st.table.msg = '';
      send(playable(g, shown.advice.action));
      return;
    }
    const asked = g.state;
    st.thinking = true;
    st.table.msg = say('room.table.thinking');
    advisor.advise(g.view).then(
      (advice: Advice) => {
        st.thinking = false;
        if (g.state !== asked) return;
        st.table.hint = { state: asked, advice };
        st.table.msg = say('room.table.hint', { hint: adviceLine(advice) });
        redraw();
      },
      (e: unknown) => {
        st.thinking = false;
        if (g.state === asked)
          st.table.msg = say('room.table.hint-failed', { why: e instanceof Error ? e.message : String(e) });
        redraw();
      },
    );
  }, [client, send, tableState]);

  const request = useCallback(
    (r: LobbyRequest): void => {
      const st = state();
      // Shown as done until the server answers (so that a key pressed meanwhile builds on it).
      const holders = new Map(st.pending.holders);
      const me = client.me?.id ?? null;
      if (r.t === 'claim') holders.set(r.caver, me);
      else if (r.t === 'release') holders.set(r.caver, null);
      else if (r.t === 'assign') holders.set(r.caver, r.to);
      const mine: Pending = { holders, game: r.t === 'configure' ? r.game : st.pending.game };
      st.pending = mine;
      const settle = (): void => {
        const now = state().pending;
        const left = new Map(now.holders);
        if ('caver' in r && left.get(r.caver) === mine.holders.get(r.caver)) left.delete(r.caver);
        state().pending = { holders: left, game: r.t === 'configure' && now.game === r.game ? null : now.game };
      };
      const answer =
        r.t === 'claim'
          ? client.claim(r.caver)
          : r.t === 'release'
            ? client.release(r.caver)
            : r.t === 'assign'
              ? client.assign(r.caver, r.to)
              : r.t === 'configure'
                ? client.configure(r.game)
                : client.start();
      void answer.then((a) => {
        settle();
        if (!a.ok) tell(netErrorText(a.refusal, client.room, client.me));
        redraw();
      });
    },
    [client],
  );

  const effect = useCallback(
    (e: Effect): void => {
      switch (e.t) {
        case 'leave':
          return askLeave(keyOf('quit'));
        case 'submit':
          return send(e.action);
        case 'take-back':
          return takeBack();
        case 'hint':
          return hint();
        case 'auto':
          props.current.onAutoChange?.(e.auto);
          return;
        case 'look':
          props.current.onLookChange?.({ theme: e.theme, zoom: e.zoom });
          return;
        // A room's game is started from its lobby, never guided, and its AI is the server's.
        case 'begin':
        case 'guide':
        case 'hand':
        case 'hand-all':
          return;
      }
    },
    [askLeave, send, takeBack, hint],
  );

  const historyCache = useRef<{ version: number; lines: readonly string[] } | null>(null);
  /** The whole log, who played each action named (the history, P). */
  const history = useCallback((): readonly string[] => {
    const g = client.game;
    const room = client.room;
    if (g === null || room === null) return [];
    if (historyCache.current?.version !== g.version)
      historyCache.current = { version: g.version, lines: namedLogText(g.log, (seat) => playedBy(room, seat)) };
    return historyCache.current.lines;
  }, [client]);

  const handleKey = useCallback(
    (k: KeyPress): void => {
      const st = state();
      const { input, key } = k;
      if (key.ctrl && input === 'c') return leave();
      // The chat's input line takes every key while it is open.
      if (st.chat !== null) {
        const res = chatPress(st.chat, k, client.limits?.chatChars ?? 200);
        st.chat = res.text;
        if (res.send !== undefined)
          void client.say(res.send).then((a) => {
            if (!a.ok) {
              tell(say('room.chat.not-sent', { why: netErrorText(a.refusal, client.room, client.me) }));
              redraw();
            }
          });
        return;
      }
      // The host asked to leave: the same key again leaves, anything else stays.
      if (st.leaving !== null) {
        const again = input === st.leaving;
        st.leaving = null;
        if (again) leave();
        return;
      }
      const t = st.table;
      const g = client.game;
      const room = client.room === null ? null : withPending(client.room, st.pending);
      const me = client.me;
      const overlay = t.help !== null || t.history !== null || t.look !== null;
      if (!smallRef.current && !overlay && input === CHAT_KEY && !key.ctrl) {
        st.chat = '';
        return;
      }
      // The lobby (no game yet).
      if (g === null || room === null || me === null) {
        if (t.help !== null || smallRef.current) {
          const routed = route(t, k, {
            cols: size.current.cols,
            rows: size.current.rows,
            small: smallRef.current,
            advisor: props.current.advisor !== undefined,
          });
          st.table = routed.ui;
          for (const e of routed.effects) effect(e);
          return;
        }
        if (input === '?') t.help = 0;
        else if (input === 'q') askLeave('q');
        else if (room !== null && me !== null) {
          const res = lobbyPress(st.lobby, room, me, k, {
            seats: false,
            ...(props.current.named ? { named: props.current.named } : {}),
          });
          st.lobby = res.ui;
          for (const r of res.requests) request(r);
        }
        return;
      }
      // The seats, over the table.
      if (st.seats) {
        if (input === SEATS_KEY || input === 'q' || key.escape) st.seats = false;
        else {
          const res = lobbyPress(st.lobby, room, me, k, { seats: true });
          st.lobby = res.ui;
          for (const r of res.requests) request(r);
        }
        return;
      }
      if (!smallRef.current && !overlay && input === SEATS_KEY && !(g.over && t.playback === null)) {
        st.seats = true;
        st.lobby = { ...st.lobby, msg: '' };
        return;
      }
      const ts = tableState();
      const routed = route(t, k, {
        cols: size.current.cols,
        rows: size.current.rows,
        small: smallRef.current,
        advisor: props.current.advisor !== undefined,
        room: {
          refusal: () => (ts === null ? null : keyRefusal(ts, st.sending)),
          pilot: say('room.table.pilot'),
          history,
        },
      });
      st.table = routed.ui;
      for (const e of routed.effects) effect(e);
    },
    [client, leave, askLeave, request, effect, history, tableState],
  );

  useInput((input: string, key: KeyInfo) => {
    for (const k of splitKeys(input, key)) {
      if (state().left) return;
      handleKey(k);
    }
    redraw();
  });

  if (small) return <TooSmall cols={cols} rows={rows} />;
  const st = state();
  const t = st.table;
  const theme = t.theme;
  const g = client.game;
  const room = client.room === null ? null : withPending(client.room, st.pending);
  const me = client.me;
  if (t.help !== null) {
    const L = tableLayout(cols, rows);
    return (
      <HelpScreen
        cols={cols}
        rows={rows}
        theme={theme}
        page={t.help}
        zoom={pickZoom(t.zoom, L.boardCols, L.middleRows)}
      />
    );
  }
  // Plain words: the header is painted whole, and measured by its characters.
  const connection =
    client.status === 'reconnecting'
      ? [say('room.header.reconnecting')]
      : client.status === 'closed'
        ? [say('room.header.closed')]
        : [];
  const bottom =
    st.chat !== null
      ? chatInputLine(st.chat, cols)
      : st.leaving !== null
        ? say('room.key.leave-host', { key: st.leaving })
        : null;
  const chat = client.chat.map(chatText);
  if (room === null || me === null) return <Text>{say('room.table.connecting')}</Text>;
  // The lobby's own keys are fixed (? and q), whatever the player's set.
  const lobbyKeys = [
    say('room.header.chat'),
    say('room.header.help', { key: '?' }),
    say('room.header.leave', { key: 'q' }),
  ];
  if (g === null || st.seats) {
    const lines = lobbyLines({
      room,
      me,
      ui: st.lobby,
      presence: (id) => client.presence(id),
      chat,
      joinLines: props.current.joinLines,
      seats: st.seats,
      right: [...connection, ...(st.seats ? [say('room.header.back')] : lobbyKeys)],
      bottom,
      cols,
      rows,
      theme,
    });
    return (
      <Box flexDirection="column" width={cols} height={rows}>
        <Text>{lines.join('\n')}</Text>
      </Box>
    );
  }
  if (t.history !== null)
    return <HistoryScreen log={history()} back={t.history} cols={cols} rows={rows} theme={theme} />;
  const reveal = client.reveal;
  const verification = client.verification;
  if (g.over && t.playback === null && reveal !== null && verification !== null) {
    return (
      <EndScreen
        session={{
          state: g.state,
          fates: g.fates,
          record: reveal.record,
          savedTo: client.savedTo,
          saveError: st.saveError,
        }}
        cols={cols}
        rows={rows}
        theme={theme}
        room={{ check: checkText(verification), keys: bottom ?? say('room.end.keys') }}
      />
    );
  }
  const ts: RoomTableState = { game: g, room, me, presence: (id) => client.presence(id) };
  // Beside whose turn it is (it never gives way): a spectator's watching, the connection, an action on its way.
  const status = [
    ...(me.role === 'spectator' ? [say('room.header.watching')] : []),
    ...connection,
    ...(st.sending ? [say('room.header.sending')] : []),
  ];
  const waiting = g.over && t.playback === null ? say('room.end.waiting') : null;
  const msg = bottom ?? waiting ?? t.msg;
  return (
    <TableScreen
      session={g}
      room={roomView(ts, { chat: chat.length > 0 ? chat : [say('room.table.chat-key')] })}
      mode={t.mode}
      playback={t.playback}
      msg={msg}
      auto={t.auto}
      look={t.look}
      hunts={t.hunts}
      pilot={status.length > 0 ? status.join(' · ') : null}
      pilotPrompt={waitingPrompt(ts)}
      thinking={st.thinking}
      cols={cols}
      rows={rows}
      theme={theme}
      zoom={t.zoom}
      version={t.version}
    />
  );
}

/**
 * The hint's action as the server takes it: a whole Reveal or Explore is played in two steps at a
 * table (the tile drawn first, then placed), so its draw is sent and the player places the tile.
 */
function playable(g: RemoteGame, a: Action): Action {
  if ((a.do === 'reveal' || a.do === 'explore') && g.state.drawn === null)
    return { caver: a.caver, do: 'draw', kind: a.do, dir: a.dir };
  return a;
}
