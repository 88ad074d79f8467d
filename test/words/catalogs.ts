// Checks of the catalogs, as functions (each test runs them on the real catalogs, and on a broken
// one to show what they catch): the keys every language must have, its plural forms, its
// parameters, NFC; which keys the sources use; the English sentences a screen must not show once a
// translation is complete.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import type { Messages, PluralForm, Registered } from '../../src/words/index.js';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every message of a catalog by its dotted key (plural forms as they are: `hunt_one`). */
export function flatten(o: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(o)) {
    if (typeof v === 'string') out.set(`${prefix}${k}`, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

/** A key without its plural form: `option.hunt_one` is `option.hunt`. */
export function baseKey(k: string): string {
  return k.replace(PLURAL, '');
}

/** The parameters a message names: `{{who}}` (i18next's) and `{reveal}` (the tutorial's keys). */
export function params(message: string): string[] {
  const names = [...message.matchAll(/\{\{(\w+)\}\}|\{(\w+)\}/g)].map((m) => m[1] ?? `{${m[2]}}`);
  return [...new Set(names)].sort();
}

/** The plural forms a language needs, as `Intl.PluralRules` says. */
export function pluralForms(lang: string): PluralForm[] {
  return [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort() as PluralForm[];
}

/**
 * What is wrong with a language's catalog against English: keys English lacks, plural forms the
 * language needs and lacks (or English forms it has instead), parameters not English's, text not in
 * NFC; and, once declared complete, any English key it lacks.
 */
export function catalogProblems(lang: string, reg: Registered, en: Messages): string[] {
  const out: string[] = [];
  const english = flatten(en);
  const mine = flatten(reg.catalog);
  const forms = pluralForms(lang);
  if ([...reg.plurals].sort().join() !== forms.join())
    out.push(
      `${lang}: declares the plural forms ${[...reg.plurals].sort().join('/')}, Intl.PluralRules says ${forms.join('/')}`,
    );
  const englishBases = new Map<string, string[]>();
  for (const k of english.keys()) englishBases.set(baseKey(k), [...(englishBases.get(baseKey(k)) ?? []), k]);
  const pluralBases = new Set([...english.keys()].filter((k) => PLURAL.test(k)).map(baseKey));
  const mineBases = new Map<string, string[]>();
  for (const k of mine.keys()) mineBases.set(baseKey(k), [...(mineBases.get(baseKey(k)) ?? []), k]);
  for (const [base, keys] of mineBases) {
    if (!englishBases.has(base)) {
      out.push(`${lang}: ${keys.join(', ')}: no such key in English`);
      continue;
    }
    if (pluralBases.has(base)) {
      const have = keys.map((k) => k.slice(base.length + 1)).sort();
      if (have.join() !== forms.join())
        out.push(`${lang}: ${base}: plural forms ${have.join('/')}, needs ${forms.join('/')}`);
      const theirs = new Set(keys.flatMap((k) => params(mine.get(k)!)).filter((p) => p !== 'count'));
      const ours = new Set(
        englishBases
          .get(base)!
          .flatMap((k) => params(english.get(k)!))
          .filter((p) => p !== 'count'),
      );
      if ([...theirs].sort().join() !== [...ours].sort().join())
        out.push(
          `${lang}: ${base}: parameters ${[...theirs].sort().join(', ')}, English has ${[...ours].sort().join(', ')}`,
        );
    } else {
      if (keys.length !== 1 || keys[0] !== base) {
        out.push(`${lang}: ${keys.join(', ')}: plural forms of a key English has no plural of`);
        continue;
      }
      const theirs = params(mine.get(base)!);
      const ours = params(english.get(base)!);
      if (theirs.join() !== ours.join())
        out.push(
          `${lang}: ${base}: parameters ${theirs.join(', ') || 'none'}, English has ${ours.join(', ') || 'none'}`,
        );
    }
  }
  for (const [k, v] of mine) if (v !== v.normalize('NFC')) out.push(`${lang}: ${k}: not in NFC`);
  if (reg.complete)
    for (const base of englishBases.keys()) if (!mineBases.has(base)) out.push(`${lang}: ${base}: missing`);
  return out;
}

/** The TypeScript sources under a folder. */
export function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [p] : [];
  });
}

/**
 * The catalog keys the sources use: every string literal that is a key, and every template
 * literal that builds one from ids, expanded with the ids `idSets` lists for its pattern (its
 * literal parts with `*` for each `${…}`: "caver.*"). A template that could build a key but whose
 * pattern is not listed is returned as unlisted.
 */
export function keysUsed(
  files: readonly string[],
  keys: ReadonlySet<string>,
  idSets: Readonly<Record<string, readonly string[]>>,
  root: string,
): { used: Set<string>; unlisted: string[] } {
  const used = new Set<string>();
  const unlisted: string[] = [];
  const prefixes = new Set<string>();
  for (const k of keys) {
    const parts = k.split('.');
    for (let i = 1; i <= parts.length; i++) prefixes.add(parts.slice(0, i).join('.'));
  }
  for (const file of files) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (n: ts.Node): void => {
      if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) {
        if (keys.has(n.text)) used.add(n.text);
      } else if (ts.isTemplateExpression(n)) {
        const pattern = n.head.text + n.templateSpans.map((s) => `*${s.literal.text}`).join('');
        const head = n.head.text.replace(/\.$/, '');
        // A template that could make a key: its fixed start is a key's start, up to a dot.
        if (n.head.text.endsWith('.') && prefixes.has(head)) {
          const ids = idSets[pattern];
          if (ids === undefined) unlisted.push(`${relative(root, file)}: ${pattern}`);
          else {
            const stars = pattern.split('*').length - 1;
            let made = [pattern];
            for (let i = 0; i < stars; i++) made = made.flatMap((p) => ids.map((id) => p.replace('*', id)));
            for (const k of made) if (keys.has(k)) used.add(k);
          }
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return { used, unlisted };
}

/**
 * The English of the catalog a screen in another language must not show: the fixed parts of every
 * message (the text between its parameters) that read as a sentence (three words or more), left out
 * where the other language's catalog says the same.
 */
export function englishSentences(en: Messages, other: Messages): string[] {
  const theirs = new Set(flatten(other).values());
  const out = new Set<string>();
  for (const message of flatten(en).values()) {
    if (theirs.has(message)) continue;
    for (const part of message.split(/\{\{\w+\}\}|\{\w+\}|\n/)) {
      const words = part
        .trim()
        .split(/\s+/)
        .filter((w) => /\p{L}{2,}/u.test(w));
      if (words.length >= 3) out.add(part.trim());
    }
  }
  return [...out];
}

/** The English sentences found on a screen (its lines joined, spaces collapsed: a wrapped sentence is found too). */
export function englishOn(screen: readonly string[], sentences: readonly string[]): string[] {
  const text = screen
    .map((l) => l.trim())
    .join(' ')
    .replace(/\s+/g, ' ');
  return sentences.filter((s) => text.includes(s.replace(/\s+/g, ' ')));
}
