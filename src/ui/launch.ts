// Placeholder until the Ink app lands: the CLI loads this lazily to start a game.
import type { GameConfig } from '../cli/config.js';

export async function launchGame(config: GameConfig): Promise<number> {
  process.stderr.write(`subterra: the terminal game is not built yet (seed ${config.seed ?? '(fresh)'})\n`);
  return 1;
}
