// The types keep the real game out of reach of whatever advises a player: the AI, the hint, the
// worker it thinks on and the table's advisor take a PlayerView, never a GameState; the view holds
// no deck, no dice, no seed; its options cannot set the game up again. Each line marked
// `@ts-expect-error` below must fail to compile: the type check (`npm run typecheck`, part of
// `npm test`) fails on a marked line that compiles. These are the peeks a mutation audit found the
// tests let through (an AI that rebuilt the decks with `newGame(s.options)`, a world that kept the
// real decks): now none of them can be written without a cast.
import { describe, expect, test } from '@jest/globals';
import { adviseNow, type AdviseRequest } from '../../src/ai/advisor.js';
import { aiAction, decide } from '../../src/ai/search.js';
import { determinize, type GameState, newGame, playerView, type PlayerView } from '../../src/engine/index.js';
import type { Advisor } from '../../src/ui/advisor.js';
import { start } from '../helpers/game.js';

/** Never called: it is here for the type check. */
function peeks(state: GameState, view: PlayerView, advisor: Advisor): unknown[] {
  // @ts-expect-error a GameState is not a PlayerView,
  const v: PlayerView = state;
  // @ts-expect-error nor a PlayerView a GameState.
  const s: GameState = view;
  const o = { seed: 'mine', iterations: 1 };
  return [
    v,
    s,
    // @ts-expect-error the AI is handed a view, never the state,
    decide(state, o),
    // @ts-expect-error
    aiAction(state, o),
    // @ts-expect-error the hint too,
    adviseNow(state, o),
    // @ts-expect-error and the table's advisor,
    advisor.advise(state),
    // @ts-expect-error and the worlds are dealt from a view.
    determinize(state, 1),
    // @ts-expect-error A question for the advisor's thread carries the view, not the state.
    { id: 1, state, options: o } satisfies AdviseRequest,
    // @ts-expect-error The view's options hold no seed: the game cannot be set up again from them,
    newGame(view.options),
    // @ts-expect-error
    view.options.seed,
    // @ts-expect-error and no setup.
    view.options.setup,
    // @ts-expect-error The view holds no deck,
    view.tileDeck,
    // @ts-expect-error
    view.hazardDeck,
    // @ts-expect-error no dice to come,
    view.dice,
    // @ts-expect-error no dice stream.
    view.rng,
  ];
}

describe('the types say what the AI may see', () => {
  test('a view says what it is, a state does not; the view has no decks, dice or seed; the AI takes the view', () => {
    expect(peeks).toBeInstanceOf(Function);
    const s = start({ cavers: ['scout', 'medic', 'leader', 'bodyguard'], seed: 'types-seed' });
    const v = playerView(s);
    expect(v.view).toBe('player');
    expect('view' in s).toBe(false);
    for (const k of ['tileDeck', 'hazardDeck', 'dice', 'diceTop', 'rng']) {
      expect(k in s).toBe(true);
      expect(k in v).toBe(false);
    }
    expect('seed' in v.options).toBe(false);
    expect('setup' in v.options).toBe(false);
    // What the AI is handed is enough to decide on.
    const d = decide(v, { seed: 'mine', iterations: 1 });
    expect(d.actions.length).toBeGreaterThan(0);
  });
});
