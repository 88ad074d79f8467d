// What a player learning from the AI would call a wasted move: of two actions that end alike, the AI
// takes the cheaper one, and it ends its turn rather than spend action points on nothing. Checked at
// every decision of whole games the AI plays (4 cavers with the Medic, Normal, 2 worlds a decision).
import { describe, expect, test } from '@jest/globals';
import { decide } from '../../src/ai/search.js';
import { apply, legalActions, newGame } from '../../src/engine/index.js';
import type { Action, GameState } from '../../src/engine/index.js';

interface Seen {
  decisions: number;
  /** Decisions where a Heal of a caver at full health was open, and First aids the AI gave. */
  idleHealOpen: number;
  firstAids: number;
  wasted: string[];
}

function play(seed: string, seen: Seen): void {
  const r = newGame({ seed, difficulty: 'normal', players: 1, cavers: ['scout', 'medic', 'leader', 'bodyguard'] });
  if (!r.ok) throw new Error(r.error);
  let s: GameState = r.state;
  let k = 0;
  while (s.result === null) {
    const a: Action = decide(s, { seed: `${seed}/${k++}`, iterations: 2 }).actions[0];
    seen.decisions++;
    if (legalActions(s).some((b) => b.do === 'heal' && s.cavers.some((c) => c.id === b.target && c.hp >= c.maxHp))) seen.idleHealOpen++;
    if (a.do === 'firstaid') seen.firstAids++;
    if (a.do === 'heal') {
      const target = s.cavers.find((c) => c.id === a.target)!;
      if (target.hp >= target.maxHp) seen.wasted.push(`round ${s.round}: ${a.caver} heals ${a.target} at full health`);
      const firstAid = legalActions(s).some((b) => b.do === 'firstaid' && b.caver === a.caver && b.target === a.target);
      if (firstAid) seen.wasted.push(`round ${s.round}: ${a.caver} heals ${a.target} for 2 AP where First aid costs 1`);
    }
    const next = apply(s, a);
    if (!next.ok) throw new Error(next.error);
    s = next.state;
  }
}

describe('the AI spends its action points on something', () => {
  test('no Heal of a caver at full health, and no Heal where the Medic\'s First aid does the same for less', () => {
    const seen: Seen = { decisions: 0, idleHealOpen: 0, firstAids: 0, wasted: [] };
    for (const seed of ['choices-1', 'choices-2']) play(seed, seen);
    expect(seen.decisions).toBeGreaterThan(200);
    // The games give the AI the chance to waste its action points, and to use First aid.
    expect(seen.idleHealOpen).toBeGreaterThan(50);
    expect(seen.firstAids).toBeGreaterThan(0);
    expect(seen.wasted).toEqual([]);
  });
});
