// The table's advisor: the fair AI (src/ai/advisor.ts), loaded on the first question (a game that
// never asks for a hint never loads it), thinking on a worker thread when the built one is at hand.
import type { Advisor } from './advisor.js';

export function tableAdvisor(o: { readonly budgetMs: number; readonly workerUrl?: URL }): Advisor {
  let real: Promise<Advisor> | null = null;
  const load = (): Promise<Advisor> => (real ??= import('../ai/advisor.js').then((m) => m.makeAdvisor(o)));
  let closed = false;
  return {
    advise: (s) => load().then((a) => a.advise(s)),
    close: () => {
      if (closed) return;
      closed = true;
      if (real) void real.then((a) => a.close?.());
    },
  };
}
