// The play layer's data in the words the screen shows: the log's entries, the phases' steps, why
// an action was refused, why nothing can be taken back. (The events, the rules' refusals and what
// a take-back showed are worded by src/words/.)
import {
  AI_SEAT,
  type LogEntry,
  type PlaybackLine,
  type PlaybackStep,
  type Session,
  type SeatId,
  type SubmitRefusal,
  type UndoBlock,
} from '../play/index.js';
import {
  caverName,
  describeAction,
  describeEvent,
  DIR_NAME,
  logLines,
  refusalText as rulesText,
  takeBackReason,
  tileName,
} from '../words/index.js';

/** An entry's lines (each entry's words are made once: entries never change). */
const WORDED = new WeakMap<LogEntry, readonly string[]>();

export function entryLines(e: LogEntry): readonly string[] {
  const done = WORDED.get(e);
  if (done) return done;
  const lines = wordEntry(e);
  WORDED.set(e, lines);
  return lines;
}

function wordEntry(e: LogEntry): string[] {
  switch (e.t) {
    case 'start':
      return logLines(e.events, null);
    case 'action':
      return logLines(e.events, e.before);
    case 'resumed': {
      const n = e.actions;
      const out = [`── Resumed: round ${e.round}, ${n} action${n === 1 ? '' : 's'} so far ──`];
      if (e.drawn?.tile)
        out.push(`The ${tileName(e.drawn.tile)} tile drawn (${e.drawn.do} ${DIR_NAME[e.drawn.dir]}) must be placed`);
      return out;
    }
    case 'taken-back':
      return [`Taken back: ${describeAction(e.action)}`];
  }
}

/** Each log's lines so far: how many entries they tell, and the last of them (to see the log was cut back). */
const TOLD = new WeakMap<readonly LogEntry[], { n: number; last: LogEntry | undefined; lines: string[] }>();

/**
 * The whole log in lines, from the game's start. While the log only grows, the same array is
 * returned, grown (the history's wrapping goes on from where it was); a log cut back (an action
 * taken back) gets a new one.
 */
export function logText(log: readonly LogEntry[]): readonly string[] {
  let told = TOLD.get(log);
  if (!told || told.n > log.length || (told.n > 0 && log[told.n - 1] !== told.last)) {
    told = { n: 0, last: undefined, lines: [] };
    TOLD.set(log, told);
  }
  for (; told.n < log.length; told.n++) {
    told.lines.push(...entryLines(log[told.n]));
    told.last = log[told.n];
  }
  return told.lines;
}

/** The last `n` lines of the log (only the entries they come from are read). */
export function lastLogLines(log: readonly LogEntry[], n: number): string[] {
  const out: string[] = [];
  for (let i = log.length - 1; i >= 0 && out.length < n; i--) out.unshift(...entryLines(log[i]));
  return out.slice(Math.max(0, out.length - n));
}

/**
 * The skill tests the last action took (an Exert at the turn's end, a Hide, a rope), in one line:
 * for a screen whose log is covered (the tutorial's box), or ''.
 */
export function rollsText(log: readonly LogEntry[]): string {
  const e = log[log.length - 1];
  if (e?.t !== 'action') return '';
  const out: string[] = [];
  for (const ev of e.events) {
    // The phases that follow are shown step by step, their own tests with them.
    if (ev.t === 'phase') break;
    if (ev.t === 'test') out.push(describeEvent(ev) ?? '');
  }
  return out.filter(Boolean).join(' · ');
}

/** A line of the phases' steps. */
export function playbackLineText(l: PlaybackLine): string {
  const line = describeEvent(l.event) ?? '';
  return l.quiet ? `${line} nothing happens` : line;
}

/** A step's lines. */
export function stepLines(step: PlaybackStep): string[] {
  return step.lines.map(playbackLineText);
}

/** Who a seat is, as the status line names it. */
export function seatName(session: Session, id: SeatId): string {
  if (id === AI_SEAT) return 'the advisor';
  const seat = session.seat(id);
  return seat?.player != null ? `player ${seat.player}` : id;
}

/** Why the table refused an action. */
export function refusalText(session: Session, r: SubmitRefusal): string {
  switch (r.code) {
    case 'rules':
      return rulesText(r.error);
    case 'not-your-caver':
      return `${caverName(r.caver)} is played by ${seatName(session, r.holder)}`;
    case 'no-such-seat':
      return `there is no seat ${r.seat} at this table`;
    case 'game-over':
      return 'the game is over';
    case 'stale':
      return 'the game moved on before the action arrived';
  }
}

/** Why nothing (more) can be taken back. */
export function undoBlockText(session: Session, b: UndoBlock): string {
  switch (b.code) {
    case 'nothing-yet':
      return 'nothing has been done this turn';
    case 'nothing-more':
      return 'nothing more to take back this turn';
    case 'tile-drawn':
      return 'a tile is drawn: it must be placed';
    case 'not-yours':
      return `${describeAction(b.action)} was ${b.by === null ? 'not yours' : `${seatName(session, b.by)}'s`}`;
    case 'seen':
      return `${describeAction(b.action)}: ${takeBackReason(b)}`;
  }
}
