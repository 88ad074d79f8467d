// Text from a client (names, chat lines): plain text only. Control characters (C0, C1, DEL) and the
// Unicode marks that turn text around or hide it (bidirectional overrides and isolates) are taken
// out, so that nothing a player types can move another player's cursor, colour their terminal or
// make a line read backwards; runs of spaces become one, the ends are trimmed, and it is cut to a
// number of characters (code points, never half of one).

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff\ufff9-\ufffb]/gu;

/** Text cleaned for everyone's screen (see the top of this file), at most `max` characters. */
export function cleanText(raw: string, max: number): string {
  const flat = raw
    .replace(/[\t\n\r]/g, ' ')
    .replace(CONTROL, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  return Array.from(flat).slice(0, max).join('').trim();
}
