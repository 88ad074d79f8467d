// The keys a player presses to take a given legal action: for demos, the benchmark's UI run and
// end-to-end tests. `keysFor` checks itself by running the keys through the controller.
import {
  type Action,
  apply,
  caverDef,
  healGain,
  type CaverId,
  type Dir,
  type GameState,
  legalActions,
  sameAction,
  stepDanger,
} from '../../engine/index.js';
import { refusalText } from '../../words/index.js';
import { press } from './controller.js';
import { IDLE, type Mode } from './mode.js';
import { candidates, discardsExit, forcedMode, revealVariants, squareOptions, targetOptions } from './queries.js';
import { HOTKEY, keyOf, type KeyPress } from './keys.js';

const ARROW: Readonly<Record<Dir, KeyPress>> = {
  N: { input: '', key: { upArrow: true } },
  S: { input: '', key: { downArrow: true } },
  E: { input: '', key: { rightArrow: true } },
  W: { input: '', key: { leftArrow: true } },
};
const ENTER: KeyPress = { input: '\r', key: { return: true } };
const TAB: KeyPress = { input: '\t', key: { tab: true } };
const ch = (c: string): KeyPress => ({ input: c, key: {} });

/** The letter that starts an action of this kind (the menu's hotkey). */
const LETTER = HOTKEY as Readonly<Partial<Record<Action['do'], string>>>;

function pickIndex(n: number, idx: number): KeyPress[] {
  if (n <= 9) return [ch(String(idx + 1))];
  return [...Array.from({ length: idx }, () => TAB), ENTER];
}

/** Keys for one action (of the acting caver, or of the directed caver when `directed`). */
function actionKeys(s: GameState, a: Action, directed?: CaverId): KeyPress[] {
  switch (a.do) {
    // A step onto a horror or into leaking gas asks to be pressed twice.
    case 'move':
      return stepDanger(s, directed ?? a.caver, a.dir) ? [ARROW[a.dir], ARROW[a.dir]] : [ARROW[a.dir]];
    case 'end':
      return [ch(keyOf('end'))];
    case 'choose':
      return pickIndex(s.pending!.options.length, a.option);
    case 'surface': {
      const options = squareOptions(s, 'surface');
      return pickIndex(
        options.length,
        options.findIndex((p) => p[0] === a.at[0] && p[1] === a.at[1]),
      );
    }
    // Reveal or Explore: the letter and the side draw the tile; the placement prompt then turns it
    // (the Geologist's Tab picks her other tile, the Scout's Tab is Pathfinder) and Enter places it.
    case 'draw':
      return [ch(LETTER[a.kind]!), ARROW[a.dir]];
    case 'pathfinder':
      return discardsExit(s) ? [TAB, TAB] : [TAB];
    case 'reveal':
    case 'explore': {
      const variants = revealVariants(s, directed);
      const v = variants.findIndex((x) => x.keep === a.keep);
      const turns = variants[v].opens.indexOf(a.open);
      return [...Array.from({ length: v }, () => TAB), ...Array.from({ length: turns }, () => ARROW.E), ENTER];
    }
    case 'run':
    case 'sprint': {
      const keys = [ch(LETTER[a.do]!), ...a.path.map((d) => ARROW[d]), ENTER];
      // A Run of one step where a Move that way is open asks first (Enter again: run anyway).
      const short =
        a.do === 'run' &&
        a.path.length === 1 &&
        candidates(s, directed).some((x) => x.do === 'move' && x.dir === a.path[0]);
      return short ? [...keys, ENTER] : keys;
    }
    case 'heal':
    case 'firstaid': {
      const targets = targetOptions(s, a.do, directed);
      const keys =
        targets.length === 1 ? [ch(LETTER[a.do]!)] : [ch(LETTER[a.do]!), ch(String(caverDef(a.target).number))];
      // A target at full health: the prompt asks first (Enter: do it anyway).
      return healGain(s, a.target) === 0 ? [...keys, ENTER] : keys;
    }
    case 'clear':
    case 'quickdig':
      return [ch(LETTER[a.do]!), a.dir ? ARROW[a.dir] : ch(keyOf('end'))];
    case 'swim':
    case 'squeeze':
    case 'demolish':
    case 'repel':
      return [ch(LETTER[a.do]!), ARROW[a.dir]];
    case 'direct': {
      // A directed draw's placement: the prompt is already the directed caver's.
      if (s.drawn !== null) return actionKeys(s, { ...a.action, caver: a.target } as Action, a.target);
      const targets = targetOptions(s, 'direct');
      const inner = { ...a.action, caver: a.target } as Action;
      const pick =
        targets.length <= 9
          ? [ch(String(caverDef(a.target).number))]
          : [...Array.from({ length: targets.indexOf(a.target) }, () => TAB), ENTER];
      return [ch(LETTER.direct!), ...pick, ...actionKeys(s, inner, a.target)];
    }
    default:
      return [ch(LETTER[a.do]!)];
  }
}

/** The bytes a terminal sends for a key press (to type keys into a real or fake terminal). */
export function keyBytes(k: KeyPress): string {
  if (k.key.upArrow) return '\x1b[A';
  if (k.key.downArrow) return '\x1b[B';
  if (k.key.rightArrow) return '\x1b[C';
  if (k.key.leftArrow) return '\x1b[D';
  if (k.key.return) return '\r';
  if (k.key.tab) return '\t';
  if (k.key.escape) return '\x1b';
  return k.input;
}

/**
 * The steps a player takes for an action: itself, or for a record's whole reveal or explore taken
 * with no tile drawn, the draw, Pathfinder if it says so, and the placement (the game lists the steps).
 */
function stepsOf(s: GameState, a: Action): Action[] {
  const direct = a.do === 'direct';
  const inner = (direct ? a.action : a) as { do: string; dir?: Dir; discard?: boolean };
  if (s.drawn !== null || (inner.do !== 'reveal' && inner.do !== 'explore')) return [a];
  const wrap = (step: Record<string, unknown>): Action =>
    (direct
      ? { caver: a.caver, do: 'direct', target: a.target, action: step }
      : { caver: a.caver, ...step }) as unknown as Action;
  return [
    wrap({ do: 'draw', kind: inner.do, dir: inner.dir }),
    ...(inner.discard === true ? [wrap({ do: 'pathfinder' })] : []),
    a,
  ];
}

/**
 * The keys that make the controller submit `a` from the idle prompt (for a record's whole reveal or
 * explore, each of its steps in turn), or an error if the controller cannot express it (which would
 * be a bug: every legal action must be reachable by keyboard).
 */
export function keysFor(s: GameState, a: Action): KeyPress[] | string {
  const all: KeyPress[] = [];
  let mode: Mode = forcedMode(s, IDLE);
  for (const want of stepsOf(s, a)) {
    if (!legalActions(s).some((l) => sameAction(l, want))) return `not a legal action: ${JSON.stringify(want)}`;
    const keys = actionKeys(s, want);
    let done = false;
    for (let i = 0; i < keys.length && !done; i++) {
      const step = press(s, mode, keys[i]);
      mode = step.mode;
      if (step.submit) {
        if (i !== keys.length - 1) return `submitted early after ${all.length + i + 1} keys`;
        if (!sameAction(step.submit, want))
          return `keys submit ${JSON.stringify(step.submit)}, not ${JSON.stringify(want)}`;
        done = true;
      }
    }
    if (!done) return `keys ${JSON.stringify(keys)} submit nothing (mode ${mode.m})`;
    all.push(...keys);
    // The game takes the step (a draw, Pathfinder): the next keys go to the state it leads to.
    const r = apply(s, want);
    if (!r.ok) return refusalText(r.error);
    s = r.state;
  }
  return all;
}
