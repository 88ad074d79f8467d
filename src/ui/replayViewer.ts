// Placeholder until the replay viewer lands: `subterra replay FILE` (without --json) loads this lazily.
import type { GameRecord } from '../record/types.js';

export async function launchReplay(_record: GameRecord, file: string): Promise<number> {
  process.stderr.write(`subterra: the replay viewer is not built yet; for now run: subterra replay ${file} --json\n`);
  return 1;
}
