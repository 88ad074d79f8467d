// The public view (view.ts): exactly what a player at the table sees. It holds nothing hidden (two
// states that differ only in hidden parts give the same view, and no hidden value is in it), it is
// plain JSON, and it is enough to play on: a world dealt from it lists the same legal actions as the
// real state, so an action chosen in a world is one the real game accepts.
import { describe, expect, test } from '@jest/globals';
import { greedyAction } from '../../src/bots/greedy.js';
import { botRng, randomAction } from '../../src/bots/random.js';
import {
  apply,
  determinize,
  legalActions,
  newGame,
  PLAYER_VIEW_VERSION,
  playerView,
  tileId,
} from '../../src/engine/index.js';
import type { CaverId, Difficulty, GameState, PlayerView } from '../../src/engine/index.js';
import { run, start } from '../helpers/game.js';
import { permuteHidden } from '../helpers/hidden.js';

const TEAMS: CaverId[][] = [
  ['scout', 'medic', 'leader', 'bodyguard'],
  ['geologist', 'diver', 'engineer', 'climber', 'scout'],
  ['leader', 'geologist', 'scout', 'medic', 'bodyguard', 'diver'],
  ['climber', 'engineer', 'geologist', 'medic'],
];
const DIFFICULTIES: Difficulty[] = ['normal', 'hard', 'expert'];

/** A seed no view may hold: long and odd enough that it occurs nowhere by chance. */
const seedOf = (i: number): string => `Qx7-hidden-seed-${i}-zv`;

/**
 * Positions from games played at random and by the greedy bot (which lives longer): every few
 * steps, and every draw in progress, choice awaited and game end.
 */
function positions(): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < 30; g++) {
    const r = newGame({
      seed: seedOf(g),
      difficulty: DIFFICULTIES[g % 3],
      players: 1,
      cavers: TEAMS[g % TEAMS.length],
      easy: g % 2 === 0,
    });
    if (!r.ok) throw new Error(String(r.error));
    let s = r.state;
    const rng = botRng(`view-${g}`);
    const bot = g % 2 === 0 ? randomAction : greedyAction;
    let step = 0;
    while (step < 2000) {
      if (step % 5 === 0 || s.drawn !== null || s.pending !== null || s.result !== null) out.push(s);
      if (s.result !== null) break;
      const next = apply(s, bot(s, rng)!);
      if (!next.ok) throw new Error(String(next.error));
      s = next.state;
      step++;
    }
  }
  return out;
}

const POSITIONS = positions();

/** Every key of a JSON value, at any depth. */
function keysOf(x: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(x)) for (const y of x) keysOf(y, out);
  else if (typeof x === 'object' && x !== null)
    for (const [k, v] of Object.entries(x)) {
      out.add(k);
      keysOf(v, out);
    }
  return out;
}

describe('the public view', () => {
  test('the positions cover draws in progress, choices awaited, Out of Time and ends', () => {
    expect(POSITIONS.length).toBeGreaterThan(600);
    expect(POSITIONS.filter((s) => s.drawn !== null).length).toBeGreaterThan(100);
    expect(POSITIONS.filter((s) => s.pending !== null).length).toBeGreaterThan(10);
    expect(POSITIONS.filter((s) => s.tiles.some((t) => t.type === 'exit')).length).toBeGreaterThan(15);
    expect(POSITIONS.some((s) => s.outOfTime)).toBe(true);
    expect(POSITIONS.filter((s) => s.result !== null).length).toBe(30);
  });

  test('holds none of the hidden values: no seed, no setup, no decks, no dice, and the undrawn tiles in a canonical order', () => {
    const hidden = ['seed', 'setup', 'tileDeck', 'tileTop', 'hazardDeck', 'hazardTop', 'dice', 'diceTop', 'rng'];
    for (const s of POSITIONS) {
      const v = playerView(s);
      const json = JSON.stringify(v);
      expect(json).not.toContain(s.options.seed);
      const keys = keysOf(JSON.parse(json));
      for (const k of hidden) expect(keys.has(k)).toBe(false);
      // What it does say of the decks: the tiles drawn, the multiset left (sorted), the cards turned, how many are left.
      expect(v.tilesDrawn).toEqual(s.tileDeck.slice(0, s.tileTop));
      const ids = v.tilesLeft.map(tileId);
      expect(ids).toEqual(s.tileDeck.slice(s.tileTop).map(tileId).sort());
      expect(v.hazardsTurned).toEqual(s.hazardDeck.slice(0, s.hazardTop));
      expect(v.hazardsLeft).toBe(s.outOfTime ? 0 : s.hazardDeck.length - 1 - s.hazardTop);
    }
  });

  test("a scenario's setup and its fixed dice are not in the view either", () => {
    const s = start({
      cavers: ['scout', 'medic', 'leader', 'bodyguard'],
      seed: 'Qx7-scenario-seed',
      tiles: ['rough:X', 'gas:L', 'cavein:T:2,5', 'exit:D'],
      hazards: ['horror-x2', 'flood'],
      dice: [6, 5, 4, 3],
    });
    const v = playerView(s);
    const json = JSON.stringify(v);
    expect(json).not.toContain('Qx7-scenario-seed');
    expect(json).not.toContain('horror-x2');
    expect(keysOf(JSON.parse(json)).has('setup')).toBe(false);
    expect(v.options).toEqual({
      difficulty: 'normal',
      players: 1,
      cavers: s.options.cavers,
      easy: false,
      rules: s.options.rules,
    });
    expect(v.tilesLeft.map(tileId)).toEqual(['cavein:T:2,5', 'exit:D', 'gas:L', 'rough:X']);
    expect(v.hazardsLeft).toBe(2);
  });

  test('two states that differ only in hidden parts give identical views (JSON-equal), over many positions', () => {
    let decksDiffer = 0;
    for (const [i, s] of POSITIONS.entries()) {
      for (const salt of [1, 2]) {
        const other = permuteHidden(s, `${i}-${salt}`);
        if (JSON.stringify(other.tileDeck) !== JSON.stringify(s.tileDeck)) decksDiffer++;
        expect(other.options.seed).not.toBe(s.options.seed);
        expect(JSON.stringify(playerView(other))).toBe(JSON.stringify(playerView(s)));
      }
    }
    // The states compared do differ, and not only in the seed.
    expect(decksDiffer).toBeGreaterThan(POSITIONS.length);
  });

  test('is plain JSON, marked as a view of its version, and what it shows of a state changes with the state', () => {
    for (const s of POSITIONS.slice(0, 120)) {
      const v = playerView(s);
      expect(JSON.parse(JSON.stringify(v))).toEqual(v);
      expect(v.view).toBe('player');
      expect(v.version).toBe(PLAYER_VIEW_VERSION);
    }
    // Public changes show: the round, a caver's health, a horror, the cards turned.
    const s = POSITIONS[40];
    const base = JSON.stringify(playerView(s));
    expect(JSON.stringify(playerView({ ...s, round: s.round + 1 }))).not.toBe(base);
    expect(JSON.stringify(playerView({ ...s, hazardTop: s.hazardTop + 1 }))).not.toBe(base);
    expect(
      JSON.stringify(playerView({ ...s, cavers: s.cavers.map((c, i) => (i === 0 ? { ...c, hp: c.hp - 1 } : c)) })),
    ).not.toBe(base);
  });

  test('the state it is made from is not changed', () => {
    for (const s of POSITIONS.slice(0, 60)) {
      const before = JSON.stringify(s);
      playerView(s);
      expect(JSON.stringify(s)).toBe(before);
    }
  });
});

describe('legality depends only on what the table shows', () => {
  test('legalActions of a world dealt from the view is JSON-equal to legalActions of the real state, over many states of many games', () => {
    for (const [i, s] of POSITIONS.entries()) {
      const real = JSON.stringify(legalActions(s));
      const v = playerView(s);
      for (const seed of [i, `w${i}`]) expect(JSON.stringify(legalActions(determinize(v, seed)))).toBe(real);
    }
  });

  test('so does a world dealt from the view sent as JSON (as a network client receives it)', () => {
    for (const [i, s] of POSITIONS.entries()) {
      if (i % 3 !== 0) continue;
      const sent = JSON.parse(JSON.stringify(playerView(s))) as PlayerView;
      expect(JSON.stringify(legalActions(determinize(sent, i)))).toBe(JSON.stringify(legalActions(s)));
    }
  });

  test('an action listed in a world is accepted by the real state', () => {
    for (const [i, s] of POSITIONS.entries()) {
      if (i % 4 !== 0 || s.result !== null) continue;
      const w = determinize(playerView(s), i);
      const legal = legalActions(w);
      const a = legal[i % legal.length];
      const r = apply(s, a);
      expect(r.ok).toBe(true);
    }
  });

  test('with the Geologist holding a tile and the deck empty, the world lists what the real game lists', () => {
    // The deck runs out: the draws listed then depend on the tile she holds (public), not on the deck.
    let s = start({ cavers: ['geologist', 'scout', 'medic', 'leader'], tiles: ['exit:D', 'empty:I'] });
    s = run(s, [{ caver: 'geologist', do: 'reveal', dir: 'N', open: 'NS' }]).state;
    expect(s.tileTop).toBe(s.tileDeck.length);
    expect(JSON.stringify(legalActions(determinize(playerView(s), 'g')))).toBe(JSON.stringify(legalActions(s)));
  });
});
