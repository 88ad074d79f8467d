// Reading and writing game records (RECORD.md). Parsing never throws: bad input becomes one clear line.
import {
  isRefusal,
  optionsError,
  parseTileId,
  RULES_REVISION,
  type CaverId,
  type DealtHazard,
  type Difficulty,
  type GameOptions,
  type TileCard,
} from '../engine/index.js';
import { printable } from '../text/width.js';
import { refusalText, say } from '../words/index.js';
import { LEGACY_SAVE_RULES, RECORD_FORMAT, RECORD_VERSION, type GameRecord } from './types.js';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

export function parseRecordText(text: string): Parsed<GameRecord> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    if (text.trim() === '') return fail(say('record.empty'));
    // The parser quotes the file, line breaks and all: its words whole on one line (a line break as
    // \n, the quote closed), the file's control characters (a binary file) kept off the terminal.
    const words = msg.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/\t/g, '\\t');
    return fail(
      say('record.json', {
        how: /end of JSON|Unterminated|Expected/.test(msg) ? say('record.truncated') : say('record.corrupt'),
        why: printable(words),
      }),
    );
  }
  return validateRecord(data);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Check a parsed JSON value against the record format. */
export function validateRecord(data: unknown): Parsed<GameRecord> {
  if (!isObject(data)) return fail(say('record.not-object'));
  if (data.format !== RECORD_FORMAT) return fail(say('record.format', { format: RECORD_FORMAT }));
  const v = data.version;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1)
    return fail(say('record.version', { got: printable(JSON.stringify(v) ?? say('record.nothing')) }));
  if (v > RECORD_VERSION) return fail(say('record.newer', { version: v, reads: RECORD_VERSION }));
  if (data.setup !== undefined) {
    const bad = setupError(data.setup);
    if (bad) return fail(bad);
  }
  // Seed, difficulty, players, team, easy variant, rules revision, hazards and dice: the rules core's own check.
  const bad = optionsError({
    ...recordOptions(data as unknown as GameRecord),
    easy: data.easy as boolean | undefined,
    rules: recordRules(data) as number,
  });
  if (bad) return fail(printable(refusalText(bad)));
  if (!Array.isArray(data.actions)) return fail(say('record.actions'));
  for (const [i, a] of data.actions.entries()) {
    if (!isObject(a)) return fail(say('record.action', { i }));
  }
  if (data.hashes !== undefined && (!Array.isArray(data.hashes) || !data.hashes.every((h) => typeof h === 'string'))) {
    return fail(say('record.hashes'));
  }
  if (data.end !== undefined && typeof data.end !== 'string') return fail(say('record.end'));
  if (data.hints !== undefined && !(Number.isInteger(data.hints) && (data.hints as number) >= 0))
    return fail(say('record.hints'));
  if (data.drawn !== undefined && !isObject(data.drawn)) return fail(say('record.drawn'));
  return { ok: true, value: data as unknown as GameRecord };
}

function setupError(setup: unknown): string | null {
  if (!isObject(setup)) return say('record.setup');
  // A misspelt key would silently fall back to the seed: a scenario must get the decks it names.
  const unknown = Object.keys(setup).find((k) => !['tiles', 'hazards', 'dice'].includes(k));
  if (unknown !== undefined) return say('record.setup-key', { key: JSON.stringify(unknown) });
  if (setup.tiles !== undefined) {
    if (!Array.isArray(setup.tiles)) return say('record.setup-tiles');
    for (const [i, t] of setup.tiles.entries()) {
      const card = parseTileId(t);
      if (isRefusal(card)) return say('record.setup-tile', { i, why: refusalText(card) });
    }
  }
  if (setup.hazards !== undefined && !Array.isArray(setup.hazards)) return say('record.setup-hazards');
  if (setup.dice !== undefined && !Array.isArray(setup.dice)) return say('record.setup-dice');
  return null;
}

/**
 * The rules revision a record is played under: its own `rules`; without one, a save written by
 * subterra 0.1 (it always wrote `app`, never `rules`) keeps the rules it was played with, and any
 * other record (a scenario written from RECORD.md) plays today's rules.
 */
export function recordRules(r: { rules?: unknown; app?: unknown }): unknown {
  if (r.rules !== undefined) return r.rules;
  return r.app !== undefined ? LEGACY_SAVE_RULES : RULES_REVISION;
}

/** The engine's options for a (validated) record. */
export function recordOptions(r: GameRecord): GameOptions {
  const setup = r.setup;
  return {
    seed: r.seed,
    difficulty: r.difficulty,
    players: r.players,
    cavers: r.cavers,
    easy: r.easy === true,
    rules: recordRules(r) as number,
    ...(setup
      ? {
          setup: {
            ...(setup.tiles ? { tiles: setup.tiles.map((t) => parseTileId(t) as TileCard) } : {}),
            ...(setup.hazards ? { hazards: setup.hazards as DealtHazard[] } : {}),
            ...(setup.dice ? { dice: setup.dice } : {}),
          },
        }
      : {}),
  };
}

/** A new record for a game about to start. */
export function newRecord(o: {
  seed: string;
  difficulty: Difficulty;
  players: number;
  cavers: readonly CaverId[];
  easy?: boolean;
  app?: string;
}): GameRecord {
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    seed: o.seed,
    difficulty: o.difficulty,
    players: o.players,
    cavers: [...o.cavers],
    ...(o.easy ? { easy: true } : {}),
    rules: RULES_REVISION,
    actions: [],
    ...(o.app ? { app: o.app } : {}),
    hashes: [],
  };
}
