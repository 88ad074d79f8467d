// The words of the game served over SSH (`subterra serve --ssh`): the menu a player sees after
// `ssh -p PORT HOST`, and the lines a refused or closed session ends with. A part of the English
// catalog (its own top-level key, `ssh`).

export const ssh = {
  ssh: {
    menu: {
      title: 'SUB TERRA · over SSH',
      who: 'Playing as {{name}} · {{as}}',
      key: 'your key {{fingerprint}}',
      guest: 'a guest: your games are kept for a day (connect with an SSH key to keep them)',
      solo: 'New solo game',
      resume: 'Continue your last game',
      tutorial: 'Tutorial',
      deeper: 'Tutorial: Deeper',
      host: 'Host a room',
      join: 'Join a room by its code',
      watch: 'Watch a room',
      stats: 'Statistics',
      quit: 'Quit',
      keys: '↑↓ choose · Enter open · the letter opens its line · q quit',
      'code-prompt': 'Room code: {{code}}▏',
      'code-keys': 'Enter {{what}} · Esc back',
      'bad-code': '"{{code}}" is not a room code (like RIVER-7Q4K)',
      'no-stats': 'No games finished yet.',
      'stats-keys': 'Esc back',
      'join-direct': 'or straight into a room: ssh -p {{port}} CODE@{{host}}',
    },
    /** In a room's lobby, under "Friends join with:". */
    'lobby-line': '  {{line}}',
    'cannot-open': 'Cannot open that: {{why}}',
    'no-resume': 'No unfinished game to continue.',
    'cannot-join': 'Cannot come into room {{room}}: {{why}}',
    bye: 'Bye. Come back with: ssh -p {{port}} {{host}}',
    idle: 'Closed after {{minutes}} minutes without a key pressed; your game is saved (continue it from the menu).',
    'need-pty':
      'subterra: this server plays the game in a terminal, and runs nothing else: connect with ssh -t -p {{port}} {{host}}',
    full: 'subterra: the server is full; try again later.',
    'address-full': 'subterra: too many sessions from your address at once.',
    'shutting-down': 'The server is shutting down; your game is saved.',
    /** The host key's one-line errors (the command line puts "subterra: " before each). */
    key: {
      'pub-only':
        "the SSH host key {{file}} is missing but its public half {{file}}.pub is there: put the key back (players' clients know it), or remove {{file}}.pub to make a new one",
      'cannot-make': 'cannot make the SSH host key {{file}}: {{why}}',
      'made-unreadable': 'the keys made could not be read back',
      'cannot-read': 'cannot read the SSH host key {{file}}: {{why}}',
      unreadable:
        'the SSH host key {{file}} is not a private key subterra can read (an unencrypted OpenSSH ed25519 key)',
      'not-ed25519': 'the SSH host key {{file}} is not an ed25519 private key (it is {{type}})',
      'not-ed25519-public': 'the SSH host key {{file}} is not an ed25519 private key (it is {{type}}, public)',
      missing: 'it does not exist',
      denied: 'permission denied',
      folder: 'it is a folder',
    },
  },
} as const;
