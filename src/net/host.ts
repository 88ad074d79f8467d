// `subterra host`: a server started inside the host's own process, on a free port, with one room
// opened for the host; and the lines friends type to join it, one for each address of this machine
// that another machine could reach. The host's own terminal then joins like anyone else (with the
// seat token this gives), over the loopback. The host's room, its seat token and the port are kept in
// `<data folder>/host/host.json` (readable by its owner only), so that `subterra host --resume` after
// a closed terminal, a killed process or leaving comes back to the room unfinished, on the same port
// (friends' clients come back by themselves).
import { networkInterfaces } from 'node:os';
import * as path from 'node:path';
import type { Advisor } from '../ai/tableAdvisor.js';
import { writeFileAtomic } from '../record/atomic.js';
import { type Fs, systemFs } from '../record/files.js';
import { dataDir } from '../record/paths.js';
import { joinLine } from './address.js';
import { DEFAULT_PORT, type ErrorBody, type GameSpec, type Limits } from './protocol.js';
import { GameServer } from './server.js';

export interface HostOptions {
  /** The host's name in the room. */
  readonly name: string;
  readonly game: GameSpec;
  readonly password?: string;
  /** The port to listen on (default 7447, or any free port if that one is taken; resuming, the room's). */
  readonly port?: number;
  /**
   * Come back to the host's unfinished room (kept in `host.json`) rather than open a new one; the game
   * options are then the room's own. No such room: `no-such-room`.
   */
  readonly resume?: boolean;
  /** The address to listen on (default: every address). */
  readonly listen?: string;
  /** Where the room's file is kept (default: `<data folder>/host`). */
  readonly dataDir?: string;
  /** The environment the data folder is found from (default process.env). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly tls?: { readonly cert: string | Buffer; readonly key: string | Buffer };
  /** The AI's worker script (dist/ai-worker.js), for cavers given to the AI. */
  readonly aiWorkerUrl?: URL;
  readonly advisor?: Advisor | null;
  readonly aiDelayMs?: number;
  readonly limits?: Partial<Limits>;
  readonly app?: string;
  readonly log?: (line: string) => void;
}

export interface HostedRoom {
  readonly server: GameServer;
  /** The room's code. */
  readonly code: string;
  /** The host's seat token: their own client joins with it (`{ join: code, token }`). */
  readonly token: string;
  readonly port: number;
  /** What friends type after `subterra join`: `HOST:PORT/CODE` for every address of this machine they could reach. */
  readonly addresses: readonly string[];
  /** The URL the host's own client connects to (the loopback). */
  readonly localUrl: string;
  /** Shut the server down (the room's last change saved). */
  close(): Promise<void>;
}

/**
 * The addresses of this machine another machine could reach: every non-internal address, IPv4 first,
 * IPv6 link-local ones left out (they need the interface's name to be reached).
 */
export function machineAddresses(): string[] {
  const v4: string[] = [];
  const v6: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.internal) continue;
      if (a.family === 'IPv4') v4.push(a.address);
      else if (!a.address.toLowerCase().startsWith('fe80')) v6.push(a.address);
    }
  }
  return [...new Set([...v4, ...v6])];
}

/** What the host keeps to come back to their room. */
export interface HostTicket {
  readonly room: string;
  readonly token: string;
  readonly port: number;
}

/** The host's ticket file in a host's data folder. */
export function hostTicketFile(dir: string): string {
  return path.join(dir, 'host.json');
}

function readTicket(dir: string, fs: Fs): HostTicket | null {
  try {
    const t = JSON.parse(fs.readFileSync(hostTicketFile(dir), 'utf8') as string) as Partial<HostTicket>;
    if (typeof t.room === 'string' && typeof t.token === 'string' && typeof t.port === 'number')
      return { room: t.room, token: t.token, port: t.port };
  } catch {
    /* none, or unreadable */
  }
  return null;
}

function writeTicket(dir: string, t: HostTicket, fs: Fs): void {
  const own: Fs = { ...fs, openSync: (p, flags) => fs.openSync(p, flags, 0o600) };
  writeFileAtomic(hostTicketFile(dir), `${JSON.stringify(t, null, 2)}\n`, own);
}

/** Start a server in this process and open the host's room on it (or the reason it could not be opened). */
export async function hostRoom(o: HostOptions): Promise<HostedRoom | ErrorBody> {
  const dir = o.dataDir ?? path.join(dataDir(o.env), 'host');
  const fs = systemFs;
  const ticket = o.resume ? readTicket(dir, fs) : null;
  if (o.resume && ticket === null) return { code: 'no-such-room' };
  const common = {
    dataDir: dir,
    // The host's room only: --resume's, or none for a new one. Rooms left unfinished by an earlier
    // `host` stay in the folder, unserved (a new room's ticket replaces theirs).
    reopen: ticket !== null ? [ticket.room] : [],
    ...(o.listen !== undefined ? { host: o.listen } : {}),
    ...(o.tls ? { tls: o.tls } : {}),
    ...(o.aiWorkerUrl ? { aiWorkerUrl: o.aiWorkerUrl } : {}),
    ...(o.advisor !== undefined ? { advisor: o.advisor } : {}),
    ...(o.aiDelayMs !== undefined ? { aiDelayMs: o.aiDelayMs } : {}),
    ...(o.limits ? { limits: o.limits } : {}),
    ...(o.app ? { app: o.app } : {}),
    ...(o.log ? { log: o.log } : {}),
  };
  let server: GameServer;
  try {
    server = await GameServer.start({ ...common, port: o.port ?? ticket?.port ?? DEFAULT_PORT });
  } catch (e) {
    if (o.port !== undefined || (e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    server = await GameServer.start({ ...common, port: 0 });
  }
  let code: string;
  let token: string;
  if (ticket !== null) {
    // The server opened every unfinished room of the folder: the host's is among them, or is over.
    const room = server.room(ticket.room);
    if (room === undefined || room.closed || room.phase === 'over') {
      await server.close();
      return { code: 'no-such-room' };
    }
    code = ticket.room;
    token = ticket.token;
  } else {
    const made = await server.createRoom({
      name: o.name,
      game: o.game,
      ...(o.password ? { password: o.password } : {}),
    });
    if (!('room' in made)) {
      await server.close();
      return made;
    }
    code = made.room.code;
    token = made.token;
  }
  const port = server.port;
  try {
    writeTicket(dir, { room: code, token, port }, fs);
  } catch {
    /* the room goes on; only --resume will not find it */
  }
  const tls = o.tls !== undefined;
  const listen = o.listen;
  const hosts = listen === undefined || listen === '::' || listen === '0.0.0.0' ? machineAddresses() : [listen];
  const loopback = listen === undefined || listen === '::' || listen === '0.0.0.0' ? '127.0.0.1' : listen;
  return {
    server,
    code,
    token,
    port,
    addresses: (hosts.length > 0 ? hosts : [loopback]).map((h) => joinLine(h, port, code, tls)),
    localUrl: `${tls ? 'wss' : 'ws'}://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`,
    close: () => server.close(),
  };
}
