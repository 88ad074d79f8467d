// The room's one-line chat input: C opens it, Enter sends the line, Esc puts it away, Backspace takes
// back a character. Pure: a key gives the line as it is now (null: closed) and, on Enter, the text to
// send.
import type { ChatLine } from '../../net/index.js';
import { say } from '../../words/index.js';
import { isBack, isEnter, isEscape, type KeyPress, ROOM_KEYS } from '../input/keys.js';

/** The key that opens the chat input, at the table and in the lobby. */
export const CHAT_KEY = ROOM_KEYS.chat;

export interface ChatPressed {
  /** The line being typed, or null once it is sent or put away. */
  readonly text: string | null;
  /** The line to send (Enter on a line with something in it). */
  readonly send?: string;
}

/** A key while the chat input is open; `max`: the characters a line may have. */
export function chatPress(text: string, k: KeyPress, max: number): ChatPressed {
  if (isEscape(k)) return { text: null };
  if (isEnter(k)) {
    const line = text.trim();
    return line === '' ? { text: null } : { text: null, send: line };
  }
  if (isBack(k)) return { text: [...text].slice(0, -1).join('') };
  if (k.key.ctrl || k.input === '' || k.key.tab) return { text };
  // Printable characters only (a paste arrives one character at a time).
  const typed = [...k.input].filter((ch) => ch >= ' ' && ch !== '\x7f').join('');
  const next = [...(text + typed)];
  return { text: next.slice(0, max).join('') };
}

/** The input line as shown: what is typed so far (its end, when it is longer than the line), and its keys. */
export function chatInputLine(text: string, cols: number): string {
  const keys = ` · ${say('room.chat.keys')}`;
  const room = Math.max(8, cols - keys.length - 8);
  const chars = [...text];
  const shown = chars.length > room ? `…${chars.slice(chars.length - room + 1).join('')}` : text;
  return `${say('room.chat.prompt', { text: shown })}${keys}`;
}

/** A line of the chat as the lobby and the table show it: "Ana: hello". */
export function chatText(line: ChatLine): string {
  return say('room.chat.line', { name: line.name, text: line.text });
}
