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
import { orList, playersRule, say } from '../words/index.js';
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
  /** `--screen-reader`: the game as plain sentences and numbered questions (src/ui/reader/). */
  screenReader?: boolean;
}

export type OptionsResult = { ok: true; config: GameConfig } | { ok: false; error: string };

/** What each option takes, in words (for errors and the help), in the language spoken. */
export function allowed(): {
  readonly cavers: string;
  readonly players: string;
  readonly difficulty: string;
  readonly seed: string;
  readonly team: string;
} {
  return {
    cavers: orList(range(MIN_CAVERS, MAX_CAVERS)),
    players: say('cli.option.players', { min: MIN_PLAYERS, max: MAX_PLAYERS }),
    // The difficulties as the command line takes them: their ids.
    difficulty: orList(DIFFICULTIES),
    seed: say('cli.option.seed', { max: MAX_SEED_LENGTH }),
    team: say('cli.option.team', {
      min: MIN_CAVERS,
      max: MAX_CAVERS,
      example: CAVER_IDS.slice(0, MIN_CAVERS).join(','),
    }),
  };
}

/** What the option of this name takes, in words, or undefined for an option that is not one of these. */
export function allowedFor(name: string): string | undefined {
  const all = allowed();
  return name === 'cavers' || name === 'players' || name === 'difficulty' || name === 'seed' || name === 'team'
    ? all[name]
    : undefined;
}

function range(a: number, b: number): number[] {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}

function quote(v: string): string {
  return JSON.stringify(v);
}

function parseCount(name: string, raw: string, min: number, max: number, allowed: string): number | string {
  const v = raw.trim();
  if (!/^[0-9]+$/.test(v) || Number(v) < min || Number(v) > max) {
    return say('cli.option.must-be', { name, allowed, got: quote(raw) });
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
      return fail(say('cli.option.resume-clash', { options: clash.join(say('list.comma')) }));
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
    const p = parseCount('--players', raw.players, MIN_PLAYERS, MAX_PLAYERS, allowed().players);
    if (typeof p === 'string') return fail(p);
    players = p;
  }

  // --cavers
  let cavers: number | null = null;
  if (raw.cavers !== undefined) {
    const c = parseCount('--cavers', raw.cavers, MIN_CAVERS, MAX_CAVERS, allowed().cavers);
    if (typeof c === 'string') return fail(c);
    cavers = c;
  }

  // --difficulty
  let difficulty: Difficulty = DIFFICULTIES[0];
  if (raw.difficulty !== undefined) {
    const d = raw.difficulty.trim().toLowerCase();
    if (!isDifficulty(d))
      return fail(
        say('cli.option.must-be', { name: '--difficulty', allowed: allowed().difficulty, got: quote(raw.difficulty) }),
      );
    difficulty = d;
  }

  // --seed
  let seed: string | null = null;
  if (raw.seed !== undefined && raw.daily === true) {
    return fail(say('cli.option.daily-seed'));
  }
  if (raw.seed !== undefined) {
    const s = raw.seed.trim();
    if (s === '') return fail(say('cli.option.seed-empty'));
    if (s.length > MAX_SEED_LENGTH) {
      return fail(say('cli.option.seed-long', { max: MAX_SEED_LENGTH, n: s.length }));
    }
    if (/[\u0000-\u001f\u007f]/.test(s)) return fail(say('cli.option.seed-control'));
    seed = s;
  }

  // --team
  let team: CaverId[] | null = null;
  if (raw.team !== undefined) {
    const ids = raw.team.split(',').map((s) => s.trim().toLowerCase());
    if (ids.length === 1 && ids[0] === '') return fail(say('cli.option.team-needs', { allowed: allowed().team }));
    if (ids.includes('')) return fail(say('cli.option.team-empty', { got: quote(raw.team) }));
    // The team on its own, whatever --players says: that is reconciled below with --cavers.
    const problem = teamProblem(ids, MIN_PLAYERS);
    if (problem?.t === 'unknown')
      return fail(say('cli.option.team-unknown', { got: quote(problem.id), cavers: CAVER_IDS.join(', ') }));
    if (problem?.t === 'twice') return fail(say('cli.option.team-twice', { got: quote(problem.id) }));
    if (problem?.t === 'size')
      return fail(say('cli.option.team-size', { min: MIN_CAVERS, max: MAX_CAVERS, n: problem.n }));
    team = ids as CaverId[];
  }

  // Reconcile the three ways of fixing the number of cavers.
  const implied = players === null ? null : caversForPlayers(players);
  if (cavers !== null && implied !== null && cavers !== implied) {
    return fail(say('cli.option.cavers-players', { cavers, players: players!, rule: playersRule(players!) }));
  }
  if (team !== null) {
    if (cavers !== null && team.length !== cavers) {
      return fail(say('cli.option.team-cavers', { n: team.length, cavers }));
    }
    if (implied !== null && team.length !== implied) {
      return fail(say('cli.option.team-players', { n: team.length, players: players!, rule: playersRule(players!) }));
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
