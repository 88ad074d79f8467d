// The box's limited markers (RULES.md §4–5): 6 ropes, 12 rubble markers, 8 flood markers. The
// standard deck never runs them short, so each test uses a custom deck with more such tiles.
import { describe, expect, test } from '@jest/globals';
import { caver, rejected, start, view } from '../helpers/game.js';
import { act, evs, exert, explore, reveal, rounds, seq } from '../helpers/rules-kit.js';
import type { Act } from '../helpers/game.js';

/**
 * A column of `tall` tiles north of the Start, each but the last with a neighbour to its east: the
 * Diver explores north and reveals east, two AP a round (no exert, so no dice), `filler` hazard
 * cards meanwhile. Deck order: column tile, side tile, column tile, … so tiles[] follows that order.
 */
function comb(tall: number): Act[][] {
  const steps: Act[] = [];
  for (let i = 0; i < tall; i++) {
    steps.push(explore('diver', 'N', 'NES'));
    if (i < tall - 1) steps.push(reveal('diver', 'E', 'NW'));
  }
  const out: Act[][] = [];
  for (let i = 0; i < steps.length; i += 2) out.push(steps.slice(i, i + 2));
  return out;
}

describe('marker supplies', () => {
  test('§4 6 ropes exist: with six on the board, neither Quick knot nor Place rope can put a seventh', () => {
    const s = start({
      cavers: ['climber', 'scout', 'medic', 'leader'],
      tiles: Array(7).fill('drop:I'),
      hazards: Array(7).fill('horror'),
    });
    const six = rounds(
      s,
      ...Array.from({ length: 6 }, () => [explore('climber', 'N', 'NS'), act('climber', 'quickknot')]),
    );
    expect(view(six.state).tiles.filter((t) => t.rope).length).toBe(6);
    const seventh = seq(six.state, [explore('climber', 'N', 'NS')]);
    expect(caver(seventh.state, 'climber').at).toEqual([0, -7]);
    expect(rejected(seventh.state, act('climber', 'quickknot'))).toMatch(/no ropes left \(all 6 are in the cave\)/);
    const more = seq(seventh.state, [exert('climber')]);
    expect(rejected(more.state, act('climber', 'rope'))).toMatch(/no ropes left/);
    // The drop still holds her back: without a rope she cannot go back up (south) from it.
    expect(rejected(more.state, act('climber', 'move', { dir: 'S' }))).toBeTruthy();
  });

  test('§5 12 rubble markers: a Cave-in matching 13 tiles drops rubble on the first 12; the 13th does not collapse', () => {
    // 13 cave-in tiles all showing a 1; the Cave-in card comes in round 7, once all are placed.
    const tiles = Array.from({ length: 13 }, (_, i) => (i % 2 === 0 ? 'cavein:T:1,2' : 'cavein:L:1,2'));
    const s = start({
      cavers: ['diver', 'scout', 'engineer', 'climber'],
      tiles,
      hazards: [...Array(6).fill('horror'), 'cavein'],
      dice: [1],
    });
    const r = rounds(s, ...comb(7));
    const st = view(r.state);
    expect(st.tiles.length).toBe(14);
    expect(st.tiles.filter((t) => t.rubble).length).toBe(12);
    // The Diver stands on the last tile placed (the 13th): no marker left for it, so no collapse and no loss.
    expect(caver(r.state, 'diver')).toMatchObject({ at: [0, -7], hp: 3 });
    expect(st.tiles[13]).toMatchObject({ at: [0, -7], rubble: false });
    expect(st.tiles.slice(1, 13).every((t) => t.rubble)).toBe(true);
    expect(evs(r.events, 'damage').filter((d) => d.cause === 'cavein')).toEqual([]);
  });

  test('§5 cleared rubble goes back to the supply', () => {
    const tiles = Array.from({ length: 13 }, (_, i) => (i % 2 === 0 ? 'cavein:T:1,2' : 'cavein:L:1,2'));
    const s = start({
      cavers: ['diver', 'scout', 'medic', 'climber'],
      tiles,
      hazards: [...Array(6).fill('horror'), 'cavein', 'horror', 'cavein'],
      dice: [1, 1],
    });
    const r = rounds(s, ...comb(7));
    expect(view(r.state).tiles.filter((t) => t.rubble).length).toBe(12);
    // Round 8: the Diver (on the unfallen 13th tile) clears the rubble south of her; round 9's Cave-in rolls 1 again.
    const cleared = rounds(r.state, [act('diver', 'clear', { dir: 'S' })]);
    const st8 = view(cleared.state);
    expect(st8.tiles.filter((t) => t.rubble).length).toBe(11);
    const again = rounds(cleared.state, []);
    const st9 = view(again.state);
    expect(st9.tiles.filter((t) => t.rubble).length).toBe(12);
    // The first tile without rubble in cave order is the one she cleared ([0,-6]), and it collapses again first.
    expect(st9.tiles.find((t) => t.at[0] === 0 && t.at[1] === -6)?.rubble).toBe(true);
    expect(st9.tiles[13]).toMatchObject({ at: [0, -7], rubble: false });
  });

  test('§5 8 flood markers: a Flood with 13 water tiles floods the first 8; the Flood still reaches a caver on an unmarked water tile', () => {
    const tiles = Array.from({ length: 13 }, (_, i) => (i % 2 === 0 ? 'water:T' : 'water:L'));
    const s = start({
      cavers: ['diver', 'scout', 'engineer', 'climber'],
      tiles,
      hazards: [...Array(6).fill('horror'), 'flood'],
    });
    const r = rounds(s, ...comb(7));
    const st = view(r.state);
    expect(st.tiles.filter((t) => t.flooded).length).toBe(8);
    expect(st.tiles.slice(1, 9).every((t) => t.flooded)).toBe(true);
    expect(st.tiles.slice(9).some((t) => t.flooded)).toBe(false);
    // The Diver is on the 13th (unmarked) water tile: the Flood reaches her there; her gear prevents the loss.
    expect(evs(r.events, 'damage').filter((d) => d.cause === 'flood')).toEqual([
      { t: 'damage', caver: 'diver', cause: 'flood', amount: 0, prevented: 1, hp: 3, why: 'gear' },
    ]);
  });
});
