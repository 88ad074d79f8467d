// Game records on disk: saving one (atomically, under the name it was given when the game began),
// reading one back, and checking before a game starts that it can be saved at all. Everything here
// is synchronous: a save is one small file, and a synchronous write keeps the order of saves obvious
// (no two writes of the same file can interleave).
import * as path from 'node:path';
import { writeFileAtomic } from './atomic.js';
import { StorageError, type StorageOptions, systemFs } from './files.js';
import { failed, reason } from './reasons.js';
import { say } from '../words/index.js';
import { gamesDir } from './paths.js';
import type { GameRecord } from './types.js';

/**
 * Save a record as `<games folder>/<name>` (name from `newGameFileName` at the start of the game,
 * then the same name for every later save). Returns the file's path.
 */
export function saveRecord(record: GameRecord, name: string, opts: StorageOptions = {}): string {
  if (name === '' || name !== path.basename(name) || name.startsWith('.')) {
    throw new StorageError(say('storage.save-as', { name: JSON.stringify(name) }));
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
    const refuse = (why: string): StorageError =>
      new StorageError(say('storage.read-file', { file, why }), undefined, why);
    if (st.isDirectory()) throw refuse(say('storage.folder'));
    if (!st.isFile() && !st.isFIFO()) throw refuse(say('storage.not-regular'));
    if (st.size > MAX_RECORD_BYTES) {
      throw refuse(say('storage.too-large', { mb: Math.round(st.size / 1048576), max: MAX_RECORD_BYTES / 1048576 }));
    }
    return fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw failed((why) => say('storage.read-file', { file, why }), e);
  }
}

/**
 * Can games be saved? Tries the games folder with a small atomic write (then removes it), without
 * its fsyncs: the check is on the way to a game's first frame, and its file is gone at once.
 * Returns null, or one line saying why not: a game is not started when it could not be saved.
 */
export function saveProblem(opts: StorageOptions = {}): string | null {
  const fs = opts.fs ?? systemFs;
  const dir = gamesDir(opts.env);
  const probe = path.join(dir, `.write-check-${process.pid}.json`);
  try {
    writeFileAtomic(probe, '{}\n', fs, { durable: false });
    fs.unlinkSync(probe);
    return null;
  } catch (e) {
    // "cannot save to <probe>: why" names a file the player never sees: the reason alone.
    return say('storage.save-games', { dir, why: e instanceof StorageError ? e.why : reason(e) });
  }
}
