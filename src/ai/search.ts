// The fair AI's search: determinized planning over the rest of the acting caver's turn.
//
// The AI cannot look at the hidden parts of the real state: it is handed a player's view of the game
// (`playerView`), which holds none of them. For each decision it samples worlds (`determinize`: the
// undrawn tiles, the hazard cards to come and the dice dealt from its own seed, consistently with
// what the table shows), plays every choice open to it in each world, follows it with the best rest
// of the turn it can find there, and scores the end of the turn with `evaluate` (which reckons the
// coming hazard card and Out of Time as odds, not as the world's card). The choice with the best
// average over the worlds is taken; a draw's average counts half its spread over the worlds in its
// favour (`DRAW_OPTIMISM`).
//
// A Reveal or Explore is played in the engine's steps. The draw (who reveals through which side) is
// a decision like any other, made in the worlds: there it is worth the best placement of the tile
// that world draws. Once the real tile is drawn the state holds it (`drawn`, below `tileTop`), the
// legal list holds only its placements and Pathfinder, and that decision is searched in worlds that
// keep the tile drawn and redraw only what follows it.
//
// The actions it returns come from `legalActions` of a world; legality depends only on what the
// table shows, so they are the real state's legal actions too (test/engine/view.test.ts holds that).
import { apply, determinize, legalActions } from '../engine/index.js';
import type { Action, GameState, PlayerView } from '../engine/index.js';
import { evaluate, DEFAULT_WEIGHTS, type Perspective, type Weights } from './evaluate.js';
import { groupActions, type Group } from './groups.js';

export interface SearchOptions {
  /** The AI's own seed: with a fixed number of iterations, the same seed makes the same decisions. */
  readonly seed: string;
  /** Worlds sampled per decision (a fixed budget). Without it, `budgetMs` decides. */
  readonly iterations?: number;
  /** Wall-clock time per decision, in milliseconds (default 100). */
  readonly budgetMs?: number;
  /** With a time budget, the most worlds a decision weighs (default `WORLD_CAP`). */
  readonly maxWorlds?: number;
  readonly weights?: Weights;
  /** Standard deviations of a draw's value over the worlds added to it when choosing (default `DRAW_OPTIMISM`). */
  readonly drawOptimism?: number;
  /** The clock for the time budget (tests pass their own); never read with a fixed number of worlds. */
  readonly now?: () => number;
}

export interface Decision {
  /** The group chosen (groups.ts): the same whatever the hidden parts of the state are. */
  readonly key: string;
  /** The choice is a draw: the next decision is the placement of the tile drawn. */
  readonly draw: boolean;
  /** The legal actions of that group (the first is the one to take). */
  readonly actions: readonly Action[];
  /** Every choice weighed, in the order of the legal list (the chosen one among them). */
  readonly groups: readonly Group[];
  /** Worlds sampled (whole ones: a world the deadline cut short is not counted), and the chosen group's average value in them. */
  readonly worlds: number;
  readonly value: number;
  /** Every group's average value, and its standard deviation over the worlds (for tracing and tests). */
  readonly values?: ReadonlyMap<string, number>;
  readonly spreads?: ReadonlyMap<string, number>;
  /** What each group was chosen on: its average, a draw's with `drawOptimism` standard deviations added. */
  readonly scores?: ReadonlyMap<string, number>;
}

const MIN_WORLDS = 2;

/**
 * A whisker per action taken and per action point it spends, so that of two plans ending alike the
 * shorter and cheaper wins: no walking there and back, First aid (1 AP) rather than Heal (2 AP) for
 * the same health, and ending the turn rather than an action that changes nothing (a Heal of a caver
 * at full health, a Hide with no horror about).
 */
const STEP_COST = 1e-6;

/** The whisker for the action that led from `from` to `to` (the acting caver's action points spent). */
function stepCost(from: GameState, to: GameState): number {
  const spent = to.turn === from.turn ? from.ap - to.ap : 0;
  return STEP_COST * (1 + Math.max(0, spent));
}

/**
 * The most worlds a decision weighs when it is given a time: a time budget stops there, even with
 * time left. Measured (docs/balance.md, *Eight worlds a decision*) on 1,000 caves never used for
 * tuning for each team size, 8 worlds a decision won a medal in 34.1%, 29.3% and 23.1% of games with
 * 4, 5 and 6 cavers, against 28.8%, 24.7% and 19.5% at 2 worlds; 32 worlds won no more than 8 on
 * caves used for tuning (26 medals in 102 games against 30), and an earlier AI at 100 ms a decision
 * (some 400 worlds) had won no more than at 2. So the AI given 100 ms plays what was measured, in
 * a fraction of the time.
 */
export const WORLD_CAP = 8;

/**
 * A draw is chosen on its average over the worlds plus half the spread of its values there. Its
 * value varies from world to world with the tile each brings, and the evaluation sees little of
 * what a good tile opens up for the draws after it: by its average alone, the more worlds the search
 * samples the less often it draws, and the pace of drawing is what loses games (docs/balance.md,
 * *Optimism about draws*). Counting the spread in a draw's favour, as a player who takes a chance on
 * the unknown does, measured better: 24.8% of 800 caves against 21.5% at 8 worlds a decision.
 */
export const DRAW_OPTIMISM = 0.5;

interface Budget {
  readonly worlds: number;
  /** When the decision began and its deadline (Infinity with a fixed number of worlds: no clock read). */
  readonly started: number;
  readonly until: number;
  readonly now: () => number;
}

function budgetOf(o: SearchOptions): Budget {
  const now = o.now ?? (() => performance.now());
  if (o.iterations !== undefined)
    return { worlds: Math.max(1, Math.floor(o.iterations)), started: 0, until: Infinity, now };
  const started = now();
  return {
    worlds: Math.max(1, Math.floor(o.maxWorlds ?? WORLD_CAP)),
    started,
    until: started + (o.budgetMs ?? 100),
    now,
  };
}

/**
 * Another world, if the budget allows. A time budget always plays the first world whole (so a
 * decision exists), tries a second while time is left, and after that stops before a world that
 * would likely end past the deadline.
 */
function keepGoing(b: Budget, done: number): boolean {
  if (done >= b.worlds) return false;
  if (b.until === Infinity) return true;
  if (done === 0) return true;
  const now = b.now();
  if (now >= b.until) return false;
  if (done < MIN_WORLDS) return true;
  const perWorld = (now - b.started) / done;
  return now + perWorld <= b.until;
}

/**
 * Inside a world (after the first): the deadline has passed. A world takes long when the turn has
 * many choices (a 6-caver team's), and one begun just before the deadline would otherwise run on
 * past it whole. Never asked with a fixed number of worlds, so the clock is not read then.
 */
function pastDeadline(b: Budget): boolean {
  return b.now() > b.until;
}

/** Cavers through with this round: those whose turn has passed, and (if `actingDone`) the one acting now. */
export function perspective(s: GameState, actingDone: boolean): Perspective {
  const n = s.cavers.length;
  const done = new Array<boolean>(n).fill(false);
  for (let idx = 0; idx < n; idx++) {
    if (idx < s.turnIdx || (idx === s.turnIdx && actingDone)) done[(s.first + idx) % n] = true;
  }
  return { done };
}

/** The value of a state reached by the search: the acting caver's turn counted as over. */
function leafValue(s: GameState, root: GameState, rootPersp: Perspective, w: Weights): number {
  if (s.result !== null) return evaluate(s, w, rootPersp);
  if (s.round === root.round && s.phase === 'action') {
    // Still this round: those who acted keep their places for the hazard phase.
    if (s.turnIdx === root.turnIdx) return evaluate(s, w, rootPersp);
    return evaluate(s, w, perspective(s, false));
  }
  return evaluate(s, w, perspective(s, false));
}

/** A state reached in a world and its leaf value. */
interface Reached {
  readonly state: GameState;
  readonly value: number;
}

/**
 * Where an action leads in a world. A draw (or Pathfinder) leaves a tile drawn: in the world that
 * tile is known, and the step is worth the best of the placements listed there (Pathfinder's next
 * tile likewise), so a draw is judged by what the tiles the worlds bring can make of it.
 */
function reach(s: GameState, a: Action, root: GameState, rp: Perspective, w: Weights): Reached | null {
  const r = apply(s, a);
  if (!r.ok) return null;
  if (r.state.drawn === null) return { state: r.state, value: leafValue(r.state, root, rp, w) };
  let best: Reached | null = null;
  for (const next of legalActions(r.state)) {
    const got = reach(r.state, next, root, rp, w);
    if (got !== null && (best === null || got.value > best.value)) best = got;
  }
  return best;
}

/**
 * The best the acting caver can still make of its turn from `s` in this world: stop here, or take
 * the action whose result scores best and go on from there (one step of lookahead; Exert is judged
 * by what the extra action point buys).
 */
function restOfTurn(s: GameState, seat: number, root: GameState, rp: Perspective, w: Weights, depth: number): number {
  const here = leafValue(s, root, rp, w);
  if (depth <= 0 || s.result !== null || s.pending !== null || s.drawn !== null || s.turn !== seat || s.turnDone)
    return here;
  let best = here;
  let bestState: GameState | null = null;
  let exertState: GameState | null = null;
  for (const g of groupActions(s, legalActions(s))) {
    const a = g.actions[0];
    if (a.do === 'end') continue;
    if (a.do === 'exert') {
      const r = apply(s, a);
      if (r.ok) exertState = r.state;
      continue;
    }
    const got = reach(s, a, root, rp, w);
    if (got === null) continue;
    const v = got.value - stepCost(s, got.state);
    if (v > best) {
      best = v;
      bestState = got.state;
    }
  }
  let value = bestState === null ? here : restOfTurn(bestState, seat, root, rp, w, depth - 1) - stepCost(s, bestState);
  if (exertState !== null && depth >= 2)
    value = Math.max(value, restOfTurn(exertState, seat, root, rp, w, 1) - STEP_COST);
  return Math.max(value, here);
}

/** Each group's total value and how many worlds it was open in. */
interface Tally {
  sum: number;
  /** Sum of the squared values (the spread of a draw's values over the worlds). */
  sq: number;
  n: number;
}

function valueInWorld(
  world: GameState,
  root: GameState,
  rp: Perspective,
  w: Weights,
  keyOf: (a: Action) => string,
  tally: Map<string, Tally>,
  cut: (() => boolean) | null,
): boolean {
  const seat = root.turn;
  const best = new Map<string, number>();
  const stay = leafValue(world, root, rp, w);
  for (const a of legalActions(world)) {
    const k = keyOf(a);
    if (!tally.has(k)) continue;
    // Out of time: the world is dropped whole. Counting the choices already weighed in it would give
    // them a world the others lack, and the legal list's order would then decide who gets it.
    if (cut !== null && cut()) return false;
    let v: number;
    if (a.do === 'end') {
      // Ending the turn is judged where the caver stands, the hazard card still to come as odds
      // (applying it would deal this world's card and dice, which no plan could know).
      v = stay;
    } else {
      const got = reach(world, a, root, rp, w);
      if (got === null) continue;
      if (seat === null || root.pending !== null) v = got.value;
      else if (got.value === stay && got.state.ap < world.ap && got.state.turn === seat) {
        // An action that spends action points and changes nothing the evaluation sees (a Heal at
        // full health, a Hide with no horror about) is not a way into the rest of the turn: whatever
        // could follow it can follow without it, with more action points.
        v = got.value - stepCost(world, got.state);
      } else v = restOfTurn(got.state, seat, root, rp, w, 3) - stepCost(world, got.state);
    }
    const prev = best.get(k);
    if (prev === undefined || v > prev) best.set(k, v);
  }
  for (const [k, v] of best) {
    const t = tally.get(k)!;
    t.sum += v;
    t.sq += v * v;
    t.n += 1;
  }
  return true;
}

/** Standard deviation of a group's values over the worlds it was open in. */
function spread(t: Tally): number {
  if (t.n < 2) return 0;
  const mean = t.sum / t.n;
  return Math.sqrt(Math.max(0, t.sq / t.n - mean * mean));
}

/**
 * Each group's average, standard deviation and score over the worlds it was open in (the score is
 * what the choice is made on: the average, a draw's with `optimism` standard deviations added).
 */
function summarize(
  tally: Map<string, Tally>,
  groups: readonly Group[],
  optimism: number,
): { values: Map<string, number>; spreads: Map<string, number>; scores: Map<string, number> } {
  const values = new Map<string, number>();
  const spreads = new Map<string, number>();
  const scores = new Map<string, number>();
  for (const g of groups) {
    const t = tally.get(g.key)!;
    if (t.n === 0) continue;
    const mean = t.sum / t.n;
    const sd = spread(t);
    values.set(g.key, mean);
    spreads.set(g.key, sd);
    scores.set(g.key, g.draw ? mean + optimism * sd : mean);
  }
  return { values, spreads, scores };
}

/** A key that maps every run path to its group (the same square reached) and every other action to its own. */
function keyFunction(groups: readonly Group[]): (a: Action) => string {
  const byAction = new Map<string, string>();
  for (const g of groups) for (const a of g.actions) byAction.set(JSON.stringify(a), g.key);
  return (a) => {
    const k = JSON.stringify(a);
    return byAction.get(k) ?? `unused ${k}`;
  };
}

/**
 * The AI's decision for the position a player sees: which legal action to take (a draw by its side
 * alone; with a tile drawn, its placement or Pathfinder). Depends on the view and the options only.
 */
export function decide(view: PlayerView, o: SearchOptions): Decision {
  // A time budget runs from the moment the decision is asked for: dealing the first world and
  // listing the choices count against it too.
  const budget = budgetOf(o);
  const w = o.weights ?? DEFAULT_WEIGHTS;
  // A placement is searched in worlds of its own stage (the same AI seed gives other worlds after the draw).
  const stage = view.drawn === null ? '' : 'drawn/';
  const worldOf = (k: number): GameState => determinize(view, `${o.seed}/${stage}${k}`);
  // The first world is the root: what is legal, and everything the search reads of the position it
  // starts from, is the same in every world (only the hidden parts differ).
  const root = worldOf(0);
  const groups = groupActions(root, legalActions(root));
  if (groups.length === 0) throw new Error('no legal action');
  if (groups.length === 1) return { ...groups[0], groups, worlds: 0, value: NaN };
  const tally = new Map<string, Tally>(groups.map((g) => [g.key, { sum: 0, sq: 0, n: 0 }]));
  const keyOf = keyFunction(groups);
  const rp = perspective(root, true);
  // The first world is played whole; later ones stop at the deadline (a time budget only).
  const cut = budget.until === Infinity ? null : () => pastDeadline(budget);
  let k = 0;
  while (keepGoing(budget, k)) {
    if (!valueInWorld(k === 0 ? root : worldOf(k), root, rp, w, keyOf, tally, k === 0 ? null : cut)) break;
    k++;
  }
  const { values, spreads, scores } = summarize(tally, groups, o.drawOptimism ?? DRAW_OPTIMISM);
  // The best score; of equal scores the group listed first.
  let g = groups[0];
  let best = -Infinity;
  for (const x of groups) {
    const sc = scores.get(x.key);
    if (sc !== undefined && sc > best) {
      best = sc;
      g = x;
    }
  }
  return {
    key: g.key,
    draw: g.draw,
    actions: g.actions,
    groups,
    worlds: k,
    value: values.get(g.key) ?? -Infinity,
    values,
    spreads,
    scores,
  };
}

/** The AI's action for this view (after a draw, call it again on the new view to place the tile). */
export function aiAction(view: PlayerView, o: SearchOptions): Action {
  return decide(view, o).actions[0];
}
