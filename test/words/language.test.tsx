// Choosing the language (src/words/lang.ts, the command line, the setup screen, settings.json), and
// writing in it: Turkish capitals (İ and I) in the rules pages' headings.
import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMain } from '../helpers/main.js';
import { quickAsk } from '../../src/cli/start.js';
import { CAVERS, TILE_TYPES } from '../../src/engine/index.js';
import { loadSettings } from '../../src/record/settings.js';
import { ZOOMS } from '../../src/ui/board/zoom.js';
import { HELP_PAGES, helpLines } from '../../src/ui/components/HelpScreen.js';
import { SetupScreen } from '../../src/ui/components/SetupScreen.js';
import { openTable } from '../../src/ui/tableSettings.js';
import { makeTheme } from '../../src/ui/theme.js';
import {
  chooseLanguage,
  envLanguage,
  language,
  languageFlag,
  localeLanguage,
  lower,
  say,
  sayIn,
  setLanguage,
  upper,
} from '../../src/words/index.js';
import { KEY, lines, renderSized, unmountAll } from '../ui/kit.js';

afterEach(() => {
  unmountAll();
  setLanguage('en');
});

describe("which language: --lang, else the setup screen's choice, else the environment, else English", () => {
  test('a locale name read as a language: tr_TR.UTF-8 is tr; C and POSIX are none', () => {
    expect(
      ['tr_TR.UTF-8', 'tr', 'fr-CA', 'fr_FR@euro', 'de_DE.UTF-8', 'C', 'C.UTF-8', 'POSIX', ''].map(localeLanguage),
    ).toEqual(['tr', 'tr', 'fr', 'fr', 'de', null, null, null, null]);
  });

  test('LANGUAGE (a list), LC_ALL, LC_MESSAGES, LANG, in that order, C and POSIX passed over', () => {
    expect(envLanguage({})).toBeNull();
    expect(envLanguage({ LANG: 'tr_TR.UTF-8' })).toBe('tr');
    expect(envLanguage({ LANGUAGE: 'de:fr:tr', LANG: 'tr_TR.UTF-8' })).toBe('fr');
    // A list naming none of ours leaves the choice to the next variable.
    expect(envLanguage({ LANGUAGE: 'de:it', LANG: 'fr_FR.UTF-8' })).toBe('fr');
    expect(envLanguage({ LC_ALL: 'fr_FR.UTF-8', LC_MESSAGES: 'tr_TR.UTF-8', LANG: 'en_GB.UTF-8' })).toBe('fr');
    expect(envLanguage({ LC_MESSAGES: 'tr_TR.UTF-8', LANG: 'fr_FR.UTF-8' })).toBe('tr');
    expect(envLanguage({ LC_ALL: 'C', LC_MESSAGES: 'POSIX', LANG: 'tr_TR.UTF-8' })).toBe('tr');
    expect(envLanguage({ LC_ALL: 'C.UTF-8', LANG: 'C' })).toBeNull();
    // A locale of another language reads English, not a later variable's French.
    expect(envLanguage({ LC_ALL: 'de_DE.UTF-8', LANG: 'fr_FR.UTF-8' })).toBe('en');
  });

  test('--lang beats the choice remembered, which beats the environment; English is the last word', () => {
    expect(chooseLanguage({ flag: 'fr', setting: 'tr', env: { LANG: 'tr_TR' } })).toBe('fr');
    expect(chooseLanguage({ setting: 'tr', env: { LANG: 'fr_FR' } })).toBe('tr');
    expect(chooseLanguage({ setting: 'klingon', env: { LANG: 'fr_FR' } })).toBe('fr');
    expect(chooseLanguage({ env: {} })).toBe('en');
  });

  test('--lang is found anywhere before --, the last one winning', () => {
    expect(languageFlag(['--lang', 'tr'])).toBe('tr');
    expect(languageFlag(['games', '--lang=fr'])).toBe('fr');
    expect(languageFlag(['--lang', 'tr', '-c', '5', '--lang', 'fr'])).toBe('fr');
    expect(languageFlag(['--', '--lang', 'tr'])).toBeUndefined();
    expect(languageFlag(['--lang'])).toBe('');
    expect(languageFlag([])).toBeUndefined();
  });
});

/** The command line run in-process, its output gathered. */
async function cli(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; out: string; err: string }> {
  const { code, out, err } = await runMain(args, { env });
  return { code, out, err };
}

describe('the command line', () => {
  const home = mkdtempSync(join(tmpdir(), 'subterra-lang-'));
  afterEach(() => rmSync(join(home, 'settings.json'), { force: true }));

  test('an unknown --lang: one line naming the three, exit 2', async () => {
    for (const args of [['--lang', 'de'], ['games', '--lang=klingon'], ['--lang']]) {
      const r = await cli(args, { SUBTERRA_HOME: home });
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toMatch(
        /^subterra: --lang must be en \(English\), tr \(Türkçe\) or fr \(Français\), not ".*" \(see subterra --help\)\n$/,
      );
    }
  });

  test('the language spoken: --lang (wherever it stands), else settings.json, else the environment', async () => {
    const speaks = async (args: string[], env: NodeJS.ProcessEnv): Promise<string> => {
      const r = await cli([...args, '--version'], { SUBTERRA_HOME: home, ...env });
      expect(r.code).toBe(0);
      return language();
    };
    expect(await speaks([], {})).toBe('en');
    expect(await speaks([], { LANG: 'tr_TR.UTF-8' })).toBe('tr');
    expect(await speaks(['--lang', 'fr'], { LANG: 'tr_TR.UTF-8' })).toBe('fr');
    writeFileSync(join(home, 'settings.json'), JSON.stringify({ autoAdvance: false, lang: 'tr' }));
    expect(await speaks([], { LANG: 'fr_FR.UTF-8' })).toBe('tr');
    expect(await speaks(['--lang=en'], { LANG: 'fr_FR.UTF-8' })).toBe('en');
    // Taken out of the arguments: a command that takes no options does not see it.
    const games = await cli(['games', '--lang', 'fr'], { SUBTERRA_HOME: home });
    expect([games.code, games.err]).toEqual([0, '']);
  });

  test('--help and --version are answered by the start-up in the language the app would speak', () => {
    expect(quickAsk(['--help'], { LANG: 'fr_FR.UTF-8' })).toEqual({ ask: 'help', lang: 'fr' });
    expect(quickAsk(['--lang', 'tr', '-h'], { LANG: 'fr_FR.UTF-8' })).toEqual({ ask: 'help', lang: 'tr' });
    expect(quickAsk(['-v', '--lang=fr'], {})).toEqual({ ask: 'version', lang: 'en' });
    expect(quickAsk(['--help'], { SUBTERRA_HOME: home, LANG: 'fr_FR' })).toEqual({ ask: 'help', lang: 'fr' });
    writeFileSync(join(home, 'settings.json'), JSON.stringify({ lang: 'tr' }));
    expect(quickAsk(['--help'], { SUBTERRA_HOME: home, LANG: 'fr_FR' })).toEqual({ ask: 'help', lang: 'tr' });
    // Anything else, an unknown language among it, is the app's to answer.
    for (const args of [['--lang', 'de', '--help'], ['--help', '--easy'], ['help'], []])
      expect(quickAsk(args, {})).toBeNull();
  });
});

describe('the setup screen', () => {
  test('a language row: ←/→ speaks the next language at once, and hands it on to be remembered', async () => {
    const chosen: string[] = [];
    const props = {
      players: 1,
      caverCount: 4,
      difficulty: 'normal' as const,
      easy: false,
      seed: 'quartz-9',
      cols: 80,
      rows: 24,
      theme: makeTheme(false),
      onStart: () => {},
      onQuit: () => {},
      onLanguage: (l: string) => chosen.push(l),
    };
    const sc = renderSized(<SetupScreen {...props} />, 80, 24);
    // Rows: 8 cavers, difficulty, easy, seed, language.
    await sc.press(...Array(11).fill(KEY.down));
    expect(lines(sc.frame()).find((l) => l.startsWith(' ▶'))).toContain('Language     English  (←/→)');
    await sc.press(KEY.right);
    expect(chosen).toEqual(['tr']);
    expect(language()).toBe('tr');
    const f = lines(sc.frame());
    expect(f.find((l) => l.startsWith(' ▶'))).toContain('Türkçe');
    // The cavers by the Turkish rulebook's names.
    expect(f.join('\n')).toContain(`8 ${sayIn('tr', 'caver.leader')}`);
    await sc.press(KEY.left, KEY.left);
    expect(chosen).toEqual(['tr', 'en', 'fr']);
    expect(lines(sc.frame()).find((l) => l.startsWith(' ▶'))).toContain('Français');
  });

  test('the choice is kept in settings.json, beside the other settings', () => {
    const home = mkdtempSync(join(tmpdir(), 'subterra-lang-settings-'));
    try {
      const env = { SUBTERRA_HOME: home };
      openTable({ env }, false).appProps.onLanguageChange('fr');
      expect(loadSettings({ env }).lang).toBe('fr');
      expect(JSON.parse(readFileSync(join(home, 'settings.json'), 'utf8'))).toMatchObject({ lang: 'fr' });
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

describe('Turkish capitals: İ for i, I for ı, in the headings of the rules pages', () => {
  /** Capitals as Turkish writes them, by hand. */
  const turkishCaps = (s: string): string => s.replace(/i/g, 'İ').replace(/ı/g, 'I').toUpperCase();
  const page = (find: (title: string) => boolean): string => {
    for (let p = 0; p < HELP_PAGES; p++) {
      const head = helpLines(p, 80, 24, ZOOMS[0], makeTheme(false))[0];
      if (find(head)) return head;
    }
    throw new Error('no such page');
  };

  test('a caver name and a tile name with i and ı, upper-cased in a heading', () => {
    // Names with a dotted and a dotless i (the Turkish catalog's, else stand-ins with both).
    const leader = sayIn('tr', 'caver.leader');
    const climber = sayIn('tr', 'caver.climber');
    const rough = sayIn('tr', 'tile.rough.name');
    const names = [leader, climber, rough].join('');
    expect(names).toMatch(/i/);
    expect(names).toMatch(/ı/);
    setLanguage('tr');
    const leaderNumber = CAVERS.find((c) => c.id === 'leader')!.number;
    expect(page((h) => h.includes(`${leaderNumber} · `))).toContain(turkishCaps(leader));
    expect(page((h) => h.includes(turkishCaps(climber)))).toContain(turkishCaps(climber));
    const tile = page((h) => h.includes(turkishCaps(rough)));
    expect(tile).toContain(turkishCaps(rough));
    // Not the capitals of English rules (LIDER, TıRMANıCı).
    expect([leader, climber, rough].map((n) => n.toUpperCase())).not.toEqual([leader, climber, rough].map(turkishCaps));
    setLanguage('en');
    expect(page((h) => h.includes(`${leaderNumber} · `))).toContain('LEADER');
    expect(TILE_TYPES).toContain('rough');
  });

  test('upper and lower keep the dots apart in Turkish only; ids and keys never pass through them', () => {
    expect(upper('istanbul ılık', 'tr')).toBe('İSTANBUL ILIK');
    expect(lower('İSTANBUL ILIK', 'tr')).toBe('istanbul ılık');
    expect(upper('istanbul', 'en')).toBe('ISTANBUL');
    expect(upper('île', 'fr')).toBe('ÎLE');
    setLanguage('tr');
    expect(upper('di')).toBe('Dİ');
    // A heading's words are capitals, the key it is made from stays as it is.
    expect(say('help.title.caver', { n: 8, name: upper('lider') })).toContain('LİDER');
  });
});
