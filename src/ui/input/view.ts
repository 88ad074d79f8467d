// What the current prompt shows on the board (the drawn tile in place, the cursor, the squares a
// path or a choice concerns), with its two lines of text from prompts.ts.
import { type GameState, parseSides, type Pos, step } from '../../engine/index.js';
import { ghostArrow, type BoardOptions } from '../board/drawBoard.js';
import type { Mode } from './mode.js';
import { promptText } from './prompts.js';
import { actorOf, orientState, pathSquares, squareOptions, variantCard } from './queries.js';

export interface View {
  readonly board: BoardOptions;
  readonly prompt: string;
  /** A second line: what the tile or choice means. */
  readonly detail: string;
}

/** Where a caver stands (its tile gets the heavy box, so the acting caver shows without colour). */
function standsAt(s: GameState, id: string | null): Pos | null {
  return id ? s.cavers.find((c) => c.id === id)?.at ?? null : null;
}

function focusOf(s: GameState, mode: Mode, ghostAt: Pos | null, cursor: Pos | null, marks: readonly Pos[]): Pos {
  if (ghostAt) return ghostAt;
  if (cursor) return cursor;
  if (marks.length) return marks[marks.length - 1];
  const seat = mode.m === 'directMenu' ? s.cavers.findIndex((c) => c.id === mode.target) : s.turn ?? s.first;
  const at = s.cavers[seat]?.at ?? s.cavers.find((c) => c.at)?.at;
  return at ?? [0, 0];
}

/** The board options for the current mode. */
export function boardView(s: GameState, mode: Mode, boardCols: number, boardRows: number): BoardOptions {
  const actor = s.turn !== null ? s.cavers[s.turn].id : null;
  let ghost: BoardOptions['ghost'] = null;
  let cursor: Pos | null = null;
  let marks: Pos[] = [];
  switch (mode.m) {
    case 'idle':
      cursor = standsAt(s, actor);
      break;
    case 'confirmMove': {
      const at = standsAt(s, mode.directed ?? actor);
      if (at) cursor = step(at, mode.dir);
      break;
    }
    case 'directMenu':
      cursor = standsAt(s, mode.target);
      break;
    case 'dir':
      cursor = standsAt(s, mode.directed ?? actor);
      break;
    case 'orient': {
      const st = orientState(s, mode);
      const who = actorOf(s, mode.directed);
      const at = standsAt(s, who);
      const card = st ? variantCard(s, st.variant, who, mode.dir) : null;
      if (st && card && at) {
        const arrow = ghostArrow(card, mode.dir);
        ghost = { at: step(at, mode.dir), card, open: parseSides(st.open)!, ...(arrow ? { arrow } : {}) };
      }
      break;
    }
    case 'path': {
      const at = standsAt(s, actorOf(s, mode.directed));
      if (at) marks = pathSquares(at, mode.path);
      break;
    }
    case 'square': {
      const options = squareOptions(s, mode.kind);
      cursor = options[Math.min(mode.idx, options.length - 1)] ?? null;
      marks = options;
      break;
    }
    case 'confirmEnd':
    case 'target':
      break;
  }
  return { cols: boardCols, rows: boardRows, focus: focusOf(s, mode, ghost?.at ?? null, cursor, marks), active: actor, ghost, cursor, marks };
}

/** Board options and the prompt's two lines for the current mode. */
export function describeMode(s: GameState, mode: Mode, boardCols: number, boardRows: number): View {
  return { board: boardView(s, mode, boardCols, boardRows), ...promptText(s, mode) };
}
