// Simulated games for the balance table: which games a run plays, playing one, and adding them up.
// Pure but for the clock the AI's time budget reads; the same job gives the same game whenever the
// AI's budget is a number of iterations.
import { apply, newGame } from '../engine/index.js';
import type { CaverId, Difficulty, Result } from '../engine/index.js';
import { makeBot, type BotName } from './bots.js';

/**
 * The team a configuration plays: the setup screen's own default for that many cavers (its first
 * four, five or six), so the table shows the game a player gets by pressing Enter.
 */
export const SIM_TEAM: readonly CaverId[] = ['scout', 'medic', 'leader', 'bodyguard', 'engineer', 'diver'];

export interface SimConfig {
  readonly difficulty: Difficulty;
  readonly cavers: number;
  readonly easy: boolean;
}

export interface SimSettings {
  readonly bot: BotName;
  readonly games: number;
  readonly seed: string;
  readonly iterations?: number;
  readonly budgetMs?: number;
}

/** One game to play: a configuration and the game's number in it (1-based). */
export interface SimJob {
  readonly config: SimConfig;
  readonly row: number;
  readonly game: number;
  readonly settings: SimSettings;
}

export interface GameOutcome {
  readonly row: number;
  readonly game: number;
  readonly result: Result;
  readonly rounds: number;
  /** Decisions the AI searched and the milliseconds they took (0 for the simple bots). */
  readonly decisions: number;
  readonly ms: number;
  /** Health lost in the game, by cause (tremor, flood, gas, cavein, horror, rough, exert). */
  readonly damage: Readonly<Record<string, number>>;
  /** The round the Exit was placed, or 0. */
  readonly exitRound: number;
}

/** The seed of game `game` (1-based): the same in every configuration, so rows compare the same caves. */
export function gameSeed(base: string, game: number): string {
  return `${base}-${game}`;
}

export function teamFor(cavers: number): CaverId[] {
  return SIM_TEAM.slice(0, cavers);
}

export function playJob(job: SimJob): GameOutcome {
  const { config, settings } = job;
  const seed = gameSeed(settings.seed, job.game);
  const start = newGame({ seed, difficulty: config.difficulty, players: 1, cavers: teamFor(config.cavers), easy: config.easy || undefined });
  if (!start.ok) throw new Error(start.error);
  const bot = makeBot(settings.bot, { seed: `${seed}/${settings.bot}`, iterations: settings.iterations, budgetMs: settings.budgetMs });
  let s = start.state;
  let steps = 0;
  const damage: Record<string, number> = {};
  let exitRound = 0;
  while (s.result === null) {
    const a = bot.act(s);
    const r = apply(s, a);
    if (!r.ok) throw new Error(`the ${settings.bot} bot chose an illegal action ${JSON.stringify(a)}: ${r.error}`);
    for (const e of r.events) {
      if (e.t === 'damage' && e.amount > 0) damage[e.cause] = (damage[e.cause] ?? 0) + e.amount;
      else if (e.t === 'reveal' && e.tile.type === 'exit' && exitRound === 0) exitRound = s.round;
    }
    s = r.state;
    if (++steps > 20000) throw new Error(`game ${seed} did not end in 20000 actions`);
  }
  return { row: job.row, game: job.game, result: s.result, rounds: s.round, decisions: bot.searched.decisions, ms: bot.searched.ms, damage, exitRound };
}

export interface SimRow {
  readonly difficulty: Difficulty;
  readonly cavers: number;
  readonly easy: boolean;
  readonly bot: BotName;
  readonly games: number;
  readonly gold: number;
  readonly silver: number;
  readonly bronze: number;
  readonly failure: number;
  readonly medal_rate: number;
  readonly medal_ci95: readonly [number, number];
  readonly mean_rounds: number;
}

/** Wilson score interval for k successes in n trials at 95% (z = 1.96). */
export function wilson(k: number, n: number, z = 1.959963984540054): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const round4 = (x: number): number => Math.round(x * 10000) / 10000;

export function summarizeRow(config: SimConfig, bot: BotName, outcomes: readonly GameOutcome[]): SimRow {
  const count = (r: Result) => outcomes.filter((o) => o.result === r).length;
  const gold = count('gold');
  const silver = count('silver');
  const bronze = count('bronze');
  const failure = count('failure');
  const games = outcomes.length;
  const medals = gold + silver + bronze;
  const [lo, hi] = wilson(medals, games);
  const rounds = outcomes.reduce((a, o) => a + o.rounds, 0);
  return {
    difficulty: config.difficulty, cavers: config.cavers, easy: config.easy, bot, games,
    gold, silver, bronze, failure,
    medal_rate: games === 0 ? 0 : round4(medals / games),
    medal_ci95: [round4(lo), round4(hi)],
    mean_rounds: games === 0 ? 0 : round4(rounds / games),
  };
}
