// Game records on disk: saving one (atomically, under the name it was given when the game began),
// reading one back, and checking before a game starts that it can be saved at all. Everything here
// is synchronous: a save is one small file, and a synchronous write keeps the order of saves obvious
// (no two writes of the same file can interleave).
import * as path from 'node:path';
import { writeFileAtomic } from './atomic.js';
import { describeError, StorageError, type StorageOptions, systemFs, wrap } from './files.js';
import { gamesDir } from './paths.js';
import type { GameRecord } from './types.js';

/**
 * Save a record as `<games folder>/<name>` (name from `newGameFileName` at the start of the game,
 * then the same name for every later save). Returns the file's path.
 */
export function saveRecord(record: GameRecord, name: string, opts: StorageOptions = {}): string {
  if (name === '' || name !== path.basename(name) || name.startsWith('.')) {
    throw new StorageError(`cannot save a game as ${JSON.stringify(name)}: not a plain file name`);
  }
  const file = path.join(opts.dir ?? gamesDir(opts.env), name);
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
  const fs = opts.fs ?? systemFs;
  try {
    const st = fs.statSync(file);
    if (st.isDirectory()) throw new StorageError(`cannot read ${file}: it is a folder, not a file`);
    if (!st.isFile() && !st.isFIFO()) throw new StorageError(`cannot read ${file}: not a regular file`);
    if (st.size > MAX_RECORD_BYTES) {
      throw new StorageError(
        `cannot read ${file}: too large for a game record (${Math.round(st.size / 1048576)} MB; records are far smaller than ${MAX_RECORD_BYTES / 1048576} MB)`,
      );
    }
    return fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw wrap(`cannot read ${file}`, e);
  }
}

/**
 * Can games be saved? Tries the games folder with a small atomic write (then removes it).
 * Returns null, or one line saying why not: a game is not started when it could not be saved.
 */
export function saveProblem(opts: StorageOptions = {}): string | null {
  const fs = opts.fs ?? systemFs;
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
