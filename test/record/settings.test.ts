// The player's preferences (automatic phase steps) are remembered beside the games.
import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { settingsFile } from '../../src/record/paths.js';
import { loadSettings, saveSettings } from '../../src/record/settings.js';

describe('settings', () => {
  test('defaults, a saved change, and a corrupt file falling back to the defaults', () => {
    const env = { SUBTERRA_HOME: mkdtempSync(join(tmpdir(), 'subterra-settings-')) };
    expect(loadSettings({ env })).toEqual({ autoAdvance: false });
    expect(saveSettings({ autoAdvance: true }, { env })).toBe(true);
    expect(loadSettings({ env })).toEqual({ autoAdvance: true });
    writeFileSync(settingsFile(env), '{"autoAdvance": tru');
    expect(loadSettings({ env })).toEqual({ autoAdvance: false });
  });

  test('a folder that cannot be written: not saved, no exception', () => {
    expect(saveSettings({ autoAdvance: true }, { env: { SUBTERRA_HOME: '/etc/passwd/nope' } })).toBe(false);
  });
});
