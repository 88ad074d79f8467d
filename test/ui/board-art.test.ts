// The tiles as the board draws them: the exact text of every look (type and state) at every size
// without colour, every meaning carried by glyphs (no two looks draw the same characters), the
// walls and their gaps, and only characters the terminal measures as one column.
import { describe, expect, test } from '@jest/globals';
import { parseSides, type Dir } from '../../src/engine/index.js';
import { legendLines } from '../../src/ui/board/legend.js';
import { TEXTURE } from '../../src/ui/board/glyphs.js';
import { TILE_LOOKS, type TileLook } from '../../src/ui/board/looks.js';
import { ZOOMS, type ZoomName } from '../../src/ui/board/zoom.js';
import { makeTheme, THEME_NAMES } from '../../src/ui/theme.js';
import { cave, draw, NOBODY, SIX, T } from './board-kit.js';
import type { Tile } from '../../src/engine/index.js';
import { setLanguage } from '../../src/words/index.js';

/** One tile of each look, as the engine stores it, and whether a gas leak is on. */
const SAMPLES: Readonly<Record<TileLook, { tile: Tile; leak?: boolean }>> = {
  start: { tile: T(0, 0, 'start', 'NESW') },
  exit: { tile: T(0, 0, 'exit', 'S') },
  empty: { tile: T(0, 0, 'empty', 'NES') },
  water: { tile: T(0, 0, 'water', 'NESW') },
  flooded: { tile: T(0, 0, 'water', 'NS', { flooded: true }) },
  gas: { tile: T(0, 0, 'gas', 'ES') },
  leak: { tile: T(0, 0, 'gas', 'ES'), leak: true },
  cavein: { tile: T(0, 0, 'cavein', 'ESW', { faces: [2, 5] }) },
  rubble: { tile: T(0, 0, 'cavein', 'NE', { faces: [1, 4], rubble: true }) },
  lair: { tile: T(0, 0, 'horror', 'W') },
  tunnel: { tile: T(0, 0, 'tunnel', 'NS') },
  ledge: { tile: T(0, 0, 'ledge', 'NS', { arrow: 'N' }) },
  'ledge-rope': { tile: T(0, 0, 'ledge', 'EW', { arrow: 'E', rope: true }) },
  drop: { tile: T(0, 0, 'drop', 'EW', { arrow: 'W' }) },
  'drop-rope': { tile: T(0, 0, 'drop', 'NS', { arrow: 'S', rope: true }) },
  rough: { tile: T(0, 0, 'rough', 'NESW') },
};

/** A cave of one tile, nobody on it, drawn at a size: the tile's lines. */
function one(tile: Tile, zoom: ZoomName, leak = false): string[] {
  const z = ZOOMS.find((x) => x.name === zoom)!;
  const s = cave([tile], { at: NOBODY, gasLeak: leak ? 1 : 0 });
  return draw(s, { cols: z.w * 5, rows: z.h * 5, zoom: z }).at(tile.x, tile.y);
}

const EXPECTED: Readonly<Record<ZoomName, Readonly<Record<TileLook, readonly string[]>>>> = {
  small: {
    start: ['┌─┘   └─┐', ' S       ', '└─┐   ┌─┘'],
    exit: ['┌───────┐', '│E      │', '└─┐   ┌─┘'],
    empty: ['┌─┘   └─┐', '│·       ', '└─┐   ┌─┘'],
    water: ['┌─┘   └─┐', ' ~~ ~ ~  ', '└─┐   ┌─┘'],
    flooded: ['┌─┘   └─┐', '│≈≈≈≈≈≈≈│', '└─┐   ┌─┘'],
    gas: ['┌───────┐', '│g◦ ◦ ◦  ', '└─┐   ┌─┘'],
    leak: ['┌───────┐', '│g!◦!◦!◦ ', '└─┐   ┌─┘'],
    cavein: ['┌2─────5┐', ' c       ', '└─┐   ┌─┘'],
    rubble: ['┌1┘   └4┐', '│c###### ', '└───────┘'],
    lair: ['┌───────┐', ' h× × × │', '└───────┘'],
    tunnel: ['┌─┘   └─┐', '│=      │', '└─┐   ┌─┘'],
    ledge: ['┌─┘ ↑ └─┐', '│l      │', '└─┐   ┌─┘'],
    'ledge-rope': ['┌───────┐', ' l§     →', '└───────┘'],
    drop: ['┌───────┐', '←d       ', '└───────┘'],
    'drop-rope': ['┌─┘   └─┐', '│d§     │', '└─┐ ↓ ┌─┘'],
    rough: ['┌─┘   └─┐', ' r^ ^ ^  ', '└─┐   ┌─┘'],
  },
  medium: {
    start: ['┌───┘   └───┐', '┘░░░░   ░░░░└', '             ', '┐░░░START░░░┌', '└───┐   ┌───┘'],
    exit: ['┌───────────┐', '│░░░░░░░░░░░│', '│░░░░   ░░░░│', '│░░░EXIT░░░░│', '└───┐   ┌───┘'],
    empty: ['┌───┘   └───┐', '│░░░░   ░░░░└', '│░░░░        ', '│░░░░   ░░░░┌', '└───┐   ┌───┘'],
    water: ['┌───┘   └───┐', '┘░░░░~ ~░░░░└', '  ~ ~ ~ ~ ~  ', '┐░░░░~ ~░░░░┌', '└───┐   ┌───┘'],
    flooded: ['┌───┘   └───┐', '│░░░░≈≈≈░░░░│', '│░░░░≈≈≈░░░░│', '│░░░░≈≈≈░░░░│', '└───┐   ┌───┘'],
    gas: ['┌───────────┐', '│░░░░░░░░░░░└', '│░░░░ ◦ ◦ ◦  ', '│░░░░◦ ◦░░░░┌', '└───┐   ┌───┘'],
    leak: ['┌───────────┐', '│░░░░░░░░░░░└', '│░░░░◦!◦!◦!◦ ', '│░░░░!◦!░░░░┌', '└───┐   ┌───┘'],
    cavein: ['┌2─────────5┐', '┘░░░░░░░░░░░└', ' .  ,  .  ,  ', '┐░░░░  ,░░░░┌', '└───┐   ┌───┘'],
    rubble: ['┌1──┘   └──4┐', '│░░░░###░░░░└', '│░░░░####### ', '│░░░░░░░░░░░┌', '└───────────┘'],
    lair: ['┌───────────┐', '┘░░░░░░░░░░░│', '  × × × ░░░░│', '┐░░░░░░░░░░░│', '└───────────┘'],
    tunnel: ['┌───┘   └───┐', '│░░░░╲ ╱░░░░│', '│░░░░│ │░░░░│', '│░░░░╱ ╲░░░░│', '└───┐   ┌───┘'],
    ledge: ['┌───┘ ↑ └───┐', '│░░░░┄↑┄░░░░│', '│░░░░ │ ░░░░│', '│░░░░ │ ░░░░│', '└───┐   ┌───┘'],
    'ledge-rope': ['┌───────────┐', '┘──────────→└', '           ┆→', '┐§§§§§§§§§§→┌', '└───────────┘'],
    drop: ['┌───────────┐', '┘ ← ← ← ← ← └', '←            ', '┐ ← ← ← ← ← ┌', '└───────────┘'],
    'drop-rope': ['┌───┘   └───┐', '│░░░░§↓ ░░░░│', '│░░░░§↓ ░░░░│', '│░░░░§↓ ░░░░│', '└───┐ ↓ ┌───┘'],
    rough: ['┌───┘   └───┐', '┘░░░░^ ^░░░░└', '  ^ ^ ^ ^ ^  ', '┐░░░░^ ^░░░░┌', '└───┐   ┌───┘'],
  },
  large: {
    start: [
      '┌────┘     └────┐',
      '┘░░░░░     ░░░░░└',
      '      START      ',
      '                 ',
      '                 ',
      '┐░░░░░     ░░░░░┌',
      '└────┐     ┌────┘',
    ],
    exit: [
      '┌───────────────┐',
      '│░░░░░░░░░░░░░░░│',
      '│░░░░░EXIT ░░░░░│',
      '│░░░░░     ░░░░░│',
      '│░░░░░     ░░░░░│',
      '│░░░░░     ░░░░░│',
      '└────┐     ┌────┘',
    ],
    empty: [
      '┌────┘     └────┐',
      '│░░░░░     ░░░░░└',
      '│░░░░░           ',
      '│░░░░░           ',
      '│░░░░░           ',
      '│░░░░░     ░░░░░┌',
      '└────┐     ┌────┘',
    ],
    water: [
      '┌────┘     └────┐',
      '┘░░░░░ ~ ~ ░░░░░└',
      '  ~ ~ ~ ~ ~ ~ ~  ',
      ' ~ ~ ~ ~ ~ ~ ~ ~ ',
      '  ~ ~ ~ ~ ~ ~ ~  ',
      '┐░░░░░ ~ ~ ░░░░░┌',
      '└────┐     ┌────┘',
    ],
    flooded: [
      '┌────┘     └────┐',
      '│░░░░░≈≈≈≈≈░░░░░│',
      '│░░░░░≈≈≈≈≈░░░░░│',
      '│░░░░░≈≈≈≈≈░░░░░│',
      '│░░░░░≈≈≈≈≈░░░░░│',
      '│░░░░░≈≈≈≈≈░░░░░│',
      '└────┐     ┌────┘',
    ],
    gas: [
      '┌───────────────┐',
      '│░░░░░░░░░░░░░░░└',
      '│░░░░░◦ ◦ ◦ ◦ ◦  ',
      '│░░░░░ ◦ ◦ ◦ ◦ ◦ ',
      '│░░░░░◦ ◦ ◦ ◦ ◦  ',
      '│░░░░░ ◦ ◦ ░░░░░┌',
      '└────┐     ┌────┘',
    ],
    leak: [
      '┌───────────────┐',
      '│░░░░░░░░░░░░░░░└',
      '│░░░░░!◦!◦!◦!◦!◦ ',
      '│░░░░░◦!◦!◦!◦!◦! ',
      '│░░░░░!◦!◦!◦!◦!◦ ',
      '│░░░░░◦!◦!◦░░░░░┌',
      '└────┐     ┌────┘',
    ],
    cavein: [
      '┌2─────────────5┐',
      '┘░░░░░░░░░░░░░░░└',
      ' .  ,  .  ,  .   ',
      ' ,  .  ,  .  ,   ',
      ' .  ,  .  ,  .   ',
      '┐░░░░░ ,  .░░░░░┌',
      '└────┐     ┌────┘',
    ],
    rubble: [
      '┌1───┘     └───4┐',
      '│░░░░░#####░░░░░└',
      '│░░░░░########## ',
      '│░░░░░########## ',
      '│░░░░░########## ',
      '│░░░░░░░░░░░░░░░┌',
      '└───────────────┘',
    ],
    lair: [
      '┌───────────────┐',
      '┘░░░░░░░░░░░░░░░│',
      '  × × × × ×░░░░░│',
      ' × × × × × ░░░░░│',
      '  × × × × ×░░░░░│',
      '┐░░░░░░░░░░░░░░░│',
      '└───────────────┘',
    ],
    tunnel: [
      '┌────┘     └────┐',
      '│░░░░░╲   ╱░░░░░│',
      '│░░░░░░╲ ╱░░░░░░│',
      '│░░░░░░│ │░░░░░░│',
      '│░░░░░░╱ ╲░░░░░░│',
      '│░░░░░╱   ╲░░░░░│',
      '└────┐     ┌────┘',
    ],
    ledge: [
      '┌────┘  ↑  └────┐',
      '│░░░░░┄┄↑┄┄░░░░░│',
      '│░░░░░  │  ░░░░░│',
      '│░░░░░  │  ░░░░░│',
      '│░░░░░  │  ░░░░░│',
      '│░░░░░  │  ░░░░░│',
      '└────┐     ┌────┘',
    ],
    'ledge-rope': [
      '┌───────────────┐',
      '┘░░░░░░░░░░░░░░░└',
      ' ──────────────┆ ',
      '               ┆→',
      ' §§§§§§§§§§§§§§┆ ',
      '┐░░░░░░░░░░░░░░░┌',
      '└───────────────┘',
    ],
    drop: [
      '┌───────────────┐',
      '┘░░░░░░░░░░░░░░░└',
      '  ← ← ← ← ← ← ←  ',
      '←                ',
      '  ← ← ← ← ← ← ←  ',
      '┐░░░░░░░░░░░░░░░┌',
      '└───────────────┘',
    ],
    'drop-rope': [
      '┌────┘     └────┐',
      '│░░░░░§ ↓  ░░░░░│',
      '│░░░░░§ ↓  ░░░░░│',
      '│░░░░░§ ↓  ░░░░░│',
      '│░░░░░§ ↓  ░░░░░│',
      '│░░░░░§ ↓  ░░░░░│',
      '└────┐  ↓  ┌────┘',
    ],
    rough: [
      '┌────┘     └────┐',
      '┘░░░░░ ^ ^ ░░░░░└',
      '  ^ ^ ^ ^ ^ ^ ^  ',
      ' ^ ^ ^ ^ ^ ^ ^ ^ ',
      '  ^ ^ ^ ^ ^ ^ ^  ',
      '┐░░░░░ ^ ^ ░░░░░┌',
      '└────┐     ┌────┘',
    ],
  },
};

describe('every look at every size, exact text without colour', () => {
  for (const z of ZOOMS) {
    for (const look of TILE_LOOKS) {
      test(`${z.name} ${look}`, () => {
        const { tile, leak } = SAMPLES[look];
        expect(one(tile, z.name, leak)).toEqual(EXPECTED[z.name][look]);
      });
    }
  }
});

describe('the words on the Start and Exit tiles', () => {
  test("are the tile names in the player's language and its capitals, even after the same tile was drawn in another", () => {
    // English first: the drawn cells are kept, and must not come back in English for a Turkish player.
    expect(one(SAMPLES.start.tile, 'large')[2]).toBe('      START      ');
    try {
      setLanguage('tr');
      expect(one(SAMPLES.start.tile, 'large')[2]).toBe('    BAŞLANGIÇ    ');
      expect(one(SAMPLES.exit.tile, 'large')[2]).toBe('│░░░░░ÇIKIŞ░░░░░│');
      expect(one(SAMPLES.start.tile, 'medium')[3]).toBe('┐░BAŞLANGIÇ░┌');
      expect(one(SAMPLES.exit.tile, 'medium')[3]).toBe('│░░░ÇIKIŞ░░░│');
    } finally {
      setLanguage('en');
    }
  });

  test('French: DÉPART and SORTIE at medium and large sizes', () => {
    setLanguage('fr');
    try {
      for (const z of ['medium', 'large'] as const) {
        expect(one(SAMPLES.start.tile, z).join('\n')).toContain('DÉPART');
        expect(one(SAMPLES.exit.tile, z).join('\n')).toContain('SORTIE');
        expect(one(SAMPLES.start.tile, z).join('\n')).not.toContain('START');
      }
    } finally {
      setLanguage('en');
    }
  });
});

describe('every meaning survives without colour', () => {
  /** The characters a tile draws (walls included, spaces left out). */
  const glyphs = (lines: readonly string[]): string =>
    [...new Set([...lines.join('')].filter((c) => c !== ' '))].sort().join('');

  // The same sides for every look, so only the look can make a difference.
  for (const open of ['NS', 'EW'] as const) {
    const arrow: Dir = open === 'NS' ? 'N' : 'E';
    const base: Record<TileLook, Tile> = {} as Record<TileLook, Tile>;
    for (const look of TILE_LOOKS) {
      const t = SAMPLES[look].tile;
      base[look] = T(0, 0, t.type, open, {
        ...(t.faces ? { faces: t.faces } : {}),
        ...(t.arrow ? { arrow } : {}),
        rubble: t.rubble,
        flooded: t.flooded,
        rope: t.rope,
      });
    }
    for (const z of ZOOMS) {
      test(`${z.name}, open ${open}: no two looks draw the same set of characters`, () => {
        const seen = new Map<string, TileLook>();
        for (const look of TILE_LOOKS) {
          const g = glyphs(one(base[look], z.name, SAMPLES[look].leak));
          expect([look, seen.get(g)]).toEqual([look, undefined]);
          seen.set(g, look);
        }
        expect(seen.size).toBe(TILE_LOOKS.length);
      });
    }
  }

  test('a gas leak changes gas tiles only; ropes, floods and rubble change the tile they are on', () => {
    for (const z of ZOOMS) {
      expect(one(T(0, 0, 'gas', 'ES'), z.name, true)).not.toEqual(one(T(0, 0, 'gas', 'ES'), z.name));
      for (const type of ['empty', 'water', 'cavein', 'rough', 'tunnel'] as const) {
        expect(one(T(0, 0, type, 'NS'), z.name, true)).toEqual(one(T(0, 0, type, 'NS'), z.name));
      }
      expect(one(T(0, 0, 'drop', 'NS', { arrow: 'S', rope: true }), z.name)).not.toEqual(
        one(T(0, 0, 'drop', 'NS', { arrow: 'S' }), z.name),
      );
      expect(one(T(0, 0, 'water', 'NS', { flooded: true }), z.name)).not.toEqual(one(T(0, 0, 'water', 'NS'), z.name));
    }
  });

  test('no floor texture uses a character that stands for someone: caver numbers (up or out cold), ▶, H', () => {
    const someone = new Set([...'0123456789⁰¹²³⁴⁵⁶⁷⁸▶H«»+', '°']); // ° is left out too: it reads as a raised ⁰ or ⁶
    for (const look of TILE_LOOKS) {
      for (const c of TEXTURE[look].pat) expect([look, c, someone.has(c)]).toEqual([look, c, false]);
    }
  });

  test('every theme draws the same characters once colour is off', () => {
    for (const name of THEME_NAMES) {
      const theme = makeTheme(false, name);
      for (const z of ZOOMS) {
        const s = cave([SAMPLES.leak.tile], { at: NOBODY, gasLeak: 1 });
        expect(draw(s, { cols: z.w * 3, rows: z.h * 3, zoom: z }, theme).lines).toEqual(
          draw(s, { cols: z.w * 3, rows: z.h * 3, zoom: z }).lines,
        );
      }
    }
  });
});

describe('walls and gaps', () => {
  test('at every size, each of the 16 side combinations: open sides are gaps in the middle of the wall, the others whole', () => {
    for (const z of ZOOMS) {
      const g0 = (z.w - z.gapW) / 2;
      const r0 = (z.h - z.gapH) / 2;
      for (let mask = 0; mask < 16; mask++) {
        const open = ['N', 'E', 'S', 'W'].filter((_, i) => mask & (1 << i)).join('');
        const lines = one(T(0, 0, 'empty', open), z.name);
        const top = [...lines[0]];
        const bottom = [...lines[z.h - 1]];
        const west = lines.map((l) => [...l][0]);
        const east = lines.map((l) => [...l][z.w - 1]);
        const gapNS = (row: string[]): string => row.slice(g0, g0 + z.gapW).join('');
        const gapWE = (col: string[]): string => col.slice(r0, r0 + z.gapH).join('');
        expect(gapNS(top)).toBe(open.includes('N') ? ' '.repeat(z.gapW) : '─'.repeat(z.gapW));
        expect(gapNS(bottom)).toBe(open.includes('S') ? ' '.repeat(z.gapW) : '─'.repeat(z.gapW));
        expect(gapWE(west)).toBe(open.includes('W') ? ' '.repeat(z.gapH) : '│'.repeat(z.gapH));
        expect(gapWE(east)).toBe(open.includes('E') ? ' '.repeat(z.gapH) : '│'.repeat(z.gapH));
        // The corners are always corners.
        expect([top[0], top[z.w - 1], bottom[0], bottom[z.w - 1]]).toEqual(['┌', '┐', '└', '┘']);
      }
    }
  });

  test('a blasted wall shows * in its gap; a ledge or drop arrow sits in the gap it points through', () => {
    for (const z of ZOOMS) {
      const mid = Math.floor(z.w / 2);
      const blasted = one(T(0, 0, 'empty', 'NE', { blasted: parseSides('N')! }), z.name);
      expect([...blasted[0]][mid]).toBe('*');
      expect(blasted.map((l) => [...l][z.w - 1])).not.toContain('*');
      for (const [d, ch] of [
        ['N', '↑'],
        ['S', '↓'],
        ['E', '→'],
        ['W', '←'],
      ] as const) {
        const lines = one(T(0, 0, 'drop', d === 'N' || d === 'S' ? 'NS' : 'EW', { arrow: d }), z.name);
        const gap =
          d === 'N'
            ? [...lines[0]][mid]
            : d === 'S'
              ? [...lines[z.h - 1]][mid]
              : [...lines[Math.floor(z.h / 2)]][d === 'W' ? 0 : z.w - 1];
        expect([d, gap]).toEqual([d, ch]);
      }
    }
  });

  test('a cave-in shows its two die faces in the top corners at every size', () => {
    for (const z of ZOOMS) {
      const top = [...one(T(0, 0, 'cavein', 'S', { faces: [3, 6] }), z.name)[0]];
      expect([top[1], top[z.w - 2]]).toEqual(['3', '6']);
    }
  });
});

describe('characters', () => {
  test('every character the board and its legend draw is printable ASCII or one the terminal width fast path knows', async () => {
    // @ts-expect-error plain JS module
    const { NARROW_EXTRA } = await import('../../scripts/patches/plugin.mjs');
    const fast = new RegExp(`^[\\u0020-\\u007E${NARROW_EXTRA as string}]*$`);
    for (const z of ZOOMS) {
      const cols = z.w * 8;
      const text = [
        ...legendLines(z, makeTheme(false), 200),
        ...TILE_LOOKS.flatMap((look) => one(SAMPLES[look].tile, z.name, SAMPLES[look].leak)),
        ...draw(cave([T(0, 0, 'start', 'NESW')], { cavers: SIX, hp: { medic: 0 }, horrors: [[0, 0]] }), {
          cols,
          rows: z.h * 3,
          zoom: z,
          active: 'diver',
        }).lines,
      ];
      for (const line of text) expect([line, fast.test(line)]).toEqual([line, true]);
    }
  });
});
