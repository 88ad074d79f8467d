// Plays a list of games on worker threads, one per core (the built dist/sim-worker.js), or in this
// thread with the player it is given (tests, running from the sources). Outcomes are handed to
// `onOutcome` as they come, in any order (none is kept here: a study may hold millions); each is the
// same wherever it was played. It loads no bot itself: the command line bundles
// no player, the worker script does.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { optimizeForSearch } from '../ai/optimize.js';
import type { GameOutcome, SimJob } from './sim.js';

export interface PoolOptions {
  /** The worker script (dist/sim-worker.js). */
  readonly workerUrl?: URL;
  /** Plays a game in this thread (play.ts's playJob), used when there is no worker script. */
  readonly here?: (job: SimJob) => GameOutcome;
  /** Threads to use (default: one per core). */
  readonly threads?: number;
  /** Called after each game, with its outcome. */
  readonly onOutcome: (o: GameOutcome) => void;
}

export function defaultThreads(): number {
  return Math.max(1, availableParallelism());
}

/** Play every job; resolves once all are played (to how many), or rejects on the first failure. */
export async function playAll(jobs: readonly SimJob[], o: PoolOptions): Promise<number> {
  if (jobs.length === 0) return 0;
  const threads = Math.max(1, Math.min(o.threads ?? defaultThreads(), jobs.length));
  const url = o.workerUrl;
  if (url !== undefined && existsSync(fileURLToPath(url))) return playOnWorkers(jobs, threads, url, o);
  if (o.here !== undefined) return playHere(jobs, o.here, o);
  throw new Error(
    `the simulation worker ${url === undefined ? '' : `${fileURLToPath(url)} `}is missing: build subterra again (npm run build)`,
  );
}

async function playHere(jobs: readonly SimJob[], play: (job: SimJob) => GameOutcome, o: PoolOptions): Promise<number> {
  for (const job of jobs) {
    o.onOutcome(play(job));
    // Let timers (the progress bar) run between games.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return jobs.length;
}

function playOnWorkers(jobs: readonly SimJob[], threads: number, url: URL, o: PoolOptions): Promise<number> {
  optimizeForSearch();
  return new Promise((resolve, reject) => {
    let done = 0;
    const workers: Worker[] = [];
    let next = 0;
    let failed = false;
    const retired = new Set<Worker>();
    const stop = (e: Error): void => {
      if (failed) return;
      failed = true;
      for (const w of workers) void w.terminate();
      reject(e);
    };
    const feed = (w: Worker): void => {
      if (next < jobs.length) w.postMessage(jobs[next++]);
      else {
        retired.add(w);
        void w.terminate();
      }
    };
    for (let i = 0; i < threads; i++) {
      const w = new Worker(url);
      workers.push(w);
      w.on('message', (m: { ok: true; outcome: GameOutcome } | { ok: false; error: string }) => {
        if (!m.ok) return stop(new Error(m.error));
        done++;
        try {
          o.onOutcome(m.outcome);
        } catch (e) {
          return stop(e instanceof Error ? e : new Error(String(e)));
        }
        if (done === jobs.length) {
          for (const x of workers) retired.add(x);
          for (const x of workers) void x.terminate();
          resolve(done);
        } else feed(w);
      });
      w.on('error', (e) => stop(e));
      w.on('exit', (code) => {
        if (!retired.has(w) && !failed) stop(new Error(`a simulation thread stopped (exit code ${code})`));
      });
      feed(w);
    }
  });
}
