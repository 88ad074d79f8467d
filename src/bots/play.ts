// Playing one simulated game of the balance table with a bot (sim.ts describes the job). Pure but for
// the clock the AI's time budget reads; the same job gives the same game whenever the AI's budget is
// a number of iterations. Run on the worker threads of `subterra sim` (simWorker.ts).
import { apply, foldFates, newGame, startFates } from '../engine/index.js';
import { makeBot } from './seat.js';
import { gameSeed, teamFor, type GameOutcome, type SimJob } from './sim.js';

export function playJob(job: SimJob): GameOutcome {
  const { config, settings } = job;
  const seed = gameSeed(settings.seed, job.game);
  const start = newGame({
    seed,
    difficulty: config.difficulty,
    players: 1,
    cavers: teamFor(config.cavers),
    easy: config.easy || undefined,
  });
  if (!start.ok) throw new Error(`the game cannot start: ${JSON.stringify(start.error)}`);
  const bot = makeBot(settings.bot, {
    seed: `${seed}/${settings.bot}`,
    iterations: settings.iterations,
    budgetMs: settings.budgetMs,
    weights: settings.weights,
    drawOptimism: settings.drawOptimism,
  });
  let s = start.state;
  let fates = foldFates(startFates(s.cavers.map((c) => c.id)), start.events);
  let steps = 0;
  const damage: Record<string, number> = {};
  let exitRound = 0;
  while (s.result === null) {
    const a = bot.act(s);
    const r = apply(s, a);
    if (!r.ok)
      throw new Error(
        `the ${settings.bot} bot chose an illegal action ${JSON.stringify(a)}: ${JSON.stringify(r.error)}`,
      );
    for (const e of r.events) {
      if (e.t === 'damage' && e.amount > 0) damage[e.cause] = (damage[e.cause] ?? 0) + e.amount;
      else if (e.t === 'reveal' && e.tile.type === 'exit' && exitRound === 0) exitRound = s.round;
    }
    fates = foldFates(fates, r.events);
    s = r.state;
    if (++steps > 20000) throw new Error(`game ${seed} did not end in 20000 actions`);
  }
  return {
    row: job.row,
    game: job.game,
    result: s.result,
    rounds: s.round,
    decisions: bot.searched.decisions,
    ms: bot.searched.ms,
    damage,
    exitRound,
    fates: fates.cavers.map((f) => ({ caver: f.caver, state: f.state, losses: f.losses })),
  };
}
