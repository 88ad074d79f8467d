// Why an action just taken cannot be taken back, in words: what was seen (the engine's takeBack) and
// which test or horror it was, read from the action's events.
import type { GameEvent, Seen } from '../engine/index.js';
import { say } from './say.js';

/** The reason for `seen`, named from the events that showed it ("a die was rolled (the Hide test)"). */
export function takeBackReason(seen: Seen, events: readonly GameEvent[]): string {
  const test = events.find((e) => e.t === 'test');
  switch (seen) {
    case 'die':
      return test?.t === 'test' && test.die !== null
        ? say('take-back.die-test', { test: say(`test.${test.why}`) })
        : say('take-back.die');
    case 'test':
      // A test passed without a roll (the third Hide in a row) is a test taken all the same.
      return test?.t === 'test'
        ? say('take-back.test-taken', { test: say(`test.${test.why}`) })
        : say('take-back.test');
    case 'turn':
      return say(events.some((e) => e.t === 'faint') ? 'take-back.fainted' : 'take-back.turn');
    case 'horror': {
      const e = events.find(
        (x) => x.t === 'horror-move' || x.t === 'horror-placed' || (x.t === 'horror-gone' && x.why === 'far'),
      );
      return say(
        e?.t === 'horror-placed'
          ? 'take-back.horror-appeared'
          : e?.t === 'horror-gone'
            ? 'take-back.horror-faded'
            : 'take-back.horror-moved',
      );
    }
    case 'tile':
    case 'card':
    case 'over':
      return say(`take-back.${seen}`);
  }
}
