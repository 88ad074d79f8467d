// Heal, Clear rubble, Place rope and Hide (RULES.md §4): the actions that are not movement.
import { DIRS, isDir } from '../dirs.js';
import { connectedTo, onTile, tileIndex } from '../cave.js';
import type { ActionDef, ActionHead } from '../defs.js';
import type { Draft } from '../draft.js';
import { gain, HEAL_AMOUNT, skillTest } from '../health.js';
import { markersLeft, SUPPLY } from '../supply.js';
import { isRefusal, OFF_TILE, type Refusal } from '../refusal.js';
import type { Dir, GameState, Tile } from '../types.js';
import { here, sameTileTarget } from './common.js';

/** Heal-like actions: a caver on your tile (yourself too, if allowed) regains 1 health. */
export function healAction(head: ActionHead & { readonly do: 'heal' | 'firstaid' }, self: boolean): ActionDef {
  const kind = head.do;
  return {
    ...head,
    candidates(s, seat, caver, out, from) {
      const me = s.cavers[seat];
      if (!from) return;
      // The same test as sameTileTarget, without wording the reasons for those it leaves out.
      for (let t = 0; t < s.cavers.length; t++) {
        const c = s.cavers[t];
        if (t === seat ? self : onTile(c) && c.at![0] === me.at![0] && c.at![1] === me.at![1])
          out.push({ caver, do: kind, target: c.id });
      }
    },
    check(s, seat, a) {
      if (!here(s, seat)) return OFF_TILE;
      const t = sameTileTarget(s, seat, (a as { target?: unknown }).target, self);
      return typeof t === 'number' ? null : t;
    },
    run(d, seat, a) {
      const t = sameTileTarget(d.s, seat, (a as { target: string }).target, self) as number;
      gain(d, t, HEAL_AMOUNT, seat);
    },
  };
}

export const heal = healAction(
  {
    do: 'heal',
    ap: 2,
  },
  true,
);

/** The tile whose rubble a clear names: your own (no dir) or an adjacent connected one. */
function clearTarget(s: GameState, seat: number, dir: unknown): Tile | Refusal {
  const from = here(s, seat);
  if (!from) return OFF_TILE;
  if (dir !== undefined && !isDir(dir)) return DIR_OR_OWN;
  const t = dir === undefined ? from : connectedTo(s, from, dir);
  if (!t) return { code: 'not-connected', dir: dir as Dir };
  if (!t.rubble) return dir === undefined ? NO_RUBBLE : { code: 'no-rubble', dir: dir as Dir };
  return t;
}

const DIR_OR_OWN: Refusal = { code: 'field', field: 'dir', expect: 'dir-or-own' };
const NO_RUBBLE: Refusal = { code: 'no-rubble' };

export function clearAction(head: ActionHead & { readonly do: 'clear' | 'quickdig' }): ActionDef {
  const kind = head.do;
  return {
    ...head,
    candidates(s, seat, caver, out, from) {
      if (!from) return;
      if (from.rubble) out.push({ caver, do: kind });
      for (let i = 0; i < 4; i++)
        if (connectedTo(s, from, DIRS[i])?.rubble) out.push({ caver, do: kind, dir: DIRS[i] });
    },
    check(s, seat, a) {
      const t = clearTarget(s, seat, (a as { dir?: unknown }).dir);
      return isRefusal(t) ? t : null;
    },
    run(d, seat, a) {
      const t = clearTarget(d.s, seat, (a as { dir?: Dir }).dir) as Tile;
      d.tile(tileIndex(d.s, t.x, t.y)!).rubble = false;
      d.emit({ t: 'rubble', at: [t.x, t.y], on: false });
    },
  };
}

export const clear = clearAction({
  do: 'clear',
  ap: 2,
});

/** Why no rope can go on this caver's tile, or null. */
export function ropeBlock(s: GameState, seat: number): Refusal | null {
  return ropeBlockOn(s, here(s, seat));
}

/** ropeBlock for a caver standing on `t` (undefined: on no tile). */
export function ropeBlockOn(s: GameState, t: Tile | undefined): Refusal | null {
  if (!t) return OFF_TILE;
  if (t.type !== 'ledge' && t.type !== 'drop') return ROPE_TILE;
  if (t.rope) return HAS_ROPE;
  if (markersLeft(s, 'rope') <= 0) return { code: 'no-ropes', supply: SUPPLY.rope };
  return null;
}

const ROPE_TILE: Refusal = { code: 'rope-tile' };
const HAS_ROPE: Refusal = { code: 'has-rope' };

export function putRope(d: Draft, seat: number): void {
  const at = d.s.cavers[seat].at!;
  d.tile(tileIndex(d.s, at[0], at[1])!).rope = true;
  d.emit({ t: 'rope', at });
}

export const rope: ActionDef = {
  do: 'rope',
  ap: 2,
  test: true,
  candidates(s, seat, caver, out, from) {
    if (ropeBlockOn(s, from) === null) out.push({ caver, do: 'rope' });
  },
  check: (s, seat) => ropeBlock(s, seat),
  run(d, seat) {
    if (skillTest(d, seat, 'rope')) putRope(d, seat);
  },
};

/** Hiding for the third round in a row succeeds without a roll (French rulebook). */
export const hide: ActionDef = {
  do: 'hide',
  ap: 2,
  test: true,
  candidates(s, seat, caver, out, from) {
    if (from) out.push({ caver, do: 'hide' });
  },
  check: (s, seat) => (here(s, seat) ? null : OFF_TILE),
  run(d, seat) {
    const c = d.s.cavers[seat];
    const streak = c.hideRound === d.s.round - 1 ? c.hideStreak + 1 : c.hideRound === d.s.round ? c.hideStreak : 1;
    const m = d.caver(seat);
    m.hideRound = d.s.round;
    m.hideStreak = streak;
    let ok: boolean;
    if (streak >= 3) {
      ok = true;
      d.emit({ t: 'test', caver: c.id, why: 'hide', die: null, bonus: 0, ok: true });
    } else ok = skillTest(d, seat, 'hide');
    if (ok) {
      d.caver(seat).hidden = true;
      d.emit({ t: 'hidden', caver: c.id });
    }
  },
};
