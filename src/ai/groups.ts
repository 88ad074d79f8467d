// Legal actions as a player chooses them. A Reveal or Explore is chosen by its side before the tile
// is seen: `legalActions` lists one action per orientation (and Pathfinder or Geologist variant) of
// the real top tile, so those are grouped by who reveals through which side, and only the group is
// a decision; the variant is picked once the tile is drawn. Run paths that end on the same square
// are one choice too (the cheapest way there).
import type { Action, DirectedAction, GameState, Pos } from '../engine/index.js';
import { caveIndex, indexAt } from './cave.js';

type RevealLike = Extract<Action, { do: 'reveal' | 'explore' }> | Extract<DirectedAction, { do: 'reveal' | 'explore' }>;

function isReveal(a: { do: string }): a is RevealLike {
  return a.do === 'reveal' || a.do === 'explore';
}

/** The decision an action belongs to: the same for every orientation and variant of one reveal. */
export function groupKey(a: Action): string {
  if (isReveal(a)) return `${a.caver} ${a.do} ${a.dir}`;
  if (a.do === 'direct' && isReveal(a.action)) return `${a.caver} direct ${a.target} ${a.action.do} ${a.action.dir}`;
  return JSON.stringify(a);
}

/** Is this action a reveal (direct or not), whose details wait for the draw? */
export function isRevealAction(a: Action): boolean {
  return isReveal(a) || (a.do === 'direct' && isReveal(a.action));
}

/** Within a reveal group, the choice made after the draw: Pathfinder's discard is one choice whatever tile follows. */
export function variantKey(a: Action): string {
  const r: RevealLike | null = isReveal(a) ? a : a.do === 'direct' && isReveal(a.action) ? a.action : null;
  if (r === null) return JSON.stringify(a);
  if (r.discard === true) return 'discard';
  return `${r.keep ?? ''}${r.open}`;
}

export interface Group {
  readonly key: string;
  readonly reveal: boolean;
  readonly actions: Action[];
}

/** What a run path costs on the way in, besides its AP: squares that test, hurt or hold a horror. */
function pathRisk(s: GameState, start: Pos, path: readonly string[]): { end: Pos; risk: number } {
  const ix = caveIndex(s);
  let x = start[0];
  let y = start[1];
  let risk = 0;
  for (const d of path) {
    if (d === 'N') y--;
    else if (d === 'S') y++;
    else if (d === 'E') x++;
    else x--;
    const t = s.tiles[indexAt(ix, x, y)];
    if (t === undefined) continue;
    if (t.type === 'rough') risk += 1;
    if (t.type === 'gas' && s.gasLeak > 0) risk += 4;
    if (s.horrors.some((h) => h.at[0] === x && h.at[1] === y)) risk += 10;
  }
  return { end: [x, y], risk };
}

/**
 * The legal actions as decisions: reveal groups, and the other actions one by one, with Run and
 * Sprint paths reduced to one per square reached (fewest risks, then fewest steps; none that ends
 * where it began). Order follows the legal list.
 */
export function groupActions(s: GameState, legal: readonly Action[]): Group[] {
  const out: Group[] = [];
  const byKey = new Map<string, Group>();
  const bestPath = new Map<string, { risk: number; len: number; group: Group }>();
  for (const a of legal) {
    if (a.do === 'run' || a.do === 'sprint') {
      const c = s.cavers.find((x) => x.id === a.caver)!;
      if (c.at === null) continue;
      const { end, risk } = pathRisk(s, c.at, a.path);
      if (end[0] === c.at[0] && end[1] === c.at[1]) continue;
      const k = `${a.caver} ${a.do} ${end[0]},${end[1]}`;
      const prev = bestPath.get(k);
      if (prev === undefined) {
        const g: Group = { key: k, reveal: false, actions: [a] };
        bestPath.set(k, { risk, len: a.path.length, group: g });
        out.push(g);
      } else if (risk < prev.risk || (risk === prev.risk && a.path.length < prev.len)) {
        prev.group.actions[0] = a;
        prev.risk = risk;
        prev.len = a.path.length;
      }
      continue;
    }
    const k = groupKey(a);
    let g = byKey.get(k);
    if (g === undefined) {
      g = { key: k, reveal: isRevealAction(a), actions: [] };
      byKey.set(k, g);
      out.push(g);
    }
    g.actions.push(a);
  }
  return out;
}
