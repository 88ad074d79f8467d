// Records and files in French: why a record cannot be read or replayed, why a game cannot be saved
// or read, and the system's reasons by error code. JSON keys ("format", "actions") stay as they are.

export const record = {
  record: {
    empty: 'le fichier est vide',
    json: 'JSON non valide ({{how}} : {{why}})',
    truncated: 'tronqué ou corrompu',
    corrupt: 'corrompu',
    'not-object': 'un enregistrement doit être un objet JSON',
    format: 'ce n’est pas un enregistrement subterra (« format » doit valoir « {{format}} »)',
    version: '« version » doit être un nombre entier à partir de 1 (reçu : {{got}})',
    nothing: 'rien',
    newer:
      'fait par une version plus récente de subterra (enregistrement en version {{version}} ; cette version lit la version {{reads}})',
    actions: '« actions » doit être une liste',
    action: 'actions[{{i}}] doit être un objet',
    hashes: '« hashes » doit être une liste de chaînes',
    end: '« end » doit être une chaîne (l’empreinte de l’état après la dernière action)',
    hints: '« hints » doit être un nombre entier à partir de 0 (les conseils suivis)',
    drawn: '« drawn » doit être un objet (la découverte ou l’exploration dont la tuile est piochée)',
    setup: '« setup » doit être un objet',
    'setup-key': '« setup » a une clé inconnue, {{key}} (ses clés sont tiles, hazards et dice)',
    'setup-tiles': '« setup.tiles » doit être une liste de tuiles',
    'setup-tile': 'setup.tiles[{{i}}] : {{why}}',
    'setup-hazards': '« setup.hazards » doit être une liste de cartes',
    'setup-dice': '« setup.dice » doit être une liste de résultats de dé',
    'out-of-sync':
      'désynchronisé au tour {{round}} (l’enregistrement a été fait avec une autre version des règles, ou modifié)',
    'draw-step':
      'actions[{{i}}] ({{action}}) : pas une action d’enregistrement (un enregistrement contient toute la découverte ou l’exploration ; une tuile piochée et pas encore placée est enregistrée dans « drawn »)',
    refused: 'actions[{{i}}] ({{action}}) : {{why}}',
    'drawn-refused': '« drawn » ({{action}}) : {{why}}',
    'end-mismatch':
      'l’état final ne correspond pas à l’empreinte « end » de l’enregistrement (il a été modifié, ou fait avec une autre version des règles)',
    'cannot-replay': 'rejeu impossible : {{why}}',
    'game-over': 'la partie est finie',
  },

  storage: {
    'save-to': 'impossible d’enregistrer dans {{file}} : {{why}}',
    'save-games': 'impossible d’enregistrer les parties dans {{dir}} : {{why}}',
    'save-as': 'impossible d’enregistrer une partie sous le nom {{name}} : ce n’est pas un simple nom de fichier',
    'read-file': 'impossible de lire {{file}} : {{why}}',
    'read-dir': 'impossible de lire les parties enregistrées dans {{dir}} : {{why}}',
    'cannot-read': 'lecture impossible : {{why}}',
    folder: 'c’est un dossier, pas un fichier',
    'not-regular': 'ce n’est pas un fichier ordinaire',
    'too-large':
      'trop gros pour un enregistrement de partie ({{mb}} Mo ; un enregistrement fait bien moins de {{max}} Mo)',
    'file-not-folder': '{{path}} est un fichier, pas un dossier',
    'not-writable': 'impossible d’écrire dans {{path}} : {{why}}',
  },

  errno: {
    ENOSPC: 'disque plein',
    EDQUOT: 'quota disque dépassé',
    EACCES: 'permission refusée',
    EPERM: 'opération non permise',
    EROFS: 'système de fichiers en lecture seule',
    ENOENT: 'fichier ou dossier introuvable',
    ENOTDIR: 'une partie du chemin n’est pas un dossier',
    EISDIR: 'c’est un dossier, pas un fichier',
    EEXIST: 'existe déjà',
    EMFILE: 'trop de fichiers ouverts',
    ENFILE: 'trop de fichiers ouverts',
    EIO: 'erreur d’entrée/sortie',
    ENAMETOOLONG: 'nom trop long',
    ELOOP: 'trop de liens symboliques',
    EBUSY: 'ressource occupée',
  },
} as const;
