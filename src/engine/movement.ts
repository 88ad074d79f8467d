// Caver movement (RULES.md §4-§5): what may enter where, ledge and drop arrows, and what entering costs.
import { bit, DIRS, dx, dy, opposite } from './dirs.js';
import { gridFor, horrorsAt, isConscious, seatOf, tileAt, tileIn, tileIndex, type Grid } from './cave.js';
import { CAVER_IDS, caverDef, type CaverDef } from './facts.js';
import type { Draft } from './draft.js';
import { gasEntryCost } from './effects.js';
import { stepMemo } from './memo.js';
import { contact, contactHurts, lose, protectedAt, skillTest } from './health.js';
import type { Refusal } from './refusal.js';
import type { CaverId, Dir, GameState, Pos, StepDanger, Tile } from './types.js';

export type StepMode = 'move' | 'swim' | 'squeeze';

type Block =
  'ok' | 'ledge' | 'drop' | 'wall' | 'none' | 'walled' | 'dry' | 'notunnel' | 'flooded' | 'tunnel' | 'rubble';

function leaveCode(from: Tile, d: Dir, kind: 'reveal' | 'move'): Block {
  if (!(heldSides(from) & bit(d))) return 'ok';
  // A ledge holds back anything through its arrow side; a drop only a climb back up (a Move).
  if (from.type === 'ledge') return 'ledge';
  return kind === 'move' ? 'drop' : 'ok';
}

/**
 * The sides a Move may not leave `from` by, as a mask: a ledge's arrow side, a drop's side against
 * its arrow, none once a rope is placed (the rule's one home: leaveCode reads it).
 */
function heldSides(from: Tile): number {
  if (from.rope || from.arrow === undefined) return 0;
  if (from.type === 'ledge') return bit(from.arrow);
  return from.type === 'drop' ? bit(opposite(from.arrow)) : 0;
}

type Walk = CaverDef['walk'];

function stepCode(s: GameState, seat: number, from: Tile, d: Dir, mode: StepMode): Block {
  return stepCodeIn(s, gridFor(s), from, d, mode, mode === 'move' ? caverDef(s.cavers[seat].id).walk : undefined);
}

/** stepCode with the caver's walking rules looked up (for a Move; undefined for Swim and Squeeze). */
function stepCodeIn(s: GameState, g: Grid, from: Tile, d: Dir, mode: StepMode, walk: Walk | undefined): Block {
  if (!(from.open & bit(d))) return 'wall';
  // What holds the caver on this tile comes first: with no tile beyond, a ledge's arrow also stops
  // a Reveal, so "Reveal or Explore first" would send the player to an action that cannot be taken.
  const leave = leaveCode(from, d, 'move');
  if (leave !== 'ok') return leave;
  const to = tileIn(s, g, from.x + dx(d), from.y + dy(d));
  if (to === undefined) return 'none';
  return enterCode(to, d, mode, walk);
}

/** What stops a step toward d into the tile `to` beyond it, once the caver may leave its own tile. */
function enterCode(to: Tile, d: Dir, mode: StepMode, walk: Walk | undefined): Block {
  if (!(to.open & bit(opposite(d)))) return 'walled';
  return entryCode(to, slotOf(mode, walk));
}

/**
 * What stops a step into `to` through a side it has open, for a kind of step (a slot, stepSlot):
 * Swim enters only flooded tiles, Squeeze only tunnels, a Move whatever its walking rules let it.
 */
function entryCode(to: Tile, slot: number): Block {
  if (slot === SWIM_SLOT) return to.flooded ? 'ok' : 'dry';
  if (slot === SQUEEZE_SLOT) return to.type === 'tunnel' ? 'ok' : 'notunnel';
  if (to.flooded && !(slot & 1)) return 'flooded';
  if (to.type === 'tunnel' && !(slot & 2)) return 'tunnel';
  if (to.rubble && !(slot & 4)) return 'rubble';
  return 'ok';
}

/** A step's code as the refusal it is (null: the step may be taken). */
function blockRefusal(code: Block, dir: Dir): Refusal | null {
  switch (code) {
    case 'ok':
      return null;
    case 'ledge':
      return { code: 'ledge-arrow', dir };
    case 'drop':
      return { code: 'drop-arrow', dir };
    case 'wall':
      return { code: 'wall', dir, by: 'step' };
    case 'none':
      return { code: 'no-tile', dir };
    case 'walled':
      return { code: 'walled', dir };
    case 'dry':
      return { code: 'not-flooded', dir };
    case 'notunnel':
      return { code: 'not-tunnel', dir };
    case 'flooded':
      return { code: 'flooded', dir };
    case 'tunnel':
      return { code: 'tunnel', dir };
    case 'rubble':
      return { code: 'rubble', dir };
  }
}

/**
 * What stops anything going out of `from` through side d: a ledge's arrow side without a rope
 * (Reveal, Move, Explore) or, for moves only, a drop against its arrow without a rope.
 */
export function leaveBlock(from: Tile, d: Dir, kind: 'reveal' | 'move'): Refusal | null {
  return blockRefusal(leaveCode(from, d, kind), d);
}

/** Why caver `seat` standing on `from` cannot take one step d in this mode, or null. */
export function stepBlock(s: GameState, seat: number, from: Tile, d: Dir, mode: StepMode): Refusal | null {
  return blockRefusal(stepCode(s, seat, from, d, mode), d);
}

/**
 * The steps out of every tile of one tiles array, worked out as listings ask (memo.ts stepMemo): for
 * each kind of step, bit i of a tile's mask set if a step toward DIRS[i] is allowed; and the index
 * of the tile beyond each side. A step out of a tile depends only on that tile, the tile beyond and
 * the caver's walking rules, all fixed for one array (a change to the cave makes a new array).
 */
export type StepTable = Int16Array;

/** Kinds of step a table keeps masks for (stepSlot). */
const SLOTS = 10;
/**
 * A table's entries per tile, in one typed array (one allocation per tiles array): first the index
 * of the tile beyond each side (DIRS order; -1 none), then a mask per slot; -2 not yet worked out.
 */
const STRIDE = 4 + SLOTS;

const SWIM_SLOT = 8;
const SQUEEZE_SLOT = 9;

/** A table's slot for a kind of step: 0-7 a Move under one of the eight walking rules, 8 Swim, 9 Squeeze. */
export function stepSlot(s: GameState, seat: number, mode: StepMode): number {
  return slotOf(mode, mode === 'move' ? caverDef(s.cavers[seat].id).walk : undefined);
}

/** stepSlot of a kind of step and (for a Move) the caver's walking rules: bits 1 flooded, 2 tunnels, 4 rubble. */
function slotOf(mode: StepMode, walk: Walk | undefined): number {
  if (mode === 'swim') return SWIM_SLOT;
  if (mode === 'squeeze') return SQUEEZE_SLOT;
  return (walk!.flooded ? 1 : 0) | (walk!.tunnel ? 2 : 0) | (walk!.rubble ? 4 : 0);
}

/** The step table of a state's tiles array, made empty the first time it is asked for. */
export function stepTable(s: GameState): StepTable {
  const tiles = s.tiles;
  let tab = stepMemo.get(tiles);
  if (tab === undefined) {
    // The table this one pushes out of the memo is nobody's any more: its array is used again (a
    // typed array is costly to make) when it is large enough.
    const size = STRIDE * tiles.length;
    const old = stepMemo.leaving();
    tab = old !== undefined && old.length >= size ? old.fill(-2, 0, size) : new Int16Array(size + 8 * STRIDE).fill(-2);
    stepMemo.set(tiles, tab);
  }
  return tab;
}

/** The index of the tile beyond side i (DIRS[i]) of tile `index`, or -1. */
export function beyond(s: GameState, tab: StepTable, index: number, i: number): number {
  const k = STRIDE * index + i;
  let j = tab[k];
  if (j === -2) {
    const t = s.tiles[index];
    j = tileIndex(s, t.x + dx(DIRS[i]), t.y + dy(DIRS[i])) ?? -1;
    tab[k] = j;
  }
  return j;
}

/** The mask of steps of this slot's kind out of tile `index` (bit i for DIRS[i]). */
export function stepsOut(s: GameState, tab: StepTable, index: number, slot: number): number {
  const k = STRIDE * index + 4 + slot;
  let m = tab[k];
  if (m === -2) {
    m = slotMask(s, tab, index, slot);
    tab[k] = m;
  }
  return m;
}

/** stepCodeIn(...) === 'ok' for each side, the tile beyond read through the table. */
function slotMask(s: GameState, tab: StepTable, index: number, slot: number): number {
  const from = s.tiles[index];
  const out = from.open & ~heldSides(from);
  if (out === 0) return 0;
  let m = 0;
  for (let i = 0; i < 4; i++) {
    if (!(out & (1 << i))) continue;
    const j = beyond(s, tab, index, i);
    // enterCode(...) === 'ok': the tile beyond opens back (its side DIRS[i + 2]) and lets the step in.
    if (j >= 0 && s.tiles[j].open & (1 << ((i + 2) & 3)) && entryCode(s.tiles[j], slot) === 'ok') m |= 1 << i;
  }
  return m;
}

/**
 * The cavers whose Move enters a tile held by this marker all the same (their walking rules, read
 * by entryCode): a flooded tile, one with rubble, a tunnel. Everyone else needs another way in.
 */
export function movesOnto(marker: 'flooded' | 'rubble' | 'tunnel'): readonly CaverId[] {
  const to: Tile = {
    x: 0,
    y: 0,
    type: marker === 'tunnel' ? 'tunnel' : 'empty',
    shape: 'X',
    open: 15,
    blasted: 0,
    rubble: marker === 'rubble',
    flooded: marker === 'flooded',
    rope: false,
  };
  return CAVER_IDS.filter((id) => entryCode(to, slotOf('move', caverDef(id).walk)) === 'ok');
}

export function canLeave(from: Tile, d: Dir, kind: 'reveal' | 'move'): boolean {
  return leaveCode(from, d, kind) === 'ok';
}

/**
 * Put a caver on a tile and pay for entering it: a horror there takes all its health; a gas tile
 * during a leak costs 2 (4 after a Gas x2); rough ground asks for a skill test (fail: 1).
 */
export function enter(d: Draft, seat: number, to: Pos): void {
  const c = d.s.cavers[seat];
  const from = c.at;
  d.caver(seat).at = to;
  if (from !== null) d.emit({ t: 'move', caver: c.id, from, to });
  arrive(d, seat);
}

/** The costs of being put on the tile the caver now stands on (stepDanger reads the sure ones ahead). */
export function arrive(d: Draft, seat: number): void {
  const s = d.s;
  const at = s.cavers[seat].at!;
  if (horrorsAt(s, at[0], at[1]) > 0) contact(d, seat);
  if (!isConscious(d.s.cavers[seat])) return;
  const t = tileAt(s, at[0], at[1])!;
  if (t.type === 'gas' && s.gasLeak > 0) lose(d, seat, gasEntryCost(s), 'gas');
  else if (t.type === 'rough' && !skillTest(d, seat, 'rough')) lose(d, seat, 1, 'rough');
}

/**
 * What one step `dir` would surely cost this caver on arrival (no die involved): a horror there
 * takes all its health, or a gas leak costs 2 (4 after a Gas x2) unless the Bodyguard stands there.
 * The same rules as arrive(), read without taking the step; null when the step costs nothing sure.
 */
export function stepDanger(s: GameState, caver: CaverId, dir: Dir): StepDanger | null {
  const seat = seatOf(s, caver);
  const c = s.cavers[seat];
  if (seat < 0 || c.at === null) return null;
  const to = tileAt(s, c.at[0] + dx(dir), c.at[1] + dy(dir));
  if (to === undefined) return null;
  const at: Pos = [to.x, to.y];
  if (horrorsAt(s, to.x, to.y) > 0 && contactHurts(s, seat, at)) return { t: 'horror' };
  if (to.type === 'gas' && s.gasLeak > 0 && !protectedAt(s, seat, at)) return { t: 'gas', loss: gasEntryCost(s) };
  return null;
}
