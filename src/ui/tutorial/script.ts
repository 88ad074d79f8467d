// The tutorial as data: a fixed cave (the record's `setup` decks and dice, so it is the same game
// every time) and the guided first game played on it, step by step. A step says something and then
// either waits for Enter (a note), for the keys of one action (the keys come from the controller,
// so they follow it), or for a few keys that take no action (backing out of a warning). Each step
// may name what the rules must have produced by then (`expect`): test/ui/tutorial.test.ts plays the
// whole script through the engine and holds every lesson to its situation, so a rules change that
// breaks a lesson fails there.
import {
  type Action,
  CAVE_TILES,
  sameAction,
  type CaverId,
  EXIT_DEPTH,
  type GameEvent,
  type GameState,
  type Pos,
} from '../../engine/index.js';

import type { NewGame } from '../../play/index.js';
import type { RecordSetup } from '../../record/types.js';
import type { TutorialId } from './ids.js';
import { type en, say as word } from '../../words/index.js';

/** The team, in seating order: the Leader plays first. */
export const TUTORIAL_TEAM: readonly CaverId[] = ['leader', 'medic', 'bodyguard', 'climber'];

export const TUTORIAL_SEED = 'tutorial';

/**
 * The decks and dice. Tiles in the order they are revealed; the hazard cards show one of each kind
 * in turn; every die is fixed (tests and hides pass or fail where the lessons say).
 */
export const TUTORIAL_SETUP: Required<RecordSetup> = {
  tiles: [
    'empty:T',
    'gas:I',
    'water:I',
    'cavein:T:2,5',
    'horror:D',
    'empty:X',
    'empty:L',
    'exit:D',
    'empty:T',
    'empty:I',
    'empty:X',
  ],
  hazards: ['tremor', 'flood', 'gas', 'cavein', 'horror', 'tremor', 'flood'],
  // The Leader's exert test; the Tremor (Leader, Medic, Bodyguard, Climber); the Cave-in roll; the
  // Medic's exert test; the Climber's Hide; the second Tremor; the exert tests on the Exit.
  dice: [3, 5, 4, 2, 6, 5, 4, 5, 4, 6, 3, 2, 1],
};

/**
 * Keys a step waits for that are not an action: a direction, Esc, or a key of the table by its id
 * (look mode, the horrors' hunts, the hazard deck page, the hint: `;`, H, D and I unless remapped).
 */
export type StepKey = 'N' | 'E' | 'S' | 'W' | 'esc' | 'look' | 'hunts' | 'deck' | 'hint';

/** What the rules must have produced once a step is done, in words and as a check. */
export interface Expectation {
  readonly what: string;
  readonly holds: (s: GameState, events: readonly GameEvent[]) => boolean;
}

/** A lesson, by its id (its title is the words' `tutorial.lesson.<id>`). */
export type Lesson = keyof (typeof en)['tutorial']['lesson'];

/** A step's words, by their key. */
type WordsKey = `tutorial.step.${keyof (typeof en)['tutorial']['step'] & string}`;

/** The step whose words name the rules' numbers: the Exit's place in a real game's deck. */
type PaceKey = 'tutorial.step.pace-4';

/** A step as the script writes it: its lesson and words by their keys (with their numbers, for the one that names some). */
export type StepData = Omit<TutorialStep, 'lesson' | 'say' | 'choices'> & { readonly lesson: Lesson } & (
    | { readonly say: Exclude<WordsKey, PaceKey> }
    | { readonly say: PaceKey; readonly values: { readonly among: number; readonly deck: number } }
  );

/**
 * A choice as the script writes it: the player takes one of two or more actions (each by its keys),
 * and the steps after it are that choice's own (the first says what it did); the script goes on
 * after them, the same for every choice.
 */
export interface ChoiceData {
  readonly lesson: Lesson;
  readonly say: Exclude<WordsKey, PaceKey>;
  readonly choices: readonly { readonly act: Action; readonly then: readonly StepData[] }[];
}

export type ScriptData = StepData | ChoiceData;

export interface TutorialStep {
  /** The lesson's title (shown above the text), in the language spoken. */
  readonly lesson: string;
  /** What the guide says, in the language spoken. `{x}` is replaced by the key of action kind x (the controller's hotkeys). */
  readonly say: string;
  /** The action to take now (by its keys). */
  readonly act?: Action;
  /** Keys to press that take no action. */
  readonly keys?: readonly StepKey[];
  /** What must hold after the step: after its action (with that action's events), else as it stands. */
  readonly expect?: Expectation;
  /** A choice: the actions the player may take now (any one of them, by its keys). */
  readonly choices?: readonly Action[];
}

const at = (s: GameState, id: CaverId): Pos | null => s.cavers.find((c) => c.id === id)?.at ?? null;
const hp = (s: GameState, id: CaverId): number => s.cavers.find((c) => c.id === id)!.hp;
const same = (a: Pos | null, b: Pos): boolean => a !== null && a[0] === b[0] && a[1] === b[1];
const tile = (s: GameState, p: Pos) => s.tiles.find((t) => t.x === p[0] && t.y === p[1]);

const end = (caver: CaverId): Action => ({ caver, do: 'end' });

const STEPS: readonly ScriptData[] = [
  // ---- Round 1: the Leader, the Medic, the Bodyguard, the Climber. Hazard card: Tremor.
  {
    lesson: 'welcome',
    say: 'tutorial.step.welcome-1',
  },
  {
    lesson: 'welcome',
    say: 'tutorial.step.welcome-2',
  },
  {
    lesson: 'welcome',
    say: 'tutorial.step.welcome-3',
  },
  {
    lesson: 'reveal',
    say: 'tutorial.step.reveal-1',
  },
  {
    lesson: 'reveal',
    act: { caver: 'leader', do: 'reveal', dir: 'N', open: 'NES' },
    say: 'tutorial.step.reveal-2',
    expect: { what: 'an Empty tile north of the Start', holds: (s) => tile(s, [0, -1])?.type === 'empty' },
  },
  {
    lesson: 'move',
    act: { caver: 'leader', do: 'move', dir: 'N' },
    say: 'tutorial.step.move-1',
  },
  {
    lesson: 'exert',
    act: { caver: 'leader', do: 'exert' },
    say: 'tutorial.step.exert-1',
  },
  {
    lesson: 'exert',
    act: { caver: 'leader', do: 'reveal', dir: 'E', open: 'EW' },
    say: 'tutorial.step.exert-2',
    expect: { what: 'a Gas tile east of the Leader', holds: (s) => tile(s, [1, -1])?.type === 'gas' },
  },
  {
    lesson: 'exert',
    act: end('leader'),
    say: 'tutorial.step.exert-3',
    expect: {
      what: "the Leader's exert test passes thanks to his +1",
      holds: (_s, ev) => ev.some((e) => e.t === 'test' && e.why === 'exert' && e.ok && e.bonus === 1 && e.die === 3),
    },
  },
  {
    lesson: 'explore',
    act: { caver: 'medic', do: 'explore', dir: 'E', open: 'EW' },
    say: 'tutorial.step.explore-1',
    expect: {
      what: 'the Medic on a Water tile east of the Start',
      holds: (s) => same(at(s, 'medic'), [1, 0]) && tile(s, [1, 0])?.type === 'water',
    },
  },
  {
    lesson: 'explore',
    act: end('medic'),
    say: 'tutorial.step.explore-2',
  },
  {
    lesson: 'frontier',
    act: { caver: 'bodyguard', do: 'reveal', dir: 'W', open: 'ESW' },
    say: 'tutorial.step.frontier-1',
    expect: {
      what: 'a Cave-in tile 2/5 west of the Start',
      holds: (s) => tile(s, [-1, 0])?.type === 'cavein' && tile(s, [-1, 0])?.faces?.join() === '2,5',
    },
  },
  {
    lesson: 'frontier',
    act: end('bodyguard'),
    say: 'tutorial.step.frontier-2',
  },
  {
    lesson: 'phases',
    act: end('climber'),
    say: 'tutorial.step.phases-1',
    expect: {
      what: 'the Tremor: everyone tests, the Bodyguard fails and loses 1',
      holds: (s, ev) =>
        ev.some((e) => e.t === 'hazard' && e.card === 'tremor') &&
        hp(s, 'bodyguard') === 4 &&
        ev.filter((e) => e.t === 'test' && e.why === 'tremor').length === 4,
    },
  },
  {
    lesson: 'phases',
    say: 'tutorial.step.phases-2',
  },
  {
    lesson: 'phases',
    say: 'tutorial.step.phases-3',
  },

  // ---- Round 2: the Medic, the Bodyguard, the Climber, the Leader. Hazard card: Flood.
  {
    lesson: 'flood',
    act: { caver: 'medic', do: 'reveal', dir: 'E', open: 'W' },
    say: 'tutorial.step.flood-1',
    expect: { what: 'a Horror tile east of the water', holds: (s) => tile(s, [2, 0])?.type === 'horror' },
  },
  {
    lesson: 'flood',
    act: end('medic'),
    say: 'tutorial.step.flood-2',
  },
  {
    lesson: 'run',
    act: { caver: 'bodyguard', do: 'run', path: ['N', 'E'] },
    say: 'tutorial.step.run-1',
    expect: { what: 'the Bodyguard on the gas tile', holds: (s) => same(at(s, 'bodyguard'), [1, -1]) },
  },
  { lesson: 'run', act: end('bodyguard'), say: 'tutorial.step.run-2' },
  {
    lesson: 'pace',
    act: { caver: 'climber', do: 'reveal', dir: 'S', open: 'NESW' },
    say: 'tutorial.step.pace-1',
  },
  { lesson: 'pace', act: end('climber'), say: 'tutorial.step.pace-2' },
  {
    lesson: 'pace',
    act: { caver: 'leader', do: 'reveal', dir: 'N', open: 'ES' },
    say: 'tutorial.step.pace-3',
  },
  {
    lesson: 'flood',
    act: end('leader'),
    say: 'tutorial.step.flood-3',
    expect: {
      what: 'the Flood: the water tile floods and the Medic on it loses 1',
      holds: (s, ev) =>
        ev.some((e) => e.t === 'hazard' && e.card === 'flood') &&
        tile(s, [1, 0])?.flooded === true &&
        hp(s, 'medic') === 2,
    },
  },
  {
    lesson: 'flood',
    say: 'tutorial.step.flood-4',
  },

  // ---- Round 3: the Bodyguard, the Climber, the Leader, the Medic. Hazard card: Gas leak.
  {
    lesson: 'exit',
    act: { caver: 'bodyguard', do: 'reveal', dir: 'E', open: 'W' },
    say: 'tutorial.step.exit-1',
    expect: { what: 'the Exit east of the gas tile, open toward it', holds: (s) => tile(s, [2, -1])?.type === 'exit' },
  },
  {
    lesson: 'pace',
    // A real game's deck as the panel counts it: the cave tiles and the Exit.
    say: 'tutorial.step.pace-4',
    values: { among: EXIT_DEPTH, deck: CAVE_TILES.length + 1 },
  },
  {
    lesson: 'exit',
    act: { caver: 'bodyguard', do: 'move', dir: 'E' },
    say: 'tutorial.step.exit-2',
    expect: { what: 'the Bodyguard on the Exit', holds: (s) => same(at(s, 'bodyguard'), [2, -1]) },
  },
  { lesson: 'exit', act: end('bodyguard'), say: 'tutorial.step.exit-3' },
  {
    lesson: 'swim',
    act: { caver: 'climber', do: 'swim', dir: 'E' },
    say: 'tutorial.step.swim-1',
    expect: { what: 'the Climber in the flooded tile', holds: (s) => same(at(s, 'climber'), [1, 0]) },
  },
  { lesson: 'swim', act: end('climber'), say: 'tutorial.step.swim-2' },
  { lesson: 'swim', act: end('leader'), say: 'tutorial.step.swim-3' },
  {
    lesson: 'swim',
    act: { caver: 'medic', do: 'move', dir: 'W' },
    say: 'tutorial.step.swim-4',
  },
  {
    lesson: 'gas',
    act: end('medic'),
    say: 'tutorial.step.gas-1',
    expect: {
      what: 'a Gas leak: entering gas now costs 2',
      holds: (s, ev) => ev.some((e) => e.t === 'hazard' && e.card === 'gas') && s.gasLeak === 1,
    },
  },
  {
    lesson: 'gas',
    say: 'tutorial.step.gas-2',
  },

  // ---- Round 4: the Climber, the Leader, the Medic, the Bodyguard. Hazard card: Cave-in.
  {
    lesson: 'gas',
    act: { caver: 'climber', do: 'move', dir: 'W' },
    say: 'tutorial.step.gas-3',
  },
  { lesson: 'gas', act: { caver: 'climber', do: 'move', dir: 'W' }, say: 'tutorial.step.gas-4' },
  { lesson: 'gas', act: end('climber'), say: 'tutorial.step.gas-5' },
  {
    lesson: 'gas',
    keys: ['E', 'esc'],
    say: 'tutorial.step.gas-6',
  },
  { lesson: 'gas', act: end('leader'), say: 'tutorial.step.gas-7' },
  {
    lesson: 'heal',
    act: { caver: 'medic', do: 'heal', target: 'medic' },
    say: 'tutorial.step.heal-1',
    expect: { what: 'the Medic back to 3 health', holds: (s) => hp(s, 'medic') === 3 },
  },
  { lesson: 'heal', act: end('medic'), say: 'tutorial.step.heal-2' },
  {
    lesson: 'cavein',
    act: end('bodyguard'),
    say: 'tutorial.step.cavein-1',
    expect: {
      what: 'the Cave-in rolls 5: rubble on the 2/5 tile, the Climber loses 3 and faints',
      holds: (s, ev) =>
        ev.some((e) => e.t === 'die' && e.die === 5) && tile(s, [-1, 0])?.rubble === true && hp(s, 'climber') === 0,
    },
  },
  {
    lesson: 'cavein',
    say: 'tutorial.step.cavein-2',
  },

  // ---- Round 5: the Leader, the Medic, the Bodyguard (the Climber is out). Hazard card: Horror.
  { lesson: 'rubble', act: end('leader'), say: 'tutorial.step.rubble-1' },
  {
    lesson: 'rubble',
    act: { caver: 'medic', do: 'clear', dir: 'W' },
    say: 'tutorial.step.rubble-2',
    expect: { what: 'the rubble is gone', holds: (s) => tile(s, [-1, 0])?.rubble === false },
  },
  {
    lesson: 'rubble',
    act: { caver: 'medic', do: 'exert' },
    say: 'tutorial.step.rubble-3',
  },
  { lesson: 'rubble', act: { caver: 'medic', do: 'move', dir: 'W' }, say: 'tutorial.step.rubble-4' },
  {
    lesson: 'rubble',
    act: end('medic'),
    say: 'tutorial.step.rubble-5',
    expect: {
      what: "the Medic's exert test passes",
      holds: (_s, ev) => ev.some((e) => e.t === 'test' && e.why === 'exert' && e.ok),
    },
  },
  {
    lesson: 'horrors',
    act: end('bodyguard'),
    say: 'tutorial.step.horrors-1',
    expect: {
      what: 'a horror appears on the horror tile',
      holds: (s) => s.horrors.length === 1 && same(s.horrors[0].at, [2, 0]),
    },
  },
  {
    lesson: 'horrors',
    say: 'tutorial.step.horrors-2',
  },
  {
    lesson: 'horrors',
    say: 'tutorial.step.horrors-3',
  },

  // ---- Round 6: the Medic, the Bodyguard, the Climber, the Leader. Hazard card: Tremor.
  {
    lesson: 'firstaid',
    act: { caver: 'medic', do: 'firstaid', target: 'climber' },
    say: 'tutorial.step.firstaid-1',
    expect: {
      what: 'the Climber wakes up',
      holds: (s, ev) => ev.some((e) => e.t === 'wake' && e.caver === 'climber') && hp(s, 'climber') === 1,
    },
  },
  {
    lesson: 'firstaid',
    act: { caver: 'medic', do: 'firstaid', target: 'climber' },
    say: 'tutorial.step.firstaid-2',
  },
  { lesson: 'firstaid', act: end('medic'), say: 'tutorial.step.firstaid-3' },
  { lesson: 'hide', act: end('bodyguard'), say: 'tutorial.step.hide-1' },
  {
    lesson: 'hide',
    act: { caver: 'climber', do: 'hide' },
    say: 'tutorial.step.hide-2',
    expect: { what: 'the Climber is hidden', holds: (s) => s.cavers.find((c) => c.id === 'climber')!.hidden },
  },
  { lesson: 'hide', act: end('climber'), say: 'tutorial.step.hide-3' },
  {
    lesson: 'hide',
    act: end('leader'),
    say: 'tutorial.step.hide-4',
    expect: {
      what: 'the horror moves one tile toward the Medic (the Climber hides)',
      holds: (s, ev) =>
        ev.some((e) => e.t === 'horror-move' && e.target === 'medic') && same(s.horrors[0]?.at ?? null, [1, 0]),
    },
  },
  {
    lesson: 'hide',
    say: 'tutorial.step.hide-5',
  },

  // ---- Round 7: the Bodyguard, the Climber, the Leader, the Medic. Everyone to the Exit.
  { lesson: 'escape', act: end('bodyguard'), say: 'tutorial.step.escape-1' },
  {
    lesson: 'escape',
    act: { caver: 'climber', do: 'run', path: ['E', 'N', 'E'] },
    say: 'tutorial.step.escape-2',
  },
  {
    lesson: 'escape',
    act: { caver: 'climber', do: 'exert' },
    say: 'tutorial.step.escape-3',
  },
  { lesson: 'escape', act: { caver: 'climber', do: 'move', dir: 'E' }, say: 'tutorial.step.escape-4' },
  {
    lesson: 'escape',
    act: end('climber'),
    say: 'tutorial.step.escape-5',
    expect: {
      what: 'the exert test fails on the Exit and costs nothing',
      holds: (_s, ev) => ev.some((e) => e.t === 'damage' && e.caver === 'climber' && e.why === 'exit'),
    },
  },
  {
    lesson: 'direct',
    act: { caver: 'leader', do: 'direct', target: 'medic', action: { do: 'move', dir: 'E' } },
    say: 'tutorial.step.direct-1',
    expect: { what: 'the Medic moves east', holds: (s) => same(at(s, 'medic'), [0, 0]) },
  },
  { lesson: 'direct', act: { caver: 'leader', do: 'exert' }, say: 'tutorial.step.direct-2' },
  {
    lesson: 'direct',
    act: { caver: 'leader', do: 'move', dir: 'E' },
    say: 'tutorial.step.direct-3',
  },
  { lesson: 'direct', act: { caver: 'leader', do: 'move', dir: 'E' }, say: 'tutorial.step.direct-4' },
  { lesson: 'direct', act: end('leader'), say: 'tutorial.step.direct-5' },
  {
    lesson: 'result',
    say: 'tutorial.step.result-1',
  },
  {
    lesson: 'result',
    act: { caver: 'medic', do: 'run', path: ['N', 'E', 'E'] },
    say: 'tutorial.step.result-2',
    expect: { what: 'Gold: all four on the Exit', holds: (s) => s.result === 'gold' },
  },
];

/** A step with its words read in the language spoken when they are asked for. */
function worded(d: ScriptData, choices?: readonly Action[]): TutorialStep {
  return {
    ...('act' in d && d.act ? { act: d.act } : {}),
    ...('keys' in d && d.keys ? { keys: d.keys } : {}),
    ...('expect' in d && d.expect ? { expect: d.expect } : {}),
    ...(choices ? { choices } : {}),
    get lesson() {
      return word(`tutorial.lesson.${d.lesson}`);
    },
    get say() {
      return 'values' in d ? word(d.say, d.values) : word(d.say);
    },
  };
}

/**
 * The steps as a game with these actions walks them: at each choice, the steps of the choice its
 * action made (before the choice is made, the first choice's, so that the steps can be counted).
 */
export function walkScript(data: readonly ScriptData[], actions: readonly Action[]): TutorialStep[] {
  const out: TutorialStep[] = [];
  let n = 0;
  const walk = (list: readonly ScriptData[]): void => {
    for (const d of list) {
      if ('choices' in d) {
        out.push(
          worded(
            d,
            d.choices.map((c) => c.act),
          ),
        );
        const taken = actions[n];
        const branch = (taken && d.choices.find((c) => sameAction(c.act, taken))) || d.choices[0];
        n += 1;
        walk(branch.then);
      } else {
        out.push(worded(d));
        if (d.act) n += 1;
      }
    }
  };
  walk(data);
  return out;
}

/** Every way through a script: one list of actions' choices per path (the index of the choice at each). */
export function scriptPaths(data: readonly ScriptData[]): Action[][] {
  // The choices met, in order, on each path: expand one choice at a time.
  const paths: Action[][] = [];
  const expand = (list: readonly ScriptData[], rest: readonly ScriptData[], acts: Action[]): void => {
    for (let i = 0; i < list.length; i++) {
      const d = list[i];
      if ('choices' in d) {
        const after = [...list.slice(i + 1), ...rest];
        for (const c of d.choices) expand(c.then, after, [...acts, c.act]);
        return;
      }
      if (d.act) acts = [...acts, d.act];
    }
    if (rest.length) expand(rest, [], acts);
    else paths.push(acts);
  };
  expand(data, [], []);
  return paths;
}

export type { TutorialId };

/** A tutorial: its fixed game (seed, team in seating order, decks and dice), its file, and its script. */
export interface TutorialScript {
  readonly id: TutorialId;
  readonly seed: string;
  readonly team: readonly CaverId[];
  readonly setup: Required<RecordSetup>;
  /** The file it is saved in, beside the games' folder (tutorial.json for the first). */
  readonly file: string;
  /** The script as written. */
  readonly data: readonly ScriptData[];
}

/** The game a tutorial is: its seed, team and fixed decks and dice, at Normal for one player, marked as this tutorial. */
export function tutorialGame(t: TutorialScript): NewGame {
  return {
    seed: t.seed,
    difficulty: 'normal',
    players: 1,
    cavers: t.team,
    easy: false,
    setup: t.setup,
    tutorial: true,
    course: t.id,
  };
}

/** The steps of a tutorial as a game with these actions walks them (no actions: before any choice). */
export function tutorialSteps(t: TutorialScript, actions: readonly Action[] = []): TutorialStep[] {
  return walkScript(t.data, actions);
}

/** The lessons of a script, in the order they first come (on every path). */
export function lessonsOf(data: readonly ScriptData[]): Lesson[] {
  const out = new Set<Lesson>();
  const walk = (list: readonly ScriptData[]): void => {
    for (const d of list) {
      out.add(d.lesson);
      if ('choices' in d) for (const c of d.choices) walk(c.then);
    }
  };
  walk(data);
  return [...out];
}

export const BASICS: TutorialScript = {
  id: 'basics',
  seed: TUTORIAL_SEED,
  team: TUTORIAL_TEAM,
  setup: TUTORIAL_SETUP,
  file: 'tutorial.json',
  data: STEPS,
};

export const TUTORIAL_STEPS: readonly TutorialStep[] = tutorialSteps(BASICS);

/** The first tutorial's lessons, in the order they first come. */
export const LESSONS: readonly Lesson[] = lessonsOf(STEPS);
