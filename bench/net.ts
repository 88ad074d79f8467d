// The network benchmark (npm run bench, bench/run.ts): a real server in a process of its own
// (bench/net-server.ts), and
// - the round trip of an action on localhost: a client submits, and every client of the room (four)
//   has the view after it; measured from this process, the server otherwise idle;
// - a load: 200 rooms of four bot clients each, played as fast as they can from two processes of
//   players (bench/net-load.ts): the actions per second the server applies, the p99 of the same round
//   trip under that load, and the server's memory per room beyond its base (after a full collection).
// The machine's cores are shared by the server, the players and whatever else runs: the figures say
// what this machine did, beside how many cores it has.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { botRng, randomAction } from '../src/bots/random.js';
import { connectRoom, type RoomClient } from '../src/net/client.js';
import { memorySeatStore } from '../src/net/seats.js';
import { percentile } from './stats.js';

export interface NetFigures {
  readonly rttP50: number;
  readonly rttP99: number;
  readonly rttSamples: number;
  readonly actionsPerS: number;
  /** The server process's CPU time (user and system) per action applied, under the load. */
  readonly serverCpuMsPerAction: number;
  /** The server's CPU time over the window's wall time (1: one core all the time). */
  readonly serverCpuShare: number;
  readonly loadP99: number;
  readonly loadP50: number;
  readonly mbPerRoom: number;
  readonly heapMbPerRoom: number;
  readonly rooms: number;
  readonly windowS: number;
  readonly cores: number;
}

/** A child's stdout, line by line. */
function lines(child: ChildProcess): () => Promise<string> {
  const queue: string[] = [];
  const waiting: ((l: string) => void)[] = [];
  createInterface({ input: child.stdout! }).on('line', (l) => {
    const w = waiting.shift();
    if (w) w(l);
    else queue.push(l);
  });
  return () => (queue.length > 0 ? Promise.resolve(queue.shift()!) : new Promise((resolve) => waiting.push(resolve)));
}

function runTs(args: string[], nodeArgs: string[] = []): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, 'scripts/run-ts.mjs', ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
}

const TEAM = ['scout', 'medic', 'leader', 'engineer'] as const;

/** One room of four clients in this process; resolves with them once the game started. */
async function room(url: string, n: number): Promise<RoomClient[]> {
  const opts = (name: string) => ({ url, name, seats: memorySeatStore(), storage: null, reconnect: false as const });
  const host = await connectRoom(opts('h'), { create: { difficulty: 'normal', players: 1, cavers: [...TEAM] } });
  if (!host.ok) throw new Error(JSON.stringify(host.error));
  const clients = [host.client];
  for (let i = 1; i < 4; i++) {
    const c = await connectRoom(opts(`p${i}`), { join: host.client.room!.code });
    if (!c.ok) throw new Error(JSON.stringify(c.error));
    clients.push(c.client);
  }
  for (const [i, c] of clients.entries()) await c.claim(TEAM[i]);
  await host.client.start();
  await Promise.all(
    clients.map(
      (c) =>
        new Promise<void>((resolve) => (c.game ? resolve() : c.subscribe((ch) => ch.t === 'started' && resolve()))),
    ),
  );
  void n;
  return clients;
}

/** Round trips in one room at a time: each action submitted once every client has the last one, until `samples`. */
async function roundTrips(url: string, samples: number): Promise<number[]> {
  const out: number[] = [];
  let n = 0;
  while (out.length < samples) {
    const clients = await room(url, n++);
    const rng = botRng(`rtt-${n}`);
    while (out.length < samples && !clients[0].game!.over) {
      const v = clients[0].game!.version;
      const actor = clients.find((c) => c.game!.waitingFor()?.seat.id === c.game!.me);
      if (!actor) break;
      const a = randomAction(actor.game!.state, rng)!;
      const all = Promise.all(
        clients.map(
          (c) =>
            new Promise<void>((resolve) => {
              if (c.game!.version > v) return resolve();
              const stop = c.subscribe(() => {
                if (c.game!.version > v) {
                  stop();
                  resolve();
                }
              });
            }),
        ),
      );
      const t0 = performance.now();
      const r = await actor.game!.submit(a);
      if (!r.ok) throw new Error(JSON.stringify(r.refusal));
      await all;
      out.push(performance.now() - t0);
    }
    for (const c of clients) c.close();
  }
  return out;
}

export async function netBench(quick: boolean): Promise<NetFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'subterra-netbench-'));
  const server = runTs(['bench/net-server.ts', dir], ['--expose-gc']);
  const fromServer = lines(server);
  const loads: ChildProcess[] = [];
  try {
    const { port } = JSON.parse(await fromServer()) as { port: number };
    const url = `ws://127.0.0.1:${port}`;
    const rtt = await roundTrips(url, quick ? 300 : 1000);
    server.stdin!.write('mem\n');
    const base = JSON.parse(await fromServer()) as { rss: number; heap: number; rooms: number };

    const ROOMS = 200;
    const PROCS = 2;
    const windowS = quick ? 6 : 15;
    for (let i = 0; i < PROCS; i++)
      loads.push(runTs(['bench/net-load.ts', url, String(ROOMS / PROCS), String(windowS), `load-${i}`]));
    const fromLoads = loads.map(lines);
    for (const l of fromLoads) if ((await l()) !== 'ready') throw new Error('a load process did not start');
    for (const c of loads) c.stdin!.write('play\n');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    server.stdin!.write('cpu\n');
    const cpu0 = (JSON.parse(await fromServer()) as { cpuMs: number }).cpuMs;
    for (const c of loads) c.stdin!.write('go\n');
    await new Promise((resolve) => setTimeout(resolve, (windowS * 1000) / 2));
    server.stdin!.write('mem\n');
    const loaded = JSON.parse(await fromServer()) as { rss: number; heap: number; rooms: number };
    await new Promise((resolve) => setTimeout(resolve, (windowS * 1000) / 2));
    for (const c of loads) c.stdin!.write('stop\n');
    server.stdin!.write('cpu\n');
    const cpu1 = (JSON.parse(await fromServer()) as { cpuMs: number }).cpuMs;
    const results = await Promise.all(
      fromLoads.map(async (l) => JSON.parse(await l()) as { actions: number; ms: number; rtt: number[] }),
    );
    const actions = results.reduce((n, r) => n + r.actions, 0);
    const ms = Math.max(...results.map((r) => r.ms));
    const loadRtt = results.flatMap((r) => r.rtt);
    const rooms = Math.max(1, loaded.rooms - base.rooms);
    return {
      rttP50: percentile(rtt, 50),
      rttP99: percentile(rtt, 99),
      rttSamples: rtt.length,
      actionsPerS: (actions / ms) * 1000,
      serverCpuMsPerAction: (cpu1 - cpu0) / Math.max(1, actions),
      serverCpuShare: (cpu1 - cpu0) / ms,
      loadP50: percentile(loadRtt, 50),
      loadP99: percentile(loadRtt, 99),
      mbPerRoom: (loaded.rss - base.rss) / rooms / 1024 / 1024,
      heapMbPerRoom: (loaded.heap - base.heap) / rooms / 1024 / 1024,
      rooms: loaded.rooms,
      windowS,
      cores: availableParallelism(),
    };
  } finally {
    for (const c of loads) c.kill();
    server.stdin!.end();
    await new Promise((resolve) => server.on('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

// Run on its own: node scripts/run-ts.mjs bench/net.ts [--quick]
if (process.argv[1]?.endsWith('net.mjs')) {
  const f = await netBench(process.argv.includes('--quick'));
  console.log(JSON.stringify(f));
}
