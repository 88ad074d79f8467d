// Seats at the table: who plays which caver. A seat is a place a player sits in (not the engine's
// "seat", a caver's place in the turn order): a player at this terminal (the hot-seat's players
// 1-6 are one seat each), a player elsewhere (a remote player, by id), or the AI. Every caver is
// held by exactly one seat, and a seat acts only for the cavers it holds.
import { type CaverId, playerOfSeat } from '../engine/index.js';

export type SeatId = string;

/** Where the player of a seat is: at this terminal, at another one, or the AI. */
export type SeatKind = 'local' | 'remote' | 'ai';

export interface Seat {
  readonly id: SeatId;
  readonly kind: SeatKind;
  /** The player's number at the table (1-6: the hot-seat's players, a room's players), or null (the AI). */
  readonly player: number | null;
}

export interface Seating {
  /** Every seat at the table (the AI's among them, holding nothing until cavers are handed to it). */
  readonly seats: readonly Seat[];
  /** The seat holding each caver of the team. */
  readonly holders: Readonly<Partial<Record<CaverId, SeatId>>>;
}

/** The AI's seat: the cavers handed to it (M, `subterra watch`, a room's empty seats). */
export const AI_SEAT: SeatId = 'ai';

/** The seat of player n (1-6) at this terminal. */
export function playerSeat(player: number): SeatId {
  return `p${player}`;
}

/**
 * The seating a game starts with: players 1..n at this terminal, each holding the cavers the rules
 * give them (RULES.md §2: the players share the cavers in seating order, `playerOfSeat`), and the AI
 * holding none.
 */
export function hotSeat(players: number, cavers: readonly CaverId[]): Seating {
  const seats: Seat[] = [];
  for (let p = 1; p <= players; p++) seats.push({ id: playerSeat(p), kind: 'local', player: p });
  seats.push({ id: AI_SEAT, kind: 'ai', player: null });
  const holders: Partial<Record<CaverId, SeatId>> = {};
  cavers.forEach((c, i) => {
    holders[c] = playerSeat(playerOfSeat(players, cavers.length, i));
  });
  return { seats, holders };
}

/** The seat the hot-seat rules give a caver (where a caver goes back to from the AI). */
export function homeSeat(players: number, cavers: readonly CaverId[], caver: CaverId): SeatId | null {
  const i = cavers.indexOf(caver);
  return i < 0 ? null : playerSeat(playerOfSeat(players, cavers.length, i));
}

export function seatById(seating: Seating, id: SeatId): Seat | null {
  return seating.seats.find((s) => s.id === id) ?? null;
}

/** The seat holding a caver, or null (not one of the team). */
export function holderOf(seating: Seating, caver: CaverId): Seat | null {
  const id = seating.holders[caver];
  return id === undefined ? null : seatById(seating, id);
}

/** The cavers a seat holds, in the team's order. */
export function caversOf(seating: Seating, seat: SeatId, team: readonly CaverId[]): CaverId[] {
  return team.filter((c) => seating.holders[c] === seat);
}
