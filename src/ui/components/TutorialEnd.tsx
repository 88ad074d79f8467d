// The end of the tutorial: the medal, what was learned, and where to go next.
import { Box, Text } from 'ink';
import { fit, wrap } from '../layout.js';
import { CAVE_TILES } from '../../engine/index.js';
import type { Session } from '../../play/index.js';
import { say } from '../../words/index.js';
import type { Theme } from '../theme.js';

const MEDAL: Readonly<Record<string, string>> = {
  gold: 'GOLD — everyone escaped!',
  silver: 'SILVER — one caver was left behind',
  bronze: 'BRONZE — two cavers were left behind',
  failure: 'FAILURE — three or more cavers were left behind',
};

export function tutorialEndLines(session: Session, cols: number, theme: Theme, msg = ''): string[] {
  const s = session.state;
  const lines = [theme.title(fit(' SUB TERRA — the tutorial is done', cols)), ''];
  const result = s.result ?? 'failure';
  lines.push((result === 'failure' ? theme.bad : theme.good)(fit(`  ${MEDAL[result]}  (round ${s.round})`, cols)));
  lines.push('');
  const text = [
    'You have revealed and explored, moved, run and swum, exerted, healed, cleared rubble, hidden, woken a caver with First aid and moved another with Direct; you have seen a Tremor, a Flood, a Gas leak, a Cave-in and a Horror.',
    // A real game's deck as the panel counts it: the cave tiles and the Exit.
    say('tutorial.real-game', { deck: CAVE_TILES.length + 1 }),
  ];
  for (const para of text) {
    for (const l of wrap(para, cols - 4)) lines.push(fit(`  ${l}`, cols));
    lines.push('');
  }
  lines.push(theme.key(fit('  n: your first real game (a fresh cave, the same team)   q: leave', cols)));
  lines.push(fit('  subterra tutorial --restart plays the tutorial again', cols));
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
