// The table's advisor: the fair AI's advice (advisor.ts), thought on a worker thread
// (dist/ai-worker.js) when the built one is at hand, so the table's keys (or a server's other rooms)
// never wait on it; otherwise (running from the sources, in tests) in this thread, each question after
// the current event. The AI is loaded on the first question (and the thread's module with it): a game
// that never asks never loads it.
// The terminal's table (src/ui) and a server's rooms (src/net) both ask it; nothing here is a screen's.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import type { Advice, AdviseOptions, AdviseReply, AdviseRequest } from './advisor.js';
import { optimizeForSearch } from './optimize.js';
import type { PlayerView } from '../engine/index.js';

/** Something that, given the game as a player sees it (nothing hidden), suggests the next action. */
export interface Advisor {
  /** Think about the game as a player sees it (`playerView`: nothing hidden); resolves with the advice. */
  advise(view: PlayerView): Promise<Advice>;
  /** Stop any thinking in progress (leaving the game). */
  close?(): void;
}

export interface TableAdvisorOptions {
  /** Thinking time per question, in milliseconds (default 100). */
  readonly budgetMs?: number;
  /** Worlds per question instead of a time (the same seed then gives the same advice). */
  readonly iterations?: number;
  /** The worker script (dist/ai-worker.js); in this thread when absent or missing. */
  readonly workerUrl?: URL;
  /** The advisor's own seed: question n is thought with `${seed}/${n}`. */
  readonly seed?: string;
}

/** The advisor's most thinking time for a hint or a caver handed to it in a game, in milliseconds (it stops sooner at `WORLD_CAP` worlds, search.ts). */
export const HINT_BUDGET_MS = 400;

/**
 * The advisor of a game at this terminal (a hint, a caver handed to it, watching): on its worker
 * thread once built (dist/ai-worker.js, beside the app), else in this thread.
 */
export function gameAdvisor(budgetMs = HINT_BUDGET_MS): Advisor {
  return tableAdvisor({ budgetMs, workerUrl: new URL('./ai-worker.js', import.meta.url) });
}

export function tableAdvisor(o: TableAdvisorOptions): Advisor {
  let n = 0;
  const options = (): AdviseOptions => ({
    seed: `${o.seed ?? 'advisor'}/${n++}`,
    ...(o.iterations !== undefined ? { iterations: o.iterations } : { budgetMs: o.budgetMs ?? 100 }),
  });
  const file = o.workerUrl && o.workerUrl.protocol === 'file:' ? fileURLToPath(o.workerUrl) : null;
  if (file === null || !existsSync(file)) {
    return {
      advise: (view) =>
        import('./advisor.js').then(
          (ai) =>
            new Promise<Advice>((resolve, reject) => {
              const asked = options();
              setImmediate(() => {
                try {
                  resolve(ai.adviseNow(view, asked));
                } catch (e) {
                  reject(e instanceof Error ? e : new Error(String(e)));
                }
              });
            }),
        ),
      close: () => {},
    };
  }
  return onThread(file, options);
}

function onThread(file: string, options: () => AdviseOptions): Advisor {
  let worker: Worker | null = null;
  const waiting = new Map<number, { resolve: (a: Advice) => void; reject: (e: Error) => void }>();
  const failAll = (e: Error): void => {
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
    worker = null;
  };
  const start = (): Worker => {
    optimizeForSearch();
    // Loaded with the first question, not with the table: node:worker_threads takes about 3 ms of
    // the first frame to load.
    const { Worker } = process.getBuiltinModule('node:worker_threads');
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
    w.on('exit', (code) => {
      if (waiting.size > 0) failAll(new Error(`the advisor's thread stopped (exit code ${code})`));
      else worker = null;
    });
    return w;
  };
  let ids = 0;
  return {
    advise: (view: PlayerView) =>
      new Promise<Advice>((resolve, reject) => {
        const id = ++ids;
        waiting.set(id, { resolve, reject });
        worker ??= start();
        const req: AdviseRequest = { id, view, options: options() };
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
