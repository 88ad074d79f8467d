// Taking an action back (takeBack): allowed exactly when nothing hidden was seen on the way: no die
// rolled, no tile drawn, no hazard card turned, no horror moved or placed, no turn ended. Fixed decks
// and dice for each kind of action; along random games, what it allows leaves the hidden parts of
// the game untouched, and the same action from the same state always gives the same state.
import { describe, expect, test } from '@jest/globals';
import { botRng, randomAction } from '../../src/bots/random.js';
import {
  type Action,
  apply,
  type CaverId,
  type GameState,
  legalActions,
  newGame,
  type Seen,
  stateHash,
  takeBack,
} from '../../src/engine/index.js';
import { run, start, type Act, type Scenario } from '../helpers/game.js';
import { refusalText, takeBackReason } from '../../src/words/index.js';

/** Apply one action and ask whether it can be taken back: true, or what was seen. */
function verdict(s: GameState, a: Act): true | Seen {
  const r = apply(s, a as unknown as Action);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${refusalText(r.error)}`);
  const t = takeBack(s, r.state, r.events);
  if (!t.ok) expect(takeBackReason(t)).toMatch(/^(a |the )/);
  return t.ok ? true : t.seen;
}

const end = (c: CaverId): Act => ({ caver: c, do: 'end' });
const TEAM: CaverId[] = ['medic', 'scout', 'leader', 'climber'];
const sc = (o: Partial<Scenario>): Scenario => ({
  cavers: TEAM,
  hazards: ['flood', 'flood', 'flood'],
  dice: [6, 6, 6, 6, 6, 6],
  ...o,
});

describe('what can be taken back: nothing hidden was seen', () => {
  // A corridor of crosses north of the Start; the medic to act, with the others beside her.
  const corridor = (tiles = ['empty:X', 'empty:X', 'empty:X']) =>
    run(start(sc({ tiles })), [
      { caver: 'medic', do: 'explore', dir: 'N', open: 'NESW' },
      { caver: 'medic', do: 'explore', dir: 'N', open: 'NESW' },
      end('medic'),
    ]).state;

  test('a move, a run, a heal, an exertion: yes', () => {
    const s = corridor(); // the scout's turn, on the Start
    expect(verdict(s, { caver: 'scout', do: 'move', dir: 'N' })).toBe(true);
    expect(verdict(s, { caver: 'scout', do: 'run', path: ['N', 'N'] })).toBe(true);
    expect(verdict(s, { caver: 'scout', do: 'heal', target: 'leader' })).toBe(true);
    expect(verdict(s, { caver: 'scout', do: 'exert' })).toBe(true);
  });

  test("the Leader's Direct of a move, or of the Medic's Sprint: yes; of a draw: no", () => {
    const s = run(corridor(), [end('scout')]).state; // the leader's turn
    expect(verdict(s, { caver: 'leader', do: 'direct', target: 'scout', action: { do: 'move', dir: 'N' } })).toBe(true);
    expect(
      verdict(s, { caver: 'leader', do: 'direct', target: 'medic', action: { do: 'sprint', path: ['S', 'S'] } }),
    ).toBe(true);
    expect(
      verdict(s, { caver: 'leader', do: 'direct', target: 'scout', action: { do: 'draw', kind: 'reveal', dir: 'E' } }),
    ).toBe('tile');
  });

  test('a draw, Pathfinder, the placement, and a whole Reveal or Explore: no, a tile was drawn', () => {
    const s = corridor(['empty:X', 'empty:X', 'gas:L', 'empty:T', 'empty:X']);
    expect(verdict(s, { caver: 'scout', do: 'draw', kind: 'explore', dir: 'E' })).toBe('tile');
    const d = run(s, [{ caver: 'scout', do: 'draw', kind: 'explore', dir: 'E' }]).state;
    expect(verdict(d, { caver: 'scout', do: 'pathfinder' })).toBe('tile');
    expect(verdict(d, { caver: 'scout', do: 'explore', dir: 'E', open: 'NW' })).toBe('tile');
    expect(verdict(s, { caver: 'scout', do: 'reveal', dir: 'W', open: 'NE' })).toBe('tile');
  });

  test('ending the turn: no', () => {
    expect(verdict(corridor(), end('scout'))).toBe('turn');
  });

  test('a step onto rough ground (a test on the way): no, a die was rolled', () => {
    const s = run(start(sc({ tiles: ['rough:X'] })), [{ caver: 'medic', do: 'reveal', dir: 'N', open: 'NESW' }]).state;
    expect(verdict(s, { caver: 'medic', do: 'move', dir: 'N' })).toBe('die');
    // A run through it likewise, though the test comes on the way.
    const e = run(s, [{ caver: 'medic', do: 'exert' }]).state;
    expect(verdict(e, { caver: 'medic', do: 'run', path: ['N', 'S'] })).toBe('die');
  });

  test('Place rope and Hide roll a die; the third Hide in a row has no roll but is still a test', () => {
    let s = start(sc({ dice: [1, 1] }));
    expect(verdict(s, { caver: 'medic', do: 'hide' })).toBe('die');
    // Hide in rounds 1 and 2 (the medic plays first, then last), then the third time.
    s = run(s, [{ caver: 'medic', do: 'hide' }, end('medic'), end('scout'), end('leader'), end('climber')]).state;
    s = run(s, [end('scout'), end('leader'), end('climber'), { caver: 'medic', do: 'hide' }, end('medic')]).state;
    s = run(s, [end('leader'), end('climber')]).state;
    expect(verdict(s, { caver: 'medic', do: 'hide' })).toBe('test');
    const ledge = run(start(sc({ tiles: ['drop:I'] })), [
      { caver: 'medic', do: 'explore', dir: 'N', open: 'NS' },
      { caver: 'medic', do: 'exert' },
    ]).state;
    expect(verdict(ledge, { caver: 'medic', do: 'rope' })).toBe('die');
  });

  test('a step into leaking gas costs health, which all can see: yes; fainting there ends the turn: no', () => {
    // Round 1: the medic explores a gas tile and comes back; the Gas card leaks.
    const s = run(
      start(sc({ cavers: ['medic', 'scout', 'leader', 'climber'], tiles: ['gas:I'], hazards: ['gas', 'flood'] })),
      [
        { caver: 'medic', do: 'explore', dir: 'N', open: 'NS' },
        { caver: 'medic', do: 'move', dir: 'S' },
        end('medic'),
        end('scout'),
        end('leader'),
        end('climber'),
      ],
    ).state;
    expect(s.gasLeak).toBe(1);
    // Round 2, the scout first: 2 of her 3 health.
    expect(verdict(s, { caver: 'scout', do: 'move', dir: 'N' })).toBe(true);
    const weak = { ...s, cavers: s.cavers.map((c) => (c.id === 'scout' ? { ...c, hp: 2 } : c)) };
    expect(verdict(weak, { caver: 'scout', do: 'move', dir: 'N' })).toBe('turn');
  });

  test("the Bodyguard's Repel (the horror is seen by all): yes; a horror tie answered: no", () => {
    const s0 = start({
      cavers: ['scout', 'bodyguard', 'medic', 'leader'],
      tiles: ['empty:X', 'empty:X', 'horror:D'],
      hazards: ['horror', 'flood'],
      dice: [6],
    });
    const s = run(s0, [
      end('scout'),
      { caver: 'bodyguard', do: 'explore', dir: 'E', open: 'NESW' },
      { caver: 'bodyguard', do: 'explore', dir: 'N', open: 'NESW' },
      end('bodyguard'),
      { caver: 'medic', do: 'reveal', dir: 'N', open: 'S' },
      end('medic'),
      end('leader'),
    ]).state;
    expect(s.horrors.map((h) => h.at)).toEqual([[0, -1]]);
    const at = run(s, [
      { caver: 'bodyguard', do: 'move', dir: 'S' },
      { caver: 'bodyguard', do: 'move', dir: 'W' },
      { caver: 'bodyguard', do: 'exert' },
    ]).state;
    expect(verdict(at, { caver: 'bodyguard', do: 'repel', dir: 'N' })).toBe(true);
  });

  test('the step that ends the game: no', () => {
    // The Exit is the first tile; the last caver off it steps on.
    const s = run(start(sc({ tiles: ['exit:D'] })), [
      { caver: 'medic', do: 'explore', dir: 'N', open: 'S' },
      end('medic'),
      { caver: 'scout', do: 'move', dir: 'N' },
      end('scout'),
      { caver: 'leader', do: 'move', dir: 'N' },
      end('leader'),
    ]).state;
    expect(verdict(s, { caver: 'climber', do: 'move', dir: 'N' })).toBe('over');
  });
});

describe('along random games', () => {
  test('what may be taken back touched nothing hidden, and the same action again gives the same state', () => {
    let yes = 0;
    let no = 0;
    for (let g = 0; g < 120; g++) {
      const team: CaverId[] =
        g % 2 ? ['leader', 'medic', 'diver', 'bodyguard', 'climber'] : ['scout', 'geologist', 'engineer', 'medic'];
      const r = newGame({ seed: `undo-${g}`, difficulty: 'normal', players: 1, cavers: team });
      if (!r.ok) throw new Error(refusalText(r.error));
      let s = r.state;
      const rng = botRng(`undo-${g}`);
      while (s.result === null) {
        const a = randomAction(s, rng)!;
        const res = apply(s, a);
        if (!res.ok) throw new Error(refusalText(res.error));
        const t = takeBack(s, res.state, res.events);
        if (t.ok) {
          yes++;
          const hidden = (x: GameState) => [
            x.diceTop,
            x.rng,
            x.tileTop,
            x.tileDeck.length,
            x.hazardTop,
            x.round,
            x.turn,
            x.phase,
            x.drawn,
          ];
          expect(hidden(res.state)).toEqual(hidden(s));
          // No horror moved or appeared (one may have been repelled, before everyone's eyes).
          for (const h of res.state.horrors) expect(s.horrors).toContainEqual(h);
          expect(
            res.events.some((e) =>
              [
                'test',
                'die',
                'draw',
                'reveal',
                'hazard',
                'horror-move',
                'horror-placed',
                'turn',
                'round',
                'over',
              ].includes(e.t),
            ),
          ).toBe(false);
          // Taken back, then done again: the very same state (nothing random in between).
          const again = apply(s, a);
          if (!again.ok) throw new Error(refusalText(again.error));
          expect(stateHash(again.state)).toBe(stateHash(res.state));
          // And the action was among the listed ones of the state it is taken back to.
          expect(legalActions(s)).toContain(a);
        } else no++;
        s = res.state;
      }
    }
    expect(yes).toBeGreaterThan(500);
    expect(no).toBeGreaterThan(500);
  });
});
