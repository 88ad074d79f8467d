// A resumed game must keep saving records that replay, whatever hashes the record it came from had:
// none (a hand-made or scenario record), or more than its actions reach (a record cut back).
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stateHash } from '../../src/engine/index.js';
import { botRng, randomAction } from '../../src/bots/random.js';
import { replayRecord } from '../../src/record/replay.js';
import { Session } from '../../src/ui/session.js';
import type { GameRecord } from '../../src/record/types.js';

const SPEC = { seed: 'resume-hashes', difficulty: 'normal', players: 1, cavers: ['diver', 'scout', 'medic', 'leader'], easy: false } as const;

function play(s: Session, n: number, seed: string): void {
  const rng = botRng(seed);
  for (let i = 0; i < n && !s.over; i++) {
    const a = randomAction(s.state, rng);
    if (a === null) break;
    expect(s.submit(a).ok).toBe(true);
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
    const r = started(40);
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
    const old = JSON.parse(readFileSync(join(process.cwd(), 'test', 'fixtures', 'games-rules1', 'long-normal-4.json'), 'utf8')) as GameRecord;
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
