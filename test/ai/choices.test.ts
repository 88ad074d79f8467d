// What a player learning from the AI would call a wasted move: of two actions that end alike, the AI
// takes the cheaper one, and it ends its turn rather than spend action points on nothing. Checked at
// every decision of whole games the AI plays (4 cavers with the Medic, Normal, 2 worlds a decision);
// and the Scout does not spend Pathfinder on a tie.
import { describe, expect, test } from '@jest/globals';
import { decide } from '../../src/ai/search.js';
import { evaluate } from '../../src/ai/evaluate.js';
import { apply, legalActions, newGame, playerView } from '../../src/engine/index.js';
import type { Action, GameState } from '../../src/engine/index.js';
import { refusalText } from '../../src/words/index.js';

interface Seen {
  decisions: number;
  /** Decisions where a Heal of a caver at full health was open, and First aids the AI gave. */
  idleHealOpen: number;
  firstAids: number;
  wasted: string[];
  /** Pathfinder uses in each game's first round, and after it. */
  pathfinderFirstRound: number[];
  pathfinderLater: number;
}

function play(seed: string, seen: Seen): void {
  const r = newGame({ seed, difficulty: 'normal', players: 1, cavers: ['scout', 'medic', 'leader', 'bodyguard'] });
  if (!r.ok) throw new Error(refusalText(r.error));
  let s: GameState = r.state;
  let k = 0;
  let firstRound = 0;
  while (s.result === null) {
    const a: Action = decide(playerView(s), { seed: `${seed}/${k++}`, iterations: 2 }).actions[0];
    seen.decisions++;
    if (legalActions(s).some((b) => b.do === 'heal' && s.cavers.some((c) => c.id === b.target && c.hp >= c.maxHp)))
      seen.idleHealOpen++;
    if (a.do === 'firstaid') seen.firstAids++;
    if (a.do === 'heal') {
      const target = s.cavers.find((c) => c.id === a.target)!;
      if (target.hp >= target.maxHp) seen.wasted.push(`round ${s.round}: ${a.caver} heals ${a.target} at full health`);
      const firstAid = legalActions(s).some((b) => b.do === 'firstaid' && b.caver === a.caver && b.target === a.target);
      if (firstAid) seen.wasted.push(`round ${s.round}: ${a.caver} heals ${a.target} for 2 AP where First aid costs 1`);
    }
    const next = apply(s, a);
    if (!next.ok) throw new Error(refusalText(next.error));
    if (next.events.some((e) => e.t === 'draw' && e.pathfinder !== undefined)) {
      if (s.round === 1) firstRound++;
      else seen.pathfinderLater++;
    }
    s = next.state;
  }
  seen.pathfinderFirstRound.push(firstRound);
}

/** The two games both tests look at, played once. */
let games: Seen | null = null;
function played(): Seen {
  if (games === null) {
    games = { decisions: 0, idleHealOpen: 0, firstAids: 0, wasted: [], pathfinderFirstRound: [], pathfinderLater: 0 };
    for (const seed of ['choices-1', 'choices-2']) play(seed, games);
  }
  return games;
}

describe('the AI spends its action points on something', () => {
  test("no Heal of a caver at full health, and no Heal where the Medic's First aid does the same for less", () => {
    const seen = played();
    expect(seen.decisions).toBeGreaterThan(200);
    // The games give the AI the chance to waste its action points, and to use First aid.
    expect(seen.idleHealOpen).toBeGreaterThan(50);
    expect(seen.firstAids).toBeGreaterThan(0);
    expect(seen.wasted).toEqual([]);
  });
});

// The Scout's Pathfinder discards the tile drawn and places the next: two tiles drawn for one placed.
// The evaluation's small pull towards drawing counted that as progress, so on any tie the Scout used
// it, and spent all three in the first round of every game.
describe('the Scout keeps Pathfinder for when the tile drawn is worse', () => {
  test('a use spent to discard a tile is worth the same to the evaluation as the use held', () => {
    const r = newGame({
      seed: 'pathfinder-eval',
      difficulty: 'normal',
      players: 1,
      cavers: ['scout', 'medic', 'leader', 'bodyguard'],
    });
    if (!r.ok) throw new Error(refusalText(r.error));
    const s = r.state;
    const scout = s.cavers.findIndex((c) => c.id === 'scout');
    expect(s.cavers[scout].charges).toBe(3);
    // The same table, a tile further down the deck and one use fewer: what a Pathfinder leaves.
    const spent: GameState = {
      ...s,
      tileTop: s.tileTop + 1,
      cavers: s.cavers.map((c, i) => (i === scout ? { ...c, charges: c.charges - 1 } : c)),
    };
    // A tile further down the deck with the use still held is progress (the pull is there at all).
    const drawnOne: GameState = { ...s, tileTop: s.tileTop + 1 };
    expect(evaluate(drawnOne)).toBeGreaterThan(evaluate(s));
    expect(evaluate(spent)).toBeCloseTo(evaluate(s), 12);
  });

  test('in whole games the Scout does not spend every use in the first round', () => {
    const seen = played();
    expect(seen.pathfinderFirstRound).toHaveLength(2);
    // Uses are still made (it is not switched off), and not all at once.
    expect(seen.pathfinderFirstRound.reduce((x, y) => x + y, 0) + seen.pathfinderLater).toBeGreaterThan(0);
    for (const n of seen.pathfinderFirstRound) expect(n).toBeLessThan(3);
  });
});
