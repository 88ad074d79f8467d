// Below 80×24 the table does not fit: say how large the terminal must be; the game resumes on resize.
import { Text } from 'ink';
import { MIN_COLS, MIN_ROWS } from '../layout.js';
import { say } from '../../words/index.js';

export function TooSmall({ cols, rows }: { cols: number; rows: number }) {
  return (
    <Text>{`${say('small.size', { cols, rows, minCols: MIN_COLS, minRows: MIN_ROWS })}\n${say('small.larger')}`}</Text>
  );
}
