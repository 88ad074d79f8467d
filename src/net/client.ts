// The client core: a connection to a room on a server, and the room as this player sees it. No screen
// here (no Ink, React or terminal): the lobby, the remote table, the chat and `subterra join` are
// built on it.
//
//   const r = await connectRoom({ url, name }, { join: 'RIVER-7Q4KXM' });
//   if (!r.ok) ...r.error.code...
//   const room = r.client;           // the lobby: room.room (players, holders, the game), room.me
//   room.subscribe((c) => ...);      // lobby, seating, started, applied, taken-back, chat, connection, end
//   await room.claim('scout'); ...   // lobby commands, each resolving with the server's answer
//   const g = room.game;             // once the game started: a table the screens read like a Session
//   g.legalFor(g.me); await g.submit(action); await g.takeBack();
//
// It reconnects by itself with backoff (with the seat token kept in the player's data folder: seats.ts)
// and catches up on what it missed. At the end it checks the commitment and every view it was shown
// (verify.ts) and saves the record in the player's games folder, like a local game's.
// docs/PROTOCOL.md says which of a Session's surface a remote game has, and where it differs.
import WebSocket from 'ws';
import type { Action, CaverId, Fates, GameState, PlayerView } from '../engine/index.js';
import { AI_SEAT, type LogEntry, type Seat, type SeatId, type Seating, type Waiting } from '../play/index.js';
import type { StorageOptions } from '../record/files.js';
import { newGameFileName } from '../record/paths.js';
import { saveRecord } from '../record/storage.js';
import { roomUrl } from './address.js';
import {
  GameMirror,
  type MirrorChange,
  type RemoteApplied,
  type TakeBackOffer,
  caversOf,
  holderOf,
  seatById,
  type ShownStep,
} from './mirror.js';
import {
  type ClientMessage,
  type Commitment,
  type ErrorBody,
  type GameSpec,
  type HolderId,
  type Limits,
  PROTOCOL_VERSION,
  type Reveal,
  type RoomInfo,
  type ServerMessage,
} from './protocol.js';
import { fileSeatStore, type SeatStore } from './seats.js';
import { type Verification, verifyGame } from './verify.js';
import { peerHeader } from './peer.js';

/** Why a request got no answer from the server itself. */
export type LocalError =
  /** The connection was lost before the answer came (an action may or may not have been applied: the table catches up). */
  | { readonly code: 'disconnected' }
  /** No answer in time. */
  | { readonly code: 'timeout' }
  /** The client is closed. */
  | { readonly code: 'closed' }
  /** The server could not be reached (or spoke no WebSocket). */
  | { readonly code: 'unreachable'; readonly reason: string }
  /** The server sent something this client cannot read. */
  | { readonly code: 'bad-server' };

/** Every reason a request can fail: the server's error codes (protocol.ts ErrorBody) and the client's own. */
export type NetError = ErrorBody | LocalError;

export type Answer<T extends object = object> =
  ({ readonly ok: true } & T) | { readonly ok: false; readonly refusal: NetError };

export interface ConnectOptions {
  /** The server's WebSocket URL without a path (`ws://HOST:PORT`, `wss://HOST:PORT`): address.ts parseAddress. */
  readonly url: string;
  /** The player's name in the room (a spectator's too). */
  readonly name: string;
  /** The subterra version (told to the server). */
  readonly app?: string;
  /** For wss://: a certificate authority to trust (a self-signed server's certificate), or no check at all. */
  readonly tls?: { readonly ca?: string | Buffer; readonly rejectUnauthorized?: boolean };
  /** A session of this process's SSH door: the server's secret and the SSH player's address (peer.ts). */
  readonly peer?: { readonly key: string; readonly address: string };
  /** Where seat tokens are kept (default: the player's data folder); null: nowhere. */
  readonly seats?: SeatStore | null;
  /** Where the record is saved at the end (default: the player's games folder); null: not saved. */
  readonly storage?: StorageOptions | null;
  /** Reconnection after a drop (default on: from 250 ms, doubling to 10 s, with jitter); false: none. */
  readonly reconnect?: false | { readonly minMs?: number; readonly maxMs?: number };
  /** How long a request waits for its answer (default 30 s). */
  readonly timeoutMs?: number;
  /** The clock (default Date.now). */
  readonly now?: () => number;
}

/** What to do in the room: open a new one (as its host), or come into one. */
export type RoomRequest =
  | { readonly create: GameSpec; readonly password?: string }
  | {
      readonly join: string;
      readonly password?: string;
      /** As a spectator: sees the table, takes no action. */
      readonly watch?: boolean;
      /** A seat token to come back with (default: the one kept for this server and room, if any). */
      readonly token?: string;
    };

export type ConnectionStatus = 'open' | 'reconnecting' | 'closed';

/** A line of the table's chat. */
export interface ChatLine {
  readonly from: string;
  readonly name: string;
  readonly text: string;
  /** The server's clock, ms since 1970. */
  readonly time: number;
}

/** What a client's listeners are told. */
export type RoomChange =
  /** The lobby changed: players, presence, holders, the game, the phase. */
  | { readonly t: 'lobby'; readonly room: RoomInfo }
  /** Who holds which caver changed (the game's seating). */
  | { readonly t: 'seating'; readonly seating: Seating }
  /** The game's history arrived from its start (the game started, or was joined under way): `client.game` is there. */
  | { readonly t: 'started'; readonly state: GameState; readonly version: number }
  /** An action was applied: as a Session's `applied`, with worlds for states and without per-event frames. */
  | ({ readonly t: 'applied' } & RemoteApplied)
  | {
      readonly t: 'taken-back';
      readonly seat: SeatId;
      readonly action: Action;
      readonly state: GameState;
      readonly version: number;
    }
  | { readonly t: 'chat'; readonly line: ChatLine }
  | { readonly t: 'connection'; readonly status: ConnectionStatus; readonly error?: NetError }
  /** An error the server sent that answers no request of this client's. */
  | { readonly t: 'error'; readonly error: NetError }
  /**
   * The game is over and the server revealed the deal: the check of the commitment and of every view
   * shown, and where the record was saved (null: not saved, `saveError` says why when it failed).
   */
  | {
      readonly t: 'end';
      readonly reveal: Reveal;
      readonly verification: Verification;
      readonly savedTo: string | null;
      readonly saveError: string | null;
    };

export type RoomListener = (c: RoomChange) => void;

interface Pending {
  readonly resolve: (m: ServerMessage | NetError) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

/** Chat lines a client keeps. */
const CHAT_KEPT = 200;

/**
 * Connect to a server and open or join a room: resolves once in the room (the lobby, and the game's
 * history if it is under way, arrive as changes), or with why not.
 */
export async function connectRoom(
  opts: ConnectOptions,
  req: RoomRequest,
): Promise<{ readonly ok: true; readonly client: RoomClient } | { readonly ok: false; readonly error: NetError }> {
  const c = new RoomClient(opts, req);
  const err = await c.open();
  if (err !== null) {
    c.close();
    return { ok: false, error: err };
  }
  return { ok: true, client: c };
}

export class RoomClient {
  private ws: WebSocket | null = null;
  private statusNow: ConnectionStatus = 'reconnecting';
  private roomNow: RoomInfo | null = null;
  private meNow: { readonly id: string; readonly role: 'player' | 'spectator' } | null = null;
  private token: string | null = null;
  private mirror: GameMirror | null = null;
  private gameNow: RemoteGame | null = null;
  private commit: Commitment | null = null;
  private chose = false;
  private revealed: Reveal | null = null;
  private verified: Verification | null = null;
  private saved: string | null = null;
  private readonly chatLines: ChatLine[] = [];
  private readonly listeners = new Set<RoomListener>();
  private readonly pending = new Map<number, Pending>();
  private ids = 0;
  private closed = false;
  private attempts = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  /** The server's clock less this one's, from its last message with a time. */
  private skew = 0;
  private limitsNow: Limits | null = null;
  private readonly seats: SeatStore | null;
  private readonly now: () => number;
  /** A `sync` sent and not yet answered (so a gap asks once). */
  private syncing = false;

  constructor(
    private readonly opts: ConnectOptions,
    private readonly req: RoomRequest,
  ) {
    this.seats = opts.seats === undefined ? fileSeatStore(opts.storage ?? {}) : opts.seats;
    this.now = opts.now ?? Date.now;
    if ('join' in req && req.token !== undefined) this.token = req.token;
  }

  // ---- What the client knows

  get status(): ConnectionStatus {
    return this.statusNow;
  }

  /** The room's lobby (null until joined). */
  get room(): RoomInfo | null {
    return this.roomNow;
  }

  /** This client in the room: its player id (its seat at the table) and role. */
  get me(): { readonly id: string; readonly role: 'player' | 'spectator' } | null {
    return this.meNow;
  }

  /** The server's limits (from its `welcome`). */
  get limits(): Limits | null {
    return this.limitsNow;
  }

  /** The game, once it has started (null in the lobby). */
  get game(): RemoteGame | null {
    return this.gameNow;
  }

  /** The commitment announced at the start (null before). */
  get commitment(): Commitment | null {
    return this.commit;
  }

  /** The host named the seed or the decks. */
  get hostChose(): boolean {
    return this.chose;
  }

  get chat(): readonly ChatLine[] {
    return this.chatLines;
  }

  /** At the end: the deal and record revealed, the check of them, and where the record was saved. */
  get reveal(): Reveal | null {
    return this.revealed;
  }

  get verification(): Verification | null {
    return this.verified;
  }

  get savedTo(): string | null {
    return this.saved;
  }

  /** What this client was shown, step by step (hashes of the views and events): what the end's check reads. */
  get shown(): readonly ShownStep[] {
    return this.mirror?.shown ?? [];
  }

  /** The seating the room's holders make: every player a seat (this client's `local`, the others `remote`), and the AI's. */
  get seating(): Seating {
    return seatingOf(this.roomNow, this.meNow?.id ?? null);
  }

  /** Whether a player is connected, and for how long (ms) they have been, or been away (by the server's clock). */
  presence(player: string): { readonly connected: boolean; readonly forMs: number } | null {
    const p = this.roomNow?.players.find((x) => x.id === player);
    if (!p) return null;
    return { connected: p.connected, forMs: Math.max(0, this.now() + this.skew - p.since) };
  }

  subscribe(listener: RoomListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  // ---- Lobby commands (each resolves with the server's answer)

  /** Take a caver nobody holds. */
  claim(caver: CaverId): Promise<Answer> {
    return this.command({ t: 'claim', caver });
  }

  release(caver: CaverId): Promise<Answer> {
    return this.command({ t: 'release', caver });
  }

  /** (Host) give a caver to a player, to the AI, or (in the lobby) to nobody. */
  assign(caver: CaverId, to: HolderId | null): Promise<Answer> {
    return this.command({ t: 'assign', caver, to });
  }

  /** (Host) change the game before it starts. */
  configure(game: GameSpec): Promise<Answer> {
    return this.command({ t: 'configure', game });
  }

  /** (Host) start the game: every caver must be held. */
  start(): Promise<Answer> {
    return this.command({ t: 'start' });
  }

  /** A line for the table's chat (control characters are taken out, and it is cut to the server's length). */
  say(text: string): Promise<Answer> {
    return this.command({ t: 'chat', text });
  }

  /** Leave the room for good (a player's seats stay theirs, shown as disconnected) and close. */
  async leave(): Promise<Answer> {
    const a = await this.command({ t: 'leave' });
    this.close();
    return a;
  }

  /** Close the connection (no reconnection); the room keeps this player's seats. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.retry !== null) clearTimeout(this.retry);
    this.retry = null;
    if (this.drainTimer !== null) clearTimeout(this.drainTimer);
    this.drainTimer = null;
    this.queued = [];
    this.failPending({ code: 'closed' });
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.removeAllListeners();
      ws.on('error', () => {});
      if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) ws.close(1000);
    }
    this.setStatus('closed');
  }

  // ---- The game's requests (RemoteGame calls these)

  /** @internal */
  async act(action: Action, at: number): Promise<Answer<{ readonly version: number }>> {
    const m = await this.request({ t: 'act', action, at });
    if ('t' in m && m.t === 'acted') return { ok: true, version: m.v };
    return { ok: false, refusal: refusalOf(m) };
  }

  /** @internal */
  async undo(at: number): Promise<Answer<{ readonly version: number; readonly action: Action }>> {
    const m = await this.request({ t: 'undo', at });
    if ('t' in m && m.t === 'undone') return { ok: true, version: m.v, action: m.action };
    return { ok: false, refusal: refusalOf(m) };
  }

  // ---- The connection

  /** @internal Connect and come into the room: null once in, or why not. */
  open(): Promise<NetError | null> {
    return new Promise((resolve) => {
      this.connect(resolve);
    });
  }

  private connect(first: ((e: NetError | null) => void) | null): void {
    if (this.closed) return;
    const room = 'create' in this.req ? (this.roomNow?.code ?? null) : this.req.join;
    const ws = new WebSocket(roomUrl(this.opts.url, room), {
      maxPayload: 256 * 1024 * 1024,
      handshakeTimeout: 10_000,
      ...(this.opts.tls?.ca !== undefined ? { ca: this.opts.tls.ca } : {}),
      ...(this.opts.tls?.rejectUnauthorized === false ? { rejectUnauthorized: false } : {}),
      ...(this.opts.peer !== undefined ? { headers: peerHeader(this.opts.peer.key, this.opts.peer.address) } : {}),
    });
    this.ws = ws;
    let settled = false;
    const settle = (e: NetError | null): void => {
      if (settled) return;
      settled = true;
      if (first) first(e);
    };
    ws.on('open', () => {
      this.send({ t: 'hello', v: PROTOCOL_VERSION, ...(this.opts.app ? { app: this.opts.app } : {}) });
    });
    ws.on('message', (data, binary) => {
      if (binary) return;
      let m: ServerMessage;
      try {
        m = JSON.parse(String(data)) as ServerMessage;
      } catch {
        return;
      }
      if (typeof m !== 'object' || m === null || typeof m.t !== 'string') return;
      try {
        this.receive(m, settle);
      } catch (e) {
        // A message this client cannot follow: catch up from the start rather than stop.
        this.tell({ t: 'error', error: { code: 'bad-server' } });
        void e;
      }
    });
    ws.on('error', () => {
      /* the close that follows says what became of it */
    });
    ws.on('close', (code) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.queued = [];
      this.syncing = false;
      this.failPending({ code: 'disconnected' });
      if (!settled && this.meNow === null) {
        settle({ code: 'unreachable', reason: code === 1006 ? 'no connection' : `closed ${code}` });
        this.closed = true;
        this.setStatus('closed');
        return;
      }
      settle({ code: 'disconnected' });
      if (this.closed || code === 4000 || this.opts.reconnect === false) {
        this.closed = true;
        this.setStatus('closed');
        return;
      }
      this.setStatus('reconnecting');
      this.scheduleReconnect();
    });
  }

  private scheduleReconnect(): void {
    const r = this.opts.reconnect === false ? {} : (this.opts.reconnect ?? {});
    const min = r.minMs ?? 250;
    const max = r.maxMs ?? 10_000;
    const wait = Math.min(max, min * 2 ** this.attempts) * (0.75 + Math.random() * 0.5);
    this.attempts += 1;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect(null);
    }, wait);
  }

  private receive(m: ServerMessage, settle: (e: NetError | null) => void): void {
    if ('time' in m && typeof m.time === 'number') this.skew = m.time - this.now();
    switch (m.t) {
      case 'welcome':
        this.limitsNow = m.limits;
        this.enter();
        return;
      case 'joined': {
        this.roomNow = m.room;
        this.meNow = m.you;
        if (m.token !== undefined) {
          this.token = m.token;
          this.keepToken(m.room.code, m.you.id);
        }
        this.attempts = 0;
        this.mirror ??= new GameMirror(m.room.game.cavers);
        this.setStatus('open');
        settle(null);
        this.tell({ t: 'lobby', room: m.room });
        this.tell({ t: 'seating', seating: this.seating });
        this.answer(m);
        return;
      }
      case 'lobby': {
        const before =
          JSON.stringify(this.roomNow?.holders ?? {}) + JSON.stringify(this.roomNow?.players.map((p) => p.id));
        this.roomNow = m.room;
        if (this.mirror === null || this.mirror.version < 0) this.mirror = new GameMirror(m.room.game.cavers);
        this.tell({ t: 'lobby', room: m.room });
        if (before !== JSON.stringify(m.room.holders) + JSON.stringify(m.room.players.map((p) => p.id)))
          this.tell({ t: 'seating', seating: this.seating });
        return;
      }
      case 'game': {
        this.commit = m.commitment;
        this.chose = m.hostChose;
        this.syncing = false;
        const mirror = (this.mirror ??= new GameMirror(this.roomNow?.game.cavers ?? []));
        let res = mirror.history(m.base, m.entries, m.undo);
        if ('code' in res) {
          if (m.base === null) {
            mirror.reset();
            res = mirror.history(null, m.entries, m.undo);
          }
          if ('code' in res) {
            this.resync(0);
            this.answer(m);
            return;
          }
        }
        this.gameNow ??= new RemoteGame(this, mirror);
        for (const c of res) this.tellMirror(c);
        this.answer(m);
        return;
      }
      case 'step': {
        const mirror = this.mirror;
        if (mirror === null || this.syncing) return;
        const c = mirror.entry(m.entry, m.undo);
        if ('code' in c) {
          this.resync(mirror.version < 0 ? 0 : mirror.version + 1);
          return;
        }
        this.gameNow ??= new RemoteGame(this, mirror);
        this.tellMirror(c);
        return;
      }
      case 'chat': {
        const line: ChatLine = { from: m.from, name: m.name, text: m.text, time: m.time };
        // Coming back, the room's last lines come again: those this client has are not added twice.
        if (this.chatLines.some((l) => l.time === line.time && l.from === line.from && l.text === line.text)) return;
        this.chatLines.push(line);
        if (this.chatLines.length > CHAT_KEPT) this.chatLines.splice(0, this.chatLines.length - CHAT_KEPT);
        this.tell({ t: 'chat', line });
        return;
      }
      case 'end':
        this.end({ seed: m.seed, salt: m.salt, setup: m.setup, record: m.record });
        return;
      case 'error':
        if (m.re === undefined || !this.pending.has(m.re)) {
          if (this.meNow === null) settle(errorOf(m));
          else this.tell({ t: 'error', error: errorOf(m) });
          if (m.code === 'bad-token' && this.seats && this.roomNow) this.seats.forget(this.opts.url, this.roomNow.code);
          return;
        }
        this.answer(m);
        return;
      default:
        this.answer(m);
    }
  }

  /** After `welcome`: the room request (or, coming back, the seat token and the version this client has). */
  private enter(): void {
    const base = { t: 'join' as const };
    if (this.roomNow !== null) {
      const have = this.mirror?.version ?? -1;
      if (this.meNow?.role === 'spectator' || this.token === null)
        this.send({ ...base, room: this.roomNow.code, name: this.opts.name, watch: true, have });
      else this.send({ ...base, room: this.roomNow.code, token: this.token, have });
      return;
    }
    if ('create' in this.req) {
      this.send({
        t: 'create',
        name: this.opts.name,
        game: this.req.create,
        ...(this.req.password !== undefined ? { password: this.req.password } : {}),
      });
      return;
    }
    const kept =
      this.token === null && !this.req.watch ? (this.seats?.load(this.opts.url, this.req.join) ?? null) : null;
    if (kept) this.token = kept.token;
    this.send({
      ...base,
      room: this.req.join,
      name: this.opts.name,
      ...(this.req.password !== undefined ? { password: this.req.password } : {}),
      ...(this.token !== null && !this.req.watch ? { token: this.token } : {}),
      ...(this.req.watch ? { watch: true } : {}),
    });
  }

  private keepToken(room: string, player: string): void {
    if (this.seats === null || this.token === null) return;
    try {
      this.seats.save({ url: this.opts.url, room, player, token: this.token, name: this.opts.name });
    } catch {
      /* the seats stay this connection's; coming back after a restart of this client needs the token */
    }
  }

  private resync(from: number): void {
    if (this.syncing) return;
    this.syncing = true;
    if (from === 0) this.mirror?.reset();
    this.send({ t: 'sync', from });
  }

  private end(reveal: Reveal): void {
    if (this.revealed !== null) return;
    this.revealed = reveal;
    const mirror = this.mirror;
    this.verified =
      this.commit === null || mirror === null
        ? { ok: false, failure: 'incomplete' }
        : verifyGame({
            commitment: this.commit,
            hostChose: this.chose,
            reveal,
            shown: mirror.shown,
            conflictAt: mirror.conflictAt,
          });
    let saveError: string | null = null;
    const storage = this.opts.storage === undefined ? {} : this.opts.storage;
    if (storage !== null && this.meNow?.role === 'player') {
      try {
        // Named as a local game's is, by when the game started (the server's clock, in the record),
        // so every player's copy has the same name.
        const started = reveal.record.meta?.started === undefined ? NaN : Date.parse(reveal.record.meta.started);
        const when = new Date(Number.isNaN(started) ? this.now() + this.skew : started);
        this.saved = saveRecord(reveal.record, newGameFileName(reveal.seed, when, storage), storage);
      } catch (e) {
        saveError = e instanceof Error ? e.message : String(e);
      }
    }
    this.tell({ t: 'end', reveal, verification: this.verified, savedTo: this.saved, saveError });
  }

  private tellMirror(c: MirrorChange): void {
    this.tell(c);
  }

  private tell(c: RoomChange): void {
    for (const l of [...this.listeners]) {
      try {
        l(c);
      } catch {
        /* a listener's failure is its own */
      }
    }
  }

  private setStatus(s: ConnectionStatus, error?: NetError): void {
    if (this.statusNow === s && error === undefined) return;
    this.statusNow = s;
    this.tell({ t: 'connection', status: s, ...(error ? { error } : {}) });
  }

  private send(m: ClientMessage): boolean {
    const ws = this.ws;
    if (ws === null || ws.readyState !== WebSocket.OPEN) return false;
    const text = JSON.stringify(m);
    if (this.queued.length === 0 && this.takeToken()) ws.send(text);
    else {
      this.queued.push(text);
      this.drain();
    }
    return true;
  }

  /** Messages held back to stay within the server's rate (sent in order as the bucket fills). */
  private queued: string[] = [];
  private tokens = -1;
  private tokensAt = 0;
  private drainTimer: ReturnType<typeof setTimeout> | null = null;

  /** One message from this client's own token bucket, kept a little under the server's. */
  private takeToken(): boolean {
    const l = this.limitsNow;
    if (l === null) return true;
    const rate = l.ratePerSecond * 0.9;
    const now = this.now();
    this.tokens =
      this.tokens < 0 ? l.burst - 1 : Math.min(l.burst - 1, this.tokens + ((now - this.tokensAt) / 1000) * rate);
    this.tokensAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  private drain(): void {
    if (this.drainTimer !== null) return;
    const l = this.limitsNow;
    const wait = l === null ? 0 : Math.ceil(1000 / (l.ratePerSecond * 0.9));
    this.drainTimer = setTimeout(() => {
      this.drainTimer = null;
      const ws = this.ws;
      if (ws === null || ws.readyState !== WebSocket.OPEN) {
        this.queued = [];
        return;
      }
      while (this.queued.length > 0 && this.takeToken()) ws.send(this.queued.shift()!);
      if (this.queued.length > 0) this.drain();
    }, wait);
  }

  private async command(m: ClientMessage): Promise<Answer> {
    const r = await this.request(m);
    if ('t' in r && r.t === 'ok') return { ok: true };
    return { ok: false, refusal: refusalOf(r) };
  }

  /** Send a request and wait for its answer (by its id), or a local error. */
  private request(m: ClientMessage): Promise<ServerMessage | NetError> {
    if (this.closed) return Promise.resolve({ code: 'closed' });
    const id = ++this.ids;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve({ code: 'timeout' });
      }, this.opts.timeoutMs ?? 30_000);
      this.pending.set(id, { resolve, timer });
      if (!this.send({ ...m, id } as ClientMessage)) {
        clearTimeout(timer);
        this.pending.delete(id);
        resolve({ code: 'disconnected' });
      }
    });
  }

  private answer(m: ServerMessage): void {
    const re = 're' in m ? m.re : undefined;
    if (re === undefined) return;
    const p = this.pending.get(re);
    if (!p) return;
    this.pending.delete(re);
    clearTimeout(p.timer);
    p.resolve(m);
  }

  private failPending(e: NetError): void {
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.resolve(e);
    }
    this.pending.clear();
  }
}

/** The error a server message carries (without its `t` and `re`). */
function errorOf(m: Extract<ServerMessage, { t: 'error' }>): ErrorBody {
  const { t: _t, re: _re, ...body } = m;
  return body;
}

function refusalOf(m: ServerMessage | NetError): NetError {
  if (!('t' in m)) return m;
  if (m.t === 'error') return errorOf(m);
  return { code: 'bad-server' };
}

/** The seating a room's holders make (see RoomClient.seating). */
export function seatingOf(room: RoomInfo | null, me: string | null): Seating {
  const seats: Seat[] = (room?.players ?? []).map((p, i) => ({
    id: p.id,
    kind: p.id === me ? 'local' : 'remote',
    player: i + 1,
  }));
  seats.push({ id: AI_SEAT, kind: 'ai', player: null });
  return { seats, holders: room?.holders ?? {} };
}

/**
 * What a screen reads of a game at a table, whether local (play/Session) or remote (RemoteGame): the
 * same names, types and meanings. A Session has this surface (test/net/client.test.ts holds it).
 */
export interface TableView {
  /** The game as it stands (a remote game's: a world dealt from the public view; show none of its hidden parts). */
  readonly state: GameState;
  readonly over: boolean;
  readonly fates: Fates;
  readonly log: readonly LogEntry[];
  readonly version: number;
  readonly seating: Seating;
  seat(id: SeatId): Seat | null;
  holderOf(caver: CaverId): Seat | null;
  caversOf(seat: SeatId): CaverId[];
  waitingFor(): Waiting | null;
  legalFor(seat: SeatId): readonly Action[];
  takeBackOffer(seat: SeatId): TakeBackOffer;
}

/** A remote game: a table the screens read like a Session, and play through the server. */
export class RemoteGame implements TableView {
  constructor(
    private readonly client: RoomClient,
    private readonly mirror: GameMirror,
  ) {}

  /** This client's seat (its player id), or null for a spectator. */
  get me(): SeatId | null {
    const me = this.client.me;
    return me !== null && me.role === 'player' ? me.id : null;
  }

  get state(): GameState {
    return this.mirror.state!;
  }

  /** The public view the server sent (what `state` was dealt from). */
  get view(): PlayerView {
    return this.mirror.view!;
  }

  get over(): boolean {
    return this.mirror.over;
  }

  get fates(): Fates {
    return this.mirror.fates;
  }

  get log(): readonly LogEntry[] {
    return this.mirror.log;
  }

  get version(): number {
    return this.mirror.version;
  }

  get seating(): Seating {
    return this.client.seating;
  }

  seat(id: SeatId): Seat | null {
    return seatById(this.seating, id);
  }

  holderOf(caver: CaverId): Seat | null {
    return holderOf(this.seating, caver);
  }

  caversOf(seat: SeatId): CaverId[] {
    return caversOf(this.seating, seat, this.client.room?.game.cavers ?? []);
  }

  waitingFor(): Waiting | null {
    return this.mirror.waitingFor(this.seating);
  }

  legalFor(seat: SeatId): readonly Action[] {
    return this.mirror.legalFor(this.seating, seat);
  }

  takeBackOffer(seat: SeatId): TakeBackOffer {
    return this.mirror.takeBackOffer(this.seating, seat);
  }

  /**
   * Play an action for a caver this player holds, at the version shown now: resolves once the server
   * has applied and saved it (its `applied` change came first), or with its refusal (`stale` when the
   * game moved on meanwhile).
   */
  submit(action: Action): Promise<Answer<{ readonly version: number }>> {
    return this.client.act(action, this.version);
  }

  /** Take back this player's last action (the honesty rule): resolves once done, or with why not. */
  takeBack(): Promise<Answer<{ readonly version: number; readonly action: Action }>> {
    return this.client.undo(this.version);
  }

  /** Be told of every change (the room's listeners: RoomClient.subscribe). */
  subscribe(listener: RoomListener): () => void {
    return this.client.subscribe(listener);
  }
}
