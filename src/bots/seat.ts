// The players `subterra sim` can seat: the fair AI (src/ai/; the sim lives here, beside the simple
// bots, because src/ai/ imports only the rules core), handed only a player's view of each state
// (`playerView`), and the two simple bots of this folder, kept as
// they are (recorded test games and the benchmark rely on them). The greedy bot peeks: it applies
// candidate actions to the real state, so it sees the tile a draw brings, the next hazard card and
// the next die, and it is marked so. The random bot picks among `legalActions`, which since the
// engine's draw step lists a Reveal or Explore by its side before the tile is seen: it no longer
// learns anything hidden (the no-peek test holds it to that), so it is a fair, if witless, floor.
import { greedyAction } from './greedy.js';
import { botRng, randomAction } from './random.js';
import { type Action, type GameState, playerView } from '../engine/index.js';
import { decide, type SearchOptions } from '../ai/search.js';
import { PEEKS, type BotName } from './names.js';

export { BOT_NAMES, isBotName, PEEKS, type BotName } from './names.js';

export interface BotOptions {
  /** Seed of the bot's own choices (its worlds, its tie-breaks). */
  readonly seed: string;
  /** The AI: worlds per decision (a fixed budget), or else milliseconds per decision. */
  readonly iterations?: number;
  readonly budgetMs?: number;
  readonly weights?: SearchOptions['weights'];
  readonly drawOptimism?: SearchOptions['drawOptimism'];
}

export interface Bot {
  readonly name: BotName;
  readonly peeks: boolean;
  /** The action to take in this state (one of `legalActions(s)`). */
  act(s: GameState): Action;
  /** Decisions searched so far and the time they took (the AI only; 0 for the others). */
  readonly searched: { decisions: number; ms: number };
}

export function makeBot(name: BotName, o: BotOptions): Bot {
  const searched = { decisions: 0, ms: 0 };
  if (name === 'ai') {
    let n = 0;
    return {
      name,
      peeks: PEEKS.ai,
      searched,
      act(s) {
        const t0 = performance.now();
        const opts: SearchOptions = {
          seed: `${o.seed}/${n++}`,
          iterations: o.iterations,
          budgetMs: o.budgetMs,
          weights: o.weights,
          drawOptimism: o.drawOptimism,
        };
        // A Reveal or Explore takes two searched decisions: the draw, then (called again on the
        // state holding the tile drawn) its placement.
        const d = decide(playerView(s), opts);
        if (d.worlds > 0) {
          searched.decisions += 1;
          searched.ms += performance.now() - t0;
        }
        return d.actions[0];
      },
    };
  }
  const rng = botRng(o.seed);
  const pick = name === 'greedy' ? greedyAction : randomAction;
  return {
    name,
    peeks: PEEKS[name],
    searched,
    act(s) {
      const a = pick(s, rng);
      if (a === null) throw new Error('no legal action');
      return a;
    },
  };
}
