// Test kit for the network core: a server on 127.0.0.1 with its data in a temporary folder, clients
// that keep nothing on disk, and bots that play through a client from what it sees (its world's legal
// actions, never the server's state).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { botRng, randomAction } from '../../src/bots/random.js';
import type { WebSocket } from 'ws';
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
  /** How often (0 to 1) it takes back its last action when the table says it may. */
  undoRate = 0,
): { stop: () => void; tally: { sent: number; refused: Record<string, number>; lastAcked: number; undone: number } } {
  const rng = botRng(seed);
  const tally = { sent: 0, refused: {} as Record<string, number>, lastAcked: -1, undone: 0 };
  let busy = false;
  let stopped = false;
  const go = (): void => {
    const g = c.game;
    if (stopped || busy || g === null || g.over || g.me === null) return;
    const w = g.waitingFor();
    if (w === null || w.seat.id !== g.me) return;
    if (undoRate > 0 && g.takeBackOffer(g.me).ok && rng() < undoRate) {
      busy = true;
      void g.takeBack().then((a) => {
        busy = false;
        if (a.ok) tally.undone += 1;
        else tally.refused[a.refusal.code] = (tally.refused[a.refusal.code] ?? 0) + 1;
        setImmediate(go);
      });
      return;
    }
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

/** A bare WebSocket to a server, speaking the protocol by hand (for malformed and hostile input). */
export interface Raw {
  readonly ws: WebSocket;
  /** Send a message (an object is sent as JSON; a string as it is; a Buffer as a binary frame). */
  send(m: object | string | Buffer): void;
  /** The next message from the server (parsed), waiting up to `ms`. */
  next(ms?: number): Promise<Record<string, unknown>>;
  /** Messages received and not yet taken. */
  readonly inbox: Record<string, unknown>[];
  /** Resolves with the close code once the connection is closed. */
  readonly closed: Promise<number>;
  /** `hello` and its `welcome`. */
  hello(): Promise<void>;
  close(): void;
}

export async function raw(url: string, path = '/'): Promise<Raw> {
  const { WebSocket } = await import('ws');
  const ws = new WebSocket(`${url}${path}`, { maxPayload: 64 * 1024 * 1024 });
  const inbox: Record<string, unknown>[] = [];
  const waiting: ((m: Record<string, unknown>) => void)[] = [];
  ws.on('message', (d) => {
    const m = JSON.parse(String(d)) as Record<string, unknown>;
    const w = waiting.shift();
    if (w) w(m);
    else inbox.push(m);
  });
  ws.on('error', () => {});
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const r: Raw = {
    ws,
    inbox,
    closed,
    send: (m) => {
      if (Buffer.isBuffer(m)) ws.send(m, { binary: true });
      else ws.send(typeof m === 'string' ? m : JSON.stringify(m));
    },
    next: (ms = 5000) =>
      inbox.length > 0
        ? Promise.resolve(inbox.shift()!)
        : new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
              const i = waiting.indexOf(take);
              if (i >= 0) waiting.splice(i, 1);
              reject(new Error('no message from the server in time'));
            }, ms);
            const take = (m: Record<string, unknown>): void => {
              clearTimeout(timer);
              resolve(m);
            };
            waiting.push(take);
          }),
    hello: async () => {
      r.send({ t: 'hello', v: 1 });
      const w = await r.next();
      if (w.t !== 'welcome') throw new Error(`expected welcome, got ${JSON.stringify(w)}`);
    },
    close: () => ws.terminate(),
  };
  return r;
}

/** The next message of a type (others before it are dropped). */
export async function nextOf(r: Raw, t: string, ms = 5000): Promise<Record<string, unknown>> {
  for (;;) {
    const m = await r.next(ms);
    if (m.t === t) return m;
  }
}

/** Resolve when `check` holds (asked every 20 ms), or fail after `ms`: for what no client is told of. */
export async function poll(check: () => boolean, ms = 10_000, what = 'a condition'): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
