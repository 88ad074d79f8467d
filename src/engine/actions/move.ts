// Move, Swim, Squeeze and Run (RULES.md §4): stepping between adjacent connected tiles.
import { DIRS, isDir, step } from '../dirs.js';
import { isConscious, tileOf } from '../cave.js';
import type { ActionDef, ActionHead } from '../defs.js';
import type { Draft } from '../draft.js';
import { canStep, enter, movesFrom, stepBlock } from '../movement.js';
import { checkOver } from '../over.js';
import type { Action, CaverId, Dir, GameState, Pos, Tile } from '../types.js';
import { badDir, here } from './common.js';

function single(kind: 'move' | 'swim' | 'squeeze', name: string, ap: number, text: string): ActionDef {
  return {
    do: kind, name, ap, text,
    candidates(s, seat, caver) {
      const from = here(s, seat);
      if (!from) return [];
      const out: Action[] = [];
      for (const dir of DIRS) if (canStep(s, seat, from, dir, kind)) out.push({ caver, do: kind, dir });
      return out;
    },
    check(s, seat, a) {
      const dir = (a as { dir?: unknown }).dir;
      const bad = badDir(dir);
      if (bad) return bad;
      const from = here(s, seat);
      if (!from) return 'you are not on a tile';
      return stepBlock(s, seat, from, dir as Dir, kind);
    },
    run(d, seat, a) {
      walk(d, seat, [(a as { dir: Dir }).dir]);
    },
  };
}

export const move = single('move', 'Move', 1, 'Step to an adjacent connected tile (not a tunnel, a flooded tile or rubble).');
export const swim = single('swim', 'Swim', 2, 'Step into an adjacent connected flooded tile: the only way in.');
export const squeeze = single('squeeze', 'Squeeze', 2, 'Step into an adjacent connected tunnel: the only way in (besides Explore).');

/** Why a path of Moves (each a plain Move from where the last one ended) is illegal, or null. */
export function pathBlock(s: GameState, seat: number, path: unknown, max: number): string | null {
  if (!Array.isArray(path) || path.length < 1 || path.length > max) return `"path" must list 1 to ${max} directions`;
  let at: Pos = s.cavers[seat].at!;
  for (let i = 0; i < path.length; i++) {
    const dir = path[i];
    if (!isDir(dir)) return `"path" must list directions N, E, S, W`;
    const from = tileOf(s, at);
    if (!from) return 'you are not on a tile';
    const blocked = stepBlock(s, seat, from, dir, 'move');
    if (blocked) return `step ${i + 1}: ${blocked}`;
    at = step(at, dir);
  }
  return null;
}

/** Every legal path of 1..max Moves (the moves out of each tile worked out once per tile). */
export function pathCandidates(s: GameState, seat: number, max: number): Dir[][] {
  return pathActions(s, seat, '', 'run', max).map((a) => (a as Extract<Action, { path: readonly Dir[] }>).path as Dir[]);
}

/** The Run (or Sprint) actions along every legal path of 1..max Moves, shortest first from each first step. */
function pathActions(s: GameState, seat: number, caver: CaverId | '', kind: 'run' | 'sprint', max: number): Action[] {
  const out: Action[] = [];
  const start = here(s, seat);
  if (!start) return out;
  // The moves out of each tile met, found again by the tile (a path visits a handful of them).
  const tiles: Tile[] = [];
  const known: { dir: Dir; to: Tile }[][] = [];
  const movesOf = (t: Tile): { dir: Dir; to: Tile }[] => {
    const i = tiles.indexOf(t);
    if (i >= 0) return known[i];
    const m = movesFrom(s, seat, t);
    tiles.push(t);
    known.push(m);
    return m;
  };
  const who = caver as CaverId;
  for (const a of movesOf(start)) {
    out.push({ caver: who, do: kind, path: [a.dir] });
    if (max < 2) continue;
    for (const b of movesOf(a.to)) {
      out.push({ caver: who, do: kind, path: [a.dir, b.dir] });
      if (max < 3) continue;
      for (const c of movesOf(b.to)) out.push({ caver: who, do: kind, path: [a.dir, b.dir, c.dir] });
    }
  }
  return out;
}

/** Take the steps one by one; entering costs are paid at each; a caver who faints stops. */
export function walk(d: Draft, seat: number, path: readonly Dir[]): void {
  for (const dir of path) {
    const c = d.s.cavers[seat];
    if (!isConscious(c)) return;
    enter(d, seat, step(c.at!, dir));
    checkOver(d);
  }
}

export function pathAction(head: ActionHead & { readonly do: 'run' | 'sprint' }, max: number): ActionDef {
  const kind = head.do;
  return {
    ...head, steps: max,
    candidates: (s, seat, caver) => pathActions(s, seat, caver, kind, max),
    check: (s, seat, a) => (here(s, seat) ? pathBlock(s, seat, (a as { path?: unknown }).path, max) : 'you are not on a tile'),
    run: (d, seat, a) => walk(d, seat, (a as Extract<Action, { path: readonly Dir[] }>).path),
  };
}

export const run = pathAction({ do: 'run', name: 'Run', ap: 2, text: 'Move up to three times (Moves only: no Swim, no Squeeze).' }, 3);
