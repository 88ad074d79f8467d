// Statistics from saved games (`subterra stats`): computed from the recorded fixture games, with
// numbers checked against their expected final states; tutorials left out; the daily cave's streak
// and today's result with a fixed clock; the command line's text and JSON.
import { afterAll, describe, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runMain } from '../helpers/main.js';
import { apply, type GameEvent, newGame } from '../../src/engine/index.js';
import { countedDaily, dailySeed, dayBefore, shareLine, utcDate } from '../../src/record/daily.js';
import { recordOptions } from '../../src/record/record.js';
import { fatesOf, readStats, type StatGame, computeStats } from '../../src/record/stats.js';
import { statsLines } from '../../src/record/statsText.js';
import type { GameRecord } from '../../src/record/types.js';
import { botRng, randomAction } from '../../src/bots/random.js';
import { Session, playerSeat } from '../../src/play/index.js';
import { record, type Act } from '../helpers/game.js';
import { refusalText } from '../../src/words/index.js';

const P1 = playerSeat(1);

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'games');
const NAMES = ['bronze-normal-4', 'expert-6', 'hard-5', 'long-normal-4', 'random-4', 'random-6-players-3'];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'subterra-stats-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const read = (name: string): GameRecord =>
  JSON.parse(fs.readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as GameRecord;
const expected = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(FIXTURES, `${name}.expected.json`), 'utf8')) as {
    result: string;
    round: number;
    difficulty: string;
    cavers: { id: string; state: string; onExit: boolean }[];
  };

let homes = 0;
/** A data folder whose games folder holds these files. */
function home(files: Record<string, unknown>): string {
  const dir = path.join(tmp, `home-${homes++}`);
  fs.mkdirSync(path.join(dir, 'games'), { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(
      path.join(dir, 'games', name),
      typeof content === 'string' ? content : JSON.stringify(content, null, 2),
    );
  }
  return dir;
}

/** The six fixture games, one of them again cut short (unfinished), a tutorial, and a file that is no record. */
function fixtureHome(): string {
  const files: Record<string, unknown> = {};
  for (const n of NAMES) files[`${n}.json`] = read(n);
  const cut = read('bronze-normal-4');
  files['unfinished.json'] = {
    ...cut,
    actions: cut.actions.slice(0, 60),
    hashes: cut.hashes!.slice(0, 3),
    meta: { started: '2025-01-01T10:00:00Z' },
  };
  files['tutorial.json'] = { ...read('long-normal-4'), tutorial: true };
  files['notes.json'] = '{"not": "a record"}';
  return home(files);
}

const NOW = new Date('2026-11-23T12:00:00Z');

describe('statistics of the fixture games', () => {
  const dir = fixtureHome();
  const { stats, skipped } = readStats({ env: { SUBTERRA_HOME: dir }, now: NOW });

  test('games read: finished and unfinished; the tutorial and a file that is no record are not counted', () => {
    expect(stats.games).toBe(7);
    expect(stats.finished).toBe(6);
    expect(stats.unfinished).toBe(1);
    expect(stats.tutorials).toBe(1);
    expect(skipped.map((s) => path.basename(s.file))).toEqual(['notes.json']);
  });

  test('results, medal rate, games per difficulty × cavers: as the fixtures end', () => {
    // Each fixture's own expected final state says how it ended.
    const counted = { gold: 0, silver: 0, bronze: 0, failure: 0 } as Record<string, number>;
    for (const n of NAMES) counted[expected(n).result] += 1;
    expect(stats.results).toEqual(counted);
    expect(stats.results).toEqual({ gold: 0, silver: 0, bronze: 2, failure: 4 });
    expect(stats.medalRate).toBeCloseTo(2 / 6, 10);
    expect(stats.byDifficulty).toEqual([
      { difficulty: 'normal', cavers: 4, games: 4, finished: 3, medals: 2 },
      { difficulty: 'hard', cavers: 5, games: 1, finished: 1, medals: 0 },
      { difficulty: 'hard', cavers: 6, games: 1, finished: 1, medals: 0 },
      { difficulty: 'expert', cavers: 6, games: 1, finished: 1, medals: 0 },
    ]);
  });

  test('best result and longest game', () => {
    expect(expected('bronze-normal-4').round).toBe(27);
    expect(expected('long-normal-4').round).toBe(28);
    expect(stats.best).toMatchObject({
      seed: 'cave-50',
      result: 'bronze',
      rounds: 27,
      difficulty: 'normal',
      cavers: 4,
    });
    expect(stats.longest).toMatchObject({ seed: 'cave-0', result: 'bronze', rounds: 28 });
  });

  test('per-caver survival: the share of finished games each caver ended on the Exit', () => {
    const want = new Map<string, { games: number; escaped: number }>();
    for (const n of NAMES) {
      for (const c of expected(n).cavers) {
        const w = want.get(c.id) ?? { games: 0, escaped: 0 };
        w.games += 1;
        if (c.onExit) w.escaped += 1;
        want.set(c.id, w);
      }
    }
    expect(stats.survival.map((s) => [s.caver, s.escaped, s.games])).toEqual(
      [...want]
        .map(([id, w]) => [id, w.escaped, w.games])
        .sort((a, b) => ORDER.indexOf(a[0] as string) - ORDER.indexOf(b[0] as string)),
    );
    const scout = stats.survival.find((s) => s.caver === 'scout')!;
    expect([scout.escaped, scout.games]).toEqual([1, 4]);
    expect(scout.rate).toBe(0.25);
    expect(stats.survival.find((s) => s.caver === 'medic')).toEqual({
      caver: 'medic',
      games: 4,
      escaped: 2,
      rate: 0.5,
    });
  });

  test('the causes of the cavers lost: Out of Time for the removed, the blow that felled the unconscious', () => {
    // Cavers left behind, from the expected final states: removed ones were taken by the dark.
    let lost = 0;
    let removed = 0;
    for (const n of NAMES) {
      for (const c of expected(n).cavers) {
        if (c.onExit) continue;
        lost += 1;
        if (c.state === 'removed') removed += 1;
      }
    }
    expect(lost).toBe(24);
    expect(removed).toBe(15);
    expect(stats.lostCavers).toBe(lost);
    expect(stats.losses[0]).toEqual({ cause: 'outoftime', count: removed });
    // The unconscious: the damage that left each at 0 health the last time (found here from the
    // damage events themselves, not from the faint events the statistics read).
    const felled = new Map<string, number>();
    for (const n of NAMES) {
      const r = read(n);
      const start = newGame(recordOptions(r));
      if (!start.ok) throw new Error(refusalText(start.error));
      let s = start.state;
      const last = new Map<string, string>();
      for (const a of r.actions) {
        const res = apply(s, a);
        if (!res.ok) throw new Error(refusalText(res.error));
        s = res.state;
        for (const e of res.events) if (e.t === 'damage' && e.hp === 0 && e.amount > 0) last.set(e.caver, e.cause);
      }
      for (const c of expected(n).cavers)
        if (c.state === 'unconscious') felled.set(last.get(c.id)!, (felled.get(last.get(c.id)!) ?? 0) + 1);
    }
    const rest = stats.losses.slice(1);
    expect(Object.fromEntries(rest.map((l) => [l.cause, l.count]))).toEqual(Object.fromEntries(felled));
    expect(rest.reduce((n, l) => n + l.count, 0)).toBe(lost - removed);
  });

  test('the text: every figure, within 80 columns', () => {
    const lines = statsLines(stats);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
    const text = lines.join('\n');
    expect(lines[0]).toBe('7 saved games: 6 finished, 1 unfinished (the tutorial not counted)');
    expect(text).toMatch(/^normal {8}4, 2 medals/m);
    expect(text).toContain('Results: Gold 0 · Silver 0 · Bronze 2 · Failure 4 · medal rate 33%');
    expect(text).toContain('Best result: Bronze in 27 rounds (cave-50, normal, 4 cavers)');
    expect(text).toContain('Longest game: 28 rounds (cave-0, normal, 4 cavers, Bronze)');
    expect(text).toContain('Cavers lost: 24, most often to Out of Time (15)');
    expect(text).toMatch(/Survival: Diver 0\/4 0% {3}Scout 1\/4 25%/);
    expect(text).toContain('Daily cave 2026-11-23: streak 0 days (best 0)\n  today: not played yet (subterra --daily)');
  });
});

const ORDER = ['diver', 'scout', 'geologist', 'engineer', 'climber', 'medic', 'bodyguard', 'leader'];

describe('fates', () => {
  test('a cave-in that fells a caver, a caver on the Exit, and one taken by the dark', () => {
    // Scout explores onto a cave-in tile 2/5 north; the Cave-in card rolls a 2: three health lost.
    const cavers = ['scout', 'medic', 'leader', 'bodyguard'] as const;
    const r = record({ cavers: [...cavers], tiles: ['cavein:T:2,5', 'exit:D'], hazards: ['cavein'], dice: [2] }, [
      { caver: 'scout', do: 'explore', dir: 'N', open: 'ESW' } as Act,
      { caver: 'scout', do: 'end' },
      { caver: 'medic', do: 'end' },
      { caver: 'leader', do: 'end' },
      { caver: 'bodyguard', do: 'end' },
    ]);
    const start = newGame(recordOptions(r));
    if (!start.ok) throw new Error(refusalText(start.error));
    let s = start.state;
    const events: GameEvent[] = [...start.events];
    for (const a of r.actions) {
      const res = apply(s, a);
      if (!res.ok) throw new Error(refusalText(res.error));
      s = res.state;
      events.push(...res.events);
    }
    expect(s.cavers[0].hp).toBe(0);
    // Not over yet: no one is left behind.
    expect(fatesOf(events, s).every((f) => f.cause === null)).toBe(true);
    // Pretend the game ended now (the others on the Exit is not needed: the fold reads the result).
    const over = { ...s, result: 'failure' as const };
    const f = fatesOf(events, over);
    expect(f[0]).toEqual({ caver: 'scout', escaped: false, cause: 'cavein', round: 1 });
    // The others were never hurt: left behind with no cause to name.
    expect(f[1]).toEqual({ caver: 'medic', escaped: false, cause: null, round: 2 });
  });
});

describe('the daily cave', () => {
  test('the seed is the UTC date: stable through the day, different the next', () => {
    expect(dailySeed(utcDate(new Date('2026-11-23T00:00:00Z')))).toBe('daily-2026-11-23');
    expect(dailySeed(utcDate(new Date('2026-11-23T23:59:59.999Z')))).toBe('daily-2026-11-23');
    // 23:30 in New York on the 23rd is already the 24th in UTC.
    expect(dailySeed(utcDate(new Date('2026-11-23T23:30:00-05:00')))).toBe('daily-2026-11-24');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2028-03-01')).toBe('2028-02-29');
  });

  const cavers = ['scout', 'medic', 'leader', 'bodyguard'];
  /** A daily game of a date: finished (Failure in round 1, everyone felled) or not. */
  function dailyGame(
    date: string,
    o: { finished?: boolean; started?: string; flag?: boolean; seed?: string } = {},
  ): GameRecord {
    return {
      format: 'subterra-record',
      version: 1,
      seed: o.seed ?? dailySeed(date),
      difficulty: 'normal',
      players: 1,
      cavers: cavers as GameRecord['cavers'],
      rules: 2,
      actions: [],
      ...(o.flag === false ? {} : { daily: date }),
      meta: { started: o.started ?? `${date}T08:00:00.000Z`, ...(o.finished ? { over: true } : {}) },
    } as GameRecord;
  }
  const game = (r: GameRecord, result: StatGame['result'], rounds: number, file: string): StatGame => ({
    file,
    seed: r.seed,
    difficulty: r.difficulty,
    easy: false,
    players: 1,
    cavers: r.cavers,
    started: r.meta!.started!,
    result,
    rounds,
    fates: [],
    daily: countedDaily(r),
    hints: 0,
  });

  test('only games started with --daily on that date count', () => {
    expect(countedDaily(dailyGame('2026-11-23'))).toBe('2026-11-23');
    // The seed typed by hand, without --daily: not the daily cave.
    expect(countedDaily(dailyGame('2026-11-23', { flag: false }))).toBeNull();
    // Started on another day (an edited record): not counted.
    expect(countedDaily(dailyGame('2026-11-23', { started: '2026-11-24T08:00:00Z' }))).toBeNull();
    expect(countedDaily(dailyGame('2026-11-23', { seed: 'granite-42' }))).toBeNull();
  });

  test('the streak counts days with a finished daily cave, up to today or yesterday', () => {
    const days = ['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-20', '2026-11-21', '2026-11-22'];
    const list = days.map((d, i) => game(dailyGame(d), 'silver', 18 + i, `g${i}`));
    // An unfinished game does not make a day count; a plain game of today's seed does not either.
    list.push(game(dailyGame('2026-11-19'), null, 4, 'h1'));
    list.push(game(dailyGame('2026-11-23', { flag: false }), 'gold', 20, 'h2'));
    let st = computeStats(list, NOW).daily;
    expect(st).toMatchObject({
      today: '2026-11-23',
      streak: 3,
      bestStreak: 3,
      days: 6,
      todayGame: null,
      todayPlays: 0,
    });
    // Played today: the streak grows; today's result is the first finished play of the day.
    list.push(game(dailyGame('2026-11-23', { started: '2026-11-23T09:00:00Z' }), 'bronze', 21, 'today-2'));
    list.push(game(dailyGame('2026-11-23', { started: '2026-11-23T07:00:00Z' }), 'failure', 12, 'today-1'));
    st = computeStats(list, NOW).daily;
    expect(st).toMatchObject({ streak: 4, bestStreak: 4, days: 7, todayPlays: 2 });
    expect(st.todayGame).toMatchObject({ file: 'today-1', result: 'failure', rounds: 12 });
    // Two days later, with nothing played since: the streak is broken (the best stays).
    st = computeStats(list, new Date('2026-11-25T01:00:00Z')).daily;
    expect(st).toMatchObject({ today: '2026-11-25', streak: 0, bestStreak: 4, todayGame: null });
  });

  test("today's result is a finished play of today's cave, even one started after an unfinished play", () => {
    const unfinished = game(dailyGame('2026-11-23', { started: '2026-11-23T07:00:00Z' }), null, 3, 'a-going');
    const done = game(dailyGame('2026-11-23', { started: '2026-11-23T09:00:00Z' }), 'silver', 17, 'b-done');
    const later = game(dailyGame('2026-11-23', { started: '2026-11-23T11:00:00Z' }), 'gold', 15, 'c-later');
    // Only a play going on: that one, not finished (the streak waits for it).
    let st = computeStats([unfinished], NOW).daily;
    expect(st).toMatchObject({ todayPlays: 1, streak: 0, todayGame: { file: 'a-going', result: null, rounds: 3 } });
    // A play finished since: it is the day's result, though the unfinished one began first.
    st = computeStats([unfinished, done], NOW).daily;
    expect(st).toMatchObject({ todayPlays: 2, streak: 1, todayGame: { file: 'b-done', result: 'silver', rounds: 17 } });
    // Of two finished plays, the first one started, whatever it won (and in whatever order they are read).
    st = computeStats([later, unfinished, done], NOW).daily;
    expect(st.todayGame).toMatchObject({ file: 'b-done', result: 'silver' });
  });

  test('the share line', () => {
    expect(shareLine({ seed: 'daily-2026-11-23', difficulty: 'normal', cavers: 4, players: 1 }, 'silver', 19)).toBe(
      'subterra daily-2026-11-23 · normal · 4 cavers · Silver in 19 rounds',
    );
    expect(
      shareLine({ seed: 'daily-2026-11-23', difficulty: 'expert', easy: true, cavers: 6, players: 3 }, 'failure', 1),
    ).toBe('subterra daily-2026-11-23 · expert (easy) · 6 cavers · 3 players · Failure in 1 round');
  });
});

describe('subterra stats', () => {
  async function cli(args: string[], home: string): Promise<{ code: number; out: string; err: string[] }> {
    const r = await runMain(args, { env: { SUBTERRA_HOME: home }, now: () => NOW });
    return { code: r.code, out: r.out, err: r.errLines };
  }

  test('--json: games, finished and unfinished at the top, then the rest', async () => {
    const dir = fixtureHome();
    const r = await cli(['stats', '--json'], dir);
    expect(r.code).toBe(0);
    expect(r.err).toEqual([
      `subterra: skipped ${path.join(dir, 'games', 'notes.json')}: not a subterra record ("format" must be "subterra-record")`,
    ]);
    const j = JSON.parse(r.out);
    expect(Object.keys(j).slice(0, 3)).toEqual(['games', 'finished', 'unfinished']);
    expect([j.games, j.finished, j.unfinished]).toEqual([7, 6, 1]);
    expect(j.results).toEqual({ gold: 0, silver: 0, bronze: 2, failure: 4 });
    expect(j.daily.today).toBe('2026-11-23');
  });

  test('text, with no games; bad usage is one line and exit 2', async () => {
    const r = await cli(['stats'], path.join(tmp, 'nothing'));
    expect(r.code).toBe(0);
    expect(r.out).toContain('No saved games yet');
    const bad = await cli(['stats', 'extra'], path.join(tmp, 'nothing'));
    expect(bad.code).toBe(2);
    expect(bad.err).toHaveLength(1);
    const opt = await cli(['--seed', 'x', 'stats'], path.join(tmp, 'nothing'));
    expect(opt.code).toBe(2);
    expect(opt.err).toEqual(["subterra: --seed applies to starting a game, not to 'stats' (see subterra --help)"]);
  });

  test("a daily game finished today shows as today's result, with the share line", async () => {
    const dir = path.join(tmp, `home-${homes++}`);
    const storage = { env: { SUBTERRA_HOME: dir } };
    const session = Session.start(
      {
        seed: dailySeed('2026-11-23'),
        difficulty: 'hard',
        players: 1,
        cavers: ['diver', 'scout', 'medic', 'leader'],
        easy: false,
        daily: '2026-11-23',
      },
      { storage, now: new Date('2026-11-23T06:00:00Z') },
    );
    if (typeof session === 'string') throw new Error(session);
    const rng = botRng('daily-stats');
    while (!session.over) expect(session.submit(P1, randomAction(session.state, rng)!).ok).toBe(true);
    const result = session.state.result!;
    const line = `subterra daily-2026-11-23 · hard · 4 cavers · ${result[0].toUpperCase()}${result.slice(1)} in ${session.state.round} rounds`;
    const r = await cli(['stats'], dir);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Daily cave 2026-11-23: streak 1 day (best 1)');
    expect(r.out).toContain(`  today: ${line}`);
    const j = JSON.parse((await cli(['stats', '--json'], dir)).out);
    expect(j.daily).toMatchObject({
      today: '2026-11-23',
      streak: 1,
      todayPlays: 1,
      todayGame: { result, rounds: session.state.round },
    });
  });
});
