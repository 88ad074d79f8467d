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
  language,
  type Lang,
  refusalText as rulesText,
  say,
  takeBackReason,
  tileName,
} from '../words/index.js';

/** An entry's lines (each entry's words are made once in each language: entries never change). */
const WORDED = new WeakMap<LogEntry, { readonly lang: Lang; readonly lines: readonly string[] }>();

export function entryLines(e: LogEntry): readonly string[] {
  const lang = language();
  const done = WORDED.get(e);
  if (done?.lang === lang) return done.lines;
  const lines = wordEntry(e);
  WORDED.set(e, { lang, lines });
  return lines;
}

function wordEntry(e: LogEntry): string[] {
  switch (e.t) {
    case 'start':
      return logLines(e.events, null);
    case 'action':
      return logLines(e.events, e.before);
    case 'resumed': {
      const out = [say('play.resumed', { round: e.round, count: e.actions })];
      if (e.drawn?.tile)
        out.push(
          say(e.drawn.do === 'explore' ? 'play.drawn-explore' : 'play.drawn-reveal', {
            tile: tileName(e.drawn.tile),
            where: DIR_NAME[e.drawn.dir],
          }),
        );
      return out;
    }
    case 'taken-back':
      return [say('play.taken-back', { what: describeAction(e.action) })];
  }
}

/** Each log's lines so far: how many entries they tell, and the last of them (to see the log was cut back). */
const TOLD = new WeakMap<readonly LogEntry[], { lang: Lang; n: number; last: LogEntry | undefined; lines: string[] }>();

/**
 * The whole log in lines, from the game's start. While the log only grows, the same array is
 * returned, grown (the history's wrapping goes on from where it was); a log cut back (an action
 * taken back) gets a new one.
 */
export function logText(log: readonly LogEntry[]): readonly string[] {
  let told = TOLD.get(log);
  if (!told || told.lang !== language() || told.n > log.length || (told.n > 0 && log[told.n - 1] !== told.last)) {
    told = { lang: language(), n: 0, last: undefined, lines: [] };
    TOLD.set(log, told);
  }
  for (; told.n < log.length; told.n++) {
    told.lines.push(...entryLines(log[told.n]));
    told.last = log[told.n];
  }
  return told.lines;
}

/**
 * The last `n` lines of the log (only the entries they come from are read). At a room's table,
 * `playedBy` names who played each action, in front of its first line ("Ana: Medic (6) heals ...").
 */
export function lastLogLines(
  log: readonly LogEntry[],
  n: number,
  playedBy?: (seat: SeatId | null) => string | null,
): string[] {
  const out: string[] = [];
  for (let i = log.length - 1; i >= 0 && out.length < n; i--) out.unshift(...namedLines(log[i], playedBy));
  return out.slice(Math.max(0, out.length - n));
}

/** The whole log in lines, who played each action named (a room's history). */
export function namedLogText(log: readonly LogEntry[], playedBy: (seat: SeatId | null) => string | null): string[] {
  return log.flatMap((e) => namedLines(e, playedBy));
}

function namedLines(e: LogEntry, playedBy?: (seat: SeatId | null) => string | null): readonly string[] {
  const lines = entryLines(e);
  if (!playedBy || e.t !== 'action' || lines.length === 0) return lines;
  const who = playedBy(e.seat);
  return who === null ? lines : [say('room.played-by', { who, line: lines[0] }), ...lines.slice(1)];
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
  return l.quiet ? say('playback.nothing', { line }) : line;
}

/** A step's lines. */
export function stepLines(step: PlaybackStep): string[] {
  return step.lines.map(playbackLineText);
}

/** Who a seat is, as the status line names it. */
export function seatName(session: Pick<Session, 'seat'>, id: SeatId): string {
  if (id === AI_SEAT) return say('play.advisor');
  const seat = session.seat(id);
  return seat?.player != null ? say('play.player', { n: seat.player }) : id;
}

/** Why the table refused an action. */
export function refusalText(session: Session, r: SubmitRefusal): string {
  switch (r.code) {
    case 'rules':
      return rulesText(r.error);
    case 'not-your-caver':
      return say('play.played-by', { who: caverName(r.caver), seat: seatName(session, r.holder) });
    case 'no-such-seat':
      return say('play.no-seat', { seat: r.seat });
    case 'game-over':
      return say('play.over');
    case 'stale':
      return say('play.stale');
  }
}

/**
 * Why nothing that was seen can be taken back: the play layer's reason, or a room's as the server
 * sends it (without the engine's own answer, which it does not need).
 */
export type ShownUndoBlock =
  Exclude<UndoBlock, { readonly code: 'seen' }> | Omit<Extract<UndoBlock, { readonly code: 'seen' }>, 'engine'>;

/** Why nothing (more) can be taken back (`nameOf`: who a seat is, a room's players by name). */
export function undoBlockText(
  session: Pick<Session, 'seat'>,
  b: ShownUndoBlock,
  nameOf: (id: SeatId) => string = (id) => seatName(session, id),
): string {
  switch (b.code) {
    case 'nothing-yet':
      return say('undo.nothing-yet');
    case 'nothing-more':
      return say('undo.nothing-more');
    case 'tile-drawn':
      return say('undo.tile-drawn');
    case 'not-yours':
      return b.by === null
        ? say('undo.not-yours', { what: describeAction(b.action) })
        : say('undo.theirs', { what: describeAction(b.action), seat: nameOf(b.by) });
    case 'seen':
      return say('undo.seen', { what: describeAction(b.action), why: takeBackReason(b) });
  }
}
