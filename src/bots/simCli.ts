// `subterra sim`: plays many games with a bot and prints the balance table (medal rates with Wilson
// 95% confidence intervals, mean rounds), or the same rows as JSON. Loaded only when the command runs.
import type { Difficulty } from '../engine/index.js';
import { BOT_NAMES, isBotName, PEEKS, type BotName } from './names.js';
import { defaultThreads, playAll } from './pool.js';
import {
  gameSeed,
  SIM_TEAM,
  summarizeRow,
  type GameOutcome,
  type SimConfig,
  type SimJob,
  type SimRow,
  type SimSettings,
} from './sim.js';

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
}

export interface SimPlan {
  readonly settings: SimSettings;
  readonly configs: readonly SimConfig[];
  readonly json: boolean;
  /** The seed base was made up (none given). */
  readonly freshSeed: boolean;
}

const DIFFICULTIES: readonly Difficulty[] = ['normal', 'hard', 'expert'];
export const MAX_GAMES = 1_000_000;
export const MAX_ITERATIONS = 100_000;
export const MAX_BUDGET_MS = 600_000;
export const DEFAULT_BUDGET_MS = 100;

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
export function parseSim(raw: SimRaw, fresh: () => string): { ok: true; plan: SimPlan } | { ok: false; error: string } {
  const fail = (error: string) => ({ ok: false as const, error });
  if (raw.bot === undefined) return fail(`--bot is required: ${BOT_NAMES.join(', ')}`);
  const bot = raw.bot.trim().toLowerCase();
  if (!isBotName(bot)) return fail(`--bot must be ${BOT_NAMES.join(', ')} (got ${JSON.stringify(raw.bot)})`);
  if (raw.games === undefined) return fail('--games is required: how many games to play per configuration');
  const games = whole('--games', raw.games, 1, MAX_GAMES);
  if (typeof games === 'string') return fail(games);

  let difficulties = DIFFICULTIES;
  if (raw.difficulty !== undefined) {
    const d = raw.difficulty.trim().toLowerCase();
    if (!(DIFFICULTIES as readonly string[]).includes(d))
      return fail(`--difficulty must be normal, hard or expert (got ${JSON.stringify(raw.difficulty)})`);
    difficulties = [d as Difficulty];
  }
  let cavers = [4, 5, 6];
  if (raw.cavers !== undefined) {
    const c = raw.cavers.trim();
    if (!/^[456]$/.test(c)) return fail(`--cavers must be 4, 5 or 6 (got ${JSON.stringify(raw.cavers)})`);
    cavers = [Number(c)];
  }
  const sweep = raw.difficulty === undefined && raw.cavers === undefined && raw.easy !== true;
  const variants = raw.easy === true ? [true] : sweep ? [false, true] : [false];

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

  const configs: SimConfig[] = [];
  for (const difficulty of difficulties)
    for (const n of cavers) for (const easy of variants) configs.push({ difficulty, cavers: n, easy });
  return {
    ok: true,
    plan: {
      settings: { bot: bot as BotName, games, seed, iterations, budgetMs },
      configs,
      json: raw.json === true,
      freshSeed,
    },
  };
}

/** The jobs of a plan, game by game across the rows (so every row fills in at the same pace). */
export function jobsOf(plan: SimPlan): SimJob[] {
  const jobs: SimJob[] = [];
  for (let game = 1; game <= plan.settings.games; game++) {
    plan.configs.forEach((config, row) => jobs.push({ config, row, game, settings: plan.settings }));
  }
  return jobs;
}

export function rowsOf(plan: SimPlan, outcomes: readonly GameOutcome[]): SimRow[] {
  return plan.configs.map((config, row) => {
    const mine = outcomes.filter((o) => o.row === row).sort((a, b) => a.game - b.game);
    return summarizeRow(config, plan.settings.bot, mine);
  });
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

/** The table as text: what was played, one row per configuration, the AI's decision time. */
export function formatTable(plan: SimPlan, rows: readonly SimRow[], outcomes: readonly GameOutcome[]): string {
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
    `${s.games} game${s.games === 1 ? '' : 's'} per row, seeds ${gameSeed(s.seed, 1)}${s.games > 1 ? ` to ${gameSeed(s.seed, s.games)}` : ''}`,
    `team: the first 4, 5 or 6 of ${SIM_TEAM.join(', ')}`,
    '',
  ];
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
    const mine = outcomes.filter((o) => o.row === row);
    const games = Math.max(1, mine.length);
    const found = mine.filter((o) => o.exitRound > 0);
    hurt.push([
      config.difficulty,
      String(config.cavers),
      config.easy ? 'yes' : '-',
      ...causes.map((c) => (mine.reduce((a, o) => a + (o.damage[c] ?? 0), 0) / games).toFixed(1)),
      pct(found.length / games),
      found.length === 0 ? '-' : (found.reduce((a, o) => a + o.exitRound, 0) / found.length).toFixed(1),
    ]);
  });
  lines.push(
    '',
    'Health lost per game by cause; share of games the Exit was found in, mean round:',
    '',
    pad(hurt, ' '),
  );
  if (s.bot === 'ai') {
    const decisions = outcomes.reduce((a, o) => a + o.decisions, 0);
    const ms = outcomes.reduce((a, o) => a + o.ms, 0);
    const games = Math.max(1, outcomes.length);
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
  io: SimIo,
  workerUrl: URL | undefined,
  fresh: () => string = () => `sim-${1000 + Math.floor(Math.random() * 9000)}`,
): Promise<number> {
  const parsed = parseSim(raw, fresh);
  if (!parsed.ok) {
    io.err(`subterra: ${parsed.error} (see subterra sim --help)\n`);
    return 2;
  }
  const plan = parsed.plan;
  const jobs = jobsOf(plan);
  const threads = Math.min(defaultThreads(), jobs.length);
  const bar = progressBar(io, jobs.length, threads);
  let outcomes: GameOutcome[];
  try {
    outcomes = await playAll(jobs, { workerUrl, threads, onOutcome: () => bar.tick() });
  } finally {
    bar.done();
  }
  const rows = rowsOf(plan, outcomes);
  io.out(plan.json ? formatJson(rows) : formatTable(plan, rows, outcomes));
  return 0;
}
