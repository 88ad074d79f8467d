// The game's own terms, keyed by the rules' ids: the cavers, the actions, the abilities, the tiles,
// the hazard cards, the phases, the results, the difficulties. docs/GLOSSARY.md has each with the
// Turkish and French rulebooks' words; every screen, the log and the rules pages take them from here.

export const game = {
  /** The cavers, by id (rulebook number order). */
  caver: {
    diver: 'Diver',
    scout: 'Scout',
    geologist: 'Geologist',
    engineer: 'Engineer',
    climber: 'Climber',
    medic: 'Medic',
    bodyguard: 'Bodyguard',
    leader: 'Leader',
  },

  /** Every action by its record name (`do`): the basic ones, the cavers' own, and the steps of play. */
  action: {
    draw: 'Draw',
    reveal: 'Reveal',
    explore: 'Explore',
    move: 'Move',
    swim: 'Swim',
    squeeze: 'Squeeze',
    run: 'Run',
    sprint: 'Sprint',
    heal: 'Heal',
    firstaid: 'First aid',
    clear: 'Clear rubble',
    quickdig: 'Quick dig',
    rope: 'Place rope',
    quickknot: 'Quick knot',
    hide: 'Hide',
    exert: 'Exert',
    end: 'End turn',
    dive: 'Dive',
    surface: 'Surface',
    demolish: 'Demolition',
    repel: 'Repel',
    direct: 'Direct',
    choose: 'Choose',
    pathfinder: 'Pathfinder',
  },

  /** The passive abilities' names, by id (an active ability is named by its action). */
  passive: {
    gear: 'Underwater gear',
    pathfinder: 'Pathfinder',
    stealthy: 'Stealthy',
    intuition: 'Intuition',
    careful: 'Careful',
    agile: 'Agile',
    protector: 'Protector',
    experienced: 'Experienced',
  },

  /** What each ability does, by id (an active one's action, a passive one's own id). */
  ability: {
    dive: 'On a water tile: leave the cave; next turn, as your only action, surface on any water tile. Under water only Tremor and Out of Time reach you.',
    gear: 'Floods never hurt you; you may Move (and Run) into flooded tiles.',
    pathfinder:
      '3 times a game, when placing a tile you may discard the drawn tile and place the next instead (you must accept it).',
    stealthy: "Never a horror's victim; sharing a tile with a horror costs you nothing.",
    quickdig: 'Remove rubble from your tile or an adjacent connected tile.',
    intuition:
      'You hold a cave tile aside, face up. When you draw a tile, place either the one held or the one drawn, and hold the other; with the deck empty, you may still place the one held.',
    demolish:
      '3 times a game: blow open a wall of your tile (to a tile, or to an empty square for a later Reveal); then a Cave-in happens at once.',
    careful: 'Cave-ins cost you only 1 health.',
    quickknot: 'Put a rope on the ledge or drop you stand on; no test.',
    agile: 'You may Move (and Run) into tunnels and into tiles with rubble.',
    firstaid: 'Another caver on your tile regains 1 health (never yourself).',
    sprint: 'Up to two Moves (no Swim, no Squeeze).',
    repel: 'Remove a horror from an adjacent connected tile (not one on the Exit).',
    protector:
      'Starts with 5 health. While conscious, the others on your tile lose no health to Flood, Gas, Cave-in or Tremor (you are not protected yourself).',
    direct: 'Once a round: another conscious caver at once takes a 1-AP action of its own choice.',
    experienced: '+1 to your skill tests.',
  },

  /** The tile types, by type: the name, and the rule the screens show (with its name, at most 80 columns). */
  tile: {
    start: { name: 'Start', rule: 'Where the cavers begin. Nothing special.' },
    exit: { name: 'Exit', rule: "The way out. Here no caver loses health or is a horror's victim." },
    empty: { name: 'Empty', rule: 'Nothing special.' },
    water: { name: 'Water', rule: 'A Flood card floods it for good; then only Swim enters.' },
    gas: { name: 'Gas', rule: 'Gas leak: 2 damage here and to all who enter till next hazard phase (x2: 4)' },
    cavein: { name: 'Cave-in', rule: 'A Cave-in card rolling either number drops rubble here: 3 damage.' },
    horror: { name: 'Horror', rule: 'Horrors appear here.' },
    tunnel: { name: 'Tunnel', rule: 'Enter only by Squeeze or Explore.' },
    ledge: { name: 'Ledge', rule: 'Without a rope, nothing goes out the side the arrow points to.' },
    drop: { name: 'Drop', rule: 'Without a rope, no Move back up against the arrow.' },
    rough: { name: 'Rough ground', rule: 'Entering: skill test; fail = lose 1 health.' },
  },

  /** The looks of a tile on the board (its type and the state that changes how it plays), for the legend. */
  looks: {
    start: 'Start',
    exit: 'Exit',
    empty: 'Empty',
    water: 'Water',
    flooded: 'Flooded',
    gas: 'Gas',
    leak: 'Gas leak',
    cavein: 'Cave-in',
    rubble: 'Rubble',
    lair: 'Horror',
    tunnel: 'Tunnel',
    ledge: 'Ledge',
    'ledge-rope': 'Ledge+rope',
    drop: 'Drop',
    'drop-rope': 'Drop+rope',
    rough: 'Rough',
  },

  /** The hazard cards, by id: the name, and the text the log shows after "Hazard card: " (80 columns). */
  hazard: {
    tremor: { name: 'Tremor', text: 'Everyone conscious off the Exit tests; a failure loses 1.' },
    flood: { name: 'Flood', text: 'Water tiles flood; cavers on water lose 1.' },
    gas: { name: 'Gas leak', text: 'Those on gas lose 2; entering gas costs 2 next round.' },
    cavein: { name: 'Cave-in', text: 'Roll: cave-in tiles showing it collapse; lose 3 there.' },
    horror: { name: 'Horror', text: 'Horrors move one step; one appears if fewer than 3.' },
    'tremor-x2': { name: 'Tremor x2', text: 'Two Tremors, one after the other.' },
    'flood-x2': { name: 'Flood x2', text: 'Flood twice: cavers on water lose 2.' },
    'gas-x2': { name: 'Gas leak x2', text: 'Those on gas lose 4; entering gas costs 4 next round.' },
    'cavein-x2': { name: 'Cave-in x2', text: 'Two Cave-in rolls, both applied.' },
    'horror-x2': { name: 'Horror x2', text: 'Horrors move twice, then two appear.' },
    outoftime: { name: 'Out of Time', text: 'From now on: off the Exit, test or be lost.' },
  },

  /** The phases of a round, by id. */
  phase: { action: 'Action phase', horror: 'Horror phase', hazard: 'Hazard phase', end: 'End phase' },

  /** The results, by id: as the log and the headings say them, and as a word in a sentence. */
  result: { gold: 'GOLD', silver: 'SILVER', bronze: 'BRONZE', failure: 'FAILURE' },
  medal: { gold: 'Gold', silver: 'Silver', bronze: 'Bronze', failure: 'Failure' },

  /** The difficulties, by id (the command line takes the ids). */
  difficulty: { normal: 'normal', hard: 'hard', expert: 'expert' },

  /** A caver as the log names it, and a cave-in tile with its die faces. */
  name: {
    caver: '{{name}} ({{number}})',
    'tile-faces': '{{name}} {{a}}/{{b}}',
  },
} as const;
