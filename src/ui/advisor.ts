// The advisor as the table sees it: something that, given the state a player sees, suggests the
// next action (src/ai/advisor.ts is the fair AI's, thinking on a worker thread). The table asks it
// for a hint (I), and lets it play cavers handed to it (M) or the whole game (`subterra watch`).
// Nothing here thinks; it says whose decision it is and puts the advice into words.
import { type Action, DIRS } from '../engine/index.js';
import type { Advice } from '../ai/advisor.js';
import { ARROW_KEY } from './input/keys.js';
import { describeAction } from './text/describe.js';
import { say } from '../words/index.js';

export type { Advice } from '../ai/advisor.js';

/** The advisor the table asks: the fair AI's (src/ai/tableAdvisor.ts), or a test's. */
export type { Advisor } from '../ai/tableAdvisor.js';

/** The caver whose decision the game waits for: the play layer's. */
export { deciderOf } from '../play/index.js';

/** An action in words, with what a placement's open sides and a Direct's order are. */
export function adviceAction(a: Action): string {
  if (a.do === 'direct')
    return say('advice.direct', {
      what: describeAction(a),
      order: adviceAction({ ...a.action, caver: a.target } as Action),
    });
  if ((a.do === 'reveal' || a.do === 'explore') && a.open) {
    const sides = DIRS.filter((d) => a.open.toUpperCase().includes(d))
      .map((d) => ARROW_KEY[d])
      .join('');
    return say(a.keep === 0 ? 'advice.open-held' : 'advice.open', { what: describeAction(a), sides });
  }
  return describeAction(a);
}

/** How far ahead of the next best a choice is, in the advisor's score. */
function margin(gap: number): string {
  if (gap < 0.002) return say('advice.close');
  if (gap < 0.02) return say('advice.ahead');
  return say('advice.well-ahead');
}

/** How the advisor chose: among how many choices, in how many imagined worlds (a world, or worlds). */
export function pickWords(choices: number, worlds: number): string {
  return say('advice.best', { choices, count: worlds });
}

/**
 * The hint's line: the action, and why: the advisor's pick among the choices it weighed in the
 * worlds it imagined, and how it stands against the next best (its score is for comparing choices,
 * not a chance to tell a player).
 */
export function adviceLine(a: Advice): string {
  const what = adviceAction(a.action);
  if (a.value === undefined || a.worlds === undefined) return say('advice.only', { what });
  const pick = pickWords(a.choices ?? 1, a.worlds);
  if (!a.next) return say('advice.pick', { what, pick });
  return say('advice.next', {
    what,
    pick,
    margin: margin(a.value - a.next.value),
    next: adviceAction(a.next.action),
  });
}
