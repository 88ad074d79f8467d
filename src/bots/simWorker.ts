// A worker thread of `subterra sim`: plays the games it is sent, one at a time, and reports each.
// Built as its own entry point (dist/sim-worker.js) beside the CLI.
import { parentPort } from 'node:worker_threads';
import { playJob } from './play.js';
import type { SimJob } from './sim.js';

const port = parentPort;
if (port !== null) {
  port.on('message', (job: SimJob) => {
    try {
      port.postMessage({ ok: true, outcome: playJob(job) });
    } catch (e) {
      port.postMessage({ ok: false, error: e instanceof Error ? e.message : String(e) });
    }
  });
}
