// Turning key presses into actions: the key transitions of the prompts of a turn, a pure state
// machine (mode.ts). Every choice it offers comes from the core's legal actions (queries.ts), so
// the player can only ever submit a legal action; what it says is worded in prompts.ts.
import {
  type Action,
  caverDef,
  type CaverId,
  type Dir,
  type GameState,
  healGain,
  stepDanger,
} from '../../engine/index.js';
import { HOTKEY, KIND_BY_KEY, isBack, isEnter, isEscape, isTab, keyDir, keyOf, type KeyPress } from './keys.js';
import { DIR_KINDS, IDLE, type DirKind, type Mode, type Step } from './mode.js';
import { dirLetter, pathLetters, say } from '../../words/index.js';
import { dangerText, moveRefusalText, MSG, unavailableText, wayRefusal } from './prompts.js';
import {
  actorOf,
  asSubmitted,
  candidates,
  discardsExit,
  dirsOf,
  drawAction,
  forcedMode,
  kindsOf,
  legal,
  nearestInDirection,
  orientState,
  pathfinderAction,
  pathLimit,
  pathNext,
  shortRun,
  squareOptions,
  targetOptions,
} from './queries.js';

export { IDLE, type Mode, type Step } from './mode.js';

/** Where Esc goes back to: the directed caver's menu, or the top. */
function back(directed?: CaverId): Mode {
  return directed ? { m: 'directMenu', target: directed } : IDLE;
}

/** Start choosing an action of this kind (from the top menu or the directed caver's menu). */
function begin(s: GameState, kind: string, directed?: CaverId): Step {
  const list = candidates(s, directed);
  if (!kindsOf(list).has(kind)) {
    return { mode: back(directed), msg: unavailableText(s, kind, directed) };
  }
  if ((DIR_KINDS as readonly string[]).includes(kind))
    return { mode: { m: 'dir', kind: kind as DirKind, ...(directed ? { directed } : {}) } };
  if (kind === 'run' || kind === 'sprint')
    return { mode: { m: 'path', kind, path: [], ...(directed ? { directed } : {}) } };
  if (kind === 'heal' || kind === 'firstaid' || kind === 'direct') {
    const targets = targetOptions(s, kind, directed);
    if (targets.length === 1 && kind !== 'direct')
      return healing(
        s,
        list.find((x) => x.do === kind)!,
        directed,
      );
    return { mode: { m: 'target', kind, idx: 0, ...(directed ? { directed } : {}) } };
  }
  // Actions without parameters: rope, quickknot, hide, dive, exert.
  const a = list.find((x) => x.do === kind)!;
  return { mode: IDLE, submit: asSubmitted(s, a, directed) };
}

/** Submit a Heal or First aid, or ask first when its target is at full health (it would do nothing). */
function healing(s: GameState, a: Action, directed?: CaverId): Step {
  const target = (a as { target?: CaverId }).target;
  if (target !== undefined && healGain(s, target) === 0)
    return { mode: { m: 'confirmHeal', action: a, ...(directed ? { directed } : {}) } };
  return { mode: IDLE, submit: asSubmitted(s, a, directed) };
}

/** One key press: the next mode, maybe an action to submit, maybe a message. */
export function press(s: GameState, mode: Mode, k: KeyPress): Step {
  mode = forcedMode(s, mode);
  if (s.result !== null || (s.turn === null && !s.pending)) return { mode };
  switch (mode.m) {
    case 'idle':
      return idle(s, k);
    case 'confirmEnd':
      return isEnter(k) ? { mode: IDLE, submit: candidates(s).find((a) => a.do === 'end') } : idle(s, k);
    case 'confirmHeal':
      return isEnter(k)
        ? { mode: IDLE, submit: asSubmitted(s, mode.action, mode.directed) }
        : { mode: back(mode.directed), msg: MSG.healCancelled };
    case 'confirmMove': {
      // The same direction again (or Enter) takes the step; anything else thinks better of it.
      const list = candidates(s, mode.directed);
      const a = list.find((x) => x.do === 'move' && x.dir === mode.dir);
      if (a && (keyDir(k) === mode.dir || isEnter(k))) return { mode: IDLE, submit: asSubmitted(s, a, mode.directed) };
      return { mode: back(mode.directed), msg: MSG.moveCancelled };
    }
    case 'directMenu':
      return directMenu(s, mode.target, k);
    case 'dir':
      return dirPrompt(s, mode, k);
    case 'orient':
      return orient(s, mode, k);
    case 'path':
      return pathPrompt(s, mode, k);
    case 'target':
      return targetPrompt(s, mode, k);
    case 'square':
      return squarePrompt(s, mode, k);
  }
}

function idle(s: GameState, k: KeyPress): Step {
  const list = candidates(s);
  const dir = keyDir(k);
  if (dir) return quickMove(s, list, dir);
  if (isEnter(k) || k.input === keyOf('end')) {
    if (!list.some((a) => a.do === 'end')) return { mode: IDLE };
    const left = s.ap;
    // Ask before throwing AP away, unless there is nothing else to spend them on.
    const more = list.some((a) => a.do !== 'end' && a.do !== 'exert');
    if (left > 0 && more && k.input !== keyOf('end')) return { mode: { m: 'confirmEnd' } };
    return { mode: IDLE, submit: list.find((a) => a.do === 'end') };
  }
  const kind = KIND_BY_KEY[k.input];
  if (kind) return begin(s, kind);
  return { mode: IDLE };
}

/** Arrow keys on the top level: Move that way, or say what would get there. */
function quickMove(s: GameState, list: readonly Action[], dir: Dir, directed?: CaverId): Step {
  const a = list.find((x) => x.do === 'move' && x.dir === dir);
  if (a) {
    const danger = stepDanger(s, actorOf(s, directed), dir);
    // The prompt line asks to confirm; the status line says what the step would cost.
    if (danger) return { mode: { m: 'confirmMove', dir, ...(directed ? { directed } : {}) }, msg: dangerText(danger) };
    return { mode: IDLE, submit: asSubmitted(s, a, directed) };
  }
  return { mode: back(directed), msg: moveRefusalText(s, list, dir, directed) };
}

function directMenu(s: GameState, target: CaverId, k: KeyPress): Step {
  if (isEscape(k)) return { mode: IDLE, msg: MSG.directCancelled };
  const list = candidates(s, target);
  const dir = keyDir(k);
  if (dir) return quickMove(s, list, dir, target);
  const kind = KIND_BY_KEY[k.input];
  if (kind) return begin(s, kind, target);
  return { mode: { m: 'directMenu', target } };
}

function dirPrompt(s: GameState, mode: Extract<Mode, { m: 'dir' }>, k: KeyPress): Step {
  if (isEscape(k)) return { mode: back(mode.directed) };
  const list = candidates(s, mode.directed);
  const here = (mode.kind === 'clear' || mode.kind === 'quickdig') && (k.input === keyOf('end') || isEnter(k));
  if (here) {
    const a = list.find((x) => x.do === mode.kind && !('dir' in x && x.dir));
    return a
      ? { mode: IDLE, submit: asSubmitted(s, a, mode.directed) }
      : { mode, msg: wayRefusal(s, mode.kind, {}, say('why.here'), mode.directed) };
  }
  const dir = keyDir(k);
  if (!dir) return { mode };
  if (!dirsOf(list, mode.kind).has(dir))
    return { mode, msg: wayRefusal(s, mode.kind, { dir }, dirLetter(dir), mode.directed) };
  if (mode.kind === 'reveal' || mode.kind === 'explore') {
    // Reveal or Explore and the side are declared, then the tile is drawn: the core holds it until it is placed.
    const draw = drawAction(list, mode.kind, dir)!;
    return {
      mode: {
        m: 'orient',
        kind: mode.kind,
        dir,
        variant: 0,
        turn: 0,
        ...(mode.directed ? { directed: mode.directed } : {}),
      },
      submit: asSubmitted(s, draw, mode.directed),
    };
  }
  return {
    mode: IDLE,
    submit: asSubmitted(
      s,
      list.find((a) => a.do === mode.kind && 'dir' in a && a.dir === dir)!,
      mode.directed,
    ),
  };
}

function orient(s: GameState, mode: Extract<Mode, { m: 'orient' }>, k: KeyPress): Step {
  const st = orientState(s, mode);
  if (!st) return { mode: IDLE, msg: MSG.tileGone };
  const { variants, variant, open } = st;
  if (isEnter(k)) {
    const a = candidates(s, mode.directed).find(
      (x) => (x.do === 'reveal' || x.do === 'explore') && x.open === open && x.keep === variant.keep,
    )!;
    return { mode: IDLE, submit: asSubmitted(s, a, mode.directed) };
  }
  // No way back: a tile drawn must be placed.
  if (isEscape(k)) return { mode, msg: MSG.tileDrawn };
  const dir = keyDir(k);
  if (dir === 'E' || k.input === ' ') return { mode: { ...mode, turn: mode.turn + 1 } };
  if (dir === 'W') return { mode: { ...mode, turn: mode.turn - 1 } };
  if (isTab(k)) {
    // The Geologist's other tile.
    if (variants.length > 1) return { mode: { ...mode, variant: (mode.variant + 1) % variants.length, turn: 0 } };
    // The Scout's Pathfinder: the tile drawn is discarded and the next drawn (no way back).
    const pf = pathfinderAction(s, mode.directed);
    if (pf) {
      if (!mode.exitWarned && discardsExit(s)) return { mode: { ...mode, exitWarned: true }, msg: MSG.exitDiscard };
      return {
        mode: { ...mode, variant: 0, turn: 0 },
        submit: asSubmitted(s, pf, mode.directed),
        msg: MSG.pathfinderUsed,
      };
    }
    return { mode, msg: s.drawn?.pathfinder ? MSG.firstDiscarded : MSG.noOtherTile };
  }
  // Reveal or Explore was chosen before the tile was drawn, as at the table: seeing the tile
  // cannot turn a Reveal into an Explore or back.
  if (
    (k.input === HOTKEY.explore && mode.kind === 'reveal') ||
    (k.input === HOTKEY.reveal && mode.kind === 'explore')
  ) {
    return { mode, msg: MSG.drawnFor(mode.kind) };
  }
  return { mode };
}

function pathPrompt(s: GameState, mode: Extract<Mode, { m: 'path' }>, k: KeyPress): Step {
  if (isEscape(k)) return { mode: back(mode.directed) };
  const list = candidates(s, mode.directed);
  if (isBack(k)) return { mode: withPath(mode, mode.path.slice(0, -1)) };
  if (isEnter(k)) {
    if (mode.path.length === 0) return { mode, msg: MSG.noSteps };
    const a = list.find(
      (x) => x.do === mode.kind && x.path.length === mode.path.length && x.path.every((d, i) => d === mode.path[i]),
    );
    if (!a) return { mode, msg: MSG.badPath };
    // A Run of one step is legal (up to three Moves), but a Move the same way does it for less: asked first.
    if (!mode.shortWarned && shortRun(list, mode.kind, mode.path))
      return { mode: { ...mode, shortWarned: true }, msg: MSG.shortRun(actorOf(s, mode.directed)) };
    return { mode: IDLE, submit: asSubmitted(s, a, mode.directed) };
  }
  const dir = keyDir(k);
  if (!dir) return { mode };
  const max = pathLimit(s, mode.kind, mode.directed);
  if (mode.path.length >= max) return { mode, msg: MSG.atMost(max) };
  if (!pathNext(list, mode.kind, mode.path).has(dir)) {
    return {
      mode,
      msg: wayRefusal(
        s,
        mode.kind,
        { path: [...mode.path, dir] },
        pathLetters([...mode.path, dir], ' '),
        mode.directed,
      ),
    };
  }
  return { mode: withPath(mode, [...mode.path, dir]) };
}

/** The path prompt with another path (a warning about the old one no longer stands). */
function withPath(mode: Extract<Mode, { m: 'path' }>, path: readonly Dir[]): Mode {
  const { shortWarned: _, ...rest } = mode;
  return { ...rest, path };
}

function targetPrompt(s: GameState, mode: Extract<Mode, { m: 'target' }>, k: KeyPress): Step {
  if (isEscape(k)) return { mode: back(mode.directed) };
  const targets = targetOptions(s, mode.kind, mode.directed);
  if (targets.length === 0) return { mode: back(mode.directed) };
  const pick = (idx: number): Step => {
    const target = targets[idx];
    if (mode.kind === 'direct') return { mode: { m: 'directMenu', target }, msg: MSG.directs(target) };
    return healing(
      s,
      candidates(s, mode.directed).find((x) => x.do === mode.kind && x.target === target)!,
      mode.directed,
    );
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
    return {
      mode: IDLE,
      submit: legal(s).find((a) => a.do === 'surface' && a.at[0] === options[i][0] && a.at[1] === options[i][1])!,
    };
  };
  if (isEnter(k)) return choose(idx);
  const n = Number(k.input);
  if (Number.isInteger(n) && n >= 1 && n <= options.length) return choose(n - 1);
  if (isTab(k)) return { mode: { ...mode, idx: (idx + 1) % options.length } };
  const dir = keyDir(k);
  if (dir) return { mode: { ...mode, idx: nearestInDirection(options, idx, dir) } };
  return { mode: { ...mode, idx } };
}
