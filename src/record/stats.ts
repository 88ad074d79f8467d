// `subterra stats` and the statistics screen: what the saved games say, read from the games folder
// and replayed with the rules (a record's own `meta` is not trusted for results). Tutorial games and
// games the AI played in are left out; games where hints were played are counted apart (the daily
// cave counts them, its share line saying so). The clock ("today", for the daily cave) is passed in.
import {
  CAVER_IDS,
  type CaverId,
  DIFFICULTIES,
  type Difficulty,
  fatesOf as engineFates,
  type GameEvent,
  type GameState,
  type LossCause as EngineLossCause,
  MAX_CAVERS,
  MIN_CAVERS,
  type Result,
} from '../engine/index.js';
import { countedDaily, dayBefore, utcDate } from './daily.js';
import type { StorageOptions } from './files.js';
import { readGameFiles, type SkippedFile } from './library.js';
import { parseRecordText } from './record.js';
import { replayRecord } from './replay.js';
import type { GameRecord } from './types.js';
import { say } from '../words/index.js';

/** Why a caver was left behind: the engine's causes (a fainting's damage, Out of Time), or still under water. */
export type LossCause = EngineLossCause | 'underwater';

/** What became of one caver by the end of a game. */
export interface CaverFate {
  readonly caver: CaverId;
  readonly escaped: boolean;
  /** Why it was left behind (null if it escaped, or the game is not over). */
  readonly cause: LossCause | null;
  /** The round of that loss. */
  readonly round: number | null;
}

/**
 * Each caver's fate at the end of a game: the engine's fates (folded from the game's events, from
 * newGame's on) read for the statistics. A caver left behind is lost to the cause of its last loss
 * that was never woken (a fainting's damage, or Out of Time); a Diver still under water, to that.
 */
export function fatesOf(events: readonly GameEvent[], final: GameState): CaverFate[] {
  const fates = engineFates(
    final.cavers.map((c) => c.id),
    events,
  );
  return fates.cavers.map((f) => {
    const escaped = f.state === 'exit';
    const lost = final.result !== null && !escaped;
    const last = f.losses[f.losses.length - 1];
    const standing = last !== undefined && last.woken === null ? last : null;
    const cause: LossCause | null = !lost
      ? null
      : f.state === 'removed'
        ? 'outoftime'
        : (standing?.cause ?? (f.state === 'underwater' ? 'underwater' : null));
    return { caver: f.caver, escaped, cause, round: lost ? (standing?.round ?? final.round) : null };
  });
}

/** One saved game, replayed. */
export interface StatGame {
  readonly file: string;
  readonly seed: string;
  readonly difficulty: Difficulty;
  readonly easy: boolean;
  readonly players: number;
  readonly cavers: readonly CaverId[];
  readonly started: string | null;
  readonly result: Result | null;
  readonly rounds: number;
  readonly fates: readonly CaverFate[];
  /** The daily cave's date, if it counts as one. */
  readonly daily: string | null;
  /** The advisor's hints the player played (0: the player's own game). */
  readonly hints: number;
}

export interface DifficultyRow {
  readonly difficulty: Difficulty;
  readonly cavers: number;
  readonly games: number;
  readonly finished: number;
  readonly medals: number;
}

export interface GameRef {
  readonly file: string;
  readonly seed: string;
  readonly difficulty: Difficulty;
  readonly cavers: number;
  readonly result: Result | null;
  readonly rounds: number;
}

export interface Stats {
  /** Saved games read (finished and unfinished; tutorials and unreadable files not counted). */
  readonly games: number;
  readonly finished: number;
  readonly unfinished: number;
  /** Finished games by result. */
  readonly results: Readonly<Record<Result, number>>;
  /** Share of finished games that won a medal (Gold, Silver or Bronze); null with none finished. */
  readonly medalRate: number | null;
  /** Every difficulty × team size that has games, in the rules' order. */
  readonly byDifficulty: readonly DifficultyRow[];
  /** The best finished game: the best result, then the fewest rounds. */
  readonly best: GameRef | null;
  /** The finished game with the most rounds. */
  readonly longest: GameRef | null;
  /** Why cavers were left behind in finished games, most frequent first (ties: by cause name). */
  readonly losses: readonly { readonly cause: LossCause; readonly count: number }[];
  readonly lostCavers: number;
  /** Per caver: finished games played, escapes, the rate (null with none played). */
  readonly survival: readonly {
    readonly caver: CaverId;
    readonly games: number;
    readonly escaped: number;
    readonly rate: number | null;
  }[];
  readonly daily: DailyStats;
  /** The games where hints were played, counted apart from the figures above: finished, with a medal, and the hints played. */
  readonly hinted: {
    readonly games: number;
    readonly finished: number;
    readonly medals: number;
    readonly hints: number;
  };
  /** Tutorial games found and left out. */
  readonly tutorials: number;
  /** Games the advisor played part of (`subterra watch`, a caver handed to it), found and left out. */
  readonly advised: number;
}

export interface DailyStats {
  /** Today's UTC date. */
  readonly today: string;
  /** Consecutive days up to today (or up to yesterday, when today's is not finished yet) with a finished daily cave. */
  readonly streak: number;
  readonly bestStreak: number;
  /** Days with a finished daily cave. */
  readonly days: number;
  /** Today's daily cave: the first one finished today, else the one being played, else null (`hints`: played in it). */
  readonly todayGame: (GameRef & { readonly players: number; readonly easy: boolean; readonly hints: number }) | null;
  readonly todayPlays: number;
}

const RANK: Readonly<Record<Result, number>> = { gold: 0, silver: 1, bronze: 2, failure: 3 };

function ref(g: StatGame): GameRef {
  return {
    file: g.file,
    seed: g.seed,
    difficulty: g.difficulty,
    cavers: g.cavers.length,
    result: g.result,
    rounds: g.rounds,
  };
}

/**
 * Read one record's text: the game replayed, 'tutorial' or 'ai' for a game left out (the tutorial,
 * a game the advisor played part of), or why it cannot be read.
 */
export function statGame(file: string, text: string): StatGame | { readonly left: 'tutorial' | 'ai' } | string {
  const parsed = parseRecordText(text);
  if (!parsed.ok) return parsed.error;
  const r: GameRecord = parsed.value;
  if (r.tutorial === true) return { left: 'tutorial' };
  if (r.ai === true) return { left: 'ai' };
  const res = replayRecord(r, { keepSteps: true });
  if (!res.ok) return res.error;
  const events: GameEvent[] = [];
  for (const step of res.steps!) for (const e of step.events) events.push(e);
  return {
    file,
    seed: r.seed,
    difficulty: r.difficulty,
    easy: r.easy === true,
    players: r.players,
    cavers: r.cavers,
    started: typeof r.meta?.started === 'string' ? r.meta.started : null,
    result: res.state.result,
    rounds: res.state.round,
    fates: fatesOf(events, res.state),
    daily: countedDaily(r),
    hints: typeof r.hints === 'number' ? r.hints : 0,
  };
}

/**
 * Statistics of a list of replayed games at a moment `now`: the player's own games in the figures,
 * those where hints were played apart (the daily cave counts both).
 */
export function computeStats(all: readonly StatGame[], now: Date, tutorials = 0, advised = 0): Stats {
  const list = all.filter((g) => g.hints === 0);
  const withHints = all.filter((g) => g.hints > 0);
  const hintedDone = withHints.filter((g) => g.result !== null);
  const finished = list.filter((g) => g.result !== null);
  const results: Record<Result, number> = { gold: 0, silver: 0, bronze: 0, failure: 0 };
  for (const g of finished) results[g.result!] += 1;
  const medals = finished.length - results.failure;

  const byDifficulty: DifficultyRow[] = [];
  for (const difficulty of DIFFICULTIES) {
    for (let n = MIN_CAVERS; n <= MAX_CAVERS; n++) {
      const here = list.filter((g) => g.difficulty === difficulty && g.cavers.length === n);
      if (here.length === 0) continue;
      const done = here.filter((g) => g.result !== null);
      byDifficulty.push({
        difficulty,
        cavers: n,
        games: here.length,
        finished: done.length,
        medals: done.filter((g) => g.result !== 'failure').length,
      });
    }
  }

  const byBest = [...finished].sort(
    (a, b) => RANK[a.result!] - RANK[b.result!] || a.rounds - b.rounds || a.file.localeCompare(b.file),
  );
  const byLength = [...finished].sort((a, b) => b.rounds - a.rounds || a.file.localeCompare(b.file));

  const count = new Map<LossCause, number>();
  let lostCavers = 0;
  for (const g of finished) {
    for (const f of g.fates) {
      if (f.escaped) continue;
      lostCavers += 1;
      if (f.cause !== null) count.set(f.cause, (count.get(f.cause) ?? 0) + 1);
    }
  }
  const losses = [...count]
    .map(([cause, n]) => ({ cause, count: n }))
    .sort((a, b) => b.count - a.count || a.cause.localeCompare(b.cause));

  const survival = CAVER_IDS.map((caver) => {
    const played = finished.filter((g) => g.cavers.includes(caver));
    const escaped = played.filter((g) => g.fates.find((f) => f.caver === caver)?.escaped === true).length;
    return { caver, games: played.length, escaped, rate: played.length ? escaped / played.length : null };
  }).filter((x) => x.games > 0);

  return {
    games: list.length,
    finished: finished.length,
    unfinished: list.length - finished.length,
    results,
    medalRate: finished.length ? medals / finished.length : null,
    byDifficulty,
    best: byBest[0] ? ref(byBest[0]) : null,
    longest: byLength[0] ? ref(byLength[0]) : null,
    losses,
    lostCavers,
    survival,
    daily: dailyStats(all, now),
    hinted: {
      games: withHints.length,
      finished: hintedDone.length,
      medals: hintedDone.filter((g) => g.result !== 'failure').length,
      hints: withHints.reduce((n, g) => n + g.hints, 0),
    },
    tutorials,
    advised,
  };
}

function dailyStats(list: readonly StatGame[], now: Date): DailyStats {
  const today = utcDate(now);
  const dailies = list.filter((g) => g.daily !== null && g.daily <= today);
  const doneDays = new Set(dailies.filter((g) => g.result !== null).map((g) => g.daily!));
  // The streak is alive while today's or yesterday's cave is finished.
  let streak = 0;
  let day = doneDays.has(today) ? today : dayBefore(today);
  while (doneDays.has(day)) {
    streak += 1;
    day = dayBefore(day);
  }
  let bestStreak = 0;
  for (const d of doneDays) {
    if (doneDays.has(dayBefore(d))) continue;
    let n = 0;
    for (let x = d; doneDays.has(x); x = dayAfter(x)) n += 1;
    bestStreak = Math.max(bestStreak, n);
  }
  const plays = dailies
    .filter((g) => g.daily === today)
    .sort((a, b) => (a.started ?? '').localeCompare(b.started ?? '') || a.file.localeCompare(b.file));
  // The first finished play of the day is the day's result (as when everyone plays it once).
  const first = plays.find((g) => g.result !== null) ?? plays[0] ?? null;
  return {
    today,
    streak,
    bestStreak,
    days: doneDays.size,
    todayGame: first ? { ...ref(first), players: first.players, easy: first.easy, hints: first.hints } : null,
    todayPlays: plays.length,
  };
}

function dayAfter(date: string): string {
  return utcDate(new Date(Date.parse(`${date}T00:00:00Z`) + 86400000));
}

/** Everything `subterra stats` reads: the statistics, and the files skipped (with why). */
export function readStats(opts: StorageOptions & { now: Date }): { stats: Stats; skipped: SkippedFile[] } {
  const { files, skipped } = readGameFiles(opts);
  const games: StatGame[] = [];
  let tutorials = 0;
  let advised = 0;
  for (const { file, text } of files) {
    let g: ReturnType<typeof statGame>;
    try {
      g = statGame(file, text);
    } catch (e) {
      g = say('record.cannot-replay', { why: e instanceof Error ? e.message : String(e) });
    }
    if (typeof g === 'string') skipped.push({ file, reason: g });
    else if ('left' in g) {
      if (g.left === 'tutorial') tutorials += 1;
      else advised += 1;
    } else games.push(g);
  }
  return { stats: computeStats(games, opts.now, tutorials, advised), skipped };
}
