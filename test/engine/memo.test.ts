// The core's only memory (src/engine/memo.ts): derived data found again by the identity of the
// object it was derived from. Nothing of one game may show in another, however they interleave.
import { describe, expect, test } from '@jest/globals';
import { botRng, playGame, randomAction } from '../../src/bots/random.js';
import {
  apply,
  legalActions,
  newGame,
  stateHash,
  tileAt,
  type Action,
  type CaverId,
  type GameOptions,
  type GameState,
} from '../../src/engine/index.js';
import { Memo } from '../../src/engine/memo.js';
import { refusalText } from '../../src/words/index.js';

describe('Memo', () => {
  test("finds a value by its key's identity only, most recent first, and forgets the oldest beyond its size", () => {
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

describe("no game sees another's memos", () => {
  const games: GameOptions[] = [
    {
      seed: 'memo-a',
      difficulty: 'normal',
      players: 1,
      cavers: ['geologist', 'scout', 'leader', 'diver'] as CaverId[],
    },
    {
      seed: 'memo-b',
      difficulty: 'expert',
      players: 1,
      cavers: ['engineer', 'medic', 'bodyguard', 'climber', 'scout'] as CaverId[],
    },
    {
      seed: 'memo-c',
      difficulty: 'hard',
      players: 3,
      cavers: ['diver', 'scout', 'geologist', 'engineer', 'climber', 'leader'] as CaverId[],
    },
  ];

  test('three games played a step each in turn, and branching back to older states, end exactly as each played alone', () => {
    const alone = games.map((o, i) => {
      const rng = botRng(`memo-${i}`);
      const g = playGame(o, (s) => randomAction(s, rng));
      return { hash: stateHash(g.state), actions: g.actions };
    });
    const states: GameState[] = games.map((o) => {
      const r = newGame(o);
      if (!r.ok) throw new Error(refusalText(r.error));
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
        if (!r.ok) throw new Error(refusalText(r.error));
        states[i] = r.state;
        done[i]++;
      }
    }
    expect(states.map(stateHash)).toEqual(alone.map((x) => x.hash));
  });
});

describe('the square lookup grid shared by a cave and the caves grown from it', () => {
  /** What tileAt must say: the tile on the square in this state's own tiles, found by looking at each. */
  const scan = (s: GameState, x: number, y: number) => s.tiles.find((t) => t.x === x && t.y === y);
  const agrees = (s: GameState): boolean => {
    for (let y = -9; y <= 9; y++) for (let x = -9; x <= 9; x++) if (tileAt(s, x, y) !== scan(s, x, y)) return false;
    return true;
  };

  /** Reveal toward `dir` from a state and place the tile drawn (the first placement listed). */
  const reveal = (s: GameState, dir: string): GameState => {
    const draw = legalActions(s).find((a) => a.do === 'draw' && a.kind === 'reveal' && a.dir === dir);
    if (draw === undefined) throw new Error(`no reveal ${dir}`);
    const drawn = apply(s, draw);
    if (!drawn.ok) throw new Error(refusalText(drawn.error));
    const placed = apply(drawn.state, legalActions(drawn.state)[0]);
    if (!placed.ok) throw new Error(refusalText(placed.error));
    return placed.state;
  };

  test('one square filled at different indices by two lines of play from the same state: each finds its own tile', () => {
    const start = newGame({
      seed: 'grid-square',
      difficulty: 'normal',
      players: 1,
      cavers: ['medic', 'scout', 'leader', 'engineer'] as CaverId[],
    });
    if (!start.ok) throw new Error(refusalText(start.error));
    const s = start.state;
    // A: the square north of the Start tile gets tile index 1. B: the square east gets index 1, then
    // the square north index 2, from the same start (both cells already written by A's line).
    const a = reveal(s, 'N');
    expect(tileAt(a, 0, -1)).toBe(a.tiles[1]);
    const b1 = reveal(s, 'E');
    const b2 = reveal(b1, 'N');
    expect(b2.tiles.map((t) => [t.x, t.y])).toEqual([
      [0, 0],
      [1, 0],
      [0, -1],
    ]);
    for (const x of [s, a, b1, b2]) expect(agrees(x)).toBe(true);
    expect(tileAt(a, 0, -1)).toBe(a.tiles[1]);
    expect(tileAt(b2, 0, -1)).toBe(b2.tiles[2]);
    expect(tileAt(b1, 0, -1)).toBeUndefined();
    expect(tileAt(a, 1, 0)).toBeUndefined();
  });

  test('branches that place tiles from the same state, in any order, each see their own cave and no other', () => {
    const o: GameOptions = {
      seed: 'grid-branches',
      difficulty: 'normal',
      players: 1,
      cavers: ['scout', 'medic', 'leader', 'engineer'] as CaverId[],
    };
    const rng = botRng('grid-branches');
    const start = newGame(o);
    if (!start.ok) throw new Error(refusalText(start.error));
    // Keep every state met; from time to time go back to an old one (a take-back, a search), so many
    // lines of play grow from the same states and put different tiles, or the same tile, at one index.
    const seen: GameState[] = [start.state];
    let s = start.state;
    let branched = 0;
    let placedFromOld = 0;
    for (let step = 0; step < 3000; step++) {
      if (s.result !== null || rng() < 0.05) {
        s = seen[Math.floor(rng() * seen.length)];
        branched++;
        if (s.result !== null) continue;
      }
      const before = s.tiles.length;
      const r = apply(s, randomAction(s, rng)!);
      if (!r.ok) throw new Error(refusalText(r.error));
      if (r.state.tiles.length > before && seen.indexOf(s) < seen.length - 1) placedFromOld++;
      s = r.state;
      seen.push(s);
      expect(agrees(s)).toBe(true);
    }
    // Every state met, old and new, still reads its own cave after all the others grew.
    expect(seen.filter((x) => !agrees(x))).toHaveLength(0);
    expect(branched).toBeGreaterThan(50);
    expect(placedFromOld).toBeGreaterThan(10);
  });
});

describe('the steps out of each tile, worked out once per tiles array', () => {
  test('every state lists the same actions as the same state with a tiles array of its own, never asked about before', () => {
    // The step table of one tiles array serves every state between two changes of the cave, and every
    // branch grown from them: listing from a fresh copy of the array (an empty table, a new grid) must agree.
    const teams: CaverId[][] = [
      ['scout', 'medic', 'leader', 'engineer'],
      ['diver', 'scout', 'geologist', 'engineer', 'climber', 'bodyguard'],
    ];
    let compared = 0;
    let runs = 0;
    for (let g = 0; g < 8; g++) {
      const start = newGame({ seed: `steps-${g}`, difficulty: 'normal', players: 1, cavers: teams[g % 2] });
      if (!start.ok) throw new Error(refusalText(start.error));
      const rng = botRng(`steps-${g}`);
      const seen: GameState[] = [start.state];
      let s = start.state;
      for (let step = 0; step < 400; step++) {
        if (s.result !== null || rng() < 0.05) s = seen[Math.floor(rng() * seen.length)];
        if (s.result !== null) continue;
        const listed = legalActions(s);
        const fresh = legalActions({ ...s, tiles: s.tiles.slice() });
        expect(JSON.stringify(listed)).toBe(JSON.stringify(fresh));
        compared++;
        runs += listed.filter((a) => a.do === 'run' || a.do === 'sprint').length;
        const r = apply(s, listed[Math.floor(rng() * listed.length)]);
        if (!r.ok) throw new Error(refusalText(r.error));
        s = r.state;
        seen.push(s);
      }
    }
    expect(compared).toBeGreaterThan(2500);
    expect(runs).toBeGreaterThan(2000);
  });
});

describe('listed actions made once and shared by every list that offers them', () => {
  test('an action listed for one state is accepted by another exactly when a copy of it is', () => {
    // Lists hold the same action object wherever it is legal, and an action from a state's own list
    // is not checked again: one listed before must still be refused where it is illegal.
    let tried = 0;
    let refused = 0;
    for (let g = 0; g < 6; g++) {
      const start = newGame({
        seed: `shared-${g}`,
        difficulty: 'hard',
        players: 1,
        cavers: ['leader', 'medic', 'scout', 'climber'] as CaverId[],
      });
      if (!start.ok) throw new Error(refusalText(start.error));
      const rng = botRng(`shared-${g}`);
      let before: readonly Action[] = [];
      let s = start.state;
      while (s.result === null) {
        const listed = legalActions(s);
        for (const a of before) {
          const own = apply(s, a);
          const copy = apply(s, JSON.parse(JSON.stringify(a)) as Action);
          expect(own.ok).toBe(copy.ok);
          if (own.ok && copy.ok) expect(stateHash(own.state)).toBe(stateHash(copy.state));
          tried++;
          if (!copy.ok) refused++;
        }
        before = listed;
        const r = apply(s, listed[Math.floor(rng() * listed.length)]);
        if (!r.ok) throw new Error(refusalText(r.error));
        s = r.state;
      }
    }
    expect(tried).toBeGreaterThan(2000);
    expect(refused).toBeGreaterThan(500);
    expect(tried - refused).toBeGreaterThan(500);
  });
});
