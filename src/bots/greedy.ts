// A player that looks one action ahead: it tries each legal action and keeps the one whose result
// scores best (cavers safe on the Exit, health kept, the cave explored, cavers closer to the Exit or
// to unexplored squares). Good enough to survive long games, for recorded test games and benchmarks.
//
// It PEEKS: it applies candidate actions to the real state, so it sees the tile a draw brings (a draw
// is worth its best placement), the next hazard card and the next die before choosing. It is not a
// fair player, and its results say nothing about how well a player who cannot peek can do.
import {
  type Action,
  apply,
  BIT,
  DELTA,
  DIRS,
  distances,
  type GameState,
  isConscious,
  key,
  legalActions,
  onExit,
  onTile,
  type Pos,
  tileAt,
} from '../engine/index.js';
import type { Rng } from './random.js';

/** Squares where a reveal could go, plus the Exit if it is out. */
function goals(s: GameState): Pos[] {
  const exit = s.tiles.find((t) => t.type === 'exit');
  if (exit) return [[exit.x, exit.y]];
  const out: Pos[] = [];
  for (const t of s.tiles) {
    for (const d of DIRS) {
      if (!(t.open & BIT[d])) continue;
      if (!tileAt(s, t.x + DELTA[d][0], t.y + DELTA[d][1])) {
        out.push([t.x, t.y]);
        break;
      }
    }
  }
  return out;
}

export function score(s: GameState): number {
  if (s.result !== null) return { gold: 1e6, silver: 5e5, bronze: 2e5, failure: -1e5 }[s.result];
  let v = 0;
  const dist = distances(s, goals(s));
  s.cavers.forEach((c, seat) => {
    if (c.removed) return void (v -= 400);
    if (onExit(s, seat)) return void (v += 300);
    if (!isConscious(c)) v -= 150;
    v += 25 * c.hp;
    const at = onTile(c) ? c.at : null;
    if (at !== null) {
      const d = dist.get(key(at[0], at[1]));
      v -= 3 * (d ?? 30);
    }
    for (const h of s.horrors) {
      if (c.at && Math.abs(h.at[0] - c.at[0]) + Math.abs(h.at[1] - c.at[1]) <= 2) v -= 20;
    }
  });
  v += 8 * s.tiles.length;
  return v;
}

/** The score after an action; a tile drawn counts as its best placement (the draw is seen through). */
function outcome(s: GameState, a: Action): number | null {
  const r = apply(s, a);
  if (!r.ok) return null;
  if (r.state.drawn === null) return score(r.state);
  let best: number | null = null;
  for (const next of legalActions(r.state)) {
    const v = outcome(r.state, next);
    if (v !== null && (best === null || v > best)) best = v;
  }
  return best;
}

export function greedyAction(s: GameState, rng: Rng): Action | null {
  const legal = legalActions(s);
  if (legal.length === 0) return null;
  let best: Action[] = [];
  let bestScore = -Infinity;
  for (const a of legal) {
    const after = outcome(s, a);
    if (after === null) continue;
    // Exerting costs health later; ending the turn lets the round go on: small biases.
    const v = after + (a.do === 'exert' ? -8 : 0) + (a.do === 'end' ? -1 : 0) + rng() * 0.5;
    if (v > bestScore) {
      bestScore = v;
      best = [a];
    } else if (v === bestScore) best.push(a);
  }
  return best[Math.floor(rng() * best.length)] ?? legal[0];
}
