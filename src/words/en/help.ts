// The help and the rules pages (?): the keys, the board's legend, the round, and a page for each
// caver, hazard card and tile type. The rules shown are the rules' own numbers with these words.

export const help = {
  help: {
    /**
     * The keys page: one line each, at most 80 columns (the smallest table is 80x24). A key in
     * braces is the player's own (settings.json's keys: one character each, so the columns stay).
     */
    keys: {
      '01': 'SUB TERRA: get your cavers onto the Exit before the dark takes them.',
      '02': 'Round: 1 each caver acts (2 AP) from the ★ token · 2 horrors step toward the',
      '03': 'nearest victim · 3 a hazard card strikes (the deck is your time; Out of Time',
      '04': 'is last) · 4 the ★ token passes on, hiding ends, Direct is ready again.',
      '05': '',
      '06': '←↑→↓ {{left}}{{down}}{{up}}{{right}} Move (1)     {{explore}} Explore (1)        {{reveal}} Reveal (1)      {{run}} Run (2: 3 moves)',
      '07': '{{heal}} Heal (2)             {{swim}} Swim (2)           {{squeeze}} Squeeze (2)     {{clear}} Clear rubble (2)',
      '08': '{{rope}} Place rope (2+test)  {{hide}} Hide (2+test)      {{exert}} Exert: +1 AP, test at turn end',
      '09': '{{dive}} Dive/surface  {{quickdig}} Quick dig  {{demolish}} Demolition  {{quickknot}} Quick knot  {{firstaid}} First aid  {{sprint}} Sprint',
      '10': '{{repel}} Repel  {{direct}} Direct      Enter end turn ({{end}} at once)   Esc back   {{quit}} save & quit',
      '11': 'Placing a tile: ←/→ turn it · Tab other tile (Pathfinder, Geologist) · Enter',
      '12': 'Run: arrows add steps, Backspace undoes, Enter goes. Choices: 1-9/arrows, Enter',
      '13': 'Phases: Space/Enter next step, Esc skip  {{auto}} automatic steps on/off  {{deck}} hazard deck',
      '14': '{{look}} or L look at any square ({{jumps}} 5 squares, Tab cavers, Enter travel there)',
      '15': "{{history}} or Ctrl+P the game's log   {{help}} help   {{hunts}} horror paths   {{overview}} overview   Ctrl+C quits",
      '16': '+/- tile size   {{theme}} colour theme: classic, colour-blind safe, high contrast (kept)',
      '17': '{{hint}} a hint from the AI ({{hint}} again plays it)   {{pilot}} the AI plays the acting caver or not',
      '18': 'Tiles: gaps in a wall are open sides (both sides open to connect). ▶1 the',
      '19': 'acting caver, ¹-⁸ out cold, H a horror; ◆ the option chosen, ◇ the others.',
      '20': 'Tests: d6, 4+ passes (Leader +1). The Exit is safe. 0 health: out until healed.',
      '21': 'Result, by cavers not on the Exit: 0 Gold, 1 Silver, 2 Bronze, 3+ Failure.',
      '22': '{{undo}} or Ctrl+Z: take back a move of this turn while no die, tile or card was seen',
      '23': '→ next: board, round, cavers, cards, tiles · any other key: back to the game',
    },

    /** The parts the pages are grouped in (up and down jump from part to part). */
    part: {
      keys: 'Keys',
      board: 'Board',
      round: 'Round',
      cavers: 'Cavers',
      hazards: 'Hazard cards',
      tiles: 'Tiles',
    },
    /** Each page's title (a name in it is written in capitals as the language writes them). */
    title: {
      board: 'THE BOARD',
      round: 'THE ROUND',
      caver: 'CAVER {{n}} · {{name}}',
      hazard: 'HAZARD CARD · {{name}}',
      tile: 'TILE · {{name}}',
    },
    head: '{{title}} · {{part}} · page {{i}} of {{n}}',
    foot: '←/→ page · ↑/↓ part: keys, board, round, cavers, cards, tiles · other key: back',

    /** The legend page. */
    board: {
      head: 'THE BOARD · {{size}} tiles · theme: {{theme}}',
      'head-smaller':
        'THE BOARD · {{size}} tiles (drawn {{drawn}}: no room for {{size}} tiles here) · theme: {{theme}}',
      foot: '+ / - tile size · t theme · ← keys · → the round and the rules · other key: back',
    },

    /** The round page: one paragraph each. */
    round: {
      intro: 'A round has four phases:',
      action:
        '1 Action phase. Each conscious caver, in seating order from the one holding the ★ first-caver token, takes a turn with 2 AP: Reveal, Move, Explore, Run, Heal, the special actions of tiles (Swim, Squeeze, Clear rubble, Place rope, Hide) and its own abilities. Once a turn a caver may exert for a third AP, then tests at the end of the turn (d6, 4+; a failure loses 1 health).',
      horror:
        "2 Horror phase. Each horror moves one tile toward its nearest victim through connected tiles (H shows where each is headed). A horror that reaches a caver takes all its health. With no victim within 7 tiles it fades. Ties are chosen by the first caver's player.",
      hazard:
        '3 Hazard phase. The top hazard card is turned and resolved. The hazard deck is the clock: under it lies Out of Time; from then on every caver off the Exit tests each round or is taken by the dark.',
      end: '4 End phase. The ★ token passes to the next caver; hiding ends; Direct is ready again.',
      ending:
        "The game ends once every conscious caver still in the cave stands on the Exit, or none is left off it. Cavers not on the Exit: none Gold, one Silver, two Bronze, three or more Failure. The Exit is among the last six tiles: the panel's pace line says how many tiles must still be drawn before it can appear, against the rounds left.",
    },

    /** A caver's page. */
    caver: {
      number: 'Number {{n}}: horrors choose the lowest number on a tie. Starting health: {{hp}}.',
      names: 'Names in the rulebooks: {{tr}} (Turkish), {{fr}} (French).',
      ability: '{{name}} ({{cost}}): {{text}}',
      passive: 'passive',
      ap: '{{ap}} AP',
      uses: 'Uses: {{n}} a game (shown in the panel).',
    },

    /** A hazard card's page. */
    hazard: {
      last: 'Always the last card, under the deck: it is not dealt.',
      copies: "Copies in the deck's pool: {{copies}}.",
      copy: '{{difficulty}} {{n}}',
      doubled: 'A doubled card: its effect happens twice, one after the other.',
      tiles: '{{name}} tiles: {{rule}}',
      exit: 'Cavers on the Exit lose no health.',
      passive: '{{caver}}: {{name}}. {{text}}',
    },

    /** A tile type's page. */
    tile: {
      start: 'One, where the cave begins.',
      exit: 'One, shuffled among the last six tiles of the deck.',
      count: '{{n}} in the deck ({{shapes}}: X all four sides, T three, L a corner, I straight, D a dead end).',
      shape: '{{n}} {{shape}}',
      names: 'Names in the rulebooks: {{tr}} (Turkish), {{fr}} (French).',
    },
  },
} as const;
