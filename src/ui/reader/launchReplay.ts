// `subterra replay FILE --screen-reader` (or with INK_SCREEN_READER=true): a saved game played back as
// lines, read in order (reader/replay.ts), from the steps the CLI has already replayed through the
// rules. Lines in from stdin, lines out to stdout, nothing else; a pipe will do as well as a terminal.
import { basename } from 'node:path';
import { createInterface } from 'node:readline';
import type { Action } from '../../engine/index.js';
import type { ReplayStep } from '../../record/replay.js';
import { printable } from '../../text/width.js';
import { say } from '../../words/index.js';
import { ReaderReplay } from './replay.js';

export async function launchReaderReplay(
  steps: readonly ReplayStep[],
  actions: readonly Action[],
  file: string,
): Promise<number> {
  const write = (lines: readonly string[]): void => {
    if (lines.length) process.stdout.write(`${lines.join('\n')}\n`);
  };
  const replay = new ReaderReplay(steps, actions, printable(basename(file)));
  write(replay.open());
  // The prompt marks where to type; from a pipe nothing is typed, and it would only stand before the answer.
  const prompt = (): void => {
    if (process.stdin.isTTY === true) process.stdout.write(say('reader.prompt'));
  };
  prompt();
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: false });
  return new Promise<number>((resolve) => {
    let done = false;
    const finish = (): void => {
      if (done) return;
      done = true;
      rl.close();
      resolve(0);
    };
    rl.on('line', (line) => {
      const reply = replay.input(line);
      write(reply.lines);
      if (reply.effect === 'quit') return finish();
      prompt();
    });
    // The end of the input (Ctrl+D, or a pipe run dry).
    rl.on('close', finish);
  });
}
