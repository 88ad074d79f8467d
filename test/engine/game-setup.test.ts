// RULES.md §2 beyond setup.test.ts: which players/cavers combinations start a game, the easier
// variant, the first-caver token, the Geologist's tile aside, and seeded decks that do not depend
// on what the players do (RECORD.md "The seed fixes the two decks at setup").
import { describe, expect, test } from '@jest/globals';
import { legalActions, newGame, stateHash, tileId } from '../../src/engine/index.js';
import { seededHazardDeck, seededTileDeck } from '../../src/engine/setup.js';
import type { CaverId, GameEvent, GameOptions, GameState } from '../../src/engine/types.js';
import { validateRecord } from '../../src/record/record.js';
import { caver, draws, end, placements, record, replay, run, start, view, type Act } from '../helpers/game.js';
import { refusalText } from '../../src/words/index.js';

const ALL: CaverId[] = ['diver', 'scout', 'engineer', 'climber', 'medic', 'bodyguard', 'leader', 'geologist'];
const team = (n: number) => ALL.slice(0, n);
const options = (players: number, cavers: CaverId[]): GameOptions => ({
  seed: 'setup',
  difficulty: 'normal',
  players,
  cavers,
});

describe('§2 Setup: players and cavers', () => {
  test.each([
    [1, 4],
    [1, 5],
    [1, 6],
    [2, 4],
    [3, 6],
    [4, 4],
    [5, 5],
    [6, 6],
  ])('§2.1 %i player(s) with %i cavers start a game', (players, n) => {
    const r = newGame(options(players, team(n)));
    expect(r.ok).toBe(true);
    expect(validateRecord(record({ cavers: team(n), players })).ok).toBe(true);
  });

  test.each([
    [1, 3],
    [1, 7],
    [2, 5],
    [2, 6],
    [3, 4],
    [3, 5],
    [4, 5],
    [4, 6],
    [5, 4],
    [5, 6],
    [6, 4],
    [6, 5],
  ])('§2.1 %i player(s) with %i cavers are refused', (players, n) => {
    const r = newGame(options(players, team(n)));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(refusalText(r.error)).toMatch(/cavers/);
    const v = validateRecord(record({ cavers: team(n), players }));
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.error).toMatch(/cavers/);
  });

  test('§2.1 a caver listed twice, an unknown caver, 0 or 7 players are refused', () => {
    const cases: [number, string[], RegExp][] = [
      [1, ['scout', 'scout', 'medic', 'leader'], /twice/],
      [1, ['scout', 'wizard', 'medic', 'leader'], /unknown caver "wizard"/],
      [0, team(4), /players/],
      [7, team(6), /players/],
    ];
    for (const [players, cavers, why] of cases) {
      const r = newGame(options(players, cavers as CaverId[]));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(refusalText(r.error)).toMatch(why);
      const v = validateRecord(record({ cavers: cavers as CaverId[], players }));
      expect(v.ok).toBe(false);
      if (!v.ok) expect(v.error).toMatch(why);
    }
  });

  test.each([[['medic', 'scout', 'engineer', 'climber']], [['leader', 'bodyguard', 'diver', 'scout', 'medic']]])(
    '§2.6 the first-caver token starts with the first caver in seating order (%j)',
    (cavers) => {
      const s = start({ cavers: cavers as CaverId[] });
      expect(view(s).first).toBe(cavers[0]);
      expect(view(s).turn).toBe(cavers[0]);
      expect(legalActions(s).every((a) => a.caver === cavers[0])).toBe(true);
    },
  );
});

describe('§2 Setup: the hazard deck', () => {
  test.each([
    [4, 'normal', 22],
    [4, 'expert', 18],
    [5, 'hard', 17],
    [6, 'normal', 17],
    [6, 'expert', 13],
  ] as const)('§2.5 the easier variant with %i cavers at %s deals 3 more cards than %i', (n, difficulty, size) => {
    const cavers = (['medic', 'scout', 'engineer', 'climber', 'diver', 'leader'] as CaverId[]).slice(0, n);
    const normal = start({ cavers, difficulty, seed: 'easy' });
    const easy = start({ cavers, difficulty, seed: 'easy', easy: true });
    expect(view(normal).hazardsLeft).toBe(size + 1);
    expect(view(easy).hazardsLeft).toBe(size + 3 + 1);
    expect(easy.hazardDeck[easy.hazardDeck.length - 1]).toBe('outoftime');
    expect(easy.hazardDeck.filter((h) => h === 'outoftime')).toHaveLength(1);
  });

  test('§2.5 setup.hazards replaces the dealt deck; Out of Time goes under it', () => {
    const s = start({ cavers: team(4), hazards: ['gas', 'tremor'] });
    expect(view(s).hazardsLeft).toBe(3);
    expect(s.hazardDeck).toEqual(['gas', 'tremor', 'outoftime']);
  });
});

describe('§2 Setup: the Geologist', () => {
  test('§2/§7 the Geologist sets the top cave tile aside at setup (tilesLeft 64 with a seeded deck)', () => {
    const cavers: CaverId[] = ['medic', 'geologist', 'scout', 'engineer'];
    const seeded = start({ cavers, seed: 'geo' });
    expect(view(seeded).tilesLeft).toBe(64);
    expect(caver(seeded, 'geologist').aside).toBe(tileId(seededTileDeck('geo')[0]));
    const fixed = start({ cavers, tiles: ['gas:L', 'empty:X', 'exit:D'] });
    expect(view(fixed).tilesLeft).toBe(2);
    expect(caver(fixed, 'geologist').aside).toBe('gas:L');
  });
});

describe('§2 Setup: the seed fixes both decks, whatever the players do', () => {
  const CAVERS: CaverId[] = ['medic', 'engineer', 'climber', 'diver'];
  const seed = 'basalt-7';

  /** Play `rounds` rounds; in each turn `turn` may act before `end`. Returns the tiles and hazard cards drawn. */
  function play(rounds: number, turn: (s: GameState, id: CaverId) => Act[]) {
    let s = start({ cavers: CAVERS, seed });
    const events: GameEvent[] = [];
    while (view(s).round <= rounds && !view(s).over) {
      const pending = view(s).pending;
      const id = (pending ? pending.chooser : view(s).turn) as CaverId;
      // A horror tie (the first caver picks): always the first option.
      const r = run(s, pending ? [{ caver: id, do: 'choose', option: 0 }] : [...turn(s, id), end(id)]);
      s = r.state;
      events.push(...r.events);
    }
    const placed = events
      .filter((e): e is Extract<GameEvent, { t: 'reveal' }> => e.t === 'reveal')
      .map((e) => tileId(e.tile));
    const cards = events.filter((e): e is Extract<GameEvent, { t: 'hazard' }> => e.t === 'hazard').map((e) => e.card);
    const tests = events.filter((e) => e.t === 'test').length;
    return { s, placed, cards, tests };
  }

  // The first side a draw is listed for, and the first placement of the tile it brings (the whole reveal or explore).
  const firstReveal = (s: GameState, kind: 'reveal' | 'explore'): Act[] => {
    const d = draws(s).find((x) => x.kind === kind);
    const a = d ? placements(s, kind, d.dir)[0] : undefined;
    return a ? [a as unknown as Act] : [];
  };

  test('§2 the same hazard cards come up, and the same tiles are drawn in order, whether cavers act, exert (roll dice) or pass', () => {
    const idle = play(3, () => []);
    const busy = play(3, (s, id) =>
      id === 'medic' || id === 'diver'
        ? [{ caver: id, do: 'exert' }, ...firstReveal(s, 'reveal')]
        : firstReveal(s, 'explore'),
    );
    const other = play(3, (s, id) => (id === 'engineer' ? firstReveal(s, 'reveal') : []));
    for (const g of [idle, busy, other]) expect(view(g.s)).toMatchObject({ round: 4, over: false });
    const deck = seededHazardDeck(seed, 'normal', 4, false);
    expect(idle.cards).toEqual(deck.slice(0, 3));
    expect(busy.cards).toEqual(idle.cards);
    expect(other.cards).toEqual(idle.cards);
    expect(busy.tests).toBeGreaterThan(idle.tests); // busy rolled more dice: the decks did not move
    const tiles = seededTileDeck(seed).map(tileId);
    expect(busy.placed.length).toBeGreaterThan(3);
    expect(busy.placed).toEqual(tiles.slice(0, busy.placed.length));
    expect(other.placed).toEqual(tiles.slice(0, other.placed.length));
    expect(view(busy.s).tilesLeft).toBe(65 - busy.placed.length);
  });

  test('§2 same seed, options and actions give the same game; another seed gives other decks', () => {
    const actions: Act[] = [
      { caver: 'medic', do: 'exert' },
      end('medic'),
      end('engineer'),
      end('climber'),
      end('diver'),
    ];
    const a = replay({ cavers: CAVERS, seed }, actions);
    const b = replay({ cavers: CAVERS, seed }, actions);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) {
      expect(stateHash(a.state)).toBe(stateHash(b.state));
      expect(view(a.state)).toEqual(view(b.state));
    }
    const other = start({ cavers: CAVERS, seed: 'granite-43' });
    const first = start({ cavers: CAVERS, seed });
    expect(other.hazardDeck).not.toEqual(first.hazardDeck);
    expect(first.hazardDeck.slice(0, -1)).toEqual(seededHazardDeck(seed, 'normal', 4, false));
  });
});
