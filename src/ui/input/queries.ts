// What the prompts may choose among, read from the core's legal actions (never worked out here):
// the actions on offer, the reveal variants and the tile each would place, the targets, the path
// steps, the squares of a choice. The key transitions (controller.ts) and the prompt texts
// (prompts.ts) both ask these.
import {
  type Action, actionInfo, type CaverId, type Dir, type DirectedAction, type GameState, legalActions, type Pos, revealTile, step,
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

export function kindsOf(list: readonly Action[]): Set<string> {
  return new Set(list.map((a) => a.do));
}

export function dirsOf(list: readonly Action[], kind: string): Set<Dir> {
  const out = new Set<Dir>();
  for (const a of list) if (a.do === kind && 'dir' in a && a.dir) out.add(a.dir);
  return out;
}

/** Reveal variants for a direction: the tile drawn, the Geologist's held tile, the Pathfinder's next tile. */
export interface RevealVariant {
  readonly discard?: boolean;
  readonly keep?: 0 | 1;
  readonly opens: readonly string[];
}

export function revealVariants(s: GameState, kind: 'reveal' | 'explore', dir: Dir, directed?: CaverId): RevealVariant[] {
  const list = candidates(s, directed).filter((a) => a.do === kind && a.dir === dir) as Extract<Action, { do: 'reveal' | 'explore' }>[];
  const out: RevealVariant[] = [];
  for (const a of list) {
    let v = out.find((x) => x.discard === a.discard && x.keep === a.keep);
    if (!v) {
      v = { ...(a.discard ? { discard: true } : {}), ...(a.keep !== undefined ? { keep: a.keep } : {}), opens: [] };
      out.push(v);
    }
    (v.opens as string[]).push(a.open);
  }
  // The tile drawn first, the Geologist's other choice after it, the Pathfinder's discard last.
  return out.sort((a, b) => rank(a) - rank(b));
}

function rank(v: RevealVariant): number {
  return v.discard ? 2 : v.keep === 0 ? 1 : 0;
}

/** The tile a reveal variant would place: the core's own plan of the draw, read without drawing. */
export function variantCard(s: GameState, v: RevealVariant, caver: CaverId, dir: Dir): TileCard | null {
  return revealTile(s, caver, dir, v);
}

/** Is the tile drawn the Exit? Then a Pathfinder discard would throw it away, and takes a second Tab. */
export function discardsExit(s: GameState, variants: readonly RevealVariant[], caver: CaverId, dir: Dir): boolean {
  const drawn = variants.find((v) => v.discard !== true && v.keep !== 0);
  return drawn !== undefined && variantCard(s, drawn, caver, dir)?.type === 'exit';
}

/** The orientations offered in the current variant, and the one shown. */
export function orientState(s: GameState, mode: Extract<Mode, { m: 'orient' }>): { variants: RevealVariant[]; variant: RevealVariant; open: string } | null {
  const variants = revealVariants(s, mode.kind, mode.dir, mode.directed);
  if (variants.length === 0) return null;
  const variant = variants[Math.min(mode.variant, variants.length - 1)];
  const open = variant.opens[((mode.turn % variant.opens.length) + variant.opens.length) % variant.opens.length];
  return { variants, variant, open };
}

/** The squares a square-choice offers (pending choice or surfacing). */
export function squareOptions(s: GameState, kind: 'surface' | 'choose'): Pos[] {
  if (kind === 'choose') return s.pending ? [...s.pending.options] : [];
  return legal(s).filter((a) => a.do === 'surface').map((a) => (a as Extract<Action, { do: 'surface' }>).at);
}

/** The mode the game forces: a pending choice, or a Diver who must surface; otherwise the mode as is. */
export function forcedMode(s: GameState, mode: Mode): Mode {
  if (s.result !== null) return IDLE;
  if (s.pending) return mode.m === 'square' && mode.kind === 'choose' ? mode : { m: 'square', kind: 'choose', idx: 0 };
  if (legal(s).some((a) => a.do === 'surface')) return mode.m === 'square' && mode.kind === 'surface' ? mode : { m: 'square', kind: 'surface', idx: 0 };
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
