// The contract of a fair player: its decision depends only on what a player at the table knows.
// The AI is handed a player's view (`playerView`), never a GameState, so the types already keep the
// real decks, dice and seed out of its reach; this test is what catches a peek smuggled past them.
// For many states, the AI's decision and every value it weighs (fixed AI seed, fixed number of
// worlds) are the same when the hidden parts of the state are shuffled (test/helpers/hidden.ts):
// the order of the undrawn tiles, the hazard cards to come, the dice to come and the dice stream,
// the seed and the setup. A world that kept the real tile deck, the real hazard deck or the real
// dice, or an AI that set the game up again from its options, would decide or weigh differently.
//
// The sample holds decisions of every kind: draws (the side, the tile unseen) and placements (the
// tile in view), and the choices the game waits for at a horror's tie, where the step that answers
// them goes on into the hazard phase and turns the next hazard card. The same test fails for the
// greedy bot, which peeks (and is marked so).
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { greedyAction } from '../../src/bots/greedy.js';
import { botRng, randomAction } from '../../src/bots/random.js';
import { makeBot, PEEKS } from '../../src/bots/seat.js';
import { adviseNow } from '../../src/ai/advisor.js';
import { groupKey, isDrawAction } from '../../src/ai/groups.js';
import { aiAction, decide, type Decision } from '../../src/ai/search.js';
import { apply, legalActions, newGame, playerView } from '../../src/engine/index.js';
import type { Action, CaverId, Difficulty, GameState } from '../../src/engine/index.js';
import { permuteHidden } from '../helpers/hidden.js';
import { refusalText } from '../../src/words/index.js';

const TEAMS: CaverId[][] = [
  ['scout', 'medic', 'leader', 'bodyguard'],
  ['geologist', 'diver', 'engineer', 'climber', 'scout'],
  ['leader', 'geologist', 'scout', 'medic', 'bodyguard', 'diver'],
];
const DIFFICULTIES: Difficulty[] = ['normal', 'hard', 'expert'];

/** A game played by the greedy bot (varied, long enough to reach the Exit at times), state by state. */
function* greedyGame(seed: string, cavers: CaverId[], difficulty: Difficulty): Generator<GameState> {
  const r = newGame({ seed, difficulty, players: 1, cavers, easy: true });
  if (!r.ok) throw new Error(String(r.error));
  let s = r.state;
  const rng = botRng(seed);
  while (s.result === null) {
    yield s;
    const next = apply(s, greedyAction(s, rng)!);
    if (!next.ok) throw new Error(String(next.error));
    s = next.state;
  }
}

/** States where a decision is due: every thirteenth of four games, and the choices they wait for. */
function decisions(): GameState[] {
  const out: GameState[] = [];
  const plan: [string, CaverId[], Difficulty][] = [
    ['np-1', TEAMS[0], 'normal'],
    ['np-2', TEAMS[1], 'hard'],
    ['np-3', TEAMS[2], 'expert'],
    ['np-4', TEAMS[0], 'normal'],
  ];
  for (const [seed, cavers, difficulty] of plan) {
    let step = 0;
    let pending = 0;
    for (const s of greedyGame(seed, cavers, difficulty)) {
      if (legalActions(s).length > 1 && (step % 13 === 4 || (s.pending !== null && pending++ < 3))) out.push(s);
      step++;
    }
  }
  return out;
}

const TIE_KINDS = ['horror-order', 'horror-path', 'horror-place'];

/** Does answering this choice go on to turn a hazard card within the same step? */
function turnsHazard(s: GameState): boolean {
  const r = apply(s, legalActions(s)[0]);
  return r.ok && r.events.some((e) => e.t === 'hazard');
}

/**
 * Choices at a horror's tie (which horror moves first, which way, where a new one goes) where what
 * follows in the step turns a hazard card: from greedy games, until there are enough.
 */
function ties(): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < 60 && out.length < 10; g++) {
    for (const s of greedyGame(`tie-${g}`, TEAMS[(g >> 1) % 3], DIFFICULTIES[g % 3])) {
      if (s.pending !== null && TIE_KINDS.includes(s.pending.kind) && turnsHazard(s)) out.push(s);
    }
  }
  return out;
}

const STATES = decisions();
const TIES = ties();
const OPTIONS = { seed: 'no-peek', iterations: 2 };

/** A decision as the test compares it: the choice, and every choice's value and spread over the worlds. */
function thought(d: Decision): string {
  return JSON.stringify({ key: d.key, values: [...(d.values ?? [])], spreads: [...(d.spreads ?? [])] });
}

describe('no peeking', () => {
  test('the sample covers decisions of every kind, draws and placements among them', () => {
    expect(STATES.length).toBeGreaterThan(40);
    const withDraw = STATES.filter((s) => legalActions(s).some(isDrawAction));
    expect(withDraw.length).toBeGreaterThan(15);
    // A tile drawn and not placed: the placement is a decision with the tile in view.
    expect(STATES.filter((s) => s.drawn !== null).length).toBeGreaterThan(3);
    expect(STATES.some((s) => s.tiles.some((t) => t.type === 'exit'))).toBe(true);
    expect(STATES.some((s) => s.pending !== null)).toBe(true);
    // Decisions that roll dice (rough ground, Exert, a rope or Hide test) are among them.
    expect(STATES.filter((s) => legalActions(s).some((a) => a.do === 'exert')).length).toBeGreaterThan(20);
  });

  test("the sample holds horror ties whose step turns the hazard card: what follows depends on the deck's hidden cards", () => {
    expect(TIES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(TIES.map((s) => s.pending!.kind)).size).toBeGreaterThanOrEqual(2);
    let depends = 0;
    for (const [i, s] of TIES.entries()) {
      expect(TIE_KINDS).toContain(s.pending!.kind);
      const a = legalActions(s)[0];
      const mine = apply(s, a);
      const card = (r: typeof mine): string =>
        r.ok ? JSON.stringify(r.events.filter((e) => e.t === 'hazard' || e.t === 'damage' || e.t === 'test')) : '';
      if ([1, 2, 3].some((salt) => card(apply(permuteHidden(s, `${i}-${salt}`), a)) !== card(mine))) depends++;
    }
    expect(depends).toBeGreaterThanOrEqual(6);
  });

  test('the shuffler changes every hidden part: tile order, hazard cards to come, dice, seed, setup', () => {
    let tiles = 0;
    let hazards = 0;
    for (const [i, s] of [...STATES, ...TIES].entries()) {
      const o = permuteHidden(s, `${i}-1`);
      expect(o.options.seed).not.toBe(s.options.seed);
      expect(o.options.setup).not.toEqual(s.options.setup);
      expect(o.rng).not.toEqual(s.rng);
      expect(o.dice.slice(o.diceTop)).not.toEqual(s.dice.slice(s.diceTop));
      if (JSON.stringify(o.tileDeck) !== JSON.stringify(s.tileDeck)) tiles++;
      if (o.hazardDeck.join() !== s.hazardDeck.join()) hazards++;
      // And nothing a player sees.
      expect(JSON.stringify(playerView(o))).toBe(JSON.stringify(playerView(s)));
    }
    expect(tiles).toBeGreaterThan(40);
    expect(hazards).toBeGreaterThan(40);
  });

  test('the AI decides, and weighs every choice, the same whatever the hidden parts of the state', () => {
    let drawChosen = 0;
    let placed = 0;
    for (const [i, s] of STATES.entries()) {
      const mine = decide(playerView(s), OPTIONS);
      if (mine.draw) drawChosen++;
      if (s.drawn !== null) placed++;
      for (const salt of [1, 2]) {
        const other = permuteHidden(s, `${i}-${salt}`);
        expect(thought(decide(playerView(other), OPTIONS))).toBe(thought(mine));
      }
    }
    // The decisions include draws (the side chosen before the tile is seen) and placements of a tile drawn.
    expect(drawChosen).toBeGreaterThan(5);
    expect(placed).toBeGreaterThan(3);
  });

  test('at a horror tie, the AI decides and weighs the same whatever the hazard cards to come', () => {
    let weighed = 0;
    for (const [i, s] of TIES.entries()) {
      const mine = decide(playerView(s), OPTIONS);
      if (mine.worlds > 0) weighed++;
      for (const salt of [1, 2, 3]) {
        const other = permuteHidden(s, `${i}-${salt}`);
        expect(thought(decide(playerView(other), OPTIONS))).toBe(thought(mine));
      }
    }
    expect(weighed).toBe(TIES.length);
  });

  test("the AI's seat in a simulation and the hint see no more: the same action whatever the hidden parts", () => {
    for (const [i, s] of [...STATES.slice(0, 25), ...TIES].entries()) {
      const other = permuteHidden(s, `${i}-1`);
      const seat = (x: GameState): string => JSON.stringify(makeBot('ai', { seed: 'seat', iterations: 2 }).act(x));
      expect(seat(other)).toBe(seat(s));
      expect(JSON.stringify(adviseNow(playerView(other), OPTIONS))).toBe(
        JSON.stringify(adviseNow(playerView(s), OPTIONS)),
      );
    }
  });

  test('the AI plays only listed actions of the real state: the one it decided', () => {
    for (const s of [...STATES.slice(0, 20), ...TIES]) {
      const d = decide(playerView(s), OPTIONS);
      const a = aiAction(playerView(s), OPTIONS);
      const listed = legalActions(s).map((x) => JSON.stringify(x));
      expect(listed).toContain(JSON.stringify(a));
      expect(JSON.stringify(a)).toBe(JSON.stringify(d.actions[0]));
      expect(apply(s, a).ok).toBe(true);
    }
  });

  test('the greedy bot fails the same test: it peeks, and is marked so', () => {
    let differs = 0;
    for (const [i, s] of STATES.entries()) {
      const pick = (x: GameState): string => groupKey(greedyAction(x, botRng('fixed'))!);
      if (pick(s) !== pick(permuteHidden(s, `${i}-1`))) differs++;
    }
    expect(differs).toBeGreaterThan(0);
    expect(PEEKS.greedy).toBe(true);
    expect(PEEKS.ai).toBe(false);
  });

  test('the random bot passes it since the draw step: it picks among what the table shows, and is marked fair', () => {
    // Before the engine listed a draw by its side, the legal list held each orientation of the real
    // next tile, and a pick among them told that tile.
    for (const [i, s] of STATES.entries()) {
      const pick = (x: GameState): string => groupKey(randomAction(x, botRng('fixed'))!);
      for (const salt of [1, 2]) expect(pick(permuteHidden(s, `${i}-${salt}`))).toBe(pick(s));
    }
    expect(PEEKS.random).toBe(false);
  });
});

describe('the AI reads the rules core through its public door only', () => {
  test('no file of src/ai imports an engine module other than src/engine/index.ts', () => {
    const dir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'ai');
    const offending: string[] = [];
    for (const f of readdirSync(dir)) {
      const text = readFileSync(join(dir, f), 'utf8');
      for (const m of text.matchAll(/from '([^']+)'/g)) {
        if (/engine\//.test(m[1]) && !/engine\/index\.js$/.test(m[1])) offending.push(`${f}: ${m[1]}`);
      }
    }
    expect(offending).toEqual([]);
  });

  test('a game played by the AI through legalActions ends with a result', () => {
    const r = newGame({ seed: 'ai-full', difficulty: 'expert', players: 1, cavers: TEAMS[0] });
    if (!r.ok) throw new Error(refusalText(r.error));
    let s = r.state;
    let n = 0;
    while (s.result === null && n < 3000) {
      const a: Action = aiAction(playerView(s), { seed: `full-${n}`, iterations: 1 });
      expect(legalActions(s).map((x) => JSON.stringify(x))).toContain(JSON.stringify(a));
      const next = apply(s, a);
      expect(next.ok).toBe(true);
      s = (next as { state: GameState }).state;
      n++;
    }
    expect(s.result).not.toBeNull();
  });
});
