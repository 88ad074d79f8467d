// Fuzzing the record reader: valid records mutated at random (truncated, bytes changed, fields
// dropped or given the wrong type, actions shuffled or corrupted) must only ever give a clean,
// one-line error, or a valid replay. Never an exception.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replayJson } from '../../src/record/replay.js';

const dir = join(process.cwd(), 'test', 'fixtures', 'games');
const texts = readdirSync(dir).filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json')).map((f) => readFileSync(join(dir, f), 'utf8'));

const anyJson = fc.oneof(
  fc.constant(null), fc.boolean(), fc.integer({ min: -3, max: 100 }), fc.double(), fc.string({ maxLength: 12 }),
  fc.constantFrom('N', 'E', 'S', 'W', 'NESW', 'scout', 'leader', 'explore', 'choose', '-1', '', 'cavein:T:2,5', 'exit:D'),
  fc.array(fc.oneof(fc.integer({ min: -2, max: 8 }), fc.constantFrom('N', 'S', 'diver', 'x')), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom('do', 'dir', 'caver', 'open', 'x'), fc.constantFrom('move', 'N', 'scout', 'NS', 7), { maxKeys: 3 }),
);

type Json = Record<string, unknown>;

/** A structural change to a parsed record. */
const mutation = fc.oneof(
  fc.record({ k: fc.constant('drop' as const), field: fc.constantFrom('format', 'version', 'seed', 'difficulty', 'players', 'cavers', 'actions', 'setup') }),
  fc.record({ k: fc.constant('set' as const), field: fc.constantFrom('format', 'version', 'seed', 'difficulty', 'players', 'cavers', 'actions', 'setup', 'hashes', 'easy'), value: anyJson }),
  fc.record({ k: fc.constant('action' as const), at: fc.nat(), field: fc.constantFrom('do', 'caver', 'dir', 'open', 'path', 'target', 'option', 'at', 'action', 'keep', 'discard', 'zzz'), value: anyJson }),
  fc.record({ k: fc.constant('swap' as const), a: fc.nat(), b: fc.nat() }),
  fc.record({ k: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({ k: fc.constant('caver' as const), at: fc.nat({ max: 5 }), value: fc.constantFrom('diver', 'scout', 'wizard', 7, null, 'leader') }),
  fc.record({ k: fc.constant('setup' as const), field: fc.constantFrom('tiles', 'hazards', 'dice'), value: fc.array(anyJson, { maxLength: 5 }) }),
);

function mutate(rec: Json, m: Record<string, unknown>): void {
  const actions = Array.isArray(rec.actions) ? (rec.actions as Json[]) : null;
  switch (m.k) {
    case 'drop': delete rec[m.field as string]; break;
    case 'set': rec[m.field as string] = m.value; break;
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
    case 'cut': if (actions) actions.splice((m.at as number) % (actions.length + 1)); break;
    case 'caver': if (Array.isArray(rec.cavers)) (rec.cavers as unknown[])[m.at as number] = m.value; break;
    case 'setup': rec.setup = { ...(typeof rec.setup === 'object' && rec.setup ? rec.setup : {}), [m.field as string]: m.value }; break;
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
    fc.assert(fc.property(fc.constantFrom(...texts), fc.array(mutation, { minLength: 1, maxLength: 4 }), (text, ms) => {
      const rec = JSON.parse(text) as Json;
      for (const m of ms) mutate(rec, m as Record<string, unknown>);
      clean(JSON.stringify(rec));
    }), { numRuns: 600, seed: 7 });
  });

  test('truncated and corrupted bytes', () => {
    fc.assert(fc.property(fc.constantFrom(...texts), fc.nat(), fc.nat(), fc.string({ minLength: 1, maxLength: 3 }), (text, cut, at, junk) => {
      clean(text.slice(0, cut % text.length));
      const i = at % text.length;
      clean(text.slice(0, i) + junk + text.slice(i + 1));
    }), { numRuns: 400, seed: 11 });
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
      JSON.stringify({ ...rec, actions: [...(rec.actions as unknown[]).slice(0, 3), { caver: 'leader', do: 'move', dir: 'Q' }] }),
    ];
    bad.forEach((text, i) => {
      const file = join(tmp, `bad-${i}.json`);
      writeFileSync(file, text);
      let status = 0;
      let stderr = '';
      try {
        execFileSync(process.execPath, ['bin/subterra.js', 'replay', file, '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
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
