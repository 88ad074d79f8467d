// Test harness: build a game from a record-like object (fixed setup decks and dice), apply actions,
// read the headless summary. Everything goes through the public engine and record APIs.
import { expect } from '@jest/globals';
import {
  type Action,
  apply,
  RULES_REVISION,
  type CaverId,
  type Difficulty,
  type GameEvent,
  type GameState,
  legalActions,
  newGame,
} from '../../src/engine/index.js';
import { recordOptions, validateRecord } from '../../src/record/record.js';
import { replayRecord } from '../../src/record/replay.js';
import { summarize } from '../../src/record/summary.js';
import type { GameRecord, RecordSetup } from '../../src/record/types.js';
import { refusalText } from '../../src/words/index.js';

export type Act = Record<string, unknown> & { caver: CaverId; do: string };

export interface Scenario {
  cavers: CaverId[];
  tiles?: string[];
  hazards?: string[];
  dice?: number[];
  difficulty?: Difficulty;
  players?: number;
  seed?: string;
  easy?: boolean;
  /** The rules revision (default: the current one). */
  rules?: number;
}

export function record(sc: Scenario, actions: Act[] = []): GameRecord {
  const setup: RecordSetup = {};
  if (sc.tiles) setup.tiles = sc.tiles;
  if (sc.hazards) setup.hazards = sc.hazards;
  if (sc.dice) setup.dice = sc.dice;
  return {
    format: 'subterra-record',
    version: 1,
    seed: sc.seed ?? 'test-seed',
    difficulty: sc.difficulty ?? 'normal',
    players: sc.players ?? 1,
    cavers: sc.cavers,
    ...(sc.easy ? { easy: true } : {}),
    rules: sc.rules ?? RULES_REVISION,
    ...(Object.keys(setup).length ? { setup } : {}),
    actions: actions as unknown as Action[],
  };
}

/** Start a game from a scenario; throws if the setup is invalid. */
export function start(sc: Scenario): GameState {
  const v = validateRecord(record(sc));
  if (!v.ok) throw new Error(v.error);
  const r = newGame(recordOptions(v.value));
  if (!r.ok) throw new Error(refusalText(r.error));
  return r.state;
}

/** Apply actions in order, failing the test (with the reason) if one is rejected. Returns state and all events. */
export function run(s: GameState, actions: Act[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const [i, a] of actions.entries()) {
    const r = apply(s, a as unknown as Action);
    if (!r.ok) throw new Error(`action ${i} (${JSON.stringify(a)}) rejected: ${refusalText(r.error)}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** The action must be rejected; returns the reason. Also checks legalActions does not list it. */
export function rejected(s: GameState, a: Act): string {
  const r = apply(s, a as unknown as Action);
  expect(r.ok).toBe(false);
  const listed = legalActions(s).some((l) => JSON.stringify(l) === JSON.stringify(a));
  expect(listed).toBe(false);
  return r.ok ? '' : refusalText(r.error);
}

/** Replay a whole record through the record layer (as `subterra replay --json` does). */
export function replay(sc: Scenario, actions: Act[]) {
  const res = replayRecord(record(sc, actions));
  return res;
}

export const view = summarize;

export function caver(s: GameState, id: CaverId) {
  return summarize(s).cavers.find((c) => c.id === id)!;
}

export const end = (id: CaverId): Act => ({ caver: id, do: 'end' });

/** The draws legalActions lists (Reveal or Explore declared toward a side, before the tile is seen). */
export function draws(s: GameState): Extract<Action, { do: 'draw' }>[] {
  return legalActions(s).filter((a): a is Extract<Action, { do: 'draw' }> => a.do === 'draw');
}

/**
 * The state once the caver whose turn it is has drawn for a Reveal or Explore toward `dir` (the draw
 * as legalActions lists it), or null if no such draw is listed.
 */
export function drawFor(s: GameState, kind: 'reveal' | 'explore', dir: string): GameState | null {
  const a = draws(s).find((x) => x.kind === kind && x.dir === dir);
  if (a === undefined) return null;
  const r = apply(s, a);
  if (!r.ok) throw new Error(`listed draw refused: ${refusalText(r.error)}`);
  return r.state;
}

/** The whole reveals or explores listed once that tile is drawn (none when the draw is not listed). */
export function placements(
  s: GameState,
  kind: 'reveal' | 'explore',
  dir: string,
): Extract<Action, { do: 'reveal' | 'explore' }>[] {
  const d = drawFor(s, kind, dir);
  if (d === null) return [];
  return legalActions(d).filter(
    (a): a is Extract<Action, { do: 'reveal' | 'explore' }> => a.do === 'reveal' || a.do === 'explore',
  );
}
