// Below 80×24 the table does not fit: say how large the terminal must be; the game resumes on resize.
import { Text } from 'ink';
import { MIN_COLS, MIN_ROWS } from '../layout.js';

export function TooSmall({ cols, rows }: { cols: number; rows: number }) {
  return (
    <Text>
      {`The terminal is ${cols}×${rows}; subterra needs at least ${MIN_COLS}×${MIN_ROWS}.\nMake the window larger to continue (q saves and quits).`}
    </Text>
  );
}
