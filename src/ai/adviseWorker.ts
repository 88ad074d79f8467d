// The advisor's thread (built as dist/ai-worker.js): answers each question with the fair AI's advice.
import { parentPort } from 'node:worker_threads';
import { adviseNow, type AdviseReply, type AdviseRequest } from './advisor.js';

const port = parentPort;
if (port !== null) {
  port.on('message', (req: AdviseRequest) => {
    let reply: AdviseReply;
    try {
      reply = { id: req.id, advice: adviseNow(req.view, req.options) };
    } catch (e) {
      reply = { id: req.id, error: e instanceof Error ? e.message : String(e) };
    }
    port.postMessage(reply);
  });
}
