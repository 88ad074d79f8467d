// The typed commands of the screen reader's machines (the game, the replay, the AI's watch): a word
// names a command in the language spoken or in English, and help lists them, one line each.
import { lower, say } from '../../words/index.js';

/** How a command is written: in the language spoken, and in English (always understood). */
export interface CommandWords {
  readonly said: string;
  readonly english: string;
}

/** The command a typed word names, or null. */
export function commandNamed<C>(word: string, commands: readonly C[], words: (c: C) => CommandWords): C | null {
  const w = lower(word);
  const en = word.toLowerCase();
  for (const c of commands) {
    const named = words(c);
    if (w === lower(named.said) || en === named.english) return c;
  }
  return null;
}

/** Help: its head, then "command: what it does" for each command in order. */
export function helpLines<C>(
  head: string,
  commands: readonly C[],
  word: (c: C) => string,
  what: (c: C) => string,
): string[] {
  return [head, ...commands.map((c) => say('reader.command-help.line', { command: word(c), what: what(c) }))];
}
