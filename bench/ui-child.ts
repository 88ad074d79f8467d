// The UI parts of the benchmark, in their own process (Ink must see CI unset before it loads):
//   render  — key-press-to-frame latency of the table for a 60+ tile cave at 120×40
//   memory  — peak RSS while a long recorded game is played through the UI by its key presses
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FakeStdin, FakeStdout, keyBytes } from './fakeTerminal.js';
import type { Session as SessionT } from '../src/ui/session.js';

process.env.CI = 'false';
// The heap settings the CLI uses for a game (src/cli/main.ts keepHeapSmall).
(await import('node:v8')).default.setFlagsFromString('--semi-space-growth-factor=1');
(await import('node:v8')).default.setFlagsFromString('--heap-growing-percent=10');
process.env.FORCE_COLOR = '3';

const mode = process.argv.find((a) => a === 'render' || a === 'memory') ?? 'render';
const root = process.cwd();
const { render } = await import('ink');
const React = await import('react');
const { App } = await import('../src/ui/components/App.js');
const { Session } = await import('../src/ui/session.js');
const { makeTheme } = await import('../src/ui/theme.js');
const { keysFor } = await import('../src/ui/input/keysFor.js');
const { parseRecordText } = await import('../src/record/record.js');

function load(name: string) {
  const r = parseRecordText(readFileSync(join(root, 'test', 'fixtures', 'games', `${name}.json`), 'utf8'));
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function mount(session: SessionT, cols: number, rows: number) {
  const stdout = new FakeStdout(cols, rows);
  const stdin = new FakeStdin();
  const inst = render(
    React.createElement(App, {
      theme: makeTheme(process.env.BENCH_COLOR !== '0'), storage: null, app: 'bench', session,
      setup: { players: 1, caverCount: 4, difficulty: 'normal', easy: false, seed: 'x' },
      onExit: () => {}, autoDelay: 1, initialAuto: true,
    }),
    { stdout: stdout as never, stdin: stdin as never, stderr: stdout as never, exitOnCtrlC: false, patchConsole: false },
  );
  return { stdout, stdin, inst };
}

if (mode === 'render') {
  // The 63-tile game, stopped a few actions before its end so the table is on screen.
  const rec = load('bronze-normal-4');
  const upTo = rec.actions.length - 3;
  const partial = { ...rec, actions: rec.actions.slice(0, upTo), hashes: [] };
  const session = Session.resume(JSON.stringify(partial), null);
  if (typeof session === 'string') throw new Error(session);
  const { stdout, stdin, inst } = mount(session, 120, 40);
  await wait(200);
  const frames = Number(process.argv[3] ?? 400);
  const lat: number[] = [];
  const keys = ['x', '\x1b'];
  for (let i = 0; i < frames + 20; i++) {
    const t0 = performance.now();
    const before = stdout.writes;
    stdin.write(keys[i % 2]);
    for (let spin = 0; stdout.writes === before && spin < 200; spin++) await wait(0.5);
    if (i >= 20) lat.push(stdout.lastWriteAt - t0);
    await wait(40);
  }
  inst.unmount();
  console.log(JSON.stringify({ tiles: session.state.tiles.length, frames: lat.length, lat }));
  process.exit(0);
}

if (mode === 'memory') {
  const rec = load('long-normal-4');
  const fresh = { ...rec, actions: [], hashes: [] };
  const session = Session.resume(JSON.stringify(fresh), null);
  if (typeof session === 'string') throw new Error(session);
  const { stdin, inst } = mount(session, 120, 40);
  await wait(100);
  let peak = process.memoryUsage().rss;
  for (const a of rec.actions) {
    // Let any phase playback finish (auto-advance is on, 1 ms a step).
    await wait(3);
    stdin.write('\x1b');
    await wait(1);
    const keys = keysFor(session.state, a);
    if (typeof keys === 'string') throw new Error(keys);
    const before = session.record.actions.length;
    for (const k of keys) {
      stdin.write(keyBytes(k as never));
      await wait(1);
    }
    for (let spin = 0; spin < 500 && session.record.actions.length === before; spin++) await wait(1);
    if (session.record.actions.length !== before + 1) throw new Error(`the UI did not take ${JSON.stringify(a)}`);
    await wait(5);
    peak = Math.max(peak, process.memoryUsage().rss);
    if (process.env.BENCH_TRACE && session.record.actions.length % 20 === 0) {
      (globalThis as { gc?: () => void }).gc?.();
      const m = process.memoryUsage();
      process.stderr.write(`${session.record.actions.length} rss ${Math.round(m.rss / 1048576)} heap ${Math.round(m.heapUsed / 1048576)}/${Math.round(m.heapTotal / 1048576)} ext ${Math.round(m.external / 1048576)}\n`);
    }
  }
  await wait(100);
  inst.unmount();
  const maxRss = process.resourceUsage().maxRSS * 1024;
  if (process.env.BENCH_TRACE) {
    const v8 = await import('node:v8');
    for (const sp of v8.getHeapSpaceStatistics()) process.stderr.write(`${sp.space_name}: size ${Math.round(sp.space_size / 1048576)}MB used ${Math.round(sp.space_used_size / 1048576)}MB phys ${Math.round(sp.physical_space_size / 1048576)}MB\n`);
    const m = process.memoryUsage();
    process.stderr.write(`rss ${Math.round(m.rss / 1048576)} heapTotal ${Math.round(m.heapTotal / 1048576)} external ${Math.round(m.external / 1048576)} arrayBuffers ${Math.round(m.arrayBuffers / 1048576)}\n`);
    const smaps = (await import('node:fs')).readFileSync('/proc/self/smaps_rollup', 'utf8');
    process.stderr.write(smaps.split('\n').filter((l) => /^(Rss|Anonymous|Private_Clean|Shared_Clean)/.test(l)).join('\n') + '\n');
  }
  console.log(JSON.stringify({ actions: rec.actions.length, rounds: session.state.round, result: session.state.result, peakRss: Math.max(peak, maxRss) }));
  process.exit(0);
}
