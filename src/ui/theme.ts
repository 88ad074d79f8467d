// Colours. Every meaning on screen is carried by a glyph; colour only helps. With colour off
// (--no-color, NO_COLOR, FORCE_COLOR=0) every theme draws the same characters, plain.
//
// Three themes: `classic` (the first colours), `colour-blind` (the Okabe-Ito palette: no meaning
// told by red against green, blues and oranges instead) and `high-contrast` (bright on the
// terminal's own background, no dim greys, strong highlights).
import { Chalk, type ChalkInstance } from 'chalk';
import { say } from '../words/index.js';
import { TILE_LOOKS, type TileLook } from './board/looks.js';

export type Paint = (s: string) => string;

export const THEME_NAMES = ['classic', 'colour-blind', 'high-contrast'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** A theme's name as the player reads it. */
export function themeLabel(name: ThemeName): string {
  return say(`theme.${name}`);
}

export function isThemeName(v: unknown): v is ThemeName {
  return typeof v === 'string' && (THEME_NAMES as readonly string[]).includes(v);
}

/** The kinds of overlay marks a caller can put on squares of the board. */
export type MarkKind = 'actor' | 'selected' | 'candidate' | 'cursor' | 'path' | 'danger';

/** Paints of the board. */
export interface BoardPaints {
  /** The rock around a tile's passages. */
  readonly rock: Paint;
  /** Background of a tile's passages, by look (null: the terminal's own). */
  readonly floor: Readonly<Record<TileLook, Paint | null>>;
  /** The texture characters of the floor. */
  readonly texture: Readonly<Record<TileLook, Paint>>;
  /** What stands out on the floor: words, arrows, a tunnel's walls, rubble. */
  readonly feature: Readonly<Record<TileLook, Paint>>;
  /** A tile's walls. */
  readonly wall: Readonly<Record<TileLook, Paint>>;
  readonly faces: Paint;
  readonly rope: Paint;
  readonly blast: Paint;
  readonly caver: Paint;
  readonly active: Paint;
  readonly down: Paint;
  readonly horror: Paint;
  /** The tile being placed. */
  readonly ghost: Paint;
  readonly mark: Readonly<Record<MarkKind, Paint>>;
  readonly frontier: Paint;
}

export interface Theme {
  readonly name: ThemeName;
  readonly color: boolean;
  readonly board: BoardPaints;
  readonly dim: Paint;
  readonly bold: Paint;
  readonly title: Paint;
  readonly good: Paint;
  readonly bad: Paint;
  readonly warn: Paint;
  readonly heart: Paint;
  readonly key: Paint;
  readonly inverse: Paint;
}

type Looks<T> = Record<TileLook, T>;

/** Fill a per-look table: `base` for every look, then the exceptions. */
function looks<T>(base: T, over: Partial<Looks<T>>): Looks<T> {
  const out = {} as Looks<T>;
  for (const k of TILE_LOOKS) {
    out[k] = over[k] ?? base;
  }
  return out;
}

function classic(c: ChalkInstance): Omit<Theme, 'name' | 'color'> {
  const fg = (n: number) => c.ansi256(n);
  const bg = (n: number) => c.bgAnsi256(n);
  return {
    board: {
      rock: fg(236),
      floor: looks<Paint | null>(bg(235), {
        start: bg(237),
        exit: bg(22),
        water: bg(17),
        flooded: bg(19),
        gas: bg(58),
        leak: bg(100),
        cavein: bg(52),
        rubble: bg(239),
        lair: bg(53),
        ledge: bg(23),
        'ledge-rope': bg(23),
        drop: bg(24),
        'drop-rope': bg(24),
        rough: bg(94),
      }),
      texture: looks(fg(242), {
        exit: fg(34),
        water: fg(33),
        flooded: fg(51).bold,
        gas: fg(142),
        leak: fg(226).bold,
        cavein: fg(137),
        rubble: fg(252).bold,
        lair: fg(164),
        ledge: fg(44),
        'ledge-rope': fg(44),
        drop: fg(38),
        'drop-rope': fg(38),
        rough: fg(214),
      }),
      feature: looks(fg(252).bold, {
        start: fg(231).bold,
        exit: fg(231).bold,
        leak: fg(226).bold,
        lair: fg(213).bold,
        tunnel: fg(244),
        ledge: fg(87).bold,
        'ledge-rope': fg(87).bold,
        drop: fg(81).bold,
        'drop-rope': fg(81).bold,
        rubble: fg(252).bold,
      }),
      wall: looks(fg(245), {
        start: fg(252),
        exit: fg(46),
        water: fg(33),
        flooded: fg(39),
        gas: fg(70),
        leak: fg(190),
        cavein: fg(179),
        rubble: fg(179),
        lair: fg(134),
        ledge: fg(37),
        'ledge-rope': fg(37),
        drop: fg(37),
        'drop-rope': fg(37),
        rough: fg(178),
      }),
      faces: c.ansi256(16).bgAnsi256(222).bold,
      rope: fg(222).bold,
      blast: fg(208).bold,
      caver: fg(231).bold,
      active: c.black.bgAnsi256(226).bold,
      down: fg(246),
      horror: c.ansi256(231).bgAnsi256(160).bold,
      ghost: fg(226).bold,
      mark: {
        actor: fg(226).bold,
        selected: fg(51).bold,
        candidate: fg(117),
        cursor: fg(213).bold,
        path: fg(229).bold,
        danger: fg(196).bold,
      },
      frontier: fg(240),
    },
    dim: c.gray,
    bold: c.bold,
    title: c.yellowBright.bold,
    good: c.greenBright,
    bad: c.redBright,
    warn: c.yellow,
    heart: c.red,
    key: c.cyanBright.bold,
    inverse: c.inverse,
  };
}

/** Okabe-Ito: blue 25, sky blue 74, orange 178, vermillion 166, yellow 227, bluish green 36, reddish purple 175. */
function colourBlind(c: ChalkInstance): Omit<Theme, 'name' | 'color'> {
  const fg = (n: number) => c.ansi256(n);
  const bg = (n: number) => c.bgAnsi256(n);
  return {
    board: {
      rock: fg(236),
      floor: looks<Paint | null>(bg(235), {
        start: bg(237),
        exit: bg(74),
        water: bg(17),
        flooded: bg(25),
        gas: bg(58),
        leak: bg(178),
        cavein: bg(94),
        rubble: bg(240),
        lair: bg(96),
        ledge: bg(24),
        'ledge-rope': bg(24),
        drop: bg(24),
        'drop-rope': bg(24),
        rough: bg(237),
      }),
      texture: looks(fg(242), {
        exit: fg(195),
        water: fg(74),
        flooded: fg(195).bold,
        gas: fg(227),
        leak: fg(16).bold,
        cavein: fg(180),
        rubble: fg(231).bold,
        lair: fg(218),
        ledge: fg(117),
        'ledge-rope': fg(117),
        drop: fg(117),
        'drop-rope': fg(117),
        rough: fg(178),
      }),
      feature: looks(fg(252).bold, {
        start: fg(231).bold,
        exit: fg(16).bold,
        leak: fg(16).bold,
        lair: fg(225).bold,
        tunnel: fg(244),
        ledge: fg(227).bold,
        'ledge-rope': fg(227).bold,
        drop: fg(227).bold,
        'drop-rope': fg(227).bold,
      }),
      wall: looks(fg(245), {
        start: fg(252),
        exit: fg(117),
        water: fg(25),
        flooded: fg(74),
        gas: fg(227),
        leak: fg(178),
        cavein: fg(180),
        rubble: fg(180),
        lair: fg(175),
        ledge: fg(74),
        'ledge-rope': fg(74),
        drop: fg(74),
        'drop-rope': fg(74),
        rough: fg(178),
      }),
      faces: c.ansi256(16).bgAnsi256(227).bold,
      rope: fg(178).bold,
      blast: fg(166).bold,
      caver: fg(231).bold,
      active: c.black.bgAnsi256(227).bold,
      down: fg(246),
      horror: c.ansi256(231).bgAnsi256(166).bold,
      ghost: fg(172).bold,
      // Mid-light colours: seen on dark and on light terminal backgrounds alike.
      mark: {
        actor: fg(172).bold,
        selected: fg(32).bold,
        candidate: fg(74),
        cursor: fg(133).bold,
        path: fg(136).bold,
        danger: fg(166).bold,
      },
      frontier: fg(244),
    },
    dim: fg(245),
    bold: c.bold,
    title: fg(172).bold,
    good: fg(32).bold,
    bad: fg(166).bold,
    warn: fg(136).bold,
    heart: fg(175),
    key: fg(32).bold,
    inverse: c.inverse,
  };
}

/**
 * High contrast: the terminal's own foreground (the colour with the most contrast against its own
 * background, light or dark) for walls, rock and text, bold; colour only as explicit foreground and
 * background pairs, and reverse video, which read on any background.
 */
function highContrast(c: ChalkInstance): Omit<Theme, 'name' | 'color'> {
  const pair = (f: number, b: number) => c.ansi256(f).bgAnsi256(b).bold;
  const own = c.bold;
  return {
    board: {
      rock: (s: string) => s,
      floor: looks<Paint | null>(null, {
        exit: c.inverse,
        flooded: c.bgAnsi256(21),
        leak: c.bgAnsi256(226),
        rubble: c.bgAnsi256(250),
        lair: c.bgAnsi256(90),
      }),
      texture: looks(own, {
        exit: own,
        flooded: c.ansi256(231).bold,
        leak: c.ansi256(16).bold,
        rubble: c.ansi256(16).bold,
        lair: c.ansi256(231).bold,
      }),
      feature: looks(own, {
        exit: own,
        flooded: c.ansi256(231).bold,
        leak: c.ansi256(16).bold,
        rubble: c.ansi256(16).bold,
        lair: c.ansi256(231).bold,
      }),
      wall: looks(own, {}),
      faces: pair(16, 226),
      rope: own.underline,
      blast: pair(231, 196),
      caver: own,
      active: pair(16, 226),
      down: (s: string) => s,
      horror: pair(231, 196),
      ghost: c.ansi256(201).bold,
      mark: {
        actor: c.ansi256(201).bold,
        selected: c.ansi256(33).bold,
        candidate: own,
        cursor: c.ansi256(201).bold,
        path: c.ansi256(208).bold,
        danger: c.ansi256(196).bold,
      },
      frontier: (s: string) => s,
    },
    dim: (s: string) => s,
    bold: own,
    title: own.inverse,
    good: own,
    bad: c.ansi256(196).bold,
    warn: pair(16, 226),
    heart: c.ansi256(196).bold,
    key: own.underline,
    inverse: c.inverse,
  };
}

const BUILD: Readonly<Record<ThemeName, (c: ChalkInstance) => Omit<Theme, 'name' | 'color'>>> = {
  classic,
  'colour-blind': colourBlind,
  'high-contrast': highContrast,
};

/** A theme; with `color` false every paint leaves the text as it is. */
export function makeTheme(color: boolean, name: ThemeName = 'classic'): Theme {
  const c: ChalkInstance = new Chalk({ level: color ? 2 : 0 });
  return { name, color, ...BUILD[name](c) };
}

/** The next theme in the order the theme key cycles through. */
export function nextThemeName(name: ThemeName): ThemeName {
  return THEME_NAMES[(THEME_NAMES.indexOf(name) + 1) % THEME_NAMES.length];
}
