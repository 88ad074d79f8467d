// What the prompts may choose among, read from the core's legal actions (never worked out here):
// the actions on offer, the reveal variants and the tile each would place, the targets, the path
// steps, the squares of a choice. The key transitions (controller.ts) and the prompt texts
// (prompts.ts) both ask these.
import {
  type Action,
  actionInfo,
  type CaverId,
  type Dir,
  type DirectedAction,
  type GameState,
  legalActions,
  type Pos,
  step,
  type TileCard,
} from '../../engine/index.js';
import { IDLE, type Mode, type PathKind, type TargetKind } from './mode.js';

/** The legal actions of a state (the core lists them once per state, however many prompts and frames ask). */
export function legal(s: GameState): readonly Action[] {
  return legalActions(s);
}

/** The caver the prompt chooses for: the directed one, or the one whose turn it is. */
export function actorOf(s: GameState, directed?: CaverId): CaverId {
  return directed ?? s.cavers[s.turn!].id;
}

/** The actions the current prompt chooses among: the acting caver's, or the directed caver's 1-AP actions. */
export function candidates(s: GameState, directed?: CaverId): readonly Action[] {
  const all = legal(s);
  if (!directed) return all;
  const out: Action[] = [];
  for (const a of all) {
    if (a.do === 'direct' && a.target === directed) out.push({ ...a.action, caver: directed } as Action);
  }
  return out;
}

/** The action to submit for a candidate: itself, or the acting Leader's Direct of it. */
export function asSubmitted(s: GameState, a: Action, directed?: CaverId): Action {
  if (!directed) return a;
  const { caver: _drop, ...inner } = a as Action & { caver: CaverId };
  void _drop;
  return { caver: s.cavers[s.turn!].id, do: 'direct', target: directed, action: inner as DirectedAction };
}

/** The kinds of action on offer: a draw counts as the Reveal or Explore it starts. */
export function kindsOf(list: readonly Action[]): Set<string> {
  return new Set(list.map((a) => (a.do === 'draw' ? a.kind : a.do)));
}

/** The sides an action of this kind can go (a draw toward a side for Reveal and Explore). */
export function dirsOf(list: readonly Action[], kind: string): Set<Dir> {
  const out = new Set<Dir>();
  for (const a of list) {
    if (a.do === 'draw' ? a.kind === kind : a.do === kind && 'dir' in a && a.dir) out.add((a as { dir: Dir }).dir);
  }
  return out;
}

/** The draw that starts a Reveal or Explore toward a side, as listed. */
export function drawAction(list: readonly Action[], kind: 'reveal' | 'explore', dir: Dir): Action | undefined {
  return list.find((a) => a.do === 'draw' && a.kind === kind && a.dir === dir);
}

/** The ways to place the tile drawn: the tile drawn, or the Geologist's held tile, each with its orientations. */
export interface RevealVariant {
  readonly keep?: 0 | 1;
  readonly opens: readonly string[];
}

/** The placements on offer while a tile is drawn (the core lists them), grouped by tile: the tile drawn first. */
export function revealVariants(s: GameState, directed?: CaverId): RevealVariant[] {
  const out: RevealVariant[] = [];
  for (const a of candidates(s, directed)) {
    if (a.do !== 'reveal' && a.do !== 'explore') continue;
    let v = out.find((x) => x.keep === a.keep);
    if (!v) {
      v = { ...(a.keep !== undefined ? { keep: a.keep } : {}), opens: [] };
      out.push(v);
    }
    (v.opens as string[]).push(a.open);
  }
  return out.sort((a, b) => (a.keep === 0 ? 1 : 0) - (b.keep === 0 ? 1 : 0));
}

/** The tile a variant places: the tile drawn, or the one the Geologist holds (read from the draw in the state). */
export function variantCard(s: GameState, v: RevealVariant): TileCard | null {
  const dr = s.drawn;
  if (dr === null) return null;
  return v.keep === 0 ? dr.held : dr.tile;
}

/** The Scout's Pathfinder on the tile drawn, if the core offers it now. */
export function pathfinderAction(s: GameState, directed?: CaverId): Action | undefined {
  return candidates(s, directed).find((a) => a.do === 'pathfinder');
}

/** Is the tile drawn the Exit? Then a Pathfinder discard would throw it away, and takes a second Tab. */
export function discardsExit(s: GameState): boolean {
  return s.drawn?.tile?.type === 'exit';
}

/** The orientations offered in the current variant, and the one shown. */
export function orientState(
  s: GameState,
  mode: Extract<Mode, { m: 'orient' }>,
): { variants: RevealVariant[]; variant: RevealVariant; open: string } | null {
  const variants = revealVariants(s, mode.directed);
  if (variants.length === 0) return null;
  const variant = variants[Math.min(mode.variant, variants.length - 1)];
  const open = variant.opens[((mode.turn % variant.opens.length) + variant.opens.length) % variant.opens.length];
  return { variants, variant, open };
}

/** The squares a square-choice offers (pending choice or surfacing). */
export function squareOptions(s: GameState, kind: 'surface' | 'choose'): Pos[] {
  if (kind === 'choose') return s.pending ? [...s.pending.options] : [];
  return legal(s)
    .filter((a) => a.do === 'surface')
    .map((a) => (a as Extract<Action, { do: 'surface' }>).at);
}

/** The mode the game forces: a tile drawn to place, a pending choice, or a Diver who must surface; otherwise the mode as is. */
export function forcedMode(s: GameState, mode: Mode): Mode {
  if (s.result !== null) return IDLE;
  // A tile drawn must be placed, also after the game was left and resumed.
  const dr = s.drawn;
  if (dr !== null) {
    return mode.m === 'orient'
      ? mode
      : {
          m: 'orient',
          kind: dr.do,
          dir: dr.dir,
          variant: 0,
          turn: 0,
          ...(dr.by !== null ? { directed: dr.caver } : {}),
        };
  }
  if (s.pending) return mode.m === 'square' && mode.kind === 'choose' ? mode : { m: 'square', kind: 'choose', idx: 0 };
  if (legal(s).some((a) => a.do === 'surface'))
    return mode.m === 'square' && mode.kind === 'surface' ? mode : { m: 'square', kind: 'surface', idx: 0 };
  return mode.m === 'square' ? IDLE : mode;
}

/** Distinct targets of a heal, first aid or direct, in seating order. */
export function targetOptions(s: GameState, kind: TargetKind, directed?: CaverId): CaverId[] {
  const out: CaverId[] = [];
  for (const a of candidates(s, directed)) {
    if (a.do === kind && !out.includes(a.target)) out.push(a.target);
  }
  return out;
}

/** Which step of a path may follow `path` (some legal path starts with it). */
export function pathNext(list: readonly Action[], kind: PathKind, path: readonly Dir[]): Set<Dir> {
  const out = new Set<Dir>();
  for (const a of list) {
    if (a.do !== kind || a.path.length <= path.length) continue;
    if (path.every((d, i) => a.path[i] === d)) out.add(a.path[path.length]);
  }
  return out;
}

/**
 * A Run of one step where a Move the same way is legal: the same step for more action points (a Run
 * is legal from one step, up to three Moves). The table and the screen reader ask before it.
 */
export function shortRun(list: readonly Action[], kind: PathKind, path: readonly Dir[]): boolean {
  return kind === 'run' && path.length === 1 && list.some((x) => x.do === 'move' && x.dir === path[0]);
}

/** The most steps a Run or Sprint may take (the rules' own limit for the caver). */
export function pathLimit(s: GameState, kind: PathKind, directed?: CaverId): number {
  return actionInfo(actorOf(s, directed), kind)?.steps ?? 1;
}

/** Squares along a path from a start. */
export function pathSquares(start: Pos, path: readonly Dir[]): Pos[] {
  const out: Pos[] = [];
  let p = start;
  for (const d of path) {
    p = step(p, d);
    out.push(p);
  }
  return out;
}

/** The option closest to the current one in a direction (or the current one if none lies that way). */
export function nearestInDirection(options: readonly Pos[], idx: number, dir: Dir): number {
  const [cx, cy] = options[idx];
  const [dx, dy] = step([0, 0], dir);
  let best = idx;
  let bestScore = Infinity;
  options.forEach(([x, y], i) => {
    const along = (x - cx) * dx + (y - cy) * dy;
    if (i === idx || along <= 0) return;
    const across = Math.abs((x - cx) * dy) + Math.abs((y - cy) * dx);
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}
