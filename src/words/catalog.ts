// A catalog's shape, from the English one: a language's catalog has the same keys with strings for
// values, a plural key in the forms that language needs (`Intl.PluralRules`: English one/other,
// Turkish one/other, French one/many/other), and no key English lacks. Until a translation is
// declared complete, its catalog may leave keys out: they are read in English, key by key.
import type { en } from './en/index.js';

/** The plural categories of CLDR (`Intl.PluralRules`), as i18next suffixes them to a key (`hunt_one`). */
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A key as a language with the plural forms F has it: an English `x_other` is `x_<f>` for each form f. */
type KeyIn<K extends string, F extends PluralForm> = K extends `${infer B}_other`
  ? `${B}_${F}`
  : K extends `${string}_${PluralForm}`
    ? never
    : K;

type Full<T, F extends PluralForm> = {
  readonly [K in keyof T & string as KeyIn<K, F>]: T[K] extends string ? string : Full<T[K], F>;
};
type Some<T, F extends PluralForm> = {
  readonly [K in keyof T & string as KeyIn<K, F>]?: T[K] extends string ? string : Some<T[K], F>;
};

/** A whole catalog for a language with the plural forms F (English's shape). */
export type Catalog<F extends PluralForm = 'one' | 'other'> = Full<typeof en, F>;
/** A catalog still being translated: any key may be left out (read in English). */
export type PartialCatalog<F extends PluralForm = 'one' | 'other'> = Some<typeof en, F>;

/**
 * A language's catalog, with the plural forms it needs (test/words/catalog.test.ts holds them to
 * `Intl.PluralRules`) and whether its translation is complete: a complete one must have every key
 * (a missing one is a type error), and is held to having no English left on any screen.
 */
export type LanguageCatalog<F extends PluralForm> =
  | {
      readonly complete: true;
      readonly plurals: readonly F[];
      readonly plural: PluralRule<F>;
      readonly catalog: Catalog<F>;
    }
  | {
      readonly complete: false;
      readonly plurals: readonly F[];
      readonly plural: PluralRule<F>;
      readonly catalog: PartialCatalog<F>;
    };

/**
 * A language's cardinal plural rule as CLDR writes it: the form a number takes ("1 tile", "2 tiles").
 * `Intl.PluralRules` gives the same answer (test/words/catalog.test.ts holds each rule to it for
 * thousands of numbers), but asking it loads ICU's locale data into the game (with the locale's
 * casing, about 1.5 MB of its memory) for a rule of one line.
 */
export type PluralRule<F extends PluralForm> = (n: number) => F;
