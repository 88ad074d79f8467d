// What a player can see coming (previews.ts): what a step costs, where each horror is headed, and
// the draw pace against the hazard deck. Each is checked against what the rules then actually do.
import { describe, expect, test } from '@jest/globals';
import {
  apply,
  type CaverId,
  drawPace,
  entryCost,
  type GameState,
  gasEntryLoss,
  healGain,
  horrorHunts,
  legalActions,
  stepCost,
} from '../../src/engine/index.js';
import { seededTileDeck } from '../../src/engine/setup.js';
import { type Act, end, placements, run, start } from '../helpers/game.js';
import { act, damage, endRound, explore, hp, move, play, reveal, seq, tests } from '../helpers/rules-kit.js';

const moveOk = (s: GameState, a: Parameters<typeof run>[1][number]) => run(s, [a]);

/** An orientation of each tile used here that opens toward the Start (south). */
const OPEN: Record<string, string> = {
  'gas:L': 'ES',
  'horror:D': 'S',
  'rough:X': 'NESW',
  'ledge:I': 'NS',
  'drop:I': 'NS',
};

describe('previews: what a step costs', () => {
  // Round 1: the medic reveals a tile north; the hazard card of round 1 is `card`. Round 2 begins with the scout.
  const northOf = (tileId: string, card: string, cavers: CaverId[] = ['medic', 'scout', 'leader', 'diver']) =>
    play(start({ cavers, tiles: [tileId], hazards: [card, 'flood'], dice: [1, 1, 1, 1] }), [
      reveal(cavers[0], 'N', OPEN[tileId]),
    ]).state;

  test('a gas tile during a leak costs 2 (4 after a Gas x2), as the step then costs; nothing without a leak', () => {
    for (const [card, loss] of [
      ['gas', 2],
      ['gas-x2', 4],
      ['flood', 0],
    ] as const) {
      const s = northOf('gas:L', card);
      expect(gasEntryLoss(s)).toBe(loss);
      const c = stepCost(s, 'scout', 'N');
      expect(c).toEqual({ horror: false, gas: loss, test: null, ledge: null, drop: null });
      const after = moveOk(s, move('scout', 'N'));
      expect(hp(after.state, 'scout')).toBe(Math.max(0, 3 - loss));
    }
  });

  test('a drawn gas card about to be placed costs the same to enter; the Bodyguard on a placed gas tile spares the others', () => {
    const s = northOf('gas:L', 'gas', ['medic', 'scout', 'bodyguard', 'diver']);
    expect(entryCost(s, 'scout', [5, 5], { type: 'gas' }).gas).toBe(2);
    expect(entryCost(s, 'scout', [5, 5], { type: 'empty' }).gas).toBe(0);
    // The Bodyguard steps onto the gas (he is not protected himself); then the diver's step there is free.
    const a = seq(s, [move('bodyguard', 'N')]);
    expect(hp(a.state, 'bodyguard')).toBe(3);
    const b = seq(a.state, [end('bodyguard')]);
    expect(stepCost(b.state, 'diver', 'N')!.gas).toBe(0);
    expect(hp(seq(b.state, [move('diver', 'N')]).state, 'diver')).toBe(3);
  });

  test('a horror there: contact, except for the stealthy Scout', () => {
    const s = northOf('horror:D', 'horror');
    expect(s.horrors.map((h) => h.at)).toEqual([[0, -1]]);
    expect(stepCost(s, 'scout', 'N')!.horror).toBe(false);
    const leader = seq(s, [end('scout')]).state;
    expect(stepCost(leader, 'leader', 'N')!.horror).toBe(true);
    expect(hp(moveOk(leader, move('leader', 'N')).state, 'leader')).toBe(0);
  });

  test('rough ground: a skill test, 4 or more (3 for the Leader, +1)', () => {
    const s = northOf('rough:X', 'flood');
    expect(stepCost(s, 'scout', 'N')!.test).toBe(4);
    const leader = seq(s, [end('scout')]).state;
    expect(stepCost(leader, 'leader', 'N')!.test).toBe(3);
    // The rules then test it: a 1 fails and loses 1.
    const r = moveOk(leader, move('leader', 'N'));
    expect(tests(r.events)).toEqual([['leader', 'rough', 1, 1, false]]);
    expect(damage(r.events)).toEqual([['leader', 'rough', 2, 0]]);
  });

  test('a ledge holds you to its arrow, a drop keeps you from climbing back; a rope frees both', () => {
    const ledge = northOf('ledge:I', 'flood');
    expect(stepCost(ledge, 'scout', 'N')!.ledge).toBe('N');
    expect(stepCost(ledge, 'scout', 'N')!.drop).toBeNull();
    // What the preview says is what the rules then refuse.
    const on = moveOk(ledge, move('scout', 'N')).state;
    expect(legalActions(on).some((a) => a.do === 'draw' && a.dir === 'N')).toBe(false);
    const out = apply(on, { caver: 'scout', do: 'draw', kind: 'reveal', dir: 'N' } as never);
    expect(out.ok ? null : out.error).toEqual({ code: 'ledge-arrow', dir: 'N' });
    const drop = northOf('drop:I', 'flood');
    expect(stepCost(drop, 'scout', 'N')!.drop).toBe('S');
    const down = moveOk(drop, move('scout', 'N')).state;
    expect(apply(down, move('scout', 'S') as never).ok).toBe(false);
    expect(entryCost(drop, 'scout', [0, -1], { type: 'drop', arrow: 'N', rope: true }).drop).toBeNull();
    // No tile there: nothing to say.
    expect(stepCost(drop, 'scout', 'E')).toBeNull();
  });
});

describe('previews: where the horrors go', () => {
  // RULES.md §8 ties: the horror on [1,-1] has two shortest paths to the cavers on the Start.
  const tie = () => {
    const s = start({
      cavers: ['climber', 'medic', 'leader', 'scout'],
      tiles: ['empty:L', 'horror:L', 'empty:L'],
      hazards: ['horror', 'flood', 'flood'],
    });
    return run(s, [
      explore('climber', 'N', 'ES'),
      reveal('climber', 'E', 'SW'),
      end('climber'),
      reveal('medic', 'E', 'NW'),
      end('medic'),
      end('leader'),
      end('scout'),
      end('medic'),
      end('leader'),
      end('scout'),
      move('climber', 'S'),
    ]).state;
  };

  test('the victim (nearest, lowest number), its distance and a shortest path; a tie on the first step is said', () => {
    const s = tie();
    const hunts = horrorHunts(s);
    expect(hunts).toEqual([
      {
        id: 1,
        at: [1, -1],
        victim: 'climber',
        dist: 2,
        fades: false,
        path: [
          [0, -1],
          [0, 0],
        ],
        tie: true,
      },
    ]);
    // The rules agree: ending the round asks which way (the two first steps), for the climber.
    const r = endRound(run(s, [end('climber')]).state);
    expect(r.state.pending).toMatchObject({
      kind: 'horror-path',
      options: [
        [0, -1],
        [1, 0],
      ],
    });
  });

  test('with no victim (the others hidden, the Scout stealthy), the horror fades', () => {
    const s = start({
      cavers: ['scout', 'medic', 'leader', 'climber'],
      tiles: ['horror:D'],
      hazards: ['horror', 'flood'],
      dice: [6, 6, 6],
    });
    const r1 = play(s, [reveal('scout', 'N', 'S')]).state;
    expect(r1.horrors).toHaveLength(1);
    expect(horrorHunts(r1)[0]).toMatchObject({ victim: 'climber', dist: 1, path: [[0, 0]], tie: false, fades: false });
    const hid = seq(r1, [act('medic', 'hide'), act('leader', 'hide'), act('climber', 'hide')]).state;
    expect(horrorHunts(hid)).toEqual([
      { id: 1, at: [0, -1], victim: null, dist: -1, fades: true, path: [], tie: false },
    ]);
    // The rules agree: the horror fades in the Horror phase.
    const r2 = endRound(hid);
    expect(r2.events.some((e) => e.t === 'horror-gone' && e.why === 'far')).toBe(true);
  });
});

describe('previews: the draw pace', () => {
  test('a fresh game: 65 tiles, the Exit among the last 6 (59 to draw first), 22 hazard cards before Out of Time', () => {
    const s = start({ cavers: ['scout', 'medic', 'leader', 'diver'], seed: 'granite-42' });
    expect(drawPace(s)).toEqual({
      tilesLeft: 65,
      exitAmong: 6,
      beforeExit: 59,
      hazardsLeft: 22,
      exitFound: false,
      drawn: 0,
    });
    const a = run(s, [placements(s, 'explore', 'N')[0] as unknown as Act, end('scout')]).state;
    expect(drawPace(a)).toMatchObject({ tilesLeft: 64, beforeExit: 58, drawn: 1 });
  });

  test('the seeded deck puts the Exit among the last `exitAmong` tiles, for every seed tried', () => {
    const among = drawPace(start({ cavers: ['scout', 'medic', 'leader', 'diver'] })).exitAmong;
    for (let i = 0; i < 200; i++) {
      const deck = seededTileDeck(`seed-${i}`);
      expect(deck.findIndex((t) => t.type === 'exit')).toBeGreaterThanOrEqual(deck.length - among);
    }
  });

  test('hazards left count down one a round; Out of Time turned leaves none; the Exit found is said', () => {
    const s = start({
      cavers: ['scout', 'medic', 'leader', 'diver'],
      tiles: ['exit:D', 'empty:X'],
      hazards: ['flood', 'flood'],
    });
    expect(drawPace(s)).toMatchObject({ tilesLeft: 2, beforeExit: 0, hazardsLeft: 2, exitFound: false });
    const r1 = play(s, [reveal('scout', 'N', 'S')]).state;
    expect(drawPace(r1)).toMatchObject({ tilesLeft: 1, hazardsLeft: 1, exitFound: true });
    const r3 = endRound(endRound(r1).state).state;
    expect(r3.outOfTime).toBe(true);
    expect(drawPace(r3).hazardsLeft).toBe(0);
  });
});

describe('previews: what a Heal gives back', () => {
  test('healGain is the health each Heal then gives: 1 below full health, 0 at full (the prompt asks first)', () => {
    const team: CaverId[] = ['medic', 'scout', 'engineer', 'climber'];
    let s = start({ cavers: team, hazards: ['tremor', 'flood'], dice: [1, 1, 6, 6] });
    s = run(s, team.map(end)).state; // Tremor: the medic and the scout lose 1
    const seen: [CaverId, number][] = [];
    // Round 2 (scout, engineer, climber, medic): the scout heals itself (2 → 3), the engineer heals
    // the scout (nothing), the climber heals the medic (2 → 3), the medic heals itself (nothing).
    for (const [by, who] of [
      ['scout', 'scout'],
      ['engineer', 'scout'],
      ['climber', 'medic'],
      ['medic', 'medic'],
    ] as [CaverId, CaverId][]) {
      const before = hp(s, who);
      const gain = healGain(s, who);
      const r = run(s, [{ caver: by, do: 'heal', target: who }]);
      expect(hp(r.state, who) - before).toBe(gain);
      seen.push([who, gain]);
      s = by === 'medic' ? r.state : run(r.state, [end(by)]).state;
    }
    expect(seen).toEqual([
      ['scout', 1],
      ['scout', 0],
      ['medic', 1],
      ['medic', 0],
    ]);
    expect(healGain(s, 'nobody' as CaverId)).toBe(0);
  });
});
