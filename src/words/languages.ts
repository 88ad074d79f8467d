// Every language's catalog, by language (lang.ts names them). English is whole; the others are
// filled in by their translators and read in English wherever they leave a key out. Each catalog
// holds itself to its shape (catalog.ts's LanguageCatalog, with its own plural forms).
import type { PluralForm } from './catalog.js';
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
  readonly catalog: Messages;
}

export const CATALOGS: { readonly [L in Lang]: Registered } = {
  en: { complete: true, plurals: ['one', 'other'], catalog: en },
  tr,
  fr,
};
