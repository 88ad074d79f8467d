// `subterra replay FILE`: the viewer, given the steps of a record the CLI has already replayed
// through the rules core (refusing one that is illegal or out of sync).
import chalk from 'chalk';
import { render } from 'ink';
import { basename } from 'node:path';
import type { ReplayStep } from '../record/replay.js';
import { printable } from '../text/width.js';
import { ReplayScreen } from './components/ReplayScreen.js';
import { fullScreen } from './fullScreen.js';
import { makeTheme } from './theme.js';

export async function launchReplay(steps: ReplayStep[], file: string): Promise<number> {
  const theme = makeTheme(chalk.level > 0);
  await fullScreen(() => render(<ReplayScreen steps={steps} title={printable(basename(file))} theme={theme} />, { exitOnCtrlC: false }));
  return 0;
}
