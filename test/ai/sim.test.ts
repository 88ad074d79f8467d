// The balance table's parts as pure functions: which games a command line asks for, the Wilson
// interval, rows, and games that are the same whenever the AI's budget is a number of iterations.
import { describe, expect, test } from '@jest/globals';
import { jobsOf, parseSim, rowsOf, formatJson, formatTable, type SimPlan } from '../../src/bots/simCli.js';
import { playJob } from '../../src/bots/play.js';
import { gameSeed, summarizeRow, teamFor, wilson, type GameOutcome } from '../../src/bots/sim.js';
import { playAll } from '../../src/bots/pool.js';

const fresh = () => 'fresh-1';

function plan(raw: Parameters<typeof parseSim>[0]): SimPlan {
  const r = parseSim(raw, fresh);
  if (!r.ok) throw new Error(r.error);
  return r.plan;
}

function error(raw: Parameters<typeof parseSim>[0]): string {
  const r = parseSim(raw, fresh);
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
      })),
    );
    const rows = rowsOf(p, outcomes);
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
    const text = formatTable(p, rows, outcomes);
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
    const outcomes = await playAll(jobsOf(p), { here: playJob, onOutcome: (o) => seen.push(o.row * 10 + o.game) });
    expect(outcomes).toHaveLength(9);
    expect(seen.sort((x, y) => x - y)).toEqual([1, 2, 3, 11, 12, 13, 21, 22, 23]);
    expect(outcomes.every((o) => ['gold', 'silver', 'bronze', 'failure'].includes(o.result) && o.rounds >= 1)).toBe(
      true,
    );
  });
});
