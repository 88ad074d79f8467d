// Reveal and Explore (RULES.md §4): place the top cave tile beside you; Explore also steps onto it.
import { bit, DIR_NAME, DIRS, opposite, parseSides, sidesString } from '../dirs.js';
import { neighbour } from '../cave.js';
import { caverDef } from '../facts.js';
import type { ActionDef } from '../defs.js';
import type { Draft } from '../draft.js';
import { canLeave, enter, leaveBlock } from '../movement.js';
import { pickChoice, placeTile, planReveal, type RevealChoice, type RevealPlan } from '../reveal.js';
import { ORIENTATIONS, TILE_KINDS } from '../tiles.js';
import type { Action, CaverId, Dir, GameState } from '../types.js';
import { badDir, here } from './common.js';

type RevealAction = Extract<Action, { do: 'reveal' | 'explore' }>;

function openReason(choice: RevealChoice, dir: Dir, open: unknown): number | string {
  const mask = typeof open === 'string' ? parseSides(open) : null;
  if (mask === null) return '"open" must list the placed tile\'s open sides, like "NES"';
  const card = choice.card;
  if (!ORIENTATIONS[card.shape].includes(mask)) {
    return `"${open}" is not a turn of the drawn ${TILE_KINDS[card.type].name} tile (shape ${card.shape})`;
  }
  if (!(mask & bit(opposite(dir)))) return `the tile must open toward your tile (its ${DIR_NAME[opposite(dir)]} side)`;
  if (!choice.opens.includes(mask)) return `"${sidesString(mask)}" would leave the cave no open side facing an empty square`;
  return mask;
}

/** The plan, choice and orientation a reveal names, or why it is illegal. */
export function resolveReveal(s: GameState, seat: number, a: RevealAction): { plan: RevealPlan; choice: RevealChoice; open: number } | string {
  const bad = badDir(a.dir);
  if (bad) return bad;
  const from = here(s, seat);
  if (!from) return 'you are not on a tile';
  if (a.do === 'explore') {
    const blocked = leaveBlock(from, a.dir, 'move');
    if (blocked) return blocked;
  }
  const plan = planReveal(s, seat, from, a.dir);
  if (typeof plan === 'string') return plan;
  const choice = pickChoice(plan, a, caverDef(s.cavers[seat].id).intuition);
  if (typeof choice === 'string') return choice;
  const open = openReason(choice, a.dir, a.open);
  if (typeof open === 'string') return open;
  return { plan, choice, open };
}

function candidates(kind: 'reveal' | 'explore') {
  return (s: GameState, seat: number, caver: CaverId): Action[] => {
    const from = here(s, seat);
    if (!from) return [];
    const out: Action[] = [];
    for (const dir of DIRS) {
      if (!(from.open & bit(dir)) || neighbour(s, from, dir) !== undefined) continue;
      if (kind === 'explore' && !canLeave(from, dir, 'move')) continue;
      const plan = planReveal(s, seat, from, dir);
      if (typeof plan === 'string') continue;
      for (const ch of plan.choices) {
        for (const open of ch.opens) {
          const o = sidesString(open);
          if (ch.discard) out.push({ caver, do: kind, dir, open: o, discard: true });
          else if (ch.keep !== undefined) out.push({ caver, do: kind, dir, open: o, keep: ch.keep });
          else out.push({ caver, do: kind, dir, open: o });
        }
      }
    }
    return out;
  };
}

function check(s: GameState, seat: number, a: Action): string | null {
  const r = resolveReveal(s, seat, a as RevealAction);
  return typeof r === 'string' ? r : null;
}

function place(d: Draft, seat: number, a: Action): void {
  const r = resolveReveal(d.s, seat, a as RevealAction);
  if (typeof r === 'string') throw new Error(r);
  placeTile(d, seat, r.plan, r.choice, r.open);
  if (a.do === 'explore') enter(d, seat, r.plan.at);
}

export const reveal: ActionDef = {
  do: 'reveal', name: 'Reveal', ap: 1,
  text: 'Draw the top cave tile and place it beyond an open side of your tile, opening toward you.',
  candidates: candidates('reveal'), check, run: place,
};

export const explore: ActionDef = {
  do: 'explore', name: 'Explore', ap: 1,
  text: 'Reveal, then step onto the new tile at once (even a tunnel).',
  candidates: candidates('explore'), check, run: place,
};
