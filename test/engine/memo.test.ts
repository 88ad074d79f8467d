// The core's only memory (src/engine/memo.ts): derived data found again by the identity of the
// object it was derived from. Nothing of one game may show in another, however they interleave.
import { describe, expect, test } from '@jest/globals';
import { botRng, playGame, randomAction } from '../../src/bots/random.js';
import { apply, legalActions, newGame, stateHash, type Action, type CaverId, type GameOptions, type GameState } from '../../src/engine/index.js';
import { Memo } from '../../src/engine/memo.js';

describe('Memo', () => {
  test('finds a value by its key\'s identity only, most recent first, and forgets the oldest beyond its size', () => {
    const m = new Memo<object, string>(2);
    const a = {};
    const b = {};
    const c = {};
    m.set(a, 'a');
    m.set(b, 'b');
    expect([m.get(a), m.get(b), m.get({})]).toEqual(['a', 'b', undefined]);
    // b asked last: c pushes out the key asked least recently (a).
    m.get(b);
    m.set(c, 'c');
    expect([m.get(a), m.get(b), m.get(c)]).toEqual([undefined, 'b', 'c']);
    // Asking keeps a key: b asked, then a new one pushes out c.
    m.get(b);
    m.set(a, 'a2');
    expect([m.get(a), m.get(b), m.get(c)]).toEqual(['a2', 'b', undefined]);
    m.delete(b);
    expect(m.get(b)).toBeUndefined();
    expect(m.get(a)).toBe('a2');
  });
});

describe('no game sees another\'s memos', () => {
  const games: GameOptions[] = [
    { seed: 'memo-a', difficulty: 'normal', players: 1, cavers: ['geologist', 'scout', 'leader', 'diver'] as CaverId[] },
    { seed: 'memo-b', difficulty: 'expert', players: 1, cavers: ['engineer', 'medic', 'bodyguard', 'climber', 'scout'] as CaverId[] },
    { seed: 'memo-c', difficulty: 'hard', players: 3, cavers: ['diver', 'scout', 'geologist', 'engineer', 'climber', 'leader'] as CaverId[] },
  ];

  test('three games played a step each in turn, and branching back to older states, end exactly as each played alone', () => {
    const alone = games.map((o, i) => {
      const rng = botRng(`memo-${i}`);
      const g = playGame(o, (s) => randomAction(s, rng));
      return { hash: stateHash(g.state), actions: g.actions };
    });
    const states: GameState[] = games.map((o) => {
      const r = newGame(o);
      if (!r.ok) throw new Error(r.error);
      return r.state;
    });
    const done = games.map(() => 0);
    for (let round = 0; done.some((n, i) => n < alone[i].actions.length); round++) {
      for (let i = 0; i < games.length; i++) {
        if (done[i] >= alone[i].actions.length) continue;
        const s = states[i];
        // Ask for the list (filling the memos), try another action on an older branch, then go on.
        const listed: readonly Action[] = legalActions(s);
        const a = alone[i].actions[done[i]];
        const mine = listed.find((x) => JSON.stringify(x) === JSON.stringify(a)) ?? a;
        const side = apply(s, listed[listed.length - 1]);
        expect(side.ok).toBe(true);
        const r = apply(s, mine);
        if (!r.ok) throw new Error(r.error);
        states[i] = r.state;
        done[i]++;
      }
    }
    expect(states.map(stateHash)).toEqual(alone.map((x) => x.hash));
  });
});
