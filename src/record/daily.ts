// The daily cave: one seed a day, `daily-YYYY-MM-DD` from the UTC date, the same decks for everyone
// who plays it that day. The clock is always passed in (the command line reads it; tests fix it).
import { isDifficulty, type Result } from '../engine/index.js';
import { difficultyName, medalName, say } from '../words/index.js';
import type { GameRecord } from './types.js';

/** The UTC date of a moment, `YYYY-MM-DD`. */
export function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The seed of a day's cave. */
export function dailySeed(date: string): string {
  return `daily-${date}`;
}

/** The day before a `YYYY-MM-DD` date. */
export function dayBefore(date: string): string {
  return utcDate(new Date(Date.parse(`${date}T00:00:00Z`) - 86400000));
}

/** A result as a word in a sentence: "Gold". */
export function resultWord(r: Result): string {
  return medalName(r);
}

/**
 * Is this record a daily cave that counts: started with `--daily` (it names its date), with that
 * day's seed, and started on that UTC date? Returns the date, or null.
 */
export function countedDaily(r: GameRecord): string | null {
  const date = r.daily;
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || r.seed !== dailySeed(date)) return null;
  const started = typeof r.meta?.started === 'string' ? new Date(r.meta.started) : null;
  if (started === null || Number.isNaN(started.getTime()) || utcDate(started) !== date) return null;
  return date;
}

/**
 * The one line to share a daily result: `subterra daily-2026-11-23 · normal · 4 cavers · Silver in
 * 19 rounds`. The team size and difficulty are part of it (they change the game).
 */
export function shareLine(g: ShareGame, result: Result, rounds: number): string {
  const named = isDifficulty(g.difficulty) ? difficultyName(g.difficulty) : g.difficulty;
  // Played with the advisor's hints, or by the AI itself: said, so the result is not taken for the
  // player's own.
  const ai = g.ai === true ? say('share.ai') : '';
  const hints = g.hints ? say('share.hints', { hints: say('stats.n-hints', { count: g.hints }) }) : '';
  return (
    say('share.line', {
      seed: g.seed,
      difficulty: g.easy ? say('share.easy', { difficulty: named }) : named,
      cavers: g.cavers,
      players: g.players > 1 ? say('share.players', { n: g.players }) : '',
      result: resultWord(result),
      count: rounds,
    }) +
    ai +
    hints
  );
}

/** What a share line names: the cave, the difficulty, the team size and the players. */
export interface ShareGame {
  readonly seed: string;
  readonly difficulty: string;
  readonly easy?: boolean;
  readonly cavers: number;
  readonly players: number;
  /** The advisor's hints played in the game (absent or 0: none). */
  readonly hints?: number;
  /** The AI played some of the game (a caver handed to it, or `subterra watch`). */
  readonly ai?: boolean;
}

/** The share line of a finished game's record, if it is a daily cave; else null. */
export function recordShareLine(r: GameRecord, result: Result | null, rounds: number): string | null {
  if (result === null || typeof r.daily !== 'string') return null;
  return shareLine(
    {
      seed: r.seed,
      difficulty: r.difficulty,
      easy: r.easy === true,
      cavers: r.cavers.length,
      players: r.players,
      ...(typeof r.hints === 'number' ? { hints: r.hints } : {}),
      ...(r.ai === true ? { ai: true } : {}),
    },
    result,
    rounds,
  );
}
