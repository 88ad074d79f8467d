// The cave as one block of text (one Ink node: fast to lay out and to redraw).
import { Text } from 'ink';
import { memo } from 'react';
import type { GameState } from '../../engine/index.js';
import { drawBoard, type BoardOptions } from '../board/drawBoard.js';
import type { Theme } from '../theme.js';

export interface BoardProps {
  readonly state: GameState;
  readonly options: BoardOptions;
  readonly theme: Theme;
}

function BoardView({ state, options, theme }: BoardProps) {
  return <Text>{drawBoard(state, options, theme).join('\n')}</Text>;
}

export const Board = memo(BoardView);
