// The setup screen's key set (issue 27, docs/KEYS.md): Space on the language row takes the next
// built-in set, in use at once (the row names it and its direction keys) and handed on to be
// remembered in settings.json; a set the player's own keys clash with is passed over.
import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SetupScreen } from '../../src/ui/components/SetupScreen.js';
import { HOTKEY, keyOf, LAYOUTS, useKeys } from '../../src/ui/input/keys.js';
import { installKeys, keyLayout } from '../../src/ui/input/keymap.js';
import { openTable } from '../../src/ui/tableSettings.js';
import { makeTheme } from '../../src/ui/theme.js';
import { KEY, lines, renderSized, unmountAll } from './kit.js';

afterEach(() => {
  unmountAll();
  installKeys({});
  useKeys(LAYOUTS.qwerty);
});

function props(onKeyLayout: (l: string) => void) {
  return {
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
    onKeyLayout,
  };
}

describe('the setup screen chooses the key set', () => {
  test('Space on the language row: the next set, in use at once, shown and handed on', async () => {
    expect(installKeys({})).toBeNull();
    const chosen: string[] = [];
    const sc = renderSized(<SetupScreen {...props((l) => chosen.push(l))} />, 80, 24);
    await sc.press(...Array(11).fill(KEY.down));
    const row = (): string => lines(sc.frame()).find((l) => l.startsWith(' ▶'))!;
    expect(row()).toContain('keys: QWERTY, moves on hjkl (space)');
    await sc.press(KEY.space);
    expect(chosen).toEqual(['azerty']);
    expect(row()).toContain('keys: AZERTY, moves on qszd (space)');
    expect(keyOf('up')).toBe('z');
    expect(HOTKEY.squeeze).toBe('k');
    await sc.press(KEY.space);
    expect(row()).toContain('keys: Turkish F, moves on tkml (space)');
    for (const l of lines(sc.frame())) expect([...l].length).toBeLessThanOrEqual(80);
  });

  test("a set the player's own keys clash with is passed over", async () => {
    // theme on t clashes with Turkish F's left.
    expect(installKeys({ keys: { theme: 'o' } })).toBeNull();
    expect(installKeys({ keyLayout: 'azerty', keys: { theme: 't' } })).toBeNull();
    const chosen: string[] = [];
    const sc = renderSized(<SetupScreen {...props((l) => chosen.push(l))} />, 80, 24);
    await sc.press(...Array(11).fill(KEY.down));
    await sc.press(KEY.space);
    expect(chosen).toEqual(['qwerty']);
    expect(keyLayout()).toBe('qwerty');
  });

  test('the set chosen is remembered in settings.json', () => {
    const home = mkdtempSync(join(tmpdir(), 'subterra-keyset-'));
    try {
      const t = openTable({ env: { SUBTERRA_HOME: home } }, false);
      t.appProps.onKeyLayoutChange('turkish-f');
      const saved = JSON.parse(readFileSync(join(home, 'settings.json'), 'utf8')) as { keyLayout?: string };
      expect(saved.keyLayout).toBe('turkish-f');
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});
