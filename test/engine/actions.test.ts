// RULES.md §4: turns and actions. AP costs of every basic and hazard action, exert and its
// end-of-turn test, skill tests and the Leader's +1, fainting and waking, health caps, and the
// illegal actions the engine must refuse with a reason.
import { describe, expect, test } from '@jest/globals';
import { legalActions } from '../../src/engine/index.js';
import type { CaverId, GameEvent, GameState } from '../../src/engine/types.js';
import { caver, end, rejected, run, start, view, type Act } from '../helpers/game.js';

// No Geologist (top tile aside), no Leader (+1), no Bodyguard (protection), no Climber or Diver as
// movers (they may enter rubble, tunnels, flooded tiles).
const TEAM: CaverId[] = ['medic', 'scout', 'engineer', 'climber'];

const of = <T extends GameEvent['t']>(events: readonly GameEvent[], t: T) =>
  events.filter((e): e is Extract<GameEvent, { t: T }> => e.t === t);
const costs = (events: readonly GameEvent[]) => of(events, 'action').map((e) => [e.action.do, e.cost]);
const at = (s: GameState, id: CaverId) => caver(s, id).at;
const mv = (c: CaverId, dir: string): Act => ({ caver: c, do: 'move', dir });
const listed = (s: GameState, a: Act) => legalActions(s).some((l) => JSON.stringify(l) === JSON.stringify(a));

describe('§4 Action points', () => {
  test('§4 Reveal, Move and Explore cost 1 AP; Run and Heal cost 2; the same action may be repeated', () => {
    let s = start({ cavers: TEAM, tiles: ['empty:X', 'empty:X', 'empty:X'], hazards: ['flood'] });
    let r = run(s, [{ caver: 'medic', do: 'reveal', dir: 'N', open: 'NESW' }]);
    expect(view(r.state).ap).toBe(1);
    expect(at(r.state, 'medic')).toEqual([0, 0]);
    r = run(r.state, [mv('medic', 'N')]);
    expect(view(r.state).ap).toBe(0);
    expect(at(r.state, 'medic')).toEqual([0, -1]);
    s = run(r.state, [end('medic')]).state;
    r = run(s, [{ caver: 'scout', do: 'explore', dir: 'E', open: 'NESW' }]);
    expect(costs(r.events)).toEqual([['explore', 1]]);
    expect([view(r.state).ap, ...at(r.state, 'scout')!]).toEqual([1, 1, 0]);
    r = run(r.state, [{ caver: 'scout', do: 'explore', dir: 'E', open: 'NESW' }]);
    expect([view(r.state).ap, ...at(r.state, 'scout')!]).toEqual([0, 2, 0]);
    s = run(r.state, [end('scout')]).state;
    r = run(s, [{ caver: 'engineer', do: 'run', path: ['E', 'E', 'W'] }]);
    expect(costs(r.events)).toEqual([['run', 2]]);
    expect(of(r.events, 'move').map((e) => e.to)).toEqual([
      [1, 0],
      [2, 0],
      [1, 0],
    ]);
    expect([view(r.state).ap, ...at(r.state, 'engineer')!]).toEqual([0, 1, 0]);
    s = run(r.state, [end('engineer')]).state;
    r = run(s, [{ caver: 'climber', do: 'heal', target: 'climber' }]);
    expect(costs(r.events)).toEqual([['heal', 2]]);
    expect(view(r.state).ap).toBe(0);
  });

  test('§4 an action costing more AP than are left is rejected, naming the cost; AP need not all be spent', () => {
    let s = start({ cavers: TEAM, tiles: ['empty:X'], hazards: ['flood'] });
    s = run(s, [{ caver: 'medic', do: 'explore', dir: 'N', open: 'NESW' }]).state;
    const why = rejected(s, { caver: 'medic', do: 'run', path: ['S'] });
    expect(why).toMatch(/costs 2 AP/);
    expect(why).toMatch(/has 1/);
    expect(rejected(s, { caver: 'medic', do: 'heal', target: 'medic' })).toMatch(/costs 2 AP/);
    s = run(s, [mv('medic', 'S')]).state;
    expect(view(s).ap).toBe(0);
    expect(rejected(s, mv('medic', 'N'))).toMatch(/costs 1 AP .* has 0/);
    // The scout ends with both AP unspent: the turn simply passes on.
    s = run(s, [end('medic'), end('scout')]).state;
    expect(view(s).turn).toBe('engineer');
    expect(view(s).ap).toBe(2);
  });
});

describe('§4 Exert', () => {
  test('§4 Exert gives a third and final AP, once per turn, even at 0 AP; it can pay half of a 2-AP action', () => {
    let s = start({ cavers: TEAM, tiles: ['empty:X'], hazards: ['flood'], dice: [6] });
    s = run(s, [{ caver: 'medic', do: 'explore', dir: 'N', open: 'NESW' }]).state;
    expect(rejected(s, { caver: 'medic', do: 'run', path: ['S'] })).toMatch(/exert for one more/);
    let r = run(s, [{ caver: 'medic', do: 'exert' }]);
    expect(view(r.state).ap).toBe(2);
    expect(rejected(r.state, { caver: 'medic', do: 'exert' })).toMatch(/already exerted/);
    r = run(r.state, [{ caver: 'medic', do: 'run', path: ['S'] }]);
    expect(costs(r.events)).toEqual([['run', 2]]);
    expect(at(r.state, 'medic')).toEqual([0, 0]);
    expect(view(r.state).ap).toBe(0);
  });

  test('§4 Exert at 0 AP gives exactly one more AP; a second exert is rejected', () => {
    let s = start({ cavers: TEAM, tiles: ['empty:X', 'empty:X', 'empty:X'], hazards: ['flood'], dice: [6] });
    s = run(s, [
      { caver: 'medic', do: 'explore', dir: 'N', open: 'NESW' },
      { caver: 'medic', do: 'explore', dir: 'N', open: 'NESW' },
    ]).state;
    expect(view(s).ap).toBe(0);
    expect(listed(s, { caver: 'medic', do: 'exert' })).toBe(true);
    s = run(s, [{ caver: 'medic', do: 'exert' }]).state;
    expect(view(s).ap).toBe(1);
    expect(rejected(s, { caver: 'medic', do: 'exert' })).toMatch(/already exerted this turn/);
    s = run(s, [{ caver: 'medic', do: 'explore', dir: 'N', open: 'NESW' }]).state;
    expect(at(s, 'medic')).toEqual([0, -3]);
    expect(view(s).ap).toBe(0);
    expect(legalActions(s)).toEqual([{ caver: 'medic', do: 'end' }]);
  });

  test('§4 Exert: a failed end-of-turn test costs 1 health, not AP', () => {
    let s = start({ cavers: TEAM, tiles: ['empty:X'], hazards: ['flood'], dice: [3] });
    s = run(s, [
      { caver: 'medic', do: 'exert' },
      { caver: 'medic', do: 'explore', dir: 'N', open: 'NESW' },
    ]).state;
    expect(caver(s, 'medic').hp).toBe(3); // nothing yet: the test is at the end of the turn
    expect(view(s).ap).toBe(2);
    const r = run(s, [end('medic')]);
    expect(of(r.events, 'test')).toEqual([{ t: 'test', caver: 'medic', why: 'exert', die: 3, bonus: 0, ok: false }]);
    expect(of(r.events, 'damage')).toEqual([
      expect.objectContaining({ caver: 'medic', cause: 'exert', amount: 1, hp: 2 }),
    ]);
    expect(caver(r.state, 'medic').hp).toBe(2);
    expect(view(r.state).turn).toBe('scout');
    expect(view(r.state).ap).toBe(2);
  });

  test('§4 Exert: a 4 passes the end-of-turn test; exerting without spending the AP still tests', () => {
    let s = start({ cavers: TEAM, hazards: ['flood'], dice: [4, 2] });
    let r = run(s, [{ caver: 'medic', do: 'exert' }, end('medic')]);
    expect(of(r.events, 'test').map((e) => [e.caver, e.why, e.die, e.ok])).toEqual([['medic', 'exert', 4, true]]);
    expect(caver(r.state, 'medic').hp).toBe(3);
    r = run(r.state, [{ caver: 'scout', do: 'exert' }, end('scout')]);
    expect(of(r.events, 'test').map((e) => [e.caver, e.die, e.ok])).toEqual([['scout', 2, false]]);
    expect(caver(r.state, 'scout').hp).toBe(2);
  });

  test('§4 no exert, no end-of-turn test (no die is used)', () => {
    let s = start({ cavers: TEAM, hazards: ['flood'], dice: [1, 6] });
    const r = run(s, [end('medic'), { caver: 'scout', do: 'exert' }, end('scout')]);
    // The medic did not exert: the first die (1) is the scout's.
    expect(of(r.events, 'test').map((e) => [e.caver, e.die])).toEqual([['scout', 1]]);
    expect(caver(r.state, 'medic').hp).toBe(3);
    expect(caver(r.state, 'scout').hp).toBe(2);
  });
});

describe('§4 Skill tests', () => {
  test('§4 the Leader adds 1 to its own tests: a 3 passes for it and fails for the others', () => {
    const team: CaverId[] = ['leader', 'medic', 'scout', 'engineer'];
    let s = start({ cavers: team, hazards: ['flood'], dice: [3, 3] });
    const r = run(s, [{ caver: 'leader', do: 'exert' }, end('leader'), { caver: 'medic', do: 'exert' }, end('medic')]);
    expect(of(r.events, 'test').map((e) => [e.caver, e.die, e.bonus, e.ok])).toEqual([
      ['leader', 3, 1, true],
      ['medic', 3, 0, false],
    ]);
    expect([caver(r.state, 'leader').hp, caver(r.state, 'medic').hp]).toEqual([3, 2]);
  });

  test("§4 the Leader's +1 only while conscious: unconscious, a 3 fails its Out of Time test", () => {
    // The leader faints on a cave-in tile (round 1); round 2 reveals Out of Time.
    const team: CaverId[] = ['leader', 'medic', 'scout', 'engineer'];
    let s = start({ cavers: team, tiles: ['cavein:L:1,5'], hazards: ['cavein'], dice: [1, 6, 6, 6, 3] });
    s = run(s, [
      { caver: 'leader', do: 'explore', dir: 'E', open: 'NW' },
      end('leader'),
      end('medic'),
      end('scout'),
      end('engineer'),
    ]).state;
    expect(caver(s, 'leader').state).toBe('unconscious');
    const r = run(s, [end('medic'), end('scout'), end('engineer')]);
    expect(of(r.events, 'test').map((e) => [e.caver, e.why, e.die, e.bonus, e.ok])).toEqual([
      ['medic', 'outoftime', 6, 0, true],
      ['scout', 'outoftime', 6, 0, true],
      ['engineer', 'outoftime', 6, 0, true],
      ['leader', 'outoftime', 3, 0, false],
    ]);
    expect(caver(r.state, 'leader').state).toBe('removed');
  });

  test("§4 the conscious Leader's +1 also counts against Out of Time", () => {
    const team: CaverId[] = ['leader', 'medic', 'scout', 'engineer'];
    const s = start({ cavers: team, hazards: [], dice: [3, 4, 4, 4] });
    const r = run(s, team.map(end));
    expect(of(r.events, 'test')[0]).toEqual({
      t: 'test',
      caver: 'leader',
      why: 'outoftime',
      die: 3,
      bonus: 1,
      ok: true,
    });
    expect(caver(r.state, 'leader').state).toBe('conscious');
  });
});

// Round 1: the scout explores onto a gas tile and the Gas card leaves it at 1 health; the leak lasts
// until the next hazard phase. Round 2 starts with the scout.
const gassed = (dice: number[] = []) => {
  const s = start({ cavers: TEAM, tiles: ['gas:L'], hazards: ['gas', 'flood', 'flood'], dice });
  return run(s, [
    end('medic'),
    { caver: 'scout', do: 'explore', dir: 'N', open: 'ES' },
    end('scout'),
    end('engineer'),
    end('climber'),
  ]).state;
};

describe('§4 Unconscious', () => {
  test('§4 fainting during its own turn, a caver loses the rest of it (AP and the exert test)', () => {
    let s = gassed();
    expect(caver(s, 'scout').hp).toBe(1);
    expect(view(s).gasLeak).toBe(true);
    expect(view(s).turn).toBe('scout');
    s = run(s, [{ caver: 'scout', do: 'exert' }, mv('scout', 'S')]).state;
    expect(view(s).ap).toBe(2);
    const r = run(s, [mv('scout', 'N')]);
    expect(of(r.events, 'faint').map((e) => e.caver)).toEqual(['scout']);
    expect(of(r.events, 'test')).toEqual([]); // no exert test
    const v = view(r.state);
    expect(caver(r.state, 'scout')).toMatchObject({ hp: 0, state: 'unconscious', at: [0, -1] });
    expect([v.turn, v.ap]).toEqual(['engineer', 2]);
    expect(rejected(r.state, mv('scout', 'S'))).toMatch(/engineer's turn/);
  });

  test('§4 (decision) a caver who faints during a Run stops there: the rest of the path and of the turn is lost', () => {
    const s = gassed();
    const r = run(s, [
      { caver: 'scout', do: 'exert' },
      { caver: 'scout', do: 'run', path: ['S', 'N', 'S'] },
    ]);
    expect(of(r.events, 'move').map((e) => e.to)).toEqual([
      [0, 0],
      [0, -1],
    ]);
    expect(caver(r.state, 'scout')).toMatchObject({ hp: 0, state: 'unconscious', at: [0, -1] });
    expect(of(r.events, 'test')).toEqual([]);
    expect([view(r.state).turn, view(r.state).ap]).toEqual(['engineer', 2]);
  });

  test('§4 an unconscious caver wakes the moment it regains 1 health, and then takes its turn', () => {
    let s = gassed([6]);
    s = run(s, [{ caver: 'scout', do: 'exert' }, mv('scout', 'S'), mv('scout', 'N')]).state;
    // Round 2 goes on without the scout; the Flood card (no water tile) ends the leak.
    s = run(s, [end('engineer'), end('climber'), end('medic')]).state;
    expect(view(s).round).toBe(3);
    expect(view(s).gasLeak).toBe(false);
    expect(view(s).turn).toBe('engineer');
    const r = run(s, [
      mv('engineer', 'N'),
      { caver: 'engineer', do: 'exert' },
      { caver: 'engineer', do: 'heal', target: 'scout' },
    ]);
    expect(of(r.events, 'wake').map((e) => e.caver)).toEqual(['scout']);
    expect(caver(r.state, 'scout')).toMatchObject({ hp: 1, state: 'conscious' });
    // Round 3: engineer, climber, medic, scout: the scout, awake again, gets its turn.
    s = run(r.state, [end('engineer'), end('climber'), end('medic')]).state;
    expect(view(s).turn).toBe('scout');
    expect(view(s).ap).toBe(2);
    expect(listed(s, mv('scout', 'S'))).toBe(true);
  });

  test('§4 Heal: you or another caver on your tile regains 1 health, never above the starting health', () => {
    let s = start({ cavers: TEAM, hazards: ['tremor', 'flood'], dice: [1, 1, 6, 6] });
    s = run(s, TEAM.map(end)).state; // Tremor: medic and scout lose 1
    expect(view(s).cavers.map((c) => c.hp)).toEqual([2, 2, 3, 3]);
    // Round 2 starts with the scout: heals itself.
    let r = run(s, [{ caver: 'scout', do: 'heal', target: 'scout' }]);
    expect(of(r.events, 'heal')).toEqual([{ t: 'heal', caver: 'scout', by: 'scout', hp: 3 }]);
    r = run(r.state, [end('scout'), { caver: 'engineer', do: 'heal', target: 'medic' }]);
    expect(caver(r.state, 'medic').hp).toBe(3);
    // At full health Heal is legal and does nothing (decision).
    r = run(r.state, [end('engineer'), { caver: 'climber', do: 'heal', target: 'medic' }]);
    expect(caver(r.state, 'medic')).toMatchObject({ hp: 3, maxHp: 3 });
  });

  test('§4 Heal on a caver not on your tile is rejected', () => {
    let s = start({ cavers: TEAM, tiles: ['empty:X'], hazards: ['flood'] });
    s = run(s, [{ caver: 'medic', do: 'explore', dir: 'N', open: 'NESW' }, end('medic')]).state;
    expect(rejected(s, { caver: 'scout', do: 'heal', target: 'medic' })).toMatch(/medic is not on your tile/);
    expect(rejected(s, { caver: 'scout', do: 'heal', target: 'nobody' })).toMatch(/target/);
    expect(listed(s, { caver: 'scout', do: 'heal', target: 'engineer' })).toBe(true);
  });
});

describe('§4 Movement and its limits', () => {
  test('§4 Move only to an adjacent connected tile: not through a wall, not to an empty square, not diagonally', () => {
    let s = start({ cavers: TEAM, tiles: ['empty:D'], hazards: ['flood'] });
    expect(rejected(s, mv('medic', 'E'))).toMatch(/no tile to the east/);
    expect(rejected(s, mv('medic', 'NE'))).toMatch(/N, E, S, W/);
    s = run(s, [{ caver: 'medic', do: 'explore', dir: 'N', open: 'S' }]).state;
    expect(at(s, 'medic')).toEqual([0, -1]);
    expect(rejected(s, mv('medic', 'N'))).toMatch(/wall to the north/);
    expect(rejected(s, mv('medic', 'W'))).toMatch(/wall to the west/);
    expect(legalActions(s).filter((a) => a.do === 'move')).toEqual([{ caver: 'medic', do: 'move', dir: 'S' }]);
    s = run(s, [{ caver: 'medic', do: 'exert' }]).state;
    expect(rejected(s, { caver: 'medic', do: 'run', path: ['S', 'E'] })).toMatch(/step 2: no tile to the east/);
  });

  test('§4 Run: up to three Moves for 2 AP; none, or four, is rejected', () => {
    let s = start({ cavers: TEAM, tiles: ['empty:I', 'empty:I', 'empty:I'], hazards: ['flood'], dice: [6] });
    s = run(s, [
      { caver: 'medic', do: 'explore', dir: 'N', open: 'NS' },
      { caver: 'medic', do: 'explore', dir: 'N', open: 'NS' },
      { caver: 'medic', do: 'exert' },
      { caver: 'medic', do: 'explore', dir: 'N', open: 'NS' },
      end('medic'),
    ]).state;
    expect(rejected(s, { caver: 'scout', do: 'run', path: ['N', 'N', 'N', 'S'] })).toMatch(/1 to 3/);
    expect(rejected(s, { caver: 'scout', do: 'run', path: [] })).toMatch(/1 to 3/);
    const runs = legalActions(s)
      .filter((a) => a.do === 'run')
      .map((a) => (a as unknown as { path: string[] }).path.join(''));
    expect(runs.sort()).toEqual(['N', 'NN', 'NNN', 'NNS', 'NS', 'NSN']);
    const r = run(s, [{ caver: 'scout', do: 'run', path: ['N', 'N', 'N'] }]);
    expect(at(r.state, 'scout')).toEqual([0, -3]);
    expect(view(r.state).ap).toBe(0);
  });

  test('§4 Move, Run and Explore cannot enter a tunnel; Squeeze (2 AP) can; leaving it is a plain Move', () => {
    let s = start({ cavers: TEAM, tiles: ['tunnel:I', 'empty:X', 'empty:X'], hazards: ['flood'], dice: [6] });
    // Explore may enter a just-revealed tunnel (§4).
    s = run(s, [{ caver: 'medic', do: 'explore', dir: 'N', open: 'NS' }]).state;
    expect(at(s, 'medic')).toEqual([0, -1]);
    s = run(s, [{ caver: 'medic', do: 'explore', dir: 'N', open: 'NESW' }, end('medic')]).state;
    expect(rejected(s, mv('scout', 'N'))).toMatch(/tunnel: Squeeze/);
    expect(rejected(s, { caver: 'scout', do: 'run', path: ['N', 'N'] })).toMatch(/step 1: .*tunnel/);
    expect(legalActions(s).some((a) => a.do === 'run' && (a as unknown as { path: string[] }).path[0] === 'N')).toBe(
      false,
    );
    expect(rejected(s, { caver: 'scout', do: 'squeeze', dir: 'E' })).toMatch(/no tile to the east/);
    let r = run(s, [{ caver: 'scout', do: 'squeeze', dir: 'N' }]);
    expect(costs(r.events)).toEqual([['squeeze', 2]]);
    expect(at(r.state, 'scout')).toEqual([0, -1]);
    s = run(r.state, [
      end('scout'),
      { caver: 'engineer', do: 'reveal', dir: 'E', open: 'NESW' },
      { caver: 'engineer', do: 'exert' },
    ]).state;
    expect(rejected(s, { caver: 'engineer', do: 'squeeze', dir: 'E' })).toMatch(/Squeeze only enters tunnels/);
    s = run(s, [end('engineer'), end('climber')]).state;
    // Round 2, the scout leaves the tunnel with a Move (1 AP), either way.
    r = run(s, [mv('scout', 'N')]);
    expect(at(r.state, 'scout')).toEqual([0, -2]);
    expect(view(r.state).ap).toBe(1);
  });

  test('§4 a flooded tile is entered only by Swim (2 AP); leaving it is a Move unless into another flooded tile', () => {
    let s = start({ cavers: TEAM, tiles: ['water:I', 'water:I', 'empty:X'], hazards: ['flood', 'flood'], dice: [6] });
    s = run(s, [
      { caver: 'medic', do: 'explore', dir: 'N', open: 'NS' },
      { caver: 'medic', do: 'reveal', dir: 'N', open: 'NS' },
      end('medic'),
      { caver: 'scout', do: 'reveal', dir: 'E', open: 'NESW' },
      end('scout'),
      end('engineer'),
      end('climber'),
    ]).state;
    expect(
      view(s)
        .tiles.filter((t) => t.flooded)
        .map((t) => t.at),
    ).toEqual([
      [0, -1],
      [0, -2],
    ]);
    expect(caver(s, 'medic').hp).toBe(2); // the Flood hurt the medic standing on water
    // Round 2: scout, engineer, climber, medic.
    expect(rejected(s, mv('scout', 'N'))).toMatch(/flooded: Swim/);
    expect(rejected(s, { caver: 'scout', do: 'run', path: ['N'] })).toMatch(/flooded/);
    expect(rejected(s, { caver: 'scout', do: 'swim', dir: 'E' })).toMatch(/not flooded: Move there/);
    expect(listed(s, { caver: 'scout', do: 'swim', dir: 'N' })).toBe(true);
    let r = run(s, [{ caver: 'scout', do: 'swim', dir: 'N' }]);
    expect(costs(r.events)).toEqual([['swim', 2]]);
    expect(at(r.state, 'scout')).toEqual([0, -1]);
    s = run(r.state, [end('scout'), end('engineer'), end('climber')]).state;
    // The medic, on a flooded tile: into the next flooded tile only by Swim; out to dry ground by Move.
    expect(view(s).turn).toBe('medic');
    expect(rejected(s, mv('medic', 'N'))).toMatch(/flooded: Swim/);
    expect(listed(s, { caver: 'medic', do: 'swim', dir: 'N' })).toBe(true);
    r = run(s, [mv('medic', 'S'), mv('medic', 'E')]);
    expect(at(r.state, 'medic')).toEqual([1, 0]);
  });

  test('§4 a tile with rubble cannot be entered; Clear rubble (2 AP) on your own tile or the next one; leaving it is free', () => {
    // Round 1: the engineer (Careful: a cave-in costs it 1) explores onto a cave-in tile; the card rolls a 4.
    let s = start({ cavers: TEAM, tiles: ['cavein:T:4,6'], hazards: ['cavein', 'cavein', 'flood'], dice: [4, 6] });
    s = run(s, [
      end('medic'),
      end('scout'),
      { caver: 'engineer', do: 'explore', dir: 'E', open: 'NSW' },
      end('engineer'),
      end('climber'),
    ]).state;
    expect(view(s).tiles[1]).toMatchObject({ at: [1, 0], rubble: true });
    expect(caver(s, 'engineer').hp).toBe(2);
    // Round 2: scout, engineer, climber, medic.
    expect(rejected(s, mv('scout', 'E'))).toMatch(/rubble/);
    expect(rejected(s, { caver: 'scout', do: 'run', path: ['E'] })).toMatch(/rubble/);
    expect(rejected(s, { caver: 'scout', do: 'clear' })).toMatch(/no rubble on your tile/);
    expect(rejected(s, { caver: 'scout', do: 'clear', dir: 'N' })).toMatch(/^no connected tile to the north$/);
    expect(listed(s, { caver: 'scout', do: 'clear', dir: 'E' })).toBe(true);
    let r = run(s, [end('scout'), { caver: 'engineer', do: 'clear' }]);
    expect(costs(r.events)).toEqual([
      ['end', 0],
      ['clear', 2],
    ]);
    expect(of(r.events, 'rubble')).toEqual([{ t: 'rubble', at: [1, 0], on: false }]);
    expect(view(r.state).tiles[1].rubble).toBe(false);
    // Round 2's Cave-in rolls a 6: the cleared tile collapses again (the engineer loses 1 more).
    s = run(r.state, [end('engineer'), end('climber'), end('medic')]).state;
    expect(view(s).tiles[1].rubble).toBe(true);
    expect(caver(s, 'engineer').hp).toBe(1);
    // Round 3: engineer, climber, medic, scout. The engineer leaves the rubble freely, and cannot come back.
    r = run(s, [mv('engineer', 'W')]);
    expect(at(r.state, 'engineer')).toEqual([0, 0]);
    expect(rejected(r.state, mv('engineer', 'E'))).toMatch(/rubble/);
    r = run(r.state, [end('engineer'), end('climber'), { caver: 'medic', do: 'clear', dir: 'E' }]);
    expect(costs(r.events)).toEqual([
      ['end', 0],
      ['end', 0],
      ['clear', 2],
    ]);
    expect(view(r.state).tiles[1].rubble).toBe(false);
    r = run(r.state, [end('medic'), mv('scout', 'E')]);
    expect(at(r.state, 'scout')).toEqual([1, 0]);
  });

  test('§4 Swim and Squeeze are not Moves: Run may not include them', () => {
    let s = start({ cavers: TEAM, tiles: ['tunnel:I', 'empty:I'], hazards: ['flood'] });
    s = run(s, [
      { caver: 'medic', do: 'reveal', dir: 'E', open: 'EW' },
      { caver: 'medic', do: 'reveal', dir: 'N', open: 'NS' },
      end('medic'),
    ]).state;
    // Through the plain tile north and back is fine; any path stepping into the tunnel is not.
    expect(listed(s, { caver: 'scout', do: 'run', path: ['N', 'S'] })).toBe(true);
    expect(rejected(s, { caver: 'scout', do: 'run', path: ['N', 'S', 'E'] })).toMatch(/step 3: .*tunnel/);
    expect(
      legalActions(s).filter((a) => a.do === 'run' && (a as unknown as { path: string[] }).path.includes('E')),
    ).toEqual([]);
  });
});

describe('§4 Hazard actions: rope and hide', () => {
  test('§4 Place rope: 2 AP and a test; only on a ledge or drop; a failure spends the AP and places nothing', () => {
    let s = start({ cavers: TEAM, tiles: ['ledge:I'], hazards: ['flood'], dice: [3, 4, 5] });
    expect(rejected(s, { caver: 'medic', do: 'rope' })).toMatch(/ledge and drop tiles only/);
    s = run(s, [{ caver: 'medic', do: 'explore', dir: 'N', open: 'NS' }, end('medic'), mv('scout', 'N')]).state;
    let r = run(s, [
      { caver: 'scout', do: 'exert' },
      { caver: 'scout', do: 'rope' },
    ]);
    expect(costs(r.events)).toEqual([
      ['exert', 0],
      ['rope', 2],
    ]);
    expect(of(r.events, 'test').map((e) => [e.why, e.die, e.ok])).toEqual([['rope', 3, false]]);
    expect(view(r.state).tiles[1].rope).toBe(false);
    expect(view(r.state).ap).toBe(0);
    r = run(r.state, [
      end('scout'),
      mv('engineer', 'N'),
      { caver: 'engineer', do: 'exert' },
      { caver: 'engineer', do: 'rope' },
    ]);
    expect(of(r.events, 'test').map((e) => [e.caver, e.why, e.die, e.ok])).toEqual([
      ['scout', 'exert', 4, true],
      ['engineer', 'rope', 5, true],
    ]);
    expect(of(r.events, 'rope')).toEqual([{ t: 'rope', at: [0, -1] }]);
    expect(view(r.state).tiles[1].rope).toBe(true);
  });

  test('§4 Place rope on a tile that already has one is rejected (decision)', () => {
    let s = start({ cavers: TEAM, tiles: ['drop:I'], hazards: ['flood'], dice: [6, 6] });
    s = run(s, [
      { caver: 'medic', do: 'explore', dir: 'N', open: 'NS' },
      { caver: 'medic', do: 'exert' },
      { caver: 'medic', do: 'rope' },
    ]).state;
    expect(view(s).tiles[1]).toMatchObject({ type: 'drop', rope: true });
    s = run(s, [end('medic'), mv('scout', 'N'), { caver: 'scout', do: 'exert' }]).state;
    expect(rejected(s, { caver: 'scout', do: 'rope' })).toMatch(/already has a rope/);
  });

  test('§4 Hide: 2 AP and a test; the third round in a row succeeds without a roll', () => {
    let s = start({ cavers: TEAM, hazards: ['flood', 'flood', 'flood'], dice: [1, 1] });
    const hideRound = (first: CaverId[]) => {
      const r = run(s, [{ caver: 'medic', do: 'hide' }]);
      s = run(r.state, [end('medic'), ...first.map(end)]).state;
      return r;
    };
    let r = hideRound(['scout', 'engineer', 'climber']);
    expect(costs(r.events)).toEqual([['hide', 2]]);
    expect(of(r.events, 'test').map((e) => [e.why, e.die, e.ok])).toEqual([['hide', 1, false]]);
    expect(caver(r.state, 'medic').hidden).toBe(false);
    s = run(s, [end('scout'), end('engineer'), end('climber')]).state; // round 2: medic plays last
    r = hideRound([]);
    expect(of(r.events, 'test').map((e) => [e.die, e.ok])).toEqual([[1, false]]);
    s = run(s, [end('engineer'), end('climber')]).state; // round 3: engineer, climber, medic
    r = hideRound(['scout']);
    expect(of(r.events, 'test')).toEqual([{ t: 'test', caver: 'medic', why: 'hide', die: null, bonus: 0, ok: true }]);
    expect(caver(r.state, 'medic').hidden).toBe(true);
  });
});

describe('§4 Illegal actions are rejected with a reason', () => {
  test('§4 unknown actions, actions a caver does not have, and actions while a choice is awaited', () => {
    const s = start({ cavers: TEAM, hazards: ['flood'] });
    expect(rejected(s, { caver: 'medic', do: 'fly' })).toMatch(/unknown action/);
    expect(rejected(s, { caver: 'medic', do: 'demolish', dir: 'N' })).toMatch(/medic has no action "demolish"/);
    expect(rejected(s, { caver: 'medic', do: 'choose', option: 0 })).toMatch(/nothing to choose/);
    expect(rejected(s, { caver: 'leader', do: 'end' })).toMatch(/must be one of this game's cavers/);
  });
});
