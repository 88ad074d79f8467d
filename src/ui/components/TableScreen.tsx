// The table: header, the cave, the panel, the log and the prompt. A view of the session and the
// current prompt; keys are handled by the App.
import { Box, Text } from 'ink';
import { caverDef, type GameState, HAZARDS, parseSides, playerOfSeat, type Pos, step } from '../../engine/index.js';
import { ghostArrow, type BoardOptions } from '../board/drawBoard.js';
import { menuItems } from '../input/menu.js';
import type { Mode } from '../input/mode.js';
import { promptText } from '../input/prompts.js';
import { actorOf, forcedMode, orientState, pathSquares, squareOptions, variantCard } from '../input/queries.js';
import { fit, tableLayout } from '../layout.js';
import { printable, textWidth } from '../../text/width.js';
import { panelLines } from '../panel.js';
import type { PlaybackStep, Session } from '../session.js';
import { caverName } from '../text/describe.js';
import type { Theme } from '../theme.js';
import { Board } from './Board.js';

export interface Playback {
  readonly steps: readonly PlaybackStep[];
  readonly idx: number;
}

export interface TableProps {
  readonly session: Session;
  readonly mode: Mode;
  readonly playback: Playback | null;
  readonly msg: string;
  readonly auto: boolean;
  readonly cols: number;
  readonly rows: number;
  readonly theme: Theme;
  /** Bumped on every change so memoised children redraw. */
  readonly version: number;
}


export interface View {
  readonly board: BoardOptions;
  readonly prompt: string;
  /** A second line: what the tile or choice means. */
  readonly detail: string;
}

/** Where a caver stands (its tile gets the heavy box, so the acting caver shows without colour). */
function actorAt(s: GameState, id: string | null): Pos | null {
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
      cursor = actorAt(s, actor);
      break;
    case 'confirmMove': {
      const at = actorAt(s, mode.directed ?? actor);
      if (at) cursor = step(at, mode.dir);
      break;
    }
    case 'directMenu':
      cursor = actorAt(s, mode.target);
      break;
    case 'dir':
      cursor = actorAt(s, mode.directed ?? actor);
      break;
    case 'orient': {
      const st = orientState(s, mode);
      const who = actorOf(s, mode.directed);
      const at = actorAt(s, who);
      const card = st ? variantCard(s, st.variant, who, mode.dir) : null;
      if (st && card && at) {
        const arrow = ghostArrow(card, mode.dir);
        ghost = { at: step(at, mode.dir), card, open: parseSides(st.open)!, ...(arrow ? { arrow } : {}) };
      }
      break;
    }
    case 'path': {
      const at = actorAt(s, actorOf(s, mode.directed));
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

/** Board options and the prompt's two lines (prompts.ts) for the current mode. */
export function describeMode(s: GameState, mode: Mode, boardCols: number, boardRows: number): View {
  return { board: boardView(s, mode, boardCols, boardRows), ...promptText(s, mode) };
}

export function TableScreen(p: TableProps) {
  const { session, theme } = p;
  const L = tableLayout(p.cols, p.rows);
  const live = session.state;
  const step = p.playback ? p.playback.steps[p.playback.idx] : null;
  const s = step ? step.frame : live;
  // The prompt the game forces (a choice it waits for, a Diver who must surface) shows at once.
  const mode = step ? ({ m: 'idle' } as Mode) : forcedMode(s, p.mode);
  const view = describeMode(s, mode, L.boardCols, L.middleRows);
  const board = step
    ? { ...view.board, active: null, marks: step.marks, focus: step.marks[step.marks.length - 1] ?? view.board.focus }
    : view.board;
  const players = session.record.players;
  const menu = step ? [] : menuItems(s, mode);
  const actor = s.turn !== null ? s.cavers[s.turn] : null;
  const menuTitle = mode.m === 'directMenu' ? `${caverName(mode.target)} may:` : actor ? `Actions (${s.ap} AP${s.exerted ? ', exerted' : ''}):` : '';
  const panel = panelLines({
    state: s, width: L.panelCols, height: L.middleRows, menu, menuTitle,
    ...(players > 1 ? { playerOf: (seat: number) => playerOfSeat(players, s.cavers.length, seat) } : {}),
  }, theme);

  // Header: who is acting (and which player), the seed, the difficulty.
  const seat = s.turn;
  const phaseName = s.phase === 'horror' ? 'Horror phase' : s.phase === 'hazard' ? 'Hazard phase' : s.phase === 'end' ? 'End phase' : 'Action phase';
  const who = seat !== null
    ? `${players > 1 ? `Player ${playerOfSeat(players, s.cavers.length, seat)} · ` : ''}${caverDef(s.cavers[seat].id).name}'s turn`
    : s.pending ? 'A choice is needed' : phaseName;
  const right = '? help · q save & quit ';
  const left = ` SUB TERRA · ${who} · seed ${printable(session.record.seed)} · ${session.record.difficulty}${session.record.easy ? ' (easy)' : ''}`;
  const leftWidth = textWidth(left);
  const header = leftWidth + right.length + 1 <= p.cols ? left + ' '.repeat(p.cols - leftWidth - right.length) + right : fit(left, p.cols);

  // Log: the playback lines so far (current step highlighted) or the latest events.
  let logLines: string[];
  if (p.playback) {
    const shown = p.playback.steps.slice(0, p.playback.idx + 1);
    const flat: string[] = [];
    shown.forEach((st, i) => st.lines.forEach((l) => flat.push(i === p.playback!.idx ? theme.bold(fit(l, p.cols)) : theme.dim(fit(l, p.cols)))));
    logLines = flat.slice(-L.logRows);
  } else logLines = session.log.slice(-L.logRows).map((l) => fit(l, p.cols));
  while (logLines.length < L.logRows) logLines.unshift(' '.repeat(p.cols));

  let prompt: string;
  if (p.playback) {
    // The card of this round's hazard phase, once it is turned (not last round's, during the horror phase).
    const card = step?.card ? HAZARDS[step.card].name : '';
    prompt = `Step ${p.playback.idx + 1}/${p.playback.steps.length}${card ? ` · hazard: ${card}` : ''} · Space/Enter next · Esc skip · a: auto ${p.auto ? 'on' : 'off'}`;
  } else prompt = view.prompt;
  const status = p.msg || (session.saveError ? `Not saved: ${session.saveError} (your last good save is kept)` : step ? '' : view.detail);

  return (
    <Box flexDirection="column" width={p.cols} height={p.rows}>
      <Text>{theme.inverse(header)}</Text>
      <Box flexDirection="row" height={L.middleRows}>
        <Board state={s} options={board} theme={theme} />
        <Text> </Text>
        <Text>{panel.join('\n')}</Text>
      </Box>
      <Text>{logLines.join('\n')}</Text>
      <Text>{theme.key(fit(prompt, p.cols))}</Text>
      <Text>{status ? theme.warn(fit(status, p.cols)) : ' '.repeat(p.cols)}</Text>
    </Box>
  );
}
