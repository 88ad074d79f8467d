// The saved games as `subterra games` and `--resume` see them: every record in the games folder
// that this version can open, newest first, replayed (a record that does not replay to the state it
// was saved in is marked, with why), and the files passed over with the reason; and the game
// `--resume` continues. Loaded lazily by the command line: it replays records.
import * as path from 'node:path';
import type { CaverId, Difficulty, Result } from '../engine/index.js';
import { parseRecordText } from './record.js';
import { type StorageOptions, systemFs } from './files.js';
import { failed, reason } from './reasons.js';
import { say } from '../words/index.js';
import { gamesDir } from './paths.js';
import { replayRecord } from './replay.js';
import type { GameRecord } from './types.js';

/** One saved game, as `subterra games` shows it: replayed, since a record's own `meta` is not trusted. */
export interface GameEntry {
  file: string;
  /** meta.saved, else meta.started, else the file's modification time. */
  date: Date;
  seed: string;
  difficulty: Difficulty;
  easy: boolean;
  players: number;
  cavers: CaverId[];
  /**
   * The medal the game replays to; 'unfinished' while it can go on (it can be resumed); 'not
   * replayable' when the record does not replay to the state it was saved in (`problem` says why).
   */
  result: Result | 'unfinished' | 'not replayable';
  /** The round the replayed game reached; null when it does not replay. */
  rounds: number | null;
  actions: number;
  /** Why the record does not replay (an action refused, a hash that does not match, a draw that cannot be made again), or null. */
  problem: string | null;
  /** What the record's own `meta` says of it: its medal, 'over' without one, else 'unfinished'. */
  claims: Result | 'over' | 'unfinished';
}

export interface SkippedFile {
  file: string;
  reason: string;
}

export interface GameList {
  /** Newest first. */
  games: GameEntry[];
  /** Files in the games folder that could not be read or are not game records. */
  skipped: SkippedFile[];
}

function isObject(v: unknown): v is NonNullable<GameRecord['meta']> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function validDate(s: unknown): Date | null {
  if (typeof s !== 'string') return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

const RESULTS = ['gold', 'silver', 'bronze', 'failure'];

/** A record of the games folder, read and checked against the format, not yet replayed. */
export interface SavedGame {
  readonly file: string;
  /** meta.saved, else meta.started, else the file's modification time. */
  readonly date: Date;
  readonly record: GameRecord;
}

/**
 * A record's text as a saved game, or why it is not a game record this version can open (the same
 * checks as `subterra replay` makes before replaying: format, version, options).
 */
export function savedGame(file: string, text: string, mtime: Date): SavedGame | string {
  const parsed = parseRecordText(text);
  if (!parsed.ok) return parsed.error;
  const meta = isObject(parsed.value.meta) ? parsed.value.meta : {};
  return { file, record: parsed.value, date: validDate(meta.saved) ?? validDate(meta.started) ?? mtime };
}

/**
 * A saved game replayed as `--resume` would (a tile drawn and not yet placed drawn again), and
 * summed up for `subterra games`.
 */
export function gameEntry(g: SavedGame): GameEntry {
  const r = g.record;
  const meta = isObject(r.meta) ? r.meta : {};
  const medal = typeof meta.result === 'string' && RESULTS.includes(meta.result) ? (meta.result as Result) : null;
  let replayed: ReturnType<typeof replayRecord>;
  try {
    replayed = replayRecord(r, { drawn: true });
  } catch (e) {
    replayed = { ok: false, error: say('record.cannot-replay', { why: reason(e) }) };
  }
  return {
    file: g.file,
    date: g.date,
    seed: r.seed,
    difficulty: r.difficulty,
    easy: r.easy === true,
    players: r.players,
    cavers: r.cavers,
    result: replayed.ok ? (replayed.state.result ?? 'unfinished') : 'not replayable',
    rounds: replayed.ok ? replayed.state.round : null,
    actions: r.actions.length,
    problem: replayed.ok ? null : replayed.error,
    claims: medal ?? (meta.over === true ? 'over' : 'unfinished'),
  };
}

/** A file of the games folder, read. */
export interface GameFile {
  file: string;
  text: string;
  mtime: Date;
}

/**
 * The text of every `.json` file in the games folder (in name order), and the files that could
 * not be read (with why). `subterra games` and `subterra stats` both read the folder this way.
 */
export function readGameFiles(opts: StorageOptions = {}): { files: GameFile[]; skipped: SkippedFile[] } {
  const fs = opts.fs ?? systemFs;
  const dir = gamesDir(opts.env);
  let names: string[];
  try {
    names = fs.readdirSync(dir) as string[];
  } catch (e) {
    if ((e as { code?: string }).code === 'ENOENT') return { files: [], skipped: [] };
    throw failed((why) => say('storage.read-dir', { dir, why }), e);
  }
  const files: GameFile[] = [];
  const skipped: SkippedFile[] = [];
  for (const name of names.sort()) {
    if (!name.endsWith('.json') || name.startsWith('.')) continue;
    const file = path.join(dir, name);
    try {
      const st = fs.statSync(file);
      if (!st.isFile()) continue;
      files.push({ file, mtime: st.mtime, text: fs.readFileSync(file, 'utf8') });
    } catch (e) {
      skipped.push({ file, reason: say('storage.cannot-read', { why: reason(e) }) });
    }
  }
  return { files, skipped };
}

/** The records of the games folder, newest first (not replayed), and the files skipped (with why). */
function savedGames(opts: StorageOptions): { saved: SavedGame[]; skipped: SkippedFile[] } {
  const { files, skipped } = readGameFiles(opts);
  const saved: SavedGame[] = [];
  for (const { file, text, mtime } of files) {
    const g = savedGame(file, text, mtime);
    if (typeof g === 'string') skipped.push({ file, reason: g });
    else saved.push(g);
  }
  saved.sort((a, b) => b.date.getTime() - a.date.getTime() || (a.file < b.file ? 1 : a.file > b.file ? -1 : 0));
  return { saved, skipped };
}

/** Every saved game, replayed, newest first; and the files that were skipped (with why). */
export function listGames(opts: StorageOptions = {}): GameList {
  const { saved, skipped } = savedGames(opts);
  return { games: saved.map(gameEntry), skipped };
}

export interface ResumeSearch {
  /** The newest unfinished game that replays and can go on, or null. */
  readonly file: string | null;
  /** Files in the games folder that are not records this version can open. */
  readonly skipped: readonly SkippedFile[];
  /**
   * Games passed over before it (newest first) that their saves call unfinished, with why: they do
   * not replay to the state they were saved in, or they replay to the end of the game.
   */
  readonly passedOver: readonly SkippedFile[];
}

/**
 * The game `subterra --resume` continues: the newest one that replays and is not over. A save this
 * version cannot open (made by a newer one, edited, out of sync) is passed over with the reason, so
 * an older game can still be resumed. Games are replayed newest first, only until that one is found.
 */
export function findResumable(opts: StorageOptions = {}): ResumeSearch {
  const { saved, skipped } = savedGames(opts);
  const passedOver: SkippedFile[] = [];
  for (const g of saved) {
    const entry = gameEntry(g);
    if (entry.result === 'unfinished') return { file: g.file, skipped, passedOver };
    // A finished game is no surprise; one its save calls unfinished is worth a word.
    if (entry.claims === 'unfinished')
      passedOver.push({ file: g.file, reason: entry.problem ?? say('record.game-over') });
  }
  return { file: null, skipped, passedOver };
}
