// Turns the raw values commander collected into a validated GameConfig, or one line of error.
// Pure: no I/O, no process access; the environment is passed in.
import type { CaverId, Difficulty } from '../engine/types.js';
import { CAVER_IDS, isCaverId } from '../engine/cavers/ids.js';
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
  /** From `--no-color`: false when it was given. */
  color?: boolean;
}

export type OptionsResult = { ok: true; config: GameConfig } | { ok: false; error: string };

export const DIFFICULTIES: readonly Difficulty[] = ['normal', 'hard', 'expert'];
export const MAX_SEED_LENGTH = 64;
export const MIN_CAVERS = 4;
export const MAX_CAVERS = 6;
export const MAX_PLAYERS = 6;

/**
 * How many cavers a table of `players` plays (RULES.md §2): solo picks 4-6, 2 players play 4
 * (2 each), 3 play 6 (2 each), 4-6 players play one each. Null for solo (free choice).
 */
export function caversForPlayers(players: number): number | null {
  if (players === 1) return null;
  if (players === 2) return 4;
  if (players === 3) return 6;
  return players;
}

function playersRule(players: number): string {
  if (players === 2) return '2 players play 4 cavers (2 each)';
  if (players === 3) return '3 players play 6 cavers (2 each)';
  return `${players} players play ${players} cavers (one each)`;
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
    ].filter(([, given]) => given).map(([name]) => name as string);
    if (clash.length > 0) {
      return fail(
        `--resume cannot be combined with ${clash.join(', ')}: a resumed game keeps the options it was started with`,
      );
    }
    return {
      ok: true,
      config: { caverCount: MIN_CAVERS, caversFixed: false, players: 1, difficulty: 'normal', easy: false, seed: null, team: null, resume: true, color },
    };
  }

  // --players
  let players: number | null = null;
  if (raw.players !== undefined) {
    const p = parseCount('--players', raw.players, 1, MAX_PLAYERS, 'a number from 1 to 6');
    if (typeof p === 'string') return fail(p);
    players = p;
  }

  // --cavers
  let cavers: number | null = null;
  if (raw.cavers !== undefined) {
    const c = parseCount('--cavers', raw.cavers, MIN_CAVERS, MAX_CAVERS, '4, 5 or 6');
    if (typeof c === 'string') return fail(c);
    cavers = c;
  }

  // --difficulty
  let difficulty: Difficulty = 'normal';
  if (raw.difficulty !== undefined) {
    const d = raw.difficulty.trim().toLowerCase();
    if (!(DIFFICULTIES as readonly string[]).includes(d)) {
      return fail(`--difficulty must be normal, hard or expert (got ${quote(raw.difficulty)})`);
    }
    difficulty = d as Difficulty;
  }

  // --seed
  let seed: string | null = null;
  if (raw.seed !== undefined) {
    const s = raw.seed.trim();
    if (s === '') return fail('--seed must not be empty');
    if (s.length > MAX_SEED_LENGTH) {
      return fail(`--seed must be at most ${MAX_SEED_LENGTH} characters (got ${s.length})`);
    }
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(s)) return fail('--seed must not contain control characters');
    seed = s;
  }

  // --team
  let team: CaverId[] | null = null;
  if (raw.team !== undefined) {
    const ids = raw.team.split(',').map((s) => s.trim().toLowerCase());
    if (ids.length === 1 && ids[0] === '') return fail(`--team needs ${MIN_CAVERS} to ${MAX_CAVERS} caver ids, e.g. --team diver,scout,medic,leader`);
    const seen = new Set<string>();
    for (const id of ids) {
      if (id === '') return fail(`--team has an empty caver id (got ${quote(raw.team)})`);
      if (!isCaverId(id)) {
        return fail(`--team: unknown caver ${quote(id)}; cavers are ${CAVER_IDS.join(', ')}`);
      }
      if (seen.has(id)) return fail(`--team: caver ${quote(id)} is listed twice`);
      seen.add(id);
    }
    if (ids.length < MIN_CAVERS || ids.length > MAX_CAVERS) {
      return fail(`--team must list ${MIN_CAVERS} to ${MAX_CAVERS} cavers (got ${ids.length})`);
    }
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
      return fail(`--team lists ${team.length} cavers, which does not fit --players ${players}: ${playersRule(players!)}`);
    }
  }
  const caverCount = team?.length ?? cavers ?? implied ?? MIN_CAVERS;

  return {
    ok: true,
    config: {
      caverCount,
      caversFixed: team !== null || cavers !== null || implied !== null,
      players: players ?? 1,
      difficulty,
      easy: raw.easy === true,
      seed,
      team,
      resume: false,
      color,
    },
  };
}
