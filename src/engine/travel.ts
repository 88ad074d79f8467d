// Travel: the cheapest safe way for a caver to a square (a tile, or a square of the frontier a Reveal
// could fill), step by step as the rules take them (Move, and Swim or Squeeze where only they
// enter: the rules' step table, movement.ts), over the cave's one search (search.ts). A way round
// that costs more action points is taken before a step into harm (a horror, a gas leak, rough
// ground's test: previews.ts' entryCost); where there is no way round, the way goes through and
// says which step is the harmful one, so a screen can stop before it. A query: nothing changes.
import { gridFor, indexIn, isConscious, seatOf } from './cave.js';
import { DIRS, dx, dy } from './dirs.js';
import type { CaverId } from './facts.js';
import { stepSlot, stepsOut, stepTable } from './movement.js';
import { entryCost, type EntryCost } from './previews.js';
import { canReveal } from './reveal.js';
import { actionInfo } from './rules.js';
import { searchCave } from './search.js';
import type { Dir, GameState, Pos } from './types.js';

/** The action that takes a step of a way. */
export type TravelBy = 'move' | 'swim' | 'squeeze';

export interface TravelStep {
  readonly dir: Dir;
  readonly by: TravelBy;
  /** The square the step enters. */
  readonly at: Pos;
  readonly ap: number;
  /** What entering costs, as the rules would take it now. */
  readonly cost: EntryCost;
  /** Entering costs health, for sure or by a die. */
  readonly harm: boolean;
}

export interface TravelWay {
  /** The square the way ends on: the square asked for, or the tile beside a frontier square asked for. */
  readonly end: Pos;
  /** The square asked for is empty: the way ends beside it, and a Reveal goes there (this side). */
  readonly reveal: Dir | null;
  readonly steps: readonly TravelStep[];
  /** Action points the steps cost. */
  readonly ap: number;
  /** The way steps into harm (no safe way leads there). */
  readonly harm: boolean;
}

/** Entering costs health, for sure or by a die. */
function harmful(c: EntryCost): boolean {
  return c.horror || c.gas > 0 || c.test !== null;
}

/** What a step into harm weighs against action points, where no way round it is found. */
const HARM_WEIGHT = 20;

/**
 * The way `caver` would travel to square `to`: the fewest action points by steps that do no harm,
 * else (no safe way) the fewest with the fewest harmful steps; no steps when the caver is there.
 * Null when the caver cannot act on a tile, or no way leads there (nor beside it, for an empty square).
 */
export function travelWay(s: GameState, caver: CaverId, to: Pos): TravelWay | null {
  const seat = seatOf(s, caver);
  const c = s.cavers[seat];
  if (c === undefined || c.at === null || c.removed || c.underwater || !isConscious(c)) return null;
  const g = gridFor(s);
  const start = indexIn(s, g, c.at[0], c.at[1]);
  if (start === undefined) return null;
  // The tiles a way may end on, each with the side a Reveal would go through (null: the square itself).
  const goals = new Map<number, Dir | null>();
  const target = indexIn(s, g, to[0], to[1]);
  if (target !== undefined) goals.set(target, null);
  else
    for (const d of DIRS) {
      const i = indexIn(s, g, to[0] - dx(d), to[1] - dy(d));
      if (i === undefined) continue;
      const t = s.tiles[i];
      if (t.open & (1 << DIRS.indexOf(d)) && canReveal(s, seat, t, d) && !goals.has(i)) goals.set(i, d);
    }
  if (goals.size === 0) return null;
  if (goals.has(start) && goals.get(start) === null) return { end: c.at, reveal: null, steps: [], ap: 0, harm: false };
  const tab = stepTable(s);
  const slots = {
    move: stepSlot(s, seat, 'move'),
    swim: stepSlot(s, seat, 'swim'),
    squeeze: stepSlot(s, seat, 'squeeze'),
  };
  const ap = {
    move: actionInfo(caver, 'move')?.ap ?? null,
    swim: actionInfo(caver, 'swim')?.ap ?? null,
    squeeze: actionInfo(caver, 'squeeze')?.ap ?? null,
  };
  const byOf = (i: number, k: number): TravelBy | null => {
    for (const by of ['move', 'swim', 'squeeze'] as const)
      if (ap[by] !== null && stepsOut(s, tab, i, slots[by]) & (1 << k)) return by;
    return null;
  };
  const costs = new Map<number, EntryCost>();
  const costAt = (j: number): EntryCost => {
    let e = costs.get(j);
    if (e === undefined) {
      e = entryCost(s, caver, [s.tiles[j].x, s.tiles[j].y]);
      costs.set(j, e);
    }
    return e;
  };
  const most = Math.max(...Object.values(ap).map((x) => x ?? 0));
  const find = (harmAllowed: boolean) =>
    searchCave(s, [start], {
      paths: true,
      maxStep: most + HARM_WEIGHT,
      cost: (i, k, j) => {
        const by = byOf(i, k);
        if (by === null) return 0;
        const harm = harmful(costAt(j));
        if (harm && !harmAllowed) return 0;
        return ap[by]! + (harm ? HARM_WEIGHT : 0);
      },
    });
  for (const harmAllowed of [false, true]) {
    const found = find(harmAllowed);
    let end = -1;
    for (const i of goals.keys()) if (found.dist[i] >= 0 && (end < 0 || found.dist[i] < found.dist[end])) end = i;
    if (end < 0) continue;
    const steps: TravelStep[] = [];
    for (let j = end; j !== start; j = found.prev![j]) {
      const i = found.prev![j];
      const k = found.side![j];
      const by = byOf(i, k)!;
      const cost = costAt(j);
      steps.unshift({ dir: DIRS[k], by, at: [s.tiles[j].x, s.tiles[j].y], ap: ap[by]!, cost, harm: harmful(cost) });
    }
    return {
      end: [s.tiles[end].x, s.tiles[end].y],
      reveal: goals.get(end) ?? null,
      steps,
      ap: steps.reduce((n, x) => n + x.ap, 0),
      harm: steps.some((x) => x.harm),
    };
  }
  return null;
}
