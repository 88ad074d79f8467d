// The end of a game: the medal, what ended it, every caver's fate with the round and the cause, the
// seed, the record and how to replay it.
import { Box, Text } from 'ink';
import { caverDef, type Fates, type GameState, onExit } from '../../engine/index.js';
import { caverTitle, difficultyName, say } from '../../words/index.js';
import { endingWords, fateWords } from '../text/story.js';
import { fit, placeInBox, screenBox, wrap, wrapPhrases } from '../layout.js';
import { padTo, printable, textWidth } from '../../text/width.js';
import { hearts } from '../panel.js';
import { recordShareLine } from '../../record/daily.js';
import type { GameRecord } from '../../record/types.js';
import type { Theme } from '../theme.js';

/** What the end screen reads of a game: a local Session's, or a room's once the server revealed its record. */
export interface EndSource {
  readonly state: GameState;
  readonly fates: Fates;
  readonly record: GameRecord;
  readonly savedTo: string | null;
  readonly saveError: string | null;
}

/** A room's end: the check of the deal against the commitment made at the start, and the room's keys. */
export interface RoomEnd {
  /** The check's line (ok: verified; else it failed, said loudly). */
  readonly check: { readonly text: string; readonly ok: boolean };
  readonly keys: string;
}

export function endLines(session: EndSource, cols: number, theme: Theme, room?: RoomEnd): string[] {
  const s = session.state;
  const lines: string[] = [];
  const result = s.result ?? 'failure';
  const paint = result === 'failure' ? theme.bad : theme.good;
  lines.push(theme.title(fit(say('end.title'), cols)));
  lines.push('');
  lines.push(paint(fit(`  ${say(`end.medal.${result}`)}`, cols)));
  // What ended the game, whole: wrapped rather than cut (a longer language, or losses of both kinds).
  for (const w of wrap(endingWords(s, session.fates), cols - 2)) lines.push(fit(`  ${w}`, cols));
  lines.push('');
  // The names' column as wide as the team's longest name ("Garde du corps").
  const nameWidth = Math.max(10, ...s.cavers.map((c) => textWidth(caverTitle(c.id))));
  s.cavers.forEach((c, seat) => {
    const def = caverDef(c.id);
    const out = onExit(s, seat);
    const head = `  ${out ? '✓' : '✗'} ${def.number} ${padTo(caverTitle(c.id), nameWidth)} ${hearts(c).padEnd(5)}  `;
    // The fate whole: wrapped under its caver rather than cut.
    const words = wrap(fateWords(session.fates.cavers[seat]), Math.max(20, cols - textWidth(head)));
    words.forEach((w, i) => lines.push(fit(`${i === 0 ? head : ' '.repeat(textWidth(head))}${w}`, cols)));
  });
  lines.push('');
  lines.push(
    fit(
      `  ${say('end.summary', {
        rounds: s.round,
        seed: printable(session.record.seed),
        difficulty: session.record.easy
          ? say('end.easy', { difficulty: difficultyName(session.record.difficulty) })
          : difficultyName(session.record.difficulty),
      })}`,
      cols,
    ),
  );
  // A room's game: the deal checked against the commitment made at the start, the line whole.
  if (room) {
    const paint = room.check.ok ? theme.good : (x: string) => theme.bad(theme.bold(x));
    for (const l of wrap(room.check.text, cols - 2)) lines.push(paint(fit(`  ${l}`, cols)));
  }
  // The daily cave: one line to share (the same cave for everyone today).
  const share = recordShareLine(session.record, s.result, s.round);
  if (share !== null) {
    // Never cut a line the player copies: on a line of its own when it does not fit beside "Share:".
    const line = `  ${say('end.share', { line: share })}`;
    if (textWidth(line) <= cols) lines.push(theme.good(fit(line, cols)));
    else {
      // Flush left for copying, and broken between its parts when even that is too wide (its hints).
      lines.push(fit(`  ${say('end.share-label')}`, cols));
      for (const l of wrapPhrases(share, cols)) lines.push(theme.good(fit(l, cols)));
    }
  }
  if (session.savedTo) {
    const watch = `  ${say('end.watch', { file: session.savedTo })}`;
    if (textWidth(watch) <= cols) {
      lines.push(fit(`  ${say('end.saved', { file: session.savedTo })}`, cols));
      lines.push(fit(watch, cols));
    } else {
      // Never cut a path the player may copy: whole, over as many lines as it takes, and printed
      // again on one line when the game is left.
      lines.push(fit(`  ${say('end.saved-to')}`, cols));
      const path = [...session.savedTo];
      for (let i = 0; i < path.length; i += cols - 4)
        lines.push(fit(`    ${path.slice(i, i + cols - 4).join('')}`, cols));
      lines.push(fit(`  ${say('end.watch-long')}`, cols));
    }
  } else if (session.saveError)
    lines.push(theme.warn(fit(`  ${say('end.not-saved', { why: session.saveError })}`, cols)));
  lines.push('');
  lines.push(theme.key(fit(`  ${room ? room.keys : say('end.keys')}`, cols)));
  return lines;
}

/** The lines within the screen's rows: blank lines give way first, and the keys (the last line) always stay. */
export function fitRows(lines: readonly string[], rows: number): string[] {
  let out = [...lines];
  for (let i = out.length - 2; out.length > rows && i > 0; i--) if (out[i] === '') out.splice(i, 1);
  if (out.length > rows) out = [...out.slice(0, rows - 1), out[out.length - 1]];
  return out;
}

/** The end screen's rows: its lines in the terminal, or centred in a block on a large one. */
export function endScreenLines(session: EndSource, cols: number, rows: number, theme: Theme, room?: RoomEnd): string[] {
  const box = screenBox(cols, rows);
  return placeInBox(fitRows(endLines(session, box.w, theme, room), box.h), box, rows);
}

export function EndScreen({
  session,
  cols,
  rows,
  theme,
  room,
}: {
  session: EndSource;
  cols: number;
  rows: number;
  theme: Theme;
  room?: RoomEnd;
}) {
  return (
    <Box flexDirection="column" width={cols} height={rows}>
      <Text>{endScreenLines(session, cols, rows, theme, room).join('\n')}</Text>
    </Box>
  );
}
