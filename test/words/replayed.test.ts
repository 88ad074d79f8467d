// A game's log read again from its record says what it said live, in each language: a game
// resumed from its save rebuilds the same lines, and so does the replay viewer. The record itself
// holds no words: the same game played in each language saves the same record, and `replay --json`
// prints the same state.
import { afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { botRng, randomAction } from '../../src/bots/random.js';
import { legalActions } from '../../src/engine/index.js';
import { playerSeat, Session } from '../../src/play/index.js';
import { parseRecordText } from '../../src/record/record.js';
import { replayJson, replayRecord } from '../../src/record/replay.js';
import { logText } from '../../src/ui/playWords.js';
import { logLines } from '../../src/ui/text/log.js';
import { type Lang, LANGUAGES, setLanguage } from '../../src/words/index.js';

afterEach(() => setLanguage('en'));

/** A game played live by a random player through the table's session, speaking `lang`: its log as it was shown, and its record. */
function playLive(lang: Lang, seed: string): { live: string[]; record: string } {
  setLanguage(lang);
  const s = Session.start(
    { seed, difficulty: 'normal', players: 1, cavers: ['scout', 'medic', 'leader', 'diver'], easy: false },
    { storage: null, now: new Date('2026-11-23T12:00:00Z') },
  );
  if (typeof s === 'string') throw new Error(s);
  const rng = botRng(seed);
  // The lines as they came: read after each action, as the screen would show them.
  const live: string[] = [...logText(s.log)];
  for (let i = 0; i < 400 && !s.over; i++) {
    const a = randomAction(s.state, rng);
    if (a === null) break;
    const r = s.submit(playerSeat(1), a);
    if (!r.ok) throw new Error(JSON.stringify(r));
    const now = logText(s.log);
    live.push(...now.slice(live.length));
  }
  expect(legalActions(s.state).length > 0 || s.over).toBe(true);
  return { live, record: JSON.stringify(s.record) };
}

describe.each(LANGUAGES)('in %s', (lang) => {
  test('the log rebuilt from the record, by resuming and by the replay viewer, reads as it did live', () => {
    const { live, record } = playLive(lang, 'echo-7');
    expect(live.length).toBeGreaterThan(100);
    // Resumed: the same lines, then the line that says it was resumed.
    const resumed = Session.resume(record, null);
    if (typeof resumed === 'string') throw new Error(resumed);
    const again = logText(resumed.log);
    expect(again.slice(0, live.length)).toEqual(live);
    expect(again.length).toBe(live.length + 1);
    // The replay viewer's lines, step by step.
    const parsed = parseRecordText(record);
    if (!parsed.ok) throw new Error(parsed.error);
    const r = replayRecord(parsed.value, { keepSteps: true });
    if (!r.ok) throw new Error(r.error);
    const steps = r.steps!;
    const viewer = steps.flatMap((st, i) => logLines(st.events, i > 0 ? steps[i - 1].state : null));
    expect(viewer).toEqual(live);
  });
});

test('the record holds no words: the same game played in each language saves the same record', () => {
  const records = LANGUAGES.map((l) => playLive(l, 'foxtrot-3').record);
  for (const r of records) expect(r).toBe(records[0]);
  expect(records[0]).toContain('"actions"');
});

test('replay --json prints the same state whatever the language spoken', () => {
  const text = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'games', 'hard-5.json'), 'utf8');
  const out = LANGUAGES.map((l) => {
    setLanguage(l);
    const r = replayJson(text);
    if (!r.ok) throw new Error(r.error);
    return r.output;
  });
  for (const o of out) expect(o).toBe(out[0]);
  // As it was printed before there were languages (the fixture's expected output).
  const expected = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'games', 'hard-5.expected.json'), 'utf8');
  expect(out[0].endsWith('\n') ? out[0] : `${out[0]}\n`).toBe(expected);
});
