// Horrors (RULES.md §8): distances through connections only, nearest victim, moving, placing, contact.
import { DIRS, byReadingOrder, key } from './dirs.js';
import { caversAt, connectedTo, isConscious, isExit, onTile, tileAt } from './cave.js';
import { caverDef } from './registry.js';
import type { Draft } from './draft.js';
import { contact } from './health.js';
import type { GameState, Horror, Pos } from './types.js';

export const HORROR_REACH = 7;
export const MAX_HORRORS = 3;

/** Steps from the sources to every tile reachable through connections (horrors ignore every marker). */
export function distances(s: GameState, sources: readonly Pos[]): Map<number, number> {
  const dist = new Map<number, number>();
  let frontier: Pos[] = [];
  for (const p of sources) {
    const k = key(p[0], p[1]);
    if (!dist.has(k) && tileAt(s, p[0], p[1])) {
      dist.set(k, 0);
      frontier.push(p);
    }
  }
  for (let n = 1; frontier.length > 0; n++) {
    const next: Pos[] = [];
    for (const p of frontier) {
      const t = tileAt(s, p[0], p[1])!;
      for (const d of DIRS) {
        const o = connectedTo(s, t, d);
        if (!o) continue;
        const k = key(o.x, o.y);
        if (dist.has(k)) continue;
        dist.set(k, n);
        next.push([o.x, o.y]);
      }
    }
    frontier = next;
  }
  return dist;
}

/** A victim: conscious, on a tile that is not the Exit, not hidden this round, not Stealthy. */
export function isVictim(s: GameState, seat: number): boolean {
  const c = s.cavers[seat];
  return isConscious(c) && onTile(c) && !c.hidden && !caverDef(c.id).stealthy && !isExit(s, c.at);
}

export interface Target {
  readonly seat: number;
  readonly dist: number;
}

/** The nearest victim from a square: fewest steps, then lowest caver number. */
export function nearestVictim(s: GameState, from: Pos): Target | null {
  const dist = distances(s, [from]);
  let best: Target | null = null;
  s.cavers.forEach((c, seat) => {
    if (!isVictim(s, seat)) return;
    const n = dist.get(key(c.at![0], c.at![1]));
    if (n === undefined) return;
    if (best === null || n < best.dist || (n === best.dist && caverDef(c.id).number < caverDef(s.cavers[best.seat].id).number)) {
      best = { seat, dist: n };
    }
  });
  return best;
}

/** The squares one step along a shortest path from `from` toward the target, in reading order. */
export function stepOptions(s: GameState, from: Pos, target: Target): Pos[] {
  const goal = s.cavers[target.seat].at!;
  const back = distances(s, [goal]);
  const t = tileAt(s, from[0], from[1])!;
  const out: Pos[] = [];
  for (const d of DIRS) {
    const o = connectedTo(s, t, d);
    if (o && back.get(key(o.x, o.y)) === target.dist - 1) out.push([o.x, o.y]);
  }
  return out.sort(byReadingOrder);
}

/** Where a horror's move could leave it: nowhere (removed), its own tile (victim there), or a step. */
export function reach(s: GameState, h: Horror): { target: Target | null; squares: Pos[] } {
  const target = nearestVictim(s, h.at);
  if (target === null || target.dist > HORROR_REACH) return { target: null, squares: [] };
  if (target.dist === 0) return { target, squares: [h.at] };
  return { target, squares: stepOptions(s, h.at, target) };
}

/**
 * The order horrors move in matters only when one of them could reach the tile of another's
 * target: that victim would faint and the other horror would chase someone else. Then the first
 * caver's player picks which horror moves next; these are the squares to pick from.
 */
export function orderOptions(s: GameState, unmoved: readonly Horror[]): Pos[] | null {
  const info = unmoved.map((h) => ({ h, ...reach(s, h) }));
  const matters = info.some((a) => info.some((b) => a !== b && b.target !== null &&
    a.squares.some((p) => caversAt(s, p[0], p[1]).includes(b.target!.seat))));
  if (!matters) return null;
  const squares: Pos[] = [];
  for (const { h } of info) if (!squares.some((p) => p[0] === h.at[0] && p[1] === h.at[1])) squares.push(h.at);
  return squares.length > 1 ? squares.sort(byReadingOrder) : null;
}

/** Every caver on the square meets the horror there (victims or not; the Scout and the Exit excepted). */
export function contactAll(d: Draft, at: Pos): void {
  for (const seat of caversAt(d.s, at[0], at[1])) contact(d, seat);
}

/** Horror tiles without a horror that are closest to their nearest victim, if within reach. */
export function placeOptions(s: GameState): Pos[] {
  const victims: Pos[] = [];
  s.cavers.forEach((c, seat) => {
    if (isVictim(s, seat)) victims.push(c.at!);
  });
  if (victims.length === 0) return [];
  const dist = distances(s, victims);
  let best = Infinity;
  let out: Pos[] = [];
  for (const t of s.tiles) {
    if (t.type !== 'horror' || s.horrors.some((h) => h.at[0] === t.x && h.at[1] === t.y)) continue;
    const n = dist.get(key(t.x, t.y));
    if (n === undefined || n > HORROR_REACH) continue;
    if (n < best) {
      best = n;
      out = [[t.x, t.y]];
    } else if (n === best) out.push([t.x, t.y]);
  }
  return out.sort(byReadingOrder);
}

