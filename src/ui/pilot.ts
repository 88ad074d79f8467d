// How the advisor plays at this screen: watching it play every caver (`subterra watch`), where Space
// pauses, s takes one step while paused, < and > change the pace and T takes the game over; the pace
// of a caver handed to it in a game (M); and what the screen says of it. Which cavers it plays is
// the table's seating (the AI's seat holds them: play/seats.ts); plain data and pure functions
// here, which the App and hooks/useAdvisor.ts run.
import { AI_SEAT, homeSeat, type Session } from '../play/index.js';
import type { CaverId } from '../engine/index.js';
import { caverTitle, decimal, say } from '../words/index.js';
import type { KeyPress } from './input/keys.js';
import type { Table } from './table.js';
import { caverName } from './text/describe.js';

/** Milliseconds between the advisor's actions (and the phases' steps) while watching, slowest first. */
export const PACES = [2400, 1200, 600, 250, 0] as const;
export const DEFAULT_PACE = 2;
/** The pace of a caver handed to the advisor in a game the player plays. */
export const HANDED_PACE_MS = 400;

export interface Pilot {
  /** Watching: the advisor plays every caver, and the phases step on by themselves. */
  readonly watching: boolean;
  readonly paused: boolean;
  /** Index into PACES. */
  readonly pace: number;
  /** Paused: one action (or one step of the phases) may go. */
  readonly step: boolean;
}

export const WATCH_PILOT: Pilot = { watching: true, paused: false, pace: DEFAULT_PACE, step: false };

export const NO_PILOT: Pilot = { watching: false, paused: false, pace: DEFAULT_PACE, step: false };

/** Does the advisor play this caver's decisions (the AI's seat holds it)? */
export function plays(session: Pick<Table, 'holderOf'>, who: CaverId | null): boolean {
  return who !== null && session.holderOf(who)?.kind === 'ai';
}

/** The cavers the advisor plays, in seating order. */
export function advisorCavers(session: Session): CaverId[] {
  return session.record.cavers.filter((c) => plays(session, c));
}

/**
 * Hand cavers (every one unless told) to the advisor (M, watching), or back to the players they
 * belong to (M again, T).
 */
export function handAll(
  session: Session,
  toAdvisor: boolean,
  cavers: readonly CaverId[] = session.record.cavers,
): void {
  const r = session.record;
  for (const who of cavers) {
    const to = toAdvisor ? AI_SEAT : homeSeat(r.players, r.cavers, who);
    if (to !== null) session.hand(who, to);
  }
}

/** The wait before the advisor's next move (or the next step of the phases). */
export function delayOf(p: Pilot): number {
  return p.watching ? PACES[p.pace] : HANDED_PACE_MS;
}

/** May the advisor move now (not paused, or paused with one step allowed)? */
export function mayGo(p: Pilot): boolean {
  return !p.paused || p.step;
}

/**
 * A key while watching: Space pause/go on, s one step (paused), < slower, > faster, T take over.
 * Returns the new pilot and a message, or null when the key is not a watching key.
 */
export function watchPress(p: Pilot, k: KeyPress): { pilot: Pilot; msg: string } | null {
  if (!p.watching) return null;
  if (k.input === ' ') {
    const paused = !p.paused;
    return {
      pilot: { ...p, paused, step: false },
      msg: paused ? say('pilot.paused') : '',
    };
  }
  if (k.input === 's' && p.paused) return { pilot: { ...p, step: true }, msg: say('pilot.one-step') };
  if (k.input === '<' || k.input === ',') {
    const pace = Math.max(0, p.pace - 1);
    return { pilot: { ...p, pace }, msg: say('pilot.pace', { pace: paceText(pace) }) };
  }
  if (k.input === '>' || k.input === '.') {
    const pace = Math.min(PACES.length - 1, p.pace + 1);
    return { pilot: { ...p, pace }, msg: say('pilot.pace', { pace: paceText(pace) }) };
  }
  if (k.input === 'T')
    return {
      pilot: NO_PILOT,
      msg: say('pilot.taken-over'),
    };
  return null;
}

export function paceText(pace: number): string {
  const ms = PACES[pace];
  return ms === 0 ? say('pilot.as-fast') : say('pilot.every', { seconds: decimal(ms / 1000, ms % 1000 === 0 ? 0 : 1) });
}

/** The header's word on the advisor: watching (paused or not), or the cavers handed to it. */
export function pilotLabel(p: Pilot, cavers: readonly CaverId[]): string | null {
  if (p.watching) return p.paused ? say('pilot.watching-paused') : say('pilot.watching');
  if (cavers.length === 0) return null;
  return say('pilot.ai-plays', { cavers: cavers.map((c) => caverTitle(c)).join(say('list.comma')) });
}

/**
 * In place of the player's prompt while the advisor plays the decision the game waits for (`who`:
 * the caver whose decision it is, if the advisor plays it).
 */
export function pilotPrompt(p: Pilot, who: CaverId | null, thinking: boolean): string | null {
  if (who === null) return null;
  if (p.watching) {
    return p.paused
      ? say('pilot.paused-before', { who: caverName(who) })
      : say(thinking ? 'pilot.watch-thinks' : 'pilot.watch-plays', { who: caverName(who), pace: paceText(p.pace) });
  }
  return say(thinking ? 'pilot.thinks' : 'pilot.plays', { who: caverName(who) });
}
