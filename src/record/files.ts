// The file system as the record layer uses it: the calls it makes (tests inject failing ones), and
// its failures as one line fit for the terminal.
import type * as nodeFs from 'node:fs';
import realFs from 'node:fs';

/** The file-system calls the record layer makes; tests inject failing or recording versions. */
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

/**
 * node:fs itself, as the default when no other Fs is given. The module object, not a namespace
 * import used as a value: the bundle's stand-in for a built-in (scripts/builtins.mjs) would then read
 * every property of fs as it loads, and on Node 24 and later some of them (fs.F_OK and its kin) are
 * deprecated getters that print a warning.
 */
export const systemFs: Fs = realFs;

export interface StorageOptions {
  /** Environment to read SUBTERRA_HOME, XDG_DATA_HOME and HOME from; default process.env. */
  env?: Readonly<Record<string, string | undefined>>;
  /** File-system implementation; default node:fs. */
  fs?: Fs;
  /** The folder records are saved in (default: the games folder); the tutorial keeps its own. */
  dir?: string;
}

/** A storage failure, with a one-line message fit for the terminal. */
export class StorageError extends Error {
  readonly code: string | undefined;
  /** The reason alone (the message is "what could not be done: why"). */
  readonly why: string;
  constructor(message: string, code?: string, why: string = message) {
    super(message);
    this.name = 'StorageError';
    this.code = code;
    this.why = why;
  }
}

/**
 * The reasons in English, for the start-up's one line when it cannot write (it loads no words);
 * everything else says them in the language spoken (record/reasons.ts, the words' `errno.<code>`).
 */
const REASONS: Readonly<Record<string, string>> = {
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

/**
 * "disk full (ENOSPC)" from a Node error, the reason by its code in words (`reasons`: English
 * unless told); the first line of the message for anything else.
 */
export function describeError(
  e: unknown,
  reasons: (code: string) => string | undefined = (code) => REASONS[code],
): string {
  const code = (e as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? reasons(code) : undefined;
  if (known !== undefined) return `${known} (${code as string})`;
  const msg = e instanceof Error ? e.message : String(e);
  const line = msg.split('\n')[0].trim();
  return typeof code === 'string' && !line.includes(code) ? `${line} (${code})` : line;
}
