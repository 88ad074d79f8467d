// Where subterra keeps its files, and what they are called.
//
// Data folder: $SUBTERRA_HOME if set (tests, portable installs), else $XDG_DATA_HOME/subterra,
// else ~/.local/share/subterra. Games live in <data>/games/<yyyymmdd-hhmmss>-<seed>.json, the
// player's settings in <data>/settings.json.
import * as os from 'node:os';
import * as path from 'node:path';
import { MAX_SEED_LENGTH } from '../engine/index.js';
import { type StorageOptions, systemFs } from './files.js';

type Env = Readonly<Record<string, string | undefined>>;

/** The player's data folder (not created). */
export function dataDir(env: Env = process.env): string {
  if (env.SUBTERRA_HOME) return path.resolve(env.SUBTERRA_HOME);
  // The XDG spec says relative paths in XDG_DATA_HOME are invalid and must be ignored.
  if (env.XDG_DATA_HOME && path.isAbsolute(env.XDG_DATA_HOME)) return path.join(env.XDG_DATA_HOME, 'subterra');
  const home = env.HOME || os.homedir();
  return path.join(home, '.local', 'share', 'subterra');
}

/** The folder saved games live in (not created). */
export function gamesDir(env?: Env): string {
  return path.join(dataDir(env), 'games');
}

/** The player's preferences, beside the games. */
export function settingsFile(env?: Env): string {
  return path.join(dataDir(env), 'settings.json');
}

/** A seed made safe for a file name: letters, digits, `.`, `_`, `-`; anything else becomes `_`. */
export function seedForFileName(seed: string): string {
  const safe = seed
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/^\.+/, '_')
    .slice(0, MAX_SEED_LENGTH);
  return safe === '' ? 'game' : safe;
}

function pad(n: number, w = 2): string {
  return String(n).padStart(w, '0');
}

/** `yyyymmdd-hhmmss-<seed>.json`, in local time. */
export function gameFileName(seed: string, date: Date): string {
  const stamp =
    `${pad(date.getFullYear(), 4)}${pad(date.getMonth() + 1)}${pad(date.getDate())}` +
    `-${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
  return `${stamp}-${seedForFileName(seed)}.json`;
}

/**
 * A file name for a new game that no existing save uses: `gameFileName`, with `-2`, `-3`, ...
 * before `.json` if two games start in the same second with the same seed.
 */
export function newGameFileName(seed: string, date: Date = new Date(), opts: StorageOptions = {}): string {
  const fs = opts.fs ?? systemFs;
  const dir = gamesDir(opts.env);
  const base = gameFileName(seed, date).replace(/\.json$/, '');
  for (let i = 1; ; i++) {
    const name = i === 1 ? `${base}.json` : `${base}-${i}.json`;
    if (!fs.existsSync(path.join(dir, name))) return name;
  }
}
