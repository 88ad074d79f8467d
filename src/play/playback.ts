// The phases shown one step at a time: the horror, hazard and end phases an action set off, cut
// into steps a screen shows in turn, each with the board after it and the squares it concerns.
// Data only: a step holds events, and the screen words them.
import type { GameEvent, GameState, HazardId, Pos } from '../engine/index.js';

/** One line of a step: an event, or a phase in which nothing happened (`quiet`). */
export interface PlaybackLine {
  readonly event: GameEvent;
  /** The event is a phase's heading, and nothing happened in that phase. */
  readonly quiet?: true;
}

/** One step of the phases shown one at a time: its lines, the board after it, the squares it concerns. */
export interface PlaybackStep {
  readonly lines: readonly PlaybackLine[];
  readonly frame: GameState;
  readonly marks: readonly Pos[];
  /** This round's hazard card, once it has been turned (null in the horror phase before it). */
  readonly card: HazardId | null;
}

/**
 * Events a step does not show: the turn passing (the next turn is the table's own), a tile drawn
 * (its placement tells it), and actions (the caver's own action shows at once, and none come after
 * the phases begin).
 */
export function shownInSteps(e: GameEvent): boolean {
  return e.t !== 'turn' && e.t !== 'draw' && e.t !== 'action';
}

/** Events that belong with the step before them rather than starting one of their own. */
const FOLLOWS: ReadonlySet<GameEvent['t']> = new Set([
  'damage',
  'faint',
  'wake',
  'contact',
  'removed',
  'rubble',
  'flooded',
  'heal',
  'gas-over',
]);

/**
 * The part of an action's events to show one step at a time: from the horror phase on (the caver's
 * own action shows at once). Nothing when the action did not end the action phase.
 */
export function playbackSteps(events: readonly GameEvent[], frames: readonly GameState[]): PlaybackStep[] {
  const from = events.findIndex((e) => e.t === 'phase');
  if (from < 0) return [];
  const steps: { lines: PlaybackLine[]; frame: GameState; marks: Pos[]; card: HazardId | null }[] = [];
  let card: HazardId | null = null;
  // Phase headings (and "nothing happens" for a quiet phase) open the next step instead of
  // taking one of their own.
  let prefix: PlaybackLine[] = [];
  let quiet: (GameEvent & { t: 'phase' }) | null = null;
  const heading = (e: GameEvent & { t: 'phase' }, nothing: boolean): PlaybackLine =>
    nothing ? { event: e, quiet: true } : { event: e };
  for (let i = from; i < events.length; i++) {
    const e = events[i];
    if (e.t === 'turn') break;
    if (e.t === 'hazard') card = e.card;
    if (!shownInSteps(e)) continue;
    if (e.t === 'phase') {
      if (quiet !== null) prefix.push(heading(quiet, true));
      // The end phase has no heading of its own: what happens in it follows the hazard phase's steps.
      quiet = e.phase === 'end' ? null : e;
      continue;
    }
    if (quiet !== null) {
      prefix.push(heading(quiet, false));
      quiet = null;
    }
    const last = steps[steps.length - 1];
    const where = eventSquare(e, frames[i]);
    if (prefix.length === 0 && last && (FOLLOWS.has(e.t) || e.t === 'round')) {
      last.lines.push({ event: e });
      last.frame = frames[i];
      last.card = card;
      if (where) last.marks.push(where);
    } else {
      steps.push({ lines: [...prefix, { event: e }], frame: frames[i], marks: where ? [where] : [], card });
      prefix = [];
    }
  }
  if (quiet !== null) prefix.push(heading(quiet, true));
  if (prefix.length) steps.push({ lines: prefix, frame: frames[frames.length - 1], marks: [], card });
  return steps;
}

/** The square an event happens on, to point at while it is shown. */
function eventSquare(e: GameEvent, s: GameState): Pos | null {
  switch (e.t) {
    case 'horror-move':
      return e.to;
    case 'horror-gone':
    case 'horror-placed':
    case 'flooded':
    case 'rubble':
    case 'contact':
    case 'surface':
      return e.at;
    case 'test':
    case 'damage':
    case 'faint': {
      const c = s.cavers.find((x) => x.id === e.caver);
      return c?.at ?? null;
    }
    default:
      return null;
  }
}
