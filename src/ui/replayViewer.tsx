// `subterra replay FILE`: the viewer, given the steps of a record the CLI has already replayed
// through the rules core (refusing one that is illegal or out of sync).
import chalk from 'chalk';
import { render } from 'ink';
import { basename } from 'node:path';
import type { ReplayStep } from '../record/replay.js';
import { printable } from '../text/width.js';
import { ReplayScreen } from './components/ReplayScreen.js';
import { fullScreen } from './fullScreen.js';
import { loadSettings } from '../record/settings.js';
import { ZOOM_NAMES, type ZoomName, type ZoomPref } from './board/zoom.js';
import { isThemeName, makeTheme } from './theme.js';

export async function launchReplay(steps: ReplayStep[], file: string): Promise<number> {
  // The theme and tile size the player chose in a game (settings.json beside the games).
  const settings = loadSettings({ env: process.env });
  const theme = makeTheme(chalk.level > 0, isThemeName(settings.theme) ? settings.theme : 'classic');
  const zoom: ZoomPref = ZOOM_NAMES.includes(settings.zoom as ZoomName) ? (settings.zoom as ZoomName) : 'auto';
  await fullScreen(() =>
    render(<ReplayScreen steps={steps} title={printable(basename(file))} theme={theme} zoom={zoom} />, {
      exitOnCtrlC: false,
    }),
  );
  return 0;
}
