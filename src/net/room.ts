// A room on a server: its lobby (players with their names and seat tokens' hashes, who is connected
// and since when, the host, spectators, a password's hash), the game it plays (a play-layer Session
// with a seat for each player and one for the AI), and its file in the server's data folder.
//
// Every change is saved before anyone hears of it: a change marks the room for saving, the room file
// is written atomically (the record's atomic write, off the event loop), and only then are the
// messages it caused sent, in order, and the requests it answers answered. Several changes made while a
// write is under way are saved together by the next. A room whose file cannot be written accepts
// nothing more (`storage`) and keeps trying; what it had not saved it has not told anyone.
//
// The file holds the deal (seed, salt, a scenario's decks) and the game's steps as played (actions,
// take-backs, cavers handed over): a server started again plays them again to the same session,
// version for version, so the history it sends is the one the clients were shown.
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import * as path from 'node:path';
import {
  type Action,
  type CaverId,
  type GameEvent,
  type GameState,
  playerView,
  type PlayerView,
  stateHash,
  teamProblem,
} from '../engine/index.js';
import {
  AI_SEAT,
  type Advisor,
  AiSeat,
  type Change,
  type PlaybackStep,
  type Seat,
  type SeatId,
  type Seating,
  Session,
  type UndoBlock,
} from '../play/index.js';
import { writeFileAtomicAsync } from '../record/atomic.js';
import { validateRecord } from '../record/record.js';
import { RECORD_FORMAT, RECORD_VERSION, type GameRecord, type RecordSetup } from '../record/types.js';
import { commitTo, newSalt, newSeed } from './commit.js';
import type {
  Commitment,
  Entry,
  ErrorBody,
  GameSpec,
  HolderId,
  Limits,
  PlayerId,
  Reveal,
  RoomInfo,
  ServerMessage,
  UndoInfo,
  WireUndoBlock,
} from './protocol.js';
import { cleanText } from './text.js';
import { viewPatch } from './views.js';

/** Where a room sends messages: one connection. */
export interface Sender {
  send(text: string): void;
}

/** Someone in the room on a connection: a player (their id is their seat) or a spectator. */
export interface Member {
  readonly kind: 'player' | 'spectator';
  readonly id: string;
}

export interface RoomDeps {
  /** The folder room files are kept in. */
  readonly dir: string;
  readonly limits: Limits;
  /** Plays the cavers held by the AI (null: the AI's seat never moves). */
  readonly advisor: Advisor | null;
  /** The AI's pace: milliseconds between being asked and playing. */
  readonly aiDelayMs: number;
  /** The subterra version, written into records. */
  readonly app: string;
  readonly log: (line: string) => void;
  readonly now: () => number;
}

/** A step of the game as the room file keeps it. */
type Step =
  | { readonly k: 'act'; readonly seat: SeatId; readonly action: Action }
  | { readonly k: 'back'; readonly seat: SeatId }
  | { readonly k: 'hand'; readonly caver: CaverId; readonly to: SeatId };

interface Deal {
  readonly seed: string;
  readonly setup: RecordSetup | null;
  readonly salt: string;
  readonly hostChose: boolean;
  /** When the game started (ms since 1970). */
  readonly started: number;
}

interface PlayerRecord {
  readonly id: PlayerId;
  readonly name: string;
  readonly tokenHash: string;
}

/** A room's file (`<data>/rooms/<CODE>.json`). */
export interface RoomFile {
  readonly format: 'subterra-room';
  readonly version: 1;
  readonly code: string;
  readonly created: number;
  readonly host: PlayerId;
  /** scrypt$N$r$p$salt$hash, or null. */
  readonly password: string | null;
  readonly players: readonly PlayerRecord[];
  readonly game: GameSpec;
  /** Who held which caver in the lobby (and so at the start). */
  readonly holders: Readonly<Partial<Record<CaverId, HolderId>>>;
  readonly deal: Deal | null;
  readonly steps: readonly Step[];
  /** The game's record as it stands (for the operator: `jq .record`), null before the start. */
  readonly record: GameRecord | null;
}

export const ROOM_FILE_FORMAT = 'subterra-room';

interface Player {
  readonly id: PlayerId;
  name: string;
  readonly tokenHash: string;
  /** The player's connections (a player may be at two terminals at once; none: disconnected). */
  readonly conns: Set<Sender>;
  since: number;
}

interface Spectator {
  readonly id: string;
  readonly name: string;
  readonly conn: Sender;
}

/** One version of the game's history, kept to send it again (sync, a player coming back). */
type Hist =
  | { readonly k: 'start'; readonly events: readonly GameEvent[]; readonly state: GameState }
  | {
      readonly k: 'act';
      readonly seat: SeatId;
      readonly action: Action;
      readonly events: readonly GameEvent[];
      readonly state: GameState;
      readonly playback: readonly PlaybackStep[];
    }
  | { readonly k: 'back'; readonly seat: SeatId; readonly action: Action; readonly state: GameState };

/** What a change sends once it is saved, in order. */
type Out =
  | { readonly k: 'step'; readonly text: string; readonly v: number }
  | { readonly k: 'lobby' }
  | { readonly k: 'start' }
  | { readonly k: 'end' };

type Reply = (m: ServerMessage) => void;

const err = (body: ErrorBody): ErrorBody => body;

/** How many of the chat's last lines a room keeps (in memory only) for someone coming in later. */
export const CHAT_KEPT = 50;

/** The SHA-256 of a seat token, as a room keeps it. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new seat token: 128 random bits, base64url. */
export function newToken(): string {
  return randomBytes(16).toString('base64url');
}

const SCRYPT = { N: 16384, r: 8, p: 1 } as const;

/** A password's scrypt hash, as a room keeps it. */
export function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) => {
    scrypt(password, salt, 32, SCRYPT, (e, key) => {
      if (e) reject(e);
      else resolve(`scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('hex')}$${key.toString('hex')}`);
    });
  });
}

/** Whether a password is the one a hash was made from. */
export function checkPassword(password: string, hash: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = hash.split('$');
  if (kind !== 'scrypt' || !salt || !key) return Promise.resolve(false);
  const want = Buffer.from(key, 'hex');
  return new Promise((resolve) => {
    scrypt(password, Buffer.from(salt, 'hex'), want.length, { N: Number(n), r: Number(r), p: Number(p) }, (e, got) => {
      resolve(e === null && got.length === want.length && timingSafeEqual(got, want));
    });
  });
}

/** Why a game cannot be set up (the team for the players, a seed or a scenario's decks), or null. */
export function gameProblem(g: GameSpec): ErrorBody | null {
  const team = teamProblem(g.cavers, g.players);
  if (team !== null) return err({ code: 'bad-team', problem: team });
  const rec = validateRecord({
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    seed: g.seed ?? 'net-check',
    difficulty: g.difficulty,
    players: g.players,
    cavers: g.cavers,
    ...(g.easy ? { easy: true } : {}),
    ...(g.setup ? { setup: g.setup } : {}),
    actions: [],
  });
  if (!rec.ok) return err({ code: 'bad-game', field: g.setup ? 'setup' : g.seed !== undefined ? 'seed' : 'game' });
  return null;
}

/** The play layer's reason without the engine's sentence (a network message holds none). */
export function wireBlock(b: UndoBlock): WireUndoBlock {
  if (b.code !== 'seen') return b;
  const { engine: _engine, ...rest } = b;
  return rest;
}

/** A whole Reveal or Explore (or a Direct of one): its refusal could tell the tile on top of the deck. */
function wholeDraw(a: Action): boolean {
  if (a.do === 'reveal' || a.do === 'explore') return true;
  return a.do === 'direct' && (a.action.do === 'reveal' || a.action.do === 'explore');
}

export class Room {
  private hostId: PlayerId;
  private readonly players = new Map<PlayerId, Player>();
  private readonly spectators = new Map<string, Spectator>();
  private nextSpectator = 1;
  private game: GameSpec;
  private holders: Partial<Record<CaverId, HolderId>>;
  private deal: Deal | null = null;
  private steps: Step[] = [];
  private sessionNow: Session | null = null;
  private ai: AiSeat | null = null;
  private history: Hist[] = [];
  /** The view of the last version recorded (what the next step's patch is made against). */
  private lastView: PlayerView | null = null;
  /** The last version sent to everyone. */
  private sentVersion = -1;
  private endSent = false;
  /** The chat's last lines as sent (JSON), oldest first: for whoever comes in later. */
  private readonly chatKept: string[] = [];
  private replaying = false;
  private emptySince: number;
  /** When the game last changed (the record's `meta.saved`: the same in the file and in the end's reveal). */
  private lastChange = 0;

  // Saving: changes are numbered; what is sent waits for a save that covers it.
  private seq = 0;
  private savedSeq = 0;
  private writing = false;
  /** The write under way (close waits for it: server.ts). */
  private inflight: Promise<void> | null = null;
  private failingSince: number | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryMs = 500;
  private outbox: { readonly seq: number; readonly out: Out }[] = [];
  private waiters: { readonly seq: number; readonly fn: () => void }[] = [];
  private closedNow = false;

  private constructor(
    readonly code: string,
    private readonly deps: RoomDeps,
    host: PlayerId,
    private password: string | null,
    game: GameSpec,
    readonly created: number,
  ) {
    this.hostId = host;
    this.game = game;
    this.holders = {};
    this.emptySince = deps.now();
  }

  /** A new room, its host its first player (with a seat token); saved before this resolves. */
  static async create(
    code: string,
    deps: RoomDeps,
    host: { readonly name: string; readonly conn: Sender | null },
    game: GameSpec,
    password: string | null,
  ): Promise<{ room: Room; token: string } | ErrorBody> {
    const bad = gameProblem(game);
    if (bad) return bad;
    const name = cleanText(host.name, deps.limits.nameChars);
    if (name === '') return err({ code: 'empty', field: 'name' });
    const hash = password !== null && password !== '' ? await hashPassword(password) : null;
    const room = new Room(code, deps, 'p1', hash, game, deps.now());
    const token = newToken();
    room.players.set('p1', {
      id: 'p1',
      name,
      tokenHash: tokenHash(token),
      conns: new Set(host.conn ? [host.conn] : []),
      since: deps.now(),
    });
    room.changed();
    const saved = await new Promise<boolean>((resolve) =>
      room.whenSaved(
        () => resolve(true),
        () => resolve(false),
      ),
    );
    if (!saved) {
      room.close();
      return err({ code: 'storage' });
    }
    return { room, token };
  }

  /** A room from its file: the game played again step by step. A string says why it cannot be. */
  static load(file: RoomFile, deps: RoomDeps): Room | string {
    if (file.format !== ROOM_FILE_FORMAT || file.version !== 1) return 'not a room file of this version';
    const room = new Room(file.code, deps, file.host, file.password, file.game, file.created);
    for (const p of file.players) room.players.set(p.id, { ...p, conns: new Set(), since: deps.now() });
    room.holders = { ...file.holders };
    const saved = file.record?.meta?.saved;
    room.lastChange = saved !== undefined ? Date.parse(saved) : file.created;
    if (file.deal !== null) {
      const bad = room.begin(file.deal, file.steps, true);
      if (bad !== null) return bad;
    }
    room.savedSeq = room.seq;
    return room;
  }

  // ---- What the room is

  get session(): Session | null {
    return this.sessionNow;
  }

  get phase(): RoomInfo['phase'] {
    if (this.sessionNow === null) return 'lobby';
    return this.sessionNow.over ? 'over' : 'playing';
  }

  get host(): PlayerId {
    return this.hostId;
  }

  get hasPassword(): boolean {
    return this.password !== null;
  }

  get closed(): boolean {
    return this.closedNow;
  }

  /** Connections in the room. */
  get clients(): number {
    let n = this.spectators.size;
    for (const p of this.players.values()) n += p.conns.size;
    return n;
  }

  /** Since when nobody is connected (null: someone is). */
  get idleSince(): number | null {
    return this.clients === 0 ? this.emptySince : null;
  }

  /** A save is under way, waiting, or failing. */
  get busy(): boolean {
    return this.writing || this.savedSeq < this.seq;
  }

  get storageFailing(): boolean {
    return this.failingSince !== null;
  }

  /** The seed (for tests of what is never sent, and the operator's log at the end); null before the start. */
  get dealt(): Deal | null {
    return this.deal;
  }

  info(): RoomInfo {
    const s = this.sessionNow;
    const holders: Partial<Record<CaverId, HolderId>> = s ? { ...s.seating.holders } : { ...this.holders };
    return {
      code: this.code,
      host: this.hostId,
      phase: this.phase,
      password: this.password !== null,
      game: {
        difficulty: this.game.difficulty,
        players: this.game.players,
        cavers: this.game.cavers,
        easy: this.game.easy === true,
        hostChose: this.deal ? this.deal.hostChose : this.game.seed !== undefined || this.game.setup !== undefined,
      },
      players: [...this.players.values()].map((p) => ({
        id: p.id,
        name: p.name,
        connected: p.conns.size > 0,
        since: p.since,
      })),
      spectators: [...this.spectators.values()].map((x) => ({ id: x.id, name: x.name })),
      holders,
      version: s ? s.version : 0,
    };
  }

  // ---- Coming and going

  /** Whether a password opens the room (a room without one is open). */
  async passwordOk(password: string | undefined): Promise<boolean> {
    if (this.password === null) return true;
    if (password === undefined) return false;
    return checkPassword(password, this.password);
  }

  /** The player a seat token belongs to, or null. */
  playerByToken(token: string): PlayerId | null {
    const want = Buffer.from(tokenHash(token), 'hex');
    for (const p of this.players.values()) {
      const got = Buffer.from(p.tokenHash, 'hex');
      if (got.length === want.length && timingSafeEqual(got, want)) return p.id;
    }
    return null;
  }

  /** A new player takes a place (a seat token made for them): `then` once it is saved. */
  addPlayer(
    conn: Sender,
    rawName: string | undefined,
    then: (r: { id: PlayerId; token: string } | ErrorBody) => void,
  ): void {
    const limits = this.deps.limits;
    if (this.clients >= limits.clientsPerRoom) return then(err({ code: 'room-full', max: limits.clientsPerRoom }));
    if (this.players.size >= limits.playersPerRoom)
      return then(err({ code: 'players-full', max: limits.playersPerRoom }));
    if (this.failingSince !== null) return then(err({ code: 'storage' }));
    const name = cleanText(rawName ?? '', limits.nameChars);
    if (name === '') return then(err({ code: 'empty', field: 'name' }));
    let n = 1;
    while (this.players.has(`p${n}`)) n++;
    const id = `p${n}`;
    const token = newToken();
    this.players.set(id, { id, name, tokenHash: tokenHash(token), conns: new Set(), since: this.deps.now() });
    // A new player in the game gets a seat at the table, holding nothing until cavers are handed over.
    this.sessionNow?.sit({ id, kind: 'remote', player: n });
    this.changed({ k: 'lobby' });
    this.whenSaved(
      () => {
        const p = this.players.get(id);
        if (p) this.connectPlayer(p, conn);
        then({ id, token });
      },
      () => then(err({ code: 'storage' })),
    );
  }

  /**
   * A player comes back (their token checked), on a new connection beside any they still have (a
   * connection that died unnoticed is dropped by the server's pings).
   */
  rejoin(id: PlayerId, conn: Sender): ErrorBody | null {
    const p = this.players.get(id);
    if (!p) return err({ code: 'bad-token' });
    if (this.clients >= this.deps.limits.clientsPerRoom)
      return err({ code: 'room-full', max: this.deps.limits.clientsPerRoom });
    this.connectPlayer(p, conn);
    return null;
  }

  private connectPlayer(p: Player, conn: Sender): void {
    if (p.conns.size === 0) p.since = this.deps.now();
    p.conns.add(conn);
    this.broadcastLobby();
  }

  /** A spectator comes in. */
  addSpectator(conn: Sender, rawName: string | undefined): { id: string } | ErrorBody {
    const limits = this.deps.limits;
    if (this.clients >= limits.clientsPerRoom) return err({ code: 'room-full', max: limits.clientsPerRoom });
    const name = cleanText(rawName ?? '', limits.nameChars) || 'spectator';
    const id = `w${this.nextSpectator++}`;
    this.spectators.set(id, { id, name, conn });
    this.broadcastLobby();
    return { id };
  }

  /** A connection is gone (or left): the player shows as disconnected since now; a spectator leaves. */
  disconnect(m: Member, conn: Sender): void {
    if (m.kind === 'spectator') {
      if (this.spectators.get(m.id)?.conn === conn) this.spectators.delete(m.id);
    } else {
      const p = this.players.get(m.id);
      if (!p || !p.conns.delete(conn)) return;
      if (p.conns.size === 0) p.since = this.deps.now();
    }
    if (this.clients === 0) this.emptySince = this.deps.now();
    this.broadcastLobby();
  }

  /** What a member is sent on coming in: the lobby, and the game's history after `have` (and its end). */
  welcome(conn: Sender, have: number): void {
    conn.send(JSON.stringify({ t: 'lobby', room: this.info(), time: this.deps.now() }));
    if (this.sessionNow !== null && this.sentVersion >= 0) {
      conn.send(JSON.stringify(this.historyMessage(have >= 0 && have <= this.sentVersion ? have + 1 : 0)));
      if (this.endSent) conn.send(JSON.stringify({ t: 'end', ...this.reveal() }));
    }
    // The chat's last lines, for someone coming in (or back) after they were said.
    for (const line of this.chatKept) conn.send(line);
  }

  // ---- Lobby commands

  claim(m: Member, caver: CaverId, reply: Reply, re: number | undefined): void {
    const bad = this.lobbyCheck(m) ?? this.caverCheck(caver);
    if (bad) return this.fail(reply, bad, re);
    const holder = this.holders[caver];
    if (holder !== undefined && holder !== m.id) return this.fail(reply, { code: 'held', caver, holder }, re);
    this.holders[caver] = m.id;
    this.changed({ k: 'lobby' });
    this.okWhenSaved(reply, re);
  }

  release(m: Member, caver: CaverId, reply: Reply, re: number | undefined): void {
    const bad = this.lobbyCheck(m) ?? this.caverCheck(caver);
    if (bad) return this.fail(reply, bad, re);
    if (this.holders[caver] !== m.id) return this.fail(reply, { code: 'not-yours', caver }, re);
    delete this.holders[caver];
    this.changed({ k: 'lobby' });
    this.okWhenSaved(reply, re);
  }

  /**
   * Give a caver to a player, the AI or (in the lobby) nobody. The host may give any; in the game, any
   * player may also take over (or give the AI) a caver whose holder is disconnected or the AI.
   */
  assign(m: Member, caver: CaverId, to: HolderId | null, reply: Reply, re: number | undefined): void {
    if (m.kind !== 'player') return this.fail(reply, { code: 'spectator' }, re);
    if (this.failingSince !== null) return this.fail(reply, { code: 'storage' }, re);
    const bad = this.caverCheck(caver);
    if (bad) return this.fail(reply, bad, re);
    if (to !== null && to !== AI_SEAT && !this.players.has(to))
      return this.fail(reply, { code: 'no-such-player', player: to }, re);
    const s = this.sessionNow;
    if (s === null) {
      if (m.id !== this.hostId) return this.fail(reply, { code: 'not-host' }, re);
      if (to === null) delete this.holders[caver];
      else this.holders[caver] = to;
      this.changed({ k: 'lobby' });
      return this.okWhenSaved(reply, re);
    }
    if (s.over) return this.fail(reply, { code: 'game-over' }, re);
    if (to === null) return this.fail(reply, { code: 'started' }, re);
    if (m.id !== this.hostId) {
      const now = s.seating.holders[caver];
      const away = now === AI_SEAT || (now !== undefined && this.players.get(now)?.conns.size === 0);
      if (!away || (to !== m.id && to !== AI_SEAT)) return this.fail(reply, { code: 'not-host' }, re);
    }
    this.handOver(caver, to);
    this.okWhenSaved(reply, re);
  }

  private handOver(caver: CaverId, to: SeatId): void {
    const s = this.sessionNow!;
    if (s.seat(to) === null) {
      const n = Number(to.slice(1));
      s.sit({ id: to, kind: 'remote', player: n });
    }
    s.hand(caver, to);
    this.steps.push({ k: 'hand', caver, to });
    this.changed({ k: 'lobby' });
  }

  configure(m: Member, game: GameSpec, reply: Reply, re: number | undefined): void {
    const bad = this.lobbyCheck(m) ?? (m.id !== this.hostId ? err({ code: 'not-host' }) : null) ?? gameProblem(game);
    if (bad) return this.fail(reply, bad, re);
    this.game = game;
    for (const c of Object.keys(this.holders) as CaverId[]) if (!game.cavers.includes(c)) delete this.holders[c];
    this.changed({ k: 'lobby' });
    this.okWhenSaved(reply, re);
  }

  start(m: Member, reply: Reply, re: number | undefined): void {
    const bad = this.lobbyCheck(m) ?? (m.id !== this.hostId ? err({ code: 'not-host' }) : null);
    if (bad) return this.fail(reply, bad, re);
    const unheld = this.game.cavers.filter((c) => this.holders[c] === undefined);
    if (unheld.length > 0) return this.fail(reply, { code: 'unheld', cavers: unheld }, re);
    const hostChose = this.game.seed !== undefined || this.game.setup !== undefined;
    const deal: Deal = {
      seed: this.game.seed ?? newSeed(),
      setup: this.game.setup ?? null,
      salt: newSalt(),
      hostChose,
      started: this.deps.now(),
    };
    this.lastChange = deal.started;
    const problem = this.begin(deal, [], false);
    if (problem !== null) return this.fail(reply, { code: 'bad-game', field: 'game' }, re);
    this.deps.log(`room ${this.code}: game started (${this.game.cavers.length} cavers, ${this.game.difficulty})`);
    this.changed({ k: 'lobby' }, { k: 'start' });
    this.okWhenSaved(reply, re);
  }

  /**
   * Set up the game from its deal and play its steps again (a room loaded from its file: all of it was
   * saved, and so counts as sent); null, or why not.
   */
  private begin(deal: Deal, steps: readonly Step[], loaded: boolean): string | null {
    const players = [...this.players.values()];
    const seats: Seat[] = players.map((p) => ({ id: p.id, kind: 'remote', player: Number(p.id.slice(1)) }));
    seats.push({ id: AI_SEAT, kind: 'ai', player: null });
    const seating: Seating = { seats, holders: { ...this.holders } };
    const g = this.game;
    const s = Session.start(
      {
        seed: deal.seed,
        difficulty: g.difficulty,
        players: g.players,
        cavers: g.cavers,
        easy: g.easy === true,
        ...(deal.setup ? { setup: deal.setup } : {}),
      },
      { storage: null, app: this.deps.app, seating, now: new Date(deal.started) },
    );
    if (typeof s === 'string') return s;
    this.deal = deal;
    this.sessionNow = s;
    this.steps = [];
    const first = s.log[0];
    this.history = [{ k: 'start', events: first?.t === 'start' ? first.events : [], state: s.state }];
    this.lastView = playerView(s.state);
    s.subscribe((c) => this.onChange(c));
    this.replaying = true;
    try {
      for (const [i, st] of steps.entries()) {
        if (st.k === 'act') {
          const r = s.submit(st.seat, st.action);
          if (!r.ok) return `step ${i} (an action) is refused: ${r.refusal.code}`;
          this.steps.push(st);
        } else if (st.k === 'back') {
          const r = s.takeBack(st.seat);
          if (!r.ok) return `step ${i} (a take-back) is refused: ${r.blocked.code}`;
          this.steps.push(st);
        } else {
          if (s.seat(st.to) === null) s.sit({ id: st.to, kind: 'remote', player: Number(st.to.slice(1)) });
          if (!s.hand(st.caver, st.to)) return `step ${i} (a caver handed over) is refused`;
          this.steps.push(st);
        }
      }
    } finally {
      this.replaying = false;
    }
    if (loaded) {
      this.sentVersion = s.version;
      this.endSent = s.over;
    }
    if (this.deps.advisor !== null)
      this.ai = new AiSeat(s, this.deps.advisor, { pace: { delayMs: this.deps.aiDelayMs } });
    return null;
  }

  private lobbyCheck(m: Member): ErrorBody | null {
    if (m.kind !== 'player') return err({ code: 'spectator' });
    if (this.sessionNow !== null) return err({ code: 'started' });
    if (this.failingSince !== null) return err({ code: 'storage' });
    return null;
  }

  private caverCheck(caver: CaverId): ErrorBody | null {
    return this.game.cavers.includes(caver) ? null : err({ code: 'no-such-caver', caver });
  }

  // ---- The game

  /** A player's action, at the version they saw: `acted` once applied and saved, or the refusal. */
  act(m: Member, action: Action, at: number, reply: Reply, re: number | undefined): void {
    const s = this.sessionNow;
    if (s === null) return this.fail(reply, { code: 'not-started' }, re);
    if (m.kind !== 'player') return this.fail(reply, { code: 'spectator' }, re);
    if (this.failingSince !== null) return this.fail(reply, { code: 'storage' }, re);
    if (s.over) return this.fail(reply, { code: 'game-over' }, re);
    if (at !== s.version) return this.fail(reply, { code: 'stale', at, version: s.version }, re);
    if (wholeDraw(action) && s.state.drawn === null) return this.fail(reply, { code: 'draw-first' }, re);
    const waiting = s.waitingFor();
    if (waiting !== null && waiting.seat.id !== m.id)
      return this.fail(reply, { code: 'not-your-turn', caver: waiting.caver, holder: waiting.seat.id }, re);
    const res = s.submit(m.id, action, { at });
    if (!res.ok) return this.fail(reply, res.refusal, re);
    const v = res.version;
    this.whenSaved(() => reply({ t: 'acted', v, ...(re !== undefined ? { re } : {}) }));
  }

  /** A player takes back their last action (the honesty rule). */
  undo(m: Member, at: number | undefined, reply: Reply, re: number | undefined): void {
    const s = this.sessionNow;
    if (s === null) return this.fail(reply, { code: 'not-started' }, re);
    if (m.kind !== 'player') return this.fail(reply, { code: 'spectator' }, re);
    if (this.failingSince !== null) return this.fail(reply, { code: 'storage' }, re);
    if (at !== undefined && at !== s.version) return this.fail(reply, { code: 'stale', at, version: s.version }, re);
    const res = s.takeBack(m.id);
    if (!res.ok) return this.fail(reply, { code: 'cannot-undo', blocked: wireBlock(res.blocked) }, re);
    const v = s.version;
    const action = res.action;
    this.whenSaved(() => reply({ t: 'undone', v, action, ...(re !== undefined ? { re } : {}) }));
  }

  /**
   * A line of chat: cleaned, cut to its length, sent to everyone, and the last few kept in memory for
   * whoever comes in later (never written to disk: a server started again has none).
   */
  chat(m: Member, raw: string, reply: Reply, re: number | undefined): void {
    const text = cleanText(raw, this.deps.limits.chatChars);
    if (text === '') return this.fail(reply, { code: 'empty', field: 'text' }, re);
    const name = m.kind === 'player' ? this.players.get(m.id)?.name : this.spectators.get(m.id)?.name;
    const line = JSON.stringify({ t: 'chat', from: m.id, name: name ?? m.id, text, time: this.deps.now() });
    this.chatKept.push(line);
    if (this.chatKept.length > CHAT_KEPT) this.chatKept.splice(0, this.chatKept.length - CHAT_KEPT);
    this.sendAll(line);
    reply({ t: 'ok', ...(re !== undefined ? { re } : {}) });
  }

  /** The game's history from version `from` (sync). */
  sync(from: number, reply: Reply, re: number | undefined): void {
    if (this.sessionNow === null || this.sentVersion < 0) return this.fail(reply, { code: 'not-started' }, re);
    reply({ ...this.historyMessage(Math.min(from, this.sentVersion + 1)), ...(re !== undefined ? { re } : {}) });
  }

  /** The session's change, as it is made: kept in the history and the file's steps, sent once saved. */
  private onChange(c: Change): void {
    const s = this.sessionNow!;
    if (c.t === 'seating') return;
    if (c.t === 'applied') {
      this.history.push({
        k: 'act',
        seat: c.seat,
        action: c.action,
        events: c.events,
        state: c.state,
        playback: c.playback,
      });
      if (!this.replaying) this.steps.push({ k: 'act', seat: c.seat, action: c.action });
    } else {
      this.history.push({ k: 'back', seat: c.seat, action: c.action, state: c.state });
      if (!this.replaying) this.steps.push({ k: 'back', seat: c.seat });
    }
    const v = this.history.length - 1;
    const { entry, view } = this.entryAt(v, this.lastView);
    this.lastView = view;
    if (this.replaying) return;
    this.lastChange = this.deps.now();
    const text = JSON.stringify({ t: 'step', entry, undo: this.undoInfo() });
    const outs: Out[] = [{ k: 'step', text, v }];
    if (s.over) outs.push({ k: 'lobby' }, { k: 'end' });
    this.changed(...outs);
    if (s.over) {
      const r = s.state.result;
      this.deps.log(`room ${this.code}: game over (${r ?? 'no result'}, ${s.record.actions.length} actions)`);
    }
  }

  /** What a take-back would undo now, whoever asks. */
  private undoInfo(): UndoInfo {
    // No seat has this id: the answer is either the reason nothing can be, or whose the last one is.
    const o = this.sessionNow!.takeBackOffer('\u0000');
    if (o.ok) return { last: { action: o.action, seat: null }, blocked: null };
    if (o.blocked.code === 'not-yours')
      return { last: { action: o.blocked.action, seat: o.blocked.by }, blocked: null };
    return { last: null, blocked: wireBlock(o.blocked) };
  }

  /** Version v as an entry, its view a patch on `prev` (null: the whole view). */
  private entryAt(v: number, prev: PlayerView | null): { entry: Entry; view: PlayerView } {
    const h = this.history[v];
    const view = playerView(h.state);
    if (h.k === 'start') return { entry: { k: 'start', v: 0, events: h.events, view }, view };
    if (h.k === 'back')
      return { entry: { k: 'back', v, seat: h.seat, action: h.action, view: viewPatch(prev, view) }, view };
    let before = prev;
    const playback = h.playback.map((p) => {
      const pv = playerView(p.frame);
      const step = { lines: p.lines, marks: p.marks, card: p.card, view: viewPatch(before, pv) };
      before = pv;
      return step;
    });
    return {
      entry: { k: 'act', v, seat: h.seat, action: h.action, events: h.events, view: viewPatch(prev, view), playback },
      view,
    };
  }

  /** The history from version `from` (up to what has been sent): the view before it in full, then the entries. */
  private historyMessage(from: number): ServerMessage {
    const d = this.deal!;
    const base = from > 0 ? { v: from - 1, view: playerView(this.history[from - 1].state) } : null;
    const entries: Entry[] = [];
    let prev: PlayerView | null = base?.view ?? null;
    for (let v = from; v <= this.sentVersion; v++) {
      const { entry, view } = this.entryAt(v, prev);
      entries.push(entry);
      prev = view;
    }
    return {
      t: 'game',
      commitment: this.commitment()!,
      hostChose: d.hostChose,
      base,
      entries,
      undo: this.undoInfo(),
    };
  }

  commitment(): Commitment | null {
    const d = this.deal;
    return d === null ? null : commitTo(d.salt, d.seed, d.setup);
  }

  /** What the end reveals. */
  private reveal(): Reveal {
    const d = this.deal!;
    return { seed: d.seed, salt: d.salt, setup: d.setup, record: this.stampedRecord()! };
  }

  /** The record with where the game stands (as a Session's own save writes it: RECORD.md `end`, `meta`). */
  private stampedRecord(): GameRecord | null {
    const s = this.sessionNow;
    if (s === null) return null;
    return {
      ...s.record,
      end: stateHash(s.state),
      meta: {
        started: new Date(this.deal?.started ?? this.created).toISOString(),
        saved: new Date(this.lastChange).toISOString(),
        round: s.state.round,
        over: s.over,
        result: s.state.result,
      },
    };
  }

  // ---- Sending

  private fail(reply: Reply, body: ErrorBody, re: number | undefined): void {
    reply({ t: 'error', ...body, ...(re !== undefined ? { re } : {}) });
  }

  private okWhenSaved(reply: Reply, re: number | undefined): void {
    this.whenSaved(
      () => reply({ t: 'ok', ...(re !== undefined ? { re } : {}) }),
      () => this.fail(reply, { code: 'storage' }, re),
    );
  }

  private members(): Sender[] {
    const out: Sender[] = [];
    for (const p of this.players.values()) for (const c of p.conns) out.push(c);
    for (const x of this.spectators.values()) out.push(x.conn);
    return out;
  }

  private sendAll(text: string): void {
    for (const c of this.members()) c.send(text);
  }

  /** Presence changes are sent at once (they are not saved: after a restart everyone is away). */
  private broadcastLobby(): void {
    this.sendAll(JSON.stringify({ t: 'lobby', room: this.info(), time: this.deps.now() }));
  }

  private deliver(out: Out): void {
    if (out.k === 'step') {
      this.sendAll(out.text);
      this.sentVersion = out.v;
      return;
    }
    if (out.k === 'lobby') return this.broadcastLobby();
    if (out.k === 'start') {
      this.sentVersion = Math.max(this.sentVersion, 0);
      const text = JSON.stringify(this.historyMessage(0));
      this.sendAll(text);
      return;
    }
    if (!this.endSent) {
      this.endSent = true;
      this.sendAll(JSON.stringify({ t: 'end', ...this.reveal() }));
    }
  }

  // ---- Saving

  /** Something changed: save the room, then send these. */
  private changed(...outs: Out[]): void {
    this.seq += 1;
    for (const out of outs) this.outbox.push({ seq: this.seq, out });
    this.kick();
  }

  /** Run `fn` once everything changed so far is saved (`failed` if the room closes first). */
  whenSaved(fn: () => void, failed?: () => void): void {
    if (this.closedNow && this.savedSeq < this.seq) {
      failed?.();
      return;
    }
    if (this.savedSeq >= this.seq) {
      fn();
      return;
    }
    const seq = this.seq;
    this.waiters.push({ seq, fn });
    if (failed) this.failures.push({ seq, fn: failed });
  }

  private failures: { readonly seq: number; readonly fn: () => void }[] = [];

  /** Everything saved so far is on disk (resolves at once when nothing waits). */
  flushed(): Promise<void> {
    return new Promise((resolve) => this.whenSaved(resolve, resolve));
  }

  private kick(): void {
    // A closed room writes nothing more: its file is what was saved when it closed (a server
    // stopping waits for what was under way, then for nothing).
    if (this.closedNow || this.writing || this.retryTimer !== null || this.savedSeq >= this.seq) return;
    const target = this.seq;
    const text = `${JSON.stringify(this.toFile())}\n`;
    this.writing = true;
    this.inflight = writeFileAtomicAsync(this.file(), text).then(
      () => {
        this.writing = false;
        if (this.failingSince !== null) {
          this.deps.log(
            `room ${this.code}: saving again after ${Math.round((this.deps.now() - this.failingSince) / 1000)} s`,
          );
          this.failingSince = null;
          this.retryMs = 500;
          this.ai?.setPace({ held: false });
        }
        this.savedSeq = target;
        this.flush();
        this.kick();
      },
      (e: unknown) => {
        this.writing = false;
        if (this.failingSince === null) {
          this.failingSince = this.deps.now();
          this.ai?.setPace({ held: true });
          this.deps.log(`room ${this.code}: cannot save: ${e instanceof Error ? e.message : String(e)}`);
        }
        if (this.closedNow) return;
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          this.kick();
        }, this.retryMs);
        this.retryMs = Math.min(30_000, this.retryMs * 2);
      },
    );
  }

  /** Send what the saves so far cover, in order, then answer what waited on them. */
  private flush(): void {
    while (this.outbox.length > 0 && this.outbox[0].seq <= this.savedSeq) this.deliver(this.outbox.shift()!.out);
    const ready = this.waiters.filter((w) => w.seq <= this.savedSeq);
    this.waiters = this.waiters.filter((w) => w.seq > this.savedSeq);
    this.failures = this.failures.filter((w) => w.seq > this.savedSeq);
    for (const w of ready) w.fn();
  }

  file(): string {
    return path.join(this.deps.dir, `${this.code}.json`);
  }

  toFile(): RoomFile {
    return {
      format: ROOM_FILE_FORMAT,
      version: 1,
      code: this.code,
      created: this.created,
      host: this.hostId,
      password: this.password,
      players: [...this.players.values()].map((p) => ({ id: p.id, name: p.name, tokenHash: p.tokenHash })),
      game: this.game,
      holders: this.holders,
      deal: this.deal,
      steps: this.steps,
      record: this.stampedRecord(),
    };
  }

  /** Resolves once no write of the room's file is under way (after close: none will start again). */
  async settled(): Promise<void> {
    while (this.inflight !== null) {
      const p = this.inflight;
      await p.catch(() => undefined);
      if (this.inflight === p) this.inflight = null;
    }
  }

  /** Close the room: the AI stops; what waits on a save that never comes is told it failed. */
  close(): void {
    if (this.closedNow) return;
    this.closedNow = true;
    this.ai?.stop();
    this.ai = null;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const failed = this.failures;
    this.failures = [];
    this.waiters = [];
    for (const f of failed) f.fn();
  }
}
