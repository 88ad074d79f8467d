// Why something failed with a file, in words: the system's reason by its error code (the words'
// `errno.<code>`, the code beside it), and a StorageError saying what could not be done and why.
// (files.ts stays free of words: the start-up, which must load nothing it can do without, reads it.)
import { say } from '../words/index.js';
import { describeError, StorageError } from './files.js';

/** The error codes the words name. */
export const ERROR_CODES = [
  'ENOSPC',
  'EDQUOT',
  'EACCES',
  'EPERM',
  'EROFS',
  'ENOENT',
  'ENOTDIR',
  'EISDIR',
  'EEXIST',
  'EMFILE',
  'ENFILE',
  'EIO',
  'ENAMETOOLONG',
  'ELOOP',
  'EBUSY',
] as const;

function isNamed(code: string): code is (typeof ERROR_CODES)[number] {
  return (ERROR_CODES as readonly string[]).includes(code);
}

/** "disk full (ENOSPC)" in the language spoken; the first line of the message for anything else. */
export function reason(e: unknown): string {
  return describeError(e, (code) => (isNamed(code) ? say(`errno.${code}`) : undefined));
}

/** A StorageError saying what could not be done (`what`, given the reason) and why; one already made, as it is. */
export function failed(what: (why: string) => string, e: unknown): StorageError {
  if (e instanceof StorageError) return e;
  const code = (e as { code?: unknown } | null)?.code;
  const why = reason(e);
  return new StorageError(what(why), typeof code === 'string' ? code : undefined, why);
}
