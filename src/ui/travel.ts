// Travel: the acting caver walks to a square picked in look mode (Enter there), along the core's
// cheapest safe way (travelWay), one step a press of Enter, each step worked out again from where
// the caver stands. It stops at the end, when the action points run short, before any step that
// would harm (the player takes that one, if at all), and at Esc or any other key.
import { type Action, type CaverId, type GameState, type Pos, travelWay, type TravelWay } from '../engine/index.js';
import { actionName, say } from '../words/index.js';
import type { BoardMark } from './board/drawBoard.js';
import { ARROW_KEY, isEnter, isEscape, type KeyPress } from './input/keys.js';
import { costWords } from './text/danger.js';

/** Where the acting caver is travelling to. */
export interface Travel {
  readonly caver: CaverId;
  readonly to: Pos;
}

/** The caver travelling may go on: it is its turn, with nothing else asked of the game. */
export function travelGoesOn(s: GameState, t: Travel): boolean {
  return (
    s.result === null && s.pending === null && s.drawn === null && s.turn !== null && s.cavers[s.turn].id === t.caver
  );
}

/** Enter on a square in look mode: travel there, or why not (a message). */
export function travelStart(s: GameState, to: Pos): { travel: Travel | null; msg: string } {
  if (s.turn === null || s.pending !== null || s.drawn !== null) return { travel: null, msg: say('travel.no-one') };
  const caver = s.cavers[s.turn].id;
  const way = travelWay(s, caver, to);
  if (way === null) return { travel: null, msg: say('travel.no-way') };
  if (way.steps.length === 0)
    return {
      travel: null,
      msg: way.reveal ? say('travel.beside', { arrow: ARROW_KEY[way.reveal] }) : say('travel.here'),
    };
  return { travel: { caver, to }, msg: '' };
}

export interface TravelPress {
  readonly travel: Travel | null;
  readonly msg: string;
  /** The step to play now. */
  readonly submit?: Action;
  /** The key is not travel's: it goes on to the prompts as usual (travel has stopped). */
  readonly pass: boolean;
}

/** One key while travelling. */
export function travelPress(s: GameState, t: Travel, k: KeyPress): TravelPress {
  if (isEscape(k)) return { travel: null, msg: say('travel.stopped'), pass: false };
  if (!isEnter(k)) return { travel: null, msg: '', pass: true };
  const way = travelWay(s, t.caver, t.to);
  if (way === null) return { travel: null, msg: say('travel.no-way'), pass: false };
  if (way.steps.length === 0)
    return {
      travel: null,
      msg: way.reveal ? say('travel.beside', { arrow: ARROW_KEY[way.reveal] }) : say('travel.arrived'),
      pass: false,
    };
  const step = way.steps[0];
  if (step.harm)
    return {
      travel: null,
      msg: say('travel.harm', { arrow: ARROW_KEY[step.dir], costs: costWords(step.cost).join(say('list.comma')) }),
      pass: false,
    };
  if (s.ap < step.ap)
    return { travel: null, msg: say('travel.no-ap', { action: actionName(step.by), ap: step.ap }), pass: false };
  const submit: Action = { caver: t.caver, do: step.by, dir: step.dir };
  return { travel: t, msg: '', submit, pass: false };
}

/** The way ahead, for the prompt and the board: null when it no longer leads anywhere. */
export function travelAhead(s: GameState, t: Travel): TravelWay | null {
  return travelWay(s, t.caver, t.to);
}

/** The prompt while travelling: the steps and AP to go, and what Enter does next (stop, when the AP ran short). */
export function travelPrompt(s: GameState, t: Travel): string {
  const way = travelAhead(s, t);
  if (way === null) return say('travel.no-way');
  if (way.steps.length === 0) return say('travel.prompt-end');
  const step = way.steps[0];
  return say('travel.prompt', {
    count: way.steps.length,
    ap: way.ap,
    next: step.harm
      ? say('travel.next-harm', { arrow: ARROW_KEY[step.dir] })
      : s.ap < step.ap
        ? say('travel.next-short', { action: actionName(step.by), ap: step.ap })
        : say('travel.next', { arrow: ARROW_KEY[step.dir], action: actionName(step.by) }),
  });
}

/** The way's squares on the board, numbered by step (the end first, so it is kept in view); a harmful one a danger. */
export function travelMarks(s: GameState, t: Travel): BoardMark[] {
  const way = travelAhead(s, t);
  if (way === null) return [];
  const out: BoardMark[] = [];
  for (let i = way.steps.length - 1; i >= 0; i--)
    out.push({ at: way.steps[i].at, kind: way.steps[i].harm ? 'danger' : 'path', label: String(i + 1) });
  return out;
}
