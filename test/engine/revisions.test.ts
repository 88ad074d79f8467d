// Rules revisions (docs/RULES.md "Revisions", docs/RECORD.md `rules`): a game keeps the rules it
// began under. Revision 1 is subterra 0.1's, which every record without a `rules` field was played
// under; revision 2 corrected two rules (§6 Tremor and the Exit, §7 the Geologist and an empty deck).
// Each correction is tested under its section in the current revision; here, revision 1 is held to
// exactly what it was, so old saves replay and resume as they were played.
import { describe, expect, test } from '@jest/globals';
import {
  legalActions,
  newGame,
  RULES_REVISION,
  type CaverId,
  type GameEvent,
  type GameOptions,
} from '../../src/engine/index.js';
import { recordOptions, validateRecord } from '../../src/record/record.js';
import { caver, end, record, rejected, run, start, view, type Act } from '../helpers/game.js';

const of = <T extends GameEvent['t']>(events: readonly GameEvent[], t: T) =>
  events.filter((e): e is Extract<GameEvent, { t: T }> => e.t === t);
const mv = (c: CaverId, dir: string): Act => ({ caver: c, do: 'move', dir });
const toExit = (c: CaverId): Act => ({ caver: c, do: 'explore', dir: 'N', open: 'S' });

describe('which revision a game plays', () => {
  const team: CaverId[] = ['medic', 'scout', 'engineer', 'climber'];

  test('the current revision is 2', () => {
    expect(RULES_REVISION).toBe(2);
  });

  test('a save without "rules" (subterra 0.1 wrote "app", never "rules") plays revision 1; a record with neither (a scenario written from RECORD.md) plays today\'s rules; one with "rules" plays that one', () => {
    const r = record({ cavers: team });
    delete r.rules;
    expect(validateRecord(r).ok).toBe(true);
    expect(recordOptions({ ...r, app: '0.1.0' }).rules).toBe(1);
    expect(recordOptions({ ...r, app: undefined }).rules).toBe(RULES_REVISION);
    expect(recordOptions({ ...r, rules: 2 }).rules).toBe(2);
    expect(recordOptions({ ...r, rules: 1 }).rules).toBe(1);
  });

  test('a newer revision is refused as made by a newer subterra; anything but a whole number from 1 is refused', () => {
    const r = record({ cavers: team });
    const bad = (rules: unknown) => {
      const v = validateRecord({ ...r, rules } as never);
      return v.ok ? 'accepted' : v.error;
    };
    expect(bad(3)).toBe('made under newer rules (rules revision 3; this version plays revisions 1 to 2)');
    for (const x of [0, -1, 1.5, '2', null, true]) expect(bad(x)).toMatch(/^"rules" must be a whole number from 1/);
    const opts: GameOptions = { seed: 's', difficulty: 'normal', players: 1, cavers: team, rules: 3 };
    expect(newGame(opts)).toEqual({ ok: false, error: { code: 'newer-rules', rules: 3, current: 2 } });
  });

  test('the engine without a revision plays the current one', () => {
    const r = newGame({ seed: 's', difficulty: 'normal', players: 1, cavers: team });
    expect(r.ok && r.state.options.rules).toBeUndefined();
    // The Tremor below passes a caver on the Exit by, as revision 2 says.
    const s = start({ cavers: team, tiles: ['exit:D'], hazards: ['tremor'], dice: [6, 6, 6] });
    const x = run(s, [toExit('medic'), end('medic'), end('scout'), end('engineer'), end('climber')]);
    expect(of(x.events, 'test').map((e) => e.caver)).toEqual(['scout', 'engineer', 'climber']);
  });
});

describe('revision 1 (subterra 0.1), kept exactly for the games begun under it', () => {
  const TEAM: CaverId[] = ['medic', 'scout', 'engineer', 'climber'];

  test('§6 Tremor, revision 1: cavers on the Exit roll too (the die is used), and the Exit prevents the loss', () => {
    const s = start({ rules: 1, cavers: TEAM, tiles: ['exit:D'], hazards: ['tremor'], dice: [1, 1, 1, 6, 6] });
    let r = run(s, [{ caver: 'medic', do: 'exert' }, toExit('medic'), end('medic')]);
    expect(caver(r.state, 'medic')).toMatchObject({ at: [0, -1], onExit: true, hp: 3 });
    r = run(r.state, [end('scout'), end('engineer'), end('climber')]);
    expect(of(r.events, 'test').map((e) => [e.caver, e.die, e.ok])).toEqual([
      ['medic', 1, false],
      ['scout', 1, false],
      ['engineer', 6, true],
      ['climber', 6, true],
    ]);
    expect(of(r.events, 'damage').map((e) => [e.caver, e.amount, e.why])).toEqual([
      ['medic', 0, 'exit'],
      ['scout', 1, undefined],
    ]);
    expect(view(r.state).cavers.map((c) => c.hp)).toEqual([3, 2, 3, 3]);
  });

  test('§1 at once, revision 1: when a Tremor test ends the game, the cavers after it (on the Exit) do not roll', () => {
    let s = start({
      rules: 1,
      cavers: TEAM.slice().reverse(),
      tiles: ['exit:D'],
      hazards: ['tremor', 'tremor', 'tremor'],
      dice: [6, 6, 6, 1, 6, 6, 1, 6, 6, 1, 6, 6],
    });
    s = run(s, [
      toExit('climber'),
      end('climber'),
      mv('engineer', 'N'),
      end('engineer'),
      mv('scout', 'N'),
      end('scout'),
      end('medic'),
    ]).state;
    s = run(s, [end('engineer'), end('scout'), end('medic'), end('climber')]).state;
    expect(caver(s, 'medic').hp).toBe(1);
    const r = run(s, [end('scout'), end('medic'), end('climber'), end('engineer')]);
    expect(of(r.events, 'test').map((e) => e.caver)).toEqual(['scout', 'medic']);
    expect(of(r.events, 'over')).toEqual([{ t: 'over', result: 'silver', left: ['medic'] }]);
  });

  test('§7 Geologist Intuition, revision 1: with the deck empty she cannot reveal, her held tile included', () => {
    const s = start({ rules: 1, cavers: ['geologist', 'scout', 'medic', 'leader'], tiles: ['empty:X'] });
    expect(view(s).tilesLeft).toBe(0);
    expect(caver(s, 'geologist').aside).toBe('empty:X');
    expect(legalActions(s).filter((a) => a.do === 'draw')).toEqual([]);
    expect(rejected(s, { caver: 'geologist', do: 'reveal', dir: 'N', open: 'NESW', keep: 0 })).toMatch(
      /no cave tiles are left/,
    );
  });
});
