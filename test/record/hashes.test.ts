// The per-round state hashes of a record (RECORD.md extension `hashes`, hashes[0] = round 1): each
// round the record has one for is checked against that round's own hash, and no other; rounds
// beyond them are not checked; the replay reports every round's hash, as a game in progress records.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRecordText } from '../../src/record/record.js';
import { replayRecord } from '../../src/record/replay.js';
import type { GameRecord } from '../../src/record/types.js';

function load(name: string): GameRecord {
  const r = parseRecordText(readFileSync(join(process.cwd(), 'test', 'fixtures', 'games', `${name}.json`), 'utf8'));
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe('a record whose hashes cover only some rounds', () => {
  const full = load('random-4');
  const all = full.hashes!;

  test('the fixture has a hash for each of its rounds, all different', () => {
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(new Set(all).size).toBe(all.length);
    const r = replayRecord(full);
    expect(r.ok && r.hashes).toEqual(all);
  });

  test.each([0, 1, 3, 5])("the first %i rounds' hashes: it replays, and reports every round's hash", (k) => {
    const r = replayRecord({ ...full, hashes: all.slice(0, k) });
    if (!r.ok) throw new Error(r.error);
    expect(r.hashes).toEqual(all);
  });

  test.each([1, 2, 3])("round %i's hash wrong, and nothing after it: out of sync at exactly that round", (round) => {
    const hashes = all.slice(0, round);
    hashes[round - 1] = '00000000';
    const r = replayRecord({ ...full, hashes });
    expect(r.ok ? 'replayed' : r.error).toMatch(new RegExp(`^out of sync at round ${round} \\(`));
  });

  test("one round's hash in another round's place is out of sync there, not passed", () => {
    const swapped = all.slice(0, 4);
    [swapped[2], swapped[3]] = [swapped[3], swapped[2]];
    const r = replayRecord({ ...full, hashes: swapped });
    expect(r.ok ? 'replayed' : r.error).toMatch(/^out of sync at round 3 /);
  });
});
