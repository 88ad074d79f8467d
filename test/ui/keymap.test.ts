// The player's own keys (issue 27, docs/KEYS.md): a key map is checked (an unknown game key, a key
// that is not one character, a key kept for something else, two game keys on one key: one line
// each), the built-in sets are whole and clash-free, remapped keys reach exactly the actions the
// default keys reach, the old keys no longer do, and the menu, the prompts, the help page and the
// tutorial show the keys as mapped; a bad map is refused at start in one line.
import { afterEach, describe, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { apply, type GameState, legalActions, newGame } from '../../src/engine/index.js';
import { botRng, randomAction } from '../../src/bots/random.js';
import { runMain } from '../helpers/main.js';
import { helpKeyLines } from '../../src/ui/components/HelpScreen.js';
import { IDLE, press } from '../../src/ui/input/controller.js';
import { HOTKEY, KEY_IDS, keyDir, type KeyMap, keyOf, LAYOUTS, tableKeyOf, useKeys } from '../../src/ui/input/keys.js';
import { keysFor } from '../../src/ui/input/keysFor.js';
import { installKeys, keymapFrom } from '../../src/ui/input/keymap.js';
import { menuItems } from '../../src/ui/input/menu.js';
import { lookPress, lookStart } from '../../src/ui/input/look.js';
import { unavailableText } from '../../src/ui/input/prompts.js';
import { stepText } from '../../src/ui/tutorial/guide.js';
import { TUTORIAL_STEPS } from '../../src/ui/tutorial/script.js';
import { textWidth } from '../../src/text/width.js';

afterEach(() => useKeys(LAYOUTS.qwerty));

const ch = (c: string) => ({ input: c, key: {} });

function mapOf(layout: unknown, own: unknown): KeyMap {
  const r = keymapFrom(layout, own);
  if (!r.ok) throw new Error(r.error);
  return r.map;
}

/** States along a seeded random game (each a position some action is asked in). */
function states(seed: string, n: number): GameState[] {
  const g = newGame({
    seed,
    difficulty: 'normal',
    players: 1,
    cavers: ['leader', 'scout', 'geologist', 'engineer', 'medic'],
  });
  if (!g.ok) throw new Error('setup');
  const rng = botRng(seed);
  const out: GameState[] = [];
  let s = g.state;
  for (let i = 0; i < n && s.result === null; i++) {
    out.push(s);
    const a = randomAction(s, rng);
    if (a === null) break;
    const r = apply(s, a);
    if (!r.ok) break;
    s = r.state;
  }
  return out;
}

describe('checking a key map', () => {
  test('every built-in set names every game key once, with no key twice', () => {
    for (const name of Object.keys(LAYOUTS)) {
      const r = keymapFrom(name, undefined);
      expect(r.ok).toBe(true);
      expect(Object.keys(LAYOUTS[name as keyof typeof LAYOUTS]).sort()).toEqual([...KEY_IDS].sort());
    }
    expect(LAYOUTS['turkish-f'].left).toBe('t');
    expect(LAYOUTS.azerty.up).toBe('z');
  });

  test('a clash, an unknown game key, a bad key, a kept key and an unknown layout: one line each', () => {
    const error = (layout: unknown, own: unknown): string => {
      const r = keymapFrom(layout, own);
      return r.ok ? '' : r.error;
    };
    expect(error(undefined, { reveal: 'v' })).toBe('settings.json: keys: "v" is both reveal and direct');
    expect(error('turkish-f', { theme: 't' })).toBe('settings.json: keys: "t" is both left and theme');
    expect(error(undefined, { jump: 'j' })).toMatch(
      /^settings\.json: keys: no game key is called "jump" \(the game keys: left down up right /,
    );
    expect(error(undefined, { reveal: 'vv' })).toBe(
      'settings.json: keys: reveal must be one printable character, not "vv"',
    );
    expect(error(undefined, { reveal: 7 })).toBe('settings.json: keys: reveal must be one printable character, not 7');
    expect(error(undefined, { reveal: '\t' })).toMatch(/^settings\.json: keys: reveal must be one printable character/);
    expect(error(undefined, { quit: '1' })).toBe(
      'settings.json: keys: quit cannot be "1", kept for choices, the tile size, watching and look',
    );
    expect(error('dvorak', undefined)).toBe(
      'settings.json: keyLayout must be qwerty, azerty or turkish-f, not "dvorak"',
    );
    expect(error(undefined, ['v'])).toMatch(/^settings\.json: keys must map game keys to keys/);
    for (const e of [error(undefined, { reveal: 'v' }), error('dvorak', undefined)]) expect(e).not.toContain('\n');
    // A swap is fine: two keys exchanged clash with nothing.
    expect(keymapFrom(undefined, { reveal: 'x', explore: 'r' }).ok).toBe(true);
  });
});

describe('remapped keys reach the same actions', () => {
  test("every legal action along random games, typed with the Turkish F set and keys of the player's own", () => {
    const map = mapOf('turkish-f', { reveal: 'v', direct: 'o', end: '/', quit: 'Q' });
    let checked = 0;
    for (const s of states('keys-1', 120)) {
      for (const a of legalActions(s)) {
        useKeys(LAYOUTS.qwerty);
        const before = keysFor(s, a);
        useKeys(map);
        const after = keysFor(s, a);
        // keysFor runs its keys through the controller and checks they submit exactly this action.
        expect(typeof before).not.toBe('string');
        expect(typeof after).not.toBe('string');
        if (typeof after === 'string' || typeof before === 'string') continue;
        expect(after).toHaveLength(before.length);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  test('the direction keys move as the arrows do, and the default keys no longer act', () => {
    const s = states('keys-2', 40).find((x) => x.turn !== null && legalActions(x).some((a) => a.do === 'move'))!;
    const dir = legalActions(s).flatMap((a) => (a.do === 'move' ? [a.dir] : []))[0];
    const arrow = { N: 'upArrow', S: 'downArrow', E: 'rightArrow', W: 'leftArrow' } as const;
    const letter = { N: 'up', S: 'down', E: 'right', W: 'left' } as const;
    const byArrow = press(s, IDLE, { input: '', key: { [arrow[dir]]: true } });
    useKeys(mapOf('turkish-f', undefined));
    const byKey = press(s, IDLE, ch(keyOf(letter[dir])));
    expect(byKey.submit ?? byKey.mode).toEqual(byArrow.submit ?? byArrow.mode);
    // Every way: the layout's letter is that way's arrow, and the QWERTY letters are no way at all.
    for (const d of ['N', 'S', 'E', 'W'] as const) {
      expect(keyDir(ch(keyOf(letter[d])))).toBe(d);
      expect(press(s, IDLE, ch(keyOf(letter[d])))).toEqual(press(s, IDLE, { input: '', key: { [arrow[d]]: true } }));
    }
    expect(['h', 'j'].map((c) => keyDir(ch(c)))).toEqual([null, null]);
    // The QWERTY letter for that way does nothing of the kind now.
    const old = press(s, IDLE, ch(LAYOUTS.qwerty[letter[dir]]));
    expect(old.submit).toBeUndefined();
    // The table's keys: the player's quit key leaves; q is no longer quit.
    useKeys(mapOf(undefined, { quit: 'Q' }));
    expect(tableKeyOf(ch('Q'))).toBe('quit');
    expect(tableKeyOf(ch('q'))).toBeNull();
    expect(tableKeyOf({ input: 'c', key: { ctrl: true } })).toBe('quit');
    // Look mode jumps with the direction keys in capitals.
    useKeys(mapOf('turkish-f', undefined));
    const at = lookStart(s);
    expect(lookPress(s, at, ch('L'))).not.toEqual(at);
    expect(lookPress(s, at, ch('T'))).not.toEqual(lookPress(s, at, ch('L')));
  });
});

describe('the keys as mapped are the keys shown', () => {
  test("the menu, a refusal, the help page and the tutorial name the player's keys", () => {
    useKeys(mapOf('turkish-f', { reveal: 'v', exert: 'E', direct: 'o' }));
    const s = states('keys-3', 1)[0];
    const menu = menuItems(s, IDLE);
    expect(menu.find((m) => m.kind === 'reveal')?.key).toBe('v');
    expect(menu.find((m) => m.kind === 'exert')?.key).toBe('E');
    expect(HOTKEY.reveal).toBe('v');
    const help = helpKeyLines();
    expect(help[5]).toMatch(/^←↑→↓ tkml Move \(1\) {5}x Explore \(1\) {8}v Reveal \(1\)/);
    expect(help[13]).toContain('TKML 5 squares');
    expect(help[15]).toMatch(/^\+\/- tile size {3}j colour theme/);
    for (const l of help) expect(textWidth(l)).toBeLessThanOrEqual(80);
    // Out of AP: the refusal names the Exert key in use.
    const spent = { ...s, ap: 0 };
    expect(unavailableText(spent, 'reveal')).toContain('E');
    // The tutorial's words say the keys as mapped.
    const withKey = TUTORIAL_STEPS.find((t) => t.say.includes('{reveal}'))!;
    expect(stepText(withKey)).toContain('v');
    expect(stepText(withKey)).not.toContain('{reveal}');
  });

  test('the default help page reads as before', () => {
    expect(helpKeyLines()[5]).toBe('←↑→↓ hjkl Move (1)     x Explore (1)        r Reveal (1)      u Run (2: 3 moves)');
  });
});

describe('at start', () => {
  test('a map with a clash is refused in one line, and no game starts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'subterra-keys-'));
    try {
      fs.writeFileSync(path.join(dir, 'settings.json'), JSON.stringify({ keys: { reveal: 'v' } }));
      for (const args of [['--team', 'leader,scout,diver,medic'], ['tutorial'], ['watch']]) {
        const { code, err } = await runMain(args, { env: { SUBTERRA_HOME: dir }, tty: true });
        expect(code).toBe(1);
        expect(err).toBe('subterra: settings.json: keys: "v" is both reveal and direct\n');
      }
      expect(fs.existsSync(path.join(dir, 'games')) ? fs.readdirSync(path.join(dir, 'games')) : []).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('in a room', () => {
  test('host and join check the player’s keys for a room: one on the chat (C) or seats (S) key is refused in one line, a local game keeps it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'subterra-room-keys-'));
    try {
      fs.writeFileSync(path.join(dir, 'settings.json'), JSON.stringify({ keys: { reveal: 'S', dive: 'C' } }));
      for (const args of [
        ['host', '--port', '0'],
        ['join', '127.0.0.1:1/RIVER-7Q4KXM'],
      ]) {
        const { code, err } = await runMain(args, { env: { SUBTERRA_HOME: dir }, tty: true });
        expect(code).toBe(1);
        expect(err).toBe('subterra: settings.json: keys: dive is "C", which a room keeps for the chat\n');
      }
      expect(installKeys({ keys: { reveal: 'S' } }, { room: true })).toBe(
        'settings.json: keys: reveal is "S", which a room keeps for the seats',
      );
      expect(installKeys({ keys: { reveal: 'S' } })).toBeNull();
      expect(keyOf('reveal')).toBe('S');
      // Keys that leave them free are put in use (host and join check them with the same call).
      expect(installKeys({ keyLayout: 'azerty', keys: { reveal: 'o' } }, { room: true })).toBeNull();
      expect(keyOf('left')).toBe('q');
      expect(keyOf('reveal')).toBe('o');
    } finally {
      useKeys(LAYOUTS.qwerty);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
