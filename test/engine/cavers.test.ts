// RULES.md §7: the eight cavers, every ability, passives included.
// Cave geometry: the Start tile is [0,0]; y grows south, so N of [0,0] is [0,-1].
import { describe, expect, test } from '@jest/globals';
import { legalActions } from '../../src/engine/index.js';
import { caver, rejected, start, view } from '../helpers/game.js';
import {
  act,
  at,
  choose,
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
  runTo,
  seq,
  status,
  tests,
  tile,
} from '../helpers/rules-kit.js';

describe('§7 Diver', () => {
  const diverGame = (hazards: ('flood' | 'tremor' | 'tremor-x2')[], dice: number[] = []) =>
    start({ cavers: ['diver', 'scout', 'medic', 'leader'], tiles: ['water:I', 'water:X', 'water:I'], hazards, dice });

  test('§7 Diver Dive: 2 AP on a water tile; she leaves the cave and only end remains this turn', () => {
    const s = diverGame(['flood'], [6]);
    expect(rejected(s, act('diver', 'dive'))).toMatch(/water/i);
    const a = seq(s, [explore('diver', 'N', 'NS')]);
    expect(rejected(a.state, act('diver', 'dive'))).toMatch(/2 AP/);
    const b = seq(a.state, [exert('diver'), act('diver', 'dive')]);
    expect(evs(b.events, 'dive').map((e) => e.caver)).toEqual(['diver']);
    expect(caver(b.state, 'diver')).toMatchObject({ state: 'underwater', at: null, hp: 3 });
    expect(legalActions(b.state)).toEqual([{ caver: 'diver', do: 'end' }]);
    expect(rejected(b.state, move('diver', 'S'))).toMatch(/under water|end/i);
  });

  test('§7 Diver: at her next turn she surfaces, as her whole turn, on any water tile, flooded or not', () => {
    const s = diverGame(['flood', 'flood'], [6]);
    // Round 1: she dives from [0,-1]; the medic reveals a second water tile at [1,0]; the Flood floods both.
    const r1 = play(s, [
      explore('diver', 'N', 'NS'),
      exert('diver'),
      act('diver', 'dive'),
      reveal('medic', 'E', 'NESW'),
    ]);
    expect(tile(r1.state, [1, 0]).flooded).toBe(true);
    // Round 2: the scout reveals a third water tile, dry (placed after the Flood).
    const a = seq(r1.state, [
      reveal('scout', 'W', 'EW'),
      act('scout', 'end'),
      act('medic', 'end'),
      act('leader', 'end'),
    ]);
    expect(view(a.state).turn).toBe('diver');
    expect(tile(a.state, [-1, 0]).flooded).toBe(false);
    expect(legalActions(a.state)).toEqual([
      { caver: 'diver', do: 'surface', at: [0, -1] },
      { caver: 'diver', do: 'surface', at: [-1, 0] },
      { caver: 'diver', do: 'surface', at: [1, 0] },
    ]);
    expect(rejected(a.state, act('diver', 'end'))).toMatch(/surface/i);
    expect(rejected(a.state, act('diver', 'reveal', { dir: 'N', open: 'NS' }))).toMatch(/surface/i);
    expect(rejected(a.state, act('diver', 'surface', { at: [0, 0] }))).toMatch(/water/i);
    const b = seq(a.state, [act('diver', 'surface', { at: [-1, 0] })]);
    expect(caver(b.state, 'diver')).toMatchObject({ state: 'conscious', at: [-1, 0] });
    expect(legalActions(b.state)).toEqual([{ caver: 'diver', do: 'end' }]);
    expect(rejected(b.state, move('diver', 'E'))).toMatch(/surfac/i);
  });

  test('§7 Diver: under water, a Tremor still reaches her', () => {
    const s = diverGame(['tremor'], [6, 1, 6, 6, 6]);
    const r = play(s, [explore('diver', 'N', 'NS'), exert('diver'), act('diver', 'dive')]);
    expect(tests(r.events)).toContainEqual(['diver', 'tremor', 1, 0, false]);
    expect(caver(r.state, 'diver')).toMatchObject({ state: 'underwater', hp: 2 });
  });

  test('§7 Diver: fainting under water, she surfaces unconscious at her next turn on a water tile her player picks (pending "surface")', () => {
    // Round 1: a Tremor takes her to 2; round 2 she dives and a Tremor x2 takes her to 0 under water.
    const s = diverGame(['tremor', 'tremor-x2', 'flood'], [1, 6, 6, 6, 6, 6, 6, 1, 6, 6, 6, 1]);
    const r1 = play(s, [explore('diver', 'N', 'NS'), reveal('medic', 'E', 'NESW')]);
    expect(hp(r1.state, 'diver')).toBe(2);
    const r2 = play(r1.state, [act('diver', 'dive')]);
    expect(caver(r2.state, 'diver')).toMatchObject({ hp: 0, state: 'unconscious', at: null });
    // Round 3 (medic first): at the diver's turn the game asks where she surfaces.
    const a = seq(r2.state, [act('medic', 'end'), act('leader', 'end')]);
    expect(view(a.state).pending).toEqual({
      kind: 'surface',
      chooser: 'diver',
      options: [
        [0, -1],
        [1, 0],
      ],
    });
    expect(rejected(a.state, act('diver', 'end'))).toMatch(/choice|choose/i);
    // Answered by choose: she lies unconscious on [1,0] and her turn is skipped.
    const b = seq(a.state, [choose('diver', 1)]);
    expect(caver(b.state, 'diver')).toMatchObject({ hp: 0, state: 'unconscious', at: [1, 0] });
    expect(evs(b.events, 'skip').map((e) => e.caver)).toEqual(['diver']);
    expect(view(b.state).turn).toBe('scout');
    // Or answered by surface with at.
    const c = seq(a.state, [act('diver', 'surface', { at: [0, -1] })]);
    expect(caver(c.state, 'diver')).toMatchObject({ hp: 0, state: 'unconscious', at: [0, -1] });
    expect(view(c.state).turn).toBe('scout');
  });

  test('§7 Diver Underwater gear: Floods never hurt her; she may Move and Run into flooded tiles, others may not', () => {
    const s = diverGame(['flood', 'flood', 'flood']);
    const r1 = play(s, [explore('diver', 'N', 'NS'), reveal('medic', 'E', 'NESW')]);
    expect(tile(r1.state, [0, -1]).flooded).toBe(true);
    expect(hp(r1.state, 'diver')).toBe(3);
    expect(evs(r1.events, 'damage').map((e) => [e.caver, e.cause, e.prevented, e.why])).toEqual([
      ['diver', 'flood', 1, 'gear'],
    ]);
    // Round 2: the medic cannot Move into the flooded tile; the diver can.
    const a = seq(r1.state, [act('scout', 'end')]);
    expect(rejected(a.state, move('medic', 'E'))).toMatch(/flooded/i);
    const r2 = play(a.state, [move('diver', 'S'), move('diver', 'E')]);
    expect(at(r2.state, 'diver')).toEqual([1, 0]);
    expect(hp(r2.state, 'diver')).toBe(3);
    // Round 3: she Runs through the Start into the other flooded tile.
    const r3 = seq(r2.state, [runTo('diver', 'W', 'N')]);
    expect(at(r3.state, 'diver')).toEqual([0, -1]);
  });
});

describe('§7 Scout', () => {
  test('§7 Scout Pathfinder: 3 times a game she discards the drawn tile and places the next (discard: true)', () => {
    const s = start({
      cavers: ['scout', 'medic', 'leader', 'climber'],
      tiles: ['gas:L', 'empty:X', 'gas:L', 'empty:X', 'gas:L', 'empty:X', 'gas:L', 'water:I'],
      hazards: ['flood'],
      dice: [6],
    });
    const a = seq(s, [reveal('scout', 'N', 'NESW', { discard: true })]);
    const ev = evs(a.events, 'reveal')[0];
    expect(ev.pathfinder).toEqual({ type: 'gas', shape: 'L' });
    expect(tile(a.state, [0, -1]).type).toBe('empty');
    expect(caver(a.state, 'scout').charges).toBe(2);
    expect(view(a.state).tilesLeft).toBe(6);
    const r1 = play(a.state, [
      reveal('scout', 'E', 'NESW', { discard: true }),
      exert('scout'),
      reveal('scout', 'S', 'NESW', { discard: true }),
    ]);
    expect(caver(r1.state, 'scout').charges).toBe(0);
    expect([tile(r1.state, [1, 0]).type, tile(r1.state, [0, 1]).type]).toEqual(['empty', 'empty']);
    // Round 2: the medic has no Pathfinder; the scout has used hers up.
    const b = seq(r1.state, []);
    expect(rejected(b.state, reveal('medic', 'W', 'NE', { discard: true }))).toMatch(/pathfinder/i);
    const c = seq(b.state, [act('medic', 'end'), act('leader', 'end'), act('climber', 'end')]);
    expect(rejected(c.state, reveal('scout', 'W', 'NE', { discard: true }))).toMatch(/pathfinder/i);
    const d = seq(c.state, [reveal('scout', 'W', 'NE')]);
    expect(tile(d.state, [-1, 0]).type).toBe('gas');
  });
});

describe('§7 Geologist', () => {
  test('§7 Geologist Intuition: the top tile is set aside at setup; she places either tile (keep: 0|1) and keeps the other', () => {
    const s = start({
      cavers: ['geologist', 'medic', 'leader', 'climber'],
      tiles: ['gas:L', 'empty:X', 'water:I', 'empty:I'],
    });
    expect(caver(s, 'geologist').aside).toBe('gas:L');
    expect(view(s).tilesLeft).toBe(3);
    // keep: 0 places the held tile; the one drawn is held instead.
    const a = seq(s, [reveal('geologist', 'N', 'ES', { keep: 0 })]);
    expect(tile(a.state, [0, -1]).type).toBe('gas');
    expect(caver(a.state, 'geologist').aside).toBe('empty:X');
    expect(view(a.state).tilesLeft).toBe(2);
    // keep: 1 places the one just drawn; the held tile stays aside.
    const b = seq(a.state, [reveal('geologist', 'E', 'EW', { keep: 1 })]);
    expect(tile(b.state, [1, 0]).type).toBe('water');
    expect(caver(b.state, 'geologist').aside).toBe('empty:X');
    expect(view(b.state).tilesLeft).toBe(1);
    // Another caver simply draws the top tile, and cannot use keep.
    const c = seq(b.state, [act('geologist', 'end')]);
    expect(rejected(c.state, reveal('medic', 'S', 'NS', { keep: 0 }))).toMatch(/geologist/i);
    const d = seq(c.state, [reveal('medic', 'S', 'NS')]);
    expect(tile(d.state, [0, 1]).type).toBe('empty');
    expect(caver(d.state, 'geologist').aside).toBe('empty:X');
  });

  test('§7 Geologist Quick dig: 1 AP removes rubble from an adjacent connected tile (others have no Quick dig)', () => {
    const s = start({
      cavers: ['geologist', 'medic', 'leader', 'climber'],
      tiles: ['empty:D', 'cavein:T:2,5', 'cavein:T:4,5'],
      hazards: ['cavein', 'flood'],
      dice: [5],
    });
    const r1 = play(s, [reveal('geologist', 'N', 'NES'), reveal('geologist', 'E', 'ESW')]);
    expect([tile(r1.state, [0, -1]).rubble, tile(r1.state, [1, 0]).rubble]).toEqual([true, true]);
    const a = seq(r1.state, []);
    expect(rejected(a.state, act('medic', 'quickdig', { dir: 'N' }))).toMatch(/quickdig/);
    const b = seq(a.state, [
      act('medic', 'end'),
      act('leader', 'end'),
      act('climber', 'end'),
      act('geologist', 'quickdig', { dir: 'N' }),
    ]);
    expect(tile(b.state, [0, -1]).rubble).toBe(false);
    expect(view(b.state).ap).toBe(1);
    expect(rejected(b.state, move('geologist', 'E'))).toMatch(/rubble/i);
    const c = seq(b.state, [act('geologist', 'quickdig', { dir: 'E' })]);
    expect(tile(c.state, [1, 0]).rubble).toBe(false);
    expect(view(c.state).ap).toBe(0);
  });

  test('§7 Geologist Quick dig: with no dir it clears her own tile', () => {
    // The bodyguard shares her cave-in tile, so the rubble falls on her without hurting her.
    const s = start({
      cavers: ['geologist', 'bodyguard', 'leader', 'climber'],
      tiles: ['empty:D', 'cavein:T:2,5'],
      hazards: ['cavein', 'flood'],
      dice: [2],
    });
    const r1 = play(s, [explore('geologist', 'N', 'NES'), move('bodyguard', 'N')]);
    expect(tile(r1.state, [0, -1]).rubble).toBe(true);
    expect(hp(r1.state, 'geologist')).toBe(3);
    const a = seq(r1.state, [
      act('bodyguard', 'end'),
      act('leader', 'end'),
      act('climber', 'end'),
      act('geologist', 'quickdig'),
    ]);
    expect(tile(a.state, [0, -1]).rubble).toBe(false);
    expect(view(a.state).ap).toBe(1);
  });
});

describe('§7 Engineer', () => {
  const layout = (bOpen: string, tiles: string[], hazards: 'flood'[], dice: number[]) => {
    // The climber explores [1,0] and reveals [1,-1] (open bOpen); the engineer explores [0,-1].
    const s = start({ cavers: ['climber', 'engineer', 'medic', 'leader'], tiles, hazards, dice });
    return seq(s, [explore('climber', 'E', 'NESW'), reveal('climber', 'N', bOpen)]);
  };

  test('§7 Engineer Demolition: 2 AP opens a wall between two tiles, then a Cave-in resolves at once (Careful: he loses 1)', () => {
    const base = layout('NES', ['empty:X', 'cavein:T:2,5', 'cavein:L:1,4'], ['flood', 'flood'], [4, 6]);
    const a = seq(base.state, [explore('engineer', 'N', 'SW')]);
    expect(rejected(a.state, move('engineer', 'E'))).toMatch(/wall/i);
    expect(rejected(a.state, act('engineer', 'demolish', { dir: 'E' }))).toMatch(/2 AP/);
    const a2 = seq(a.state, [exert('engineer')]);
    expect(rejected(a2.state, act('engineer', 'demolish', { dir: 'S' }))).toMatch(/no wall/i);
    const b = seq(a2.state, [act('engineer', 'demolish', { dir: 'E' })]);
    expect(evs(b.events, 'blast')).toEqual([{ t: 'blast', at: [0, -1], dir: 'E' }]);
    expect(evs(b.events, 'die')).toEqual([{ t: 'die', die: 4, why: 'cavein' }]);
    expect(tile(b.state, [0, -1])).toMatchObject({ open: 'ESW', blasted: 'E', rubble: true });
    expect(tile(b.state, [1, -1])).toMatchObject({ open: 'NESW', blasted: 'W', rubble: false });
    expect(hp(b.state, 'engineer')).toBe(2);
    expect(caver(b.state, 'engineer').charges).toBe(2);
    expect(view(b.state).ap).toBe(0);
    // Round 2 (engineer first): the gap is a connection.
    const r1 = endRound(b.state);
    const c = seq(r1.state, [move('engineer', 'E')]);
    expect(at(c.state, 'engineer')).toEqual([1, -1]);
  });

  test('§7 Engineer Demolition: opens a half connection and a wall facing an empty square (for a later Reveal), 3 times a game', () => {
    const base = layout(
      'ESW',
      ['empty:X', 'empty:T', 'empty:L', 'empty:I'],
      ['flood', 'flood', 'flood', 'flood'],
      [1, 6, 1, 1],
    );
    // [0,-1] is open S and W; [1,-1] opens W against its closed E side: a half connection, a wall.
    const a = seq(base.state, [explore('engineer', 'N', 'SW')]);
    expect(rejected(a.state, move('engineer', 'E'))).toMatch(/wall/i);
    const r1 = play(a.state, [exert('engineer'), act('engineer', 'demolish', { dir: 'E' })]);
    expect(tile(r1.state, [0, -1]).open).toBe('ESW');
    // Round 2 (engineer first): W is open to an empty square (no wall); N is a wall facing an empty square.
    expect(rejected(r1.state, act('engineer', 'demolish', { dir: 'W' }))).toMatch(/no wall/i);
    expect(rejected(r1.state, reveal('engineer', 'N', 'NS'))).toMatch(/wall/i);
    const r2 = play(r1.state, [act('engineer', 'demolish', { dir: 'N' })]);
    expect(tile(r2.state, [0, -1])).toMatchObject({ open: 'NESW', blasted: 'NE' });
    expect(caver(r2.state, 'engineer').charges).toBe(1);
    // Round 3: a Reveal through the blasted gap.
    const r3 = play(r2.state, [reveal('engineer', 'N', 'NS'), move('engineer', 'N')]);
    expect(at(r3.state, 'engineer')).toEqual([0, -2]);
    // Round 4: the third explosive, on a wall facing an empty square.
    const r4 = play(r3.state, [act('engineer', 'demolish', { dir: 'E' })]);
    expect(tile(r4.state, [0, -2]).open).toBe('NES');
    expect(caver(r4.state, 'engineer').charges).toBe(0);
    // Round 5: no explosive left.
    const b = seq(r4.state, [act('climber', 'end')]);
    expect(view(b.state).turn).toBe('engineer');
    expect(rejected(b.state, act('engineer', 'demolish', { dir: 'W' }))).toMatch(/explosive/i);
  });
  test("§7 Engineer Demolition: opens a half connection from his side too (his side open, the neighbour's closed)", () => {
    const s = start({
      cavers: ['climber', 'engineer', 'medic', 'leader'],
      tiles: ['empty:X', 'empty:X', 'empty:I'],
      hazards: ['flood', 'flood'],
      dice: [1],
    });
    const r1 = play(s, [
      explore('climber', 'E', 'NESW'),
      explore('climber', 'N', 'NESW'), // [1,-1] is open W
      reveal('engineer', 'N', 'NS'),
      move('engineer', 'E'), //           [0,-1] is closed E
    ]);
    const a = seq(r1.state, [move('engineer', 'N')]);
    expect(rejected(a.state, move('engineer', 'W'))).toMatch(/walled|wall/i);
    const b = seq(a.state, [exert('engineer'), act('engineer', 'demolish', { dir: 'W' })]);
    expect(tile(b.state, [0, -1])).toMatchObject({ open: 'NES', blasted: 'E' });
    expect(tile(b.state, [1, -1])).toMatchObject({ open: 'NESW', blasted: 'W' });
    expect(evs(b.events, 'die').map((e) => e.die)).toEqual([1]);
  });
});

describe('§7 Climber', () => {
  test('§7 Climber Quick knot: 1 AP puts a rope on her ledge or drop, with no test', () => {
    const s = start({
      cavers: ['climber', 'medic', 'leader', 'scout'],
      tiles: ['ledge:I', 'empty:I'],
      hazards: ['flood'],
      dice: [6],
    });
    expect(rejected(s, act('climber', 'quickknot'))).toMatch(/ledge/i);
    const a = seq(s, [explore('climber', 'N', 'NS')]);
    expect(tile(a.state, [0, -1])).toMatchObject({ type: 'ledge', arrow: 'N', rope: false });
    expect(rejected(a.state, reveal('climber', 'N', 'NS'))).toMatch(/ledge|arrow/i);
    const b = seq(a.state, [act('climber', 'quickknot')]);
    expect(tile(b.state, [0, -1]).rope).toBe(true);
    expect(evs(b.events, 'test')).toEqual([]);
    expect(view(b.state).ap).toBe(0);
    const c = seq(b.state, [exert('climber')]);
    expect(rejected(c.state, act('climber', 'quickknot'))).toMatch(/already/i);
    const d = seq(c.state, [reveal('climber', 'N', 'NS')]);
    expect(tile(d.state, [0, -2]).type).toBe('empty');
  });

  test('§7 Climber Agile: she may Move and Run into tunnels and tiles with rubble; others may not', () => {
    const s = start({
      cavers: ['medic', 'climber', 'leader', 'scout'],
      tiles: ['tunnel:I', 'cavein:T:2,5'],
      hazards: ['cavein', 'flood', 'flood', 'flood'],
      dice: [2],
    });
    const r1 = play(s, [reveal('medic', 'N', 'NS'), reveal('medic', 'E', 'ESW')]);
    expect(tile(r1.state, [1, 0]).rubble).toBe(true);
    // Round 2: a Run into the tunnel, back, and into the rubble.
    const a = seq(r1.state, [runTo('climber', 'N', 'S', 'E')]);
    expect(at(a.state, 'climber')).toEqual([1, 0]);
    const b = seq(a.state, [act('climber', 'end'), act('leader', 'end'), act('scout', 'end')]);
    expect(rejected(b.state, move('medic', 'N'))).toMatch(/tunnel/i);
    expect(rejected(b.state, move('medic', 'E'))).toMatch(/rubble/i);
    const r2 = endRound(b.state);
    // Round 3: a Move into the rubble; round 4: a Move into the tunnel.
    const r3 = play(r2.state, [move('climber', 'W'), move('climber', 'E')]);
    expect(at(r3.state, 'climber')).toEqual([1, 0]);
    const r4 = seq(r3.state, [move('climber', 'W'), move('climber', 'N')]);
    expect(at(r4.state, 'climber')).toEqual([0, -1]);
  });
});

describe('§7 Medic', () => {
  test('§7 Medic First aid: 1 AP, another caver on her tile regains 1 health, never herself, never above starting health', () => {
    const s = start({ cavers: ['medic', 'leader', 'climber', 'scout'], hazards: ['tremor'], dice: [1, 6, 1, 6] });
    const r1 = endRound(s);
    expect([hp(r1.state, 'medic'), hp(r1.state, 'climber')]).toEqual([2, 2]);
    const a = seq(r1.state, [act('leader', 'end'), act('climber', 'end'), act('scout', 'end')]);
    expect(rejected(a.state, act('medic', 'firstaid', { target: 'medic' }))).toMatch(/yourself/i);
    const b = seq(a.state, [act('medic', 'firstaid', { target: 'climber' })]);
    expect(hp(b.state, 'climber')).toBe(3);
    expect(view(b.state).ap).toBe(1);
    const c = seq(b.state, [act('medic', 'firstaid', { target: 'climber' })]);
    expect(hp(c.state, 'climber')).toBe(3);
    expect(hp(c.state, 'medic')).toBe(2);
  });

  test('§7 Medic First aid: an unconscious caver regains 1 health and wakes', () => {
    const s = start({
      cavers: ['climber', 'medic', 'leader', 'scout'],
      tiles: ['gas:L'],
      hazards: ['gas-x2', 'flood', 'flood'],
    });
    const r1 = play(s, [explore('climber', 'N', 'ES')]);
    expect(status(r1.state, 'climber')).toBe('unconscious');
    const r2 = endRound(r1.state); // the leak ends in round 2's hazard phase
    const a = seq(r2.state, [move('medic', 'N'), act('medic', 'firstaid', { target: 'climber' })]);
    expect(hp(a.state, 'medic')).toBe(3);
    expect(caver(a.state, 'climber')).toMatchObject({ hp: 1, state: 'conscious' });
    expect(evs(a.events, 'wake').map((e) => e.caver)).toEqual(['climber']);
    // Round 4: she takes her turn again.
    const r3 = endRound(a.state);
    const b = seq(r3.state, [act('scout', 'end')]);
    expect(view(b.state).turn).toBe('climber');
  });

  test('§7 Medic Sprint: 1 AP for up to two Moves; no Swim, no Squeeze', () => {
    const s = start({
      cavers: ['medic', 'leader', 'climber', 'scout'],
      tiles: ['empty:I', 'empty:I', 'tunnel:I', 'water:I'],
      hazards: ['flood', 'flood'],
    });
    const r1 = play(s, [
      explore('medic', 'N', 'NS'),
      explore('medic', 'N', 'NS'),
      reveal('leader', 'E', 'EW'),
      reveal('leader', 'W', 'EW'),
    ]);
    expect(tile(r1.state, [-1, 0]).flooded).toBe(true);
    const a = seq(r1.state, [act('leader', 'end'), act('climber', 'end'), act('scout', 'end')]);
    expect(rejected(a.state, act('medic', 'sprint', { path: ['S', 'S', 'S'] }))).toMatch(/1 to 2/);
    const b = seq(a.state, [act('medic', 'sprint', { path: ['S', 'S'] })]);
    expect(at(b.state, 'medic')).toEqual([0, 0]);
    expect(view(b.state).ap).toBe(1);
    expect(rejected(b.state, act('medic', 'sprint', { path: ['E'] }))).toMatch(/tunnel/i);
    expect(rejected(b.state, act('medic', 'sprint', { path: ['W'] }))).toMatch(/flooded/i);
  });
});

describe('§7 Bodyguard', () => {
  test.each([
    ['flood', 'water:I', 'NS', [] as number[], 4],
    ['gas', 'gas:L', 'ES', [], 3],
    ['cavein', 'cavein:T:2,5', 'NES', [2], 2],
    ['tremor', 'empty:I', 'NS', [1, 1, 6, 6], 4],
  ] as const)(
    '§7 Bodyguard Protector: others on his tile lose nothing to %s; he is not protected himself',
    (card, tileId, open, dice, guardHp) => {
      const s = start({
        cavers: ['bodyguard', 'medic', 'climber', 'leader'],
        tiles: [tileId],
        hazards: [card],
        dice: [...dice],
      });
      expect([caver(s, 'bodyguard').maxHp, caver(s, 'bodyguard').hp, caver(s, 'medic').hp]).toEqual([5, 5, 3]);
      const r = play(s, [explore('bodyguard', 'N', open), move('medic', 'N')]);
      expect(hp(r.state, 'bodyguard')).toBe(guardHp);
      expect(hp(r.state, 'medic')).toBe(3);
      const medicDamage = evs(r.events, 'damage').filter((e) => e.caver === 'medic');
      expect(medicDamage.map((e) => [e.cause, e.prevented > 0, e.why])).toEqual([[card, true, 'protected']]);
    },
  );

  test('§7 Bodyguard Protector: covers entering a gas tile during a leak, but not a failed exert test nor another gas tile', () => {
    const s = start({
      cavers: ['bodyguard', 'medic', 'climber', 'leader'],
      tiles: ['gas:L', 'gas:L'],
      hazards: ['gas', 'flood'],
      dice: [1],
    });
    const r1 = play(s, [explore('bodyguard', 'N', 'ES'), reveal('climber', 'E', 'NW')]);
    expect(hp(r1.state, 'bodyguard')).toBe(3);
    const a = seq(r1.state, [move('medic', 'N')]);
    expect(hp(a.state, 'medic')).toBe(3);
    const b = seq(a.state, [exert('medic'), act('medic', 'end')]);
    expect(tests(b.events)).toEqual([['medic', 'exert', 1, 0, false]]);
    expect(hp(b.state, 'medic')).toBe(2);
    const c = seq(b.state, [move('climber', 'E')]);
    expect(hp(c.state, 'climber')).toBe(1);
  });

  // The bodyguard, at 1 health after a Gas x2, stands on the Start with the others for a Tremor x2.
  const x2Game = () => {
    const s = start({
      cavers: ['leader', 'bodyguard', 'medic', 'climber'],
      tiles: ['gas:L'],
      hazards: ['gas-x2', 'tremor-x2'],
      dice: [1, 1, 1, 6, 1, 6, 6],
    });
    const r1 = play(s, [explore('bodyguard', 'N', 'ES')]);
    expect(hp(r1.state, 'bodyguard')).toBe(1);
    return play(r1.state, [move('bodyguard', 'S')]);
  };

  test('§7 Bodyguard Protector: if he faints in the first half of an x2 card, the second half hits the others normally', () => {
    const r = x2Game();
    expect(tests(r.events).map((t) => t[0])).toEqual([
      'bodyguard',
      'medic',
      'climber',
      'leader',
      'medic',
      'climber',
      'leader',
    ]);
    expect(status(r.state, 'bodyguard')).toBe('unconscious');
    expect(hp(r.state, 'medic')).toBe(2);
    expect(damage(r.events).filter((d) => d[0] === 'medic')).toEqual([
      ['medic', 'tremor', 3, 1],
      ['medic', 'tremor', 2, 0],
    ]);
  });

  test('§7 Bodyguard Protector: within one application, cavers rolling after he faints are still protected (decision)', () => {
    const r = x2Game();
    expect(hp(r.state, 'climber')).toBe(3);
    expect(
      evs(r.events, 'damage')
        .filter((e) => e.caver === 'climber')
        .map((e) => e.why),
    ).toEqual(['protected']);
  });

  test('§7 Bodyguard Protector: a Flood that knocks him out still spares the caver after him on his tile (decision)', () => {
    // Two Tremor x2 cards wear him down to 1; in round 3 (the climber first) the Flood hits the
    // water tile [0,-1] where he and the medic stand: he faints, the medic after him loses nothing.
    const s = start({
      cavers: ['bodyguard', 'medic', 'climber', 'leader'],
      tiles: ['water:I'],
      hazards: ['tremor-x2', 'tremor-x2', 'flood'],
      dice: [1, 6, 6, 6, 1, 6, 6, 6, 6, 6, 6, 1, 6, 6, 6, 1],
    });
    let r = play(s, [explore('bodyguard', 'N', 'NS'), move('medic', 'N')]);
    r = endRound(r.state);
    expect(hp(r.state, 'bodyguard')).toBe(1);
    r = endRound(r.state);
    expect(
      evs(r.events, 'damage')
        .filter((e) => e.cause === 'flood')
        .map((e) => [e.caver, e.amount, e.why ?? null]),
    ).toEqual([
      ['bodyguard', 1, null],
      ['medic', 0, 'protected'],
    ]);
    expect([status(r.state, 'bodyguard'), hp(r.state, 'medic')]).toEqual(['unconscious', 3]);
  });

  test('§7 Bodyguard Repel: 1 AP removes a horror from an adjacent connected tile; not through a wall', () => {
    const s = start({
      cavers: ['scout', 'bodyguard', 'medic', 'leader'],
      tiles: ['empty:X', 'empty:X', 'horror:D'],
      hazards: ['horror', 'flood'],
      dice: [6],
    });
    const r1 = play(s, [
      explore('bodyguard', 'E', 'NESW'),
      explore('bodyguard', 'N', 'NESW'),
      reveal('medic', 'N', 'S'),
    ]);
    expect(horrors(r1.state)).toEqual([[0, -1]]);
    // Round 2 (bodyguard first), at [1,-1]: the horror at [0,-1] is beside him behind a wall.
    expect(rejected(r1.state, act('bodyguard', 'repel', { dir: 'W' }))).toMatch(/connected/i);
    expect(rejected(r1.state, act('bodyguard', 'repel', { dir: 'S' }))).toMatch(/no horror/i);
    const a = seq(r1.state, [
      move('bodyguard', 'S'),
      move('bodyguard', 'W'),
      exert('bodyguard'),
      act('bodyguard', 'repel', { dir: 'N' }),
    ]);
    expect(horrors(a.state)).toEqual([]);
    expect(evs(a.events, 'horror-gone').map((e) => [e.at, e.why])).toEqual([[[0, -1], 'repel']]);
    expect(view(a.state).ap).toBe(0);
  });

  test('§7 Bodyguard Repel: not a horror on the Exit (§8: the caver on the Exit is untouched by it)', () => {
    // The engineer blows the Exit's back wall open; a horror tile lies beyond, so a horror can cross the Exit.
    const s = start({
      cavers: ['engineer', 'bodyguard', 'medic', 'leader'],
      tiles: ['exit:D', 'horror:D'],
      hazards: ['flood', 'horror', 'flood', 'flood'],
      dice: [1, 6],
    });
    const r1 = play(s, [explore('engineer', 'N', 'S'), exert('engineer'), act('engineer', 'demolish', { dir: 'N' })]);
    expect(tile(r1.state, [0, -1]).open).toBe('NS');
    const r2 = play(r1.state, [reveal('engineer', 'N', 'S')]);
    expect(horrors(r2.state)).toEqual([[0, -2]]);
    const r3 = endRound(r2.state);
    expect(horrors(r3.state)).toEqual([[0, -1]]);
    expect(evs(r3.events, 'contact')).toEqual([]);
    expect(hp(r3.state, 'engineer')).toBe(3);
    const a = seq(r3.state, [act('leader', 'end'), act('engineer', 'end')]);
    expect(view(a.state).turn).toBe('bodyguard');
    expect(rejected(a.state, act('bodyguard', 'repel', { dir: 'N' }))).toMatch(/exit/i);
  });
});

describe('§7 Leader', () => {
  test('§7 Leader Direct: once per round, another conscious caver at once takes a 1-AP action of its own choice', () => {
    const s = start({
      cavers: ['leader', 'climber', 'medic', 'scout'],
      tiles: ['empty:I'],
      hazards: ['flood', 'flood'],
    });
    expect(rejected(s, act('leader', 'direct', { target: 'leader', action: { do: 'move', dir: 'N' } }))).toMatch(
      /yourself/i,
    );
    expect(rejected(s, act('leader', 'direct', { target: 'medic', action: { do: 'heal', target: 'medic' } }))).toMatch(
      /1-AP/,
    );
    const a = seq(s, [act('leader', 'direct', { target: 'climber', action: { do: 'explore', dir: 'N', open: 'NS' } })]);
    expect(at(a.state, 'climber')).toEqual([0, -1]);
    expect(at(a.state, 'leader')).toEqual([0, 0]);
    expect(view(a.state).ap).toBe(1);
    expect(rejected(a.state, act('leader', 'direct', { target: 'medic', action: { do: 'move', dir: 'N' } }))).toMatch(
      /already/i,
    );
    // The directed caver's own turn still has its 2 AP.
    const b = seq(a.state, [act('leader', 'end')]);
    expect([view(b.state).turn, view(b.state).ap]).toEqual(['climber', 2]);
    // Round 2: Direct is ready again; the medic takes her own 1-AP ability, Sprint.
    const r1 = endRound(b.state);
    const c = seq(r1.state, [act('leader', 'direct', { target: 'medic', action: { do: 'sprint', path: ['N'] } })]);
    expect(at(c.state, 'medic')).toEqual([0, -1]);
    expect(view(c.state).ap).toBe(1);
  });

  test('§7 Leader Direct: not an unconscious caver', () => {
    const s = start({
      cavers: ['climber', 'leader', 'medic', 'scout'],
      tiles: ['cavein:T:2,5'],
      hazards: ['cavein', 'flood'],
      dice: [2],
    });
    const r1 = play(s, [explore('climber', 'N', 'NES')]);
    expect(status(r1.state, 'climber')).toBe('unconscious');
    expect(
      rejected(r1.state, act('leader', 'direct', { target: 'climber', action: { do: 'move', dir: 'S' } })),
    ).toMatch(/conscious/i);
  });

  test('§7 Leader Direct: not a caver under water', () => {
    const s = start({
      cavers: ['diver', 'leader', 'medic', 'scout'],
      tiles: ['water:I'],
      hazards: ['flood'],
      dice: [6],
    });
    const a = seq(s, [explore('diver', 'N', 'NS'), exert('diver'), act('diver', 'dive'), act('diver', 'end')]);
    expect(view(a.state).turn).toBe('leader');
    expect(rejected(a.state, act('leader', 'direct', { target: 'diver', action: { do: 'move', dir: 'S' } }))).toMatch(
      /on a tile|under water/i,
    );
  });

  test('§7 Leader Experienced: +1 to her own skill tests', () => {
    const s = start({ cavers: ['leader', 'climber', 'medic', 'scout'], hazards: ['tremor'], dice: [3, 3, 3, 6, 6] });
    const r = play(s, [exert('leader')]);
    expect(tests(r.events)).toEqual([
      ['leader', 'exert', 3, 1, true],
      ['leader', 'tremor', 3, 1, true],
      ['climber', 'tremor', 3, 0, false],
      ['medic', 'tremor', 6, 0, true],
      ['scout', 'tremor', 6, 0, true],
    ]);
    expect([hp(r.state, 'leader'), hp(r.state, 'climber')]).toEqual([3, 2]);
  });
});
