// The table of facts (src/engine/facts.ts): RULES.md §2 and §7 as data, read by the rules core, the
// command line, the setup screen and the record validator alike.
import { describe, expect, test } from '@jest/globals';
import {
  CAVERS,
  CAVER_IDS,
  DIFFICULTIES,
  MAX_CAVERS,
  MAX_PLAYERS,
  MIN_CAVERS,
  MIN_PLAYERS,
  actionInfo,
  caverDef,
  caversForPlayers,
  isCaverId,
  isDifficulty,
  playerOfSeat,
  teamProblem,
  type CaverId,
} from '../../src/engine/index.js';
import { orList, playersRule } from '../../src/words/index.js';

describe('§7 the eight cavers', () => {
  test('§7 numbers 1 to 8 in rulebook order', () => {
    expect(CAVERS.map((c) => [c.number, c.id])).toEqual([
      [1, 'diver'],
      [2, 'scout'],
      [3, 'geologist'],
      [4, 'engineer'],
      [5, 'climber'],
      [6, 'medic'],
      [7, 'bodyguard'],
      [8, 'leader'],
    ]);
    expect(CAVER_IDS).toEqual(CAVERS.map((c) => c.id));
  });

  test("§7 starting health 3, except the Bodyguard's 5", () => {
    expect(Object.fromEntries(CAVERS.map((c) => [c.id, c.hp]))).toEqual({
      diver: 3,
      scout: 3,
      geologist: 3,
      engineer: 3,
      climber: 3,
      medic: 3,
      bodyguard: 5,
      leader: 3,
    });
  });

  test('§7 caverDef finds each caver by id, and nothing else', () => {
    for (const c of CAVERS) expect(caverDef(c.id)).toBe(c);
    expect(() => caverDef('wizard' as CaverId)).toThrow(/wizard/);
    expect(CAVER_IDS.every(isCaverId)).toBe(true);
    expect([undefined, 3, 'Diver', 'wizard', ''].some(isCaverId)).toBe(false);
  });

  test("§7 every active ability is one of the caver's actions, at the same cost", () => {
    for (const c of CAVERS) {
      for (const a of c.abilities) {
        if (!('do' in a)) {
          expect(a.cost).toBe('passive');
          continue;
        }
        const def = actionInfo(c.id, a.do);
        expect(def).not.toBeNull();
        expect([def!.do, def!.ap]).toEqual([a.do, a.cost]);
      }
    }
  });

  test('§7 the passives: who has which', () => {
    const has = (f: (c: (typeof CAVERS)[number]) => unknown) => CAVERS.filter((c) => f(c)).map((c) => c.id);
    expect(has((c) => c.walk.flooded)).toEqual(['diver']);
    expect(has((c) => c.walk.tunnel && c.walk.rubble)).toEqual(['climber']);
    expect(has((c) => c.floodProof)).toEqual(['diver']);
    expect(has((c) => c.stealthy)).toEqual(['scout']);
    expect(has((c) => c.pathfinder)).toEqual(['scout']);
    expect(has((c) => c.intuition)).toEqual(['geologist']);
    expect(has((c) => c.protector)).toEqual(['bodyguard']);
    expect(has((c) => c.skillBonus === 1)).toEqual(['leader']);
    expect(has((c) => c.caveInLoss === 1)).toEqual(['engineer']);
    expect(CAVERS.map((c) => c.charges)).toEqual([0, 3, 0, 3, 0, 0, 0, 0]);
  });
});

describe('§2 setup facts', () => {
  test('§2.4 three difficulties, easiest first', () => {
    expect(DIFFICULTIES).toEqual(['normal', 'hard', 'expert']);
    expect(DIFFICULTIES.every(isDifficulty)).toBe(true);
    expect(['Normal', 'easy', '', null].some(isDifficulty)).toBe(false);
    expect(orList(DIFFICULTIES)).toBe('normal, hard or expert');
  });

  test('§2.1 1 to 6 players, 4 to 6 cavers, and how many cavers each number of players plays', () => {
    expect([MIN_PLAYERS, MAX_PLAYERS, MIN_CAVERS, MAX_CAVERS]).toEqual([1, 6, 4, 6]);
    expect([1, 2, 3, 4, 5, 6].map(caversForPlayers)).toEqual([null, 4, 6, 4, 5, 6]);
    expect([2, 3, 4].map(playersRule)).toEqual([
      '2 players play 4 cavers (2 each)',
      '3 players play 6 cavers (2 each)',
      '4 players play 4 cavers (one each)',
    ]);
  });

  test('§2.1 who controls which seat: two neighbouring seats each with 2 or 3 players, one each with 4-6', () => {
    expect([0, 1, 2, 3].map((seat) => playerOfSeat(1, 4, seat))).toEqual([1, 1, 1, 1]);
    expect([0, 1, 2, 3].map((seat) => playerOfSeat(2, 4, seat))).toEqual([1, 1, 2, 2]);
    expect([0, 1, 2, 3, 4, 5].map((seat) => playerOfSeat(3, 6, seat))).toEqual([1, 1, 2, 2, 3, 3]);
    expect([0, 1, 2, 3, 4].map((seat) => playerOfSeat(5, 5, seat))).toEqual([1, 2, 3, 4, 5]);
  });

  test('§2.1 teamProblem: unknown, twice, the wrong size, or not what the players play', () => {
    expect(teamProblem(['diver', 'scout', 'medic', 'leader'], 1)).toBeNull();
    expect(teamProblem(['diver', 'wizard', 'medic', 'leader'], 1)).toEqual({ t: 'unknown', id: 'wizard' });
    expect(teamProblem(['diver', 'medic', 'medic', 'leader'], 1)).toEqual({ t: 'twice', id: 'medic' });
    expect(teamProblem(['diver', 'medic', 'leader'], 1)).toEqual({ t: 'size', n: 3 });
    expect(teamProblem(CAVER_IDS.slice(0, 7), 1)).toEqual({ t: 'size', n: 7 });
    expect(teamProblem(CAVER_IDS.slice(0, 5), 2)).toEqual({ t: 'players', n: 5, need: 4 });
    expect(teamProblem(CAVER_IDS.slice(0, 6), 3)).toBeNull();
  });
});
