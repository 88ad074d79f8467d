// A short, stable hash of the game state: recorded every round so a replay can detect desync.
import { sidesString } from './dirs.js';
import { tileId } from './tiles.js';
import type { GameState, TileCard } from './types.js';

/** The facts that make a position: everything a later step can depend on, in a fixed order. */
export function canonical(s: GameState): string {
  const parts: (string | number)[] = [
    s.round,
    s.phase,
    s.first,
    s.turnIdx,
    s.turn ?? -1,
    s.ap,
    +s.exerted,
    +s.turnDone,
    +s.directUsed,
    s.tileTop,
    s.tileDiscards.length,
    s.hazardTop,
    +s.outOfTime,
    s.gasLeak,
    s.diceTop,
    s.rng.c,
    s.rng.s0,
    s.rng.s1,
    s.rng.s2,
    s.nextHorrorId,
    s.result ?? '-',
  ];
  for (const c of s.cavers) {
    parts.push(
      c.id,
      c.hp,
      c.at ? `${c.at[0]},${c.at[1]}` : '-',
      +c.underwater,
      +c.removed,
      +c.hidden,
      c.hideRound,
      c.hideStreak,
      c.charges,
      c.aside ? `${c.aside.type}${c.aside.shape}` : '-',
    );
  }
  for (const t of s.tiles) {
    parts.push(`${t.x},${t.y}${t.type}${sidesString(t.open)}${t.arrow ?? ''}${+t.rubble}${+t.flooded}${+t.rope}`);
  }
  for (const h of s.horrors) parts.push(`h${h.id}:${h.at[0]},${h.at[1]}`);
  // A tile drawn and not yet placed (never at the start of a round, where records take their hashes).
  const dr = s.drawn;
  if (dr !== null) {
    const card = (c: TileCard | null): string => (c ? tileId(c) : '-');
    parts.push(
      `drawn:${dr.caver}:${dr.by ?? '-'}:${dr.do}:${dr.dir}:${card(dr.tile)}:${card(dr.held)}:${dr.discarded.map(tileId).join(',')}:${card(dr.pathfinder)}`,
    );
  }
  return parts.join('|');
}

/** FNV-1a, 32 bits, as 8 hex digits. */
export function stateHash(s: GameState): string {
  const text = canonical(s);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
