// The player's preferences, kept beside the games (paths.ts settingsFile).
import { writeFileAtomic } from './atomic.js';
import { type StorageOptions, systemFs } from './files.js';
import { settingsFile } from './paths.js';

export interface Settings {
  /** Play the horror and hazard phases' steps by themselves. */
  autoAdvance: boolean;
  /** The colour theme and the tile size last chosen (names the UI checks; absent: its defaults). */
  theme?: string;
  zoom?: string;
  /** The last game's team (seating order), difficulty, easier variant and seed: the setup screen starts from them. */
  team?: string[];
  difficulty?: string;
  easy?: boolean;
  seed?: string;
  /** The language chosen on the setup screen (a language id the words check; absent: the environment's). */
  lang?: string;
  /**
   * The player's keys (docs/KEYS.md): a built-in set by keyboard layout, and keys of their own by
   * game key (`{"reveal": "v"}`). Kept as written: the UI checks them at start and refuses a bad map.
   */
  keyLayout?: unknown;
  keys?: unknown;
}

const DEFAULT_SETTINGS: Settings = { autoAdvance: false };

/** The saved preferences, or the defaults if there are none or they cannot be read. */
export function loadSettings(opts: StorageOptions = {}): Settings {
  const fs = opts.fs ?? systemFs;
  try {
    const data = JSON.parse(fs.readFileSync(settingsFile(opts.env), 'utf8')) as Partial<Settings>;
    return {
      autoAdvance: typeof data.autoAdvance === 'boolean' ? data.autoAdvance : DEFAULT_SETTINGS.autoAdvance,
      ...(typeof data.theme === 'string' ? { theme: data.theme } : {}),
      ...(typeof data.zoom === 'string' ? { zoom: data.zoom } : {}),
      ...(Array.isArray(data.team) && data.team.every((x) => typeof x === 'string') ? { team: data.team } : {}),
      ...(typeof data.difficulty === 'string' ? { difficulty: data.difficulty } : {}),
      ...(typeof data.easy === 'boolean' ? { easy: data.easy } : {}),
      ...(typeof data.seed === 'string' ? { seed: data.seed } : {}),
      ...(typeof data.lang === 'string' ? { lang: data.lang } : {}),
      ...(data.keyLayout !== undefined ? { keyLayout: data.keyLayout } : {}),
      ...(data.keys !== undefined ? { keys: data.keys } : {}),
    };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

/** Save the preferences (atomically); a failure is not worth interrupting a game for. */
export function saveSettings(settings: Settings, opts: StorageOptions = {}): boolean {
  try {
    writeFileAtomic(settingsFile(opts.env), JSON.stringify(settings, null, 2) + '\n', opts.fs);
    return true;
  } catch {
    return false;
  }
}
