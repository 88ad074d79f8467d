// The contract of a fair player: its decision depends only on what a player at the table knows.
// For many states, the AI's decision (fixed AI seed, fixed number of iterations) is the same when
// the hidden parts of the state are shuffled: the order of the undrawn tiles, the hazard cards to
// come, the dice. The same test fails for the greedy bot, which peeks (and is marked so).
// A Reveal or Explore is two decisions: the draw (its side, the tile unseen) and, once the state
// holds the tile drawn, its placement; both are in the sample.
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { greedyAction } from '../../src/bots/greedy.js';
import { botRng, randomAction } from '../../src/bots/random.js';
import { PEEKS } from '../../src/bots/seat.js';
import { groupKey, isDrawAction } from '../../src/ai/groups.js';
import { aiAction, decide } from '../../src/ai/search.js';
import { apply, legalActions, newGame } from '../../src/engine/index.js';
import type { Action, CaverId, Difficulty, GameState } from '../../src/engine/index.js';
import { permuteHidden } from '../helpers/hidden.js';
import { refusalText } from '../../src/words/index.js';

const TEAMS: CaverId[][] = [
  ['scout', 'medic', 'leader', 'bodyguard'],
  ['geologist', 'diver', 'engineer', 'climber', 'scout'],
  ['leader', 'geologist', 'scout', 'medic', 'bodyguard', 'diver'],
];

/** States where a decision is due, from games played by the greedy bot (varied, long enough to reach the Exit at times). */
function states(): GameState[] {
  const out: GameState[] = [];
  const plan: [string, CaverId[], Difficulty][] = [
    ['np-1', TEAMS[0], 'normal'],
    ['np-2', TEAMS[1], 'hard'],
    ['np-3', TEAMS[2], 'expert'],
    ['np-4', TEAMS[0], 'normal'],
  ];
  for (const [seed, cavers, difficulty] of plan) {
    const r = newGame({ seed, difficulty, players: 1, cavers, easy: true });
    if (!r.ok) throw new Error(refusalText(r.error));
    let s = r.state;
    const rng = botRng(seed);
    let step = 0;
    let pending = 0;
    while (s.result === null) {
      // Every thirteenth decision, and the choices the game waits for (a horror's tie, surfacing).
      if (legalActions(s).length > 1 && (step % 13 === 4 || (s.pending !== null && pending++ < 3))) out.push(s);
      const next = apply(s, greedyAction(s, rng)!);
      if (!next.ok) throw new Error(refusalText(next.error));
      s = next.state;
      step++;
    }
  }
  return out;
}

const STATES = states();
const OPTIONS = { seed: 'no-peek', iterations: 2 };

describe('no peeking', () => {
  test('the sample covers decisions of every kind, draws and placements among them', () => {
    expect(STATES.length).toBeGreaterThan(40);
    const withDraw = STATES.filter((s) => legalActions(s).some(isDrawAction));
    expect(withDraw.length).toBeGreaterThan(15);
    // A tile drawn and not placed: the placement is a decision with the tile in view.
    expect(STATES.filter((s) => s.drawn !== null).length).toBeGreaterThan(3);
    expect(STATES.some((s) => s.tiles.some((t) => t.type === 'exit'))).toBe(true);
    expect(STATES.some((s) => s.pending !== null)).toBe(true);
  });

  test('the AI decides the same whatever the hidden parts of the state', () => {
    let drawChosen = 0;
    let placed = 0;
    for (const [i, s] of STATES.entries()) {
      const mine = decide(s, OPTIONS);
      if (mine.draw) drawChosen++;
      if (s.drawn !== null) placed++;
      for (const salt of [1, 2]) {
        const other = permuteHidden(s, `${i}-${salt}`);
        expect(decide(other, OPTIONS).key).toBe(mine.key);
      }
    }
    // The decisions include draws (the side chosen before the tile is seen) and placements of a tile drawn.
    expect(drawChosen).toBeGreaterThan(5);
    expect(placed).toBeGreaterThan(3);
  });

  test('the AI plays only listed actions: the one it decided', () => {
    for (const s of STATES.slice(0, 20)) {
      const d = decide(s, OPTIONS);
      const a = aiAction(s, OPTIONS);
      const listed = legalActions(s).map((x) => JSON.stringify(x));
      expect(listed).toContain(JSON.stringify(a));
      expect(JSON.stringify(a)).toBe(JSON.stringify(d.actions[0]));
      expect(apply(s, a).ok).toBe(true);
    }
  });

  test('the greedy bot fails the same test: it peeks, and is marked so', () => {
    let differs = 0;
    for (const [i, s] of STATES.entries()) {
      const pick = (x: GameState): string => groupKey(greedyAction(x, botRng('fixed'))!);
      if (pick(s) !== pick(permuteHidden(s, `${i}-1`))) differs++;
    }
    expect(differs).toBeGreaterThan(0);
    expect(PEEKS.greedy).toBe(true);
    expect(PEEKS.ai).toBe(false);
  });

  test('the random bot passes it since the draw step: it picks among what the table shows, and is marked fair', () => {
    // Before the engine listed a draw by its side, the legal list held each orientation of the real
    // next tile, and a pick among them told that tile.
    for (const [i, s] of STATES.entries()) {
      const pick = (x: GameState): string => groupKey(randomAction(x, botRng('fixed'))!);
      for (const salt of [1, 2]) expect(pick(permuteHidden(s, `${i}-${salt}`))).toBe(pick(s));
    }
    expect(PEEKS.random).toBe(false);
  });
});

describe('the AI reads the rules core through its public door only', () => {
  test('no file of src/ai imports an engine module other than src/engine/index.ts', () => {
    const dir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'ai');
    const offending: string[] = [];
    for (const f of readdirSync(dir)) {
      const text = readFileSync(join(dir, f), 'utf8');
      for (const m of text.matchAll(/from '([^']+)'/g)) {
        if (/engine\//.test(m[1]) && !/engine\/index\.js$/.test(m[1])) offending.push(`${f}: ${m[1]}`);
      }
    }
    expect(offending).toEqual([]);
  });

  test('a game played by the AI through legalActions ends with a result', () => {
    const r = newGame({ seed: 'ai-full', difficulty: 'expert', players: 1, cavers: TEAMS[0] });
    if (!r.ok) throw new Error(refusalText(r.error));
    let s = r.state;
    let n = 0;
    while (s.result === null && n < 3000) {
      const a: Action = aiAction(s, { seed: `full-${n}`, iterations: 1 });
      expect(legalActions(s).map((x) => JSON.stringify(x))).toContain(JSON.stringify(a));
      const next = apply(s, a);
      expect(next.ok).toBe(true);
      s = (next as { state: GameState }).state;
      n++;
    }
    expect(s.result).not.toBeNull();
  });
});
