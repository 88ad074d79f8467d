// The help and the rules pages in French: the keys page (a line each, at most 80 columns), the
// parts and titles, the legend page, the round, and the pages of the cavers, cards and tiles. The
// rules follow the French rulebook's wording where it is clear, and docs/RULES.md where it is not.

export const help = {
  help: {
    keys: {
      '01': 'SUB TERRA : menez vos spéléos à la Sortie avant que les ténèbres les prennent.',
      '02': 'Un tour : 1 chaque spéléo agit (2 PA) à partir du ★ · 2 les Horreurs avancent',
      '03': 'vers leur victime · 3 une carte Danger frappe (la pile est votre temps ; Temps',
      '04': 'écoulé est la dernière) · 4 le ★ passe, la cachette cesse, Diriger revient.',
      '05': '',
      '06': '←↑→↓ {{left}}{{down}}{{up}}{{right}} Se déplacer (1)  {{explore}} Explorer (1)  {{reveal}} Découvrir (1)  {{run}} Courir (2 : 3 pas)',
      '07': '{{heal}} Soigner (2) {{swim}} Nager (2) {{squeeze}} Entrer dans un boyau (2) {{clear}} Dégager des éboulis (2)',
      '08': '{{rope}} Placer une corde (2+jet)  {{hide}} Se cacher (2+jet)  {{exert}} Se dépasser (+1 PA+jet)',
      '09': '{{dive}} Plonger/surface  {{quickdig}} Déblayer  {{demolish}} Démolition  {{quickknot}} S’assurer  {{firstaid}} Panser  {{sprint}} Sprinter',
      '10': '{{repel}} Repousser  {{direct}} Diriger  Entrée fin du tour ({{end}} aussitôt)  {{quit}} sauver et quitter',
      '11': 'Placer une tuile : ←/→ la tourner · Tab autre tuile (Guide, Géologue) · Entrée',
      '12': 'Courir : flèches, Retour arr. annule, Entrée y va · Choix : 1-9/flèches, Entrée',
      '13': 'Phases : Espace/Entrée suite, Échap passer  {{auto}} étapes auto  {{deck}} pile Danger',
      '14': '{{look}} ou L observer une case ({{jumps}} 5 cases, Tab spéléos, Entrée y aller)',
      '15': '{{history}}/Ctrl+P historique  {{help}} aide  {{hunts}} traques  {{overview}} vue d’ensemble  Ctrl+C quitter',
      '16': '+/- taille des tuiles   {{theme}} thème : classique, daltonisme, contraste élevé (gardé)',
      '17': '{{hint}} un conseil de l’IA ({{hint}} encore le joue)   {{pilot}} l’IA joue le spéléo actif, ou non',
      '18': 'Tuiles : une brèche dans une paroi est un côté libre (deux côtés libres face à',
      '19': 'face : connexion). ▶1 spéléo qui joue, ¹-⁸ K.O., H Horreur ; ◆ choisi, ◇ autres.',
      '20': 'Jets : d6, 4+ réussit (Chef +1). La Sortie protège. 0 PV : K.O. jusqu’aux soins.',
      '21': 'Résultat, par spéléo hors de la Sortie : 0 Or, 1 Argent, 2 Bronze, 3+ Défaite.',
      '22': '{{undo}} ou Ctrl+Z : reprendre un coup de ce tour si aucun dé, tuile ou carte n’est vu',
      '23': '→ suite : plateau, tour, spéléos, cartes, tuiles · autre touche : retour au jeu',
    },

    part: {
      keys: 'Touches',
      board: 'Plateau',
      round: 'Tour',
      cavers: 'Spéléos',
      hazards: 'Cartes Danger',
      tiles: 'Tuiles',
    },
    title: {
      board: 'LE PLATEAU',
      round: 'LE TOUR',
      caver: 'SPÉLÉO {{n}} · {{name}}',
      hazard: 'CARTE DANGER · {{name}}',
      tile: 'TUILE · {{name}}',
    },
    head: '{{title}} · {{part}} · page {{i}} sur {{n}}',
    foot: '←/→ page · ↑/↓ touches, plateau, tour, spéléos, cartes, tuiles · autre : retour',

    board: {
      head: 'LE PLATEAU · tuiles {{size}} · thème : {{theme}}',
      'head-smaller': 'LE PLATEAU · tuiles {{drawn}} ({{size}} : pas la place) · thème : {{theme}}',
      foot: '+/- taille des tuiles · t thème · ← touches · → tour et règles · autre : retour',
    },

    round: {
      intro: 'Un tour se déroule en quatre phases :',
      action:
        '1 Phase Action. Chaque spéléo conscient, dans l’ordre de jeu à partir du marqueur Premier Spéléo ★, joue 2 PA : Découvrir, Se déplacer, Explorer, Courir, Soigner, les actions Danger (Nager, Entrer dans un boyau, Dégager des éboulis, Placer une corde, Se cacher) et ses capacités. Une fois par tour, il peut se dépasser pour un 3e PA, avec un jet de talent en fin de tour (d6, 4+ ; un échec coûte 1 PV).',
      horror:
        '2 Phase Horreur. Chaque Horreur avance d’une tuile vers sa victime potentielle la plus proche (H montre où). Une Horreur qui atteint un spéléo lui prend tous ses PV ; sans victime à 7 tuiles ou moins, elle disparaît. En cas d’égalité, le joueur du premier spéléo choisit.',
      hazard:
        '3 Phase Danger. La première carte Danger est résolue. La pile Danger est l’horloge : dessous, Temps écoulé ; dès lors, chaque spéléo hors de la Sortie fait un jet de talent à chaque tour ou est pris par les ténèbres.',
      end: '4 Phase Fin de tour. Le ★ passe au spéléo suivant ; Se cacher prend fin ; Diriger redevient disponible.',
      ending:
        'La partie s’arrête dès que tous les spéléos conscients sont sur la Sortie, ou qu’aucun ne reste hors d’elle. Laissés hors de la Sortie : aucun Or, un Argent, deux Bronze, trois ou plus Défaite. La Sortie est parmi les six dernières tuiles : la ligne Sortie du panneau dit combien en découvrir encore.',
    },

    caver: {
      number:
        'Numéro {{n}} : en cas d’égalité, les Horreurs choisissent le plus petit numéro. Points de vie au départ : {{hp}}.',
      names: 'Noms dans les règles : {{tr}} (turc), {{fr}} (français).',
      ability: '{{name}} ({{cost}}) : {{text}}',
      passive: 'passive',
      ap: '{{ap}} PA',
      uses: 'Utilisations : {{n}} par partie (indiquées dans le panneau).',
    },

    hazard: {
      last: 'Toujours la dernière carte, sous la pile : elle n’est pas distribuée.',
      copies: 'Exemplaires dans la réserve de cartes : {{copies}}.',
      copy: '{{difficulty}} {{n}}',
      doubled: 'Une carte x2 : son effet a lieu deux fois, l’une après l’autre.',
      tiles: 'Tuiles {{name}} : {{rule}}',
      exit: 'Les spéléos sur la Sortie ne perdent aucun point de vie.',
      passive: '{{caver}} : {{name}}. {{text}}',
    },

    tile: {
      start: 'Une seule, là où commence la caverne.',
      exit: 'Une seule, mélangée parmi les six dernières tuiles de la pile.',
      count: '{{n}} dans la pile ({{shapes}} : X les quatre côtés, T trois, L un coin, I droite, D un cul-de-sac).',
      shape: '{{n}} {{shape}}',
      names: 'Noms dans les règles : {{tr}} (turc), {{fr}} (français).',
    },
  },
} as const;
