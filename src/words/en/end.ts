// The screens of a game's end and around it: the end screen and the story of each caver, the end
// of the tutorial, the hot-seat hand-over, the whole game's log, the size message, the replay
// viewer.

export const end = {
  /** The end screen. */
  end: {
    title: 'SUB TERRA — the game is over',
    medal: {
      gold: 'GOLD — everyone escaped!',
      silver: 'SILVER — one caver was left behind',
      bronze: 'BRONZE — two cavers were left behind',
      failure: 'FAILURE — three or more cavers were left behind',
    },
    summary: 'Rounds played: {{rounds}}   Seed: {{seed}}   Difficulty: {{difficulty}}',
    easy: '{{difficulty}} (easy)',
    share: 'Share: {{line}}',
    'share-label': 'Share:',
    saved: 'Record saved to {{file}}',
    'saved-to': 'Record saved to:',
    watch: 'Watch it again:  subterra replay {{file}}',
    'watch-long': 'Watch it again:  subterra replay <that file>  (printed whole when you quit)',
    'not-saved': 'The record could not be saved: {{why}}',
    keys: 'r: play the same seed again   n: a new seed   P: the whole story   q: quit',
  },

  /** What became of each caver, and what ended the game (the rules' fates, in words). */
  story: {
    cause: {
      flood: 'a flood',
      gas: 'gas',
      cavein: 'a cave-in',
      tremor: 'a tremor',
      rough: 'rough ground',
      exert: 'exertion',
      horror: 'a horror',
      outoftime: 'the dark',
    },
    dark: 'taken by the dark in round {{round}}',
    fainted: 'fainted to {{cause}}, round {{round}}, never woken',
    'fainted-woken': 'fainted to {{cause}}, round {{round}}, woken in round {{woken}}',
    escaped: 'escaped through the Exit',
    taken: 'taken by the dark',
    'left-behind': 'left behind: {{loss}}',
    unconscious: 'left unconscious in the cave',
    'under-water': 'left under water',
    standing: 'left in the cave, on its feet',
    earlier: '{{now}} (earlier: {{losses}})',
    'all-out': 'Round {{round}}: the whole team stood on the Exit.',
    'feet-out': 'Round {{round}}: everyone still on their feet stood on the Exit.',
    'feet-out-but': 'Round {{round}}: everyone still on their feet stood on the Exit ({{rest}}).',
    'dark-n': '{{n}} taken by the dark',
    'down-n': '{{n}} left down in the cave',
    'none-out': 'Round {{round}}: no caver was left on their feet off the Exit.',
    'none-out-dark': 'Round {{round}}: no caver was left on their feet off the Exit ({{n}} taken by the dark).',
  },

  /** The end of the tutorial. */
  'tutorial-end': {
    title: ' SUB TERRA — the tutorial is done',
    medal: '{{medal}}  (round {{round}})',
    learned:
      'You have revealed and explored, moved, run and swum, exerted, healed, cleared rubble, hidden, woken a caver with First aid and moved another with Direct; you have seen a Tremor, a Flood, a Gas leak, a Cave-in and a Horror.',
    next: 'A real game has the whole deck of {{deck}} tiles and about 22 hazard cards: reveal from the first round, keep the team together, and watch Tiles against Hazards on the panel. ? in a game shows every key.',
    keys: 'n: your first real game (a fresh cave, the same team)   q: leave',
    again: '{{command}} --restart plays this tutorial again',
    'learned-deeper':
      'You have gone down a drop, placed a rope on a ledge, gone through a tunnel, seen a horror pick its victim on a tie, and met Out of Time; you have used look mode, H, D and I.',
    deeper: '{{key}}: the second tutorial, Deeper: ledges, drops, tunnels, horrors, Out of Time',
  },

  /** Hot-seat: the screen that hands the keyboard to the next player. */
  handover: {
    title: 'PLAYER {{n}}',
    choice: 'Player {{n}} has a choice to make.',
    plays: 'Player {{n}} plays {{who}} now.',
    next: 'Player {{n}} is next.',
    cavers: "Player {{n}}'s cavers: {{cavers}}",
    pass: 'Pass the keyboard, then press Enter or Space.',
    keys: '({{help}} help · {{history}} history · {{quit}} save & quit)',
  },

  /** The whole game's log (P). */
  history: {
    title: " HISTORY · the whole game's log · {{where}}",
    empty: 'empty',
    lines: 'lines {{from}}-{{to}} of {{n}}',
    keys: '↑↓ line · PgUp/PgDn or b/space page · g start · G end · Esc back',
  },

  /** Below 80x24 columns and rows. */
  small: {
    size: 'The terminal is {{cols}}×{{rows}}; subterra needs at least {{minCols}}×{{minRows}}.',
    larger: 'Make the window larger to continue (q saves and quits).',
  },

  /** `subterra replay FILE`: the viewer. */
  replay: {
    head: ' SUB TERRA REPLAY · round {{round}} · action {{i}}/{{n}} · {{title}}',
    'head-result': ' SUB TERRA REPLAY · {{result}} · round {{round}} · action {{i}}/{{n}} · {{title}}',
    'no-round': 'There is no round {{round}}: this game has rounds 1 to {{last}}',
    jump: 'Jump to round (1 to {{last}}): {{typed}}▏ (Enter, Esc)',
    keys: '←/→ step · ↑/↓ round · g jump to round · space pause · 0/$ start/end · q quit',
    'keys-paused': '←/→ step · ↑/↓ round · g jump to round · space play · 0/$ start/end · q quit',
  },
} as const;
