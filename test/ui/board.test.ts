// The cave as text (drawBoard, a pure function): who stands where at every size, the frontier, the
// tile being placed, the marks a caller puts on squares, the window (camera) and the tile size.
import { describe, expect, test } from '@jest/globals';
import { parseSides } from '../../src/engine/index.js';
import type { Pos, Tile, TileType } from '../../src/engine/index.js';
import { camera } from '../../src/ui/board/camera.js';
import { type BoardMark, type BoardOptions } from '../../src/ui/board/drawBoard.js';
import { autoZoom, pickZoom, stepZoom, ZOOMS, zoomOf } from '../../src/ui/board/zoom.js';
import { tableLayout } from '../../src/ui/layout.js';
import type { MarkKind } from '../../src/ui/theme.js';
import { cave, draw, NOBODY, SIX, T } from './board-kit.js';

const [SMALL, MEDIUM, LARGE] = ZOOMS;
/** A board with room for 5 × 5 squares at a size. */
const room = (z = SMALL) => ({ cols: z.w * 5, rows: z.h * 5, zoom: z });
/** The middle line of a square (where its occupants stand on small tiles). */
const mid = (lines: string[]): string => lines[Math.floor(lines.length / 2)];

describe('who is where', () => {
  test('small tiles: cavers by number after the emblem, the acting one as ▶n, unconscious ones raised', () => {
    const s = cave([T(0, 0, 'start', '')], { hp: { geologist: 0 } });
    expect(draw(s, room()).at(0, 0)).toEqual(['┌───────┐', '│S12³4  │', '└───────┘']);
    expect(mid(draw(s, { ...room(), active: 'scout' }).at(0, 0))).toBe('│S1▶2³4 │');
  });

  test('six cavers on one small tile are all shown: the tile emblem moves up into the wall to make room', () => {
    const s = cave([T(0, 0, 'start', 'NESW')], { cavers: SIX });
    const at = draw(s, { ...room(), active: 'diver' }).at(0, 0);
    expect(at).toEqual(['┌S┘   └─┐', ' ▶123456 ', '└─┐   ┌─┘']);
    // On a cave-in its die faces already name the tile: the corner keeps them.
    const ci = draw(cave([T(0, 0, 'cavein', 'N', { faces: [2, 5] })], { cavers: SIX }), {
      ...room(),
      active: 'medic',
    }).at(0, 0);
    expect(ci).toEqual(['┌2┘   └5┐', '│12345▶6│', '└───────┘']);
    // Five fit beside the emblem, which stays in place.
    const five = draw(cave([T(0, 0, 'start', '')], { cavers: SIX, at: { medic: null } }), room()).at(0, 0);
    expect(five).toEqual(['┌───────┐', '│S12345 │', '└───────┘']);
  });

  test('a crowd too large even so ends in +, keeping the acting caver and the horrors', () => {
    const s = cave([T(0, 0, 'start', '')], { cavers: SIX, horrors: [[0, 0]] });
    expect(draw(s, { ...room(), active: 'medic' }).at(0, 0)).toEqual(['┌S──────┐', '│123▶6H+│', '└───────┘']);
  });

  test('medium and large tiles: the crowd spaced out on the middle row (and the next), a horror as «H»', () => {
    const s = cave([T(0, 0, 'empty', 'EW')], { horrors: [[0, 0]], hp: { scout: 0 } });
    expect(draw(s, { ...room(LARGE), active: 'diver' }).at(0, 0)[3]).toBe('  ▶1 ² 3 4 «H»   ');
    const medium = draw(s, { ...room(MEDIUM), active: 'diver' }).at(0, 0);
    expect(medium.slice(2, 4)).toEqual(['  ▶1 ² 3 4   ', '┐░░░░«H»░░░░┌']);
    // Six cavers and three horrors at medium: all of them, over two rows.
    const crowd = cave([T(0, 0, 'empty', 'EW')], {
      cavers: SIX,
      horrors: [
        [0, 0],
        [0, 0],
        [0, 0],
      ],
    });
    const lines = draw(crowd, { ...room(MEDIUM), active: 'diver' }).at(0, 0);
    const text = lines.join('\n');
    for (const c of ['▶1', '2', '3', '4', '5', '6']) expect(text).toContain(c);
    expect(text.match(/«H»/g)).toHaveLength(3);
  });

  test('cavers under water or taken are not drawn; others stand on their own tiles', () => {
    const s = cave([T(0, 0, 'start', 'E'), T(1, 0, 'water', 'W')], {
      at: { diver: null, scout: [1, 0], geologist: [0, 0], engineer: null },
      under: ['diver'],
      removed: ['engineer'],
    });
    const d = draw(s, room());
    expect(mid(d.at(0, 0))).toBe('│S3      ');
    expect(mid(d.at(1, 0))).toBe(' ~2 ~ ~ │');
  });
});

describe('the frontier, the tile being placed, the marks', () => {
  test('a ? marks each empty square an open side faces, at every size; nothing elsewhere', () => {
    for (const z of ZOOMS) {
      const d = draw(cave([T(0, 0, 'start', 'NESW'), T(2, 0, 'empty', 'N')]), {
        cols: z.w * 7,
        rows: z.h * 5,
        zoom: z,
      });
      for (const [x, y] of [
        [0, -1],
        [1, 0],
        [0, 1],
        [-1, 0],
        [2, -1],
      ] as Pos[]) {
        const cell = d.at(x, y);
        expect(cell[Math.floor(z.h / 2)].trim()).toBe('?');
        expect([cell[0][0], cell[z.h - 1][z.w - 1]]).toEqual(['·', '·']);
      }
      for (const [x, y] of [
        [1, -1],
        [-1, 1],
        [2, 1],
      ] as Pos[])
        expect(d.at(x, y).join('').trim()).toBe('');
    }
  });

  test('the tile being placed is drawn in place in a double frame, with its turn and its arrow', () => {
    const s = cave([T(0, 0, 'start', 'NESW')]);
    const at = (ghost: BoardOptions['ghost'], p: Pos) => draw(s, { ...room(), ghost }).at(p[0], p[1]);
    expect(at({ at: [0, -1], card: { type: 'empty', shape: 'T' }, open: parseSides('ESW')! }, [0, -1])).toEqual([
      '╔═══════╗',
      ' ·       ',
      '╚═╗   ╔═╝',
    ]);
    expect(at({ at: [0, -1], card: { type: 'empty', shape: 'T' }, open: parseSides('NSW')! }, [0, -1])).toEqual([
      '╔═╝   ╚═╗',
      ' ·      ║',
      '╚═╗   ╔═╝',
    ]);
    expect(
      at({ at: [1, 0], card: { type: 'ledge', shape: 'I' }, open: parseSides('EW')!, arrow: 'E' }, [1, 0]),
    ).toEqual(['╔═══════╗', ' l      →', '╚═══════╝']);
    expect(
      at({ at: [0, 1], card: { type: 'cavein', shape: 'L', faces: [1, 5] }, open: parseSides('NE')! }, [0, 1]),
    ).toEqual(['╔1╝   ╚5╗', '║c       ', '╚═══════╝']);
    // At the bigger sizes too: a double frame around the tile's art.
    for (const z of [MEDIUM, LARGE]) {
      const cell = draw(s, {
        ...room(z),
        ghost: { at: [0, -1], card: { type: 'water', shape: 'I' }, open: parseSides('NS')! },
      }).at(0, -1);
      expect(cell[0].startsWith('╔')).toBe(true);
      expect(cell.join('')).toContain('~');
      expect(cell[z.h - 1].startsWith('╚')).toBe(true);
    }
  });

  const KINDS: readonly MarkKind[] = ['actor', 'selected', 'candidate', 'cursor', 'path', 'danger'];

  test("each kind of mark has its own frame and, but for the actor's tile, a glyph in its lower left corner, at every size", () => {
    for (const z of ZOOMS) {
      const seen = new Map<string, MarkKind>();
      for (const kind of KINDS) {
        const d = draw(cave([T(0, 0, 'empty', 'N')], { at: NOBODY }), { ...room(z), marks: [{ at: [0, 0], kind }] });
        const cell = d.at(0, 0);
        const frame = [cell[0], cell[z.h - 1], ...cell.map((l) => [...l][0] + [...l][z.w - 1])].join('');
        expect(frame).not.toMatch(/[─│]/); // not a plain tile's frame
        const corner = [...cell[z.h - 1]][0];
        expect([kind, corner]).toEqual([
          kind,
          { actor: '┗', selected: '◆', candidate: '◇', cursor: '+', path: '•', danger: '!' }[kind],
        ]);
        const key = [...new Set(frame)].sort().join('');
        expect([kind, seen.get(key)]).toEqual([kind, undefined]);
        seen.set(key, kind);
      }
    }
  });

  test("a mark's label sits beside its glyph; marks go on empty squares too; the first mark of a square wins", () => {
    const s = cave([T(0, 0, 'start', 'NESW')], { at: NOBODY });
    const marks: BoardMark[] = [
      { at: [0, -1], kind: 'selected', label: '2' },
      { at: [0, -1], kind: 'candidate', label: '1' },
      { at: [3, 3], kind: 'cursor' },
    ];
    const d = draw(s, { ...room(), marks, keep: [[3, 3]] });
    expect(d.at(0, -1)).toEqual(['┏━━━━━━━┓', '┃   ?   ┃', '◆2━━━━━━┛']);
    expect(d.at(3, 3)).toEqual(['┏┅┅┅┅┅┅┅┓', '┇       ┇', '+┅┅┅┅┅┅┅┛']);
  });
});

describe('the window', () => {
  /** A row of `n` tiles from x = 0 eastwards, open east-west, the Start first. */
  const corridor = (n: number, type: TileType = 'empty'): Tile[] =>
    Array.from({ length: n }, (_, i) => T(i, 0, i === 0 ? 'start' : type, i === n - 1 ? 'W' : i === 0 ? 'E' : 'EW'));

  test('every line is exactly the board width, and there are exactly its rows, at every size', () => {
    for (const s of [cave(corridor(20)), cave(corridor(2))]) {
      for (const z of ZOOMS) {
        for (const [cols, rows] of [
          [49, 17],
          [85, 28],
          [119, 35],
          [63, 15],
        ] as const) {
          const lines = draw(s, { cols, rows, zoom: z, keep: [[1, 0]] }).lines;
          expect(lines).toHaveLength(rows);
          for (const l of lines) expect([...l]).toHaveLength(cols);
        }
      }
    }
  });

  test('a cave that fits is shown whole and centred in the pane, wherever the acting caver stands', () => {
    // Six tiles wide, three high: at 120×40 the table's board is 85×28, medium tiles, 6×5 squares.
    const L = tableLayout(120, 40);
    const z = autoZoom(L.boardCols, L.middleRows);
    expect(z.name).toBe('medium');
    const tiles = [
      T(0, 0, 'start', 'E'),
      T(1, 0, 'empty', 'EW'),
      T(2, 0, 'empty', 'ESW'),
      T(3, 0, 'empty', 'EW'),
      T(4, 0, 'empty', 'EW'),
      T(5, 0, 'empty', 'NW'),
      T(2, 1, 'water', 'N'),
      T(5, -1, 'exit', 'S'),
    ];
    const s = cave(tiles, { at: { diver: [5, 0] } });
    // The acting caver at the east end: the window still shows the west end.
    const d = draw(s, {
      cols: L.boardCols,
      rows: L.middleRows,
      zoom: z,
      keep: [[5, 0]],
      focus: [5, 0],
      active: 'diver',
    });
    for (const t of tiles) expect([t.x, t.y, d.shows(t.x, t.y)]).toEqual([t.x, t.y, true]);
    expect(d.view).toMatchObject({ x0: 0, w: 6, padX: Math.floor((85 - 6 * 13) / 2) });
    // Centred: the blank columns left and right differ by at most one.
    const left = Math.min(...d.lines.map((l) => l.length - l.trimStart().length));
    const right = Math.min(...d.lines.map((l) => l.length - l.trimEnd().length));
    expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
  });

  test('with its open edges the cave fits when it can; without them when only its tiles fit', () => {
    // Five tiles in a row and the squares beyond both ends: 7 squares; the small board holds 5.
    const s = cave(
      corridor(5).map((t, i) => (i === 4 ? T(4, 0, 'empty', 'EW') : i === 0 ? T(0, 0, 'start', 'EW') : t)),
    );
    const d = draw(s, room());
    expect(d.view).toMatchObject({ x0: 0, w: 5 });
    const wide = draw(s, { cols: 9 * 7, rows: 15, zoom: SMALL });
    expect(wide.view).toMatchObject({ x0: -1, w: 7 });
  });

  test('a cave that does not fit: the squares to keep stay in view, with a square of room around them when there is room', () => {
    const s = cave(corridor(30));
    for (const z of ZOOMS) {
      for (const x of [0, 7, 15, 29]) {
        const d = draw(s, { cols: z.w * 5, rows: z.h * 3, zoom: z, keep: [[x, 0]] });
        expect(d.shows(x, 0)).toBe(true);
        if (x > 0 && x < 29) expect(d.shows(x - 1, 0) && d.shows(x + 1, 0)).toBe(true);
      }
    }
    // Two squares to keep (an option and the acting caver), far apart but within a window.
    const both = draw(s, {
      ...room(),
      keep: [
        [10, 0],
        [14, 0],
      ],
    });
    expect([both.shows(10, 0), both.shows(14, 0)]).toEqual([true, true]);
    // Too far apart: the first is kept.
    const first = draw(s, {
      ...room(),
      keep: [
        [20, 0],
        [2, 0],
      ],
    });
    expect(first.shows(20, 0)).toBe(true);
  });

  test('the window stays where it was while it shows what it must, and then moves as little as it can', () => {
    const s = cave(corridor(30));
    const at = (x: number, prev: number) => draw(s, { ...room(), keep: [[x, 0]], prev: { x0: prev, y0: -2 } }).view.x0;
    expect(at(10, 8)).toBe(8); // 8..12 shows 10 with room around it
    expect(at(11, 8)).toBe(8);
    expect(at(12, 8)).toBe(9); // one step to keep a square beyond 12
    expect(at(7, 8)).toBe(6);
    expect(at(25, 8)).toBe(22);
  });

  test('arrows in the margins point where the cave goes on out of sight', () => {
    const s = cave(corridor(30));
    const d = draw(s, { cols: 9 * 5 + 2, rows: 17, zoom: SMALL, keep: [[15, 0]] });
    const text = d.lines.join('\n');
    expect(text).toContain('◀');
    expect(text).toContain('▶');
    const whole = draw(cave(corridor(3)), { cols: 9 * 5 + 2, rows: 17, zoom: SMALL });
    expect(whole.lines.join('\n')).not.toMatch(/[◀▲▼]/);
  });

  test('camera(): each axis on its own, fitted or scrolled', () => {
    const v = camera({
      cols: 45,
      rows: 9,
      zoom: SMALL,
      cave: { minX: 0, minY: 0, maxX: 20, maxY: 1 },
      tiles: { minX: 0, minY: 0, maxX: 20, maxY: 1 },
      keep: [[18, 1]],
      focus: [18, 1],
    });
    // Across: 5 of 21 squares, scrolled to the end; down: both rows fit, centred in 3.
    expect(v).toEqual({ x0: 16, y0: 0, w: 5, h: 2, padX: 0, padY: 1 });
  });
});

describe('tile sizes', () => {
  test('chosen by the terminal: small at 80×24 and 100×30, medium at 120×40, large at 160×48', () => {
    const at = (c: number, r: number) => {
      const L = tableLayout(c, r);
      return autoZoom(L.boardCols, L.middleRows).name;
    };
    expect([at(80, 24), at(100, 30), at(120, 40), at(140, 45), at(160, 48), at(200, 60)]).toEqual([
      'small',
      'small',
      'medium',
      'medium',
      'large',
      'large',
    ]);
  });

  test('a chosen size is used while it shows 3 × 3 squares, else the largest that does', () => {
    const L = tableLayout(80, 24);
    expect(pickZoom('large', L.boardCols, L.middleRows).name).toBe('medium');
    expect(pickZoom('medium', L.boardCols, L.middleRows).name).toBe('medium');
    expect(pickZoom('small', 119, 35).name).toBe('small');
    expect(pickZoom('auto', 119, 35).name).toBe('large');
  });

  test('+ and - step one size, or say why not', () => {
    expect(stepZoom('small', 1, 49, 17)).toEqual({ pref: 'medium' });
    expect(stepZoom('medium', 1, 49, 17)).toEqual({ why: 'No room for large tiles at this terminal size' });
    expect(stepZoom('small', -1, 49, 17)).toEqual({ why: 'Tiles are already at their smallest' });
    expect(stepZoom('large', 1, 200, 60)).toEqual({ why: 'Tiles are already at their largest' });
    expect(zoomOf('large')).toBe(LARGE);
  });
});
