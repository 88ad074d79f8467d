// The Turkish catalog (docs/TRANSLATING.md): complete. The game's terms are the Turkish rulebook's
// (docs/GLOSSARY.md, with where the rulebook names each); a sentence never puts a case ending after
// a name or a number filled in (it names them as the subject, after a colon or in brackets), and a
// number is followed by a singular noun ("3 karo"). Upper-casing goes through `upper()`
// (src/words/say.ts), which keeps İ/i and I/ı.
import type { LanguageCatalog } from '../catalog.js';
import { cli } from './cli.js';
import { end } from './end.js';
import { game } from './game.js';
import { help } from './help.js';
import { keys } from './keys.js';
import { log } from './log.js';
import { reader } from './reader.js';
import { room } from './room.js';
import { record } from './record.js';
import { refusals } from './refusal.js';
import { screens } from './screens.js';
import { setup } from './setup.js';
import { ssh } from './ssh.js';
import { table } from './table.js';
import { tutorial } from './tutorial.js';

export const tr = {
  complete: true,
  plurals: ['one', 'other'],
  // CLDR's Turkish: one for n = 1 (a sign aside), other for the rest.
  plural: (n) => (Math.abs(n) === 1 ? 'one' : 'other'),
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
} as const satisfies LanguageCatalog<'one' | 'other'>;
