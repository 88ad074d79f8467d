// The player's own keys (settings.json's `keyLayout` and `keys`): why a key map is refused at start,
// in one line, and the names of the game keys as the help's keys page shows them.

export const keys = {
  keymap: {
    layout: 'settings.json: keyLayout must be {{layouts}}, not {{got}}',
    'not-object': 'settings.json: keys must map game keys to keys, like {"reveal": "v"}, not {{got}}',
    unknown: 'settings.json: keys: no game key is called {{got}} (the game keys: {{names}})',
    'not-a-key': 'settings.json: keys: {{name}} must be one printable character, not {{got}}',
    reserved: 'settings.json: keys: {{name}} cannot be {{got}}, kept for {{what}}',
    'reserved-what': 'choices, the tile size, watching and look',
    clash: 'settings.json: keys: {{key}} is both {{a}} and {{b}}',
    room: 'settings.json: keys: {{name}} is {{got}}, which a room keeps for {{what}}',
    'room-chat': 'the chat',
    'room-seats': 'the seats',
  },
} as const;
