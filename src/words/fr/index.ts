// The French catalog (docs/TRANSLATING.md): being translated. Keys left out are read in English.
//
// For the translators: the names below come from the French rulebook, as the rules' tables held
// them (facts.ts, tiles.ts) before the words moved here; check each against the rulebook and
// docs/GLOSSARY.md. "ordinaire" and "inondable" are the rulebook's adjectives ("tuile ordinaire",
// "tuile inondable"): a tile's name stands alone on the screens ("Gaz", "Sortie"), so choose the
// form that reads there. Plurals: French has one/many/other (`x_one`, `x_many`, `x_other`; 0 and 1
// take the singular, `many` is for the millions).
import type { LanguageCatalog } from '../catalog.js';

export const fr = {
  complete: false,
  plurals: ['one', 'many', 'other'],
  catalog: {
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
    tile: {
      start: { name: 'Départ' },
      exit: { name: 'Sortie' },
      empty: { name: 'ordinaire' },
      water: { name: 'inondable' },
      gas: { name: 'Gaz' },
      cavein: { name: 'Éboulement' },
      horror: { name: 'Horreur' },
      tunnel: { name: 'Rétrécissement' },
      ledge: { name: 'Corniche' },
      drop: { name: 'Chute' },
      rough: { name: 'Terrain accidenté' },
    },
  },
} as const satisfies LanguageCatalog<'one' | 'many' | 'other'>;
