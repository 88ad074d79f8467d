// What a player types to join a room (`192.168.1.20:7447/RIVER-7Q4K`, `wss://play.example.org/RIVER-7Q4K`)
// and the line a host prints for their friends. Parsing gives the server's WebSocket URL and the room.
import { DEFAULT_PORT, ROOM_PATH } from './protocol.js';
import { normalizeCode } from './roomCode.js';

export interface Address {
  /** The server's WebSocket URL without a path: `ws://HOST:PORT` or `wss://HOST:PORT`. */
  readonly url: string;
  /** The room named (upper case), or null (`subterra host --server ADDRESS` names none). */
  readonly room: string | null;
}

/** Why an address cannot be read. */
export type AddressProblem = 'empty' | 'scheme' | 'host' | 'port' | 'room';

/**
 * Read an address: `[ws://|wss://]HOST[:PORT][/ROOM]` (also `/rooms/ROOM`), HOST a name, an IPv4
 * address or an IPv6 one in brackets; the port 7447 unless given (443 for wss:// without one).
 */
export function parseAddress(text: string): Address | { readonly problem: AddressProblem } {
  let s = text.trim();
  if (s === '') return { problem: 'empty' };
  let scheme = 'ws';
  const m = /^([a-z][a-z0-9+.-]*):\/\//i.exec(s);
  if (m) {
    scheme = m[1].toLowerCase();
    if (scheme !== 'ws' && scheme !== 'wss') return { problem: 'scheme' };
    s = s.slice(m[0].length);
  }
  const slash = s.indexOf('/');
  const hostPort = slash < 0 ? s : s.slice(0, slash);
  let rest = slash < 0 ? '' : s.slice(slash);
  const hp = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?$/.exec(hostPort);
  if (!hp) return { problem: 'host' };
  const port = hp[2] === undefined ? (scheme === 'wss' ? 443 : DEFAULT_PORT) : Number(hp[2]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return { problem: 'port' };
  if (rest.startsWith(ROOM_PATH)) rest = rest.slice(ROOM_PATH.length - 1);
  rest = rest.replace(/^\/+|\/+$/g, '');
  let room: string | null = null;
  if (rest !== '') {
    room = normalizeCode(rest);
    if (room === null) return { problem: 'room' };
  }
  return { url: `${scheme}://${hp[1]}:${port}`, room };
}

/** The line friends type to join: `HOST:PORT/ROOM` (with `wss://` in front for a TLS server). */
export function joinLine(host: string, port: number, room: string, tls = false): string {
  const h = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `${tls ? 'wss://' : ''}${h}:${port}/${room}`;
}

/** The URL a client opens for a room (its code in the path, for a load balancer to route on). */
export function roomUrl(url: string, room: string | null): string {
  return room === null ? `${url}/` : `${url}${ROOM_PATH}${encodeURIComponent(room)}`;
}
