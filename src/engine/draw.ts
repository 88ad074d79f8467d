// A Reveal or Explore as it is played at the table (RULES.md §4): the player declares the action and
// the side, draws, and only then sees the tile and turns it. Between the draw and the placement the
// state holds the tile drawn (`drawn`), and placing it is the only thing the game accepts: the
// Scout's Pathfinder (discard it, draw the next) is a step of its own, taken after the first tile is
// seen. A record's `reveal`/`explore` action is the whole of it; played from a state with no draw in
// progress it is exactly these steps, one after the other (actions/reveal.ts).
import { ACTION_FIELDS, DRAW_STEPS, strayField } from './actionFields.js';
import { openInto, openToEmpty, seatOf } from './cave.js';
import { bit, isDir, opposite, parseSides, sidesString } from './dirs.js';
import type { Draft } from './draft.js';
import { caverDef } from './facts.js';
import { enter } from './movement.js';
import { BAD_DIR, type Refusal } from './refusal.js';
import {
  BAD_DISCARD,
  BAD_KEEP,
  DRAWN_NO_FIT,
  HELD_NO_FIT,
  KEEP_GEOLOGIST,
  nextPlaceableAt,
  orientations,
  type RevealPlan,
} from './reveal.js';
import { ORIENTATIONS } from './tiles.js';
import type { Action, CaverId, Dir, Drawn, GameEvent, GameState, SavedDraw, Tile, TileCard } from './types.js';

type RevealEvent = Extract<GameEvent, { t: 'reveal' }>;

type Kind = 'reveal' | 'explore';

/**
 * Draw for a Reveal or Explore by the caver at `seat` (its AP already paid), as `plan` says: the
 * tiles the frontier rule refuses are discarded on the way; the Geologist draws one tile to set
 * aside beside the one she holds (or none, the deck being empty).
 */
export function startDraw(d: Draft, seat: number, kind: Kind, plan: RevealPlan): void {
  const s = d.s;
  const c = s.cavers[seat];
  const first = plan.choices[0];
  const discarded = first.discards.map((i) => s.tileDeck[i]);
  for (const card of discarded) d.discardTile(card);
  s.tileTop = first.top;
  // The Geologist's choice of her held tile comes first in a plan; the tile she drew is then the one
  // set aside (none when the deck is empty).
  const tile = first.keep === 0 ? (first.aside ?? null) : first.card;
  const held = caverDef(c.id).intuition ? c.aside : null;
  const turn = s.cavers[s.turn!].id;
  const drawn: Drawn = {
    caver: c.id,
    by: turn === c.id ? null : turn,
    do: kind,
    dir: plan.dir,
    at: plan.at,
    tile,
    held,
    discarded,
    pathfinder: null,
  };
  s.drawn = drawn;
  d.emit({ t: 'draw', caver: c.id, do: kind, dir: plan.dir, at: plan.at, tile, held, discarded });
}

/** Why the Scout cannot use Pathfinder on the tile just drawn, or null. */
export function pathfinderError(s: GameState): Refusal | null {
  const dr = s.drawn;
  if (dr === null) return { code: 'pathfinder-nothing-drawn' };
  const c = s.cavers[seatOf(s, dr.caver)];
  if (!caverDef(c.id).pathfinder) return { code: 'pathfinder-not-scout', caver: c.id };
  if (dr.pathfinder !== null) return { code: 'pathfinder-used' };
  if (c.charges <= 0) return { code: 'pathfinder-spent' };
  if (nextPlaceableAt(s, dr.at, dr.dir) < 0) return { code: 'pathfinder-no-tile' };
  return null;
}

/** Pathfinder: discard the tile drawn and draw the next that can be placed (the frontier rule's refusals discarded on the way). */
export function usePathfinder(d: Draft): void {
  const s = d.s;
  const dr = s.drawn!;
  const seat = seatOf(s, dr.caver);
  const j = nextPlaceableAt(s, dr.at, dr.dir);
  const gone = dr.tile!;
  d.discardTile(gone);
  const discarded: TileCard[] = [];
  for (let i = s.tileTop; i < j; i++) {
    discarded.push(s.tileDeck[i]);
    d.discardTile(s.tileDeck[i]);
  }
  s.tileTop = j + 1;
  d.caver(seat).charges -= 1;
  const tile = s.tileDeck[j];
  s.drawn = { ...dr, tile, discarded: [...dr.discarded, ...discarded], pathfinder: gone };
  d.emit({
    t: 'draw',
    caver: dr.caver,
    do: dr.do,
    dir: dr.dir,
    at: dr.at,
    tile,
    held: dr.held,
    discarded,
    pathfinder: gone,
  });
}

/** One way to place what was drawn: which tile (`keep` for the Geologist) and its allowed orientations. */
export interface DrawnOption {
  readonly keep?: 0 | 1;
  readonly card: TileCard;
  readonly opens: readonly number[];
}

/** The tiles a draw in progress may place, each with its orientations: the Geologist's drawn tile first. */
export function drawnOptions(s: GameState, dr: Drawn): DrawnOption[] {
  const out: DrawnOption[] = [];
  const geologist = caverDef(dr.caver).intuition;
  if (dr.tile !== null) {
    const opens = orientations(s, dr.tile, dr.at, dr.dir);
    if (opens.length > 0) out.push(geologist ? { keep: 1, card: dr.tile, opens } : { card: dr.tile, opens });
  }
  if (geologist && dr.held !== null) {
    const opens = orientations(s, dr.held, dr.at, dr.dir);
    if (opens.length > 0) out.push({ keep: 0, card: dr.held, opens });
  }
  return out;
}

/** Place the tile drawn (or the Geologist's held one) in orientation `open`; Explore then steps onto it. */
export function placeDrawn(d: Draft, open: number, keep: 0 | 1 | undefined): void {
  const s = d.s;
  const dr = s.drawn!;
  const seat = seatOf(s, dr.caver);
  const geologist = caverDef(dr.caver).intuition;
  const card = keep === 0 ? dr.held! : dr.tile!;
  // The Geologist keeps aside the one she did not place.
  const aside = geologist ? (keep === 0 ? dr.tile : dr.held) : undefined;
  if (aside !== undefined) d.caver(seat).aside = aside;
  const [x, y] = dr.at;
  // Every tile has every field (undefined where it does not apply): one shape for all tiles.
  const tile: Tile = {
    x,
    y,
    type: card.type,
    shape: card.shape,
    open,
    blasted: 0,
    faces: card.faces,
    arrow: card.type === 'ledge' || card.type === 'drop' ? dr.dir : undefined,
    rubble: false,
    flooded: false,
    rope: false,
  };
  s.frontier += openToEmpty(s, tile) - openInto(s, x, y);
  d.addTile(tile);
  s.drawn = null;
  // The optional fields are added after the others, in the same order as ever (no object spread: slow).
  const e: { -readonly [K in keyof RevealEvent]: RevealEvent[K] } = {
    t: 'reveal',
    caver: dr.caver,
    at: dr.at,
    dir: dr.dir,
    tile: card,
    open: sidesString(open),
    discarded: dr.discarded,
  };
  if (dr.pathfinder !== null) e.pathfinder = dr.pathfinder;
  if (aside !== undefined) e.aside = aside;
  d.emit(e);
  if (dr.do === 'explore') enter(d, seat, dr.at);
}

// ---- While a tile is drawn: what the game lists, accepts and does.

/** The action as the player names it: the Leader's Direct around it when the draw was directed. */
function envelope(dr: Drawn, inner: Record<string, unknown>): Action {
  return (dr.by !== null
    ? { caver: dr.by, do: 'direct', target: dr.caver, action: inner }
    : { caver: dr.caver, ...inner }) as unknown as Action;
}

/** Everything the game accepts while a tile is drawn: its placements (record actions) and, for the Scout, Pathfinder. */
export function listDrawn(s: GameState): Action[] {
  const dr = s.drawn!;
  const out: Action[] = [];
  const options = drawnOptions(s, dr);
  for (let i = 0; i < options.length; i++) {
    const o = options[i];
    for (let j = 0; j < o.opens.length; j++) out.push(placement(dr, sidesString(o.opens[j]), o.keep));
  }
  if (pathfinderError(s) === null) out.push(envelope(dr, { do: 'pathfinder' }));
  return out;
}

/**
 * A placement of the tile drawn as listed: { caver, do, dir, open, discard?, keep? } (the Leader's
 * Direct around it without `caver`), its fields in that order, built without object spreads (slow).
 */
function placement(dr: Drawn, open: string, keep: 0 | 1 | undefined): Action {
  const inner: { do: 'reveal' | 'explore'; dir: Dir; open: string; discard?: boolean; keep?: 0 | 1 } =
    dr.by !== null
      ? { do: dr.do, dir: dr.dir, open }
      : ({ caver: dr.caver, do: dr.do, dir: dr.dir, open } as {
          caver: CaverId;
          do: 'reveal' | 'explore';
          dir: Dir;
          open: string;
        });
  if (dr.pathfinder !== null) inner.discard = true;
  if (keep !== undefined) inner.keep = keep;
  return (dr.by !== null ? { caver: dr.by, do: 'direct', target: dr.caver, action: inner } : inner) as Action;
}

/** What the player must do now: place the tile drawn. */
function placeFirst(dr: Drawn): Refusal {
  return { code: 'place-drawn', action: dr.do, dir: dr.dir, caver: dr.caver, by: dr.by };
}

const DIRECTED_ACTION: Refusal = { code: 'field', field: 'action', expect: 'directed-action' };

/** The action inside the envelope, or why the action is not the drawing caver's. */
function unwrap(dr: Drawn, a: Action): { readonly inner: Record<string, unknown> } | Refusal {
  const raw = a as unknown as Record<string, unknown>;
  if (dr.by === null) return raw.caver === dr.caver ? { inner: raw } : placeFirst(dr);
  if (raw.caver !== dr.by || raw.do !== 'direct' || raw.target !== dr.caver) return placeFirst(dr);
  const inner = raw.action;
  if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return DIRECTED_ACTION;
  const { caver, ...rest } = inner as Record<string, unknown>;
  if (caver !== undefined && caver !== dr.caver) return { code: 'directed-caver', caver: dr.caver };
  if (typeof rest.do !== 'string' || !Object.prototype.hasOwnProperty.call(ACTION_FIELDS, rest.do))
    return placeFirst(dr);
  const stray = strayField(rest);
  if (stray !== null) return { code: 'stray-field', action: rest.do, field: stray };
  return { inner: rest };
}

/** Why this action cannot be taken while a tile is drawn, or null. */
export function drawnError(s: GameState, a: Action): Refusal | null {
  const dr = s.drawn!;
  const unwrapped = unwrap(dr, a);
  if ('code' in unwrapped) return unwrapped;
  const inner = unwrapped.inner;
  if (inner.do === 'pathfinder') return pathfinderError(s);
  if (inner.do !== dr.do) return placeFirst(dr);
  if (inner.dir !== dr.dir) return { code: 'drawn-dir', dir: dr.dir };
  if (inner.discard !== undefined && typeof inner.discard !== 'boolean') return BAD_DISCARD;
  if (inner.discard === true && dr.pathfinder === null) return { code: 'discard-first' };
  if (inner.discard !== true && dr.pathfinder !== null) return { code: 'discarded' };
  const geologist = caverDef(dr.caver).intuition;
  if (inner.keep !== undefined && inner.keep !== 0 && inner.keep !== 1) return BAD_KEEP;
  if (inner.keep !== undefined && !geologist) return KEEP_GEOLOGIST;
  const keep = geologist ? ((inner.keep as 0 | 1 | undefined) ?? 1) : undefined;
  const option = drawnOptions(s, dr).find((o) => o.keep === keep);
  if (option === undefined) {
    if (keep === 0) return HELD_NO_FIT;
    return dr.tile === null ? { code: 'nothing-drawn' } : DRAWN_NO_FIT;
  }
  const open = openError(option.card, dr.dir, inner.open, option.opens);
  return typeof open === 'number' ? null : open;
}

/** The side mask an `open` field names for a card, or why it cannot be placed so. */
export function openError(card: TileCard, dir: Dir, open: unknown, opens: readonly number[]): number | Refusal {
  const mask = typeof open === 'string' ? parseSides(open) : null;
  if (mask === null) return BAD_SIDES;
  if (!ORIENTATIONS[card.shape].includes(mask)) {
    return { code: 'not-a-turn', open: open as string, tile: card.type, shape: card.shape };
  }
  if (!(mask & bit(opposite(dir)))) return { code: 'open-toward', side: opposite(dir) };
  if (!opens.includes(mask)) return { code: 'closes-cave', open: sidesString(mask) };
  return mask;
}

const BAD_SIDES: Refusal = { code: 'field', field: 'open', expect: 'sides' };

/** Play an action (already checked) while a tile is drawn: Pathfinder, or the placement. */
export function playDrawn(d: Draft, a: Action): void {
  const dr = d.s.drawn!;
  const inner = (dr.by !== null ? (a as Extract<Action, { do: 'direct' }>).action : a) as Record<string, unknown>;
  if (inner.do === 'pathfinder') return usePathfinder(d);
  const keep = caverDef(dr.caver).intuition ? ((inner.keep as 0 | 1 | undefined) ?? 1) : undefined;
  placeDrawn(d, parseSides(inner.open as string)!, keep);
}

// ---- A draw in progress in a save (RECORD.md's `drawn` extension).

/** Is this a step of play a record folds into its reveal or explore (a draw, Pathfinder, or the Leader's Direct of one)? */
export function isDrawStep(a: Action): boolean {
  const inner = a.do === 'direct' && typeof a.action === 'object' && a.action !== null ? a.action : a;
  return DRAW_STEPS.includes(inner.do);
}

/** The draw in progress as a save carries it, or null. */
export function savedDraw(s: GameState): SavedDraw | null {
  const dr = s.drawn;
  if (dr === null) return null;
  const action = { do: dr.do, dir: dr.dir, ...(dr.pathfinder !== null ? { discard: true as const } : {}) };
  return dr.by !== null ? { caver: dr.by, do: 'direct', target: dr.caver, action } : { caver: dr.caver, ...action };
}

/** The steps that bring a saved draw back (the draw, then Pathfinder if it was used), or why the value is not one. */
export function drawSteps(saved: unknown): Action[] | Refusal {
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return { code: 'draw-not-object' };
  const o = saved as Record<string, unknown>;
  const direct = o.do === 'direct';
  const inner = (direct ? o.action : o) as Record<string, unknown> | undefined;
  if (typeof inner !== 'object' || inner === null || Array.isArray(inner))
    return { code: 'field', field: 'action', expect: 'object' };
  if (inner.do !== 'reveal' && inner.do !== 'explore') return { code: 'draw-kind' };
  if (!isDir(inner.dir)) return BAD_DIR;
  if (inner.discard !== undefined && inner.discard !== true) return { code: 'field', field: 'discard', expect: 'true' };
  const allowed = direct ? ['caver', 'do', 'target', 'action'] : ['caver', 'do', 'dir', 'discard'];
  const stray =
    Object.keys(o).find((k) => !allowed.includes(k)) ??
    (direct ? Object.keys(inner).find((k) => !['do', 'dir', 'discard'].includes(k)) : undefined);
  if (stray !== undefined) return { code: 'draw-stray', field: stray };
  const wrap = (step: Record<string, unknown>): Action =>
    (direct
      ? { caver: o.caver, do: 'direct', target: o.target, action: step }
      : { caver: o.caver, ...step }) as unknown as Action;
  const steps = [wrap({ do: 'draw', kind: inner.do, dir: inner.dir })];
  if (inner.discard === true) steps.push(wrap({ do: 'pathfinder' }));
  return steps;
}
