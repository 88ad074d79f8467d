// The AI's judgement on tiny hand-built positions, one piece of the search at a time (search.ts,
// groups.ts, evaluate.ts): a draw is worth the best placement of the tile it brings; the rest of a
// turn steps onto the Exit, not into gas; of two Run paths to a square the least risky is kept;
// which cavers are through with the round, mid-round. Each position is a scenario (fixed tiles,
// hazard cards and dice) played into place through the engine.
import { describe, expect, test } from '@jest/globals';
import { chances, DEFAULT_WEIGHTS, donePerspective, evaluate } from '../../src/ai/evaluate.js';
import { groupActions } from '../../src/ai/groups.js';
import { decide, perspective } from '../../src/ai/search.js';
import { apply, legalActions, playerView } from '../../src/engine/index.js';
import type { Action, CaverId, GameState } from '../../src/engine/index.js';
import { run, start, type Act } from '../helpers/game.js';
import { endRound, seq } from '../helpers/rules-kit.js';

const TEAM: CaverId[] = ['scout', 'medic', 'leader', 'bodyguard'];
const SIXES = new Array<number>(40).fill(6);
const key = (a: Act | Action): string => JSON.stringify(a);

describe('a draw is worth its best placement in each world', () => {
  // The Geologist holds the Exit aside; every tile left in the deck is a plain corridor (so every
  // world draws the same tile). She has exerted and has 1 AP: an Explore east, then nothing more this
  // turn. Placing the corridor leaves the Exit unfound; placing the Exit she holds ends her on it.
  function position(): GameState {
    const s = start({
      cavers: ['geologist', 'scout', 'medic', 'leader'],
      tiles: ['exit:D', ...Array(12).fill('empty:I')],
    });
    return run(s, [
      { caver: 'geologist', do: 'exert' },
      { caver: 'geologist', do: 'explore', dir: 'E', open: 'EW', keep: 1 },
      { caver: 'geologist', do: 'explore', dir: 'E', open: 'EW', keep: 1 },
    ]).state;
  }

  test('the draw is valued at the best placement (the Exit), not the first listed or their average', () => {
    const s = position();
    expect(s.ap).toBe(1);
    expect(s.exerted).toBe(true);
    const draw: Action = { caver: 'geologist', do: 'draw', kind: 'explore', dir: 'E' };
    expect(legalActions(s).map(key)).toContain(key(draw));
    const before = decide(playerView(s), { seed: 'best', iterations: 4 });

    // Once the tile is drawn: the corridor (listed first) and the Exit she holds (second).
    const r = apply(s, draw);
    if (!r.ok) throw new Error(String(r.error));
    const placed = decide(playerView(r.state), { seed: 'best', iterations: 4 });
    const corridor = key({ caver: 'geologist', do: 'explore', dir: 'E', open: 'EW', keep: 1 });
    const exit = key({ caver: 'geologist', do: 'explore', dir: 'E', open: 'W', keep: 0 });
    expect(placed.groups.map((g) => g.key)).toEqual([corridor, exit]);
    const worst = placed.values!.get(corridor)!;
    const best = placed.values!.get(exit)!;
    expect(best - worst).toBeGreaterThan(0.02);
    expect(placed.key).toBe(exit);

    // The draw, judged before the tile is seen, is worth the best placement in every world (the
    // same tile in all of them: no spread), less the whisker for its action point.
    const value = before.values!.get(key(draw))!;
    expect(value).toBeCloseTo(best, 5);
    expect(before.spreads!.get(key(draw))).toBeCloseTo(0, 9);
    expect(before.key).toBe(key(draw));
  });
});

describe('the rest of a turn steps onto the Exit rather than into gas', () => {
  // North of the Start tile a crossing; north of the crossing a gas tile under a Gas leak x2
  // (entering costs 4 health: the Medic's 3 knock her out), east of it the Exit. The Medic stands
  // on the Start tile with 2 AP.
  function position(): GameState {
    let s = start({
      cavers: TEAM,
      tiles: ['empty:X', 'gas:I', 'exit:D', 'empty:I', 'empty:I', 'empty:I'],
      hazards: ['gas-x2', 'flood', 'flood'],
    });
    s = seq(s, [
      { caver: 'scout', do: 'exert' },
      { caver: 'scout', do: 'reveal', dir: 'N', open: 'NESW' },
      { caver: 'scout', do: 'move', dir: 'N' },
      { caver: 'scout', do: 'reveal', dir: 'N', open: 'NS' },
      { caver: 'leader', do: 'move', dir: 'N' },
      { caver: 'leader', do: 'reveal', dir: 'E', open: 'W' },
    ]).state;
    return endRound(s).state;
  }

  test('a step to the crossing is worth what stepping on to the Exit is, not what stepping into the gas is', () => {
    const s = position();
    expect(s.turn).toBe(1);
    expect(s.gasLeak).toBe(2);
    expect(s.ap).toBe(2);
    const d = decide(playerView(s), { seed: 'rest', iterations: 3 });
    const toCrossing = d.values!.get(key({ caver: 'medic', do: 'move', dir: 'N' }))!;
    const toExit = d.values!.get('medic run 1,-1')!;
    const toGas = d.values!.get('medic run 0,-2')!;
    // From the crossing the gas is listed before the Exit (north before east): the rest of the
    // turn takes the Exit all the same.
    expect(toCrossing).toBeCloseTo(toExit, 5);
    expect(toCrossing - toGas).toBeGreaterThan(0.01);
    // And the Medic ends on the Exit, one way or the other.
    expect(['medic run 1,-1', 'medic sprint 1,-1', key({ caver: 'medic', do: 'move', dir: 'N' })]).toContain(d.key);
  });
});

describe('a Run keeps its least risky path', () => {
  // A square of four tiles: Start (0,0), east (1,0), south (0,1), and (1,1) south-east. The Leader
  // on the Start tile can Run to (1,1) by east-south or by south-east (east-south is listed first).
  function square(east: string, south: string, gasCard = false): GameState {
    let s = start({
      cavers: TEAM,
      tiles: [east, south, 'empty:X', 'empty:I', 'empty:I', 'empty:I'],
      hazards: [gasCard ? 'gas' : 'flood', 'flood', 'flood'],
      dice: SIXES,
    });
    s = seq(s, [
      { caver: 'scout', do: 'exert' },
      { caver: 'scout', do: 'reveal', dir: 'E', open: 'NESW' },
      { caver: 'scout', do: 'reveal', dir: 'S', open: 'NESW' },
      { caver: 'scout', do: 'move', dir: 'E' },
      { caver: 'medic', do: 'move', dir: 'E' },
      { caver: 'medic', do: 'reveal', dir: 'S', open: 'NESW' },
    ]).state;
    return run(s, [{ caver: 'medic', do: 'end' }]).state;
  }

  function kept(s: GameState, who: CaverId): readonly string[] {
    const g = groupActions(s, legalActions(s)).find((x) => x.key === `${who} run 1,1`)!;
    const a = g.actions[0];
    if (a.do !== 'run') throw new Error(`not a run: ${key(a)}`);
    return a.path;
  }

  test('rough ground is a risk, an empty tile none: the path round the rough ground, listed first or second', () => {
    expect(kept(square('rough:X', 'empty:X'), 'leader')).toEqual(['S', 'E']);
    expect(kept(square('empty:X', 'rough:X'), 'leader')).toEqual(['E', 'S']);
  });

  test('gas is no risk without a leak and the worst with one: through the gas, then round it over rough ground', () => {
    const s = square('gas:X', 'rough:X', true);
    expect(s.gasLeak).toBe(0);
    expect(kept(s, 'leader')).toEqual(['E', 'S']);
    // Next round, under the leak, the Bodyguard (who has stood on the Start tile throughout) runs.
    const next = seq(endRound(s).state, [{ caver: 'leader', do: 'end' }]).state;
    expect(next.gasLeak).toBe(1);
    expect(next.turn).toBe(3);
    expect(kept(next, 'bodyguard')).toEqual(['S', 'E']);
    // Through the decision too: the choice the AI weighs is the path it would run.
    const d = decide(playerView(next), { seed: 'run', iterations: 1 });
    const g = d.groups.find((x) => x.key === 'bodyguard run 1,1')!;
    expect(g.actions[0]).toEqual({ caver: 'bodyguard', do: 'run', path: ['S', 'E'] });
  });
});

describe('which cavers are done mid-round', () => {
  // Round 3 of four cavers: the first-caver token is on seat 2 (the Leader); after the Leader's turn
  // the Bodyguard (seat 3) acts, then the Scout (0) and the Medic (1).
  function position(): GameState {
    let s = start({ cavers: TEAM, hazards: ['flood', 'flood', 'flood', 'flood'] });
    s = endRound(endRound(s).state).state;
    return run(s, [{ caver: 'leader', do: 'end' }]).state;
  }

  test("the seats whose turn has passed this round, counted from the first caver's, and the one acting", () => {
    const s = position();
    expect([s.round, s.first, s.turnIdx, s.turn]).toEqual([3, 2, 1, 3]);
    // Leader and Bodyguard: the acting caver's turn counted as over (the search's leaves) or not.
    expect(perspective(s, true).done).toEqual([false, false, true, true]);
    expect(perspective(s, false).done).toEqual([false, false, true, false]);
    expect(donePerspective(s).done).toEqual([false, false, true, true]);
  });

  test('outside the action phase nobody acts again before the hazard card', () => {
    const s = position();
    expect(donePerspective({ ...s, phase: 'hazard' }).done).toEqual([true, true, true, true]);
  });

  test('a caver still to act is not counted as standing where the next hazard card finds it', () => {
    // The Scout (seat 0, still to act this round) stands on a water tile a Flood would hurt: as a
    // caver done with the round, the position is worth less.
    let s = start({ cavers: TEAM, tiles: ['water:X', 'empty:I', 'empty:I', 'empty:I'], hazards: ['tremor'] });
    s = run(s, [
      { caver: 'scout', do: 'explore', dir: 'E', open: 'NESW' },
      { caver: 'scout', do: 'end' },
    ]).state;
    expect(s.turn).toBe(1);
    const p = donePerspective(s);
    expect(p.done).toEqual([true, true, false, false]);
    const asIfStillToAct = { done: [false, true, false, false] };
    expect(evaluate(s, undefined, asIfStillToAct)).toBeGreaterThan(evaluate(s, undefined, p));
  });
});

describe('the Exit drawn is placed, never discarded', () => {
  // A corridor east of the Start tile: the Scout explores it alone (exerting, every die a six) while
  // the others wait on the Start tile, eight steps behind her. Her ninth draw is the Exit, with one
  // hazard card left before Out of Time, and Pathfinder still open (a tile is left to replace it).
  function position(): GameState {
    let s = start({
      cavers: TEAM,
      tiles: [...Array(8).fill('empty:I'), 'exit:D', 'empty:X', 'empty:X'],
      hazards: ['flood', 'flood', 'flood'],
      dice: SIXES,
    });
    const explore = (n: number): Act[] =>
      Array.from({ length: n }, () => ({ caver: 'scout' as const, do: 'explore', dir: 'E', open: 'EW' }));
    s = endRound(seq(s, [{ caver: 'scout', do: 'exert' }, ...explore(3)]).state).state;
    s = endRound(seq(s, [{ caver: 'scout', do: 'exert' }, ...explore(3)]).state).state;
    s = seq(s, [{ caver: 'scout', do: 'exert' }, ...explore(2)]).state;
    const r = apply(s, { caver: 'scout', do: 'draw', kind: 'explore', dir: 'E' });
    if (!r.ok) throw new Error(String(r.error));
    return r.state;
  }

  test('the Scout places the Exit she drew rather than discard it with Pathfinder', () => {
    const s = position();
    expect(s.drawn?.tile?.type).toBe('exit');
    const discard: Action = { caver: 'scout', do: 'pathfinder' };
    expect(legalActions(s).map(key)).toContain(key(discard));
    const d = decide(playerView(s), { seed: 'exit', iterations: 4 });
    expect(d.key).toBe(key({ caver: 'scout', do: 'explore', dir: 'E', open: 'W' }));
  });

  test('with the Exit discarded nobody can get out: the position is worth nothing', () => {
    // Its pace terms alone would count the tiles left as the Exit's places, the Exit's walk as short
    // as anywhere else's, and a position with the Exit placed far from the team as the worse one.
    const r = apply(position(), { caver: 'scout', do: 'pathfinder' });
    if (!r.ok) throw new Error(String(r.error));
    const placed = apply(r.state, legalActions(r.state)[0]);
    if (!placed.ok) throw new Error(String(placed.error));
    expect(placed.state.drawn).toBeNull();
    expect(placed.state.tileDiscards.some((t) => t.type === 'exit')).toBe(true);
    expect(evaluate(placed.state)).toBe(0);
  });
});

describe('a horror strikes everyone on its victim’s square', () => {
  // The Scout explores north onto a horror tile (open S and E), then east; a Horror card places a
  // horror there, one step from the Start tile, where the Medic, the Leader and the Bodyguard stand.
  // Its nearest victim is the Medic (the lowest caver number of the three); reaching her, it strikes
  // all three.
  function position(): GameState {
    const s = start({
      cavers: TEAM,
      tiles: ['horror:L', 'empty:I', 'empty:I', 'empty:I'],
      hazards: ['horror', 'flood', 'flood'],
    });
    return endRound(
      seq(s, [
        { caver: 'scout', do: 'explore', dir: 'N', open: 'ES' },
        { caver: 'scout', do: 'explore', dir: 'E', open: 'EW' },
      ]).state,
    ).state;
  }

  test('the Medic’s tile-mates are as threatened as the Medic when the horror phase comes', () => {
    const s = position();
    expect(s.horrors.map((h) => h.at)).toEqual([[0, -1]]);
    const all = { done: [true, true, true, true] };
    const { p } = chances(s, undefined, all);
    const [scout, medic, leader, bodyguard] = p;
    expect(medic).toBeLessThan(0.05);
    expect(leader).toBeLessThan(0.05);
    expect(bodyguard).toBeLessThan(0.05);
    // The Scout, whom horrors never strike, is not.
    expect(scout).toBeGreaterThan(0.3);
  });
});

describe('a horror on the hunt costs the team time', () => {
  // The horror of the test above, placed one step from the Start tile; the Medic, the Leader and the
  // Bodyguard still to act this round, so none of them stands where the horror phase finds it.
  function position(): GameState {
    const s = start({
      cavers: TEAM,
      tiles: ['horror:L', 'empty:I', 'empty:I', 'empty:I'],
      hazards: ['horror', 'flood', 'flood'],
    });
    return endRound(
      seq(s, [
        { caver: 'scout', do: 'explore', dir: 'N', open: 'ES' },
        { caver: 'scout', do: 'explore', dir: 'E', open: 'EW' },
      ]).state,
    ).state;
  }

  test('the same position without the horror is worth more, though it threatens nobody this round', () => {
    const s = position();
    expect(s.horrors).toHaveLength(1);
    const nobodyDone = { done: [false, false, false, false] };
    const gone: GameState = { ...s, horrors: [] };
    // Early in the game two action points more to spend weigh little, but they weigh.
    expect(evaluate(gone, undefined, nobodyDone)).toBeGreaterThan(evaluate(s, undefined, nobodyDone));
    // Without the horror's demand nothing else in this position tells the two apart.
    const noDemand = { ...DEFAULT_WEIGHTS, horrorDemand: 0 };
    expect(evaluate(gone, noDemand, nobodyDone)).toBe(evaluate(s, noDemand, nobodyDone));
  });
});

describe('the pull of time (tempo)', () => {
  // The Scout has explored a corridor north to a dead end, four squares from the Start, the only
  // tile with sides open onto the unknown; the rest of the team stands there. Twenty rounds are
  // left and fifty tiles to draw: every caver's time is within the deck, where the medal chance
  // hardly tells one square of the corridor from another.
  function position(): GameState {
    const s = start({
      cavers: TEAM,
      tiles: ['empty:I', 'empty:I', 'empty:I', 'empty:D', ...Array(50).fill('empty:X')],
      hazards: new Array(20).fill('tremor'),
      dice: SIXES,
    });
    const end = (caver: CaverId): Act => ({ caver, do: 'end' });
    return run(s, [
      { caver: 'scout', do: 'exert' },
      { caver: 'scout', do: 'explore', dir: 'N', open: 'NS' },
      { caver: 'scout', do: 'explore', dir: 'N', open: 'NS' },
      { caver: 'scout', do: 'explore', dir: 'N', open: 'NS' },
      end('scout'),
      end('medic'),
      end('leader'),
      end('bodyguard'),
      end('medic'),
      end('leader'),
      end('bodyguard'),
      { caver: 'scout', do: 'explore', dir: 'N', open: 'S' },
      end('scout'),
      end('leader'),
      end('bodyguard'),
    ]).state;
  }
  const scoutAt = (s: GameState, y: number): GameState => ({
    ...s,
    cavers: s.cavers.map((c) => (c.id === 'scout' ? { ...c, at: [0, y] as const } : c)),
  });
  const T = { ...DEFAULT_WEIGHTS, tempo: 0.01 };

  test('each square nearer the draws adds slack, and the value gains tempo times the slack', () => {
    const s = position();
    expect(s.turn).toBe(0);
    expect(s.cavers[0].at).toEqual([0, -4]);
    const slacks = [-4, -3, -2, -1, 0].map((y) => chances(scoutAt(s, y), T).slack);
    for (let i = 1; i < slacks.length; i++) expect(slacks[i]).toBeGreaterThan(slacks[i - 1]);
    // Within the deck: neither capped above nor below.
    expect(slacks[0]).toBeGreaterThan(0);
    expect(slacks[4]).toBeLessThan(8);
    for (const y of [-4, 0]) {
      const at = scoutAt(s, y);
      expect(evaluate(at, T) - evaluate(at, { ...T, tempo: 0 })).toBeCloseTo(0.01 * chances(at, T).slack, 12);
    }
  });

  test('a caver down counts the least slack', () => {
    const s = position();
    const down: GameState = { ...s, cavers: s.cavers.map((c) => (c.id === 'scout' ? { ...c, hp: 0 } : c)) };
    // The scout's own slack (about 2 rounds) gives way to the least there is, -8, shared by the four.
    expect(chances(down, T).slack).toBeLessThan(chances(s, T).slack - 2);
  });
});

describe('the way between cavers as they walk it (apartWalk)', () => {
  // The Scout explores north through a drop (its arrow points north, away from her) onto a cross
  // beyond; the rest of the team stays on the Start. Two steps apart either way, but the Scout cannot
  // climb back up the drop without a rope: her way to the others is no walk at all.
  function position(rope: boolean): GameState {
    const s = start({
      cavers: TEAM,
      tiles: ['drop:I', 'empty:X', ...Array(50).fill('empty:X')],
      hazards: new Array(20).fill('tremor'),
      dice: SIXES,
    });
    const done = run(s, [
      { caver: 'scout', do: 'explore', dir: 'N', open: 'NS' },
      { caver: 'scout', do: 'explore', dir: 'N', open: 'NESW' },
      { caver: 'scout', do: 'end' },
    ]).state;
    expect(done.cavers[0].at).toEqual([0, -2]);
    return rope ? { ...done, tiles: done.tiles.map((t) => (t.type === 'drop' ? { ...t, rope: true } : t)) } : done;
  }
  const W = { ...DEFAULT_WEIGHTS, tempo: 0.03 };

  test('a caver past a drop it cannot climb counts as farther from the team than its steps', () => {
    const s = position(false);
    expect(chances(s, { ...W, apartWalk: 1 }).slack).toBeLessThan(chances(s, { ...W, apartWalk: 0 }).slack - 0.01);
    expect(evaluate(s, { ...W, apartWalk: 1 })).toBeLessThan(evaluate(s, { ...W, apartWalk: 0 }));
  });

  test('with a rope on the drop the walk is the steps, and nothing changes', () => {
    const s = position(true);
    expect(chances(s, { ...W, apartWalk: 1 }).slack).toBeCloseTo(chances(s, { ...W, apartWalk: 0 }).slack, 12);
    expect(evaluate(s, { ...W, apartWalk: 1 })).toBeCloseTo(evaluate(s, { ...W, apartWalk: 0 }), 12);
  });
});
