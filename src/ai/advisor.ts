// The fair AI as an advisor: for the game as a player sees it (a PlayerView, never the real state),
// the action it would take and how it rates it against the next best (its score over the worlds it
// sampled, as it chooses). A hint, a caver handed to it and `subterra watch` all ask it, through the
// table's advisor (tableAdvisor.ts), which runs it on a worker thread (adviseWorker.ts, built
// as dist/ai-worker.js) when one is at hand.
import type { Action, PlayerView } from '../engine/index.js';
import { decide } from './search.js';

/** What the advisor suggests, and how it rates it. */
export interface Advice {
  /** One of `legalActions` of the state whose view it was asked about. */
  readonly action: Action;
  /**
   * Its score for this action: the average over the worlds it sampled (about the chance of a medal,
   * a little more for Silver and Gold), a draw's with half its spread there added, as the AI
   * chooses (search.ts `DRAW_OPTIMISM`). Not calibrated: for comparing choices, not a probability.
   */
  readonly value?: number;
  /** The next best choice it weighed, and its score. */
  readonly next?: { readonly action: Action; readonly value: number };
  /** Worlds it sampled (the hidden parts dealt afresh from what the players have seen). */
  readonly worlds?: number;
  /** Choices it weighed (a Reveal's side is one choice; Run paths to one square are one). */
  readonly choices?: number;
}

export interface AdviseOptions {
  readonly seed: string;
  readonly budgetMs?: number;
  readonly iterations?: number;
}

/** The advice for the game as this view shows it, thought here and now (the worker runs this too). */
export function adviseNow(view: PlayerView, o: AdviseOptions): Advice {
  const d = decide(view, {
    seed: o.seed,
    ...(o.iterations !== undefined ? { iterations: o.iterations } : { budgetMs: o.budgetMs ?? 100 }),
  });
  const action = d.actions[0];
  const score = d.scores?.get(d.key);
  if (d.worlds === 0 || score === undefined || !Number.isFinite(score)) return { action, choices: 1 };
  let next: Advice['next'];
  if (d.scores) {
    let best: [string, number] | null = null;
    for (const [k, v] of d.scores) if (k !== d.key && (best === null || v > best[1])) best = [k, v];
    if (best !== null) {
      const g = d.groups.find((x) => x.key === best![0]);
      if (g) next = { action: g.actions[0], value: best[1] };
    }
  }
  return { action, value: score, worlds: d.worlds, choices: d.scores?.size ?? 1, ...(next ? { next } : {}) };
}

/** A question for the worker (the view, never the real state), and its answer. */
export interface AdviseRequest {
  readonly id: number;
  readonly view: PlayerView;
  readonly options: AdviseOptions;
}
export type AdviseReply =
  { readonly id: number; readonly advice: Advice } | { readonly id: number; readonly error: string };
