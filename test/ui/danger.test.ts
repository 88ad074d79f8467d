// A step onto a horror, or into a gas tile during a leak, asks to be confirmed (the same direction
// again, or Enter); any other key stays. Plain steps go at once.
import { describe, expect, test } from '@jest/globals';
import { apply } from '../../src/engine/index.js';
import { IDLE, press } from '../../src/ui/input/controller.js';
import { keysFor } from '../../src/ui/input/keysFor.js';
import { run, start, type Act } from '../helpers/game.js';
import { refusalText } from '../../src/words/index.js';

const END = (c: string): Act => ({ caver: c, do: 'end' }) as Act;
const UP = { input: '', key: { upArrow: true } };

describe('risky steps are confirmed', () => {
  // Round 1: the medic reveals a horror tile north; the Horror card places a horror on it (the cavers
  // at [0,0] are one step away). Round 2 begins with the scout.
  const s = run(
    start({ cavers: ['medic', 'scout', 'leader', 'diver'], tiles: ['horror:D'], hazards: ['horror', 'flood'] }),
    [{ caver: 'medic', do: 'reveal', dir: 'N', open: 'S' }, END('medic'), END('scout'), END('leader'), END('diver')],
  ).state;

  test('a horror on the square: the first arrow warns, the second steps', () => {
    expect(s.horrors.map((h) => h.at)).toEqual([[0, -1]]);
    // The scout is stealthy: no warning for her. End her turn so the leader acts.
    expect(press(s, IDLE, UP).submit).toEqual({ caver: 'scout', do: 'move', dir: 'N' });
    const leader = apply(s, { caver: 'scout', do: 'end' });
    if (!leader.ok) throw new Error(refusalText(leader.error));
    const first = press(leader.state, IDLE, UP);
    expect(first.submit).toBeUndefined();
    expect(first.msg).toMatch(/horror is there/);
    expect(first.mode).toEqual({ m: 'confirmMove', dir: 'N' });
    expect(press(leader.state, first.mode, UP).submit).toEqual({ caver: 'leader', do: 'move', dir: 'N' });
    expect(press(leader.state, first.mode, { input: '\r', key: { return: true } }).submit).toEqual({
      caver: 'leader',
      do: 'move',
      dir: 'N',
    });
    const cancelled = press(leader.state, first.mode, { input: 'x', key: {} });
    expect(cancelled.submit).toBeUndefined();
    expect(cancelled.mode).toEqual(IDLE);
    // keysFor knows it takes two presses.
    expect(keysFor(leader.state, { caver: 'leader', do: 'move', dir: 'N' })).toEqual([UP, UP]);
  });

  test('leaking gas: the warning names what entering costs (2, or 4 after a Gas x2)', () => {
    for (const [card, cost] of [
      ['gas', 2],
      ['gas-x2', 4],
    ] as const) {
      // Round 1: the medic reveals a gas tile north; the Gas card leaks. Round 2 begins with the scout.
      const g = run(
        start({ cavers: ['medic', 'scout', 'leader', 'diver'], tiles: ['gas:L'], hazards: [card, 'flood'] }),
        [
          { caver: 'medic', do: 'reveal', dir: 'N', open: 'ES' },
          END('medic'),
          END('scout'),
          END('leader'),
          END('diver'),
        ],
      ).state;
      const first = press(g, IDLE, UP);
      expect(first.submit).toBeUndefined();
      expect(first.msg).toMatch(new RegExp(`^Gas is leaking there: entering costs ${cost} health\\.`));
      const step = press(g, first.mode, UP);
      expect(step.submit).toEqual({ caver: 'scout', do: 'move', dir: 'N' });
      const r = apply(g, step.submit!);
      expect(r.ok && r.state.cavers[1].hp).toBe(Math.max(0, 3 - cost));
    }
  });
});
