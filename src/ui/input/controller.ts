// Turning key presses into actions: a pure state machine over the prompts of a turn. Every choice it
// offers comes from the core's legalActions, so the player can only ever submit a legal action.
import {
  type Action, actionError, actionInfo, caverDef, type CaverId, DELTA, type Dir, type DirectedAction, type GameState,
  legalActions, type Pos, revealTile, stepDanger, type TileCard,
} from '../../engine/index.js';
import { caverName } from '../text/describe.js';
import { KIND_BY_KEY, isBack, isEnter, isEscape, isTab, keyDir, type KeyPress } from './keys.js';

type DirKind = 'move' | 'explore' | 'reveal' | 'swim' | 'squeeze' | 'clear' | 'quickdig' | 'demolish' | 'repel';
type PathKind = 'run' | 'sprint';
type TargetKind = 'heal' | 'firstaid' | 'direct';

/** Where the player is in choosing an action. `directed` = choosing for the caver the Leader directs. */
export type Mode =
  | { readonly m: 'idle' }
  | { readonly m: 'dir'; readonly kind: DirKind; readonly directed?: CaverId }
  | { readonly m: 'orient'; readonly kind: 'reveal' | 'explore'; readonly dir: Dir; readonly variant: number; readonly turn: number; readonly pathfinder: boolean; readonly directed?: CaverId; readonly exitWarned?: boolean }
  | { readonly m: 'path'; readonly kind: PathKind; readonly path: readonly Dir[]; readonly directed?: CaverId }
  | { readonly m: 'target'; readonly kind: TargetKind; readonly idx: number; readonly directed?: CaverId }
  | { readonly m: 'directMenu'; readonly target: CaverId }
  | { readonly m: 'square'; readonly kind: 'surface' | 'choose'; readonly idx: number }
  | { readonly m: 'confirmEnd' }
  | { readonly m: 'confirmMove'; readonly dir: Dir; readonly directed?: CaverId };

export const IDLE: Mode = { m: 'idle' };

export interface Step {
  readonly mode: Mode;
  /** An action to submit to the core. */
  readonly submit?: Action;
  /** A hint or a refusal for the status line. */
  readonly msg?: string;
}

/** The legal actions of a state (the core lists them once per state, however many prompts and frames ask). */
export function legal(s: GameState): readonly Action[] {
  return legalActions(s);
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

function wrap(s: GameState, a: Action, directed?: CaverId): Action {
  if (!directed) return a;
  const { caver: _drop, ...inner } = a as Action & { caver: CaverId };
  void _drop;
  return { caver: s.cavers[s.turn!].id, do: 'direct', target: directed, action: inner as DirectedAction };
}

/** Reveal variants for a direction: the tile drawn, the Pathfinder's next tile, the Geologist's held tile. */
export interface RevealVariant {
  readonly discard?: boolean;
  readonly keep?: 0 | 1;
  readonly opens: readonly string[];
  readonly label: string;
}

export function revealVariants(s: GameState, kind: 'reveal' | 'explore', dir: Dir, directed?: CaverId): RevealVariant[] {
  const list = candidates(s, directed).filter((a) => a.do === kind && a.dir === dir) as Extract<Action, { do: 'reveal' | 'explore' }>[];
  const out: RevealVariant[] = [];
  for (const a of list) {
    let v = out.find((x) => x.discard === a.discard && x.keep === a.keep);
    if (!v) {
      const label = a.discard ? 'Pathfinder: the next tile' : a.keep === 0 ? 'the tile you hold' : a.keep === 1 ? 'the tile drawn' : 'the tile drawn';
      v = { ...(a.discard ? { discard: true } : {}), ...(a.keep !== undefined ? { keep: a.keep } : {}), opens: [], label };
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

export const EXIT_DISCARD_WARNING = 'Pathfinder would discard the Exit: the cave would have no way out! Tab again to discard it anyway';

function kindsOf(list: readonly Action[]): Set<string> {
  return new Set(list.map((a) => a.do));
}

function dirsOf(list: readonly Action[], kind: string): Set<Dir> {
  const out = new Set<Dir>();
  for (const a of list) if (a.do === kind && 'dir' in a && a.dir) out.add(a.dir);
  return out;
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
function pathNext(list: readonly Action[], kind: PathKind, path: readonly Dir[]): Set<Dir> {
  const out = new Set<Dir>();
  for (const a of list) {
    if (a.do !== kind || a.path.length <= path.length) continue;
    if (path.every((d, i) => a.path[i] === d)) out.add(a.path[path.length]);
  }
  return out;
}

/** Squares along a path from a start. */
export function pathSquares(start: Pos, path: readonly Dir[]): Pos[] {
  const out: Pos[] = [];
  let p = start;
  for (const d of path) {
    p = [p[0] + DELTA[d][0], p[1] + DELTA[d][1]];
    out.push(p);
  }
  return out;
}

function find(list: readonly Action[], pred: (a: Action) => boolean): Action | undefined {
  return list.find(pred);
}

function actorOf(s: GameState, directed?: CaverId): CaverId {
  return directed ?? s.cavers[s.turn!].id;
}

const DIR_PROMPT_KINDS: readonly string[] = ['move', 'explore', 'reveal', 'swim', 'squeeze', 'clear', 'quickdig', 'demolish', 'repel'];

/** Start choosing an action of this kind (from the top menu or the directed caver's menu). */
function begin(s: GameState, kind: string, directed?: CaverId): Step {
  const list = candidates(s, directed);
  if (!kindsOf(list).has(kind)) {
    return { mode: directed ? { m: 'directMenu', target: directed } : IDLE, msg: `${unavailable(s, kind, directed)}` };
  }
  if (DIR_PROMPT_KINDS.includes(kind)) return { mode: { m: 'dir', kind: kind as DirKind, ...(directed ? { directed } : {}) } };
  if (kind === 'run' || kind === 'sprint') return { mode: { m: 'path', kind, path: [], ...(directed ? { directed } : {}) } };
  if (kind === 'heal' || kind === 'firstaid' || kind === 'direct') {
    const targets = targetOptions(s, kind, directed);
    if (targets.length === 1 && kind !== 'direct') {
      const a = find(list, (x) => x.do === kind)!;
      return { mode: IDLE, submit: wrap(s, a, directed) };
    }
    return { mode: { m: 'target', kind, idx: 0, ...(directed ? { directed } : {}) } };
  }
  // Actions without parameters: rope, quickknot, hide, dive, exert.
  const a = find(list, (x) => x.do === kind)!;
  return { mode: IDLE, submit: wrap(s, a, directed) };
}

function unavailable(s: GameState, kind: string, directed?: CaverId): string {
  const who = actorOf(s, directed);
  const def = actionInfo(who, kind as Action['do']);
  if (!def) return `${caverName(who)} has no such action`;
  if (!directed && s.turn !== null && def.ap > s.ap) return `${def.name} needs ${def.ap} AP (you have ${s.ap}${s.exerted ? '' : '; e = exert for +1'})`;
  return `${def.name} is not possible now`;
}

/** One key press: the next mode, maybe an action to submit, maybe a message. */
export function press(s: GameState, mode: Mode, k: KeyPress): Step {
  mode = forcedMode(s, mode);
  if (s.result !== null || (s.turn === null && !s.pending)) return { mode };
  switch (mode.m) {
    case 'idle': return idle(s, k);
    case 'confirmEnd': return isEnter(k) ? { mode: IDLE, submit: candidates(s).find((a) => a.do === 'end') } : idle(s, k);
    case 'confirmMove': {
      // The same direction again (or Enter) takes the step; anything else thinks better of it.
      const list = candidates(s, mode.directed);
      const a = list.find((x) => x.do === 'move' && x.dir === mode.dir);
      if (a && (keyDir(k) === mode.dir || isEnter(k))) return { mode: IDLE, submit: wrap(s, a, mode.directed) };
      return { mode: mode.directed ? { m: 'directMenu', target: mode.directed } : IDLE, msg: 'Move cancelled' };
    }
    case 'directMenu': return directMenu(s, mode.target, k);
    case 'dir': return dirPrompt(s, mode, k);
    case 'orient': return orient(s, mode, k);
    case 'path': return pathPrompt(s, mode, k);
    case 'target': return targetPrompt(s, mode, k);
    case 'square': return squarePrompt(s, mode, k);
  }
}

function idle(s: GameState, k: KeyPress): Step {
  const list = candidates(s);
  const dir = keyDir(k);
  if (dir) return quickMove(s, list, dir);
  if (isEnter(k) || k.input === '.') {
    if (!list.some((a) => a.do === 'end')) return { mode: IDLE };
    const left = s.ap;
    // Ask before throwing AP away, unless there is nothing else to spend them on.
    const more = list.some((a) => a.do !== 'end' && a.do !== 'exert');
    if (left > 0 && more && k.input !== '.') return { mode: { m: 'confirmEnd' } };
    return { mode: IDLE, submit: list.find((a) => a.do === 'end') };
  }
  const kind = KIND_BY_KEY[k.input];
  if (kind) return begin(s, kind);
  return { mode: IDLE };
}

/** Arrow keys on the top level: Move that way, or say what would get there. */
function quickMove(s: GameState, list: readonly Action[], dir: Dir, directed?: CaverId): Step {
  const back: Mode = directed ? { m: 'directMenu', target: directed } : IDLE;
  const a = list.find((x) => x.do === 'move' && x.dir === dir);
  if (a) {
    const danger = moveDanger(s, actorOf(s, directed), dir);
    if (danger) return { mode: { m: 'confirmMove', dir, ...(directed ? { directed } : {}) }, msg: danger }; // the prompt line asks to confirm
    return { mode: IDLE, submit: wrap(s, a, directed) };
  }
  const hints: string[] = [];
  if (dirsOf(list, 'swim').has(dir)) hints.push('w: Swim (2 AP)');
  if (dirsOf(list, 'squeeze').has(dir)) hints.push('z: Squeeze (2 AP)');
  if (dirsOf(list, 'explore').has(dir)) hints.push('x: Explore');
  if (dirsOf(list, 'clear').has(dir)) hints.push('c: Clear rubble');
  const why = moveRefusal(s, dir, directed);
  return { mode: back, msg: hints.length ? `${why} — ${hints.join(', ')}` : why };
}

/** What a step would cost that a player might not see coming (the core's stepDanger), in words. */
export function moveDanger(s: GameState, who: CaverId, dir: Dir): string | null {
  const danger = stepDanger(s, who, dir);
  if (danger === null) return null;
  return danger.t === 'horror' ? 'A horror is there: it will take all your health.' : `Gas is leaking there: entering costs ${danger.loss} health.`;
}

function moveRefusal(s: GameState, dir: Dir, directed?: CaverId): string {
  if (!directed && s.ap < 1) return `No AP left (e: exert for +1, Enter: end turn)`;
  // The core's own reason, for the move as it would be submitted (directed or not).
  const who = actorOf(s, directed);
  const why = actionError(s, wrap(s, { caver: who, do: 'move', dir }, directed));
  return `Cannot move ${dir}: ${why?.replace(`${who} cannot Move: `, '') ?? 'not now'}`;
}

function directMenu(s: GameState, target: CaverId, k: KeyPress): Step {
  if (isEscape(k)) return { mode: IDLE, msg: 'Direct cancelled' };
  const list = candidates(s, target);
  const dir = keyDir(k);
  if (dir) return quickMove(s, list, dir, target);
  const kind = KIND_BY_KEY[k.input];
  if (kind) return begin(s, kind, target);
  return { mode: { m: 'directMenu', target } };
}

function dirPrompt(s: GameState, mode: Extract<Mode, { m: 'dir' }>, k: KeyPress): Step {
  const back: Mode = mode.directed ? { m: 'directMenu', target: mode.directed } : IDLE;
  if (isEscape(k)) return { mode: back };
  const list = candidates(s, mode.directed);
  const here = (mode.kind === 'clear' || mode.kind === 'quickdig') && (k.input === '.' || isEnter(k));
  if (here) {
    const a = list.find((x) => x.do === mode.kind && !('dir' in x && x.dir));
    return a ? { mode: IDLE, submit: wrap(s, a, mode.directed) } : { mode, msg: 'No rubble on your tile' };
  }
  const dir = keyDir(k);
  if (!dir) return { mode };
  if (!dirsOf(list, mode.kind).has(dir)) return { mode, msg: `Not possible toward ${dir}` };
  if (mode.kind === 'reveal' || mode.kind === 'explore') {
    return { mode: { m: 'orient', kind: mode.kind, dir, variant: 0, turn: 0, pathfinder: false, ...(mode.directed ? { directed: mode.directed } : {}) } };
  }
  return { mode: IDLE, submit: wrap(s, list.find((a) => a.do === mode.kind && 'dir' in a && a.dir === dir)!, mode.directed) };
}

/** The orientations offered in the current variant, and the one shown. */
export function orientState(s: GameState, mode: Extract<Mode, { m: 'orient' }>): { variants: RevealVariant[]; variant: RevealVariant; open: string } | null {
  const variants = revealVariants(s, mode.kind, mode.dir, mode.directed);
  if (variants.length === 0) return null;
  const variant = variants[Math.min(mode.variant, variants.length - 1)];
  const open = variant.opens[((mode.turn % variant.opens.length) + variant.opens.length) % variant.opens.length];
  return { variants, variant, open };
}

function orient(s: GameState, mode: Extract<Mode, { m: 'orient' }>, k: KeyPress): Step {
  const st = orientState(s, mode);
  if (!st) return { mode: IDLE, msg: 'That tile can no longer be placed' };
  const { variants, variant, open } = st;
  if (isEnter(k)) {
    const a: Action = {
      caver: actorOf(s, mode.directed), do: mode.kind, dir: mode.dir, open,
      ...(variant.discard ? { discard: true } : {}), ...(variant.keep !== undefined ? { keep: variant.keep } : {}),
    };
    return { mode: IDLE, submit: wrap(s, a, mode.directed) };
  }
  if (isEscape(k)) return { mode, msg: 'The tile is drawn: turn it (←/→, space) and place it (Enter)' };
  const dir = keyDir(k);
  if (dir === 'E' || k.input === ' ') return { mode: { ...mode, turn: mode.turn + 1 } };
  if (dir === 'W') return { mode: { ...mode, turn: mode.turn - 1 } };
  if (isTab(k)) {
    if (variants.length < 2) return { mode, msg: 'No other tile to choose' };
    const next = (mode.variant + 1) % variants.length;
    // Pathfinder's discard cannot be taken back once the next tile is seen.
    if (mode.pathfinder) return { mode, msg: 'The first tile is discarded: place the next one' };
    const toDiscard = variants[next].discard === true;
    if (toDiscard && !mode.exitWarned && discardsExit(s, variants, actorOf(s, mode.directed), mode.dir)) {
      return { mode: { ...mode, exitWarned: true }, msg: EXIT_DISCARD_WARNING };
    }
    return { mode: { ...mode, variant: next, turn: 0, pathfinder: toDiscard }, ...(toDiscard ? { msg: 'Pathfinder: the first tile is discarded' } : {}) };
  }
  // Reveal or Explore was chosen before the tile was drawn, as at the table: seeing the tile
  // cannot turn a Reveal into an Explore or back.
  if ((k.input === 'x' && mode.kind === 'reveal') || (k.input === 'r' && mode.kind === 'explore')) {
    return { mode, msg: `The tile is drawn for ${mode.kind === 'explore' ? 'Explore' : 'Reveal'}: that choice was made before it was seen` };
  }
  return { mode };
}

function pathPrompt(s: GameState, mode: Extract<Mode, { m: 'path' }>, k: KeyPress): Step {
  const back: Mode = mode.directed ? { m: 'directMenu', target: mode.directed } : IDLE;
  if (isEscape(k)) return { mode: back };
  const list = candidates(s, mode.directed);
  if (isBack(k)) return { mode: { ...mode, path: mode.path.slice(0, -1) } };
  if (isEnter(k)) {
    if (mode.path.length === 0) return { mode, msg: 'Choose at least one step' };
    const a = list.find((x) => x.do === mode.kind && x.path.length === mode.path.length && x.path.every((d, i) => d === mode.path[i]));
    return a ? { mode: IDLE, submit: wrap(s, a, mode.directed) } : { mode, msg: 'That path is not possible' };
  }
  const dir = keyDir(k);
  if (!dir) return { mode };
  const max = actionInfo(actorOf(s, mode.directed), mode.kind)?.steps ?? 1;
  if (mode.path.length >= max) return { mode, msg: `At most ${max} steps: Enter to go` };
  if (!pathNext(list, mode.kind, mode.path).has(dir)) return { mode, msg: `No step ${dir} from there` };
  return { mode: { ...mode, path: [...mode.path, dir] } };
}

function targetPrompt(s: GameState, mode: Extract<Mode, { m: 'target' }>, k: KeyPress): Step {
  const back: Mode = mode.directed ? { m: 'directMenu', target: mode.directed } : IDLE;
  if (isEscape(k)) return { mode: back };
  const targets = targetOptions(s, mode.kind, mode.directed);
  if (targets.length === 0) return { mode: back };
  const pick = (idx: number): Step => {
    const target = targets[idx];
    if (mode.kind === 'direct') return { mode: { m: 'directMenu', target }, msg: `${caverName(target)} takes a 1-AP action of its choice` };
    const a = candidates(s, mode.directed).find((x) => x.do === mode.kind && x.target === target)!;
    return { mode: IDLE, submit: wrap(s, a, mode.directed) };
  };
  if (isEnter(k)) return pick(Math.min(mode.idx, targets.length - 1));
  const n = Number(k.input);
  if (Number.isInteger(n) && n >= 1) {
    const idx = targets.findIndex((t) => caverDef(t).number === n);
    if (idx >= 0) return pick(idx);
  }
  const dir = keyDir(k);
  if (dir === 'E' || dir === 'S' || isTab(k)) return { mode: { ...mode, idx: (mode.idx + 1) % targets.length } };
  if (dir === 'W' || dir === 'N') return { mode: { ...mode, idx: (mode.idx + targets.length - 1) % targets.length } };
  return { mode };
}

function squarePrompt(s: GameState, mode: Extract<Mode, { m: 'square' }>, k: KeyPress): Step {
  const options = squareOptions(s, mode.kind);
  if (options.length === 0) return { mode: IDLE };
  const idx = Math.min(mode.idx, options.length - 1);
  const choose = (i: number): Step => {
    if (mode.kind === 'choose') {
      const chooser = s.pending!.chooser;
      return { mode: IDLE, submit: { caver: chooser, do: 'choose', option: i } };
    }
    return { mode: IDLE, submit: legal(s).find((a) => a.do === 'surface' && a.at[0] === options[i][0] && a.at[1] === options[i][1])! };
  };
  if (isEnter(k)) return choose(idx);
  const n = Number(k.input);
  if (Number.isInteger(n) && n >= 1 && n <= options.length) return choose(n - 1);
  if (isTab(k)) return { mode: { ...mode, idx: (idx + 1) % options.length } };
  const dir = keyDir(k);
  if (dir) return { mode: { ...mode, idx: nearestInDirection(options, idx, dir) } };
  return { mode: { ...mode, idx } };
}

/** The option closest to the current one in a direction (or the current one if none lies that way). */
export function nearestInDirection(options: readonly Pos[], idx: number, dir: Dir): number {
  const [cx, cy] = options[idx];
  const [dx, dy] = DELTA[dir];
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

