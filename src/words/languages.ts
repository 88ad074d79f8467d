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

/**
 * Each language's registration, made when first asked for. In the built app the translations'
 * modules are made on first use too (scripts/build.mjs rewrites these two lines to `require()`
 * them): a game in English never holds the Turkish and French catalogs, about 0.6 MB.
 */
const translations = { tr: (): Registered => tr, fr: (): Registered => fr };
const english: Registered = {
  complete: true,
  plurals: ['one', 'other'],
  // CLDR's English: one for 1 (i = 1 and v = 0; a sign aside), other for the rest.
  plural: (n) => (Math.abs(n) === 1 ? 'one' : 'other'),
  catalog: en,
};

const made: Partial<Record<Lang, Registered>> = {};

export const CATALOGS: { readonly [L in Lang]: Registered } = {
  en: english,
  get tr() {
    return (made.tr ??= translations.tr());
  },
  get fr() {
    return (made.fr ??= translations.fr());
  },
};
