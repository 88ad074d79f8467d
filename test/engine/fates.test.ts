// What became of each caver (fatesOf, foldFates): read from the events alone, with the cause and
// round of every loss (RULES.md §4 fainting and waking, §5 rough ground, §6 the hazard cards and
// Out of Time, §7 Dive, §8 contact). Fixed decks and dice; and along random games, the fold always
// agrees with the state the rules produced.
import { describe, expect, test } from '@jest/globals';
import { botRng, randomAction } from '../../src/bots/random.js';
import {
  apply,
  type CaverId,
  fatesOf,
  foldFates,
  type GameEvent,
  type GameState,
  newGame,
  startFates,
} from '../../src/engine/index.js';
import { recordOptions, validateRecord } from '../../src/record/record.js';
import { summarize } from '../../src/record/summary.js';
import { record, type Act, type Scenario } from '../helpers/game.js';
import { refusalText } from '../../src/words/index.js';

const TEAM: CaverId[] = ['climber', 'medic', 'engineer', 'scout'];

/** A game from a scenario, with every event from the first (newGame's round 1) on. */
class Game {
  state: GameState;
  readonly events: GameEvent[] = [];
  constructor(sc: Scenario) {
    const v = validateRecord(record(sc));
    if (!v.ok) throw new Error(v.error);
    const r = newGame(recordOptions(v.value));
    if (!r.ok) throw new Error(refusalText(r.error));
    this.state = r.state;
    this.events.push(...r.events);
  }

  do(...actions: Act[]): this {
    for (const a of actions) {
      const r = apply(this.state, a as never);
      if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${refusalText(r.error)}`);
      this.state = r.state;
      this.events.push(...r.events);
    }
    return this;
  }

  /** End the turns of everyone still to act this round (the phases then run), or until `who` is to act. */
  endRound(until?: CaverId): this {
    const round = this.state.round;
    while (this.state.round === round && this.state.result === null && this.state.turn !== null) {
      const who = this.state.cavers[this.state.turn].id;
      if (who === until) break;
      this.do({ caver: who, do: 'end' });
    }
    return this;
  }

  fate(id: CaverId) {
    return fatesOf(this.state.options.cavers, this.events).cavers.find((c) => c.caver === id)!;
  }
}

const explore = (c: CaverId, dir: string, open: string): Act => ({ caver: c, do: 'explore', dir, open });
const end = (c: CaverId): Act => ({ caver: c, do: 'end' });

describe('each cause of a loss, with its round', () => {
  test('§6 Cave-in: fainted to a cave-in in round 1, never woken', () => {
    const g = new Game({ cavers: TEAM, tiles: ['cavein:T:2,5'], hazards: ['cavein', 'flood'], dice: [2] });
    g.do(explore('climber', 'N', 'NES')).endRound();
    expect(g.fate('climber')).toEqual({
      caver: 'climber',
      state: 'unconscious',
      at: [0, -1],
      losses: [{ cause: 'cavein', round: 1, woken: null }],
    });
    expect(g.fate('medic')).toEqual({ caver: 'medic', state: 'cave', at: [0, 0], losses: [] });
  });

  test('§6 Gas x2: fainted to gas', () => {
    const g = new Game({ cavers: TEAM, tiles: ['gas:L'], hazards: ['gas-x2', 'flood'] });
    g.do(explore('climber', 'N', 'ES')).endRound();
    expect(g.fate('climber').losses).toEqual([{ cause: 'gas', round: 1, woken: null }]);
  });

  test('§6 Flood: two floods hurt, the third (round 2) makes the climber faint', () => {
    const g = new Game({ cavers: TEAM, tiles: ['water:I'], hazards: ['flood-x2', 'flood', 'tremor'] });
    g.do(explore('climber', 'N', 'NS')).endRound();
    expect(g.fate('climber').losses).toEqual([]);
    g.endRound();
    expect(g.fate('climber')).toMatchObject({
      state: 'unconscious',
      losses: [{ cause: 'flood', round: 2, woken: null }],
    });
  });

  test('§6 Tremor: the second tremor of round 2 fells the climber (1 health left after round 1)', () => {
    const g = new Game({ cavers: TEAM, hazards: ['tremor-x2', 'tremor'], dice: [1, 6, 6, 6, 1, 6, 6, 6, 6, 6, 6, 1] });
    g.endRound();
    expect(g.fate('climber').losses).toEqual([]);
    g.endRound();
    expect(g.fate('climber').losses).toEqual([{ cause: 'tremor', round: 2, woken: null }]);
  });

  test('§5 Rough ground and §4 Exert: the loss that makes a caver faint is the one named', () => {
    // Round 1: a Tremor x2 leaves the climber and the medic at 1 health.
    const dice = [1, 1, 6, 6, 1, 1, 6, 6];
    const base = (): Game =>
      new Game({
        cavers: TEAM,
        tiles: ['rough:X'],
        hazards: ['tremor-x2', 'flood', 'flood'],
        dice: [...dice, 1, 1],
      }).endRound();
    // Round 2 (the medic is first): she explores onto rough ground and fails its test.
    const rough = base().do(explore('medic', 'N', 'NESW'));
    expect(rough.fate('medic')).toMatchObject({
      state: 'unconscious',
      at: [0, -1],
      losses: [{ cause: 'rough', round: 2, woken: null }],
    });
    // Or she exerts, ends her turn and fails the exertion test.
    const exert = base().do({ caver: 'medic', do: 'exert' }, end('medic'));
    expect(exert.fate('medic').losses).toEqual([{ cause: 'exert', round: 2, woken: null }]);
  });

  test('§8 Contact: stepping onto a horror', () => {
    // Round 1: the medic reveals a horror tile north; the Horror card puts a horror there.
    const g = new Game({
      cavers: ['medic', 'scout', 'leader', 'diver'],
      tiles: ['horror:D'],
      hazards: ['horror', 'flood'],
    });
    g.do({ caver: 'medic', do: 'reveal', dir: 'N', open: 'S' }).endRound();
    expect(g.state.horrors.map((h) => h.at)).toEqual([[0, -1]]);
    // Round 2: the scout (first, and Stealthy) passes; the leader steps onto the horror.
    g.do(end('scout'), { caver: 'leader', do: 'move', dir: 'N' });
    expect(g.fate('leader')).toEqual({
      caver: 'leader',
      state: 'unconscious',
      at: [0, -1],
      losses: [{ cause: 'horror', round: 2, woken: null }],
    });
  });

  test('§6 Out of Time: taken by the dark in the round it strikes; the one on the Exit escapes', () => {
    const g = new Game({ cavers: TEAM, tiles: ['exit:D', 'empty:X'], hazards: ['flood'], dice: [1, 1, 6] });
    g.do(explore('climber', 'N', 'S')).endRound();
    expect(g.fate('climber')).toEqual({ caver: 'climber', state: 'exit', at: [0, -1], losses: [] });
    g.endRound();
    // Round 2's card is Out of Time: the medic (first) and the engineer fail, the scout passes.
    expect(g.fate('medic')).toEqual({
      caver: 'medic',
      state: 'removed',
      at: null,
      losses: [{ cause: 'outoftime', round: 2, woken: null }],
    });
    expect(g.fate('engineer').losses).toEqual([{ cause: 'outoftime', round: 2, woken: null }]);
    expect(g.fate('scout')).toMatchObject({ state: 'cave', losses: [] });
    expect(g.fate('climber').state).toBe('exit');
  });
});

describe('woken, under water, and the fold itself', () => {
  // A Tremor x2 leaves the climber at 1 health in round 1; round 2's Tremor fells him on the Start tile.
  const felled = (): Game =>
    new Game({
      cavers: TEAM,
      hazards: ['tremor-x2', 'tremor', 'flood', 'flood'],
      dice: [1, 6, 6, 6, 1, 6, 6, 6, 6, 6, 6, 1],
    })
      .endRound()
      .endRound();

  test('§4 a caver woken by a heal: its loss says in which round', () => {
    const g = felled();
    expect(g.fate('climber').losses).toEqual([{ cause: 'tremor', round: 2, woken: null }]);
    // Round 3 (the engineer is first): the medic, beside him, gives first aid.
    g.do(end('engineer'), end('scout'), { caver: 'medic', do: 'firstaid', target: 'climber' });
    expect(g.fate('climber')).toEqual({
      caver: 'climber',
      state: 'cave',
      at: [0, 0],
      losses: [{ cause: 'tremor', round: 2, woken: 3 }],
    });
  });

  test('§7 Dive: under water, then back on the board', () => {
    const g = new Game({
      cavers: ['diver', 'scout', 'medic', 'leader'],
      tiles: ['water:I'],
      hazards: ['flood', 'flood'],
    });
    g.do(explore('diver', 'N', 'NS'), { caver: 'diver', do: 'exert' }, { caver: 'diver', do: 'dive' });
    expect(g.fate('diver')).toEqual({ caver: 'diver', state: 'underwater', at: null, losses: [] });
    g.do(end('diver')).endRound().endRound('diver');
    g.do({ caver: 'diver', do: 'surface', at: [0, -1] });
    expect(g.fate('diver')).toMatchObject({ state: 'cave', at: [0, -1] });
  });

  test('folding the events action by action gives the same fates as the whole game at once', () => {
    // As above, with the scout on the Exit from round 1 (no Tremor test for him there).
    const g = new Game({
      cavers: TEAM,
      tiles: ['exit:D'],
      hazards: ['tremor-x2', 'tremor', 'flood', 'flood'],
      dice: [1, 6, 6, 1, 6, 6, 6, 6, 1],
    });
    let live = foldFates(startFates(TEAM), g.events);
    const actions: Act[] = [
      end('climber'),
      end('medic'),
      end('engineer'),
      explore('scout', 'N', 'S'),
      end('scout'),
      end('medic'),
      end('engineer'),
      end('scout'),
      end('climber'),
      end('engineer'),
      { caver: 'scout', do: 'move', dir: 'S' },
      end('scout'),
      { caver: 'medic', do: 'firstaid', target: 'climber' },
    ];
    for (const a of actions) {
      const before = g.events.length;
      g.do(a);
      live = foldFates(live, g.events.slice(before));
    }
    expect(live).toEqual(fatesOf(TEAM, g.events));
    expect(live.exit).toEqual([0, -1]);
    expect(live.cavers.map((c) => [c.caver, c.state, c.losses.length])).toEqual([
      ['climber', 'cave', 1],
      ['medic', 'cave', 0],
      ['engineer', 'cave', 0],
      ['scout', 'cave', 0],
    ]);
    // Before the scout stepped back off the Exit, he was on it.
    const off = g.events.findIndex((e) => e.t === 'move' && e.caver === 'scout' && e.to[1] === 0);
    expect(fatesOf(TEAM, g.events.slice(0, off)).cavers[3]).toMatchObject({ state: 'exit', at: [0, -1] });
    // Events that change nothing give back the very same fates.
    expect(foldFates(live, [])).toBe(live);
  });
});

describe('the fold agrees with the rules along random games', () => {
  test("after every action: each caver's place and state, and its losses woken exactly when it is conscious", () => {
    let losses = 0;
    let woken = 0;
    const causes = new Set<string>();
    for (let g = 0; g < 150; g++) {
      const team: CaverId[] =
        g % 3 === 0
          ? ['diver', 'medic', 'engineer', 'climber']
          : g % 3 === 1
            ? ['bodyguard', 'leader', 'medic', 'scout', 'geologist']
            : ['diver', 'scout', 'medic', 'leader', 'engineer', 'bodyguard'];
      const r = newGame({ seed: `fates-${g}`, difficulty: g % 2 ? 'expert' : 'normal', players: 1, cavers: team });
      if (!r.ok) throw new Error(refusalText(r.error));
      let s = r.state;
      let fates = foldFates(startFates(team), r.events);
      const rng = botRng(`fates-${g}`);
      while (s.result === null) {
        const a = randomAction(s, rng)!;
        const res = apply(s, a);
        if (!res.ok) throw new Error(refusalText(res.error));
        s = res.state;
        fates = foldFates(fates, res.events);
        const v = summarize(s);
        expect(fates.round).toBe(s.round);
        v.cavers.forEach((c, i) => {
          const f = fates.cavers[i];
          const want = c.state === 'conscious' ? (c.onExit ? 'exit' : 'cave') : c.state;
          if (f.state !== want || JSON.stringify(f.at) !== JSON.stringify(c.at)) {
            throw new Error(
              `game ${g}, round ${s.round}: ${c.id} is ${c.state} at ${JSON.stringify(c.at)}, the fates say ${f.state} at ${JSON.stringify(f.at)}`,
            );
          }
          const last = f.losses[f.losses.length - 1];
          if ((c.state === 'unconscious' || c.state === 'removed') !== (last !== undefined && last.woken === null)) {
            throw new Error(`game ${g}: ${c.id} is ${c.state} but its last loss is ${JSON.stringify(last)}`);
          }
        });
      }
      for (const f of fates.cavers) {
        losses += f.losses.length;
        woken += f.losses.filter((l) => l.woken !== null).length;
        for (const l of f.losses) causes.add(l.cause);
      }
    }
    // Random play met losses of many kinds, and some were woken.
    expect(losses).toBeGreaterThan(100);
    expect(woken).toBeGreaterThan(5);
    expect(causes.size).toBeGreaterThanOrEqual(6);
  });
});
