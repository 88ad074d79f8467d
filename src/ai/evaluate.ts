// How good a position is, as a chance of a medal. Each caver's chance of reaching the Exit is
// reckoned from how many hazard phases it must live through first (the time to find the Exit at the
// team's pace of drawing tiles, then to walk there), its health against the damage those phases
// bring, and the Out of Time tests once the hazard deck is out; the chance that enough of them make
// it (all but two for Bronze) is the value. The numbers in it were tuned from simulated games
// (docs/balance.md says how). Reads public parts of the state only.
import { caverDef, distances, isConscious, key, nearestVictim } from '../engine/index.js';
import type { GameState } from '../engine/index.js';
import { caveIndex, indexAt, revealSides, walkField, type CaveIndex } from './cave.js';
import { nextCard, type NextCard } from './odds.js';

export interface Weights {
  /** Tiles the team draws in a round at full strength (4 conscious cavers near the frontier). */
  readonly pace: number;
  /** Steps a caver covers in a round walking to the Exit (Run: 3 for 2 AP). */
  readonly stride: number;
  /** Action points of walking added to every caver's way to an Exit not yet drawn (the cave's spread). */
  readonly spread: number;
  /** Damage a caver takes in an ordinary round, on average, away from the Bodyguard. */
  readonly wear: number;
  /** Chance an unconscious caver is brought back in time by a conscious teammate on its tile, and how it falls off per step of distance. */
  readonly revive: number;
  readonly reviveFalloff: number;
  /** Health the team's healing adds to each caver's margin over the rest of the game. */
  readonly healBuffer: number;
  /** How much each action point between a caver and the nearest reveal slows the team's pace. */
  readonly lag: number;
  /** Small pulls that break ties where the medal chance does not move. */
  readonly tileTie: number;
  readonly hpTie: number;
  readonly exitTie: number;
  /** Weight of the expected number of cavers out (Silver and Gold) beside the medal chance. */
  readonly more: number;
}

export const DEFAULT_WEIGHTS: Weights = {
  pace: 2.6,
  stride: 3,
  spread: 3,
  wear: 0.25,
  revive: 0.5,
  reviveFalloff: 0.8,
  healBuffer: 1,
  lag: 0.08,
  tileTie: 0.002,
  hpTie: 0.001,
  exitTie: 0.02,
  more: 0.05,
};

const RESULT_VALUE = { gold: 1.2, silver: 1.1, bronze: 1.0, failure: 0 } as const;

/** Chance of passing a skill test (4+ on a d6, +1 for the Leader while conscious). */
function passChance(bonus: number): number {
  return Math.min(1, Math.max(0, (3 + bonus) / 6));
}

/** P(X < h) for X ~ Poisson(mean), h fractional (linear between whole numbers). */
function staysAbove(h: number, mean: number): number {
  if (h <= 0) return 0;
  const lo = Math.floor(h);
  const frac = h - lo;
  const cdf = (k: number): number => {
    // P(X <= k-1)
    let term = Math.exp(-mean);
    let sum = 0;
    for (let i = 0; i < k; i++) {
      sum += term;
      term *= mean / (i + 1);
    }
    return Math.min(1, sum);
  };
  const a = cdf(lo);
  return frac === 0 ? a : a + (cdf(lo + 1) - a) * frac;
}

/** P(at least `need` successes) of independent chances. */
function atLeast(ps: readonly number[], need: number): number {
  if (need <= 0) return 1;
  let dist = [1];
  for (const p of ps) {
    const next = new Array<number>(dist.length + 1).fill(0);
    for (let k = 0; k < dist.length; k++) {
      next[k] += dist[k] * (1 - p);
      next[k + 1] += dist[k] * p;
    }
    dist = next;
  }
  let sum = 0;
  for (let k = need; k < dist.length; k++) sum += dist[k];
  return sum;
}

/** Expected health this caver loses to the next hazard card where it stands now. */
function hazardLoss(s: GameState, seat: number, odds: NextCard, shielded: boolean, onExitTile: boolean): number {
  const c = s.cavers[seat];
  if (onExitTile || c.removed || c.hp === 0) return 0;
  const def = caverDef(c.id);
  const fail = 1 - passChance(def.skillBonus ?? 0);
  let loss = odds.tremor * fail;
  if (c.underwater || c.at === null) return loss;
  if (shielded) return 0;
  const ix = caveIndex(s);
  const t = s.tiles[indexAt(ix, c.at[0], c.at[1])];
  if (t.type === 'water' && !def.floodProof) loss += odds.flood;
  else if (t.type === 'gas') loss += 2 * odds.gas;
  else if (t.type === 'cavein' && !t.rubble) loss += odds.cavein * (2 / 6) * (def.caveInLoss ?? 3);
  return loss;
}

export interface Perspective {
  /** Seats that will not act again before this round's hazard phase. */
  readonly done: readonly boolean[];
}

/** Which cavers are through with this round: those whose turn has passed, and the one acting now. */
export function donePerspective(s: GameState): Perspective {
  const n = s.cavers.length;
  const done = new Array<boolean>(n).fill(false);
  if (s.phase !== 'action') return { done: done.fill(true) };
  for (let idx = 0; idx < n; idx++) {
    if (idx <= s.turnIdx) done[(s.first + idx) % n] = true;
  }
  return { done };
}

/** The value of a state for the team: about the chance of a medal (1 and a little more for Silver and Gold). */
export function evaluate(s: GameState, w: Weights = DEFAULT_WEIGHTS, persp: Perspective = donePerspective(s)): number {
  if (s.result !== null) return RESULT_VALUE[s.result];
  const n = s.cavers.length;
  const need = n - 2;
  const ix: CaveIndex = caveIndex(s);
  const odds = nextCard(s);
  const exitPlaced = ix.exit >= 0;

  // Who stands where, who protects whom.
  const tileOf: number[] = s.cavers.map((c) => (c.at !== null && !c.removed && !c.underwater ? indexAt(ix, c.at[0], c.at[1]) : -1));
  const guardTile: number[] = [];
  s.cavers.forEach((c, i) => {
    if (caverDef(c.id).protector && isConscious(c) && tileOf[i] >= 0) guardTile.push(tileOf[i]);
  });
  const conscious = s.cavers.filter((c, i) => isConscious(c) && !(exitPlaced && tileOf[i] === ix.exit)).length;

  // Walking distances (in action points) to the Exit, or to the nearest reveal slot.
  const exitWalk: number[] = new Array(n).fill(255);
  let exitCave: Map<number, number> | undefined;
  const frontWalk: number[] = new Array(n).fill(255);
  let lagSum = 0;
  let lagCount = 0;
  for (let i = 0; i < n; i++) {
    const c = s.cavers[i];
    if (!isConscious(c) || tileOf[i] < 0) continue;
    if (exitPlaced && tileOf[i] === ix.exit) continue;
    const field = walkField(s, ix, c.id, tileOf[i]);
    if (exitPlaced) {
      exitWalk[i] = field[ix.exit];
      if (exitWalk[i] >= 255) {
        // No walk there yet (a drop to climb, a ledge, a gap to reveal): reckon twice the steps through the cave.
        exitCave ??= distances(s, [[s.tiles[ix.exit].x, s.tiles[ix.exit].y]]);
        const d = exitCave.get(key(c.at![0], c.at![1]));
        exitWalk[i] = d === undefined ? 40 : Math.min(40, 2 * d + 2);
      }
    }
    else if (s.tileTop < s.tileDeck.length || c.aside) {
      let best = 255;
      for (let j = 0; j < field.length; j++) if (field[j] < best && revealSides(s, ix, j) !== 0) best = field[j];
      frontWalk[i] = best;
      lagSum += Math.min(best, 6);
      lagCount++;
    }
  }

  // Rounds until the Exit is drawn: averaged over its six possible places at the bottom of the deck.
  const left = s.tileDeck.length - s.tileTop;
  const strength = Math.max(0.25, conscious / 4) * Math.max(0.3, 1 - w.lag * (lagCount > 0 ? lagSum / lagCount : 0));
  const pace = w.pace * strength;
  const hazardsLeft = odds.left;
  const ootPass: number[] = s.cavers.map((c) => passChance(caverDef(c.id).skillBonus ?? 0));

  const p: number[] = [];
  let hpTie = 0;
  let onExitCount = 0;
  for (let i = 0; i < n; i++) {
    const c = s.cavers[i];
    if (c.removed) {
      p.push(0);
      continue;
    }
    if (exitPlaced && tileOf[i] === ix.exit) {
      p.push(1);
      onExitCount++;
      continue;
    }
    if (!isConscious(c)) {
      p.push(unconsciousChance(s, i, tileOf, exitPlaced ? ix.exit : -1, w) * Math.pow(ootPass[i], Math.max(0, 3 - hazardsLeft)));
      continue;
    }
    const shielded = tileOf[i] >= 0 && guardTile.some((g) => g === tileOf[i]) && !caverDef(c.id).protector;
    // This round's hazard card where the caver stands now (if it will not move again first), and the
    // skill test of an Exert still to come at the end of its turn.
    let nowLoss = persp.done[i] ? hazardLoss(s, i, odds, shielded, false) + horrorThreat(s, i, odds) : 0;
    if (s.exerted && s.turn === i && s.phase === 'action') nowLoss += 1 - passChance(caverDef(c.id).skillBonus ?? 0);
    hpTie += c.hp - nowLoss;
    let chance = 0;
    const places = exitPlaced ? 1 : Math.min(6, Math.max(1, left));
    for (let k = 0; k < places; k++) {
      // Hazard phases to live through before standing on the Exit.
      let phases: number;
      if (exitPlaced) {
        const walk = exitWalk[i];
        const beyond = walk >= 255 ? 99 : Math.max(0, walk - (persp.done[i] ? 0 : 2)) / w.stride;
        phases = beyond > 0 ? beyond + 0.5 : 0;
      } else {
        const toDraw = Math.max(1, left - places + k + 1);
        const walk = Math.min(frontWalk[i], 20) + w.spread;
        phases = toDraw / pace + walk / w.stride;
      }
      const ootTests = Math.max(0, phases - hazardsLeft);
      // Ordinary hazard phases still ahead after this round's (already counted for those done).
      const ordinary = Math.max(0, Math.min(phases, hazardsLeft) - (persp.done[i] ? 1 : 0));
      const alive = staysAbove(c.hp - nowLoss + (ordinary > 0 ? w.healBuffer : 0), ordinary * w.wear);
      chance += alive * Math.pow(ootPass[i], ootTests);
    }
    p.push(chance / places);
  }
  const medal = atLeast(p, need);
  let expected = 0;
  for (const x of p) expected += x;
  const drawn = exitPlaced ? s.tileDeck.length : s.tileTop;
  return medal + w.more * (expected / n) + w.tileTie * drawn + w.hpTie * hpTie + w.exitTie * onExitCount;
}

/** The chance an unconscious caver is healed back in time: high with a conscious teammate beside it, falling with distance. */
function unconsciousChance(s: GameState, seat: number, tileOf: readonly number[], exit: number, w: Weights): number {
  const c = s.cavers[seat];
  if (c.at === null || c.removed) return 0;
  let best = Infinity;
  let field: Map<number, number> | null = null;
  for (let j = 0; j < s.cavers.length; j++) {
    const o = s.cavers[j];
    if (j === seat || !isConscious(o) || o.at === null || tileOf[j] === exit) continue;
    if (o.at[0] === c.at[0] && o.at[1] === c.at[1]) {
      best = 0;
      break;
    }
    field ??= distances(s, [c.at]);
    const d = field.get(key(o.at[0], o.at[1]));
    if (d !== undefined && d < best) best = d;
  }
  return best === Infinity ? 0 : w.revive * Math.pow(w.reviveFalloff, best);
}

/**
 * Expected health lost to horrors in the coming horror and hazard phases by a caver who will not move
 * before them: a horror one step away whose nearest victim it is reaches it in the horror phase; two
 * steps away, on a Horror card too; an empty horror tile underfoot may receive a new one.
 */
function horrorThreat(s: GameState, seat: number, odds: NextCard): number {
  const c = s.cavers[seat];
  if (c.at === null || caverDef(c.id).stealthy || c.hidden) return 0;
  let reach = 0;
  for (const h of s.horrors) {
    if (Math.abs(h.at[0] - c.at[0]) + Math.abs(h.at[1] - c.at[1]) > 3) continue;
    const v = nearestVictim(s, h.at);
    if (v === null || v.seat !== seat) continue;
    if (v.dist <= 1) reach = 1;
    else if (v.dist === 2) reach = Math.max(reach, Math.min(1, odds.horror));
    else if (v.dist === 3) reach = Math.max(reach, Math.max(0, odds.horror - 1) + 0.1 * odds.horror);
  }
  if (reach < 1 && s.horrors.length < 3 && odds.horror > 0) {
    const ix = caveIndex(s);
    const t = s.tiles[indexAt(ix, c.at[0], c.at[1])];
    if (t.type === 'horror' && !s.horrors.some((h) => h.at[0] === c.at![0] && h.at[1] === c.at![1])) reach = Math.max(reach, Math.min(1, odds.horror) * 0.7);
  }
  return reach * c.hp;
}
