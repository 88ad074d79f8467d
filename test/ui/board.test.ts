// The cave as text (drawBoard, a pure function): glyphs, walls and gaps, markers, arrows, faces,
// cavers and horrors, the frontier, the ghost and cursor boxes, and the window that follows the focus.
import { describe, expect, test } from '@jest/globals';
import {
  type CaverId, type Dir, type GameState, type Horror, parseSides, type Pos, type Tile, type TileType,
} from '../../src/engine/index.js';
import { CELL_H, CELL_W } from '../../src/ui/board/cell.js';
import { boardWindow, drawBoard, type BoardOptions } from '../../src/ui/board/drawBoard.js';
import { makeTheme } from '../../src/ui/theme.js';
import { start } from '../helpers/game.js';

const theme = makeTheme(false);
const SIX: CaverId[] = ['diver', 'scout', 'geologist', 'engineer', 'climber', 'medic']; // numbers 1-6

/** A tile as the engine stores it; `open` as sides ("NES"). */
function T(x: number, y: number, type: TileType, open: string, extra: Partial<Tile> = {}): Tile {
  return { x, y, type, shape: 'X', open: parseSides(open) ?? 0, blasted: 0, rubble: false, flooded: false, rope: false, ...extra };
}

/** A real game state with the cave, cavers and horrors replaced (drawBoard reads only those and the gas leak). */
function cave(tiles: Tile[], o: { cavers?: CaverId[]; at?: Partial<Record<CaverId, Pos | null>>; hp?: Partial<Record<CaverId, number>>; under?: CaverId[]; removed?: CaverId[]; horrors?: Pos[]; gasLeak?: number } = {}): GameState {
  const s = start({ cavers: o.cavers ?? SIX.slice(0, 4) });
  const cavers = s.cavers.map((c) => ({
    ...c,
    at: o.at && c.id in o.at ? o.at[c.id]! : c.at,
    hp: o.hp?.[c.id] ?? c.hp,
    underwater: o.under?.includes(c.id) ?? false,
    removed: o.removed?.includes(c.id) ?? false,
  }));
  const horrors: Horror[] = (o.horrors ?? []).map((at, i) => ({ id: i + 1, at }));
  return { ...s, tiles, cavers, horrors, gasLeak: o.gasLeak ?? 0 };
}

const opts = (focus: Pos = [0, 0], extra: Partial<BoardOptions> = {}): BoardOptions => ({ cols: 63, rows: 15, focus, active: null, ...extra });

/** The three lines of one square's cell, read out of the drawn board. */
function cellOf(board: string[], o: BoardOptions, x: number, y: number): [string, string, string] {
  const w = boardWindow(o.cols, o.rows, o.focus);
  const cx = x - w.x0;
  const cy = y - w.y0;
  if (cx < 0 || cy < 0 || cx >= w.w || cy >= w.h) throw new Error(`[${x},${y}] is outside the window`);
  const rows = board.slice(cy * CELL_H, cy * CELL_H + CELL_H).map((l) => [...l].slice(cx * CELL_W, cx * CELL_W + CELL_W).join(''));
  return rows as [string, string, string];
}

function draw(s: GameState, o: BoardOptions = opts()): (x: number, y: number) => [string, string, string] {
  const board = drawBoard(s, o, theme);
  return (x, y) => cellOf(board, o, x, y);
}

const CLOSED: [string, string] = ['┌───────┐', '└───────┘'];

describe('board: tiles', () => {
  test('every tile type is drawn with its glyph inside a closed box', () => {
    const glyphs: [TileType, string][] = [
      ['start', 'S'], ['exit', 'E'], ['empty', '·'], ['water', '~'], ['gas', 'g'], ['cavein', 'c'],
      ['horror', 'h'], ['tunnel', '='], ['ledge', 'l'], ['drop', 'd'], ['rough', 'r'],
    ];
    const tiles = glyphs.map(([type], i) => T((i % 6) - 3, Math.floor(i / 6), type, ''));
    const at = draw(cave(tiles, { at: { diver: [9, 9], scout: [9, 9], geologist: [9, 9], engineer: [9, 9] } }), opts([0, 0], { cols: 63, rows: 15 }));
    glyphs.forEach(([, g], i) => {
      expect(at((i % 6) - 3, Math.floor(i / 6))).toEqual([CLOSED[0], `│${g}      │`, CLOSED[1]]);
    });
  });

  test('each of the 16 side combinations: open sides are gaps, the others walls', () => {
    for (let mask = 0; mask < 16; mask++) {
      const open = ['N', 'E', 'S', 'W'].filter((_, i) => mask & (1 << i)).join('');
      const at = draw(cave([T(0, 0, 'empty', open)], { at: { diver: null, scout: null, geologist: null, engineer: null } }));
      const [top, mid, bottom] = at(0, 0);
      expect(top).toBe(open.includes('N') ? '┌─┘   └─┐' : '┌───────┐');
      expect(bottom).toBe(open.includes('S') ? '└─┐   ┌─┘' : '└───────┘');
      expect(mid).toBe(`${open.includes('W') ? ' ' : '│'}·      ${open.includes('E') ? ' ' : '│'}`);
    }
  });

  test('a half connection shows: the open side stays a gap, the neighbour keeps its wall', () => {
    // [0,0] is open to the east; [1,0] is open only to the north (a wall faces [0,0]); [0,1] connects fully.
    const s = cave([T(0, 0, 'start', 'ES'), T(1, 0, 'empty', 'N'), T(0, 1, 'empty', 'N')], { at: { diver: null, scout: null, geologist: null, engineer: null } });
    const at = draw(s);
    expect(at(0, 0)[1].endsWith(' ')).toBe(true); // the start's east gap
    expect(at(1, 0)[1].startsWith('│')).toBe(true); // the neighbour's west wall
    expect(at(1, 0)[0]).toBe('┌─┘   └─┐');
    // Fully connected, both gaps line up: the start's south and [0,1]'s north.
    expect(at(0, 0)[2]).toBe('└─┐   ┌─┘');
    expect(at(0, 1)[0]).toBe('┌─┘   └─┐');
  });

  test('markers: rubble #, flooded water ≈, rope §, active gas leak !, blasted wall *', () => {
    const tiles = [
      T(-2, 0, 'cavein', '', { rubble: true, faces: [1, 4] }),
      T(-1, 0, 'water', ''),
      T(0, 0, 'water', '', { flooded: true }),
      T(1, 0, 'drop', 'NS', { rope: true, arrow: 'S' }),
      T(2, 0, 'gas', ''),
      T(0, -1, 'empty', 'N', { blasted: parseSides('N')! }),
      T(0, 1, 'empty', 'ES', { blasted: parseSides('E')! }),
    ];
    const none = { diver: null, scout: null, geologist: null, engineer: null };
    const quiet = draw(cave(tiles, { at: none }));
    expect(quiet(-2, 0)[1]).toBe('│c#     │');
    expect(quiet(-1, 0)[1]).toBe('│~      │');
    expect(quiet(0, 0)[1]).toBe('│≈      │');
    expect(quiet(1, 0)[1]).toBe('│d§     │');
    expect(quiet(2, 0)[1]).toBe('│g      │'); // no leak: no mark
    expect(quiet(0, -1)[0]).toBe('┌─┘ * └─┐');
    expect(quiet(0, 1)[1]).toBe('│·      *');
    expect(quiet(0, 1)[2]).toBe('└─┐   ┌─┘'); // an ordinary open side has no star
    const leak = draw(cave(tiles, { at: none, gasLeak: 1 }));
    expect(leak(2, 0)[1]).toBe('│g!     │');
    expect(leak(-1, 0)[1]).toBe('│~      │'); // the leak marks gas tiles only
  });

  test('ledge and drop arrows sit in the gap on the arrow side', () => {
    const none = { diver: null, scout: null, geologist: null, engineer: null };
    for (const type of ['ledge', 'drop'] as const) {
      const g = type === 'ledge' ? 'l' : 'd';
      const tiles = [
        T(0, -1, type, 'NS', { arrow: 'N' }), T(0, 1, type, 'NS', { arrow: 'S' }),
        T(1, 0, type, 'EW', { arrow: 'E' }), T(-1, 0, type, 'EW', { arrow: 'W' }),
      ];
      const at = draw(cave(tiles, { at: none }));
      expect(at(0, -1)).toEqual(['┌─┘ ↑ └─┐', `│${g}      │`, '└─┐   ┌─┘']);
      expect(at(0, 1)).toEqual(['┌─┘   └─┐', `│${g}      │`, '└─┐ ↓ ┌─┘']);
      expect(at(1, 0)).toEqual([CLOSED[0], ` ${g}      →`, CLOSED[1]]);
      expect(at(-1, 0)).toEqual([CLOSED[0], `←${g}       `, CLOSED[1]]);
    }
  });

  test('cave-in tiles show their two die faces in the top corners, walls or gaps between', () => {
    const none = { diver: null, scout: null, geologist: null, engineer: null };
    const at = draw(cave([T(0, 0, 'cavein', 'ESW', { faces: [2, 5] }), T(2, 0, 'cavein', 'NES', { faces: [3, 6] })], { at: none }));
    expect(at(0, 0)[0]).toBe('┌2─────5┐');
    expect(at(0, 0)[1]).toBe(' c       ');
    expect(at(2, 0)[0]).toBe('┌3┘   └6┐');
  });
});

describe('board: who is where', () => {
  test('cavers are drawn by number in seating order; unconscious ones as raised digits', () => {
    const up = draw(cave([T(0, 0, 'start', '')], { cavers: SIX }));
    expect(up(0, 0)[1]).toBe('│S123456│');
    const down = draw(cave([T(0, 0, 'start', '')], { cavers: SIX, hp: { diver: 0, scout: 0, geologist: 0, engineer: 0, climber: 0, medic: 0 } }));
    expect(down(0, 0)[1]).toBe('│S¹²³⁴⁵⁶│');
    // The Bodyguard (7) and the Leader (8), one down and one up.
    const two = draw(cave([T(0, 0, 'start', '')], { cavers: ['bodyguard', 'leader', 'diver', 'scout'], hp: { bodyguard: 0 } }));
    expect(two(0, 0)[1]).toBe('│S⁷812  │');
    const eight = draw(cave([T(0, 0, 'start', '')], { cavers: ['leader', 'bodyguard', 'diver', 'scout'], hp: { leader: 0 } }));
    expect(eight(0, 0)[1]).toBe('│S⁸712  │');
  });

  test('cavers under water or taken are not drawn; others stand on their own tiles', () => {
    const s = cave([T(0, 0, 'start', 'E'), T(1, 0, 'water', 'W')], {
      at: { diver: null, scout: [1, 0], geologist: [0, 0], engineer: null }, under: ['diver'], removed: ['engineer'],
    });
    const at = draw(s);
    expect(at(0, 0)[1]).toBe('│S3      ');
    expect(at(1, 0)[1]).toBe(' ~2     │');
  });

  test('horrors are drawn as H after the cavers; a crowd too large for the cell ends in +', () => {
    const s = cave([T(0, 0, 'start', ''), T(1, 0, 'horror', '')], { horrors: [[1, 0]], at: { diver: [1, 0] } });
    const at = draw(s);
    expect(at(1, 0)[1]).toBe('│h1H    │');
    expect(at(0, 0)[1]).toBe('│S234   │');
    // Six cavers and a horror on one tile: five digits fit, then +.
    const crowd = draw(cave([T(0, 0, 'start', '')], { cavers: SIX, horrors: [[0, 0]] }));
    expect(crowd(0, 0)[1]).toBe('│S12345+│');
    // With a marker there is one place less.
    const marked = draw(cave([T(0, 0, 'cavein', '', { rubble: true, faces: [1, 4] })], { cavers: SIX }));
    expect(marked(0, 0)[1]).toBe('│c#1234+│');
  });
});

describe('board: the frontier, the ghost and the cursor', () => {
  const FRONTIER: [string, string, string] = ['·       ·', '    ?    ', '·       ·'];
  const BLANK: [string, string, string] = [' '.repeat(9), ' '.repeat(9), ' '.repeat(9)];

  test('a ? marks each empty square an open side faces, and nothing else', () => {
    const at = draw(cave([T(0, 0, 'start', 'NESW'), T(2, 0, 'empty', 'N')]));
    for (const [x, y] of [[0, -1], [1, 0], [0, 1], [-1, 0], [2, -1]] as Pos[]) expect(at(x, y)).toEqual(FRONTIER);
    // Diagonals, squares behind walls and squares next to nothing stay blank.
    for (const [x, y] of [[1, -1], [-1, 1], [3, 0], [2, 1], [-2, 0]] as Pos[]) expect(at(x, y)).toEqual(BLANK);
  });

  test('the tile being placed is drawn in place in a double box, with its turn and its arrow', () => {
    const s = cave([T(0, 0, 'start', 'NESW')]);
    const o = opts([0, 0], { ghost: { at: [0, -1], card: { type: 'empty', shape: 'T' }, open: parseSides('ESW')! } });
    const at = draw(s, o);
    expect(at(0, -1)).toEqual(['╔═══════╗', ' ·       ', '╚═╗   ╔═╝']);
    const turned = draw(s, opts([0, 0], { ghost: { at: [0, -1], card: { type: 'empty', shape: 'T' }, open: parseSides('NSW')! } }));
    expect(turned(0, -1)).toEqual(['╔═╝   ╚═╗', ' ·      ║', '╚═╗   ╔═╝']);
    const ledge = draw(s, opts([0, 0], { ghost: { at: [1, 0], card: { type: 'ledge', shape: 'I' }, open: parseSides('EW')!, arrow: 'E' } }));
    expect(ledge(1, 0)).toEqual(['╔═══════╗', ' l      →', '╚═══════╝']);
    const cavein = draw(s, opts([0, 0], { ghost: { at: [0, 1], card: { type: 'cavein', shape: 'L', faces: [1, 5] }, open: parseSides('NE')! } }));
    expect(cavein(0, 1)).toEqual(['╔1╝   ╚5╗', '║c       ', '╚═══════╝']);
  });

  test('the cursor is a heavy box, on a tile or on an empty square; marks use it too', () => {
    const s = cave([T(0, 0, 'start', 'NESW'), T(1, 0, 'empty', 'W')]);
    const on = draw(s, opts([0, 0], { cursor: [1, 0] }));
    expect(on(1, 0)).toEqual(['┏━━━━━━━┓', ' ·      ┃', '┗━━━━━━━┛']);
    const off = draw(s, opts([0, 0], { cursor: [0, -1] }));
    expect(off(0, -1)).toEqual(['┏━━━━━━━┓', '┃       ┃', '┗━━━━━━━┛']);
    const marked = draw(s, opts([0, 0], { marks: [[0, 0]] }));
    expect(marked(0, 0)).toEqual(['┏━┛   ┗━┓', ' S1234   ', '┗━┓   ┏━┛']);
    expect(marked(1, 0)[0]).toBe('┌───────┐');
  });
});

describe('board: the window', () => {
  // A cave grown in every direction: corridors from the Start to [0,-6], [8,0], [0,5] and [-9,0].
  const arms: [Dir, number, TileType][] = [['N', 6, 'exit'], ['E', 8, 'ledge'], ['S', 5, 'drop'], ['W', 9, 'rough']];
  const tiles: Tile[] = [T(0, 0, 'start', 'NESW')];
  for (const [d, n, endType] of arms) {
    const v = d === 'N' || d === 'S';
    for (let i = 1; i <= n; i++) {
      const x = d === 'E' ? i : d === 'W' ? -i : 0;
      const y = d === 'S' ? i : d === 'N' ? -i : 0;
      tiles.push(T(x, y, i === n ? endType : 'empty', v ? 'NS' : 'EW'));
    }
  }
  const s = cave(tiles);

  test('every line is exactly the board width, and there are exactly its rows', () => {
    for (const [cols, rows] of [[63, 15], [69, 17], [49, 20], [100, 31]] as const) {
      const board = drawBoard(s, { cols, rows, focus: [0, 0] }, theme);
      expect(board).toHaveLength(rows);
      for (const l of board) expect([...l]).toHaveLength(cols);
    }
  });

  test('the window is centred on the focus and shows that part of the cave', () => {
    const o = opts([0, 0]);
    const w = boardWindow(o.cols, o.rows, o.focus);
    expect(w).toEqual({ x0: -3, y0: -2, w: 7, h: 5 });
    const ends: [Pos, string][] = [[[0, -6], 'E'], [[8, 0], 'l'], [[0, 5], 'd'], [[-9, 0], 'r']];
    for (const [focus, glyph] of ends) {
      const of = opts(focus);
      const board = drawBoard(s, of, theme);
      // The far end is in the middle cell...
      expect(cellOf(board, of, focus[0], focus[1])[1][1]).toBe(glyph);
      const mid = board[Math.floor(w.h / 2) * CELL_H + 1];
      expect([...mid].slice(3 * CELL_W, 4 * CELL_W).join('')[1]).toBe(glyph);
      // ...and the Start is out of sight.
      expect(board.join('\n')).not.toContain('S');
    }
    // From the Start, no corridor end is in sight, but the Start and its cavers are.
    const home = drawBoard(s, o, theme).join('\n');
    expect(home).toContain('S1234');
    for (const g of ['E', 'l', 'd', 'r']) expect(home).not.toContain(g);
  });

  test('the window moves square by square with the focus', () => {
    // Focus one square east of the Start: the Start is one cell left of the middle.
    const o = opts([1, 0]);
    const board = drawBoard(s, o, theme);
    const mid = board[2 * CELL_H + 1];
    expect([...mid].slice(2 * CELL_W, 3 * CELL_W).join('')).toBe(' S1234   ');
    expect([...mid].slice(3 * CELL_W, 4 * CELL_W).join('')).toBe(' ·       ');
  });
});
