// The app: setup, the table, the end screen and help, and the keys that move between them.
// The game itself only changes through session.submit(action).
import { useApp, useInput } from 'ink';
import { useCallback, useEffect, useState } from 'react';
import { freshSeed } from '../../engine/rng.js';
import type { Difficulty } from '../../engine/types.js';
import type { StorageOptions } from '../../record/storage.js';
import { IDLE, press, type Mode } from '../input/controller.js';
import { MIN_COLS, MIN_ROWS } from '../layout.js';
import { Session, type NewGameSpec } from '../session.js';
import type { Theme } from '../theme.js';
import { useTerminalSize } from '../hooks/useTerminalSize.js';
import { EndScreen } from './EndScreen.js';
import { HelpScreen } from './HelpScreen.js';
import { SetupScreen } from './SetupScreen.js';
import { TableScreen, type Playback } from './TableScreen.js';
import { TooSmall } from './TooSmall.js';

export interface SetupDefaults {
  readonly players: number;
  readonly caverCount: number;
  readonly difficulty: Difficulty;
  readonly easy: boolean;
  readonly seed: string;
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
  /** Milliseconds between steps of the phases when auto-advance is on. */
  readonly autoDelay?: number;
  readonly initialAuto?: boolean;
}

export function App(p: AppProps) {
  const { exit } = useApp();
  const { cols, rows } = useTerminalSize();
  const [session, setSession] = useState<Session | null>(p.session);
  const [mode, setMode] = useState<Mode>(IDLE);
  const [playback, setPlayback] = useState<Playback | null>(null);
  const [msg, setMsg] = useState('');
  const [help, setHelp] = useState(false);
  const [auto, setAuto] = useState(p.initialAuto ?? false);
  const [version, setVersion] = useState(0);

  const leave = useCallback((s: Session | null) => {
    s?.save();
    p.onExit(s);
    exit();
  }, [p, exit]);

  const begin = useCallback((spec: NewGameSpec) => {
    const s = Session.start(spec, { storage: p.storage, app: p.app });
    if (typeof s === 'string') {
      setMsg(`Cannot start: ${s}`);
      return;
    }
    setSession(s);
    setMode(IDLE);
    setPlayback(null);
    setMsg('');
  }, [p.storage, p.app]);

  const advance = useCallback(() => {
    setPlayback((pb) => (pb === null || pb.idx + 1 >= pb.steps.length ? null : { ...pb, idx: pb.idx + 1 }));
  }, []);

  useEffect(() => {
    if (!auto || playback === null) return;
    const t = setTimeout(advance, p.autoDelay ?? 700);
    return () => clearTimeout(t);
  }, [auto, playback, advance, p.autoDelay]);

  const small = cols < MIN_COLS || rows < MIN_ROWS;
  const onEnd = session !== null && session.over && playback === null;

  useInput((input, key) => {
    if (key.ctrl && input === 'c') return leave(session);
    if (small) {
      if (input === 'q') leave(session);
      return;
    }
    if (help) return setHelp(false);
    if (onEnd && session) {
      const spec: NewGameSpec = { ...specOf(session), seed: session.record.seed };
      if (input === 'r') return begin(spec);
      if (input === 'n') return begin({ ...spec, seed: freshSeed() });
      if (input === 'q' || key.escape) return leave(session);
      return;
    }
    if (!session) return;
    // Several characters can arrive at once (pasted, or typed ahead): take them one by one.
    const chars = input.length > 1 && !key.ctrl && !key.meta ? [...input] : [input];
    for (const ch of chars) handleTableKey(ch, key);
  }, { isActive: session !== null || small });

  function handleTableKey(input: string, key: Parameters<Parameters<typeof useInput>[0]>[1]): void {
    const s = session!;
    if (playback) {
      if (input === 'a') return setAuto((x) => !x);
      if (input === 'q') return leave(s);
      if (key.escape) return setPlayback(null);
      if (key.return || input === ' ') return advance();
      return;
    }
    if (input === '?') return setHelp(true);
    if (input === 'q') return leave(s);
    const step = press(s.state, mode, { input, key });
    setMode(step.mode);
    setMsg(step.msg ?? '');
    if (step.submit) {
      const res = s.submit(step.submit);
      if (!res.ok) setMsg(`Refused: ${res.error}`);
      else if (res.playback.length > 0) setPlayback({ steps: res.playback, idx: 0 });
      setVersion((v) => v + 1);
    }
  }

  if (small) return <TooSmall cols={cols} rows={rows} />;
  if (help) return <HelpScreen cols={cols} rows={rows} theme={p.theme} />;
  if (!session) {
    return (
      <SetupScreen
        cols={cols} rows={rows} theme={p.theme} players={p.setup.players} caverCount={p.setup.caverCount}
        difficulty={p.setup.difficulty} easy={p.setup.easy} seed={p.setup.seed} onStart={begin} onQuit={() => leave(null)}
      />
    );
  }
  if (onEnd) return <EndScreen session={session} cols={cols} rows={rows} theme={p.theme} />;
  return (
    <TableScreen
      session={session} mode={mode} playback={playback} msg={msg} auto={auto}
      cols={cols} rows={rows} theme={p.theme} version={version}
    />
  );
}

function specOf(s: Session): Omit<NewGameSpec, 'seed'> {
  const r = s.record;
  return { difficulty: r.difficulty, players: r.players, cavers: r.cavers, easy: r.easy === true };
}
