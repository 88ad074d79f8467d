// The record's `end` hash (RECORD.md "Checks"): the state a game was saved in, after its last action
// and after a tile drawn and not yet placed is drawn again. A whole replay checks it, so an edit in
// the last, unfinished round (which no round's hash covers) is refused; a record without it (an older
// save, a scenario written by hand) replays as before.
import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { botRng, randomAction } from '../../src/bots/random.js';
import { apply, drawSteps, type GameState, isDrawStep, legalActions, stateHash } from '../../src/engine/index.js';
import { type Fs, systemFs } from '../../src/record/files.js';
import { parseRecordText } from '../../src/record/record.js';
import { endMismatch, replayJson, replayRecord } from '../../src/record/replay.js';
import type { GameRecord } from '../../src/record/types.js';
import { playerSeat, Session } from '../../src/play/index.js';
import { record, start, type Scenario } from '../helpers/game.js';
import { refusalText } from '../../src/words/index.js';

const SC: Scenario = { cavers: ['scout', 'medic', 'leader', 'diver'], seed: 'end-hash' };

/** A game played by the random bot to `n` steps into round 3 or later, its last action not an `end`, as a save. */
function midRound(n: number): { rec: GameRecord; state: GameState } {
  const rec = record(SC);
  let s = start(SC);
  const rng = botRng('end-hash');
  let inRound = 0;
  while (s.round < 3 || inRound < n || s.drawn !== null || rec.actions.at(-1)?.do === 'end') {
    const a = randomAction(s, rng);
    if (a === null) throw new Error('no action');
    const res = apply(s, a);
    if (!res.ok) throw new Error(refusalText(res.error));
    inRound = res.state.round === s.round ? inRound + 1 : 0;
    s = res.state;
    // The record holds a Reveal or Explore played in steps as one action: the placement.
    if (s.drawn === null) rec.actions.push(a);
    expect(s.result).toBeNull();
  }
  // Every round's hash, as a save carries them.
  const replayed = replayRecord(rec);
  if (!replayed.ok) throw new Error(replayed.error);
  return { rec: { ...rec, hashes: replayed.hashes, end: stateHash(s) }, state: s };
}

const without = (r: GameRecord): GameRecord => {
  const { end: _end, ...rest } = r;
  void _end;
  return rest;
};

describe('a whole replay checks the state the record was saved in', () => {
  test('the record replays to the state its end names; with end changed it is refused, in one line naming the cause', () => {
    const { rec, state } = midRound(3);
    const good = replayRecord(rec);
    if (!good.ok) throw new Error(good.error);
    expect(stateHash(good.state)).toBe(rec.end);
    expect(stateHash(good.state)).toBe(stateHash(state));
    const bad = replayRecord({ ...rec, end: '0badf00d' });
    expect(bad).toMatchObject({ ok: false, error: endMismatch(), index: rec.actions.length });
    expect(endMismatch()).not.toMatch(/\n/);
    expect(endMismatch()).toMatch(/"end" hash/);
    expect(replayJson(JSON.stringify({ ...rec, end: '0badf00d' }))).toEqual({ ok: false, error: endMismatch() });
    expect(replayJson(JSON.stringify(rec)).ok).toBe(true);
  });

  test('an action dropped or changed in the last, unfinished round: no round hash sees it, end does', () => {
    const { rec } = midRound(4);
    const last = rec.actions.length - 1;
    const dropped = { ...rec, actions: rec.actions.slice(0, last) };
    // Without end, the edit replays to another game, and nothing says so (as before end).
    expect(replayRecord(without(dropped)).ok).toBe(true);
    expect(replayRecord(dropped)).toMatchObject({ ok: false, error: endMismatch() });
    // The last action swapped for another one the rules allow there.
    const other = replayRecord(without(dropped));
    if (!other.ok) throw new Error(other.error);
    const swapped =
      legalActions(other.state).find(
        (a) => !isDrawStep(a) && JSON.stringify(a) !== JSON.stringify(rec.actions[last]),
      ) ?? null;
    if (swapped === null) throw new Error('no other action');
    const changed = { ...rec, actions: [...rec.actions.slice(0, last), swapped] };
    expect(replayRecord(without(changed)).ok).toBe(true);
    expect(replayRecord(changed)).toMatchObject({ ok: false, error: endMismatch() });
  });

  test('without end (an older save, a scenario written by hand) a record replays as before', () => {
    const { rec } = midRound(2);
    expect(replayRecord(without(rec)).ok).toBe(true);
    // The saves of subterra 0.1 carry no end.
    const dir = join(process.cwd(), 'test', 'fixtures', 'games-rules1');
    for (const name of ['bronze-normal-4.json', 'long-normal-4.json']) {
      const parsed = parseRecordText(readFileSync(join(dir, name), 'utf8'));
      if (!parsed.ok) throw new Error(parsed.error);
      expect(parsed.value.end).toBeUndefined();
      expect(replayRecord(parsed.value).ok).toBe(true);
    }
  });

  test('part of a record (upTo) is not the state it was saved in: end is not checked there', () => {
    const { rec } = midRound(2);
    const bad = { ...rec, end: '0badf00d' };
    expect(replayRecord(bad, { upTo: rec.actions.length - 1 }).ok).toBe(true);
    expect(replayRecord(bad, { upTo: rec.actions.length }).ok).toBe(false);
  });

  test('"end" must be a string', () => {
    const { rec } = midRound(1);
    expect(parseRecordText(JSON.stringify({ ...rec, end: 5 }))).toEqual({
      ok: false,
      error: '"end" must be a string (the hash of the state after the last action)',
    });
  });
});

describe('a save with a tile drawn and not yet placed ("drawn")', () => {
  // The Scout acts first, on the Start; the first tile is gas.
  const DRAW: Scenario = { cavers: ['scout', 'medic', 'leader', 'diver'], tiles: ['gas:L', 'empty:X', 'water:I'] };
  const drawnAt = (drawn: object): GameState => {
    const steps = drawSteps(drawn);
    if (!Array.isArray(steps)) throw new Error(refusalText(steps));
    let s = start(DRAW);
    for (const a of steps) {
      const res = apply(s, a);
      if (!res.ok) throw new Error(refusalText(res.error));
      s = res.state;
    }
    return s;
  };

  test('end is the state after the draw is made again, checked whether or not the caller keeps the draw', () => {
    const drawn = { caver: 'scout', do: 'explore', dir: 'N' } as const;
    const left = drawnAt(drawn);
    expect(left.drawn?.tile).toEqual({ type: 'gas', shape: 'L' });
    const rec: GameRecord = { ...record(DRAW), drawn, end: stateHash(left) };
    // subterra replay: the record's actions only (no tile drawn), the end checked all the same.
    const shown = replayRecord(rec);
    if (!shown.ok) throw new Error(shown.error);
    expect(shown.state.drawn).toBeNull();
    // --resume: the tile drawn again, the state the game was left in.
    const resumed = replayRecord(rec, { drawn: true });
    if (!resumed.ok) throw new Error(resumed.error);
    expect(stateHash(resumed.state)).toBe(rec.end);
    // The hash of the state before the draw is not the state a save with "drawn" was left in.
    const before = { ...rec, end: stateHash(start(DRAW)) };
    expect(replayRecord(before)).toMatchObject({ ok: false, error: endMismatch() });
    expect(replayRecord(before, { drawn: true })).toMatchObject({ ok: false, error: endMismatch() });
  });

  test('a draw edited to another side: end refuses it (without end it would be drawn there)', () => {
    const rec: GameRecord = {
      ...record(DRAW),
      drawn: { caver: 'scout', do: 'explore', dir: 'N' },
      end: stateHash(drawnAt({ caver: 'scout', do: 'explore', dir: 'N' })),
    };
    const moved: GameRecord = { ...rec, drawn: { caver: 'scout', do: 'explore', dir: 'E' } };
    expect(replayRecord(without(moved), { drawn: true }).ok).toBe(true);
    expect(replayRecord(moved, { drawn: true })).toMatchObject({ ok: false, error: endMismatch() });
    expect(replayRecord(moved)).toMatchObject({ ok: false, error: endMismatch() });
    // A draw that cannot be made again at all: its own reason, as before.
    const blocked: GameRecord = { ...rec, drawn: { caver: 'medic', do: 'explore', dir: 'N' } };
    expect(replayRecord(blocked)).toMatchObject({ ok: false, error: expect.stringMatching(/^"drawn" \(medic/) });
  });
});

describe('every save writes the hash of the state it was saved in', () => {
  let home: string | null = null;
  afterEach(() => {
    if (home) rmSync(home, { recursive: true, force: true });
    home = null;
  });
  // Saves as the game makes them, less the flush to the disk (a save a step, a whole game long).
  const fs: Fs = { ...systemFs, fsyncSync: () => undefined };
  const storage = () => {
    home = mkdtempSync(join(tmpdir(), 'st-end-'));
    return { env: { SUBTERRA_HOME: home }, fs };
  };
  const saved = (s: Session): GameRecord => JSON.parse(readFileSync(s.savedTo!, 'utf8')) as GameRecord;
  /** The saved record's end is the session's state, and (unless `quick`) the state its whole replay (as --resume) reaches. */
  const expectEnd = (s: Session, quick = false): void => {
    const r = saved(s);
    expect(r.end).toBe(stateHash(s.state));
    if (quick) return;
    const again = replayRecord(r, { drawn: true });
    if (!again.ok) throw new Error(again.error);
    expect(stateHash(again.state)).toBe(r.end);
    expect(replayRecord(r).ok).toBe(true);
  };

  test('from the start, after every action, after each take-back, to the end of the game', () => {
    const s = Session.start(
      {
        seed: 'end-saves',
        difficulty: 'normal',
        players: 1,
        cavers: ['scout', 'medic', 'leader', 'diver'],
        easy: false,
      },
      { storage: storage() },
    );
    if (typeof s === 'string') throw new Error(s);
    expectEnd(s);
    const rng = botRng('end-saves');
    let takenBack = 0;
    // Replayed every few saves (a replay of every save would be a replay of the game for each action).
    for (let i = 1; !s.over; i++) {
      const a = randomAction(s.state, rng);
      if (a === null) throw new Error('no action');
      expect(s.submit(playerSeat(1), a).ok).toBe(true);
      expectEnd(s, i % 8 !== 0 && !s.over);
      if (s.takeBackOffer(playerSeat(1)).ok && rng() < 0.3) {
        expect(s.takeBack(playerSeat(1)).ok).toBe(true);
        takenBack += 1;
        expectEnd(s);
      }
    }
    expect(takenBack).toBeGreaterThan(0);
    expect(saved(s).meta).toMatchObject({ over: true });
  });

  test('with a tile drawn, and after Pathfinder: the state with the tile in hand', () => {
    const s = Session.start(
      {
        seed: 'end-draw',
        difficulty: 'normal',
        players: 1,
        cavers: ['scout', 'medic', 'leader', 'diver'],
        easy: false,
        setup: { tiles: ['gas:L', 'empty:X', 'water:I'] },
      },
      { storage: storage() },
    );
    if (typeof s === 'string') throw new Error(s);
    const steps = drawSteps({ caver: 'scout', do: 'reveal', dir: 'N', discard: true });
    if (!Array.isArray(steps)) throw new Error(refusalText(steps));
    for (const a of steps) {
      expect(s.submit(playerSeat(1), a).ok).toBe(true);
      expect(s.state.drawn).not.toBeNull();
      expect(saved(s).drawn).toBeDefined();
      expectEnd(s);
    }
    expect(s.state.drawn?.pathfinder).toEqual({ type: 'gas', shape: 'L' });
    // Resumed from the file: the same state, and its own saves go on writing it.
    const again = Session.resume(readFileSync(s.savedTo!, 'utf8'), null);
    if (typeof again === 'string') throw new Error(again);
    expect(stateHash(again.state)).toBe(saved(s).end);
  });

  test('a save without end (an older one) resumes, and its next save writes it; one with end altered does not resume', () => {
    const st = storage();
    const s = Session.start(
      { seed: 'end-old', difficulty: 'normal', players: 1, cavers: ['scout', 'medic', 'leader', 'diver'], easy: false },
      { storage: st },
    );
    if (typeof s === 'string') throw new Error(s);
    const rng = botRng('end-old');
    const step = (game: Session): void => {
      const a = randomAction(game.state, rng);
      if (a === null) throw new Error('no action');
      expect(game.submit(playerSeat(1), a).ok).toBe(true);
    };
    for (let i = 0; i < 12; i++) step(s);
    expect(Session.resume(JSON.stringify({ ...saved(s), end: '0badf00d' }), null)).toBe(endMismatch());
    const old = Session.resume(JSON.stringify(without(saved(s))), s.fileName, { storage: st });
    if (typeof old === 'string') throw new Error(old);
    step(old);
    expectEnd(old);
  });
});
