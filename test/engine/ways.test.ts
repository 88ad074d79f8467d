// The way a caver would walk (ways.ts): every way found is walked by the rules step by step, each
// step's cost is what the rules then take, a way to the frontier ends where a Reveal is listed, and
// none is offered where the rules' own steps lead nowhere. Checked along seeded random games and on
// fixed caves.
import { describe, expect, test } from '@jest/globals';
import {
  type Action,
  apply,
  type CaverId,
  entryCost,
  type GameState,
  legalActions,
  newGame,
  samePos,
  wayTo,
} from '../../src/engine/index.js';
import { botRng, randomAction } from '../../src/bots/random.js';
import { greedyAction } from '../../src/bots/greedy.js';
import { start } from '../helpers/game.js';
import { play, reveal } from '../helpers/rules-kit.js';

/** The state with the acting caver given AP enough to walk any way (a state is plain data). */
function rested(s: GameState): GameState {
  return { ...s, ap: 99 };
}

/** Walk a way with the rules: each step must be accepted; returns the state at its end. */
function walk(s: GameState, caver: CaverId, way: NonNullable<ReturnType<typeof wayTo>>): GameState {
  let st = rested(s);
  for (const step of way.steps) {
    expect(entryCost(st, caver, step.at)).toEqual(step.cost);
    const r = apply(st, { caver, do: step.by, dir: step.dir } as Action);
    if (!r.ok) throw new Error(`step ${step.by} ${step.dir} refused: ${JSON.stringify(r.error)}`);
    st = rested(r.state);
    const c = st.cavers.find((x) => x.id === caver)!;
    // A step that costs health may end the walk (fainted): the rest cannot be checked.
    if (c.hp === 0) return st;
    expect(c.at).toEqual(step.at);
  }
  return st;
}

/** Seeded random games: states where a caver acts. */
function states(seeds: number, every = 3): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < seeds; g++) {
    const res = newGame({
      seed: `ways-${g}`,
      difficulty: 'normal',
      players: 1,
      cavers: ['scout', 'diver', 'climber', 'leader', 'bodyguard'],
    });
    if (!res.ok) throw new Error('no game');
    let s = res.state;
    const rng = botRng(`ways-${g}`);
    for (let i = 0; s.result === null && i < 600; i++) {
      if (s.turn !== null && s.drawn === null && !s.pending && i % every === 0) out.push(s);
      const a = (g % 2 ? greedyAction(s, rng) : randomAction(s, rng))!;
      const r = apply(s, a);
      if (!r.ok) throw new Error('listed action refused');
      s = r.state;
    }
  }
  return out;
}

describe('the way a caver would walk', () => {
  const many = states(8);

  test('every way found is walked by the rules, each step costing what it says', () => {
    let checked = 0;
    for (const s of many) {
      const who = s.cavers[s.turn!].id;
      for (const goal of ['exit', 'frontier'] as const) {
        const way = wayTo(s, who, goal);
        if (way === null) continue;
        checked++;
        expect(way.ap).toBe(way.steps.reduce((n, st) => n + st.ap, 0));
        const end = walk(s, who, way);
        const c = end.cavers.find((x) => x.id === who)!;
        if (c.hp > 0) expect(c.at).toEqual(way.to);
        if (goal === 'exit') expect(end.tiles.find((t) => samePos([t.x, t.y], way.to))?.type).toBe('exit');
        else if (c.hp > 0) {
          // From the way's end, a Reveal toward each side it names is what the rules list.
          expect(way.reveal.length).toBeGreaterThan(0);
          const draws = legalActions(end).filter((a) => a.do === 'draw' && a.kind === 'reveal');
          for (const d of way.reveal) expect(draws.some((a) => a.do === 'draw' && a.dir === d)).toBe(true);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  test('a way to the frontier is none when the caver can reveal from where it stands (no step)', () => {
    const s = start({ cavers: ['scout', 'medic', 'leader', 'diver'] });
    const way = wayTo(s, 'scout', 'frontier')!;
    expect(way.steps).toEqual([]);
    expect(way.reveal).toEqual(['N', 'E', 'S', 'W']);
    expect(wayTo(s, 'scout', 'exit')).toBeNull();
  });

  test('a wall is no way: a dead end revealed north leads back only south', () => {
    // The Start's north: a dead end open south only, so from there the frontier is back at the Start.
    const tiles = ['horror:D', 'empty:X', 'empty:X', 'empty:X'];
    const s = play(start({ cavers: ['medic', 'scout', 'leader', 'diver'], tiles, hazards: ['flood'] }), [
      reveal('medic', 'N', 'S'),
      { caver: 'medic', do: 'move', dir: 'N' },
    ]).state;
    const way = wayTo(s, 'medic', 'frontier')!;
    expect(way.steps.map((st) => st.dir)).toEqual(['S']);
    expect(way.reveal).toEqual(['E', 'S', 'W']);
    // With the deck drawn out, nothing can be revealed anywhere: no way to the frontier.
    const none = play(
      start({ cavers: ['medic', 'scout', 'leader', 'diver'], tiles: ['horror:D'], hazards: ['flood'] }),
      [reveal('medic', 'N', 'S')],
    ).state;
    expect(wayTo(none, 'medic', 'frontier')).toBeNull();
  });

  test('a caver not on a tile (under water) has no way', () => {
    const s = start({ cavers: ['scout', 'medic', 'leader', 'diver'] });
    const under: GameState = {
      ...s,
      cavers: s.cavers.map((c) => (c.id === 'diver' ? { ...c, at: null, underwater: true } : c)),
    };
    expect(wayTo(under, 'diver', 'frontier')).toBeNull();
  });
});
