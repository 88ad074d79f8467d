// Decisions taken where the rules are open (the **Decision:** notes of docs/RULES.md), each pinned by a test.
import { describe, expect, test } from '@jest/globals';
import { apply, legalActions } from '../../src/engine/index.js';
import type { Action } from '../../src/engine/types.js';
import { caver, drawFor, placements, rejected, start, view } from '../helpers/game.js';
import { act, endRound, evs, exert, explore, play, reveal, seq } from '../helpers/rules-kit.js';

describe('rules decisions', () => {
  test('§7 Geologist Intuition with the deck empty: she may still place the tile she holds (keep 0), nothing drawn', () => {
    // Her tile aside is the only tile there is: the deck is empty after setup.
    const s = start({ cavers: ['geologist', 'scout', 'medic', 'leader'], tiles: ['empty:X'] });
    expect(view(s).tilesLeft).toBe(0);
    expect(caver(s, 'geologist').aside).toBe('empty:X');
    // She declares the reveal and draws nothing: her held tile is the one to place.
    expect(drawFor(s, 'reveal', 'N')!.drawn).toMatchObject({ tile: null, held: { type: 'empty', shape: 'X' } });
    const reveals = placements(s, 'reveal', 'N');
    expect(reveals).toContainEqual({ caver: 'geologist', do: 'reveal', dir: 'N', open: 'NESW', keep: 0 });
    expect(reveals.every((a) => 'keep' in a && a.keep === 0)).toBe(true);
    // keep 1 (or no keep) would place a tile drawn from an empty deck.
    expect(rejected(s, { caver: 'geologist', do: 'reveal', dir: 'N', open: 'NESW', keep: 1 })).toMatch(
      /deck is empty.*"keep": 0/,
    );
    expect(rejected(s, { caver: 'geologist', do: 'reveal', dir: 'N', open: 'NESW' })).toMatch(/deck is empty/);
    const a = seq(s, [reveal('geologist', 'N', 'NESW', { keep: 0 })]);
    expect(view(a.state).tiles.map((t) => [t.at, t.type])).toEqual([
      [[0, 0], 'start'],
      [[0, -1], 'empty'],
    ]);
    expect(caver(a.state, 'geologist').aside).toBeUndefined();
    expect(view(a.state).tilesLeft).toBe(0);
    // Now she holds nothing: no reveal is left to anyone.
    expect(legalActions(a.state).some((x) => x.do === 'draw')).toBe(false);
  });

  test('§7 Geologist Intuition: an Exit she holds comes out after the deck is empty, and the team can win', () => {
    // The Exit is the only tile: she holds it from the start, and the deck is empty.
    const s = start({ cavers: ['geologist', 'scout', 'medic', 'leader'], tiles: ['exit:D'] });
    expect(caver(s, 'geologist').aside).toBe('exit:D');
    const a = seq(s, [explore('geologist', 'N', 'S', { keep: 0 })]);
    expect(caver(a.state, 'geologist')).toMatchObject({ at: [0, -1], onExit: true });
    expect(view(a.state).tiles.map((t) => t.type)).toEqual(['start', 'exit']);
  });

  test('§7 Geologist Intuition: with one tile left she draws it and may place either', () => {
    const s = start({ cavers: ['geologist', 'scout', 'medic', 'leader'], tiles: ['empty:X', 'empty:I'] });
    const a = seq(s, [reveal('geologist', 'N', 'NESW', { keep: 0 })]);
    expect(view(a.state).tiles.map((t) => t.type)).toEqual(['start', 'empty']);
    expect(caver(a.state, 'geologist').aside).toBe('empty:I');
    expect(view(a.state).tilesLeft).toBe(0);
  });

  test('§7 Diver: fainted under water with a single water tile in the cave, she surfaces there without a choice', () => {
    // Round 1: she explores onto the water and exerts; the failed exert test (die 1) costs 1 (not under water yet).
    // Round 2: she dives; a Tremor x2 (her dice 1, 1) faints her under water. Round 3: her turn surfaces her.
    const s = start({
      cavers: ['diver', 'scout', 'medic', 'leader'],
      tiles: ['water:I', 'empty:X'],
      hazards: ['horror', 'tremor-x2', 'horror'],
      dice: [1, 6, 6, 6, 1, 6, 6, 6, 1],
    });
    const r1 = play(s, [explore('diver', 'N', 'NS'), exert('diver')]);
    expect(caver(r1.state, 'diver')).toMatchObject({ state: 'conscious', hp: 2 });
    const a = seq(r1.state, [act('diver', 'dive')]);
    expect(caver(a.state, 'diver')).toMatchObject({ state: 'underwater', hp: 2 });
    const r = endRound(a.state);
    expect(caver(r.state, 'diver')).toMatchObject({ hp: 0, at: null });
    // Round 3 starts with the medic; the Diver's turn comes second to last, and is skipped after she surfaces.
    const b = endRound(r.state);
    expect(view(b.state).pending).toBeNull();
    expect(evs(b.events, 'surface')).toEqual([{ t: 'surface', caver: 'diver', at: [0, -1] }]);
    expect(caver(b.state, 'diver')).toMatchObject({ state: 'unconscious', at: [0, -1] });
  });

  test('§7 Diver: an exert test at the end of a turn she dove in is rolled, but under water only Tremor and Out of Time affect her', () => {
    // Round 1: she explores onto the water, exerts, dives; the exert die (1) fails, the loss is prevented.
    // Round 1's Tremor (first caver: the diver, die 1) still hurts her under water.
    const s = start({
      cavers: ['diver', 'scout', 'medic', 'leader'],
      tiles: ['water:I'],
      hazards: ['tremor', 'flood'],
      dice: [1, 1, 6, 6, 6],
    });
    const a = seq(s, [explore('diver', 'N', 'NS'), exert('diver'), act('diver', 'dive'), act('diver', 'end')]);
    expect(evs(a.events, 'test').filter((e) => e.caver === 'diver')).toEqual([
      { t: 'test', caver: 'diver', why: 'exert', die: 1, bonus: 0, ok: false },
    ]);
    expect(evs(a.events, 'damage')).toEqual([
      { t: 'damage', caver: 'diver', cause: 'exert', amount: 0, prevented: 1, hp: 3, why: 'underwater' },
    ]);
    expect(caver(a.state, 'diver')).toMatchObject({ state: 'underwater', hp: 3 });
    const r = endRound(a.state);
    expect(evs(r.events, 'damage').filter((e) => e.caver === 'diver')).toEqual([
      { t: 'damage', caver: 'diver', cause: 'tremor', amount: 1, prevented: 0, hp: 2 },
    ]);
  });

  test('actions with fields their kind does not take are refused with the field named', () => {
    const s = start({ cavers: ['diver', 'scout', 'medic', 'leader'] });
    expect(rejected(s, { caver: 'diver', do: 'end', target: 'scout' })).toMatch(/"end" takes no "target" field/);
    expect(rejected(s, { caver: 'diver', do: 'exert', dir: 'N' })).toMatch(/"exert" takes no "dir" field/);
    const r = apply(s, { caver: 'diver', do: 'end' } as Action);
    expect(r.ok).toBe(true);
  });

  test("choose may name any caver of the deciding player: solo any caver, in hot-seat only that player's", () => {
    // Horror placement tie: two horror tiles one step from the cavers at the Start.
    const scenario = (players: number) => {
      const s = start({
        cavers: ['medic', 'scout', 'leader', 'diver'],
        tiles: ['horror:D', 'horror:D'],
        hazards: ['horror'],
        players,
      });
      return endRound(seq(s, [reveal('medic', 'N', 'S'), reveal('medic', 'S', 'N')]).state).state;
    };
    const solo = scenario(1);
    expect(view(solo).pending).toMatchObject({
      kind: 'horror-place',
      chooser: 'medic',
      options: [
        [0, -1],
        [0, 1],
      ],
    });
    for (const who of ['medic', 'scout', 'diver'] as const) {
      const x = apply(solo, { caver: who, do: 'choose', option: 1 });
      expect(x.ok && view(x.state).horrors).toEqual([[0, 1]]);
    }
    // Two players: the medic and the scout are player 1's (the token holder's), the leader and the diver player 2's.
    const duo = scenario(2);
    expect(apply(duo, { caver: 'scout', do: 'choose', option: 0 }).ok).toBe(true);
    expect(rejected(duo, { caver: 'diver', do: 'choose', option: 0 })).toMatch(
      /belongs to medic's player \(player 1\)/,
    );
  });
});
