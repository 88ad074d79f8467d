// Turns the raw values commander collected into a validated GameConfig, or one line of error.
// Pure: no I/O, no process access; the environment is passed in.
import {
  CAVER_IDS,
  DIFFICULTIES,
  MAX_CAVERS,
  MAX_PLAYERS,
  MAX_SEED_LENGTH,
  MIN_CAVERS,
  MIN_PLAYERS,
  caversForPlayers,
  isDifficulty,
  teamProblem,
  type CaverId,
  type Difficulty,
} from '../engine/index.js';
import { orList, playersRule } from '../words/index.js';
import type { GameConfig } from './config.js';

/** Option values exactly as commander hands them over (strings; undefined when not given). */
export interface RawOptions {
  cavers?: string;
  players?: string;
  difficulty?: string;
  easy?: boolean;
  seed?: string;
  team?: string;
  resume?: boolean;
  daily?: boolean;
  /** From `--no-color`: false when it was given. */
  color?: boolean;
}

export type OptionsResult = { ok: true; config: GameConfig } | { ok: false; error: string };

/** What each option takes, in words (for errors and the help). */
export const ALLOWED = {
  cavers: orList(range(MIN_CAVERS, MAX_CAVERS)),
  players: `a number from ${MIN_PLAYERS} to ${MAX_PLAYERS}`,
  difficulty: orList(DIFFICULTIES),
  seed: `any text up to ${MAX_SEED_LENGTH} characters`,
  team: `${MIN_CAVERS} to ${MAX_CAVERS} caver ids separated by commas, e.g. ${CAVER_IDS.slice(0, MIN_CAVERS).join(',')}`,
} as const;

function range(a: number, b: number): number[] {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}

function quote(v: string): string {
  return JSON.stringify(v);
}

function parseCount(name: string, raw: string, min: number, max: number, allowed: string): number | string {
  const v = raw.trim();
  if (!/^[0-9]+$/.test(v) || Number(v) < min || Number(v) > max) {
    return `${name} must be ${allowed} (got ${quote(raw)})`;
  }
  return Number(v);
}

/** Validate the raw option values. `env` is consulted for NO_COLOR only. */
export function parseOptions(raw: RawOptions, env: Readonly<Record<string, string | undefined>> = {}): OptionsResult {
  const fail = (error: string): OptionsResult => ({ ok: false, error });
  const color = raw.color !== false && !(env.NO_COLOR !== undefined && env.NO_COLOR !== '');

  if (raw.resume) {
    const clash = [
      ['--seed', raw.seed !== undefined],
      ['--team', raw.team !== undefined],
      ['--cavers', raw.cavers !== undefined],
      ['--players', raw.players !== undefined],
      ['--difficulty', raw.difficulty !== undefined],
      ['--easy', raw.easy === true],
      ['--daily', raw.daily === true],
    ]
      .filter(([, given]) => given)
      .map(([name]) => name as string);
    if (clash.length > 0) {
      return fail(
        `--resume cannot be combined with ${clash.join(', ')}: a resumed game keeps the options it was started with`,
      );
    }
    return {
      ok: true,
      config: {
        caverCount: MIN_CAVERS,
        caversFixed: false,
        players: MIN_PLAYERS,
        difficulty: DIFFICULTIES[0],
        difficultyGiven: false,
        easy: false,
        seed: null,
        team: null,
        resume: true,
        daily: false,
        color,
      },
    };
  }

  // --players
  let players: number | null = null;
  if (raw.players !== undefined) {
    const p = parseCount('--players', raw.players, MIN_PLAYERS, MAX_PLAYERS, ALLOWED.players);
    if (typeof p === 'string') return fail(p);
    players = p;
  }

  // --cavers
  let cavers: number | null = null;
  if (raw.cavers !== undefined) {
    const c = parseCount('--cavers', raw.cavers, MIN_CAVERS, MAX_CAVERS, ALLOWED.cavers);
    if (typeof c === 'string') return fail(c);
    cavers = c;
  }

  // --difficulty
  let difficulty: Difficulty = DIFFICULTIES[0];
  if (raw.difficulty !== undefined) {
    const d = raw.difficulty.trim().toLowerCase();
    if (!isDifficulty(d)) return fail(`--difficulty must be ${ALLOWED.difficulty} (got ${quote(raw.difficulty)})`);
    difficulty = d;
  }

  // --seed
  let seed: string | null = null;
  if (raw.seed !== undefined && raw.daily === true) {
    return fail("--daily plays today's cave (seed daily-YYYY-MM-DD): it cannot be combined with --seed");
  }
  if (raw.seed !== undefined) {
    const s = raw.seed.trim();
    if (s === '') return fail('--seed must not be empty');
    if (s.length > MAX_SEED_LENGTH) {
      return fail(`--seed must be at most ${MAX_SEED_LENGTH} characters (got ${s.length})`);
    }
    if (/[\u0000-\u001f\u007f]/.test(s)) return fail('--seed must not contain control characters');
    seed = s;
  }

  // --team
  let team: CaverId[] | null = null;
  if (raw.team !== undefined) {
    const ids = raw.team.split(',').map((s) => s.trim().toLowerCase());
    if (ids.length === 1 && ids[0] === '') return fail(`--team needs ${ALLOWED.team}`);
    if (ids.includes('')) return fail(`--team has an empty caver id (got ${quote(raw.team)})`);
    // The team on its own, whatever --players says: that is reconciled below with --cavers.
    const problem = teamProblem(ids, MIN_PLAYERS);
    if (problem?.t === 'unknown')
      return fail(`--team: unknown caver ${quote(problem.id)}; cavers are ${CAVER_IDS.join(', ')}`);
    if (problem?.t === 'twice') return fail(`--team: caver ${quote(problem.id)} is listed twice`);
    if (problem?.t === 'size') return fail(`--team must list ${MIN_CAVERS} to ${MAX_CAVERS} cavers (got ${problem.n})`);
    team = ids as CaverId[];
  }

  // Reconcile the three ways of fixing the number of cavers.
  const implied = players === null ? null : caversForPlayers(players);
  if (cavers !== null && implied !== null && cavers !== implied) {
    return fail(`--cavers ${cavers} does not fit --players ${players}: ${playersRule(players!)}`);
  }
  if (team !== null) {
    if (cavers !== null && team.length !== cavers) {
      return fail(`--team lists ${team.length} cavers but --cavers is ${cavers}`);
    }
    if (implied !== null && team.length !== implied) {
      return fail(
        `--team lists ${team.length} cavers, which does not fit --players ${players}: ${playersRule(players!)}`,
      );
    }
  }
  const caverCount = team?.length ?? cavers ?? implied ?? MIN_CAVERS;

  return {
    ok: true,
    config: {
      caverCount,
      caversFixed: team !== null || cavers !== null || implied !== null,
      players: players ?? MIN_PLAYERS,
      difficulty,
      difficultyGiven: raw.difficulty !== undefined,
      easy: raw.easy === true,
      seed,
      team,
      resume: false,
      daily: raw.daily === true,
      color,
    },
  };
}
