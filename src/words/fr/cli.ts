// The command line in French: `subterra --help` and each command's help, every one-line error,
// `subterra games`, what is printed after leaving a game. Commands, option names, caver ids,
// difficulty ids and file names stay as they are (docs/TRANSLATING.md).

export const cli = {
  cli: {
    description:
      'Sub Terra, le jeu de plateau coopératif d’horreur souterraine, dans votre terminal.\nFaites sortir vos spéléos par la Sortie avant l’épuisement de la pile Danger.',
    heading: {
      usage: 'Utilisation :',
      options: 'Options :',
      commands: 'Commandes :',
      arguments: 'Arguments :',
      global: 'Options globales :',
    },
    examples: `
Exemples :
  subterra                              solo : {{min}} spéléos, {{difficulty}}, graine neuve
  subterra -c 5 -d hard                 5 spéléos en Avancé
  subterra --seed granite-42            la même caverne pour cette graine
  subterra -p 2                         2 joueurs, 2 spéléos chacun
  subterra -p 5                         5 joueurs, un spéléo chacun
  subterra -t diver,scout,medic,leader  choisir l’équipe, dans l’ordre de jeu
  subterra --easy                       variante facile : +3 cartes Danger
  subterra --resume                     reprendre la dernière partie inachevée
  subterra --daily                      la caverne du jour, la même pour tous
  subterra --lang tr                    jouer en turc (en, tr ou fr)
  subterra games                        les parties enregistrées
  subterra stats                        vos statistiques (--json pour un script)
  subterra tutorial                     une première partie guidée
  subterra tutorial deeper              le second tutoriel : cordes, boyaux
  subterra watch                        regarder l’IA jouer (T en prend la main)
  subterra host -p 3                    jouer avec des amis, chacun à son terminal
  subterra join 192.168.1.20:7447/RIVER-7Q4KXM   rejoindre la salle d’un ami
  subterra replay FILE                  revoir une partie enregistrée
  subterra replay FILE --json           afficher l’état final (sans terminal)

Spéléos : {{cavers}}.
Les parties sont enregistrées dans {{dir}}
(SUBTERRA_HOME, sinon XDG_DATA_HOME/subterra, sinon ~/.local/share/subterra).
La langue : --lang, sinon celle choisie au lancement, sinon LANGUAGE,
LC_ALL, LC_MESSAGES ou LANG, sinon l’anglais.
NO_COLOR=1 vaut --no-color. Code de sortie : 0 bon, 1 erreur, 2 mauvais usage.
`,
    opt: {
      version: 'afficher la version',
      help: 'afficher cette aide',
      'help-command': 'afficher l’aide d’une commande',
      cavers: 'nombre de spéléos en solo : {{allowed}} (par défaut : {{min}})',
      players: 'joueurs sur un même clavier, {{min}} à {{max}} : {{rule}} (par défaut : {{min}})',
      'players-first': '{{p}} jouent {{need}} spéléos',
      'players-then': '{{p}} jouent {{need}}',
      'players-each': '{{from}} à {{to}}, un chacun',
      difficulty: '{{allowed}} (par défaut : {{first}})',
      easy: 'variante facile de la règle : 3 cartes Danger de plus',
      seed: 'la graine qui bat les piles Caverne et Danger (par défaut : une neuve)',
      team: 'identifiants de spéléos séparés par des virgules, dans l’ordre de jeu, de {{min}} à {{max}}',
      resume: 'reprendre la dernière partie inachevée',
      daily: 'jouer la caverne du jour : la graine du jour (daily-AAAA-MM-JJ, UTC), la même pour tous',
      'no-color': 'texte simple, sans couleurs',
      'screen-reader':
        'pour un lecteur d’écran : des phrases simples, des questions numérotées, pas de plateau (aussi INK_SCREEN_READER=true)',
      lang: 'la langue : {{langs}}',
    },
    replay: {
      description: 'revoir une partie enregistrée, ou avec --json la rejouer sans terminal et afficher l’état final',
      file: 'l’enregistrement d’une partie (.json), par exemple tiré de `subterra games`',
      json: 'afficher l’état après la dernière action en un objet JSON et quitter',
      'screen-reader': 'la rejouer en lignes de texte pour un lecteur d’écran, action par action (sans terminal)',
      examples:
        '\nExemples :\n  subterra replay partie.json\n  subterra replay partie.json --json\n  subterra replay partie.json --screen-reader\n',
    },
    games: { description: 'lister les parties enregistrées, finies ou non, les plus récentes en premier' },
    stats: {
      description:
        'statistiques de vos parties enregistrées : résultats, médailles, causes de perte, survie par spéléo, caverne du jour',
      json: 'les afficher en un objet JSON (games, finished, unfinished…)',
    },
    tutorial: {
      description:
        'une première partie guidée sur une caverne fixe : apprendre les règles en jouant (quitter avec q, revenir avec la même commande)',
      restart: 'recommencer le tutoriel depuis le début',
      name: 'quel tutoriel : {{names}} (par défaut, le premier)',
    },
    watch: {
      description:
        'regarder l’IA jouer une partie entière à un rythme lisible : Espace met en pause, s avance d’un pas, < > changent le rythme, T prend la main',
      cavers: 'nombre de spéléos : {{allowed}} (par défaut : {{min}})',
      easy: 'la variante facile : 3 cartes Danger de plus',
      budget: 'le temps de réflexion de l’IA par décision, {{min}} à {{max}} (par défaut : {{default}})',
      'screen-reader':
        'la partie racontée en lignes de texte pour un lecteur d’écran, une action à chaque Entrée (sans terminal)',
      examples:
        '\nExemples :\n  subterra watch\n  subterra watch --seed granite-42 -c 5 -d hard\n  subterra watch --screen-reader\n',
    },
    host: {
      description: 'ouvrir une salle pour des amis, chacun à son terminal, et y jouer (son serveur tourne ici)',
      cavers: 'nombre de spéléos : {{allowed}} (par défaut : {{min}})',
      players: 'joueurs, {{min}} à {{max}} : {{rule}} (par défaut : {{min}})',
      easy: 'la variante facile : 3 cartes Danger de plus',
      seed: 'la graine qui distribue les piles (par défaut : le serveur en tire une que personne ne connaît ; tous savent si vous l’avez choisie)',
      port: 'le port où vos amis se connectent, 0-65535 (par défaut : {{port}}, ou un port libre s’il est pris)',
      name: 'votre nom dans la salle (par défaut : votre nom de connexion)',
      password: 'vos amis doivent donner ce mot de passe pour entrer',
      server: 'ouvrir plutôt la salle sur un serveur à part (subterra serve)',
      resume: 'revenir à votre salle inachevée (après l’avoir quittée, un terminal fermé ou un plantage), sur son port',
      examples:
        '\nExemples :\n  subterra host\n  subterra host -p 3 -d hard --name Ana\n  subterra host --server play.example.org:7447\n',
      notes:
        '\nDans l’accueil : ↑↓ choisir un spéléo, Entrée le prendre ou le lâcher, C discuter, q partir.\nL’hôte : a le donne à un joueur ou à l’IA, s lance, d difficulté, e facile,\n←→ un autre spéléo, +- taille de l’équipe, p joueurs. En partie : S places, C discuter.\n',
    },
    join: {
      description:
        'rejoindre une salle sur le terminal d’un ami ou sur un serveur : ADDRESS est ce que dit la ligne de l’hôte',
      address: 'HOST:PORT/ROOM, par exemple 192.168.1.20:7447/RIVER-7Q4KXM (wss://HOST/ROOM pour TLS)',
      password: 'le mot de passe de la salle, s’il y en a un',
      watch: 'regarder la partie : voir la table, sans agir',
      examples:
        '\nExemples :\n  subterra join 192.168.1.20:7447/RIVER-7Q4KXM\n  subterra join play.example.org/RIVER-7Q4KXM --name Ben --watch\n\nRevenez après une coupure avec la même commande : vos places vous sont gardées.\n',
    },
    serve: {
      description: 'faire tourner un serveur de salles que les joueurs rejoignent de leur terminal (docs/SERVER.md)',
      port: 'le port d’écoute, 0-65535 (0 : un port libre ; par défaut : {{port}})',
      listen: 'l’adresse d’écoute (par défaut : toutes les adresses de cette machine)',
      data: 'où les salles sont gardées (par défaut : server/ dans le dossier des données)',
      'tls-cert': 'servir en wss:// avec ce certificat (PEM ; avec --tls-key)',
      'tls-key': 'la clé privée du certificat (PEM)',
      'trust-proxy': 'derrière un proxy inverse : l’adresse d’un client est le X-Forwarded-For du proxy',
      ssh: 'servir aussi le jeu en SSH sur ce port (il suffit aux joueurs d’avoir ssh)',
      'ssh-only': 'servir le jeu en SSH seulement (pas de port WebSocket pour subterra join)',
      'ssh-per-address': 'sessions SSH d’une même adresse à la fois (par défaut : {{n}})',
      'ssh-sessions': 'sessions SSH en tout à la fois (par défaut : {{n}})',
      'ssh-idle': 'fermer une session SSH inactive depuis ce temps, partie enregistrée (par défaut : {{n}})',
      'ssh-host-key': 'la clé d’hôte SSH (par défaut : celle du dossier de données, créée au premier lancement)',
      'ssh-host': 'le nom d’hôte que tapent les joueurs, montré dans le menu (par défaut : le nom de cette machine)',
      examples:
        '\nExemples :\n  subterra serve\n  subterra serve --port 8080 --data /var/lib/subterra\n  subterra serve --tls-cert cert.pem --tls-key key.pem\n  subterra serve --ssh 2222          (joueurs : ssh -p 2222 HOST)\n',
      'bad-port': '--port doit être un numéro de port de 0 à 65535 (0 : un port libre), pas {{got}}',
      'bad-listen': '--listen doit être une adresse IP ou un nom d’hôte de cette machine, pas {{got}}',
      'tls-pair': '--tls-cert et --tls-key vont ensemble : {{given}} seul ne suffit pas',
      'data-empty': '--data demande un dossier',
      'cannot-read': 'impossible de lire {{file}} : {{why}}',
      'cannot-keep': 'impossible de garder les salles dans {{dir}} : {{why}}',
      'cannot-serve': 'impossible de servir sur {{where}} : {{why}}',
      'bad-ssh-port': '--ssh doit être un numéro de port de 0 à 65535 (0 : un port libre), pas {{got}}',
      'ssh-host-key-empty': '--ssh-host-key demande un fichier',
      'bad-ssh-host': '--ssh-host doit être un nom d’hôte ou une adresse, pas {{got}}',
      'ssh-only-port': '--ssh-only n’ouvre pas de port WebSocket : retirez --port',
      'bad-count': '{{option}} doit être un nombre entier à partir de 1, pas {{got}}',
      'bad-idle': '--ssh-idle doit être un nombre de minutes supérieur à 0, pas {{got}}',
      'ssh-alone': '{{option}} va avec --ssh PORT',
      'cannot-serve-ssh': 'impossible de servir SSH sur {{where}} : {{why}}',
    },
    sim: {
      description:
        'jouer de nombreuses parties avec un robot sur tous les cœurs ; afficher les taux de médailles avec intervalles de confiance à 95 %',
      bot: 'ai (loyal : ne sait que ce qu’un joueur sait), greedy (triche) ou random',
      games: 'parties par configuration (celles de toute l’étude, pour une tranche)',
      difficulty: 'normal, hard ou expert (par défaut : les trois)',
      cavers: '4, 5 ou 6 (par défaut : les trois)',
      easy: 'la variante facile seule (par défaut, sans -d ni -c : les deux)',
      budget: 'le temps de l’IA par décision (par défaut : 100)',
      iterations: 'les mondes de l’IA par décision au lieu d’un temps : la même --seed rejoue alors les mêmes parties',
      seed: 'la partie i est distribuée par la graine BASE-i (par défaut : une base neuve)',
      shard: 'jouer la tranche I (0 à N-1) de N parts égales des parties (exige --seed)',
      shards:
        'jouer l’une de N tranches, I tiré de JOB_COMPLETION_INDEX, AWS_BATCH_JOB_ARRAY_INDEX ou SLURM_ARRAY_TASK_ID',
      out: 'écrire une ligne JSON par partie dans FILE, en entier ou pas du tout ({shard} : le numéro)',
      threads: 'fils d’exécution (par défaut : un par cœur)',
      json: 'afficher {"rows": [...]} au lieu du tableau',
      examples:
        '\nExemples :\n  subterra sim --bot greedy --games 200\n  subterra sim --bot ai --games 24 -d normal -c 4 --budget-ms 100 --seed bar-ai\n  subterra sim --bot ai --games 200 -d hard --iterations 8 --json\n  subterra sim --bot ai --games 1000 -d normal --seed s1 --shard 0/4 --out s1-0.jsonl\n  subterra sim merge --expect-shards 4 s1-*.jsonl\n\nÉtudes sur une grappe de calcul : docs/SIMULATION.md.\n',
      merge: 'additionner les fichiers de résultats des tranches d’une étude (sim --out) en un seul tableau',
      files: 'fichiers de résultats de subterra sim --out, ou dossiers qui en contiennent (leurs *.jsonl)',
      'expect-games':
        'refuser si les fichiers ne contiennent pas toutes les parties d’une étude de N par configuration',
      'expect-shards': 'refuser si les fichiers ne contiennent pas les N tranches de l’étude',
      'merge-examples':
        '\nExemples :\n  subterra sim merge results/*.jsonl\n  subterra sim merge --expect-shards 100 --json results/\n',
    },

    error: {
      'see-help': '{{why}} (voir subterra --help)',

      internal: 'erreur interne : {{why}}',
      'internal-debug': 'erreur interne : {{why}} (SUBTERRA_DEBUG=1 pour les détails)',
      'file-internal': '{{file}} : erreur interne : {{why}}',
      unknown: 'inconnue',
      'cannot-write': 'impossible d’écrire la sortie : {{why}}',
      commands: 'les commandes sont {{list}}',
      'unknown-command': 'commande inconnue : {{name}} ; {{commands}}',
      'unknown-option': 'option inconnue : « {{option}} »',
      'unknown-option-did-you-mean': 'option inconnue : « {{option}} » (vouliez-vous dire {{suggestion}} ?)',
      'unknown-option-one-of': 'option inconnue : « {{option}} » (vouliez-vous dire l’une de {{suggestions}} ?)',
      'too-many_one': 'trop d’arguments pour « {{command}} » : {{count}} argument attendu, reçu {{got}} : {{details}}.',
      'too-many_many':
        'trop d’arguments pour « {{command}} » : {{count}} arguments attendus, reçu {{got}} : {{details}}.',
      'too-many_other':
        'trop d’arguments pour « {{command}} » : {{count}} arguments attendus, reçu {{got}} : {{details}}.',
      'too-many-top_one': 'trop d’arguments : {{count}} argument attendu, reçu {{got}} : {{details}}.',
      'too-many-top_many': 'trop d’arguments : {{count}} arguments attendus, reçu {{got}} : {{details}}.',
      'too-many-top_other': 'trop d’arguments : {{count}} arguments attendus, reçu {{got}} : {{details}}.',
      'missing-argument': 'argument obligatoire manquant : « {{name}} »',
      'needs-value': '--{{name}} demande une valeur : {{allowed}}',
      twice: '--{{name}} est donnée deux fois ({{first}} et {{second}})',
      applies_one: '{{given}} sert à lancer une partie, pas à « {{command}} »',
      applies_many: '{{given}} servent à lancer une partie, pas à « {{command}} »',
      applies_other: '{{given}} servent à lancer une partie, pas à « {{command}} »',
      lang: '--lang doit valoir {{langs}}, pas {{got}}',
      'need-tty':
        'le jeu a besoin d’un terminal interactif (stdin et stdout doivent être un TTY) ; pour vérifier une partie enregistrée sans terminal : subterra replay FILE --json',
      'viewer-tty': 'la visionneuse a besoin d’un terminal interactif ; sans terminal : subterra replay FILE --json',
      'tutorial-tty': 'le tutoriel a besoin d’un terminal interactif (stdin et stdout doivent être un TTY)',
      'unknown-tutorial': 'aucun tutoriel ne s’appelle {{name}} ; les tutoriels : {{names}}',
      'save-elsewhere': '{{why}} (définissez SUBTERRA_HOME pour enregistrer ailleurs)',
      skipped: '{{file}} ignoré : {{why}}',
      'cannot-resume': 'impossible de reprendre {{file}} : {{why}}',
      'cannot-replay': 'impossible de rejouer {{file}} : {{why}}',
      'nothing-to-resume': 'aucune partie inachevée à reprendre dans {{dir}} (voir subterra games)',
      'file-error': '{{file}} : {{why}}',
      budget: '--budget-ms doit être un nombre entier de millisecondes de {{min}} à {{max}}, pas {{got}}',

      'not-saved-kept':
        'la partie n’a pas pu être enregistrée : {{why}} ; le dernier bon enregistrement est {{file}} (reprendre avec : subterra --resume)',
      'not-saved-nothing': 'la partie n’a pas pu être enregistrée : {{why}} ; rien n’a été enregistré',
      'could-not-save': 'enregistrement impossible : {{why}}',
    },

    option: {
      players: 'un nombre de {{min}} à {{max}}',
      seed: 'n’importe quel texte d’au plus {{max}} caractères',
      team: '{{min}} à {{max}} identifiants de spéléos séparés par des virgules, par exemple {{example}}',
      'must-be': '{{name}} doit valoir {{allowed}} (reçu : {{got}})',
      'resume-clash': '--resume ne se combine pas avec {{options}} : une partie reprise garde les options de son début',
      'daily-seed': '--daily joue la caverne du jour (graine daily-AAAA-MM-JJ) : il ne se combine pas avec --seed',
      'seed-empty': '--seed ne doit pas être vide',
      'seed-long': '--seed doit faire au plus {{max}} caractères (reçu : {{n}})',
      'seed-control': '--seed ne doit pas contenir de caractères de contrôle',
      'team-needs': '--team demande {{allowed}}',
      'team-empty': '--team contient un identifiant de spéléo vide (reçu : {{got}})',
      'team-unknown': '--team : spéléo inconnu, {{got}} ; les spéléos sont {{cavers}}',
      'team-twice': '--team : le spéléo {{got}} est donné deux fois',
      'team-size': '--team doit donner de {{min}} à {{max}} spéléos (reçu : {{n}})',
      'cavers-players': '--cavers {{cavers}} ne va pas avec --players {{players}} : {{rule}}',
      'team-cavers': '--team : nombre de spéléos {{n}}, mais --cavers vaut {{cavers}}',
      'team-players': '--team : nombre de spéléos {{n}}, qui ne va pas avec --players {{players}} : {{rule}}',
    },

    left: {
      over: 'Partie finie ({{result}}). Enregistrement : {{file}}\nLa revoir : subterra replay {{file}}',
      'over-short': 'Partie finie ({{result}}). Enregistrement : {{file}}',
      saved: 'Partie enregistrée : {{file}}\nLa reprendre : subterra --resume',
      'tutorial-done': 'Tutoriel terminé ({{result}}). Votre première partie : subterra',
      'tutorial-saved': 'Tutoriel enregistré : {{command}} reprend là où vous l’avez laissé',
      result: { gold: 'or', silver: 'argent', bronze: 'bronze', failure: 'défaite' },
    },
  },

  games: {
    none: 'Aucune partie enregistrée dans {{dir}}.\nEn commencer une : subterra',
    title_one: '{{count}} partie enregistrée dans {{dir}}, la plus récente en premier :',
    title_many: '{{count}} parties enregistrées dans {{dir}}, les plus récentes en premier :',
    title_other: '{{count}} parties enregistrées dans {{dir}}, les plus récentes en premier :',
    columns: {
      date: 'DATE',
      seed: 'GRAINE',
      difficulty: 'DIFFICULTÉ',
      cavers: 'SPÉLÉOS',
      result: 'RÉSULTAT',
      rounds: 'TOURS',
      file: 'FICHIER',
    },
    easy: '{{difficulty}} (facile)',
    players: '({{n}} j.)',
    result: {
      gold: 'or',
      silver: 'argent',
      bronze: 'bronze',
      failure: 'défaite',
      unfinished: 'inachevée',
      'not replayable': 'non rejouable',
    },
    newest: 'Revoir la plus récente :  subterra replay {{file}}',
    resume: 'Reprendre la dernière partie inachevée :  subterra --resume',
  },
} as const;
