// Views on the wire: a view is sent whole once (the start, or the base of a history), then as patches,
// each the top-level fields of the view that changed since the view before it (a step changes a few:
// the cavers, the AP, a tile). And the hash a client keeps of every view (patch) it was shown, which
// the end of the game checks (verify.ts): the patches and the view they start from make every view.
import { createHash } from 'node:crypto';
import type { PlayerView } from '../engine/index.js';
import type { ViewPatch } from './protocol.js';

type Field = keyof PlayerView;

/** Two values equal as JSON (the same object is equal at once: a view shares its state's arrays). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields of `next` that differ from `prev` (all of them when there is no `prev`). */
export function viewPatch(prev: PlayerView | null, next: PlayerView): ViewPatch {
  if (prev === null) return next;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(next) as Field[]) if (!same(prev[k], next[k])) out[k] = next[k];
  return out as ViewPatch;
}

/**
 * The view a patch makes of the view before it. A patch with every field of a view stands alone; one
 * without them needs the view before (null: none yet, and the patch is not a whole view: null back).
 */
export function applyPatch(prev: PlayerView | null, patch: ViewPatch): PlayerView | null {
  if (prev === null) return isWholeView(patch) ? patch : null;
  return { ...prev, ...patch };
}

/** A patch that holds a whole view (the start's, or a history's base). */
function isWholeView(p: ViewPatch): p is PlayerView {
  return p.view === 'player' && Array.isArray(p.tiles) && Array.isArray(p.cavers) && p.options !== undefined;
}

/** JSON with every object's keys in order: the same value gives the same text, whatever order its fields came in. */
export function canonicalJson(v: unknown): string {
  return JSON.stringify(sortKeys(JSON.parse(JSON.stringify(v) ?? 'null') as unknown));
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (typeof v !== 'object' || v === null) return v;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v).sort()) out[k] = sortKeys((v as Record<string, unknown>)[k]);
  return out;
}

/**
 * The hash of a value's JSON text (a view, a patch, a list of events): what a client keeps of what it
 * was shown. The text is the one the server wrote: JSON keeps the order of an object's fields, and
 * the end's check (verify.ts) builds the same objects with the same code, in the same order. (Sorting
 * every object's keys first would make the hash independent of that order, at eight times the cost:
 * too much for every view of every step of every client.)
 */
export function jsonHash(v: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(v) ?? 'null')
    .digest('hex');
}
