// A room's data in the words a player reads: who a seat or holder is ("Ana", "you", "the AI"), how
// long someone has been away, the server's refusals and the client's own (codes with parameters: the
// protocol never sends a sentence), and the end's check of the deal. The sentences are the catalog's
// (src/words/en/room.ts).
import type { CaverId } from '../../engine/index.js';
import type { HolderId, NetError, RoomInfo, Verification } from '../../net/index.js';
import { AI_SEAT } from '../../play/index.js';
import { andList, caverTitle, refusalText, say } from '../../words/index.js';
import { undoBlockText } from '../playWords.js';

/** This client in its room: its player id (its seat) and role. */
export interface Me {
  readonly id: string;
  readonly role: 'player' | 'spectator';
}

/** A caver's name as the room's sentences say it ("the Medic is Ana's"). */
export function caverWord(c: CaverId): string {
  return caverTitle(c);
}

/** A player's name in the room (their id, should they not be in it). */
export function playerName(room: RoomInfo, id: string): string {
  return room.players.find((p) => p.id === id)?.name ?? id;
}

/** Who a holder is, as a sentence names them: "you", "Ana", "the AI", "nobody". */
export function holderWord(room: RoomInfo, me: Me | null, holder: HolderId | null | undefined): string {
  if (holder === undefined || holder === null) return say('room.nobody');
  if (holder === AI_SEAT) return say('room.ai');
  if (me !== null && holder === me.id) return say('room.you');
  return playerName(room, holder);
}

/** A while in minutes and seconds ("0:42", "12:05"), or hours too ("1:02:03"). */
export function clockTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Why the server (or the connection) refused a request, in words. */
export function netErrorText(e: NetError, room: RoomInfo | null, me: Me | null): string {
  const holder = (h: HolderId): string => (room ? holderWord(room, me, h) : h);
  switch (e.code) {
    case 'rules':
      return refusalText(e.error);
    case 'held':
      return e.holder === AI_SEAT
        ? say('room.error.held-ai', { caver: caverWord(e.caver) })
        : say('room.error.held', { caver: caverWord(e.caver), holder: holder(e.holder) });
    case 'not-your-caver':
      return e.holder === AI_SEAT
        ? say('room.error.not-your-caver-ai', { caver: caverWord(e.caver) })
        : say('room.error.not-your-caver', { caver: caverWord(e.caver), holder: holder(e.holder) });
    case 'not-your-turn':
      return e.holder === AI_SEAT
        ? say('room.error.not-your-turn-ai', { caver: caverWord(e.caver) })
        : say('room.error.not-your-turn', { caver: caverWord(e.caver), holder: holder(e.holder) });
    case 'no-such-caver':
    case 'not-yours':
      return say(`room.error.${e.code}`, { caver: caverWord(e.caver) });
    case 'unheld':
      return say('room.error.unheld', { cavers: andList(e.cavers.map(caverWord)) });
    case 'cannot-undo':
      return say('room.error.cannot-undo', {
        why: undoBlockText({ seat: () => null }, e.blocked, (id) => (room ? holderWord(room, me, id) : id)),
      });
    case 'unreachable':
      return say('room.error.unreachable', { reason: e.reason });
    case 'too-large':
    case 'room-full':
    case 'players-full':
    case 'rooms-full':
      return say(`room.error.${e.code}`, { max: e.max });
    case 'unknown-message':
      return say('room.error.unknown-message', { got: e.got });
    case 'invalid':
      return say('room.error.invalid', { path: e.path, issue: e.issue });
    case 'version':
      return say('room.error.version', { want: e.want, got: e.got });
    case 'bad-game':
      return say('room.error.bad-game', { field: e.field });
    // The rest say what they say without their parameters.
    default:
      return say(`room.error.${e.code}`);
  }
}

/** The end's check of the deal in one line: verified (with the seed), or, loudly, what failed. */
export function checkText(v: Verification): { readonly text: string; readonly ok: boolean } {
  if (v.ok)
    return {
      ok: true,
      text: say(v.hostChose ? 'room.end.verified-chose' : 'room.end.verified', { seed: v.seed }),
    };
  const why = say(`room.end.why.${v.failure}`);
  return {
    ok: false,
    text: v.v === undefined ? say('room.end.failed', { why }) : say('room.end.failed-at', { why, v: v.v }),
  };
}
