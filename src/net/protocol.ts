// The network protocol (docs/PROTOCOL.md): the messages a client and a server exchange over a
// WebSocket, each a JSON object with a `t` (its type). A client's messages are untrusted input: every
// one is checked against the schemas here (zod) before anything acts on it. A server's messages are
// typed here for the client core. Nothing here holds a sentence: errors are codes with parameters,
// and the screens put them into words. Nothing hidden is ever in a server's message before the end
// of the game: the public view (engine/view.ts), the events, and at the end the seed and the record.
import * as z from 'zod/mini';
import {
  type Action,
  CAVER_IDS,
  type CaverId,
  DIFFICULTIES,
  type Difficulty,
  type GameEvent,
  type HazardId,
  MAX_CAVERS,
  MAX_PLAYERS,
  MAX_SEED_LENGTH,
  MIN_CAVERS,
  MIN_PLAYERS,
  type PlayerView,
  type Pos,
  type PublicOptions,
  type TeamProblem,
} from '../engine/index.js';
import type { SubmitRefusal, UndoBlock } from '../play/index.js';
import type { GameRecord, RecordSetup } from '../record/types.js';

/** The protocol's version: a client and a server speak only the same one (`hello`). Raised on any incompatible change. */
export const PROTOCOL_VERSION = 1;

/** The port `subterra serve` and `subterra host` listen on unless told. */
export const DEFAULT_PORT = 7447;

/** The path a client connects to: `/rooms/CODE` to join a room (a load balancer routes on it), `/` to create one. */
export const ROOM_PATH = '/rooms/';

// ---- Identities

/** A player of a room: `p1`, `p2`, ... (also their seat at the table). */
export type PlayerId = string;
/** Who holds a caver in a room: a player, or the AI. */
export type HolderId = PlayerId | 'ai';

export const PLAYER_ID = /^p[1-9][0-9]?$/;

// ---- Limits

/** The limits a server enforces (and announces in `welcome`); docs/SERVER.md gives the defaults' reasons. */
export interface Limits {
  /** A message larger than this (bytes) is refused with `too-large`; the connection goes on. */
  readonly messageBytes: number;
  /** A frame larger than this closes the connection (WebSocket close 1009): ws's maxPayload. */
  readonly frameBytes: number;
  /** Messages per second a client may send, on average... */
  readonly ratePerSecond: number;
  /** ...and at once (the token bucket's size). */
  readonly burst: number;
  /** Messages refused for their rate within `floodWindowMs` that close the connection (close 1008). */
  readonly floodRefusals: number;
  readonly floodWindowMs: number;
  /** Connections in one room, players and spectators together. */
  readonly clientsPerRoom: number;
  /** Players in one room (each may hold cavers). */
  readonly playersPerRoom: number;
  /** Rooms a server holds open at once. */
  readonly rooms: number;
  /** Connections a server holds at once. */
  readonly connections: number;
  /** A room with nobody connected for this long is closed (its file kept: it opens again when joined). */
  readonly idleRoomMs: number;
  /** A connection that has not said `hello` within this time is closed. */
  readonly helloMs: number;
  /** Wrong room codes, passwords or tokens an address may try... */
  readonly failedJoins: number;
  /** ...per this window. */
  readonly failedJoinsWindowMs: number;
  /** Rooms an address may create per window. */
  readonly creates: number;
  readonly createsWindowMs: number;
  /** Bytes waiting to be sent to a client that does not read them before it is dropped (it reconnects and catches up). */
  readonly sendBufferBytes: number;
  /** Characters in a chat line (after control characters are taken out). */
  readonly chatChars: number;
  /** Characters in a player's name. */
  readonly nameChars: number;
  /** Characters in a room password. */
  readonly passwordChars: number;
  /** Time between the server's pings; a client that answers none of two is dropped. */
  readonly pingMs: number;
}

export const DEFAULT_LIMITS: Limits = {
  messageBytes: 16 * 1024,
  frameBytes: 1024 * 1024,
  ratePerSecond: 20,
  burst: 40,
  floodRefusals: 100,
  floodWindowMs: 10_000,
  clientsPerRoom: 12,
  playersPerRoom: MAX_PLAYERS,
  rooms: 1000,
  connections: 5000,
  idleRoomMs: 30 * 60_000,
  helloMs: 10_000,
  failedJoins: 10,
  failedJoinsWindowMs: 60_000,
  creates: 20,
  createsWindowMs: 10 * 60_000,
  sendBufferBytes: 4 * 1024 * 1024,
  chatChars: 200,
  nameChars: 24,
  passwordChars: 128,
  pingMs: 30_000,
};

// ---- Client messages: the schemas every message from a client is checked against (zod's small
// build, zod/mini: the same checks, and only the parts used are bundled)

/** A whole number within bounds. */
const whole = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const id = whole(0, 2 ** 31 - 1);
const caver = z.enum(CAVER_IDS as unknown as [CaverId, ...CaverId[]]);
const dir = z.enum(['N', 'E', 'S', 'W']);
const coord = whole(-1000, 1000);
/** The open sides of a tile placed ("NES"): the rules check they fit the tile. */
const open = z.string().check(z.regex(/^[NESWnesw]{1,4}$/));
/** Text from a client: any string within a length (cleaned before use: text.ts). */
const text = (max: number) => z.string().check(z.maxLength(max));
const list = <T extends z.ZodMiniType>(item: T, min: number, max: number) =>
  z.array(item).check(z.minLength(min), z.maxLength(max));

/** One kind of action: `do` and the fields it takes (RECORD.md's table, and the two draw steps). */
function kinds<C extends z.core.$ZodLooseShape>(base: C) {
  const o = <D extends string, S extends z.core.$ZodLooseShape>(d: readonly [D, ...D[]], shape: S) =>
    z.strictObject({ ...base, do: z.enum(d), ...shape });
  return [
    o(['reveal', 'explore'], {
      dir,
      open,
      discard: z.optional(z.boolean()),
      keep: z.optional(z.union([z.literal(0), z.literal(1)])),
    }),
    o(['move', 'swim', 'squeeze', 'demolish', 'repel'], { dir }),
    o(['run', 'sprint'], { path: z.readonly(list(dir, 1, 3)) }),
    o(['heal', 'firstaid'], { target: caver }),
    o(['clear', 'quickdig'], { dir: z.optional(dir) }),
    o(['rope', 'quickknot', 'hide', 'exert', 'end', 'dive'], {}),
    o(['surface'], { at: z.readonly(z.tuple([coord, coord])) }),
    o(['draw'], { kind: z.enum(['reveal', 'explore']), dir }),
    o(['pathfinder'], {}),
  ] as const;
}

/** An action as a client sends it: the record's action objects and the two draw steps, each with exactly its fields. */
export const actionSchema = z.union([
  ...kinds({ caver }),
  z.strictObject({ caver, do: z.literal('choose'), option: whole(0, 63) }),
  z.strictObject({ caver, do: z.literal('direct'), target: caver, action: z.union(kinds({})) }),
]);

/** A game as a host asks for it: the options of a local game (RECORD.md), the seed only if the host names one. */
export const gameSchema = z.strictObject({
  difficulty: z.enum(DIFFICULTIES as unknown as [Difficulty, ...Difficulty[]]),
  players: whole(MIN_PLAYERS, MAX_PLAYERS),
  cavers: list(caver, MIN_CAVERS, MAX_CAVERS),
  easy: z.optional(z.boolean()),
  /** A seed the host names (everyone is told the host chose it); absent: the server deals an unguessable one. */
  seed: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_SEED_LENGTH), z.regex(/^[\x20-\x7e]+$/))),
  /** A scenario's fixed decks and dice (RECORD.md `setup`): the host knows them, so everyone is told the host chose. */
  setup: z.optional(
    z.strictObject({
      tiles: z.optional(list(text(24), 0, 100)),
      hazards: z.optional(list(text(24), 0, 60)),
      dice: z.optional(list(whole(1, 6), 0, 2000)),
    }),
  ),
});

export type GameSpec = z.infer<typeof gameSchema>;

const password = text(DEFAULT_LIMITS.passwordChars);
const name = text(4 * DEFAULT_LIMITS.nameChars);
/** A room code as typed (checked against the rooms there are: roomCode.ts). */
const roomCode = z.string().check(z.minLength(1), z.maxLength(40));
const holder = z.union([z.string().check(z.regex(PLAYER_ID)), z.literal('ai')]);
const opt = z.optional;

export const clientSchemas = {
  /** The first message: the protocol version the client speaks. */
  hello: z.strictObject({ t: z.literal('hello'), id: opt(id), v: z.int(), app: opt(text(40)) }),
  /** Open a new room and sit in it as its host. */
  create: z.strictObject({ t: z.literal('create'), id: opt(id), name, game: gameSchema, password: opt(password) }),
  /** Come into a room: as a new player, back in one's seats (`token`), or as a spectator (`watch`). */
  join: z.strictObject({
    t: z.literal('join'),
    id: opt(id),
    room: roomCode,
    name: opt(name),
    password: opt(password),
    token: opt(text(64)),
    watch: opt(z.boolean()),
    /** The game version the client already has: the history sent starts after it. */
    have: opt(whole(-1, 2 ** 31 - 1)),
  }),
  /** The host changes the game before it starts. */
  configure: z.strictObject({ t: z.literal('configure'), id: opt(id), game: gameSchema }),
  /** A player takes a caver nobody holds (in the lobby). */
  claim: z.strictObject({ t: z.literal('claim'), id: opt(id), caver }),
  /** A player lets go of a caver they hold (in the lobby). */
  release: z.strictObject({ t: z.literal('release'), id: opt(id), caver }),
  /** The host gives a caver to a player or the AI (null: to nobody, in the lobby only). */
  assign: z.strictObject({ t: z.literal('assign'), id: opt(id), caver, to: z.nullable(holder) }),
  /** The host starts the game (every caver held). */
  start: z.strictObject({ t: z.literal('start'), id: opt(id) }),
  /** A player's action for a caver they hold, at the game version they saw. */
  act: z.strictObject({ t: z.literal('act'), id: opt(id), action: actionSchema, at: whole(0, 2 ** 31 - 1) }),
  /** Take back the player's own last action (the honesty rule). */
  undo: z.strictObject({ t: z.literal('undo'), id: opt(id), at: opt(whole(0, 2 ** 31 - 1)) }),
  /** A line of chat for the table. */
  chat: z.strictObject({ t: z.literal('chat'), id: opt(id), text: text(4 * DEFAULT_LIMITS.chatChars) }),
  /** The game's history from a version on (the view before it in full, then each step). */
  sync: z.strictObject({ t: z.literal('sync'), id: opt(id), from: whole(0, 2 ** 31 - 1) }),
  /** Leave the room (a player's seats stay theirs, shown as disconnected). */
  leave: z.strictObject({ t: z.literal('leave'), id: opt(id) }),
  ping: z.strictObject({ t: z.literal('ping'), id: opt(id) }),
} as const;

export type ClientType = keyof typeof clientSchemas;
export type ClientMessage = { [K in ClientType]: z.infer<(typeof clientSchemas)[K]> }[ClientType];
export type ClientMessageOf<K extends ClientType> = z.infer<(typeof clientSchemas)[K]>;
export const CLIENT_TYPES = Object.keys(clientSchemas) as ClientType[];

export function isClientType(t: unknown): t is ClientType {
  return typeof t === 'string' && Object.prototype.hasOwnProperty.call(clientSchemas, t);
}

// ---- Server messages

/** A player of the room as everyone sees them. */
export interface PlayerInfo {
  readonly id: PlayerId;
  readonly name: string;
  readonly connected: boolean;
  /** Since when (the server's clock, ms since 1970) they are connected, or disconnected. */
  readonly since: number;
}

export interface SpectatorInfo {
  readonly id: string;
  readonly name: string;
}

export type RoomPhase = 'lobby' | 'playing' | 'over';

/** The game a room plays, as everyone may know it (never the seed). */
export interface RoomGame {
  readonly difficulty: Difficulty;
  readonly players: number;
  readonly cavers: readonly CaverId[];
  readonly easy: boolean;
  /** The host named the seed (or a scenario's decks): they could know the decks. */
  readonly hostChose: boolean;
}

/** A room's lobby: who is there, the game, who holds which caver. */
export interface RoomInfo {
  readonly code: string;
  readonly host: PlayerId;
  readonly phase: RoomPhase;
  /** The room has a password. */
  readonly password: boolean;
  readonly game: RoomGame;
  readonly players: readonly PlayerInfo[];
  readonly spectators: readonly SpectatorInfo[];
  /** Who holds each caver (a caver nobody holds is absent). */
  readonly holders: Readonly<Partial<Record<CaverId, HolderId>>>;
  /** The game's version (0 before the first action). */
  readonly version: number;
}

/** The commitment to the deal made at the start: sha256 of `subterra-deal/1`, the salt and the deal (commit.ts). */
export interface Commitment {
  readonly alg: 'sha256';
  readonly hash: string;
}

/** Some fields of a PlayerView: those that changed since the view before (views.ts). */
export type ViewPatch = Partial<PlayerView>;

/** A step of the phases shown one at a time (play/playback.ts), with its board as a view patch. */
export interface WirePlaybackStep {
  readonly lines: readonly { readonly event: GameEvent; readonly quiet?: true }[];
  readonly marks: readonly Pos[];
  readonly card: HazardId | null;
  /** The view after this step: a patch on the step before's (the first step's: on the view before the action). */
  readonly view: ViewPatch;
}

/** Why nothing can be taken back, as sent: the play layer's UndoBlock without the engine's own sentence. */
export type WireUndoBlock = UndoBlock extends infer B ? (B extends { engine: unknown } ? Omit<B, 'engine'> : B) : never;

/** What a take-back would undo now: the last action that can still be taken back and its seat, or why none can. */
export type UndoInfo =
  | { readonly last: { readonly action: Action; readonly seat: string | null }; readonly blocked: null }
  | { readonly last: null; readonly blocked: WireUndoBlock };

/** One step of the game's history as it is sent. */
export type Entry =
  /** The game set up (version 0): its events and its whole view. */
  | { readonly k: 'start'; readonly v: 0; readonly events: readonly GameEvent[]; readonly view: PlayerView }
  /** An action applied (version v): who, what, its events, the view after it (a patch), the phases step by step. */
  | {
      readonly k: 'act';
      readonly v: number;
      readonly seat: string;
      readonly action: Action;
      readonly events: readonly GameEvent[];
      readonly view: ViewPatch;
      readonly playback: readonly WirePlaybackStep[];
    }
  /** An action taken back (version v): the view after (a patch). */
  | {
      readonly k: 'back';
      readonly v: number;
      readonly seat: string;
      readonly action: Action;
      readonly view: ViewPatch;
    };

/** What the game's end reveals: enough to check every view sent against the commitment (verify.ts). */
export interface Reveal {
  readonly seed: string;
  readonly salt: string;
  readonly setup: RecordSetup | null;
  /** The game's record, as a local game's is saved. */
  readonly record: GameRecord;
}

/** The reasons a request is refused, each with its parameters (docs/PROTOCOL.md, "Errors"). */
export type ErrorBody =
  // the message itself
  | { readonly code: 'bad-frame' }
  | { readonly code: 'too-large'; readonly max: number }
  | { readonly code: 'bad-json' }
  | { readonly code: 'bad-message' }
  | { readonly code: 'unknown-message'; readonly got: string }
  | { readonly code: 'invalid'; readonly path: string; readonly issue: string }
  | { readonly code: 'hello-first' }
  | { readonly code: 'version'; readonly want: number; readonly got: number }
  | { readonly code: 'rate-limited'; readonly retryMs: number }
  /** Something went wrong in the server itself (it goes on; the message was not acted on). */
  | { readonly code: 'internal' }
  // rooms
  | { readonly code: 'not-in-room' }
  | { readonly code: 'already-in-room' }
  | { readonly code: 'no-such-room' }
  | { readonly code: 'room-full'; readonly max: number }
  | { readonly code: 'players-full'; readonly max: number }
  | { readonly code: 'rooms-full'; readonly max: number }
  | { readonly code: 'password-needed' }
  | { readonly code: 'bad-password' }
  | { readonly code: 'bad-token' }
  | { readonly code: 'too-many-attempts'; readonly retryMs: number }
  | { readonly code: 'closing' }
  | { readonly code: 'empty'; readonly field: 'name' | 'text' }
  // the lobby
  | { readonly code: 'not-host' }
  | { readonly code: 'spectator' }
  | { readonly code: 'started' }
  | { readonly code: 'not-started' }
  | { readonly code: 'no-such-caver'; readonly caver: CaverId }
  | { readonly code: 'held'; readonly caver: CaverId; readonly holder: HolderId }
  | { readonly code: 'not-yours'; readonly caver: CaverId }
  | { readonly code: 'no-such-player'; readonly player: string }
  | { readonly code: 'unheld'; readonly cavers: readonly CaverId[] }
  | { readonly code: 'bad-team'; readonly problem: TeamProblem }
  | { readonly code: 'bad-game'; readonly field: string }
  // the game
  | SubmitRefusal
  | { readonly code: 'not-your-turn'; readonly caver: CaverId; readonly holder: HolderId }
  | { readonly code: 'draw-first' }
  | { readonly code: 'cannot-undo'; readonly blocked: WireUndoBlock }
  | { readonly code: 'storage' };

export type ErrorCode = ErrorBody['code'];

export type ServerMessage =
  | {
      readonly t: 'welcome';
      readonly re?: number;
      readonly v: number;
      readonly app: string;
      readonly limits: Limits;
      readonly time: number;
    }
  /** In a room: the room, who you are, and (a new player only) the seat token to come back with. */
  | {
      readonly t: 'joined';
      readonly re?: number;
      readonly room: RoomInfo;
      readonly you: { readonly id: string; readonly role: 'player' | 'spectator' };
      readonly token?: string;
      readonly time: number;
    }
  /** The lobby changed (players, presence, holders, the game, the phase). */
  | { readonly t: 'lobby'; readonly room: RoomInfo; readonly time: number }
  /**
   * The game's history (on joining a game under way, at its start, or asked with `sync`): the
   * commitment, the view before the first entry in full when the entries do not start at 0, then the
   * entries.
   */
  | {
      readonly t: 'game';
      readonly re?: number;
      readonly commitment: Commitment;
      readonly hostChose: boolean;
      readonly base: { readonly v: number; readonly view: PlayerView } | null;
      readonly entries: readonly Entry[];
      readonly undo: UndoInfo;
    }
  /** The game moved on: one entry, and what a take-back would undo now. */
  | { readonly t: 'step'; readonly entry: Entry; readonly undo: UndoInfo }
  /** Your action was applied (and saved): the game's version after it (its `step` came first). */
  | { readonly t: 'acted'; readonly re?: number; readonly v: number }
  /** Your take-back was made: the version after it (its `step` came first). */
  | { readonly t: 'undone'; readonly re?: number; readonly v: number; readonly action: Action }
  /** A request done (lobby commands, chat, leave). */
  | { readonly t: 'ok'; readonly re?: number }
  | { readonly t: 'chat'; readonly from: string; readonly name: string; readonly text: string; readonly time: number }
  /** The game is over: the seed, the salt and the record, to check the commitment and every view (verify.ts). */
  | ({ readonly t: 'end' } & Reveal)
  | ({ readonly t: 'error'; readonly re?: number } & ErrorBody)
  | { readonly t: 'pong'; readonly re?: number; readonly time: number };

export type ServerType = ServerMessage['t'];

/** What the game options of a room show everyone (PublicOptions less what the lobby shows). */
export type { PublicOptions };

/** WebSocket close codes the server uses besides the standard ones. */
export const CLOSE = {
  /** The protocol versions differ (after an `error` with code `version`). */
  version: 4000,
  /** No `hello` in time. */
  helloTimeout: 4001,
  /** Too many messages refused for their rate (WebSocket's own 1008, policy violation). */
  flood: 1008,
  /** The server shuts down. */
  goingAway: 1001,
  /** The client does not read what is sent to it. */
  slow: 4003,
  /** No answer to two pings. */
  dead: 4004,
} as const;
