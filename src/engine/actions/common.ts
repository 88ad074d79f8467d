// Small helpers the action definitions share.
import { isDir } from '../dirs.js';
import { onTile, seatOf, tileIndex } from '../cave.js';
import { CAVER_IDS, type CaverId } from '../facts.js';
import { BAD_DIR, type Refusal } from '../refusal.js';
import type { GameState, Tile } from '../types.js';

/** The tile the caver stands on (actions are only offered to cavers on a tile). */
export function here(s: GameState, seat: number): Tile | undefined {
  const i = hereIndex(s, seat);
  return i < 0 ? undefined : s.tiles[i];
}

/** The index in the state's tiles of the tile the caver stands on, or -1 (listing's `at`: defs.ts). */
export function hereIndex(s: GameState, seat: number): number {
  const c = s.cavers[seat];
  return onTile(c) ? (tileIndex(s, c.at![0], c.at![1]) ?? -1) : -1;
}

export function badDir(dir: unknown): Refusal | null {
  return isDir(dir) ? null : BAD_DIR;
}

export const BAD_TARGET: Refusal = { code: 'field', field: 'target', expect: 'caver' };
const NOT_YOURSELF: Refusal = { code: 'not-yourself' };

/** Seat of a target caver sharing the actor's tile, or why not. */
export function sameTileTarget(s: GameState, seat: number, target: unknown, allowSelf: boolean): number | Refusal {
  const t = typeof target === 'string' ? seatOf(s, target) : -1;
  if (t < 0) return BAD_TARGET;
  if (t === seat && !allowSelf) return NOT_YOURSELF;
  const a = s.cavers[seat];
  const b = s.cavers[t];
  if (t !== seat && (!onTile(b) || a.at![0] !== b.at![0] || a.at![1] !== b.at![1]))
    return { code: 'not-here', caver: b.id };
  return t;
}

/**
 * Listed actions are made once per caver and kind, not once per listing: an action is read-only data
 * that says the same in every state where it is legal, so every list that offers it can hold the same
 * object (what legalActions lists for a state is still checked against that state's list: engine.ts).
 */
export function made<T>(make: (caver: CaverId) => T): (caver: CaverId) => T {
  const byCaver: ReadonlyMap<CaverId, T> = new Map(CAVER_IDS.map((id) => [id, make(id)]));
  return (caver) => byCaver.get(caver)!;
}
