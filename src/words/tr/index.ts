// The Turkish catalog (docs/TRANSLATING.md): being translated. Keys left out are read in English.
//
// For the translators: the names below come from the Turkish rulebook, as the rules' tables held
// them (facts.ts, tiles.ts) before the words moved here; check each against the rulebook and
// docs/GLOSSARY.md. Plurals: Turkish has one/other (`x_one`, `x_other`; the noun stays singular
// after a number). Upper-casing goes through `upper()` (src/words/say.ts), which keeps İ/i and I/ı.
import type { LanguageCatalog } from '../catalog.js';

export const tr = {
  complete: false,
  plurals: ['one', 'other'],
  catalog: {
    caver: {
      diver: 'Dalgıç',
      scout: 'Gözcü',
      geologist: 'Jeolog',
      engineer: 'Mühendis',
      climber: 'Tırmanıcı',
      medic: 'Doktor',
      bodyguard: 'Koruma',
      leader: 'Lider',
    },
    tile: {
      start: { name: 'Başlangıç' },
      exit: { name: 'Çıkış' },
      empty: { name: 'Boş' },
      water: { name: 'Su' },
      gas: { name: 'Gaz' },
      cavein: { name: 'Göçme riskli' },
      horror: { name: 'Kabus' },
      tunnel: { name: 'Tünel' },
      ledge: { name: 'Yamaç' },
      drop: { name: 'Yokuş' },
      rough: { name: 'Engebeli yol' },
    },
  },
} as const satisfies LanguageCatalog<'one' | 'other'>;
