// splitKeys: what Ink hands over as one input, as the key presses the game reads: Esc followed
// quickly by a key (it arrives as Alt+key), and a paste (several characters with the flags of none).
import { describe, expect, test } from '@jest/globals';
import { type KeyPress, splitKeys } from '../../src/ui/input/keys.js';

const ESC: KeyPress = { input: '', key: { escape: true } };

describe('splitKeys', () => {
  test('Alt+key (Esc then a key, close together) is Esc, then the key', () => {
    expect(splitKeys('x', { meta: true })).toEqual([ESC, { input: 'x', key: {} }]);
    expect(splitKeys('', { meta: true, upArrow: true })).toEqual([ESC, { input: '', key: { upArrow: true } }]);
    // Esc then Enter.
    expect(splitKeys('\r', { meta: true, return: true })).toEqual([ESC, { input: '\r', key: { return: true } }]);
    // Esc then a pasted run: Esc, then each character.
    expect(splitKeys('ab', { meta: true })).toEqual([ESC, { input: 'a', key: {} }, { input: 'b', key: {} }]);
  });

  test('Esc itself (which Ink may flag as meta) stays one Esc', () => {
    expect(splitKeys('', { escape: true, meta: true })).toEqual([{ input: '', key: { escape: true, meta: true } }]);
    expect(splitKeys('', { escape: true })).toEqual([ESC]);
  });

  test('a paste is one key a character; a newline or carriage return in it is Enter, a tab Tab, DEL Backspace', () => {
    expect(splitKeys('x.\n', {})).toEqual([
      { input: 'x', key: {} },
      { input: '.', key: {} },
      { input: '\n', key: { return: true } },
    ]);
    expect(splitKeys('\r\t\x7f\b', {})).toEqual([
      { input: '\r', key: { return: true } },
      { input: '\t', key: { tab: true } },
      { input: '\x7f', key: { backspace: true } },
      { input: '\b', key: { backspace: true } },
    ]);
  });

  test('a newline alone (a paste of one line break, Ctrl+J) is Enter', () => {
    expect(splitKeys('\n', {})).toEqual([{ input: '\n', key: { return: true } }]);
  });

  test('one plain key, or a Ctrl key, is passed on as it came', () => {
    expect(splitKeys('x', {})).toEqual([{ input: 'x', key: {} }]);
    expect(splitKeys('', { upArrow: true })).toEqual([{ input: '', key: { upArrow: true } }]);
    expect(splitKeys('z', { ctrl: true })).toEqual([{ input: 'z', key: { ctrl: true } }]);
  });
});
