// What both ways into the table (a game, the tutorial) start from: the half-written files a killed
// game left are swept away, and the settings (theme, tile size, automatic steps, the last game's
// choices) are read, kept current as the player changes them, and handed to the App.
import chalk from 'chalk';
import { sweepTempFiles } from '../record/atomic.js';
import type { StorageOptions } from '../record/files.js';
import { dataDir, gamesDir } from '../record/paths.js';
import { loadSettings, saveSettings, type Settings } from '../record/settings.js';
import { ZOOM_NAMES, type ZoomName, type ZoomPref } from './board/zoom.js';
import type { Session } from '../play/index.js';
import { rememberedChoices } from './setupMemory.js';
import { isThemeName, makeTheme, type Theme, type ThemeName } from './theme.js';
import type { Lang } from '../words/index.js';
import type { LayoutName } from './input/keys.js';

export interface TableSettings {
  /** The settings as last saved (current after every change). */
  readonly settings: () => Settings;
  /** Save a change of settings (each change saves them all). */
  readonly remember: (change: Partial<Settings>) => void;
  /** A game begun: its team, difficulty and seed are where the setup screen starts next time. */
  readonly rememberGame: (s: Session) => void;
  /** The App's props that read and keep the settings. */
  readonly appProps: {
    readonly theme: Theme;
    readonly initialAuto: boolean;
    readonly onAutoChange: (auto: boolean) => void;
    readonly initialZoom: ZoomPref;
    readonly onLookChange: (look: { theme: ThemeName; zoom: ZoomPref }) => void;
    readonly onLanguageChange: (lang: Lang) => void;
    readonly onKeyLayoutChange: (keyLayout: LayoutName) => void;
  };
}

export function openTable(storage: StorageOptions, color: boolean): TableSettings {
  // Saves (and the settings) a killed game left half-written: their temporary files go.
  for (const dir of [gamesDir(storage.env), dataDir(storage.env)]) sweepTempFiles(dir);
  let settings = loadSettings(storage);
  const remember = (change: Partial<Settings>): void => {
    settings = { ...settings, ...change };
    saveSettings(settings, storage);
  };
  const zoom: ZoomPref = ZOOM_NAMES.includes(settings.zoom as ZoomName) ? (settings.zoom as ZoomName) : 'auto';
  return {
    settings: () => settings,
    remember,
    rememberGame: (s) => {
      const change = rememberedChoices(s.record);
      if (change) remember(change);
    },
    appProps: {
      theme: makeTheme(color && chalk.level > 0, isThemeName(settings.theme) ? settings.theme : 'classic'),
      initialAuto: settings.autoAdvance === true,
      onAutoChange: (autoAdvance) => remember({ autoAdvance }),
      initialZoom: zoom,
      onLookChange: (look) => remember(look),
      // The language chosen on the setup screen: the next start speaks it (src/cli/main.ts).
      onLanguageChange: (lang) => remember({ lang }),
      // The key set chosen on the setup screen: in use at once, and at the next start.
      onKeyLayoutChange: (keyLayout) => remember({ keyLayout }),
    },
  };
}
