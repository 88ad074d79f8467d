// RULES.md §5: cave tiles. Connections and half connections, placement orientations, the frontier
// discard rule, water, gas, cave-in faces and rubble, horror tiles, tunnels, ledges and drops with
// their arrows and ropes, rough ground, explosives, and the Exit's protection.
import { describe, expect, test } from '@jest/globals';
import { CAVE_TILES, legalActions } from '../../src/engine/index.js';
import type { CaverId, GameEvent, GameState } from '../../src/engine/types.js';
import { caver, draws, end, placements, rejected, run, start, view, type Act } from '../helpers/game.js';

const TEAM: CaverId[] = ['medic', 'scout', 'engineer', 'climber'];

const of = <T extends GameEvent['t']>(events: readonly GameEvent[], t: T) =>
  events.filter((e): e is Extract<GameEvent, { t: T }> => e.t === t);
const at = (s: GameState, id: CaverId) => caver(s, id).at;
const mv = (c: CaverId, dir: string): Act => ({ caver: c, do: 'move', dir });
const listed = (s: GameState, a: Act) => legalActions(s).some((l) => JSON.stringify(l) === JSON.stringify(a));
const tileAt = (s: GameState, x: number, y: number) => view(s).tiles.find((t) => t.at[0] === x && t.at[1] === y);
/** The orientations legalActions offers once the tile is drawn for a reveal (or explore) through side `dir` (no Pathfinder discard). */
const offered = (s: GameState, kind: 'reveal' | 'explore', dir: string) =>
  placements(s, kind, dir)
    .filter((a) => !('discard' in a))
    .map((a) => a.open)
    .sort();

describe('§5 The tile set', () => {
  test('§5 (decision) shapes per tile type as in the table', () => {
    const shapes = (type: string) =>
      CAVE_TILES.filter((t) => t.type === type)
        .map((t) => t.shape)
        .sort()
        .join('');
    expect(shapes('empty')).toBe('DDIIIILLLLTTTXXX');
    expect(shapes('water')).toBe('IIIITTXX');
    expect(shapes('gas')).toBe('ILLLLLTT');
    expect(shapes('cavein')).toBe('LLLLTTTTTTTT');
    expect(shapes('horror')).toBe('DDDDDDLL');
    expect([shapes('tunnel'), shapes('ledge'), shapes('drop'), shapes('rough')]).toEqual(['III', 'III', 'III', 'XXX']);
  });

  test('§5 cave-in tiles carry the listed die faces, each face on exactly four tiles', () => {
    const faces = (shape: string) =>
      CAVE_TILES.filter((t) => t.type === 'cavein' && t.shape === shape)
        .map((t) => t.faces!.join(','))
        .sort();
    expect(faces('L')).toEqual(['1,4', '1,5', '2,6', '3,6']);
    expect(faces('T')).toEqual(['1,3', '1,6', '2,3', '2,4', '2,5', '3,5', '4,5', '4,6']);
    for (let f = 1; f <= 6; f++) {
      expect(CAVE_TILES.filter((t) => t.faces?.includes(f))).toHaveLength(4);
    }
    expect(CAVE_TILES.filter((t) => t.type !== 'cavein' && t.faces)).toEqual([]);
  });
});

describe('§5 Placing tiles', () => {
  test.each([
    ['X', 'N', ['NESW']],
    ['T', 'N', ['ESW', 'NES', 'NSW']],
    ['L', 'N', ['ES', 'SW']],
    ['I', 'N', ['NS']],
    ['D', 'N', ['S']],
    ['X', 'E', ['NESW']],
    ['T', 'E', ['ESW', 'NEW', 'NSW']],
    ['L', 'E', ['NW', 'SW']],
    ['I', 'E', ['EW']],
    ['D', 'E', ['W']],
  ])(
    '§5 a drawn %s tile revealed to the %s is offered exactly the orientations opening toward the revealer',
    (shape, dir, opens) => {
      const s = start({ cavers: TEAM, tiles: [`empty:${shape}`] });
      expect(offered(s, 'reveal', dir)).toEqual(opens);
      expect(offered(s, 'explore', dir)).toEqual(opens);
    },
  );

  test('§5 an orientation that is not a turn of the tile, or does not open toward the revealer, is rejected', () => {
    let s = start({ cavers: TEAM, tiles: ['empty:I'] });
    expect(rejected(s, { caver: 'medic', do: 'reveal', dir: 'N', open: 'NE' })).toMatch(
      /not a turn of the drawn .*shape I/,
    );
    expect(rejected(s, { caver: 'medic', do: 'reveal', dir: 'N', open: 'EW' })).toMatch(
      /must open toward your tile \(its south side\)/,
    );
    expect(rejected(s, { caver: 'medic', do: 'explore', dir: 'E', open: 'NS' })).toMatch(
      /must open toward your tile \(its west side\)/,
    );
    expect(rejected(s, { caver: 'medic', do: 'reveal', dir: 'N', open: 'NSX' })).toMatch(/"open"/);
    expect(view(s).tilesLeft).toBe(1);
    // Any order of the letters names the same orientation.
    s = run(s, [{ caver: 'medic', do: 'reveal', dir: 'N', open: 'SN' }]).state;
    expect(tileAt(s, 0, -1)).toMatchObject({ type: 'empty', open: 'NS' });
    expect(view(s).tilesLeft).toBe(0);
  });

  test('§4 Reveal needs an open side of your tile with no tile beyond it, and a tile left to draw', () => {
    let s = start({ cavers: TEAM, tiles: ['empty:D', 'empty:X'], hazards: ['flood'] });
    s = run(s, [{ caver: 'medic', do: 'explore', dir: 'N', open: 'S' }]).state;
    expect(rejected(s, { caver: 'medic', do: 'reveal', dir: 'N', open: 'NESW' })).toMatch(/wall to the north/);
    expect(offered(s, 'reveal', 'N')).toEqual([]);
    s = run(s, [mv('medic', 'S'), end('medic')]).state;
    expect(rejected(s, { caver: 'scout', do: 'reveal', dir: 'N', open: 'NESW' })).toMatch(
      /a tile already lies to the north/,
    );
    s = run(s, [{ caver: 'scout', do: 'reveal', dir: 'E', open: 'NESW' }]).state;
    expect(view(s).tilesLeft).toBe(0);
    expect(rejected(s, { caver: 'scout', do: 'reveal', dir: 'W', open: 'NESW' })).toMatch(/no cave tiles are left/);
    expect(rejected(s, { caver: 'scout', do: 'explore', dir: 'S', open: 'NESW' })).toMatch(/no cave tiles are left/);
    expect(draws(s)).toEqual([]);
  });

  // Round 1: the medic explores W ([-1,0], L "NE") and reveals N of it ([-1,-1], D "S"); the scout
  // closes the start's S and E with dead ends. The start's N side is then the cave's only open side
  // facing an empty square, and [-1,-1] (walled on its east) lies beside the square north of the start.
  const closing = (rest: string[]) => {
    const s = start({ cavers: TEAM, tiles: ['empty:L', 'empty:D', 'empty:D', 'empty:D', ...rest], hazards: ['flood'] });
    return run(s, [
      { caver: 'medic', do: 'explore', dir: 'W', open: 'NE' },
      { caver: 'medic', do: 'reveal', dir: 'N', open: 'S' },
      end('medic'),
      { caver: 'scout', do: 'reveal', dir: 'S', open: 'N' },
      { caver: 'scout', do: 'reveal', dir: 'E', open: 'W' },
      end('scout'),
    ]).state;
  };

  test('§5 (decision) orientations leaving the cave no open side facing an empty square are not allowed when another exists', () => {
    const s = closing(['empty:L']);
    expect(view(s).turn).toBe('engineer');
    // An L north of the start: "ES" keeps an opening east; "SW" would face only the tile at [-1,-1].
    expect(offered(s, 'reveal', 'N')).toEqual(['ES']);
    expect(offered(s, 'explore', 'N')).toEqual(['ES']);
    expect(rejected(s, { caver: 'engineer', do: 'reveal', dir: 'N', open: 'SW' })).toMatch(
      /no open side facing an empty square/,
    );
    const r = run(s, [{ caver: 'engineer', do: 'reveal', dir: 'N', open: 'ES' }]);
    expect(tileAt(r.state, 0, -1)).toMatchObject({ open: 'ES' });
  });

  test('§5 a drawn tile that would close the cave in every orientation is discarded and the next one drawn', () => {
    const s = closing(['empty:D', 'empty:L', 'empty:X']);
    expect(view(s).tilesLeft).toBe(3);
    // The dead end could only face south, closing the last opening: it goes, and the L comes instead.
    expect(offered(s, 'reveal', 'N')).toEqual(['ES']);
    expect(rejected(s, { caver: 'engineer', do: 'reveal', dir: 'N', open: 'S' })).toMatch(
      /not a turn of the drawn Empty tile \(shape L\)/,
    );
    const r = run(s, [{ caver: 'engineer', do: 'reveal', dir: 'N', open: 'ES' }]);
    const ev = of(r.events, 'reveal')[0];
    expect(ev.discarded).toEqual([{ type: 'empty', shape: 'D' }]);
    expect(ev.tile).toEqual({ type: 'empty', shape: 'L' });
    expect(view(r.state).tilesLeft).toBe(1);
    expect(tileAt(r.state, 0, -1)).toMatchObject({ type: 'empty', open: 'ES' });
  });

  test('§5 when no tile left in the deck could keep the cave open, the reveal is refused and nothing is drawn', () => {
    const s = closing(['empty:D', 'empty:D']);
    expect(rejected(s, { caver: 'engineer', do: 'reveal', dir: 'N', open: 'S' })).toMatch(
      /no tile left in the deck can be placed there/,
    );
    expect(offered(s, 'reveal', 'N')).toEqual([]);
    expect(view(s).tilesLeft).toBe(2);
  });

  test("§5 (decision) the Exit is never discarded: it may close the cave's last opening", () => {
    const s = closing(['exit:D', 'empty:X']);
    expect(offered(s, 'explore', 'N')).toEqual(['S']);
    const r = run(s, [{ caver: 'engineer', do: 'explore', dir: 'N', open: 'S' }]);
    expect(of(r.events, 'reveal')[0]).toMatchObject({ tile: { type: 'exit', shape: 'D' }, discarded: [] });
    expect(tileAt(r.state, 0, -1)).toMatchObject({ type: 'exit', open: 'S' });
    expect(view(r.state).tilesLeft).toBe(1);
    // The cave is closed: nobody can reveal anything any more.
    const s2 = run(r.state, [mv('engineer', 'S'), end('engineer')]).state;
    expect(draws(s2)).toEqual([]);
  });

  test('§5 (decision) an explosive gap facing an empty square counts as an opening for the frontier rule, and may be revealed through', () => {
    const team: CaverId[] = ['engineer', 'medic', 'scout', 'climber'];
    let s = start({
      cavers: team,
      tiles: ['empty:D', 'empty:D', 'empty:D', 'empty:D', 'empty:I'],
      hazards: ['flood'],
      dice: [3, 6],
    });
    s = run(s, [
      { caver: 'engineer', do: 'explore', dir: 'N', open: 'S' },
      { caver: 'engineer', do: 'exert' },
      { caver: 'engineer', do: 'demolish', dir: 'N' },
      end('engineer'),
      { caver: 'medic', do: 'reveal', dir: 'W', open: 'E' },
      { caver: 'medic', do: 'reveal', dir: 'E', open: 'W' },
      end('medic'),
    ]).state;
    expect(tileAt(s, 0, -1)).toMatchObject({ open: 'NS', blasted: 'N' });
    // Without the gap the start's S side would be the last opening and a dead end there would be discarded.
    expect(offered(s, 'reveal', 'S')).toEqual(['N']);
    const r = run(s, [{ caver: 'scout', do: 'reveal', dir: 'S', open: 'N' }]);
    expect(of(r.events, 'reveal')[0].discarded).toEqual([]);
    expect(view(r.state).tilesLeft).toBe(1);
    s = run(r.state, [end('scout'), end('climber'), end('medic'), end('scout'), end('climber')]).state;
    expect(view(s).turn).toBe('engineer');
    expect(offered(s, 'reveal', 'N')).toEqual(['NS']);
  });
});

describe('§5 Connections', () => {
  // The medic explores E ([1,0], D "W": walled north); the scout explores N ([0,-1], L "ES") and
  // reveals E of it ([1,-1], T "ESW"): its open south side faces the dead end's wall.
  const half = () => {
    const s = start({ cavers: TEAM, tiles: ['empty:D', 'empty:L', 'empty:T'], hazards: ['flood'], dice: [6] });
    return run(s, [
      { caver: 'medic', do: 'explore', dir: 'E', open: 'W' },
      end('medic'),
      { caver: 'scout', do: 'explore', dir: 'N', open: 'ES' },
    ]).state;
  };

  test("§5 a placed tile must connect to the revealer's tile only: its other sides may face walls", () => {
    const s = half();
    expect(offered(s, 'reveal', 'E')).toEqual(['ESW', 'NEW', 'NSW']);
    const r = run(s, [{ caver: 'scout', do: 'reveal', dir: 'E', open: 'ESW' }]);
    expect(tileAt(r.state, 1, -1)).toMatchObject({ open: 'ESW' });
    expect(tileAt(r.state, 1, 0)).toMatchObject({ open: 'W' });
  });

  test('§5 an open side against a wall (half connection) is a wall, both ways, for Move, Run and Reveal', () => {
    let s = run(half(), [{ caver: 'scout', do: 'reveal', dir: 'E', open: 'ESW' }, end('scout')]).state;
    // The engineer runs round to [1,-1]: its south side is open, but the dead end below is walled north.
    s = run(s, [
      { caver: 'engineer', do: 'run', path: ['N', 'E'] },
      { caver: 'engineer', do: 'exert' },
    ]).state;
    expect(at(s, 'engineer')).toEqual([1, -1]);
    expect(rejected(s, mv('engineer', 'S'))).toMatch(/the tile to the south is walled on that side/);
    expect(rejected(s, { caver: 'engineer', do: 'reveal', dir: 'S', open: 'N' })).toMatch(
      /a tile already lies to the south/,
    );
    expect(legalActions(s).filter((a) => a.do === 'move')).toEqual([{ caver: 'engineer', do: 'move', dir: 'W' }]);
    s = run(s, [end('engineer')]).state;
    expect(rejected(s, { caver: 'climber', do: 'run', path: ['N', 'E', 'S'] })).toMatch(
      /step 3: the tile to the south is walled/,
    );
    expect(rejected(s, { caver: 'climber', do: 'run', path: ['E', 'N'] })).toMatch(/step 2: a wall to the north/);
    expect(listed(s, { caver: 'climber', do: 'run', path: ['N', 'E'] })).toBe(true);
  });
});

describe('§5 Tile types', () => {
  test('§5 water tiles flood with a Flood card and stay flooded; a water tile placed after a Flood stays dry until the next (decision)', () => {
    let s = start({
      cavers: TEAM,
      tiles: ['water:I', 'water:T'],
      hazards: ['flood', 'tremor', 'flood'],
      dice: [6, 6, 6, 6],
    });
    s = run(s, [
      { caver: 'medic', do: 'reveal', dir: 'N', open: 'NS' },
      end('medic'),
      end('scout'),
      end('engineer'),
      end('climber'),
    ]).state;
    expect(tileAt(s, 0, -1)).toMatchObject({ type: 'water', flooded: true });
    s = run(s, [{ caver: 'scout', do: 'reveal', dir: 'E', open: 'ESW' }]).state;
    expect(tileAt(s, 1, 0)).toMatchObject({ type: 'water', flooded: false });
    expect(listed(s, mv('scout', 'E'))).toBe(true);
    s = run(s, [end('scout'), end('engineer'), end('climber'), end('medic')]).state; // Tremor
    expect(tileAt(s, 0, -1)!.flooded).toBe(true);
    expect(tileAt(s, 1, 0)!.flooded).toBe(false);
    const r = run(s, [end('engineer'), end('climber'), end('medic'), end('scout')]); // Flood
    expect(of(r.events, 'flooded').map((e) => e.at)).toEqual([[1, 0]]);
    expect(
      view(r.state)
        .tiles.filter((t) => t.flooded)
        .map((t) => t.at),
    ).toEqual([
      [0, -1],
      [1, 0],
    ]);
  });

  test('§5 gas: during a leak, entering a gas tile costs 2 health (by Explore, Move or Run); after the next hazard phase it is harmless', () => {
    let s = start({ cavers: TEAM, tiles: ['gas:L', 'gas:L'], hazards: ['gas', 'flood'] });
    s = run(s, [
      { caver: 'medic', do: 'reveal', dir: 'N', open: 'ES' },
      end('medic'),
      end('scout'),
      end('engineer'),
      end('climber'),
    ]).state;
    expect(view(s).gasLeak).toBe(true);
    expect(view(s).cavers.map((c) => c.hp)).toEqual([3, 3, 3, 3]); // nobody was on gas
    // Round 2: scout, engineer, climber, medic.
    let r = run(s, [{ caver: 'scout', do: 'explore', dir: 'E', open: 'NW' }]);
    expect(of(r.events, 'damage')).toEqual([
      { t: 'damage', caver: 'scout', cause: 'gas', amount: 2, prevented: 0, hp: 1 },
    ]);
    expect(caver(r.state, 'scout')).toMatchObject({ hp: 1, at: [1, 0] });
    r = run(r.state, [end('scout'), mv('engineer', 'N')]);
    expect(of(r.events, 'damage')).toEqual([
      { t: 'damage', caver: 'engineer', cause: 'gas', amount: 2, prevented: 0, hp: 1 },
    ]);
    expect(caver(r.state, 'engineer').hp).toBe(1);
    r = run(r.state, [end('engineer'), { caver: 'climber', do: 'run', path: ['N', 'S'] }]);
    expect(caver(r.state, 'climber')).toMatchObject({ hp: 1, at: [0, 0] });
    r = run(r.state, [end('climber'), end('medic')]);
    expect(of(r.events, 'gas-over')).toHaveLength(1);
    expect(view(r.state).gasLeak).toBe(false);
    // Round 3: the engineer leaves and re-enters the gas tile without harm.
    r = run(r.state, [mv('engineer', 'S'), mv('engineer', 'N')]);
    expect(of(r.events, 'damage')).toEqual([]);
    expect(caver(r.state, 'engineer')).toMatchObject({ hp: 1, at: [0, -1] });
  });

  test('§5 cave-in tiles show two die faces; a Cave-in card drops rubble only on tiles showing the rolled face', () => {
    let s = start({
      cavers: TEAM,
      tiles: ['cavein:T:2,5', 'cavein:L:1,4'],
      hazards: ['cavein', 'cavein'],
      dice: [5, 1],
    });
    s = run(s, [
      { caver: 'medic', do: 'reveal', dir: 'N', open: 'NES' },
      { caver: 'medic', do: 'reveal', dir: 'E', open: 'NW' },
      end('medic'),
      end('scout'),
      end('engineer'),
      end('climber'),
    ]).state;
    expect(tileAt(s, 0, -1)).toMatchObject({ type: 'cavein', faces: [2, 5], rubble: true });
    expect(tileAt(s, 1, 0)).toMatchObject({ type: 'cavein', faces: [1, 4], rubble: false });
    s = run(s, [end('scout'), end('engineer'), end('climber'), end('medic')]).state;
    expect(tileAt(s, 1, 0)!.rubble).toBe(true);
  });

  test('§5 horrors appear on horror tiles', () => {
    let s = start({ cavers: TEAM, tiles: ['empty:T', 'horror:D'], hazards: ['horror'] });
    s = run(s, [
      { caver: 'medic', do: 'reveal', dir: 'E', open: 'NSW' },
      { caver: 'medic', do: 'reveal', dir: 'N', open: 'S' },
      end('medic'),
      end('scout'),
      end('engineer'),
      end('climber'),
    ]).state;
    expect(view(s).horrors).toEqual([[0, -1]]);
    expect(tileAt(s, 0, -1)!.type).toBe('horror');
  });

  test('§5 no horror tile in the cave: a Horror card places nothing', () => {
    let s = start({ cavers: TEAM, tiles: ['empty:T'], hazards: ['horror'] });
    s = run(s, [
      { caver: 'medic', do: 'reveal', dir: 'E', open: 'NSW' },
      end('medic'),
      end('scout'),
      end('engineer'),
      end('climber'),
    ]).state;
    expect(view(s).horrors).toEqual([]);
  });

  test('§5 tunnels: Explore may go from a tunnel into a new tunnel; moving between two tunnels is a Squeeze', () => {
    let s = start({ cavers: TEAM, tiles: ['tunnel:I', 'tunnel:I'], hazards: ['flood'] });
    s = run(s, [
      { caver: 'medic', do: 'explore', dir: 'N', open: 'NS' },
      { caver: 'medic', do: 'explore', dir: 'N', open: 'NS' },
    ]).state;
    expect(at(s, 'medic')).toEqual([0, -2]);
    s = run(s, [
      end('medic'),
      end('scout'),
      end('engineer'),
      end('climber'),
      end('scout'),
      end('engineer'),
      end('climber'),
    ]).state;
    expect(view(s).turn).toBe('medic');
    expect(rejected(s, mv('medic', 'S'))).toMatch(/tunnel: Squeeze/);
    expect(legalActions(s).filter((a) => a.do === 'move' || a.do === 'run' || a.do === 'squeeze')).toEqual([
      { caver: 'medic', do: 'squeeze', dir: 'S' },
    ]);
  });

  test('§5 rough ground: entering it (Explore, Move, each step of a Run) takes a skill test, a failure costs 1; leaving is free', () => {
    let s = start({ cavers: TEAM, tiles: ['rough:X'], hazards: ['flood'], dice: [3, 4, 2, 5] });
    let r = run(s, [{ caver: 'medic', do: 'explore', dir: 'N', open: 'NESW' }]);
    expect(of(r.events, 'test')).toEqual([{ t: 'test', caver: 'medic', why: 'rough', die: 3, bonus: 0, ok: false }]);
    expect(of(r.events, 'damage')).toEqual([
      { t: 'damage', caver: 'medic', cause: 'rough', amount: 1, prevented: 0, hp: 2 },
    ]);
    expect(caver(r.state, 'medic').hp).toBe(2);
    r = run(r.state, [mv('medic', 'S')]);
    expect(of(r.events, 'test')).toEqual([]);
    r = run(r.state, [end('medic'), mv('scout', 'N')]);
    expect(of(r.events, 'test').map((e) => [e.caver, e.die, e.ok])).toEqual([['scout', 4, true]]);
    expect(caver(r.state, 'scout').hp).toBe(3);
    r = run(r.state, [end('scout'), { caver: 'engineer', do: 'run', path: ['N', 'S', 'N'] }]);
    expect(of(r.events, 'test').map((e) => [e.caver, e.die, e.ok])).toEqual([
      ['engineer', 2, false],
      ['engineer', 5, true],
    ]);
    expect(caver(r.state, 'engineer')).toMatchObject({ hp: 2, at: [0, -1] });
  });
});

describe('§5 Ledges and drops', () => {
  test("§5 a ledge's arrow points away from its revealer; without a rope nothing goes out that side (Reveal, Move, Explore)", () => {
    let s = start({ cavers: TEAM, tiles: ['ledge:I', 'empty:X'], hazards: ['flood'], dice: [6, 6] });
    s = run(s, [{ caver: 'medic', do: 'explore', dir: 'N', open: 'NS' }]).state;
    expect(tileAt(s, 0, -1)).toMatchObject({ type: 'ledge', arrow: 'N', rope: false });
    expect(rejected(s, { caver: 'medic', do: 'reveal', dir: 'N', open: 'NESW' })).toMatch(/ledge's arrow points north/);
    expect(rejected(s, { caver: 'medic', do: 'explore', dir: 'N', open: 'NESW' })).toMatch(
      /ledge's arrow points north/,
    );
    expect(offered(s, 'reveal', 'N')).toEqual([]);
    expect(listed(s, mv('medic', 'S'))).toBe(true);
    // With a rope the ledge is an ordinary tile.
    s = run(s, [end('medic'), mv('scout', 'N'), { caver: 'scout', do: 'exert' }, { caver: 'scout', do: 'rope' }]).state;
    expect(tileAt(s, 0, -1)!.rope).toBe(true);
    s = run(s, [end('scout'), mv('engineer', 'N')]).state;
    expect(offered(s, 'explore', 'N')).toEqual(['NESW']);
    s = run(s, [{ caver: 'engineer', do: 'explore', dir: 'N', open: 'NESW' }]).state;
    expect(at(s, 'engineer')).toEqual([0, -2]);
  });

  test('§5 a ledge may be entered from its arrow end; without a rope the caver cannot go back out that way', () => {
    // A ring: the ledge at [0,-1] is revealed from [0,-2] going south, so its arrow points to the Start.
    let s = start({
      cavers: TEAM,
      tiles: ['empty:L', 'empty:I', 'empty:L', 'empty:L', 'ledge:I'],
      hazards: ['flood'],
      dice: [6, 6],
    });
    s = run(s, [
      { caver: 'medic', do: 'explore', dir: 'E', open: 'NW' },
      { caver: 'medic', do: 'explore', dir: 'N', open: 'NS' },
      { caver: 'medic', do: 'exert' },
      { caver: 'medic', do: 'explore', dir: 'N', open: 'SW' },
      end('medic'),
      { caver: 'scout', do: 'run', path: ['E', 'N', 'N'] },
      { caver: 'scout', do: 'exert' },
      { caver: 'scout', do: 'explore', dir: 'W', open: 'ES' },
      end('scout'),
      end('engineer'),
      end('climber'),
      { caver: 'scout', do: 'reveal', dir: 'S', open: 'NS' },
      end('scout'),
    ]).state;
    expect(tileAt(s, 0, -1)).toMatchObject({ type: 'ledge', open: 'NS', arrow: 'S' });
    expect(view(s).turn).toBe('engineer');
    s = run(s, [mv('engineer', 'N')]).state; // into the ledge through its arrow side: allowed
    expect(at(s, 'engineer')).toEqual([0, -1]);
    expect(rejected(s, mv('engineer', 'S'))).toMatch(/arrow points south/);
    expect(legalActions(s).filter((a) => a.do === 'move')).toEqual([{ caver: 'engineer', do: 'move', dir: 'N' }]);
  });

  test('§5 a drop: without a rope no Move back up against its arrow; Move and Explore with the arrow are free', () => {
    let s = start({ cavers: TEAM, tiles: ['drop:I', 'empty:X'], hazards: ['flood'] });
    s = run(s, [{ caver: 'medic', do: 'explore', dir: 'N', open: 'NS' }]).state;
    expect(tileAt(s, 0, -1)).toMatchObject({ type: 'drop', arrow: 'N' });
    expect(rejected(s, mv('medic', 'S'))).toMatch(/no climbing back up the drop/);
    expect(offered(s, 'explore', 'N')).toEqual(['NESW']);
    s = run(s, [{ caver: 'medic', do: 'explore', dir: 'N', open: 'NESW' }, end('medic')]).state;
    // The scout walks down the drop with a Run; a Run back up is refused.
    s = run(s, [{ caver: 'scout', do: 'run', path: ['N', 'N'] }, end('scout')]).state;
    expect(at(s, 'scout')).toEqual([0, -2]);
    expect(rejected(s, { caver: 'engineer', do: 'run', path: ['N', 'S'] })).toMatch(/step 2: no climbing back up/);
    s = run(s, [end('engineer'), end('climber')]).state;
    // Round 2: the scout, above the drop, may enter it from the arrow's end, but not go on down (against the arrow).
    s = run(s, [mv('scout', 'S')]).state;
    expect(at(s, 'scout')).toEqual([0, -1]);
    expect(rejected(s, mv('scout', 'S'))).toMatch(/no climbing back up/);
    expect(legalActions(s).filter((a) => a.do === 'move')).toEqual([{ caver: 'scout', do: 'move', dir: 'N' }]);
  });

  test('§5 a rope on a drop lets cavers climb back up', () => {
    let s = start({ cavers: TEAM, tiles: ['drop:I'], hazards: ['flood'], dice: [4, 6] });
    s = run(s, [
      { caver: 'medic', do: 'exert' },
      { caver: 'medic', do: 'explore', dir: 'N', open: 'NS' },
      { caver: 'medic', do: 'rope' },
    ]).state;
    expect(tileAt(s, 0, -1)).toMatchObject({ type: 'drop', rope: true });
    expect(view(s).ap).toBe(0);
    s = run(s, [end('medic'), mv('scout', 'N'), mv('scout', 'S')]).state;
    expect(at(s, 'scout')).toEqual([0, 0]);
  });
});

describe('§5 Explosives and the Exit', () => {
  test("§5 the Engineer's explosive opens a wall between two tiles (both sides) and a Cave-in is resolved at once", () => {
    const team: CaverId[] = ['engineer', 'medic', 'scout', 'climber'];
    let s = start({
      cavers: team,
      tiles: ['empty:D', 'empty:L', 'empty:L', 'cavein:T:2,3'],
      hazards: ['flood'],
      dice: [3],
    });
    s = run(s, [
      { caver: 'engineer', do: 'explore', dir: 'N', open: 'S' },
      end('engineer'),
      // [1,0] opens N; [1,-1] opens S and W: its west side is open against the dead end's east wall.
      { caver: 'medic', do: 'explore', dir: 'E', open: 'NW' },
      { caver: 'medic', do: 'explore', dir: 'N', open: 'SW' },
      end('medic'),
      { caver: 'scout', do: 'explore', dir: 'S', open: 'NES' },
      end('scout'),
      end('climber'),
      end('medic'),
      end('scout'),
      end('climber'),
    ]).state;
    expect(view(s).turn).toBe('engineer');
    expect(rejected(s, mv('engineer', 'E'))).toMatch(/wall to the east/);
    expect(rejected(s, { caver: 'engineer', do: 'demolish', dir: 'S' })).toMatch(/no wall to the south/);
    const r = run(s, [{ caver: 'engineer', do: 'demolish', dir: 'E' }]);
    expect(of(r.events, 'blast')).toEqual([{ t: 'blast', at: [0, -1], dir: 'E' }]);
    // The Cave-in: a 3 drops rubble on the cave-in tile south of the start; the scout there loses 3.
    expect(of(r.events, 'die')).toEqual([{ t: 'die', die: 3, why: 'cavein' }]);
    expect(tileAt(r.state, 0, 1)!.rubble).toBe(true);
    expect(caver(r.state, 'scout').state).toBe('unconscious');
    expect(tileAt(r.state, 0, -1)).toMatchObject({ open: 'ES', blasted: 'E' });
    expect(tileAt(r.state, 1, -1)).toMatchObject({ open: 'SW', blasted: 'W' });
    const m = run(r.state, [{ caver: 'engineer', do: 'exert' }, mv('engineer', 'E')]);
    expect(at(m.state, 'engineer')).toEqual([1, -1]);
  });

  test('§5 an explosive on a wall facing an empty square opens it for a later Reveal', () => {
    const team: CaverId[] = ['engineer', 'medic', 'scout', 'climber'];
    let s = start({ cavers: team, tiles: ['empty:D', 'empty:X'], hazards: ['flood'], dice: [1, 6] });
    s = run(s, [{ caver: 'engineer', do: 'explore', dir: 'N', open: 'S' }]).state;
    expect(rejected(s, { caver: 'engineer', do: 'reveal', dir: 'N', open: 'NESW' })).toMatch(/wall to the north/);
    s = run(s, [
      { caver: 'engineer', do: 'exert' },
      { caver: 'engineer', do: 'demolish', dir: 'N' },
      end('engineer'),
    ]).state;
    expect(tileAt(s, 0, -1)).toMatchObject({ open: 'NS', blasted: 'N' });
    s = run(s, [end('medic'), end('scout'), end('climber'), end('medic'), end('scout'), end('climber')]).state;
    const r = run(s, [{ caver: 'engineer', do: 'explore', dir: 'N', open: 'NESW' }]);
    expect(at(r.state, 'engineer')).toEqual([0, -2]);
  });

  test('§5 cavers on the Exit never lose health: not to a failed exert test, and a Tremor passes them by', () => {
    let s = start({ cavers: TEAM, tiles: ['exit:D'], hazards: ['tremor'], dice: [1, 1, 6, 6] });
    let r = run(s, [
      { caver: 'medic', do: 'exert' },
      { caver: 'medic', do: 'explore', dir: 'N', open: 'S' },
      end('medic'),
    ]);
    expect(caver(r.state, 'medic')).toMatchObject({ at: [0, -1], onExit: true, hp: 3 });
    expect(of(r.events, 'damage')).toEqual([
      expect.objectContaining({ caver: 'medic', cause: 'exert', amount: 0, prevented: 1, why: 'exit' }),
    ]);
    r = run(r.state, [end('scout'), end('engineer'), end('climber')]);
    expect(of(r.events, 'test').map((e) => [e.caver, e.die, e.ok])).toEqual([
      ['scout', 1, false],
      ['engineer', 6, true],
      ['climber', 6, true],
    ]);
    expect(view(r.state).cavers.map((c) => c.hp)).toEqual([3, 2, 3, 3]);
    expect(view(r.state).over).toBe(false);
  });
});
