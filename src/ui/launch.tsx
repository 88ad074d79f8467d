// Starting the terminal game (loaded lazily by the CLI once the options are valid).
import chalk from 'chalk';
import { render } from 'ink';
import { basename } from 'node:path';
import type { CaverId, Difficulty } from '../engine/index.js';
import { dailySeed } from '../record/daily.js';
import { readStats } from '../record/stats.js';
import { statsLines } from '../record/statsText.js';
import { freshSeed } from './freshSeed.js';
import { sweepTempFiles } from '../record/atomic.js';
import type { StorageOptions } from '../record/files.js';
import { dataDir, gamesDir } from '../record/paths.js';
import { loadSettings, saveSettings } from '../record/settings.js';
import { loadRecordText } from '../record/storage.js';
import { App } from './components/App.js';
import { fullScreen } from './fullScreen.js';
import { Session } from './session.js';
import { rememberedChoices, setupDefaults } from './setupMemory.js';
import { ZOOM_NAMES, type ZoomName, type ZoomPref } from './board/zoom.js';
import { isThemeName, makeTheme } from './theme.js';

/** What the game needs to start: the options the player gave (checked), and the program's version. */
export interface LaunchOptions {
  readonly players: number;
  readonly caverCount: number;
  /** --cavers (or --players) fixed the number: exactly caverCount must be picked. */
  readonly caversFixed?: boolean;
  readonly difficulty: Difficulty;
  /** --difficulty was given: else the setup screen starts from the last one played. */
  readonly difficultyGiven?: boolean;
  readonly easy: boolean;
  /** The daily cave's UTC date (`--daily`): its seed is that day's. */
  readonly daily?: string;
  /** The seed the player gave, or null for a fresh one. */
  readonly seed: string | null;
  /** The team in seating order, or null to pick it on the setup screen. */
  readonly team: readonly CaverId[] | null;
  /** A saved game to continue instead. */
  readonly resumeFile?: string;
  /** The subterra version, written into every record. */
  readonly app: string;
  readonly color: boolean;
  /** Called once, when the table has first been drawn (the start-up takes its code cache then). */
  readonly onTableDrawn?: () => void;
}

export async function launchGame(config: LaunchOptions): Promise<number> {
  const storage: StorageOptions = { env: process.env };
  // Saves (and the settings) a killed game left half-written: their temporary files go.
  for (const dir of [gamesDir(storage.env), dataDir(storage.env)]) sweepTempFiles(dir);
  // The settings as last saved, kept current as the player changes them (each change saves them all).
  let settings = loadSettings(storage);
  const remember = (change: Partial<typeof settings>): void => {
    settings = { ...settings, ...change };
    saveSettings(settings, storage);
  };
  const theme = makeTheme(config.color && chalk.level > 0, isThemeName(settings.theme) ? settings.theme : 'classic');
  const zoom: ZoomPref = ZOOM_NAMES.includes(settings.zoom as ZoomName) ? settings.zoom as ZoomName : 'auto';
  // The last game's choices, remembered: the setup screen starts from them (options given win).
  const rememberGame = (s: Session): void => {
    const change = rememberedChoices(s.record);
    if (change) remember(change);
  };
  const setup = setupDefaults(config, settings, freshSeed);
  const seed = config.daily ? dailySeed(config.daily) : config.seed;
  let session: Session | null = null;
  if (config.resumeFile) {
    const s = Session.resume(loadRecordText(config.resumeFile, storage), basename(config.resumeFile), { storage });
    if (typeof s === 'string') {
      process.stderr.write(`subterra: cannot resume ${config.resumeFile}: ${s}\n`);
      return 1;
    }
    session = s;
  } else if (config.team) {
    const s = Session.start({
      seed: seed ?? freshSeed(), difficulty: config.difficulty, players: config.players, cavers: config.team, easy: config.easy,
      ...(config.daily ? { daily: config.daily } : {}),
    }, { storage, app: config.app });
    if (typeof s === 'string') {
      process.stderr.write(`subterra: ${s}\n`);
      return 1;
    }
    session = s;
    rememberGame(s);
  }
  let last: Session | null = session;
  // The table is drawn by render() itself when the game starts on it, else soon after the setup
  // screen starts a session. Told once, after that frame, never before it.
  let told = false;
  const tableDrawn = (after: number): void => {
    if (told || !config.onTableDrawn) return;
    told = true;
    setTimeout(config.onTableDrawn, after).unref();
  };
  await fullScreen(
    () => {
      const inst = render(
        <App
          theme={theme} storage={storage} app={config.app} session={session}
          setup={setup}
          stats={(cols) => statsLines(readStats({ ...storage, now: new Date() }).stats, cols - 2)}
          onSession={(s) => {
            last = s;
            rememberGame(s);
            tableDrawn(200);
          }}
          initialAuto={settings.autoAdvance}
          onAutoChange={(autoAdvance) => remember({ autoAdvance })}
          initialZoom={zoom}
          onLookChange={(look) => remember(look)}
          onExit={(s) => { last = s; }}
        />,
        { exitOnCtrlC: false, patchConsole: true },
      );
      if (session) tableDrawn(0);
      return inst;
    },
    () => report(last),
  );
  return report(last);
}

/** After leaving: where the game is, and how to get back to it. */
function report(s: Session | null): number {
  if (!s) return 0;
  if (s.saveError) {
    const kept = s.savedTo ? `; the last good save is ${s.savedTo} (continue with: subterra --resume)` : '; nothing was saved';
    process.stderr.write(`subterra: the game could not be saved: ${s.saveError}${kept}\n`);
    return 1;
  }
  if (s.savedTo) {
    if (s.over) process.stdout.write(`Game over (${s.state.result}). Record: ${s.savedTo}\nWatch it: subterra replay ${s.savedTo}\n`);
    else process.stdout.write(`Game saved: ${s.savedTo}\nContinue with: subterra --resume\n`);
  }
  return 0;
}
