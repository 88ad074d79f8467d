// takeBack reads the state as well as the events: a change to a hidden part of the game (the dice,
// the random state, the tile or hazard deck, a tile drawn, the horrors) or the end of the turn, with
// no event saying so, still forbids taking the action back. Each comparison is tested on its own
// here, with hand-made before/after states and no events, so that a part the events happen to
// cover elsewhere cannot hide a comparison that was dropped.
import { describe, expect, test } from '@jest/globals';
import { apply, drawSteps, type GameState, type Pending, type Seen, takeBack } from '../../src/engine/index.js';
import { start } from '../helpers/game.js';
import { refusalText } from '../../src/words/index.js';

// A game at its first action: the medic to act on the Start, a horror on the board beside her.
const BASE: GameState = {
  ...start({ cavers: ['medic', 'scout', 'leader', 'climber'], tiles: ['empty:X', 'empty:X'], hazards: ['flood'] }),
  horrors: [
    { id: 1, at: [0, -1] },
    { id: 2, at: [1, 0] },
  ],
  nextHorrorId: 3,
};

/** What takeBack says of `after` following BASE with no events: true, or what it saw. */
function verdict(after: GameState, before: GameState = BASE): true | Seen {
  const t = takeBack(before, after, []);
  return t.ok ? true : t.seen;
}

/** BASE with a tile drawn (and not yet placed), as the engine makes it. */
function drawn(): GameState['drawn'] {
  const steps = drawSteps({ caver: 'medic', do: 'explore', dir: 'N' });
  if (!Array.isArray(steps)) throw new Error(refusalText(steps));
  const r = apply(BASE, steps[0]);
  if (!r.ok) throw new Error(refusalText(r.error));
  expect(r.state.drawn).not.toBeNull();
  return r.state.drawn;
}

describe('takeBack compares the states, whatever the events say', () => {
  test('the same state again (a copy): it can be taken back', () => {
    expect(verdict({ ...BASE })).toBe(true);
    // A caver's health and place are seen by all: nothing hidden.
    expect(
      verdict({ ...BASE, ap: BASE.ap - 1, cavers: BASE.cavers.map((c, i) => (i === 0 ? { ...c, hp: c.hp - 1 } : c)) }),
    ).toBe(true);
  });

  test.each([
    ['c', { c: BASE.rng.c + 1 }],
    ['s0', { s0: BASE.rng.s0 + 0.25 }],
    ['s1', { s1: BASE.rng.s1 + 0.25 }],
    ['s2', { s2: BASE.rng.s2 + 0.25 }],
  ])('the random state moved (rng.%s): a die was rolled', (_part, change) => {
    expect(verdict({ ...BASE, rng: { ...BASE.rng, ...change } })).toBe('die');
  });

  test('a fixed die used (diceTop): a die was rolled', () => {
    expect(verdict({ ...BASE, diceTop: BASE.diceTop + 1 })).toBe('die');
  });

  test('the tile deck moved (tileTop), a tile more on the board, or a tile drawn before or after: a tile was drawn', () => {
    expect(verdict({ ...BASE, tileTop: BASE.tileTop + 1 })).toBe('tile');
    expect(verdict({ ...BASE, tiles: [...BASE.tiles, { ...BASE.tiles[0], x: 0, y: -1 }] })).toBe('tile');
    const d = drawn();
    expect(verdict({ ...BASE, drawn: d })).toBe('tile');
    expect(verdict({ ...BASE }, { ...BASE, drawn: d })).toBe('tile');
  });

  test('the hazard deck moved (hazardTop): a hazard card was turned', () => {
    expect(verdict({ ...BASE, hazardTop: BASE.hazardTop + 1 })).toBe('card');
  });

  test('a choice pending: the turn ended', () => {
    const pending: Pending = {
      kind: 'horror-place',
      chooser: 'medic',
      options: [
        [0, -1],
        [1, 0],
      ],
    };
    expect(verdict({ ...BASE, pending })).toBe('turn');
  });

  test('another round, turn or phase: the turn ended', () => {
    expect(verdict({ ...BASE, round: BASE.round + 1 })).toBe('turn');
    expect(verdict({ ...BASE, turn: (BASE.turn ?? 0) + 1 })).toBe('turn');
    expect(verdict({ ...BASE, phase: 'horror' })).toBe('turn');
  });

  test('a horror moved, or a new one: a horror moved; one gone (repelled, seen by all): yes', () => {
    const [a, b] = BASE.horrors;
    expect(verdict({ ...BASE, horrors: [{ ...a, at: [0, -2] }, b] })).toBe('horror');
    expect(verdict({ ...BASE, horrors: [a, b, { id: 3, at: [-1, 0] }], nextHorrorId: 4 })).toBe('horror');
    // The same number of horrors, one of them another: not the same horrors.
    expect(verdict({ ...BASE, horrors: [a, { id: 3, at: b.at }] })).toBe('horror');
    expect(verdict({ ...BASE, horrors: [b] })).toBe(true);
  });

  test('the game over: no', () => {
    expect(verdict({ ...BASE, result: 'gold' })).toBe('over');
  });
});
