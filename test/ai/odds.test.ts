// The odds of the next hazard card as a player reckons them (src/ai/odds.ts nextCard): each card of
// the difficulty's pool not yet turned is as likely to come next, whatever was really dealt; an x2
// card counts as two applications of its effect; Out of Time comes once the cards above it are out.
// The games are scenarios with fixed hazard decks (RULES.md §6: Hard has one of each x2 card, Normal
// none), played a round at a time.
import { describe, expect, test } from '@jest/globals';
import { nextCard, type NextCard } from '../../src/ai/odds.js';
import { hazardPool } from '../../src/engine/index.js';
import type { Difficulty, GameState } from '../../src/engine/index.js';
import { start } from '../helpers/game.js';
import { endRound } from '../helpers/rules-kit.js';

const TEAM = ['scout', 'medic', 'leader', 'bodyguard'] as const;

function game(difficulty: Difficulty, hazards: string[]): GameState {
  // Sixes for every test the cards ask for: nobody is hurt, the game goes on.
  return start({ cavers: [...TEAM], difficulty, hazards, dice: new Array<number>(60).fill(6) });
}

/** The state after `n` whole rounds (n hazard cards turned). */
function after(s: GameState, n: number): GameState {
  for (let i = 0; i < n; i++) s = endRound(s).state;
  return s;
}

/** Expected applications of each effect, from counts of single and x2 cards among `of` unseen cards. */
function odds(of: number, counts: Partial<Record<'tremor' | 'flood' | 'gas' | 'cavein' | 'horror', number>>) {
  return {
    tremor: (counts.tremor ?? 0) / of,
    flood: (counts.flood ?? 0) / of,
    gas: (counts.gas ?? 0) / of,
    cavein: (counts.cavein ?? 0) / of,
    horror: (counts.horror ?? 0) / of,
  };
}

function expectOdds(got: NextCard, want: ReturnType<typeof odds>, outOfTime: number, left: number): void {
  for (const k of ['tremor', 'flood', 'gas', 'cavein', 'horror'] as const) expect(got[k]).toBeCloseTo(want[k], 12);
  expect(got.outOfTime).toBe(outOfTime);
  expect(got.left).toBe(left);
}

describe('the next hazard card, as a player reckons it', () => {
  test("Hard, nothing turned: the whole pool of 25, each x2 card counted twice (not the deck's real next card)", () => {
    expect(hazardPool('hard')).toHaveLength(25);
    const s = game('hard', ['tremor-x2', 'gas', 'flood', 'horror-x2']);
    // Hard's pool: 6 Tremor, 4 Flood, 3 Gas, 4 Cave-in, 3 Horror and one x2 of each.
    expectOdds(nextCard(s), odds(25, { tremor: 6 + 2, flood: 4 + 2, gas: 3 + 2, cavein: 4 + 2, horror: 3 + 2 }), 0, 4);
  });

  test('the pool minus the cards turned: a Tremor x2 turned takes its two applications out, then a Gas its one', () => {
    const s = game('hard', ['tremor-x2', 'gas', 'flood', 'horror-x2']);
    const one = after(s, 1);
    expect(one.hazardDiscards).toEqual(['tremor-x2']);
    expectOdds(nextCard(one), odds(24, { tremor: 6, flood: 4 + 2, gas: 3 + 2, cavein: 4 + 2, horror: 3 + 2 }), 0, 3);
    const two = after(one, 1);
    expect(two.hazardDiscards).toEqual(['tremor-x2', 'gas']);
    expectOdds(nextCard(two), odds(23, { tremor: 6, flood: 4 + 2, gas: 2 + 2, cavein: 4 + 2, horror: 3 + 2 }), 0, 2);
  });

  test('Normal has no x2 cards: 7 Tremor, 5 Flood, 4 Gas, 5 Cave-in, 4 Horror in 25', () => {
    const s = game('normal', ['flood', 'flood', 'cavein']);
    expectOdds(nextCard(s), odds(25, { tremor: 7, flood: 5, gas: 4, cavein: 5, horror: 4 }), 0, 3);
    expectOdds(nextCard(after(s, 2)), odds(23, { tremor: 7, flood: 3, gas: 4, cavein: 5, horror: 4 }), 0, 1);
  });

  test('Out of Time comes last: not while a card lies above it, then it is next, and once turned it stays', () => {
    const s = game('normal', ['flood', 'cavein']);
    const last = after(s, 1);
    // One card left above Out of Time: that card, not Out of Time, is next.
    expect(nextCard(last).outOfTime).toBe(0);
    expect(nextCard(last).left).toBe(1);
    expect(nextCard(last).cavein).toBeGreaterThan(0);
    const next = after(last, 1);
    expect(next.outOfTime).toBe(false);
    expectOdds(nextCard(next), odds(1, {}), 1, 0);
    const turned = after(next, 1);
    expect(turned.outOfTime).toBe(true);
    expect(turned.hazardDiscards[turned.hazardDiscards.length - 1]).toBe('outoftime');
    expectOdds(nextCard(turned), odds(1, {}), 1, 0);
  });
});
