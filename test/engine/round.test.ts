// RULES.md §3: the round. Turns in seating order from the first caver, unconscious cavers skipped,
// the horror, hazard and end phases running by themselves after the last turn, the first-caver
// token passing, hidden and Direct reset at the end phase.
import { describe, expect, test } from '@jest/globals';
import { apply, legalActions } from '../../src/engine/index.js';
import type { CaverId, GameEvent } from '../../src/engine/types.js';
import { caver, end, rejected, run, start, view, type Act } from '../helpers/game.js';
import { refusalText } from '../../src/words/index.js';

// No Geologist (she would take the top tile aside), no Leader (+1 to tests), no Bodyguard (protection).
const TEAM: CaverId[] = ['medic', 'scout', 'engineer', 'climber'];

const endAll = (ids: CaverId[]): Act[] => ids.map(end);
const of = <T extends GameEvent['t']>(events: readonly GameEvent[], t: T) =>
  events.filter((e): e is Extract<GameEvent, { t: T }> => e.t === t);

describe('§3 A round: four phases', () => {
  test('§3.1 turns go in seating order from the first caver; another caver acting out of turn is rejected', () => {
    let s = start({ cavers: TEAM, hazards: ['flood'] });
    const seen: (string | null)[] = [];
    for (const id of TEAM) {
      seen.push(view(s).turn);
      expect(view(s).ap).toBe(2);
      const other = TEAM.find((c) => c !== id)!;
      const why = rejected(s, { caver: other, do: 'end' });
      expect(why).toContain(`${id}'s turn`);
      expect(why).toContain(other);
      s = run(s, [end(id)]).state;
    }
    expect(seen).toEqual(TEAM);
  });

  test('§3 after the last "end" the horror, hazard and end phases run by themselves and the next round waits for its first caver', () => {
    let s = start({ cavers: TEAM, hazards: ['flood', 'flood'] });
    const r = run(s, endAll(['medic', 'scout', 'engineer']));
    expect(view(r.state).hazardsLeft).toBe(3); // nothing happened yet
    expect(of(r.events, 'phase')).toEqual([]);
    s = r.state;
    const { state, events } = run(s, [end('climber')]);
    const steps = events
      .filter((e) => e.t === 'phase' || e.t === 'hazard' || e.t === 'round' || e.t === 'turn')
      .map((e) =>
        e.t === 'phase'
          ? `phase:${e.phase}`
          : e.t === 'hazard'
            ? `hazard:${e.card}`
            : e.t === 'round'
              ? `round:${e.round}:${e.first}`
              : `turn:${(e as { caver: string }).caver}`,
      );
    expect(steps).toEqual(['phase:horror', 'phase:hazard', 'hazard:flood', 'phase:end', 'round:2:scout', 'turn:scout']);
    const v = view(state);
    expect([v.round, v.phase, v.turn, v.ap, v.first, v.hazardsLeft, v.over]).toEqual([
      2,
      'action',
      'scout',
      2,
      'scout',
      2,
      false,
    ]);
    expect(legalActions(state).every((a) => a.caver === 'scout')).toBe(true);
  });

  test('§3.4 the first-caver token passes one seat each round, and turns start from it', () => {
    let s = start({ cavers: TEAM, hazards: ['flood', 'flood', 'flood', 'flood', 'flood'] });
    const orders: string[][] = [];
    for (let round = 1; round <= 5; round++) {
      const order: string[] = [];
      for (let i = 0; i < 4; i++) {
        const id = view(s).turn as CaverId;
        order.push(id);
        s = run(s, [end(id)]).state;
      }
      orders.push(order);
    }
    expect(orders).toEqual([
      ['medic', 'scout', 'engineer', 'climber'],
      ['scout', 'engineer', 'climber', 'medic'],
      ['engineer', 'climber', 'medic', 'scout'],
      ['climber', 'medic', 'scout', 'engineer'],
      ['medic', 'scout', 'engineer', 'climber'],
    ]);
    expect(view(s).round).toBe(6);
    expect(view(s).first).toBe('scout');
  });

  test('§3.4 the token decides who rolls first for a card: in round 2 a Tremor rolls from the second caver', () => {
    // Dice are consumed in seating order from the first caver: the 1 goes to whoever holds the token.
    let s = start({ cavers: TEAM, hazards: ['flood', 'tremor'], dice: [1, 6, 6, 6] });
    s = run(s, endAll(TEAM)).state;
    expect(view(s).first).toBe('scout');
    const { state, events } = run(s, endAll(['scout', 'engineer', 'climber', 'medic']));
    expect(of(events, 'test').map((e) => [e.caver, e.die, e.ok])).toEqual([
      ['scout', 1, false],
      ['engineer', 6, true],
      ['climber', 6, true],
      ['medic', 6, true],
    ]);
    expect(view(state).cavers.map((c) => c.hp)).toEqual([3, 2, 3, 3]);
  });

  test('§3 the phases run inside the last caver\'s "end": its exert test comes first, then the hazard card, each loss reported', () => {
    const s = start({ cavers: TEAM, hazards: ['tremor'], dice: [1, 6, 6, 6, 1] });
    const r = run(s, [end('medic'), end('scout'), end('engineer'), { caver: 'climber', do: 'exert' }, end('climber')]);
    expect(of(r.events, 'test').map((e) => [e.caver, e.why, e.die])).toEqual([
      ['climber', 'exert', 1],
      ['medic', 'tremor', 6],
      ['scout', 'tremor', 6],
      ['engineer', 'tremor', 6],
      ['climber', 'tremor', 1],
    ]);
    // A caver changed earlier in the same step still has its loss reported (regression: it used to say 0).
    expect(of(r.events, 'damage').map((e) => [e.caver, e.cause, e.amount, e.hp])).toEqual([
      ['climber', 'exert', 1, 2],
      ['climber', 'tremor', 1, 1],
    ]);
    expect(caver(r.state, 'climber').hp).toBe(1);
  });

  test('§4 every action legalActions lists is accepted, and every turn offers at least "end" (random games)', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const teams: CaverId[][] = [
      TEAM,
      ['leader', 'bodyguard', 'diver', 'medic', 'engineer'],
      ['diver', 'scout', 'engineer', 'climber', 'medic', 'leader'],
    ];
    for (let g = 0; g < 6; g++) {
      let s = start({ cavers: teams[g % 3], seed: `legal-${g}` });
      for (let i = 0; i < 150 && !view(s).over; i++) {
        const legal = legalActions(s);
        const v = view(s);
        const underwater = v.cavers.some((c) => c.id === v.turn && c.state === 'underwater');
        // A tile drawn must be placed first; otherwise the turn can always end.
        if (v.pending === null && !underwater && s.drawn === null)
          expect(legal).toContainEqual({ caver: v.turn, do: 'end' });
        const busy = legal.filter((a) => a.do !== 'end');
        const a = busy.length > 0 && rand(4) > 0 ? busy[rand(busy.length)] : legal[rand(legal.length)];
        const r = apply(s, a);
        if (!r.ok) throw new Error(`listed but refused: ${JSON.stringify(a)}: ${refusalText(r.error)}`);
        s = r.state;
      }
    }
  });

  // Two cavers faint on a cave-in tile at the end of round 1 (the die shows one of its faces).
  const fainted = () => {
    const s = start({ cavers: TEAM, tiles: ['cavein:T:1,2'], hazards: ['cavein', 'flood', 'flood'], dice: [1] });
    return run(s, [
      { caver: 'medic', do: 'explore', dir: 'E', open: 'NSW' },
      end('medic'),
      { caver: 'scout', do: 'move', dir: 'E' },
      end('scout'),
      end('engineer'),
      end('climber'),
    ]);
  };

  test('§3.1 unconscious cavers are skipped: the token still reaches them, the next conscious caver acts', () => {
    const { state: s, events } = fainted();
    expect([caver(s, 'medic').state, caver(s, 'scout').state]).toEqual(['unconscious', 'unconscious']);
    // The token went to the scout (seat 2) although it is unconscious; the engineer plays first.
    const v = view(s);
    expect([v.round, v.first, v.turn, v.ap]).toEqual([2, 'scout', 'engineer', 2]);
    expect(of(events, 'skip').map((e) => e.caver)).toEqual(['scout']);
    expect(rejected(s, { caver: 'scout', do: 'end' })).toContain("engineer's turn");
    // After the climber, the medic (unconscious) is skipped and the round's phases run.
    const r = run(s, [end('engineer'), end('climber')]);
    expect(of(r.events, 'skip').map((e) => e.caver)).toEqual(['medic']);
    expect(of(r.events, 'turn').map((e) => e.caver)).toEqual(['climber', 'engineer']);
    const w = view(r.state);
    expect([w.round, w.first, w.turn, w.hazardsLeft]).toEqual([3, 'engineer', 'engineer', 2]);
  });

  test('§3.4 (decision) the token skips cavers removed by Out of Time', () => {
    // No hazard cards: the first hazard phase reveals Out of Time; everyone off the Exit rolls from the first caver.
    let s = start({ cavers: TEAM, hazards: [], dice: [6, 1, 6, 6, 6, 6, 6] });
    const { state, events } = run(s, endAll(TEAM));
    expect(of(events, 'removed').map((e) => e.caver)).toEqual(['scout']);
    expect(caver(state, 'scout').state).toBe('removed');
    const v = view(state);
    expect([v.round, v.first, v.turn, v.hazardsLeft, v.outOfTime]).toEqual([2, 'engineer', 'engineer', 0, true]);
    s = run(state, endAll(['engineer', 'climber', 'medic'])).state;
    // Out of Time strikes again (no card left to draw) and the token moves on to the climber.
    expect(view(s).round).toBe(3);
    expect(view(s).first).toBe('climber');
  });

  test('§3.4 "Hidden" ends in the end phase', () => {
    let s = start({ cavers: TEAM, hazards: ['flood', 'flood'], dice: [5] });
    const r = run(s, [{ caver: 'medic', do: 'hide' }]);
    expect(of(r.events, 'hidden').map((e) => e.caver)).toEqual(['medic']);
    s = r.state;
    expect(caver(s, 'medic').hidden).toBe(true);
    expect(view(s).ap).toBe(0);
    s = run(s, endAll(['medic', 'scout', 'engineer'])).state;
    expect(caver(s, 'medic').hidden).toBe(true); // still hidden through the round
    s = run(s, [end('climber')]).state;
    expect(view(s).round).toBe(2);
    expect(caver(s, 'medic').hidden).toBe(false);
  });

  test("§3.4 the Leader's Direct is once a round and becomes available again in the end phase", () => {
    const team: CaverId[] = ['leader', 'medic', 'scout', 'engineer'];
    let s = start({ cavers: team, tiles: ['empty:I', 'empty:I', 'empty:I'], hazards: ['flood', 'flood'] });
    const direct = (target: CaverId, dir: string, open: string): Act => ({
      caver: 'leader',
      do: 'direct',
      target,
      action: { do: 'reveal', dir, open },
    });
    s = run(s, [direct('medic', 'N', 'NS')]).state;
    expect(view(s).ap).toBe(1);
    expect(view(s).tiles.map((t) => t.at)).toEqual([
      [0, 0],
      [0, -1],
    ]);
    expect(rejected(s, direct('scout', 'E', 'EW'))).toMatch(/already used this round/);
    expect(legalActions(s).some((a) => a.do === 'direct')).toBe(false);
    s = run(s, endAll(team)).state;
    // Round 2: the leader plays last and may Direct again.
    s = run(s, endAll(['medic', 'scout', 'engineer'])).state;
    expect(view(s).turn).toBe('leader');
    expect(legalActions(s).some((a) => a.do === 'direct')).toBe(true);
    s = run(s, [direct('scout', 'E', 'EW')]).state;
    expect(view(s).tiles.map((t) => t.at)).toEqual([
      [0, 0],
      [0, -1],
      [1, 0],
    ]);
  });

  test('§3.1 every turn starts with 2 AP, whatever the caver spent or exerted the turn before', () => {
    let s = start({ cavers: TEAM, tiles: ['empty:X', 'empty:X'], hazards: ['flood'], dice: [6] });
    s = run(s, [
      { caver: 'medic', do: 'explore', dir: 'N', open: 'NESW' },
      { caver: 'medic', do: 'exert' },
      { caver: 'medic', do: 'explore', dir: 'N', open: 'NESW' },
      { caver: 'medic', do: 'move', dir: 'S' },
    ]).state;
    expect(view(s).ap).toBe(0);
    s = run(s, [end('medic'), ...endAll(['scout', 'engineer', 'climber', 'scout', 'engineer', 'climber'])]).state;
    expect(view(s).turn).toBe('medic');
    expect(view(s).ap).toBe(2);
  });
});
