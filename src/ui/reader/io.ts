// The screen reader's terminal, or pipe: lines in, lines out, and the prompt where a line is typed.
import { createInterface } from 'node:readline';
import type { Session } from '../../play/index.js';
import { say } from '../../words/index.js';

/** A machine of lines: a line typed in, the lines to say and whether to leave. */
export interface LineMachine {
  open(): string[];
  input(line: string): { readonly lines: readonly string[]; readonly effect?: unknown };
}

/** Lines said, each on its own line. */
export function writeLines(lines: readonly string[]): void {
  if (lines.length) process.stdout.write(`${lines.join('\n')}\n`);
}

/** The prompt marks where to type; from a pipe nothing is typed, and it would only stand before the answer. */
export function writePrompt(prompt: string): void {
  if (process.stdin.isTTY === true) process.stdout.write(prompt);
}

/**
 * Each line typed, to `onLine` (true: quit), until it quits or the input ends (Ctrl+D, a pipe run
 * dry); then `finish` once, whose exit code it resolves with.
 */
export function readLines(onLine: (line: string) => boolean, finish: () => number): Promise<number> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: false });
  return new Promise<number>((resolve) => {
    let done = false;
    const end = (): void => {
      if (done) return;
      done = true;
      rl.close();
      resolve(finish());
    };
    rl.on('line', (line) => {
      if (onLine(line)) end();
    });
    rl.on('close', end);
  });
}

/** A game left: where it is saved (exit 0), or why it could not be (on stderr, exit 1). */
export function leaveGame(s: Session): number {
  if (s.saveError) {
    process.stderr.write(`subterra: ${say('cli.error.not-saved-nothing', { why: s.saveError })}\n`);
    return 1;
  }
  if (s.savedTo)
    writeLines([s.over ? say('reader.saved-over', { file: s.savedTo }) : say('reader.saved', { file: s.savedTo })]);
  return 0;
}

/**
 * A machine talked to until it says quit or the input ends: its opening said, a prompt before each
 * line typed, its replies said; then `finish` once, whose exit code it resolves with.
 */
export function talk(machine: LineMachine, finish: () => number): Promise<number> {
  const prompt = (): void => writePrompt(say('reader.prompt'));
  writeLines(machine.open());
  prompt();
  return readLines((line) => {
    const reply = machine.input(line);
    writeLines(reply.lines);
    if (reply.effect === 'quit') return true;
    prompt();
    return false;
  }, finish);
}
