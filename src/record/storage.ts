// Where games are saved, and how: the player's data folder, atomic JSON writes, the list of games.
//
// Data folder: $SUBTERRA_HOME if set (tests, portable installs), else $XDG_DATA_HOME/subterra,
// else ~/.local/share/subterra. Games live in <data>/games/<yyyymmdd-hhmmss>-<seed>.json.
// Everything here is synchronous: a save is one small file, and a synchronous write keeps the
// order of saves obvious (no two writes of the same file can interleave).
import * as nodeFs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { GameRecord } from './types.js';

/** The file-system calls this module makes; tests inject failing versions. */
export interface Fs {
  openSync: typeof nodeFs.openSync;
  writeSync: typeof nodeFs.writeSync;
  fsyncSync: typeof nodeFs.fsyncSync;
  closeSync: typeof nodeFs.closeSync;
  renameSync: typeof nodeFs.renameSync;
  unlinkSync: typeof nodeFs.unlinkSync;
  mkdirSync: typeof nodeFs.mkdirSync;
  readdirSync: typeof nodeFs.readdirSync;
  readFileSync: typeof nodeFs.readFileSync;
  statSync: typeof nodeFs.statSync;
  existsSync: typeof nodeFs.existsSync;
  accessSync?: typeof nodeFs.accessSync;
}

export interface StorageOptions {
  /** Environment to read SUBTERRA_HOME, XDG_DATA_HOME and HOME from; default process.env. */
  env?: Readonly<Record<string, string | undefined>>;
  /** File-system implementation; default node:fs. */
  fs?: Fs;
}

/** A storage failure, with a one-line message fit for the terminal. */
export class StorageError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'StorageError';
    this.code = code;
  }
}

const REASONS: Record<string, string> = {
  ENOSPC: 'disk full',
  EDQUOT: 'disk quota exceeded',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOENT: 'no such file or directory',
  ENOTDIR: 'a part of the path is not a folder',
  EISDIR: 'it is a folder, not a file',
  EEXIST: 'already exists',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files',
  EIO: 'input/output error',
  ENAMETOOLONG: 'name too long',
  ELOOP: 'too many symbolic links',
  EBUSY: 'resource busy',
};

/** "disk full (ENOSPC)" from a Node error; the first line of the message for anything else. */
export function describeError(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && REASONS[code]) return `${REASONS[code]} (${code})`;
  const msg = e instanceof Error ? e.message : String(e);
  const line = msg.split('\n')[0].trim();
  return typeof code === 'string' && !line.includes(code) ? `${line} (${code})` : line;
}

export function wrap(what: string, e: unknown): StorageError {
  if (e instanceof StorageError) return e;
  const code = (e as { code?: unknown } | null)?.code;
  return new StorageError(`${what}: ${describeError(e)}`, typeof code === 'string' ? code : undefined);
}

/** The player's data folder (not created). */
export function dataDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  if (env.SUBTERRA_HOME) return path.resolve(env.SUBTERRA_HOME);
  // The XDG spec says relative paths in XDG_DATA_HOME are invalid and must be ignored.
  if (env.XDG_DATA_HOME && path.isAbsolute(env.XDG_DATA_HOME)) return path.join(env.XDG_DATA_HOME, 'subterra');
  const home = env.HOME || os.homedir();
  return path.join(home, '.local', 'share', 'subterra');
}

/** The folder saved games live in (not created). */
export function gamesDir(env?: Readonly<Record<string, string | undefined>>): string {
  return path.join(dataDir(env), 'games');
}

/** A seed made safe for a file name: letters, digits, `.`, `_`, `-`; anything else becomes `_`. */
export function seedForFileName(seed: string): string {
  const safe = seed.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_').slice(0, 64);
  return safe === '' ? 'game' : safe;
}

function pad(n: number, w = 2): string {
  return String(n).padStart(w, '0');
}

/** `yyyymmdd-hhmmss-<seed>.json`, in local time. */
export function gameFileName(seed: string, date: Date): string {
  const stamp =
    `${pad(date.getFullYear(), 4)}${pad(date.getMonth() + 1)}${pad(date.getDate())}` +
    `-${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
  return `${stamp}-${seedForFileName(seed)}.json`;
}

/**
 * A file name for a new game that no existing save uses: `gameFileName`, with `-2`, `-3`, ...
 * before `.json` if two games start in the same second with the same seed.
 */
export function newGameFileName(seed: string, date: Date = new Date(), opts: StorageOptions = {}): string {
  const fs = opts.fs ?? nodeFs;
  const dir = gamesDir(opts.env);
  const base = gameFileName(seed, date).replace(/\.json$/, '');
  for (let i = 1; ; i++) {
    const name = i === 1 ? `${base}.json` : `${base}-${i}.json`;
    if (!fs.existsSync(path.join(dir, name))) return name;
  }
}

let tmpCounter = 0;

/**
 * Create a folder and its parents. Node's recursive mkdir reports a read-only file system as
 * ENOENT and a file in the way as EEXIST; find the real reason and name the path it concerns.
 */
function makeFolder(dir: string, fs: Fs): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    return;
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code !== 'ENOENT' && code !== 'EEXIST' && code !== 'ENOTDIR') throw e;
    // The nearest part of the path that exists: a file where a folder should be, or a folder
    // that cannot be written.
    for (let p = dir; ; p = path.dirname(p)) {
      let st: nodeFs.Stats | null = null;
      try {
        st = fs.statSync(p);
      } catch { /* not there: look further up */ }
      if (st) {
        if (!st.isDirectory()) throw new StorageError(`${p} is a file, not a folder`);
        try {
          (fs.accessSync ?? nodeFs.accessSync)(p, nodeFs.constants.W_OK);
        } catch (why) {
          throw new StorageError(`${p} cannot be written: ${describeError(why)}`);
        }
        break;
      }
      if (path.dirname(p) === p) break;
    }
    throw e;
  }
}

/**
 * Write `data` to `file` atomically: write a temporary file in the same folder, fsync it, rename it
 * over `file`, then fsync the folder (best effort). On any failure the previous `file` is
 * untouched, the temporary file is removed, and a StorageError says "cannot save to FILE: why".
 */
export function writeFileAtomic(file: string, data: string, fs: Fs = nodeFs): void {
  const dir = path.dirname(file);
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${Date.now()}.${tmpCounter++}.tmp`);
  try {
    makeFolder(dir, fs);
  } catch (e) {
    // makeFolder's own reason names the path at fault.
    throw e instanceof StorageError ? new StorageError(`cannot save to ${file}: ${e.message}`) : wrap(`cannot save to ${file}`, e);
  }
  let fd: number | null = null;
  let created = false;
  try {
    fd = fs.openSync(tmp, 'wx', 0o644);
    created = true;
    const buf = Buffer.from(data, 'utf8');
    let off = 0;
    while (off < buf.length) off += fs.writeSync(fd, buf, off, buf.length - off);
    fs.fsyncSync(fd);
    const f = fd;
    fd = null;
    fs.closeSync(f);
    fs.renameSync(tmp, file);
    created = false;
  } catch (e) {
    if (fd !== null) {
      try { fs.closeSync(fd); } catch { /* already failing */ }
    }
    if (created) {
      try { fs.unlinkSync(tmp); } catch { /* nothing more to do */ }
    }
    throw wrap(`cannot save to ${file}`, e);
  }
  // Make the rename itself durable. Not every platform lets a folder be opened; ignore failures.
  try {
    const dfd = fs.openSync(dir, 'r');
    try { fs.fsyncSync(dfd); } finally { fs.closeSync(dfd); }
  } catch { /* best effort */ }
}

/**
 * Save a record as `<games folder>/<name>` (name from `newGameFileName` at the start of the game,
 * then the same name for every later save). Returns the file's path.
 */
export function saveRecord(record: GameRecord, name: string, opts: StorageOptions = {}): string {
  if (name === '' || name !== path.basename(name) || name.startsWith('.')) {
    throw new StorageError(`cannot save a game as ${JSON.stringify(name)}: not a plain file name`);
  }
  const file = path.join(gamesDir(opts.env), name);
  writeFileAtomic(file, JSON.stringify(record, null, 2) + '\n', opts.fs);
  return file;
}

/** Far more than the longest game's record (a few hundred kB); anything larger is not one. */
export const MAX_RECORD_BYTES = 32 * 1024 * 1024;

/**
 * Read a record file as text; a StorageError with a one-line reason if it cannot be read. A device
 * (`/dev/zero`) or a huge file is refused before reading; a pipe (`/dev/stdin`) is read.
 */
export function loadRecordText(file: string, opts: StorageOptions = {}): string {
  const fs = opts.fs ?? nodeFs;
  try {
    const st = fs.statSync(file);
    if (st.isDirectory()) throw new StorageError(`cannot read ${file}: it is a folder, not a file`);
    if (!st.isFile() && !st.isFIFO()) throw new StorageError(`cannot read ${file}: not a regular file`);
    if (st.size > MAX_RECORD_BYTES) {
      throw new StorageError(`cannot read ${file}: too large for a game record (${Math.round(st.size / 1048576)} MB; records are far smaller than ${MAX_RECORD_BYTES / 1048576} MB)`);
    }
    return fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw wrap(`cannot read ${file}`, e);
  }
}

/** `.<save>.<pid>.<time>.<n>.tmp`: the temporary file of an atomic write (see writeFileAtomic). */
const TEMP = /^\..+\.(\d+)\.\d+\.\d+\.tmp$/;

/** Whether a process still runs (a zombie, killed but not yet reaped, does not). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as { code?: string }).code === 'EPERM';
  }
  try {
    const stat = nodeFs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

/**
 * Remove the temporary files of writes that never finished: a game killed (kill -9, power cut)
 * between writing its temporary file and renaming it. Their process is gone; the save beside them
 * is the last complete one. Returns how many were removed; never throws.
 */
export function sweepTempFiles(opts: StorageOptions = {}): number {
  const fs = opts.fs ?? nodeFs;
  const dir = gamesDir(opts.env);
  let removed = 0;
  try {
    for (const name of fs.readdirSync(dir) as string[]) {
      const m = TEMP.exec(name);
      if (!m || Number(m[1]) === process.pid || alive(Number(m[1]))) continue;
      try {
        fs.unlinkSync(path.join(dir, name));
        removed++;
      } catch { /* someone else's, or already gone */ }
    }
  } catch { /* no folder yet */ }
  return removed;
}

/**
 * Can games be saved? Tries the games folder with a small atomic write (then removes it).
 * Returns null, or one line saying why not: a game is not started when it could not be saved.
 */
export function saveProblem(opts: StorageOptions = {}): string | null {
  const fs = opts.fs ?? nodeFs;
  const dir = gamesDir(opts.env);
  const probe = path.join(dir, `.write-check-${process.pid}.json`);
  try {
    writeFileAtomic(probe, '{}\n', fs);
    fs.unlinkSync(probe);
    return null;
  } catch (e) {
    // "cannot save to <probe>: why" names a file the player never sees.
    return `cannot save games in ${dir}: ${e instanceof StorageError ? e.message.replace(/^cannot save to [^:]+: /, '') : describeError(e)}`;
  }
}

/** The player's preferences, kept beside the games. */
export interface Settings {
  /** Play the horror and hazard phases' steps by themselves. */
  autoAdvance: boolean;
  /** The colour theme and the tile size last chosen (names the UI checks; absent: its defaults). */
  theme?: string;
  zoom?: string;
}

const DEFAULT_SETTINGS: Settings = { autoAdvance: false };

export function settingsFile(env?: Readonly<Record<string, string | undefined>>): string {
  return path.join(dataDir(env), 'settings.json');
}

/** The saved preferences, or the defaults if there are none or they cannot be read. */
export function loadSettings(opts: StorageOptions = {}): Settings {
  const fs = opts.fs ?? nodeFs;
  try {
    const data = JSON.parse(fs.readFileSync(settingsFile(opts.env), 'utf8')) as Partial<Settings>;
    return {
      autoAdvance: typeof data.autoAdvance === 'boolean' ? data.autoAdvance : DEFAULT_SETTINGS.autoAdvance,
      ...(typeof data.theme === 'string' ? { theme: data.theme } : {}),
      ...(typeof data.zoom === 'string' ? { zoom: data.zoom } : {}),
    };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

/** Save the preferences (atomically); a failure is not worth interrupting a game for. */
export function saveSettings(settings: Settings, opts: StorageOptions = {}): boolean {
  try {
    writeFileAtomic(settingsFile(opts.env), JSON.stringify(settings, null, 2) + '\n', opts.fs);
    return true;
  } catch {
    return false;
  }
}
