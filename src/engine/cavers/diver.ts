// #1 Diver: Dive, and surfacing (RULES.md §7). Underwater gear is a passive in the table (facts.ts).
import { isConscious, tileOf } from '../cave.js';
import { abilityHead, type ActionDef } from '../defs.js';
import type { Draft } from '../draft.js';
import { arrive } from '../movement.js';
import type { Refusal } from '../refusal.js';
import type { Action, GameState, Pos } from '../types.js';
import { here } from '../actions/common.js';

/** Every water tile, flooded or not, in reading order: where the Diver may surface. */
export function waterTiles(s: GameState): Pos[] {
  return s.tiles
    .filter((t) => t.type === 'water')
    .map((t) => [t.x, t.y] as Pos)
    .sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

/** Put the Diver back on a water tile (a horror there takes its health as usual). */
export function surfaceAt(d: Draft, seat: number, at: Pos): void {
  const m = d.caver(seat);
  m.at = at;
  m.underwater = false;
  d.emit({ t: 'surface', caver: m.id, at });
  arrive(d, seat);
}

const DIVE_WATER: Refusal = { code: 'dive-water' };

const dive: ActionDef = {
  ...abilityHead('diver', 'dive'),
  candidates(s, seat, caver, out, from) {
    if (from?.type === 'water') out.push({ caver, do: 'dive' });
  },
  check: (s, seat) => (here(s, seat)?.type === 'water' ? null : DIVE_WATER),
  run(d, seat) {
    const m = d.caver(seat);
    m.at = null;
    m.underwater = true;
    d.s.turnDone = true;
    d.emit({ t: 'dive', caver: m.id });
  },
};

/** Surfacing: the whole turn of a Diver who starts it under water. */
const surface: ActionDef = {
  do: 'surface',
  ap: 0,
  candidates(s, _seat, caver, out) {
    for (const at of waterTiles(s)) out.push({ caver, do: 'surface', at });
  },
  check(s, seat, a) {
    const c = s.cavers[seat];
    if (!c.underwater || !isConscious(c)) return { code: 'not-underwater' };
    const at = (a as { at?: unknown }).at;
    if (!Array.isArray(at) || at.length !== 2 || !at.every(Number.isInteger))
      return { code: 'field', field: 'at', expect: 'square' };
    return tileOf(s, at as unknown as Pos)?.type === 'water' ? null : { code: 'not-water', at: [at[0], at[1]] };
  },
  run(d, seat, a) {
    const at = (a as Extract<Action, { do: 'surface' }>).at;
    surfaceAt(d, seat, [at[0], at[1]]);
    d.s.turnDone = true;
    d.s.ap = 0;
  },
};

export const diverActions: readonly ActionDef[] = [dive, surface];
