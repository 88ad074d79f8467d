// The hazard cards' effects (RULES.md §6). Each function is one application; x2 cards apply twice.
import { caversAt, isConscious, isExit, onTile, seatsFromFirst, tileIndex } from './cave.js';
import { caverDef, rulesOf } from './facts.js';
import type { Draft } from './draft.js';
import { isProtected, lose, skillTest } from './health.js';
import { checkOver } from './over.js';
import { markersLeft } from './supply.js';
import type { GameState, Pos } from './types.js';

const NOBODY: readonly boolean[] = [false, false, false, false, false, false, false, false];

/** Who is under the Bodyguard's protection, decided once at the start of an application. */
function shields(s: GameState): readonly boolean[] {
  const cavers = s.cavers;
  // Most teams have no protector, or one who has fainted: nobody is shielded.
  let guard = false;
  for (let i = 0; i < cavers.length && !guard; i++) guard = caverDef(cavers[i].id).protector && isConscious(cavers[i]);
  if (!guard) return NOBODY;
  return cavers.map((_, i) => isProtected(s, i));
}

/**
 * Every conscious caver tests; a failure loses 1. Cavers on the Exit take no test at all (rules
 * revision 2, the French rulebook: a Tremor affects every caver except those on the Exit); under
 * revision 1 they rolled and the Exit then prevented the loss.
 */
export function tremor(d: Draft): void {
  const shield = shields(d.s);
  const exitSpared = rulesOf(d.s) >= 2;
  const seats = seatsFromFirst(d.s);
  for (let k = 0; k < seats.length; k++) {
    const seat = seats[k];
    const c = d.s.cavers[seat];
    if (!isConscious(c)) continue;
    if (exitSpared && onTile(c) && isExit(d.s, c.at)) continue;
    if (!skillTest(d, seat, 'tremor')) {
      lose(d, seat, 1, 'tremor', shield[seat]);
      // Each caver's test is its own moment: the game may end at once, before the next one rolls.
      checkOver(d);
    }
  }
}

/**
 * Flood markers go on unflooded water tiles in cave order while the 8 last; then everyone on a
 * water tile (marked or not) loses 1.
 */
export function flood(d: Draft): void {
  const s = d.s;
  const shield = shields(s);
  let left = markersLeft(s, 'flooded');
  s.tiles.forEach((t, i) => {
    if (t.type === 'water' && !t.flooded && left > 0) {
      left -= 1;
      d.tile(i).flooded = true;
      d.emit({ t: 'flooded', at: [t.x, t.y] });
    }
  });
  const seats = seatsFromFirst(s);
  for (let k = 0; k < seats.length; k++) {
    const seat = seats[k];
    const c = s.cavers[seat];
    if (onTile(c) && d.s.tiles[tileIndex(s, c.at![0], c.at![1])!].type === 'water')
      lose(d, seat, 1, 'flood', shield[seat]);
  }
}

/** What one Gas leak application costs cavers on gas tiles, and entering one until the next hazard phase. */
const GAS_LOSS = 2;

/** Entering a gas tile now: 2 for each Gas leak application in force (4 after a Gas x2), else 0. */
export function gasEntryCost(s: GameState): number {
  return GAS_LOSS * s.gasLeak;
}

export function gasLeak(d: Draft): void {
  const s = d.s;
  const shield = shields(s);
  s.gasLeak += 1;
  const seats = seatsFromFirst(s);
  for (let k = 0; k < seats.length; k++) {
    const seat = seats[k];
    const c = s.cavers[seat];
    if (onTile(c) && s.tiles[tileIndex(s, c.at![0], c.at![1])!].type === 'gas')
      lose(d, seat, GAS_LOSS, 'gas', shield[seat]);
  }
}

/** What a Cave-in costs the cavers it strikes (the Engineer's Careful aside). */
const CAVE_IN_LOSS = 3;

/**
 * Roll; every cave-in tile showing the face and free of rubble gets rubble (in cave order, while the
 * 12 markers last) and hurts who stands there. A tile left without a marker does not collapse.
 */
export function caveIn(d: Draft): void {
  const s = d.s;
  const shield = shields(s);
  const die = d.roll();
  d.emit({ t: 'die', die, why: 'cavein' });
  const hit: Pos[] = [];
  let left = markersLeft(s, 'rubble');
  s.tiles.forEach((t, i) => {
    if (t.type === 'cavein' && !t.rubble && t.faces && (t.faces[0] === die || t.faces[1] === die) && left > 0) {
      left -= 1;
      d.tile(i).rubble = true;
      d.emit({ t: 'rubble', at: [t.x, t.y], on: true });
      hit.push([t.x, t.y]);
    }
  });
  // Most rolls drop no rubble at all: nobody is struck.
  if (hit.length === 0) return;
  const struck = new Set(hit.flatMap(([x, y]) => caversAt(s, x, y)));
  const seats = seatsFromFirst(s);
  for (let k = 0; k < seats.length; k++) {
    const seat = seats[k];
    if (struck.has(seat)) lose(d, seat, caverDef(s.cavers[seat].id).caveInLoss ?? CAVE_IN_LOSS, 'cavein', shield[seat]);
  }
}

/** Every caver not on the Exit, conscious or not, takes a skill test; the dark takes those who fail. */
export function outOfTime(d: Draft): void {
  const s = d.s;
  const seats = seatsFromFirst(s);
  for (let k = 0; k < seats.length; k++) {
    const seat = seats[k];
    const c = s.cavers[seat];
    if (c.removed || (onTile(c) && isExit(s, c.at))) continue;
    if (!skillTest(d, seat, 'outoftime')) {
      const m = d.caver(seat);
      m.removed = true;
      m.at = null;
      m.underwater = false;
      d.emit({ t: 'removed', caver: m.id });
      // RULES.md §1: at once, before the cavers after this one are tested.
      checkOver(d);
    }
  }
}
