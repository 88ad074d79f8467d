// The questions the screens ask the rules core instead of working the answer out themselves
// (src/engine/index.ts): what a step would surely cost (stepDanger) and how an action is named and
// limited (actionInfo). Each answer is held to what the rules then do. (The tile a Reveal places is
// the state's own tile drawn: test/engine/draw.test.ts.)
import { describe, expect, test } from '@jest/globals';
import { botRng, randomAction } from '../../src/bots/random.js';
import {
  actionInfo,
  actionKey,
  apply,
  legalActions,
  newGame,
  sameAction,
  stepDanger,
  type CaverId,
  type GameEvent,
  type GameState,
} from '../../src/engine/index.js';
import { run, start, type Act } from '../helpers/game.js';
import { refusalText } from '../../src/words/index.js';

const END = (c: CaverId): Act => ({ caver: c, do: 'end' });

/** What a move's events say arriving cost: a horror's contact, or gas damage actually taken. */
function arrival(events: readonly GameEvent[], who: CaverId): 'horror' | number | null {
  if (events.some((e) => e.t === 'contact' && e.caver === who)) return 'horror';
  const gas = events.find((e) => e.t === 'damage' && e.caver === who && e.cause === 'gas');
  return gas && gas.t === 'damage' && gas.amount > 0 ? gas.amount : null;
}

describe('stepDanger: what a step surely costs on arrival', () => {
  test('§6 Gas leak and §8 Contact: in random games, every listed move costs exactly what stepDanger said', () => {
    let checked = 0;
    let dangers = 0;
    for (let g = 0; g < 60; g++) {
      const rng = botRng(`danger-${g}`);
      const team: CaverId[] =
        g % 2 ? ['bodyguard', 'leader', 'medic', 'scout'] : ['diver', 'engineer', 'climber', 'bodyguard', 'geologist'];
      const r = newGame({ seed: `danger-${g}`, difficulty: 'expert', players: 1, cavers: team });
      if (!r.ok) throw new Error(refusalText(r.error));
      let s: GameState = r.state;
      for (let step = 0; step < 400 && s.result === null; step++) {
        for (const a of legalActions(s)) {
          if (a.do !== 'move') continue;
          const said = stepDanger(s, a.caver, a.dir);
          const res = apply(s, a);
          if (!res.ok) throw new Error(refusalText(res.error));
          // A loss is capped by the health the caver has.
          const hp = s.cavers.find((c) => c.id === a.caver)!.hp;
          expect(said === null ? null : said.t === 'horror' ? 'horror' : Math.min(said.loss, hp)).toBe(
            arrival(res.events, a.caver),
          );
          checked++;
          if (said) dangers++;
        }
        const next = randomAction(s, rng);
        if (next === null) break;
        const res = apply(s, next);
        if (!res.ok) throw new Error(refusalText(res.error));
        s = res.state;
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(dangers).toBeGreaterThan(10);
  });

  // Round 1: the medic explores a gas tile north and stays (the Bodyguard too, if `guard`); the Gas
  // card leaks. Round 2 begins with the second caver.
  const leak = (hazard: 'gas' | 'gas-x2', guard: boolean) =>
    run(start({ cavers: ['medic', 'bodyguard', 'leader', 'scout'], tiles: ['gas:I'], hazards: [hazard, 'flood'] }), [
      { caver: 'medic', do: 'explore', dir: 'N', open: 'NS' },
      END('medic'),
      ...(guard ? [{ caver: 'bodyguard', do: 'move', dir: 'N' } as Act] : []),
      END('bodyguard'),
      END('leader'),
      END('scout'),
    ]).state;

  test('§6 Gas leak: entering costs 2, or 4 after a Gas x2', () => {
    expect(stepDanger(leak('gas', false), 'leader', 'N')).toEqual({ t: 'gas', loss: 2 });
    expect(stepDanger(leak('gas-x2', false), 'leader', 'N')).toEqual({ t: 'gas', loss: 4 });
  });

  test("§7 Protector: nothing sure for a step onto the Bodyguard's tile while he is conscious", () => {
    const s = leak('gas', true);
    // He took the leak himself (he is not protected), and stands there conscious.
    expect(s.cavers.find((c) => c.id === 'bodyguard')).toMatchObject({ at: [0, -1], hp: 3 });
    expect(stepDanger(s, 'leader', 'N')).toBeNull();
    const leaderTurn = run(s, [END('bodyguard')]).state;
    expect(stepDanger(leaderTurn, 'leader', 'N')).toBeNull();
    const res = apply(leaderTurn, { caver: 'leader', do: 'move', dir: 'N' });
    if (!res.ok) throw new Error(refusalText(res.error));
    expect(arrival(res.events, 'leader')).toBeNull();
    expect(res.events).toContainEqual(
      expect.objectContaining({ t: 'damage', caver: 'leader', cause: 'gas', amount: 0, why: 'protected' }),
    );
    // With the Bodyguard unconscious, the cost is back.
    const fainted = { ...s, cavers: s.cavers.map((c) => (c.id === 'bodyguard' ? { ...c, hp: 0 } : c)) };
    expect(stepDanger(fainted, 'leader', 'N')).toEqual({ t: 'gas', loss: 2 });
  });

  test('§8 a horror: all health, except for the Scout; nothing on a square without a tile', () => {
    const s = run(
      start({ cavers: ['medic', 'scout', 'leader', 'diver'], tiles: ['horror:D'], hazards: ['horror', 'flood'] }),
      [{ caver: 'medic', do: 'reveal', dir: 'N', open: 'S' }, END('medic'), END('scout'), END('leader'), END('diver')],
    ).state;
    expect(s.horrors.map((h) => h.at)).toEqual([[0, -1]]);
    expect(stepDanger(s, 'leader', 'N')).toEqual({ t: 'horror' });
    expect(stepDanger(s, 'scout', 'N')).toBeNull();
    expect(stepDanger(s, 'leader', 'S')).toBeNull();
  });
});

describe('actionInfo: names, costs and limits', () => {
  test('§4 Run takes up to 3 Moves and §7 Sprint up to 2; Heal costs 2, Place rope 2 and a test', () => {
    expect(actionInfo('scout', 'run')).toMatchObject({ do: 'run', ap: 2, steps: 3 });
    expect(actionInfo('medic', 'sprint')).toMatchObject({ do: 'sprint', ap: 1, steps: 2 });
    expect(actionInfo('scout', 'heal')).toMatchObject({ do: 'heal', ap: 2 });
    expect(actionInfo('scout', 'rope')).toMatchObject({ do: 'rope', ap: 2, test: true });
    expect(actionInfo('scout', 'sprint')).toBeNull();
    expect(actionInfo('scout', 'move')!.steps).toBeUndefined();
  });
});

describe('sameAction and actionKey: an action whatever order its fields were written in', () => {
  test('the same fields in another order, at every depth, are the same action; another value is not', () => {
    const direct = { caver: 'leader', do: 'direct', target: 'scout', action: { do: 'move', caver: 'scout', dir: 'N' } };
    const reordered = {
      action: { dir: 'N', caver: 'scout', do: 'move' },
      target: 'scout',
      do: 'direct',
      caver: 'leader',
    };
    expect(sameAction(direct, reordered)).toBe(true);
    expect(actionKey(direct)).toBe(actionKey(reordered));
    expect(sameAction(direct, { ...reordered, action: { ...reordered.action, dir: 'S' } })).toBe(false);
    expect(
      sameAction({ caver: 'scout', do: 'run', path: ['N', 'E'] }, { caver: 'scout', do: 'run', path: ['E', 'N'] }),
    ).toBe(false);
  });
});
