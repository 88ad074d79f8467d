// A resumed game must keep saving records that replay, whatever hashes the record it came from had:
// none (a hand-made or scenario record), or more than its actions reach (a record cut back). And a
// game left with a tile drawn comes back with that tile to place.
import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stateHash } from '../../src/engine/index.js';
import { botRng, randomAction } from '../../src/bots/random.js';
import { findResumable } from '../../src/record/library.js';
import { replayRecord } from '../../src/record/replay.js';
import { IDLE, press, type Mode } from '../../src/ui/input/controller.js';
import type { KeyPress } from '../../src/ui/input/keys.js';
import { forcedMode, orientState, variantCard } from '../../src/ui/input/queries.js';
import { Session, playerSeat } from '../../src/play/index.js';
import type { GameRecord } from '../../src/record/types.js';

const P1 = playerSeat(1);

const SPEC = {
  seed: 'resume-hashes',
  difficulty: 'normal',
  players: 1,
  cavers: ['diver', 'scout', 'medic', 'leader'],
  easy: false,
} as const;

function play(s: Session, n: number, seed: string): void {
  const rng = botRng(seed);
  for (let i = 0; i < n && !s.over; i++) {
    const a = randomAction(s.state, rng);
    if (a === null) break;
    expect(s.submit(P1, a).ok).toBe(true);
  }
}

function started(actions: number): GameRecord {
  const s = Session.start({ ...SPEC, cavers: [...SPEC.cavers] });
  if (typeof s === 'string') throw new Error(s);
  play(s, actions, 'first');
  expect(s.state.round).toBeGreaterThan(3);
  return JSON.parse(JSON.stringify(s.record)) as GameRecord;
}

function resumeAndPlay(r: GameRecord): Session {
  const s = Session.resume(JSON.stringify(r), null);
  if (typeof s === 'string') throw new Error(s);
  const before = s.state.round;
  play(s, 60, 'second');
  expect(s.state.round).toBeGreaterThan(before);
  return s;
}

function expectReplays(s: Session): void {
  const again = replayRecord(JSON.parse(JSON.stringify(s.record)) as GameRecord);
  if (!again.ok) throw new Error(again.error);
  expect(stateHash(again.state)).toBe(stateHash(s.state));
  expect(s.record.hashes).toHaveLength(s.state.round);
  // The resumed game's hashes are the ones a fresh replay sees.
  expect(again.hashes).toEqual(s.record.hashes);
}

describe('resuming keeps the record replayable', () => {
  test('a record with no hashes: the resumed game records every round', () => {
    const r = started(50);
    delete r.hashes;
    expectReplays(resumeAndPlay(r));
  });

  test('a record whose actions were cut back: hashes beyond them are dropped', () => {
    const r = started(90);
    const rounds = r.hashes!.length;
    r.actions = r.actions.slice(0, 30);
    const cut = replayRecord({ ...r, hashes: [] });
    if (!cut.ok) throw new Error(cut.error);
    expect(rounds).toBeGreaterThan(cut.state.round + 1);
    expectReplays(resumeAndPlay(r));
  });

  test('a game saved under rules revision 1 (no "rules" field) resumes and goes on under revision 1', () => {
    const old = JSON.parse(
      readFileSync(join(process.cwd(), 'test', 'fixtures', 'games-rules1', 'long-normal-4.json'), 'utf8'),
    ) as GameRecord;
    expect(old.rules).toBeUndefined();
    // Cut it back to an unfinished game, as if it had been saved in the middle.
    const r: GameRecord = { ...old, actions: old.actions.slice(0, 150), meta: undefined };
    const s = Session.resume(JSON.stringify(r), null);
    if (typeof s === 'string') throw new Error(s);
    expect(s.state.options.rules).toBe(1);
    expect(s.record.hashes).toEqual(old.hashes!.slice(0, s.state.round));
    play(s, 60, 'old');
    // What it saves still names no revision, and replays to the same state.
    expect(s.record.rules).toBeUndefined();
    expectReplays(s);
    // The 0.1 record's own next actions replay too: the rules it was played under are the ones resumed.
    const whole = Session.resume(JSON.stringify({ ...old, meta: undefined }), null);
    if (typeof whole === 'string') throw new Error(whole);
    expect(whole.over).toBe(true);
  });

  test('an untouched record resumes with the hashes it had', () => {
    const r = started(50);
    const s = Session.resume(JSON.stringify(r), null);
    if (typeof s === 'string') throw new Error(s);
    expect(s.record.hashes).toEqual(r.hashes);
    play(s, 40, 'third');
    expectReplays(s);
  });
});

describe('a tile drawn and not yet placed (RULES.md §4, RECORD.md "drawn")', () => {
  let home: string | null = null;
  afterEach(() => {
    if (home) rmSync(home, { recursive: true, force: true });
    home = null;
  });

  /** A saving game whose first tiles are known: the Scout acts first. */
  function saving(): { s: Session; storage: { env: Record<string, string> } } {
    home = mkdtempSync(join(tmpdir(), 'st-drawn-'));
    const storage = { env: { SUBTERRA_HOME: home } };
    const s = Session.start(
      { ...SPEC, cavers: ['scout', 'medic', 'leader', 'diver'], setup: { tiles: ['gas:L', 'empty:X', 'water:I'] } },
      { storage, now: new Date(2026, 0, 2) },
    );
    if (typeof s === 'string') throw new Error(s);
    return { s, storage };
  }

  /** The keys a player presses, through the controller, each submitted action taken by the session. */
  function typeKeys(s: Session, mode: Mode, ...ks: KeyPress[]): Mode {
    for (const k of ks) {
      const step = press(s.state, mode, k);
      mode = step.mode;
      if (step.submit) expect(s.submit(P1, step.submit).ok).toBe(true);
    }
    return mode;
  }

  const K = {
    ch: (input: string): KeyPress => ({ input, key: {} }),
    up: { input: '', key: { upArrow: true } } as KeyPress,
    enter: { input: '\r', key: { return: true } } as KeyPress,
    esc: { input: '', key: { escape: true } } as KeyPress,
    tab: { input: '\t', key: { tab: true } } as KeyPress,
  };
  const savedText = (s: Session): string => readFileSync(s.savedTo!, 'utf8');

  test('quit after x and a direction: the save carries the draw, and --resume puts the same tile back to place', () => {
    const { s, storage } = saving();
    const mode = typeKeys(s, IDLE, K.ch('x'), K.up);
    const drawnTile = variantCard(s.state, orientState(s.state, mode as Extract<Mode, { m: 'orient' }>)!.variant);
    expect(drawnTile).toEqual({ type: 'gas', shape: 'L' });
    // The save: no action yet (the record holds whole actions), the draw in progress beside them.
    const saved = JSON.parse(savedText(s)) as GameRecord;
    expect(saved.actions).toEqual([]);
    expect(saved.drawn).toEqual({ caver: 'scout', do: 'explore', dir: 'N' });
    // The game is left here, and resumed from the file.
    const again = Session.resume(savedText(s), s.fileName, { storage });
    if (typeof again === 'string') throw new Error(again);
    expect(again.state.drawn).toEqual(s.state.drawn);
    expect(stateHash(again.state)).toBe(stateHash(s.state));
    expect(again.state.ap).toBe(1);
    // The screen is back at the placement of that tile; Esc cannot get out of it.
    const back = forcedMode(again.state, IDLE);
    expect(back).toMatchObject({ m: 'orient', kind: 'explore', dir: 'N' });
    expect(variantCard(again.state, orientState(again.state, back as Extract<Mode, { m: 'orient' }>)!.variant)).toEqual(
      drawnTile,
    );
    expect(press(again.state, back, K.esc)).toMatchObject({ mode: back, msg: expect.stringMatching(/must be placed/) });
    // Placing it writes the whole explore, and the draw leaves the save.
    typeKeys(again, back, K.enter);
    const after = JSON.parse(savedText(again)) as GameRecord;
    expect(after.drawn).toBeUndefined();
    expect(after.actions).toEqual([{ caver: 'scout', do: 'explore', dir: 'N', open: expect.any(String) }]);
    const replayed = replayRecord(after);
    if (!replayed.ok) throw new Error(replayed.error);
    expect(stateHash(replayed.state)).toBe(stateHash(again.state));
    expect(replayed.state.tiles[1]).toMatchObject({ type: 'gas' });
  });

  test('after Pathfinder, the resumed game shows the next tile (discard: true), never the first again', () => {
    const { s, storage } = saving();
    const mode = typeKeys(s, IDLE, K.ch('r'), K.up, K.tab);
    expect(s.state.drawn).toMatchObject({
      tile: { type: 'empty', shape: 'X' },
      pathfinder: { type: 'gas', shape: 'L' },
    });
    expect(mode).toMatchObject({ m: 'orient' });
    expect((JSON.parse(savedText(s)) as GameRecord).drawn).toEqual({
      caver: 'scout',
      do: 'reveal',
      dir: 'N',
      discard: true,
    });
    const again = Session.resume(savedText(s), s.fileName, { storage });
    if (typeof again === 'string') throw new Error(again);
    expect(again.state.drawn).toEqual(s.state.drawn);
    expect(again.state.cavers[0].charges).toBe(2);
    typeKeys(again, forcedMode(again.state, IDLE), K.enter);
    expect(again.record.actions).toEqual([
      { caver: 'scout', do: 'reveal', dir: 'N', open: expect.any(String), discard: true },
    ]);
  });

  test('a save whose draw cannot be made again is refused with one line, and passed over by --resume', () => {
    const { s, storage } = saving();
    typeKeys(s, IDLE, K.ch('x'), K.up);
    const bad = {
      ...(JSON.parse(savedText(s)) as GameRecord),
      drawn: { caver: 'scout', do: 'explore', dir: 'W', open: 'E' },
    };
    expect(Session.resume(JSON.stringify(bad), null)).toBe(
      '"drawn" (scout explore dir=W open=E): a draw in progress takes no "open" field',
    );
    const blocked = { ...(JSON.parse(savedText(s)) as GameRecord), drawn: { caver: 'medic', do: 'explore', dir: 'N' } };
    expect(Session.resume(JSON.stringify(blocked), null)).toMatch(
      /^"drawn" \(medic explore dir=N\): it is scout's turn/,
    );
    writeFileSync(s.savedTo!, JSON.stringify(blocked));
    const found = findResumable(storage);
    expect(found.file).toBeNull();
    expect(found.passedOver[0].reason).toMatch(/^"drawn" \(medic explore dir=N\)/);
  });
});

describe('--resume continues the newest game that replays and is not over', () => {
  let home: string | null = null;
  afterEach(() => {
    if (home) rmSync(home, { recursive: true, force: true });
    home = null;
  });

  test('a save whose meta says unfinished but which replays to the end of the game is passed over, with why', () => {
    home = mkdtempSync(join(tmpdir(), 'st-resume-'));
    const games = join(home, 'games');
    mkdirSync(games);
    // A whole game (Gold in round 1, the scenario e01_gold), its meta saying it goes on: the newest save.
    const gold = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'fixtures', 'scenarios', 'e01_gold.json'), 'utf8'),
    ) as GameRecord;
    writeFileSync(
      join(games, 'done.json'),
      JSON.stringify({ ...gold, meta: { saved: '2026-02-01T00:00:00Z', round: 1, over: false, result: null } }),
    );
    const storage = { env: { SUBTERRA_HOME: home } };
    expect(findResumable(storage)).toEqual({
      file: null,
      skipped: [],
      passedOver: [{ file: join(games, 'done.json'), reason: 'the game is over' }],
    });
    // An older game that does go on is the one resumed.
    writeFileSync(
      join(games, 'going.json'),
      JSON.stringify({ ...gold, actions: gold.actions.slice(0, 3), meta: { saved: '2026-01-01T00:00:00Z' } }),
    );
    expect(findResumable(storage)).toEqual({
      file: join(games, 'going.json'),
      skipped: [],
      passedOver: [{ file: join(games, 'done.json'), reason: 'the game is over' }],
    });
    // A finished game whose save says so is no surprise: nothing said.
    writeFileSync(
      join(games, 'done.json'),
      JSON.stringify({ ...gold, meta: { saved: '2026-02-01T00:00:00Z', round: 1, over: true, result: 'gold' } }),
    );
    expect(findResumable(storage)).toEqual({ file: join(games, 'going.json'), skipped: [], passedOver: [] });
  });
});
