// The play layer's data in the screen's words: the phases' steps show exactly the events the log
// tells, a refusal and a blocked take-back read as before, the resumed game's lines.
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Action } from '../../src/engine/index.js';
import { AI_SEAT, playerSeat, Session, shownInSteps } from '../../src/play/index.js';
import { entryLines, logText, refusalText, undoBlockText } from '../../src/ui/playWords.js';
import { describeEvent } from '../../src/ui/text/describe.js';
import { scenarioSession } from './kit.js';

const P1 = playerSeat(1);
const FIXTURES = join(process.cwd(), 'test', 'fixtures', 'games');

describe('the phases step by step', () => {
  test('a step shows exactly the events the log has a line for, from the phases on (every recorded game)', () => {
    let checked = 0;
    for (const name of readdirSync(FIXTURES).filter((n) => n.endsWith('.json') && !n.endsWith('.expected.json'))) {
      const s = Session.resume(readFileSync(join(FIXTURES, name), 'utf8'), null);
      if (typeof s === 'string') throw new Error(`${name}: ${s}`);
      for (const e of s.log) {
        if (e.t !== 'action') continue;
        const from = e.events.findIndex((x) => x.t === 'phase');
        if (from < 0) continue;
        for (const ev of e.events.slice(from)) {
          expect([ev.t, shownInSteps(ev)]).toEqual([ev.t, describeEvent(ev) !== null]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('in words', () => {
  const CAVE = {
    cavers: ['scout', 'medic', 'leader', 'bodyguard'] as const,
    tiles: ['empty:X', 'empty:X', 'water:I'],
    hazards: ['tremor', 'flood'],
    dice: [5, 5, 5, 5, 5, 5],
  };
  const REVEALED = [
    { caver: 'scout', do: 'reveal', dir: 'N', open: 'NESW' },
    { caver: 'scout', do: 'end' },
  ] as const;

  test('a caver held by another seat, and the rules refusing', () => {
    const s = scenarioSession({ ...CAVE, cavers: [...CAVE.cavers] }, [...REVEALED]);
    s.hand('medic', AI_SEAT);
    const move: Action = { caver: 'medic', do: 'move', dir: 'N' };
    const r = s.submit(P1, move);
    expect(!r.ok && refusalText(s, r.refusal)).toBe('Medic (6) is played by the advisor');
    s.hand('medic', P1);
    const w = s.submit(P1, { caver: 'medic', do: 'move', dir: 'W' });
    expect(!w.ok && w.refusal.code).toBe('rules');
    expect(!w.ok && refusalText(s, w.refusal)).toMatch(/wall|no tile|cannot/i);
  });

  test('why nothing can be taken back, as the status line says it', () => {
    const s = scenarioSession({ ...CAVE, cavers: [...CAVE.cavers] }, [...REVEALED]);
    const said = (): string => {
      const r = s.takeBackOffer(P1);
      return r.ok ? `offer ${r.action.do}` : undoBlockText(s, r.blocked);
    };
    expect(said()).toBe('nothing has been done this turn');
    expect(s.submit(P1, { caver: 'medic', do: 'move', dir: 'N' }).ok).toBe(true);
    expect(said()).toBe('offer move');
    expect(s.takeBack(P1).ok).toBe(true);
    expect(said()).toBe('nothing more to take back this turn');
    expect(s.submit(P1, { caver: 'medic', do: 'hide' }).ok).toBe(true);
    expect(said()).toBe('Medic (6) tries to hide: a die was rolled (the Hide test)');
  });

  test('a game resumed with a tile drawn says which, and that it must be placed', () => {
    const s = scenarioSession({ ...CAVE, cavers: [...CAVE.cavers] }, [...REVEALED]);
    const text = JSON.stringify({ ...s.record, drawn: { caver: 'medic', do: 'explore', dir: 'E' } });
    const again = Session.resume(text, null);
    if (typeof again === 'string') throw new Error(again);
    expect(entryLines(again.log.at(-1)!)).toEqual([
      '── Resumed: round 1, 2 actions so far ──',
      'The Empty tile drawn (explore east) must be placed',
    ]);
  });

  test('the log in lines: the same lines grown while the log grows (the history wraps on from there), told afresh once cut back', () => {
    const s = scenarioSession({ ...CAVE, cavers: [...CAVE.cavers] }, [...REVEALED]);
    const fresh = (): string[] => s.log.flatMap((e) => [...entryLines(e)]);
    const first = logText(s.log);
    expect(first).toEqual(fresh());
    expect(s.submit(P1, { caver: 'medic', do: 'move', dir: 'N' }).ok).toBe(true);
    const grown = logText(s.log);
    expect(grown).toBe(first);
    expect(grown).toEqual(fresh());
    expect(grown.at(-1)).toBe('Medic (6) moves north');
    expect(s.takeBack(P1).ok).toBe(true);
    const cut = logText(s.log);
    expect(cut).not.toBe(first);
    expect(cut).toEqual(fresh());
    expect(cut).not.toContain('Medic (6) moves north');
    expect(cut.at(-1)).toBe('Taken back: Medic (6) moves north');
  });
});
