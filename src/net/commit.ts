// The commitment to the deal: at the start of a game the server announces a hash of a random salt and
// the deal (the seed, and a scenario's fixed decks if any); at the end it reveals the salt and the
// deal. Anyone can then check that the decks were fixed before the first tile was seen. The salt is 256
// random bits, so the hash tells nothing of a seed that could be guessed (a bare hash of a short seed
// could be found by trying seeds).
import { createHash, randomBytes } from 'node:crypto';
import type { RecordSetup } from '../record/types.js';
import type { Commitment } from './protocol.js';
import { canonicalJson } from './views.js';

/** What the hash is taken of, before the salt: raised if the form ever changes. */
export const DEAL_TAG = 'subterra-deal/1';

/** The hash of a salt and a deal. */
export function commitTo(salt: string, seed: string, setup: RecordSetup | null): Commitment {
  const deal = canonicalJson({ seed, setup: setup ?? null });
  return { alg: 'sha256', hash: createHash('sha256').update(`${DEAL_TAG}\n${salt}\n${deal}`).digest('hex') };
}

/** A fresh salt: 256 random bits, hex. */
export function newSalt(): string {
  return randomBytes(32).toString('hex');
}

/** Crockford's base-32 digits: no I, L, O or U to mistake. */
const B32 = '0123456789abcdefghjkmnpqrstvwxyz';

/** Random base-32 digits carrying `bits` bits (node:crypto). */
export function randomBase32(bits: number): string {
  const n = Math.ceil(bits / 5);
  const bytes = randomBytes(n);
  let out = '';
  for (let i = 0; i < n; i++) out += B32[bytes[i] & 31];
  return out;
}

/**
 * A seed the server deals a room's game from: 130 random bits, so that nobody can find it from the
 * first tiles seen by trying seeds (a word-and-number seed could be).
 */
export function newSeed(): string {
  return `net-${randomBase32(130)}`;
}
