// A variant of the fair AI for the studies of bench/ai-variants.ts and bench/ai-diagnose.ts: its
// budget (worlds or time a decision), its evaluation's numbers and its search's optimism, and the
// configuration played. Given as JSON on the command line. The studies that play a variant's games
// one by one (bench/ai-diagnose.ts, ai-states.ts, ai-idle.ts) deal and decide through
// `variantGame` and `variantDecision`, so each plays the games `subterra sim` plays.
import { newGame, playerView, type Difficulty, type GameState } from '../src/engine/index.js';
import { DEFAULT_WEIGHTS, type Weights } from '../src/ai/evaluate.js';
import { decide, type Decision, type SearchOptions } from '../src/ai/search.js';
import { gameSeed, teamFor } from '../src/bots/sim.js';

export interface Variant {
  /** Worlds a decision, or else milliseconds a decision. */
  readonly it?: number;
  readonly ms?: number;
  /** With `ms`, the most worlds a decision weighs (search.ts's `WORLD_CAP` if not given). */
  readonly cap?: number;
  /** evaluate.ts's Weights, any subset. */
  readonly weights?: Partial<Weights>;
  /** search.ts's optimism about draws. */
  readonly opt?: number;
  readonly d?: Difficulty;
  readonly c?: number;
  /**
   * The time budget's clock: "cpu" this thread's CPU time, so that `ms` is spent on the search itself
   * whatever else holds the cores (how well the search keeps to its budget, apart from the machine's
   * load); otherwise the wall clock.
   */
  readonly clock?: 'cpu';
}

/** This thread's CPU time in milliseconds. */
export function threadCpuMs(): number {
  const c = process.threadCpuUsage();
  return (c.user + c.system) / 1000;
}

export function parseVariant(json: string): Variant {
  return JSON.parse(json) as Variant;
}

/** The search options of the variant for one decision, `seed` the AI's seed for it. */
export function searchOptionsOf(v: Variant, seed: string): SearchOptions {
  return {
    seed,
    iterations: v.it,
    budgetMs: v.ms,
    maxWorlds: v.cap,
    weights: { ...DEFAULT_WEIGHTS, ...(v.weights ?? {}) },
    drawOptimism: v.opt,
    ...(v.clock === 'cpu' ? { now: threadCpuMs } : {}),
  };
}

/** Game `game` of the seeds `base` in the variant's configuration: the game `subterra sim --seed BASE` deals. */
export function variantGame(v: Variant, base: string, game: number): { seed: string; state: GameState } {
  const seed = gameSeed(base, game);
  const start = newGame({ seed, difficulty: v.d ?? 'normal', players: 1, cavers: teamFor(v.c ?? 4), easy: undefined });
  if (!start.ok) throw new Error(`the game cannot start: ${JSON.stringify(start.error)}`);
  return { seed, state: start.state };
}

/** The variant's `k`-th decision (from 0) in the game dealt from `seed`, asked about the player's view of `s`. */
export function variantDecision(v: Variant, seed: string, k: number, s: GameState): Decision {
  return decide(playerView(s), searchOptionsOf(v, `${seed}/ai/${k}`));
}
