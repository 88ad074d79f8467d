// The statistics of the saved games (record/statsText.ts's lines), opened from the setup screen.
import { Box, Text } from 'ink';
import { fit } from '../layout.js';
import { say } from '../../words/index.js';
import type { Theme } from '../theme.js';

export function StatsScreen({
  lines,
  cols,
  rows,
  theme,
}: {
  lines: readonly string[];
  cols: number;
  rows: number;
  theme: Theme;
}) {
  const body = lines.slice(0, rows - 3).map((l) => fit(` ${l}`, cols));
  const out = [theme.title(fit(say('stats.title'), cols)), '', ...body];
  while (out.length < rows - 1) out.push('');
  out.push(theme.key(fit(say('stats.back'), cols)));
  return (
    <Box flexDirection="column" width={cols} height={rows}>
      <Text>{out.join('\n')}</Text>
    </Box>
  );
}
