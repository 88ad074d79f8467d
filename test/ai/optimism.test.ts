// The AI's optimism about draws (search.ts DRAW_OPTIMISM): a draw is chosen on its average over the
// worlds plus a share of its spread there; every other choice on its average. Checked at each
// decision of the opening of a game, against the values and spreads the decision reports.
import { describe, expect, test } from '@jest/globals';
import { groupActions } from '../../src/ai/groups.js';
import { decide, DRAW_OPTIMISM, type Decision } from '../../src/ai/search.js';
import { apply, legalActions, newGame, playerView } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { refusalText } from '../../src/words/index.js';

/** A searched decision and the keys of its groups that are draws (groups.ts says which). */
interface Searched {
  readonly d: Decision;
  readonly draws: ReadonlySet<string>;
}

/** The decisions of the first `count` searched choices of a game, each made with `optimism`. */
function decisions(seed: string, optimism: number, count: number): Searched[] {
  const r = newGame({ seed, difficulty: 'normal', players: 1, cavers: ['scout', 'medic', 'leader', 'bodyguard'] });
  if (!r.ok) throw new Error(refusalText(r.error));
  let s: GameState = r.state;
  const out: Searched[] = [];
  let k = 0;
  while (s.result === null && out.length < count) {
    const d = decide(playerView(s), { seed: `${seed}/${k++}`, iterations: 6, drawOptimism: optimism });
    if (d.worlds > 0)
      out.push({
        d,
        draws: new Set(
          groupActions(s, legalActions(s))
            .filter((g) => g.draw)
            .map((g) => g.key),
        ),
      });
    const next = apply(s, d.actions[0]);
    if (!next.ok) throw new Error(refusalText(next.error));
    s = next.state;
  }
  return out;
}

/** The best score among a decision's groups, a draw's counted with `optimism` spreads. */
function bestScore(d: Decision, draws: ReadonlySet<string>, optimism: number): number {
  let score = -Infinity;
  for (const [k, mean] of d.values!)
    score = Math.max(score, draws.has(k) ? mean + optimism * d.spreads!.get(k)! : mean);
  return score;
}

describe('the AI is optimistic about draws', () => {
  test('each choice is the best average, a draw counted with half its spread over the worlds', () => {
    expect(DRAW_OPTIMISM).toBe(0.5);
    const ds = decisions('optimism-1', DRAW_OPTIMISM, 80);
    expect(ds.length).toBe(80);
    let changed = 0;
    for (const { d, draws } of ds) {
      const chosen = bestScore(d, draws, DRAW_OPTIMISM);
      const byMean = bestScore(d, draws, 0);
      // The choice taken scores as well as the best.
      const takenScore = draws.has(d.key)
        ? d.values!.get(d.key)! + DRAW_OPTIMISM * d.spreads!.get(d.key)!
        : d.values!.get(d.key)!;
      expect(takenScore).toBeCloseTo(chosen, 12);
      expect(d.value).toBe(d.values!.get(d.key));
      // The scores the decision reports (the advisor's) are the ones it chose on.
      for (const [k, mean] of d.values!)
        expect(d.scores!.get(k)).toBeCloseTo(draws.has(k) ? mean + DRAW_OPTIMISM * d.spreads!.get(k)! : mean, 12);
      if (byMean > d.values!.get(d.key)! + 1e-12) {
        // Taken over a better average: only ever a draw, for its spread.
        expect(d.draw).toBe(true);
        changed++;
      }
    }
    // The optimism decides some choices of a game's opening.
    expect(changed).toBeGreaterThan(0);
  });

  test('without it, every choice is the best average', () => {
    for (const { d } of decisions('optimism-1', 0, 40)) {
      expect(d.value).toBeCloseTo(Math.max(...d.values!.values()), 12);
    }
  });
});
