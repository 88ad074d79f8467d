// Fuzzing the record reader: valid records mutated at random (truncated, bytes changed, fields
// dropped or given the wrong type, actions shuffled or corrupted) must only ever give a clean,
// one-line error, or a valid replay. Never an exception.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replayJson, replayRecord } from '../../src/record/replay.js';
import type { GameRecord } from '../../src/record/types.js';

const dir = join(process.cwd(), 'test', 'fixtures', 'games');
const texts = readdirSync(dir)
  .filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json'))
  .map((f) => readFileSync(join(dir, f), 'utf8'));

const anyJson = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -3, max: 100 }),
  fc.double(),
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    'N',
    'E',
    'S',
    'W',
    'NESW',
    'scout',
    'leader',
    'explore',
    'choose',
    '-1',
    '',
    'cavein:T:2,5',
    'exit:D',
  ),
  fc.array(fc.oneof(fc.integer({ min: -2, max: 8 }), fc.constantFrom('N', 'S', 'diver', 'x')), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom('do', 'dir', 'caver', 'open', 'x'), fc.constantFrom('move', 'N', 'scout', 'NS', 7), {
    maxKeys: 3,
  }),
);

type Json = Record<string, unknown>;

/** A structural change to a parsed record. */
const mutation = fc.oneof(
  fc.record({
    k: fc.constant('drop' as const),
    field: fc.constantFrom('format', 'version', 'seed', 'difficulty', 'players', 'cavers', 'actions', 'setup'),
  }),
  fc.record({
    k: fc.constant('set' as const),
    field: fc.constantFrom(
      'format',
      'version',
      'seed',
      'difficulty',
      'players',
      'cavers',
      'actions',
      'setup',
      'hashes',
      'easy',
    ),
    value: anyJson,
  }),
  fc.record({
    k: fc.constant('action' as const),
    at: fc.nat(),
    field: fc.constantFrom(
      'do',
      'caver',
      'dir',
      'open',
      'path',
      'target',
      'option',
      'at',
      'action',
      'keep',
      'discard',
      'zzz',
    ),
    value: anyJson,
  }),
  fc.record({ k: fc.constant('swap' as const), a: fc.nat(), b: fc.nat() }),
  fc.record({ k: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({
    k: fc.constant('caver' as const),
    at: fc.nat({ max: 5 }),
    value: fc.constantFrom('diver', 'scout', 'wizard', 7, null, 'leader'),
  }),
  fc.record({
    k: fc.constant('setup' as const),
    field: fc.constantFrom('tiles', 'hazards', 'dice'),
    value: fc.array(anyJson, { maxLength: 5 }),
  }),
);

function mutate(rec: Json, m: Record<string, unknown>): void {
  const actions = Array.isArray(rec.actions) ? (rec.actions as Json[]) : null;
  switch (m.k) {
    case 'drop':
      delete rec[m.field as string];
      break;
    case 'set':
      rec[m.field as string] = m.value;
      break;
    case 'action':
      if (actions && actions.length) {
        const i = (m.at as number) % actions.length;
        actions[i] = { ...actions[i], [m.field as string]: m.value };
      }
      break;
    case 'swap':
      if (actions && actions.length) {
        const a = (m.a as number) % actions.length;
        const b = (m.b as number) % actions.length;
        [actions[a], actions[b]] = [actions[b], actions[a]];
      }
      break;
    case 'cut':
      if (actions) actions.splice((m.at as number) % (actions.length + 1));
      break;
    case 'caver':
      if (Array.isArray(rec.cavers)) (rec.cavers as unknown[])[m.at as number] = m.value;
      break;
    case 'setup':
      rec.setup = { ...(typeof rec.setup === 'object' && rec.setup ? rec.setup : {}), [m.field as string]: m.value };
      break;
  }
}

function clean(text: string): void {
  let res: ReturnType<typeof replayJson>;
  try {
    res = replayJson(text);
  } catch (e) {
    throw new Error(`replay threw on a mutated record: ${(e as Error).stack}`);
  }
  if (!res.ok) {
    expect(res.error.length).toBeGreaterThan(0);
    expect(res.error).not.toMatch(/\n/);
    expect(res.error).not.toMatch(/\bat .*\.(ts|js):\d+/);
  } else {
    expect(() => JSON.parse(res.output)).not.toThrow();
  }
}

describe('mutated records give clean errors', () => {
  test('structural mutations', () => {
    fc.assert(
      fc.property(fc.constantFrom(...texts), fc.array(mutation, { minLength: 1, maxLength: 4 }), (text, ms) => {
        const rec = JSON.parse(text) as Json;
        for (const m of ms) mutate(rec, m as Record<string, unknown>);
        clean(JSON.stringify(rec));
      }),
      { numRuns: 600, seed: 7 },
    );
  });

  test('one change at a time: the error names what was changed, or an action or round it led to', () => {
    // What an error must name when this top-level field alone was changed. Changing the game (seed,
    // difficulty, players, team, decks, variant, rules) may instead make a later action illegal or
    // a round go out of sync: that error names the action's index, or the round.
    const later = 'actions\\[\\d+\\]|out of sync at round';
    const names: Record<string, RegExp> = {
      format: /"format"/,
      version: /"version"|newer subterra/,
      hashes: /"hashes"|out of sync at round/,
      actions: /"actions"|actions\[\d+\]/,
      seed: new RegExp(`"seed"|${later}`),
      difficulty: new RegExp(`"difficulty"|${later}`),
      players: new RegExp(`"players"|players play|${later}`),
      cavers: new RegExp(`"cavers"|caver|${later}`),
      setup: new RegExp(`setup|${later}`),
      easy: new RegExp(`"easy"|${later}`),
      rules: new RegExp(`"rules"|newer rules|${later}`),
    };
    const field = fc.constantFrom(...Object.keys(names));
    let named = 0;
    fc.assert(
      fc.property(fc.constantFrom(...texts), field, anyJson, fc.boolean(), (text, f, value, drop) => {
        const rec = JSON.parse(text) as Json;
        if (drop && f !== 'rules' && f !== 'easy' && f !== 'hashes' && f !== 'setup') delete rec[f];
        else rec[f] = value;
        const res = replayJson(JSON.stringify(rec));
        if (res.ok) return;
        named++;
        // Hashes of the wrong type are refused as such; strings that are not the game's are out of sync.
        const want =
          f === 'hashes' && !(Array.isArray(value) && value.every((h) => typeof h === 'string'))
            ? /^"hashes" must be a list of strings$/
            : names[f];
        expect([f, res.error]).toEqual([f, expect.stringMatching(want)]);
      }),
      { numRuns: 500, seed: 23 },
    );
    expect(named).toBeGreaterThan(300);
  });

  test('one action changed: the error names that action, or one after it, or a round after it', () => {
    let named = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...texts),
        fc.nat(),
        fc.oneof(
          fc.record({
            field: fc.constantFrom(
              'do',
              'caver',
              'dir',
              'open',
              'path',
              'target',
              'option',
              'at',
              'action',
              'keep',
              'discard',
              'zzz',
            ),
            value: anyJson,
          }),
          fc.record({ whole: anyJson }),
        ),
        (text, at, change) => {
          const rec = JSON.parse(text) as Json;
          const actions = rec.actions as Json[];
          const i = at % actions.length;
          const before = replayRecord({ ...(rec as unknown as GameRecord), actions: (actions as never[]).slice(0, i) });
          if (!before.ok) throw new Error(before.error);
          actions[i] = 'whole' in change ? (change.whole as Json) : { ...actions[i], [change.field]: change.value };
          const res = replayJson(JSON.stringify(rec));
          if (res.ok) return;
          named++;
          const m = /^actions\[(\d+)\]/.exec(res.error);
          if (m) expect(Number(m[1])).toBeGreaterThanOrEqual(i);
          else {
            // Hashes are taken as each round begins: only a round after the changed action's can differ.
            const round = /^out of sync at round (\d+)/.exec(res.error);
            expect(round ? Number(round[1]) : res.error).toBeGreaterThan(before.state.round);
          }
        },
      ),
      { numRuns: 400, seed: 29 },
    );
    expect(named).toBeGreaterThan(250);
  });

  test('truncated and corrupted bytes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...texts),
        fc.nat(),
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 3 }),
        (text, cut, at, junk) => {
          clean(text.slice(0, cut % text.length));
          const i = at % text.length;
          clean(text.slice(0, i) + junk + text.slice(i + 1));
        },
      ),
      { numRuns: 400, seed: 11 },
    );
  });

  test('known bad inputs name the problem', () => {
    const rec = JSON.parse(texts[0]) as Json;
    const cases: [Json | string, RegExp][] = [
      ['', /empty/],
      [texts[0].slice(0, 200), /not valid JSON/],
      [{ ...rec, format: 'chess' }, /not a subterra record/],
      [{ ...rec, version: 2 }, /newer subterra/],
      [{ ...rec, cavers: ['diver', 'diver', 'scout', 'medic'] }, /listed twice/],
      [{ ...rec, cavers: ['diver', 'wizard', 'scout', 'medic'] }, /unknown caver "wizard"/],
      [{ ...rec, actions: [{ caver: 'scout', do: 'fly' }] }, /actions\[0\].*unknown action "fly"/],
      [{ ...rec, hashes: [1, 2, 3] }, /^"hashes" must be a list of strings$/],
      [{ ...rec, hashes: ['a', null] }, /^"hashes" must be a list of strings$/],
      [{ ...rec, hashes: 'abcd1234' }, /^"hashes" must be a list of strings$/],
      [{ ...rec, actions: [...(rec.actions as unknown[]).slice(0, 2), 'end'] }, /^actions\[2\] must be an object$/],
      [{ ...rec, actions: [null] }, /^actions\[0\] must be an object$/],
      [{ ...rec, actions: [[{ caver: 'scout', do: 'end' }]] }, /^actions\[0\] must be an object$/],
      [{ ...rec, actions: { 0: { caver: 'scout', do: 'end' } } }, /^"actions" must be a list$/],
      [{ ...rec, rules: 'two' }, /^"rules" must be a whole number/],
    ];
    for (const [input, want] of cases) {
      const res = replayJson(typeof input === 'string' ? input : JSON.stringify(input));
      expect(res.ok).toBe(false);
      expect(res.ok ? '' : res.error).toMatch(want);
    }
  });

  test('through the CLI: exit 1, one line on stderr, no stack trace', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'subterra-fuzz-'));
    const rec = JSON.parse(texts[0]) as Json;
    const bad = [
      texts[0].slice(0, 321),
      JSON.stringify({ ...rec, version: 99 }),
      JSON.stringify({
        ...rec,
        actions: [...(rec.actions as unknown[]).slice(0, 3), { caver: 'leader', do: 'move', dir: 'Q' }],
      }),
    ];
    bad.forEach((text, i) => {
      const file = join(tmp, `bad-${i}.json`);
      writeFileSync(file, text);
      let status = 0;
      let stderr = '';
      try {
        execFileSync(process.execPath, ['bin/subterra.js', 'replay', file, '--json'], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        });
      } catch (e) {
        status = (e as { status: number }).status;
        stderr = (e as { stderr: string }).stderr;
      }
      expect(status).toBe(1);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(/^subterra: /);
      expect(stderr).not.toMatch(/\n\s+at /);
    });
  });
});
