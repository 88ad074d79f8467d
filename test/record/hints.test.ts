// Issue 28, bug 3: a game where the advisor's hints were played (I, then I again) is marked with how
// many (the record's "hints"), counted apart in the statistics, and says so on its share line; the
// player's own games stay their own.
import { afterAll, describe, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runMain } from '../helpers/main.js';
import { botRng, randomAction } from '../../src/bots/random.js';
import { dailySeed, recordShareLine, shareLine } from '../../src/record/daily.js';
import { parseRecordText } from '../../src/record/record.js';
import { computeStats, readStats } from '../../src/record/stats.js';
import { statsLines } from '../../src/record/statsText.js';
import { playerSeat, Session } from '../../src/play/index.js';

const P1 = playerSeat(1);
const NOW = new Date('2026-11-23T12:00:00Z');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'subterra-hints-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

let homes = 0;
const newHome = (): string => path.join(tmp, `home-${homes++}`);

/** A game played to its end by a seeded random player, every `hintEvery`-th action played as a hint (0: none). */
function played(dir: string, seed: string, hintEvery: number, daily?: string): Session {
  const s = Session.start(
    {
      seed: daily ? dailySeed(daily) : seed,
      difficulty: 'normal',
      players: 1,
      cavers: ['diver', 'scout', 'medic', 'leader'],
      easy: false,
      ...(daily ? { daily } : {}),
    },
    { storage: { env: { SUBTERRA_HOME: dir } }, now: new Date('2026-11-23T06:00:00Z') },
  );
  if (typeof s === 'string') throw new Error(s);
  const rng = botRng(seed);
  for (let n = 1; !s.over; n++) {
    const hint = hintEvery > 0 && n % hintEvery === 0;
    expect(s.submit(P1, randomAction(s.state, rng)!, hint ? { hint: true } : {}).ok).toBe(true);
  }
  return s;
}

async function cli(args: string[], home: string): Promise<{ code: number; out: string; err: string }> {
  const r = await runMain(args, { env: { SUBTERRA_HOME: home }, now: () => NOW });
  return { code: r.code, out: r.out, err: r.err };
}

describe('the record says how many hints were played', () => {
  test('each hint played counts; the save carries it, and a game resumed from it goes on counting', () => {
    const dir = newHome();
    const s = played(dir, 'hints-1', 3);
    const count = Math.floor((s.record.actions.length + (s.record.drawn ? 1 : 0)) / 3);
    expect(s.record.hints).toBeGreaterThan(0);
    const saved = parseRecordText(fs.readFileSync(s.savedTo!, 'utf8'));
    expect(saved.ok && saved.value.hints).toBe(s.record.hints);
    // A draw and its placement are two actions of the table: each hint counted where it was played.
    expect(s.record.hints).toBeGreaterThanOrEqual(count);
    // Without hints, no field at all.
    const own = played(newHome(), 'hints-2', 0);
    expect('hints' in own.record).toBe(false);
    // Resumed: the count goes on.
    const half = Session.start(
      { seed: 'hints-3', difficulty: 'normal', players: 1, cavers: ['diver', 'scout', 'medic', 'leader'], easy: false },
      { storage: null },
    ) as Session;
    expect(half.submit(P1, { caver: 'diver', do: 'end' }, { hint: true }).ok).toBe(true);
    const again = Session.resume(JSON.stringify(half.record), null) as Session;
    expect(again.record.hints).toBe(1);
    expect(again.submit(P1, { caver: 'scout', do: 'end' }, { hint: true }).ok).toBe(true);
    expect(again.record.hints).toBe(2);
    // A refused hint is not counted.
    expect(again.submit(P1, { caver: 'scout', do: 'end' }, { hint: true }).ok).toBe(false);
    expect(again.record.hints).toBe(2);
  });

  test('a record whose "hints" is not a whole number is refused in one line', () => {
    const s = played(newHome(), 'hints-4', 0);
    for (const bad of ['many', -1, 1.5]) {
      expect(parseRecordText(JSON.stringify({ ...s.record, hints: bad }))).toEqual({
        ok: false,
        error: '"hints" must be a whole number from 0 (the hints played)',
      });
    }
    expect(parseRecordText(JSON.stringify({ ...s.record, hints: 0 })).ok).toBe(true);
  });
});

describe('statistics count hinted games apart', () => {
  test('the own games alone in the figures; the hinted ones in a line of their own; the share line says it', async () => {
    const dir = newHome();
    const own = played(dir, 'own-game', 0);
    const hinted = played(dir, 'hinted', 2, '2026-11-23');
    const hints = hinted.record.hints!;
    const { stats } = readStats({ env: { SUBTERRA_HOME: dir }, now: NOW });
    // The player's own game alone in the figures.
    expect(stats.games).toBe(1);
    expect(stats.finished).toBe(1);
    expect(stats.results[own.state.result!]).toBe(1);
    expect(stats.hinted).toEqual({
      games: 1,
      finished: 1,
      medals: hinted.state.result === 'failure' ? 0 : 1,
      hints,
    });
    // The daily cave played with hints counts for the day, and its share line says so.
    expect(stats.daily.todayGame).toMatchObject({ file: hinted.savedTo, hints });
    const text = statsLines(stats).join('\n');
    expect(text).toMatch(/^1 saved game: 1 finished, 0 unfinished · 1 game with hints counted apart$/m);
    expect(text).toMatch(
      new RegExp(`^Played with hints: 1 game, 1 finished, ${stats.hinted.medals} medals?; ${hints} hints$`, 'm'),
    );
    expect(text.replace(/\s*\n\s*/g, ' ')).toContain(`· with ${hints} hints`);
    const j = JSON.parse((await cli(['stats', '--json'], dir)).out);
    expect(j.hinted).toEqual(stats.hinted);
    expect(j.games).toBe(1);
  });

  test('with only hinted games, no figures of the own games; without any, no line about hints', () => {
    const dir = newHome();
    played(dir, 'only-hinted', 1);
    const only = readStats({ env: { SUBTERRA_HOME: dir }, now: NOW }).stats;
    expect(only.games).toBe(0);
    expect(only.hinted.games).toBe(1);
    const text = statsLines(only).join('\n');
    expect(text).toContain('No games of your own yet (without hints): statistics come from the games you play.');
    expect(text).toMatch(/^Played with hints: 1 game, 1 finished/m);
    const none = statsLines(computeStats([], NOW)).join('\n');
    expect(none).not.toContain('hints');
  });

  test("the share line names the hints; the end screen's too", () => {
    const g = { seed: 'daily-2026-11-23', difficulty: 'normal', cavers: 4, players: 1 };
    expect(shareLine({ ...g, hints: 12 }, 'silver', 19)).toBe(
      'subterra daily-2026-11-23 · normal · 4 cavers · Silver in 19 rounds · with 12 hints',
    );
    expect(shareLine({ ...g, hints: 1 }, 'gold', 19)).toMatch(/ · with 1 hint$/);
    expect(shareLine(g, 'silver', 19)).toBe('subterra daily-2026-11-23 · normal · 4 cavers · Silver in 19 rounds');
    const hinted = played(newHome(), 'share', 2, '2026-11-23');
    expect(recordShareLine(hinted.record, hinted.state.result, hinted.state.round)).toMatch(
      new RegExp(` · with ${hinted.record.hints} hints$`),
    );
  });

  test('the share line says when the AI played (a caver handed to it, or watch), as the record does', () => {
    const g = { seed: 'daily-2026-11-23', difficulty: 'normal', cavers: 4, players: 1 };
    expect(shareLine({ ...g, ai: true }, 'bronze', 23)).toBe(
      'subterra daily-2026-11-23 · normal · 4 cavers · Bronze in 23 rounds · with the AI',
    );
    expect(shareLine({ ...g, ai: true, hints: 2 }, 'gold', 20)).toMatch(/ · with the AI · with 2 hints$/);
    const game = played(newHome(), 'share-ai', 0, '2026-11-23');
    expect(recordShareLine(game.record, game.state.result, game.state.round)).not.toMatch(/AI/);
    expect(recordShareLine({ ...game.record, ai: true }, game.state.result, game.state.round)).toMatch(
      / · with the AI$/,
    );
  });
});
