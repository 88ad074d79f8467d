// The languages subterra speaks, and which one a player gets: `--lang`, else the language chosen on
// the setup screen (settings.json), else the environment's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, as
// gettext reads them), else English. Plain functions with no imports: the command line's start-up
// asks them before anything else loads (src/cli/start.ts), to print `--help` in the right language.

/** The languages, English first (the catalog every other one falls back to, key by key). */
export const LANGUAGES = ['en', 'tr', 'fr'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Each language's name in itself (as a player looking for their own language reads it). */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = { en: 'English', tr: 'Türkçe', fr: 'Français' };

export function isLang(v: unknown): v is Lang {
  return typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
}

/**
 * The language a locale name stands for: "tr_TR.UTF-8" and "tr" are "tr", "fr-CA" is "fr"; null for
 * "C", "POSIX" (and "C.UTF-8") and an empty name, which name no language.
 */
export function localeLanguage(name: string): string | null {
  const base = name.trim().split(/[.@]/)[0];
  if (base === '' || base === 'C' || base === 'POSIX') return null;
  return base.split(/[_-]/)[0].toLowerCase();
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The language the environment asks for, or null when it names none. LANGUAGE is a list of
 * preferences ("tr:fr:en"): the first of ours in it wins, and a list naming none of ours leaves the
 * choice to the next variable. Otherwise the first of LC_ALL, LC_MESSAGES and LANG that names a
 * language decides: ours, or English for any other (a German locale reads English, not the French
 * of a later variable). C and POSIX name none and are passed over.
 */
export function envLanguage(env: Env): Lang | null {
  for (const part of (env.LANGUAGE ?? '').split(':')) {
    const l = localeLanguage(part);
    if (isLang(l)) return l;
  }
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const l = localeLanguage(env[name] ?? '');
    if (l !== null) return isLang(l) ? l : 'en';
  }
  return null;
}

/**
 * The language to speak: `--lang`'s (checked beforehand: languageFlag), else the one the player chose
 * on the setup screen (settings.json), else the environment's, else English.
 */
export function chooseLanguage(o: {
  readonly flag?: Lang | null;
  readonly setting?: unknown;
  readonly env: Env;
}): Lang {
  if (o.flag) return o.flag;
  if (isLang(o.setting)) return o.setting;
  return envLanguage(o.env) ?? 'en';
}

/**
 * The value of `--lang` in a command line (`--lang tr` or `--lang=tr`), before anything parses it:
 * undefined when it is not given, else the value as given (the last one; checked by isLang).
 */
export function languageFlag(args: readonly string[]): string | undefined {
  let found: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--') break;
    if (a === '--lang') found = args[i + 1] ?? '';
    else if (a.startsWith('--lang=')) found = a.slice('--lang='.length);
  }
  return found;
}
