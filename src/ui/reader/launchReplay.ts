// `subterra replay FILE --screen-reader` (or with INK_SCREEN_READER=true): a saved game played back as
// lines, read in order (reader/replay.ts), from the steps the CLI has already replayed through the
// rules. Lines in from stdin, lines out to stdout, nothing else; a pipe will do as well as a terminal.
import { basename } from 'node:path';
import type { Action } from '../../engine/index.js';
import type { ReplayStep } from '../../record/replay.js';
import { printable } from '../../text/width.js';
import { ReaderReplay } from './replay.js';
import { talk } from './io.js';

export async function launchReaderReplay(
  steps: readonly ReplayStep[],
  actions: readonly Action[],
  file: string,
): Promise<number> {
  // Until quit, or the end of the input (Ctrl+D, or a pipe run dry).
  return talk(new ReaderReplay(steps, actions, printable(basename(file))), () => 0);
}
