// The play layer: a game at a table, independent of any screen (CONTRIBUTING.md's house: between
// record/ and the screens). A terminal, a network room or an SSH session all drive a game through
// what is exported here.
export { Session } from './session.js';
export type {
  Applied,
  Change,
  EngineRefusal,
  Listener,
  ResumeOptions,
  StartOptions,
  SubmitRefusal,
  SubmitResult,
  Waiting,
} from './session.js';
export { AI_SEAT, caversOf, holderOf, homeSeat, hotSeat, playerSeat, seatById } from './seats.js';
export type { Seat, SeatId, SeatKind, Seating } from './seats.js';
export { blockOf, seeing } from './undo.js';
export type { EngineBlock, Seeing, TakeBackResult, UndoBlock } from './undo.js';
export type { LogEntry } from './log.js';
export { playbackSteps, shownInSteps } from './playback.js';
export type { PlaybackLine, PlaybackStep } from './playback.js';
export { deciderOf } from './turn.js';
export { AiSeat, adviceInput } from './aiSeat.js';
export type { AdviceInput, Advisor, AiEvent, AiPace, AiSeatOptions, Thinking } from './aiSeat.js';
export type { GameRequest, NewGame } from './options.js';
