// The screen reader's game (`subterra --screen-reader`): what it asks, with numbered options; the
// commands a player types to ask about the cave; its answers. Short sentences, the word that matters
// first, nothing told by position alone (docs/SCREEN-READER.md).

export const reader = {
  reader: {
    intro:
      'SUB TERRA, for a screen reader. Each question is asked with numbered options: type a number and Enter. Type help for the commands.',
    resumed: 'Resumed. Type history for the whole game so far.',
    prompt: '> ',
    /** What the question's options are answered with. */
    answer: 'Type a number, 0 to go back, or help.',
    'answer-no-back': 'Type a number, or help.',
    'not-an-option': 'No option {{n}}: choose 1 to {{max}}.',
    'no-back': 'There is no going back here.',
    'unknown-command': 'Unknown: {{text}}. Type help for the commands.',
    'no-game': 'No game is being played.',

    /** Whose decision it is. */
    turn: {
      player: 'Player {{n}}, your turn: {{who}}.',
      'player-choice': 'Player {{n}}, a choice for you.',
    },

    /** The questions. */
    ask: {
      turn: '{{who}}: {{ap}} AP, health {{hp}} of {{max}}. What now?',
      'turn-exerted': '{{who}}: {{ap}} AP, exerted, health {{hp}} of {{max}}. What now?',
      'which-way': '{{action}}: which way?',
      directed: '{{action}} for {{who}}',
      place: 'Place the {{tile}}, drawn to {{action}} {{where}}. Which way round?',
      'tile-rule': '{{tile}}: {{rule}}',
      entering: 'Entering it: {{costs}}.',
      'exit-warning': 'Pathfinder would discard the Exit: the cave would have no way out. Choose Pathfinder again to do it.',
      'path-start': '{{action}}: up to {{max}} steps. First step?',
      path: '{{action}} so far: {{path}}. Step {{n}} of at most {{max}}.',
      whom: '{{what}}?',
      direct: 'Direct: {{who}} takes one 1-AP action. Which?',
      choice: '{{who}} decides {{what}}.',
      surface: '{{who}} surfaces. On which water tile?',
      'confirm-move': 'Step {{where}}? {{danger}}',
      'full-health': '{{who}} is at full health: {{action}} would spend {{spend}} for nothing.',
    },

    /** The options. */
    option: {
      move: 'Move {{where}}',
      costs: '{{option}}: {{costs}}',
      action: '{{action}}, {{ap}} AP',
      exert: 'Exert: one more AP, a test at the end of the turn',
      end: 'End the turn',
      'end-left': 'End the turn, {{ap}} AP unused',
      here: 'Here, on your own tile',
      dir: '{{where}}',
      turn: 'Open {{sides}}',
      'turn-drawn': 'The tile drawn, open {{sides}}',
      'turn-held': 'The tile you hold, {{tile}}, open {{sides}}',
      pathfinder: 'Pathfinder: discard this tile and draw the next',
      'pathfinder-exit': 'Pathfinder: discard the Exit and draw the next tile',
      go: 'Go now',
      'take-back-step': 'Take back the last step',
      caver: '{{who}}, health {{hp}} of {{max}}',
      'go-anyway': 'Go anyway',
      stay: 'Stay',
      'do-anyway': 'Do it anyway',
      back: 'Back',
      'back-line': '0: back',
      numbered: '{{n}}: {{label}}',
    },

    /** The text commands: what to type (in the language spoken; English's words always work too), and what each does. */
    command: {
      help: 'help',
      ask: 'ask',
      again: 'again',
      where: 'where',
      threats: 'threats',
      way: 'way',
      team: 'team',
      look: 'look',
      deck: 'deck',
      round: 'round',
      history: 'history',
      hint: 'hint',
      undo: 'undo',
      save: 'save',
      quit: 'quit',
    },
    'command-help': {
      head: 'Commands (type the word, then Enter; an empty line asks the question again):',
      help: 'this list',
      ask: 'the question and its options again',
      again: 'what happened since your last answer, again',
      where: 'where the acting caver is and what lies on each side',
      threats: 'the horrors, gas and water near each caver',
      way: 'the way to the Exit and to the nearest place to reveal',
      team: 'every caver: health, AP, done or to come, place',
      look: 'what a square holds: look, then directions from the acting caver (look n e), a caver number (look 7) or exit',
      deck: 'the hazard deck and the tile deck',
      round: 'the round, the phase and the draw pace',
      history: "the whole game's log",
      hint: "the AI's suggestion; hint again plays it",
      undo: 'take back the last action of this turn, if nothing hidden was seen since',
      save: 'save the game now (it is saved after every action anyway)',
      quit: 'save and quit (subterra --resume --screen-reader continues)',
      line: '{{command}}: {{what}}',
    },

    /** where: the acting caver's square and each side of it. */
    where: {
      here: '{{who}} is on {{place}}.',
      side: '{{dir}}: {{what}}.',
      unexplored: 'unexplored',
      'unexplored-reveal': 'unexplored, a tile can be revealed there',
      tile: '{{place}}',
      who: '{{who}} there',
      horror: 'a horror there',
      'walled-off': 'its wall faces this way',
      'step-free': 'a step costs nothing more',
      'step-costs': 'entering: {{costs}}',
      'no-step': 'no step: {{why}}',
      walls: 'Walls: {{sides}}.',
      'no-walls': 'No walls.',
      'not-on-tile': '{{who}} is not on a tile.',
    },

    /** threats: each caver's dangers. */
    threats: {
      caver: '{{who}}: {{threats}}.',
      none: 'nothing threatens',
      safe: 'safe on the Exit',
      out: 'unconscious',
      taken: 'taken by the dark',
      'under-water': 'under water',
      hunted_one: 'a horror hunts {{who}}, {{count}} step away, {{place}}',
      hunted_other: 'a horror hunts {{who}}, {{count}} steps away, {{place}}',
      'hunted-tie': '{{hunt}} (a tie: the first caver chooses its way)',
      'horror-next': 'a horror next door, {{where}}',
      'on-tile': 'on {{tile}}: {{rule}}',
      collapses: 'on a Cave-in tile that collapses on a {{a}} or a {{b}}',
      leak: 'gas leaking next door, {{where}}: entering costs {{loss}} health',
      fades: 'A horror {{place}} has no victim within reach: it fades in the Horror phase.',
      'gas-on': 'Gas is leaking: entering a gas tile costs {{loss}} health until the next hazard phase.',
      'no-horrors': 'No horror is in the cave.',
    },

    /** way: the way to the Exit and to the nearest frontier. */
    way: {
      exit: 'To the Exit, {{ap}} AP: {{steps}}.',
      'on-exit': '{{who}} is on the Exit.',
      'exit-blocked': 'The Exit is found, but no way leads there now.',
      'no-exit': 'The Exit is not found yet.',
      frontier: 'To the nearest place to reveal, {{ap}} AP: {{steps}}; then reveal {{sides}}.',
      'reveal-here': 'A tile can be revealed from here: {{sides}}.',
      'no-frontier': 'No tile can be revealed anywhere now.',
      'no-way': '{{who}} cannot walk now.',
      steps: '{{n}} {{where}}',
      by: '{{n}} {{where}} by {{action}}',
      costs: '{{steps}} ({{costs}})',
      then: ', then ',
    },

    /** team: every caver. */
    team: {
      caver: '{{who}}: {{facts}}.',
      player: 'player {{n}}',
      health: 'health {{hp}} of {{max}}',
      acting: 'acting, {{ap}} AP',
      done: 'done this round',
      'to-come': 'to come this round',
      first: 'holds the first-caver token',
      place: 'on {{place}}',
      resource: '{{what}}',
      pathfinder: 'Pathfinder {{n}} left',
      explosives: 'explosives {{n}} left',
      holds: 'holds a {{tile}}',
    },

    /** deck and round. */
    deck: {
      hazards_one: 'Hazard deck: {{count}} card, then Out of Time.',
      hazards_other: 'Hazard deck: {{count}} cards, then Out of Time.',
      'oot-next': 'Hazard deck: Out of Time is the next card.',
      'oot-turned': 'Out of Time is turned: every caver off the Exit tests each round.',
      turned: 'Turned so far: {{cards}}.',
      'none-turned': 'No hazard card turned yet.',
      card: '{{name}} {{n}}',
      tiles_one: 'Tile deck: {{count}} tile left.',
      tiles_other: 'Tile deck: {{count}} tiles left.',
      'exit-found': 'The Exit is found.',
      'exit-among': 'The Exit is among the last {{n}}.',
    },
    round: {
      now: 'Round {{round}}, {{phase}}.',
      over: 'Round {{round}}, the game is over.',
    },

    /** look: what a square holds. */
    look: {
      usage: 'Look where? look n e (directions from the acting caver), look 7 (a caver), look exit.',
      'no-exit': 'The Exit is not found yet.',
      'no-caver': 'No caver {{n}} on a tile.',
    },

    /** hint, undo, save, quit. */
    hint: {
      thinking: 'Thinking…',
      line: 'Hint: {{what}}. {{why}}',
      option: 'Hint: option {{n}}, {{what}}. {{why}}',
      again: 'Type hint again to play it.',
      'none-now': 'No hint now: nothing is asked.',
    },
    saved: 'Saved to {{file}}.',
    'not-saved': 'Not saved: {{why}}',
    'no-saving': 'This game is not saved.',

    /** The end. */
    end: {
      head: 'The game is over. {{medal}}',
      again: 'Play the same seed again',
      new: 'A new game, a new seed',
      quit: 'Quit',
      what: 'What now?',
    },

    /** Before a game: the setup as questions. */
    setup: {
      head: 'A new game. Team: {{team}}. Difficulty: {{difficulty}}{{easy}}. Seed: {{seed}}.',
      easy: ', easy variant',
      start: 'Start',
      team: 'Choose the team',
      difficulty: 'Difficulty: {{difficulty}}',
      'easy-on': 'Easy variant: on',
      'easy-off': 'Easy variant: off',
      seed: 'Seed: {{seed}}',
      'same-seed': "Same seed as the last game: {{seed}}",
      language: 'Language: {{language}}',
      stats: 'Statistics',
      quit: 'Quit',
      cavers: 'The cavers:',
      caver: '{{n}}: {{who}}, health {{hp}}, {{abilities}}',
      'team-ask': 'Type the numbers of {{need}} cavers in seating order, like {{example}}, or 0 to go back.',
      'team-bad': 'Not a team: {{why}}',
      'seed-ask': 'Type the seed, or 0 to go back.',
      'which-difficulty': 'Which difficulty?',
      'which-language': 'Which language?',
    },
  },
} as const;
