// A variant of the fair AI for the studies of bench/ai-variants.ts and bench/ai-diagnose.ts: its
// budget (worlds or time a decision), its evaluation's numbers and its search's optimism, and the
// configuration played. Given as JSON on the command line.
import type { Difficulty } from '../src/engine/index.js';
import { DEFAULT_WEIGHTS, type Weights } from '../src/ai/evaluate.js';
import type { SearchOptions } from '../src/ai/search.js';

export interface Variant {
  /** Worlds a decision, or else milliseconds a decision. */
  readonly it?: number;
  readonly ms?: number;
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
    weights: { ...DEFAULT_WEIGHTS, ...(v.weights ?? {}) },
    drawOptimism: v.opt,
    ...(v.clock === 'cpu' ? { now: threadCpuMs } : {}),
  };
}
