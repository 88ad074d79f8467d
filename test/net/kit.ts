// Test kit for the network core: a server on 127.0.0.1 with its data in a temporary folder, clients
// that keep nothing on disk, and bots that play through a client from what it sees (its world's legal
// actions, never the server's state).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { botRng, randomAction } from '../../src/bots/random.js';
import { type Action, determinize, legalActions, type PlayerView } from '../../src/engine/index.js';
import type { Advisor } from '../../src/ai/tableAdvisor.js';
import { type ConnectOptions, connectRoom, type RoomClient, type RoomRequest } from '../../src/net/client.js';
import type { GameSpec, Limits } from '../../src/net/protocol.js';
import { GameServer, type ServerOptions } from '../../src/net/server.js';
import { memorySeatStore } from '../../src/net/seats.js';

export const TEAM4 = ['scout', 'medic', 'leader', 'engineer'] as const;

export function game(over: Partial<GameSpec> = {}): GameSpec {
  return { difficulty: 'normal', players: 1, cavers: [...TEAM4], ...over };
}

/** A temporary data folder, removed by the returned function. */
export function tempDir(name = 'net'): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `subterra-${name}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** An advisor for the AI's seat that plays a random legal action of a world dealt from the view (fair, and quick). */
export function quickAdvisor(seed = 'quick'): Advisor {
  const rng = botRng(seed);
  let n = 0;
  return {
    advise: (view: PlayerView) =>
      Promise.resolve().then(() => {
        const world = determinize(view, `${seed}/${n++}`);
        const all = legalActions(world);
        return { action: all[Math.floor(rng() * all.length)] };
      }),
  };
}

export interface TestServer {
  server: GameServer;
  url: string;
  dir: string;
  lines: string[];
  stop: () => Promise<void>;
}

export async function startServer(
  over: Partial<ServerOptions> & { limits?: Partial<Limits> } = {},
  dir?: string,
): Promise<TestServer> {
  const t = dir === undefined ? tempDir() : null;
  const data = dir ?? t!.dir;
  const lines: string[] = [];
  const server = await GameServer.start({
    port: 0,
    host: '127.0.0.1',
    dataDir: data,
    advisor: quickAdvisor(),
    aiDelayMs: 0,
    app: 'test',
    log: (l) => lines.push(l),
    ...over,
  });
  return {
    server,
    url: `ws://127.0.0.1:${server.port}`,
    dir: data,
    lines,
    stop: async () => {
      await server.close(2000);
      t?.remove();
    },
  };
}

export function clientOptions(url: string, name: string, over: Partial<ConnectOptions> = {}): ConnectOptions {
  return { url, name, seats: memorySeatStore(), storage: null, reconnect: { minMs: 20, maxMs: 200 }, ...over };
}

export async function connect(
  url: string,
  name: string,
  req: RoomRequest,
  over: Partial<ConnectOptions> = {},
): Promise<RoomClient> {
  const r = await connectRoom(clientOptions(url, name, over), req);
  if (!r.ok) throw new Error(`cannot connect ${name}: ${JSON.stringify(r.error)}`);
  return r.client;
}

/** Resolve when `check` holds for the client (checked on every change), or fail after `ms`. */
export function until(c: RoomClient, check: () => boolean, ms = 20_000, what = 'a condition'): Promise<void> {
  return new Promise((resolve, reject) => {
    if (check()) return resolve();
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`timed out waiting for ${what}`));
    }, ms);
    const stop = c.subscribe(() => {
      if (check()) {
        clearTimeout(timer);
        stop();
        resolve();
      }
    });
  });
}

/**
 * A bot at a client: whenever the game waits on this client's seat, it picks a random legal action of
 * the client's own world (what it was shown) and submits it. Returns a stop function and its tally.
 */
export function bot(
  c: RoomClient,
  seed: string,
): { stop: () => void; tally: { sent: number; refused: Record<string, number> } } {
  const rng = botRng(seed);
  const tally = { sent: 0, refused: {} as Record<string, number> };
  let busy = false;
  let stopped = false;
  const go = (): void => {
    const g = c.game;
    if (stopped || busy || g === null || g.over || g.me === null) return;
    const w = g.waitingFor();
    if (w === null || w.seat.id !== g.me) return;
    const action: Action | null = randomAction(g.state, rng);
    if (action === null) return;
    busy = true;
    tally.sent += 1;
    void g.submit(action).then((a) => {
      busy = false;
      if (!a.ok) tally.refused[a.refusal.code] = (tally.refused[a.refusal.code] ?? 0) + 1;
      setImmediate(go);
    });
  };
  const unsub = c.subscribe(() => setImmediate(go));
  setImmediate(go);
  return {
    stop: () => {
      stopped = true;
      unsub();
    },
    tally,
  };
}
