// Travel (the core's travelWay): the cheapest safe way for a caver to a square, over the cave's one
// search. Held to the rules themselves: every step of a way is an action the engine takes, in turn,
// at the action points said; a safe way harms no one and costs no more action points than the
// cheapest safe walk found by trying the engine's own steps; harm only where no safe way exists.
import { describe, expect, test } from '@jest/globals';
import { greedyAction } from '../../src/bots/greedy.js';
import { botRng } from '../../src/bots/random.js';
import { actionCost, apply, DIRS, entryCost, legalActions, newGame, travelWay } from '../../src/engine/index.js';
import type { Action, CaverId, GameState, Pos } from '../../src/engine/index.js';
import { frontierSquares } from '../../src/ui/board/drawBoard.js';

const TEAMS: CaverId[][] = [
  ['geologist', 'diver', 'engineer', 'climber'],
  ['leader', 'scout', 'medic', 'bodyguard'],
];

/** Positions where a caver on a tile is to act, its action points topped up so a long way can be walked. */
function positions(): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < 8; g++) {
    const r = newGame({ seed: `travel-${g}`, difficulty: 'normal', players: 1, cavers: TEAMS[g % 2] });
    if (!r.ok) throw new Error('setup');
    let s = r.state;
    const rng = botRng(`travel-${g}`);
    for (let i = 0; i < 3000 && s.result === null; i++) {
      if (i % 25 === 0 && s.turn !== null && s.pending === null && s.drawn === null && !s.turnDone) {
        const c = s.cavers[s.turn];
        if (c.at !== null && !c.underwater && c.hp > 0) out.push({ ...s, ap: 60 });
      }
      const n = apply(s, greedyAction(s, rng)!);
      if (!n.ok) throw new Error('refused');
      s = n.state;
    }
  }
  return out;
}

const harms = (s: GameState, id: CaverId, at: Pos): boolean => {
  const c = entryCost(s, id, at);
  return c.horror || c.gas > 0 || c.test !== null;
};

/** The fewest AP of a safe walk to each square, found by trying the engine's listed steps (Dijkstra over states). */
function safeWalks(s0: GameState, id: CaverId): Map<string, number> {
  const best = new Map<string, number>();
  const here = (s: GameState): string => String(s.cavers.find((c) => c.id === id)!.at);
  const queue: [number, GameState][] = [[0, s0]];
  best.set(here(s0), 0);
  while (queue.length > 0) {
    queue.sort((a, b) => a[0] - b[0]);
    const [d, s] = queue.shift()!;
    if (d > best.get(here(s))!) continue;
    for (const a of legalActions(s)) {
      if (a.caver !== id || (a.do !== 'move' && a.do !== 'swim' && a.do !== 'squeeze')) continue;
      const from = s.cavers.find((c) => c.id === id)!.at!;
      const dd = DIRS.indexOf(a.dir);
      const at: Pos = [from[0] + [0, 1, 0, -1][dd], from[1] + [-1, 0, 1, 0][dd]];
      if (harms(s, id, at)) continue;
      const r = apply(s, a);
      if (!r.ok) continue;
      const nd = d + actionCost(id, a.do);
      const k = here(r.state);
      if (best.has(k) && best.get(k)! <= nd) continue;
      best.set(k, nd);
      queue.push([nd, { ...r.state, ap: 60 }]);
    }
  }
  return best;
}

const POSITIONS = positions();

describe('travel: the cheapest safe way, step by step as the rules take it', () => {
  test('every way found walks: each step an action the engine takes, at the AP said, ending where it says', () => {
    let ways = 0;
    for (const s of POSITIONS) {
      const id = s.cavers[s.turn!].id;
      const targets: Pos[] = [...s.tiles.map((t): Pos => [t.x, t.y]), ...frontierSquares(s)];
      for (const to of targets) {
        const way = travelWay(s, id, to);
        if (way === null) continue;
        let cur = s;
        let spent = 0;
        for (const st of way.steps) {
          const a = { caver: id, do: st.by, dir: st.dir } as Action;
          expect(legalActions(cur).some((b) => JSON.stringify(b) === JSON.stringify(a))).toBe(true);
          expect(st.harm).toBe(harms(cur, id, st.at));
          if (st.harm) break;
          const r = apply(cur, a);
          if (!r.ok) throw new Error('refused');
          expect(r.state.cavers[s.turn!].at).toEqual(st.at);
          spent += s.ap - r.state.ap - spent;
          cur = r.state;
        }
        if (!way.harm) {
          expect(cur.cavers[s.turn!].at).toEqual(way.end);
          expect(s.ap - cur.ap).toBe(way.ap);
          expect(spent).toBe(way.ap);
          if (way.reveal === null) expect(way.end).toEqual(to);
          else
            expect([
              way.end[0] + [0, 1, 0, -1][DIRS.indexOf(way.reveal)],
              way.end[1] + [-1, 0, 1, 0][DIRS.indexOf(way.reveal)],
            ]).toEqual(to);
        }
        ways++;
      }
    }
    expect(ways).toBeGreaterThan(500);
  });

  test('a safe way costs the fewest AP of any safe walk; harm only where no safe walk leads', () => {
    let checked = 0;
    // Each position as it is, and with a gas leak on where the cave has gas (a harm to walk round).
    const withLeaks = POSITIONS.flatMap((s) =>
      s.tiles.some((t) => t.type === 'gas') ? [s, { ...s, gasLeak: 1 }] : [s],
    );
    let round = 0;
    for (const s of withLeaks.filter((_, i) => i % 2 === 0)) {
      const id = s.cavers[s.turn!].id;
      const safe = safeWalks(s, id);
      for (const t of s.tiles) {
        const way = travelWay(s, id, [t.x, t.y]);
        const walk = safe.get(String([t.x, t.y]));
        const here = String(s.cavers[s.turn!].at) === String([t.x, t.y]);
        if (here) {
          expect([way!.steps.length, way!.end]).toEqual([0, [t.x, t.y]]);
          continue;
        }
        if (walk !== undefined) {
          expect(way).not.toBeNull();
          expect(way!.harm).toBe(false);
          expect(way!.ap).toBe(walk);
          if (way!.steps.length > 1 && s.gasLeak > 0) round++;
          checked++;
        } else if (way !== null) expect(way.harm).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(round).toBeGreaterThan(10);
  });
});
