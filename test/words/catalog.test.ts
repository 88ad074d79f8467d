// The catalogs (docs/TRANSLATING.md): every key of the English catalog is used by the sources (none
// left over), its parts never share a key, and every language registered has only English's keys,
// the plural forms Intl.PluralRules says it needs, English's parameters, text in NFC, and all of
// English's keys once its translation is declared complete. Plural forms are chosen by each
// language's own rule, held to Intl.PluralRules. Each check is also run on a broken catalog, to show
// what it catches.
import { describe, expect, test } from '@jest/globals';
import { join } from 'node:path';
import {
  abilityId,
  ACTION_NAMES,
  CAVER_IDS,
  CAVERS,
  DIFFICULTIES,
  DIRS,
  HAZARDS,
  TILE_TYPES,
} from '../../src/engine/index.js';
import { ERROR_CODES } from '../../src/record/reasons.js';
import { ZOOM_NAMES } from '../../src/ui/board/zoom.js';
import { TILE_LOOKS } from '../../src/ui/board/looks.js';
import { wrap } from '../../src/ui/layout.js';
import { THEME_NAMES } from '../../src/ui/theme.js';
import { lessonsOf } from '../../src/ui/tutorial/script.js';
import { TUTORIALS } from '../../src/ui/tutorial/tutorials.js';
import type { NetError, VerifyFailure } from '../../src/net/index.js';
import { READER_COMMANDS } from '../../src/ui/reader/table.js';
import { REPLAY_MOVES, REPLAY_OTHERS } from '../../src/ui/reader/replay.js';
import { WATCH_MOVES } from '../../src/ui/reader/watch.js';
import { LAYOUT_NAMES } from '../../src/ui/input/keys.js';
import { EN_PARTS } from '../../src/words/en/index.js';
import {
  CATALOGS,
  en,
  LANGUAGES,
  type Messages,
  type MessageKey,
  pluralSuffix,
  type Registered,
  lower,
  say,
  sayIn,
  tIn,
  upper,
} from '../../src/words/index.js';
import { baseKey, catalogProblems, flatten, keysUsed, sources } from './catalogs.js';

const root = process.cwd();

const RESULTS = ['gold', 'silver', 'bronze', 'failure'];
const PENDING = ['horror-order', 'horror-path', 'horror-place', 'surface'];
const TESTS = ['exert', 'rope', 'hide', 'rough', 'tremor', 'outoftime'];
const DAMAGE = ['flood', 'gas', 'cavein', 'tremor', 'rough', 'exert', 'horror'];

/** Every reason a room's request can fail (the server's codes and the client's own), as the room words them. */
// prettier-ignore
const NET_ERRORS = [
  'bad-frame', 'too-large', 'bad-json', 'bad-message', 'unknown-message', 'invalid', 'hello-first', 'version',
  'rate-limited', 'internal', 'not-in-room', 'already-in-room', 'no-such-room', 'room-full', 'players-full',
  'rooms-full', 'password-needed', 'bad-password', 'bad-token', 'too-many-attempts', 'closing', 'empty', 'not-host',
  'spectator', 'started', 'not-started', 'no-such-caver', 'held', 'not-yours', 'no-such-player', 'unheld',
  'bad-team', 'bad-game', 'rules', 'not-your-caver', 'no-such-seat', 'game-over', 'stale', 'not-your-turn',
  'draw-first', 'cannot-undo', 'storage', 'disconnected', 'timeout', 'closed', 'unreachable', 'bad-server',
] as const satisfies readonly NetError['code'][];
/** The ways the end's check of the deal can fail. */
const VERIFY_FAILURES = [
  'commitment',
  'deal',
  'record',
  'incomplete',
  'replay',
  'events',
  'view',
  'playback',
  'history',
] as const satisfies readonly VerifyFailure[];
// Both lists hold every code there is: a code added to the protocol fails to compile here until listed.
const allNetErrors: [Exclude<NetError['code'], (typeof NET_ERRORS)[number]>] extends [never] ? true : never = true;
const allFailures: [Exclude<VerifyFailure, (typeof VERIFY_FAILURES)[number]>] extends [never] ? true : never = true;
void allNetErrors;
void allFailures;

/**
 * The keys the sources build from ids, each pattern with the ids it is built from (a template in
 * the sources whose pattern is not here fails the test: add it, with its ids).
 */
const ID_SETS: Readonly<Record<string, readonly string[]>> = {
  'caver.*': CAVER_IDS,
  'action.*': ACTION_NAMES,
  'passive.*': CAVERS.flatMap((c) => c.abilities.flatMap((a) => ('passive' in a ? [a.passive] : []))),
  'ability.*': CAVERS.flatMap((c) => c.abilities.map(abilityId)),
  'tile.*.name': TILE_TYPES,
  'tile.*.rule': TILE_TYPES,
  'hazard.*.name': Object.keys(HAZARDS),
  'hazard.*.text': Object.keys(HAZARDS),
  'phase.*': ['action', 'horror', 'hazard', 'end'],
  'result.*': RESULTS,
  'medal.*': RESULTS,
  'end.medal.*': RESULTS,
  'cli.left.result.*': RESULTS,
  'difficulty.*': DIFFICULTIES,
  'looks.*': TILE_LOOKS,
  'dir.*': DIRS,
  'dir-letter.*': DIRS,
  'did.*': ACTION_NAMES,
  'did.*-dir': ['clear', 'quickdig'],
  'log.pending.*': PENDING,
  'log.chose.*': PENDING,
  'log.against.*': TESTS,
  'test.*': TESTS,
  'log.cause.*': DAMAGE,
  'log.prevented.*': ['exit', 'protected', 'gear', 'underwater'],
  'take-back.*': ['die', 'test', 'tile', 'card', 'horror', 'turn', 'over'],
  'theme.*': THEME_NAMES,
  'size.*': ZOOM_NAMES,
  'legend.*': ['actor', 'selected', 'candidate', 'path', 'danger', 'cursor'],
  'menu.*': ['rope', 'clear', 'quickknot', 'demolish', 'direct', 'squeeze', 'exert', 'end'],
  'prompt.whom.*': ['heal', 'firstaid', 'direct'],
  'story.cause.*': [...DAMAGE, 'outoftime'],
  'stats.cause.*': [...DAMAGE, 'outoftime', 'underwater'],
  'help.part.*': ['keys', 'board', 'round', 'cavers', 'hazards', 'tiles'],
  'tutorial.lesson.*': [...new Set(Object.values(TUTORIALS).flatMap((t) => lessonsOf(t.data)))],
  'games.columns.*': ['date', 'seed', 'difficulty', 'cavers', 'result', 'rounds', 'file'],
  'games.result.*': [...RESULTS, 'unfinished', 'not replayable'],
  'errno.*': ERROR_CODES,
  'room.error.*': NET_ERRORS,
  'room.end.why.*': VERIFY_FAILURES,
  // The SSH menu's lines (src/ssh/Menu.tsx), each named by what it opens.
  'ssh.menu.*': ['solo', 'resume', 'tutorial', 'deeper', 'host', 'join', 'watch', 'stats', 'quit'],
  'reader.command.*': READER_COMMANDS,
  'setup.layout.*': LAYOUT_NAMES,
  'reader.command-help.*': READER_COMMANDS,
  'reader.replay.command.*': REPLAY_MOVES,
  'reader.replay.command-help.*': [...REPLAY_MOVES, ...REPLAY_OTHERS],
  'reader.watch.command.*': WATCH_MOVES,
  'reader.watch.command-help.*': [...WATCH_MOVES, ...REPLAY_OTHERS],
};

/** The sources that may use the catalog: all of src/ but the catalogs themselves. */
function catalogUsers(): string[] {
  const catalogs = [join('src', 'words', 'en'), join('src', 'words', 'tr'), join('src', 'words', 'fr')];
  return sources(join(root, 'src')).filter((f) => !catalogs.some((c) => f.startsWith(join(root, c))));
}

describe('the English catalog', () => {
  const keys = new Set([...flatten(en).keys()].map(baseKey));

  test('every key is used by the sources, and every key built from ids is built from listed ids', () => {
    const { used, unlisted } = keysUsed(catalogUsers(), keys, ID_SETS, root);
    expect(unlisted).toEqual([]);
    expect([...keys].filter((k) => !used.has(k))).toEqual([]);
    expect(keys.size).toBeGreaterThan(900);
  });

  test('the check finds a key no source uses, and a key built from ids nobody listed', () => {
    const { used, unlisted } = keysUsed(
      [join(root, 'src', 'words', 'names.ts')],
      new Set([...keys, 'caver.nobody']),
      { 'caver.*': CAVER_IDS },
      root,
    );
    expect(used.has('caver.leader')).toBe(true);
    expect(used.has('caver.nobody')).toBe(false);
    expect(unlisted).toContain(join('src', 'words', 'names.ts') + ': action.*');
  });

  test('its parts (one file each) never share a top-level key: one would hide the other', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [part, o] of Object.entries(EN_PARTS)) {
      for (const k of Object.keys(o)) {
        if (seen.has(k)) clashes.push(`${k}: ${seen.get(k)} and ${part}`);
        seen.set(k, part);
      }
    }
    expect(clashes).toEqual([]);
    expect(Object.keys(en).sort()).toEqual([...seen.keys()].sort());
  });
});

describe('every language registered', () => {
  test('has the language names for --lang and the setup screen, English first', () => {
    expect(LANGUAGES[0]).toBe('en');
    expect(Object.keys(CATALOGS).sort()).toEqual([...LANGUAGES].sort());
  });

  test.each(LANGUAGES)(
    '%s: only English keys, its plural forms, English parameters, NFC (and all keys once complete)',
    (lang) => {
      expect(catalogProblems(lang, CATALOGS[lang], en)).toEqual([]);
    },
  );

  test('the checks catch a stray key, a missing or English-only plural form, a parameter renamed, text not in NFC, a key missing from a complete catalog', () => {
    const broken: Messages = {
      caver: { leader: 'Chef', diver: 'Plonge\u0301ur' },
      nonsense: { key: 'x' },
      'take-back': { 'die-test': 'un dé ({{essai}})' },
      log: { option: { hunt_one: '{{who}}, {{count}} pas', hunt_other: '{{who}}, {{count}} pas' } },
      help: { caver: { uses_one: 'x' } },
    };
    const fr: Registered = { ...CATALOGS.fr, complete: true, catalog: broken };
    const found = catalogProblems('fr', fr, en);
    expect(found).toEqual(
      expect.arrayContaining([
        'fr: nonsense.key: no such key in English',
        'fr: log.option.hunt: plural forms one/other, needs many/one/other',
        'fr: take-back.die-test: parameters essai, English has test',
        'fr: help.caver.uses_one: plural forms of a key English has no plural of',
        'fr: caver.diver: not in NFC',
        'fr: refusal.wall: missing',
      ]),
    );
    // The forms a language declares are held to Intl.PluralRules'.
    const tr: Registered = { ...CATALOGS.tr, complete: false, plurals: ['one', 'many', 'other'], catalog: {} };
    expect(catalogProblems('tr', tr, en)).toEqual([
      'tr: declares the plural forms many/one/other, Intl.PluralRules says one/other',
    ]);
  });

  test("English's own text is in NFC", () => {
    const bad = [...flatten(en)].filter(([, v]) => v !== v.normalize('NFC'));
    expect(bad).toEqual([]);
  });
});

describe('say says what i18next says', () => {
  test('every key of English, in every language, with its parameters and plural counts, as t makes it', () => {
    const english = flatten(en);
    const bases = [...new Set([...english.keys()].map(baseKey))];
    const differ: string[] = [];
    for (const lang of LANGUAGES) {
      for (const key of bases) {
        const names = new Set(
          [...english]
            .filter(([k]) => baseKey(k) === key)
            .flatMap(([, m]) => [...m.matchAll(/\{\{(\w+)\}\}/g)].map((x) => x[1])),
        );
        const plural = [...english.keys()].some((k) => k !== key && baseKey(k) === key);
        for (const count of plural ? [0, 1, 2, 5, 1000000] : [undefined]) {
          const values: Record<string, string | number> = Object.fromEntries([...names].map((n) => [n, `<${n}>`]));
          if (count !== undefined) values.count = count;
          const ours = sayIn(lang, key as MessageKey, values as never);
          const theirs = tIn(lang, key, values);
          if (ours !== theirs) differ.push(`${lang} ${key} ${count ?? ''}: ${ours} / ${theirs}`);
        }
      }
    }
    expect(differ).toEqual([]);
  });
});

describe('plural forms are chosen by Intl.PluralRules, each language its own', () => {
  test('English: one and other; Turkish: one and other; French: 0 and 1 one, the millions many', () => {
    expect([0, 1, 2].map((n) => pluralSuffix('en', n))).toEqual(['_other', '_one', '_other']);
    expect([0, 1, 2, 1000000].map((n) => pluralSuffix('tr', n))).toEqual(['_other', '_one', '_other', '_other']);
    expect([0, 1, 2, 1000000].map((n) => pluralSuffix('fr', n))).toEqual(['_one', '_one', '_other', '_many']);
  });

  test("each language's own rule answers as Intl.PluralRules does, for every count a game shows and more", () => {
    const counts = [
      ...Array.from({ length: 3001 }, (_, i) => i),
      ...Array.from({ length: 20 }, (_, i) => (i + 1) * 1000000),
      1000001,
      999999,
      1500000,
      0.5,
      1.5,
      2.5,
      1000000.5,
      -1,
      -2,
      -1000000,
    ];
    const differ: string[] = [];
    for (const lang of LANGUAGES) {
      const intl = new Intl.PluralRules(lang);
      for (const n of counts) {
        const ours = CATALOGS[lang].plural(n);
        if (ours !== intl.select(n)) differ.push(`${lang} ${n}: ${ours}, Intl ${intl.select(n)}`);
      }
    }
    expect(differ).toEqual([]);
    // And a rule that answers otherwise is caught: English's rule given French's answers.
    expect(counts.filter((n) => CATALOGS.fr.plural(n) !== new Intl.PluralRules('en').select(n)).length).toBeGreaterThan(
      0,
    );
  });

  test('French says 0 and 1 in the singular, 2 and more in the plural', () => {
    expect([0, 1, 2, 7].map((count) => sayIn('fr', 'hunts.hunts', { who: 'Chef (8)', count }))).toEqual([
      'chasse Chef (8), 0 tuile',
      'chasse Chef (8), 1 tuile',
      'chasse Chef (8), 2 tuiles',
      'chasse Chef (8), 7 tuiles',
    ]);
  });

  test('a key a catalog leaves out is read in English, its plural chosen by English', () => {
    // Turkish names the Leader (the rulebook's word), and says a wall in English until translated.
    const tr = flatten(CATALOGS.tr.catalog);
    expect(sayIn('tr', 'caver.leader')).toBe(tr.get('caver.leader') ?? 'Leader');
    expect(sayIn('tr', 'refusal.wall', { where: 'x' })).toBe(
      tr.get('refusal.wall')?.replace('{{where}}', 'x') ?? 'a wall to the x',
    );
    expect(say('caver.leader')).toBe('Leader');
  });
});

describe('French typography', () => {
  /** Where French wants a no-break space and a catalog has an ordinary one: before : ; ! ? », after «. */
  const breakable = (m: Messages): string[] =>
    [...flatten(m)].filter(([, v]) => / [:;!?»]|« /.test(v)).map(([k, v]) => `${k}: ${v}`);

  test('a no-break space before : ; ! ? and inside « », never an ordinary one', () => {
    expect(breakable(CATALOGS.fr.catalog)).toEqual([]);
    expect(breakable({ a: 'Entrée : jouer', b: 'Entrée\u00a0: jouer', c: '« x\u00a0»' })).toEqual([
      'a: Entrée : jouer',
      'c: « x\u00a0»',
    ]);
  });

  test('a line is never broken at a no-break space', () => {
    const text = 'Appuyez sur Entrée\u00a0: la tuile est placée\u00a0; Échap\u00a0: retour';
    expect(wrap(text, 19)).toEqual([
      'Appuyez sur',
      'Entrée\u00a0: la tuile',
      'est placée\u00a0;',
      'Échap\u00a0: retour',
    ]);
  });
});

describe('capitals and small letters, each language its own (without loading its locale data)', () => {
  const tricky = ['istanbul', 'İstanbul ılık IŞIK', 'I\u0307', 'iİıI', 'straße', 'ǆ ǅ', 'œuvre Ÿ É à', 'İ\u0307'];
  test('upper() and lower() give what toLocaleUpperCase and toLocaleLowerCase give, for every message', () => {
    const differ: string[] = [];
    for (const lang of LANGUAGES) {
      const texts = [...tricky, ...flatten(CATALOGS[lang].catalog).values()];
      for (const t of texts) {
        if (upper(t, lang) !== t.toLocaleUpperCase(lang))
          differ.push(`${lang} upper ${JSON.stringify(t)}: ${upper(t, lang)}`);
        if (lower(t, lang) !== t.toLocaleLowerCase(lang))
          differ.push(`${lang} lower ${JSON.stringify(t)}: ${lower(t, lang)}`);
      }
    }
    expect(differ).toEqual([]);
  });
  test('Turkish keeps the dotted and dotless i apart; English does not', () => {
    expect(upper('iı', 'tr')).toBe('İI');
    expect(lower('İI', 'tr')).toBe('iı');
    expect(upper('iı', 'en')).toBe('II');
    expect(lower('I', 'fr')).toBe('i');
  });
});
