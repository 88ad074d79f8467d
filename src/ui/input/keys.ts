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

/** Arrow keys and vi keys (hjkl) as directions. */
export function keyDir(k: KeyPress): Dir | null {
  if (k.key.upArrow || k.input === 'k') return 'N';
  if (k.key.downArrow || k.input === 'j') return 'S';
  if (k.key.leftArrow || k.input === 'h') return 'W';
  if (k.key.rightArrow || k.input === 'l') return 'E';
  return null;
}

export const isEnter = (k: KeyPress): boolean => k.key.return === true;
export const isEscape = (k: KeyPress): boolean => k.key.escape === true;
export const isBack = (k: KeyPress): boolean => k.key.backspace === true || k.key.delete === true;
export const isTab = (k: KeyPress): boolean => k.key.tab === true;

/** Hotkeys of the action kinds, shown in the action menu. Directions (arrows, hjkl) move. */
// prettier-ignore
export const HOTKEY: Readonly<Record<string, string>> = {
  explore: 'x', reveal: 'r', run: 'u', move: '←↑→↓', heal: 'a', swim: 'w', squeeze: 'z', clear: 'c',
  rope: 'p', hide: 'i', dive: 'd', quickdig: 'g', demolish: 'b', quickknot: 'n', firstaid: 'f',
  sprint: 's', repel: 'y', direct: 'v', exert: 'e', end: '⏎',
};

/** The arrow key of each direction, as the prompts name it. */
export const ARROW_KEY: Readonly<Record<Dir, string>> = { N: '↑', E: '→', S: '↓', W: '←' };

/**
 * The table's own keys (not actions), all in this one place: what each does, for the help page and
 * README. None is an action's hotkey, a direction (arrows, hjkl) or a key a prompt reads.
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

/** Which of the table's own keys this is, if any. */
export function tableKeyOf(k: KeyPress): TableKey | null {
  for (const t of TABLE_KEYS) {
    for (const name of t.keys) {
      const hit = name.startsWith('Ctrl+')
        ? k.key.ctrl === true && k.input === name.slice(5).toLowerCase()
        : k.key.ctrl !== true && k.input === name;
      if (hit) return t.id;
    }
  }
  return null;
}

export const KIND_BY_KEY: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(HOTKEY)
    .filter(([, k]) => k.length === 1 && k !== '⏎')
    .map(([kind, k]) => [k, kind]),
);

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
