// The screens of a game's end and around it, in French: the end screen and each caver's story, the
// tutorial's end, the hot-seat hand-over, the history, the size message, the replay viewer.

export const end = {
  end: {
    title: 'SUB TERRA — la partie est finie',
    medal: {
      gold: 'OR — tout le monde est sorti !',
      silver: 'ARGENT — un spéléo a été abandonné',
      bronze: 'BRONZE — deux spéléos ont été abandonnés',
      failure: 'DÉFAITE — trois spéléos ou plus ont été abandonnés',
    },
    summary: 'Tours joués : {{rounds}}   Graine : {{seed}}   Difficulté : {{difficulty}}',
    easy: '{{difficulty}} (facile)',
    share: 'Partager : {{line}}',
    'share-label': 'Partager :',
    saved: 'Partie enregistrée dans {{file}}',
    'saved-to': 'Partie enregistrée dans :',
    watch: 'La revoir :  subterra replay {{file}}',
    'watch-long': 'La revoir :  subterra replay <ce fichier>  (affiché en entier en quittant)',
    'not-saved': 'La partie n’a pas pu être enregistrée : {{why}}',
    keys: 'r : rejouer la graine   n : nouvelle graine   P : l’histoire   q : quitter',
  },

  story: {
    cause: {
      flood: 'Inondation',
      gas: 'Gaz',
      cavein: 'Éboulement',
      tremor: 'Secousse',
      rough: 'terrain accidenté',
      exert: 'Se dépasser',
      horror: 'Horreur',
      outoftime: 'ténèbres',
    },
    dark: 'englouti par les ténèbres au tour {{round}}',
    fainted: 'tombé inconscient ({{cause}}), tour {{round}}, jamais réveillé',
    'fainted-woken': 'tombé inconscient ({{cause}}), tour {{round}}, réveillé au tour {{woken}}',
    escaped: 'sorti de la caverne',
    taken: 'englouti par les ténèbres',
    'left-behind': 'abandonné : {{loss}}',
    unconscious: 'abandonné inconscient dans la caverne',
    'under-water': 'abandonné sous l’eau',
    standing: 'resté debout dans la caverne',
    earlier: '{{now}} (avant : {{losses}})',
    'all-out': 'Tour {{round}} : toute l’équipe se tenait sur la Sortie.',
    'feet-out': 'Tour {{round}} : tous ceux encore debout se tenaient sur la Sortie.',
    'feet-out-but': 'Tour {{round}} : tous ceux debout sur la Sortie ({{rest}}).',
    'dark-n': '{{n}} pris par les ténèbres',
    'down-n': '{{n}} à terre',
    'none-out': 'Tour {{round}} : plus aucun spéléo debout hors de la Sortie.',
    'none-out-dark': 'Tour {{round}} : aucun spéléo debout hors de la Sortie ({{n}} pris par les ténèbres).',
  },

  'tutorial-end': {
    title: ' SUB TERRA — le tutoriel est terminé',
    medal: '{{medal}}  (tour {{round}})',
    learned:
      'Vous savez maintenant découvrir et explorer, vous déplacer, courir et nager, vous dépasser, soigner, dégager des éboulis, vous cacher, réveiller un spéléo avec Panser et en déplacer un autre avec Diriger ; vous avez vu une Secousse, une Inondation, du Gaz, un Éboulement et une Horreur.',
    next: 'Une vraie partie a toute la pile de {{deck}} tuiles et environ 22 cartes Danger : découvrez dès le premier tour, gardez l’équipe groupée et surveillez Tuiles face à Danger dans le panneau. ? en partie montre toutes les touches.',
    keys: 'n : votre première vraie partie (nouvelle caverne, même équipe)   q : quitter',
    again: '{{command}} --restart rejoue ce tutoriel',
    'learned-deeper':
      'Vous avez descendu une chute, placé une corde sur une corniche, franchi un rétrécissement, vu une Horreur choisir sa victime à égalité et rencontré Temps écoulé ; vous avez observé une case et utilisé H, D et I.',
    deeper: '{{key}} : le second tutoriel, Plus profond : corniches, chutes, rétrécissements, Horreurs, Temps écoulé',
  },

  handover: {
    title: 'JOUEUR {{n}}',
    choice: 'Le joueur {{n}} a un choix à faire.',
    plays: 'Le joueur {{n}} joue maintenant {{who}}.',
    next: 'C’est au joueur {{n}}.',
    cavers: 'Spéléos du joueur {{n}} : {{cavers}}',
    pass: 'Passez le clavier, puis appuyez sur Entrée ou Espace.',
    keys: '({{help}} aide · {{history}} historique · {{quit}} sauver et quitter)',
  },

  history: {
    title: ' HISTORIQUE · le journal de toute la partie · {{where}}',
    empty: 'vide',
    lines: 'lignes {{from}}-{{to}} sur {{n}}',
    keys: '↑↓ ligne · PgPréc/PgSuiv ou b/Espace page · g début · G fin · Échap retour',
  },

  small: {
    size: 'Le terminal fait {{cols}}×{{rows}} ; subterra a besoin de {{minCols}}×{{minRows}} au moins.',
    larger: 'Agrandissez la fenêtre pour continuer (q sauve et quitte).',
  },

  replay: {
    head: ' SUB TERRA REVOIR · tour {{round}} · action {{i}}/{{n}} · {{title}}',
    'head-result': ' SUB TERRA REVOIR · {{result}} · tour {{round}} · action {{i}}/{{n}} · {{title}}',
    'no-round': 'Il n’y a pas de tour {{round}} : cette partie a les tours 1 à {{last}}',
    jump: 'Aller au tour (1 à {{last}}) : {{typed}}▏ (Entrée, Échap)',
    keys: '←/→ pas · ↑/↓ tour · g tour n° · Espace pause · 0/$ début/fin · q quitter',
    'keys-paused': '←/→ pas · ↑/↓ tour · g tour n° · Espace lecture · 0/$ début/fin · q quitter',
  },
} as const;
