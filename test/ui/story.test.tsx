// The end screen tells the story (issue 12): what ended the game, and for every caver its fate with
// the round and the cause, from the engine's fates (folded from the game's events).
import { afterEach, describe, expect, test } from '@jest/globals';
import type { CaverFate, CaverId } from '../../src/engine/index.js';
import { fateWords } from '../../src/ui/text/story.js';
import { endLines, fitRows } from '../../src/ui/components/EndScreen.js';
import { makeTheme } from '../../src/ui/theme.js';
import type { Act } from '../helpers/game.js';
import { KEY, lines, renderApp, scenarioSession, unmountAll } from './kit.js';

afterEach(unmountAll);

const END = (c: CaverId): Act => ({ caver: c, do: 'end' });
const fate = (state: CaverFate['state'], losses: CaverFate['losses']): CaverFate => ({
  caver: 'medic',
  state,
  at: null,
  losses,
});

describe('fates in words', () => {
  test('each fate with its round and cause; losses come back from are told after it', () => {
    expect(fateWords(fate('exit', []))).toBe('escaped through the Exit');
    expect(fateWords(fate('removed', [{ cause: 'outoftime', round: 18, woken: null }]))).toBe(
      'taken by the dark in round 18',
    );
    expect(fateWords(fate('unconscious', [{ cause: 'cavein', round: 12, woken: null }]))).toBe(
      'left behind: fainted to a cave-in, round 12, never woken',
    );
    expect(fateWords(fate('exit', [{ cause: 'gas', round: 5, woken: 6 }]))).toBe(
      'escaped through the Exit (earlier: fainted to gas, round 5, woken in round 6)',
    );
    expect(
      fateWords(
        fate('removed', [
          { cause: 'horror', round: 3, woken: null },
          { cause: 'outoftime', round: 9, woken: null },
        ]),
      ),
    ).toBe('taken by the dark in round 9 (earlier: fainted to a horror, round 3, never woken)');
    expect(fateWords(fate('underwater', []))).toBe('left under water');
    expect(fateWords(fate('cave', []))).toBe('left in the cave, on its feet');
  });
});

describe('the end screen', () => {
  test('a cave-in fells the climber in round 1, Out of Time takes the others in round 2: each fate with its round and cause', async () => {
    const session = scenarioSession(
      {
        cavers: ['climber', 'medic', 'leader', 'scout'],
        tiles: ['cavein:T:2,5', 'empty:X'],
        hazards: ['cavein'],
        dice: [2, 1, 1, 1, 1],
      },
      [{ caver: 'climber', do: 'explore', dir: 'N', open: 'ESW' }, END('climber'), END('medic'), END('leader')],
    );
    const sc = renderApp(session);
    await sc.press('.', KEY.esc); // round 1 ends: the cave-in
    expect(session.state.cavers[0].hp).toBe(0);
    await sc.press('.', '.', '.', KEY.esc);
    expect(session.state.result).toBe('failure');
    const f = lines(sc.frame());
    expect(f[0]).toBe('SUB TERRA — the game is over');
    expect(f[3]).toBe('  Round 2: no caver was left on their feet off the Exit (3 taken by the dark).');
    expect(f).toContain('  ✗ 5 Climber    ♡♡♡    left behind: fainted to a cave-in, round 1, never woken');
    for (const name of ['6 Medic     ', '8 Leader    ', '2 Scout     '])
      expect(f).toContain(`  ✗ ${name} ♥♥♥    taken by the dark in round 2`);
    expect(f).toContain('  r: play the same seed again   n: a new seed   P: the whole story   q: quit');
    // Narrower than what ended the game: it is wrapped whole, not cut.
    const narrow = endLines(session, 60, makeTheme(false));
    expect(narrow.slice(3, 5).map((l) => l.trimEnd())).toEqual([
      '  Round 2: no caver was left on their feet off the Exit (3',
      '  taken by the dark).',
    ]);
    // P shows the whole story, from round 1.
    await sc.press('P');
    expect(lines(sc.frame())[0]).toMatch(/^ HISTORY/);
    expect(sc.frame()).toContain('Climber (5) faints!');
  });
});

describe('the end screen on a small terminal', () => {
  test('blank lines give way first, and the keys line always stays', () => {
    const all = ['title', '', 'medal', 'story', '', 'a', 'b', 'c', '', 'keys'];
    expect(fitRows(all, 10)).toEqual(all);
    expect(fitRows(all, 8)).toEqual(['title', '', 'medal', 'story', 'a', 'b', 'c', 'keys']);
    expect(fitRows(all, 5)).toEqual(['title', 'medal', 'story', 'a', 'keys']);
  });
});
