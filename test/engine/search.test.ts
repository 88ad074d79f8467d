// The cave's one search (src/engine/search.ts) held to what it replaced, on many positions of many
// games: the horrors' step counts (RULES.md §8) are the breadth-first search the horrors ran before,
// from every tile and from the victims together; with step costs the search finds the cheapest ways
// a brute-force relaxation finds, and the way it keeps walks connected sides at exactly that cost;
// the AI's walks in action points and its horror distances are the ones its own searches gave.
import { describe, expect, test } from '@jest/globals';
import { caveIndex, stepsFrom, walkField } from '../../src/ai/cave.js';
import { greedyAction } from '../../src/bots/greedy.js';
import { botRng, randomAction } from '../../src/bots/random.js';
import { apply, bit, DIRS, dx, dy, newGame, opposite, pathTo, searchCave } from '../../src/engine/index.js';
import type { CaverId, Difficulty, GameState, Tile } from '../../src/engine/index.js';
import { distanceField, nearestVictim, placeOptions, reach } from '../../src/engine/horrors.js';
import { CAVER_IDS, caverDef } from '../../src/engine/facts.js';
import { actionInfo } from '../../src/engine/rules.js';

const TEAMS: CaverId[][] = [
  ['geologist', 'diver', 'engineer', 'climber', 'scout'],
  ['leader', 'geologist', 'scout', 'medic', 'bodyguard', 'diver'],
  ['climber', 'engineer', 'geologist', 'medic'],
  ['diver', 'bodyguard', 'climber', 'leader'],
];
const DIFFICULTIES: Difficulty[] = ['normal', 'hard', 'expert'];

/** Positions along games played by the greedy bot and at random (every 5th step). */
function positions(games: number): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < games; g++) {
    const r = newGame({ seed: `search-${g}`, difficulty: DIFFICULTIES[g % 3], players: 1, cavers: TEAMS[g % 4] });
    if (!r.ok) throw new Error(String(r.error));
    let s = r.state;
    const rng = botRng(`search-${g}`);
    const bot = g % 2 === 0 ? randomAction : greedyAction;
    for (let step = 0; s.result === null && step < 3000; step++) {
      if (step % 5 === 0) out.push(s);
      const next = apply(s, bot(s, rng)!);
      if (!next.ok) throw new Error(String(next.error));
      s = next.state;
    }
    out.push(s);
  }
  return out;
}

/** The tile index on a square, by a plain scan (nothing shared with the search's grid). */
function at(tiles: readonly Tile[], x: number, y: number): number {
  return tiles.findIndex((t) => t.x === x && t.y === y);
}

const LINKS = new WeakMap<readonly Tile[], [number, number][][]>();

/** The connected neighbours of tile i: [side index, tile index]. */
function links(tiles: readonly Tile[], i: number): [number, number][] {
  let all = LINKS.get(tiles);
  if (all === undefined) {
    all = tiles.map((_, k) => linksOf(tiles, k));
    LINKS.set(tiles, all);
  }
  return all[i];
}

function linksOf(tiles: readonly Tile[], i: number): [number, number][] {
  const out: [number, number][] = [];
  const t = tiles[i];
  for (let k = 0; k < 4; k++) {
    const d = DIRS[k];
    if (!(t.open & bit(d))) continue;
    const j = at(tiles, t.x + dx(d), t.y + dy(d));
    if (j >= 0 && tiles[j].open & bit(opposite(d))) out.push([k, j]);
  }
  return out;
}

/** The horrors' search as it was before the cave had one search: breadth-first, every connection one step. */
function oldHorrorSteps(tiles: readonly Tile[], sources: readonly number[]): Int16Array {
  const dist = new Int16Array(tiles.length).fill(-1);
  const queue: number[] = [];
  for (const i of sources)
    if (i >= 0 && dist[i] < 0) {
      dist[i] = 0;
      queue.push(i);
    }
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head];
    for (const [, j] of links(tiles, i))
      if (dist[j] < 0) {
        dist[j] = dist[i] + 1;
        queue.push(j);
      }
  }
  return dist;
}

/** Cheapest costs by relaxing every connection until nothing changes (Bellman-Ford): -1 unreached. */
function relaxed(tiles: readonly Tile[], source: number, cost: (i: number, k: number, j: number) => number): number[] {
  const dist = tiles.map((_, i) => (i === source ? 0 : Infinity));
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < tiles.length; i++) {
      if (dist[i] === Infinity) continue;
      for (const [k, j] of links(tiles, i)) {
        const c = cost(i, k, j);
        if (c >= 1 && dist[i] + c < dist[j]) {
          dist[j] = dist[i] + c;
          changed = true;
        }
      }
    }
  }
  return dist.map((d) => (d === Infinity ? -1 : d));
}

/** The AI's walk in action points as it was (its own bucket queue over its own links): 255 unreached. */
function oldWalk(s: GameState, id: CaverId, start: number): Uint8Array {
  const tiles = s.tiles;
  const dist = new Uint8Array(tiles.length).fill(255);
  const def = caverDef(id).walk;
  const ap = (kind: 'move' | 'swim' | 'squeeze' | 'clear' | 'quickdig'): number => actionInfo(id, kind)?.ap ?? Infinity;
  const move = ap('move');
  const dig = Math.min(ap('clear'), ap('quickdig'));
  const stepCost = (from: Tile, to: Tile, k: number): number => {
    const d = DIRS[k];
    if (!from.rope && from.arrow !== undefined) {
      if (from.type === 'ledge' && d === from.arrow) return -1;
      if (from.type === 'drop' && d === opposite(from.arrow)) return -1;
    }
    if (to.flooded) return def?.flooded ? move : ap('swim');
    if (to.type === 'tunnel') return def?.tunnel ? move : ap('squeeze');
    if (to.rubble) return def?.rubble ? move : dig + move;
    return move;
  };
  const buckets: number[][] = [[start], [], [], []];
  dist[start] = 0;
  let cur = 0;
  let pending = 1;
  while (pending > 0) {
    const b = buckets[cur & 3];
    while (b.length > 0) {
      const i = b.pop()!;
      pending--;
      if (dist[i] !== cur) continue;
      for (const [k, j] of links(tiles, i)) {
        const c = stepCost(tiles[i], tiles[j], k);
        if (c < 0 || !Number.isFinite(c)) continue;
        const nd = cur + c;
        if (nd < dist[j] && nd < 255) {
          dist[j] = nd;
          buckets[nd & 3].push(j);
          pending++;
        }
      }
    }
    cur++;
    if (cur > 250) break;
  }
  return dist;
}

const POSITIONS = positions(16);

/** The two arrays read alike, entry by entry (-1 and 255 as they are). */
function same(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A different cave each: positions whose tiles array is new (a search over the same cave twice proves nothing more). */
const CAVES = POSITIONS.filter((s, i) => i === 0 || s.tiles !== POSITIONS[i - 1].tiles);

describe("the cave's one search", () => {
  test('the positions are many, in caves large and small', () => {
    expect(POSITIONS.length).toBeGreaterThan(500);
    expect(CAVES.length).toBeGreaterThan(200);
    expect(Math.max(...CAVES.map((s) => s.tiles.length))).toBeGreaterThan(30);
    expect(POSITIONS.filter((s) => s.horrors.length > 0).length).toBeGreaterThan(50);
  });

  test('§8 horror steps: from every tile, the same counts as the breadth-first search the horrors ran before', () => {
    let checked = 0;
    const wrong: string[] = [];
    for (const [n, s] of CAVES.entries())
      for (let i = 0; i < s.tiles.length; i++) {
        const want = oldHorrorSteps(s.tiles, [i]);
        const t = s.tiles[i];
        if (!same(searchCave(s, [i]).dist, want) || !same(distanceField(s, [[t.x, t.y]]), want))
          wrong.push(`cave ${n} from tile ${i}`);
        checked++;
      }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(5000);
  });

  test('§8 horror steps from several squares at once (the victims, for placing a horror), sources repeated or off the cave', () => {
    for (const s of POSITIONS) {
      const on = s.cavers.filter((c) => c.at !== null).map((c) => c.at!);
      const sources = [...on, [99, 99] as const, ...on.slice(0, 1)];
      const want = oldHorrorSteps(
        s.tiles,
        sources.map((p) => at(s.tiles, p[0], p[1])),
      );
      expect(same(distanceField(s, sources), want)).toBe(true);
    }
  });

  test('§8 the horrors choose as before: nearest victim, the squares of a move, where a horror is placed', () => {
    let moves = 0;
    for (const s of POSITIONS) {
      for (const h of s.horrors) {
        const field = oldHorrorSteps(s.tiles, [at(s.tiles, h.at[0], h.at[1])]);
        // The old rule: fewest steps, then lowest caver number, over the victims.
        const v = nearestVictim(s, h.at);
        let best: { seat: number; dist: number } | null = null;
        s.cavers.forEach((c, seat) => {
          if (c.at === null || c.hp <= 0 || c.hidden || caverDef(c.id).stealthy) return;
          if (s.tiles[at(s.tiles, c.at[0], c.at[1])].type === 'exit') return;
          const n = field[at(s.tiles, c.at[0], c.at[1])];
          if (n < 0) return;
          if (
            best === null ||
            n < best.dist ||
            (n === best.dist && caverDef(c.id).number < caverDef(s.cavers[best.seat].id).number)
          )
            best = { seat, dist: n };
        });
        expect(v).toEqual(best);
        const r = reach(s, h);
        if (r.target !== null && r.target.dist > 0) {
          // Every square offered is one step nearer the victim, by the old search from the victim.
          const goal = s.cavers[r.target.seat].at!;
          const back = oldHorrorSteps(s.tiles, [at(s.tiles, goal[0], goal[1])]);
          const from = at(s.tiles, h.at[0], h.at[1]);
          const want = links(s.tiles, from)
            .map(([, j]) => j)
            .filter((j) => back[j] === r.target!.dist - 1)
            .map((j) => [s.tiles[j].x, s.tiles[j].y])
            .sort((a, b) => a[1] - b[1] || a[0] - b[0]);
          expect(r.squares).toEqual(want);
          moves++;
        }
      }
      // Horror tiles free of a horror, nearest the victims within reach 7.
      const victims = s.cavers
        .filter((c) => c.at !== null && c.hp > 0 && !c.hidden && !caverDef(c.id).stealthy)
        .filter((c) => s.tiles[at(s.tiles, c.at![0], c.at![1])].type !== 'exit')
        .map((c) => at(s.tiles, c.at![0], c.at![1]));
      const field = oldHorrorSteps(s.tiles, victims);
      const free = s.tiles
        .map((t, i) => ({ t, i }))
        .filter(({ t }) => t.type === 'horror' && !s.horrors.some((h) => h.at[0] === t.x && h.at[1] === t.y))
        .filter(({ i }) => field[i] >= 0 && field[i] <= 7);
      const least = Math.min(...free.map(({ i }) => field[i]));
      const want = victims.length === 0 ? [] : free.filter(({ i }) => field[i] === least).map(({ t }) => [t.x, t.y]);
      expect(placeOptions(s)).toEqual(want.sort((a, b) => a[1] - b[1] || a[0] - b[0]));
    }
    expect(moves).toBeGreaterThan(20);
  });

  test('with step costs, the cheapest costs a brute-force relaxation finds; the way kept walks connected sides at that cost', () => {
    let ways = 0;
    const wrong: string[] = [];
    for (const [n, s] of CAVES.entries()) {
      if (n % 3 !== 0) continue;
      // Costs 1 to 9 fixed per step (a hash of the two tiles and the side), some steps shut (0).
      const cost = (i: number, k: number, j: number): number => ((i * 7 + j * 13 + k * 5 + n) % 11) - 1;
      for (let src = 0; src < s.tiles.length; src += 3) {
        const found = searchCave(s, [src], { cost, maxStep: 9, paths: true });
        const want = relaxed(s.tiles, src, (i, k, j) => (cost(i, k, j) <= 9 ? cost(i, k, j) : 0));
        if (!same(found.dist, want)) wrong.push(`cave ${n} from ${src}: costs`);
        for (let to = 0; to < s.tiles.length; to++) {
          const way = pathTo(found, to);
          if (way === null) {
            if (want[to] >= 0) wrong.push(`cave ${n} from ${src} to ${to}: no way`);
            continue;
          }
          if (way[0] !== src || way[way.length - 1] !== to) wrong.push(`cave ${n} from ${src} to ${to}: ends`);
          let sum = 0;
          for (let w = 1; w < way.length; w++) {
            const k = found.side![way[w]];
            if (!links(s.tiles, way[w - 1]).some(([kk, j]) => kk === k && j === way[w]))
              wrong.push(`cave ${n} from ${src} to ${to}: step ${w} not connected`);
            sum += cost(way[w - 1], k, way[w]);
          }
          if (sum !== want[to]) wrong.push(`cave ${n} from ${src} to ${to}: the way costs ${sum}, not ${want[to]}`);
          ways++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(ways).toBeGreaterThan(3000);
  });

  test('a limit leaves what costs more unreached, and a cost above maxStep shuts that step', () => {
    for (const s of CAVES.slice(-40)) {
      const all = searchCave(s, [0]).dist;
      const near = searchCave(s, [0], { limit: 2 }).dist;
      expect(Array.from(near)).toEqual(Array.from(all).map((d) => (d > 2 ? -1 : d)));
      const shut = searchCave(s, [0], { cost: () => 4, maxStep: 3 }).dist;
      expect(Array.from(shut).filter((d) => d >= 0)).toEqual([0]);
    }
  });

  test('a search run from inside another search (its step cost) leaves both right: the queue kept between searches is not shared', () => {
    for (const s of CAVES.slice(-30)) {
      const cost = (i: number, k: number, j: number): number => ((i + 2 * j + k) % 3) + 1;
      const want = searchCave(s, [0], { cost, maxStep: 3, paths: true });
      const inner: Int16Array[] = [];
      const nested = (i: number, k: number, j: number): number => {
        inner.push(searchCave(s, [j], { cost, maxStep: 3 }).dist);
        return cost(i, k, j);
      };
      const got = searchCave(s, [0], { cost: nested, maxStep: 3, paths: true });
      expect([got.dist, got.prev, got.side]).toEqual([want.dist, want.prev, want.side]);
      for (const d of inner.slice(0, 5))
        expect(d).toEqual(searchCave(s, [Math.max(0, d.indexOf(0))], { cost, maxStep: 3 }).dist);
      // A search after them all still finds the same.
      expect(searchCave(s, [0], { cost, maxStep: 3 }).dist).toEqual(want.dist);
    }
  });

  test("a caller's connections (links) and array to write into give the same costs and the same ways", () => {
    expect(() => searchCave(CAVES[0], [0], { into: new Int16Array(CAVES[0].tiles.length + 1) })).toThrow(/into holds/);
    let checked = 0;
    for (const [n, s] of CAVES.entries()) {
      if (n % 4 !== 0) continue;
      // The connections by a plain scan (linksOf), nothing shared with the search's grid.
      const table = new Int16Array(4 * s.tiles.length).fill(-1);
      for (let i = 0; i < s.tiles.length; i++) for (const [k, j] of links(s.tiles, i)) table[i * 4 + k] = j;
      const cost = (i: number, k: number, j: number): number => ((i * 5 + j * 3 + k + n) % 4) + 1;
      for (let src = 0; src < s.tiles.length; src += 2) {
        for (const o of [{ paths: true }, { cost, maxStep: 4, paths: true }, { cost, maxStep: 4, limit: 6 }]) {
          const plain = searchCave(s, [src], o);
          const linked = searchCave(s, [src], { ...o, links: table });
          expect([linked.dist, linked.prev, linked.side]).toEqual([plain.dist, plain.prev, plain.side]);
          // Written into the caller's array (whatever it held before), the same costs.
          const into = new Int16Array(s.tiles.length).fill(7);
          expect(searchCave(s, [src], { ...o, links: table, into }).dist).toBe(into);
          expect(into).toEqual(plain.dist);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});

describe("the AI's searches are the cave's one search, with the same answers", () => {
  test('walks in action points for every caver from every tile, and horror steps, as its own searches gave', () => {
    let checked = 0;
    const wrong: string[] = [];
    for (const [n, s] of CAVES.entries()) {
      if (n % 2 !== 0) continue;
      const ix = caveIndex(s);
      for (let i = 0; i < s.tiles.length; i++) {
        if (!same(stepsFrom(s, ix, i), oldHorrorSteps(s.tiles, [i]))) wrong.push(`cave ${n}: steps from ${i}`);
        for (const id of CAVER_IDS) {
          if (!same(walkField(s, ix, id, i), oldWalk(s, id, i))) wrong.push(`cave ${n}: ${id} from ${i}`);
          checked++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(10000);
  });
});
