// RULES.md §6: the hazard deck as a card counter sees it (the core's hazardCount): the difficulty's
// pool less the cards turned, what is left before Out of Time, and the chance of each kind next.
import { describe, expect, test } from '@jest/globals';
import { apply, hazardCount, hazardPool, legalActions, newGame } from '../../src/engine/index.js';
import type { CaverId, GameState } from '../../src/engine/types.js';
import { botRng, randomAction } from '../../src/bots/random.js';
import { start } from '../helpers/game.js';
import { endRound } from '../helpers/rules-kit.js';

const TEAM: CaverId[] = ['climber', 'medic', 'engineer', 'scout'];

/** The state after `n` whole rounds where everyone ends their turn at once (dice that pass every test). */
function afterRounds(s: GameState, n: number): GameState {
  for (let i = 0; i < n; i++) s = endRound(s).state;
  return s;
}

describe('§6 the hazard deck counted', () => {
  test('§6 at the start: the pool by kind (Normal: 7 Tremors, 5 Floods, 4 Gas, 5 Cave-ins, 4 Horrors, no x2 card), 22 before Out of Time', () => {
    const s = start({ cavers: TEAM, dice: Array(40).fill(6) });
    const c = hazardCount(s);
    expect(c.left).toBe(22);
    expect(c.unseen).toBe(25);
    expect(c.turned).toEqual([]);
    expect(c.kinds.map((k) => [k.kind, k.unseen, k.unseenDouble, k.turned])).toEqual([
      ['cavein', 5, 0, 0],
      ['flood', 5, 0, 0],
      ['gas', 4, 0, 0],
      ['tremor', 7, 0, 0],
      ['horror', 4, 0, 0],
    ]);
    expect(c.kinds.find((k) => k.kind === 'tremor')!.chance).toBeCloseTo(7 / 25);
    expect(c.kinds.reduce((n, k) => n + k.chance, 0)).toBeCloseTo(1);
  });

  test('§6 each card turned is counted out of its kind, an x2 card with its kind; the chances are over the cards unseen (Hard)', () => {
    const s0 = start({
      cavers: TEAM,
      difficulty: 'hard',
      hazards: ['tremor', 'gas-x2', 'tremor', 'flood'],
      dice: Array(80).fill(6),
    });
    const s = afterRounds(s0, 3);
    const c = hazardCount(s);
    expect(c.turned).toEqual(['tremor', 'gas-x2', 'tremor']);
    expect(c.left).toBe(1);
    expect(c.unseen).toBe(22);
    const gas = c.kinds.find((k) => k.kind === 'gas')!;
    expect([gas.unseen, gas.unseenDouble, gas.turned]).toEqual([3, 0, 1]);
    const tremor = c.kinds.find((k) => k.kind === 'tremor')!;
    expect([tremor.unseen, tremor.unseenDouble, tremor.turned]).toEqual([5, 1, 2]);
    expect(tremor.chance).toBeCloseTo(5 / 22);
    expect(c.cards.find((x) => x.id === 'tremor-x2')!.chance).toBeCloseTo(1 / 22);
    expect(c.cards.find((x) => x.id === 'gas-x2')).toMatchObject({ pool: 1, turned: 1, unseen: 0, chance: 0 });
    expect(c.nextOutOfTime).toBe(false);
  });

  test('§6 with no card left before it, Out of Time is next (no kind has a chance); once turned, it is said', () => {
    const s0 = start({ cavers: TEAM, hazards: ['tremor'], dice: Array(80).fill(6) });
    const one = hazardCount(afterRounds(s0, 1));
    expect([one.left, one.nextOutOfTime, one.outOfTime]).toEqual([0, true, false]);
    expect(one.kinds.every((k) => k.chance === 0)).toBe(true);
    const two = hazardCount(afterRounds(s0, 2));
    expect([two.outOfTime, two.nextOutOfTime]).toEqual([true, true]);
  });

  test('§6 the Normal deck has no x2 card, Hard and Expert one of each kind; along random games the counts add up to the pool', () => {
    for (const difficulty of ['normal', 'hard', 'expert'] as const) {
      const r = newGame({ seed: `count-${difficulty}`, difficulty, players: 1, cavers: TEAM });
      if (!r.ok) throw new Error('setup');
      let s = r.state;
      const rng = botRng(difficulty);
      for (let i = 0; i < 2000 && s.result === null; i++) {
        const c = hazardCount(s);
        expect(c.unseen + c.turned.length).toBe(hazardPool(difficulty).length);
        expect(c.kinds.reduce((n, k) => n + k.unseen + k.turned, 0)).toBe(hazardPool(difficulty).length);
        if (difficulty === 'normal') expect(c.kinds.every((k) => k.unseenDouble === 0)).toBe(true);
        else expect(c.kinds.reduce((n, k) => n + k.unseenDouble, 0)).toBeGreaterThan(0);
        // What the count says is left is what the deck holds before Out of Time.
        expect(c.left).toBe(s.hazardDeck.length - 1 - Math.min(s.hazardTop, s.hazardDeck.length - 1));
        expect(legalActions(s).length).toBeGreaterThan(0);
        const n = apply(s, randomAction(s, rng)!);
        if (!n.ok) throw new Error('refused');
        s = n.state;
      }
    }
  });
});
