// Every language's catalog, by language (lang.ts names them). English is whole; the others are
// filled in by their translators and read in English wherever they leave a key out. Each catalog
// holds itself to its shape (catalog.ts's LanguageCatalog, with its own plural forms).
import type { PluralForm, PluralRule } from './catalog.js';
import { en } from './en/index.js';
import { fr } from './fr/index.js';
import type { Lang } from './lang.js';
import { tr } from './tr/index.js';

/** Messages by key, nested as the catalogs write them. */
export interface Messages {
  readonly [key: string]: string | Messages;
}

export interface Registered {
  /** The translation is complete: every key is there, and no screen shows English. */
  readonly complete: boolean;
  /** The plural forms the language needs (its `Intl.PluralRules` categories). */
  readonly plurals: readonly PluralForm[];
  /** The form a number takes (catalog.ts's PluralRule). */
  readonly plural: PluralRule<PluralForm>;
  readonly catalog: Messages;
}

export const CATALOGS: { readonly [L in Lang]: Registered } = {
  // CLDR's English: one for 1 (i = 1 and v = 0; a sign aside), other for the rest.
  en: { complete: true, plurals: ['one', 'other'], plural: (n) => (Math.abs(n) === 1 ? 'one' : 'other'), catalog: en },
  tr,
  fr,
};
