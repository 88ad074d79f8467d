// The table: header, the cave, the panel, the log and the prompt, as the view model (tableView.ts)
// works them out; keys are handled by the App.
import { Box, Text } from 'ink';
import { type TableProps, tableView } from '../tableView.js';
import { Board } from './Board.js';

export type { TableProps } from '../tableView.js';

export function TableScreen(p: TableProps) {
  const { theme } = p;
  const v = tableView(p);
  return (
    <Box flexDirection="column" width={p.cols} height={p.rows}>
      <Text>{theme.inverse(v.header)}</Text>
      <Box flexDirection="row" height={v.middleRows}>
        <Box flexDirection="column">
          <Board state={v.state} options={v.board} theme={theme} overview={p.overview === true} />
          {v.boardWarn ? <Text>{theme.warn(v.boardWarn)}</Text> : null}
        </Box>
        <Text> </Text>
        <Text>{v.panel.join('\n')}</Text>
      </Box>
      {v.chat ? (
        <Box flexDirection="row">
          <Text>{v.log.join('\n')}</Text>
          <Text> </Text>
          <Text>{v.chat.join('\n')}</Text>
        </Box>
      ) : (
        <Text>{v.log.join('\n')}</Text>
      )}
      <Text>{v.prompt.map((l) => theme.key(l)).join('\n')}</Text>
      <Text>{v.status.map((l) => (l.trim() ? theme.warn(l) : l)).join('\n')}</Text>
    </Box>
  );
}
