// Why an action just taken cannot be taken back, in words: what was seen (the engine's takeBack
// code), and the skill test or the faint that showed it (the play layer reads them from the events).
import type { Seen, TestReason } from '../engine/index.js';
import { say } from './say.js';

/** What taking an action back would unsee: the engine's code, the test taken on the way, a faint that ended the turn. */
export interface TakeBackSeen {
  readonly seen: Seen;
  readonly test?: { readonly why: TestReason; readonly rolled: boolean } | null;
  readonly fainted?: boolean;
}

/** The reason, the test named where one was taken: "a die was rolled (the Hide test)". */
export function takeBackReason(s: TakeBackSeen): string {
  const test = s.test ?? null;
  switch (s.seen) {
    case 'die':
      return test?.rolled ? say('take-back.die-test', { test: say(`test.${test.why}`) }) : say('take-back.die');
    case 'test':
      // A test passed without a roll (the third Hide in a row) is a test taken all the same.
      return test ? say('take-back.test-taken', { test: say(`test.${test.why}`) }) : say('take-back.test');
    case 'turn':
      return say(s.fainted === true ? 'take-back.fainted' : 'take-back.turn');
    case 'horror':
      return say('take-back.horror');
    case 'tile':
    case 'card':
    case 'over':
      return say(`take-back.${s.seen}`);
  }
}
