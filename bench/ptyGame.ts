// Play a recorded game through the real `subterra` in a pseudo-terminal (util-linux `script`),
// by the keys a player would press, checking each action lands in the autosave. Used for the
// benchmark's memory figure: the game process's peak RSS (VmHWM).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apply, newGame } from '../src/engine/index.js';
import { recordOptions } from '../src/record/record.js';
import type { GameRecord } from '../src/record/types.js';
import { keyBytes, keysFor } from '../src/ui/input/keysFor.js';
import { refusalText } from '../src/words/index.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function childPid(parent: number): number | null {
  try {
    const kids = readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8').trim().split(/\s+/).map(Number);
    for (const k of kids) {
      const cmd = readFileSync(`/proc/${k}/cmdline`, 'utf8');
      if (cmd.includes('subterra')) return k;
      const deeper = childPid(k);
      if (deeper) return deeper;
    }
  } catch {
    /* gone */
  }
  return null;
}

function vmHwm(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
}

/** Returns the peak RSS in bytes of the game process after playing every action of `rec`. */
export async function playInPty(
  rec: GameRecord,
  cols = 120,
  rows = 40,
  bin = 'bin/subterra.js',
): Promise<{ peakRss: number; actions: number }> {
  const home = mkdtempSync(join(tmpdir(), 'subterra-pty-'));
  mkdirSync(join(home, 'games'), { recursive: true });
  const save = join(home, 'games', 'bench.json');
  writeFileSync(save, JSON.stringify({ ...rec, actions: [], hashes: [], meta: { over: false } }));
  // BENCH_NODE_FLAGS: node options for the game process only (to try V8 flags on the memory figure).
  const child = spawn(
    'script',
    [
      '-qfec',
      `stty cols ${cols} rows ${rows}; exec ${process.execPath} ${process.env.BENCH_NODE_FLAGS ?? ''} ${bin} --resume`,
      '/dev/null',
    ],
    {
      env: { ...process.env, SUBTERRA_HOME: home, CI: '0', TERM: 'xterm-256color' },
      stdio: ['pipe', 'pipe', 'ignore'],
    },
  );
  let screen = '';
  child.stdout.on('data', (d: Buffer) => {
    screen = (screen + d.toString('utf8')).slice(-20000);
  });
  try {
    let pid: number | null = null;
    for (let i = 0; i < 200 && !pid; i++) {
      await sleep(20);
      pid = childPid(child.pid!);
    }
    if (!pid) throw new Error('the game process did not start');
    await sleep(800);
    const start = newGame(recordOptions(rec));
    if (!start.ok) throw new Error(refusalText(start.error));
    let s = start.state;
    let peak = vmHwm(pid);
    let phases = false;
    for (const [i, a] of rec.actions.entries()) {
      const keys = keysFor(s, a);
      if (typeof keys === 'string') throw new Error(`action ${i}: ${keys}`);
      if (phases) {
        child.stdin.write('\x1b'); // skip the phases' step-by-step display
        await sleep(60);
      }
      for (const k of keys) {
        child.stdin.write(keyBytes(k));
        await sleep(8);
      }
      let saved = 0;
      for (let t = 0; t < 300; t++) {
        try {
          saved = (JSON.parse(readFileSync(save, 'utf8')) as GameRecord).actions.length;
        } catch {
          /* mid-rename */
        }
        if (saved > i) break;
        await sleep(10);
      }
      if (saved !== i + 1) {
        if (process.env.BENCH_TRACE)
          process.stderr.write(screen.replace(/\x1b\[[0-9;?]*[a-zA-Z]/g, '').slice(-3000) + '\n');
        throw new Error(`action ${i} (${JSON.stringify(a)}) did not reach the save (${saved})`);
      }
      const r = apply(s, a);
      if (!r.ok) throw new Error(refusalText(r.error));
      s = r.state;
      phases = r.events.some((e) => e.t === 'phase');
      peak = Math.max(peak, vmHwm(pid));
    }
    child.stdin.write('q');
    await sleep(300);
    return { peakRss: peak, actions: rec.actions.length };
  } finally {
    child.kill('SIGKILL');
    rmSync(home, { recursive: true, force: true });
  }
}

if (process.argv.includes('--pty-run')) {
  const rec = JSON.parse(
    readFileSync(join(process.cwd(), 'test/fixtures/games/long-normal-4.json'), 'utf8'),
  ) as GameRecord;
  const t0 = Date.now();
  console.log(JSON.stringify({ ...(await playInPty(rec)), seconds: (Date.now() - t0) / 1000 }));
}
