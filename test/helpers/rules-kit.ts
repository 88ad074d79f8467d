// Small helpers for the rules tests (hazards, cavers, horrors): play whole rounds, read positions,
// tiles and events. Everything goes through the public engine API and the headless summary.
import type { CaverId, GameEvent, GameState } from '../../src/engine/index.js';
import { caver, end, run, view, type Act } from './game.js';

export type Pos = [number, number];

/**
 * End the turn of every caver still to act this round; the horror, hazard and end phases then run by
 * themselves. Stops at the start of the next round, at a pending choice, or when the game is over.
 */
export function endRound(s: GameState): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const round = s.round;
  while (s.round === round && s.pending === null && s.result === null) {
    const turn = view(s).turn;
    if (turn === null) throw new Error('endRound: nobody to end (no turn, no pending, not over)');
    const r = run(s, [end(turn)]);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/**
 * Apply actions in order. When an action belongs to a caver whose turn has not come yet, the turns
 * before it in this round are ended first (never across a round boundary). `choose` is never delayed.
 */
export function seq(s: GameState, actions: Act[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const a of actions) {
    if (a.do !== 'choose' && s.pending === null && s.result === null) {
      const round = s.round;
      while (view(s).turn !== a.caver) {
        const turn = view(s).turn;
        if (turn === null || s.round !== round || s.pending !== null) {
          throw new Error(
            `seq: ${a.caver} cannot act now (turn ${turn}, round ${s.round}, pending ${s.pending?.kind ?? 'none'})`,
          );
        }
        const r = run(s, [end(turn)]);
        s = r.state;
        events.push(...r.events);
        if (s.round !== round) throw new Error(`seq: the round ended before ${a.caver}'s turn`);
      }
    }
    const r = run(s, [a]);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Apply actions (as `seq`), then end the rest of the round. */
export function play(s: GameState, actions: Act[]): { state: GameState; events: GameEvent[] } {
  const a = seq(s, actions);
  const b = endRound(a.state);
  return { state: b.state, events: [...a.events, ...b.events] };
}

/** A chain of steps: each is a list of actions followed by the end of the round (or just actions). */
export function rounds(s: GameState, ...steps: Act[][]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const step of steps) {
    const r = play(s, step);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

export const hp = (s: GameState, id: CaverId): number => caver(s, id).hp;
export const at = (s: GameState, id: CaverId): Pos | null => caver(s, id).at as Pos | null;
export const status = (s: GameState, id: CaverId): string => caver(s, id).state;

export function tile(s: GameState, p: Pos) {
  const t = view(s).tiles.find((x) => x.at[0] === p[0] && x.at[1] === p[1]);
  if (!t) throw new Error(`no tile at [${p[0]},${p[1]}]`);
  return t;
}

/** Events of one kind, typed. */
export function evs<T extends GameEvent['t']>(events: readonly GameEvent[], t: T): Extract<GameEvent, { t: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { t: T }> => e.t === t);
}

/** Skill tests as [caver, why, die, bonus, ok]. */
export function tests(events: readonly GameEvent[]) {
  return evs(events, 'test').map((e) => [e.caver, e.why, e.die, e.bonus, e.ok]);
}

/** Damage events as [caver, cause, health after, prevented]. */
export function damage(events: readonly GameEvent[]) {
  return evs(events, 'damage').map((e) => [e.caver, e.cause, e.hp, e.prevented]);
}

export const horrors = (s: GameState): Pos[] => view(s).horrors as Pos[];

export const act = (caverId: CaverId, kind: string, fields: Record<string, unknown> = {}): Act => ({
  caver: caverId,
  do: kind,
  ...fields,
});
export const explore = (c: CaverId, dir: string, open: string, extra: Record<string, unknown> = {}): Act => ({
  caver: c,
  do: 'explore',
  dir,
  open,
  ...extra,
});
export const reveal = (c: CaverId, dir: string, open: string, extra: Record<string, unknown> = {}): Act => ({
  caver: c,
  do: 'reveal',
  dir,
  open,
  ...extra,
});
export const move = (c: CaverId, dir: string): Act => ({ caver: c, do: 'move', dir });
export const runTo = (c: CaverId, ...path: string[]): Act => ({ caver: c, do: 'run', path });
export const exert = (c: CaverId): Act => ({ caver: c, do: 'exert' });
export const choose = (c: CaverId, option: number): Act => ({ caver: c, do: 'choose', option });
export { end };
