// The game's own terms in French, by the rules' ids: the French rulebook's words (docs/GLOSSARY.md
// gives each with its place in the rulebook). A caver's name is used as a name ("Chef (8) se
// deplace"), without an article, so no sentence needs one the catalog cannot know.

export const game = {
  caver: {
    diver: 'Plongeur',
    scout: 'Éclaireur',
    geologist: 'Géologue',
    engineer: 'Ingénieur',
    climber: 'Grimpeur',
    medic: 'Médecin',
    bodyguard: 'Garde du corps',
    leader: 'Chef',
  },

  action: {
    draw: 'Piocher',
    reveal: 'Découvrir',
    explore: 'Explorer',
    move: 'Se déplacer',
    swim: 'Nager',
    squeeze: 'Entrer dans un boyau',
    run: 'Courir',
    sprint: 'Sprinter',
    heal: 'Soigner',
    firstaid: 'Panser',
    clear: 'Dégager des éboulis',
    quickdig: 'Déblayer',
    rope: 'Placer une corde',
    quickknot: 'S’assurer',
    hide: 'Se cacher',
    exert: 'Se dépasser',
    end: 'Fin du tour',
    dive: 'Plonger',
    surface: 'Refaire surface',
    demolish: 'Démolition',
    repel: 'Repousser',
    direct: 'Diriger',
    choose: 'Choisir',
    pathfinder: 'Guide',
  },

  passive: {
    gear: 'Amphibie',
    pathfinder: 'Guide',
    stealthy: 'Furtivité',
    intuition: 'Intuition',
    careful: 'Prudent',
    agile: 'Agilité',
    protector: 'Protéger',
    experienced: 'Expérimenté',
  },

  ability: {
    dive: 'Sur une tuile inondable : quittez la caverne ; au tour suivant, pour seule action, refaites surface sur une tuile inondable. Sous l’eau, seuls Secousse et Temps écoulé vous atteignent.',
    gear: 'Les Inondations ne vous coûtent aucun PV ; vous entrez sur une tuile inondée avec Se déplacer (et Courir).',
    pathfinder:
      'Jusqu’à 3 fois par partie, au moment de placer une tuile, vous pouvez la défausser et placer la suivante de la pile (vous devez l’accepter).',
    stealthy:
      'Vous n’êtes jamais la victime potentielle d’une Horreur ; être sur la même tuile qu’une Horreur ne vous coûte rien.',
    quickdig: 'Enlevez un marqueur Éboulis de votre tuile ou d’une tuile adjacente connectée.',
    intuition:
      'Vous gardez une tuile Caverne de côté, face visible. Quand vous piochez une tuile, placez l’une des deux et gardez l’autre de côté ; pile vide, vous pouvez encore placer celle gardée.',
    demolish:
      '3 fois par partie : ouvrez aux explosifs une paroi de votre tuile (vers une tuile, ou vers une case vide pour Découvrir plus tard) ; puis un Éboulement a lieu aussitôt.',
    careful: 'Les Éboulements ne vous font perdre qu’un seul point de vie.',
    quickknot: 'Placez une corde sur la corniche ou la chute où vous êtes, sans jet de talent.',
    agile:
      'Vous pouvez entrer avec Se déplacer (et Courir) sur une tuile Rétrécissement ou une tuile portant un marqueur Éboulis.',
    firstaid: 'Redonnez un point de vie à un autre spéléo présent sur votre tuile (jamais à vous-même).',
    sprint: 'Jusqu’à deux actions Se déplacer (ni Nager, ni Entrer dans un boyau).',
    repel: 'Éliminez une Horreur située sur une tuile adjacente connectée (pas sur la Sortie).',
    protector:
      'Débute avec 5 PV. Tant que vous êtes conscient, les autres spéléos sur votre tuile ne perdent aucun PV par Inondation, Gaz, Éboulement ou Secousse (vous-même n’êtes pas protégé).',
    direct: 'Une fois par tour : un autre spéléo conscient effectue aussitôt une action à 1 PA de son choix.',
    experienced: 'Ajoutez 1 à vos jets de talent.',
  },

  tile: {
    start: { name: 'Départ', rule: 'Là où les spéléos commencent. Rien de particulier.' },
    exit: { name: 'Sortie', rule: 'Ici, aucun spéléo ne perd de PV ni n’est la victime d’une Horreur.' },
    empty: { name: 'Ordinaire', rule: 'Rien de particulier.' },
    water: { name: 'Inondable', rule: 'Une carte Inondation l’inonde à jamais ; puis seul Nager y entre.' },
    gas: { name: 'Gaz', rule: 'Carte Gaz : -2 PV ici et à qui y entre jusqu’au Danger suivant (x2 : -4)' },
    cavein: {
      name: 'Éboulement',
      rule: 'Éboulement sur l’un de ses chiffres : éboulis et -3 PV ici.',
    },
    horror: { name: 'Horreur', rule: 'Les Horreurs apparaissent ici.' },
    tunnel: { name: 'Rétrécissement', rule: 'On n’y entre que par Entrer dans un boyau ou Explorer.' },
    ledge: { name: 'Corniche', rule: 'Sans corde, rien ne sort par le côté où pointe la flèche.' },
    drop: { name: 'Chute', rule: 'Sans corde, pas de Se déplacer pour remonter contre la flèche.' },
    rough: { name: 'Terrain accidenté', rule: 'En y entrant : jet de talent ; en cas d’échec, -1 PV.' },
  },

  looks: {
    start: 'Départ',
    exit: 'Sortie',
    empty: 'Ordinaire',
    water: 'Inondable',
    flooded: 'Inondée',
    gas: 'Gaz',
    leak: 'Gaz (fuite)',
    cavein: 'Éboulement',
    rubble: 'Éboulis',
    lair: 'Horreur',
    tunnel: 'Rétréciss.',
    ledge: 'Corniche',
    'ledge-rope': 'Corn.+corde',
    drop: 'Chute',
    'drop-rope': 'Chute+corde',
    rough: 'Accidenté',
  },

  hazard: {
    tremor: { name: 'Secousse', text: 'Tout spéléo conscient hors Sortie : jet, ou -1 PV.' },
    flood: { name: 'Inondation', text: 'Toute tuile inondable est inondée ; dessus, -1 PV.' },
    gas: { name: 'Gaz', text: 'Sur le gaz : -2 PV ; y entrer : -2 PV au tour suivant.' },
    cavein: { name: 'Éboulement', text: 'Les tuiles du chiffre tiré s’effondrent (-3 PV).' },
    horror: { name: 'Horreur', text: 'Les Horreurs avancent ; une apparaît si moins de 3.' },
    'tremor-x2': { name: 'Secousse x2', text: 'Deux Secousses, l’une après l’autre.' },
    'flood-x2': { name: 'Inondation x2', text: 'Deux Inondations : sur l’eau, -2 PV.' },
    'gas-x2': { name: 'Gaz x2', text: 'Sur le gaz : -4 PV ; y entrer : -4 PV au tour suivant.' },
    'cavein-x2': { name: 'Éboulement x2', text: 'Deux jets d’Éboulement, tous deux appliqués.' },
    'horror-x2': { name: 'Horreur x2', text: 'Les Horreurs avancent 2 fois, puis 2 apparaissent.' },
    outoftime: { name: 'Temps écoulé', text: 'Dès lors, hors de la Sortie : un jet ou la fin.' },
  },

  phase: { action: 'Phase Action', horror: 'Phase Horreur', hazard: 'Phase Danger', end: 'Phase Fin de tour' },

  result: { gold: 'OR', silver: 'ARGENT', bronze: 'BRONZE', failure: 'DÉFAITE' },
  medal: { gold: 'Or', silver: 'Argent', bronze: 'Bronze', failure: 'Défaite' },

  difficulty: { normal: 'normal', hard: 'avancé', expert: 'expert' },

  name: {
    caver: '{{name}} ({{number}})',
    'tile-faces': '{{name}} {{a}}/{{b}}',
  },
} as const;
