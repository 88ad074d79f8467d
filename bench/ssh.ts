// The SSH benchmark (npm run bench, bench/run.ts): the built game's SSH door in a process of its own
// (bench/ssh-server.ts), reached with the machine's own OpenSSH client.
// - From `ssh` started to the menu's first frame, against `ssh` to a plain session that prints one
//   line and exits, served by the same process with the same host key: the median of each, their
//   ratio (the handshake is in both; the rest is what the game adds).
// - The server's memory per session beyond its base (after a full collection), each session at a
//   game's table: with 10 sessions, and with 50.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { median } from './stats.js';

export interface SshFigures {
  readonly firstFrameMs: number;
  readonly echoMs: number;
  readonly reps: number;
  /** MB per session beyond the base, with 10 sessions at a table, and with 50. */
  readonly mbPerSession: number;
  readonly mbPerSession50: number;
  readonly baseMb: number;
}

/** Why the SSH benchmark cannot run here, or null. */
export function sshMissing(): string | null {
  return spawnSync('ssh', ['-V']).status === 0 ? null : 'no ssh client';
}

const OPTS = [
  '-F',
  '/dev/null',
  '-o',
  'StrictHostKeyChecking=no',
  '-o',
  'UserKnownHostsFile=/dev/null',
  '-o',
  'LogLevel=ERROR',
  '-o',
  'PubkeyAuthentication=no',
  '-o',
  'PreferredAuthentications=keyboard-interactive',
];

function ssh(port: number): ChildProcess {
  return spawn('ssh', ['-tt', '-p', String(port), ...OPTS, 'bench@127.0.0.1'], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
}

/** Milliseconds from starting ssh until its output holds `text` (then it is ended). */
function until(child: ChildProcess, text: string, t0: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no "${text}" within 30 s`)), 30_000);
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      if (out.includes(text)) {
        clearTimeout(timer);
        resolve(performance.now() - t0);
      }
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function sshBench(quick: boolean): Promise<SshFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'subterra-sshbench-'));
  const server = spawn(process.execPath, ['--expose-gc', 'scripts/run-ts.mjs', 'bench/ssh-server.ts', dir], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const queue: string[] = [];
  const waiters: ((l: string) => void)[] = [];
  createInterface({ input: server.stdout! }).on('line', (l) => {
    const w = waiters.shift();
    if (w) w(l);
    else queue.push(l);
  });
  const next = (): Promise<string> =>
    queue.length > 0 ? Promise.resolve(queue.shift()!) : new Promise((r) => waiters.push(r));
  const mem = async (): Promise<{ rss: number; sessions: number }> => {
    server.stdin!.write('mem\n');
    return JSON.parse(await next()) as { rss: number; sessions: number };
  };
  const open: ChildProcess[] = [];
  try {
    const ports = JSON.parse(await next()) as { ssh: number; echo: number };
    const reps = quick ? 5 : 11;
    const frames: number[] = [];
    const echoes: number[] = [];
    // One of each first, not counted: the server's modules loaded, the client's files in the cache.
    for (let i = -1; i < reps; i++) {
      let t0 = performance.now();
      const e = ssh(ports.echo);
      const echoed = await until(e, 'one line', t0);
      await new Promise((r) => e.on('close', r));
      const echoMs = performance.now() - t0;
      void echoed;
      t0 = performance.now();
      const g = ssh(ports.ssh);
      const frameMs = await until(g, 'New solo game', t0);
      g.stdin!.write('q');
      await new Promise((r) => g.on('close', r));
      if (i >= 0) {
        frames.push(frameMs);
        echoes.push(echoMs);
      }
    }
    // Memory: sessions at a game's table.
    await sleep(500);
    const base = await mem();
    const at = async (n: number): Promise<number> => {
      while (open.length < n) {
        const c = ssh(ports.ssh);
        const shown = until(c, 'New solo game', performance.now());
        open.push(c);
        await shown;
        const setup = until(c, 'choose your team', performance.now());
        c.stdin!.write('n');
        await setup;
        const table = until(c, "'s turn", performance.now());
        c.stdin!.write('s');
        await table;
      }
      await sleep(1000);
      const m = await mem();
      if (m.sessions !== n) throw new Error(`${m.sessions} sessions playing, not ${n}`);
      return m.rss;
    };
    const one = await at(1);
    const ten = await at(10);
    const fifty = quick ? ten : await at(50);
    const mb = 1024 * 1024;
    return {
      firstFrameMs: median(frames),
      echoMs: median(echoes),
      reps,
      baseMb: base.rss / mb,
      mbPerSession: (ten - one) / 9 / mb,
      mbPerSession50: quick ? (ten - one) / 9 / mb : (fifty - one) / 49 / mb,
    };
  } finally {
    for (const c of open) c.kill('SIGTERM');
    server.stdin!.end();
    await new Promise((r) => server.on('close', r));
    rmSync(dir, { recursive: true, force: true });
  }
}
