// A line typed at the screen reader's prompt, as text. A terminal sends keys such as the arrows, Home,
// End or F1 as escape sequences (ESC [ 4 ~ for End); read as a line they are not words, and said back
// ("Unknown: …") they would move the cursor or colour the screen instead of being read. They are taken
// out whole, and any other control character with them.

// eslint-disable-next-line no-control-regex
const KEY_SEQUENCE = /\u001b(?:\[[0-?]*[ -/]*[@-~]|O.|[^[O])?/gu;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/gu;

export interface Typed {
  /** The line without the keys' sequences and control characters, trimmed. */
  readonly text: string;
  /** The line held keys and nothing else (an arrow, End): nothing to read as words. */
  readonly keysOnly: boolean;
}

export function typedLine(raw: string): Typed {
  const text = raw.replace(KEY_SEQUENCE, '').replace(CONTROL, '').trim();
  return { text, keysOnly: text === '' && raw.trim() !== '' };
}
