// The log: one line for each thing that happened, in the form "Name (n) does something", from the
// events of an action and the state it was taken in. A step an action already told is not told
// again (a Swim is not also a Move); a choice is said in words, not by its number.
import type { Action, CaverId, Dir, GameEvent, GameState } from '../engine/index.js';
import { caverName, describeAction, describeEvent, fromStart, revealLine, stepDir } from './describe.js';
import { dirName } from './lists.js';
import { say } from './say.js';
import { optionWords, tileWords } from './where.js';

/** Actions whose own line is the step (the move event after them is not told again). */
const STEPPING: ReadonlySet<Action['do']> = new Set(['swim', 'squeeze']);

/** The line for an action taken in state `before`, or null when its events tell it. */
function actionLine(a: Action, before: GameState | null): string | null {
  switch (a.do) {
    // Their events tell them: the steps (move), the tile placed (reveal: the draw and a Pathfinder
    // discard are told with it), the surfacing.
    case 'end':
    case 'move':
    case 'reveal':
    case 'explore':
    case 'draw':
    case 'pathfinder':
    case 'run':
    case 'sprint':
    case 'surface':
      return null;
    case 'choose': {
      const p = before?.pending;
      if (!p) return describeAction(a);
      // The Diver's own choice: the surface event tells where.
      if (p.kind === 'surface') return null;
      return say(`log.chose.${p.kind}`, { who: caverName(a.caver), words: optionWords(before!, p, a.option) });
    }
    default:
      return describeAction(a);
  }
}

/**
 * The log lines of the events one action caused, `before` being the state it was taken in (null
 * for the events that set up a game).
 */
export function logLines(events: readonly GameEvent[], before: GameState | null): string[] {
  const out: string[] = [];
  // A Run or Sprint is told as one line of the steps it took ("runs north, east, east"), said when
  // something else happens or the events end: a test on rough ground, or a faint that stops it.
  let running: { caver: CaverId; kind: 'run' | 'sprint'; steps: Dir[] } | null = null;
  const tellRun = (): void => {
    if (running !== null && running.steps.length > 0)
      out.push(
        say(running.kind === 'run' ? 'log.event.run' : 'log.event.sprint', {
          who: caverName(running.caver),
          path: running.steps.map(dirName).join(say('list.comma')),
        }),
      );
    if (running !== null) running = { ...running, steps: [] };
  };
  // The caver whose next step was already told (by a Swim, a Squeeze or an Explore).
  let told: CaverId | null = null;
  // The caver whose tile drawn is for an Explore (drawn in these events, or before them and placed now).
  let exploring: CaverId | null = before?.drawn?.do === 'explore' ? before.drawn.caver : null;
  for (const e of events) {
    let line: string | null;
    if (e.t === 'move' && running !== null && running.caver === e.caver && told !== e.caver) {
      const d = stepDir(e.from, e.to);
      if (d !== null) {
        running.steps.push(d);
        continue;
      }
    }
    tellRun();
    if (e.t === 'action') {
      line = actionLine(e.action, before);
      if (STEPPING.has(e.action.do)) told = e.action.caver;
      running =
        e.action.do === 'run' || e.action.do === 'sprint'
          ? { caver: e.action.caver, kind: e.action.do, steps: [] }
          : null;
    } else if (e.t === 'draw') {
      line = null;
      exploring = e.do === 'explore' ? e.caver : null;
    } else if (e.t === 'move' && told === e.caver) {
      told = null;
      line = null;
    } else if (e.t === 'reveal' && exploring === e.caver) {
      // An Explore: the tile and the step onto it in one line.
      line = revealLine('explore', e);
      told = e.caver;
      exploring = null;
    } else if (e.t === 'surface') {
      line = say('log.event.surface-on', {
        who: caverName(e.caver),
        place: before ? tileWords(before, e.at) : fromStart(e.at),
      });
    } else line = describeEvent(e);
    if (line !== null) out.push(line);
  }
  tellRun();
  return out;
}
