// The setup screen remembers: it starts from the last game's team, difficulty and easier variant
// (settings.json), options given on the command line win, and the last game's seed is offered again.
import { type CaverId, isCaverId, isDifficulty, MAX_SEED_LENGTH } from '../engine/index.js';
import { dailySeed } from '../record/daily.js';
import type { Settings } from '../record/settings.js';
import type { GameRequest } from '../play/index.js';
import type { GameRecord } from '../record/types.js';
import type { SetupDefaults } from './components/SetupScreen.js';

function usableSeed(s: unknown): s is string {
  return typeof s === 'string' && s.trim() !== '' && s.length <= MAX_SEED_LENGTH && !/[\u0000-\u001f\u007f]/.test(s);
}

/** The setup screen's starting choices: the options given, else the ones remembered, else the defaults. */
export function setupDefaults(o: GameRequest, settings: Settings, fresh: () => string): SetupDefaults {
  const team =
    Array.isArray(settings.team) && settings.team.every(isCaverId) ? (settings.team as CaverId[]) : undefined;
  return {
    players: o.players,
    caverCount: o.caverCount,
    caversFixed: o.caversFixed,
    difficulty: o.difficultyGiven || !isDifficulty(settings.difficulty) ? o.difficulty : settings.difficulty,
    easy: o.easy || settings.easy === true,
    seed: o.daily !== undefined ? dailySeed(o.daily) : (o.seed ?? fresh()),
    ...(team ? { team } : {}),
    // "Same seed again": not when a seed is given, nor for the daily cave (its seed is fixed).
    ...(usableSeed(settings.seed) && o.seed === null && o.daily === undefined ? { lastSeed: settings.seed } : {}),
    ...(o.daily !== undefined ? { daily: o.daily } : {}),
  };
}

/** What a game started leaves in the settings for the next setup screen (nothing for the tutorial). */
export function rememberedChoices(r: GameRecord): Partial<Settings> | null {
  if (r.tutorial === true) return null;
  return { team: [...r.cavers], difficulty: r.difficulty, easy: r.easy === true, seed: r.seed };
}
