// The table: header, the cave, the panel, the log and the prompt. A view of the session and the
// current prompt; keys are handled by the App.
import { Box, Text } from 'ink';
import { caverDef, DIRS, type GameState, HAZARDS, parseSides, playerOfSeat, type Pos, step } from '../../engine/index.js';
import { ghostArrow, type BoardMark, type BoardOptions } from '../board/drawBoard.js';
import { ARROW } from '../board/glyphs.js';
import { pickZoom, type Zoom, type ZoomPref } from '../board/zoom.js';
import { menuItems } from '../input/menu.js';
import type { Mode } from '../input/mode.js';
import { promptText } from '../input/prompts.js';
import { actorOf, candidates, dirsOf, forcedMode, orientState, pathSquares, squareOptions, variantCard } from '../input/queries.js';
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
  /** The tile size the player asked for (default: chosen by the terminal size). */
  readonly zoom?: ZoomPref;
  /** Bumped on every change so memoised children redraw. */
  readonly version: number;
  /** A guide's words in place of the log (the first line a heading), outside the phases' playback. */
  readonly guideLines?: readonly string[];
}


export interface View {
  readonly board: BoardOptions;
  readonly prompt: string;
  /** A second line: what the tile or choice means. */
  readonly detail: string;
}

/** Where a caver stands. */
function actorAt(s: GameState, id: string | null): Pos | null {
  return id ? s.cavers.find((c) => c.id === id)?.at ?? null : null;
}

/** The board options for the current mode: the marks a prompt puts on squares and what to keep in view. */
export function boardView(s: GameState, mode: Mode, boardCols: number, boardRows: number, zoom?: Zoom): BoardOptions {
  const actor = s.turn !== null ? s.cavers[s.turn].id : null;
  let ghost: BoardOptions['ghost'] = null;
  // Marks on the board (the first for a square wins) and the squares to keep in view, most important first.
  const marks: BoardMark[] = [];
  const keep: Pos[] = [];
  const mark = (at: Pos | null, kind: BoardMark['kind'], label?: string): void => {
    if (!at) return;
    marks.push(label === undefined ? { at, kind } : { at, kind, label });
    keep.push(at);
  };
  switch (mode.m) {
    case 'idle':
    case 'confirmEnd':
      mark(actorAt(s, actor), 'actor');
      break;
    case 'confirmMove': {
      const at = actorAt(s, actorOf(s, mode.directed));
      if (at) mark(step(at, mode.dir), 'danger');
      mark(at, 'actor');
      break;
    }
    case 'directMenu':
      mark(actorAt(s, mode.target), 'actor');
      mark(actorAt(s, actor), 'actor');
      break;
    case 'dir': {
      const at = actorAt(s, actorOf(s, mode.directed));
      mark(at, 'actor');
      // The squares this action can go to, each marked with its arrow.
      if (at) {
        const dirs = dirsOf(candidates(s, mode.directed), mode.kind);
        for (const d of DIRS) if (dirs.has(d)) mark(step(at, d), 'candidate', ARROW[d]);
      }
      break;
    }
    case 'orient': {
      const st = orientState(s, mode);
      const who = actorOf(s, mode.directed);
      const at = actorAt(s, who);
      const card = st ? variantCard(s, st.variant) : null;
      if (st && at) {
        const sq = step(at, mode.dir);
        if (card) {
          const arrow = ghostArrow(card, mode.dir);
          ghost = { at: sq, card, open: parseSides(st.open)!, ...(arrow ? { arrow } : {}) };
        }
        keep.push(sq);
        mark(at, 'actor');
      }
      break;
    }
    case 'path': {
      const at = actorAt(s, actorOf(s, mode.directed));
      if (at) {
        const squares = pathSquares(at, mode.path);
        // The path's end first (kept in view first), each square numbered by its step.
        for (let i = squares.length - 1; i >= 0; i--) mark(squares[i], 'path', String(i + 1));
      }
      mark(at, 'actor');
      break;
    }
    case 'target':
      mark(actorAt(s, actorOf(s, mode.directed)), 'actor');
      break;
    case 'square': {
      const options = squareOptions(s, mode.kind);
      const idx = Math.min(mode.idx, options.length - 1);
      // The selected option first (its mark wins, and it is kept in view first), then the others,
      // each numbered as the key that picks it.
      if (idx >= 0) mark(options[idx], 'selected', String(idx + 1));
      options.forEach((o, i) => {
        if (i !== idx) mark(o, 'candidate', String(i + 1));
      });
      // The horror a path choice is about.
      if (mode.kind === 'choose' && s.pending?.from) keep.push(s.pending.from);
      break;
    }
  }
  const focus = keep[0] ?? actorAt(s, actor) ?? s.cavers.find((c) => c.at)?.at ?? [0, 0];
  return { cols: boardCols, rows: boardRows, ...(zoom ? { zoom } : {}), focus, keep, active: actor, ghost, marks };
}

/** Board options and the prompt's two lines (prompts.ts) for the current mode. */
export function describeMode(s: GameState, mode: Mode, boardCols: number, boardRows: number, zoom?: Zoom): View {
  return { board: boardView(s, mode, boardCols, boardRows, zoom), ...promptText(s, mode) };
}

export function TableScreen(p: TableProps) {
  const { session, theme } = p;
  const L = tableLayout(p.cols, p.rows);
  const live = session.state;
  const step = p.playback ? p.playback.steps[p.playback.idx] : null;
  const s = step ? step.frame : live;
  // The prompt the game forces (a choice it waits for, a Diver who must surface) shows at once.
  const mode = step ? ({ m: 'idle' } as Mode) : forcedMode(s, p.mode);
  const zoom = pickZoom(p.zoom ?? 'auto', L.boardCols, L.middleRows);
  const view = describeMode(s, mode, L.boardCols, L.middleRows, zoom);
  // While the phases play out step by step, the squares where things happen are marked (latest first).
  const stepMarks: BoardMark[] = step ? [...step.marks].reverse().map((at) => ({ at, kind: 'danger' as const })) : [];
  const board: BoardOptions = step
    ? { ...view.board, active: null, marks: stepMarks, keep: stepMarks.map((m) => m.at), focus: stepMarks[0]?.at ?? view.board.focus }
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
  } else if (p.guideLines) {
    logLines = p.guideLines.slice(0, L.logRows).map((l, i) => (i === 0 ? theme.title(fit(l, p.cols)) : fit(l, p.cols)));
    while (logLines.length < L.logRows) logLines.push(' '.repeat(p.cols));
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
