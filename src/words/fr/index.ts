// The French catalog (docs/TRANSLATING.md): complete. Its parts, one file each, hold the same keys as
// English's parts. The game's terms are the French rulebook's (docs/GLOSSARY.md: each with its
// place in the rulebook). Plurals: French has one/many/other (`x_one`, `x_many`, `x_other`; 0 and 1
// take the singular, `many` is for round millions). Typography: a no-break space before : ; ! ?
// and inside the quotes, so no line breaks there.
import type { LanguageCatalog } from '../catalog.js';
import { cli } from './cli.js';
import { end } from './end.js';
import { game } from './game.js';
import { help } from './help.js';
import { keys } from './keys.js';
import { log } from './log.js';
import { reader } from './reader.js';
import { record } from './record.js';
import { refusals } from './refusal.js';
import { room } from './room.js';
import { screens } from './screens.js';
import { setup } from './setup.js';
import { ssh } from './ssh.js';
import { table } from './table.js';
import { tutorial } from './tutorial.js';

export const fr = {
  complete: true,
  plurals: ['one', 'many', 'other'],
  // CLDR's French: one for i = 0,1 (0, 1 and 1.5 alike); many for a whole number of millions
  // (e = 0 and i != 0 and i % 1000000 = 0 and v = 0); other for the rest.
  plural: (n) => {
    const i = Math.trunc(Math.abs(n));
    if (i === 0 || i === 1) return 'one';
    return Number.isInteger(n) && i % 1000000 === 0 ? 'many' : 'other';
  },
  catalog: {
    ...game,
    ...log,
    ...refusals,
    ...table,
    ...screens,
    ...help,
    ...setup,
    ...end,
    ...tutorial,
    ...cli,
    ...record,
    ...reader,
    ...keys,
    ...room,
    ...ssh,
  },
} as const satisfies LanguageCatalog<'one' | 'many' | 'other'>;
