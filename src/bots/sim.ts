// Simulated games for the balance table: which games a run plays, and adding them up (play.ts plays
// one; it is kept apart so that the command line, which hands the games to worker threads, loads no
// bot). Pure.
import type { CaverId, Difficulty, Result } from '../engine/index.js';
import type { Weights } from '../ai/evaluate.js';
import type { BotName } from './names.js';

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
  /** The AI's evaluation numbers, when not its own (bench/ai-variants.ts tries others). */
  readonly weights?: Weights;
  /** The AI's optimism about draws, when not its own (search.ts `DRAW_OPTIMISM`). */
  readonly drawOptimism?: number;
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
    difficulty: config.difficulty,
    cavers: config.cavers,
    easy: config.easy,
    bot,
    games,
    gold,
    silver,
    bronze,
    failure,
    medal_rate: games === 0 ? 0 : round4(medals / games),
    medal_ci95: [round4(lo), round4(hi)],
    mean_rounds: games === 0 ? 0 : round4(rounds / games),
  };
}
