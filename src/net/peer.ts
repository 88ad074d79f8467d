// The SSH door's sessions reach the rooms through this process's own server, every one of them from
// the loopback address: counted by that address, one player guessing room codes would make every
// SSH player wait, and twenty rooms made over SSH would stop the next for ten minutes. So a session
// tells the server whose it is: a header with a secret of this process (made at start, never written
// or sent anywhere else: 32 random bytes, in memory) and the SSH client's address. The server
// believes only a connection holding the secret; anything else is counted by the address it comes
// from. (Not only from loopback: with `serve --listen ADDR` the sessions come from ADDR.)
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/** The header a session sends: `KEY ADDRESS`. */
export const PEER_HEADER = 'x-subterra-peer';

/** A new secret for a process's rooms and its SSH door. */
export function newPeerKey(): string {
  return randomBytes(32).toString('hex');
}

/** The header's value for a player at `address`. */
export function peerHeader(key: string, address: string): Record<string, string> {
  return { [PEER_HEADER]: `${key} ${address}` };
}

/**
 * The address a connection stands for: the vouched one, when it holds this process's key and names
 * an IP address; null otherwise (count it by its own address).
 */
export function vouchedAddress(header: string | string[] | undefined, key: string | undefined): string | null {
  if (key === undefined || key.length < 32 || typeof header !== 'string') return null;
  const space = header.indexOf(' ');
  if (space < 0) return null;
  const given = Buffer.from(header.slice(0, space));
  const own = Buffer.from(key);
  if (given.length !== own.length || !timingSafeEqual(given, own)) return null;
  const address = header.slice(space + 1);
  return isIP(address) !== 0 ? address : null;
}
