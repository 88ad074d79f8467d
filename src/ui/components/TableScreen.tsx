// The table: header, the cave, the panel, the log and the prompt. A view of the session and the
// current prompt; keys are handled by the App.
import { Box, Text } from 'ink';
import { HAZARDS } from '../../engine/hazards.js';
import { playerOfSeat } from '../../engine/setup.js';
import { caverDef } from '../../engine/registry.js';
import { TILE_KINDS } from '../../engine/tiles.js';
import { DELTA, DIRS, parseSides } from '../../engine/dirs.js';
import type { Dir, GameState, Pos } from '../../engine/types.js';
import type { BoardMark, BoardOptions } from '../board/drawBoard.js';
import { ghostArrow } from '../board/drawBoard.js';
import { ARROW } from '../board/glyphs.js';
import { pickZoom, type Zoom, type ZoomPref } from '../board/zoom.js';
import { candidates, discardsExit, forcedMode, orientState, pathSquares, squareOptions, targetOptions, variantCard, type Mode } from '../input/controller.js';
import { menuItems } from '../input/menu.js';
import { fit, MIN_COLS, tableLayout } from '../layout.js';
import { printable, textWidth } from '../../text/width.js';
import { panelLines } from '../panel.js';
import type { PlaybackStep, Session } from '../session.js';
import { caverName, pendingText, tileName } from '../text/describe.js';
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
}


/** Where a caver stands. */
function actorAt(s: GameState, id: string | null): Pos | null {
  return id ? s.cavers.find((c) => c.id === id)?.at ?? null : null;
}

function stepFrom(at: Pos, d: Dir): Pos {
  return [at[0] + DELTA[d][0], at[1] + DELTA[d][1]];
}

interface View {
  readonly board: BoardOptions;
  readonly prompt: string;
  /** A second line: what the tile or choice means. */
  readonly detail: string;
}

/** Board options and the prompt line for the current mode. */
export function describeMode(s: GameState, mode: Mode, boardCols: number, boardRows: number, zoom?: Zoom): View {
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
  let prompt = '';
  let detail = '';
  switch (mode.m) {
    case 'idle':
      prompt = actor ? `${caverName(actor)}: ${s.ap} AP · arrows/hjkl: move · letters: actions · Enter: end turn` : '';
      mark(actorAt(s, actor), 'actor');
      break;
    case 'confirmMove': {
      const at = actorAt(s, mode.directed ?? actor);
      if (at) mark(stepFrom(at, mode.dir), 'danger');
      mark(at, 'actor');
      prompt = `Really step ${mode.dir}? ${mode.dir} again or Enter: go · any other key: stay`;
      break;
    }
    case 'confirmEnd':
      mark(actorAt(s, actor), 'actor');
      prompt = `End ${actor ? caverName(actor) : ''}'s turn with ${s.ap} AP left? Enter = yes, any other key = no`;
      break;
    case 'directMenu':
      prompt = `Direct: ${caverName(mode.target)} takes one 1-AP action (keys as usual) · Esc cancels`;
      mark(actorAt(s, mode.target), 'actor');
      mark(actorAt(s, actor), 'actor');
      break;
    case 'dir': {
      const at = actorAt(s, mode.directed ?? actor);
      mark(at, 'actor');
      // The squares this action can go to, each marked with its arrow.
      if (at) {
        const dirs = new Set<Dir>();
        for (const a of candidates(s, mode.directed)) if (a.do === mode.kind && 'dir' in a && a.dir) dirs.add(a.dir);
        for (const d of DIRS) if (dirs.has(d)) mark(stepFrom(at, d), 'candidate', ARROW[d]);
      }
      prompt = `${mode.kind[0].toUpperCase()}${mode.kind.slice(1)}${mode.directed ? ` (${caverName(mode.directed)})` : ''}: which way? ←↑→↓${mode.kind === 'clear' || mode.kind === 'quickdig' ? ' or . for your own tile' : ''} · Esc back`;
      break;
    }
    case 'orient': {
      const st = orientState(s, mode);
      const who = mode.directed ?? actor!;
      if (st) {
        const card = variantCard(s, st.variant, who, mode.dir);
        const at = actorAt(s, who)!;
        const sq = stepFrom(at, mode.dir);
        if (card) ghost = { at: sq, card, open: parseSides(st.open)!, ...(ghostArrow(card, mode.dir) ? { arrow: ghostArrow(card, mode.dir) } : {}) };
        keep.push(sq);
        mark(at, 'actor');
        const next = st.variants[(mode.variant + 1) % st.variants.length];
        const loseExit = next.discard === true && discardsExit(s, st.variants, who, mode.dir);
        const other = st.variants.length > 1 && !mode.pathfinder
          ? ` · Tab: ${loseExit ? 'Pathfinder (discards the Exit!)' : next.label}` : '';
        detail = card ? `${tileName(card)}: ${TILE_KINDS[card.type].rule}` : '';
        prompt = `${mode.kind === 'explore' ? 'Explore' : 'Reveal'} ${mode.dir}: ${card ? tileName(card) : 'tile'} · ←/→ turn · Enter place${other}`;
      }
      break;
    }
    case 'path': {
      const who = mode.directed ?? actor!;
      const at = s.cavers.find((c) => c.id === who)!.at!;
      const squares = pathSquares(at, mode.path);
      // The path's end first (kept in view first), each square numbered by its step.
      for (let i = squares.length - 1; i >= 0; i--) mark(squares[i], 'path', String(i + 1));
      mark(at, 'actor');
      prompt = `${mode.kind === 'run' ? 'Run' : 'Sprint'}: ${mode.path.join(' ') || '(no steps)'} · arrows: add a step · Backspace: undo · Enter: go · Esc`;
      break;
    }
    case 'target': {
      mark(actorAt(s, mode.directed ?? actor), 'actor');
      const targets = targetOptions(s, mode.kind, mode.directed);
      const list = targets.map((t, i) => (i === mode.idx ? `[${caverName(t)}]` : caverName(t))).join('  ');
      const what = mode.kind === 'direct' ? 'Direct whom' : mode.kind === 'heal' ? 'Heal whom' : 'First aid for whom';
      prompt = `${what}? ${list} · ←/→ or number · Enter · Esc`;
      if (prompt.length > MIN_COLS) {
        // Too many names for 80 columns: the chosen one by name, the others by number.
        const numbers = targets.map((t, i) => (i === mode.idx ? `[${caverDef(t).number}]` : String(caverDef(t).number))).join(' ');
        prompt = `${what}? ${caverName(targets[mode.idx] ?? targets[0])} · ${numbers} · ←/→ or number · Enter · Esc`;
      }
      break;
    }
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
      const n = options.length;
      if (mode.kind === 'choose' && s.pending) {
        const p = s.pending;
        const seat = s.cavers.findIndex((c) => c.id === p.chooser);
        const who = s.options.players > 1 ? `Player ${playerOfSeat(s.options.players, s.cavers.length, seat)} (${caverName(p.chooser)})` : `${caverName(p.chooser)}'s player`;
        prompt = `${who} decides ${pendingText(p.kind)}: option ${mode.idx + 1} of ${n} · arrows/Tab/1-${n} · Enter`;
      } else prompt = `Surface on which water tile? option ${mode.idx + 1} of ${n} · arrows/Tab · Enter`;
      break;
    }
  }
  const focus = keep[0] ?? actorAt(s, actor) ?? s.cavers.find((c) => c.at)?.at ?? [0, 0];
  return {
    board: { cols: boardCols, rows: boardRows, ...(zoom ? { zoom } : {}), focus, keep, active: actor, ghost, marks },
    prompt,
    detail,
  };
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
