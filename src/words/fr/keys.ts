// The player's own keys in French (settings.json's `keyLayout` and `keys`): why a key map is
// refused at start, in one line. The settings' names and values stay as they are.

export const keys = {
  keymap: {
    layout: 'settings.json : keyLayout doit valoir {{layouts}}, pas {{got}}',
    'not-object':
      'settings.json : keys doit associer des touches du jeu à des touches, comme {"reveal": "v"}, pas {{got}}',
    unknown: 'settings.json : keys : aucune touche du jeu ne s’appelle {{got}} (les touches du jeu : {{names}})',
    'not-a-key': 'settings.json : keys : {{name}} doit être un seul caractère imprimable, pas {{got}}',
    reserved: 'settings.json : keys : {{name}} ne peut pas être {{got}}, réservée pour {{what}}',
    'reserved-what': 'les choix, la taille des tuiles, le mode spectateur et l’observation',
    clash: 'settings.json : keys : {{key}} est à la fois {{a}} et {{b}}',
    room: 'settings.json : keys : {{name}} est {{got}}, touche qu’une salle réserve pour {{what}}',
    'room-chat': 'la discussion',
    'room-seats': 'les places',
  },
} as const;
