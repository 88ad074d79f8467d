// The second tutorial, "Deeper": a fixed cave going down (a drop, a ledge, a tunnel, then the Exit)
// with a horror tile beside the Start, two hazard cards and then Out of Time. Its lessons: drops and
// ledges and the ropes that undo them, tunnels (Squeeze, Explore, the Climber's Agile), the horror's
// nearest victim and its tie, look mode, the horrors' hunts (H), the hazard deck page (D), the hint
// (I), and two choices whose next words say what the choice did. Like the first tutorial, every step
// may name what the rules must have produced (test/ui/tutorial-deeper.test.tsx holds every path to it).
import {
  type Action,
  actionError,
  type CaverId,
  distances,
  hazardCount,
  type GameState,
  isRefusal,
  key,
  nearestVictim,
  type Pos,
} from '../../engine/index.js';
import type { RecordSetup } from '../../record/types.js';
import type { ScriptData, TutorialScript } from './script.js';

/** The team, in seating order: the Climber plays first. */
export const DEEPER_TEAM: readonly CaverId[] = ['climber', 'leader', 'medic', 'bodyguard'];

/**
 * The decks and dice: the tiles in the order they are revealed; a Horror card, a Gas leak (on a cave
 * without gas: nothing), then Out of Time; every die a 5 (the rope, the exert tests and Out of Time pass).
 */
export const DEEPER_SETUP: Required<RecordSetup> = {
  tiles: ['drop:I', 'ledge:I', 'horror:D', 'tunnel:I', 'exit:D', 'empty:X', 'empty:X'],
  hazards: ['horror', 'gas'],
  dice: [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5],
};

const at = (s: GameState, id: CaverId): Pos | null => s.cavers.find((c) => c.id === id)?.at ?? null;
const same = (a: Pos | null, b: Pos): boolean => a !== null && a[0] === b[0] && a[1] === b[1];
const tile = (s: GameState, p: Pos) => s.tiles.find((t) => t.x === p[0] && t.y === p[1]);
const end = (caver: CaverId): Action => ({ caver, do: 'end' });
const rope = (s: GameState, p: Pos): boolean => tile(s, p)?.rope === true;

/** The rules refuse this action with this code. */
function refused(s: GameState, a: Action, code: string): boolean {
  const e = actionError(s, a);
  return e !== null && isRefusal(e) && e.code === code;
}

/** The horror's nearest victim (the rules' own), and every caver at that same distance from it. */
function tie(s: GameState): { victim: CaverId | null; tied: CaverId[] } {
  const h = s.horrors[0];
  const t = h ? nearestVictim(s, h.at) : null;
  if (!h || !t) return { victim: null, tied: [] };
  const d = distances(s, [h.at]);
  const tied = s.cavers.filter((c) => c.at !== null && d.get(key(c.at[0], c.at[1])) === t.dist).map((c) => c.id);
  return { victim: s.cavers[t.seat].id, tied };
}

/** Hazard cards left to turn before Out of Time (the rules' count, as the D page shows it). */
const cardsLeft = (s: GameState): number => hazardCount(s).left;

const STEPS: readonly ScriptData[] = [
  // ---- Round 1: the Climber, the Leader, the Medic, the Bodyguard. Hazard card: Horror.
  { lesson: 'deeper', say: 'tutorial.step.deeper-1' },
  { lesson: 'deeper', say: 'tutorial.step.deeper-2' },
  {
    lesson: 'deck',
    keys: ['deck', 'deck'],
    say: 'tutorial.step.deck-1',
    expect: { what: 'two hazard cards before Out of Time', holds: (s) => cardsLeft(s) === 2 },
  },
  {
    lesson: 'drop',
    act: { caver: 'climber', do: 'explore', dir: 'N', open: 'NS' },
    say: 'tutorial.step.drop-1',
    expect: {
      what: 'the Climber on a drop north of the Start, its arrow north',
      holds: (s) =>
        same(at(s, 'climber'), [0, -1]) && tile(s, [0, -1])?.type === 'drop' && tile(s, [0, -1])?.arrow === 'N',
    },
  },
  {
    lesson: 'drop',
    keys: ['S'],
    say: 'tutorial.step.drop-2',
    expect: {
      what: 'the rules refuse the climb back up the drop',
      holds: (s) => refused(s, { caver: 'climber', do: 'move', dir: 'S' }, 'drop-arrow'),
    },
  },
  {
    lesson: 'rope',
    say: 'tutorial.step.rope-1',
    choices: [
      {
        act: { caver: 'climber', do: 'quickknot' },
        then: [
          {
            lesson: 'rope',
            act: end('climber'),
            say: 'tutorial.step.rope-2',
            expect: {
              what: 'a rope on the drop: the way back up is open',
              holds: (s) => rope(s, [0, -1]) && actionError(s, { caver: 'leader', do: 'move', dir: 'N' }) === null,
            },
          },
        ],
      },
      {
        act: end('climber'),
        then: [
          {
            lesson: 'rope',
            say: 'tutorial.step.rope-3',
            expect: { what: 'no rope on the drop', holds: (s) => !rope(s, [0, -1]) },
          },
        ],
      },
    ],
  },
  { lesson: 'ledge', act: { caver: 'leader', do: 'move', dir: 'N' }, say: 'tutorial.step.ledge-1' },
  {
    lesson: 'ledge',
    act: { caver: 'leader', do: 'reveal', dir: 'N', open: 'NS' },
    say: 'tutorial.step.ledge-2',
    expect: {
      what: 'a ledge north of the drop, its arrow north',
      holds: (s) => tile(s, [0, -2])?.type === 'ledge' && tile(s, [0, -2])?.arrow === 'N',
    },
  },
  { lesson: 'ledge', act: end('leader'), say: 'tutorial.step.ledge-3' },
  {
    lesson: 'nearest',
    act: { caver: 'medic', do: 'reveal', dir: 'E', open: 'W' },
    say: 'tutorial.step.nearest-1',
    expect: { what: 'a horror tile east of the Start', holds: (s) => tile(s, [1, 0])?.type === 'horror' },
  },
  { lesson: 'nearest', act: { caver: 'medic', do: 'move', dir: 'N' }, say: 'tutorial.step.nearest-2' },
  { lesson: 'nearest', act: end('medic'), say: 'tutorial.step.nearest-3' },
  { lesson: 'nearest', act: { caver: 'bodyguard', do: 'move', dir: 'N' }, say: 'tutorial.step.nearest-4' },
  {
    lesson: 'nearest',
    act: end('bodyguard'),
    say: 'tutorial.step.nearest-5',
    expect: {
      what: 'the Horror card puts a horror on the horror tile',
      holds: (s, ev) => ev.some((e) => e.t === 'horror-placed') && same(s.horrors[0]?.at ?? null, [1, 0]),
    },
  },
  { lesson: 'nearest', keys: ['hunts'], say: 'tutorial.step.nearest-6' },
  {
    lesson: 'nearest',
    say: 'tutorial.step.nearest-7',
    expect: {
      what: 'all four 2 steps from the horror, and the rules pick the Climber',
      holds: (s) => {
        const t = tie(s);
        return t.victim === 'climber' && t.tied.length === 4;
      },
    },
  },

  // ---- Round 2: the Leader, the Medic, the Bodyguard, the Climber. Hazard card: Gas leak.
  {
    lesson: 'ledge',
    act: { caver: 'leader', do: 'move', dir: 'N' },
    say: 'tutorial.step.ledge-4',
    expect: {
      what: "the rules shut the ledge's arrow side",
      holds: (s) => refused(s, { caver: 'leader', do: 'draw', kind: 'reveal', dir: 'N' }, 'ledge-arrow'),
    },
  },
  { lesson: 'rope', act: { caver: 'leader', do: 'exert' }, say: 'tutorial.step.rope-4' },
  {
    lesson: 'rope',
    act: { caver: 'leader', do: 'rope' },
    say: 'tutorial.step.rope-5',
    expect: {
      what: 'the rope test passes and the ledge has its rope',
      holds: (s, ev) => ev.some((e) => e.t === 'test' && e.why === 'rope' && e.ok) && rope(s, [0, -2]),
    },
  },
  { lesson: 'rope', act: end('leader'), say: 'tutorial.step.rope-6' },
  { lesson: 'tunnel', act: { caver: 'medic', do: 'move', dir: 'N' }, say: 'tutorial.step.tunnel-1' },
  {
    lesson: 'tunnel',
    act: { caver: 'medic', do: 'reveal', dir: 'N', open: 'NS' },
    say: 'tutorial.step.tunnel-2',
    expect: { what: 'a tunnel north of the ledge', holds: (s) => tile(s, [0, -3])?.type === 'tunnel' },
  },
  { lesson: 'tunnel', act: end('medic'), say: 'tutorial.step.tunnel-3' },
  { lesson: 'look', keys: ['look', 'S', 'E', 'esc'], say: 'tutorial.step.look-1' },
  { lesson: 'look', act: end('bodyguard'), say: 'tutorial.step.look-2' },
  { lesson: 'hint', keys: ['hint'], say: 'tutorial.step.hint-1' },
  {
    lesson: 'hint',
    act: end('climber'),
    say: 'tutorial.step.hint-2',
    expect: {
      what: 'the horror steps toward the Climber, tied with the Bodyguard at 2',
      holds: (s, ev) => ev.some((e) => e.t === 'horror-move' && e.target === 'climber' && same(e.to, [0, 0])),
    },
  },
  {
    lesson: 'nearest',
    say: 'tutorial.step.nearest-8',
    expect: {
      what: 'the Gas leak hurt nobody: every caver at full health',
      holds: (s) => s.cavers.every((c) => c.hp === c.maxHp),
    },
  },

  // ---- Round 3: the Medic, the Bodyguard, the Climber, the Leader. Hazard card: Out of Time.
  {
    lesson: 'tunnel',
    act: { caver: 'medic', do: 'squeeze', dir: 'N' },
    say: 'tutorial.step.tunnel-4',
    expect: { what: 'the Medic in the tunnel', holds: (s) => same(at(s, 'medic'), [0, -3]) },
  },
  { lesson: 'tunnel', act: { caver: 'medic', do: 'exert' }, say: 'tutorial.step.tunnel-5' },
  {
    lesson: 'tunnel',
    act: { caver: 'medic', do: 'reveal', dir: 'N', open: 'S' },
    say: 'tutorial.step.tunnel-6',
    expect: { what: 'the Exit north of the tunnel', holds: (s) => tile(s, [0, -4])?.type === 'exit' },
  },
  { lesson: 'tunnel', act: end('medic'), say: 'tutorial.step.tunnel-7' },
  {
    lesson: 'repel',
    say: 'tutorial.step.repel-1',
    choices: [
      {
        act: { caver: 'bodyguard', do: 'repel', dir: 'S' },
        then: [
          {
            lesson: 'repel',
            act: { caver: 'bodyguard', do: 'move', dir: 'N' },
            say: 'tutorial.step.repel-2',
            expect: { what: 'no horror left in the cave', holds: (s) => s.horrors.length === 0 },
          },
          { lesson: 'repel', act: end('bodyguard'), say: 'tutorial.step.repel-3' },
        ],
      },
      {
        act: { caver: 'bodyguard', do: 'move', dir: 'N' },
        then: [
          // As many steps as the other way (the guide's count of steps stays the same).
          { lesson: 'repel', keys: ['hunts', 'hunts'], say: 'tutorial.step.repel-5' },
          {
            lesson: 'repel',
            act: end('bodyguard'),
            say: 'tutorial.step.repel-4',
            expect: { what: 'the horror still at the Start', holds: (s) => same(s.horrors[0]?.at ?? null, [0, 0]) },
          },
        ],
      },
    ],
  },
  { lesson: 'tunnel', act: { caver: 'climber', do: 'move', dir: 'N' }, say: 'tutorial.step.tunnel-8' },
  {
    lesson: 'tunnel',
    act: { caver: 'climber', do: 'move', dir: 'N' },
    say: 'tutorial.step.tunnel-9',
    expect: { what: 'the Climber walked into the tunnel', holds: (s) => same(at(s, 'climber'), [0, -3]) },
  },
  { lesson: 'tunnel', act: end('climber'), say: 'tutorial.step.tunnel-10' },
  {
    lesson: 'outoftime',
    keys: ['deck', 'deck'],
    say: 'tutorial.step.outoftime-1',
    expect: { what: 'no hazard card left but Out of Time', holds: (s) => cardsLeft(s) === 0 && !s.outOfTime },
  },
  { lesson: 'outoftime', act: { caver: 'leader', do: 'squeeze', dir: 'N' }, say: 'tutorial.step.outoftime-2' },
  {
    lesson: 'outoftime',
    act: end('leader'),
    say: 'tutorial.step.outoftime-3',
    expect: {
      what: 'Out of Time: four tests, all passed, nobody taken',
      holds: (s, ev) =>
        ev.some((e) => e.t === 'hazard' && e.card === 'outoftime') &&
        ev.filter((e) => e.t === 'test' && e.why === 'outoftime' && e.ok).length === 4 &&
        s.cavers.every((c) => !c.removed),
    },
  },
  { lesson: 'outoftime', say: 'tutorial.step.outoftime-4' },

  // ---- Round 4: the Bodyguard, the Climber, the Leader, the Medic. Everyone to the Exit.
  { lesson: 'way-out', act: { caver: 'bodyguard', do: 'squeeze', dir: 'N' }, say: 'tutorial.step.way-out-1' },
  { lesson: 'way-out', act: { caver: 'bodyguard', do: 'exert' }, say: 'tutorial.step.way-out-2' },
  {
    lesson: 'way-out',
    act: { caver: 'bodyguard', do: 'move', dir: 'N' },
    say: 'tutorial.step.way-out-3',
    expect: { what: 'the Bodyguard on the Exit', holds: (s) => same(at(s, 'bodyguard'), [0, -4]) },
  },
  {
    lesson: 'way-out',
    act: end('bodyguard'),
    say: 'tutorial.step.way-out-4',
    expect: {
      what: 'his exert test is rolled on the Exit',
      holds: (_s, ev) => ev.some((e) => e.t === 'test' && e.why === 'exert' && e.caver === 'bodyguard'),
    },
  },
  { lesson: 'way-out', act: { caver: 'climber', do: 'move', dir: 'N' }, say: 'tutorial.step.way-out-5' },
  { lesson: 'way-out', act: end('climber'), say: 'tutorial.step.way-out-6' },
  { lesson: 'way-out', act: { caver: 'leader', do: 'move', dir: 'N' }, say: 'tutorial.step.way-out-7' },
  { lesson: 'way-out', act: end('leader'), say: 'tutorial.step.way-out-8' },
  {
    lesson: 'way-out',
    act: { caver: 'medic', do: 'move', dir: 'N' },
    say: 'tutorial.step.way-out-9',
    expect: { what: 'Gold: all four on the Exit', holds: (s) => s.result === 'gold' },
  },
];

export const DEEPER: TutorialScript = {
  id: 'deeper',
  seed: 'tutorial-deeper',
  team: DEEPER_TEAM,
  setup: DEEPER_SETUP,
  file: 'tutorial-deeper.json',
  data: STEPS,
};
