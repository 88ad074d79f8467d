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
  type CaverId,
  EXIT_DEPTH,
  type GameEvent,
  type GameState,
  type Pos,
} from '../../engine/index.js';
import { say } from '../../words/index.js';
import type { RecordSetup } from '../../record/types.js';

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

/** Keys a step waits for that are not an action: a direction or Esc. */
export type StepKey = 'N' | 'E' | 'S' | 'W' | 'esc';

/** What the rules must have produced once a step is done, in words and as a check. */
export interface Expectation {
  readonly what: string;
  readonly holds: (s: GameState, events: readonly GameEvent[]) => boolean;
}

export interface TutorialStep {
  /** The lesson's title (shown above the text). */
  readonly lesson: string;
  /** What the guide says. `{x}` is replaced by the key of action kind x (the controller's hotkeys). */
  readonly say: string;
  /** The action to take now (by its keys). */
  readonly act?: Action;
  /** Keys to press that take no action. */
  readonly keys?: readonly StepKey[];
  /** What must hold after the step: after its action (with that action's events), else as it stands. */
  readonly expect?: Expectation;
}

const at = (s: GameState, id: CaverId): Pos | null => s.cavers.find((c) => c.id === id)?.at ?? null;
const hp = (s: GameState, id: CaverId): number => s.cavers.find((c) => c.id === id)!.hp;
const same = (a: Pos | null, b: Pos): boolean => a !== null && a[0] === b[0] && a[1] === b[1];
const tile = (s: GameState, p: Pos) => s.tiles.find((t) => t.x === p[0] && t.y === p[1]);

const end = (caver: CaverId): Action => ({ caver, do: 'end' });

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  // ---- Round 1: the Leader, the Medic, the Bodyguard, the Climber. Hazard card: Tremor.
  {
    lesson: 'Welcome',
    say: "Four cavers are trapped in a cave: get every one onto the Exit before time runs out. The cave (left) grows as you reveal it; the panel (right) shows each caver's health ♥ and the actions on offer.",
  },
  {
    lesson: 'Welcome',
    say: 'Time is the hazard deck (Hazards, on the panel): one card a round. In a round every caver takes a turn of 2 action points (AP), then horrors move, then a hazard card strikes. Here the cards come in a set order, to show each kind.',
  },
  {
    lesson: 'Welcome',
    say: 'Read each note, then Enter or Space. When keys are asked for, the tutorial waits for them (the line at the bottom shows them) and says why another key is refused. q leaves at any time; subterra tutorial comes back here.',
  },
  {
    lesson: 'Reveal a tile',
    say: 'The Leader (▶8) acts first: he holds the first-caver token ★. The Start tile is open on all sides; each ? is a square a tile can be revealed into.',
  },
  {
    lesson: 'Reveal a tile',
    act: { caver: 'leader', do: 'reveal', dir: 'N', open: 'NES' },
    say: 'Reveal (1 AP): {reveal}, then ↑ for north. The top tile of the deck appears there in a double frame; → or Space would turn it. It is open north, east and south, as we want: Enter places it.',
    expect: { what: 'an Empty tile north of the Start', holds: (s) => tile(s, [0, -1])?.type === 'empty' },
  },
  {
    lesson: 'Move',
    act: { caver: 'leader', do: 'move', dir: 'N' },
    say: 'Arrows (or h j k l) move to a connected tile for 1 AP: both facing sides must be open. Press ↑ to step onto the new tile.',
  },
  {
    lesson: 'Action points and Exert',
    act: { caver: 'leader', do: 'exert' },
    say: 'Both AP are spent. Once a turn a caver may Exert ({exert}): one more AP now, and a skill test at the end of the turn (a die: 4 or more passes; a failure costs 1 health). Press {exert}.',
  },
  {
    lesson: 'Action points and Exert',
    act: { caver: 'leader', do: 'reveal', dir: 'E', open: 'EW' },
    say: 'Spend it: reveal east ({reveal}, →, Enter). It is a Gas tile (g): harmless until a Gas card is turned.',
    expect: { what: 'a Gas tile east of the Leader', holds: (s) => tile(s, [1, -1])?.type === 'gas' },
  },
  {
    lesson: 'Action points and Exert',
    act: end('leader'),
    say: 'End the turn with . (Enter ends it too, and asks first while AP are left). Now the exert test: the Leader adds 1 to every die he rolls.',
    expect: {
      what: "the Leader's exert test passes thanks to his +1",
      holds: (_s, ev) => ev.some((e) => e.t === 'test' && e.why === 'exert' && e.ok && e.bonus === 1 && e.die === 3),
    },
  },
  {
    lesson: 'Explore',
    act: { caver: 'medic', do: 'explore', dir: 'E', open: 'EW' },
    say: "The Medic's turn. Explore (1 AP) is a Reveal and a step onto the new tile in one: {explore}, then →, then Enter. Choose which before you see the tile, as at the table.",
    expect: {
      what: 'the Medic on a Water tile east of the Start',
      holds: (s) => same(at(s, 'medic'), [1, 0]) && tile(s, [1, 0])?.type === 'water',
    },
  },
  {
    lesson: 'Explore',
    act: end('medic'),
    say: 'A Water tile (~): it floods when a Flood card comes. The Medic keeps her last AP: . ends a turn at once, AP left or not.',
  },
  {
    lesson: 'The frontier',
    act: { caver: 'bodyguard', do: 'reveal', dir: 'W', open: 'ESW' },
    say: 'The Bodyguard (7) has 5 health. Open sides facing empty squares (the ?) are the frontier: the cave grows only there. Reveal west: {reveal} ←, → to turn it open east, south and west, Enter.',
    expect: {
      what: 'a Cave-in tile 2/5 west of the Start',
      holds: (s) => tile(s, [-1, 0])?.type === 'cavein' && tile(s, [-1, 0])?.faces?.join() === '2,5',
    },
  },
  {
    lesson: 'The frontier',
    act: end('bodyguard'),
    say: 'A Cave-in tile: its two numbers are the die rolls that bring it down. A tile you place must open toward you, and no turn may close the whole frontier. End the turn: .',
  },
  {
    lesson: 'The four phases',
    act: end('climber'),
    say: 'The Climber (5) waits this round: press . After the last turn the other phases play step by step: Space or Enter for the next step, Esc to skip to the end.',
    expect: {
      what: 'the Tremor: everyone tests, the Bodyguard fails and loses 1',
      holds: (s, ev) =>
        ev.some((e) => e.t === 'hazard' && e.card === 'tremor') &&
        hp(s, 'bodyguard') === 4 &&
        ev.filter((e) => e.t === 'test' && e.why === 'tremor').length === 4,
    },
  },
  {
    lesson: 'The four phases',
    say: 'That was a round: the turns, then the horror phase (no horrors yet), then the hazard phase: a Tremor. Everyone off the Exit took a skill test; the Bodyguard rolled 2 and lost 1 health (♥♥♥♥♡).',
  },
  {
    lesson: 'The four phases',
    say: 'Last, the end phase: the first-caver token ★ passed to the Medic, who starts round 2. The hazard deck is one card shorter (Hazards on the panel): that is your time running out.',
  },

  // ---- Round 2: the Medic, the Bodyguard, the Climber, the Leader. Hazard card: Flood.
  {
    lesson: 'Water and the Flood',
    act: { caver: 'medic', do: 'reveal', dir: 'E', open: 'W' },
    say: 'The Medic stands on water. Reveal east: {reveal} →, Enter. A Horror tile (h): horrors appear on these tiles when a Horror card comes.',
    expect: { what: 'a Horror tile east of the water', holds: (s) => tile(s, [2, 0])?.type === 'horror' },
  },
  {
    lesson: 'Water and the Flood',
    act: end('medic'),
    say: 'She stays on the water this round, to see what a Flood does: . ends her turn.',
  },
  {
    lesson: 'Run',
    act: { caver: 'bodyguard', do: 'run', path: ['N', 'E'] },
    say: 'Run (2 AP): up to three moves as one action. {run}, then ↑ and → (the path shows on the board), then Enter: the Bodyguard runs to the gas tile.',
    expect: { what: 'the Bodyguard on the gas tile', holds: (s) => same(at(s, 'bodyguard'), [1, -1]) },
  },
  { lesson: 'Run', act: end('bodyguard'), say: 'End his turn: .' },
  {
    lesson: 'The draw pace',
    act: { caver: 'climber', do: 'reveal', dir: 'S', open: 'NESW' },
    say: 'The Exit comes out of the deck, so every tile revealed brings it closer. The Climber reveals south: {reveal} ↓, Enter.',
  },
  { lesson: 'The draw pace', act: end('climber'), say: 'End her turn: .' },
  {
    lesson: 'The draw pace',
    act: { caver: 'leader', do: 'reveal', dir: 'N', open: 'ES' },
    say: 'The Leader too: {reveal} ↑, Enter.',
  },
  {
    lesson: 'Water and the Flood',
    act: end('leader'),
    say: 'End the round with . and watch the hazard phase.',
    expect: {
      what: 'the Flood: the water tile floods and the Medic on it loses 1',
      holds: (s, ev) =>
        ev.some((e) => e.t === 'hazard' && e.card === 'flood') &&
        tile(s, [1, 0])?.flooded === true &&
        hp(s, 'medic') === 2,
    },
  },
  {
    lesson: 'Water and the Flood',
    say: 'A Flood: every water tile floods (≈) and every caver on one loses 1: the Medic has 2 health left. A flooded tile stays flooded: only Swim (2 AP) enters it; leaving is an ordinary move.',
  },

  // ---- Round 3: the Bodyguard, the Climber, the Leader, the Medic. Hazard card: Gas leak.
  {
    lesson: 'The Exit',
    act: { caver: 'bodyguard', do: 'reveal', dir: 'E', open: 'W' },
    say: 'Round 3: the Bodyguard holds the token. Reveal east from the gas tile: {reveal} →, Enter.',
    expect: { what: 'the Exit east of the gas tile, open toward it', holds: (s) => tile(s, [2, -1])?.type === 'exit' },
  },
  {
    lesson: 'The draw pace',
    // A real game's deck as the panel counts it: the cave tiles and the Exit.
    say: say('tutorial.exit-pace', { among: EXIT_DEPTH, deck: CAVE_TILES.length + 1 }),
  },
  {
    lesson: 'The Exit',
    act: { caver: 'bodyguard', do: 'move', dir: 'E' },
    say: 'Step onto it: →. On the Exit a caver never loses health and no horror hunts him.',
    expect: { what: 'the Bodyguard on the Exit', holds: (s) => same(at(s, 'bodyguard'), [2, -1]) },
  },
  { lesson: 'The Exit', act: end('bodyguard'), say: 'End his turn: .' },
  {
    lesson: 'Swimming',
    act: { caver: 'climber', do: 'swim', dir: 'E' },
    say: 'The Climber goes to the Medic on the flooded tile. An arrow cannot enter it: Swim ({swim}, then →) costs 2 AP.',
    expect: { what: 'the Climber in the flooded tile', holds: (s) => same(at(s, 'climber'), [1, 0]) },
  },
  { lesson: 'Swimming', act: end('climber'), say: 'End her turn: .' },
  { lesson: 'Swimming', act: end('leader'), say: 'The Leader waits: .' },
  {
    lesson: 'Swimming',
    act: { caver: 'medic', do: 'move', dir: 'W' },
    say: 'The Medic leaves the flooded tile with an ordinary move: ←.',
  },
  {
    lesson: 'Gas leak',
    act: end('medic'),
    say: 'End the round: .',
    expect: {
      what: 'a Gas leak: entering gas now costs 2',
      holds: (s, ev) => ev.some((e) => e.t === 'hazard' && e.card === 'gas') && s.gasLeak === 1,
    },
  },
  {
    lesson: 'Gas leak',
    say: 'A Gas leak: cavers on gas tiles lose 2 (nobody was there). Until the next hazard phase every gas tile leaks (!◦ or g!): entering one costs 2 health.',
  },

  // ---- Round 4: the Climber, the Leader, the Medic, the Bodyguard. Hazard card: Cave-in.
  {
    lesson: 'Gas leak',
    act: { caver: 'climber', do: 'move', dir: 'W' },
    say: 'Round 4. The Climber heads west, to the cave-in tile: ←',
  },
  { lesson: 'Gas leak', act: { caver: 'climber', do: 'move', dir: 'W' }, say: 'and ← again.' },
  { lesson: 'Gas leak', act: end('climber'), say: 'End her turn: .' },
  {
    lesson: 'Gas leak',
    keys: ['E', 'esc'],
    say: "The Leader's way to the Exit runs through the leaking gas. Press →: the game warns before any step that costs health. Then Esc: he stays.",
  },
  { lesson: 'Gas leak', act: end('leader'), say: 'He waits for the leak to settle: .' },
  {
    lesson: 'Healing',
    act: { caver: 'medic', do: 'heal', target: 'medic' },
    say: 'The Medic has 2 health of 3. Heal (2 AP): you, or a caver on your tile, regain 1. Alone on her tile, she heals herself: {heal}.',
    expect: { what: 'the Medic back to 3 health', holds: (s) => hp(s, 'medic') === 3 },
  },
  { lesson: 'Healing', act: end('medic'), say: 'End her turn: .' },
  {
    lesson: 'Cave-in',
    act: end('bodyguard'),
    say: 'The Bodyguard waits on the Exit: . Then watch the Cave-in card.',
    expect: {
      what: 'the Cave-in rolls 5: rubble on the 2/5 tile, the Climber loses 3 and faints',
      holds: (s, ev) =>
        ev.some((e) => e.t === 'die' && e.die === 5) && tile(s, [-1, 0])?.rubble === true && hp(s, 'climber') === 0,
    },
  },
  {
    lesson: 'Cave-in',
    say: 'The die showed 5: every cave-in tile showing a 5 collapsed. Rubble (#) fills it and whoever stands there loses 3: the Climber fainted. An unconscious caver (¹-⁸ on the board) takes no turn until healed.',
  },

  // ---- Round 5: the Leader, the Medic, the Bodyguard (the Climber is out). Hazard card: Horror.
  { lesson: 'Clearing rubble', act: end('leader'), say: 'Round 5. The Leader waits: .' },
  {
    lesson: 'Clearing rubble',
    act: { caver: 'medic', do: 'clear', dir: 'W' },
    say: 'No caver may enter a tile with rubble (except the Climber, who is Agile). Clear rubble (2 AP) on your tile or next door: {clear}, then ←.',
    expect: { what: 'the rubble is gone', holds: (s) => tile(s, [-1, 0])?.rubble === false },
  },
  {
    lesson: 'Clearing rubble',
    act: { caver: 'medic', do: 'exert' },
    say: 'One AP more to reach the Climber: exert, {exert}.',
  },
  { lesson: 'Clearing rubble', act: { caver: 'medic', do: 'move', dir: 'W' }, say: 'And ←.' },
  {
    lesson: 'Clearing rubble',
    act: end('medic'),
    say: 'End her turn: . (her exert test comes now).',
    expect: {
      what: "the Medic's exert test passes",
      holds: (_s, ev) => ev.some((e) => e.t === 'test' && e.why === 'exert' && e.ok),
    },
  },
  {
    lesson: 'Horrors',
    act: end('bodyguard'),
    say: "The Bodyguard waits: . The Climber's turn is skipped: she is unconscious. Watch the Horror card.",
    expect: {
      what: 'a horror appears on the horror tile',
      holds: (s) => s.horrors.length === 1 && same(s.horrors[0].at, [2, 0]),
    },
  },
  {
    lesson: 'Horrors',
    say: 'A horror (H) appeared on the horror tile nearest its victim. A victim is a conscious caver off the Exit (never the Scout, never one hiding). Each horror phase it moves one tile toward its nearest victim.',
  },
  {
    lesson: 'Horrors',
    say: 'A horror that reaches a caver, or that a caver walks into, takes all his health. Floods, gas and rubble do not stop horrors: only walls do. A horror more than 7 tiles from any victim fades away.',
  },

  // ---- Round 6: the Medic, the Bodyguard, the Climber, the Leader. Hazard card: Tremor.
  {
    lesson: 'First aid',
    act: { caver: 'medic', do: 'firstaid', target: 'climber' },
    say: "The Medic's own ability, First aid (1 AP): another caver on her tile regains 1 health. Press {firstaid}: a caver with health again wakes up.",
    expect: {
      what: 'the Climber wakes up',
      holds: (s, ev) => ev.some((e) => e.t === 'wake' && e.caver === 'climber') && hp(s, 'climber') === 1,
    },
  },
  {
    lesson: 'First aid',
    act: { caver: 'medic', do: 'firstaid', target: 'climber' },
    say: 'An action may be taken again in the same turn: {firstaid}.',
  },
  { lesson: 'First aid', act: end('medic'), say: 'End her turn: .' },
  { lesson: 'Hiding', act: end('bodyguard'), say: 'The Bodyguard waits: .' },
  {
    lesson: 'Hiding',
    act: { caver: 'climber', do: 'hide' },
    say: 'Woken before her seat came round, the Climber plays this round. Hide (2 AP and a test): if it passes, no horror picks her as its victim this round. Press {hide}.',
    expect: { what: 'the Climber is hidden', holds: (s) => s.cavers.find((c) => c.id === 'climber')!.hidden },
  },
  { lesson: 'Hiding', act: end('climber'), say: 'End her turn: .' },
  {
    lesson: 'Hiding',
    act: end('leader'),
    say: 'The Leader ends the round: . Watch the horror move.',
    expect: {
      what: 'the horror moves one tile toward the Medic (the Climber hides)',
      holds: (s, ev) =>
        ev.some((e) => e.t === 'horror-move' && e.target === 'medic') && same(s.horrors[0]?.at ?? null, [1, 0]),
    },
  },
  {
    lesson: 'Hiding',
    say: 'The horror stepped into the flood toward the Medic: with the Climber hidden, the Medic and the Leader were nearest, and a tie goes to the lowest number. Everyone passed the Tremor.',
  },

  // ---- Round 7: the Bodyguard, the Climber, the Leader, the Medic. Everyone to the Exit.
  { lesson: 'Escape', act: end('bodyguard'), say: 'Round 7: time to get out. The Bodyguard waits on the Exit: .' },
  {
    lesson: 'Escape',
    act: { caver: 'climber', do: 'run', path: ['E', 'N', 'E'] },
    say: 'Horrors move only in the horror phase: passing beside one is safe, ending the round near it is not. Run: {run}, then → ↑ →, then Enter.',
  },
  {
    lesson: 'Escape',
    act: { caver: 'climber', do: 'exert' },
    say: 'The Exit is one step further: exert for one more AP, {exert},',
  },
  { lesson: 'Escape', act: { caver: 'climber', do: 'move', dir: 'E' }, say: 'and → onto the Exit.' },
  {
    lesson: 'Escape',
    act: end('climber'),
    say: 'End her turn: . Her exert test may fail, but on the Exit she loses nothing.',
    expect: {
      what: 'the exert test fails on the Exit and costs nothing',
      holds: (_s, ev) => ev.some((e) => e.t === 'damage' && e.caver === 'climber' && e.why === 'exit'),
    },
  },
  {
    lesson: 'Direct',
    act: { caver: 'leader', do: 'direct', target: 'medic', action: { do: 'move', dir: 'E' } },
    say: "The Leader's ability, Direct (1 AP, once a round): another caver takes a 1-AP action at once. {direct}, then 6 for the Medic, then → to move her east.",
    expect: { what: 'the Medic moves east', holds: (s) => same(at(s, 'medic'), [0, 0]) },
  },
  { lesson: 'Direct', act: { caver: 'leader', do: 'exert' }, say: 'The Leader: {exert} for one more AP,' },
  {
    lesson: 'Direct',
    act: { caver: 'leader', do: 'move', dir: 'E' },
    say: 'then → through the gas (the leak is over),',
  },
  { lesson: 'Direct', act: { caver: 'leader', do: 'move', dir: 'E' }, say: 'and → onto the Exit.' },
  { lesson: 'Direct', act: end('leader'), say: 'End his turn: .' },
  {
    lesson: 'The result',
    say: 'The game ends at once when every conscious caver is on the Exit. The medal counts those left behind (unconscious, or taken by the dark): none Gold, one Silver, two Bronze, three or more Failure.',
  },
  {
    lesson: 'The result',
    act: { caver: 'medic', do: 'run', path: ['N', 'E', 'E'] },
    say: 'Bring the Medic home for Gold: {run}, then ↑ → →, then Enter.',
    expect: { what: 'Gold: all four on the Exit', holds: (s) => s.result === 'gold' },
  },
];
