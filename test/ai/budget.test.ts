// The AI's time budget (search.ts): the clock is the caller's (`now`), read between worlds and, after
// the first world, between the choices a world weighs. A world the deadline cuts short is dropped
// whole, so a decision made in time is the one a fixed number of worlds (its complete ones) makes;
// the first world is always played whole, so a decision always exists. With a fixed number of worlds
// the clock is never read.
import { describe, expect, test } from '@jest/globals';
import { greedyAction } from '../../src/bots/greedy.js';
import { botRng } from '../../src/bots/random.js';
import { decide, WORLD_CAP, type Decision } from '../../src/ai/search.js';
import { groupActions } from '../../src/ai/groups.js';
import { apply, legalActions, newGame, playerView } from '../../src/engine/index.js';
import type { GameState, PlayerView } from '../../src/engine/index.js';

/** A 6-caver position with many choices, reached by the greedy bot (a turn of the kind that takes long). */
function busyPosition(): PlayerView {
  const r = newGame({
    seed: 'budget-6',
    difficulty: 'normal',
    players: 1,
    cavers: ['leader', 'geologist', 'scout', 'medic', 'bodyguard', 'diver'],
  });
  if (!r.ok) throw new Error(String(r.error));
  let s: GameState = r.state;
  const rng = botRng('budget-6');
  for (let step = 0; step < 400 && s.result === null; step++) {
    if (step >= 20 && s.drawn === null && groupActions(s, legalActions(s)).length >= 8) return playerView(s);
    const next = apply(s, greedyAction(s, rng)!);
    if (!next.ok) throw new Error(String(next.error));
    s = next.state;
  }
  throw new Error('no position with 8 choices');
}

/** Everything a decision weighed, in a comparable form. */
function thought(d: Decision): unknown {
  return { key: d.key, worlds: d.worlds, values: [...(d.values ?? [])], spreads: [...(d.spreads ?? [])] };
}

/** A clock the test moves: `at(read)` is the time the read-th reading (from 1) shows. */
function clock(at: (read: number) => number): { now: () => number; reads: number[] } {
  const reads: number[] = [];
  return {
    reads,
    now: () => {
      const t = at(reads.length + 1);
      reads.push(t);
      return t;
    },
  };
}

describe('the time budget holds inside a world', () => {
  const view = busyPosition();
  const seed = 'budget';

  test('a clock that jumps past the deadline in the second world: the decision returns at that check, on the first world alone', () => {
    // Read 1 sets the deadline (100), read 2 lets the second world start, read 3 (the first check
    // inside it) finds the deadline long past. Checked only between worlds, the second world would
    // have been played whole and counted.
    const c = clock((read) => (read <= 2 ? 0 : 1000));
    const d = decide(view, { seed, budgetMs: 100, now: c.now });
    expect(c.reads).toEqual([0, 0, 1000]);
    expect(d.worlds).toBe(1);
    // The world cut short counts for nothing: the decision is the first world's alone.
    expect(thought(d)).toEqual(thought(decide(view, { seed, iterations: 1 })));
  });

  test('a clock past the deadline at once still gives a decision, from one whole world', () => {
    const c = clock((read) => (read === 1 ? 0 : 10_000));
    const d = decide(view, { seed, budgetMs: 100, now: c.now });
    expect(d.worlds).toBe(1);
    expect(c.reads).toEqual([0, 10_000]);
    expect(thought(d)).toEqual(thought(decide(view, { seed, iterations: 1 })));
  });

  test('a clock ticking with every reading: the deadline falls inside a world, which is dropped whole', () => {
    // One millisecond a reading: the first world reads the clock not at all, every later one once a
    // choice it weighs (about nine here) and once before it starts; with these budgets the deadline
    // falls partway through the second, third and fifth world.
    for (const budgetMs of [5, 20, 40]) {
      const c = clock((read) => read - 1);
      const d = decide(view, { seed, budgetMs, now: c.now });
      // The last reading is the first past the deadline: nothing was weighed after it.
      expect(c.reads.filter((t) => t > budgetMs)).toEqual([c.reads[c.reads.length - 1]]);
      expect(d.worlds).toBeGreaterThanOrEqual(1);
      // Exactly the decision of its complete worlds: no choice of the cut world was counted.
      expect(thought(d)).toEqual(thought(decide(view, { seed, iterations: d.worlds })));
    }
  });

  test('time to spare: a decision stops at the cap of worlds, and is the decision of that many worlds', () => {
    // A clock that never moves: the deadline never comes, and only the cap ends the search. The AI
    // given 100 ms then plays what `--iterations 8` measured.
    const still = clock(() => 0);
    const d = decide(view, { seed, budgetMs: 100, now: still.now });
    expect(WORLD_CAP).toBe(8);
    expect(d.worlds).toBe(WORLD_CAP);
    expect(thought(d)).toEqual(thought(decide(view, { seed, iterations: WORLD_CAP })));
    // A study can lift the cap.
    const more = decide(view, { seed, budgetMs: 100, maxWorlds: 20, now: clock(() => 0).now });
    expect(more.worlds).toBe(20);
    expect(thought(more)).toEqual(thought(decide(view, { seed, iterations: 20 })));
  });

  test('with a fixed number of worlds the clock is never read', () => {
    const d = decide(view, {
      seed,
      iterations: 3,
      now: () => {
        throw new Error('the clock was read');
      },
    });
    expect(d.worlds).toBe(3);
  });
});
