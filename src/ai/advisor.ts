// The fair AI as an advisor at the table: for the state a player sees, the action it would take and
// how it rates it against the next best (its score, averaged over the worlds it sampled). A hint, a caver handed to it and `subterra watch` all ask it. It thinks on a worker
// thread (dist/ai-worker.js, built from adviseWorker.ts) when one is at hand, so the table's keys
// never wait on it; otherwise (running from the sources) here, one question at a time.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type Action, type GameState, legalActions } from '../engine/index.js';
import { groupActions } from './groups.js';
import { decide } from './search.js';

/** What the advisor suggests, and how it rates it. */
export interface Advice {
  /** One of `legalActions` of the state it was asked about. */
  readonly action: Action;
  /**
   * Its score for this action, averaged over the worlds it sampled (about the chance of a medal,
   * a little more for Silver and Gold; not calibrated: for comparing choices, not a probability).
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

/** The advice for this state, thought here and now (the worker runs this too). */
export function adviseNow(s: GameState, o: AdviseOptions): Advice {
  const d = decide(s, { seed: o.seed, ...(o.iterations !== undefined ? { iterations: o.iterations } : { budgetMs: o.budgetMs ?? 100 }) });
  const action = d.actions[0];
  if (d.worlds === 0 || !Number.isFinite(d.value)) return { action, choices: 1 };
  let next: Advice['next'];
  if (d.values) {
    let best: [string, number] | null = null;
    for (const [k, v] of d.values) if (k !== d.key && (best === null || v > best[1])) best = [k, v];
    if (best !== null) {
      const g = groupActions(s, legalActions(s)).find((x) => x.key === best![0]);
      if (g) next = { action: g.actions[0], value: best[1] };
    }
  }
  return { action, value: d.value, worlds: d.worlds, choices: d.values?.size ?? 1, ...(next ? { next } : {}) };
}

export interface Advisor {
  advise(s: GameState): Promise<Advice>;
  close(): void;
}

/** A question for the worker, and its answer. */
export interface AdviseRequest { readonly id: number; readonly state: GameState; readonly options: AdviseOptions }
export type AdviseReply = { readonly id: number; readonly advice: Advice } | { readonly id: number; readonly error: string };

/**
 * The advisor: on a worker thread from `workerUrl` when that file exists, else in this thread
 * (each question after the current event, so a key already typed is handled first).
 */
export function makeAdvisor(o: { readonly budgetMs?: number; readonly iterations?: number; readonly workerUrl?: URL; readonly seed?: string }): Advisor {
  let n = 0;
  const options = (): AdviseOptions => ({
    seed: `${o.seed ?? 'advisor'}/${n++}`,
    ...(o.iterations !== undefined ? { iterations: o.iterations } : { budgetMs: o.budgetMs ?? 100 }),
  });
  const file = o.workerUrl && o.workerUrl.protocol === 'file:' ? fileURLToPath(o.workerUrl) : null;
  if (file === null || !existsSync(file)) {
    return {
      advise: (s) => new Promise((resolve, reject) => {
        setImmediate(() => {
          try {
            resolve(adviseNow(s, options()));
          } catch (e) {
            reject(e instanceof Error ? e : new Error(String(e)));
          }
        });
      }),
      close: () => {},
    };
  }
  let worker: Worker | null = null;
  const waiting = new Map<number, { resolve: (a: Advice) => void; reject: (e: Error) => void }>();
  const failAll = (e: Error): void => {
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
    worker = null;
  };
  const start = (): Worker => {
    const w = new Worker(file);
    // The game never waits on its advisor to exit.
    w.unref();
    w.on('message', (m: AdviseReply) => {
      const p = waiting.get(m.id);
      if (!p) return;
      waiting.delete(m.id);
      if ('advice' in m) p.resolve(m.advice);
      else p.reject(new Error(m.error));
    });
    w.on('error', (e) => failAll(e));
    w.on('exit', (code) => { if (waiting.size > 0) failAll(new Error(`the advisor's thread stopped (exit code ${code})`)); else worker = null; });
    return w;
  };
  let ids = 0;
  return {
    advise: (s) => new Promise((resolve, reject) => {
      const id = ++ids;
      waiting.set(id, { resolve, reject });
      worker ??= start();
      const req: AdviseRequest = { id, state: s, options: options() };
      worker.postMessage(req);
    }),
    close: () => {
      const w = worker;
      worker = null;
      waiting.clear();
      if (w) void w.terminate();
    },
  };
}
