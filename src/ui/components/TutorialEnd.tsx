// The end of the tutorial: the medal, what was learned, and where to go next.
import { Box, Text } from 'ink';
import { fit, wrap } from '../layout.js';
import { CAVE_TILES } from '../../engine/index.js';
import { say } from '../../words/index.js';
import type { Session } from '../../play/index.js';
import type { Theme } from '../theme.js';
import { NEXT_TUTORIAL_KEY } from '../tutorial/guide.js';
import { BASICS } from '../tutorial/script.js';
import { nextTutorial, tutorialCommand, tutorialOf } from '../tutorial/tutorials.js';

export function tutorialEndLines(session: Session, cols: number, theme: Theme, msg = ''): string[] {
  const s = session.state;
  const lines = [theme.title(fit(say('tutorial-end.title'), cols)), ''];
  const result = s.result ?? 'failure';
  lines.push(
    (result === 'failure' ? theme.bad : theme.good)(
      fit(`  ${say('tutorial-end.medal', { medal: say(`end.medal.${result}`), round: s.round })}`, cols),
    ),
  );
  lines.push('');
  const t = tutorialOf(session.record) ?? BASICS;
  const next = nextTutorial(t.id);
  // A real game's deck as the panel counts it: the cave tiles and the Exit.
  const text = [
    say(t.id === 'deeper' ? 'tutorial-end.learned-deeper' : 'tutorial-end.learned'),
    say('tutorial-end.next', { deck: CAVE_TILES.length + 1 }),
  ];
  for (const para of text) {
    for (const l of wrap(para, cols - 4)) lines.push(fit(`  ${l}`, cols));
    lines.push('');
  }
  if (next) lines.push(theme.key(fit(`  ${say('tutorial-end.deeper', { key: NEXT_TUTORIAL_KEY })}`, cols)));
  lines.push(theme.key(fit(`  ${say('tutorial-end.keys')}`, cols)));
  lines.push(fit(`  ${say('tutorial-end.again', { command: tutorialCommand(t) })}`, cols));
  if (msg) lines.push('', theme.warn(fit(`  ${msg}`, cols)));
  return lines;
}

export function TutorialEnd({
  session,
  cols,
  rows,
  theme,
  msg,
}: {
  session: Session;
  cols: number;
  rows: number;
  theme: Theme;
  msg?: string;
}) {
  return (
    <Box flexDirection="column" width={cols} height={rows}>
      <Text>{tutorialEndLines(session, cols, theme, msg).slice(0, rows).join('\n')}</Text>
    </Box>
  );
}
