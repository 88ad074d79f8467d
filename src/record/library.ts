// The saved games as `subterra games` and `--resume` see them: every record in the games folder
// that this version can open, newest first, and the files passed over with the reason; and the
// game `--resume` continues. Loaded lazily by the command line: it replays records.
import * as path from 'node:path';
import type { CaverId, Difficulty, Result } from '../engine/index.js';
import { parseRecordText } from './record.js';
import { describeError, type StorageOptions, systemFs, wrap } from './files.js';
import { gamesDir } from './paths.js';
import { replayRecord } from './replay.js';
import { loadRecordText } from './storage.js';
import type { GameRecord } from './types.js';

/** One saved game, as `subterra games` shows it. */
export interface GameEntry {
  file: string;
  /** meta.saved, else meta.started, else the file's modification time. */
  date: Date;
  seed: string;
  difficulty: Difficulty;
  easy: boolean;
  players: number;
  cavers: CaverId[];
  /** The medal; 'unfinished' while the game can go on; 'over' if it ended without a known medal. */
  result: Result | 'unfinished' | 'over';
  /** meta.round, if the record says. */
  rounds: number | null;
  actions: number;
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

/**
 * The summary of one record's text, or a reason it is not a game record this version can open
 * (the same checks as `subterra replay` makes before replaying: format, version, options).
 */
export function gameEntry(file: string, text: string, mtime: Date): GameEntry | string {
  const parsed = parseRecordText(text);
  if (!parsed.ok) return parsed.error;
  const r = parsed.value;
  const meta = isObject(r.meta) ? r.meta : {};
  const medal = typeof meta.result === 'string' && RESULTS.includes(meta.result) ? (meta.result as Result) : null;
  const result = medal ?? (meta.over === true ? 'over' : 'unfinished');
  return {
    file,
    date: validDate(meta.saved) ?? validDate(meta.started) ?? mtime,
    seed: r.seed,
    difficulty: r.difficulty,
    easy: r.easy === true,
    players: r.players,
    cavers: r.cavers,
    result,
    rounds: typeof meta.round === 'number' && Number.isInteger(meta.round) && meta.round > 0 ? meta.round : null,
    actions: r.actions.length,
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
    throw wrap(`cannot read saved games in ${dir}`, e);
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
      skipped.push({ file, reason: `cannot read: ${describeError(e)}` });
    }
  }
  return { files, skipped };
}

/** Every saved game, newest first, and the files that were skipped (with why). */
export function listGames(opts: StorageOptions = {}): GameList {
  const { files, skipped } = readGameFiles(opts);
  const games: GameEntry[] = [];
  for (const { file, text, mtime } of files) {
    const entry = gameEntry(file, text, mtime);
    if (typeof entry === 'string') skipped.push({ file, reason: entry });
    else games.push(entry);
  }
  games.sort((a, b) => b.date.getTime() - a.date.getTime() || (a.file < b.file ? 1 : a.file > b.file ? -1 : 0));
  return { games, skipped };
}

export interface ResumeSearch {
  /** The newest unfinished game that replays and can go on, or null. */
  readonly file: string | null;
  /** Files in the games folder that are not records this version can open. */
  readonly skipped: readonly SkippedFile[];
  /** Unfinished games passed over before it (newest first), with why: they do not replay, or are over. */
  readonly passedOver: readonly SkippedFile[];
}

/**
 * The game `subterra --resume` continues: the newest unfinished one that replays. A save this
 * version cannot open (made by a newer one, edited, out of sync) is passed over with the reason, so
 * an older game can still be resumed.
 */
export function findResumable(opts: StorageOptions = {}): ResumeSearch {
  const list = listGames(opts);
  const passedOver: SkippedFile[] = [];
  for (const g of list.games) {
    if (g.result !== 'unfinished') continue;
    let reason: string;
    try {
      const parsed = parseRecordText(loadRecordText(g.file, opts));
      const res = parsed.ok ? replayRecord(parsed.value, { drawn: true }) : parsed;
      if (res.ok && res.state.result === null) return { file: g.file, skipped: list.skipped, passedOver };
      reason = res.ok ? 'the game is over' : res.error;
    } catch (e) {
      reason = describeError(e);
    }
    passedOver.push({ file: g.file, reason });
  }
  return { file: null, skipped: list.skipped, passedOver };
}
