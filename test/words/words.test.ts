// The words module (src/words/): one i18next catalog, loaded at once; the keys and parameters typed
// from it; the rules' refusals as data (codes and parameters, never a sentence) made into sentences
// here, a reason said once for several directions; the reasons a take-back is refused.
import { describe, expect, test } from '@jest/globals';
import { type Action, apply, DIRS, type GameEvent, type GameState, type Refusal } from '../../src/engine/index.js';
import { seeing } from '../../src/play/index.js';
import { en, type MessageKey, refusalText, say, takeBackReason } from '../../src/words/index.js';
import { run, start, type Act } from '../helpers/game.js';

/** Every message of the catalog by its dotted key (a plural by its plain key and `_other` form). */
function messages(o: object, prefix?: string): [string, string][];
function messages(o: object, prefix: string, plurals: true): string[];
function messages(o: object, prefix = '', plurals = false): [string, string][] | string[] {
  if (plurals)
    return Object.entries(o).flatMap(([k, v]): string[] =>
      typeof v === 'string'
        ? /_other$/.test(k)
          ? [`${prefix}${k.replace(/_other$/, '')}`]
          : []
        : messages(v as object, `${prefix}${k}.`, true),
    );
  return Object.entries(o).flatMap(([k, v]): [string, string][] =>
    typeof v === 'string'
      ? /_one$/.test(k)
        ? []
        : [[`${prefix}${k.replace(/_other$/, '')}`, v]]
      : messages(v as object, `${prefix}${k}.`),
  );
}

describe('the catalog', () => {
  test('is loaded when the module is: every key gives its message, its parameters filled in', () => {
    const all = messages(en);
    const plural = new Set(messages(en, '', true));
    expect(all.length).toBeGreaterThan(200);
    for (const [k, message] of all) {
      // Every parameter the message names, given as <name> (count as 2): none is left unfilled.
      const names = [...message.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
      const values = Object.fromEntries(names.map((n) => [n, n === 'count' ? 2 : `<${n}>`]));
      // A plural message is chosen by its count, shown or not.
      if (plural.has(k)) values.count = 2;
      const said = say(k as MessageKey, values as never);
      expect([k, said]).toEqual([k, message.replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(values[n]))]);
    }
  });

  test('plain text, not HTML: nothing is escaped', () => {
    expect(say('refusal.stray-field', { action: '<b>&"', field: "'" })).toBe('"<b>&"" takes no "\'" field');
  });

  test('a plural is chosen by count', () => {
    expect(say('log.option.hunt', { who: 'Medic (6)', count: 1 })).toBe('Medic (6), 1 step away');
    expect(say('log.option.hunt', { who: 'Medic (6)', count: 3 })).toBe('Medic (6), 3 steps away');
    expect(say('team.each', { count: 1 })).toBe('one each');
  });

  test('keys and parameters are typed from the catalog', () => {
    // @ts-expect-error: no such key
    expect(say('refusal.no-such-reason')).toBe('refusal.no-such-reason');
    // @ts-expect-error: the message names {{where}}
    say('refusal.wall');
    // @ts-expect-error: the message names no parameter
    say('refusal.off-tile', { where: 'north' });
    expect(say('refusal.wall', { where: 'north' })).toBe('a wall to the north');
  });
});

describe('refusals', () => {
  test('a reason naming a direction is said for several at once', () => {
    const r: Refusal = { code: 'no-tile', dir: 'N' };
    expect(refusalText(r)).toBe('no tile to the north yet (Reveal or Explore first)');
    expect(refusalText(r, ['N', 'E', 'W'])).toBe('no tile to the north, east or west yet (Reveal or Explore first)');
    // Inside a Run's step and a directed action too.
    const step: Refusal = { code: 'path-step', step: 1, why: { code: 'wall', dir: 'N', by: 'step' } };
    expect(refusalText(step, ['N', 'S'])).toBe('step 1: a wall to the north or south');
    const directed: Refusal = { code: 'directed', caver: 'medic', action: 'move', why: r };
    expect(refusalText(directed)).toBe('medic cannot Move: no tile to the north yet (Reveal or Explore first)');
    // A reason's other direction is its own: the tile must open toward the caver, whichever way was tried.
    expect(refusalText({ code: 'open-toward', side: 'S' }, ['N', 'E'])).toBe(
      'the tile must open toward your tile (its south side)',
    );
  });

  test('AP: the action named from the rules, exerting offered only when it can be', () => {
    expect(refusalText({ code: 'ap', caver: 'medic', action: 'firstaid', cost: 1, have: 0, canExert: true })).toBe(
      'First aid costs 1 AP and medic has 0 (exert for one more)',
    );
    expect(refusalText({ code: 'ap', caver: 'medic', action: 'firstaid', cost: 1, have: 0, canExert: false })).toBe(
      'First aid costs 1 AP and medic has 0',
    );
  });

  test('the rules refuse with data: a code and parameters that survive JSON, no sentence among them', () => {
    const s = run(start({ cavers: ['leader', 'medic', 'scout', 'engineer'], tiles: ['ledge:I', 'water:I'] }), [
      { caver: 'leader', do: 'explore', dir: 'N', open: 'NS' },
    ]).state;
    const tries: unknown[] = [null, { caver: 'leader', do: 'fly' }, { caver: 'medic', do: 'end' }];
    for (const dir of [...DIRS, 'Q'])
      for (const kind of ['move', 'swim', 'squeeze', 'clear', 'demolish', 'repel'])
        tries.push({ caver: 'leader', do: kind, dir });
    for (const path of [['N'], ['S', 'E'], ['N', 'N', 'N', 'N']]) tries.push({ caver: 'leader', do: 'run', path });
    for (const action of [
      { do: 'move', dir: 'N' },
      { do: 'swim', dir: 'S' },
      { do: 'move', dir: 'E' },
    ])
      tries.push({ caver: 'leader', do: 'direct', target: 'medic', action });
    const refusals = tries.flatMap((a) => {
      const r = apply(s, a as Action);
      return r.ok ? [] : [r.error];
    });
    expect(refusals.length).toBeGreaterThan(20);
    const strings = (v: unknown): string[] =>
      typeof v === 'string' ? [v] : typeof v === 'object' && v !== null ? Object.values(v).flatMap(strings) : [];
    for (const r of refusals) {
      expect(JSON.parse(JSON.stringify(r))).toEqual(r);
      for (const x of strings(r)) expect([r.code, x]).toEqual([r.code, expect.stringMatching(/^[\w:,-]*$/)]);
    }
    expect(refusals).toContainEqual({ code: 'ledge-arrow', dir: 'N' });
    expect(refusals).toContainEqual({
      code: 'directed',
      caver: 'medic',
      action: 'move',
      why: { code: 'no-tile', dir: 'E' },
    });
  });
});

describe('why an action cannot be taken back', () => {
  const after = (s: GameState, a: Act): { s: GameState; events: readonly GameEvent[] } => {
    const r = apply(s, a as unknown as Action);
    if (!r.ok) throw new Error(refusalText(r.error));
    return { s: r.state, events: r.events };
  };
  const why = (s: GameState, a: Act): string | null => {
    const r = after(s, a);
    const t = seeing(s, r.s, r.events);
    return t === null ? null : takeBackReason(t);
  };

  test('the test or the die named from the events, the turn, a tile', () => {
    const s = start({ cavers: ['medic', 'scout', 'leader', 'diver'], tiles: ['gas:L'], dice: [2] });
    expect(why(s, { caver: 'medic', do: 'hide' })).toBe('a die was rolled (the Hide test)');
    expect(why(s, { caver: 'medic', do: 'end' })).toBe('the turn ended');
    expect(why(s, { caver: 'medic', do: 'draw', kind: 'reveal', dir: 'N' })).toBe('a tile was drawn');
    expect(why(s, { caver: 'medic', do: 'exert' })).toBeNull();
    expect(takeBackReason({ seen: 'horror' })).toBe('a horror moved');
    expect(takeBackReason({ seen: 'turn', fainted: true })).toBe('fainting ended the turn');
    // A third Hide in a row passes with no roll: a test taken all the same.
    expect(takeBackReason({ seen: 'test', test: { why: 'hide', rolled: false } })).toBe('the Hide test was taken');
  });
});
