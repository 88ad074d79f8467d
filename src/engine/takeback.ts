// Can an action just applied be taken back? Only when nothing hidden was seen on the way: no die
// rolled, no tile drawn, no hazard card turned, no horror moved or placed, no turn ended (and the game
// not over). A move or a run with no test on the way, a heal, an exertion, a Direct of such an
// action: yes. A draw, a Reveal or Explore, anything with a test, the end of a turn: no. Taking back
// is then the state before the action, exactly; the record keeps only the actions that stand.
import type { GameEvent, GameState } from './types.js';

/**
 * What was seen that cannot be unseen: a die rolled, a skill test taken without a roll, a tile
 * drawn, a hazard card turned, a horror that moved, appeared or faded, the turn ended, the game over.
 */
export type Seen = 'die' | 'test' | 'tile' | 'card' | 'horror' | 'turn' | 'over';

export type TakeBack = { readonly ok: true } | { readonly ok: false; readonly seen: Seen };

const NO = (seen: Seen): TakeBack => ({ ok: false, seen });

/** The first thing in these events that cannot be taken back, or null. */
function seenIn(events: readonly GameEvent[]): TakeBack | null {
  for (const e of events) {
    switch (e.t) {
      case 'over':
        return NO('over');
      case 'test':
        return e.die === null ? NO('test') : NO('die');
      case 'die':
        return NO('die');
      case 'draw':
      case 'reveal':
        return NO('tile');
      case 'hazard':
        return NO('card');
      case 'horror-move':
        return NO('horror');
      case 'horror-placed':
        return NO('horror');
      case 'horror-gone':
        if (e.why === 'far') return NO('horror');
        break;
      case 'turn':
      case 'skip':
      case 'phase':
      case 'round':
      case 'pending':
        return NO('turn');
      default:
        break;
    }
    if (e.t === 'action' && (e.action.do === 'end' || e.action.do === 'choose')) return NO('turn');
  }
  return null;
}

/**
 * Whether the action that led from `before` to `after` (with these events, as apply returned them)
 * can be taken back: nothing hidden was seen. The state is read as well as the events, so nothing
 * that draws from a deck or the dice can slip through.
 */
export function takeBack(before: GameState, after: GameState, events: readonly GameEvent[]): TakeBack {
  const seen = seenIn(events);
  if (seen !== null) return seen;
  if (after.result !== null) return NO('over');
  if (
    after.diceTop !== before.diceTop ||
    after.rng.c !== before.rng.c ||
    after.rng.s0 !== before.rng.s0 ||
    after.rng.s1 !== before.rng.s1 ||
    after.rng.s2 !== before.rng.s2
  )
    return NO('die');
  if (
    after.tileTop !== before.tileTop ||
    after.tiles.length !== before.tiles.length ||
    after.drawn !== null ||
    before.drawn !== null
  ) {
    return NO('tile');
  }
  if (after.hazardTop !== before.hazardTop) return NO('card');
  if (
    after.round !== before.round ||
    after.turn !== before.turn ||
    after.phase !== before.phase ||
    after.pending !== null
  ) {
    return NO('turn');
  }
  // A horror repelled is seen by all, and nothing hidden comes with it; any other change is a horror moving.
  if (
    after.horrors.length > before.horrors.length ||
    after.horrors.some((h) => !before.horrors.some((b) => b.id === h.id && b.at[0] === h.at[0] && b.at[1] === h.at[1]))
  ) {
    return NO('horror');
  }
  return { ok: true };
}
