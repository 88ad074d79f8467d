// Helpers for the UI tests: render Ink trees into a terminal of a chosen size, feed keys, read
// frames; build sessions from scenarios with fixed decks; turn key names into controller key presses.
import { EventEmitter } from 'node:events';
import { render as inkRender } from 'ink';
import { act, type ReactElement } from 'react';
import { type Action, apply, type GameState } from '../../src/engine/index.js';
import type { StorageOptions } from '../../src/record/files.js';
import type { Advisor } from '../../src/ui/advisor.js';
import { App, type SetupDefaults } from '../../src/ui/components/App.js';
import type { KeyInfo, KeyPress } from '../../src/ui/input/keys.js';
import { Session } from '../../src/play/index.js';
import { makeTheme, type ThemeName } from '../../src/ui/theme.js';
import type { ZoomPref } from '../../src/ui/board/zoom.js';
import { tableView, type TableProps } from '../../src/ui/tableView.js';
import { IDLE } from '../../src/ui/input/mode.js';
import type { Tutorial } from '../../src/ui/tutorial/guide.js';
import { record, type Act, type Scenario } from '../helpers/game.js';
import { FakeStdin } from '../../bench/fakeTerminal.js';
import { refusalText } from '../../src/words/index.js';

/** Raw bytes a terminal sends for each key. */
export const KEY = {
  up: '\x1b[A',
  down: '\x1b[B',
  right: '\x1b[C',
  left: '\x1b[D',
  enter: '\r',
  esc: '\x1b',
  tab: '\t',
  backspace: '\x7f',
  space: ' ',
} as const;

export const ARROW_OF = { N: KEY.up, S: KEY.down, E: KEY.right, W: KEY.left } as const;

// Ink renders through React 19's reconciler, which schedules renders (and the effects that
// re-subscribe key handlers) as tasks, sliced in time: after a key, the frame is drawn "soon", not
// at once. The tests wrap every key and every wait in React's act(), which runs that work before it
// returns, so a frame read after a key is the frame that key leads to, however busy the machine.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

class FakeStdout extends EventEmitter {
  frames: string[] = [];
  private last = '';
  constructor(
    public columns: number,
    public rows: number,
  ) {
    super();
  }
  write = (frame: string): boolean => {
    this.frames.push(frame);
    this.last = frame;
    return true;
  };
  lastFrame = (): string => this.last;
}

export interface Screen {
  readonly stdin: FakeStdin;
  readonly stdout: FakeStdout;
  /** The last frame drawn. */
  frame(): string;
  /** Send keys one at a time, each drawn (and its effects run) before the next, as a typing player. */
  press(...keys: string[]): Promise<void>;
  /**
   * Type keys all at once, as a paste or type-ahead would arrive: no redraw until the last one.
   * (A lone Esc is let through on its own: Ink waits 20 ms to tell it from an escape sequence.)
   */
  typeAhead(...keys: string[]): Promise<void>;
  /** Let time pass (timers fire, the screen redraws), in steps of `step` ms. */
  wait(ms: number, step?: number): Promise<void>;
  /**
   * Let time pass until `done()` holds, at most `ms` (then the test's own expectation says what was
   * missing). For what must happen after a delay: a timer may fire late on a busy machine, never early.
   */
  until(done: () => boolean, ms?: number, step?: number): Promise<void>;
  /** The terminal is resized. */
  resize(cols: number, rows: number): Promise<void>;
  unmount(): void;
}

const tick = (ms = 2): Promise<void> => new Promise((r) => setTimeout(r, ms));
const turn = (): Promise<void> => new Promise((r) => setImmediate(r));

/** How long Ink holds a lone Esc to tell it from the start of an escape sequence (20 ms in Ink 8). */
const ESC_WAIT = 25;

async function write(stdin: FakeStdin, key: string): Promise<void> {
  stdin.write(key);
  if (key === KEY.esc) await tick(ESC_WAIT);
}

const mounted: (() => void)[] = [];

/** Render a tree into a fake terminal of cols × rows (ink-testing-library's has a fixed 100 columns and no rows). */
export function renderSized(tree: ReactElement, cols = 100, rows = 24): Screen {
  const stdout = new FakeStdout(cols, rows);
  const stdin = new FakeStdin();
  const stderr = new FakeStdout(cols, rows);
  let inst: ReturnType<typeof inkRender> | undefined;
  act(() => {
    inst = inkRender(tree, {
      stdout: stdout as unknown as NodeJS.WriteStream,
      stderr: stderr as unknown as NodeJS.WriteStream,
      stdin: stdin as unknown as NodeJS.ReadStream,
      debug: true,
      exitOnCtrlC: false,
      patchConsole: false,
    });
  });
  let live = true;
  const unmount = (): void => {
    if (!live) return;
    live = false;
    act(() => {
      inst!.unmount();
    });
    inst!.cleanup();
  };
  mounted.push(unmount);
  return {
    stdin,
    stdout,
    frame: () => stdout.lastFrame(),
    async press(...keys: string[]) {
      for (const k of keys) await act(() => write(stdin, k));
      if (keys.length === 0) await act(turn);
    },
    async typeAhead(...keys: string[]) {
      await act(async () => {
        for (const k of keys) await write(stdin, k);
      });
    },
    async wait(ms: number, step = 10) {
      for (let t = 0; t < ms; t += step) await act(() => tick(step));
    },
    async until(done: () => boolean, ms = 10_000, step = 10) {
      const end = Date.now() + ms;
      while (!done() && Date.now() < end) await act(() => tick(step));
    },
    async resize(c: number, r: number) {
      await act(async () => {
        stdout.columns = c;
        stdout.rows = r;
        stdout.emit('resize');
      });
    },
    unmount,
  };
}

/** Unmount everything rendered (call in afterEach). */
export function unmountAll(): void {
  while (mounted.length) mounted.pop()!();
}

/** A session that does not save, from a scenario with fixed decks and the actions so far. */
export function scenarioSession(sc: Scenario, actions: Act[] = []): Session {
  const s = Session.resume(JSON.stringify(record(sc, actions)), null);
  if (typeof s === 'string') throw new Error(s);
  return s;
}

/** A fresh seeded session that does not save. */
export function seededSession(
  seed: string,
  cavers: Scenario['cavers'],
  extra: { players?: number; difficulty?: 'normal' | 'hard' | 'expert' } = {},
): Session {
  const s = Session.start(
    { seed, difficulty: extra.difficulty ?? 'normal', players: extra.players ?? 1, cavers, easy: false },
    { storage: null },
  );
  if (typeof s === 'string') throw new Error(s);
  return s;
}

/** Key presses as the controller sees them (what Ink's useInput would give it). */
export const K = {
  ch: (input: string): KeyPress => ({ input, key: {} }),
  up: { input: '', key: { upArrow: true } } as KeyPress,
  down: { input: '', key: { downArrow: true } } as KeyPress,
  left: { input: '', key: { leftArrow: true } } as KeyPress,
  right: { input: '', key: { rightArrow: true } } as KeyPress,
  enter: { input: '\r', key: { return: true } } as KeyPress,
  esc: { input: '', key: { escape: true } } as KeyPress,
  tab: { input: '\t', key: { tab: true } } as KeyPress,
  backspace: { input: '', key: { backspace: true } as KeyInfo } as KeyPress,
  space: { input: ' ', key: {} } as KeyPress,
};

/** Apply an action the UI produced; fail with the engine's reason if it refuses it. */
export function accepted(s: GameState, a: Action | undefined): GameState {
  if (!a) throw new Error('no action was submitted');
  const r = apply(s, a);
  if (!r.ok) throw new Error(`the engine refused ${JSON.stringify(a)}: ${refusalText(r.error)}`);
  return r.state;
}

/** The last n lines of a frame joined by single spaces (a prompt wrapped over two lines reads whole). */
export function tail(frame: string, n = 3): string {
  return lines(frame)
    .slice(-n)
    .map((l) => l.trim())
    .filter(Boolean)
    .join(' ');
}

/** Lines of a frame, trailing spaces dropped. */
export function lines(frame: string): string[] {
  return frame.split('\n').map((l) => l.replace(/\s+$/, ''));
}

export interface AppOptions {
  cols?: number;
  rows?: number;
  storage?: StorageOptions | null;
  setup?: Partial<SetupDefaults>;
  onExit?: (s: Session | null) => void;
  autoDelay?: number;
  initialAuto?: boolean;
  advisor?: Advisor;
  watch?: boolean;
  /** A tutorial's guide over the game. */
  guide?: Tutorial;
  initialZoom?: ZoomPref;
  onLookChange?: (l: { theme: ThemeName; zoom: ZoomPref }) => void;
}

/** The whole app, plain text (no colour), in a terminal of cols × rows (100 × 24 unless told). */
export function renderApp(session: Session | null, o: AppOptions = {}): Screen {
  const setup: SetupDefaults = {
    players: 1,
    caverCount: 4,
    difficulty: 'normal',
    easy: false,
    seed: 'setup-seed',
    ...o.setup,
  };
  return renderSized(
    <App
      theme={makeTheme(false)}
      storage={o.storage ?? null}
      app="subterra-test"
      session={session}
      setup={setup}
      onExit={o.onExit ?? (() => {})}
      {...(o.autoDelay !== undefined ? { autoDelay: o.autoDelay } : {})}
      {...(o.initialAuto !== undefined ? { initialAuto: o.initialAuto } : {})}
      {...(o.advisor ? { advisor: o.advisor } : {})}
      {...(o.watch ? { watch: true } : {})}
      {...(o.guide ? { guide: o.guide } : {})}
      {...(o.initialZoom ? { initialZoom: o.initialZoom } : {})}
      {...(o.onLookChange ? { onLookChange: o.onLookChange } : {})}
    />,
    o.cols ?? 100,
    o.rows ?? 24,
  );
}

/** The App running a tutorial at 80×24 (not saved unless a storage is given). */
export function tutorialApp(session: Session, guide: Tutorial, exits: (Session | null)[] = []): Screen {
  return renderApp(session, {
    cols: 80,
    rows: 24,
    guide,
    onExit: (s) => exits.push(s),
    setup: { seed: 'after-tutorial' },
  });
}

/** The table's props for `session` at 80×24, idle, no colour (`over` changes any of them). */
export function tableProps80(session: Session, over: Partial<TableProps> = {}): TableProps {
  return {
    session,
    mode: IDLE,
    playback: null,
    msg: '',
    auto: false,
    cols: 80,
    rows: 24,
    theme: makeTheme(false),
    version: 0,
    ...over,
  };
}

/** The table's view of `session` at 80×24, idle, no colour (`over` changes any of its props). */
export function tableAt80(session: Session, over: Partial<TableProps> = {}): ReturnType<typeof tableView> {
  return tableView(tableProps80(session, over));
}
