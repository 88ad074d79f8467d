import { describe, expect, test } from '@jest/globals';
import { CAVE_TILES, hazardPool } from '../../src/engine/index.js';
import { seededHazardDeck, seededTileDeck } from '../../src/engine/setup.js';
import { tileId } from '../../src/engine/tiles.js';
import { caver, start, view } from '../helpers/game.js';

describe('§2 Setup', () => {
  test('§5 the cave deck holds 64 tiles in the published counts', () => {
    expect(CAVE_TILES).toHaveLength(64);
    const count = (type: string) => CAVE_TILES.filter((t) => t.type === type).length;
    expect([
      count('empty'),
      count('water'),
      count('gas'),
      count('cavein'),
      count('horror'),
      count('tunnel'),
      count('ledge'),
      count('drop'),
      count('rough'),
    ]).toEqual([16, 8, 8, 12, 8, 3, 3, 3, 3]);
  });

  test('§2.3 the Exit is one of the last six tiles, for many seeds', () => {
    for (let i = 0; i < 200; i++) {
      const deck = seededTileDeck(`seed-${i}`);
      expect(deck).toHaveLength(65);
      const at = deck.findIndex((t) => t.type === 'exit');
      expect(at).toBeGreaterThanOrEqual(59);
    }
  });

  test('§2.3 the Exit is shuffled in with the bottom five: each of the last six places occurs', () => {
    const seen = new Map<number, number>();
    for (let i = 0; i < 600; i++) {
      const at = seededTileDeck(`spread-${i}`).findIndex((t) => t.type === 'exit');
      seen.set(at, (seen.get(at) ?? 0) + 1);
    }
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual([59, 60, 61, 62, 63, 64]);
    // Roughly even: 100 expected in each place.
    for (const n of seen.values()) expect(n).toBeGreaterThan(50);
  });

  test('§5 the Exit is a dead end (D) with the 64 cave tiles above it', () => {
    const deck = seededTileDeck('exit-shape');
    expect(deck.filter((t) => t.type === 'exit').map(tileId)).toEqual(['exit:D']);
    expect(
      deck
        .filter((t) => t.type !== 'exit')
        .map(tileId)
        .sort(),
    ).toEqual(CAVE_TILES.map(tileId).sort());
  });

  test('§2.3 a seed fixes the tile deck; another seed changes it', () => {
    const a = seededTileDeck('granite-42').map(tileId);
    expect(seededTileDeck('granite-42').map(tileId)).toEqual(a);
    expect(seededTileDeck('granite-43').map(tileId)).not.toEqual(a);
  });

  test.each([
    // card: copies left at normal, hard, expert (RULES.md §6's table)
    ['tremor', 7, 6, 4],
    ['flood', 5, 4, 4],
    ['gas', 4, 3, 3],
    ['cavein', 5, 4, 4],
    ['horror', 4, 3, 3],
    ['tremor-x2', 0, 1, 1],
    ['flood-x2', 0, 1, 1],
    ['gas-x2', 0, 1, 1],
    ['cavein-x2', 0, 1, 1],
    ['horror-x2', 0, 1, 1],
  ] as const)('§2.4/§6 difficulty removes the marked cards: %s leaves %i / %i / %i', (card, normal, hard, expert) => {
    const count = (d: 'normal' | 'hard' | 'expert') => hazardPool(d).filter((h) => h === card).length;
    expect([count('normal'), count('hard'), count('expert')]).toEqual([normal, hard, expert]);
  });

  test('§6 hazard pools: Normal 25, Hard 25, Expert 23', () => {
    expect(hazardPool('normal')).toHaveLength(25);
    expect(hazardPool('hard')).toHaveLength(25);
    expect(hazardPool('expert')).toHaveLength(23);
    expect(hazardPool('normal').some((h) => h.endsWith('-x2'))).toBe(false);
    expect(hazardPool('hard').filter((h) => h.endsWith('-x2'))).toHaveLength(5);
  });

  test.each([
    [4, 'normal', 22],
    [4, 'hard', 20],
    [4, 'expert', 18],
    [5, 'normal', 19],
    [5, 'hard', 17],
    [5, 'expert', 15],
    [6, 'normal', 17],
    [6, 'hard', 15],
    [6, 'expert', 13],
  ] as const)('§2.5 %i cavers at %s deal %i hazard cards plus Out of Time', (n, diff, size) => {
    const team = (['diver', 'scout', 'engineer', 'climber', 'medic', 'leader'] as const).slice(0, n);
    const s = start({ cavers: [...team], difficulty: diff, seed: 'deal' });
    expect(view(s).hazardsLeft).toBe(size + 1);
    expect(s.hazardDeck[s.hazardDeck.length - 1]).toBe('outoftime');
    expect(seededHazardDeck('deal', diff, n, true)).toHaveLength(size + 3);
  });

  test('§2.2 every caver starts on the Start tile at [0,0] with its starting health; the first caver acts', () => {
    const s = start({ cavers: ['bodyguard', 'scout', 'medic', 'leader'] });
    const v = view(s);
    expect(v.tiles).toEqual([{ at: [0, 0], type: 'start', open: 'NESW', rubble: false, flooded: false, rope: false }]);
    expect(v.cavers.map((c) => [c.id, c.hp, c.maxHp, c.at, c.state])).toEqual([
      ['bodyguard', 5, 5, [0, 0], 'conscious'],
      ['scout', 3, 3, [0, 0], 'conscious'],
      ['medic', 3, 3, [0, 0], 'conscious'],
      ['leader', 3, 3, [0, 0], 'conscious'],
    ]);
    expect([v.round, v.phase, v.turn, v.ap, v.over, v.result, v.tilesLeft, v.hazardsLeft]).toEqual([
      1,
      'action',
      'bodyguard',
      2,
      false,
      null,
      65,
      23,
    ]);
    expect(caver(s, 'scout').hp).toBe(3);
  });
});
