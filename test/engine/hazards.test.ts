// RULES.md §6: the hazard cards, as resolved in the hazard phase at the end of a round.
// Cave geometry: the Start tile is [0,0]; y grows south, so N of [0,0] is [0,-1].
import { describe, expect, test } from '@jest/globals';
import type { CaverId } from '../../src/engine/types.js';
import { run, start, view } from '../helpers/game.js';
import {
  act,
  at,
  damage,
  endRound,
  evs,
  exert,
  explore,
  horrors,
  hp,
  move,
  play,
  reveal,
  rounds,
  runTo,
  seq,
  status,
  tests,
  tile,
} from '../helpers/rules-kit.js';

const TEAM: CaverId[] = ['climber', 'medic', 'engineer', 'scout'];
const hps = (s: Parameters<typeof hp>[0], ids: CaverId[]) => ids.map((id) => hp(s, id));

describe('§6 Tremor', () => {
  test('§6 Tremor: cavers on the Exit take no test at all (French rulebook); the next caver off it rolls the next die', () => {
    // Round 1: the climber (the first caver) and the engineer reach the Exit; the Tremor tests the
    // medic and the scout only, in seating order from the first caver, with the first two dice.
    const s = start({ cavers: TEAM, tiles: ['exit:D'], hazards: ['tremor', 'tremor'], dice: [1, 6, 1, 1] });
    const r = play(s, [
      explore('climber', 'N', 'S'),
      act('climber', 'end'),
      act('medic', 'end'),
      move('engineer', 'N'),
    ]);
    expect(evs(r.events, 'hazard').map((e) => e.card)).toEqual(['tremor']);
    expect(tests(r.events)).toEqual([
      ['medic', 'tremor', 1, 0, false],
      ['scout', 'tremor', 6, 0, true],
    ]);
    expect(evs(r.events, 'damage').map((e) => e.caver)).toEqual(['medic']);
    expect(hps(r.state, TEAM)).toEqual([3, 2, 3, 3]);
    // Nothing was rolled for the two on the Exit: the next Tremor's first die is the third.
    const r2 = endRound(r.state);
    expect(tests(r2.events)).toEqual([
      ['medic', 'tremor', 1, 0, false],
      ['scout', 'tremor', 1, 0, false],
    ]);
  });

  test('§6 Tremor: every conscious caver takes a skill test; each failure loses 1 health', () => {
    const s = start({ cavers: TEAM, hazards: ['tremor'], dice: [3, 4, 1, 6] });
    const r = endRound(s);
    expect(evs(r.events, 'hazard').map((e) => e.card)).toEqual(['tremor']);
    expect(tests(r.events)).toEqual([
      ['climber', 'tremor', 3, 0, false],
      ['medic', 'tremor', 4, 0, true],
      ['engineer', 'tremor', 1, 0, false],
      ['scout', 'tremor', 6, 0, true],
    ]);
    expect(hps(r.state, TEAM)).toEqual([2, 3, 2, 3]);
    expect(damage(r.events)).toEqual([
      ['climber', 'tremor', 2, 0],
      ['engineer', 'tremor', 2, 0],
    ]);
  });

  test('§6 Tremor: the cavers roll in seating order starting from the first caver', () => {
    // Round 2: the first-caver token has passed to the medic, so she rolls first.
    const s = start({ cavers: TEAM, hazards: ['flood', 'tremor'], dice: [1, 6, 6, 6] });
    const r = rounds(s, [], []);
    expect(tests(r.events).map((t) => t[0])).toEqual(['medic', 'engineer', 'scout', 'climber']);
    expect(hp(r.state, 'medic')).toBe(2);
    expect(hp(r.state, 'climber')).toBe(3);
  });

  test('§6 Tremor: an unconscious caver takes no test', () => {
    // The climber faints in a cave-in in round 1; the round-2 Tremor rolls for the three others only.
    const s = start({ cavers: TEAM, tiles: ['cavein:T:2,5'], hazards: ['cavein', 'tremor'], dice: [2, 1, 1, 1] });
    const r = rounds(s, [explore('climber', 'N', 'NES')], []);
    expect(status(r.state, 'climber')).toBe('unconscious');
    expect(tests(r.events).map((t) => t[0])).toEqual(['medic', 'engineer', 'scout']);
    expect(hps(r.state, ['medic', 'engineer', 'scout'])).toEqual([2, 2, 2]);
  });

  test('§6 Tremor x2: two tests per caver, one after the other; each failure loses 1', () => {
    const s = start({ cavers: TEAM, hazards: ['tremor-x2'], dice: [1, 6, 1, 6, 1, 1, 6, 6] });
    const r = endRound(s);
    expect(tests(r.events).map((t) => t[0])).toEqual([...TEAM, ...TEAM]);
    expect(hps(r.state, TEAM)).toEqual([1, 2, 2, 3]);
  });
});

describe('§6 Flood', () => {
  test('§6 Flood: every water tile floods; every caver on a water tile loses 1, flooded before or now', () => {
    const s = start({ cavers: TEAM, tiles: ['water:I', 'water:X', 'water:I'], hazards: ['flood', 'flood'] });
    // Round 1: the climber stands on a water tile; a second water tile lies empty beside the Start.
    const r1 = play(s, [explore('climber', 'N', 'NS'), reveal('medic', 'E', 'NESW')]);
    expect(evs(r1.events, 'flooded').map((e) => e.at)).toEqual([
      [0, -1],
      [1, 0],
    ]);
    expect(tile(r1.state, [0, -1]).flooded).toBe(true);
    expect(tile(r1.state, [1, 0]).flooded).toBe(true);
    expect(hp(r1.state, 'climber')).toBe(2);
    expect(hps(r1.state, ['medic', 'engineer', 'scout'])).toEqual([3, 3, 3]);
    // Round 2: a water tile placed after the Flood stays dry until the next Flood card.
    const mid = run(r1.state, [reveal('medic', 'W', 'EW')]);
    expect(tile(mid.state, [-1, 0]).flooded).toBe(false);
    const r2 = endRound(mid.state);
    expect(evs(r2.events, 'flooded').map((e) => e.at)).toEqual([[-1, 0]]);
    expect(tile(r2.state, [-1, 0]).flooded).toBe(true);
    // The climber, on a tile flooded by the earlier card, loses 1 again.
    expect(hp(r2.state, 'climber')).toBe(1);
    expect(damage(r2.events)).toEqual([['climber', 'flood', 1, 0]]);
  });

  test('§6 Flood x2: double damage to cavers on water tiles', () => {
    const s = start({ cavers: TEAM, tiles: ['water:I'], hazards: ['flood-x2'] });
    const r = play(s, [explore('climber', 'N', 'NS')]);
    expect(hp(r.state, 'climber')).toBe(1);
    expect(damage(r.events)).toEqual([
      ['climber', 'flood', 2, 0],
      ['climber', 'flood', 1, 0],
    ]);
    expect(evs(r.events, 'damage').map((e) => e.amount)).toEqual([1, 1]);
    expect(hp(r.state, 'medic')).toBe(3);
  });
});

describe('§6 Gas leak', () => {
  test('§6 Gas leak: every caver on a gas tile loses 2; cavers elsewhere lose nothing', () => {
    const s = start({ cavers: TEAM, tiles: ['gas:L'], hazards: ['gas'] });
    const r = play(s, [explore('climber', 'N', 'ES')]);
    expect(hp(r.state, 'climber')).toBe(1);
    expect(damage(r.events)).toEqual([['climber', 'gas', 1, 0]]);
    expect(hps(r.state, ['medic', 'engineer', 'scout'])).toEqual([3, 3, 3]);
    expect(view(r.state).gasLeak).toBe(true);
  });

  test('§6 Gas leak: after a leak, entering a gas tile costs 2 (Move, and Explore onto a new gas tile); the leak ends at the next hazard phase', () => {
    const s = start({ cavers: TEAM, tiles: ['gas:L', 'gas:T'], hazards: ['gas', 'flood', 'flood'] });
    // Round 1: a gas tile north of the Start, nobody on it; the Gas card starts a leak.
    const r1 = play(s, [reveal('climber', 'N', 'ES')]);
    expect(damage(r1.events)).toEqual([]);
    expect(view(r1.state).gasLeak).toBe(true);
    // Round 2 (medic first): the medic Moves onto the gas tile.
    const a = run(r1.state, [move('medic', 'N')]);
    expect(hp(a.state, 'medic')).toBe(1);
    expect(damage(a.events)).toEqual([['medic', 'gas', 1, 0]]);
    // The engineer Explores onto a gas tile he has just revealed: it costs 2 as well.
    const b = run(a.state, [act('medic', 'end'), explore('engineer', 'E', 'ESW')]);
    expect(at(b.state, 'engineer')).toEqual([1, 0]);
    expect(hp(b.state, 'engineer')).toBe(1);
    // Round 2's hazard phase (a Flood, no water) ends the leak; standing on gas costs nothing.
    const r2 = endRound(b.state);
    expect(evs(r2.events, 'gas-over')).toHaveLength(1);
    expect(view(r2.state).gasLeak).toBe(false);
    expect(hps(r2.state, ['medic', 'engineer'])).toEqual([1, 1]);
    // Round 3: entering a gas tile is free again.
    const c = run(r2.state, [act('engineer', 'end'), move('scout', 'N')]);
    expect(at(c.state, 'scout')).toEqual([0, -1]);
    expect(hp(c.state, 'scout')).toBe(3);
    expect(damage(c.events)).toEqual([]);
  });

  test('§6 Gas leak: during a leak every gas tile entered costs 2, step by step along a Run', () => {
    // Two gas tiles in a row north of the Start, revealed by the climber (who stays on the Start).
    const s = start({ cavers: TEAM, tiles: ['gas:I', 'gas:I'], hazards: ['gas', 'flood'] });
    const r1 = play(s, [explore('climber', 'N', 'NS'), reveal('climber', 'N', 'NS')]);
    // The climber stood on the first gas tile during the Gas card.
    expect(hp(r1.state, 'climber')).toBe(1);
    // Round 2: the medic runs N, N through both gas tiles: 2 at the first (3 -> 1), faints at the second.
    const a = run(r1.state, [runTo('medic', 'N', 'N')]);
    expect(damage(a.events)).toEqual([
      ['medic', 'gas', 1, 0],
      ['medic', 'gas', 0, 0],
    ]);
    expect(status(a.state, 'medic')).toBe('unconscious');
    expect(at(a.state, 'medic')).toEqual([0, -2]);
    expect(view(a.state).turn).toBe('engineer');
  });

  test('§6 Gas x2: double damage to cavers on gas tiles', () => {
    const s = start({ cavers: ['bodyguard', 'medic', 'engineer', 'scout'], tiles: ['gas:L'], hazards: ['gas-x2'] });
    const r = play(s, [explore('bodyguard', 'N', 'ES')]);
    expect(damage(r.events)).toEqual([
      ['bodyguard', 'gas', 3, 0],
      ['bodyguard', 'gas', 1, 0],
    ]);
    expect(hp(r.state, 'bodyguard')).toBe(1);
  });

  test('§6 Gas x2: until the next hazard phase, entering a gas tile costs 2 twice (4); the leak after it ends as usual', () => {
    // Round 1: the medic reveals the gas tile; nobody is on it for the Gas x2. Round 2 (scout, engineer,
    // bodyguard, medic): the bodyguard walks in and loses 4 (5 -> 1); the engineer walking in faints (3 -> 0).
    const s = start({
      cavers: ['medic', 'scout', 'engineer', 'bodyguard'],
      tiles: ['gas:L'],
      hazards: ['gas-x2', 'flood'],
    });
    const r1 = play(s, [reveal('medic', 'N', 'ES')]);
    expect(view(r1.state).gasLeak).toBe(true);
    const a = seq(r1.state, [move('engineer', 'N'), move('bodyguard', 'N')]);
    expect(damage(a.events)).toEqual([
      ['engineer', 'gas', 0, 0],
      ['bodyguard', 'gas', 1, 0],
    ]);
    expect(evs(a.events, 'damage').map((e) => e.amount)).toEqual([3, 4]);
    expect(status(a.state, 'engineer')).toBe('unconscious');
    // Round 3: the leak is over; stepping out and back in costs nothing.
    const r2 = endRound(a.state);
    expect(view(r2.state).gasLeak).toBe(false);
    const b = seq(r2.state, [move('bodyguard', 'S'), move('bodyguard', 'N')]);
    expect(damage(b.events)).toEqual([]);
  });
});

describe('§6 Cave-in', () => {
  test('§6 Cave-in: the die drops rubble on every cave-in tile showing its face; cavers there lose 3 (the Engineer 1)', () => {
    const s = start({
      cavers: ['climber', 'engineer', 'medic', 'scout'],
      tiles: ['cavein:T:2,5', 'cavein:L:1,5', 'cavein:L:3,6'],
      hazards: ['cavein'],
      dice: [5],
    });
    const r = play(s, [
      explore('climber', 'N', 'NES'), // [0,-1] faces 2,5
      explore('engineer', 'E', 'NW'), // [1,0]  faces 1,5
      reveal('medic', 'S', 'NE'), //    [0,1]  faces 3,6, nobody on it
    ]);
    expect(evs(r.events, 'die')).toEqual([{ t: 'die', die: 5, why: 'cavein' }]);
    expect(tile(r.state, [0, -1]).rubble).toBe(true);
    expect(tile(r.state, [1, 0]).rubble).toBe(true);
    expect(tile(r.state, [0, 1]).rubble).toBe(false);
    expect(hp(r.state, 'climber')).toBe(0);
    expect(status(r.state, 'climber')).toBe('unconscious');
    expect(evs(r.events, 'faint').map((e) => e.caver)).toEqual(['climber']);
    expect(hp(r.state, 'engineer')).toBe(2);
    expect(hps(r.state, ['medic', 'scout'])).toEqual([3, 3]);
  });

  test('§6 Cave-in: cavers on a tile that already had rubble lose nothing', () => {
    const s = start({
      cavers: ['bodyguard', 'medic', 'engineer', 'scout'],
      tiles: ['cavein:T:2,5'],
      hazards: ['cavein', 'cavein'],
      dice: [2, 5],
    });
    const r1 = play(s, [explore('bodyguard', 'N', 'NES')]);
    expect(hp(r1.state, 'bodyguard')).toBe(2);
    expect(tile(r1.state, [0, -1]).rubble).toBe(true);
    const r2 = endRound(r1.state);
    expect(evs(r2.events, 'die').map((e) => e.die)).toEqual([5]);
    expect(damage(r2.events)).toEqual([]);
    expect(hp(r2.state, 'bodyguard')).toBe(2);
  });

  test('§6 Cave-in: a tile cleared of rubble can collapse again', () => {
    const s = start({
      cavers: ['bodyguard', 'medic', 'engineer', 'scout'],
      tiles: ['cavein:T:2,5'],
      hazards: ['cavein', 'cavein'],
      dice: [2, 2],
    });
    const r1 = play(s, [reveal('bodyguard', 'N', 'NES')]);
    expect(tile(r1.state, [0, -1]).rubble).toBe(true);
    const r2 = play(r1.state, [act('medic', 'clear', { dir: 'N' })]);
    expect(evs(r2.events, 'rubble').map((e) => [e.at, e.on])).toEqual([
      [[0, -1], false],
      [[0, -1], true],
    ]);
    expect(tile(r2.state, [0, -1]).rubble).toBe(true);
  });

  test('§6 Cave-in x2: two rolls, both applied', () => {
    const s = start({ cavers: TEAM, tiles: ['cavein:T:2,5', 'cavein:L:1,4'], hazards: ['cavein-x2'], dice: [2, 1] });
    const r = play(s, [reveal('climber', 'N', 'NES'), reveal('climber', 'E', 'NW')]);
    expect(evs(r.events, 'die').map((e) => e.die)).toEqual([2, 1]);
    expect(tile(r.state, [0, -1]).rubble).toBe(true);
    expect(tile(r.state, [1, 0]).rubble).toBe(true);
  });
});

describe('§6 Horror', () => {
  // A corridor west of the Start: [-1,0], [-2,0] empty, [-3,0] a horror tile.
  const corridor = (hazards: ('horror' | 'horror-x2' | 'flood')[]) => {
    const s = start({ cavers: TEAM, tiles: ['empty:I', 'empty:I', 'horror:D'], hazards });
    return play(s, [
      explore('climber', 'W', 'EW'),
      explore('climber', 'W', 'EW'),
      act('medic', 'sprint', { path: ['W', 'W'] }),
      reveal('medic', 'W', 'E'),
    ]);
  };

  test('§6 Horror: with no horror in the cave, the card places one on a horror tile within reach of a victim', () => {
    const r1 = corridor(['horror']);
    expect(evs(r1.events, 'horror-placed').map((e) => e.at)).toEqual([[-3, 0]]);
    expect(horrors(r1.state)).toEqual([[-3, 0]]);
  });

  test('§6 Horror: every horror moves one step (after its horror-phase step), then one more appears', () => {
    const r1 = corridor(['horror', 'horror']);
    // Round 2 (medic first): everyone back to the Start.
    const r2 = play(r1.state, [
      act('medic', 'sprint', { path: ['E', 'E'] }),
      act('medic', 'end'),
      act('engineer', 'end'),
      act('scout', 'end'),
      runTo('climber', 'E', 'E'),
    ]);
    const moves = evs(r2.events, 'horror-move').map((e) => [e.from, e.to]);
    expect(moves).toEqual([
      [
        [-3, 0],
        [-2, 0],
      ],
      [
        [-2, 0],
        [-1, 0],
      ],
    ]);
    // The horror-phase step happens before the card; the card's step before the new horror appears.
    const order = r2.events.filter((e) => ['horror-move', 'hazard', 'horror-placed'].includes(e.t)).map((e) => e.t);
    expect(order).toEqual(['horror-move', 'hazard', 'horror-move', 'horror-placed']);
    expect(horrors(r2.state)).toEqual([
      [-1, 0],
      [-3, 0],
    ]);
  });
  test('§6 Horror x2: all horrors move twice, then two are placed, never more than 3 in the cave (§8)', () => {
    // Two horror tiles west of the Start ([-1,0] and [-1,-1] behind it); the victims gather at [3,0].
    const s = start({
      cavers: ['climber', 'medic', 'leader', 'scout'],
      tiles: ['horror:L', 'horror:D', 'empty:I', 'empty:I', 'empty:I'],
      hazards: ['flood', 'horror-x2', 'horror-x2'],
      dice: [6, 6],
    });
    const r1 = play(s, [
      explore('climber', 'W', 'NE'),
      reveal('climber', 'N', 'S'),
      explore('medic', 'E', 'EW'),
      explore('medic', 'E', 'EW'),
      exert('medic'),
      explore('medic', 'E', 'EW'),
      runTo('leader', 'E', 'E', 'E'),
    ]);
    // Round 2: the climber joins the others at [3,0]; the Horror x2 card places two horrors, nearest first.
    const r2 = play(r1.state, [runTo('climber', 'E', 'E', 'E'), exert('climber'), move('climber', 'E')]);
    expect(evs(r2.events, 'horror-placed').map((e) => e.at)).toEqual([
      [-1, 0],
      [-1, -1],
    ]);
    expect(horrors(r2.state)).toEqual([
      [-1, 0],
      [-1, -1],
    ]);
    // Round 3: the horror phase moves both once; the card moves both twice more, then places one on
    // the freed tile [-1,0]; the second placement is refused (3 horrors) though [-1,-1] is free and 5 away.
    const r3 = endRound(r2.state);
    expect(evs(r3.events, 'horror-move').map((e) => [e.from, e.to])).toEqual([
      [
        [-1, 0],
        [0, 0],
      ],
      [
        [-1, -1],
        [-1, 0],
      ], // horror phase
      [
        [0, 0],
        [1, 0],
      ],
      [
        [-1, 0],
        [0, 0],
      ], // card, first move
      [
        [1, 0],
        [2, 0],
      ],
      [
        [0, 0],
        [1, 0],
      ], // card, second move
    ]);
    expect(evs(r3.events, 'horror-placed').map((e) => e.at)).toEqual([[-1, 0]]);
    expect(horrors(r3.state)).toEqual([
      [2, 0],
      [1, 0],
      [-1, 0],
    ]);
    // The Scout on the Start, crossed by both horrors, is untouched.
    expect(hp(r3.state, 'scout')).toBe(3);
  });
});

describe('§6 Out of Time', () => {
  test('§6 Out of Time: from the phase it is revealed, every caver not on the Exit tests; failures are removed; it strikes again every hazard phase after', () => {
    const s = start({ cavers: TEAM, tiles: ['exit:D'], hazards: [], dice: [3, 4, 1, 2] });
    // Round 1: the climber reaches the Exit. The hazard deck holds only Out of Time.
    expect(view(s).hazardsLeft).toBe(1);
    const r1 = play(s, [explore('climber', 'N', 'S')]);
    expect(evs(r1.events, 'hazard').map((e) => e.card)).toEqual(['outoftime']);
    expect(tests(r1.events)).toEqual([
      ['medic', 'outoftime', 3, 0, false],
      ['engineer', 'outoftime', 4, 0, true],
      ['scout', 'outoftime', 1, 0, false],
    ]);
    expect(evs(r1.events, 'removed').map((e) => e.caver)).toEqual(['medic', 'scout']);
    const v1 = view(r1.state);
    expect(v1.cavers.map((c) => [c.id, c.state, c.at])).toEqual([
      ['climber', 'conscious', [0, -1]],
      ['medic', 'removed', null],
      ['engineer', 'conscious', [0, 0]],
      ['scout', 'removed', null],
    ]);
    expect([v1.over, v1.hazardsLeft, v1.outOfTime]).toEqual([false, 0, true]);
    // The token skips the removed medic; removed cavers take no turns.
    expect([v1.first, v1.turn]).toEqual(['engineer', 'engineer']);
    const r2 = run(r1.state, [act('engineer', 'end')]);
    expect(view(r2.state).turn).toBe('climber');
    // Round 2's hazard phase: Out of Time again (no card left); the engineer fails and is removed.
    const r3 = endRound(r2.state);
    expect(evs(r3.events, 'hazard').map((e) => e.card)).toEqual(['outoftime']);
    expect(tests(r3.events)).toEqual([['engineer', 'outoftime', 2, 0, false]]);
    // Nobody conscious is left off the Exit: the game ends, 3 cavers left behind = Failure.
    expect([view(r3.state).over, view(r3.state).result]).toEqual([true, 'failure']);
  });

  test("§6 Out of Time: unconscious cavers test too, without the Leader's +1", () => {
    const s = start({
      cavers: ['leader', 'medic', 'climber', 'scout'],
      tiles: ['cavein:T:2,5'],
      hazards: ['cavein'],
      dice: [2, 4, 4, 4, 3],
    });
    const r = rounds(s, [explore('leader', 'N', 'NES')], []);
    expect(tests(r.events)).toEqual([
      ['medic', 'outoftime', 4, 0, true],
      ['climber', 'outoftime', 4, 0, true],
      ['scout', 'outoftime', 4, 0, true],
      ['leader', 'outoftime', 3, 0, false],
    ]);
    expect(status(r.state, 'leader')).toBe('removed');
  });

  test('§6 Out of Time: a Diver under water takes the test too', () => {
    const s = start({
      cavers: ['diver', 'medic', 'climber', 'scout'],
      tiles: ['water:I'],
      hazards: [],
      dice: [6, 1, 6, 6, 6],
    });
    const r = play(s, [explore('diver', 'N', 'NS'), exert('diver'), act('diver', 'dive')]);
    expect(tests(r.events).map((t) => [t[0], t[1]])).toEqual([
      ['diver', 'exert'],
      ['diver', 'outoftime'],
      ['medic', 'outoftime'],
      ['climber', 'outoftime'],
      ['scout', 'outoftime'],
    ]);
    expect(status(r.state, 'diver')).toBe('removed');
    // Taken by the dark from under water: removed, and neither under water nor anywhere any more.
    expect(r.state.cavers.find((c) => c.id === 'diver')).toMatchObject({ removed: true, underwater: false, at: null });
  });
});

describe('§4 Unconscious: hazards pass an unconscious caver by', () => {
  test("§4 Unconscious: a Gas leak on an unconscious caver's tile costs nothing: no damage, no second faint", () => {
    // Round 1: the medic explores onto a gas tile and stays; Gas x2 takes 2, then 1: she faints at
    // the second. Round 2 (a Flood) passes; round 3's Gas leak finds her unconscious on the gas tile.
    const s = start({
      cavers: ['medic', 'scout', 'leader', 'diver'],
      tiles: ['gas:I'],
      hazards: ['gas-x2', 'flood', 'gas'],
    });
    const r1 = play(s, [explore('medic', 'N', 'NS')]);
    expect(evs(r1.events, 'damage').map((e) => [e.caver, e.amount, e.hp])).toEqual([
      ['medic', 2, 1],
      ['medic', 1, 0],
    ]);
    expect(evs(r1.events, 'faint').map((e) => e.caver)).toEqual(['medic']);
    expect(status(r1.state, 'medic')).toBe('unconscious');
    const r3 = play(play(r1.state, []).state, []);
    expect(evs(r3.events, 'hazard').map((e) => e.card)).toEqual(['gas']);
    expect(evs(r3.events, 'damage')).toEqual([]);
    expect(evs(r3.events, 'faint')).toEqual([]);
    expect(hp(r3.state, 'medic')).toBe(0);
  });

  test("§4 Unconscious: a Cave-in collapsing an unconscious caver's tile drops its rubble and costs nothing more", () => {
    // The scout explores onto a cave-in tile (faces 2 and 5). Three failed Tremor tests (a Tremor x2,
    // then a Tremor) leave her unconscious there; round 3's Cave-in rolls 2: rubble falls on her tile.
    const s = start({
      cavers: ['scout', 'medic', 'leader', 'diver'],
      tiles: ['cavein:T:2,5'],
      hazards: ['tremor-x2', 'tremor', 'cavein'],
      dice: [1, 6, 6, 6, 1, 6, 6, 6, 6, 6, 6, 1, 2],
    });
    const r2 = play(play(s, [explore('scout', 'E', 'NSW')]).state, []);
    expect(status(r2.state, 'scout')).toBe('unconscious');
    const r3 = play(r2.state, []);
    expect(evs(r3.events, 'rubble')).toEqual([{ t: 'rubble', at: [1, 0], on: true }]);
    expect(evs(r3.events, 'damage')).toEqual([]);
    expect(evs(r3.events, 'faint')).toEqual([]);
  });
});

describe('§6 the Exit', () => {
  test('§6 the Exit: a failed exert test there is rolled and costs nothing; a Tremor passes the Exit by', () => {
    const s = start({ cavers: TEAM, tiles: ['exit:D'], hazards: ['tremor'], dice: [1, 6, 6, 6] });
    const r = play(s, [explore('climber', 'N', 'S'), exert('climber')]);
    expect(tests(r.events)).toEqual([
      ['climber', 'exert', 1, 0, false],
      ['medic', 'tremor', 6, 0, true],
      ['engineer', 'tremor', 6, 0, true],
      ['scout', 'tremor', 6, 0, true],
    ]);
    expect(damage(r.events)).toEqual([['climber', 'exert', 3, 1]]);
    expect(evs(r.events, 'damage').map((e) => e.why)).toEqual(['exit']);
    expect(hp(r.state, 'climber')).toBe(3);
  });
});
