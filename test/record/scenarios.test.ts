// Scenarios written by two independent testers from RULES.md and RECORD.md alone (not from this code):
// each NAME.json is a record with fixed decks and dice, NAME.expect.json what the two documents say
// must come out of `replay --json` (only the fields listed), or {"exit": 1, "errorIndex": N} for an
// illegal action. They run in-process here; `node bin/subterra.js replay NAME.json --json` agrees.
// Changed after review, each for a decision in docs/RULES.md: y07 (Gas x2 entry costs 4),
// y04 and g38 (their medic now walks into the gas after the leak, so they still test waking),
// t04 (the Exit is never discarded by the frontier rule: placed instead), h11 (the engineer who
// faints in his own turn loses the rest of it, so the turn is the climber's). Changed for rules
// revision 2 (docs/RECORD.md), which these records play as they name no revision: x12 (a caver on the
// Exit takes no Tremor test, so the dice fall to the next cavers) and g20 (the Geologist places the tile
// she holds when the deck is empty).
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { replayJson } from '../../src/record/replay.js';

const dir = join(process.cwd(), 'test', 'fixtures', 'scenarios');
const names = readdirSync(dir)
  .filter((f) => f.endsWith('.expect.json'))
  .map((f) => f.replace(/\.expect\.json$/, ''))
  .sort();

interface Summary {
  cavers: { id: string }[];
  tiles: { at: number[] }[];
  horrors?: number[][];
}

/** As the tester compared: cavers by id, tiles by "x,y", horrors as sorted "x,y" strings. */
function normalise(st: Summary): Record<string, unknown> {
  return {
    ...st,
    cavers: Object.fromEntries(st.cavers.map((c) => [c.id, c])),
    tiles: Object.fromEntries(st.tiles.map((t) => [t.at.join(','), t])),
    tileCount: st.tiles.length,
    horrors: (st.horrors ?? []).map((h) => h.join(',')).sort(),
  };
}

/** Only the fields the expectation lists, recursively (objects); arrays and values whole. */
function pick(expected: unknown, actual: unknown): unknown {
  if (expected !== null && typeof expected === 'object' && !Array.isArray(expected)) {
    if (actual === null || typeof actual !== 'object') return actual;
    return Object.fromEntries(
      Object.keys(expected).map((k) => [
        k,
        pick((expected as Record<string, unknown>)[k], (actual as Record<string, unknown>)[k]),
      ]),
    );
  }
  return actual;
}

describe('independent scenarios', () => {
  test('there are many', () => {
    expect(names.length).toBeGreaterThanOrEqual(270);
  });

  test.each(names)('%s', (name) => {
    const want = JSON.parse(readFileSync(join(dir, `${name}.expect.json`), 'utf8')) as {
      exit?: number;
      errorIndex?: number;
      state?: unknown;
    };
    const res = replayJson(readFileSync(join(dir, `${name}.json`), 'utf8'));
    if (want.exit === 1) {
      expect(res.ok).toBe(false);
      if (want.errorIndex !== undefined)
        expect(res.ok ? '' : res.error).toMatch(new RegExp(`\\b${want.errorIndex}\\b`));
      return;
    }
    if (!res.ok) throw new Error(res.error);
    const got = normalise(JSON.parse(res.output) as Summary);
    expect(pick(want.state ?? {}, got)).toEqual(want.state ?? {});
  });
});
