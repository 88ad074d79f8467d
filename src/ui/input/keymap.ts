// The player's keys, from settings.json (`keyLayout`: a built-in set; `keys`: keys of their own by
// game key), checked before a game starts: an unknown game key, a key that is not one printable
// character, a key kept for something else, or two game keys on one key, refused in one line.
import { orList, say } from '../../words/index.js';
import { textWidth } from '../../text/width.js';
import {
  KEY_IDS,
  type KeyId,
  type KeyMap,
  LAYOUT_NAMES,
  LAYOUTS,
  isLayoutName,
  type LayoutName,
  RESERVED_KEYS,
  ROOM_KEYS,
  useKeys,
} from './keys.js';

export type KeymapResult = { readonly ok: true; readonly map: KeyMap } | { readonly ok: false; readonly error: string };

const isKeyId = (v: string): v is KeyId => (KEY_IDS as readonly string[]).includes(v);

/** The keys a layout and a player's own keys make, or why they cannot be played with. */
export function keymapFrom(layout: unknown, own: unknown): KeymapResult {
  const fail = (error: string): KeymapResult => ({ ok: false, error });
  if (layout !== undefined && !isLayoutName(layout))
    return fail(say('keymap.layout', { layouts: orList(LAYOUT_NAMES), got: JSON.stringify(layout) }));
  const map: Record<KeyId, string> = { ...LAYOUTS[layout ?? 'qwerty'] };
  if (own !== undefined) {
    if (own === null || typeof own !== 'object' || Array.isArray(own))
      return fail(say('keymap.not-object', { got: JSON.stringify(own) }));
    for (const [name, key] of Object.entries(own)) {
      if (!isKeyId(name)) return fail(say('keymap.unknown', { got: JSON.stringify(name), names: KEY_IDS.join(' ') }));
      if (typeof key !== 'string' || [...key].length !== 1 || textWidth(key) !== 1 || /[\p{C}]/u.test(key))
        return fail(say('keymap.not-a-key', { name, got: JSON.stringify(key) }));
      if (RESERVED_KEYS.includes(key))
        return fail(say('keymap.reserved', { name, got: JSON.stringify(key), what: say('keymap.reserved-what') }));
      map[name] = key;
    }
  }
  const seen = new Map<string, KeyId>();
  for (const id of KEY_IDS) {
    const other = seen.get(map[id]);
    if (other !== undefined) return fail(say('keymap.clash', { key: JSON.stringify(map[id]), a: other, b: id }));
    seen.set(map[id], id);
  }
  return { ok: true, map };
}

/** The set in use and the player's own keys over it (the setup screen changes the set). */
let chosen: { layout: LayoutName; own: unknown } = { layout: 'qwerty', own: undefined };

/**
 * Check the settings' keys and play with them; the one line of why not, or null. In a room (`room`)
 * the table's chat and seats keys must also be free.
 */
export function installKeys(
  settings: { readonly keyLayout?: unknown; readonly keys?: unknown },
  o: { readonly room?: boolean } = {},
): string | null {
  const r = keymapFrom(settings.keyLayout, settings.keys);
  if (!r.ok) return r.error;
  if (o.room === true) {
    for (const [what, key] of Object.entries(ROOM_KEYS)) {
      const id = KEY_IDS.find((k) => r.map[k] === key);
      if (id !== undefined)
        return say('keymap.room', {
          name: id,
          got: JSON.stringify(key),
          what: what === 'chat' ? say('keymap.room-chat') : say('keymap.room-seats'),
        });
    }
  }
  useKeys(r.map);
  chosen = { layout: isLayoutName(settings.keyLayout) ? settings.keyLayout : 'qwerty', own: settings.keys };
  return null;
}

/** The built-in set in use. */
export function keyLayout(): LayoutName {
  return chosen.layout;
}

/**
 * The next (or previous) built-in set that plays with the player's own keys, put in use (the setup
 * screen's row); a set the player's own keys clash with is passed over.
 */
export function nextKeyLayout(step: 1 | -1): LayoutName {
  const names = LAYOUT_NAMES.filter(isLayoutName);
  const i = names.indexOf(chosen.layout);
  for (let k = 1; k <= names.length; k++) {
    const name = names[(i + step * k + names.length * k) % names.length];
    const r = keymapFrom(name, chosen.own);
    if (r.ok) {
      useKeys(r.map);
      chosen = { ...chosen, layout: name };
      return name;
    }
  }
  return chosen.layout;
}
