// Simulated games for the balance table: which games a run plays (a whole study or one shard of it),
// adding them up, and the line each game leaves in a results file (play.ts plays one; it is kept apart
// so that the command line, which hands the games to worker threads, loads no bot). Pure.
import type { CaverId, Difficulty, FateState, LossCause, Result } from '../engine/index.js';
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
  /** What became of each caver, in seating order: the engine's fates (fatesOf), squares left out. */
  readonly fates: readonly SimFate[];
}

/** One caver's fate at the end of a game: where it ended, and every time it was lost, with the cause. */
export interface SimFate {
  readonly caver: CaverId;
  readonly state: FateState;
  readonly losses: readonly { readonly cause: LossCause; readonly round: number; readonly woken: number | null }[];
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

/** What a row's games add up to: enough to print its line of the table without keeping every game. */
export interface RowTally {
  games: number;
  gold: number;
  silver: number;
  bronze: number;
  failure: number;
  rounds: number;
  /** Health lost, by cause, summed over the games. */
  readonly damage: Record<string, number>;
  /** Games in which the Exit was placed, and their rounds of placing it, summed. */
  exitGames: number;
  exitRounds: number;
  /** The AI's searched decisions and their milliseconds, summed. */
  decisions: number;
  ms: number;
}

export function emptyTally(): RowTally {
  return {
    games: 0,
    gold: 0,
    silver: 0,
    bronze: 0,
    failure: 0,
    rounds: 0,
    damage: {},
    exitGames: 0,
    exitRounds: 0,
    decisions: 0,
    ms: 0,
  };
}

/** Count one game into its row's tally. */
export function addOutcome(t: RowTally, o: GameOutcome): void {
  t.games++;
  t[o.result]++;
  t.rounds += o.rounds;
  for (const [cause, n] of Object.entries(o.damage)) t.damage[cause] = (t.damage[cause] ?? 0) + n;
  if (o.exitRound > 0) {
    t.exitGames++;
    t.exitRounds += o.exitRound;
  }
  t.decisions += o.decisions;
  t.ms += o.ms;
}

export function tallyOf(outcomes: readonly GameOutcome[]): RowTally {
  const t = emptyTally();
  for (const o of outcomes) addOutcome(t, o);
  return t;
}

/** A row of the table (and of `--json`) from its tally. */
export function rowOf(config: SimConfig, bot: BotName, t: RowTally): SimRow {
  const medals = t.gold + t.silver + t.bronze;
  const [lo, hi] = wilson(medals, t.games);
  return {
    difficulty: config.difficulty,
    cavers: config.cavers,
    easy: config.easy,
    bot,
    games: t.games,
    gold: t.gold,
    silver: t.silver,
    bronze: t.bronze,
    failure: t.failure,
    medal_rate: t.games === 0 ? 0 : round4(medals / t.games),
    medal_ci95: [round4(lo), round4(hi)],
    mean_rounds: t.games === 0 ? 0 : round4(t.rounds / t.games),
  };
}

export function summarizeRow(config: SimConfig, bot: BotName, outcomes: readonly GameOutcome[]): SimRow {
  return rowOf(config, bot, tallyOf(outcomes));
}

// ---- Studies and their shards.

/**
 * What a study plays: game i (1 to `games`) is dealt from seed SEED-i in every configuration, the
 * configurations being every difficulty, team size and variant listed, in that order.
 */
export interface SimStudy {
  readonly seed: string;
  readonly games: number;
  readonly difficulties: readonly Difficulty[];
  readonly cavers: readonly number[];
  readonly easy: readonly boolean[];
}

/** The configurations of a study, in the table's order (difficulty, then team size, then variant). */
export function configsOf(study: Pick<SimStudy, 'difficulties' | 'cavers' | 'easy'>): SimConfig[] {
  const out: SimConfig[] = [];
  for (const difficulty of study.difficulties)
    for (const cavers of study.cavers) for (const easy of study.easy) out.push({ difficulty, cavers, easy });
  return out;
}

/** Shard `index` (0-based) of `of` equal parts of a study. */
export interface Shard {
  readonly index: number;
  readonly of: number;
}

/** The games (1-based, both ends included) a shard plays: the index-th of `of` ranges as equal as can be. */
export function shardRange(games: number, shard: Shard): { first: number; last: number } {
  return {
    first: Math.floor((shard.index * games) / shard.of) + 1,
    last: Math.floor(((shard.index + 1) * games) / shard.of),
  };
}

/** The shard of `of` that plays game `game` of a study of `games`. */
export function shardOfGame(games: number, of: number, game: number): number {
  let i = Math.min(of - 1, Math.floor(((game - 1) * of) / games));
  while (i > 0 && shardRange(games, { index: i, of }).first > game) i--;
  while (i < of - 1 && shardRange(games, { index: i, of }).last < game) i++;
  return i;
}
