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

/** Every client `connect` made, for `closeClients` (afterEach): none goes on reconnecting after its test. */
const made = new Set<RoomClient>();

export function closeClients(): void {
  for (const c of made) c.close();
  made.clear();
}

export async function connect(
  url: string,
  name: string,
  req: RoomRequest,
  over: Partial<ConnectOptions> = {},
): Promise<RoomClient> {
  const r = await connectRoom(clientOptions(url, name, over), req);
  if (!r.ok) throw new Error(`cannot connect ${name}: ${JSON.stringify(r.error)}`);
  made.add(r.client);
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
): { stop: () => void; tally: { sent: number; refused: Record<string, number>; lastAcked: number } } {
  const rng = botRng(seed);
  const tally = { sent: 0, refused: {} as Record<string, number>, lastAcked: -1 };
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
      else tally.lastAcked = Math.max(tally.lastAcked, a.version);
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

/**
 * A TCP proxy in front of a server: every byte the server sends to each client is kept (one buffer a
 * connection), and `cut()` breaks every connection at once (a network failure: the client sees its
 * connection drop and comes back through the proxy).
 */
export interface Proxy {
  readonly port: number;
  readonly url: string;
  /** The bytes from the server, one buffer per connection, in the order they were opened. */
  readonly downstream: Buffer[][];
  cut(): void;
  close(): Promise<void>;
}

export async function proxy(targetPort: number): Promise<Proxy> {
  const net = await import('node:net');
  const downstream: Buffer[][] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    const chunks: Buffer[] = [];
    downstream.push(chunks);
    sockets.add(client);
    sockets.add(upstream);
    upstream.on('data', (d: Buffer) => {
      chunks.push(Buffer.from(d));
      client.write(d);
    });
    client.on('data', (d: Buffer) => upstream.write(d));
    const end = (): void => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as import('node:net').AddressInfo).port;
  return {
    port,
    url: `ws://127.0.0.1:${port}`,
    downstream,
    cut: () => {
      for (const s of [...sockets]) s.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of [...sockets]) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The text messages in a server's byte stream to one client (after the HTTP upgrade), as sent. */
export function textFrames(bytes: Buffer): string[] {
  const head = bytes.indexOf('\r\n\r\n');
  let at = head < 0 ? bytes.length : head + 4;
  const out: string[] = [];
  let parts: Buffer[] = [];
  while (at + 2 <= bytes.length) {
    const fin = (bytes[at] & 0x80) !== 0;
    const op = bytes[at] & 0x0f;
    let len = bytes[at + 1] & 0x7f;
    let p = at + 2;
    if (len === 126) {
      len = bytes.readUInt16BE(p);
      p += 2;
    } else if (len === 127) {
      len = Number(bytes.readBigUInt64BE(p));
      p += 8;
    }
    if (p + len > bytes.length) break;
    const payload = bytes.subarray(p, p + len);
    at = p + len;
    if (op === 1 || op === 0) {
      parts.push(payload);
      if (fin) {
        out.push(Buffer.concat(parts).toString('utf8'));
        parts = [];
      }
    }
  }
  return out;
}

/** A record's action as a table plays it: a whole Reveal or Explore with no tile drawn is a draw, then the placement. */
export function tableSteps(action: Action, drawnNow: boolean): Action[] {
  if ((action.do === 'reveal' || action.do === 'explore') && !drawnNow) {
    const draw: Action = { caver: action.caver, do: 'draw', kind: action.do, dir: action.dir };
    if (action.discard) {
      const { discard: _discard, ...place } = action;
      return [draw, { caver: action.caver, do: 'pathfinder' }, place];
    }
    return [draw, action];
  }
  return [action];
}
