// Legal actions as a player chooses them. A Reveal or Explore is played in the engine's steps: the
// draw (who reveals through which side) is listed before the tile is seen and is a decision of its
// own; the placements of the tile drawn (and the Scout's Pathfinder) are listed only once it is, so
// each of them is a choice made with the tile in view. Run and Sprint paths that end on the same
// square are one choice (the cheapest way there).
import { onTile } from '../engine/index.js';
import type { Action, GameState, Pos } from '../engine/index.js';
import { caveIndex, indexAt } from './cave.js';

/** The decision an action belongs to (runs are keyed by the square reached in `groupActions`). */
export function groupKey(a: Action): string {
  return JSON.stringify(a);
}

/** Is this action the draw of a Reveal or Explore (the Leader's Direct of one too): the side chosen, the tile not yet seen? */
export function isDrawAction(a: Action): boolean {
  if (a.do === 'draw') return true;
  return a.do === 'direct' && typeof a.action === 'object' && a.action !== null && a.action.do === 'draw';
}

export interface Group {
  readonly key: string;
  /** The group is a draw (its tile is seen only once it is taken). */
  readonly draw: boolean;
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
 * The legal actions as decisions: each action on its own, but Run and Sprint paths reduced to one
 * per square reached (fewest risks, then fewest steps; none that ends where it began). Order
 * follows the legal list.
 */
export function groupActions(s: GameState, legal: readonly Action[]): Group[] {
  const out: Group[] = [];
  const bestPath = new Map<string, { risk: number; len: number; group: Group }>();
  for (const a of legal) {
    if (a.do === 'run' || a.do === 'sprint') {
      const c = s.cavers.find((x) => x.id === a.caver)!;
      const at = onTile(c) ? c.at : null;
      if (at === null) continue;
      const { end, risk } = pathRisk(s, at, a.path);
      if (end[0] === at[0] && end[1] === at[1]) continue;
      const k = `${a.caver} ${a.do} ${end[0]},${end[1]}`;
      const prev = bestPath.get(k);
      if (prev === undefined) {
        const g: Group = { key: k, draw: false, actions: [a] };
        bestPath.set(k, { risk, len: a.path.length, group: g });
        out.push(g);
      } else if (risk < prev.risk || (risk === prev.risk && a.path.length < prev.len)) {
        prev.group.actions[0] = a;
        prev.risk = risk;
        prev.len = a.path.length;
      }
      continue;
    }
    out.push({ key: groupKey(a), draw: isDrawAction(a), actions: [a] });
  }
  return out;
}
