// A room's table as the table screen shows it: the player whose decision it is (named, and away since
// when), the refusal of keys for a caver this keyboard does not hold, the panel's tags, the log's
// names, and the header's room code in place of the seed (the server's secret until the end).
import type { CaverId } from '../../engine/index.js';
import type { RemoteGame, RoomInfo } from '../../net/index.js';
import { AI_SEAT, type SeatId, type Waiting } from '../../play/index.js';
import { say } from '../../words/index.js';
import { keyOf } from '../input/keys.js';
import type { RoomView } from '../tableView.js';
import { caverWord, clockTime, type Me, playerName } from './roomWords.js';

/** What the table's words about a room are made from. */
export interface RoomTableState {
  readonly game: RemoteGame;
  readonly room: RoomInfo;
  readonly me: Me | null;
  /** How long a player has been connected, or away (ms). */
  readonly presence: (player: string) => { readonly connected: boolean; readonly forMs: number } | null;
}

/** Is the game waiting on this keyboard (a caver its player holds)? */
export function myDecision(t: RoomTableState): Waiting | null {
  const w = t.game.waitingFor();
  return w !== null && t.me?.role === 'player' && w.seat.id === t.me.id ? w : null;
}

/** A player away from the room, and for how long (ms); null when connected (or the AI). */
function away(t: RoomTableState, seat: SeatId): number | null {
  if (seat === AI_SEAT) return null;
  const p = t.presence(seat);
  return p !== null && !p.connected ? p.forMs : null;
}

/** The header's first item: whose decision it is, named ("Ana · Medic's turn"), or null (the phases). */
export function whoText(t: RoomTableState): string | null {
  const w = t.game.waitingFor();
  if (w === null) return null;
  const caver = caverWord(w.caver);
  const choice = w.choice !== null;
  if (t.me?.role === 'player' && w.seat.id === t.me.id)
    return say(choice ? 'room.header.your-choice' : 'room.header.your-turn', { caver });
  const player = w.seat.id === AI_SEAT ? say('room.AI') : playerName(t.room, w.seat.id);
  return say(choice ? 'room.header.choice' : 'room.header.turn', { player, caver });
}

/**
 * In place of the prompt while the game waits on another player (or the AI): "Waiting for Ana
 * (Medic)", with how long they have been away; null when it waits on this keyboard, or on nobody.
 */
export function waitingPrompt(t: RoomTableState): string | null {
  const w = t.game.waitingFor();
  if (w === null || myDecision(t) !== null) return null;
  const caver = caverWord(w.caver);
  if (w.seat.id === AI_SEAT) return say('room.table.waiting-ai', { caver });
  const player = playerName(t.room, w.seat.id);
  const gone = away(t, w.seat.id);
  return gone === null
    ? say('room.table.waiting', { player, caver })
    : say('room.table.waiting-away', { player, caver, time: clockTime(gone) });
}

/**
 * Why this keyboard's keys cannot play now: a spectator's, an action still on its way, or the decision
 * is a caver another player (or the AI) holds ("The Medic is Ana's"); null when they may.
 */
export function keyRefusal(t: RoomTableState, sending: boolean): string | null {
  if (t.me?.role !== 'player') return say('room.table.watching');
  if (sending) return say('room.table.sending-wait');
  const w = t.game.waitingFor();
  if (w === null || w.seat.id === t.me.id) return null;
  return holderRefusal(t, w.caver, w.seat.id);
}

/** "The Medic is Ana's" (and away since when), or "The AI plays the Medic". */
export function holderRefusal(t: RoomTableState, c: CaverId, seat: SeatId): string {
  const caver = caverWord(c);
  if (seat === AI_SEAT) return say('room.table.ai-plays', { caver });
  const holder = playerName(t.room, seat);
  const gone = away(t, seat);
  return gone === null
    ? say('room.table.not-yours', { caver, holder })
    : say('room.table.not-yours-away', { caver, holder, time: clockTime(gone) });
}

/** Who played an action, for the log ("Ana", "AI"); null: not known. */
export function playedBy(room: RoomInfo, seat: SeatId | null): string | null {
  if (seat === null) return null;
  return seat === AI_SEAT ? say('room.AI') : playerName(room, seat);
}

/** The table screen's view of the room: its players named, its chat, the connection. */
export function roomView(t: RoomTableState, o: { readonly chat: readonly string[] }): RoomView {
  const { room } = t;
  const g = room.game;
  return {
    who: whoText(t),
    about: [
      say('room.header.code', { code: room.code }),
      say(g.easy ? 'room.header.game-easy' : 'room.header.game', { difficulty: g.difficulty }),
    ],
    // The table's keys are the player's (help and leave follow their key set, as in a local game).
    keys: [
      say('room.header.chat'),
      say('room.header.seats'),
      say('room.header.help', { key: keyOf('help') }),
      say('room.header.leave', { key: keyOf('quit') }),
    ],
    tagOf: (seat) => {
      const c = t.game.state.cavers[seat]?.id;
      const h = c === undefined ? undefined : room.holders[c];
      if (h === undefined) return '  ';
      if (h === AI_SEAT) return say('room.ai-tag');
      const n = room.players.findIndex((p) => p.id === h);
      return say('room.tag', { n: n + 1 });
    },
    playedBy: (seat) => playedBy(room, seat),
    chat: o.chat,
  };
}
