// Writing a file so that a crash, a kill or a full disk never leaves it half-written: a temporary
// file beside it, flushed, renamed over it, the folder flushed; and removing the temporary files of
// writes that a killed process never finished.
import * as nodeFs from 'node:fs';
import * as path from 'node:path';
import { StorageError, systemFs, type Fs } from './files.js';
import { failed, reason } from './reasons.js';
import { say } from '../words/index.js';

let tmpCounter = 0;

/** `.<name>.<pid>.<time>.<n>.tmp`: the temporary file an atomic write of `file` by process `pid` uses. */
export function tempFileName(file: string, pid: number = process.pid): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${pid}.${Date.now()}.${tmpCounter++}.tmp`);
}

/** A temporary file of an atomic write, and the process that made it. */
const TEMP = /^\..+\.(\d+)\.\d+\.\d+\.tmp$/;

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
      } catch {
        /* not there: look further up */
      }
      if (st) {
        if (!st.isDirectory()) throw new StorageError(say('storage.file-not-folder', { path: p }));
        try {
          (fs.accessSync ?? nodeFs.accessSync)(p, nodeFs.constants.W_OK);
        } catch (why) {
          throw new StorageError(say('storage.not-writable', { path: p, why: reason(why) }));
        }
        break;
      }
      if (path.dirname(p) === p) break;
    }
    throw e;
  }
}

/**
 * Write `data` to `file` atomically: write a temporary file in the same folder (created new, never
 * an existing one), fsync it, rename it over `file`, then fsync the folder so the rename itself
 * survives a power cut (best effort). On any failure the previous `file` is untouched, the temporary
 * file is removed, and a StorageError says "cannot save to FILE: why".
 *
 * `durable: false` leaves out both fsyncs, for a file that need not outlive a power cut (the write
 * check before a game starts, removed at once): each can wait milliseconds on the disk.
 */
export function writeFileAtomic(
  file: string,
  data: string,
  fs: Fs = systemFs,
  { durable = true }: { readonly durable?: boolean } = {},
): void {
  const dir = path.dirname(file);
  const tmp = tempFileName(file);
  try {
    makeFolder(dir, fs);
  } catch (e) {
    // makeFolder's own reason names the path at fault.
    throw e instanceof StorageError
      ? new StorageError(say('storage.save-to', { file, why: e.message }), e.code, e.message)
      : failed((why) => say('storage.save-to', { file, why }), e);
  }
  let fd: number | null = null;
  let created = false;
  try {
    fd = fs.openSync(tmp, 'wx', 0o644);
    created = true;
    const buf = Buffer.from(data, 'utf8');
    let off = 0;
    while (off < buf.length) off += fs.writeSync(fd, buf, off, buf.length - off);
    if (durable) fs.fsyncSync(fd);
    const f = fd;
    fd = null;
    fs.closeSync(f);
    fs.renameSync(tmp, file);
    created = false;
  } catch (e) {
    if (fd !== null) {
      try {
        fs.closeSync(fd);
      } catch {
        /* already failing */
      }
    }
    if (created) {
      try {
        fs.unlinkSync(tmp);
      } catch {
        /* nothing more to do */
      }
    }
    throw failed((why) => say('storage.save-to', { file, why }), e);
  }
  // Make the rename itself durable. Not every platform lets a folder be opened; ignore failures.
  if (!durable) return;
  try {
    const dfd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(dfd);
    } finally {
      fs.closeSync(dfd);
    }
  } catch {
    /* best effort */
  }
}

/** Whether a process still runs (a zombie, killed but not yet reaped, does not). */
export function processAlive(pid: number): boolean {
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

export interface SweepOptions {
  fs?: Fs;
  /** Whether a process runs; default: ask the system (processAlive). */
  alive?: (pid: number) => boolean;
}

/**
 * Remove from `dir` the temporary files of writes that never finished: a process killed (kill -9,
 * power cut) between writing its temporary file and renaming it. Their process is gone; the file
 * beside them is the last complete one. A running process's temporary file (this one's, or another
 * game's in progress) is left alone. Returns how many were removed; never throws.
 */
export function sweepTempFiles(dir: string, opts: SweepOptions = {}): number {
  const fs = opts.fs ?? systemFs;
  const alive = opts.alive ?? processAlive;
  let removed = 0;
  try {
    for (const name of fs.readdirSync(dir) as string[]) {
      const m = TEMP.exec(name);
      if (!m || Number(m[1]) === process.pid || alive(Number(m[1]))) continue;
      try {
        fs.unlinkSync(path.join(dir, name));
        removed++;
      } catch {
        /* someone else's, or already gone */
      }
    }
  } catch {
    /* no folder yet */
  }
  return removed;
}

/**
 * writeFileAtomic without blocking: the same steps (a new temporary file beside `file`, written and
 * flushed, renamed over it, the folder flushed), each on libuv's thread pool, so that a server writing
 * many rooms' files keeps answering meanwhile, and writes of different files overlap. Rejects with a
 * StorageError ("cannot save to FILE: why"), the previous `file` untouched and the temporary file gone.
 * Two writes of the same file must not overlap (the caller orders them).
 */
export async function writeFileAtomicAsync(file: string, data: string, mode = 0o644): Promise<void> {
  // Loaded here, by the server's first write: Node's fs/promises brings readline and the file
  // watchers along, 1.5 MB that a local game (which saves synchronously) never needs.
  const fsp = await import('node:fs/promises');
  const dir = path.dirname(file);
  const tmp = tempFileName(file);
  let created = false;
  try {
    let fh: import('node:fs/promises').FileHandle;
    try {
      fh = await fsp.open(tmp, 'wx', mode);
    } catch (e) {
      // The folder is made on the first write only (a server writes the same files again and again).
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      await fsp.mkdir(dir, { recursive: true });
      fh = await fsp.open(tmp, 'wx', mode);
    }
    created = true;
    try {
      await fh.writeFile(data, 'utf8');
      await fh.sync();
    } finally {
      await fh.close();
    }
    await fsp.rename(tmp, file);
    created = false;
  } catch (e) {
    if (created) await fsp.unlink(tmp).catch(() => undefined);
    throw failed((why) => say('storage.save-to', { file, why }), e);
  }
  try {
    const dh = await fsp.open(dir, 'r');
    try {
      await dh.sync();
    } finally {
      await dh.close();
    }
  } catch {
    /* best effort, as writeFileAtomic */
  }
}
