// The tutorial in French: its lessons' titles, what its guide says at each step (`{x}` is the key of
// action x, as the menu shows it), the guide's own lines, the keys by their names. The cavers are
// named as the rulebook names them, with the article ("le Chef", "le Medecin"): all masculine.

export const tutorial = {
  tutorial: {
    lesson: {
      welcome: 'Bienvenue',
      reveal: 'Découvrir une tuile',
      move: 'Se déplacer',
      exert: 'Points d’action et Se dépasser',
      explore: 'Explorer',
      frontier: 'Le front',
      phases: 'Les quatre phases',
      flood: 'L’eau et l’Inondation',
      run: 'Courir',
      pace: 'Le rythme des tuiles',
      exit: 'La Sortie',
      swim: 'Nager',
      gas: 'Fuite de gaz',
      heal: 'Soigner',
      cavein: 'Éboulement',
      rubble: 'Dégager des éboulis',
      horrors: 'Les Horreurs',
      firstaid: 'Panser',
      hide: 'Se cacher',
      escape: 'S’échapper',
      direct: 'Diriger',
      result: 'Le résultat',
      deeper: 'Plus profond',
      deck: 'La pile Danger',
      drop: 'Les chutes',
      rope: 'Les cordes',
      ledge: 'Les corniches',
      nearest: 'La victime la plus proche',
      tunnel: 'Les rétrécissements',
      look: 'Observer une case',
      hint: 'Le conseil',
      repel: 'Repousser',
      outoftime: 'Temps écoulé',
      'way-out': 'La sortie',
    },
    step: {
      'welcome-1':
        'Quatre spéléos sont piégés dans une caverne : menez-les tous sur la Sortie avant la fin du temps. La caverne (à gauche) grandit à mesure que vous la découvrez ; le panneau (à droite) montre les PV ♥ de chacun et les actions possibles.',
      'welcome-2':
        'Le temps, c’est la pile Danger (Danger, au panneau) : une carte par tour. Dans un tour, chaque spéléo joue 2 points d’action (PA), puis les Horreurs avancent, puis une carte Danger frappe. Ici, leur ordre est fixé pour tout montrer.',
      'welcome-3':
        'Lisez chaque note, puis Entrée ou Espace. Quand des touches sont demandées, le tutoriel les attend (la ligne du bas les montre) et dit pourquoi une autre est refusée. q quitte à tout moment ; subterra tutorial vous ramène ici.',
      'reveal-1':
        'Le Chef (▶8) joue en premier : il a le marqueur Premier Spéléo ★. La tuile Départ est ouverte de tous côtés ; chaque ? est une case où une tuile peut être découverte.',
      'reveal-2':
        'Découvrir (1 PA) : {reveal}, puis ↑ pour le nord. La tuile du dessus de la pile y apparaît dans un double cadre ; → ou Espace la tournerait. Elle est ouverte au nord, à l’est et au sud, comme voulu : Entrée la place.',
      'move-1':
        'Les flèches (ou h j k l) vont sur une tuile connectée pour 1 PA : les deux côtés face à face doivent être libres. Appuyez sur ↑ pour aller sur la nouvelle tuile.',
      'exert-1':
        'Les deux PA sont dépensés. Une fois par tour, un spéléo peut Se dépasser ({exert}) : un PA de plus tout de suite, et un jet de talent en fin de tour (un dé : 4 ou plus réussit ; un échec coûte 1 PV). Appuyez sur {exert}.',
      'exert-2':
        'Dépensez-le : découvrez à l’est ({reveal}, →, Entrée). C’est une tuile Gaz (g) : sans danger tant qu’aucune carte Gaz n’est retournée.',
      'exert-3':
        'Finissez le tour avec . (Entrée aussi, en demandant d’abord s’il reste des PA). Voici le jet de Se dépasser : le Chef ajoute 1 à tous ses dés.',
      'explore-1':
        'C’est au tour du Médecin. Explorer (1 PA), c’est Découvrir et aller sur la nouvelle tuile d’un coup : {explore}, puis →, puis Entrée. On choisit avant de voir la tuile, comme autour de la table.',
      'explore-2':
        'Une tuile inondable (~) : elle est inondée quand une carte Inondation arrive. Le Médecin garde son dernier PA : . finit un tour tout de suite, qu’il reste des PA ou non.',
      'frontier-1':
        'Le Garde du corps (7) a 5 PV. Les côtés libres face à des cases vides (les ?) forment le front : la caverne ne grandit que là. Découvrez à l’ouest : {reveal} ←, → pour l’ouvrir à l’est, au sud et à l’ouest, Entrée.',
      'frontier-2':
        'Une tuile Éboulement : ses deux chiffres sont les jets de dé qui la font s’effondrer. Une tuile posée doit s’ouvrir vers vous, et aucune ne peut fermer tout le front. Finissez le tour : .',
      'phases-1':
        'Le Grimpeur (5) attend ce tour-ci : appuyez sur . Après le dernier tour de jeu, les autres phases se jouent pas à pas : Espace ou Entrée pour l’étape suivante, Échap pour aller à la fin.',
      'phases-2':
        'Voilà un tour : les spéléos, puis la phase Horreur (pas encore d’Horreur), puis la phase Danger : une Secousse. Chacun hors de la Sortie a fait un jet de talent ; le Garde du corps a fait 2 et perdu 1 PV (♥♥♥♥♡).',
      'phases-3':
        'Enfin la phase Fin de tour : le marqueur Premier Spéléo ★ est passé au Médecin, qui commence le tour 2. La pile Danger a une carte de moins (Danger sur le panneau) : c’est votre temps qui file.',
      'flood-1':
        'Le Médecin est sur l’eau. Découvrez à l’est : {reveal} →, Entrée. Une tuile Horreur (h) : les Horreurs apparaissent sur ces tuiles quand une carte Horreur arrive.',
      'flood-2': 'Il reste sur l’eau ce tour-ci, pour voir ce que fait une Inondation : . finit son tour.',
      'run-1':
        'Courir (2 PA) : jusqu’à trois déplacements en une action. {run}, puis ↑ et → (le chemin s’affiche sur le plateau), puis Entrée : le Garde du corps court jusqu’à la tuile Gaz.',
      'run-2': 'Finissez son tour : .',
      'pace-1':
        'La Sortie vient de la pile : chaque tuile découverte la rapproche. Le Grimpeur découvre au sud : {reveal} ↓, Entrée.',
      'pace-2': 'Finissez son tour : .',
      'pace-3': 'Le Chef aussi : {reveal} ↑, Entrée.',
      'flood-3': 'Finissez le tour avec . et regardez la phase Danger.',
      'flood-4':
        'Une Inondation : toute tuile inondable est inondée (≈) et chaque spéléo dessus perd 1 : il reste 2 PV au Médecin. Une tuile inondée le reste : seul Nager (2 PA) y entre ; en sortir est un déplacement ordinaire.',
      'exit-1': 'Tour 3 : le Garde du corps a le marqueur. Découvrez à l’est depuis la tuile Gaz : {reveal} →, Entrée.',
      'pace-4':
        'La Sortie ! En vraie partie, elle est parmi les {{among}} dernières des {{deck}} tuiles, et quelque 22 cartes Danger font quelque 22 tours : découvrez 3 tuiles par tour dès le tour 1, ou le temps manquera. Comparez Tuiles et Danger au panneau.',
      'exit-2': 'Allez-y : →. Sur la Sortie, un spéléo ne perd jamais de PV et aucune Horreur ne le traque.',
      'exit-3': 'Finissez son tour : .',
      'swim-1':
        'Le Grimpeur rejoint le Médecin sur la tuile inondée. Une flèche ne peut pas y entrer : Nager ({swim}, puis →) coûte 2 PA.',
      'swim-2': 'Finissez son tour : .',
      'swim-3': 'Le Chef attend : .',
      'swim-4': 'Le Médecin quitte la tuile inondée par un déplacement ordinaire : ←.',
      'gas-1': 'Finissez le tour : .',
      'gas-2':
        'Une carte Gaz : les spéléos sur les tuiles Gaz perdent 2 (personne n’y était). Jusqu’à la phase Danger suivante, toute tuile Gaz fuit (!◦ ou g!) : y entrer coûte 2 PV.',
      'gas-3': 'Tour 4. Le Grimpeur part à l’ouest, vers la tuile Éboulement : ←',
      'gas-4': 'et ← encore.',
      'gas-5': 'Finissez son tour : .',
      'gas-6':
        'Le chemin du Chef vers la Sortie passe par le gaz qui fuit. Appuyez sur → : le jeu prévient avant tout pas qui coûte des PV. Puis Échap : il reste.',
      'gas-7': 'Il attend que la fuite se dissipe : .',
      'heal-1':
        'Le Médecin a 2 PV sur 3. Soigner (2 PA) : vous, ou un spéléo sur votre tuile, récupérez 1 PV. Seul sur sa tuile, il se soigne : {heal}.',
      'heal-2': 'Finissez son tour : .',
      'cavein-1': 'Le Garde du corps attend sur la Sortie : . Puis regardez la carte Éboulement.',
      'cavein-2':
        'Le dé a fait 5 : toute tuile Éboulement marquée 5 s’est effondrée. Des éboulis (#) la remplissent et qui s’y trouve perd 3 : le Grimpeur est tombé inconscient. Un spéléo inconscient (¹-⁸ sur le plateau) ne joue plus avant d’être soigné.',
      'rubble-1': 'Tour 5. Le Chef attend : .',
      'rubble-2':
        'Aucun spéléo ne peut entrer sur une tuile avec des éboulis (sauf le Grimpeur, grâce à Agilité). Dégager des éboulis (2 PA) sur votre tuile ou à côté : {clear}, puis ←.',
      'rubble-3': 'Encore un PA pour rejoindre le Grimpeur : se dépasser, {exert}.',
      'rubble-4': 'Et ←.',
      'rubble-5': 'Finissez son tour : . (son jet de Se dépasser vient maintenant).',
      'horrors-1':
        'Le Garde du corps attend : . Le tour du Grimpeur est passé : il est inconscient. Regardez la carte Horreur.',
      'horrors-2':
        'Une Horreur (H) est apparue sur la tuile Horreur la plus proche de sa victime : un spéléo conscient hors de la Sortie (jamais l’Éclaireur, ni un spéléo caché). À chaque phase Horreur, elle avance d’une tuile vers sa victime la plus proche.',
      'horrors-3':
        'Une Horreur qui atteint un spéléo, ou dans laquelle un spéléo entre, lui prend tous ses PV. Inondations, gaz et éboulis n’arrêtent pas les Horreurs : seules les parois. Une Horreur à plus de 7 tuiles de toute victime disparaît.',
      'firstaid-1':
        'La capacité du Médecin, Panser (1 PA) : un autre spéléo sur sa tuile récupère 1 PV. Appuyez sur {firstaid} : un spéléo qui retrouve des PV reprend conscience.',
      'firstaid-2': 'Une action peut être refaite dans le même tour : {firstaid}.',
      'firstaid-3': 'Finissez son tour : .',
      'hide-1': 'Le Garde du corps attend : .',
      'hide-2':
        'Réveillé avant son tour de jeu, le Grimpeur joue ce tour-ci. Se cacher (2 PA et un jet) : s’il réussit, aucune Horreur ne le choisit pour victime ce tour-ci. Appuyez sur {hide}.',
      'hide-3': 'Finissez son tour : .',
      'hide-4': 'Le Chef finit le tour : . Regardez l’Horreur avancer.',
      'hide-5':
        'L’Horreur est entrée dans l’eau vers le Médecin : le Grimpeur caché, le Médecin et le Chef étaient les plus proches, et une égalité va au plus petit numéro. Tous ont réussi la Secousse.',
      'escape-1': 'Tour 7 : il est temps de sortir. Le Garde du corps attend sur la Sortie : .',
      'escape-2':
        'Les Horreurs n’avancent qu’en phase Horreur : passer à côté d’une Horreur est sans danger, finir le tour près d’elle non. Courir : {run}, puis → ↑ →, puis Entrée.',
      'escape-3': 'La Sortie est un pas plus loin : se dépasser pour un PA de plus, {exert},',
      'escape-4': 'et → sur la Sortie.',
      'escape-5': 'Finissez son tour : . Son jet de Se dépasser peut échouer, mais sur la Sortie il ne perd rien.',
      'direct-1':
        'La capacité du Chef, Diriger (1 PA, une fois par tour) : un autre spéléo effectue aussitôt une action à 1 PA. {direct}, puis 6 pour le Médecin, puis → pour l’envoyer à l’est.',
      'direct-2': 'Le Chef : {exert} pour un PA de plus,',
      'direct-3': 'puis → à travers le gaz (la fuite est finie),',
      'direct-4': 'et → sur la Sortie.',
      'direct-5': 'Finissez son tour : .',
      'result-1':
        'La partie finit dès que tous les spéléos conscients sont sur la Sortie. La médaille compte ceux laissés derrière (inconscients, ou pris par les ténèbres) : aucun Or, un Argent, deux Bronze, trois ou plus Défaite.',
      'result-2': 'Ramenez le Médecin pour l’Or : {run}, puis ↑ → →, puis Entrée.',
      // ---- Plus profond, le second tutoriel.
      'deeper-1':
        'Plus profond : une caverne de chutes, de corniches et de rétrécissements, une Horreur qui doit choisir sa victime, et la dernière carte, Temps écoulé. Quatre spéléos ; le Grimpeur (5) a le marqueur Premier Spéléo ★.',
      'deeper-2':
        'Deux fois, vous choisirez quoi faire, et la note suivante dira ce que votre choix a fait. Tuiles, cartes et dés sont fixés comme au premier tutoriel ; chaque règle est celle du jeu.',
      'deck-1':
        'Le temps d’abord. Appuyez sur {deck} : la pile Danger comptée par type, avec la chance de chaque prochaine carte. Il reste deux cartes, puis Temps écoulé. {deck} de nouveau la ferme.',
      'drop-1':
        'Le Grimpeur explore au nord : {explore}, ↑, Entrée. La nouvelle tuile est une Chute : sa flèche (↑) pointe à l’opposé du spéléo qui l’a découverte, vers le fond de la caverne.',
      'drop-2':
        'Descendre une chute est libre ; remonter, contre sa flèche, est interdit sans corde. Essayez : appuyez sur ↓ et lisez pourquoi le jeu refuse.',
      'rope-1':
        'À vous de choisir, avec son dernier PA : S’assurer ({quickknot}, 1 PA, sans jet) pose une corde sur la chute ; ou finir son tour sans corde : . (point).',
      'rope-2':
        'Corde posée. Avec une corde, une chute (ou une corniche) est une tuile ordinaire dans les deux sens : chacun peut remonter ici. Une corde reste toute la partie ; il y en a 6. Finissez son tour : .',
      'rope-3':
        'Pas de corde : la chute reste à sens unique. Personne n’a à remonter aujourd’hui, cela ne coûte rien ; mais une équipe forcée de revenir resterait en bas jusqu’à ce qu’on en pose une.',
      'ledge-1': 'Le Chef (8) le suit en bas de la chute : ↑.',
      'ledge-2':
        'Il découvre au nord : {reveal}, ↑, Entrée. Une Corniche : rien n’en sort par le côté que montre sa flèche, ni déplacement, ni Découvrir, ni Explorer, tant qu’aucune corde n’y est placée.',
      'ledge-3': 'Finissez son tour : .',
      'nearest-1':
        'Le Médecin (6) découvre à l’est du Départ : {reveal}, →, Entrée. Une tuile Horreur : quand une carte Horreur est retournée, une Horreur apparaît sur la tuile Horreur la plus proche de sa victime.',
      'nearest-2': 'Il descend la chute à son tour : ↑.',
      'nearest-3': 'Finissez son tour : .',
      'nearest-4':
        'Le Garde du corps (7) les rejoint : ↑. Les quatre sont sur la chute, à 2 tuiles de la tuile Horreur.',
      'nearest-5':
        'Finissez le tour : . Puis les phases se jouent : Espace ou Entrée pour chaque étape, Échap pour les passer.',
      'nearest-6':
        'Une carte Horreur : une Horreur (H) est apparue. Appuyez sur {hunts} : le plateau montre la victime de chaque Horreur et le chemin qu’elle prendra ({hunts} de nouveau les cache).',
      'nearest-7':
        'Sa victime est le spéléo conscient hors de la Sortie le plus proche. Les quatre sont à 2 pas : une égalité va au plus petit numéro, donc au Grimpeur (5), pas au Médecin (6).',
      'ledge-4':
        'Tour 2. Le Chef monte sur la corniche : ↑. La caverne continue au nord, mais la flèche pointe au nord : ce passage est fermé tant qu’aucune corde n’est placée.',
      'rope-4':
        'Placer une corde (2 PA et un jet de talent) est une action de tous. Il lui reste 1 PA : Se dépasser ({exert}) pour un troisième.',
      'rope-5':
        'Placer une corde : {rope}. Un 4 ou plus au dé la pose (le Chef ajoute 1) ; en cas d’échec, les PA sont dépensés et aucune corde n’est posée.',
      'rope-6':
        'Elle tient : la corniche est maintenant une tuile ordinaire dans les deux sens. Finissez son tour : . (puis son jet pour s’être dépassé).',
      'tunnel-1': 'Le Médecin monte sur la corniche : ↑.',
      'tunnel-2':
        'Avec la corde, il peut découvrir au nord : {reveal}, ↑, Entrée. Un Rétrécissement : on n’y entre qu’en s’y glissant (2 PA) ou en l’explorant ; le Grimpeur (Agilité) y marche.',
      'tunnel-3': 'Finissez son tour : .',
      'look-1':
        'Le Garde du corps attend. Observez d’abord : {look} lance l’observation ; ↓ puis → mènent le curseur sur l’Horreur, et le panneau dit ce qu’il y a. Échap en sort.',
      'look-2': 'Il reste près du Grimpeur, tous deux à 2 pas de l’Horreur. Finissez son tour : .',
      'hint-1':
        'Au tour du Grimpeur. {hint} demande un conseil à l’IA : une action et pourquoi, d’après ce que vous voyez. {hint} de nouveau la jouerait ; pas maintenant.',
      'hint-2':
        'Il reste quand même, pour la leçon : finissez son tour avec . Puis l’Horreur avance ; le Grimpeur et le Garde du corps sont à 2 pas : voyez qui elle choisit.',
      'nearest-8':
        'Elle a avancé vers le Grimpeur : entre égaux, le plus petit numéro passe avant (5 avant 7). La carte Gaz n’a trouvé aucune tuile Gaz et n’a rien fait.',
      'tunnel-4': 'Tour 3. Le Médecin entre dans le boyau : {squeeze}, ↑ (2 PA).',
      'tunnel-5': 'Se dépasser ({exert}) pour un PA de plus…',
      'tunnel-6': '…et découvrir au nord : {reveal}, ↑, Entrée. La Sortie !',
      'tunnel-7': 'Finissez son tour : . (le jet pour s’être dépassé).',
      'repel-1':
        'À vous de choisir : l’Horreur est juste au sud du Garde du corps. Repousser ({repel}, ↓, 1 PA) la retire de la caverne ; ou la laisser et monter sur la corniche : ↑.',
      'repel-2':
        'Disparue : une Horreur repoussée quitte la caverne, et plus rien ne vous traque (une carte Horreur pourrait en amener une autre). Il monte sur la corniche : ↑.',
      'repel-3': 'Finissez son tour : .',
      'repel-5':
        'Elle reste, et chasse : appuyez sur {hunts} pour voir sa victime et le chemin qu’elle prendra ; {hunts} de nouveau les cache.',
      'repel-4':
        'Une Horreur avance d’une tuile par tour, en phase Horreur : elle vous suivra d’un pas, sans rattraper des spéléos qui gardent leur avance. Finissez son tour : .',
      'tunnel-8':
        'Le Grimpeur a l’Agilité : il entre dans un rétrécissement par un simple déplacement. ↑ sur la corniche…',
      'tunnel-9': '…puis ↑ dans le rétrécissement, pour 1 PA.',
      'tunnel-10': 'Finissez son tour : .',
      'outoftime-1':
        'Au tour du Chef. Appuyez sur {deck} : il ne reste que Temps écoulé, et la phase Danger de ce tour la retourne. {deck} de nouveau ferme la page.',
      'outoftime-2':
        'Dès Temps écoulé, à chaque phase Danger, chaque spéléo hors de la Sortie fait un jet ; qui échoue est pris par les ténèbres, pour de bon. Entrez dans le boyau : {squeeze}, ↑.',
      'outoftime-3': 'Finissez son tour : . Puis regardez la phase Danger.',
      'outoftime-4':
        'Temps écoulé : les quatre ont fait leur jet, et l’ont réussi cette fois. Au prochain tour, ils recommencent, sauf sur la Sortie. Tout le monde en haut !',
      'way-out-1': 'Tour 4. Le Garde du corps entre dans le boyau : {squeeze}, ↑…',
      'way-out-2': '…se dépasse ({exert}) pour un PA de plus…',
      'way-out-3':
        '…et pose le pied sur la Sortie : ↑. Sur la Sortie, rien ne peut blesser un spéléo, pas même Temps écoulé.',
      'way-out-4': 'Finissez son tour : . Son jet est lancé, mais sur la Sortie il ne coûte rien.',
      'way-out-5': 'Le Grimpeur : ↑ jusqu’à la Sortie.',
      'way-out-6': 'Finissez son tour : .',
      'way-out-7': 'Le Chef : ↑.',
      'way-out-8': 'Finissez son tour : .',
      'way-out-9': 'Le Médecin en dernier : ↑. La partie finit dès que chaque spéléo conscient est sur la Sortie.',
    },
  },

  guide: {
    title: 'Tutoriel · {{lesson}} · étape {{i}} sur {{n}}',
    over: 'Le tutoriel est fini : n lance votre première vraie partie, q quitte',
    'over-next': 'Tutoriel fini : {{key}} le suivant, Plus profond · n une vraie partie · q quitte',
    'no-undo': '{{key}} reprend un coup tant que rien de caché n’a été vu ; pas dans le tutoriel',
    'read-on': 'Entrée ou Espace : note suivante · ? aide · q quitter (votre place est gardée)',
    'go-on': 'Entrée ou Espace : continuer · ? aide · q quitter (votre place est gardée)',
    'go-on-brief': 'Entrée ou Espace : continuer',
    nothing: 'rien',
    'key-is': '{{key}} est {{action}} ; ',
    arrows: 'les flèches déplacent ; ',
    enter: 'Entrée finit le tour ; ',
    esc: 'Échap revient en arrière ; ',
    'not-that-key': 'Pas cette touche : {{why}}cette étape attend {{wanted}}',
    lost: 'Le tutoriel a perdu sa place : il suit la partie à partir d’ici',
    stuck: 'le tutoriel ne peut pas continuer : {{why}}',
    press: 'Appuyez sur {{key}}',
    'press-all': 'Appuyez sur {{key}}   (cette étape : {{keys}})',
    /** A key the next step waits for, pressed while the phases are still shown. */
    'after-phases': 'Après les phases : Espace ou Entrée pour l’étape suivante, Échap pour les passer',
    choose: 'À vous de choisir : {{keys}}',
    or: ' ou ',
    'not-read': 'Votre tutoriel n’a pas pu être lu ({{why}}) : il recommence',
    'not-continued': 'Votre tutoriel n’a pas pu continuer ({{why}}) : il recommence',
    'not-tutorial': '{{file}} n’est pas un tutoriel : il recommence',
    'other-tutorial': '{{file}} contient un autre tutoriel : celui-ci recommence',
  },

  key: { enter: 'Entrée', esc: 'Échap', tab: 'Tab', space: 'Espace' },
} as const;
