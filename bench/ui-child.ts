// The render part of the benchmark, in its own process (Ink must see CI unset before it loads):
// key-press-to-frame latency of the table for a 60+ tile cave at 120×40, then with look mode open
// (the cursor moving), the hazard deck's page and the overview put up and taken away (D, O), with
// the history open (scrolled), and the Deeper tutorial's table (the guide's box over the log, the
// horrors' hunts shown, a key refused with its reason). (Memory is measured on the
// real CLI in a pseudo-terminal: ptyGame.ts.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FakeStdin, FakeStdout } from './fakeTerminal.js';
import type { Session as SessionT } from '../src/play/index.js';
import type { Tutorial as TutorialT } from '../src/ui/tutorial/guide.js';

process.env.CI = 'false';
// The V8 flags the CLI sets for a game (heap sizes, no optimizing compilers: src/cli/start.ts), and
// those it sets once the start is over, as they are while a game is played.
const { LATER_V8_FLAGS, V8_FLAGS } = await import('../src/cli/start.js');
const v8 = await import('node:v8');
for (const flag of [...V8_FLAGS, ...LATER_V8_FLAGS]) v8.setFlagsFromString(flag);
process.env.FORCE_COLOR = '3';

const root = process.cwd();
const { render } = await import('ink');
const React = await import('react');
const { App } = await import('../src/ui/components/App.js');
const { Session } = await import('../src/play/index.js');
const { makeTheme } = await import('../src/ui/theme.js');
const { parseRecordText } = await import('../src/record/record.js');
const { Tutorial } = await import('../src/ui/tutorial/guide.js');
const { DEEPER } = await import('../src/ui/tutorial/deeper.js');
const { playerSeat } = await import('../src/play/index.js');

function load(name: string) {
  const r = parseRecordText(readFileSync(join(root, 'test', 'fixtures', 'games', `${name}.json`), 'utf8'));
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function mount(session: SessionT, cols: number, rows: number, guide?: TutorialT) {
  const stdout = new FakeStdout(cols, rows);
  const stdin = new FakeStdin();
  const inst = render(
    React.createElement(App, {
      theme: makeTheme(process.env.BENCH_COLOR !== '0'),
      storage: null,
      app: 'bench',
      session,
      ...(guide ? { guide } : {}),
      setup: { players: 1, caverCount: 4, difficulty: 'normal', easy: false, seed: 'x' },
      onExit: () => {},
    }),
    {
      stdout: stdout as never,
      stdin: stdin as never,
      stderr: stdout as never,
      exitOnCtrlC: false,
      patchConsole: false,
    },
  );
  return { stdout, stdin, inst };
}

{
  // The recorded game with a 60+ tile cave, stopped a few actions before its end (the table on screen).
  const rec = load('bronze-normal-4');
  const upTo = rec.actions.length - 3;
  const partial = { ...rec, actions: rec.actions.slice(0, upTo), hashes: [] };
  const session = Session.resume(JSON.stringify(partial), null);
  if (typeof session === 'string') throw new Error(session);
  const { stdout, stdin, inst } = mount(session, Number(process.argv[3] ?? 120), Number(process.argv[4] ?? 40));
  await wait(200);
  const frames = Number(process.argv[2] ?? 400);
  // `x` (Explore: the prompt and the frontier marked on the board) and Esc (back), in turn. Only
  // the `x` frames count for render latency: Ink holds a lone Esc for 20 ms to tell it from the
  // start of an escape sequence, so Esc's key-to-frame time is reported on its own.
  const lat: number[] = [];
  const esc: number[] = [];
  const keys = ['x', '\x1b'];
  for (let i = 0; i < 2 * frames + 20; i++) {
    const t0 = performance.now();
    const before = stdout.writes;
    stdin.write(keys[i % 2]);
    for (let spin = 0; stdout.writes === before && spin < 400; spin++) await wait(0.5);
    if (stdout.writes === before) throw new Error(`key ${JSON.stringify(keys[i % 2])} drew no frame`);
    if (i >= 20) (i % 2 === 0 ? lat : esc).push(stdout.lastWriteAt - t0);
    await wait(40);
  }
  /** Key-to-frame times of a run of keys (after a few to warm up), typed one at a time. */
  const timeKeys = async (keys: readonly string[], n: number): Promise<number[]> => {
    const out: number[] = [];
    for (let i = 0; i < n + 10; i++) {
      const t0 = performance.now();
      const before = stdout.writes;
      stdin.write(keys[i % keys.length]);
      for (let spin = 0; stdout.writes === before && spin < 400; spin++) await wait(0.5);
      if (stdout.writes === before) throw new Error(`key ${JSON.stringify(keys[i % keys.length])} drew no frame`);
      if (i >= 10) out.push(stdout.lastWriteAt - t0);
      await wait(40);
    }
    return out;
  };
  // Look mode open: the cursor moved a square right and back (the panel describes each square).
  stdin.write('L');
  await wait(100);
  const look = await timeKeys(['\x1b[C', '\x1b[D'], frames);
  stdin.write('\x1b');
  await wait(100);
  // The hazard deck counted (D) and the overview (O), each put up and taken away.
  const deck = await timeKeys(['D'], frames);
  const overview = await timeKeys(['O'], frames);
  // The history open over the whole game's log: a line up and down.
  stdin.write('P');
  await wait(100);
  const history = await timeKeys(['\x1b[A', '\x1b[B'], frames);
  inst.unmount();
  // The Deeper tutorial in round 2 (the horror's hunts shown, the Leader at the ledge): the whole
  // table with the guide's box, each key refused with its reason (x is Explore, z Squeeze).
  const deeper = Session.start(
    {
      seed: DEEPER.seed,
      difficulty: 'normal',
      players: 1,
      cavers: DEEPER.team,
      easy: false,
      setup: DEEPER.setup,
      tutorial: true,
      course: DEEPER.id,
    },
    { storage: null },
  );
  if (typeof deeper === 'string') throw new Error(deeper);
  const guide = new Tutorial(deeper);
  const hunts = guide.steps.findIndex((x) => x.keys?.includes('hunts'));
  for (const step of guide.steps.slice(0, hunts)) {
    const act = step.act ?? step.choices?.[0];
    if (act && !deeper.submit(playerSeat(1), act).ok) throw new Error('the Deeper tutorial did not replay');
  }
  guide.idx = hunts;
  const t = mount(deeper, Number(process.argv[3] ?? 120), Number(process.argv[4] ?? 40), guide);
  await wait(200);
  t.stdin.write('H');
  await wait(100);
  t.stdin.write('\r');
  await wait(100);
  const tutorial: number[] = [];
  for (let i = 0; i < frames + 10; i++) {
    const t0 = performance.now();
    const before = t.stdout.writes;
    t.stdin.write(i % 2 ? 'z' : 'x');
    for (let spin = 0; t.stdout.writes === before && spin < 400; spin++) await wait(0.5);
    if (t.stdout.writes === before) throw new Error('a refused key drew no frame in the tutorial');
    if (i >= 10) tutorial.push(t.stdout.lastWriteAt - t0);
    await wait(40);
  }
  if (deeper.record.actions.length !== guide.steps.slice(0, hunts).filter((x) => x.act || x.choices).length)
    throw new Error('a refused key took an action');
  t.inst.unmount();
  // Waited for before exit: stdout is a pipe, written asynchronously (exit would cut a long line short).
  const out = `${JSON.stringify({
    tiles: session.state.tiles.length,
    frames: lat.length,
    lat,
    esc,
    look,
    history,
    deck,
    overview,
    tutorial,
  })}\n`;
  await new Promise<void>((resolve) => process.stdout.write(out, () => resolve()));
  process.exit(0);
}
