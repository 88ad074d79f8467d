// Records and files: why a record cannot be read or replayed, why a game cannot be saved or read,
// and the operating system's reasons by their error codes (the code is shown beside them).

export const record = {
  record: {
    empty: 'the file is empty',
    json: 'not valid JSON ({{how}}: {{why}})',
    truncated: 'truncated or corrupt',
    corrupt: 'corrupt',
    'not-object': 'a record must be a JSON object',
    format: 'not a subterra record ("format" must be "{{format}}")',
    version: '"version" must be a whole number from 1 (got {{got}})',
    nothing: 'nothing',
    newer: 'made by a newer subterra (record version {{version}}; this version reads version {{reads}})',
    actions: '"actions" must be a list',
    action: 'actions[{{i}}] must be an object',
    hashes: '"hashes" must be a list of strings',
    end: '"end" must be a string (the hash of the state after the last action)',
    hints: '"hints" must be a whole number from 0 (the hints played)',
    drawn: '"drawn" must be an object (the reveal or explore whose tile is drawn)',
    setup: '"setup" must be an object',
    'setup-key': '"setup" has an unknown key {{key}} (its keys are tiles, hazards and dice)',
    'setup-tiles': '"setup.tiles" must be a list of tile ids',
    'setup-tile': 'setup.tiles[{{i}}]: {{why}}',
    'setup-hazards': '"setup.hazards" must be a list of card ids',
    'setup-dice': '"setup.dice" must be a list of die results',
    'out-of-sync':
      'out of sync at round {{round}} (the record was made by a different version of the rules, or edited)',
    'draw-step':
      'actions[{{i}}] ({{action}}): not a record action (a record holds the whole reveal or explore; a tile drawn and not yet placed is saved as "drawn")',
    refused: 'actions[{{i}}] ({{action}}): {{why}}',
    'drawn-refused': '"drawn" ({{action}}): {{why}}',
    'end-mismatch':
      'the final state does not match the record\'s "end" hash (it was edited, or made by a different version of the rules)',
    'cannot-replay': 'cannot replay: {{why}}',
    'game-over': 'the game is over',
  },

  /** Files: saving and reading games. */
  storage: {
    'save-to': 'cannot save to {{file}}: {{why}}',
    'save-games': 'cannot save games in {{dir}}: {{why}}',
    'save-as': 'cannot save a game as {{name}}: not a plain file name',
    'read-file': 'cannot read {{file}}: {{why}}',
    'read-dir': 'cannot read saved games in {{dir}}: {{why}}',
    'cannot-read': 'cannot read: {{why}}',
    folder: 'it is a folder, not a file',
    'not-regular': 'not a regular file',
    'too-large': 'too large for a game record ({{mb}} MB; records are far smaller than {{max}} MB)',
    'file-not-folder': '{{path}} is a file, not a folder',
    'not-writable': '{{path}} cannot be written: {{why}}',
  },

  /** The system's reasons, by error code. */
  errno: {
    ENOSPC: 'disk full',
    EDQUOT: 'disk quota exceeded',
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    EROFS: 'read-only file system',
    ENOENT: 'no such file or directory',
    ENOTDIR: 'a part of the path is not a folder',
    EISDIR: 'it is a folder, not a file',
    EEXIST: 'already exists',
    EMFILE: 'too many open files',
    ENFILE: 'too many open files',
    EIO: 'input/output error',
    ENAMETOOLONG: 'name too long',
    ELOOP: 'too many symbolic links',
    EBUSY: 'resource busy',
  },
} as const;
