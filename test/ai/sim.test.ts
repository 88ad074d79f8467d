// The balance table's parts as pure functions: which games a command line asks for (a whole study or
// one shard of it), the Wilson interval, rows, the results file's lines, and games that are the same
// whenever the AI's budget is a number of iterations.
import { describe, expect, test } from '@jest/globals';
import { jobsOf, parseSim, rowsOf, formatJson, formatTable, type SimPlan } from '../../src/bots/simCli.js';
import { playJob } from '../../src/bots/play.js';
import {
  addOutcome,
  emptyTally,
  gameSeed,
  shardOfGame,
  shardRange,
  summarizeRow,
  teamFor,
  wilson,
  type GameOutcome,
} from '../../src/bots/sim.js';
import { lineOf, readLine, type LineHead } from '../../src/bots/simLine.js';
import { playAll } from '../../src/bots/pool.js';

const fresh = () => 'fresh-1';

type Env = Record<string, string>;

function plan(raw: Parameters<typeof parseSim>[0], env: Env = {}): SimPlan {
  const r = parseSim(raw, fresh, env);
  if (!r.ok) throw new Error(r.error);
  return r.plan;
}

function error(raw: Parameters<typeof parseSim>[0], env: Env = {}): string {
  const r = parseSim(raw, fresh, env);
  if (r.ok) throw new Error('accepted');
  return r.error;
}

describe('parseSim', () => {
  test('without -d, -c or --easy: every difficulty, 4, 5 and 6 cavers, each with the easier variant', () => {
    const p = plan({ bot: 'greedy', games: '10' });
    expect(p.configs).toHaveLength(18);
    expect(p.configs.slice(0, 3)).toEqual([
      { difficulty: 'normal', cavers: 4, easy: false },
      { difficulty: 'normal', cavers: 4, easy: true },
      { difficulty: 'normal', cavers: 5, easy: false },
    ]);
    expect(p.configs[17]).toEqual({ difficulty: 'expert', cavers: 6, easy: true });
    expect(p.settings).toEqual({
      bot: 'greedy',
      games: 10,
      seed: 'fresh-1',
      iterations: undefined,
      budgetMs: undefined,
    });
    expect(p.freshSeed).toBe(true);
  });

  test('-d and -c fix their dimension (the standard game); --easy plays the easier variant only', () => {
    expect(plan({ bot: 'ai', games: '5', difficulty: 'HARD' }).configs).toEqual(
      [4, 5, 6].map((cavers) => ({ difficulty: 'hard', cavers, easy: false })),
    );
    expect(plan({ bot: 'ai', games: '5', cavers: '5' }).configs.map((c) => c.difficulty)).toEqual([
      'normal',
      'hard',
      'expert',
    ]);
    expect(plan({ bot: 'ai', games: '5', difficulty: 'normal', cavers: '4' }).configs).toEqual([
      { difficulty: 'normal', cavers: 4, easy: false },
    ]);
    expect(plan({ bot: 'ai', games: '5', easy: true }).configs).toHaveLength(9);
    expect(plan({ bot: 'ai', games: '5', easy: true }).configs.every((c) => c.easy)).toBe(true);
  });

  test('the AI searches 100 ms a decision unless told a time or a number of iterations', () => {
    expect(plan({ bot: 'ai', games: '1' }).settings.budgetMs).toBe(100);
    expect(plan({ bot: 'ai', games: '1', budgetMs: '250' }).settings).toMatchObject({
      budgetMs: 250,
      iterations: undefined,
    });
    expect(plan({ bot: 'ai', games: '1', iterations: '12' }).settings).toMatchObject({
      budgetMs: undefined,
      iterations: 12,
    });
    expect(plan({ bot: 'ai', games: '1', seed: ' bar-ai ' }).settings.seed).toBe('bar-ai');
  });

  test.each([
    [{ games: '3' }, '--bot is required: ai, greedy, random'],
    [{ bot: 'smart', games: '3' }, '--bot must be ai, greedy, random (got "smart")'],
    [{ bot: 'ai' }, '--games is required: how many games to play per configuration'],
    [{ bot: 'ai', games: '0' }, '--games must be a whole number from 1 to 1,000,000 (got "0")'],
    [{ bot: 'ai', games: '2.5' }, '--games must be a whole number from 1 to 1,000,000 (got "2.5")'],
    [{ bot: 'ai', games: '3', difficulty: 'easy' }, '--difficulty must be normal, hard or expert (got "easy")'],
    [{ bot: 'ai', games: '3', cavers: '7' }, '--cavers must be 4, 5 or 6 (got "7")'],
    [{ bot: 'ai', games: '3', budgetMs: '0' }, '--budget-ms must be a whole number from 1 to 600,000 (got "0")'],
    [
      { bot: 'ai', games: '3', iterations: 'lots' },
      '--iterations must be a whole number from 1 to 100,000 (got "lots")',
    ],
    [
      { bot: 'ai', games: '3', iterations: '4', budgetMs: '50' },
      '--budget-ms and --iterations cannot be combined: give a time per decision or a number of iterations',
    ],
    [
      { bot: 'greedy', games: '3', iterations: '4' },
      "--iterations sets the AI's search; the greedy bot does not search",
    ],
    [{ bot: 'random', games: '3', budgetMs: '4' }, "--budget-ms sets the AI's search; the random bot does not search"],
    [{ bot: 'ai', games: '3', seed: '  ' }, '--seed must not be empty'],
    [{ bot: 'ai', games: '3', seed: 'x'.repeat(65) }, '--seed must be at most 64 characters (got 65)'],
  ])('refuses %j', (raw, message) => {
    expect(error(raw)).toBe(message);
  });
});

describe('wilson', () => {
  test('matches the published 95% score intervals', () => {
    const [lo0, hi0] = wilson(0, 10);
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.2775, 4);
    const [lo5, hi5] = wilson(5, 10);
    expect(lo5).toBeCloseTo(0.2366, 4);
    expect(hi5).toBeCloseTo(0.7634, 4);
    // 50 of 200 by hand: centre (0.25 + 1.96²/400) / (1 + 1.96²/200), half-width 1.96 × sqrt(0.25·0.75/200 + 1.96²/160000) / (1 + 1.96²/200).
    const [lo, hi] = wilson(50, 200);
    expect(lo).toBeCloseTo(0.1951, 4);
    expect(hi).toBeCloseTo(0.3143, 4);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});

describe('rows', () => {
  const out = (game: number, result: GameOutcome['result'], rounds: number): GameOutcome => ({
    row: 0,
    game,
    result,
    rounds,
    decisions: 0,
    ms: 0,
    damage: {},
    exitRound: 0,
    fates: [],
  });

  test('count results, the medal rate with its interval, and mean rounds', () => {
    const row = summarizeRow({ difficulty: 'hard', cavers: 5, easy: true }, 'greedy', [
      out(1, 'gold', 20),
      out(2, 'bronze', 22),
      out(3, 'failure', 24),
      out(4, 'failure', 26),
    ]);
    expect(row).toEqual({
      difficulty: 'hard',
      cavers: 5,
      easy: true,
      bot: 'greedy',
      games: 4,
      gold: 1,
      silver: 0,
      bronze: 1,
      failure: 2,
      medal_rate: 0.5,
      medal_ci95: [0.15, 0.85],
      mean_rounds: 23,
    });
  });

  test('the JSON has exactly the documented keys, and the table names the bot, the seeds and every row', () => {
    const p = plan({ bot: 'greedy', games: '2', difficulty: 'normal', seed: 'tbl' });
    const outcomes: GameOutcome[] = [0, 1, 2].flatMap((row) =>
      [1, 2].map((game) => ({
        row,
        game,
        result: 'failure' as const,
        rounds: 10 + game,
        decisions: 0,
        ms: 0,
        damage: { tremor: game },
        exitRound: game === 2 ? 9 : 0,
        fates: [],
      })),
    );
    const tallies = p.configs.map(() => emptyTally());
    for (const o of outcomes) addOutcome(tallies[o.row], o);
    const rows = rowsOf(p, tallies);
    const json = JSON.parse(formatJson(rows)) as { rows: Record<string, unknown>[] };
    expect(Object.keys(json)).toEqual(['rows']);
    expect(json.rows).toHaveLength(3);
    expect(Object.keys(json.rows[0])).toEqual([
      'difficulty',
      'cavers',
      'easy',
      'bot',
      'games',
      'gold',
      'silver',
      'bronze',
      'failure',
      'medal_rate',
      'medal_ci95',
      'mean_rounds',
    ]);
    expect(json.rows.map((r) => r.cavers)).toEqual([4, 5, 6]);
    const text = formatTable(p, tallies);
    expect(text).toContain('bot greedy (peeks');
    expect(text).toContain('seeds tbl-1 to tbl-2');
    expect(
      text.split('\n').filter((l) => /^normal\s+[456]\s+-\s+0\s+0\s+0\s+2\s+0\.0%\s+0\.0%-65\.8%\s+11\.5$/.test(l)),
    ).toHaveLength(3);
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThanOrEqual(80);
    // Health lost by cause: a mean tremor loss of 1.5, the Exit found in one game of two, in round 9.
    expect(
      text
        .split('\n')
        .filter((l) => /^normal\s+[456]\s+-\s+1\.5\s+0\.0\s+0\.0\s+0\.0\s+0\.0\s+0\.0\s+0\.0\s+50\.0%\s+9\.0$/.test(l)),
    ).toHaveLength(3);
  });

  test('jobs go game by game across the rows, each game the same seed in every row', () => {
    const p = plan({ bot: 'random', games: '2', cavers: '4', seed: 'j' });
    expect(jobsOf(p).map((j) => [j.row, j.game])).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
      [0, 2],
      [1, 2],
      [2, 2],
    ]);
    expect(gameSeed('j', 2)).toBe('j-2');
    expect(teamFor(4)).toEqual(['scout', 'medic', 'leader', 'bodyguard']);
    expect(teamFor(6)).toHaveLength(6);
  });
});

describe('games', () => {
  test('with a number of iterations, the same seed plays the same game', () => {
    const p = plan({ bot: 'ai', games: '1', difficulty: 'expert', cavers: '4', iterations: '1', seed: 'same' });
    const [job] = jobsOf(p);
    const a = playJob(job);
    const b = playJob(job);
    expect({ ...a, ms: 0 }).toEqual({ ...b, ms: 0 });
    expect(a.decisions).toBeGreaterThan(10);
  });

  test('played in this thread when there is no worker script, every game reported once', async () => {
    const p = plan({ bot: 'random', games: '3', difficulty: 'normal', seed: 'pool' });
    const seen: number[] = [];
    const outcomes: GameOutcome[] = [];
    const played = await playAll(jobsOf(p), {
      here: playJob,
      onOutcome: (o) => {
        seen.push(o.row * 10 + o.game);
        outcomes.push(o);
      },
    });
    expect(played).toBe(9);
    expect(outcomes).toHaveLength(9);
    expect(seen.sort((x, y) => x - y)).toEqual([1, 2, 3, 11, 12, 13, 21, 22, 23]);
    expect(outcomes.every((o) => ['gold', 'silver', 'bronze', 'failure'].includes(o.result) && o.rounds >= 1)).toBe(
      true,
    );
  });
});

describe('shards', () => {
  test('N shards cover every game once, in N ranges whose sizes differ by one at most', () => {
    for (const [games, of] of [
      [10, 3],
      [7, 7],
      [1, 1],
      [100, 6],
      [1_000_000, 999],
    ]) {
      const ranges = Array.from({ length: of }, (_, index) => shardRange(games, { index, of }));
      expect(ranges[0].first).toBe(1);
      expect(ranges[of - 1].last).toBe(games);
      for (let i = 1; i < of; i++) expect(ranges[i].first).toBe(ranges[i - 1].last + 1);
      const sizes = ranges.map((r) => r.last - r.first + 1);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(1);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      for (const [i, r] of ranges.entries()) {
        expect(shardOfGame(games, of, r.first)).toBe(i);
        expect(shardOfGame(games, of, r.last)).toBe(i);
      }
    }
    expect(shardRange(10, { index: 1, of: 3 })).toEqual({ first: 4, last: 6 });
  });

  test('--shard I/N plays the I-th range of the whole study, every row, and names the file by {shard}', () => {
    const p = plan({
      bot: 'random',
      games: '10',
      difficulty: 'normal',
      seed: 's',
      shard: '1/3',
      out: 'r/s-{shard}.jsonl',
    });
    expect(p.shard).toEqual({ index: 1, of: 3 });
    expect([p.first, p.last]).toEqual([4, 6]);
    expect(p.study).toEqual({ seed: 's', games: 10, difficulties: ['normal'], cavers: [4, 5, 6], easy: [false] });
    expect(p.out).toBe('r/s-1.jsonl');
    expect(jobsOf(p).map((j) => [j.row, j.game])).toEqual([
      [0, 4],
      [1, 4],
      [2, 4],
      [0, 5],
      [1, 5],
      [2, 5],
      [0, 6],
      [1, 6],
      [2, 6],
    ]);
    const whole = plan({ bot: 'random', games: '10', seed: 's' });
    expect([whole.shard, whole.first, whole.last, whole.out, whole.threads]).toEqual([null, 1, 10, null, null]);
  });

  test.each([
    [{ JOB_COMPLETION_INDEX: '2' }, 2],
    [{ AWS_BATCH_JOB_ARRAY_INDEX: '0' }, 0],
    [{ SLURM_ARRAY_TASK_ID: '3' }, 3],
    [{ JOB_COMPLETION_INDEX: '1', SLURM_ARRAY_TASK_ID: '1' }, 1],
    [{ JOB_COMPLETION_INDEX: '', AWS_BATCH_JOB_ARRAY_INDEX: '3' }, 3],
  ])('--shards 4 takes the index from the scheduler: %j', (env, index) => {
    expect(plan({ bot: 'greedy', games: '8', seed: 's', shards: '4' }, env).shard).toEqual({ index, of: 4 });
  });

  test.each([
    [{ shard: '4/4' }, {}, '--shard: I must be from 0 to 3, the shards of 4 (got "4/4")'],
    [{ shard: '0/0' }, {}, '--shard: N must be a whole number from 1 to 1,000,000 (got "0/0")'],
    [{ shard: 'x/4' }, {}, '--shard must be I/N: shard I (0 to N-1) of N (got "x/4")'],
    [{ shard: '-1/4' }, {}, '--shard must be I/N: shard I (0 to N-1) of N (got "-1/4")'],
    [{ shard: '3' }, {}, '--shard must be I/N: shard I (0 to N-1) of N (got "3")'],
    [
      { shard: '0/11' },
      {},
      '--shard 0/11: 11 shards of 10 games per configuration would leave some empty: use at most 10',
    ],
    [
      { shard: '0/2', shards: '2' },
      {},
      '--shard and --shards cannot be combined: give I/N, or N and let the scheduler give I',
    ],
    [{ shards: '0' }, {}, '--shards must be a whole number from 1 to 1,000,000 (got "0")'],
    [
      { shards: 'four' },
      { JOB_COMPLETION_INDEX: '1' },
      '--shards must be a whole number from 1 to 1,000,000 (got "four")',
    ],
    [
      { shards: '4' },
      {},
      "--shards 4 reads the shard's index from JOB_COMPLETION_INDEX, AWS_BATCH_JOB_ARRAY_INDEX or SLURM_ARRAY_TASK_ID, and none is set: give --shard I/4 instead",
    ],
    [
      { shards: '4' },
      { JOB_COMPLETION_INDEX: '1', SLURM_ARRAY_TASK_ID: '2' },
      '--shards 4: the shard\'s index is ambiguous: JOB_COMPLETION_INDEX="1" but SLURM_ARRAY_TASK_ID="2"',
    ],
    [
      { shards: '4' },
      { AWS_BATCH_JOB_ARRAY_INDEX: '4' },
      '--shards 4: AWS_BATCH_JOB_ARRAY_INDEX="4" is not a shard index from 0 to 3',
    ],
    [
      { shards: '4' },
      { SLURM_ARRAY_TASK_ID: 'one' },
      '--shards 4: SLURM_ARRAY_TASK_ID="one" is not a shard index from 0 to 3',
    ],
    [
      { out: 'r-{shard}.jsonl' },
      {},
      "--out: {shard} stands for the shard's index, and no --shard or --shards is given",
    ],
    [{ out: '  ' }, {}, '--out must name a file'],
    [{ threads: '0' }, {}, '--threads must be a whole number from 1 to 1,024 (got "0")'],
  ])('refuses %j with %j', (extra, env, message) => {
    expect(error({ bot: 'greedy', games: '10', seed: 's', ...extra }, env)).toBe(message);
  });

  test('a shard needs a seed given, the same for every shard; a results file holds at most 100,000 games', () => {
    expect(error({ bot: 'greedy', games: '10', shard: '0/2' })).toBe(
      '--shard needs --seed: every shard of a study deals from the same seeds',
    );
    expect(error({ bot: 'greedy', games: '10', shards: '2' }, { JOB_COMPLETION_INDEX: '0' })).toBe(
      '--shards needs --seed: every shard of a study deals from the same seeds',
    );
    expect(error({ bot: 'random', games: '10000', seed: 's', out: 'x' })).toBe(
      '--out holds at most 100,000 games a file, and this run plays 180,000: split the study with --shard or --shards',
    );
    expect(plan({ bot: 'random', games: '10000', seed: 's', out: 'x', shard: '1/2' }).out).toBe('x');
  });
});

describe('results lines', () => {
  const head: LineHead = {
    app: '9.9.9',
    rules: 2,
    bot: 'ai',
    iterations: 3,
    budgetMs: null,
    study: { seed: 'L', games: 10, difficulties: ['hard'], cavers: [4, 5], easy: [true] },
    shard: { index: 1, of: 3 },
  };
  const outcome: GameOutcome = {
    row: 1,
    game: 5,
    result: 'silver',
    rounds: 17,
    decisions: 140,
    ms: 812.34567,
    damage: { tremor: 2, gas: 1 },
    exitRound: 9,
    fates: [
      { caver: 'scout', state: 'exit', losses: [] },
      { caver: 'medic', state: 'exit', losses: [{ cause: 'gas', round: 7, woken: 8 }] },
      { caver: 'leader', state: 'unconscious', losses: [{ cause: 'tremor', round: 12, woken: null }] },
      { caver: 'bodyguard', state: 'exit', losses: [] },
      { caver: 'engineer', state: 'removed', losses: [{ cause: 'outoftime', round: 17, woken: null }] },
    ],
  };
  const config = { difficulty: 'hard' as const, cavers: 5, easy: true };
  const text = lineOf(head, config, outcome);

  test('one JSON line with the seed, the configuration, the result, the fates, the time, the version and revision', () => {
    expect(text.endsWith('\n')).toBe(true);
    expect(text.slice(0, -1)).not.toContain('\n');
    const o = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(o)).toEqual([
      'sim',
      'app',
      'rules',
      'bot',
      'iterations',
      'budget_ms',
      'study',
      'shard',
      'game',
      'seed',
      'difficulty',
      'cavers',
      'easy',
      'team',
      'result',
      'rounds',
      'exit_round',
      'damage',
      'fates',
      'decisions',
      'ms',
    ]);
    expect(o).toMatchObject({
      sim: 1,
      app: '9.9.9',
      rules: 2,
      seed: 'L-5',
      difficulty: 'hard',
      cavers: 5,
      easy: true,
      team: ['scout', 'medic', 'leader', 'bodyguard', 'engineer'],
      result: 'silver',
      damage: { gas: 1, tremor: 2 },
      ms: 812.346,
    });
    expect(Object.keys(o.damage as object)).toEqual(['gas', 'tremor']);
  });

  test('read back, a line gives the same game', () => {
    const r = readLine(text.trim());
    if (!r.ok) throw new Error(r.error);
    expect(r.line.game).toBe(5);
    expect(r.line.config).toEqual(config);
    expect(r.line.shard).toEqual({ index: 1, of: 3 });
    expect(r.line.study).toEqual(head.study);
    expect({ ...r.line.outcome, row: 1, ms: outcome.ms }).toEqual(outcome);
    // Written again from what was read, the same line.
    expect(lineOf(r.line, r.line.config, { ...r.line.outcome, row: 1 })).toBe(text);
  });

  const edit = (f: (o: Record<string, unknown>) => void): string => {
    const o = JSON.parse(text) as Record<string, unknown>;
    f(o);
    return JSON.stringify(o);
  };
  test.each([
    ['not JSON', '{"sim":1,', 'not JSON'],
    ['another format', edit((o) => (o.sim = 2)), 'not a line of subterra sim --out (no "sim": 1)'],
    ['an unknown field', edit((o) => (o.colour = 'red')), 'the line has an unknown field "colour"'],
    ['a missing field', edit((o) => delete o.rounds), 'the line lacks the field "rounds"'],
    ['a result', edit((o) => (o.result = 'platinum')), '"result" must be gold, silver, bronze or failure'],
    ['the seed', edit((o) => (o.seed = 'L-6')), '"seed" must be L-5'],
    ['a game outside its shard', edit((o) => (o.game = 8)), 'game 8 is not in shard 1/3'],
    [
      'a configuration outside the study',
      edit((o) => (o.difficulty = 'normal')),
      '"difficulty" is not one of the study\'s',
    ],
    ['the team', edit((o) => (o.team = ['scout'])), '"team" must be scout, medic, leader, bodyguard, engineer'],
    [
      'a cause',
      edit((o) => ((o.fates as { losses: { cause: string }[] }[])[1].losses[0].cause = 'boredom')),
      '"fates[1].losses[0].cause" must be one of flood, gas, cavein, tremor, rough, exert, horror, outoftime',
    ],
    ['the time', edit((o) => (o.ms = -1)), '"ms" must be a number of milliseconds'],
    [
      'a team size',
      edit((o) => ((o.study as { cavers: number[] }).cavers = [3, 5])),
      '"study.cavers[0]" must be a team size, 4 to 6',
    ],
    ['the budget', edit((o) => (o.budget_ms = 100)), '"iterations" and "budget_ms" do not fit the bot'],
  ])('refuses %s', (_what, line, message) => {
    const r = readLine(line);
    expect(r.ok ? 'accepted' : r.error).toBe(message);
  });
});
