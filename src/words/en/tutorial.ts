// The tutorial: its lessons' titles, what its guide says at each step (`{x}` is replaced by the key
// of action kind x, as the menu shows it), and the guide's own lines; the keys by their names.

export const tutorial = {
  /** The tutorial: its lessons' titles, and what the guide says at each step ({x}: the key of action x). */
  tutorial: {
    lesson: {
      welcome: 'Welcome',
      reveal: 'Reveal a tile',
      move: 'Move',
      exert: 'Action points and Exert',
      explore: 'Explore',
      frontier: 'The frontier',
      phases: 'The four phases',
      flood: 'Water and the Flood',
      run: 'Run',
      pace: 'The draw pace',
      exit: 'The Exit',
      swim: 'Swimming',
      gas: 'Gas leak',
      heal: 'Healing',
      cavein: 'Cave-in',
      rubble: 'Clearing rubble',
      horrors: 'Horrors',
      firstaid: 'First aid',
      hide: 'Hiding',
      escape: 'Escape',
      direct: 'Direct',
      result: 'The result',
      deeper: 'Deeper',
      deck: 'The hazard deck',
      drop: 'Drops',
      rope: 'Ropes',
      ledge: 'Ledges',
      nearest: 'The nearest victim',
      tunnel: 'Tunnels',
      look: 'Look mode',
      hint: 'The hint',
      repel: 'Repel',
      outoftime: 'Out of Time',
      'way-out': 'The way out',
    },
    step: {
      'welcome-1':
        "Four cavers are trapped in a cave: get every one onto the Exit before time runs out. The cave (left) grows as you reveal it; the panel (right) shows each caver's health ♥ and the actions on offer.",
      'welcome-2':
        'Time is the hazard deck (Hazards, on the panel): one card a round. In a round every caver takes a turn of 2 action points (AP), then horrors move, then a hazard card strikes. Here the cards come in a set order, to show each kind.',
      'welcome-3':
        'Read each note, then Enter or Space. When keys are asked for, the tutorial waits for them (the line at the bottom shows them) and says why another key is refused. q leaves at any time; subterra tutorial comes back here.',
      'reveal-1':
        'The Leader (▶8) acts first: he holds the first-caver token ★. The Start tile is open on all sides; each ? is a square a tile can be revealed into.',
      'reveal-2':
        'Reveal (1 AP): {reveal}, then ↑ for north. The top tile of the deck appears there in a double frame; → or Space would turn it. It is open north, east and south, as we want: Enter places it.',
      'move-1':
        'Arrows (or h j k l) move to a connected tile for 1 AP: both facing sides must be open. Press ↑ to step onto the new tile.',
      'exert-1':
        'Both AP are spent. Once a turn a caver may Exert ({exert}): one more AP now, and a skill test at the end of the turn (a die: 4 or more passes; a failure costs 1 health). Press {exert}.',
      'exert-2':
        'Spend it: reveal east ({reveal}, →, Enter). It is a Gas tile (g): harmless until a Gas card is turned.',
      'exert-3':
        'End the turn with . (Enter ends it too, and asks first while AP are left). Now the exert test: the Leader adds 1 to every die he rolls.',
      'explore-1':
        "The Medic's turn. Explore (1 AP) is a Reveal and a step onto the new tile in one: {explore}, then →, then Enter. Choose which before you see the tile, as at the table.",
      'explore-2':
        'A Water tile (~): it floods when a Flood card comes. The Medic keeps her last AP: . ends a turn at once, AP left or not.',
      'frontier-1':
        'The Bodyguard (7) has 5 health. Open sides facing empty squares (the ?) are the frontier: the cave grows only there. Reveal west: {reveal} ←, → to turn it open east, south and west, Enter.',
      'frontier-2':
        'A Cave-in tile: its two numbers are the die rolls that bring it down. A tile you place must open toward you, and no turn may close the whole frontier. End the turn: .',
      'phases-1':
        'The Climber (5) waits this round: press . After the last turn the other phases play step by step: Space or Enter for the next step, Esc to skip to the end.',
      'phases-2':
        'That was a round: the turns, then the horror phase (no horrors yet), then the hazard phase: a Tremor. Everyone off the Exit took a skill test; the Bodyguard rolled 2 and lost 1 health (♥♥♥♥♡).',
      'phases-3':
        'Last, the end phase: the first-caver token ★ passed to the Medic, who starts round 2. The hazard deck is one card shorter (Hazards on the panel): that is your time running out.',
      'flood-1':
        'The Medic stands on water. Reveal east: {reveal} →, Enter. A Horror tile (h): horrors appear on these tiles when a Horror card comes.',
      'flood-2': 'She stays on the water this round, to see what a Flood does: . ends her turn.',
      'run-1':
        'Run (2 AP): up to three moves as one action. {run}, then ↑ and → (the path shows on the board), then Enter: the Bodyguard runs to the gas tile.',
      'run-2': 'End his turn: .',
      'pace-1':
        'The Exit comes out of the deck, so every tile revealed brings it closer. The Climber reveals south: {reveal} ↓, Enter.',
      'pace-2': 'End her turn: .',
      'pace-3': 'The Leader too: {reveal} ↑, Enter.',
      'flood-3': 'End the round with . and watch the hazard phase.',
      'flood-4':
        'A Flood: every water tile floods (≈) and every caver on one loses 1: the Medic has 2 health left. A flooded tile stays flooded: only Swim (2 AP) enters it; leaving is an ordinary move.',
      'exit-1': 'Round 3: the Bodyguard holds the token. Reveal east from the gas tile: {reveal} →, Enter.',
      'pace-4':
        "The Exit! In a real game it is one of the last {{among}} of the deck's {{deck}} tiles, and about 22 hazard cards give you about 22 rounds: reveal some 3 tiles every round, from round 1, or time runs out first. Watch Tiles against Hazards on the panel.",
      'exit-2': 'Step onto it: →. On the Exit a caver never loses health and no horror hunts him.',
      'exit-3': 'End his turn: .',
      'swim-1':
        'The Climber goes to the Medic on the flooded tile. An arrow cannot enter it: Swim ({swim}, then →) costs 2 AP.',
      'swim-2': 'End her turn: .',
      'swim-3': 'The Leader waits: .',
      'swim-4': 'The Medic leaves the flooded tile with an ordinary move: ←.',
      'gas-1': 'End the round: .',
      'gas-2':
        'A Gas leak: cavers on gas tiles lose 2 (nobody was there). Until the next hazard phase every gas tile leaks (!◦ or g!): entering one costs 2 health.',
      'gas-3': 'Round 4. The Climber heads west, to the cave-in tile: ←',
      'gas-4': 'and ← again.',
      'gas-5': 'End her turn: .',
      'gas-6':
        "The Leader's way to the Exit runs through the leaking gas. Press →: the game warns before any step that costs health. Then Esc: he stays.",
      'gas-7': 'He waits for the leak to settle: .',
      'heal-1':
        'The Medic has 2 health of 3. Heal (2 AP): you, or a caver on your tile, regain 1. Alone on her tile, she heals herself: {heal}.',
      'heal-2': 'End her turn: .',
      'cavein-1': 'The Bodyguard waits on the Exit: . Then watch the Cave-in card.',
      'cavein-2':
        'The die showed 5: every cave-in tile showing a 5 collapsed. Rubble (#) fills it and whoever stands there loses 3: the Climber fainted. An unconscious caver (¹-⁸ on the board) takes no turn until healed.',
      'rubble-1': 'Round 5. The Leader waits: .',
      'rubble-2':
        'No caver may enter a tile with rubble (except the Climber, who is Agile). Clear rubble (2 AP) on your tile or next door: {clear}, then ←.',
      'rubble-3': 'One AP more to reach the Climber: exert, {exert}.',
      'rubble-4': 'And ←.',
      'rubble-5': 'End her turn: . (her exert test comes now).',
      'horrors-1': "The Bodyguard waits: . The Climber's turn is skipped: she is unconscious. Watch the Horror card.",
      'horrors-2':
        'A horror (H) appeared on the horror tile nearest its victim. A victim is a conscious caver off the Exit (never the Scout, never one hiding). Each horror phase it moves one tile toward its nearest victim.',
      'horrors-3':
        'A horror that reaches a caver, or that a caver walks into, takes all his health. Floods, gas and rubble do not stop horrors: only walls do. A horror more than 7 tiles from any victim fades away.',
      'firstaid-1':
        "The Medic's own ability, First aid (1 AP): another caver on her tile regains 1 health. Press {firstaid}: a caver with health again wakes up.",
      'firstaid-2': 'An action may be taken again in the same turn: {firstaid}.',
      'firstaid-3': 'End her turn: .',
      'hide-1': 'The Bodyguard waits: .',
      'hide-2':
        'Woken before her seat came round, the Climber plays this round. Hide (2 AP and a test): if it passes, no horror picks her as its victim this round. Press {hide}.',
      'hide-3': 'End her turn: .',
      'hide-4': 'The Leader ends the round: . Watch the horror move.',
      'hide-5':
        'The horror stepped into the flood toward the Medic: with the Climber hidden, the Medic and the Leader were nearest, and a tie goes to the lowest number. Everyone passed the Tremor.',
      'escape-1': 'Round 7: time to get out. The Bodyguard waits on the Exit: .',
      'escape-2':
        'Horrors move only in the horror phase: passing beside one is safe, ending the round near it is not. Run: {run}, then → ↑ →, then Enter.',
      'escape-3': 'The Exit is one step further: exert for one more AP, {exert},',
      'escape-4': 'and → onto the Exit.',
      'escape-5': 'End her turn: . Her exert test may fail, but on the Exit she loses nothing.',
      'direct-1':
        "The Leader's ability, Direct (1 AP, once a round): another caver takes a 1-AP action at once. {direct}, then 6 for the Medic, then → to move her east.",
      'direct-2': 'The Leader: {exert} for one more AP,',
      'direct-3': 'then → through the gas (the leak is over),',
      'direct-4': 'and → onto the Exit.',
      'direct-5': 'End his turn: .',
      'result-1':
        'The game ends at once when every conscious caver is on the Exit. The medal counts those left behind (unconscious, or taken by the dark): none Gold, one Silver, two Bronze, three or more Failure.',
      // ---- Deeper, the second tutorial.
      'deeper-1':
        'Deeper: a cave of drops, ledges and tunnels, a horror that must pick its victim, and the last card, Out of Time. Four cavers; the Climber (5) holds the first-caver token ★.',
      'deeper-2':
        "Twice you will choose what to do, and the next note says what your choice did. The tiles, cards and dice are fixed, as in the first tutorial; every rule is the game's own.",
      'deck-1':
        'Time first. Press {deck}: the hazard deck counted, by kind, with the chance of each next card. Two cards are left, then Out of Time. Press {deck} again to close it.',
      'drop-1':
        'The Climber explores north: {explore}, ↑, Enter. The new tile is a Drop: its arrow (↑) points away from the caver who revealed it, down into the cave.',
      'drop-2':
        'Going down a drop is free; climbing back up, against its arrow, is not allowed without a rope. Try it: press ↓, and read why the game refuses.',
      'rope-1':
        "Your choice, with her last AP: Quick knot ({quickknot}, 1 AP, no test: the Climber's own) ties a rope on the drop; or end her turn without one: . (a full stop).",
      'rope-2':
        'Tied. With a rope a drop (or a ledge) is an ordinary tile, both ways: anyone may climb back up here now. A rope stays all game; there are 6. End her turn: .',
      'rope-3':
        'No rope: the drop stays one-way. Nobody needs to climb back today, so it costs nothing; but a team that had to turn back would be stuck below until someone tied one.',
      'ledge-1': 'The Leader (8) follows her down the drop: ↑.',
      'ledge-2':
        'He reveals north: {reveal}, ↑, Enter. A Ledge: nothing leaves it by the side its arrow points to, no Move, Reveal or Explore, until a rope is placed on it.',
      'ledge-3': 'End his turn: .',
      'nearest-1':
        'The Medic (6) reveals east of the Start: {reveal}, →, Enter. A Horror tile: when a Horror card is turned, a horror appears on the horror tile nearest its victim.',
      'nearest-2': 'She goes down the drop too: ↑.',
      'nearest-3': 'End her turn: .',
      'nearest-4': 'The Bodyguard (7) joins them: ↑. All four stand on the drop, 2 tiles from the horror tile.',
      'nearest-5': 'End the turn: . Then the phases play: Space or Enter for each step, Esc to skip them.',
      'nearest-6':
        "A Horror card: a horror (H) appeared. Press {hunts}: the board shows each horror's victim and the way it will go. ({hunts} again hides them.)",
      'nearest-7':
        'Its victim is the nearest conscious caver off the Exit. All four are 2 steps away: a tie goes to the lowest caver number, so the Climber (5), not the Medic (6).',
      'ledge-4':
        'Round 2. The Leader steps onto the ledge: ↑. The cave goes on north of it, but its arrow points north: that way is shut until a rope is placed.',
      'rope-4':
        "Place rope (2 AP and a skill test) is every caver's. He has 1 AP left: Exert ({exert}) for a third one.",
      'rope-5':
        'Place rope: {rope}. A 4 or more on the die ties it (the Leader adds 1); on a failure the AP are spent and no rope is placed.',
      'rope-6': 'It holds: the ledge is an ordinary tile now, both ways. End his turn: . (his exert test follows).',
      'tunnel-1': 'The Medic climbs onto the ledge: ↑.',
      'tunnel-2':
        'With the rope she may reveal north: {reveal}, ↑, Enter. A Tunnel: only Squeeze (2 AP) gets in, or Explore as it is revealed; the Climber (Agile) just walks in.',
      'tunnel-3': 'End her turn: .',
      'look-1':
        'The Bodyguard waits. Look first: {look} starts look mode; ↓ then → take its cursor onto the horror, and the panel says what is there. Esc leaves.',
      'look-2': 'He stays beside the Climber, both 2 steps from the horror. End his turn: .',
      'hint-1':
        "The Climber's turn. {hint} asks the advisor for a hint: an action and why, from what you can see. {hint} again would play it; not now.",
      'hint-2':
        'She stays anyway, for the lesson: end her turn with . The horror then moves; the Climber and the Bodyguard are both 2 steps away: watch which one it picks.',
      'nearest-8':
        'It stepped toward the Climber: between equals the lowest number goes first (5 before 7). The Gas leak found no gas tile and did nothing.',
      'tunnel-4': 'Round 3. The Medic squeezes into the tunnel: {squeeze}, ↑ (2 AP).',
      'tunnel-5': 'Exert ({exert}) for one more AP…',
      'tunnel-6': '…and reveal north: {reveal}, ↑, Enter. The Exit!',
      'tunnel-7': 'End her turn: . (the exert test).',
      'repel-1':
        'Your choice: the horror is next to the Bodyguard, south. Repel ({repel}, ↓, 1 AP) takes it out of the cave; or leave it and climb onto the ledge: ↑.',
      'repel-2':
        'Gone: a repelled horror leaves the cave, and nothing hunts you now (a Horror card could bring another). He climbs onto the ledge: ↑.',
      'repel-3': 'End his turn: .',
      'repel-5':
        'It stays, and hunts: press {hunts} to see its victim and the way it will go; {hunts} again hides them.',
      'repel-4':
        'A horror moves one tile a round, in the horror phase: it will follow you, a step behind, and cannot catch cavers who keep ahead. End his turn: .',
      'tunnel-8': 'The Climber is Agile: she walks into tunnels with plain moves. ↑ onto the ledge…',
      'tunnel-9': '…and ↑ into the tunnel, for 1 AP.',
      'tunnel-10': 'End her turn: .',
      'outoftime-1':
        "The Leader. Press {deck}: no card is left but Out of Time, and this round's hazard phase turns it. {deck} again closes the page.",
      'outoftime-2':
        'From Out of Time on, every hazard phase each caver off the Exit takes a test; who fails is taken by the dark, for good. Squeeze into the tunnel: {squeeze}, ↑.',
      'outoftime-3': 'End his turn: . Then watch the hazard phase.',
      'outoftime-4':
        'Out of Time: all four tested, and passed this time. Next round they test again, unless they stand on the Exit. Everyone up!',
      'way-out-1': 'Round 4. The Bodyguard squeezes into the tunnel: {squeeze}, ↑…',
      'way-out-2': '…exerts ({exert}) for one more AP…',
      'way-out-3': '…and steps onto the Exit: ↑. On the Exit nothing can hurt a caver, Out of Time included.',
      'way-out-4': 'End his turn: . His exert test is rolled, and on the Exit it costs nothing.',
      'way-out-5': 'The Climber: ↑ onto the Exit.',
      'way-out-6': 'End her turn: .',
      'way-out-7': 'The Leader: ↑.',
      'way-out-8': 'End his turn: .',
      'way-out-9': 'The Medic last: ↑. The game ends the moment every conscious caver stands on the Exit.',
      'result-2': 'Bring the Medic home for Gold: {run}, then ↑ → →, then Enter.',
    },
  },

  /** The guide's own lines, under the game. */
  guide: {
    title: 'Tutorial · {{lesson}} · step {{i}} of {{n}}',
    over: 'The tutorial is over: n starts your first real game, q leaves',
    'over-next': 'The tutorial is over: {{key}} Deeper, the next one · n a real game · q leaves',
    'no-undo': '{{key}} takes back a move while nothing hidden was seen since; not in the tutorial',
    'read-on': 'Read on: Enter or Space for the next note · ? help · q leave (keeps your place)',
    'go-on': 'Enter or Space: go on · ? help · q leave (the tutorial keeps your place)',
    /** What a note waits for, after another message on the status line. */
    'go-on-brief': 'Enter or Space: go on',
    nothing: 'nothing',
    'key-is': '{{key}} is {{action}}; ',
    arrows: 'arrows move; ',
    enter: 'Enter ends the turn; ',
    esc: 'Esc backs out; ',
    'not-that-key': 'Not that key: {{why}}this step waits for {{wanted}}',
    lost: 'The tutorial lost its place: it follows the game from here',
    stuck: 'the tutorial cannot go on: {{why}}',
    press: 'Press {{key}}',
    'press-all': 'Press {{key}}   (this step: {{keys}})',
    /** A choice's ways, each by its keys. */
    /** A key the next step waits for, pressed while the phases are still shown. */
    'after-phases': 'After the phases: Space or Enter shows the next step, Esc skips them',
    choose: 'Your choice: {{keys}}',
    /** Between two keys or ways. */
    or: ' or ',
    'not-read': 'Your tutorial could not be read ({{why}}): it starts again',
    'not-continued': 'Your tutorial could not be continued ({{why}}): it starts again',
    'not-tutorial': '{{file}} is not a tutorial: it starts again',
    'other-tutorial': '{{file}} holds another tutorial: this one starts again',
  },

  /** Keys by the names printed on them. */
  key: { enter: 'Enter', esc: 'Esc', tab: 'Tab', space: 'Space' },
} as const;
