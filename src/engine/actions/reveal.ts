// Reveal and Explore (RULES.md §4): place the top cave tile beside you; Explore also steps onto it.
// At the table they are played in steps (draw.ts): `draw` declares the action and the side and
// draws; the tile is then seen, turned and placed. Those steps are what the game lists. A record's
// `reveal`/`explore` is the whole action, and is played as the same steps one after the other.
import { DIRS } from '../dirs.js';
import { caverDef } from '../facts.js';
import type { ActionDef } from '../defs.js';
import type { Draft } from '../draft.js';
import { openError, placeDrawn, startDraw, usePathfinder } from '../draw.js';
import { beyond, canLeave, leaveBlock, stepTable } from '../movement.js';
import { canReveal, pickChoice, planReveal, type RevealChoice, type RevealPlan } from '../reveal.js';
import { isRefusal, OFF_TILE, type Refusal } from '../refusal.js';
import type { Action, CaverId, Dir, GameState, Tile } from '../types.js';
import { badDir, here, made } from './common.js';

type RevealAction = Extract<Action, { do: 'reveal' | 'explore' }>;
type DrawAction = Extract<Action, { do: 'draw' }>;

/** What a draw for a Reveal or Explore through `dir` would bring, or why it cannot happen. */
function drawPlan(s: GameState, seat: number, kind: unknown, dir: unknown): RevealPlan | Refusal {
  if (kind !== 'reveal' && kind !== 'explore') return DRAW_KIND;
  const bad = badDir(dir);
  if (bad) return bad;
  const from = here(s, seat);
  if (!from) return OFF_TILE;
  if (kind === 'explore') {
    const blocked = leaveBlock(from, dir as Dir, 'move');
    if (blocked) return blocked;
  }
  return planReveal(s, seat, from, dir as Dir);
}

const DRAW_KIND: Refusal = { code: 'field', field: 'kind', expect: 'draw-kind' };

/** The plan, choice and orientation a record's whole reveal names, or why it is illegal. */
export function resolveReveal(
  s: GameState,
  seat: number,
  a: RevealAction,
): { plan: RevealPlan; choice: RevealChoice; open: number } | Refusal {
  const plan = drawPlan(s, seat, a.do, a.dir);
  if (isRefusal(plan)) return plan;
  const choice = pickChoice(plan, a, caverDef(s.cavers[seat].id).intuition);
  if (isRefusal(choice)) return choice;
  const open = openError(choice.card, a.dir, a.open, choice.opens);
  if (typeof open !== 'number') return open;
  return { plan, choice, open };
}

/** Each caver's draws, made once (common.ts made): a Reveal's toward each side, then an Explore's. */
const draws = made((caver): readonly (readonly [Action, Action])[] =>
  DIRS.map((dir) => [
    { caver, do: 'draw', kind: 'reveal', dir },
    { caver, do: 'draw', kind: 'explore', dir },
  ]),
);

/** Draw: declare Reveal or Explore toward a side and draw; one action per kind and side that can draw. */
export const draw: ActionDef = {
  do: 'draw',
  ap: 1,
  candidates(s: GameState, seat: number, caver: CaverId, out: Action[], from: Tile | undefined, at: number): void {
    if (from === undefined) return;
    const tab = stepTable(s);
    for (let i = 0; i < 4; i++) {
      // An open side with no tile beyond (the cave's step table knows the tile beyond each side).
      if (!(from.open & (1 << i)) || beyond(s, tab, at, i) >= 0) continue;
      const dir = DIRS[i];
      if (!canReveal(s, seat, from, dir)) continue;
      const mine = draws(caver)[i];
      out.push(mine[0]);
      if (canLeave(from, dir, 'move')) out.push(mine[1]);
    }
  },
  check(s, seat, a) {
    const d = a as DrawAction;
    const plan = drawPlan(s, seat, d.kind, d.dir);
    return isRefusal(plan) ? plan : null;
  },
  run(d, seat, a) {
    const x = a as DrawAction;
    const plan = drawPlan(d.s, seat, x.kind, x.dir);
    if (isRefusal(plan)) throw new Error(`a checked draw is refused (${plan.code})`);
    startDraw(d, seat, x.kind, plan);
  },
};

function check(s: GameState, seat: number, a: Action): Refusal | null {
  const r = resolveReveal(s, seat, a as RevealAction);
  return isRefusal(r) ? r : null;
}

/** A record's whole reveal or explore: the draw, the Pathfinder discard if it says so, the placement. */
function play(d: Draft, seat: number, a: Action): void {
  const r = resolveReveal(d.s, seat, a as RevealAction);
  if (isRefusal(r)) throw new Error(`a checked reveal is refused (${r.code})`);
  startDraw(d, seat, (a as RevealAction).do, r.plan);
  if (r.choice.discard) usePathfinder(d);
  placeDrawn(d, r.open, r.choice.keep);
}

// Never listed: the game lists the draw, then the placements of the tile drawn (draw.ts).
const none = (): void => undefined;

export const reveal: ActionDef = {
  do: 'reveal',
  ap: 1,
  candidates: none,
  check,
  run: play,
};

export const explore: ActionDef = {
  do: 'explore',
  ap: 1,
  candidates: none,
  check,
  run: play,
};
