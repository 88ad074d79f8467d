// How good a position is, as a chance of a medal. Each caver's chance of reaching the Exit is
// reckoned from how many hazard phases it must live through first (the time to find the Exit at the
// team's pace of drawing tiles, then to walk there), its health against the damage those phases
// bring, and the Out of Time tests once the hazard deck is out; the chance that enough of them make
// it (all but two for Bronze) is the value. The numbers in it were tuned from simulated games
// (docs/balance.md says how). Reads public parts of the state only.
import { caverDef, isConscious, onTile } from '../engine/index.js';
import type { GameState, TileCard } from '../engine/index.js';
import { caveIndex, indexAt, stepsFrom, walkField, type CaveIndex } from './cave.js';
import { nextCard, type NextCard } from './odds.js';

export interface Weights {
  /** Action points spent moving into place for each tile drawn, besides the Reveal itself. */
  readonly overhead: number;
  /** Squares a caver covers in a round walking to the Exit (Run: 3 for 2 AP). */
  readonly stride: number;
  /** Action points of walking added to every caver's way to an Exit not yet drawn (the cave's spread). */
  readonly spread: number;
  /** Damage a caver takes in an ordinary round, on average, that someone must heal. */
  readonly wear: number;
  /** Rounds ahead in which damage can knock a caver out before the team heals it. */
  readonly horizon: number;
  /** Chance an unconscious caver is brought back in time by a conscious teammate on its tile, and how it falls off per step of distance. */
  readonly revive: number;
  readonly reviveFalloff: number;
  /** Share of the steps to the other cavers added to each caver's walk to an Exit not yet drawn (the team apart). */
  readonly cohesion: number;
  /** Share of every missing point of health (up to 3) the team pays back in healing before the Exit. */
  readonly hpCost: number;
  /** Health an Exert is counted to cost beyond its test's odds (its risk of a faint at a bad moment). */
  readonly exertExtra: number;
  /** Relative uncertainty of the time estimate (smooths the Out of Time edge). */
  readonly spreadTime: number;
  /** Small pulls that break ties where the medal chance does not move (tileTie: per tile drawn, a Pathfinder use held counted as one). */
  readonly tileTie: number;
  readonly hpTie: number;
  readonly exitTie: number;
  /** Weight of the expected number of cavers out (Silver and Gold) beside the medal chance. */
  readonly more: number;
  /**
   * Action points the team is reckoned to spend on each horror hunting a victim (one within 7 steps of
   * its nearest victim) before the Exit is found: fleeing it, hiding, or healing its victim.
   */
  readonly horrorDemand: number;
  /** Action points a round each conscious caver is reckoned to spend on the team's way out (2: its own). */
  readonly pace: number;
  /**
   * Value of a round of slack: the hazard cards left beyond the rounds a caver is reckoned to need
   * (to find the Exit at the team's pace, then walk there), averaged over the team (a caver on the
   * Exit counts the most, one down or gone the least). The medal chance is flat wherever every
   * caver's time is well within the deck or well beyond it, and there a caver whose steps change
   * nothing it reckons ended its turn with its action points unspent; this keeps a pull towards
   * the Exit and the draws there.
   */
  readonly tempo: number;
  /**
   * The way between two cavers (`cohesion`) as the one walks it, in action points, one-way passages
   * counted (1); or in steps through the cave, whatever the markers (0). A caver past a drop it cannot
   * climb, away from the team, has no walk back: that counts twice the steps, as an Exit it cannot
   * walk to does (a rope's price). When the Exit turned up in a 6-caver game, a caver needed for a
   * medal had no walk to it one time in five (docs/balance.md).
   */
  readonly apartWalk: number;
}

export const DEFAULT_WEIGHTS: Weights = {
  overhead: 1.6,
  stride: 3,
  spread: 3,
  wear: 0.15,
  horizon: 3,
  revive: 0.5,
  reviveFalloff: 0.8,
  cohesion: 0.5,
  hpCost: 0.5,
  exertExtra: 0.5,
  spreadTime: 0.2,
  tileTie: 0.002,
  hpTie: 0.001,
  exitTie: 0.02,
  more: 0.05,
  horrorDemand: 2,
  pace: 2,
  tempo: 0.03,
  apartWalk: 1,
};

/** The most rounds of slack (or of lateness) `tempo` counts for a caver. */
const SLACK_CAP = 8;

const RESULT_VALUE = { gold: 1.2, silver: 1.1, bronze: 1.0, failure: 0 } as const;

/** Chance of passing a skill test (4+ on a d6, +1 for the Leader while conscious). */
function passChance(bonus: number): number {
  return Math.min(1, Math.max(0, (3 + bonus) / 6));
}

/** P(X < k) for X ~ Poisson(mean), k whole. */
function below(k: number, mean: number): number {
  if (k <= 0) return 0;
  let term = Math.exp(-mean);
  let sum = 0;
  for (let i = 0; i < k; i++) {
    sum += term;
    term *= mean / (i + 1);
  }
  return sum > 1 ? 1 : sum;
}

/** P(X < h) for X ~ Poisson(mean), h fractional (linear between whole numbers). */
function staysAbove(h: number, mean: number): number {
  if (h <= 0) return 0;
  const lo = Math.floor(h);
  const frac = h - lo;
  const a = below(lo, mean);
  return frac === 0 ? a : a + (below(lo + 1, mean) - a) * frac;
}

/** P(at least `need` successes) of independent chances. */
export function atLeast(ps: readonly number[], need: number): number {
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
  if (onExitTile || !isConscious(c)) return 0;
  const def = caverDef(c.id);
  const fail = 1 - passChance(def.skillBonus ?? 0);
  let loss = odds.tremor * fail;
  const at = onTile(c) ? c.at : null;
  if (at === null) return loss;
  if (shielded) return 0;
  const ix = caveIndex(s);
  const t = s.tiles[indexAt(ix, at[0], at[1])];
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

/**
 * The value of a state for the team: about the chance of a medal (1, and a little more for Silver and
 * Gold). Time is reckoned in action points: the team's AP per round against the AP still needed
 * (tiles to draw with the moves between them, health to heal back, fallen cavers to reach), which
 * gives the rounds until the Exit is found; each caver's chance is then its risk of being knocked
 * out in the rounds before the team can heal it, times the Out of Time tests it would face.
 */
export function evaluate(s: GameState, w: Weights = DEFAULT_WEIGHTS, persp: Perspective = donePerspective(s)): number {
  if (s.result !== null) return RESULT_VALUE[s.result];
  // No Exit in the cave and none to come (the Scout's Pathfinder discarded it): no caver can get out,
  // whatever else the position holds. Its pace terms would still count the deck's last tiles as the
  // Exit's places, and the AI discarded the Exit when it was drawn far from the team.
  if (exitGone(s)) return 0;
  const { p, hpTie, onExitCount, scoutCharges, slack } = chances(s, w, persp);
  const medal = atLeast(p, s.cavers.length - 2);
  let expected = 0;
  for (const x of p) expected += x;
  // Tiles drawn, and each Pathfinder use the Scout still holds as one more: a use discards a tile,
  // drawing two for one placement, and the pull towards drawing must not count that as progress
  // (it did, and the Scout spent all three in the first round of every game, on a tie).
  const drawn = caveIndex(s).exit >= 0 ? s.tileDeck.length : s.tileTop + scoutCharges;
  return (
    medal +
    w.tempo * slack +
    w.more * (expected / p.length) +
    w.tileTie * drawn +
    w.hpTie * hpTie +
    w.exitTie * onExitCount
  );
}

const exitInDeck = new WeakMap<readonly TileCard[], number>();

/**
 * Whether the Exit is out of the game: drawn from the deck, yet neither in the cave, nor drawn and
 * waiting to be placed, nor held aside by the Geologist (the Scout's Pathfinder discarded it). A
 * public fact: the players see every tile drawn. (A scenario's deck without an Exit is not counted.)
 */
export function exitGone(s: GameState): boolean {
  if (caveIndex(s).exit >= 0) return false;
  let at = exitInDeck.get(s.tileDeck);
  if (at === undefined) {
    // The last Exit in the deck (a scenario's deck may hold several, or none).
    at = -1;
    for (let i = 0; i < s.tileDeck.length; i++) if (s.tileDeck[i].type === 'exit') at = i;
    exitInDeck.set(s.tileDeck, at);
  }
  if (at < 0 || at >= s.tileTop) return false;
  if (s.drawn !== null && (s.drawn.tile?.type === 'exit' || s.drawn.held?.type === 'exit')) return false;
  return !s.cavers.some((c) => !c.removed && c.aside?.type === 'exit');
}

/** Each caver's chance of standing on the Exit at the end (two small tie-breaking sums, and the Pathfinder uses a conscious Scout still in the cave holds). */
export function chances(
  s: GameState,
  w: Weights = DEFAULT_WEIGHTS,
  persp: Perspective = donePerspective(s),
): { p: number[]; hpTie: number; onExitCount: number; scoutCharges: number; slack: number } {
  const n = s.cavers.length;
  const ix: CaveIndex = caveIndex(s);
  const odds = nextCard(s);
  const exitPlaced = ix.exit >= 0;

  // Who stands where, who protects whom.
  const tileOf: number[] = s.cavers.map((c) => {
    const at = onTile(c) ? c.at : null;
    return at === null ? -1 : indexAt(ix, at[0], at[1]);
  });
  const onExit = (i: number): boolean => exitPlaced && tileOf[i] === ix.exit;
  const guardTile: number[] = [];
  let medic = false;
  s.cavers.forEach((c, i) => {
    if (!isConscious(c)) return;
    if (caverDef(c.id).protector && tileOf[i] >= 0) guardTile.push(tileOf[i]);
    if (c.id === 'medic' && !onExit(i)) medic = true;
  });
  const healCost = medic ? 1.3 : 2;

  // Walking (in action points) to the Exit, or to the nearest square a reveal could fill.
  const exitWalk: number[] = new Array(n).fill(255);
  const frontWalk: number[] = new Array(n).fill(0);
  let active = 0;
  let scoutCharges = 0;
  const canDraw = s.tileTop < s.tileDeck.length;
  for (let i = 0; i < n; i++) {
    const c = s.cavers[i];
    if (!isConscious(c) || onExit(i)) continue;
    active++;
    if (caverDef(c.id).pathfinder) scoutCharges = c.charges;
    if (tileOf[i] < 0) continue;
    const field = walkField(s, ix, c.id, tileOf[i]);
    if (exitPlaced) {
      exitWalk[i] = field[ix.exit];
      if (exitWalk[i] >= 255) exitWalk[i] = ropeWalk(stepsFrom(s, ix, ix.exit)[tileOf[i]], 40);
    } else if (canDraw) {
      let best = 255;
      for (const j of ix.front) if (field[j] < best) best = field[j];
      frontWalk[i] = Math.min(best, 20);
    }
  }

  // How far each caver is from the others: the Exit will turn up where one of them explores. With
  // `apartWalk`, as it walks there (AP, one-way passages counted; no walk: twice the steps).
  const apart: number[] = new Array(n).fill(0);
  if (!exitPlaced && w.cohesion > 0 && active > 1) {
    for (let i = 0; i < n; i++) {
      if (!isConscious(s.cavers[i]) || tileOf[i] < 0) continue;
      const field = stepsFrom(s, ix, tileOf[i]);
      const walkTo = w.apartWalk > 0 ? walkField(s, ix, s.cavers[i].id, tileOf[i]) : null;
      let sum = 0;
      let count = 0;
      for (let j = 0; j < n; j++) {
        if (j === i || !isConscious(s.cavers[j]) || tileOf[j] < 0) continue;
        const d = field[tileOf[j]];
        const walk = walkTo === null ? d : walkTo[tileOf[j]];
        sum += d < 0 || walk >= 255 ? ropeWalk(d, 20) : Math.min(walk, 20);
        count++;
      }
      apart[i] = count > 0 ? sum / count : 0;
    }
  }
  const hazardsLeft = odds.left;
  const ootPass: number[] = s.cavers.map((c) => passChance(caverDef(c.id).skillBonus ?? 0));
  // This round's hazard card where each caver stands (if it will not move again first), and the
  // skill test of an Exert still to come at the end of its turn.
  const nowLoss: number[] = s.cavers.map((c, i) => {
    if (!isConscious(c) || onExit(i)) return 0;
    const shielded = tileOf[i] >= 0 && guardTile.some((g) => g === tileOf[i]) && !caverDef(c.id).protector;
    let loss = persp.done[i]
      ? hazardLoss(s, i, odds, shielded, false) + horrorThreat(s, i, odds, ix, tileOf, exitPlaced ? ix.exit : -1)
      : 0;
    if (s.exerted && s.turn === i && s.phase === 'action') loss += 1 - ootPass[i] + w.exertExtra;
    return loss;
  });

  // The team's action points per round, and what they must still pay for before the Exit is found.
  const apPerRound = Math.max(1, w.pace * active);
  let demand = 0;
  if (w.horrorDemand > 0) {
    // Every horror hunting a victim (one within 7 steps) costs the team action points until it is
    // repelled or left behind: fleeing it, hiding, or healing its victim. (With 5 and 6 cavers the
    // horrors knocked out more of them, and the AI let horrors hunt: docs/balance.md.)
    for (const h of s.horrors) {
      const from = indexAt(ix, h.at[0], h.at[1]);
      if (from < 0) continue;
      const v = nearestVictim(s, stepsFrom(s, ix, from), tileOf, exitPlaced ? ix.exit : -1);
      if (v !== null && v.dist <= 7) demand += w.horrorDemand;
    }
  }
  const left = s.tileDeck.length - s.tileTop;
  if (!exitPlaced) {
    // The moves of whoever is nearest to a reveal slot, before drawing starts again.
    let nearest = 20;
    for (let i = 0; i < n; i++) if (isConscious(s.cavers[i]) && !onExit(i)) nearest = Math.min(nearest, frontWalk[i]);
    demand += nearest;
  }
  // Fallen cavers: reach them and heal them (or leave them, if that is the better bet).
  const rescue: number[] = s.cavers.map((c, i) =>
    c.removed || isConscious(c) ? Infinity : rescueDistance(s, i, ix, tileOf, exitPlaced ? ix.exit : -1),
  );
  let hpTie = 0;
  let onExitCount = 0;
  const roundsFor = (draws: number, extra: number): number => (draws * (1 + w.overhead) + demand + extra) / apPerRound;
  const spreads = [1 - w.spreadTime, 1, 1 + w.spreadTime];
  const places = exitPlaced ? 1 : Math.min(6, Math.max(1, left));

  // Health the team will have to heal back, caver by caver, over the rounds until the Exit.
  const baseRounds = exitPlaced ? 0 : roundsFor(Math.max(0, left - 2.5 - scoutCharges), 0);
  let healDemand = 0;
  for (let i = 0; i < n; i++) {
    const c = s.cavers[i];
    if (!isConscious(c) || onExit(i)) continue;
    const rounds = Math.min(
      hazardsLeft,
      exitPlaced ? exitWalk[i] / w.stride : baseRounds + (frontWalk[i] + w.spread) / w.stride,
    );
    healDemand += Math.max(0, w.wear * rounds - (c.hp - 1 - nowLoss[i])) * healCost;
    healDemand += w.hpCost * Math.max(0, Math.min(3, c.maxHp) - (c.hp - nowLoss[i])) * healCost;
  }

  // A conscious caver's chance of reaching the Exit, its walk there once the Exit is found given
  // (in rounds of walking; for an Exit in the cave, its own walk there).
  const chanceOf = (i: number, walkRounds: number): number => {
    const c = s.cavers[i];
    let chance = 0;
    let lastRisky = -1;
    let lastAlive = 0;
    for (let k = 0; k < places; k++) {
      let rounds: number;
      if (exitPlaced) {
        const beyond = Math.max(0, exitWalk[i] - (persp.done[i] ? 0 : 2)) / w.stride;
        rounds = beyond > 0 ? beyond + 0.5 : 0;
      } else {
        const draws = Math.max(0, left - places + k + 1 - scoutCharges);
        rounds = roundsFor(draws, healDemand) + walkRounds;
      }
      for (const f of spreads) {
        const r = rounds * f;
        // Knocked out before the team can heal it: the next few rounds' damage against its health now.
        const risky = Math.max(0, Math.min(r, hazardsLeft, w.horizon) - (persp.done[i] ? 1 : 0));
        if (risky !== lastRisky) {
          lastRisky = risky;
          lastAlive = staysAbove(c.hp - nowLoss[i], risky * w.wear);
        }
        chance += r > hazardsLeft ? lastAlive * Math.pow(ootPass[i], r - hazardsLeft) : lastAlive;
      }
    }
    return chance / (places * spreads.length);
  };

  const p: number[] = [];
  let slackSum = 0;
  let walking = 0;
  for (let i = 0; i < n; i++) {
    const c = s.cavers[i];
    if (c.removed) {
      p.push(0);
      continue;
    }
    if (onExit(i)) {
      p.push(1);
      onExitCount++;
      continue;
    }
    if (!isConscious(c)) {
      const reach = rescue[i];
      p.push(
        reach === Infinity
          ? 0
          : w.revive *
              Math.pow(w.reviveFalloff, reach) *
              Math.pow(ootPass[i], Math.max(0, baseRounds + 2 - hazardsLeft)),
      );
      continue;
    }
    hpTie += c.hp - nowLoss[i];
    const walkRounds = (frontWalk[i] + w.spread + w.cohesion * apart[i]) / w.stride;
    p.push(chanceOf(i, walkRounds));
    if (w.tempo !== 0) {
      // The middle scenario's rounds: the Exit halfway through the last tiles, at the reckoned pace.
      const needs = exitPlaced
        ? exitWalk[i] / w.stride
        : roundsFor(Math.max(0, left - 3.5 - scoutCharges), healDemand) + walkRounds;
      slackSum += Math.max(-SLACK_CAP, Math.min(SLACK_CAP, hazardsLeft - needs));
      walking++;
    }
  }
  // Cavers on the Exit count the most slack; those down or gone the least.
  const slack = (slackSum + SLACK_CAP * (onExitCount - (n - onExitCount - walking))) / n;

  return { p, hpTie, onExitCount, scoutCharges, slack };
}

/**
 * Action points reckoned for a walk with no way yet (a drop to climb, a ledge, a gap to reveal): twice
 * the steps through the cave and 2 more, the price of a rope; `cap` at most, and where no steps lead.
 */
function ropeWalk(steps: number, cap: number): number {
  return steps < 0 ? cap : Math.min(cap, 2 * steps + 2);
}

/** Steps from an unconscious caver to the nearest conscious teammate not on the Exit (Infinity: none). */
function rescueDistance(s: GameState, seat: number, ix: CaveIndex, tileOf: readonly number[], exit: number): number {
  if (tileOf[seat] < 0) return Infinity;
  const field = stepsFrom(s, ix, tileOf[seat]);
  let best = Infinity;
  for (let j = 0; j < s.cavers.length; j++) {
    if (j === seat || !isConscious(s.cavers[j]) || tileOf[j] < 0 || tileOf[j] === exit) continue;
    const d = field[tileOf[j]];
    if (d >= 0 && d < best) best = d;
  }
  return best;
}

/**
 * Expected health lost to horrors in the coming horror and hazard phases by a caver who will not move
 * before them: a horror one step away whose nearest victim it is reaches it in the horror phase; two
 * steps away, on a Horror card too; an empty horror tile underfoot may receive a new one. A horror
 * that reaches its victim strikes everyone on that square (RULES.md §8), so a caver sharing the
 * victim’s square is as threatened as the victim, hidden or not.
 */
function horrorThreat(
  s: GameState,
  seat: number,
  odds: NextCard,
  ix: CaveIndex,
  tileOf: readonly number[],
  exit: number,
): number {
  const c = s.cavers[seat];
  const at = onTile(c) ? c.at : null;
  if (at === null || caverDef(c.id).stealthy || tileOf[seat] < 0) return 0;
  let reach = 0;
  for (const h of s.horrors) {
    if (Math.abs(h.at[0] - at[0]) + Math.abs(h.at[1] - at[1]) > 3) continue;
    const from = indexAt(ix, h.at[0], h.at[1]);
    if (from < 0) continue;
    const v = nearestVictim(s, stepsFrom(s, ix, from), tileOf, exit);
    if (v === null) continue;
    if (v.seat !== seat && tileOf[v.seat] !== tileOf[seat]) continue;
    if (v.dist <= 1) reach = 1;
    else if (v.dist === 2) reach = Math.max(reach, Math.min(1, odds.horror));
    else if (v.dist === 3) reach = Math.max(reach, Math.max(0, odds.horror - 1) + 0.1 * odds.horror);
  }
  if (reach < 1 && !c.hidden && s.horrors.length < 3 && odds.horror > 0) {
    const t = s.tiles[tileOf[seat]];
    if (t.type === 'horror' && !s.horrors.some((h) => h.at[0] === at[0] && h.at[1] === at[1]))
      reach = Math.max(reach, Math.min(1, odds.horror) * 0.7);
  }
  return reach * c.hp;
}

/** A horror's nearest victim as RULES.md §8 says (conscious, on a tile, not the Exit, not hidden, not the Scout; ties to the lower caver number). */
function nearestVictim(
  s: GameState,
  field: Int16Array,
  tileOf: readonly number[],
  exit: number,
): { seat: number; dist: number } | null {
  let best: { seat: number; dist: number; number: number } | null = null;
  for (let j = 0; j < s.cavers.length; j++) {
    const o = s.cavers[j];
    if (!isConscious(o) || tileOf[j] < 0 || tileOf[j] === exit || o.hidden) continue;
    const def = caverDef(o.id);
    if (def.stealthy) continue;
    const d = field[tileOf[j]];
    if (d < 0) continue;
    if (best === null || d < best.dist || (d === best.dist && def.number < best.number))
      best = { seat: j, dist: d, number: def.number };
  }
  return best;
}
