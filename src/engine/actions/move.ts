// Move, Swim, Squeeze and Run (RULES.md §4): stepping between adjacent connected tiles.
import { DIRS, isDir, step } from '../dirs.js';
import { isConscious, tileOf } from '../cave.js';
import type { ActionDef, ActionHead } from '../defs.js';
import type { Draft } from '../draft.js';
import { beyond, enter, stepBlock, stepSlot, stepsOut, stepTable } from '../movement.js';
import { checkOver } from '../over.js';
import { OFF_TILE, type Refusal } from '../refusal.js';
import type { Action, CaverId, Dir, GameState, Pos } from '../types.js';
import { badDir, here, made } from './common.js';

function single(kind: 'move' | 'swim' | 'squeeze', ap: number): ActionDef {
  const steps = made((caver): readonly Action[] => DIRS.map((dir) => ({ caver, do: kind, dir })));
  return {
    do: kind,
    ap,
    candidates(s, seat, caver, out, from, at) {
      if (at < 0) return;
      const m = stepsOut(s, stepTable(s), at, stepSlot(s, seat, kind));
      if (m === 0) return;
      const mine = steps(caver);
      for (let i = 0; i < 4; i++) if (m & (1 << i)) out.push(mine[i]);
    },
    check(s, seat, a) {
      const dir = (a as { dir?: unknown }).dir;
      const bad = badDir(dir);
      if (bad) return bad;
      const from = here(s, seat);
      if (!from) return OFF_TILE;
      return stepBlock(s, seat, from, dir as Dir, kind);
    },
    run(d, seat, a) {
      walk(d, seat, [(a as { dir: Dir }).dir]);
    },
  };
}

export const move = single('move', 1);
export const swim = single('swim', 2);
export const squeeze = single('squeeze', 2);

const PATH_DIRS: Refusal = { code: 'field', field: 'path', expect: 'path-dirs' };

/** Why a path of Moves (each a plain Move from where the last one ended) is illegal, or null. */
export function pathBlock(s: GameState, seat: number, path: unknown, max: number): Refusal | null {
  if (!Array.isArray(path) || path.length < 1 || path.length > max)
    return { code: 'field', field: 'path', expect: 'path', max };
  let at: Pos = s.cavers[seat].at!;
  for (let i = 0; i < path.length; i++) {
    const dir = path[i];
    if (!isDir(dir)) return PATH_DIRS;
    const from = tileOf(s, at);
    if (!from) return OFF_TILE;
    const blocked = stepBlock(s, seat, from, dir, 'move');
    if (blocked) return { code: 'path-step', step: i + 1, why: blocked };
    at = step(at, dir);
  }
  return null;
}

/**
 * The Run (or Sprint) actions of one caver along every sequence of 1 to 3 directions, made once (see
 * made): listing them makes no objects.
 */
interface Paths {
  readonly p1: readonly Action[];
  readonly p2: readonly (readonly Action[])[];
  readonly p3: readonly (readonly (readonly Action[])[])[];
}

function pathsOf(caver: CaverId, kind: 'run' | 'sprint'): Paths {
  const act = (path: readonly Dir[]): Action => ({ caver, do: kind, path });
  return {
    p1: DIRS.map((a) => act([a])),
    p2: DIRS.map((a) => DIRS.map((b) => act([a, b]))),
    p3: DIRS.map((a) => DIRS.map((b) => DIRS.map((c) => act([a, b, c])))),
  };
}

/**
 * The Run (or Sprint) actions along every legal path of 1..max Moves, depth first: each first step,
 * then the paths through it. The Moves out of each tile and its neighbours come from the cave's step
 * table (movement.ts), worked out once for every listing until the cave changes.
 */
function pathActions(s: GameState, seat: number, paths: Paths, max: number, out: Action[], i0: number): void {
  if (i0 < 0) return;
  const tab = stepTable(s);
  const slot = stepSlot(s, seat, 'move');
  const m0 = stepsOut(s, tab, i0, slot);
  if (m0 === 0) return;
  const { p1, p2, p3 } = paths;
  for (let i = 0; i < 4; i++) {
    if (!(m0 & (1 << i))) continue;
    out.push(p1[i]);
    if (max < 2) continue;
    const i1 = beyond(s, tab, i0, i);
    const m1 = stepsOut(s, tab, i1, slot);
    for (let j = 0; j < 4; j++) {
      if (!(m1 & (1 << j))) continue;
      out.push(p2[i][j]);
      if (max < 3) continue;
      const m2 = stepsOut(s, tab, beyond(s, tab, i1, j), slot);
      for (let k = 0; k < 4; k++) if (m2 & (1 << k)) out.push(p3[i][j][k]);
    }
  }
}

/** Take the steps one by one; entering costs are paid at each; a caver who faints stops. */
export function walk(d: Draft, seat: number, path: readonly Dir[]): void {
  for (let i = 0; i < path.length; i++) {
    const dir = path[i];
    const c = d.s.cavers[seat];
    if (!isConscious(c)) return;
    enter(d, seat, step(c.at!, dir));
    checkOver(d);
  }
}

export function pathAction(head: ActionHead & { readonly do: 'run' | 'sprint' }, max: number): ActionDef {
  const kind = head.do;
  const paths = made((caver) => pathsOf(caver, kind));
  return {
    ...head,
    steps: max,
    candidates: (s, seat, caver, out, _from, at) => pathActions(s, seat, paths(caver), max, out, at),
    check: (s, seat, a) => (here(s, seat) ? pathBlock(s, seat, (a as { path?: unknown }).path, max) : OFF_TILE),
    run: (d, seat, a) => walk(d, seat, (a as Extract<Action, { path: readonly Dir[] }>).path),
  };
}

export const run = pathAction({ do: 'run', ap: 2 }, 3);
