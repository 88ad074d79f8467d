// The end of a game: the medal, what ended it, every caver's fate with the round and the cause, the
// seed, the record and how to replay it.
import { Box, Text } from 'ink';
import { caverDef, onExit } from '../../engine/index.js';
import { caverTitle, difficultyName, say } from '../../words/index.js';
import { endingWords, fateWords } from '../text/story.js';
import { fit, wrap } from '../layout.js';
import { padTo, printable, textWidth } from '../../text/width.js';
import { hearts } from '../panel.js';
import { recordShareLine } from '../../record/daily.js';
import type { Session } from '../../play/index.js';
import type { Theme } from '../theme.js';

export function endLines(session: Session, cols: number, theme: Theme): string[] {
  const s = session.state;
  const lines: string[] = [];
  const result = s.result ?? 'failure';
  const paint = result === 'failure' ? theme.bad : theme.good;
  lines.push(theme.title(fit(say('end.title'), cols)));
  lines.push('');
  lines.push(paint(fit(`  ${say(`end.medal.${result}`)}`, cols)));
  lines.push(fit(`  ${endingWords(s, session.fates)}`, cols));
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
  // The daily cave: one line to share (the same cave for everyone today).
  const share = recordShareLine(session.record, s.result, s.round);
  if (share !== null) {
    // Never cut a line the player copies: on a line of its own when it does not fit beside "Share:".
    const line = `  ${say('end.share', { line: share })}`;
    if (textWidth(line) <= cols) lines.push(theme.good(fit(line, cols)));
    else lines.push(fit(`  ${say('end.share-label')}`, cols), theme.good(fit(share, cols)));
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
  lines.push(theme.key(fit(`  ${say('end.keys')}`, cols)));
  return lines;
}

/** The lines within the screen's rows: blank lines give way first, and the keys (the last line) always stay. */
export function fitRows(lines: readonly string[], rows: number): string[] {
  let out = [...lines];
  for (let i = out.length - 2; out.length > rows && i > 0; i--) if (out[i] === '') out.splice(i, 1);
  if (out.length > rows) out = [...out.slice(0, rows - 1), out[out.length - 1]];
  return out;
}

export function EndScreen({
  session,
  cols,
  rows,
  theme,
}: {
  session: Session;
  cols: number;
  rows: number;
  theme: Theme;
}) {
  return (
    <Box flexDirection="column" width={cols} height={rows}>
      <Text>{fitRows(endLines(session, cols, theme), rows).join('\n')}</Text>
    </Box>
  );
}
