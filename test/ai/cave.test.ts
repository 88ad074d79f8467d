// The AI's own walk through the cave (src/ai/cave.ts) against the rules: from any square, the steps
// it reckons a caver can take, and what each costs, are the steps the engine lists for that caver
// there (a Move, Swim or Squeeze, or clearing rubble and then a Move) at their action point costs.
// Over many positions of many games, the acting caver put on every tile of the cave in turn.
import { describe, expect, test } from '@jest/globals';
import { caveIndex, indexAt, stepInto } from '../../src/ai/cave.js';
import { greedyAction } from '../../src/bots/greedy.js';
import { botRng, randomAction } from '../../src/bots/random.js';
import { actionCost, apply, DIRS, legalActions, newGame } from '../../src/engine/index.js';
import type { Action, CaverId, Difficulty, Dir, GameState } from '../../src/engine/index.js';
import { start, type Act } from '../helpers/game.js';
import { endRound, seq } from '../helpers/rules-kit.js';

const TEAMS: CaverId[][] = [
  ['geologist', 'diver', 'engineer', 'climber', 'scout'],
  ['leader', 'geologist', 'scout', 'medic', 'bodyguard', 'diver'],
  ['climber', 'engineer', 'geologist', 'medic'],
  ['diver', 'bodyguard', 'climber', 'leader'],
];
const DIFFICULTIES: Difficulty[] = ['normal', 'hard', 'expert'];

/** Positions where a caver is to act, from games played by the greedy bot and at random. */
function positions(): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < 24; g++) {
    const r = newGame({
      seed: `walk-${g}`,
      difficulty: DIFFICULTIES[g % 3],
      players: 1,
      cavers: TEAMS[g % 4],
      easy: true,
    });
    if (!r.ok) throw new Error(String(r.error));
    let s = r.state;
    const rng = botRng(`walk-${g}`);
    const bot = g % 3 === 2 ? randomAction : greedyAction;
    for (let step = 0; s.result === null && step < 3000; step++) {
      if (step % 6 === 0 && s.turn !== null && s.drawn === null && s.pending === null && !s.turnDone) {
        const c = s.cavers[s.turn];
        if (c.at !== null && !c.removed && !c.underwater && c.hp > 0) out.push(s);
      }
      const next = apply(s, bot(s, rng)!);
      if (!next.ok) throw new Error(String(next.error));
      s = next.state;
    }
  }
  out.push(ledgeLoop());
  return out;
}

/**
 * A ledge with a tile beyond its arrow side (rare in play: a ledge stops a Reveal that way, so the
 * tile beyond comes round another way): north of the Start tile a ledge pointing north, and a way
 * round by the east to the tile north of it.
 */
function ledgeLoop(): GameState {
  const x = 'empty:X';
  const s = start({ cavers: ['scout', 'medic', 'leader', 'bodyguard'], tiles: ['ledge:I', x, x, x, x, 'empty:I'] });
  const r = (caver: CaverId, dir: Dir): Act => ({ caver, do: 'reveal', dir, open: 'NESW' });
  const after = seq(s, [
    { caver: 'scout', do: 'exert' },
    { caver: 'scout', do: 'reveal', dir: 'N', open: 'NS' },
    r('scout', 'E'),
    { caver: 'medic', do: 'move', dir: 'E' },
    r('medic', 'N'),
    { caver: 'leader', do: 'exert' },
    { caver: 'leader', do: 'run', path: ['E', 'N'] },
    r('leader', 'N'),
    { caver: 'bodyguard', do: 'exert' },
    { caver: 'bodyguard', do: 'run', path: ['E', 'N', 'N'] },
    r('bodyguard', 'W'),
  ]).state;
  return endRound(after).state;
}

/** The acting caver moved onto square (x, y), with action points to spare for any step. */
function standing(s: GameState, x: number, y: number): GameState {
  const seat = s.turn!;
  return { ...s, ap: 9, cavers: s.cavers.map((c, i) => (i === seat ? { ...c, at: [x, y] as const } : c)) };
}

/** The cheapest way the engine lists to step toward each side (DIRS order), in action points, or -1. */
function engineSteps(s: GameState): number[] {
  const id = s.cavers[s.turn!].id;
  const legal = new Set(legalActions(s).map((a) => JSON.stringify(a)));
  const has = (a: Action): boolean => legal.has(JSON.stringify(a));
  return DIRS.map((dir: Dir) => {
    let best = -1;
    const offer = (cost: number): void => {
      if (best < 0 || cost < best) best = cost;
    };
    for (const kind of ['move', 'swim', 'squeeze'] as const)
      if (has({ caver: id, do: kind, dir })) offer(actionCost(id, kind));
    for (const kind of ['clear', 'quickdig'] as const) {
      const a: Action = { caver: id, do: kind, dir };
      if (!has(a)) continue;
      const r = apply(s, a);
      if (!r.ok) throw new Error(String(r.error));
      // Clearing takes the rubble away: then a Move steps in (if nothing else stops it).
      if (legalActions(r.state).some((b) => b.do === 'move' && b.dir === dir))
        offer(actionCost(id, kind) + actionCost(id, 'move'));
    }
    return best;
  });
}

const POSITIONS = positions();

describe("the AI's walk through the cave is the engine's", () => {
  test('the positions hold flooded tiles, tunnels, rubble, ledges and drops, and every caver', () => {
    expect(POSITIONS.length).toBeGreaterThan(300);
    const tiles = POSITIONS.flatMap((s) => s.tiles);
    expect(tiles.some((t) => t.flooded)).toBe(true);
    expect(tiles.some((t) => t.type === 'tunnel')).toBe(true);
    expect(tiles.some((t) => t.rubble)).toBe(true);
    expect(tiles.some((t) => t.type === 'ledge' && !t.rope)).toBe(true);
    expect(tiles.some((t) => t.type === 'drop' && !t.rope)).toBe(true);
    // A ledge without a rope, and a tile beyond the side its arrow holds shut.
    const loop = POSITIONS[POSITIONS.length - 1];
    const ledge = loop.tiles.find((t) => t.type === 'ledge')!;
    expect([ledge.x, ledge.y, ledge.arrow, ledge.rope]).toEqual([0, -1, 'N', false]);
    expect(loop.tiles.some((t) => t.x === 0 && t.y === -2)).toBe(true);
    expect(new Set(POSITIONS.map((s) => s.cavers[s.turn!].id)).size).toBe(8);
  });

  test('from every tile, each step the AI reckons (and its cost) is a step the engine lists, and no other', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const [n, base] of POSITIONS.entries()) {
      const id = base.cavers[base.turn!].id;
      for (const t of base.tiles) {
        const s = standing(base, t.x, t.y);
        const ix = caveIndex(s);
        const i = indexAt(ix, t.x, t.y);
        const engine = engineSteps(s);
        for (let k = 0; k < 4; k++) {
          const ai = stepInto(s, ix, id, i, k);
          checked++;
          if (ai !== engine[k])
            wrong.push(
              `position ${n}: ${id} on ${t.type} [${t.x},${t.y}] ${DIRS[k]}: the AI reckons ${ai}, the engine ${engine[k]}`,
            );
        }
      }
    }
    expect(checked).toBeGreaterThan(20000);
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});
