// The words of the prompts: the prompt line and the line under it for each mode, and the status
// lines the key transitions give. What is on offer comes from queries.ts (the core's legal
// actions); the facts named (costs, keys, limits) from the core and the menu's hotkeys.
import {
  type Action,
  actionError,
  actionInfo,
  caverDef,
  type CaverId,
  type Dir,
  DIRS,
  entryCost,
  gasEntryLoss,
  type GameState,
  playerOfSeat,
  type Refusal,
  step,
  stepCost,
  stepDanger,
  type StepDanger,
} from '../../engine/index.js';
import { actionName, dirLetter, dirName, pathLetters, refusalText, say, tileRule } from '../../words/index.js';
import { textWidth } from '../../text/width.js';
import { MIN_COLS } from '../layout.js';
import { costWords } from '../text/danger.js';
import { caverName, pendingText, tileName } from '../text/describe.js';
import { optionWords, surfaceWords } from '../text/where.js';
import { ARROW_KEY, dirKeys, HOTKEY, keyOf } from './keys.js';
import type { Mode } from './mode.js';
import {
  actorOf,
  asSubmitted,
  candidates,
  discardsExit,
  dirsOf,
  orientState,
  pathfinderAction,
  pathSquares,
  squareOptions,
  targetOptions,
  variantCard,
  type RevealVariant,
} from './queries.js';

/** The status lines the key transitions give (each read in the language spoken when it is said). */
export const MSG = {
  get moveCancelled() {
    return say('msg.move-cancelled');
  },
  get directCancelled() {
    return say('msg.direct-cancelled');
  },
  get healCancelled() {
    return say('msg.heal-cancelled');
  },
  get tileGone() {
    return say('msg.tile-gone');
  },
  get tileDrawn() {
    return say('msg.tile-drawn');
  },
  get noOtherTile() {
    return say('msg.no-other-tile');
  },
  get firstDiscarded() {
    return say('msg.first-discarded');
  },
  get exitDiscard() {
    return say('msg.exit-discard');
  },
  get pathfinderUsed() {
    return say('msg.pathfinder-used');
  },
  drawnFor: (kind: 'reveal' | 'explore') => say('msg.drawn-for', { action: actionName(kind) }),
  get noSteps() {
    return say('msg.no-steps');
  },
  get badPath() {
    return say('msg.bad-path');
  },
  atMost: (max: number) => say('msg.at-most', { count: max }),
  /** A Run of one step: its cost and a Move's, from the core's table of actions. */
  shortRun: (who: CaverId) =>
    say('msg.short-run', {
      run: actionName('run'),
      move: actionName('move'),
      runAp: actionInfo(who, 'run')?.ap ?? 2,
      moveAp: actionInfo(who, 'move')?.ap ?? 1,
    }),
  directs: (target: CaverId) => say('msg.directs', { who: caverName(target) }),
};

/** Why an action kind cannot be started now: the rules' own reasons (actionError), never a guess. */
export function unavailableText(s: GameState, kind: string, directed?: CaverId): string {
  const who = actorOf(s, directed);
  const def = actionInfo(who, kind as Action['do']);
  if (!def) return say('why.no-such-action', { who: caverName(who) });
  const action = actionName(def.do);
  if (!directed && s.turn !== null && def.ap > s.ap)
    return s.exerted
      ? say('why.needs-ap', { action, cost: def.ap, have: s.ap })
      : say('why.needs-ap-exert', { action, cost: def.ap, have: s.ap, key: HOTKEY.exert });
  if (directed && def.ap !== 1) return say('why.direct-one-ap', { action, cost: def.ap, who: caverName(directed) });
  const reasons = refusalReasons(s, kind as Action['do'], who, directed);
  return reasons.length > 0
    ? say('why.reasons', { action, reasons: reasons.join(say('list.semicolon')) })
    : say('why.not-possible', { action });
}

/** The action objects to ask the rules about, one for each way the kind could be taken. */
function samples(s: GameState, kind: Action['do'], who: CaverId): Record<string, unknown>[] {
  switch (kind) {
    case 'reveal':
    case 'explore':
      return DIRS.map((dir) => ({ dir, open: 'NESW' }));
    case 'move':
    case 'swim':
    case 'squeeze':
    case 'demolish':
    case 'repel':
      return DIRS.map((dir) => ({ dir }));
    case 'clear':
    case 'quickdig':
      return [{}, ...DIRS.map((dir) => ({ dir }))];
    case 'run':
    case 'sprint':
      return DIRS.map((dir) => ({ path: [dir] }));
    case 'heal':
    case 'firstaid':
      return s.cavers.map((c) => ({ target: c.id }));
    case 'direct':
      return s.cavers.filter((c) => c.id !== who).map((c) => ({ target: c.id, action: { do: 'move', dir: 'N' } }));
    default:
      return [{}];
  }
}

/** The rules' reason as the prompt says it: a directed caver's own reason, its name left out (the prompt names it). */
function ownReason(r: Refusal, who: CaverId): Refusal {
  return r.code === 'directed' && r.caver === who ? r.why : r;
}

/** A reason that is a wall of the caver's own tile (in a step of a path, or a directed action, too). */
function isWall(r: Refusal): boolean {
  if (r.code === 'path-step' || r.code === 'directed') return isWall(r.why);
  return r.code === 'wall';
}

/**
 * The reason with the direction it names made a blank, when that is `dir` (the way tried), as a key
 * that is the same for every way the same reason holds for; `named`: whether it was.
 */
function withoutDir(r: Refusal, dir: Dir | undefined): { readonly key: unknown; readonly named: boolean } {
  if (r.code === 'path-step' || r.code === 'directed') {
    const inner = withoutDir(r.why, dir);
    return { key: { ...r, why: inner.key }, named: inner.named };
  }
  if (dir === undefined || !('dir' in r) || r.dir !== dir) return { key: r, named: false };
  return { key: { ...r, dir: 'the way tried' }, named: true };
}

/**
 * The rules' reasons an action kind cannot be taken in any of its ways, each said once. Walls are
 * left out when something else is said (a wall is on the board to see).
 */
export function refusalReasons(s: GameState, kind: Action['do'], who: CaverId, directed?: CaverId): string[] {
  if (kind === 'direct' && !s.directUsed) {
    // Whom to direct and what: nobody else has a 1-AP action to take now.
    return [say('why.no-one-to-direct')];
  }
  // The same reason for several directions is said once, naming them all ("to the north or east").
  const reasons = new Map<string, { readonly refusal: Refusal; readonly dirs: Dir[] }>();
  for (const extra of samples(s, kind, who)) {
    const a = { caver: who, do: kind, ...extra } as unknown as Action;
    const why = actionError(s, asSubmitted(s, a, directed));
    if (why === null) continue;
    const refusal = ownReason(why, who);
    const dir = (extra.dir ?? (extra.path as Dir[] | undefined)?.[0]) as Dir | undefined;
    const { key, named } = withoutDir(refusal, dir);
    const k = JSON.stringify(key);
    const reason = reasons.get(k) ?? { refusal, dirs: [] };
    if (named) reason.dirs.push(dir!);
    reasons.set(k, reason);
  }
  const all = [...reasons.values()];
  const others = all.filter((r) => !isWall(r.refusal));
  return (others.length > 0 ? others : all).map((r) => refusalText(r.refusal, r.dirs.length > 0 ? r.dirs : undefined));
}

/**
 * Why one way of taking an action is refused, in the rules' words: `extra` holds its fields (a
 * direction, a path). "Explore N: a tile already lies to the north".
 */
export function wayRefusal(
  s: GameState,
  kind: Action['do'],
  extra: Record<string, unknown>,
  label: string,
  directed?: CaverId,
): string {
  const who = actorOf(s, directed);
  const def = actionInfo(who, kind);
  const a = {
    caver: who,
    do: kind,
    ...(kind === 'reveal' || kind === 'explore' ? { open: 'NESW' } : {}),
    ...extra,
  } as unknown as Action;
  const why = actionError(s, asSubmitted(s, a, directed));
  return say('why.way', {
    action: def ? actionName(kind) : kind,
    way: label,
    why: why === null ? say('why.not-possible-now') : refusalText(ownReason(why, who)),
  });
}

/** What a step would surely cost, in words (the core's stepDanger). */
export function dangerText(danger: StepDanger): string {
  return danger.t === 'horror' ? say('why.horror') : say('why.gas', { loss: danger.loss });
}

/** The warning a step onto a horror or into leaking gas gets, or null. */
export function moveDanger(s: GameState, who: CaverId, dir: Dir): string | null {
  const danger = stepDanger(s, who, dir);
  return danger === null ? null : dangerText(danger);
}

/** Why an arrow key did not move, with what would go that way instead. */
export function moveRefusalText(s: GameState, list: readonly Action[], dir: Dir, directed?: CaverId): string {
  const who = actorOf(s, directed);
  let why: string;
  if (!directed && s.ap < 1) why = say('why.no-ap', { key: HOTKEY.exert });
  else {
    // The core's own reason, for the move as it would be submitted (directed or not).
    const error = actionError(s, asSubmitted(s, { caver: who, do: 'move', dir }, directed));
    why = say('why.cannot-move', {
      dir: dirLetter(dir),
      why: error === null ? say('why.not-now') : refusalText(ownReason(error, who)),
    });
  }
  const hints: string[] = [];
  for (const kind of ['swim', 'squeeze', 'explore', 'clear'] as const) {
    const info = actionInfo(who, kind);
    if (!info || !dirsOf(list, kind).has(dir)) continue;
    const values = { key: HOTKEY[kind], action: actionName(kind) };
    hints.push(
      kind === 'swim' || kind === 'squeeze' ? say('why.hint-ap', { ...values, ap: info.ap }) : say('why.hint', values),
    );
  }
  return hints.length ? say('why.with-hints', { why, hints: hints.join(say('list.comma')) }) : why;
}

/** A reveal variant in words, for the Tab hint. */
export function variantLabel(v: RevealVariant): string {
  return v.keep === 0 ? say('prompt.tab-held') : say('prompt.tab-drawn');
}

/** What one step each way would cost the caver, for the line under the prompt ("↑ gas leak: -2 health"). */
export function stepCostsText(s: GameState, who: CaverId, dirs: Iterable<Dir>): string {
  const parts: string[] = [];
  for (const d of dirs) {
    const c = stepCost(s, who, d);
    const words = c ? costWords(c) : [];
    if (words.length)
      parts.push(say('prompt.step-cost', { arrow: ARROW_KEY[d], costs: words.join(say('list.comma')) }));
  }
  return parts.join(' · ');
}

/** What entering each square of a Run's path would cost, step by step. */
export function pathCostsText(s: GameState, who: CaverId, path: readonly Dir[]): string {
  const at = s.cavers.find((c) => c.id === who)?.at;
  if (!at) return '';
  const parts: string[] = [];
  pathSquares(at, path).forEach((sq, i) => {
    const words = costWords(entryCost(s, who, sq));
    if (words.length) parts.push(say('prompt.path-step', { n: i + 1, costs: words.join(say('list.comma')) }));
  });
  return parts.join(' · ');
}

/** The line a leak adds to the Explore prompts: what a Gas tile drawn would cost to enter. */
export function leakWarning(s: GameState): string {
  const loss = gasEntryLoss(s);
  return loss > 0 ? say('prompt.gas-leak', { loss }) : '';
}

/** The prompt line and the line under it (what the tile or choice means) for the current mode. */
export function promptText(s: GameState, mode: Mode): { readonly prompt: string; readonly detail: string } {
  const actor = s.turn !== null ? s.cavers[s.turn].id : null;
  switch (mode.m) {
    case 'idle': {
      if (!actor) return { prompt: '', detail: '' };
      // The cost of each step the caver can take now, before it is taken.
      const moves = new Set(
        candidates(s)
          .filter((a) => a.do === 'move')
          .map((a) => (a as { dir: Dir }).dir),
      );
      const costs = stepCostsText(
        s,
        actor,
        DIRS.filter((d) => moves.has(d)),
      );
      return {
        prompt: say('prompt.idle', { who: caverName(actor), ap: s.ap, keys: dirKeys() }),
        detail: costs ? say('prompt.steps', { costs }) : '',
      };
    }
    case 'confirmMove':
      // The arrow names the key: a direction's letter can be another key (S is Sprint).
      return {
        prompt: say('prompt.confirm-move', { where: dirName(mode.dir), arrow: ARROW_KEY[mode.dir] }),
        detail: '',
      };
    case 'confirmEnd':
      return {
        prompt: say('prompt.confirm-end', { who: actor ? caverName(actor) : '', ap: s.ap }),
        detail: '',
      };
    case 'confirmHeal': {
      const a = mode.action as Extract<Action, { do: 'heal' | 'firstaid' }>;
      const info = actionInfo(a.caver, a.do);
      return {
        prompt: say('prompt.full-health', {
          who: caverName(a.target),
          action: info ? actionName(a.do) : a.do,
          spend: mode.directed ? say('prompt.spend-direct') : say('prompt.spend-ap', { ap: info?.ap ?? 0 }),
        }),
        detail: '',
      };
    }
    case 'directMenu':
      return {
        prompt: say('prompt.direct-menu', { who: caverName(mode.target) }),
        detail: '',
      };
    case 'dir': {
      const who = actorOf(s, mode.directed);
      const name = actionInfo(who, mode.kind) ? actionName(mode.kind) : mode.kind;
      const here = mode.kind === 'clear' || mode.kind === 'quickdig';
      const leak = mode.kind === 'explore' ? leakWarning(s) : '';
      const stepping = mode.kind === 'move' || mode.kind === 'swim' || mode.kind === 'squeeze';
      const costs = stepping ? stepCostsText(s, who, dirsOf(candidates(s, mode.directed), mode.kind)) : '';
      return {
        prompt: [
          here
            ? say('prompt.which-way-here', {
                action: mode.directed ? say('prompt.directed', { action: name, who: caverName(mode.directed) }) : name,
                here: keyOf('end'),
              })
            : say('prompt.which-way', {
                action: mode.directed ? say('prompt.directed', { action: name, who: caverName(mode.directed) }) : name,
              }),
          leak,
        ]
          .filter(Boolean)
          .join(' · '),
        detail: costs ? say('prompt.steps', { costs }) : '',
      };
    }
    case 'orient': {
      const st = orientState(s, mode);
      if (!st) return { prompt: '', detail: '' };
      const card = variantCard(s, st.variant);
      const next = st.variants[(mode.variant + 1) % st.variants.length];
      const pathfinder = pathfinderAction(s, mode.directed) !== undefined;
      const other =
        st.variants.length > 1
          ? say('prompt.tab', { what: variantLabel(next) })
          : pathfinder
            ? say('prompt.tab', {
                what: discardsExit(s) ? say('prompt.tab-pathfinder-exit') : say('prompt.tab-pathfinder'),
              })
            : '';
      // Explore steps onto the tile placed: what entering it costs, said before Enter.
      const who = actorOf(s, mode.directed);
      const at = s.cavers.find((c) => c.id === who)?.at;
      const cost =
        mode.kind === 'explore' && card && at
          ? costWords(
              entryCost(s, who, step(at, mode.dir), {
                type: card.type,
                ...(card.type === 'ledge' || card.type === 'drop' ? { arrow: mode.dir } : {}),
              }),
            )
          : [];
      const head = say('prompt.orient-head', {
        action: actionName(mode.kind),
        dir: dirLetter(mode.dir),
        tile: card ? tileName(card) : say('prompt.orient-tile'),
      });
      const entering = cost.length ? say('prompt.entering', { costs: cost.join(say('list.comma')) }) : '';
      return {
        prompt: [head, entering, say('prompt.orient-keys'), other].filter(Boolean).join(' · '),
        detail: card ? say('prompt.tile-rule', { tile: tileName(card), rule: tileRule(card.type) }) : '',
      };
    }
    case 'path': {
      const who = actorOf(s, mode.directed);
      const name = actionInfo(who, mode.kind) ? actionName(mode.kind) : mode.kind;
      const costs = pathCostsText(s, who, mode.path);
      return {
        prompt: say('prompt.run-path', { action: name, path: pathLetters(mode.path, ' ') || say('prompt.no-steps') }),
        detail: costs ? say('prompt.path', { costs }) : '',
      };
    }
    case 'target': {
      const targets = targetOptions(s, mode.kind, mode.directed);
      const list = targets.map((t, i) => (i === mode.idx ? `[${caverName(t)}]` : caverName(t))).join('  ');
      const what = say(`prompt.whom.${mode.kind}`);
      let prompt = say('prompt.target', { what, list });
      if (textWidth(prompt) > MIN_COLS) {
        // Too many names for 80 columns: the chosen one by name, the others by number.
        const numbers = targets
          .map((t, i) => (i === mode.idx ? `[${caverDef(t).number}]` : String(caverDef(t).number)))
          .join(' ');
        prompt = say('prompt.target', { what, list: `${caverName(targets[mode.idx] ?? targets[0])} · ${numbers}` });
      }
      return { prompt, detail: '' };
    }
    case 'square': {
      const options = squareOptions(s, mode.kind);
      const n = options.length;
      const idx = Math.min(mode.idx, n - 1);
      const keys = say('prompt.square-keys', { n });
      if (mode.kind === 'choose' && s.pending) {
        const p = s.pending;
        const seat = s.cavers.findIndex((c) => c.id === p.chooser);
        const who =
          s.options.players > 1
            ? say('prompt.player-of', {
                player: playerOfSeat(s.options.players, s.cavers.length, seat),
                who: caverName(p.chooser),
              })
            : say('prompt.players-of', { who: caverName(p.chooser) });
        return {
          prompt: say('prompt.decides', {
            who,
            what: pendingText(p.kind),
            i: idx + 1,
            n,
            option: optionWords(s, p, idx),
            keys,
          }),
          detail: '',
        };
      }
      return {
        prompt: say('prompt.surface', { i: idx + 1, n, option: idx >= 0 ? surfaceWords(s, options[idx]) : '', keys }),
        detail: '',
      };
    }
  }
}
