// The command line: `subterra --help` and each command's help, every one-line error ("subterra: …"
// is added by the command line), `subterra games`, and what is printed after leaving a game.
// Commands, option names, caver ids, difficulty ids and file names are the command's own: they are
// never translated.

export const cli = {
  cli: {
    description:
      'Sub Terra, the cooperative cave-horror board game, in your terminal.\nGet your cavers out through the Exit before the hazard deck runs out.',
    /** Commander's headings. */
    heading: {
      usage: 'Usage:',
      options: 'Options:',
      commands: 'Commands:',
      arguments: 'Arguments:',
      global: 'Global Options:',
    },
    examples: `
Examples:
  subterra                              solo: {{min}} cavers, {{difficulty}}, a fresh seed
  subterra -c 5 -d hard                 5 cavers on Hard
  subterra --seed granite-42            the same cave as any game with that seed
  subterra -p 2                         2 players, 2 cavers each
  subterra -p 5                         5 players, one caver each
  subterra -t diver,scout,medic,leader  choose the team, in seating order
  subterra --easy                       the easier variant: 3 more hazard cards
  subterra --resume                     continue the last unfinished game
  subterra --daily                      the daily cave, the same for everyone
  subterra --lang tr                    play in Turkish (en, tr or fr)
  subterra games                        list saved games
  subterra stats                        your statistics (--json for a script)
  subterra tutorial                     learn by playing a guided first game
  subterra tutorial deeper              the second tutorial: ropes, tunnels
  subterra watch                        watch the AI play (T takes it over)
  subterra host -p 3                    play with friends at their own terminals
  subterra join 192.168.1.20:7447/RIVER-7Q4KXM   join a friend's room
  subterra replay FILE                  watch a saved game
  subterra replay FILE --json           print the final state (no terminal)

Cavers: {{cavers}}.
Games are saved in {{dir}}
(SUBTERRA_HOME, else XDG_DATA_HOME/subterra, else ~/.local/share/subterra).
The language: --lang, else the one chosen on the setup screen, else LANGUAGE,
LC_ALL, LC_MESSAGES or LANG, else English.
NO_COLOR=1 works like --no-color. Exit status: 0 ok, 1 error, 2 bad usage.
`,
    opt: {
      version: 'print the version',
      help: 'show this help',
      'help-command': 'show help for a command',
      cavers: 'number of cavers when playing solo: {{allowed}} (default: {{min}})',
      players: 'hot-seat players, {{min}}-{{max}}: {{rule}} (default: {{min}})',
      'players-first': '{{p}} play {{need}} cavers',
      'players-then': '{{p}} play {{need}}',
      'players-each': '{{from}}-{{to}} one each',
      difficulty: '{{allowed}} (default: {{first}})',
      easy: 'easier variant from the rulebook: 3 more hazard cards',
      seed: 'the seed that deals the cave and hazard decks (default: a fresh one)',
      team: 'comma-separated caver ids in seating order, {{min}}-{{max}} of them',
      resume: 'continue the last unfinished game',
      daily: "play the daily cave: today's seed (daily-YYYY-MM-DD, UTC), the same for everyone",
      'no-color': 'plain text without colours',
      'screen-reader':
        'for a screen reader: plain sentences, numbered questions, no board (also INK_SCREEN_READER=true)',
      lang: 'the language: {{langs}}',
    },
    replay: {
      description: 'watch a saved game, or with --json replay it without a terminal and print the final state',
      file: 'a game record (.json), e.g. from `subterra games`',
      json: 'print the state after the last action as one JSON object and exit',
      'screen-reader': 'play it back as lines of text for a screen reader, action by action (no terminal needed)',
      examples:
        '\nExamples:\n  subterra replay game.json\n  subterra replay game.json --json\n  subterra replay game.json --screen-reader\n',
    },
    games: { description: 'list saved games, finished and unfinished, newest first' },
    stats: {
      description: 'statistics of your saved games: results, medals, causes of loss, survival by caver, the daily cave',
      json: 'print them as one JSON object (games, finished, unfinished, ...)',
    },
    tutorial: {
      description:
        'a guided first game on a fixed cave: learn the rules by playing (leave with q, come back with the same command)',
      restart: 'start the tutorial again from the beginning',
      name: 'which tutorial: {{names}} (default: the first)',
    },
    watch: {
      description:
        'watch the AI play a whole game at a readable pace: Space pauses, s steps, < > change the pace, T takes the game over',
      cavers: 'number of cavers: {{allowed}} (default: {{min}})',
      easy: 'the easier variant: 3 more hazard cards',
      budget: "the AI's thinking time per decision, {{min}}-{{max}} (default: {{default}})",
      'screen-reader':
        'the game told as lines of text for a screen reader, an action each time you press Enter (no terminal needed)',
      examples:
        '\nExamples:\n  subterra watch\n  subterra watch --seed granite-42 -c 5 -d hard\n  subterra watch --screen-reader\n',
    },
    sim: {
      description: 'play many games with a bot on all cores; print medal rates with 95% confidence intervals',
      bot: 'ai (fair: knows only what a player knows), greedy (peeks) or random',
      games: "games per configuration (the whole study's, when playing a shard)",
      difficulty: 'normal, hard or expert (default: all three)',
      cavers: '4, 5 or 6 (default: all three)',
      easy: 'the easier variant only (default: without -d and -c, both)',
      budget: "the AI's time per decision (default: 100)",
      iterations: "the AI's worlds per decision instead of a time: the same --seed then plays the same games",
      seed: 'game i is dealt from seed BASE-i (default: a fresh base)',
      shard: 'play shard I (0 to N-1) of N equal ranges of the games (needs --seed)',
      shards: 'play one of N shards, I from JOB_COMPLETION_INDEX, AWS_BATCH_JOB_ARRAY_INDEX or SLURM_ARRAY_TASK_ID',
      out: 'write one JSON line per game to FILE, whole or not at all ({shard}: the index)',
      threads: 'worker threads (default: one per core)',
      json: 'print {"rows": [...]} instead of the table',
      examples:
        '\nExamples:\n  subterra sim --bot greedy --games 200\n  subterra sim --bot ai --games 24 -d normal -c 4 --budget-ms 100 --seed bar-ai\n  subterra sim --bot ai --games 200 -d hard --iterations 8 --json\n  subterra sim --bot ai --games 1000 -d normal --seed s1 --shard 0/4 --out s1-0.jsonl\n  subterra sim merge --expect-shards 4 s1-*.jsonl\n\nStudies on a cluster: docs/SIMULATION.md.\n',
      merge: "add up the results files of a study's shards (sim --out) into the table of one run",
      files: 'results files of subterra sim --out, or folders of them (their *.jsonl)',
      'expect-games': 'refuse unless the files hold every game of a study of N per configuration',
      'expect-shards': 'refuse unless the files hold all N shards of the study',
      'merge-examples':
        '\nExamples:\n  subterra sim merge results/*.jsonl\n  subterra sim merge --expect-shards 100 --json results/\n',
    },

    host: {
      description: 'open a room for friends at their own terminals, and play in it (its server runs here)',
      cavers: 'number of cavers: {{allowed}} (default: {{min}})',
      players: 'players, {{min}}-{{max}}: {{rule}} (default: {{min}})',
      easy: 'the easier variant: 3 more hazard cards',
      seed: 'the seed that deals the decks (default: the server deals one nobody knows; everyone is told you chose)',
      port: 'the port friends connect to, 0-65535 (default: {{port}}, or a free one if taken)',
      name: 'your name in the room (default: your login name)',
      password: 'friends must give this password to join',
      server: 'open the room on a standalone server (subterra serve) instead',
      resume: 'come back to your unfinished room (after leaving, a closed terminal or a crash), on its port',
      examples:
        '\nExamples:\n  subterra host\n  subterra host -p 3 -d hard --name Ana\n  subterra host --server play.example.org:7447\n',
      notes:
        '\nIn the lobby: ↑↓ choose a caver, Enter claim or release it, C chat, q leave.\nThe host: a gives it to a player or the AI, s starts, d difficulty, e easy,\n←→ another caver, +- team size, p players. In the game: S seats, C chat.\n',
    },
    join: {
      description: "join a room at a friend's terminal or on a server: ADDRESS is what the host's line says",
      address: 'HOST:PORT/ROOM, e.g. 192.168.1.20:7447/RIVER-7Q4KXM (wss://HOST/ROOM for TLS)',
      password: "the room's password, if it has one",
      watch: 'watch the game: see the table, take no action',
      examples:
        '\nExamples:\n  subterra join 192.168.1.20:7447/RIVER-7Q4KXM\n  subterra join play.example.org/RIVER-7Q4KXM --name Ben --watch\n\nCome back after a drop with the same command: your seats are kept for you.\n',
    },
    serve: {
      description: 'run a server for rooms that players join from their own terminals (docs/SERVER.md)',
      port: 'the port to listen on, 0-65535 (0: any free one; default: {{port}})',
      listen: 'the address to listen on (default: every address of this machine)',
      data: "where the rooms are kept (default: the data folder's server/)",
      'tls-cert': 'serve wss:// with this certificate (PEM; with --tls-key)',
      'tls-key': "the certificate's private key (PEM)",
      'trust-proxy': "behind a reverse proxy: a client's address is the proxy's X-Forwarded-For",
      ssh: 'also serve the game over SSH on this port (players need only ssh)',
      'ssh-only': 'serve the game over SSH alone (no WebSocket port for subterra join)',
      'ssh-per-address': 'SSH sessions from one address at once (default: {{n}})',
      'ssh-sessions': 'SSH sessions in all at once (default: {{n}})',
      'ssh-idle': 'close an SSH session idle this long, its game saved (default: {{n}})',
      'ssh-host-key': "the SSH host key (default: the data folder's, made on the first start)",
      'ssh-host': "the host name players type, shown in the menu (default: this machine's name)",
      examples:
        '\nExamples:\n  subterra serve\n  subterra serve --port 8080 --data /var/lib/subterra\n  subterra serve --tls-cert cert.pem --tls-key key.pem\n  subterra serve --ssh 2222          (players: ssh -p 2222 HOST)\n',
      /** Its one-line errors. */
      'bad-port': '--port must be a port number from 0 to 65535 (0: any free port), not {{got}}',
      'bad-listen': '--listen must be an IP address or a host name of this machine, not {{got}}',
      'tls-pair': '--tls-cert and --tls-key go together: {{given}} alone is not enough',
      'data-empty': '--data needs a folder',
      'cannot-read': 'cannot read {{file}}: {{why}}',
      'cannot-keep': 'cannot keep rooms in {{dir}}: {{why}}',
      'cannot-serve': 'cannot serve on {{where}}: {{why}}',
      'bad-ssh-port': '--ssh must be a port number from 0 to 65535 (0: any free port), not {{got}}',
      'ssh-host-key-empty': '--ssh-host-key needs a file',
      'bad-ssh-host': '--ssh-host must be a host name or address, not {{got}}',
      'ssh-only-port': '--ssh-only serves no WebSocket port: leave --port out',
      'bad-count': '{{option}} must be a whole number from 1, not {{got}}',
      'bad-idle': '--ssh-idle must be a number of minutes above 0, not {{got}}',
      'ssh-alone': '{{option}} goes with --ssh PORT',
      'cannot-serve-ssh': 'cannot serve SSH on {{where}}: {{why}}',
    },

    /** One-line errors (the command line puts "subterra: " before each). */
    error: {
      'see-help': '{{why}} (see subterra --help)',

      internal: 'internal error: {{why}}',
      'internal-debug': 'internal error: {{why}} (set SUBTERRA_DEBUG=1 for details)',
      'file-internal': '{{file}}: internal error: {{why}}',
      unknown: 'unknown',
      'cannot-write': 'cannot write the output: {{why}}',
      commands: 'commands are {{list}}',
      'unknown-command': 'unknown command {{name}}; {{commands}}',
      'unknown-option': "unknown option '{{option}}'",
      'unknown-option-did-you-mean': "unknown option '{{option}}' (Did you mean {{suggestion}}?)",
      'unknown-option-one-of': "unknown option '{{option}}' (Did you mean one of {{suggestions}}?)",
      'too-many_one': "too many arguments for '{{command}}'. Expected {{count}} argument but got {{got}}: {{details}}.",
      'too-many_other':
        "too many arguments for '{{command}}'. Expected {{count}} arguments but got {{got}}: {{details}}.",
      'too-many-top_one': 'too many arguments. Expected {{count}} argument but got {{got}}: {{details}}.',
      'too-many-top_other': 'too many arguments. Expected {{count}} arguments but got {{got}}: {{details}}.',
      'missing-argument': "missing required argument '{{name}}'",
      'needs-value': '--{{name}} needs a value: {{allowed}}',
      twice: '--{{name}} is given twice ({{first}} and {{second}})',
      applies_one: "{{given}} applies to starting a game, not to '{{command}}'",
      applies_other: "{{given}} apply to starting a game, not to '{{command}}'",
      lang: '--lang must be {{langs}}, not {{got}}',
      'need-tty':
        'the game needs an interactive terminal (stdin and stdout must be a TTY); to check a saved game without one, run: subterra replay FILE --json',
      'viewer-tty': 'the replay viewer needs an interactive terminal; without one, run: subterra replay FILE --json',
      'tutorial-tty': 'the tutorial needs an interactive terminal (stdin and stdout must be a TTY)',
      'unknown-tutorial': 'no tutorial is named {{name}}; the tutorials: {{names}}',
      'save-elsewhere': '{{why}} (set SUBTERRA_HOME to save elsewhere)',
      skipped: 'skipped {{file}}: {{why}}',
      'cannot-resume': 'cannot resume {{file}}: {{why}}',
      'cannot-replay': 'cannot replay {{file}}: {{why}}',
      'nothing-to-resume': 'no unfinished game to resume in {{dir}} (see subterra games)',
      'file-error': '{{file}}: {{why}}',
      budget: '--budget-ms must be a whole number of milliseconds from {{min}} to {{max}}, not {{got}}',

      'not-saved-kept':
        'the game could not be saved: {{why}}; the last good save is {{file}} (continue with: subterra --resume)',
      'not-saved-nothing': 'the game could not be saved: {{why}}; nothing was saved',
      'could-not-save': 'could not save: {{why}}',
    },

    /** The options, checked (src/cli/options.ts): what each takes, and what is wrong with a value. */
    option: {
      players: 'a number from {{min}} to {{max}}',
      seed: 'any text up to {{max}} characters',
      team: '{{min}} to {{max}} caver ids separated by commas, e.g. {{example}}',
      'must-be': '{{name}} must be {{allowed}} (got {{got}})',
      'resume-clash':
        '--resume cannot be combined with {{options}}: a resumed game keeps the options it was started with',
      'daily-seed': "--daily plays today's cave (seed daily-YYYY-MM-DD): it cannot be combined with --seed",
      'seed-empty': '--seed must not be empty',
      'seed-long': '--seed must be at most {{max}} characters (got {{n}})',
      'seed-control': '--seed must not contain control characters',
      'team-needs': '--team needs {{allowed}}',
      'team-empty': '--team has an empty caver id (got {{got}})',
      'team-unknown': '--team: unknown caver {{got}}; cavers are {{cavers}}',
      'team-twice': '--team: caver {{got}} is listed twice',
      'team-size': '--team must list {{min}} to {{max}} cavers (got {{n}})',
      'cavers-players': '--cavers {{cavers}} does not fit --players {{players}}: {{rule}}',
      'team-cavers': '--team lists {{n}} cavers but --cavers is {{cavers}}',
      'team-players': '--team lists {{n}} cavers, which does not fit --players {{players}}: {{rule}}',
    },

    /** After leaving a game, on the terminal. */
    left: {
      over: 'Game over ({{result}}). Record: {{file}}\nWatch it: subterra replay {{file}}',
      'over-short': 'Game over ({{result}}). Record: {{file}}',
      saved: 'Game saved: {{file}}\nContinue with: subterra --resume',
      'tutorial-done': 'Tutorial done ({{result}}). Your first game: subterra',
      'tutorial-saved': 'Tutorial saved: {{command}} goes on where you left it',
      /** A result as it is printed after leaving. */
      result: { gold: 'gold', silver: 'silver', bronze: 'bronze', failure: 'failure' },
    },
  },

  /** `subterra games`. */
  games: {
    none: 'No saved games in {{dir}}.\nStart one with: subterra',
    title_one: '{{count}} saved game in {{dir}}, newest first:',
    title_other: '{{count}} saved games in {{dir}}, newest first:',
    columns: {
      date: 'DATE',
      seed: 'SEED',
      difficulty: 'DIFFICULTY',
      cavers: 'CAVERS',
      result: 'RESULT',
      rounds: 'ROUNDS',
      file: 'FILE',
    },
    easy: '{{difficulty}} (easy)',
    players: '({{n}}p)',
    result: {
      gold: 'gold',
      silver: 'silver',
      bronze: 'bronze',
      failure: 'failure',
      unfinished: 'unfinished',
      'not replayable': 'not replayable',
    },
    newest: 'Replay the newest:  subterra replay {{file}}',
    resume: 'Continue the last unfinished game:  subterra --resume',
  },
} as const;
