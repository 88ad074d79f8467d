// The way a caver would walk to somewhere: the cheapest path through the cave by the rules' own
// steps (Move, and Swim and Squeeze where only they enter), each step with what entering costs. A
// query for screens (a player asking "how do I get to the Exit?"): nothing here changes a state.
// The steps allowed are the rules' step table (movement.ts: walls, ledge and drop arrows, flooded
// tiles, tunnels and rubble for this caver's walking rules); what entering costs is previews.ts'
// entryCost; where a reveal can go is reveal.ts' canReveal. The way itself is found by the cave's
// one search (search.ts), with this caver's steps as its step cost.
import { isConscious, seatOf } from './cave.js';
import { DIRS } from './dirs.js';
import type { CaverId } from './facts.js';
import { beyond, stepSlot, stepsOut, stepTable } from './movement.js';
import { entryCost, type EntryCost } from './previews.js';
import { canReveal } from './reveal.js';
import { pathTo, searchCave } from './search.js';
import { actionInfo } from './rules.js';
import type { Dir, GameState, Pos } from './types.js';

/** How a step of a way is taken: the action that enters the tile. */
export type WayBy = 'move' | 'swim' | 'squeeze';

export interface WayStep {
  readonly dir: Dir;
  readonly by: WayBy;
  /** The square the step enters. */
  readonly at: Pos;
  /** Its action points. */
  readonly ap: number;
  /** What entering costs (as the rules would take it now). */
  readonly cost: EntryCost;
}

export interface Way {
  /** The square the way ends on (the caver's own when there is no step to take). */
  readonly to: Pos;
  readonly steps: readonly WayStep[];
  /** Action points the steps cost. */
  readonly ap: number;
  /** Where the way is to the frontier: the sides a Reveal could go from its end. */
  readonly reveal: readonly Dir[];
}

/** Where a way may lead: the Exit tile, or the nearest tile a Reveal can go from. */
export type WayGoal = 'exit' | 'frontier';

/**
 * What a step that may cost health weighs in choosing among ways, against its action points: a
 * way round costs a few more AP before it walks into a horror, a leak or a die. (A preference
 * among legal ways, not a rule: each step's own cost is told with it.)
 */
function risk(c: EntryCost): number {
  return (c.horror ? 100 : 0) + Math.min(c.gas, 8) * 5 + (c.test !== null ? 3 : 0);
}

/** The most one step can weigh: the dearest action's AP and every risk at once. */
const MAX_STEP = 3 + 100 + 8 * 5 + 3;

/**
 * The way `caver` would take to the Exit or to the nearest tile a Reveal can go from: the steps of
 * least AP and risk (a step that costs health weighs more), or null when there is none (no Exit
 * yet, nothing to reveal, no path, or the caver is not on a tile and conscious).
 */
export function wayTo(s: GameState, caver: CaverId, goal: WayGoal): Way | null {
  const seat = seatOf(s, caver);
  const c = s.cavers[seat];
  if (c === undefined || c.at === null || !isConscious(c) || c.underwater) return null;
  const tab = stepTable(s);
  const start = s.tiles.findIndex((t) => t.x === c.at![0] && t.y === c.at![1]);
  if (start < 0) return null;
  const moveSlot = stepSlot(s, seat, 'move');
  const swimSlot = stepSlot(s, seat, 'swim');
  const squeezeSlot = stepSlot(s, seat, 'squeeze');
  const ap: Record<WayBy, number | null> = {
    move: actionInfo(caver, 'move')?.ap ?? null,
    swim: actionInfo(caver, 'swim')?.ap ?? null,
    squeeze: actionInfo(caver, 'squeeze')?.ap ?? null,
  };
  const byOf = (i: number, d: number): WayBy | null => {
    if (ap.move !== null && stepsOut(s, tab, i, moveSlot) & (1 << d)) return 'move';
    if (ap.swim !== null && stepsOut(s, tab, i, swimSlot) & (1 << d)) return 'swim';
    if (ap.squeeze !== null && stepsOut(s, tab, i, squeezeSlot) & (1 << d)) return 'squeeze';
    return null;
  };
  const costAt = (j: number): EntryCost => entryCost(s, caver, [s.tiles[j].x, s.tiles[j].y]);
  const paths = searchCave(s, [start], {
    paths: true,
    maxStep: MAX_STEP,
    cost: (i, d, j) => {
      const by = byOf(i, d);
      return by === null || beyond(s, tab, i, d) !== j ? 0 : Math.min(MAX_STEP, ap[by]! + risk(costAt(j)));
    },
  });
  const revealFrom = (i: number): Dir[] =>
    DIRS.filter((d, k) => {
      const t = s.tiles[i];
      return (t.open & (1 << k)) !== 0 && beyond(s, tab, i, k) < 0 && canReveal(s, seat, t, d);
    });
  let end = -1;
  for (let i = 0; i < s.tiles.length; i++) {
    if (paths.dist[i] < 0) continue;
    const fits = goal === 'exit' ? s.tiles[i].type === 'exit' : revealFrom(i).length > 0;
    if (fits && (end < 0 || paths.dist[i] < paths.dist[end])) end = i;
  }
  if (end < 0) return null;
  const tilesOnWay = pathTo(paths, end)!;
  const steps: WayStep[] = [];
  for (let n = 1; n < tilesOnWay.length; n++) {
    const i = tilesOnWay[n - 1];
    const j = tilesOnWay[n];
    const side = paths.side![j];
    const by = byOf(i, side)!;
    steps.push({ dir: DIRS[side], by, at: [s.tiles[j].x, s.tiles[j].y], ap: ap[by]!, cost: costAt(j) });
  }
  return {
    to: [s.tiles[end].x, s.tiles[end].y],
    steps,
    ap: steps.reduce((n, st) => n + st.ap, 0),
    reveal: goal === 'frontier' ? revealFrom(end) : [],
  };
}
