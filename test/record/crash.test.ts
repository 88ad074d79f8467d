// Saves survive anything: the real CLI in a pseudo-terminal, played by key presses, killed with
// SIGKILL at random moments in the middle of a game, always leaves a save that parses and replays,
// and `subterra --resume` continues it. Ctrl+C saves and exits, and the resumed game is the same.
import { describe, expect, test } from '@jest/globals';
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import { parseRecordText } from '../../src/record/record.js';
import { replayRecord } from '../../src/record/replay.js';
import { keyBytes, keysFor } from '../../src/ui/input/keysFor.js';
import { botRng, randomAction } from '../../src/bots/random.js';
import type { GameState } from '../../src/engine/index.js';
import type { GameRecord } from '../../src/record/types.js';

const hasScript = spawnSync('script', ['--version']).status === 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Game {
  child: ChildProcessWithoutNullStreams;
  screen: () => string;
}

const running: Game[] = [];

function stopAll(): void {
  for (const g of running.splice(0)) {
    const pid = g.child.pid ? gamePid(g.child.pid) : null;
    if (pid) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    g.child.kill('SIGKILL');
  }
}

function startGame(home: string, args: string): Game {
  const child = spawn('script', ['-qfec', `stty cols 100 rows 30; exec node bin/subterra.js ${args}`, '/dev/null'], {
    env: { ...process.env, SUBTERRA_HOME: home, CI: '0', TERM: 'xterm-256color', NO_COLOR: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    out = (out + d.toString('utf8')).slice(-40000);
  });
  child.stdin.on('error', () => {});
  const g = { child, screen: () => out.replace(/\x1b\[[0-9;?]*[a-zA-Z]/g, '') };
  running.push(g);
  return g;
}

function saveOf(home: string): { file: string; record: GameRecord } | null {
  const dir = join(home, 'games');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json') && !f.startsWith('.')); // not the write check's probe
  } catch {
    return null;
  }
  if (files.length === 0) return null;
  const file = join(dir, files[0]);
  const parsed = parseRecordText(readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Error(`the save does not parse: ${parsed.error}`);
  return { file, record: parsed.value };
}

async function waitFor(what: () => boolean, ms = 8000): Promise<void> {
  for (let t = 0; t < ms; t += 20) {
    if (what()) return;
    await sleep(20);
  }
  throw new Error('timed out');
}

/** The node process under `script`. */
function gamePid(scriptPid: number): number | null {
  try {
    for (const k of readFileSync(`/proc/${scriptPid}/task/${scriptPid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number)) {
      if (readFileSync(`/proc/${k}/cmdline`, 'utf8').includes('subterra')) return k;
    }
  } catch {
    /* gone */
  }
  return null;
}

/** Where a save is: its actions, and the draw in progress (a draw or Pathfinder changes only that). */
const progress = (r: GameRecord | undefined): string =>
  r ? `${r.actions.length} ${JSON.stringify(r.drawn ?? null)}` : '';

/** Play random legal steps by keys; returns how many reached the save (a draw is a step of its own). */
async function playSome(g: Game, home: string, n: number, rng: () => number): Promise<number> {
  let state: GameState | null = null;
  let steps = 0;
  for (let i = 0; i < n; i++) {
    const save = saveOf(home)!;
    const r = replayRecord(save.record, { drawn: true });
    if (!r.ok) throw new Error(r.error);
    state = r.state;
    if (state.result) break;
    const action = randomAction(state, rng)!;
    const keys = keysFor(state, action);
    if (typeof keys === 'string') throw new Error(keys);
    g.child.stdin.write('\x1b');
    await sleep(40);
    for (const k of keys) {
      g.child.stdin.write(keyBytes(k));
      await sleep(10);
    }
    const before = progress(save.record);
    await waitFor(() => progress(saveOf(home)?.record) !== before);
    steps++;
  }
  return steps;
}

(hasScript ? describe : describe.skip)('saves survive kill -9 and Ctrl+C (real CLI in a pty)', () => {
  test('SIGKILL at random moments leaves a save that parses, replays and resumes', async () => {
    const home = mkdtempSync(join(tmpdir(), 'subterra-crash-'));
    const rng = botRng('crash');
    const jitter = seedrandom('kill-timing');
    try {
      let g = startGame(home, '--seed crash-1 --team scout,medic,leader,engineer');
      await waitFor(() => saveOf(home) !== null && g.screen().includes('Actions'));
      let played = 0;
      for (let round = 0; round < 4; round++) {
        played += await playSome(g, home, 4, rng);
        // Send one more action's keys and kill the game while it handles them (and saves).
        const save = saveOf(home)!;
        const st = replayRecord(save.record, { drawn: true });
        if (!st.ok) throw new Error(st.error);
        const keys = keysFor(st.state, randomAction(st.state, rng)!);
        if (typeof keys !== 'string') for (const k of keys) g.child.stdin.write(keyBytes(k));
        await sleep(Math.floor(jitter() * 12));
        const pid = gamePid(g.child.pid!);
        if (pid) process.kill(pid, 'SIGKILL');
        g.child.kill('SIGKILL');
        await sleep(50);
        const after = saveOf(home)!;
        const replayed = replayRecord(after.record, { drawn: true });
        expect(replayed.ok).toBe(true);
        expect(after.record.actions.length).toBeGreaterThanOrEqual(save.record.actions.length);
        expect(after.record.actions.slice(0, save.record.actions.length)).toEqual(save.record.actions);
        g = startGame(home, '--resume');
        await waitFor(() => g.screen().includes('Resumed'));
        // A write cut short leaves its temporary file; the next start clears it away.
        expect(readdirSync(join(home, 'games')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
      }
      expect(played).toBeGreaterThanOrEqual(12);
      g.child.kill('SIGKILL');
    } finally {
      stopAll();
      rmSync(home, { recursive: true, force: true });
    }
  }, 90000);

  test('SIGTERM puts the terminal back and says where the game is saved', async () => {
    const home = mkdtempSync(join(tmpdir(), 'subterra-term-'));
    try {
      const g = startGame(home, '--seed term-3 --team leader,scout,medic,engineer');
      await waitFor(() => saveOf(home) !== null && g.screen().includes('Actions'));
      let raw = '';
      g.child.stdout.on('data', (d: Buffer) => {
        raw += d.toString('utf8');
      });
      const exit = new Promise<void>((r) => g.child.on('exit', () => r()));
      const pid = gamePid(g.child.pid!);
      expect(pid).not.toBeNull();
      process.kill(pid!, 'SIGTERM');
      await exit;
      expect(raw).toContain('\x1b[?25h\x1b[?1049l'); // cursor shown, alternate screen left
      expect(g.screen()).toMatch(/Game saved: .*term-3\.json/);
    } finally {
      stopAll();
      rmSync(home, { recursive: true, force: true });
    }
  }, 60000);

  test('Ctrl+C saves and exits; --resume shows the same game', async () => {
    const home = mkdtempSync(join(tmpdir(), 'subterra-ctrlc-'));
    try {
      const g = startGame(home, '--seed ctrlc-7 --team diver,scout,geologist,bodyguard');
      await waitFor(() => saveOf(home) !== null && g.screen().includes('Actions'));
      const state = await playSome(g, home, 6, botRng('ctrlc'));
      void state;
      const exit = new Promise<number | null>((r) => g.child.on('exit', (code) => r(code)));
      g.child.stdin.write('\x03');
      expect(await exit).toBe(0);
      expect(g.screen()).toMatch(/Game saved: .*games.*\.json/);
      expect(g.screen()).toContain('Continue with: subterra --resume');
      const saved = saveOf(home)!;
      const st = replayRecord(saved.record, { drawn: true });
      if (!st.ok) throw new Error(st.error);
      const h = startGame(home, '--resume');
      await waitFor(() => h.screen().includes('Resumed'));
      const who = st.state.turn !== null ? st.state.cavers[st.state.turn].id : null;
      const screen = h.screen();
      expect(screen).toContain(`Resumed: round ${st.state.round}, ${saved.record.actions.length} actions so far`);
      if (who) expect(screen.toLowerCase()).toContain(`${who}'s turn`);
      h.child.kill('SIGKILL');
    } finally {
      stopAll();
      rmSync(home, { recursive: true, force: true });
    }
  }, 60000);
});
