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
  TILE_KINDS,
} from '../../engine/index.js';
import { dirName, refusalText, say } from '../../words/index.js';
import { MIN_COLS } from '../layout.js';
import { costWords } from '../text/danger.js';
import { caverName, pendingText, tileName } from '../text/describe.js';
import { optionWords, surfaceWords } from '../text/where.js';
import { ARROW_KEY, HOTKEY } from './keys.js';
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

/** The status lines the key transitions give. */
export const MSG = {
  moveCancelled: 'Move cancelled',
  directCancelled: 'Direct cancelled',
  healCancelled: 'Nothing done: the AP are kept',
  tileGone: 'That tile can no longer be placed',
  tileDrawn: 'The tile is drawn and must be placed: turn it (←/→, space), Enter places it',
  noOtherTile: 'No other tile to choose',
  firstDiscarded: 'The first tile is discarded: place the next one',
  exitDiscard: 'Pathfinder would discard the Exit: the cave would have no way out! Tab again to discard it anyway',
  pathfinderUsed: 'Pathfinder: the first tile is discarded',
  drawnFor: (kind: 'reveal' | 'explore') =>
    `The tile is drawn for ${kind === 'explore' ? 'Explore' : 'Reveal'}: that choice was made before it was seen`,
  noSteps: 'Choose at least one step',
  badPath: 'That path is not possible',
  atMost: (max: number) => `At most ${max} steps: Enter to go`,
  directs: (target: CaverId) => `${caverName(target)} takes a 1-AP action of its choice`,
} as const;

/** Kept for the tests that check the warning. */
export const EXIT_DISCARD_WARNING = MSG.exitDiscard;

/** Why an action kind cannot be started now: the rules' own reasons (actionError), never a guess. */
export function unavailableText(s: GameState, kind: string, directed?: CaverId): string {
  const who = actorOf(s, directed);
  const def = actionInfo(who, kind as Action['do']);
  if (!def) return `${caverName(who)} has no such action`;
  if (!directed && s.turn !== null && def.ap > s.ap)
    return `${def.name} needs ${def.ap} AP (you have ${s.ap}${s.exerted ? '' : `; ${HOTKEY.exert} = exert for +1`})`;
  if (directed && def.ap !== 1)
    return `${def.name} costs ${def.ap} AP: Direct gives ${caverName(directed)} one 1-AP action`;
  const reasons = refusalReasons(s, kind as Action['do'], who, directed);
  return reasons.length > 0 ? `${def.name}: ${reasons.join('; ')}` : `${def.name} is not possible now`;
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
    return ['no other caver can take a 1-AP action now'];
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
  return `${def?.name ?? kind} ${label}: ${why === null ? 'not possible now' : refusalText(ownReason(why, who))}`;
}

/** What a step would surely cost, in words (the core's stepDanger). */
export function dangerText(danger: StepDanger): string {
  return danger.t === 'horror'
    ? 'A horror is there: it will take all your health.'
    : `Gas is leaking there: entering costs ${danger.loss} health.`;
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
  if (!directed && s.ap < 1) why = `No AP left (${HOTKEY.exert}: exert for +1, Enter: end turn)`;
  else {
    // The core's own reason, for the move as it would be submitted (directed or not).
    const error = actionError(s, asSubmitted(s, { caver: who, do: 'move', dir }, directed));
    why = `Cannot move ${dir}: ${error === null ? 'not now' : refusalText(ownReason(error, who))}`;
  }
  const hints: string[] = [];
  for (const kind of ['swim', 'squeeze', 'explore', 'clear'] as const) {
    const info = actionInfo(who, kind);
    if (!info || !dirsOf(list, kind).has(dir)) continue;
    hints.push(`${HOTKEY[kind]}: ${info.name}${kind === 'swim' || kind === 'squeeze' ? ` (${info.ap} AP)` : ''}`);
  }
  return hints.length ? `${why} — ${hints.join(', ')}` : why;
}

/** A reveal variant in words, for the Tab hint. */
export function variantLabel(v: RevealVariant): string {
  return v.keep === 0 ? 'the tile you hold' : 'the tile drawn';
}

/** What one step each way would cost the caver, for the line under the prompt ("↑ gas leak: -2 health"). */
export function stepCostsText(s: GameState, who: CaverId, dirs: Iterable<Dir>): string {
  const parts: string[] = [];
  for (const d of dirs) {
    const c = stepCost(s, who, d);
    const words = c ? costWords(c) : [];
    if (words.length) parts.push(`${ARROW_KEY[d]} ${words.join(', ')}`);
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
    if (words.length) parts.push(`step ${i + 1}: ${words.join(', ')}`);
  });
  return parts.join(' · ');
}

/** The line a leak adds to the Explore prompts: what a Gas tile drawn would cost to enter. */
export function leakWarning(s: GameState): string {
  const loss = gasEntryLoss(s);
  return loss > 0 ? `gas leak on: a Gas tile drawn costs ${loss} health to enter` : '';
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
        prompt: `${caverName(actor)}: ${s.ap} AP · arrows/hjkl: move · letters: actions · Enter: end turn`,
        detail: costs ? `Steps: ${costs}` : '',
      };
    }
    case 'confirmMove':
      // The arrow names the key: a direction's letter can be another key (S is Sprint).
      return {
        prompt: say('table.confirm-step', { where: dirName(mode.dir), arrow: ARROW_KEY[mode.dir] }),
        detail: '',
      };
    case 'confirmEnd':
      return {
        prompt: `End ${actor ? caverName(actor) : ''}'s turn with ${s.ap} AP left? Enter = yes, any other key = no`,
        detail: '',
      };
    case 'confirmHeal': {
      const a = mode.action as Extract<Action, { do: 'heal' | 'firstaid' }>;
      const info = actionInfo(a.caver, a.do);
      return {
        prompt: `${caverName(a.target)} is at full health: ${info?.name ?? a.do} would spend ${mode.directed ? 'the Direct' : `${info?.ap ?? 0} AP`} for nothing. Enter: do it anyway · any other key: back`,
        detail: '',
      };
    }
    case 'directMenu':
      return {
        prompt: `Direct: ${caverName(mode.target)} takes one 1-AP action (keys as usual) · Esc cancels`,
        detail: '',
      };
    case 'dir': {
      const who = actorOf(s, mode.directed);
      const name = actionInfo(who, mode.kind)?.name ?? mode.kind;
      const here = mode.kind === 'clear' || mode.kind === 'quickdig' ? ' or . for your own tile' : '';
      const leak = mode.kind === 'explore' ? leakWarning(s) : '';
      const stepping = mode.kind === 'move' || mode.kind === 'swim' || mode.kind === 'squeeze';
      const costs = stepping ? stepCostsText(s, who, dirsOf(candidates(s, mode.directed), mode.kind)) : '';
      return {
        prompt: `${name}${mode.directed ? ` (${caverName(mode.directed)})` : ''}: which way? ←↑→↓${here} · Esc back${leak ? ` · ${leak}` : ''}`,
        detail: costs ? `Steps: ${costs}` : '',
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
          ? ` · Tab: ${variantLabel(next)}`
          : pathfinder
            ? ` · Tab: ${discardsExit(s) ? 'Pathfinder (discards the Exit!)' : 'Pathfinder: the next tile'}`
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
      const entering = cost.length ? ` · entering: ${cost.join(', ')}` : '';
      return {
        prompt: `${mode.kind === 'explore' ? 'Explore' : 'Reveal'} ${mode.dir}: ${card ? tileName(card) : 'tile'}${entering} · ←/→ turn · Enter place${other}`,
        detail: card ? `${tileName(card)}: ${TILE_KINDS[card.type].rule}` : '',
      };
    }
    case 'path': {
      const who = actorOf(s, mode.directed);
      const name = actionInfo(who, mode.kind)?.name ?? mode.kind;
      const costs = pathCostsText(s, who, mode.path);
      return {
        prompt: `${name}: ${mode.path.join(' ') || '(no steps)'} · arrows: add a step · Backspace: undo · Enter: go · Esc`,
        detail: costs ? `Path: ${costs}` : '',
      };
    }
    case 'target': {
      const targets = targetOptions(s, mode.kind, mode.directed);
      const list = targets.map((t, i) => (i === mode.idx ? `[${caverName(t)}]` : caverName(t))).join('  ');
      const what = mode.kind === 'direct' ? 'Direct whom' : mode.kind === 'heal' ? 'Heal whom' : 'First aid for whom';
      let prompt = `${what}? ${list} · ←/→ or number · Enter · Esc`;
      if (prompt.length > MIN_COLS) {
        // Too many names for 80 columns: the chosen one by name, the others by number.
        const numbers = targets
          .map((t, i) => (i === mode.idx ? `[${caverDef(t).number}]` : String(caverDef(t).number)))
          .join(' ');
        prompt = `${what}? ${caverName(targets[mode.idx] ?? targets[0])} · ${numbers} · ←/→ or number · Enter · Esc`;
      }
      return { prompt, detail: '' };
    }
    case 'square': {
      const options = squareOptions(s, mode.kind);
      const n = options.length;
      const idx = Math.min(mode.idx, n - 1);
      const keys = `arrows/Tab/1-${n} · Enter`;
      if (mode.kind === 'choose' && s.pending) {
        const p = s.pending;
        const seat = s.cavers.findIndex((c) => c.id === p.chooser);
        const who =
          s.options.players > 1
            ? `Player ${playerOfSeat(s.options.players, s.cavers.length, seat)} (${caverName(p.chooser)})`
            : `${caverName(p.chooser)}'s player`;
        return {
          prompt: `${who} decides ${pendingText(p.kind)}: option ${idx + 1} of ${n}: ${optionWords(s, p, idx)} · ${keys}`,
          detail: '',
        };
      }
      return {
        prompt: `Surface on which water tile? option ${idx + 1} of ${n}: ${idx >= 0 ? surfaceWords(s, options[idx]) : ''} · ${keys}`,
        detail: '',
      };
    }
  }
}
