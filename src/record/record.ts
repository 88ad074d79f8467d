// Reading and writing game records (RECORD.md). Parsing never throws: bad input becomes one clear line.
import { CAVER_IDS } from '../engine/cavers/ids.js';
import { isDealtHazard, type DealtHazard } from '../engine/hazards.js';
import { DIFFICULTIES, caversForPlayers } from '../engine/setup.js';
import { parseTileId } from '../engine/tiles.js';
import type { Action, CaverId, Difficulty, GameOptions, TileCard } from '../engine/types.js';
import { printable } from '../text/width.js';
import { RECORD_FORMAT, RECORD_VERSION, type GameRecord } from './types.js';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

export function parseRecordText(text: string): Parsed<GameRecord> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    if (text.trim() === '') return fail('the file is empty');
    // The parser quotes the file: keep its control characters (a binary file) off the terminal.
    return fail(`not valid JSON (${/end of JSON|Unterminated|Expected/.test(msg) ? 'truncated or corrupt' : 'corrupt'}: ${printable(msg.split('\n')[0])})`);
  }
  return validateRecord(data);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Check a parsed JSON value against the record format. */
export function validateRecord(data: unknown): Parsed<GameRecord> {
  if (!isObject(data)) return fail('a record must be a JSON object');
  if (data.format !== RECORD_FORMAT) return fail(`not a subterra record ("format" must be "${RECORD_FORMAT}")`);
  const v = data.version;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return fail(`"version" must be a whole number from 1 (got ${printable(JSON.stringify(v) ?? 'nothing')})`);
  if (v > RECORD_VERSION) return fail(`made by a newer subterra (record version ${v}; this version reads version ${RECORD_VERSION})`);
  if (typeof data.seed !== 'string' || data.seed.length === 0) return fail('"seed" must be a non-empty string');
  if (!DIFFICULTIES.includes(data.difficulty as Difficulty)) return fail('"difficulty" must be normal, hard or expert');
  const players = data.players;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 1 || players > 6) return fail('"players" must be a whole number from 1 to 6');
  const cavers = data.cavers;
  if (!Array.isArray(cavers) || cavers.length < 4 || cavers.length > 6) return fail('"cavers" must list 4 to 6 caver ids');
  for (const [i, id] of cavers.entries()) {
    if (!CAVER_IDS.includes(id as CaverId)) return fail(`unknown caver ${JSON.stringify(id)} in "cavers" (cavers: ${CAVER_IDS.join(' ')})`);
    if (cavers.indexOf(id) !== i) return fail(`caver "${id}" is listed twice in "cavers"`);
  }
  const need = caversForPlayers(players);
  if (need !== null && cavers.length !== need) return fail(`${players} players play ${need} cavers, but "cavers" lists ${cavers.length}`);
  if (data.easy !== undefined && typeof data.easy !== 'boolean') return fail('"easy" must be true or false');
  if (data.setup !== undefined) {
    const bad = setupError(data.setup);
    if (bad) return fail(bad);
  }
  if (!Array.isArray(data.actions)) return fail('"actions" must be a list');
  for (const [i, a] of data.actions.entries()) {
    if (!isObject(a)) return fail(`actions[${i}] must be an object`);
  }
  if (data.hashes !== undefined && (!Array.isArray(data.hashes) || !data.hashes.every((h) => typeof h === 'string'))) {
    return fail('"hashes" must be a list of strings');
  }
  return { ok: true, value: data as unknown as GameRecord };
}

function setupError(setup: unknown): string | null {
  if (!isObject(setup)) return '"setup" must be an object';
  // A misspelt key would silently fall back to the seed: a scenario must get the decks it names.
  const unknown = Object.keys(setup).find((k) => !['tiles', 'hazards', 'dice'].includes(k));
  if (unknown !== undefined) return `"setup" has an unknown key ${JSON.stringify(unknown)} (its keys are tiles, hazards and dice)`;
  if (setup.tiles !== undefined) {
    if (!Array.isArray(setup.tiles)) return '"setup.tiles" must be a list of tile ids';
    for (const [i, t] of setup.tiles.entries()) {
      const card = parseTileId(t);
      if (typeof card === 'string') return `setup.tiles[${i}]: ${card}`;
    }
  }
  if (setup.hazards !== undefined) {
    if (!Array.isArray(setup.hazards)) return '"setup.hazards" must be a list of card ids';
    for (const [i, h] of setup.hazards.entries()) {
      if (!isDealtHazard(h)) return `setup.hazards[${i}]: unknown hazard card ${JSON.stringify(h)}`;
    }
  }
  if (setup.dice !== undefined) {
    if (!Array.isArray(setup.dice)) return '"setup.dice" must be a list of die results';
    for (const [i, n] of setup.dice.entries()) {
      if (!Number.isInteger(n) || n < 1 || n > 6) return `setup.dice[${i}] must be a whole number from 1 to 6`;
    }
  }
  return null;
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
    ...(setup ? {
      setup: {
        ...(setup.tiles ? { tiles: setup.tiles.map((t) => parseTileId(t) as TileCard) } : {}),
        ...(setup.hazards ? { hazards: setup.hazards as DealtHazard[] } : {}),
        ...(setup.dice ? { dice: setup.dice } : {}),
      },
    } : {}),
  };
}

/** A new record for a game about to start. */
export function newRecord(o: { seed: string; difficulty: Difficulty; players: number; cavers: readonly CaverId[]; easy?: boolean; app?: string }): GameRecord {
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    seed: o.seed,
    difficulty: o.difficulty,
    players: o.players,
    cavers: [...o.cavers],
    ...(o.easy ? { easy: true } : {}),
    actions: [],
    ...(o.app ? { app: o.app } : {}),
    hashes: [],
  };
}

/** One readable line for an action, for error messages: `scout move N`. */
export function describeAction(a: Action | Record<string, unknown>): string {
  const { caver, do: kind, ...rest } = a as Record<string, unknown>;
  const extra = Object.entries(rest).map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`).join(' ');
  return [caver, kind, extra].filter((x) => x !== undefined && x !== '').map(String).join(' ');
}
