// The server's host key: ed25519, made on the first start and kept in the data folder
// (`<data>/ssh/host_ed25519`, its public half beside it). It is never replaced without a word: a key
// whose public half is there but which is itself missing, or one that cannot be read or is not an
// ed25519 private key, stops the server with one line saying so (players' clients would otherwise
// warn that the server's identity changed, or trust a new one).
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import ssh2 from 'ssh2';
import { say } from '../words/index.js';

export const HOST_KEY_FILE = 'host_ed25519';

export interface HostKey {
  /** The private key as the SSH server takes it (OpenSSH format). */
  readonly key: Buffer;
  readonly file: string;
  /** `SHA256:...`, as `ssh-keygen -lf` and a client's first-connection question show it. */
  readonly fingerprint: string;
  /** Whether it was made by this start. */
  readonly made: boolean;
}

/** The fingerprint of a public key's wire form, as OpenSSH writes it. */
export function fingerprintOf(publicKeyBlob: Buffer): string {
  return `SHA256:${createHash('sha256').update(publicKeyBlob).digest('base64').replace(/=+$/, '')}`;
}

/** A new key pair, OpenSSH's formats. */
export interface KeyPair {
  readonly private: string;
  readonly public: string;
}

function generate(): KeyPair {
  return ssh2.utils.generateKeyPairSync('ed25519', { comment: 'subterra host key' });
}

/** How many pairs are made before giving up on one that reads back (each fails 1 time in 256). */
const MAKE_TRIES = 20;

/**
 * Whether ssh2 reads a pair back as the same ed25519 key. Its generator drops a public key's
 * leading zero bytes (mscdex/ssh2 issues 1390 and 1513): about one key in 256 is then written in a
 * form that neither it nor OpenSSH reads, and a server that wrote it could never start again.
 */
function readsBack(pair: KeyPair): boolean {
  const priv = ssh2.utils.parseKey(pair.private);
  const pub = ssh2.utils.parseKey(pair.public);
  if (priv instanceof Error || Array.isArray(priv) || pub instanceof Error || Array.isArray(pub)) return false;
  return (
    priv.type === 'ssh-ed25519' &&
    priv.isPrivateKey() &&
    // "ssh-ed25519" and the 32 bytes of the key, each with its length.
    priv.getPublicSSH().length === 51 &&
    priv.getPublicSSH().equals(pub.getPublicSSH())
  );
}

function why(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return say('ssh.key.missing');
  if (code === 'EACCES' || code === 'EPERM') return say('ssh.key.denied');
  if (code === 'EISDIR') return say('ssh.key.folder');
  return e instanceof Error ? e.message : String(e);
}

/**
 * The host key: read from `file` (given: it must be there), or from the data folder's, which is made
 * when neither it nor its public half exists yet. A string: the one line saying why not.
 */
export function loadHostKey(o: {
  readonly dataDir: string;
  readonly file?: string | null;
  /** Makes a new pair (tests: one that does not read back). */
  readonly generate?: () => KeyPair;
}): HostKey | string {
  const given = o.file !== undefined && o.file !== null;
  const file = given ? path.resolve(o.file as string) : path.join(o.dataDir, 'ssh', HOST_KEY_FILE);
  let made = false;
  if (!given && !fs.existsSync(file)) {
    if (fs.existsSync(`${file}.pub`)) return say('ssh.key.pub-only', { file });
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      let pair: KeyPair | null = null;
      for (let i = 0; i < MAKE_TRIES && pair === null; i++) {
        const made = (o.generate ?? generate)();
        if (readsBack(made)) pair = made;
      }
      if (pair === null) return say('ssh.key.cannot-make', { file, why: say('ssh.key.made-unreadable') });
      // 'wx': never over a key that appeared meanwhile.
      fs.writeFileSync(file, pair.private, { flag: 'wx', mode: 0o600 });
      fs.writeFileSync(`${file}.pub`, `${pair.public}\n`, { flag: 'wx', mode: 0o644 });
      made = true;
    } catch (e) {
      return say('ssh.key.cannot-make', { file, why: why(e) });
    }
  }
  let key: Buffer;
  try {
    key = fs.readFileSync(file);
  } catch (e) {
    return say('ssh.key.cannot-read', { file, why: why(e) });
  }
  const parsed = ssh2.utils.parseKey(key);
  if (parsed instanceof Error || Array.isArray(parsed)) return say('ssh.key.unreadable', { file });
  if (parsed.type !== 'ssh-ed25519' || !parsed.isPrivateKey())
    return say(parsed.isPrivateKey() ? 'ssh.key.not-ed25519' : 'ssh.key.not-ed25519-public', {
      file,
      type: parsed.type,
    });
  return { key, file, fingerprint: fingerprintOf(parsed.getPublicSSH()), made };
}
