// The table's view model: what the table screen shows, worked out from the session and the screen's
// state (the board's marks and focus, the panel, the header, the log or the phases' steps, the
// prompt and the status line). Plain functions; components/TableScreen.tsx only draws the result.
import {
  type CaverId,
  type Dir,
  DIRS,
  entryCost,
  type GameState,
  horrorHunts,
  parseSides,
  playerOfSeat,
  type Pos,
  step,
  stepCost,
} from '../engine/index.js';
import { boardView as caveWindow, ghostArrow, type BoardMark, type BoardOptions } from './board/drawBoard.js';
import { ARROW } from './board/glyphs.js';
import { pickZoom, type Zoom, type ZoomPref } from './board/zoom.js';
import { dirKeys, jumpKeys, keyOf } from './input/keys.js';
import { menuItems } from './input/menu.js';
import type { Mode } from './input/mode.js';
import { promptText } from './input/prompts.js';
import {
  actorOf,
  candidates,
  dirsOf,
  forcedMode,
  orientState,
  pathSquares,
  squareOptions,
  variantCard,
} from './input/queries.js';
import { fit, tableLayout, wrap, wrapLogLine, wrapPhrases } from './layout.js';
import { printable, textWidth } from '../text/width.js';
import { deckPanel } from './deckPanel.js';
import { type Travel, travelGoesOn, travelMarks, travelPrompt } from './travel.js';
import { paceWarning, panelLines } from './panel.js';
import type { SeatId } from '../play/index.js';
import type { Playback } from './screenState.js';
import type { Table } from './table.js';
import { lastLogLines, stepLines } from './playWords.js';
import { hurts } from './text/danger.js';
import { caverName } from './text/describe.js';
import { caverTitle, difficultyName, hazardName, phaseName, say } from '../words/index.js';
import { lookLines } from './text/look.js';
import type { Theme } from './theme.js';

export interface TableProps {
  /** The game: a local Session, or a room's remote game. */
  readonly session: Table;
  /** A room's table (a game played across terminals): its players named, its chat; none for a local game. */
  readonly room?: RoomView | null;
  readonly mode: Mode;
  readonly playback: Playback | null;
  readonly msg: string;
  readonly auto: boolean;
  /** Look mode's cursor, or null. */
  readonly look?: Pos | null;
  /** Each horror's victim and path shown on the board. */
  readonly hunts?: boolean;
  /** The hazard deck's count in the panel's place. */
  readonly deck?: boolean;
  /** The whole cave at a glance in the board's place. */
  readonly overview?: boolean;
  /** Where the acting caver travels (its way is marked, and the prompt is travel's). */
  readonly travel?: Travel | null;
  readonly cols: number;
  readonly rows: number;
  readonly theme: Theme;
  /** The tile size the player asked for (default: chosen by the terminal size). */
  readonly zoom?: ZoomPref;
  /** Bumped on every change so memoised children redraw. */
  readonly version: number;
  /** A guide's words in place of the log (the first line a heading), outside the phases' playback. */
  readonly guideLines?: readonly string[];
  /** What the advisor plays (watching, or the cavers handed to it), for the header; null: nothing. */
  readonly pilot?: string | null;
  /** Watching the advisor play every caver (the phases' steps then go by themselves). */
  readonly watching?: boolean;
  /** The advisor is thinking about this state. */
  readonly thinking?: boolean;
  /** The advisor plays the decision the game waits for: this replaces the player's prompt. */
  readonly pilotPrompt?: string | null;
}

/** What a room's table shows of its players and their chat (a local game has none of it). */
export interface RoomView {
  /** Whose decision it is, the player named ("Ana · Medic's turn"), in place of the header's own; null: the header's own. */
  readonly who: string | null;
  /** The header's items after it, in place of the seed and the difficulty (the seed stays the server's secret). */
  readonly about: readonly string[];
  /** The header's keys, in place of "? help · q save & quit" (the last one never gives way). */
  readonly keys: readonly string[];
  /** Who holds each caver (by its place in the turn order), as the panel tags it ("P2", "AI"). */
  tagOf(seat: number): string;
  /** Who played a log entry's action, named in front of its first line, or null. */
  playedBy(seat: SeatId | null): string | null;
  /** The chat's last lines, beside the log (which narrows to the board's width for them). */
  readonly chat: readonly string[];
}

export interface View {
  readonly board: BoardOptions;
  readonly prompt: string;
  /** A second line: what the tile or choice means. */
  readonly detail: string;
}

/** Where a caver stands. */
function actorAt(s: GameState, id: string | null): Pos | null {
  return id ? (s.cavers.find((c) => c.id === id)?.at ?? null) : null;
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
  /** The squares one step from the caver that would cost something to enter, marked with a danger frame. */
  const stepDangers = (who: CaverId, dirs: Iterable<Dir>): void => {
    const at = actorAt(s, who);
    if (!at) return;
    for (const d of dirs) {
      const c = stepCost(s, who, d);
      if (c && hurts(c)) marks.push({ at: step(at, d), kind: 'danger', label: ARROW[d] });
    }
  };
  switch (mode.m) {
    case 'idle':
    case 'confirmEnd':
      mark(actorAt(s, actor), 'actor');
      if (actor)
        stepDangers(
          actor,
          candidates(s)
            .filter((a) => a.do === 'move')
            .map((a) => (a as { dir: Dir }).dir),
        );
      break;
    case 'confirmHeal':
      mark(actorAt(s, actorOf(s, mode.directed)), 'actor');
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
        for (const d of DIRS) {
          if (!dirs.has(d)) continue;
          const c =
            mode.kind === 'move' || mode.kind === 'swim' || mode.kind === 'squeeze'
              ? stepCost(s, actorOf(s, mode.directed), d)
              : null;
          mark(step(at, d), c && hurts(c) ? 'danger' : 'candidate', ARROW[d]);
        }
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
        const who = actorOf(s, mode.directed);
        // The path's end first (kept in view first), each square numbered by its step; a step that
        // costs something to enter is framed as a danger.
        for (let i = squares.length - 1; i >= 0; i--)
          mark(squares[i], hurts(entryCost(s, who, squares[i])) ? 'danger' : 'path', String(i + 1));
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

/** Marks for each horror's path to its victim (the H key): the steps numbered, the victim's square a danger. */
export function huntMarks(s: GameState): BoardMark[] {
  const out: BoardMark[] = [];
  for (const h of horrorHunts(s)) {
    h.path.forEach((at, i) =>
      out.push({ at, kind: i === h.path.length - 1 ? 'danger' : 'path', label: String(i + 1) }),
    );
  }
  return out;
}

/** The hunts in words, for the line under the prompt. */
export function huntText(s: GameState): string {
  const hunts = horrorHunts(s);
  if (hunts.length === 0) return say('hunts.none');
  const each = hunts.map((h, i) => {
    const hunt = say('hunts.hunts', { who: h.victim ? caverName(h.victim) : '', count: h.dist });
    const what = h.fades || !h.victim ? say('hunts.fades') : h.tie ? say('hunts.tie', { hunt }) : hunt;
    return hunts.length > 1 ? `${i + 1} ${what}` : what;
  });
  return say('hunts.list', { hunts: each.join(' · ') });
}

/**
 * The header: who acts (and the first `keep` items of `left`), the seed and difficulty, and on the
 * right the keys and what is on. What gives way when it is narrow, in order: the left's items after
 * the first `keep` (the difficulty, then the seed), then the right's in the order `drop` names them
 * (by default from the start; the others keep their places), then the rest of the left's but the
 * first; the right's last item (q) never.
 */
export function headerLine(
  left: readonly string[],
  right: readonly string[],
  cols: number,
  keep = 1,
  drop: readonly string[] = right,
): string {
  const k = Math.max(1, Math.min(keep, left.length));
  const last = right[right.length - 1];
  const order = drop.filter((x) => x !== last && right.includes(x));
  const tries: [number, readonly string[]][] = [];
  for (let n = left.length; n >= k; n--) tries.push([n, right]);
  for (let d = 1; d <= order.length; d++) tries.push([k, right.filter((x) => !order.slice(0, d).includes(x))]);
  const least = right.filter((x) => !order.includes(x));
  for (let n = k - 1; n >= 1; n--) tries.push([n, least]);
  for (const [n, shown] of tries) {
    const l = ` ${left.slice(0, n).join(' · ')}`;
    const r = `${shown.join(' · ')} `;
    if (textWidth(l) + 1 + textWidth(r) <= cols) return l + ' '.repeat(cols - textWidth(l) - textWidth(r)) + r;
  }
  return fit(` ${left[0]}`, cols);
}

/**
 * The bottom of the table: the log (its latest lines, each wrapped whole), then the prompt and the
 * status line, each wrapped whole (never cut). `logFrom`: the index in `log` of each row shown (-1
 * for a blank row above it). The log's lines are `logCols` wide (narrower than the prompt's beside a
 * room's chat).
 */
export function bottomLines(
  log: readonly string[],
  prompt: string,
  status: string,
  cols: number,
  rows: number,
  logCols = cols,
): { log: string[]; logFrom: number[]; prompt: string[]; status: string[] } {
  const promptLines = prompt ? wrapPhrases(prompt, cols) : [''];
  const statusLines = status ? wrapPhrases(status, cols) : [''];
  // The log gives up its lines to the prompt and the status first (at least one log line stays).
  const p = promptLines.slice(0, Math.max(1, rows - 2));
  const st = statusLines.slice(0, Math.max(1, rows - 1 - p.length));
  const logRows = Math.max(0, rows - p.length - st.length);
  const { shown, from } = logRowsOf(log, logRows, logCols);
  return {
    log: [...shown],
    logFrom: [...from],
    prompt: p.map((l) => fit(l, cols)),
    status: st.map((l) => fit(l, cols)),
  };
}

/**
 * The log's rows as last laid out, and what they were made from: a frame mostly shows the same log
 * as the one before (a prompt opened, a cursor moved), and measuring its lines again made a tenth of
 * the frame's work. The lines are compared by content, so this is never out of date.
 */
let lastLog: {
  readonly log: readonly string[];
  readonly rows: number;
  readonly cols: number;
  readonly shown: readonly string[];
  readonly from: readonly number[];
} | null = null;

function logRowsOf(
  log: readonly string[],
  logRows: number,
  logCols: number,
): { shown: readonly string[]; from: readonly number[] } {
  const last = lastLog;
  if (last !== null && last.rows === logRows && last.cols === logCols && sameLines(last.log, log)) return last;
  const shown: string[] = [];
  const from: number[] = [];
  for (let i = log.length - 1; i >= 0 && shown.length < logRows; i--) {
    const parts = wrapLogLine(log[i], logCols);
    for (let j = parts.length - 1; j >= 0 && shown.length < logRows; j--) {
      shown.unshift(fit(parts[j], logCols));
      from.unshift(i);
    }
  }
  while (shown.length < logRows) {
    shown.unshift(' '.repeat(logCols));
    from.unshift(-1);
  }
  lastLog = { log: [...log], rows: logRows, cols: logCols, shown, from };
  return lastLog;
}

function sameLines(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A guide's lines from the top (its first line a title), in the rows the log has. */
function guideTop(lines: readonly string[], rows: number, cols: number, theme: Theme): string[] {
  const out = lines.slice(0, rows).map((l, i) => (i === 0 ? theme.title(fit(l, cols)) : fit(l, cols)));
  while (out.length < rows) out.push(' '.repeat(cols));
  return out;
}

/** What the table screen draws. */
export interface TableView {
  /** The state the board and panel show (a step's frame while the phases are shown). */
  readonly state: GameState;
  readonly board: BoardOptions;
  readonly header: string;
  readonly panel: readonly string[];
  /** The warning on the board's edge (under it) when the team is behind the draw pace, or null. */
  readonly boardWarn: string | null;
  /** Rows of the board and panel band (the layout's, or fewer on a large terminal: the log has the rest). */
  readonly middleRows: number;
  /** The log's rows, painted (the current step bold, the guide's heading titled). */
  readonly log: readonly string[];
  readonly prompt: readonly string[];
  readonly status: readonly string[];
  /** A room's chat, beside the log: as many rows as the log, each `chatCols` wide (none for a local game). */
  readonly chat?: readonly string[];
}

/** The table's view: everything the screen shows, from the session and the screen's state. */
export function tableView(p: TableProps): TableView {
  const { session, theme } = p;
  const L = tableLayout(p.cols, p.rows);
  const live = session.state;
  const step = p.playback ? p.playback.steps[p.playback.idx] : null;
  const s = step ? step.frame : live;
  // The prompt the game forces (a choice it waits for, a Diver who must surface) shows at once.
  const mode = step ? ({ m: 'idle' } as Mode) : forcedMode(s, p.mode);
  const zoom = pickZoom(p.zoom ?? 'auto', L.boardCols, L.middleRows);
  const view = describeMode(s, mode, L.boardCols, L.middleRows, zoom);
  const look = p.look ?? null;
  // While the phases play out step by step, the squares where things happen are marked (latest first).
  const stepMarks: BoardMark[] = step ? [...step.marks].reverse().map((at) => ({ at, kind: 'danger' as const })) : [];
  let board: BoardOptions = step
    ? {
        ...view.board,
        active: null,
        marks: stepMarks,
        keep: stepMarks.map((m) => m.at),
        focus: stepMarks[0]?.at ?? view.board.focus,
      }
    : view.board;
  // Asked for, each horror's path goes over the prompt's own marks (the first mark for a square wins),
  // and the board keeps it in view after what the prompt keeps and the acting caver, as far as they fit.
  if (p.hunts) {
    const hunts = huntMarks(s);
    const me = s.turn !== null ? s.cavers[s.turn].at : null;
    board = {
      ...board,
      marks: [...hunts, ...(board.marks ?? [])],
      keep: [...(board.keep ?? []), ...(me ? [me] : []), ...s.horrors.map((h) => h.at), ...hunts.map((m) => m.at)],
    };
  }
  // Travelling: the way ahead, numbered, over the prompt's marks.
  const travel = p.travel && !step && !look && travelGoesOn(s, p.travel) ? p.travel : null;
  if (travel) {
    const tm = travelMarks(s, travel);
    board = { ...board, marks: [...tm, ...(board.marks ?? [])], keep: [...tm.map((m) => m.at), ...(board.keep ?? [])] };
  }
  // Looking: the cursor's square first (its mark wins, and it is kept in view: the board pans to it).
  if (look)
    board = { ...board, marks: [{ at: look, kind: 'cursor' }, ...(board.marks ?? [])], keep: [look], focus: look };
  const players = session.record?.players ?? 1;
  const room = p.room ?? null;
  const menu = step || look ? [] : menuItems(s, mode);
  const actor = s.turn !== null ? s.cavers[s.turn] : null;
  // The caver the Leader directs, while its action is chosen (its menu, or a prompt after it).
  const directed: CaverId | undefined =
    mode.m === 'directMenu' ? mode.target : 'directed' in mode ? mode.directed : undefined;
  const menuTitle = directed
    ? say('panel.may', { who: caverName(directed) })
    : actor
      ? say(s.exerted ? 'panel.actions-exerted' : 'panel.actions', { ap: s.ap })
      : '';
  const panel = look
    ? lookPanel(s, look, L.panelCols, L.middleRows, theme)
    : p.deck
      ? deckPanel(s, L.panelCols, L.middleRows, theme)
      : panelLines(
          {
            state: s,
            width: L.panelCols,
            height: L.middleRows,
            menu,
            menuTitle,
            ...(room
              ? { playerOf: (seat: number) => room.tagOf(seat) }
              : players > 1
                ? { playerOf: (seat: number) => playerOfSeat(players, s.cavers.length, seat) }
                : {}),
          },
          theme,
        );

  // A large terminal: the board's band keeps the rows it fills, the log gets the rest (no empty band).
  const middleRows = p.overview ? L.middleRows : bandRows(s, board, panel, p.cols, p.rows);
  // Behind the draw pace: a warning on the board's edge, its last row (not while looking or stepping).
  const boardWarn = step || look || p.overview ? null : paceWarning(s, L.boardCols);
  const logRows = L.logRows + (L.middleRows - middleRows);

  // Header: who is acting (and which player), the seed, the difficulty; the table's keys on the right.
  const seat = s.turn;
  const turn = seat !== null ? say('header.turn', { who: caverTitle(s.cavers[seat].id) }) : '';
  const who =
    seat !== null
      ? players > 1
        ? say('header.player-turn', { player: playerOfSeat(players, s.cavers.length, seat), turn })
        : turn
      : s.pending
        ? say('header.choice')
        : phaseName(s.phase);
  // What the advisor plays stays beside whose turn it is (the seed and the difficulty give way first).
  const r = session.record;
  const left = [
    say('header.title', { who: room?.who ?? who }),
    ...(p.pilot ? [p.pilot] : []),
    ...(room ? room.about : []),
    ...(r
      ? [
          say('header.seed', { seed: printable(r.seed) }),
          r.easy ? say('header.easy', { difficulty: difficultyName(r.difficulty) }) : difficultyName(r.difficulty),
        ]
      : []),
  ];
  // The table's keys as the player's keys are now.
  const auto = say('header.auto', { key: keyOf('auto') });
  const hunts = say('header.hunts', { key: keyOf('hunts') });
  const help = say('header.help', { key: keyOf('help') });
  const deck = say('header.deck', { key: keyOf('deck') });
  const overview = say('header.overview', { key: keyOf('overview') });
  const right = [
    ...(p.thinking ? [say('header.thinking')] : []),
    ...(p.auto && !p.watching ? [auto] : []),
    ...(p.hunts ? [hunts] : []),
    ...(p.deck ? [deck] : []),
    ...(p.overview ? [overview] : []),
    ...(room ? room.keys : [help, say('header.quit', { key: keyOf('quit') })]),
  ];
  // Narrow, the keys give way before what is on: a player must see automatic steps are on.
  const header = headerLine(left, right, p.cols, p.pilot ? 2 : 1, [
    say('header.thinking'),
    hunts,
    deck,
    overview,
    help,
    auto,
  ]);

  // Log: the playback lines so far (current step highlighted) or the latest events.
  let logSource: string[];
  let current = -1;
  if (p.playback) {
    logSource = [];
    p.playback.steps.slice(0, p.playback.idx + 1).forEach((st, i) => {
      if (i === p.playback!.idx) current = logSource.length;
      logSource.push(...stepLines(st));
    });
  } else if (p.guideLines) logSource = [...p.guideLines];
  else logSource = lastLogLines(session.log, logRows, room?.playedBy);

  let prompt: string;
  if (look) prompt = say('look.prompt', { keys: dirKeys(), jumps: jumpKeys() });
  else if (p.playback) {
    // The card of this round's hazard phase, once it is turned (not last round's, during the horror phase).
    const card = step?.card ? hazardName(step.card) : '';
    prompt = [
      say('playback.step', { i: p.playback.idx + 1, n: p.playback.steps.length }),
      card ? say('playback.hazard', { card }) : '',
      say('playback.keys'),
      say(p.auto ? 'playback.auto-on' : 'playback.auto-off'),
    ]
      .filter(Boolean)
      .join(' · ');
  } else if (travel) prompt = travelPrompt(s, travel);
  else prompt = p.pilotPrompt ?? view.prompt;
  // The line under the prompt: what it is about (a tile's rule, the steps' costs), and with H on,
  // the hunts after it (never in its place).
  const status =
    p.msg ||
    (session.saveError
      ? say('status.not-saved', { why: session.saveError })
      : look || step
        ? ''
        : [view.detail, p.hunts ? huntText(s) : ''].filter(Boolean).join(' · '));
  // A room's chat takes the panel's width beside the log.
  const logCols = room ? L.boardCols : p.cols;
  const bottom = bottomLines(logSource, prompt, status, p.cols, logRows + 2, logCols);
  // During playback the current step's lines are bold, the earlier ones dim.
  const logLines = p.playback
    ? bottom.log.map((l, i) => {
        const src = bottom.logFrom[i];
        return src < 0 ? l : src >= current ? theme.bold(l) : theme.dim(l);
      })
    : p.guideLines
      ? guideTop(p.guideLines, bottom.log.length, p.cols, theme)
      : bottom.log;
  const chat = room ? chatColumn(room.chat, bottom.log.length, L.panelCols) : undefined;

  return {
    state: s,
    board: { ...board, rows: boardWarn ? middleRows - 1 : middleRows },
    boardWarn,
    header,
    panel: panel.slice(0, middleRows),
    middleRows,
    log: logLines,
    prompt: bottom.prompt,
    status: bottom.status,
    ...(chat ? { chat } : {}),
  };
}

/** At this size and larger, the board's band keeps only the rows its board and panel fill, and the log takes the rest. */
export const ROOMY = { cols: 120, rows: 40 } as const;

/**
 * The rows the board and panel band needs (at most the layout's): on a large terminal, where the
 * whole cave fits the board with rows to spare, the rows its tiles fill or the panel's lines, the
 * larger; else all the layout gives it.
 */
export function bandRows(
  s: GameState,
  board: BoardOptions,
  panel: readonly string[],
  cols: number,
  rows: number,
): number {
  const all = board.rows;
  if (cols < ROOMY.cols || rows < ROOMY.rows) return all;
  const cam = caveWindow(s, board);
  // The cave does not fit down the board: the board needs every row.
  if (cam.padY === 0) return all;
  let used = panel.length;
  while (used > 0 && panel[used - 1].trim() === '') used--;
  return Math.min(all, Math.max(cam.h * (board.zoom?.h ?? 1), used));
}

/** A room's chat beside the log: its last lines, each wrapped whole, in `rows` rows of `cols` columns. */
export function chatColumn(chat: readonly string[], rows: number, cols: number): string[] {
  const out: string[] = [];
  for (let i = chat.length - 1; i >= 0 && out.length < rows; i--) out.unshift(...wrap(chat[i], cols));
  const shown = out.slice(Math.max(0, out.length - rows)).map((l) => fit(l, cols));
  while (shown.length < rows) shown.unshift(' '.repeat(cols));
  return shown;
}

/** The panel while looking: what the square under the cursor is, wrapped to the panel. */
export function lookPanel(s: GameState, at: Pos, width: number, height: number, theme: Theme): string[] {
  const lines: string[] = [];
  lookLines(s, at).forEach((l, i) => {
    const wrapped = wrap(l, width);
    lines.push(...(i === 0 ? wrapped.map((w) => theme.title(fit(w, width))) : wrapped.map((w) => fit(w, width))));
  });
  while (lines.length < height) lines.push(' '.repeat(width));
  return lines.slice(0, height);
}
