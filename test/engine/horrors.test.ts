// RULES.md §8: horrors: distances, nearest victim, moving, removal, placing, contact, and the ties the
// first-caver token holder decides (answered with `choose`).
// Cave geometry: the Start tile is [0,0]; y grows south, so N of [0,0] is [0,-1].
import { describe, expect, test } from '@jest/globals';
import { legalActions } from '../../src/engine/index.js';
import type { CaverId } from '../../src/engine/types.js';
import { caver, rejected, start, view } from '../helpers/game.js';
import {
  act,
  choose,
  endRound,
  evs,
  exert,
  explore,
  horrors,
  hp,
  move,
  play,
  reveal,
  runTo,
  seq,
  status,
  tile,
} from '../helpers/rules-kit.js';

/** The horror-move events of some events, as [from, to, target]. */
const moves = (events: Parameters<typeof evs>[0]) => evs(events, 'horror-move').map((e) => [e.from, e.to, e.target]);

/**
 * The junction: a horror tile at [0,-1] (an L open S and E) joins the Start (S) and a tile C at [1,-1] (E).
 * A corridor tile F lies at [-1,0], two steps from the horror tile through the Start.
 * Round 1: seats[0] explores N then E onto C; seats[1] explores W onto F; the others in `toF` Move W.
 * With a Horror card in round 1, a horror appears on [0,-1].
 */
function junction(cavers: CaverId[], cTile: string, cOpen: string, hazards: string[], dice: number[], toF: CaverId[]) {
  const s = start({ cavers, tiles: ['horror:L', cTile, 'empty:I'], hazards, dice });
  return play(s, [
    explore(cavers[0], 'N', 'ES'),
    explore(cavers[0], 'E', cOpen),
    explore(cavers[1], 'W', 'EW'),
    ...toF.map((id) => move(id, 'W')),
  ]);
}

describe('§8 Victims', () => {
  test('§8 Victims: a conscious caver one step away draws the horror (control for the cases below)', () => {
    const r1 = junction(
      ['climber', 'medic', 'leader', 'scout'],
      'empty:I',
      'EW',
      ['horror', 'flood'],
      [],
      ['leader', 'scout'],
    );
    expect(horrors(r1.state)).toEqual([[0, -1]]);
    const r2 = endRound(r1.state);
    expect(moves(r2.events)).toEqual([[[0, -1], [1, -1], 'climber']]);
    expect(status(r2.state, 'climber')).toBe('unconscious');
  });

  test('§8 Victims: the Scout is never a victim', () => {
    const r1 = junction(
      ['scout', 'medic', 'leader', 'climber'],
      'empty:I',
      'EW',
      ['horror', 'flood'],
      [],
      ['leader', 'climber'],
    );
    const r2 = endRound(r1.state);
    expect(moves(r2.events)).toEqual([[[0, -1], [0, 0], 'climber']]);
  });

  test('§8 Victims: a caver who hid this round is not a victim', () => {
    const r1 = junction(
      ['bodyguard', 'medic', 'leader', 'climber'],
      'empty:I',
      'EW',
      ['horror', 'flood'],
      [5],
      ['leader', 'climber'],
    );
    const a = seq(r1.state, [act('bodyguard', 'hide')]);
    expect(caver(a.state, 'bodyguard').hidden).toBe(true);
    const r2 = endRound(a.state);
    expect(moves(r2.events)).toEqual([[[0, -1], [0, 0], 'climber']]);
    expect(hp(r2.state, 'bodyguard')).toBe(5);
    // Hiding lasts this round only.
    expect(caver(r2.state, 'bodyguard').hidden).toBe(false);
  });

  test('§8 Victims: an unconscious caver is not a victim', () => {
    // The climber faints in a cave-in on C in round 1; the horror appears in round 2 and moves in round 3.
    const r1 = junction(
      ['climber', 'medic', 'leader', 'scout'],
      'cavein:T:2,5',
      'NSW',
      ['cavein', 'horror', 'flood'],
      [2],
      ['leader', 'scout'],
    );
    expect(status(r1.state, 'climber')).toBe('unconscious');
    const r2 = endRound(r1.state);
    expect(horrors(r2.state)).toEqual([[0, -1]]);
    const r3 = endRound(r2.state);
    expect(moves(r3.events)).toEqual([[[0, -1], [0, 0], 'medic']]);
  });

  test('§8 Victims: a caver on the Exit is not a victim', () => {
    const r1 = junction(
      ['climber', 'medic', 'leader', 'scout'],
      'exit:D',
      'W',
      ['horror', 'flood'],
      [],
      ['leader', 'scout'],
    );
    expect(caver(r1.state, 'climber').onExit).toBe(true);
    const r2 = endRound(r1.state);
    expect(moves(r2.events)).toEqual([[[0, -1], [0, 0], 'medic']]);
  });

  test('§8 Victims: a Diver under water is not a victim', () => {
    const r1 = junction(
      ['diver', 'medic', 'leader', 'climber'],
      'water:I',
      'EW',
      ['horror', 'flood'],
      [],
      ['leader', 'climber'],
    );
    const a = seq(r1.state, [act('diver', 'dive')]);
    const r2 = endRound(a.state);
    expect(moves(r2.events)).toEqual([[[0, -1], [0, 0], 'climber']]);
    expect(caver(r2.state, 'diver')).toMatchObject({ state: 'underwater', hp: 3 });
  });
});

describe('§8 Nearest victim', () => {
  test('§8 Nearest victim: fewest steps first, whatever the caver numbers', () => {
    // The leader (#8) on C is 1 step away; the climber (#5) and medic (#6) on F are 2 steps away.
    const r1 = junction(['leader', 'climber', 'medic', 'scout'], 'empty:I', 'EW', ['horror', 'flood'], [], ['medic']);
    const r2 = endRound(r1.state);
    expect(moves(r2.events)).toEqual([[[0, -1], [1, -1], 'leader']]);
    expect(status(r2.state, 'leader')).toBe('unconscious');
  });

  test.each([
    // [cavers in seating order, who explores onto C, expected step, expected target]
    [['climber', 'medic', 'leader', 'scout'], [1, -1], 'climber'],
    [['medic', 'climber', 'leader', 'scout'], [0, 0], 'climber'],
  ] as const)(
    '§8 Nearest victim: a tie at the same distance goes to the lowest caver number (%j)',
    (team, to, target) => {
      // team[0] stands on C, the others on the Start: both 1 step from the horror.
      const s = start({ cavers: [...team], tiles: ['horror:L', 'empty:I'], hazards: ['horror', 'flood'] });
      const r1 = play(s, [explore(team[0], 'N', 'ES'), explore(team[0], 'E', 'EW')]);
      expect(horrors(r1.state)).toEqual([[0, -1]]);
      const r2 = endRound(r1.state);
      expect(moves(r2.events)).toEqual([[[0, -1], [...to], target]]);
      expect(status(r2.state, 'climber')).toBe('unconscious');
    },
  );
});

describe('§8 Distance', () => {
  test('§8 Distance: counted through connections only; a horror beside a victim behind a wall goes around', () => {
    // [0,-1] horror tile open S only; [1,-1] open all round: its W side meets the horror tile's wall.
    const s = start({
      cavers: ['climber', 'medic', 'leader', 'scout'],
      tiles: ['empty:X', 'empty:X', 'horror:D'],
      hazards: ['horror', 'flood'],
    });
    const r1 = play(s, [
      explore('climber', 'E', 'NESW'),
      explore('climber', 'N', 'NESW'),
      runTo('medic', 'E', 'N'),
      runTo('leader', 'E', 'N'),
      reveal('scout', 'N', 'S'),
    ]);
    expect(horrors(r1.state)).toEqual([[0, -1]]);
    const r2 = endRound(r1.state);
    expect(moves(r2.events)).toEqual([[[0, -1], [0, 0], 'climber']]);
    expect(hp(r2.state, 'climber')).toBe(3);
  });

  test('§8 Distance: horrors ignore markers and tile rules: they enter a tunnel, a flooded tile and rubble', () => {
    // West of the Start: [-1,0] cave-in, [-2,0] water, [-3,0] tunnel, [-4,0] horror tile.
    const s = start({
      cavers: ['climber', 'leader', 'medic', 'scout'],
      tiles: ['cavein:T:2,5', 'water:I', 'tunnel:I', 'horror:D'],
      hazards: ['horror', 'flood', 'cavein', 'flood'],
      dice: [6, 2],
    });
    const r1 = play(s, [
      explore('climber', 'W', 'NEW'),
      explore('climber', 'W', 'EW'),
      exert('climber'),
      explore('climber', 'W', 'EW'),
      act('leader', 'direct', { target: 'climber', action: { do: 'reveal', dir: 'W', open: 'E' } }),
    ]);
    expect(horrors(r1.state)).toEqual([[-4, 0]]);
    // Round 2: the climber runs back to the Start; the horror enters the tunnel; the Flood floods [-2,0].
    const r2 = play(r1.state, [runTo('climber', 'E', 'E', 'E')]);
    expect(horrors(r2.state)).toEqual([[-3, 0]]);
    expect(tile(r2.state, [-2, 0]).flooded).toBe(true);
    // Round 3: into the flooded tile; the Cave-in drops rubble on [-1,0].
    const r3 = endRound(r2.state);
    expect(horrors(r3.state)).toEqual([[-2, 0]]);
    expect(tile(r3.state, [-1, 0]).rubble).toBe(true);
    // Round 4: onto the rubble.
    const r4 = endRound(r3.state);
    expect(horrors(r4.state)).toEqual([[-1, 0]]);
  });
});

describe('§8 Reach of 7', () => {
  /**
   * A corridor: the horror tile at [0,1] south of the Start, empty tiles [0,-1] .. [0,-7] north of it.
   * After round 2 the climber stands on [0,-6] (7 steps from the horror tile), the others on [0,-7] (8).
   */
  function corridor(hazards: string[]) {
    const s = start({
      cavers: ['climber', 'medic', 'leader', 'bodyguard'],
      tiles: ['horror:D', ...Array(7).fill('empty:I')],
      hazards,
      dice: [6, 6, 6, 6, 6, 6],
    });
    const r1 = play(s, [
      reveal('climber', 'S', 'N'),
      explore('climber', 'N', 'NS'),
      exert('climber'),
      explore('climber', 'N', 'NS'),
      act('medic', 'sprint', { path: ['N', 'N'] }),
      explore('medic', 'N', 'NS'),
      exert('medic'),
      explore('medic', 'N', 'NS'),
      runTo('leader', 'N', 'N', 'N'),
      exert('leader'),
      move('leader', 'N'),
      runTo('bodyguard', 'N', 'N', 'N'),
      exert('bodyguard'),
      move('bodyguard', 'N'),
    ]);
    const r2 = play(r1.state, [
      explore('medic', 'N', 'NS'),
      explore('medic', 'N', 'NS'),
      exert('medic'),
      explore('medic', 'N', 'NS'),
      runTo('leader', 'N', 'N', 'N'),
      runTo('bodyguard', 'N', 'N', 'N'),
      runTo('climber', 'N', 'N', 'N'),
      exert('climber'),
      move('climber', 'N'),
    ]);
    expect(view(r2.state).cavers.map((c) => c.at)).toEqual([
      [0, -6],
      [0, -7],
      [0, -7],
      [0, -7],
    ]);
    return r2;
  }

  test('§8 Placing: a horror appears when its tile is 7 steps from the nearest victim, and then moves toward it', () => {
    const r2 = corridor(['flood', 'horror', 'flood']);
    expect(horrors(r2.state)).toEqual([[0, 1]]);
    const r3 = endRound(r2.state);
    expect(moves(r3.events)).toEqual([[[0, 1], [0, 0], 'climber']]);
  });

  test('§8 Moving: a horror whose nearest victim is more than 7 steps away is removed', () => {
    const r2 = corridor(['flood', 'horror', 'flood']);
    const r3 = play(r2.state, [move('climber', 'N')]);
    expect(moves(r3.events)).toEqual([]);
    expect(evs(r3.events, 'horror-gone').map((e) => [e.at, e.why])).toEqual([[[0, 1], 'far']]);
    expect(horrors(r3.state)).toEqual([]);
  });

  test('§8 Placing: no horror appears when every victim is more than 7 steps from the horror tiles', () => {
    const r2 = corridor(['flood', 'flood', 'horror']);
    const r3 = play(r2.state, [move('climber', 'N')]);
    expect(evs(r3.events, 'hazard').map((e) => e.card)).toEqual(['horror']);
    expect(evs(r3.events, 'horror-placed')).toEqual([]);
    expect(horrors(r3.state)).toEqual([]);
  });

  test('§8 Moving: a horror with no victim at all is removed', () => {
    const s = start({
      cavers: ['scout', 'bodyguard', 'medic', 'leader'],
      tiles: ['horror:D'],
      hazards: ['horror', 'flood'],
      dice: [6, 6, 6],
    });
    const r1 = play(s, [reveal('scout', 'N', 'S')]);
    expect(horrors(r1.state)).toEqual([[0, -1]]);
    const a = seq(r1.state, [act('bodyguard', 'hide'), act('medic', 'hide'), act('leader', 'hide')]);
    const r2 = endRound(a.state);
    expect(evs(r2.events, 'horror-gone').map((e) => [e.at, e.why])).toEqual([[[0, -1], 'far']]);
    expect(horrors(r2.state)).toEqual([]);
    expect(evs(r2.events, 'contact')).toEqual([]);
  });
});

describe('§8 Contact', () => {
  // A horror tile north of the Start; the leader waits on [1,0]; a horror appears in round 1.
  const northHorror = (dice: number[] = []) => {
    const s = start({
      cavers: ['bodyguard', 'medic', 'scout', 'leader'],
      tiles: ['horror:D', 'empty:I'],
      hazards: ['horror', 'flood', 'flood', 'flood'],
      dice,
    });
    const r1 = play(s, [reveal('bodyguard', 'N', 'S'), explore('leader', 'E', 'EW')]);
    expect(horrors(r1.state)).toEqual([[0, -1]]);
    return r1;
  };

  test('§8 Contact: a horror moving onto a tile takes all the health of every caver there; the Scout is untouched', () => {
    const r2 = endRound(northHorror().state);
    expect(moves(r2.events)).toEqual([[[0, -1], [0, 0], 'medic']]);
    expect(evs(r2.events, 'contact').map((e) => e.caver)).toEqual(['bodyguard', 'medic']);
    expect(evs(r2.events, 'faint').map((e) => e.caver)).toEqual(['bodyguard', 'medic']);
    expect([hp(r2.state, 'bodyguard'), hp(r2.state, 'medic'), hp(r2.state, 'scout'), hp(r2.state, 'leader')]).toEqual([
      0, 0, 3, 3,
    ]);
  });

  test('§8 Contact: a hidden caver is still struck when a horror enters his tile', () => {
    const r1 = northHorror([6]);
    const a = seq(r1.state, [act('bodyguard', 'hide')]);
    expect(caver(a.state, 'bodyguard').hidden).toBe(true);
    const r2 = endRound(a.state);
    expect(moves(r2.events)).toEqual([[[0, -1], [0, 0], 'medic']]);
    expect(hp(r2.state, 'bodyguard')).toBe(0);
  });

  test("§8 Contact: a caver moving onto a horror's tile faints and loses the rest of the turn; the Scout does not", () => {
    const r1 = northHorror();
    const a = seq(r1.state, [move('medic', 'N')]);
    expect(caver(a.state, 'medic')).toMatchObject({ hp: 0, state: 'unconscious', at: [0, -1] });
    expect(view(a.state).turn).toBe('scout');
    const b = seq(a.state, [move('scout', 'N')]);
    expect(caver(b.state, 'scout')).toMatchObject({ hp: 3, state: 'conscious', at: [0, -1] });
    expect(view(b.state).ap).toBe(1);
  });

  test("§8 Contact: a victim woken on the horror's own tile is struck again; the horror stays (decision)", () => {
    const r2 = endRound(northHorror().state);
    expect(status(r2.state, 'medic')).toBe('unconscious');
    // Round 3 (scout first): the Scout, safe on the horror's tile, heals the medic back to 1.
    const a = seq(r2.state, [act('scout', 'heal', { target: 'medic' })]);
    expect(caver(a.state, 'medic')).toMatchObject({ hp: 1, state: 'conscious' });
    const r3 = endRound(a.state);
    expect(moves(r3.events)).toEqual([[[0, 0], [0, 0], 'medic']]);
    expect(horrors(r3.state)).toEqual([[0, 0]]);
    expect(hp(r3.state, 'medic')).toBe(0);
    expect(hp(r3.state, 'leader')).toBe(3);
  });

  test("§8 Contact: a Diver surfacing on a horror's tile is struck", () => {
    // [0,-1] water, [0,-2] horror tile. The horror appears in round 1; in round 2 the diver dives and
    // the horror, ignoring her, steps onto the water tile toward the others; in round 3 she surfaces there.
    const s = start({
      cavers: ['diver', 'medic', 'leader', 'scout'],
      tiles: ['water:I', 'horror:D'],
      hazards: ['horror', 'flood', 'flood'],
    });
    const r1 = play(s, [explore('diver', 'N', 'NS'), reveal('diver', 'N', 'S')]);
    expect(horrors(r1.state)).toEqual([[0, -2]]);
    const r2 = play(r1.state, [act('diver', 'dive')]);
    expect(moves(r2.events)).toEqual([[[0, -2], [0, -1], 'medic']]);
    const a = seq(r2.state, [act('diver', 'surface', { at: [0, -1] })]);
    expect(evs(a.events, 'contact').map((e) => e.caver)).toEqual(['diver']);
    expect(caver(a.state, 'diver')).toMatchObject({ hp: 0, state: 'unconscious', at: [0, -1] });
  });

  test('§8 Contact: a horror may appear on a tile with cavers, who faint (the Scout excepted)', () => {
    const s = start({
      cavers: ['climber', 'scout', 'medic', 'leader'],
      tiles: ['horror:D'],
      hazards: ['horror', 'flood'],
    });
    const r1 = play(s, [explore('climber', 'N', 'S'), move('scout', 'N')]);
    expect(evs(r1.events, 'horror-placed').map((e) => e.at)).toEqual([[0, -1]]);
    expect(status(r1.state, 'climber')).toBe('unconscious');
    expect(hp(r1.state, 'scout')).toBe(3);
  });
});

describe('§8 Ties', () => {
  // A square of four tiles: the Start, [0,-1], [1,-1] (horror tile), [1,0]: two shortest paths to the Start.
  const square = () => {
    const s = start({
      cavers: ['climber', 'medic', 'leader', 'scout'],
      tiles: ['empty:L', 'horror:L', 'empty:L'],
      hazards: ['horror', 'flood', 'flood'],
    });
    const r1 = play(s, [explore('climber', 'N', 'ES'), reveal('climber', 'E', 'SW'), reveal('medic', 'E', 'NW')]);
    expect(horrors(r1.state)).toEqual([[1, -1]]);
    // Round 2: the climber returns to the Start, then the horror phase asks for a path.
    return play(r1.state, [move('climber', 'S')]);
  };

  test('§8 Ties: two shortest paths wait for the first-caver token holder\'s choice (pending "horror-path")', () => {
    const r2 = square();
    const v = view(r2.state);
    expect([v.round, v.phase, v.turn]).toEqual([2, 'horror', null]);
    expect(v.first).toBe('medic');
    expect(v.pending).toEqual({
      kind: 'horror-path',
      chooser: 'medic',
      options: [
        [0, -1],
        [1, 0],
      ],
      from: [1, -1],
    });
    expect(legalActions(r2.state)).toEqual([choose('medic', 0), choose('medic', 1)]);
    expect(rejected(r2.state, act('medic', 'end'))).toMatch(/choice|choose/i);
    expect(rejected(r2.state, choose('medic', 2))).toMatch(/option/i);
    const a = seq(r2.state, [choose('medic', 1)]);
    expect(moves(a.events)).toEqual([[[1, -1], [1, 0], 'climber']]);
    expect(horrors(a.state)).toEqual([[1, 0]]);
    expect([view(a.state).round, view(a.state).pending]).toEqual([3, null]);
    const b = seq(r2.state, [choose('scout', 0)]); // decision: any caver may name the choice
    expect(horrors(b.state)).toEqual([[0, -1]]);
  });

  test('§8 Ties: two horror tiles equally close to the nearest victim wait for a choice (pending "horror-place")', () => {
    const s = start({
      cavers: ['climber', 'medic', 'leader', 'scout'],
      tiles: ['horror:D', 'horror:D'],
      hazards: ['horror', 'flood'],
    });
    const r1 = seq(s, [reveal('climber', 'N', 'S'), reveal('climber', 'S', 'N')]);
    const a = endRound(r1.state);
    const v = view(a.state);
    expect([v.round, v.phase, v.turn]).toEqual([1, 'hazard', null]);
    expect(v.pending).toEqual({
      kind: 'horror-place',
      chooser: 'climber',
      options: [
        [0, -1],
        [0, 1],
      ],
    });
    const b = seq(a.state, [choose('climber', 1)]);
    expect(evs(b.events, 'horror-placed').map((e) => e.at)).toEqual([[0, 1]]);
    expect(horrors(b.state)).toEqual([[0, 1]]);
    expect(view(b.state).round).toBe(2);
  });

  /**
   * Horror A on [1,0] is one step from the climber on the Start. Horror B on [-2,0] is two steps from
   * both the climber (Start, via [-1,0]) and the medic ([-2,-2], via [-2,-1]): it chases the climber (#5).
   * If A moves first, the climber faints and B turns to the medic: the order matters.
   */
  const twoHorrors = () => {
    const s = start({
      cavers: ['climber', 'medic', 'leader', 'scout'],
      tiles: ['horror:D', 'empty:I', 'horror:L', 'empty:I', 'empty:D'],
      hazards: ['horror-x2', 'flood'],
      dice: [6],
    });
    const r1 = play(s, [
      reveal('climber', 'E', 'W'),
      explore('medic', 'W', 'EW'),
      explore('medic', 'W', 'NE'),
      exert('medic'),
      explore('medic', 'N', 'NS'),
      act('leader', 'direct', { target: 'medic', action: { do: 'explore', dir: 'N', open: 'S' } }),
    ]);
    expect(horrors(r1.state)).toEqual([
      [1, 0],
      [-2, 0],
    ]);
    return endRound(r1.state);
  };

  test('§8 Ties: when the order of horrors matters, the token holder picks which moves first (pending "horror-order")', () => {
    const r2 = twoHorrors();
    expect(view(r2.state).pending).toEqual({
      kind: 'horror-order',
      chooser: 'medic',
      options: [
        [-2, 0],
        [1, 0],
      ],
    });
    // A ([1,0]) first: the climber and the leader faint on the Start, and B turns toward the medic.
    const a = seq(r2.state, [choose('medic', 1)]);
    expect(moves(a.events)).toEqual([
      [[1, 0], [0, 0], 'climber'],
      [[-2, 0], [-2, -1], 'medic'],
    ]);
    expect(horrors(a.state)).toEqual([
      [0, 0],
      [-2, -1],
    ]);
    expect([status(a.state, 'climber'), status(a.state, 'leader')]).toEqual(['unconscious', 'unconscious']);
    // B ([-2,0]) first: it steps toward the climber, then A strikes her.
    const b = seq(r2.state, [choose('medic', 0)]);
    expect(moves(b.events)).toEqual([
      [[-2, 0], [-1, 0], 'climber'],
      [[1, 0], [0, 0], 'climber'],
    ]);
    expect(horrors(b.state)).toEqual([
      [0, 0],
      [-1, 0],
    ]);
    expect(hp(b.state, 'medic')).toBe(3);
  });
});

describe('§5 Ledge and drop: horrors ignore both', () => {
  test('§5 Ledge and drop: a horror climbs a drop against its arrow, which no caver without a rope may do', () => {
    // A drop at [0,-1], revealed north from the Start (its arrow points N: down is northward), then
    // a horror tile at [0,-2] beyond it. The Horror card of round 2 puts a horror there; it comes
    // back up the drop toward the cavers on the Start.
    const s0 = start({
      cavers: ['scout', 'medic', 'engineer', 'climber'],
      tiles: ['empty:L', 'empty:I', 'drop:I', 'empty:L', 'horror:L'],
      hazards: ['flood', 'horror', 'flood', 'flood'],
      dice: [],
    });
    let r = play(s0, [explore('scout', 'E', 'NW'), explore('scout', 'N', 'NS'), reveal('medic', 'N', 'NS')]);
    expect(tile(r.state, [0, -1])).toMatchObject({ type: 'drop', arrow: 'N', rope: false });
    r = play(r.state, [explore('scout', 'N', 'SW'), reveal('scout', 'W', 'ES')]);
    expect(tile(r.state, [0, -2])).toMatchObject({ type: 'horror' });
    expect(horrors(r.state)).toEqual([[0, -2]]);
    r = endRound(r.state);
    expect(horrors(r.state)).toEqual([[0, -1]]);
    r = endRound(r.state);
    expect(horrors(r.state)).toEqual([[0, 0]]);
    expect(['medic', 'engineer', 'climber'].map((id) => status(r.state, id as CaverId))).toEqual([
      'unconscious',
      'unconscious',
      'unconscious',
    ]);
  });
});
