// The log: one line for each thing that happened, in the form "Name (n) does something", from the
// events of an action and the state it was taken in. A step an action already told is not told
// again (a Swim is not also a Move); a choice is said in words, not by its number.
import { type Action, type CaverId, DIR_NAME, type GameEvent, type GameState } from '../../engine/index.js';
import { article, caverName, describeAction, describeEvent, tileName } from './describe.js';
import { fromStart, optionWords, tileWords } from './where.js';

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
      const who = caverName(a.caver);
      const words = optionWords(before!, p, a.option);
      switch (p.kind) {
        case 'horror-path':
          return `${who} sends the horror ${words}`;
        case 'horror-order':
          return `${who} has ${words} move first`;
        case 'horror-place':
          return `${who} has the horror appear on ${words}`;
        // The Diver's own choice: the surface event tells where.
        case 'surface':
          return null;
      }
      return describeAction(a);
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
  // The caver whose next step was already told (by a Swim, a Squeeze or an Explore).
  let told: CaverId | null = null;
  // The caver whose tile drawn is for an Explore (drawn in these events, or before them and placed now).
  let exploring: CaverId | null = before?.drawn?.do === 'explore' ? before.drawn.caver : null;
  for (const e of events) {
    let line: string | null;
    if (e.t === 'action') {
      line = actionLine(e.action, before);
      if (STEPPING.has(e.action.do)) told = e.action.caver;
    } else if (e.t === 'draw') {
      line = null;
      exploring = e.do === 'explore' ? e.caver : null;
    } else if (e.t === 'move' && told === e.caver) {
      told = null;
      line = null;
    } else if (e.t === 'reveal' && exploring === e.caver) {
      // An Explore: the tile and the step onto it in one line.
      const skipped = e.discarded.length ? ` (${e.discarded.map(tileName).join(', ')} could not fit: discarded)` : '';
      const pf = e.pathfinder ? ` after discarding ${tileName(e.pathfinder)}` : '';
      line = `${caverName(e.caver)} explores ${article(tileName(e.tile))} ${tileName(e.tile)} tile to the ${DIR_NAME[e.dir]}${pf}${skipped}`;
      told = e.caver;
      exploring = null;
    } else if (e.t === 'surface') {
      line = `${caverName(e.caver)} surfaces on ${before ? tileWords(before, e.at) : fromStart(e.at)}`;
    } else line = describeEvent(e);
    if (line !== null) out.push(line);
  }
  return out;
}
