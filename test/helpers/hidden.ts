// The hidden parts of a game state shuffled by hand: another order of the undrawn tiles (the Exit
// kept among the last six), other hazard cards to come (from the pool minus those turned), other
// dice to come (fixed dice ahead and another stream), another seed, and a `setup` that would deal
// exactly these decks and dice. What a player sees is left exactly as it was.
import { botRng } from '../../src/bots/random.js';
import { EXIT_DEPTH, hazardPool } from '../../src/engine/index.js';
import type { GameState, HazardId } from '../../src/engine/index.js';

type Dealt = Exclude<HazardId, 'outoftime'>;

export function permuteHidden(s: GameState, salt: number | string): GameState {
  const rng = botRng(`permute-${salt}`);
  const shuffle = <T>(xs: T[]): T[] => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [xs[i], xs[j]] = [xs[j], xs[i]];
    }
    return xs;
  };
  const left = s.tileDeck.slice(s.tileTop);
  const exit = left.filter((t) => t.type === 'exit');
  const rest = shuffle(left.filter((t) => t.type !== 'exit'));
  for (const e of exit) rest.splice(rest.length - Math.floor(rng() * Math.min(EXIT_DEPTH, rest.length + 1)), 0, e);
  const tileDeck = [...s.tileDeck.slice(0, s.tileTop), ...rest];
  const pool = hazardPool(s.options.difficulty).slice();
  for (const h of s.hazardDeck.slice(0, s.hazardTop)) {
    const i = pool.indexOf(h as Dealt);
    if (i >= 0) pool.splice(i, 1);
  }
  const toCome = s.hazardDeck.length - 1 - s.hazardTop;
  const hazardDeck: HazardId[] =
    s.outOfTime || toCome <= 0
      ? s.hazardDeck.slice()
      : [...s.hazardDeck.slice(0, s.hazardTop), ...shuffle(pool).slice(0, toCome), 'outoftime'];
  // The dice rolled stay; fixed dice to come are put ahead of another stream.
  const dice = [...s.dice.slice(0, s.diceTop), ...Array.from({ length: 8 }, () => 1 + Math.floor(rng() * 6))];
  const setup = {
    tiles: tileDeck,
    hazards: hazardDeck.filter((h): h is Dealt => h !== 'outoftime'),
    dice,
  };
  return {
    ...s,
    options: { ...s.options, seed: `${s.options.seed}~${salt}`, setup },
    tileDeck,
    hazardDeck,
    dice,
    rng: { c: 1, s0: rng(), s1: rng(), s2: rng() },
  };
}
