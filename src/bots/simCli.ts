// `subterra sim`: plays many games with a bot and prints the balance table (medal rates with Wilson
// 95% confidence intervals, mean rounds), or the same rows as JSON; plays one shard of a study when
// asked, and writes a line per game to a results file (`--out`) that `subterra sim merge` (simMerge.ts)
// adds up into the same table. Loaded only when the command runs.
import { DIFFICULTIES, MAX_CAVERS, MIN_CAVERS, RULES_REVISION, type Difficulty } from '../engine/index.js';
import { BOT_NAMES, isBotName, PEEKS } from './names.js';
import { defaultThreads, playAll } from './pool.js';
import {
  addOutcome,
  configsOf,
  emptyTally,
  gameSeed,
  rowOf,
  shardRange,
  SIM_TEAM,
  type RowTally,
  type Shard,
  type SimConfig,
  type SimJob,
  type SimRow,
  type SimSettings,
  type SimStudy,
} from './sim.js';
import { lineOf, type LineHead } from './simLine.js';

/** Option values as commander hands them over. */
export interface SimRaw {
  bot?: string;
  games?: string;
  difficulty?: string;
  cavers?: string;
  easy?: boolean;
  budgetMs?: string;
  iterations?: string;
  seed?: string;
  json?: boolean;
  shard?: string;
  shards?: string;
  out?: string;
  threads?: string;
}

/** What the table is of: the bot and its budget, the rows, and which of the study's games were played. */
export interface TablePlan {
  readonly settings: SimSettings;
  readonly configs: readonly SimConfig[];
  /** The shard a run played, or null: the whole study (or, merged, whatever shards the files hold). */
  readonly shard: Shard | null;
  /** The first and last game played (1-based). */
  readonly first: number;
  readonly last: number;
}

export interface SimPlan extends TablePlan {
  readonly study: SimStudy;
  /** The results file (`--out`, `{shard}` filled in), or null. */
  readonly out: string | null;
  /** Worker threads (`--threads`), or null: one per core. */
  readonly threads: number | null;
  readonly json: boolean;
  /** The seed base was made up (none given). */
  readonly freshSeed: boolean;
}

export const MAX_GAMES = 1_000_000;
export const MAX_ITERATIONS = 100_000;
export const MAX_BUDGET_MS = 600_000;
export const DEFAULT_BUDGET_MS = 100;
export const MAX_THREADS = 1024;
/**
 * The most games one results file holds: it is written whole, from one string in memory, and a line
 * is up to about 1.2 kB (100,000 lines, some 100 MB). A bigger study is split into shards.
 */
export const MAX_OUT_GAMES = 100_000;

/** Where the batch schedulers put the index of an array job's task: Kubernetes Indexed Jobs, AWS Batch, Slurm. */
export const SHARD_INDEX_VARS = ['JOB_COMPLETION_INDEX', 'AWS_BATCH_JOB_ARRAY_INDEX', 'SLURM_ARRAY_TASK_ID'] as const;

export type Env = Readonly<Record<string, string | undefined>>;

function whole(name: string, raw: string, min: number, max: number): number | string {
  const v = raw.trim();
  if (!/^[0-9]+$/.test(v) || Number(v) < min || Number(v) > max)
    return `${name} must be a whole number from ${min} to ${max.toLocaleString('en-US')} (got ${JSON.stringify(raw)})`;
  return Number(v);
}

/**
 * The games a command line asks for, or why it cannot be run. Pure. Without -d, -c and --easy the
 * table covers every difficulty, 4, 5 and 6 cavers, and the easier variant beside each; -d and -c
 * fix theirs; --easy plays the easier variant only.
 */
export function parseSim(
  raw: SimRaw,
  fresh: () => string,
  env: Env = {},
): { ok: true; plan: SimPlan } | { ok: false; error: string } {
  const fail = (error: string) => ({ ok: false as const, error });
  if (raw.bot === undefined) return fail(`--bot is required: ${BOT_NAMES.join(', ')}`);
  const bot = raw.bot.trim().toLowerCase();
  if (!isBotName(bot)) return fail(`--bot must be ${BOT_NAMES.join(', ')} (got ${JSON.stringify(raw.bot)})`);
  if (raw.games === undefined) return fail('--games is required: how many games to play per configuration');
  const games = whole('--games', raw.games, 1, MAX_GAMES);
  if (typeof games === 'string') return fail(games);

  let difficulties: readonly Difficulty[] = DIFFICULTIES;
  if (raw.difficulty !== undefined) {
    const d = raw.difficulty.trim().toLowerCase();
    const found = DIFFICULTIES.find((x) => x === d);
    if (found === undefined)
      return fail(
        `--difficulty must be ${DIFFICULTIES.slice(0, -1).join(', ')} or ${DIFFICULTIES.at(-1)} (got ${JSON.stringify(raw.difficulty)})`,
      );
    difficulties = [found];
  }
  const sizes = Array.from({ length: MAX_CAVERS - MIN_CAVERS + 1 }, (_, i) => MIN_CAVERS + i);
  let cavers = sizes;
  if (raw.cavers !== undefined) {
    const c = raw.cavers.trim();
    if (!sizes.some((n) => String(n) === c))
      return fail(
        `--cavers must be ${sizes.slice(0, -1).join(', ')} or ${sizes.at(-1)} (got ${JSON.stringify(raw.cavers)})`,
      );
    cavers = [Number(c)];
  }
  const sweep = raw.difficulty === undefined && raw.cavers === undefined && raw.easy !== true;
  const variants = raw.easy === true ? [true] : sweep ? [false, true] : [false];

  const shard = shardOf(raw, env, games);
  if (typeof shard === 'string') return fail(shard);
  if (shard !== null && raw.seed === undefined) {
    return fail(
      `--${raw.shard !== undefined ? 'shard' : 'shards'} needs --seed: every shard of a study deals from the same seeds`,
    );
  }

  if (raw.budgetMs !== undefined && raw.iterations !== undefined) {
    return fail('--budget-ms and --iterations cannot be combined: give a time per decision or a number of iterations');
  }
  if (bot !== 'ai' && (raw.budgetMs !== undefined || raw.iterations !== undefined)) {
    return fail(
      `--${raw.budgetMs !== undefined ? 'budget-ms' : 'iterations'} sets the AI's search; the ${bot} bot does not search`,
    );
  }
  let budgetMs: number | undefined;
  let iterations: number | undefined;
  if (raw.iterations !== undefined) {
    const n = whole('--iterations', raw.iterations, 1, MAX_ITERATIONS);
    if (typeof n === 'string') return fail(n);
    iterations = n;
  } else if (bot === 'ai') {
    if (raw.budgetMs !== undefined) {
      const n = whole('--budget-ms', raw.budgetMs, 1, MAX_BUDGET_MS);
      if (typeof n === 'string') return fail(n);
      budgetMs = n;
    } else budgetMs = DEFAULT_BUDGET_MS;
  }

  let seed: string;
  let freshSeed = false;
  if (raw.seed !== undefined) {
    seed = raw.seed.trim();
    if (seed === '') return fail('--seed must not be empty');
    if (seed.length > 64) return fail(`--seed must be at most 64 characters (got ${seed.length})`);
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(seed)) return fail('--seed must not contain control characters');
  } else {
    seed = fresh();
    freshSeed = true;
  }

  const study: SimStudy = { seed, games, difficulties, cavers, easy: variants };
  const configs = configsOf(study);
  const { first, last } = shardRange(games, shard ?? { index: 0, of: 1 });

  let out: string | null = null;
  if (raw.out !== undefined) {
    out = raw.out.trim();
    if (out === '') return fail('--out must name a file');
    if (out.includes('{shard}')) {
      if (shard === null)
        return fail("--out: {shard} stands for the shard's index, and no --shard or --shards is given");
      out = out.replaceAll('{shard}', String(shard.index));
    }
    const lines = (last - first + 1) * configs.length;
    if (lines > MAX_OUT_GAMES) {
      return fail(
        `--out holds at most ${MAX_OUT_GAMES.toLocaleString('en-US')} games a file, and this run plays ${lines.toLocaleString('en-US')}: split the study with --shard or --shards`,
      );
    }
  }
  let threads: number | null = null;
  if (raw.threads !== undefined) {
    const n = whole('--threads', raw.threads, 1, MAX_THREADS);
    if (typeof n === 'string') return fail(n);
    threads = n;
  }
  return {
    ok: true,
    plan: {
      settings: { bot, games, seed, iterations, budgetMs },
      study,
      configs,
      shard,
      first,
      last,
      out,
      threads,
      json: raw.json === true,
      freshSeed,
    },
  };
}

/**
 * The shard a command line asks for: `--shard I/N`, or `--shards N` with I from the batch scheduler's
 * variable (SHARD_INDEX_VARS; set and agreeing if several are); null for the whole study.
 */
function shardOf(raw: SimRaw, env: Env, games: number): Shard | null | string {
  if (raw.shard !== undefined && raw.shards !== undefined)
    return '--shard and --shards cannot be combined: give I/N, or N and let the scheduler give I';
  let shard: Shard;
  let asked: string;
  if (raw.shard !== undefined) {
    asked = `--shard ${raw.shard.trim()}`;
    const m = /^([0-9]+)\/([0-9]+)$/.exec(raw.shard.replace(/\s/g, ''));
    if (m === null) return `--shard must be I/N: shard I (0 to N-1) of N (got ${JSON.stringify(raw.shard)})`;
    const of = Number(m[2]);
    if (of < 1 || of > MAX_GAMES)
      return `--shard: N must be a whole number from 1 to ${MAX_GAMES.toLocaleString('en-US')} (got ${JSON.stringify(raw.shard)})`;
    if (Number(m[1]) >= of)
      return `--shard: I must be from 0 to ${of - 1}, the shards of ${of} (got ${JSON.stringify(raw.shard)})`;
    shard = { index: Number(m[1]), of };
  } else if (raw.shards !== undefined) {
    const of = whole('--shards', raw.shards, 1, MAX_GAMES);
    if (typeof of === 'string') return of;
    asked = `--shards ${of}`;
    const set = SHARD_INDEX_VARS.filter((k) => (env[k] ?? '').trim() !== '');
    if (set.length === 0) {
      const names = `${SHARD_INDEX_VARS.slice(0, -1).join(', ')} or ${SHARD_INDEX_VARS.at(-1)}`;
      return `${asked} reads the shard's index from ${names}, and none is set: give --shard I/${of} instead`;
    }
    const given = set.map((k) => `${k}=${JSON.stringify(env[k])}`);
    const values = new Set(set.map((k) => (env[k] ?? '').trim()));
    if (values.size > 1) return `${asked}: the shard's index is ambiguous: ${given.join(' but ')}`;
    const [v] = values;
    if (!/^[0-9]+$/.test(v) || Number(v) >= of) return `${asked}: ${given[0]} is not a shard index from 0 to ${of - 1}`;
    shard = { index: Number(v), of };
  } else return null;
  if (shard.of > games) {
    return `${asked}: ${shard.of} shards of ${games} game${games === 1 ? '' : 's'} per configuration would leave some empty: use at most ${games}`;
  }
  return shard;
}

/** The jobs of a plan, game by game across the rows (so every row fills in at the same pace). */
export function jobsOf(plan: SimPlan): SimJob[] {
  const jobs: SimJob[] = [];
  for (let game = plan.first; game <= plan.last; game++) {
    plan.configs.forEach((config, row) => jobs.push({ config, row, game, settings: plan.settings }));
  }
  return jobs;
}

export function rowsOf(plan: TablePlan, tallies: readonly RowTally[]): SimRow[] {
  return plan.configs.map((config, row) => rowOf(config, plan.settings.bot, tallies[row] ?? emptyTally()));
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** Columns, left-aligned (numbers too: they have the same widths), within 80 columns for the rows sim prints. */
function pad(cells: readonly string[][], gap = '  '): string {
  const widths = cells[0].map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  return cells
    .map((r) =>
      r
        .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i])))
        .join(gap)
        .trimEnd(),
    )
    .join('\n');
}

/** Which games a table holds: the whole study, one shard of it, or (merged) part of it. */
function gamesLine(plan: TablePlan, tallies: readonly RowTally[]): string {
  const s = plan.settings;
  const played = Math.max(0, ...tallies.map((t) => t.games));
  const seeds = `seeds ${gameSeed(s.seed, plan.first)}${plan.last > plan.first ? ` to ${gameSeed(s.seed, plan.last)}` : ''}`;
  const per = `game${played === 1 ? '' : 's'} per row`;
  if (plan.shard !== null)
    return `${played} ${per}: shard ${plan.shard.index}/${plan.shard.of} of a study of ${s.games}, ${seeds}`;
  if (played === s.games) return `${played} ${per}, ${seeds}`;
  return `${played} of ${s.games} games per row (the rest are missing), ${seeds}`;
}

/** The table as text: what was played, one row per configuration, the AI's decision time. */
export function formatTable(plan: TablePlan, tallies: readonly RowTally[]): string {
  const s = plan.settings;
  const budget =
    s.bot !== 'ai'
      ? ''
      : s.iterations !== undefined
        ? `, ${s.iterations} iterations per decision`
        : `, ${s.budgetMs} ms per decision`;
  const fairness = PEEKS[s.bot]
    ? ' (peeks: it sees the next tiles, cards or dice)'
    : ' (fair: knows only what a player knows)';
  const head = [
    `bot ${s.bot}${fairness}${budget}`,
    gamesLine(plan, tallies),
    `team: the first 4, 5 or 6 of ${SIM_TEAM.join(', ')}`,
    '',
  ];
  const rows = rowsOf(plan, tallies);
  const cells = [['level', 'cavers', 'easy', 'gold', 'silver', 'bronze', 'fail', 'medals', '95% CI', 'rounds']];
  for (const r of rows) {
    cells.push([
      r.difficulty,
      String(r.cavers),
      r.easy ? 'yes' : '-',
      String(r.gold),
      String(r.silver),
      String(r.bronze),
      String(r.failure),
      pct(r.medal_rate),
      `${pct(r.medal_ci95[0])}-${pct(r.medal_ci95[1])}`,
      r.mean_rounds.toFixed(1),
    ]);
  }
  const lines = [...head, pad(cells)];
  // Where the health went: what each row's games lost to each cause, and how soon the Exit turned up.
  const causes = ['tremor', 'flood', 'gas', 'cavein', 'horror', 'rough', 'exert'];
  const hurt = [['level', 'cavers', 'easy', ...causes, 'exit', 'round']];
  plan.configs.forEach((config, row) => {
    const t = tallies[row] ?? emptyTally();
    const games = Math.max(1, t.games);
    hurt.push([
      config.difficulty,
      String(config.cavers),
      config.easy ? 'yes' : '-',
      ...causes.map((c) => ((t.damage[c] ?? 0) / games).toFixed(1)),
      pct(t.exitGames / games),
      t.exitGames === 0 ? '-' : (t.exitRounds / t.exitGames).toFixed(1),
    ]);
  });
  lines.push(
    '',
    'Health lost per game by cause; share of games the Exit was found in, mean round:',
    '',
    pad(hurt, ' '),
  );
  if (s.bot === 'ai') {
    const decisions = tallies.reduce((a, t) => a + t.decisions, 0);
    const ms = tallies.reduce((a, t) => a + t.ms, 0);
    const games = Math.max(
      1,
      tallies.reduce((a, t) => a + t.games, 0),
    );
    lines.push(
      '',
      `AI decisions: ${(decisions / games).toFixed(0)} searched a game (placing a drawn tile counts as one), ${(decisions > 0 ? ms / decisions : 0).toFixed(1)} ms each on average`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export function formatJson(rows: readonly SimRow[]): string {
  return `${JSON.stringify({ rows })}\n`;
}

export interface SimIo {
  out(s: string): void;
  err(s: string): void;
  /** Where the progress bar is drawn (a terminal's stderr, written raw: it moves the cursor), or null for none. */
  readonly progress: ((s: string) => void) | null;
}

/** What a run needs from outside the bots: the environment, the app's version, and the results file's writing. */
export interface SimRunIo extends SimIo {
  /** Where `--shards` finds the shard's index. */
  readonly env: Env;
  /** The app's version, written in every line of the results file. */
  readonly version: string;
  /** Why the results file cannot be written (checked before the first game), or null. */
  saveProblem(file: string): string | null;
  /** Write the results file whole, or leave it as it was; throws an Error with a one-line message. */
  save(file: string, text: string): void;
  /** Called after each game with how many have been played (a test halts a run here). */
  afterGame(played: number): void;
}

function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m ${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m`;
}

/** A progress bar on stderr (a terminal only): games done, and the time left at the pace so far. */
function progressBar(io: SimIo, total: number, threads: number): { tick(): void; done(): void } {
  const write = io.progress;
  if (write === null) return { tick() {}, done() {} };
  const t0 = Date.now();
  let n = 0;
  let last = 0;
  const draw = (): void => {
    const width = 24;
    const filled = Math.round((n / total) * width);
    const left = n === 0 ? '' : `, ${duration(((Date.now() - t0) / n) * (total - n))} left`;
    write(
      `\r\x1b[K[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${n}/${total} games on ${threads} thread${threads === 1 ? '' : 's'}${left}`,
    );
  };
  draw();
  return {
    tick() {
      n++;
      const now = Date.now();
      if (now - last > 100 || n === total) {
        last = now;
        draw();
      }
    },
    done() {
      write('\r\x1b[K');
    },
  };
}

/** Run the command; resolves to the exit status. Usage errors are reported here (exit 2). */
export async function runSim(
  raw: SimRaw,
  io: SimRunIo,
  workerUrl: URL | undefined,
  fresh: () => string = () => `sim-${1000 + Math.floor(Math.random() * 9000)}`,
): Promise<number> {
  const parsed = parseSim(raw, fresh, io.env);
  if (!parsed.ok) {
    io.err(`subterra: ${parsed.error} (see subterra sim --help)\n`);
    return 2;
  }
  const plan = parsed.plan;
  if (plan.out !== null) {
    const why = io.saveProblem(plan.out);
    if (why !== null) {
      io.err(`subterra: ${why}\n`);
      return 1;
    }
  }
  const jobs = jobsOf(plan);
  const threads = Math.min(plan.threads ?? defaultThreads(), jobs.length);
  const tallies = plan.configs.map(() => emptyTally());
  // The results file's lines in the order of the jobs (game by game, each across the rows), whatever
  // order the games finish in: the same games give the same file.
  const lines: string[] | null = plan.out === null ? null : new Array<string>(jobs.length).fill('');
  const head: LineHead = {
    app: io.version,
    rules: RULES_REVISION,
    bot: plan.settings.bot,
    iterations: plan.settings.iterations ?? null,
    budgetMs: plan.settings.budgetMs ?? null,
    study: plan.study,
    shard: plan.shard ?? { index: 0, of: 1 },
  };
  const bar = progressBar(io, jobs.length, threads);
  let played = 0;
  try {
    await playAll(jobs, {
      workerUrl,
      threads,
      onOutcome: (o) => {
        addOutcome(tallies[o.row], o);
        if (lines !== null)
          lines[(o.game - plan.first) * plan.configs.length + o.row] = lineOf(head, plan.configs[o.row], o);
        bar.tick();
        io.afterGame(++played);
      },
    });
  } finally {
    bar.done();
  }
  let code = 0;
  if (plan.out !== null && lines !== null) {
    try {
      io.save(plan.out, lines.join(''));
    } catch (e) {
      io.err(`subterra: ${e instanceof Error ? e.message : String(e)}\n`);
      code = 1;
    }
  }
  io.out(plan.json ? formatJson(rowsOf(plan, tallies)) : formatTable(plan, tallies));
  return code;
}
