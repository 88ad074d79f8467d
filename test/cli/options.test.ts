import { describe, expect, it } from '@jest/globals';
import { parseOptions, type RawOptions } from '../../src/cli/options.js';
import type { GameConfig } from '../../src/cli/config.js';
import { caversForPlayers } from '../../src/engine/index.js';

function ok(raw: RawOptions, env: Record<string, string | undefined> = {}): GameConfig {
  const r = parseOptions(raw, env);
  if (!r.ok) throw new Error(`expected success, got error: ${r.error}`);
  return r.config;
}

function err(raw: RawOptions, env: Record<string, string | undefined> = {}): string {
  const r = parseOptions(raw, env);
  if (r.ok) throw new Error(`expected an error, got ${JSON.stringify(r.config)}`);
  expect(r.error).not.toMatch(/\n/);
  expect(r.error.length).toBeGreaterThan(0);
  return r.error;
}

describe('defaults', () => {
  it('no options: solo, 4 cavers, normal, fresh seed, colour on', () => {
    expect(ok({})).toEqual({
      caverCount: 4,
      caversFixed: false,
      players: 1,
      difficulty: 'normal',
      difficultyGiven: false,
      easy: false,
      seed: null,
      team: null,
      resume: false,
      daily: false,
      color: true,
    });
  });

  it('the number of cavers is fixed by --cavers, --players above 1 or --team, and only then', () => {
    expect(ok({ cavers: '6' }).caversFixed).toBe(true);
    expect(ok({ players: '2' }).caversFixed).toBe(true);
    expect(ok({ players: '1' }).caversFixed).toBe(false);
    expect(ok({ team: 'diver,scout,medic,leader' }).caversFixed).toBe(true);
    expect(ok({ difficulty: 'hard', seed: 'x' }).caversFixed).toBe(false);
  });

  it('commander defaults for --no-color (color: true) change nothing', () => {
    expect(ok({ color: true }).color).toBe(true);
  });
});

describe('--cavers', () => {
  it.each(['4', '5', '6'])('accepts %s', (n) => {
    expect(ok({ cavers: n }).caverCount).toBe(Number(n));
  });

  it('tolerates surrounding spaces', () => {
    expect(ok({ cavers: ' 5 ' }).caverCount).toBe(5);
  });

  it.each(['9', '3', '0', '-4', 'four', '', '4.0', '4x', '1e1', '07'])(
    'rejects %j naming the option and the allowed values',
    (n) => {
      const e = err({ cavers: n });
      expect(e).toContain('--cavers');
      expect(e).toContain('4, 5 or 6');
      expect(e).toContain(JSON.stringify(n));
    },
  );

  it('solo game: --cavers alone keeps one player', () => {
    expect(ok({ cavers: '6' }).players).toBe(1);
  });
});

describe('--players', () => {
  it.each([
    ['1', 4],
    ['2', 4],
    ['3', 6],
    ['4', 4],
    ['5', 5],
    ['6', 6],
  ])('--players %s implies %i cavers', (p, n) => {
    const c = ok({ players: p });
    expect(c.players).toBe(Number(p));
    expect(c.caverCount).toBe(n);
  });

  it.each(['0', '7', 'two', '', '-1', '2.5'])('rejects %j', (p) => {
    const e = err({ players: p });
    expect(e).toContain('--players');
    expect(e).toContain('1 to 6');
  });

  it('solo player may pick 4, 5 or 6 cavers', () => {
    expect(ok({ players: '1', cavers: '5' }).caverCount).toBe(5);
    expect(ok({ players: '1', cavers: '6' }).caverCount).toBe(6);
  });

  it('a matching --cavers is fine', () => {
    expect(ok({ players: '2', cavers: '4' }).caverCount).toBe(4);
    expect(ok({ players: '3', cavers: '6' }).caverCount).toBe(6);
    expect(ok({ players: '5', cavers: '5' }).caverCount).toBe(5);
  });

  it('a contradicting --cavers says why (2 players)', () => {
    expect(err({ players: '2', cavers: '5' })).toBe(
      '--cavers 5 does not fit --players 2: 2 players play 4 cavers (2 each)',
    );
  });

  it('a contradicting --cavers says why (3 players)', () => {
    expect(err({ players: '3', cavers: '4' })).toBe(
      '--cavers 4 does not fit --players 3: 3 players play 6 cavers (2 each)',
    );
  });

  it('a contradicting --cavers says why (4-6 players)', () => {
    expect(err({ players: '4', cavers: '6' })).toBe(
      '--cavers 6 does not fit --players 4: 4 players play 4 cavers (one each)',
    );
  });

  it('caversForPlayers follows the rulebook table', () => {
    expect([1, 2, 3, 4, 5, 6].map(caversForPlayers)).toEqual([null, 4, 6, 4, 5, 6]);
  });
});

describe('--difficulty and --easy', () => {
  it.each([
    ['normal', 'normal'],
    ['hard', 'hard'],
    ['expert', 'expert'],
    ['HARD', 'hard'],
    ['Expert', 'expert'],
    [' nOrMaL ', 'normal'],
  ])('accepts %j as %s', (d, want) => {
    expect(ok({ difficulty: d }).difficulty).toBe(want);
  });

  it.each(['nightmare', '', 'easy', 'advanced'])('rejects %j', (d) => {
    const e = err({ difficulty: d });
    expect(e).toContain('--difficulty');
    expect(e).toContain('normal, hard or expert');
  });

  it('--easy is a flag', () => {
    expect(ok({ easy: true }).easy).toBe(true);
    expect(ok({ easy: false }).easy).toBe(false);
    expect(ok({ easy: true, difficulty: 'expert' })).toMatchObject({ easy: true, difficulty: 'expert' });
  });
});

describe('--seed', () => {
  it('keeps any non-empty string, trimmed', () => {
    expect(ok({ seed: 'granite-42' }).seed).toBe('granite-42');
    expect(ok({ seed: '  spaces inside ok  ' }).seed).toBe('spaces inside ok');
    expect(ok({ seed: 'ünïcödé/🦇' }).seed).toBe('ünïcödé/🦇');
    expect(ok({ seed: '0' }).seed).toBe('0');
  });

  it('accepts exactly 64 characters', () => {
    expect(ok({ seed: 'x'.repeat(64) }).seed).toBe('x'.repeat(64));
  });

  it('rejects more than 64 characters', () => {
    const e = err({ seed: 'x'.repeat(65) });
    expect(e).toContain('--seed');
    expect(e).toContain('64');
  });

  it.each(['', '   ', '\t'])('rejects empty or blank %j', (s) => {
    expect(err({ seed: s })).toBe('--seed must not be empty');
  });

  it('rejects control characters (a seed must fit on one line)', () => {
    expect(err({ seed: 'a\nb' })).toContain('control characters');
  });

  it('without --seed the game makes a fresh one', () => {
    expect(ok({}).seed).toBeNull();
  });
});

describe('--team', () => {
  it('fixes the team in seating order and the caver count', () => {
    const c = ok({ team: 'medic,diver,leader,scout,bodyguard' });
    expect(c.team).toEqual(['medic', 'diver', 'leader', 'scout', 'bodyguard']);
    expect(c.caverCount).toBe(5);
    expect(c.players).toBe(1);
  });

  it('tolerates spaces and case', () => {
    expect(ok({ team: ' Diver, SCOUT ,geologist,engineer' }).team).toEqual(['diver', 'scout', 'geologist', 'engineer']);
  });

  it('accepts all eight ids', () => {
    expect(ok({ team: 'diver,scout,geologist,engineer,climber,medic' }).caverCount).toBe(6);
    expect(ok({ team: 'climber,medic,bodyguard,leader' }).caverCount).toBe(4);
  });

  it('names an unknown id', () => {
    const e = err({ team: 'diver,wizard,scout,medic' });
    expect(e).toContain('--team');
    expect(e).toContain('"wizard"');
    expect(e).toContain('diver, scout, geologist, engineer, climber, medic, bodyguard, leader');
  });

  it('names a repeated id', () => {
    const e = err({ team: 'diver,diver,scout,medic' });
    expect(e).toContain('--team');
    expect(e).toContain('"diver"');
    expect(e).toContain('twice');
  });

  it('reports the unknown id before the wrong length', () => {
    expect(err({ team: 'wizard' })).toContain('"wizard"');
  });

  it.each([
    ['diver,scout,medic', 3],
    ['diver,scout,geologist,engineer,climber,medic,leader', 7],
  ])('rejects a team of the wrong size: %s', (t, n) => {
    const e = err({ team: t });
    expect(e).toContain('4 to 6');
    expect(e).toContain(`got ${n}`);
  });

  it.each(['', ',', 'diver,,scout,medic,leader'])('rejects empty entries: %j', (t) => {
    expect(err({ team: t })).toContain('--team');
  });

  it('agrees with a matching --cavers and --players', () => {
    expect(ok({ team: 'diver,scout,medic,leader', cavers: '4', players: '2' })).toMatchObject({
      caverCount: 4,
      players: 2,
    });
    expect(ok({ team: 'diver,scout,medic,leader,climber,engineer', players: '3' })).toMatchObject({
      caverCount: 6,
      players: 3,
    });
    expect(ok({ team: 'diver,scout,medic,leader,climber', players: '5' })).toMatchObject({ caverCount: 5, players: 5 });
  });

  it('contradicting --cavers is an error', () => {
    expect(err({ team: 'diver,scout,medic,leader', cavers: '5' })).toBe('--team lists 4 cavers but --cavers is 5');
  });

  it('contradicting --players is an error that says why', () => {
    expect(err({ team: 'diver,scout,medic,leader,climber', players: '2' })).toBe(
      '--team lists 5 cavers, which does not fit --players 2: 2 players play 4 cavers (2 each)',
    );
  });
});

describe('--resume', () => {
  it('alone is fine', () => {
    expect(ok({ resume: true }).resume).toBe(true);
  });

  it('keeps --no-color', () => {
    expect(ok({ resume: true, color: false })).toMatchObject({ resume: true, color: false });
  });

  it.each<[RawOptions, string]>([
    [{ seed: 'x' }, '--seed'],
    [{ team: 'diver,scout,medic,leader' }, '--team'],
    [{ cavers: '4' }, '--cavers'],
    [{ players: '1' }, '--players'],
    [{ difficulty: 'normal' }, '--difficulty'],
    [{ easy: true }, '--easy'],
    [{ daily: true }, '--daily'],
  ])('cannot be combined with %j', (extra, name) => {
    const e = err({ resume: true, ...extra });
    expect(e).toContain('--resume');
    expect(e).toContain(name);
  });

  it('lists every clashing option at once', () => {
    expect(err({ resume: true, seed: 'a', cavers: '5' })).toContain('--seed, --cavers');
  });

  it('is not triggered by resume: false', () => {
    expect(ok({ resume: false, seed: 'x' }).resume).toBe(false);
  });
});

describe('--daily', () => {
  it("plays the day's cave with the team, difficulty and variant chosen", () => {
    expect(ok({ daily: true, difficulty: 'hard', team: 'diver,scout,medic,leader', easy: true })).toMatchObject({
      daily: true,
      difficulty: 'hard',
      difficultyGiven: true,
      easy: true,
      seed: null,
      team: ['diver', 'scout', 'medic', 'leader'],
    });
  });

  it("cannot be combined with --seed: its seed is the day's", () => {
    expect(err({ daily: true, seed: 'granite-42' })).toBe(
      "--daily plays today's cave (seed daily-YYYY-MM-DD): it cannot be combined with --seed",
    );
  });
});

describe('colour', () => {
  it('--no-color turns colour off', () => {
    expect(ok({ color: false }).color).toBe(false);
  });

  it('NO_COLOR with any non-empty value turns colour off', () => {
    expect(ok({}, { NO_COLOR: '1' }).color).toBe(false);
    expect(ok({}, { NO_COLOR: 'false' }).color).toBe(false);
    expect(ok({}, { NO_COLOR: '0' }).color).toBe(false);
  });

  it('an empty NO_COLOR is ignored', () => {
    expect(ok({}, { NO_COLOR: '' }).color).toBe(true);
    expect(ok({}, { NO_COLOR: undefined }).color).toBe(true);
  });
});

describe('error messages', () => {
  it('are single lines without the subterra: prefix (the CLI adds it)', () => {
    for (const raw of [
      { cavers: 'four' },
      { difficulty: 'x' },
      { team: 'a' },
      { seed: '' },
      { players: '9' },
    ] as RawOptions[]) {
      const e = err(raw);
      expect(e.startsWith('subterra')).toBe(false);
    }
  });
});
