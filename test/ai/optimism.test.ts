// The AI's optimism about draws (search.ts DRAW_OPTIMISM): a draw is chosen on its average over the
// worlds plus a share of its spread there; every other choice on its average. Checked at each
// decision of the opening of a game, against the values and spreads the decision reports.
import { describe, expect, test } from '@jest/globals';
import { decide, DRAW_OPTIMISM, type Decision } from '../../src/ai/search.js';
import { apply, newGame } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';

/** The decisions of the first `count` searched choices of a game, each made with `optimism`. */
function decisions(seed: string, optimism: number, count: number): Decision[] {
  const r = newGame({ seed, difficulty: 'normal', players: 1, cavers: ['scout', 'medic', 'leader', 'bodyguard'] });
  if (!r.ok) throw new Error(r.error);
  let s: GameState = r.state;
  const out: Decision[] = [];
  let k = 0;
  while (s.result === null && out.length < count) {
    const d = decide(s, { seed: `${seed}/${k++}`, iterations: 6, drawOptimism: optimism });
    if (d.worlds > 0) out.push(d);
    const next = apply(s, d.actions[0]);
    if (!next.ok) throw new Error(next.error);
    s = next.state;
  }
  return out;
}

/** The best score among a decision's groups, a draw's counted with `optimism` spreads; and its key. */
function best(d: Decision, draws: ReadonlySet<string>, optimism: number): { key: string; score: number } {
  let key = '';
  let score = -Infinity;
  for (const [k, mean] of d.values!) {
    const v = draws.has(k) ? mean + optimism * d.spreads!.get(k)! : mean;
    if (v > score) {
      score = v;
      key = k;
    }
  }
  return { key, score };
}

function drawKeys(d: Decision): Set<string> {
  // A draw's key is its action's JSON (groups.ts): a Reveal's or Explore's draw, or the Leader's Direct of one.
  const keys = new Set<string>();
  for (const k of d.values!.keys()) if (k.includes('"do":"draw"')) keys.add(k);
  return keys;
}

describe('the AI is optimistic about draws', () => {
  test('each choice is the best average, a draw counted with half its spread over the worlds', () => {
    expect(DRAW_OPTIMISM).toBe(0.5);
    const ds = decisions('optimism-1', DRAW_OPTIMISM, 80);
    expect(ds.length).toBe(80);
    let changed = 0;
    for (const d of ds) {
      const draws = drawKeys(d);
      const chosen = best(d, draws, DRAW_OPTIMISM);
      const byMean = best(d, draws, 0);
      // The choice taken scores as well as the best (keys can tie exactly; scores cannot differ).
      const takenScore = draws.has(d.key) ? d.values!.get(d.key)! + DRAW_OPTIMISM * d.spreads!.get(d.key)! : d.values!.get(d.key)!;
      expect(takenScore).toBeCloseTo(chosen.score, 12);
      expect(d.value).toBe(d.values!.get(d.key));
      // The scores the decision reports (the advisor's) are the ones it chose on.
      for (const [k, mean] of d.values!) expect(d.scores!.get(k)).toBeCloseTo(draws.has(k) ? mean + DRAW_OPTIMISM * d.spreads!.get(k)! : mean, 12);
      if (byMean.score > d.values!.get(d.key)! + 1e-12) {
        // Taken over a better average: only ever a draw, for its spread.
        expect(d.draw).toBe(true);
        changed++;
      }
    }
    // The optimism decides some choices of a game's opening.
    expect(changed).toBeGreaterThan(0);
  });

  test('without it, every choice is the best average', () => {
    for (const d of decisions('optimism-1', 0, 40)) {
      expect(d.value).toBeCloseTo(Math.max(...d.values!.values()), 12);
    }
  });
});
