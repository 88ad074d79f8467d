// A possible world: a game equal to what a player at the table sees (a PlayerView, view.ts), with
// every hidden part dealt afresh from a seed of the caller's own. A fair search plays in such
// worlds, never in the real state, so it cannot learn what no player could know: the order of the
// undrawn cave tiles, which hazard cards were dealt, the dice to come. It is handed only the view,
// which holds none of them.
//
// What the view keeps, and the world therefore too: everything on the table (cave, cavers, horrors,
// markers), every tile drawn so far (placed, discarded, held aside by the Geologist, drawn and not
// yet placed), every hazard card turned, how many tiles and hazard cards are left, and the rules of
// setup (RULES.md §2): the Exit is one of the last six cave tiles, the hazard deck was dealt from the
// difficulty's pool, Out of Time lies under it.
//
// What is dealt:
// - the undrawn tiles: the view's multiset of them, in a fresh order with the Exit, if it is still
//   among them, in one of the last six places (of all places if fewer are left);
// - the hazard cards still to come: as many cards, dealt from the difficulty's pool minus every
//   card already turned, Out of Time still under them;
// - the dice: a fresh stream (no fixed dice).
//
// The world is a GameState whose seed is made up from the caller's (`determinize/<seed>`), with no
// `setup`: the same view and seed give the same world. The view is never changed.
// Alea alone (seedrandom's main file loads node:crypto, which the app must not).
import alea from 'seedrandom/lib/alea.js';
import { hazardPool, type DealtHazard } from './hazards.js';
import { diceStream } from './rng.js';
import type { PlayerView } from './view.js';
import type { GameState, HazardId, TileCard } from './types.js';

/** How far from the bottom of the tile deck the Exit is shuffled in (RULES.md §2, step 3). */
export const EXIT_DEPTH = 6;

type Rand = () => number;

function shuffleInPlace<T>(items: T[], rand: Rand): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
}

/** The undrawn tiles (in the view's canonical order) in a fresh order, the Exit among the last six. */
function redrawTiles(left: readonly TileCard[], rand: Rand): TileCard[] {
  const exits: TileCard[] = [];
  const rest: TileCard[] = [];
  for (const t of left) (t.type === 'exit' ? exits : rest).push(t);
  shuffleInPlace(rest, rand);
  // Each Exit goes to one of the last places still free among the bottom six (a scenario deck may
  // hold none, or more than one).
  const out = rest;
  for (const exit of exits) {
    const n = out.length + 1;
    const depth = Math.min(EXIT_DEPTH, n);
    const at = n - 1 - Math.floor(rand() * depth);
    out.splice(at, 0, exit);
  }
  return out;
}

/**
 * The hazard cards still to come: `count` cards dealt from the pool minus the cards already turned.
 * A scenario deck may have turned cards the pool lacks, or leave too few: the shortfall is dealt from
 * the whole pool (the best a player could guess about a hand-made deck).
 */
function redrawHazards(v: PlayerView, count: number, rand: Rand): DealtHazard[] {
  const pool = hazardPool(v.options.difficulty);
  const left = pool.slice();
  for (const seen of v.hazardsTurned) {
    const at = left.indexOf(seen as DealtHazard);
    if (at >= 0) left.splice(at, 1);
  }
  shuffleInPlace(left, rand);
  const out = left.slice(0, count);
  while (out.length < count) out.push(pool[Math.floor(rand() * pool.length)]);
  return out;
}

/**
 * A world equal to `view` in everything a player knows, with the undrawn tiles, the hazard cards to
 * come and the dice dealt from `seed` (see the top of this file). Pure: the view is not changed.
 */
export function determinize(view: PlayerView, seed: string | number): GameState {
  const name = `determinize/${seed}`;
  const tileDeck = [...view.tilesDrawn, ...redrawTiles(view.tilesLeft, alea(`${name}/tiles`))];
  const turned = view.hazardsTurned;
  // Out of Time lies under the cards still to come until it is turned (then it is among `turned`).
  const hazardDeck: HazardId[] = view.outOfTime
    ? turned.slice()
    : [...turned, ...redrawHazards(view, view.hazardsLeft, alea(`${name}/hazards`)), 'outoftime'];
  // Every field, in the order the core's states have them (draft.ts cloneState: one shape for all).
  return {
    options: { ...view.options, seed: name },
    round: view.round,
    phase: view.phase,
    first: view.first,
    turnIdx: view.turnIdx,
    turn: view.turn,
    ap: view.ap,
    exerted: view.exerted,
    turnDone: view.turnDone,
    directUsed: view.directUsed,
    cavers: view.cavers,
    tiles: view.tiles,
    frontier: view.frontier,
    tileDeck,
    tileTop: view.tilesDrawn.length,
    tileDiscards: view.tileDiscards,
    hazardDeck,
    hazardTop: turned.length,
    hazardDiscards: turned,
    outOfTime: view.outOfTime,
    gasLeak: view.gasLeak,
    horrors: view.horrors,
    nextHorrorId: view.nextHorrorId,
    dice: [],
    diceTop: 0,
    rng: diceStream(name),
    queue: view.queue,
    pending: view.pending,
    result: view.result,
    drawn: view.drawn,
  };
}
