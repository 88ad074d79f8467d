// The determinizer: a world dealt from a player's view (playerView) and a seed, that keeps everything a
// player knows and deals everything hidden afresh (the undrawn tiles with the Exit among the last
// six, the hazard cards to come, the dice).
import { describe, expect, test } from '@jest/globals';
import { botRng, randomAction } from '../../src/bots/random.js';
import {
  apply,
  determinize as dealFrom,
  EXIT_DEPTH,
  hazardPool,
  legalActions,
  newGame,
  playerView,
  tileId,
} from '../../src/engine/index.js';
import type { Action, CaverId, Difficulty, GameState } from '../../src/engine/index.js';
import { start } from '../helpers/game.js';
import { permuteHidden } from '../helpers/hidden.js';
import { refusalText } from '../../src/words/index.js';

const TEAM: CaverId[] = ['scout', 'medic', 'leader', 'bodyguard'];
const GEO_TEAM: CaverId[] = ['geologist', 'scout', 'engineer', 'climber', 'diver'];

function fresh(seed: string, cavers: CaverId[] = TEAM, difficulty: Difficulty = 'normal'): GameState {
  const r = newGame({ seed, difficulty, players: 1, cavers });
  if (!r.ok) throw new Error(refusalText(r.error));
  return r.state;
}

/** A game played at random for `steps` actions (or to its end). */
function played(seed: string, steps: number, cavers: CaverId[] = TEAM, difficulty: Difficulty = 'normal'): GameState {
  let s = fresh(seed, cavers, difficulty);
  const rng = botRng(seed);
  for (let i = 0; i < steps && s.result === null; i++) {
    const r = apply(s, randomAction(s, rng)!);
    if (!r.ok) throw new Error(refusalText(r.error));
    s = r.state;
  }
  return s;
}

function counts<T>(items: readonly T[], k: (x: T) => string = String): Map<string, number> {
  const m = new Map<string, number>();
  for (const x of items) m.set(k(x), (m.get(k(x)) ?? 0) + 1);
  return m;
}

/** A world dealt from what a player at the table sees of `s`. */
const determinize = (s: GameState, seed: string | number): GameState => dealFrom(playerView(s), seed);

/** Everything of a state a player sees, worked out here from the state (the options without seed and setup). */
function publicPart(s: GameState): unknown {
  const { tileDeck, hazardDeck, dice, diceTop, rng, options, ...rest } = s;
  void rng;
  void diceTop;
  const { seed, setup, ...table } = options;
  void seed;
  void setup;
  return {
    ...rest,
    options: table,
    tilesSeen: tileDeck.slice(0, s.tileTop),
    tilesLeft: tileDeck.length - s.tileTop,
    leftMultiset: [...counts(tileDeck.slice(s.tileTop), tileId).entries()].sort(),
    hazardsSeen: hazardDeck.slice(0, s.hazardTop),
    hazardsLeft: hazardDeck.length - s.hazardTop,
    under: hazardDeck[hazardDeck.length - 1],
  };
}

const SAMPLES: GameState[] = [
  fresh('det-a'),
  fresh('det-geo', GEO_TEAM),
  played('det-b', 40),
  played('det-c', 150, GEO_TEAM, 'hard'),
  played('det-d', 300, TEAM, 'expert'),
  played('det-e', 90, ['scout', 'geologist', 'medic', 'leader', 'bodyguard', 'climber']),
];

describe('determinize', () => {
  test('keeps everything a player knows, and changes nothing in the view it is given', () => {
    for (const s of SAMPLES) {
      const before = JSON.stringify(s);
      const view = playerView(s);
      const seen = JSON.stringify(view);
      for (let k = 0; k < 5; k++) {
        const w = dealFrom(view, k);
        expect(publicPart(w)).toEqual(publicPart(s));
        // The world shows the players exactly the view it was dealt from.
        expect(JSON.stringify(playerView(w))).toBe(seen);
        // Drawn tiles, the Geologist's tile aside, the discards, the turned hazard cards: all as they were.
        expect(w.tileDeck.slice(0, s.tileTop)).toEqual(s.tileDeck.slice(0, s.tileTop));
        expect(w.cavers.map((c) => c.aside)).toEqual(s.cavers.map((c) => c.aside));
        expect(w.tileDiscards).toEqual(s.tileDiscards);
        expect(w.hazardDiscards).toEqual(s.hazardDiscards);
      }
      expect(JSON.stringify(s)).toBe(before);
      expect(JSON.stringify(view)).toBe(seen);
    }
  });

  test('a world is a game of its own seed: not the real seed, and no setup', () => {
    for (const s of SAMPLES) {
      const w = determinize(s, 'mine');
      expect(w.options.seed).toBe('determinize/mine');
      expect(w.options.setup).toBeUndefined();
      expect(JSON.stringify(w)).not.toContain(s.options.seed);
    }
  });

  test('the undrawn tiles are the same tiles, with the Exit in one of the last six places of those left', () => {
    const s = SAMPLES[2];
    const seen = new Map<number, number>();
    let reordered = 0;
    for (let k = 0; k < 600; k++) {
      const w = determinize(s, k);
      const left = w.tileDeck.slice(w.tileTop);
      expect(counts(left, tileId)).toEqual(counts(s.tileDeck.slice(s.tileTop), tileId));
      const fromBottom = left.length - 1 - left.findIndex((t) => t.type === 'exit');
      expect(fromBottom).toBeGreaterThanOrEqual(0);
      expect(fromBottom).toBeLessThan(EXIT_DEPTH);
      seen.set(fromBottom, (seen.get(fromBottom) ?? 0) + 1);
      if (left.map(tileId).join() !== s.tileDeck.slice(s.tileTop).map(tileId).join()) reordered++;
    }
    // Each of the six places, about equally often (100 expected each).
    expect([...seen.keys()].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    for (const n of seen.values()) expect(n).toBeGreaterThan(60);
    expect(reordered).toBeGreaterThan(590);
  });

  test('with fewer than six tiles left the Exit may be anywhere among them', () => {
    const s = start({ cavers: TEAM, tiles: ['empty:X', 'empty:I', 'exit:D', 'gas:L'] });
    const places = new Set<number>();
    for (let k = 0; k < 200; k++) {
      const w = determinize(s, k);
      expect(counts(w.tileDeck, tileId)).toEqual(counts(s.tileDeck, tileId));
      places.add(w.tileDeck.findIndex((t) => t.type === 'exit'));
    }
    expect([...places].sort()).toEqual([0, 1, 2, 3]);
  });

  test('a drawn Exit stays where it is', () => {
    const s = start({
      cavers: TEAM,
      tiles: ['exit:D', 'empty:X', 'empty:I', 'gas:L', 'water:I', 'empty:T', 'empty:L', 'rough:X'],
    });
    const r = apply(s, { caver: 'scout', do: 'reveal', dir: 'N', open: 'S' });
    expect(r.ok).toBe(true);
    const after = (r as { state: GameState }).state;
    for (let k = 0; k < 50; k++) {
      const w = determinize(after, k);
      expect(w.tileDeck[0]).toEqual({ type: 'exit', shape: 'D' });
      expect(w.tileDeck.slice(1).some((t) => t.type === 'exit')).toBe(false);
    }
  });

  test('a tile drawn and not yet placed is known: every world holds it, lists the same placements, redraws only what follows', () => {
    const s = start({
      cavers: TEAM,
      tiles: ['empty:X', 'gas:L', 'water:I', 'empty:T', 'empty:L', 'rough:X', 'exit:D', 'empty:I'],
    });
    const r = apply(s, { caver: 'scout', do: 'draw', kind: 'reveal', dir: 'N' });
    expect(r.ok).toBe(true);
    const drawn = (r as { state: GameState }).state;
    expect(drawn.drawn?.tile).toEqual({ type: 'empty', shape: 'X' });
    const placements = JSON.stringify(legalActions(drawn));
    const after = new Set<string>();
    for (let k = 0; k < 40; k++) {
      const w = determinize(drawn, k);
      expect(w.drawn).toEqual(drawn.drawn);
      expect(w.tileDeck.slice(0, drawn.tileTop)).toEqual(drawn.tileDeck.slice(0, drawn.tileTop));
      expect(JSON.stringify(legalActions(w))).toBe(placements);
      after.add(tileId(w.tileDeck[drawn.tileTop]));
    }
    expect(after.size).toBeGreaterThan(2);
  });

  test('the hazard cards to come are as many, dealt from the pool minus the cards turned, Out of Time under them', () => {
    for (const s of SAMPLES) {
      const pool = counts(hazardPool(s.options.difficulty));
      let differs = 0;
      for (let k = 0; k < 100; k++) {
        const w = determinize(s, k);
        expect(w.hazardDeck.length).toBe(s.hazardDeck.length);
        expect(w.hazardTop).toBe(s.hazardTop);
        expect(w.hazardDeck[w.hazardDeck.length - 1]).toBe('outoftime');
        expect(w.hazardDeck.filter((h) => h === 'outoftime')).toHaveLength(1);
        const dealt = counts(w.hazardDeck.filter((h) => h !== 'outoftime'));
        for (const [card, n] of dealt) expect(n).toBeLessThanOrEqual(pool.get(card) ?? 0);
        if (w.hazardDeck.slice(w.hazardTop).join() !== s.hazardDeck.slice(s.hazardTop).join()) differs++;
      }
      if (!s.outOfTime) expect(differs).toBeGreaterThan(90);
    }
  });

  test('cards left out of the game can come back: the redraw is from the whole pool, not the dealt deck', () => {
    // Normal, 4 cavers: 22 of the 25 cards are dealt. Over many worlds every card of the pool turns up
    // somewhere in the deck, and the undealt three differ from world to world.
    const s = SAMPLES[0];
    const undealt = new Set<string>();
    for (let k = 0; k < 100; k++) {
      const w = determinize(s, k);
      const pool = hazardPool('normal').slice();
      for (const h of w.hazardDeck) {
        const i = pool.indexOf(h as never);
        if (i >= 0) pool.splice(i, 1);
      }
      expect(pool).toHaveLength(3);
      undealt.add(pool.sort().join());
    }
    expect(undealt.size).toBeGreaterThan(20);
  });

  test("fresh dice: a scenario's fixed dice are not in the view, and worlds roll differently", () => {
    // Only rough ground in the deck, so every world's top tile asks for a skill test on entering.
    const s = start({ cavers: TEAM, tiles: ['rough:X', 'rough:X', 'rough:X', 'rough:X'], dice: [6, 6, 6, 6, 6, 6] });
    const faces = new Set<number>();
    for (let k = 0; k < 40; k++) {
      const w = determinize(s, k);
      expect(w.dice).toEqual([]);
      expect(w.diceTop).toBe(0);
      // Explore onto rough ground: a skill test rolls the first die.
      const r = apply(w, { caver: 'scout', do: 'explore', dir: 'N', open: 'NESW' });
      expect(r.ok).toBe(true);
      const test = (r as { events: readonly { t: string; die?: number | null }[] }).events.find((e) => e.t === 'test')!;
      faces.add(test.die!);
    }
    expect(faces.size).toBeGreaterThan(3);
    // Once a fixed die is rolled, the world still holds none: a stream of its own.
    const r = apply(s, { caver: 'scout', do: 'explore', dir: 'N', open: 'NESW' });
    const after = (r as { state: GameState }).state;
    expect(after.diceTop).toBe(1);
    const w = determinize(after, 1);
    expect(w.dice).toEqual([]);
    expect(w.diceTop).toBe(0);
    expect(w.rng).not.toEqual(after.rng);
  });

  test('depends on what a player knows only: states differing in hidden parts alone give the same world', () => {
    for (const [i, s] of SAMPLES.entries()) {
      const other = permuteHidden(s, i);
      expect(publicPart(other)).toEqual(publicPart(s));
      if (s.tileDeck.length - s.tileTop > 1) expect(other.tileDeck).not.toEqual(s.tileDeck);
      for (const k of [0, 7, 'x']) {
        expect(JSON.stringify(determinize(other, k))).toBe(JSON.stringify(determinize(s, k)));
      }
    }
  });

  test('the same seed gives the same world, another seed another one', () => {
    const s = SAMPLES[2];
    expect(JSON.stringify(determinize(s, 'a'))).toBe(JSON.stringify(determinize(s, 'a')));
    expect(JSON.stringify(determinize(s, 'a'))).not.toBe(JSON.stringify(determinize(s, 'b')));
  });

  test('worlds are games: every listed action is accepted and a game played in one ends', () => {
    for (const [i, s] of SAMPLES.entries()) {
      let w = determinize(s, i);
      const rng = botRng(`world-${i}`);
      let steps = 0;
      while (w.result === null && steps < 5000) {
        const legal = legalActions(w);
        expect(legal.length).toBeGreaterThan(0);
        const a: Action = legal[Math.floor(rng() * legal.length)];
        const r = apply(w, a);
        expect(r.ok).toBe(true);
        w = (r as { state: GameState }).state;
        steps++;
      }
      expect(w.result).not.toBeNull();
    }
  });
});
