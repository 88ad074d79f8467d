// The one i18next instance, holding English's catalog and each other language's from when it is
// first spoken (no loading, no waiting), the language spoken now, and `say`, its `t` typed by the
// English catalog: a key that is not in it, or a parameter its message names and the call leaves
// out, is a type error. Plural forms are chosen by each language's own rule (catalog.ts's
// PluralRule: CLDR's, as `Intl.PluralRules` answers).
import i18next, { type i18n, type TOptions } from 'i18next';
import { en } from './en/index.js';
import type { Lang } from './lang.js';
import { CATALOGS } from './languages.js';

/**
 * The instance, made and initialised synchronously on the first sentence asked for (a command that
 * says nothing, like `subterra --help`, never pays for it).
 */
let made: i18n | null = null;
/** The language spoken now (setLanguage). */
let current: Lang = 'en';

function instance(): i18n {
  if (made === null) {
    made = i18next.createInstance();
    void made.init({
      lng: current,
      // A key a catalog leaves out is read in English.
      fallbackLng: 'en',
      // English now; each other language when first spoken (bundle()).
      resources: { en: { translation: CATALOGS.en.catalog } },
      // Synchronous: the catalogs are here, nothing is loaded.
      initAsync: false,
      // Plain text for a terminal: nothing is escaped as HTML would be.
      interpolation: { escapeValue: false },
      // Keys are dotted paths; none holds a namespace.
      nsSeparator: false,
      returnNull: false,
      // A message may be empty (a blank line of the keys page).
      returnEmptyString: true,
    });
  }
  return made;
}

/** The languages whose catalogs the instance holds. */
const bundled = new Set<Lang>(['en']);

/** The instance, holding `lang`'s catalog (a translation's is made and added when first asked for). */
function bundle(lang: Lang): i18n {
  const i = instance();
  if (!bundled.has(lang)) {
    bundled.add(lang);
    i.addResourceBundle(lang, 'translation', CATALOGS[lang].catalog);
  }
  return i;
}

/**
 * Where the language spoken now is kept when it is not the whole process's: a server that draws many
 * players' screens in one process (src/ssh) gives each session its own. `get` gives the language of
 * the code running now (undefined: the process's); `set` changes it (false: not in a session).
 */
export interface LanguageScope {
  get(): Lang | undefined;
  set(lang: Lang): boolean;
}

let scope: LanguageScope | null = null;

/** Keep the language spoken per session from now on (null: the process's again). */
export function scopeLanguage(s: LanguageScope | null): void {
  scope = s;
}

function spoken(): Lang {
  return scope?.get() ?? current;
}

/** Speak this language from now on (the screens, the log, the command line's words). */
export function setLanguage(lang: Lang): void {
  if (scope?.set(lang) === true) return;
  current = lang;
}

/** The language spoken now. */
export function language(): Lang {
  return spoken();
}

/** Run `f` speaking `lang`, then go back to the language spoken before. */
export function inLanguage<T>(lang: Lang, f: () => T): T {
  const before = spoken();
  setLanguage(lang);
  try {
    return f();
  } finally {
    setLanguage(before);
  }
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

/** The keys with plural forms: `count` chooses among them, whether the message shows it or not. */
type PluralKey = Plain<Extract<Paths<typeof en>, `${string}_other`>>;

/** A message's parameters by name (a plural one's `count` among them). */
type Names<K extends MessageKey> = Vars<MessageOf<typeof en, K>> | (K extends PluralKey ? 'count' : never);

type Values<K extends MessageKey> = { readonly [V in Names<K>]: V extends 'count' ? number : string | number };

/** The arguments after the key: the message's parameters, if it names any (`count` chooses a plural form). */
export type SayArgs<K extends MessageKey> = [Names<K>] extends [never] ? [] : [Values<K>];

/** The message of `key` in the language spoken now, with its parameters. */
export function say<K extends MessageKey>(key: K, ...values: SayArgs<K>): string {
  return sayIn(spoken(), key, ...values);
}

/**
 * Messages as the catalogs hold them, by language and key (null: the language has none). Read from
 * i18next's store once each: a screen asks for the same ones every frame, and i18next's `t` costs
 * tens of microseconds a call in the game's interpreter-only V8 (src/cli/start.ts's V8_FLAGS),
 * where a frame asks for a hundred. `say` fills them in as `t` would (test/words/catalog.test.ts
 * holds every key of every language to `t`'s answer). Kept a map per language, so a lookup builds
 * no string (a frame's hundred lookups would otherwise make a hundred keys for the collector).
 */
const stored = new Map<Lang, Map<string, string | null>>();

function storedIn(lang: Lang, key: string): string | null {
  let byKey = stored.get(lang);
  if (byKey === undefined) {
    byKey = new Map();
    stored.set(lang, byKey);
  }
  let m = byKey.get(key);
  if (m === undefined) {
    const r: unknown = bundle(lang).getResource(lang, 'translation', key);
    m = typeof r === 'string' ? r : null;
    byKey.set(key, m);
  }
  return m;
}

/** A plural key's messages by language, key and plural suffix (null: the language has none). */
const storedPlural = new Map<Lang, Map<string, Map<string, string | null>>>();

function storedPluralIn(lang: Lang, key: string, suffix: string): string | null {
  let byKey = storedPlural.get(lang);
  if (byKey === undefined) {
    byKey = new Map();
    storedPlural.set(lang, byKey);
  }
  let bySuffix = byKey.get(key);
  if (bySuffix === undefined) {
    bySuffix = new Map();
    byKey.set(key, bySuffix);
  }
  let m = bySuffix.get(suffix);
  if (m === undefined) {
    m = storedIn(lang, key + suffix);
    bySuffix.set(suffix, m);
  }
  return m;
}

/** Plural suffixes by language and count. */
const suffixes = new Map<Lang, Map<number, string>>();

/**
 * The plural form for a number in a language ("_one", "_many"), as i18next suffixes it: the
 * language's own rule (catalog.ts's PluralRule, which says why not `Intl.PluralRules`).
 */
export function pluralSuffix(lang: Lang, count: number): string {
  let byCount = suffixes.get(lang);
  if (byCount === undefined) {
    byCount = new Map();
    suffixes.set(lang, byCount);
  }
  const known = byCount.get(count);
  if (known !== undefined) return known;
  const made = `_${CATALOGS[lang].plural(count)}`;
  byCount.set(count, made);
  return made;
}

/** The message a key names in a language: its plural form for `count`, else English's (key by key), else the key. */
function message(lang: Lang, key: string, count: number | undefined): string {
  if (count !== undefined) {
    const own = storedPluralIn(lang, key, pluralSuffix(lang, count));
    if (own !== null) return own;
    if (lang !== 'en') {
      const english = storedPluralIn('en', key, pluralSuffix('en', count));
      if (english !== null) return english;
    }
  }
  return storedIn(lang, key) ?? (lang === 'en' ? null : storedIn('en', key)) ?? key;
}

/**
 * A message cut at its parameters, once per message: the text between them at even places, the
 * parameters' names at odd ones (as `String.split` with the parameter pattern's group gives them).
 */
const templates = new Map<string, readonly string[]>();
const PARAMETER = /\{\{(\w+)\}\}/;

function template(msg: string): readonly string[] {
  let parts = templates.get(msg);
  if (parts === undefined) {
    parts = msg.split(PARAMETER);
    templates.set(msg, parts);
  }
  return parts;
}

/** The message of `key` in a given language (the rulebooks' names in the others, say). */
export function sayIn<K extends MessageKey>(lang: Lang, key: K, ...values: SayArgs<K>): string {
  const k: string = key;
  const v: Readonly<Record<string, string | number>> | undefined = values[0];
  if (v === undefined) return message(lang, k, undefined);
  const count = typeof v.count === 'number' ? v.count : undefined;
  const msg = message(lang, k, count);
  // Each {{name}} by its value; a name the values leave out stays as it is written.
  if (!msg.includes('{{')) return msg;
  const parts = template(msg);
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i];
    out += (name in v ? String(v[name]) : `{{${name}}}`) + parts[i + 1];
  }
  return out;
}

/** The message of `key` as i18next's own `t` makes it (for the test that `say` says the same). */
export function tIn(lang: Lang, key: string, values: Readonly<Record<string, string | number>> = {}): string {
  const options: TOptions = { ...values, lng: lang };
  return bundle(lang).t(key, options);
}

/**
 * Text in capitals as the language writes them (a heading: "CAVER 8 · LIDER"): Turkish keeps its
 * dotted and dotless i apart (i → İ, ı → I). Only for words: never for ids, keys or commands.
 *
 * Unicode's special casing for Turkish, written out (test/words/catalog.test.ts holds it to
 * `toLocaleUpperCase`): a locale's casing would load ICU's locale data into the game (with plural
 * rules, about 1.5 MB of its memory) for these two letters. English and French case as Unicode's default does.
 */
export function upper(text: string, lang: Lang = spoken()): string {
  return (lang === 'tr' ? text.replace(/i/g, '\u0130') : text).toUpperCase();
}

/**
 * Text in small letters as the language writes them (Turkish: I → ı, İ → i, and I with a combining
 * dot above → i).
 */
export function lower(text: string, lang: Lang = spoken()): string {
  return (
    lang === 'tr'
      ? text
          .replace(/I\u0307/g, 'i')
          .replace(/\u0130/g, 'i')
          .replace(/I/g, '\u0131')
      : text
  ).toLowerCase();
}

/** The first letter in capitals, as the language writes it ("the tutorial" → "The tutorial"). */
export function capitalize(text: string, lang: Lang = spoken()): string {
  const first = String.fromCodePoint(text.codePointAt(0) ?? 0);
  return text === '' ? '' : upper(first, lang) + text.slice(first.length);
}

/** A number with `digits` decimals, as the language writes it ("2.7"; French "2,7": the catalog's `number.decimal`). */
export function decimal(x: number, digits: number): string {
  return x.toFixed(digits).replace('.', say('number.decimal'));
}

/** A share as a whole percentage, as the language writes it ("50%"; Turkish "%50": the catalog's `number.percent`). */
export function percent(x: number): string {
  return say('number.percent', { n: Math.round(x * 100) });
}
