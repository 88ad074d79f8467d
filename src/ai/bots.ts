// The players `subterra sim` can seat: the fair AI, and the two simple bots of src/bots/. The simple
// ones peek: they choose among `legalActions`, which lists each orientation of the real next tile
// (the random bot's pick and the greedy bot's one-step lookahead both depend on it), and the greedy
// bot applies candidate actions to the real state, so it sees the next tile, hazard card and die.
// They are kept as they are (recorded test games and the benchmark rely on them) and marked.
import { greedyAction } from '../bots/greedy.js';
import { botRng, randomAction } from '../bots/random.js';
import type { Action, GameState } from '../engine/index.js';
import { decide, placeDrawn, searches, type SearchOptions } from './search.js';

export const BOT_NAMES = ['ai', 'greedy', 'random'] as const;
export type BotName = (typeof BOT_NAMES)[number];

export function isBotName(v: unknown): v is BotName {
  return typeof v === 'string' && (BOT_NAMES as readonly string[]).includes(v);
}

/** Does this bot see what a player at the table cannot? */
export const PEEKS: Readonly<Record<BotName, boolean>> = { ai: false, greedy: true, random: true };

export interface BotOptions {
  /** Seed of the bot's own choices (its worlds, its tie-breaks). */
  readonly seed: string;
  /** The AI: worlds per decision (a fixed budget), or else milliseconds per decision. */
  readonly iterations?: number;
  readonly budgetMs?: number;
  readonly weights?: SearchOptions['weights'];
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
      name, peeks: PEEKS.ai, searched,
      act(s) {
        const t0 = performance.now();
        const opts: SearchOptions = { seed: `${o.seed}/${n++}`, iterations: o.iterations, budgetMs: o.budgetMs, weights: o.weights };
        const before = searches.count;
        const d = decide(s, opts);
        const a = d.reveal ? placeDrawn(s, d, opts) : d.actions[0];
        // Each search counts: the decision, and the placement of a drawn tile (a second decision, after the draw).
        const made = (d.worlds > 0 ? 1 : 0) + searches.count - before;
        if (made > 0) {
          searched.decisions += made;
          searched.ms += performance.now() - t0;
        }
        return a;
      },
    };
  }
  const rng = botRng(o.seed);
  const pick = name === 'greedy' ? greedyAction : randomAction;
  return {
    name, peeks: PEEKS[name], searched,
    act(s) {
      const a = pick(s, rng);
      if (a === null) throw new Error('no legal action');
      return a;
    },
  };
}
