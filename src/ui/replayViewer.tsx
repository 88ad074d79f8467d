// `subterra replay FILE`: replays the record through the rules core (refusing one that is out of
// sync), then lets the player watch it step by step.
import chalk from 'chalk';
import { render } from 'ink';
import { basename } from 'node:path';
import { replayRecord } from '../record/replay.js';
import type { GameRecord } from '../record/types.js';
import { ReplayScreen } from './components/ReplayScreen.js';
import { fullScreen } from './fullScreen.js';
import { makeTheme } from './theme.js';

export async function launchReplay(record: GameRecord, file: string): Promise<number> {
  const res = replayRecord(record, { keepSteps: true });
  if (!res.ok) {
    process.stderr.write(`subterra: ${file}: ${res.error}\n`);
    return 1;
  }
  const theme = makeTheme(chalk.level > 0);
  await fullScreen(() => render(<ReplayScreen steps={res.steps!} title={basename(file)} theme={theme} />, { exitOnCtrlC: false }));
  return 0;
}
