// Keys: what a key press means before the game looks at it.
import type { Dir } from '../../engine/index.js';

/** The parts of Ink's key info the controller reads (tests build these by hand). */
export interface KeyInfo {
  upArrow?: boolean;
  downArrow?: boolean;
  leftArrow?: boolean;
  rightArrow?: boolean;
  return?: boolean;
  escape?: boolean;
  tab?: boolean;
  backspace?: boolean;
  delete?: boolean;
  ctrl?: boolean;
  shift?: boolean;
  pageUp?: boolean;
  pageDown?: boolean;
  home?: boolean;
  end?: boolean;
}

export interface KeyPress {
  readonly input: string;
  readonly key: KeyInfo;
}

/** Arrow keys and the direction keys (vi's hjkl, or the layout's own) as directions. */
export function keyDir(k: KeyPress): Dir | null {
  if (k.key.upArrow || k.input === current.up) return 'N';
  if (k.key.downArrow || k.input === current.down) return 'S';
  if (k.key.leftArrow || k.input === current.left) return 'W';
  if (k.key.rightArrow || k.input === current.right) return 'E';
  return null;
}

export const isEnter = (k: KeyPress): boolean => k.key.return === true;
export const isEscape = (k: KeyPress): boolean => k.key.escape === true;
export const isBack = (k: KeyPress): boolean => k.key.backspace === true || k.key.delete === true;
export const isTab = (k: KeyPress): boolean => k.key.tab === true;

/**
 * The action kinds' keys (Move has the arrows and the direction keys; the turn's end, Enter), the
 * same in every built-in set but where a set moves one.
 */
// prettier-ignore
const ACTION_KEYS = {
  explore: 'x', reveal: 'r', run: 'u', heal: 'a', swim: 'w', squeeze: 'z', clear: 'c', rope: 'p', hide: 'i',
  dive: 'd', quickdig: 'g', demolish: 'b', quickknot: 'n', firstaid: 'f',
  sprint: 's', repel: 'y', direct: 'v', exert: 'e',
} as const;

export type ActionKeyId = keyof typeof ACTION_KEYS;
export const ACTION_KEY_IDS: readonly ActionKeyId[] = Object.keys(ACTION_KEYS).filter(
  (k): k is ActionKeyId => k in ACTION_KEYS,
);

type DirKeyId = 'left' | 'down' | 'up' | 'right';
type TableKeyId =
  'look' | 'history' | 'hunts' | 'deck' | 'overview' | 'auto' | 'undo' | 'hint' | 'pilot' | 'help' | 'quit' | 'theme';

/** Every game key a player may remap (settings.json's `keys`), by what it does. */
export type KeyId = DirKeyId | ActionKeyId | 'end' | TableKeyId;
// prettier-ignore
export const KEY_IDS: readonly KeyId[] = [
  'left', 'down', 'up', 'right', ...ACTION_KEY_IDS, 'end',
  'look', 'history', 'hunts', 'deck', 'overview', 'auto', 'undo', 'hint', 'pilot', 'help', 'quit', 'theme',
];

export type KeyMap = Readonly<Record<KeyId, string>>;

/** The default (QWERTY) set: vi's hjkl as the directions. */
// prettier-ignore
const QWERTY: KeyMap = {
  left: 'h', down: 'j', up: 'k', right: 'l',
  ...ACTION_KEYS, end: '.',
  look: ';', history: 'P', hunts: 'H', deck: 'D', overview: 'O', auto: 'A', undo: 'U', hint: 'I', pilot: 'M', help: '?',
  quit: 'q', theme: 't',
};

/**
 * The built-in key sets, chosen by the keyboard's layout. `qwerty`: vi's hjkl as the directions (on
 * AZERTY and QWERTZ those letters sit in the same places). `azerty`: the directions on ZQSD, where
 * AZERTY's hand rests for the arrows, and the keys they displace moved to letters left free.
 * `turkish-f`: the directions on T K M L, the keys in hjkl's places on the Turkish F keyboard, and
 * the theme on j.
 */
// prettier-ignore
export const LAYOUTS = {
  qwerty: QWERTY,
  azerty: { ...QWERTY, left: 'q', down: 's', up: 'z', right: 'd', squeeze: 'k', sprint: 'j', dive: 'l', quit: 'm' },
  'turkish-f': { ...QWERTY, left: 't', down: 'k', up: 'm', right: 'l', theme: 'j' },
} as const satisfies Readonly<Record<string, KeyMap>>;

export type LayoutName = keyof typeof LAYOUTS;
export const LAYOUT_NAMES = Object.keys(LAYOUTS) as readonly string[];

export function isLayoutName(v: unknown): v is LayoutName {
  return typeof v === 'string' && Object.hasOwn(LAYOUTS, v);
}

/**
 * Keys no game key may take: the digits (choices, cavers), Space, Enter's and Tab's characters, and
 * the keys other prompts read as they are (the tile size, the pace while watching, taking over, the
 * second look key, the uppercase jumps of look mode come from the direction keys).
 */
export const RESERVED_KEYS: readonly string[] = [...'0123456789', ' ', '+', '-', '=', '<', '>', ',', 'T', 'L'];

/** The keys a room's table adds (src/ui/components/RoomApp.tsx): the chat line and the seats. A player's own keys in a room must leave them free. */
export const ROOM_KEYS = { chat: 'C', seats: 'S' } as const;

/** The keys in use now. */
let current: KeyMap = LAYOUTS.qwerty;

/** Hotkeys of the action kinds, shown in the action menu (the keys in use: `useKeys`). */
const hotkeys: Record<string, string> = {};
export const HOTKEY: Readonly<Record<string, string>> = hotkeys;

/** The action kind each action key starts. */
const kindByKey: Record<string, string> = {};
export const KIND_BY_KEY: Readonly<Record<string, string>> = kindByKey;

/** Play with these keys from now on (the menu, the prompts, the help and the tutorial show them). */
export function useKeys(map: KeyMap): void {
  current = map;
  for (const k of Object.keys(hotkeys)) delete hotkeys[k];
  for (const k of Object.keys(kindByKey)) delete kindByKey[k];
  for (const kind of ACTION_KEY_IDS) {
    hotkeys[kind] = map[kind];
    kindByKey[map[kind]] = kind;
  }
  hotkeys.move = '←↑→↓';
  hotkeys.end = '⏎';
}
useKeys(LAYOUTS.qwerty);

/** The key in use for a game key. */
export function keyOf(id: KeyId): string {
  return current[id];
}

/** The direction keys in use, left down up right ("hjkl"), as the prompts name them. */
export function dirKeys(): string {
  return current.left + current.down + current.up + current.right;
}

/** Look mode's jumps: the direction keys in capitals ("HJKL"). */
export function jumpKeys(): string {
  return dirKeys().toUpperCase();
}

/** The keys in use, every one. */
export function keysInUse(): KeyMap {
  return current;
}

/** The arrow key of each direction, as the prompts name it. */
export const ARROW_KEY: Readonly<Record<Dir, string>> = { N: '↑', E: '→', S: '↓', W: '←' };

/**
 * The table's own keys (not actions), all in this one place: what each does, for the help page and
 * README. None is an action's hotkey, a direction (arrows, hjkl) or a key a prompt reads. The first
 * key of each is the player's to remap (`keyOf`); the others are fixed.
 */
export const TABLE_KEYS = [
  {
    id: 'look',
    keys: [';', 'L'],
    what: 'look: a cursor over any square, described (arrows move, Tab: next caver or horror)',
  },
  { id: 'history', keys: ['P', 'Ctrl+P'], what: "the whole game's log, scrollable" },
  { id: 'hunts', keys: ['H'], what: "each horror's victim and path on the board, on or off" },
  { id: 'overview', keys: ['O'], what: 'the whole cave at a glance, one character a square, and where the board is' },
  { id: 'deck', keys: ['D'], what: 'the hazard deck counted: cards left by kind, turned, the chance of each next' },
  { id: 'auto', keys: ['A'], what: 'automatic steps through the horror and hazard phases, on or off' },
  {
    id: 'undo',
    keys: ['U', 'Ctrl+Z'],
    what: 'take back the last action of this turn, while nothing hidden was seen since',
  },
  { id: 'hint', keys: ['I'], what: "a hint: the advisor's action for the acting caver, and why (I again plays it)" },
  { id: 'pilot', keys: ['M'], what: 'hand the acting caver to the advisor, or take it back' },
  { id: 'help', keys: ['?'], what: 'help and the rules' },
  { id: 'quit', keys: ['q', 'Ctrl+C'], what: 'save and quit' },
] as const;

export type TableKey = (typeof TABLE_KEYS)[number]['id'];

/** The keys of one of the table's keys now: the player's own first, then the fixed ones. */
export function tableKeys(id: TableKey): string[] {
  const t = TABLE_KEYS.find((x) => x.id === id)!;
  return [current[id], ...t.keys.slice(1)];
}

/** Which of the table's own keys this is, if any. */
export function tableKeyOf(k: KeyPress): TableKey | null {
  for (const t of TABLE_KEYS) {
    for (const name of tableKeys(t.id)) {
      const hit = name.startsWith('Ctrl+')
        ? k.key.ctrl === true && k.input === name.slice(5).toLowerCase()
        : k.key.ctrl !== true && k.input === name;
      if (hit) return t.id;
    }
  }
  return null;
}

/**
 * Ink hands over a run of plain characters typed or pasted together as one input ("x\t\r"), with
 * the key flags of none of them. Split it into one key press per character, with the flags each
 * character stands for.
 */
export function splitKeys(input: string, key: KeyInfo & { meta?: boolean }): KeyPress[] {
  // Esc followed quickly by a key arrives as one "Alt+key" (over SSH, or when typing fast). subterra
  // binds no Alt keys, so it is the Esc and then the key.
  if (key.meta && !key.escape) {
    const { meta: _meta, ...rest } = key;
    void _meta;
    return [{ input: '', key: { escape: true } }, ...splitKeys(input, rest)];
  }
  // A newline alone (a paste of one line break, or Ctrl+J) is Enter too, as it is within a paste.
  if (input === '\n' && !key.ctrl) return [{ input, key: { ...key, return: true } }];
  if (input.length <= 1 || key.ctrl) return [{ input, key }];
  return [...input].map((ch) => {
    if (ch === '\r' || ch === '\n') return { input: ch, key: { return: true } };
    if (ch === '\t') return { input: ch, key: { tab: true } };
    if (ch === '\x7f' || ch === '\b') return { input: ch, key: { backspace: true } };
    return { input: ch, key: {} };
  });
}
