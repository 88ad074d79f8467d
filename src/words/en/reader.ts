// The screen reader's game (`subterra --screen-reader`): what it asks, with numbered options; the
// commands a player types to ask about the cave; its answers. Short sentences, the word that matters
// first, nothing told by position alone (docs/SCREEN-READER.md).

export const reader = {
  reader: {
    intro:
      'Sub Terra, for a screen reader. Each question comes with numbered options: type a number and Enter. Type help for the commands.',
    resumed: 'Resumed. Type history for the whole game so far.',
    prompt: '> ',
    'not-an-option': 'No option {{n}}: choose 1 to {{max}}.',
    'only-option': 'No option {{n}}: the only option is 1.',
    'no-back': 'There is no going back here.',
    'keys-only': 'Keys such as the arrows do nothing here: type a number or a word, then Enter.',
    'unknown-command': 'Unknown: {{text}}. Type help for the commands.',
    which: 'Which one? {{options}}.',
    'no-game': 'No one is to decide now.',
    saved: 'The game is saved in {{file}}: subterra --resume --screen-reader goes on with it.',
    'saved-over': 'The game is saved in {{file}}.',

    /** The log's lines that the table frames with box-drawing rules, as sentences. */
    log: {
      round: 'Round {{round}}. First caver: {{who}}.',
      phase: { horror: 'The Horror phase.', hazard: 'The Hazard phase.', end: 'The End phase.' },
      resumed_one: 'Resumed in round {{round}}, {{count}} action so far.',
      resumed_other: 'Resumed in round {{round}}, {{count}} actions so far.',
    },

    /** Whose decision it is. */
    turn: {
      player: 'Player {{n}}, your turn: {{who}}.',
      'player-choice': 'Player {{n}}, a choice for you.',
    },

    /** The questions. */
    ask: {
      turn: '{{who}}: {{ap}} AP, health {{hp}} of {{max}}. What now?',
      'turn-exerted': '{{who}}: {{ap}} AP, exerted, health {{hp}} of {{max}}. What now?',
      direct: 'Direct {{who}}: one action of 1 AP. Which?',
      'which-way': '{{action}}: which way?',
      directed: '{{action}} for {{who}}',
      place: 'The {{tile}} is drawn, to {{action}} {{where}}. Which way round?',
      'tile-rule': '{{tile}}: {{rule}}',
      entering: 'Entering it: {{costs}}.',
      'exit-warning':
        'Pathfinder would discard the Exit, and the cave would have no way out. Choose 1 to do it all the same.',
      'path-start': '{{action}}: up to {{max}} steps. First step?',
      path: '{{action}} so far: {{path}}. Step {{n}} of at most {{max}}?',
      whom: '{{what}}?',
      choice: '{{who}} decides {{what}}.',
      surface: '{{who}} surfaces. On which water tile?',
      'short-run': 'One step of {{run}} costs {{runAp}} AP, a {{move}} {{moveAp}}: add a step, or go all the same.',
      'confirm-move': 'Step {{where}}? {{danger}}',
      'full-health': '{{who}} is at full health: {{action}} would spend {{spend}} for nothing.',
    },

    /** The options. */
    option: {
      move: 'Move {{where}}',
      costs: '{{option}}: {{costs}}',
      action: '{{action}}, {{ap}} AP',
      exert: 'Exert: one more AP, and a test at the end of the turn',
      end: 'End the turn',
      'end-left': 'End the turn, {{ap}} AP unused',
      here: 'Here, on this tile',
      dir: '{{where}}',
      turn: 'Open {{sides}}',
      'turn-drawn': 'The tile drawn, open {{sides}}',
      'turn-held': 'The tile held, {{tile}}, open {{sides}}',
      pathfinder: 'Pathfinder: discard this tile and draw the next',
      'pathfinder-exit': 'Pathfinder: discard the Exit and draw the next tile',
      go: 'Go now',
      'take-back-step': 'Take back the last step',
      caver: '{{who}}, health {{hp}} of {{max}}',
      'go-anyway': 'Go all the same',
      stay: 'Stay',
      'do-anyway': 'Do it all the same',
      back: 'Back',
      'back-line': '0: back',
      numbered: '{{n}}: {{label}}',
    },

    /** The text commands: what to type (in the language spoken; the English words always work too), and what each does. */
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
      quit: 'quit',
      exit: 'exit',
    },
    'command-help': {
      head: 'Commands: type the word, then Enter. An empty line asks the question again. An option can be chosen by its number or by the first words of it (reveal, move north, end).',
      help: 'this list',
      ask: 'the question and its options again',
      again: 'what was said after your last answer, again',
      where: 'where the caver to act is, and what lies on each side',
      threats: 'the horrors, gas and tiles that threaten each caver',
      way: 'the way to the Exit, and to the nearest place to reveal a tile',
      team: 'every caver: player, health, turn, place, what it has left',
      look: 'what a square holds: look alone for the caver to act, look n e for a square from it, look 7 for caver 7, look exit',
      deck: 'the hazard deck and the tile deck',
      round: 'the round, the phase and the draw pace',
      history: "the whole game's log",
      hint: "the AI's suggestion for what is asked now; hint again plays it",
      undo: 'take back the last action of this turn, if nothing hidden was seen since',
      quit: 'save and quit: subterra --resume --screen-reader goes on',
      line: '{{command}}: {{what}}',
    },

    /** where: the caver's square and each side of it. */
    where: {
      here: '{{who}} is on {{place}}.',
      with: 'With {{who}}.',
      side: '{{dir}}: {{what}}.',
      wall: 'a wall',
      unexplored: 'unexplored',
      revealable: 'unexplored: a tile can be revealed there',
      who: '{{who}} there',
      horror: 'a horror there',
      'step-costs': 'stepping there: {{costs}}',
      'not-on-tile': '{{who}} is not on a tile.',
    },

    /** threats: each caver's dangers. */
    threats: {
      caver: '{{who}}: {{threats}}',
      none: 'nothing threatens',
      safe: 'safe on the Exit',
      out: 'unconscious',
      taken: 'taken by the dark',
      'under-water': 'under water',
      hunted_one: 'a horror hunts it from {{place}}, {{count}} step away',
      hunted_other: 'a horror hunts it from {{place}}, {{count}} steps away',
      'hunted-tie': '{{hunt}}, a tie: the first caver chooses its way',
      'horror-next': 'a horror next door, {{where}}',
      'on-tile': 'on the {{tile}}: {{rule}}',
      leak: 'gas leaking next door, {{where}}: stepping there costs {{loss}} health',
      fades: 'The horror on {{place}} has no victim within reach: it fades in the Horror phase.',
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
      pathfinder: 'Pathfinder {{n}} left',
      explosives: 'explosives {{n}} left',
      holds: 'holds the {{tile}}',
    },

    /** deck and round. */
    deck: {
      hazards_one: 'Hazard deck: {{count}} card, then Out of Time.',
      hazards_other: 'Hazard deck: {{count}} cards, then Out of Time.',
      'oot-next': 'Hazard deck: Out of Time is the next card.',
      'oot-turned': 'Out of Time is turned: every caver off the Exit is tested each round.',
      turned: 'Turned so far: {{cards}}.',
      'none-turned': 'No hazard card turned yet.',
      tiles_one: 'Tile deck: {{count}} tile left.',
      tiles_other: 'Tile deck: {{count}} tiles left.',
      'exit-found': 'The Exit is found.',
      'exit-among': 'The Exit is among the last {{n}}.',
    },
    round: {
      now: 'Round {{round}}, {{phase}}.',
      over: 'Round {{round}}: the game is over.',
    },

    /** look: what a square holds. */
    look: {
      usage: 'Look where? look alone, look n e (from the caver to act), look 7 (a caver), look exit.',
      'no-exit': 'The Exit is not found yet.',
      'no-caver': 'No caver {{n}} is on a tile.',
    },

    /** hint: the advisor's suggestion. */
    hint: {
      thinking: 'Thinking…',
      'none-now': 'No hint now: nothing is asked.',
      line: 'Hint: {{what}}.',
      weighed: 'Hint: {{what}}, {{pick}}.',
      open: '{{what}}, open {{sides}}',
      direct: '{{what}}: {{order}}',
      again: 'Type hint again to play it.',
    },

    /** The end. */
    end: {
      fate: '{{who}}: {{fate}}.',
      what: 'What now?',
      again: 'Play the same seed again',
      new: 'A new game, a new seed',
      quit: 'Quit',
    },

    /** Before a game: the setup as questions. */
    setup: {
      head: 'A new game. Team: {{team}}. Difficulty: {{difficulty}}{{easy}}. Seed: {{seed}}.',
      easy: ', easy variant',
      what: 'Start it, or change it?',
      start: 'Start',
      team: 'Choose the team',
      difficulty: 'Difficulty: {{difficulty}}',
      'easy-on': 'Easy variant: on (3 more hazard cards)',
      'easy-off': 'Easy variant: off',
      seed: 'Seed: {{seed}}',
      quit: 'Quit',
      cavers: 'The cavers, by number:',
      caver: '{{n}}: {{who}}, health {{hp}}: {{abilities}}',
      'team-ask': 'Type the numbers of {{need}} cavers in seating order, like 2 6 8 1; 0 goes back.',
      range: '{{min}} to {{max}}',
      'no-caver': 'No caver {{n}}: the cavers are 1 to {{max}}.',
      twice: '{{who}} is picked twice.',
      need: 'Pick {{need}} cavers, not {{n}}.',
      size: 'Pick {{min}} to {{max}} cavers, not {{n}}.',
      'which-difficulty': 'Which difficulty?',
      'seed-ask': 'Type the seed (up to {{max}} characters), or an empty line to keep it.',
      'seed-bad': 'Not a seed: up to {{max}} characters, no control characters.',
    },
    /** A saved game played back (subterra replay FILE --screen-reader). */
    replay: {
      head: 'Replay of {{file}}. Team: {{team}}. Difficulty: {{difficulty}}{{easy}}. Seed: {{seed}}. Actions: {{n}}.',
      how: 'Enter tells the next action; skip goes to the next round, end to the end of the game; help says the commands.',
      'at-end': 'That was the last action, {{n}}. back or go and a number go back; quit leaves.',
      'at-start': 'This is the start: no action before it.',
      back: 'Back before action {{k}}: {{what}}. Round {{round}}.',
      went: 'At action {{k}} of {{n}}, round {{round}}.',
      'went-start': 'At the start of the game.',
      'no-action': 'No action {{k}}: the actions are 0 to {{n}}.',
      'go-how': 'go and a number from 0 to {{n}}, like go 12.',
      unfinished: 'The record ends here, after action {{n}}: the game was not over.',
      command: { next: 'next', back: 'back', skip: 'skip', end: 'end', go: 'go' },
      'command-help': {
        head: 'Commands: type the word, then Enter. An empty line tells the next action; a number goes to that action.',
        help: 'this list',
        next: 'the next action (an empty line does the same)',
        back: 'one action back',
        skip: 'on to the next round, telling what happens',
        end: 'on to the end of the game, telling what happens',
        go: 'go 12: to action 12, telling nothing on the way (go 0: the start)',
        history: 'everything that happened up to here',
        quit: 'leave the replay',
      },
    },
    /** The AI plays a game, told (subterra watch --screen-reader). */
    watch: {
      head: 'The AI plays a game. Team: {{team}}. Difficulty: {{difficulty}}{{easy}}. Seed: {{seed}}.',
      how: 'Enter lets it take its next action; skip plays on to the next round, end to the end of the game; why says how it chose; help says the commands.',
      over: 'The game is over. history tells it again; quit leaves.',
      why: 'It chose {{what}}: {{pick}}.',
      'why-only': 'It chose {{what}}: the only choice.',
      'why-none': 'It has not played yet.',
      command: { next: 'next', skip: 'skip', end: 'end', why: 'why' },
      'command-help': {
        head: 'Commands: type the word, then Enter. An empty line lets the AI take its next action.',
        help: 'this list',
        next: "the AI's next action (an empty line does the same)",
        skip: 'the AI plays on to the next round, told as it goes',
        end: 'the AI plays on to the end of the game, told as it goes',
        why: 'how it chose its last action',
        history: "the whole game's log",
        quit: 'leave (the game is saved, and subterra --resume --screen-reader lets you play it on)',
      },
    },
  },
} as const;
