// A player's seat tokens, kept in their data folder so that `subterra join` gets their seats back after
// a drop, a closed terminal or a killed client: one small file per server and room
// (<data>/seats/<host>_<port>_<ROOM>.json), written atomically and readable by its owner only.
import * as path from 'node:path';
import { writeFileAtomic } from '../record/atomic.js';
import { type Fs, type StorageOptions, systemFs } from '../record/files.js';
import { dataDir } from '../record/paths.js';

/** What a player keeps to come back to a room. */
export interface SeatTicket {
  /** The server, as connected to (`ws://HOST:PORT`). */
  readonly url: string;
  readonly room: string;
  /** Their player id in the room (`p2`). */
  readonly player: string;
  /** The seat token (128 bits, base64url): whoever has it has the seats. */
  readonly token: string;
  readonly name: string;
}

export interface SeatStore {
  load(url: string, room: string): SeatTicket | null;
  save(ticket: SeatTicket): void;
  forget(url: string, room: string): void;
}

/** The file a ticket for this server and room is kept in. */
export function seatFile(url: string, room: string, opts: StorageOptions = {}): string {
  let where = url;
  try {
    const u = new URL(url);
    where = `${u.protocol === 'wss:' ? 's-' : ''}${u.hostname}_${u.port || (u.protocol === 'wss:' ? '443' : '80')}`;
  } catch {
    /* not a URL: its characters made safe below */
  }
  const safe = `${where}_${room}`.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');
  return path.join(dataDir(opts.env), 'seats', `${safe}.json`);
}

/** The file system's calls, with every file made readable by its owner only (a token is a secret). */
function privateFs(fs: Fs): Fs {
  return { ...fs, openSync: (p, flags, _mode) => fs.openSync(p, flags, 0o600) };
}

/** Seat tokens kept in the player's data folder (StorageOptions: its environment and file system). */
export function fileSeatStore(opts: StorageOptions = {}): SeatStore {
  const fs = opts.fs ?? systemFs;
  return {
    load(url, room) {
      try {
        const data = JSON.parse(fs.readFileSync(seatFile(url, room, opts), 'utf8') as string) as Partial<SeatTicket>;
        if (
          typeof data.token === 'string' &&
          typeof data.player === 'string' &&
          data.room === room &&
          typeof data.name === 'string'
        )
          return { url, room, player: data.player, token: data.token, name: data.name };
      } catch {
        /* none, or unreadable: a new player */
      }
      return null;
    },
    save(ticket) {
      writeFileAtomic(seatFile(ticket.url, ticket.room, opts), `${JSON.stringify(ticket, null, 2)}\n`, privateFs(fs));
    },
    forget(url, room) {
      try {
        fs.unlinkSync(seatFile(url, room, opts));
      } catch {
        /* not there */
      }
    },
  };
}

/** Seat tokens kept in memory only (tests; a spectator has none). */
export function memorySeatStore(): SeatStore {
  const m = new Map<string, SeatTicket>();
  return {
    load: (url, room) => m.get(`${url} ${room}`) ?? null,
    save: (t) => void m.set(`${t.url} ${t.room}`, t),
    forget: (url, room) => void m.delete(`${url} ${room}`),
  };
}
