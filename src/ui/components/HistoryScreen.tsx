// The message history (P or Ctrl+P): the whole game's log, every line whole (wrapped, never cut),
// scrolled like a pager. A resumed game's history starts at round 1: it is rebuilt from the record.
import { Box, Text } from 'ink';
import { fit, wrap } from '../layout.js';
import { say } from '../../words/index.js';
import type { Theme } from '../theme.js';

/** The log's lines wrapped to the screen's width (the last result kept: the log only grows). */
const wrapped: { log: readonly string[] | null; n: number; cols: number; lines: string[] } = {
  log: null,
  n: 0,
  cols: 0,
  lines: [],
};

export function historyLines(log: readonly string[], cols: number): string[] {
  if (wrapped.log !== log || wrapped.cols !== cols || wrapped.n > log.length) {
    wrapped.log = log;
    wrapped.cols = cols;
    wrapped.n = 0;
    wrapped.lines = [];
  }
  for (; wrapped.n < log.length; wrapped.n++) {
    const parts = wrap(log[wrapped.n], cols - 2);
    wrapped.lines.push(...(parts.length ? parts.map((l, i) => (i === 0 ? l : `  ${l}`)) : ['']));
  }
  return wrapped.lines;
}

/** Lines of history a page shows on a screen this many rows tall (a header and a footer line). */
export function historyPage(rows: number): number {
  return Math.max(1, rows - 2);
}

export interface HistoryProps {
  readonly log: readonly string[];
  /** Lines scrolled back from the newest. */
  readonly back: number;
  readonly cols: number;
  readonly rows: number;
  readonly theme: Theme;
}

export function historyScreenLines({ log, back, cols, rows, theme }: HistoryProps): string[] {
  const all = historyLines(log, cols);
  const page = historyPage(rows);
  const end = Math.max(0, all.length - Math.max(0, Math.min(back, all.length - page)));
  const start = Math.max(0, end - page);
  const body = all.slice(start, end).map((l) => fit(l, cols));
  while (body.length < page) body.push(' '.repeat(cols));
  const where =
    all.length === 0 ? say('history.empty') : say('history.lines', { from: start + 1, to: end, n: all.length });
  return [
    theme.inverse(fit(say('history.title', { where }), cols)),
    ...body,
    theme.key(fit(say('history.keys'), cols)),
  ];
}

export function HistoryScreen(p: HistoryProps) {
  return (
    <Box flexDirection="column" width={p.cols} height={p.rows}>
      <Text>{historyScreenLines(p).join('\n')}</Text>
    </Box>
  );
}
