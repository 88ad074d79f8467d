// Who a player is over SSH, and where their files are. A player is known by their public key: its
// fingerprint names their own data folder under the server's (`<data>/ssh/players/<id>`), where
// their games, settings, statistics and seat tokens live as they would in a local data folder. A
// client offering no key plays as a guest, in a folder of its own that is swept away a day after it
// was last used. No folder name ever comes from the client: only a hash, or random bytes.
import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { normalizeCode } from '../net/index.js';
import { writeFileAtomic } from '../record/atomic.js';

/** How long a guest's folder is kept after it was last used. */
export const GUEST_KEPT_MS = 24 * 60 * 60_000;

/** The folder of the player with this key (its wire form). */
export function playerDir(dataDir: string, publicKeyBlob: Buffer): string {
  const id = createHash('sha256').update(publicKeyBlob).digest('base64url');
  return path.join(dataDir, 'ssh', 'players', id);
}

/** A new guest's folder. */
export function guestDir(dataDir: string): string {
  return path.join(dataDir, 'ssh', 'guests', randomBytes(12).toString('base64url'));
}

/** A login name as a player's name: letters, digits and `._-`, at most 24; null when nothing is left. */
export function nameOf(username: string): string | null {
  const n = username.replace(/[^A-Za-z0-9._-]/g, '').slice(0, 24);
  return n === '' ? null : n;
}

/**
 * What the login name asks for: a room code (`ssh CODE@HOST` comes straight into that room's lobby),
 * or the player's name.
 */
export function readLogin(username: string): { readonly room: string | null; readonly name: string | null } {
  const room = normalizeCode(username);
  return room !== null ? { room, name: null } : { room: null, name: nameOf(username) };
}

/** The name a player last gave (kept in their folder), for a login that names a room instead. */
export function rememberedName(dir: string): string | null {
  try {
    const v = JSON.parse(fs.readFileSync(path.join(dir, 'ssh.json'), 'utf8')) as { name?: unknown };
    return typeof v.name === 'string' ? nameOf(v.name) : null;
  } catch {
    return null;
  }
}

export function rememberName(dir: string, name: string): void {
  try {
    writeFileAtomic(path.join(dir, 'ssh.json'), `${JSON.stringify({ name })}\n`);
  } catch {
    /* only a convenience: the next login names the player again */
  }
}

/** Remove guests' folders last used more than GUEST_KEPT_MS ago; how many went. */
export function sweepGuests(dataDir: string, now: number): number {
  const root = path.join(dataDir, 'ssh', 'guests');
  let names: string[];
  try {
    names = fs.readdirSync(root);
  } catch {
    return 0;
  }
  let n = 0;
  for (const name of names) {
    const dir = path.join(root, name);
    try {
      if (now - lastUsed(dir) > GUEST_KEPT_MS) {
        fs.rmSync(dir, { recursive: true, force: true });
        n++;
      }
    } catch {
      /* gone already, or not ours to remove */
    }
  }
  return n;
}

/** The newest change time of a folder and what is in it (two levels: the games are one down). */
function lastUsed(dir: string): number {
  let t = fs.statSync(dir).mtimeMs;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, fs.statSync(p).mtimeMs);
    if (e.isDirectory()) for (const f of fs.readdirSync(p)) t = Math.max(t, fs.statSync(path.join(p, f)).mtimeMs);
  }
  return t;
}
