// The words of the game served over SSH in French: the menu after `ssh -p PORT HOST`, and the lines
// a refused or closed session ends with (see src/words/en/ssh.ts).

export const ssh = {
  ssh: {
    menu: {
      title: 'SUB TERRA · par SSH',
      who: 'Vous jouez en tant que {{name}} · {{as}}',
      key: 'votre clé {{fingerprint}}',
      guest: 'invité : vos parties sont gardées un jour (connectez-vous avec une clé SSH pour les garder)',
      solo: 'Nouvelle partie en solo',
      resume: 'Reprendre votre dernière partie',
      tutorial: 'Tutoriel',
      deeper: 'Tutoriel : Plus profond',
      host: 'Ouvrir une salle',
      join: 'Rejoindre une salle par son code',
      watch: 'Regarder une salle',
      stats: 'Statistiques',
      quit: 'Quitter',
      keys: '↑↓ choisir · Entrée ouvrir · la lettre ouvre sa ligne · q quitter',
      'code-prompt': 'Code de la salle : {{code}}▏',
      'code-keys': 'Entrée {{what}} · Échap retour',
      'bad-code': '« {{code}} » n’est pas un code de salle (comme RIVER-7Q4K)',
      'no-stats': 'Aucune partie terminée pour l’instant.',
      'stats-keys': 'Échap retour',
      'join-direct': 'ou directement dans une salle : ssh -p {{port}} CODE@{{host}}',
    },
    'lobby-line': '  {{line}}',
    'cannot-open': 'Impossible d’ouvrir : {{why}}',
    'no-resume': 'Aucune partie en cours à reprendre.',
    'cannot-join': 'Impossible d’entrer dans la salle {{room}} : {{why}}',
    bye: 'Au revoir. Pour revenir : ssh -p {{port}} {{host}}',
    idle: 'Fermée après {{minutes}} minutes sans touche pressée ; votre partie est enregistrée (reprenez-la depuis le menu).',
    'need-pty':
      'subterra : ce serveur fait jouer dans un terminal, et ne lance rien d’autre : connectez-vous avec ssh -t -p {{port}} {{host}}',
    full: 'subterra : le serveur est plein ; réessayez plus tard.',
    'address-full': 'subterra : trop de sessions à la fois depuis votre adresse.',
    'shutting-down': 'Le serveur s’arrête ; votre partie est enregistrée.',
    key: {
      'pub-only':
        'la clé d’hôte SSH {{file}} manque mais sa moitié publique {{file}}.pub est là : remettez la clé (les clients des joueurs la connaissent), ou supprimez {{file}}.pub pour en créer une nouvelle',
      'cannot-make': 'impossible de créer la clé d’hôte SSH {{file}} : {{why}}',
      'made-unreadable': 'les clés créées n’ont pas pu être relues',
      'cannot-read': 'impossible de lire la clé d’hôte SSH {{file}} : {{why}}',
      unreadable:
        'la clé d’hôte SSH {{file}} n’est pas une clé privée que subterra sait lire (une clé OpenSSH ed25519 non chiffrée)',
      'not-ed25519': 'la clé d’hôte SSH {{file}} n’est pas une clé privée ed25519 (c’est {{type}})',
      'not-ed25519-public': 'la clé d’hôte SSH {{file}} n’est pas une clé privée ed25519 (c’est {{type}}, publique)',
      missing: 'elle n’existe pas',
      denied: 'permission refusée',
      folder: 'c’est un dossier',
    },
  },
} as const;
