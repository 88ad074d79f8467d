// The cave as one block of text (one Ink node: fast to lay out and to redraw). It remembers the
// window it showed last, so the view stays put while what must be seen is in it.
import { Text } from 'ink';
import { memo, useRef } from 'react';
import type { GameState } from '../../engine/index.js';
import type { View } from '../board/camera.js';
import type { Zoom } from '../board/zoom.js';
import { drawBoardView, type BoardOptions } from '../board/drawBoard.js';
import { overviewLines } from '../board/overview.js';
import type { Theme } from '../theme.js';

export interface BoardProps {
  readonly state: GameState;
  readonly options: BoardOptions;
  readonly theme: Theme;
  /** The whole cave at a glance in the board's place (the window is worked out all the same). */
  readonly overview?: boolean;
}

function BoardView({ state, options, theme, overview }: BoardProps) {
  const last = useRef<{ readonly view: View; readonly zoom: Zoom | undefined } | null>(null);
  // A window shown at another tile size says nothing about this one.
  const prev = last.current !== null && last.current.zoom === options.zoom ? last.current.view : null;
  const drawn = drawBoardView(state, { ...options, prev }, theme);
  last.current = { view: drawn.view, zoom: options.zoom };
  const lines = overview
    ? overviewLines(
        state,
        drawn.view,
        options.active ?? null,
        options.cols,
        options.rows,
        theme,
        options.marks?.find((m) => m.kind === 'cursor')?.at ?? null,
      )
    : drawn.lines;
  return <Text>{lines.join('\n')}</Text>;
}

export const Board = memo(BoardView);
