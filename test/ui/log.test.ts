// The log (issue 12, bug 6 and the message history): one line for each thing that happened, in the
// form "Name (n) does something", never told twice, choices and places in words; a resumed game
// starts with its whole story, rebuilt from its record.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CaverId } from '../../src/engine/index.js';
import { Session, playerSeat } from '../../src/play/index.js';
import { logText } from '../../src/ui/playWords.js';
import { record, type Act, type Scenario } from '../helpers/game.js';
import { DIVER_UNDER, HORROR_TIE } from '../helpers/positions.js';
import { scenarioSession } from './kit.js';

const P1 = playerSeat(1);

const END = (c: CaverId): Act => ({ caver: c, do: 'end' });

/** Lines added to the log by one action. */
function added(session: Session, a: Act): string[] {
  const n = logText(session.log).length;
  const r = session.submit(P1, a as never);
  if (!r.ok) throw new Error(JSON.stringify(r.refusal));
  return logText(session.log).slice(n);
}

describe('the log tells each thing once, in words', () => {
  test('a Swim is one line ("swims north"), not also a Move', () => {
    // Round 1: the medic reveals a water tile north; the Flood floods it. Round 2: the scout swims in.
    const session = scenarioSession(
      { cavers: ['medic', 'scout', 'leader', 'diver'], tiles: ['water:I'], hazards: ['flood', 'flood'] },
      [{ caver: 'medic', do: 'reveal', dir: 'N', open: 'NS' }, END('medic'), END('scout'), END('leader'), END('diver')],
    );
    expect(session.state.tiles[1].flooded).toBe(true);
    expect(added(session, { caver: 'scout', do: 'swim', dir: 'N' })).toEqual(['Scout (2) swims north']);
  });

  test('an Explore is one line: the tile and the step onto it', () => {
    const session = scenarioSession({ cavers: ['medic', 'scout', 'leader', 'diver'], tiles: ['gas:L'] });
    expect(added(session, { caver: 'medic', do: 'explore', dir: 'N', open: 'ES' })).toEqual([
      'Medic (6) explores a Gas tile to the north',
    ]);
    expect(added(session, { caver: 'medic', do: 'move', dir: 'S' })).toEqual(['Medic (6) moves south']);
  });

  test('surfacing names the water tile in words, once (no [x,y])', () => {
    // The Diver dove in round 1; at her turn in round 2 she must surface (RULES.md §7).
    const session = scenarioSession(DIVER_UNDER.scenario, [...DIVER_UNDER.actions, END('leader')]);
    expect(added(session, { caver: 'diver', do: 'surface', at: [1, 0] })).toEqual([
      'Diver (1) surfaces on the Water tile 1 east of the Start',
    ]);
  });

  test('a Run is one line of the steps it took ("runs north, south, north"), not a line a step', () => {
    const session = scenarioSession({ cavers: ['medic', 'scout', 'leader', 'diver'], tiles: ['empty:X'] }, [
      { caver: 'medic', do: 'reveal', dir: 'N', open: 'NESW' },
    ]);
    // The Medic's Sprint likewise.
    expect(added(session, { caver: 'medic', do: 'sprint', path: ['N', 'S'] })).toEqual([
      'Medic (6) sprints north, south',
    ]);
    added(session, END('medic'));
    expect(added(session, { caver: 'scout', do: 'run', path: ['N', 'S', 'N'] })).toEqual([
      'Scout (2) runs north, south, north',
    ]);
    // And a Sprint the Leader directs.
    added(session, END('scout'));
    expect(
      added(session, { caver: 'leader', do: 'direct', target: 'medic', action: { do: 'sprint', path: ['N'] } }),
    ).toEqual(['Leader (8) directs Medic (6)', 'Medic (6) sprints north']);
  });

  test('a Run over rough ground is told up to the test, the test, then the rest of its steps', () => {
    const session = scenarioSession({ cavers: ['medic', 'scout', 'leader', 'diver'], tiles: ['rough:X'] }, [
      { caver: 'medic', do: 'reveal', dir: 'N', open: 'NESW' },
      END('medic'),
    ]);
    const lines = added(session, { caver: 'scout', do: 'run', path: ['N', 'S'] });
    expect(lines[0]).toBe('Scout (2) runs north');
    expect(lines[1]).toMatch(/^Scout \(2\) tests against rough ground/);
    expect(lines[lines.length - 1]).toBe('Scout (2) runs south');
    expect(lines.filter((l) => l.includes('moves'))).toEqual([]);
  });

  test('a horror tie answered: which way, towards whom, in words (not "choice 2")', () => {
    const session = scenarioSession(HORROR_TIE.scenario, [...HORROR_TIE.actions, END('climber')]);
    expect(session.state.pending).toMatchObject({
      kind: 'horror-path',
      options: [
        [0, -1],
        [1, 0],
      ],
    });
    const lines = added(session, { caver: 'medic', do: 'choose', option: 1 });
    expect(lines[0]).toBe('Medic (6) sends the horror south, towards Climber (5)');
    expect(lines).toContain('A horror moves south toward Climber (5)');
    expect(lines.join('\n')).not.toMatch(/choice|option \d/);
  });
});

describe('the history of a resumed game', () => {
  const sc: Scenario = {
    cavers: ['medic', 'scout', 'leader', 'diver'],
    tiles: ['water:I', 'gas:L', 'empty:X'],
    hazards: ['flood', 'gas', 'flood'],
  };
  const acts: Act[] = [
    { caver: 'medic', do: 'explore', dir: 'N', open: 'NS' },
    END('medic'),
    { caver: 'scout', do: 'reveal', dir: 'E', open: 'NW' },
    END('scout'),
    END('leader'),
    END('diver'),
    END('scout'),
  ];

  /** A new game (not a resumed one) with the scenario's fixed decks. */
  const fresh = (): Session => {
    const r = record(sc);
    const s = Session.start(
      { seed: r.seed, difficulty: r.difficulty, players: r.players, cavers: r.cavers, easy: false, setup: r.setup! },
      { storage: null },
    );
    if (typeof s === 'string') throw new Error(s);
    return s;
  };

  test('starts with the whole story, line for line as it was told while played, then says it was resumed', () => {
    const live = fresh();
    for (const a of acts) live.submit(P1, a as never);
    expect(logText(live.log)[0]).toBe('── Round 1 · first caver: Medic (6) ──');
    const resumed = Session.resume(JSON.stringify(record(sc, acts)), null);
    if (typeof resumed === 'string') throw new Error(resumed);
    expect(logText(resumed.log).slice(0, -1)).toEqual(logText(live.log));
    expect(logText(resumed.log).at(-1)).toBe('── Resumed: round 2, 7 actions so far ──');
    expect(logText(resumed.log)).toContain('Hazard card: Flood — Water tiles flood; cavers on water lose 1.');
  });

  test('one action is "1 action", not "1 actions"', () => {
    const resumed = Session.resume(JSON.stringify(record(sc, acts.slice(0, 1))), null);
    if (typeof resumed === 'string') throw new Error(resumed);
    expect(logText(resumed.log).at(-1)).toBe('── Resumed: round 1, 1 action so far ──');
  });

  test('nothing is dropped from a long game: every line from round 1 on', () => {
    const text = readFileSync(join(process.cwd(), 'test', 'fixtures', 'games', 'long-normal-4.json'), 'utf8');
    const resumed = Session.resume(text, null);
    if (typeof resumed === 'string') throw new Error(resumed);
    // More lines than the table's log ever kept before (400), from the first round to the last.
    expect(logText(resumed.log).length).toBeGreaterThan(400);
    expect(logText(resumed.log)[0]).toMatch(/^── Round 1 · first caver: /);
    expect(logText(resumed.log).filter((l) => l.startsWith('── Round ')).length).toBe(resumed.state.round);
    expect(logText(resumed.log).at(-2)).toMatch(/^The game is over: /);
  });
});
