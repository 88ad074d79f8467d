// The table: header, the cave, the panel, the log and the prompt. A view of the session and the
// current prompt; keys are handled by the App.
import { Box, Text } from 'ink';
import { caverDef, HAZARDS, playerOfSeat } from '../../engine/index.js';
import { menuItems } from '../input/menu.js';
import type { Mode } from '../input/mode.js';
import { forcedMode } from '../input/queries.js';
import { describeMode } from '../input/view.js';
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
