// Health, skill tests, fainting and waking (RULES.md §4), the Exit's and the Bodyguard's protection.
import { caversAt, isConscious, isExit, onTile } from './cave.js';
import { caverDef } from './facts.js';
import type { Draft } from './draft.js';
import type { DamageCause, GameState, Pos, Prevention, TestReason } from './types.js';

/** Causes the Bodyguard's Protector passive prevents for the others on his tile. */
const PROTECTED_CAUSES: ReadonlySet<DamageCause> = new Set(['flood', 'gas', 'cavein', 'tremor']);

export function skillBonus(s: GameState, seat: number): number {
  const c = s.cavers[seat];
  return isConscious(c) ? caverDef(c.id).skillBonus : 0;
}

/** Roll a d6; 4 or more (with the Leader's +1 while conscious) succeeds. */
export function skillTest(d: Draft, seat: number, why: TestReason): boolean {
  const bonus = skillBonus(d.s, seat);
  const die = d.roll();
  const ok = die + bonus >= 4;
  d.emit({ t: 'test', caver: d.s.cavers[seat].id, why, die, bonus, ok });
  return ok;
}

/** Is this caver standing with a conscious protector (not itself) on its tile? */
export function isProtected(s: GameState, seat: number): boolean {
  const c = s.cavers[seat];
  return onTile(c) && protectedAt(s, seat, c.at!);
}

/** Would this caver, standing on square `at`, share it with a conscious protector (not itself)? */
export function protectedAt(s: GameState, seat: number, at: Pos): boolean {
  const here = caversAt(s, at[0], at[1]);
  for (let i = 0; i < here.length; i++) {
    const other = here[i];
    if (other !== seat && caverDef(s.cavers[other].id).protector && isConscious(s.cavers[other])) return true;
  }
  return false;
}

/** Would a horror on square `at` strike this caver there (RULES.md §8 Contact)? */
export function contactHurts(s: GameState, seat: number, at: Pos): boolean {
  return !caverDef(s.cavers[seat].id).stealthy && !isExit(s, at);
}

/**
 * How much of `amount` actually hurts: nothing under water but a Tremor (RULES.md §7, Dive; Out of
 * Time removes rather than hurts), nothing on the Exit, nothing under protection for the
 * causes it covers, nothing from floods to flood-proof gear. `shielded` is the protection decided at
 * the start of a hazard card's half (so one half is simultaneous); undefined = decide now.
 */
export function lose(d: Draft, seat: number, amount: number, cause: DamageCause, shielded?: boolean): void {
  const s = d.s;
  const c = s.cavers[seat];
  if (c.removed || c.hp === 0 || amount <= 0) return;
  let why: Prevention | undefined;
  if (c.underwater && cause !== 'tremor') why = 'underwater';
  else if (onTile(c) && isExit(s, c.at)) why = 'exit';
  else if (cause === 'flood' && caverDef(c.id).floodProof) why = 'gear';
  else if (PROTECTED_CAUSES.has(cause) && (shielded ?? isProtected(s, seat))) why = 'protected';
  if (why !== undefined) {
    d.emit({ t: 'damage', caver: c.id, cause, amount: 0, prevented: amount, hp: c.hp, why });
    return;
  }
  const before = c.hp;
  const hp = Math.max(0, before - amount);
  d.caver(seat).hp = hp;
  d.emit({ t: 'damage', caver: c.id, cause, amount: before - hp, prevented: 0, hp });
  if (hp === 0) d.emit({ t: 'faint', caver: c.id });
}

/** Regain health up to the starting health; an unconscious caver wakes at 1 or more. */
/** Health a Heal or First aid gives back (RULES.md §4). */
export const HEAL_AMOUNT = 1;

export function gain(d: Draft, seat: number, amount: number, by: number): void {
  const c = d.s.cavers[seat];
  const before = c.hp;
  const hp = Math.min(c.maxHp, before + amount);
  if (hp !== before) d.caver(seat).hp = hp;
  d.emit({ t: 'heal', caver: c.id, by: d.s.cavers[by].id, hp });
  if (before === 0 && hp > 0) d.emit({ t: 'wake', caver: c.id });
}

/** A horror and this caver share a tile: all health lost (RULES.md §8), unless Stealthy or on the Exit. */
export function contact(d: Draft, seat: number): void {
  const s = d.s;
  const c = s.cavers[seat];
  if (!onTile(c) || !contactHurts(s, seat, c.at!)) return;
  d.emit({ t: 'contact', caver: c.id, at: c.at! });
  const before = c.hp;
  if (before > 0) {
    d.caver(seat).hp = 0;
    d.emit({ t: 'damage', caver: c.id, cause: 'horror', amount: before, prevented: 0, hp: 0 });
    d.emit({ t: 'faint', caver: c.id });
  }
}
