// The end-to-end tests' bot: picks each action from the engine's legalActions (forced choices first;
// once the Exit is out, heads for it; otherwise a kind of action by weight). No jest here, so
// scripts can run the same games headless (to pick bot seeds that exercise what a test needs).
import {
  type Action,
  BIT,
  DELTA,
  DIRS,
  type GameState,
  key,
  legalActions,
  OPPOSITE,
  type Pos,
} from '../../src/engine/index.js';
import { pathSquares } from '../../src/ui/input/queries.js';

export type Rng = () => number;
export const pick = <T>(rnd: Rng, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];

/** How much the bot likes each kind of action (explore and move make progress toward the Exit). */
const WEIGHT: Record<string, number> = {
  explore: 6,
  move: 4,
  reveal: 1.5,
  run: 1.5,
  sprint: 1,
  direct: 1,
  swim: 1,
  squeeze: 1,
  clear: 1,
  quickdig: 1,
  heal: 0.3,
  firstaid: 0.3,
  hide: 0.3,
  rope: 0.5,
  quickknot: 0.5,
  dive: 0.7,
  demolish: 0.4,
  repel: 1,
  exert: 0.3,
};

/** Steps from every tile to the Exit through connected sides (walls only), or null before it is found. */
function exitDistances(s: GameState): Map<number, number> | null {
  const exit = s.tiles.find((t) => t.type === 'exit');
  if (!exit) return null;
  const byKey = new Map(s.tiles.map((t) => [key(t.x, t.y), t]));
  const dist = new Map([[key(exit.x, exit.y), 0]]);
  const queue = [exit];
  while (queue.length) {
    const t = queue.shift()!;
    for (const d of DIRS) {
      const n = byKey.get(key(t.x + DELTA[d][0], t.y + DELTA[d][1]));
      if (!n || !(t.open & BIT[d]) || !(n.open & BIT[OPPOSITE[d]]) || dist.has(key(n.x, n.y))) continue;
      dist.set(key(n.x, n.y), dist.get(key(t.x, t.y))! + 1);
      queue.push(n);
    }
  }
  return dist;
}

/** Where a movement action takes the caver, or null for other actions. */
function landing(at: Pos, a: Action): Pos | null {
  if (a.do === 'move' || a.do === 'swim' || a.do === 'squeeze')
    return [at[0] + DELTA[a.dir][0], at[1] + DELTA[a.dir][1]];
  if (a.do === 'run' || a.do === 'sprint') return pathSquares(at, a.path).at(-1)!;
  return null;
}

/**
 * The bot's choice: a pending choice or surfacing if forced; once the Exit is found, head for it and
 * stay there; otherwise often `end`, else a kind of action by weight.
 */
export function choose(s: GameState, rnd: Rng): Action {
  const legal = legalActions(s);
  // A tile drawn: place it in any orientation, or now and then (the Scout) use Pathfinder.
  if (s.drawn) {
    const place = legal.filter((a) => a.do !== 'pathfinder' && !(a.do === 'direct' && a.action.do === 'pathfinder'));
    return place.length < legal.length && rnd() < 0.25 ? legal.find((a) => !place.includes(a))! : pick(rnd, place);
  }
  if (s.pending)
    return pick(
      rnd,
      legal.filter((a) => a.do === 'choose'),
    );
  if (legal.some((a) => a.do === 'surface')) return pick(rnd, legal);
  const end = legal.find((a) => a.do === 'end')!;
  const others = legal.filter((a) => a.do !== 'end');
  const at = s.cavers[s.turn!].at;
  const toExit = exitDistances(s);
  if (toExit && at) {
    const here = toExit.get(key(at[0], at[1]));
    if (here === 0) return end;
    const gain = (a: Action): number => {
      const p = landing(at, a);
      const d = p ? toExit.get(key(p[0], p[1])) : undefined;
      return here === undefined || d === undefined ? 0 : here - d;
    };
    const best = Math.max(0, ...others.map(gain));
    if (best > 0 && rnd() < 0.9)
      return pick(
        rnd,
        others.filter((a) => gain(a) === best),
      );
  }
  if (others.length === 0 || rnd() < 0.3) return end;
  // A draw is the Reveal or Explore it starts.
  const kindOf = (a: Action): string => (a.do === 'draw' ? a.kind : a.do);
  const kinds = [...new Set(others.map(kindOf))];
  const c = s.cavers[s.turn!];
  const weight = (k: string): number => (k === 'heal' && c.hp < c.maxHp ? 4 : (WEIGHT[k] ?? 0.5));
  const total = kinds.reduce((n, k) => n + weight(k), 0);
  let r = rnd() * total;
  let kind = kinds[kinds.length - 1];
  for (const k of kinds) {
    r -= weight(k);
    if (r <= 0) {
      kind = k;
      break;
    }
  }
  return pick(
    rnd,
    others.filter((a) => kindOf(a) === kind),
  );
}
