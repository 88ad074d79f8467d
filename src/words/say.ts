// The one i18next instance, made from the English catalog (no loading, no waiting), and `say`,
// its `t` typed by the catalog: a key that is not in it, or a parameter its message names and
// the call leaves out, is a type error.
import i18next, { type i18n, type TOptions } from 'i18next';
import { en } from './en.js';

/**
 * The instance, made and initialised synchronously on the first sentence asked for (a command that
 * says nothing, like `subterra --help`, never pays for it).
 */
let made: i18n | null = null;

function instance(): i18n {
  if (made === null) {
    made = i18next.createInstance();
    void made.init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { translation: en } },
      // Synchronous: the catalog is here, nothing is loaded.
      initAsync: false,
      // Plain text for a terminal: nothing is escaped as HTML would be.
      interpolation: { escapeValue: false },
    });
  }
  return made;
}

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** Every key of a catalog, dotted ("refusal.wall"), plural forms as their plain key ("team.each"). */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];
type Plain<K> = K extends `${infer B}_${PluralForm}` ? B : K;

export type MessageKey = Plain<Paths<typeof en>>;

/** The English message of a key (a plural key: its `_other` form). */
type MessageOf<T, K extends string> = K extends `${infer H}.${infer R}`
  ? H extends keyof T
    ? MessageOf<T[H], R>
    : never
  : K extends keyof T
    ? T[K]
    : `${K}_other` extends keyof T
      ? T[`${K}_other`]
      : never;

/** The parameters a message names. */
type Vars<S> = S extends `${string}{{${infer V}}}${infer R}` ? V | Vars<R> : never;

type Values<K extends MessageKey> = { readonly [V in Vars<MessageOf<typeof en, K>>]: string | number };

/** The message of `key` with its parameters (`count` chooses a plural form). */
export function say<K extends MessageKey>(
  key: K,
  ...values: [Vars<MessageOf<typeof en, K>>] extends [never] ? [] : [Values<K>]
): string {
  const k: string = key;
  const options: TOptions = values[0] ?? {};
  return instance().t(k, options);
}
