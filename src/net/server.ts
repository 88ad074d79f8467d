// The server: many rooms (room.ts) behind one WebSocket endpoint, the only authority over their games.
// It reads every client message as untrusted input (size, rate, JSON, the schemas of protocol.ts),
// answers each problem with an error naming it and goes on; it holds the limits (clients per room,
// rooms, connections, wrong guesses per address, a client that does not read), keeps each player's
// presence, closes idle rooms (their files kept), and on start opens every unfinished room from its
// data folder, so a server killed and started again goes on where it was. It logs connections, rooms
// and games (never a chat line, a token or a password) through the `log` it is given.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import * as http from 'node:http';
import * as https from 'node:https';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { WebSocket, WebSocketServer } from 'ws';
import { type Advisor, tableAdvisor } from '../ai/tableAdvisor.js';
import { sweepTempFiles } from '../record/atomic.js';
import {
  type ClientMessage,
  type ClientMessageOf,
  clientSchemas,
  CLOSE,
  DEFAULT_LIMITS,
  type ErrorBody,
  type GameSpec,
  isClientType,
  type Limits,
  PROTOCOL_VERSION,
  ROOM_PATH,
  type ServerMessage,
} from './protocol.js';
import { type Member, Room, type RoomDeps, type RoomFile, type Sender } from './room.js';
import { newRoomCode, normalizeCode } from './roomCode.js';
import { cleanText } from './text.js';
import { PEER_HEADER, vouchedAddress } from './peer.js';

export interface ServerOptions {
  /** The port (default 7447; 0: any free one). */
  readonly port?: number;
  /** The address to listen on (default: every address of the machine, IPv6 and IPv4). */
  readonly host?: string;
  /** The data folder: room files in `<data>/rooms/`. */
  readonly dataDir: string;
  /** Which saved rooms to open on start (their codes): default every unfinished one, as `serve` does. */
  readonly reopen?: readonly string[];
  /** Serve wss:// with this certificate and key (PEM). */
  readonly tls?: { readonly cert: string | Buffer; readonly key: string | Buffer };
  readonly limits?: Partial<Limits>;
  /** Plays the cavers handed to the AI (default: the fair AI, on a worker thread when `aiWorkerUrl` is given). */
  readonly advisor?: Advisor | null;
  /** The advisor's worker script (dist/ai-worker.js). */
  readonly aiWorkerUrl?: URL;
  /** The AI's thinking time per decision (default 200 ms). */
  readonly aiBudgetMs?: number;
  /** The AI's pace: the least time between being asked and playing (default 600 ms, so players can follow). */
  readonly aiDelayMs?: number;
  /** The subterra version (records, `welcome`). */
  readonly app?: string;
  /** One line per event (connections, rooms, games, problems); never chat, tokens or passwords. */
  readonly log?: (line: string) => void;
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For (the proxy's own last entry). */
  readonly trustProxy?: boolean;
  /**
   * This process's secret for its SSH door: a connection presenting it (peer.ts) is counted
   * by the SSH player's address it names, not as loopback.
   */
  readonly peerKey?: string;
  readonly now?: () => number;
}

/** A sliding count of events per key (wrong guesses, rooms created) within a window. */
class Window {
  private readonly hits = new Map<string, number[]>();
  constructor(
    private readonly max: number,
    private readonly ms: number,
  ) {}
  /** How long until `key` may try again (0: now). */
  wait(key: string, now: number): number {
    const h = this.prune(key, now);
    return h.length < this.max ? 0 : Math.max(1, h[0] + this.ms - now);
  }
  hit(key: string, now: number): void {
    const h = this.prune(key, now);
    h.push(now);
    this.hits.set(key, h);
  }
  private prune(key: string, now: number): number[] {
    const h = (this.hits.get(key) ?? []).filter((t) => t > now - this.ms);
    if (h.length === 0) this.hits.delete(key);
    else this.hits.set(key, h);
    return h;
  }
  sweep(now: number): void {
    for (const k of [...this.hits.keys()]) this.prune(k, now);
  }
}

/** One connection. */
class Conn implements Sender {
  helloed = false;
  room: Room | null = null;
  member: Member | null = null;
  alive = true;
  closed = false;
  /** The token bucket: messages it may still send now. */
  tokens: number;
  last: number;
  refusals: number[] = [];
  helloTimer: ReturnType<typeof setTimeout> | null = null;
  /** A `create` or `join` is under way (a second one meanwhile is refused). */
  entering = false;

  constructor(
    readonly id: number,
    readonly ws: WebSocket,
    readonly addr: string,
    /** The room the path named (null: `/`). */
    readonly pathRoom: string | null,
    private readonly server: GameServer,
    now: number,
  ) {
    this.tokens = server.limits.burst;
    this.last = now;
  }

  send(text: string): void {
    if (this.closed || this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > this.server.limits.sendBufferBytes) {
      this.server.logLine(`conn #${this.id} dropped: it does not read (${this.ws.bufferedAmount} bytes waiting)`);
      this.closed = true;
      this.ws.terminate();
      return;
    }
    this.ws.send(text);
    this.server.sentBytes(text);
  }

  /** Take one message from the bucket (false: over the rate). */
  take(now: number): boolean {
    const l = this.server.limits;
    this.tokens = Math.min(l.burst, this.tokens + ((now - this.last) / 1000) * l.ratePerSecond);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return true;
    }
    return false;
  }
}

export class GameServer {
  readonly limits: Limits;
  private readonly http: http.Server | https.Server;
  private readonly wss: WebSocketServer;
  private readonly rooms = new Map<string, Room>();
  private readonly opening = new Map<string, Promise<Room | null>>();
  private readonly conns = new Set<Conn>();
  private readonly failedJoins: Window;
  private readonly creates: Window;
  private readonly deps: RoomDeps;
  private readonly roomsDir: string;
  private readonly ownAdvisor: Advisor | null;
  private readonly timers: ReturnType<typeof setInterval>[] = [];
  private nextConn = 1;
  private closing = false;
  private portNow = 0;
  private bytesOut = 0;
  private readonly now: () => number;
  private readonly log: (line: string) => void;

  private constructor(private readonly opts: ServerOptions) {
    this.limits = { ...DEFAULT_LIMITS, ...opts.limits };
    this.now = opts.now ?? Date.now;
    this.log = opts.log ?? (() => {});
    this.roomsDir = path.join(opts.dataDir, 'rooms');
    this.failedJoins = new Window(this.limits.failedJoins, this.limits.failedJoinsWindowMs);
    this.creates = new Window(this.limits.creates, this.limits.createsWindowMs);
    let advisor: Advisor | null;
    if (opts.advisor !== undefined) {
      advisor = opts.advisor;
      this.ownAdvisor = null;
    } else {
      advisor = tableAdvisor({
        budgetMs: opts.aiBudgetMs ?? 200,
        seed: `server-${process.pid}-${this.now()}`,
        ...(opts.aiWorkerUrl ? { workerUrl: opts.aiWorkerUrl } : {}),
      });
      this.ownAdvisor = advisor;
    }
    this.deps = {
      dir: this.roomsDir,
      limits: this.limits,
      advisor,
      aiDelayMs: opts.aiDelayMs ?? 600,
      app: opts.app ?? 'subterra',
      log: (l) => this.log(l),
      now: this.now,
    };
    const onRequest = (req: http.IncomingMessage, res: http.ServerResponse): void => {
      if (req.method === 'GET' && (req.url === '/healthz' || req.url === '/healthz/')) {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('ok\n');
        return;
      }
      res.writeHead(426, { 'content-type': 'text/plain', upgrade: 'websocket' }).end('subterra: a WebSocket server\n');
    };
    this.http = opts.tls
      ? https.createServer({ cert: opts.tls.cert, key: opts.tls.key }, onRequest)
      : http.createServer(onRequest);
    this.wss = new WebSocketServer({ noServer: true, maxPayload: this.limits.frameBytes, perMessageDeflate: false });
    this.http.on('upgrade', (req, socket, head) => this.upgrade(req, socket, head));
    this.http.on('clientError', (_e, socket) => socket.destroy());
  }

  /** Start a server: its rooms opened from the data folder, listening once this resolves. */
  static async start(opts: ServerOptions): Promise<GameServer> {
    const s = new GameServer(opts);
    await s.openSaved();
    await s.listen();
    s.timers.push(setInterval(() => s.heartbeat(), s.limits.pingMs));
    s.timers.push(setInterval(() => s.sweep(), Math.max(1000, Math.min(60_000, s.limits.idleRoomMs / 4))));
    for (const t of s.timers) t.unref();
    return s;
  }

  private listen(): Promise<void> {
    const port = this.opts.port ?? 7447;
    return new Promise((resolve, reject) => {
      const onError = (e: NodeJS.ErrnoException): void => {
        // No IPv6 on this machine: every IPv4 address instead.
        if (this.opts.host === undefined && (e.code === 'EAFNOSUPPORT' || e.code === 'EADDRNOTAVAIL')) {
          this.http.once('error', reject);
          this.http.listen(port, '0.0.0.0', () => done());
          return;
        }
        reject(e);
      };
      const done = (): void => {
        this.http.off('error', onError);
        this.portNow = (this.http.address() as AddressInfo).port;
        this.log(
          `listening on ${this.opts.tls ? 'wss' : 'ws'}://${this.opts.host ?? '*'}:${this.portNow} (data ${this.opts.dataDir})`,
        );
        resolve();
      };
      this.http.once('error', onError);
      this.http.listen(port, this.opts.host ?? '::', () => done());
    });
  }

  get port(): number {
    return this.portNow;
  }

  get tls(): boolean {
    return this.opts.tls !== undefined;
  }

  /** The rooms open now. */
  get roomCount(): number {
    return this.rooms.size;
  }

  get connectionCount(): number {
    return this.conns.size;
  }

  /** An open room (tests, the host's own). */
  room(code: string): Room | undefined {
    return this.rooms.get(code);
  }

  /** Bytes sent to clients so far. */
  get bytesSent(): number {
    return this.bytesOut;
  }

  /** @internal */
  sentBytes(text: string): void {
    this.bytesOut += text.length;
  }

  /** @internal */
  logLine(line: string): void {
    this.log(line);
  }

  // ---- Rooms

  /** Open a new room with its host as its first player (`subterra host` calls this directly). */
  async createRoom(p: {
    readonly name: string;
    readonly game: GameSpec;
    readonly password?: string;
    readonly conn?: Sender | null;
  }): Promise<{ readonly room: Room; readonly token: string } | ErrorBody> {
    if (this.closing) return { code: 'closing' };
    if (this.rooms.size + this.opening.size >= this.limits.rooms) return { code: 'rooms-full', max: this.limits.rooms };
    let code = newRoomCode();
    while (this.rooms.has(code) || this.opening.has(code) || existsSync(this.roomFile(code))) code = newRoomCode();
    // Hold the code while the room's first save is made.
    const made = Room.create(code, this.deps, { name: p.name, conn: p.conn ?? null }, p.game, p.password ?? null);
    this.opening.set(
      code,
      made.then((r) => ('room' in r ? r.room : null)),
    );
    const r = await made;
    this.opening.delete(code);
    if (!('room' in r)) return r;
    this.rooms.set(code, r.room);
    this.log(`room ${code} created${p.password ? ' (with a password)' : ''}`);
    return r;
  }

  private roomFile(code: string): string {
    return path.join(this.roomsDir, `${code}.json`);
  }

  /** A room by its code: open, or opened from its file (null: there is none, or too many are open). */
  private async openRoom(code: string): Promise<Room | null | 'full'> {
    const open = this.rooms.get(code);
    if (open) return open;
    const opening = this.opening.get(code);
    if (opening) return opening;
    if (!existsSync(this.roomFile(code))) return null;
    if (this.rooms.size + this.opening.size >= this.limits.rooms) return 'full';
    const p = this.readRoom(code);
    this.opening.set(code, p);
    const room = await p;
    this.opening.delete(code);
    if (room) this.rooms.set(code, room);
    return room;
  }

  private async readRoom(code: string): Promise<Room | null> {
    try {
      const file = JSON.parse(await readFile(this.roomFile(code), 'utf8')) as RoomFile;
      const room = Room.load(file, this.deps);
      if (typeof room === 'string') {
        this.log(`room ${code}: cannot open its file: ${room}`);
        return null;
      }
      return room;
    } catch (e) {
      this.log(`room ${code}: cannot read its file: ${e instanceof Error ? e.message : String(e)}`);
      return null;
    }
  }

  /** On start: every unfinished room in the data folder, as it was last saved. */
  private async openSaved(): Promise<void> {
    sweepTempFiles(this.roomsDir);
    let names: string[];
    try {
      names = await readdir(this.roomsDir);
    } catch {
      return;
    }
    let opened = 0;
    for (const name of names.sort()) {
      const m = /^([A-Z]+-[0-9A-Z]+)\.json$/.exec(name);
      if (!m || this.rooms.size >= this.limits.rooms) continue;
      if (this.opts.reopen !== undefined && !this.opts.reopen.includes(m[1])) continue;
      const room = await this.readRoom(m[1]);
      if (room === null) continue;
      if (room.phase === 'over') {
        room.close();
        continue;
      }
      this.rooms.set(room.code, room);
      opened++;
    }
    if (opened > 0) this.log(`opened ${opened} unfinished room${opened === 1 ? '' : 's'} from ${this.roomsDir}`);
  }

  // ---- Connections

  private upgrade(req: http.IncomingMessage, socket: import('node:stream').Duplex, head: Buffer): void {
    const url = req.url ?? '/';
    const p = url.split('?')[0];
    let pathRoom: string | null = null;
    if (p.startsWith(ROOM_PATH)) {
      let raw = p.slice(ROOM_PATH.length);
      try {
        raw = decodeURIComponent(raw);
      } catch {
        raw = '';
      }
      pathRoom = normalizeCode(raw);
      if (pathRoom === null) return reject(socket, 404, 'Not Found');
    } else if (p !== '/') return reject(socket, 404, 'Not Found');
    if (this.closing) return reject(socket, 503, 'Service Unavailable');
    if (this.conns.size >= this.limits.connections) return reject(socket, 503, 'Service Unavailable');
    this.wss.handleUpgrade(req, socket, head, (ws) => this.connected(ws, req, pathRoom));
  }

  private addressOf(req: http.IncomingMessage): string {
    const direct = req.socket.remoteAddress ?? '?';
    const vouched = vouchedAddress(req.headers[PEER_HEADER], this.opts.peerKey);
    if (vouched !== null) return vouched;
    if (!this.opts.trustProxy) return direct;
    const fwd = req.headers['x-forwarded-for'];
    const list = (Array.isArray(fwd) ? fwd.join(',') : (fwd ?? ''))
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    return list.length > 0 ? list[list.length - 1] : direct;
  }

  private connected(ws: WebSocket, req: http.IncomingMessage, pathRoom: string | null): void {
    const conn = new Conn(this.nextConn++, ws, this.addressOf(req), pathRoom, this, this.now());
    this.conns.add(conn);
    this.log(`conn #${conn.id} from ${conn.addr}${pathRoom ? ` for ${pathRoom}` : ''}`);
    conn.helloTimer = setTimeout(() => {
      if (!conn.helloed) ws.close(CLOSE.helloTimeout, 'hello');
    }, this.limits.helloMs);
    ws.on('pong', () => {
      conn.alive = true;
    });
    ws.on('message', (data, isBinary) => {
      try {
        this.message(conn, data, isBinary);
      } catch (e) {
        this.log(`conn #${conn.id}: internal error: ${e instanceof Error ? e.message : String(e)}`);
        this.reply(conn, { t: 'error', code: 'internal' });
      }
    });
    ws.on('error', () => {
      /* the close follows */
    });
    ws.on('close', (code) => {
      conn.closed = true;
      if (conn.helloTimer) clearTimeout(conn.helloTimer);
      this.conns.delete(conn);
      if (conn.room && conn.member) conn.room.disconnect(conn.member, conn);
      this.log(`conn #${conn.id} closed (${code})${conn.member ? ` ${conn.room?.code} ${conn.member.id}` : ''}`);
    });
  }

  private reply(conn: Conn, m: ServerMessage): void {
    conn.send(JSON.stringify(m));
  }

  private error(conn: Conn, body: ErrorBody, re?: number): void {
    this.reply(conn, { t: 'error', ...body, ...(re !== undefined ? { re } : {}) });
  }

  private message(conn: Conn, data: WebSocket.RawData, isBinary: boolean): void {
    conn.alive = true;
    const now = this.now();
    if (!conn.take(now)) {
      conn.refusals = conn.refusals.filter((t) => t > now - this.limits.floodWindowMs);
      conn.refusals.push(now);
      if (conn.refusals.length > this.limits.floodRefusals) {
        this.log(
          `conn #${conn.id} closed: flooding (${conn.refusals.length} messages over the rate in ${this.limits.floodWindowMs / 1000} s)`,
        );
        conn.closed = true;
        conn.ws.close(CLOSE.flood, 'flood');
        return;
      }
      const retryMs = Math.ceil(((1 - conn.tokens) / this.limits.ratePerSecond) * 1000);
      this.error(conn, { code: 'rate-limited', retryMs }, requestId(data, isBinary, this.limits.messageBytes));
      return;
    }
    if (isBinary) return this.error(conn, { code: 'bad-frame' });
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
    if (size > this.limits.messageBytes) return this.error(conn, { code: 'too-large', max: this.limits.messageBytes });
    let raw: unknown;
    try {
      raw = JSON.parse(
        Buffer.isBuffer(data)
          ? data.toString('utf8')
          : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]).toString('utf8'),
      );
    } catch {
      return this.error(conn, { code: 'bad-json' });
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || typeof (raw as { t?: unknown }).t !== 'string')
      return this.error(conn, { code: 'bad-message' });
    const obj = raw as { t: string; id?: unknown };
    const re =
      typeof obj.id === 'number' && Number.isInteger(obj.id) && obj.id >= 0 && obj.id < 2 ** 31 ? obj.id : undefined;
    if (!isClientType(obj.t)) return this.error(conn, { code: 'unknown-message', got: cleanText(obj.t, 32) }, re);
    const parsed = clientSchemas[obj.t].safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue.path.map(String).join('.');
      return this.error(conn, { code: 'invalid', path: cleanText(where, 64), issue: issue.code }, re);
    }
    this.dispatch(conn, parsed.data as ClientMessage, re);
  }

  private dispatch(conn: Conn, m: ClientMessage, re: number | undefined): void {
    if (m.t === 'hello') {
      if (m.v !== PROTOCOL_VERSION) {
        this.error(conn, { code: 'version', want: PROTOCOL_VERSION, got: m.v }, re);
        conn.ws.close(CLOSE.version, 'version');
        return;
      }
      conn.helloed = true;
      if (conn.helloTimer) clearTimeout(conn.helloTimer);
      conn.helloTimer = null;
      this.reply(conn, {
        t: 'welcome',
        v: PROTOCOL_VERSION,
        app: this.deps.app,
        limits: this.limits,
        time: this.now(),
        ...(re !== undefined ? { re } : {}),
      });
      return;
    }
    if (!conn.helloed) return this.error(conn, { code: 'hello-first' }, re);
    if (m.t === 'ping') return this.reply(conn, { t: 'pong', time: this.now(), ...(re !== undefined ? { re } : {}) });
    if (this.closing) return this.error(conn, { code: 'closing' }, re);
    if (m.t === 'create' || m.t === 'join') {
      if (conn.room !== null || conn.entering) return this.error(conn, { code: 'already-in-room' }, re);
      conn.entering = true;
      const done = (): void => {
        conn.entering = false;
      };
      if (m.t === 'create') this.create(conn, m, re).then(done, done);
      else this.join(conn, m, re).then(done, done);
      return;
    }
    const room = conn.room;
    const member = conn.member;
    if (room === null || member === null) return this.error(conn, { code: 'not-in-room' }, re);
    const reply = (msg: ServerMessage): void => this.reply(conn, msg);
    switch (m.t) {
      case 'configure':
        return room.configure(member, m.game, reply, re);
      case 'claim':
        return room.claim(member, m.caver, reply, re);
      case 'release':
        return room.release(member, m.caver, reply, re);
      case 'assign':
        return room.assign(member, m.caver, m.to, reply, re);
      case 'start':
        return room.start(member, reply, re);
      case 'act':
        return room.act(member, m.action, m.at, reply, re);
      case 'undo':
        return room.undo(member, m.at, reply, re);
      case 'chat':
        return room.chat(member, m.text, reply, re);
      case 'sync':
        return room.sync(m.from, reply, re);
      case 'leave':
        room.disconnect(member, conn);
        conn.room = null;
        conn.member = null;
        return this.reply(conn, { t: 'ok', ...(re !== undefined ? { re } : {}) });
    }
  }

  private async create(conn: Conn, m: ClientMessageOf<'create'>, re: number | undefined): Promise<void> {
    if (conn.room !== null) return this.error(conn, { code: 'already-in-room' }, re);
    const now = this.now();
    const wait = this.creates.wait(conn.addr, now);
    if (wait > 0) return this.error(conn, { code: 'too-many-attempts', retryMs: wait }, re);
    this.creates.hit(conn.addr, now);
    const r = await this.createRoom({ name: m.name, game: m.game, password: m.password, conn });
    if (!('room' in r)) return this.error(conn, r, re);
    if (conn.closed) {
      r.room.disconnect({ kind: 'player', id: 'p1' }, conn);
      return;
    }
    conn.room = r.room;
    conn.member = { kind: 'player', id: 'p1' };
    this.log(`conn #${conn.id} created ${r.room.code} as p1`);
    this.reply(conn, {
      t: 'joined',
      room: r.room.info(),
      you: { id: 'p1', role: 'player' },
      token: r.token,
      time: this.now(),
      ...(re !== undefined ? { re } : {}),
    });
    r.room.welcome(conn, -1);
  }

  private async join(conn: Conn, m: ClientMessageOf<'join'>, re: number | undefined): Promise<void> {
    if (conn.room !== null) return this.error(conn, { code: 'already-in-room' }, re);
    const now = this.now();
    const wait = this.failedJoins.wait(conn.addr, now);
    if (wait > 0) return this.error(conn, { code: 'too-many-attempts', retryMs: wait }, re);
    const miss = (body: ErrorBody): void => {
      this.failedJoins.hit(conn.addr, this.now());
      this.error(conn, body, re);
    };
    const code = normalizeCode(m.room);
    if (code === null || (conn.pathRoom !== null && conn.pathRoom !== code)) return miss({ code: 'no-such-room' });
    const room = await this.openRoom(code);
    if (room === 'full') return this.error(conn, { code: 'rooms-full', max: this.limits.rooms }, re);
    if (room === null || room.closed) return miss({ code: 'no-such-room' });
    if (conn.closed || conn.room !== null) return;
    const have = m.have ?? -1;
    if (m.token !== undefined && m.watch !== true) {
      const id = room.playerByToken(m.token);
      if (id === null) return miss({ code: 'bad-token' });
      const bad = room.rejoin(id, conn);
      if (bad !== null) return this.error(conn, bad, re);
      this.enter(conn, room, { kind: 'player', id }, re, undefined, have);
      return;
    }
    if (!(await room.passwordOk(m.password)))
      return miss(m.password === undefined ? { code: 'password-needed' } : { code: 'bad-password' });
    if (conn.closed || conn.room !== null) return;
    if (m.watch === true) {
      const r = room.addSpectator(conn, m.name);
      if ('code' in r) return this.error(conn, r, re);
      this.enter(conn, room, { kind: 'spectator', id: r.id }, re, undefined, have);
      return;
    }
    await new Promise<void>((resolve) =>
      room.addPlayer(conn, m.name, (r) => {
        resolve();
        if ('code' in r) return this.error(conn, r, re);
        if (conn.closed) {
          room.disconnect({ kind: 'player', id: r.id }, conn);
          return;
        }
        this.enter(conn, room, { kind: 'player', id: r.id }, re, r.token, have);
      }),
    );
  }

  private enter(
    conn: Conn,
    room: Room,
    member: Member,
    re: number | undefined,
    token: string | undefined,
    have: number,
  ): void {
    conn.room = room;
    conn.member = member;
    this.log(
      `conn #${conn.id} joined ${room.code} as ${member.id}${member.kind === 'spectator' ? ' (watching)' : token ? ' (new)' : ''}`,
    );
    this.reply(conn, {
      t: 'joined',
      room: room.info(),
      you: { id: member.id, role: member.kind },
      ...(token !== undefined ? { token } : {}),
      time: this.now(),
      ...(re !== undefined ? { re } : {}),
    });
    room.welcome(conn, have);
  }

  // ---- Upkeep

  private heartbeat(): void {
    for (const c of this.conns) {
      if (!c.alive) {
        this.log(`conn #${c.id} dropped: no answer to pings`);
        c.ws.terminate();
        continue;
      }
      c.alive = false;
      try {
        c.ws.ping();
      } catch {
        /* closing */
      }
    }
  }

  /** Close rooms nobody has been in for `idleRoomMs` (their files stay: a join opens them again). */
  private sweep(): void {
    const now = this.now();
    for (const [code, room] of this.rooms) {
      const idle = room.idleSince;
      if (idle === null || now - idle < this.limits.idleRoomMs || room.busy) continue;
      room.close();
      this.rooms.delete(code);
      this.log(`room ${code} closed: idle for ${Math.round((now - idle) / 60_000)} min (its file is kept)`);
    }
    this.failedJoins.sweep(now);
    this.creates.sweep(now);
  }

  /**
   * Shut down: no new connections, everyone told (`closing`, close 1001), every room's last change
   * saved (waiting at most `graceMs`), the AI's thread stopped.
   */
  async close(graceMs = 10_000): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    for (const t of this.timers) clearInterval(t);
    const stopped = new Promise<void>((resolve) => this.http.close(() => resolve()));
    for (const c of this.conns) {
      this.error(c, { code: 'closing' });
      c.ws.close(CLOSE.goingAway, 'closing');
    }
    const saved = Promise.all([...this.rooms.values()].map((r) => r.flushed()));
    let timer: ReturnType<typeof setTimeout> | null = null;
    await Promise.race([saved, new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    if (timer) clearTimeout(timer);
    const closed = [...this.rooms.values()];
    for (const r of closed) r.close();
    this.rooms.clear();
    this.ownAdvisor?.close?.();
    // The clients' answers to the close, for a moment; then whoever has not answered is cut off.
    const deadline = Date.now() + Math.min(1000, graceMs);
    while (this.conns.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    for (const c of this.conns) c.ws.terminate();
    this.http.closeAllConnections?.();
    await stopped;
    // A room's write under way when it closed ends before the server says it stopped (its
    // temporary file renamed or removed): nothing of it is left to a process that removes the folder.
    await Promise.all(closed.map((r) => r.settled()));
    this.log('stopped');
  }
}

/** The `id` of a message refused before it is read (so the answer names it), or undefined. */
function requestId(data: WebSocket.RawData, isBinary: boolean, max: number): number | undefined {
  if (isBinary) return undefined;
  const buf = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
  if (buf.length > max) return undefined;
  try {
    const id = (JSON.parse(buf.toString('utf8')) as { id?: unknown }).id;
    return typeof id === 'number' && Number.isInteger(id) && id >= 0 && id < 2 ** 31 ? id : undefined;
  } catch {
    return undefined;
  }
}

function reject(socket: import('node:stream').Duplex, status: number, text: string): void {
  socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}
