// The network layer's door for the command line and the screens: the protocol's types, the client
// core, the server, `subterra host`'s in-process server, and the end's check.
export { parseAddress, joinLine, roomUrl } from './address.js';
export type { Address, AddressProblem } from './address.js';
export { connectRoom, RemoteGame, RoomClient, seatingOf } from './client.js';
export type {
  Answer,
  ChatLine,
  ConnectionStatus,
  ConnectOptions,
  LocalError,
  NetError,
  RoomChange,
  RoomListener,
  RoomRequest,
  TableView,
} from './client.js';
export { hostRoom, machineAddresses } from './host.js';
export { newPeerKey } from './peer.js';
export type { HostedRoom, HostOptions } from './host.js';
export type { MirrorChange, RemoteApplied, ShownStep, TakeBackOffer } from './mirror.js';
export { DEFAULT_LIMITS, DEFAULT_PORT, PROTOCOL_VERSION } from './protocol.js';
export type {
  Commitment,
  Entry,
  ErrorBody,
  ErrorCode,
  GameSpec,
  HolderId,
  Limits,
  PlayerId,
  PlayerInfo,
  Reveal,
  RoomGame,
  RoomInfo,
  RoomPhase,
  ServerMessage,
  SpectatorInfo,
  UndoInfo,
  WireUndoBlock,
} from './protocol.js';
export { CODE_BITS, normalizeCode } from './roomCode.js';
export { fileSeatStore, memorySeatStore, seatFile } from './seats.js';
export type { SeatStore, SeatTicket } from './seats.js';
export { GameServer } from './server.js';
export type { ServerOptions } from './server.js';
export { verifyGame } from './verify.js';
export type { Verification, VerifyFailure, VerifyInput } from './verify.js';
