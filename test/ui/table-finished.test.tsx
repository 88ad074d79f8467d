// Issue 28, "the table, finished": the bugs a new player still tripped on, each with the test that
// failed on the code before its fix. Through the key routing (pure), the view model and Ink.
import { afterEach, describe, expect, test } from '@jest/globals';
import { type Dir } from '../../src/engine/index.js';
import { playerSeat, Session } from '../../src/play/index.js';
import { promptText } from '../../src/ui/input/prompts.js';
import { actionsBefore } from '../../src/ui/tutorial/guide.js';
import { TUTORIAL_SEED, TUTORIAL_SETUP, TUTORIAL_STEPS, TUTORIAL_TEAM } from '../../src/ui/tutorial/script.js';
import { unmountAll } from './kit.js';

afterEach(unmountAll);

/** The tutorial's game (not saved), played by its script up to step `step` (0-based). */
function tutorialAt(step: number): Session {
  const s = Session.start(
    {
      seed: TUTORIAL_SEED,
      difficulty: 'normal',
      players: 1,
      cavers: TUTORIAL_TEAM,
      easy: false,
      setup: TUTORIAL_SETUP,
      tutorial: true,
    },
    { storage: null },
  );
  if (typeof s === 'string') throw new Error(s);
  const acts = TUTORIAL_STEPS.filter((x) => x.act).slice(0, actionsBefore(step));
  for (const x of acts) {
    const r = s.submit(playerSeat(1), x.act!);
    if (!r.ok) throw new Error(`the script's action was refused: ${JSON.stringify(x.act)}`);
  }
  return s;
}

describe('2: a step into danger is confirmed by its arrow, not by a letter that is another key', () => {
  test('the prompt names the arrow and the way in words, for every direction', () => {
    // Step 39 of the tutorial: the Leader's way east runs through leaking gas.
    const gas = TUTORIAL_STEPS.findIndex((x) => x.keys);
    const s = tutorialAt(gas).state;
    const arrow: Record<Dir, string> = { N: '↑', E: '→', S: '↓', W: '←' };
    const word: Record<Dir, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };
    for (const dir of ['N', 'E', 'S', 'W'] as const) {
      const { prompt } = promptText(s, { m: 'confirmMove', dir });
      expect(prompt).toContain(`${arrow[dir]} again or Enter: go`);
      expect(prompt).toContain(`Really step ${word[dir]}?`);
      // No bare direction letter: S is Sprint, E a key too.
      expect(prompt).not.toMatch(new RegExp(`\\b${dir} again\\b|step ${dir}\\?`));
    }
  });
});
