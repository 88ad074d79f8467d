// RULES.md §1: the goal, the end of the game (at once, when no conscious caver is left in the cave
// off the Exit) and the four results, counted by the cavers not on the Exit at that moment.
import { describe, expect, test } from '@jest/globals';
import { apply, legalActions } from '../../src/engine/index.js';
import type { Action, CaverId, GameEvent } from '../../src/engine/types.js';
import { caver, end, rejected, replay, run, start, view, type Act } from '../helpers/game.js';

const TEAM: CaverId[] = ['medic', 'scout', 'engineer', 'climber'];

const of = <T extends GameEvent['t']>(events: readonly GameEvent[], t: T) =>
  events.filter((e): e is Extract<GameEvent, { t: T }> => e.t === t);
const mv = (c: CaverId, dir: string): Act => ({ caver: c, do: 'move', dir });
const toExit = (c: CaverId): Act => ({ caver: c, do: 'explore', dir: 'N', open: 'S' });

describe('§1 The end of the game and its result', () => {
  test('§1 Gold: the game ends at once when the last conscious caver reaches the Exit, mid-turn; later actions are errors', () => {
    let s = start({ cavers: TEAM, tiles: ['exit:D'], hazards: ['flood'] });
    s = run(s, [
      toExit('medic'),
      end('medic'),
      mv('scout', 'N'),
      end('scout'),
      mv('engineer', 'N'),
      end('engineer'),
    ]).state;
    // Three cavers on the Exit, one conscious caver still off it: the game goes on.
    expect(view(s).over).toBe(false);
    expect(
      view(s)
        .cavers.filter((c) => c.onExit)
        .map((c) => c.id),
    ).toEqual(['medic', 'scout', 'engineer']);
    expect(view(s).turn).toBe('climber');
    const r = run(s, [mv('climber', 'N')]);
    expect(of(r.events, 'over')).toEqual([{ t: 'over', result: 'gold', left: [] }]);
    expect(of(r.events, 'phase')).toEqual([]); // no horror or hazard phase after it
    const v = view(r.state);
    expect([v.over, v.result, v.turn, v.ap, v.phase, v.round, v.hazardsLeft]).toEqual([
      true,
      'gold',
      null,
      0,
      'action',
      1,
      2,
    ]);
    expect(legalActions(r.state)).toEqual([]);
    expect(rejected(r.state, end('climber'))).toMatch(/the game is over/);
    expect(rejected(r.state, mv('climber', 'S'))).toMatch(/the game is over/);
  });

  test('§1 a Diver under water has left the cave: when the others reach the Exit the game ends, and she is left behind (decision)', () => {
    const team: CaverId[] = ['diver', 'medic', 'scout', 'engineer'];
    let s = start({ cavers: team, tiles: ['water:I', 'exit:D'], hazards: ['flood', 'flood', 'flood'], dice: [6] });
    s = run(s, [
      { caver: 'diver', do: 'exert' },
      { caver: 'diver', do: 'explore', dir: 'E', open: 'EW' },
      { caver: 'diver', do: 'dive' },
      end('diver'),
      toExit('medic'),
      end('medic'),
      mv('scout', 'N'),
      end('scout'),
    ]).state;
    expect(caver(s, 'diver').state).toBe('underwater');
    expect(view(s).over).toBe(false); // the engineer is still in the cave, off the Exit
    const r = run(s, [mv('engineer', 'N')]);
    expect(view(r.state)).toMatchObject({ over: true, result: 'silver' });
    expect(caver(r.state, 'diver').state).toBe('underwater');
  });

  test('§1 the game goes on while a conscious caver is in the cave off the Exit, and a Diver who surfaces can still escape', () => {
    const team: CaverId[] = ['diver', 'medic', 'scout', 'engineer'];
    let s = start({ cavers: team, tiles: ['water:I', 'exit:D'], hazards: ['flood', 'flood', 'flood'], dice: [6] });
    s = run(s, [
      { caver: 'diver', do: 'exert' },
      { caver: 'diver', do: 'explore', dir: 'E', open: 'EW' },
      { caver: 'diver', do: 'dive' },
      end('diver'),
      toExit('medic'),
      end('medic'),
      mv('scout', 'N'),
      end('scout'),
      end('engineer'),
    ]).state;
    // Round 2: the engineer stays off the Exit; the diver surfaces.
    expect(view(s).over).toBe(false);
    s = run(s, [
      end('medic'),
      end('scout'),
      end('engineer'),
      { caver: 'diver', do: 'surface', at: [1, 0] },
      end('diver'),
    ]).state;
    expect(caver(s, 'diver')).toMatchObject({ state: 'conscious', at: [1, 0] });
    // Round 3: scout, engineer (now to the Exit), diver, medic. The diver runs to the Exit: Gold.
    s = run(s, [end('scout'), mv('engineer', 'N'), end('engineer')]).state;
    expect(view(s).over).toBe(false);
    const r = run(s, [{ caver: 'diver', do: 'run', path: ['W', 'N'] }]);
    expect(view(r.state).result).toBe('gold');
  });

  test('§1 Silver: one caver removed by Out of Time', () => {
    let s = start({ cavers: TEAM, tiles: ['exit:D'], hazards: [], dice: [1] });
    s = run(s, [
      toExit('medic'),
      end('medic'),
      mv('scout', 'N'),
      end('scout'),
      mv('engineer', 'N'),
      end('engineer'),
    ]).state;
    const r = run(s, [end('climber')]);
    expect(of(r.events, 'test').map((e) => [e.caver, e.why, e.die])).toEqual([['climber', 'outoftime', 1]]);
    expect(of(r.events, 'over')).toEqual([{ t: 'over', result: 'silver', left: ['climber'] }]);
    const v = view(r.state);
    expect([v.over, v.result, v.phase, v.turn]).toEqual([true, 'silver', 'hazard', null]);
    expect(caver(r.state, 'climber')).toMatchObject({ state: 'removed', at: null });
  });

  test('§1 Bronze: two cavers unconscious (a Cave-in), the two others on the Exit: the game ends in the hazard phase', () => {
    let s = start({ cavers: TEAM, tiles: ['exit:D', 'cavein:T:1,2'], hazards: ['cavein', 'flood'], dice: [2] });
    s = run(s, [
      toExit('medic'),
      end('medic'),
      { caver: 'scout', do: 'explore', dir: 'E', open: 'NSW' },
      end('scout'),
      mv('engineer', 'N'),
      end('engineer'),
      mv('climber', 'E'),
    ]).state;
    expect(view(s).over).toBe(false);
    const r = run(s, [end('climber')]);
    expect(of(r.events, 'faint').map((e) => e.caver)).toEqual(['scout', 'climber']);
    expect(of(r.events, 'over')).toEqual([{ t: 'over', result: 'bronze', left: ['scout', 'climber'] }]);
    expect(view(r.state)).toMatchObject({ over: true, result: 'bronze', phase: 'hazard', round: 1, hazardsLeft: 2 });
  });

  test('§1 Failure: three cavers removed by Out of Time', () => {
    let s = start({ cavers: TEAM, tiles: ['exit:D'], hazards: [], dice: [1, 6, 1, 1] });
    s = run(s, [toExit('medic'), end('medic'), end('scout'), end('engineer')]).state;
    let r = run(s, [end('climber')]);
    // Round 1: the scout and the climber are taken; the engineer survives: not over.
    expect(of(r.events, 'removed').map((e) => e.caver)).toEqual(['scout', 'climber']);
    expect(view(r.state).over).toBe(false);
    expect(view(r.state).turn).toBe('engineer'); // the token skipped the removed scout
    r = run(r.state, [end('engineer'), end('medic')]);
    expect(of(r.events, 'over')).toEqual([{ t: 'over', result: 'failure', left: ['scout', 'engineer', 'climber'] }]);
  });

  test('§1 at once: when an Out of Time test ends the game, the cavers after it are not tested (they stay unconscious, not removed)', () => {
    const team: CaverId[] = ['climber', 'scout', 'medic', 'leader'];
    let s = start({ cavers: team, tiles: ['exit:D', 'cavein:T:2,5'], hazards: ['cavein'], dice: [2, 1, 1, 1] });
    // Round 1: the climber reaches the Exit; a Cave-in knocks out the medic and the leader.
    s = run(s, [
      toExit('climber'),
      end('climber'),
      end('scout'),
      { caver: 'medic', do: 'explore', dir: 'E', open: 'NSW' },
      end('medic'),
      mv('leader', 'E'),
      end('leader'),
    ]).state;
    expect(['medic', 'leader'].map((id) => caver(s, id as CaverId).state)).toEqual(['unconscious', 'unconscious']);
    // Round 2, Out of Time: the scout (first) fails and is taken; nobody conscious is left off the Exit.
    const r = run(s, [end('scout'), end('climber')]);
    expect(of(r.events, 'test').map((e) => [e.caver, e.why])).toEqual([['scout', 'outoftime']]);
    expect(of(r.events, 'removed').map((e) => e.caver)).toEqual(['scout']);
    expect(of(r.events, 'over')).toEqual([{ t: 'over', result: 'failure', left: ['scout', 'medic', 'leader'] }]);
    expect(view(r.state).cavers.map((c) => c.state)).toEqual(['conscious', 'removed', 'unconscious', 'unconscious']);
    expect(view(r.state).hazardsLeft).toBe(0);
  });

  test('§1 at once: when a Tremor test ends the game, the cavers after it do not roll', () => {
    // Round 1: the scout and the engineer reach the Exit; the medic exerts and fails (1 health
    // lost); the Diver dives (under water she has left the cave, but a Tremor still reaches her).
    // The Tremor x2: the medic fails, the Diver passes; then the medic fails again and faints: no
    // conscious caver is left in the cave off the Exit, so the Diver, after him, does not roll.
    const team: CaverId[] = ['scout', 'medic', 'diver', 'engineer'];
    const s = start({ cavers: team, tiles: ['exit:D', 'water:I'], hazards: ['tremor-x2'], dice: [1, 6, 1, 6, 1, 6] });
    const r = run(s, [
      toExit('scout'),
      end('scout'),
      { caver: 'medic', do: 'exert' },
      end('medic'),
      { caver: 'diver', do: 'explore', dir: 'S', open: 'NS' },
      { caver: 'diver', do: 'exert' },
      { caver: 'diver', do: 'dive' },
      end('diver'),
      mv('engineer', 'N'),
      end('engineer'),
    ]);
    expect(of(r.events, 'test').map((e) => [e.caver, e.why, e.die])).toEqual([
      ['medic', 'exert', 1],
      ['diver', 'exert', 6],
      ['medic', 'tremor', 1],
      ['diver', 'tremor', 6],
      ['medic', 'tremor', 1],
    ]);
    expect(of(r.events, 'over')).toEqual([{ t: 'over', result: 'bronze', left: ['medic', 'diver'] }]);
  });

  test('§1 Failure: every caver unconscious, nobody on the Exit (none was even found)', () => {
    const team: CaverId[] = ['medic', 'scout', 'leader', 'climber'];
    let s = start({ cavers: team, tiles: ['cavein:T:1,2'], hazards: ['cavein'], dice: [1] });
    s = run(s, [
      { caver: 'medic', do: 'explore', dir: 'E', open: 'NSW' },
      end('medic'),
      mv('scout', 'E'),
      end('scout'),
      mv('leader', 'E'),
      end('leader'),
      mv('climber', 'E'),
    ]).state;
    const r = run(s, [end('climber')]);
    expect(view(r.state).cavers.map((c) => c.state)).toEqual([
      'unconscious',
      'unconscious',
      'unconscious',
      'unconscious',
    ]);
    expect(of(r.events, 'over')).toEqual([{ t: 'over', result: 'failure', left: team }]);
  });

  test('§1 Out of Time strikes every hazard phase after it is revealed, until the dark has taken everyone: Failure', () => {
    let s = start({ cavers: TEAM, hazards: [], dice: [6, 6, 6, 1, 6, 6, 1, 1, 1] });
    let r = run(s, TEAM.map(end));
    expect(of(r.events, 'hazard').map((e) => e.card)).toEqual(['outoftime']);
    expect(of(r.events, 'removed').map((e) => e.caver)).toEqual(['climber']);
    expect(view(r.state).hazardsLeft).toBe(0);
    r = run(r.state, [end('scout'), end('engineer'), end('medic')]);
    expect(of(r.events, 'hazard').map((e) => e.card)).toEqual(['outoftime']);
    expect(of(r.events, 'removed').map((e) => e.caver)).toEqual(['medic']);
    r = run(r.state, [end('engineer'), end('scout')]);
    expect(of(r.events, 'test').map((e) => e.caver)).toEqual(['engineer', 'scout']);
    expect(of(r.events, 'over')).toEqual([{ t: 'over', result: 'failure', left: TEAM }]);
    expect(view(r.state).round).toBe(3);
  });

  test.each([
    [5, 1, 'silver'],
    [5, 2, 'bronze'],
    [5, 3, 'failure'],
    [6, 1, 'silver'],
    [6, 2, 'bronze'],
    [6, 3, 'failure'],
    [6, 4, 'failure'],
  ] as const)('§1 with %i cavers, %i left behind gives %s', (n, left, result) => {
    const team = (['medic', 'scout', 'engineer', 'climber', 'diver', 'bodyguard'] as CaverId[]).slice(0, n);
    const out = team.slice(n - left);
    const actions: Act[] = [toExit(team[0]), end(team[0])];
    for (const id of team.slice(1, n - left)) actions.push(mv(id, 'N'), end(id));
    for (const id of out) actions.push(end(id));
    const s = start({ cavers: team, tiles: ['exit:D'], hazards: [], dice: out.map(() => 1) });
    const r = run(s, actions);
    expect(of(r.events, 'over')).toEqual([{ t: 'over', result, left: out }]);
  });

  test('§1 the replay of a finished game reports it over with its result; an action after the end is an error naming its index', () => {
    const sc = { cavers: TEAM, tiles: ['exit:D'], hazards: ['flood'] };
    const actions: Act[] = [
      toExit('medic'),
      end('medic'),
      mv('scout', 'N'),
      end('scout'),
      mv('engineer', 'N'),
      end('engineer'),
      mv('climber', 'N'),
    ];
    const ok = replay(sc, actions);
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(view(ok.state)).toMatchObject({ over: true, result: 'gold' });
    const bad = replay(sc, [...actions, end('climber')]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error).toMatch(/actions\[7\]/);
      expect(bad.error).toMatch(/the game is over/);
    }
    // And through the engine directly: nothing changes.
    if (ok.ok) expect(apply(ok.state, { caver: 'climber', do: 'end' } as Action).ok).toBe(false);
  });
});
