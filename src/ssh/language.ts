// Each SSH session speaks its player's language, though every session's screens are drawn in one
// process: the language is kept per session (an AsyncLocalStorage the session's work runs in: its
// keys, its window changes, and what they start, timers and connections included) and the words
// read it from there (src/words' scopeLanguage). The player's is the one they chose on the setup
// screen (their settings), else the one their client sends (LANG and the others, as a local
// terminal's environment would say it), else English.
// The module itself: AsyncLocalStorage is one of its properties made on first use (scripts/builtins.mjs).
import asyncHooks from 'node:async_hooks';
import { chooseLanguage, type Lang, scopeLanguage } from '../words/index.js';

/** A session's language, changed in place when the player chooses another. */
export interface Spoken {
  lang: Lang;
}

const sessions = new asyncHooks.AsyncLocalStorage<Spoken>();

/** From now on the words speak the language of the session whose work is running (once, by the SSH server). */
export function speakPerSession(): void {
  scopeLanguage({
    get: () => sessions.getStore()?.lang,
    set: (lang) => {
      const s = sessions.getStore();
      if (s === undefined) return false;
      s.lang = lang;
      return true;
    },
  });
}

/** The language a session starts in: the player's setting, else their client's environment, else English. */
export function sessionLanguage(setting: unknown, env: Readonly<Record<string, string>>): Spoken {
  return { lang: chooseLanguage({ setting, env }) };
}

/** Run `f` (and all it starts) speaking the session's language. */
export function inSession<T>(spoken: Spoken, f: () => T): T {
  return sessions.run(spoken, f);
}
