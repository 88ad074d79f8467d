// The screen reader's questions: what the game asks now, as a sentence and numbered options, each
// option what it does (the next question, an action to submit). What is on offer is the core's
// legal actions, read through the same queries the keyboard's prompts use (input/queries.ts), so an
// option can only ever be a legal action; every word comes from the catalog (`reader.*`).
import {
  type Action,
  actionInfo,
  type CaverId,
  type Dir,
  DIRS,
  entryCost,
  type GameState,
  healGain,
  isDir,
  playerOfSeat,
  step,
  stepCost,
  stepDanger,
} from '../../engine/index.js';
import { actionName, andList, caverName, dirName, pendingText, say, tileName, tileRule } from '../../words/index.js';
import { ORDER } from '../input/menu.js';
import type { DirKind, PathKind, TargetKind } from '../input/mode.js';
import { dangerText, leakWarning } from '../input/prompts.js';
import {
  actorOf,
  asSubmitted,
  candidates,
  discardsExit,
  dirsOf,
  kindsOf,
  legal,
  pathfinderAction,
  pathLimit,
  pathNext,
  revealVariants,
  shortRun,
  squareOptions,
  targetOptions,
  variantCard,
} from '../input/queries.js';
import { costWords } from '../text/danger.js';
import { optionWords, surfaceWords } from '../text/where.js';

/** Where the player is in choosing an action (a tile to place, a choice or a surfacing: the state says). */
export type ReaderMode =
  /** The turn's question: the acting caver's actions, or (directed) the caver the Leader directs. */
  | { readonly m: 'top'; readonly directed?: CaverId }
  | { readonly m: 'dir'; readonly kind: DirKind; readonly directed?: CaverId }
  | { readonly m: 'path'; readonly kind: PathKind; readonly path: readonly Dir[]; readonly directed?: CaverId }
  | { readonly m: 'target'; readonly kind: TargetKind; readonly directed?: CaverId }
  | { readonly m: 'confirmMove'; readonly dir: Dir; readonly directed?: CaverId }
  | { readonly m: 'confirmHeal'; readonly action: Action; readonly directed?: CaverId }
  /** Pathfinder asked for on the Exit drawn: asked again before the Exit is thrown away. */
  | { readonly m: 'pathfinderExit' };

export const TOP: ReaderMode = { m: 'top' };

/** One numbered option: its words, and what choosing it does. */
export interface ReaderOption {
  readonly label: string;
  /** The question that follows. */
  readonly then: ReaderMode;
  /** The action it plays, if any. */
  readonly submit?: Action;
}

/** A question: its sentence, its options (numbered from 1), and where 0 goes back to (null: nowhere). */
export interface Question {
  readonly text: readonly string[];
  readonly options: readonly ReaderOption[];
  readonly back: ReaderMode | null;
}

const dirOf = (d: DirKind | string): d is DirKind =>
  ['move', 'explore', 'reveal', 'swim', 'squeeze', 'clear', 'quickdig', 'demolish', 'repel'].includes(d);

/** Where 0 goes from a question made for a directed caver, or for the acting one. */
function backTo(directed?: CaverId): ReaderMode {
  return directed ? { m: 'top', directed } : TOP;
}

function withDirected(directed: CaverId | undefined): { directed?: CaverId } {
  return directed ? { directed } : {};
}

/** What entering beyond this side would cost the caver, as words after an option (or ''). */
function costAfter(s: GameState, who: CaverId, d: Dir): string {
  const c = stepCost(s, who, d);
  const words = c ? costWords(c) : [];
  return words.join(say('list.comma'));
}

function labelWithCosts(label: string, costs: string): string {
  return costs ? say('reader.option.costs', { option: label, costs }) : label;
}

/** The sides a placement opens ("NES"), in words: "north, east and south". */
function sidesWords(open: string): string {
  return andList([...open].filter(isDir).map((d) => dirName(d)));
}

/** The option that starts an action of this kind, or submits it at once when it asks nothing more. */
function begin(s: GameState, kind: string, directed?: CaverId): Omit<ReaderOption, 'label'> {
  const list = candidates(s, directed);
  if (dirOf(kind)) return { then: { m: 'dir', kind, ...withDirected(directed) } };
  if (kind === 'run' || kind === 'sprint') return { then: { m: 'path', kind, path: [], ...withDirected(directed) } };
  if (kind === 'heal' || kind === 'firstaid' || kind === 'direct') {
    const targets = targetOptions(s, kind, directed);
    if (targets.length === 1 && kind !== 'direct')
      return healing(
        s,
        list.find((a) => a.do === kind)!,
        directed,
      );
    return { then: { m: 'target', kind, ...withDirected(directed) } };
  }
  // Rope, Quick knot, Hide, Dive, Exert: nothing more to ask.
  return {
    then: TOP,
    submit: asSubmitted(
      s,
      list.find((a) => a.do === kind)!,
      directed,
    ),
  };
}

/** A Heal or First aid: played, or asked again first when its target is at full health. */
function healing(s: GameState, a: Action, directed?: CaverId): Omit<ReaderOption, 'label'> {
  // The rules say what it would give back: nothing, and it is asked again first.
  const target = a.do === 'heal' || a.do === 'firstaid' ? a.target : undefined;
  if (target !== undefined && healGain(s, target) === 0)
    return { then: { m: 'confirmHeal', action: a, ...withDirected(directed) } };
  return { then: TOP, submit: asSubmitted(s, a, directed) };
}

/** A step: played, or asked again first when it walks into a horror or leaking gas. */
function stepping(s: GameState, a: Action, dir: Dir, directed?: CaverId): Omit<ReaderOption, 'label'> {
  if (stepDanger(s, actorOf(s, directed), dir)) return { then: { m: 'confirmMove', dir, ...withDirected(directed) } };
  return { then: TOP, submit: asSubmitted(s, a, directed) };
}

/** The turn's question: each step by name, each other action by name and cost, Exert, the turn's end. */
function topQuestion(s: GameState, directed?: CaverId): Question {
  const who = actorOf(s, directed);
  const c = s.cavers.find((x) => x.id === who)!;
  const list = candidates(s, directed);
  const kinds = kindsOf(list);
  const options: ReaderOption[] = [];
  for (const d of DIRS) {
    const a = list.find((x) => x.do === 'move' && x.dir === d);
    if (!a) continue;
    options.push({
      label: labelWithCosts(say('reader.option.move', { where: dirName(d) }), costAfter(s, who, d)),
      ...stepping(s, a, d, directed),
    });
  }
  for (const kind of ORDER) {
    if (kind === 'move' || !kinds.has(kind)) continue;
    if (kind === 'exert') options.push({ label: say('reader.option.exert'), ...begin(s, kind) });
    else if (kind === 'end') {
      const end = list.find((a) => a.do === 'end')!;
      options.push({
        label: s.ap > 0 ? say('reader.option.end-left', { ap: s.ap }) : say('reader.option.end'),
        then: TOP,
        submit: end,
      });
    } else {
      const info = actionInfo(who, kind);
      const name = info ? actionName(kind) : kind;
      options.push({
        label: directed || !info ? name : say('reader.option.action', { action: name, ap: info.ap }),
        ...begin(s, kind, directed),
      });
    }
  }
  const values = { who: caverName(who), ap: s.ap, hp: c.hp, max: c.maxHp };
  const text = directed
    ? say('reader.ask.direct', { who: caverName(who) })
    : say(s.exerted ? 'reader.ask.turn-exerted' : 'reader.ask.turn', values);
  return { text: [text], options, back: directed ? TOP : null };
}

function dirQuestion(s: GameState, mode: Extract<ReaderMode, { m: 'dir' }>): Question {
  const who = actorOf(s, mode.directed);
  const list = candidates(s, mode.directed);
  const name = actionInfo(who, mode.kind) ? actionName(mode.kind) : mode.kind;
  const action = mode.directed ? say('reader.ask.directed', { action: name, who: caverName(mode.directed) }) : name;
  const options: ReaderOption[] = [];
  const stepKind = mode.kind === 'move' || mode.kind === 'swim' || mode.kind === 'squeeze';
  for (const d of DIRS) {
    if (!dirsOf(list, mode.kind).has(d)) continue;
    const label = labelWithCosts(say('reader.option.dir', { where: dirName(d) }), stepKind ? costAfter(s, who, d) : '');
    if (mode.kind === 'reveal' || mode.kind === 'explore') {
      const draw = list.find((a) => a.do === 'draw' && a.kind === mode.kind && a.dir === d)!;
      options.push({ label, then: TOP, submit: asSubmitted(s, draw, mode.directed) });
    } else {
      const a = list.find((x) => x.do === mode.kind && 'dir' in x && x.dir === d)!;
      options.push({
        label,
        ...(mode.kind === 'move'
          ? stepping(s, a, d, mode.directed)
          : { then: TOP, submit: asSubmitted(s, a, mode.directed) }),
      });
    }
  }
  if (mode.kind === 'clear' || mode.kind === 'quickdig') {
    const here = list.find((x) => x.do === mode.kind && !('dir' in x && x.dir));
    if (here)
      options.push({ label: say('reader.option.here'), then: TOP, submit: asSubmitted(s, here, mode.directed) });
  }
  const leak = mode.kind === 'explore' ? leakWarning(s) : '';
  return {
    text: [say('reader.ask.which-way', { action }), leak].filter(Boolean),
    options,
    back: backTo(mode.directed),
  };
}

/** One step of a Run against a Move, from the core's table of actions. */
function shortRunText(who: CaverId): string {
  return say('reader.ask.short-run', {
    run: actionName('run'),
    move: actionName('move'),
    runAp: actionInfo(who, 'run')?.ap ?? 2,
    moveAp: actionInfo(who, 'move')?.ap ?? 1,
  });
}

function pathQuestion(s: GameState, mode: Extract<ReaderMode, { m: 'path' }>): Question {
  const who = actorOf(s, mode.directed);
  const list = candidates(s, mode.directed);
  const name = actionInfo(who, mode.kind) ? actionName(mode.kind) : mode.kind;
  const max = pathLimit(s, mode.kind, mode.directed);
  const options: ReaderOption[] = [];
  const at = s.cavers.find((c) => c.id === who)?.at ?? null;
  let sq = at;
  for (const d of mode.path) sq = sq ? step(sq, d) : null;
  if (mode.path.length < max) {
    for (const d of DIRS) {
      if (!pathNext(list, mode.kind, mode.path).has(d)) continue;
      const costs = sq ? costWords(entryCost(s, who, step(sq, d))).join(say('list.comma')) : '';
      options.push({
        label: labelWithCosts(say('reader.option.dir', { where: dirName(d) }), costs),
        then: { ...mode, path: [...mode.path, d] },
      });
    }
  }
  const whole = list.find(
    (x) => x.do === mode.kind && x.path.length === mode.path.length && x.path.every((d, i) => d === mode.path[i]),
  );
  // A Run of one step costs more than a Move the same way: said with the question, and its option
  // says so (the table asks again first; here the question already holds it).
  const short = shortRun(list, mode.kind, mode.path);
  if (whole && mode.path.length > 0)
    options.push({
      label: say(short ? 'reader.option.go-anyway' : 'reader.option.go'),
      then: TOP,
      submit: asSubmitted(s, whole, mode.directed),
    });
  if (mode.path.length > 0)
    options.push({ label: say('reader.option.take-back-step'), then: { ...mode, path: mode.path.slice(0, -1) } });
  const text =
    mode.path.length === 0
      ? say('reader.ask.path-start', { action: name, max })
      : say('reader.ask.path', {
          action: name,
          path: andList(mode.path.map((d) => dirName(d))),
          n: mode.path.length + 1,
          max,
        });
  return {
    text: short ? [text, shortRunText(who)] : [text],
    options,
    back: backTo(mode.directed),
  };
}

function targetQuestion(s: GameState, mode: Extract<ReaderMode, { m: 'target' }>): Question {
  const list = candidates(s, mode.directed);
  const options = targetOptions(s, mode.kind, mode.directed).map((t): ReaderOption => {
    const c = s.cavers.find((x) => x.id === t)!;
    const label = say('reader.option.caver', { who: caverName(t), hp: c.hp, max: c.maxHp });
    if (mode.kind === 'direct') return { label, then: { m: 'top', directed: t } };
    return {
      label,
      ...healing(
        s,
        list.find((a) => a.do === mode.kind && a.target === t)!,
        mode.directed,
      ),
    };
  });
  return {
    text: [say('reader.ask.whom', { what: say(`prompt.whom.${mode.kind}`) })],
    options,
    back: backTo(mode.directed),
  };
}

/** Placing the tile drawn: every way round of each tile (the Geologist's two), and Pathfinder. */
function placeQuestion(s: GameState, mode: ReaderMode): Question {
  const dr = s.drawn!;
  const directed = dr.by !== null ? dr.caver : undefined;
  const variants = revealVariants(s, directed);
  const list = candidates(s, directed);
  const who = actorOf(s, directed);
  const at = s.cavers.find((c) => c.id === who)?.at ?? null;
  const options: ReaderOption[] = [];
  const text: string[] = [];
  for (const v of variants) {
    const card = variantCard(s, v);
    for (const open of v.opens) {
      const a = list.find((x) => (x.do === 'reveal' || x.do === 'explore') && x.open === open && x.keep === v.keep)!;
      const sides = sidesWords(open);
      const label =
        variants.length < 2
          ? say('reader.option.turn', { sides })
          : v.keep === 0
            ? say('reader.option.turn-held', { tile: card ? tileName(card) : '', sides })
            : say('reader.option.turn-drawn', { sides });
      options.push({ label, then: TOP, submit: asSubmitted(s, a, directed) });
    }
    if (card) text.push(say('reader.ask.tile-rule', { tile: tileName(card), rule: tileRule(card.type) }));
  }
  const card = variants[0] ? variantCard(s, variants[0]) : null;
  const head = say('reader.ask.place', {
    tile: card ? tileName(card) : '',
    action: actionName(dr.do),
    where: dirName(dr.dir),
  });
  // Explore steps onto the tile placed: what entering it costs, said before it is placed.
  if (dr.do === 'explore' && card && at) {
    const cost = costWords(
      entryCost(s, who, step(at, dr.dir), {
        type: card.type,
        ...(card.type === 'ledge' || card.type === 'drop' ? { arrow: dr.dir } : {}),
      }),
    );
    if (cost.length) text.push(say('reader.ask.entering', { costs: cost.join(say('list.comma')) }));
  }
  const pf = pathfinderAction(s, directed);
  if (pf) {
    if (mode.m === 'pathfinderExit')
      return {
        text: [say('reader.ask.exit-warning')],
        options: [{ label: say('reader.option.pathfinder-exit'), then: TOP, submit: asSubmitted(s, pf, directed) }],
        back: TOP,
      };
    options.push(
      discardsExit(s)
        ? { label: say('reader.option.pathfinder-exit'), then: { m: 'pathfinderExit' } }
        : { label: say('reader.option.pathfinder'), then: TOP, submit: asSubmitted(s, pf, directed) },
    );
  }
  return { text: [head, ...text], options, back: null };
}

/** A choice the game waits for (a horror's way or order), or a Diver's surfacing. */
function squareQuestion(s: GameState, kind: 'choose' | 'surface'): Question {
  const squares = squareOptions(s, kind);
  if (kind === 'choose' && s.pending) {
    const p = s.pending;
    const options = squares.map((_, i): ReaderOption => ({
      label: optionWords(s, p, i),
      then: TOP,
      submit: { caver: p.chooser, do: 'choose', option: i },
    }));
    return {
      text: [say('reader.ask.choice', { who: caverName(p.chooser), what: pendingText(p.kind) })],
      options,
      back: null,
    };
  }
  const surface = legal(s).filter((a) => a.do === 'surface');
  const options = squares.map((at, i): ReaderOption => ({ label: surfaceWords(s, at), then: TOP, submit: surface[i] }));
  const who = surface[0]?.caver;
  return { text: [say('reader.ask.surface', { who: who ? caverName(who) : '' })], options, back: null };
}

/** What is asked now, or null when nothing is (the game is over, or no one is to decide). */
export function question(s: GameState, mode: ReaderMode): Question | null {
  if (s.result !== null) return null;
  if (s.drawn !== null) return placeQuestion(s, mode);
  if (s.pending) return squareQuestion(s, 'choose');
  if (legal(s).some((a) => a.do === 'surface')) return squareQuestion(s, 'surface');
  if (s.turn === null) return null;
  switch (mode.m) {
    case 'top':
    case 'pathfinderExit':
      return topQuestion(s, mode.m === 'top' ? mode.directed : undefined);
    case 'dir':
      return dirQuestion(s, mode);
    case 'path':
      return pathQuestion(s, mode);
    case 'target':
      return targetQuestion(s, mode);
    case 'confirmMove': {
      const who = actorOf(s, mode.directed);
      const a = candidates(s, mode.directed).find((x) => x.do === 'move' && x.dir === mode.dir);
      const danger = stepDanger(s, who, mode.dir);
      if (!a) return topQuestion(s, mode.directed);
      return {
        text: [say('reader.ask.confirm-move', { where: dirName(mode.dir), danger: danger ? dangerText(danger) : '' })],
        options: [
          { label: say('reader.option.go-anyway'), then: TOP, submit: asSubmitted(s, a, mode.directed) },
          { label: say('reader.option.stay'), then: backTo(mode.directed) },
        ],
        back: backTo(mode.directed),
      };
    }
    case 'confirmHeal': {
      const a = mode.action as Extract<Action, { do: 'heal' | 'firstaid' }>;
      const info = actionInfo(a.caver, a.do);
      return {
        text: [
          say('reader.ask.full-health', {
            who: caverName(a.target),
            action: actionName(a.do),
            spend: mode.directed ? say('prompt.spend-direct') : say('prompt.spend-ap', { ap: info?.ap ?? 0 }),
          }),
        ],
        options: [
          { label: say('reader.option.do-anyway'), then: TOP, submit: asSubmitted(s, a, mode.directed) },
          { label: say('reader.option.back'), then: backTo(mode.directed) },
        ],
        back: backTo(mode.directed),
      };
    }
  }
}

/** The player who decides now (their number at the table), for the hot seat's "Player 2, your turn". */
export function deciderPlayer(s: GameState): number | null {
  const seat = s.pending ? s.cavers.findIndex((c) => c.id === s.pending!.chooser) : s.drawn !== null ? s.turn : s.turn;
  if (seat === null || seat < 0) return null;
  return playerOfSeat(s.options.players, s.cavers.length, seat);
}
