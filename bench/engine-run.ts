// One pass of the engine benchmark's random games (4 and 6 cavers, every difficulty), as a function:
// bench/engine.ts times it; comparing two builds of the engine imports it from each.
import { botRng, playGame, randomAction } from '../src/bots/random.js';
import { DIFFICULTIES, type CaverId } from '../src/engine/index.js';

const TEAMS: Record<number, CaverId[]> = {
  4: ['scout', 'medic', 'leader', 'engineer'],
  6: ['diver', 'scout', 'geologist', 'engineer', 'climber', 'bodyguard'],
};

/** Play `games` random games per configuration; the number of games and of steps. */
export function engineGames(rep: number, games: number): { games: number; steps: number } {
  let n = 0;
  let steps = 0;
  for (const size of [4, 6]) {
    for (const difficulty of DIFFICULTIES) {
      for (let g = 0; g < games; g++) {
        const rng = botRng(`bench-${rep}-${size}-${difficulty}-${g}`);
        const r = playGame(
          { seed: `bench-${size}-${difficulty}-${g}`, difficulty, players: 1, cavers: TEAMS[size] },
          (s) => randomAction(s, rng),
        );
        steps += r.steps;
        n++;
      }
    }
  }
  return { games: n, steps };
}
