// Coming back: the setup screen starts from the last game's choices and offers its seed again, opens
// the statistics, plays the daily cave with its seed fixed; the end screen of a daily cave gives the
// line to share.
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { botRng, randomAction } from '../../src/bots/random.js';
import { loadSettings, saveSettings } from '../../src/record/settings.js';
import { readStats } from '../../src/record/stats.js';
import { statsLines } from '../../src/record/statsText.js';
import { App } from '../../src/ui/components/App.js';
import { SetupScreen, startingTeam, type SetupDefaults } from '../../src/ui/components/SetupScreen.js';
import { endLines } from '../../src/ui/components/EndScreen.js';
import { leaving } from '../../src/ui/leaving.js';
import { Session, type NewGame, playerSeat } from '../../src/play/index.js';
import { rememberedChoices, setupDefaults } from '../../src/ui/setupMemory.js';
import { makeTheme } from '../../src/ui/theme.js';
import { KEY, lines, renderSized, unmountAll } from './kit.js';

const P1 = playerSeat(1);

afterEach(unmountAll);

const props = (
  onStart: (s: NewGame) => void,
  o: Partial<SetupDefaults> & { stats?: () => readonly string[]; cols?: number } = {},
) => ({
  cols: o.cols ?? 80,
  rows: 24,
  theme: makeTheme(false),
  players: 1,
  caverCount: 4,
  caversFixed: false,
  difficulty: 'normal' as const,
  easy: false,
  seed: 'quartz-9',
  onStart,
  onQuit: () => {},
  ...o,
});

/**
 * The cave of 2026-11-23 (as the daily cave, or the same seed without `daily`), played by a seeded
 * random bot to its end, or up to round `untilRound`.
 */
function playShare(daily: boolean, untilRound = Infinity): Session {
  const s = Session.start(
    {
      seed: 'daily-2026-11-23',
      difficulty: 'normal',
      players: 1,
      cavers: ['scout', 'medic', 'leader', 'bodyguard'],
      easy: false,
      ...(daily ? { daily: '2026-11-23' } : {}),
    },
    { storage: null },
  );
  if (typeof s === 'string') throw new Error(s);
  const rng = botRng('share');
  while (!s.over && s.state.round < untilRound) s.submit(P1, randomAction(s.state, rng)!);
  return s;
}

describe('the setup screen remembers', () => {
  test('the choices of the last game come back from the settings; options given win', () => {
    const home = mkdtempSync(join(tmpdir(), 'subterra-memory-'));
    try {
      const env = { SUBTERRA_HOME: home };
      const session = Session.start(
        {
          seed: 'basalt-3',
          difficulty: 'expert',
          players: 1,
          cavers: ['diver', 'climber', 'medic', 'leader', 'engineer'],
          easy: true,
        },
        { storage: null },
      );
      if (typeof session === 'string') throw new Error(session);
      saveSettings({ ...loadSettings({ env }), ...rememberedChoices(session.record)! }, { env });
      const settings = loadSettings({ env });
      expect(settings).toEqual({
        autoAdvance: false,
        team: ['diver', 'climber', 'medic', 'leader', 'engineer'],
        difficulty: 'expert',
        easy: true,
        seed: 'basalt-3',
      });
      const none = {
        players: 1,
        caverCount: 4,
        caversFixed: false,
        difficulty: 'normal' as const,
        difficultyGiven: false,
        easy: false,
        seed: null,
        team: null,
      };
      expect(setupDefaults(none, settings, () => 'fresh-1')).toEqual({
        players: 1,
        caverCount: 4,
        caversFixed: false,
        difficulty: 'expert',
        easy: true,
        seed: 'fresh-1',
        team: ['diver', 'climber', 'medic', 'leader', 'engineer'],
        lastSeed: 'basalt-3',
      });
      // -d hard given: it wins; --seed given: no "same seed again"; --daily: the day's seed, fixed.
      expect(
        setupDefaults({ ...none, difficulty: 'hard', difficultyGiven: true }, settings, () => 'f').difficulty,
      ).toBe('hard');
      expect(setupDefaults({ ...none, seed: 'mine' }, settings, () => 'f')).not.toHaveProperty('lastSeed');
      expect(setupDefaults({ ...none, daily: '2026-11-23' }, settings, () => 'f')).toMatchObject({
        seed: 'daily-2026-11-23',
        daily: '2026-11-23',
      });
      expect(setupDefaults({ ...none, daily: '2026-11-23' }, settings, () => 'f')).not.toHaveProperty('lastSeed');
      // The tutorial is not remembered.
      expect(rememberedChoices({ ...session.record, tutorial: true })).toBeNull();
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });

  test('the team to start from fits the number of cavers asked for', () => {
    expect(startingTeam(5, ['diver', 'climber', 'medic', 'leader', 'engineer'])).toEqual([
      'diver',
      'climber',
      'medic',
      'leader',
      'engineer',
    ]);
    expect(startingTeam(4, ['diver', 'climber', 'medic', 'leader', 'engineer'])).toEqual([
      'diver',
      'climber',
      'medic',
      'leader',
    ]);
    expect(startingTeam(6, ['diver', 'climber', 'medic', 'leader'])).toEqual([
      'diver',
      'climber',
      'medic',
      'leader',
      'scout',
      'bodyguard',
    ]);
    expect(startingTeam(4)).toEqual(['scout', 'medic', 'leader', 'bodyguard']);
  });

  test('the screen starts from the remembered team (its size too) and plays the last seed again', async () => {
    const onStart = jest.fn<(s: NewGame) => void>();
    const sc = renderSized(
      <SetupScreen
        {...props(onStart, {
          team: ['diver', 'climber', 'medic', 'leader', 'engineer'],
          lastSeed: 'basalt-3',
          difficulty: 'expert',
        })}
      />,
      80,
      24,
    );
    await sc.press();
    const f = lines(sc.frame());
    expect(f.filter((l) => /\[\d\]/.test(l)).map((l) => /\[(\d)\] \d (\w+)/.exec(l)!.slice(1).join(' '))).toEqual([
      '1 Diver',
      '5 Engineer',
      '2 Climber',
      '3 Medic',
      '4 Leader',
    ]);
    expect(f.join('\n')).toMatch(/Difficulty {3}expert/);
    expect(f.join('\n')).toContain('Same seed    again: basalt-3');
    // Rows: 8 cavers, difficulty, easy, seed, same seed: the twelfth.
    await sc.press(...Array(11).fill(KEY.down));
    expect(lines(sc.frame()).find((l) => l.startsWith(' ▶'))).toContain('Same seed');
    await sc.press(KEY.enter);
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onStart.mock.calls[0][0]).toEqual({
      seed: 'basalt-3',
      difficulty: 'expert',
      easy: false,
      players: 1,
      cavers: ['diver', 'climber', 'medic', 'leader', 'engineer'],
    });
  });

  test("every row fits 80×24, the Geologist's long ability text included", async () => {
    const sc = renderSized(<SetupScreen {...props(() => {}, { lastSeed: 'basalt-3', stats: () => ['x'] })} />, 80, 24);
    await sc.press(KEY.down, KEY.down);
    const f = lines(sc.frame());
    expect(f).toHaveLength(24);
    // The Geologist's text to its last word, and the Diver's.
    expect(f.join('\n')).toContain('the deck empty, you may still place the one held.');
    await sc.press(KEY.up, KEY.up);
    expect(lines(sc.frame()).join('\n')).toContain('into flooded tiles.');
    for (const row of ['Difficulty', 'Easy variant', 'Seed', 'Same seed', 'Start', 'Statistics'])
      expect(f.some((l) => l.startsWith(`   ${row}`))).toBe(true);
    expect(f[22]).toContain('q quit');
  });
});

describe('the statistics screen', () => {
  test('a row of the setup screen opens it; any key comes back', async () => {
    const stats = jest.fn(() => [
      '7 saved games: 6 finished, 1 unfinished',
      'Results: Gold 0 · Silver 0 · Bronze 2 · Failure 4 · medal rate 33%',
    ]);
    const sc = renderSized(<SetupScreen {...props(() => {}, { stats })} />, 80, 24);
    await sc.press(KEY.up, KEY.enter);
    let f = lines(sc.frame());
    expect(stats).toHaveBeenCalledTimes(1);
    expect(f[0]).toBe(' SUB TERRA — your statistics');
    expect(f[2]).toBe(' 7 saved games: 6 finished, 1 unfinished');
    expect(f[23]).toBe(' any key: back to the setup');
    await sc.press('q');
    f = lines(sc.frame());
    expect(f[0]).toBe(' SUB TERRA — choose your team');
  });

  test('through the App, read from the saved games', async () => {
    const home = mkdtempSync(join(tmpdir(), 'subterra-stats-screen-'));
    try {
      mkdirSync(join(home, 'games'));
      for (const n of ['bronze-normal-4', 'random-4'])
        copyFileSync(
          join(import.meta.dirname, '..', 'fixtures', 'games', `${n}.json`),
          join(home, 'games', `${n}.json`),
        );
      const env = { SUBTERRA_HOME: home };
      const sc = renderSized(
        <App
          theme={makeTheme(false)}
          storage={null}
          app="test"
          session={null}
          onExit={() => {}}
          setup={{ players: 1, caverCount: 4, difficulty: 'normal', easy: false, seed: 'x-1' }}
          stats={(cols) => statsLines(readStats({ env, now: new Date('2026-11-23T12:00:00Z') }).stats, cols - 2)}
        />,
        80,
        24,
      );
      await sc.press(KEY.up, KEY.enter);
      const f = lines(sc.frame());
      expect(f[2]).toBe(' 2 saved games: 2 finished, 0 unfinished');
      expect(f.join('\n')).toContain('Results: Gold 0 · Silver 0 · Bronze 1 · Failure 1 · medal rate 50%');
      expect(f.join('\n')).toContain(' Daily cave 2026-11-23: streak 0 days (best 0)');
      await sc.press(KEY.space);
      expect(lines(sc.frame())[0]).toBe(' SUB TERRA — choose your team');
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

describe('the daily cave', () => {
  test("the seed is the day's and cannot be typed over; the game records the date", async () => {
    const onStart = jest.fn<(s: NewGame) => void>();
    const sc = renderSized(
      <SetupScreen {...props(onStart, { seed: 'daily-2026-11-23', daily: '2026-11-23', lastSeed: 'basalt-3' })} />,
      80,
      24,
    );
    await sc.press();
    let f = lines(sc.frame());
    expect(f[0]).toBe(' SUB TERRA — the daily cave of 2026-11-23: choose your team');
    expect(f.join('\n')).toContain("Seed         daily-2026-11-23  (today's cave, UTC: the same for everyone)");
    expect(f.join('\n')).not.toContain('Same seed');
    await sc.press(...Array(10).fill(KEY.down), 'x');
    f = lines(sc.frame());
    expect(f[23]).toBe(" The daily cave's seed is today's, the same for everyone: it cannot be changed");
    await sc.press(KEY.enter);
    expect(onStart.mock.calls[0][0]).toEqual({
      seed: 'daily-2026-11-23',
      difficulty: 'normal',
      easy: false,
      players: 1,
      cavers: ['scout', 'medic', 'leader', 'bodyguard'],
      daily: '2026-11-23',
    });
    const session = Session.start(onStart.mock.calls[0][0], { storage: null });
    if (typeof session === 'string') throw new Error(session);
    expect(session.record.daily).toBe('2026-11-23');
  });

  test('the end screen gives the line to share; a game that is not the daily cave does not', () => {
    const daily = playShare(true);
    const word = { gold: 'Gold', silver: 'Silver', bronze: 'Bronze', failure: 'Failure' }[daily.state.result!];
    const text = endLines(daily, 80, makeTheme(false)).map((l) => l.trimEnd());
    expect(text).toContain(
      `  Share: subterra daily-2026-11-23 · normal · 4 cavers · ${word} in ${daily.state.round} rounds`,
    );
    expect(endLines(playShare(false), 80, makeTheme(false)).join('\n')).not.toContain('Share:');
  });

  test('leaving a finished daily cave prints its line to share (the end screen goes with the full screen); no other game does', () => {
    const daily = playShare(true);
    const word = { gold: 'Gold', silver: 'Silver', bronze: 'Bronze', failure: 'Failure' }[daily.state.result!];
    expect(leaving(daily)).toEqual({
      code: 0,
      out: [`Share: subterra daily-2026-11-23 · normal · 4 cavers · ${word} in ${daily.state.round} rounds`],
      err: [],
    });
    expect(leaving(playShare(true, 3)).out).toEqual([]); // not over yet
    expect(leaving(playShare(false)).out).toEqual([]); // not the daily cave
    expect(leaving(null)).toEqual({ code: 0, out: [], err: [] });
  });
});
