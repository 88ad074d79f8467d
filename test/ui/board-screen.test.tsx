// The board on the table screen, through Ink: bigger tiles on a bigger terminal, nothing cut at
// 80×24, the whole cave centred when it fits, the theme and tile size keys (remembered), the
// legend in ?, and the options of a choice marked on the board.
import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameState } from '../../src/engine/index.js';
import { parseRecordText } from '../../src/record/record.js';
import { loadSettings, saveSettings } from '../../src/record/settings.js';
import { drawBoard } from '../../src/ui/board/drawBoard.js';
import { lookName, TILE_LOOKS } from '../../src/ui/board/looks.js';
import { autoZoom } from '../../src/ui/board/zoom.js';
import { describeMode, tableView } from '../../src/ui/tableView.js';
import { IDLE } from '../../src/ui/input/controller.js';
import { tableLayout } from '../../src/ui/layout.js';
import { Session } from '../../src/play/index.js';
import { makeTheme, type ThemeName } from '../../src/ui/theme.js';
import type { ZoomPref } from '../../src/ui/board/zoom.js';
import { textWidth } from '../../src/text/width.js';
import { KEY, lines, renderApp, scenarioSession, tableProps80, unmountAll } from './kit.js';
import type { Act } from '../helpers/game.js';
import { HORROR_TIE } from '../helpers/positions.js';

afterEach(unmountAll);

/** A saved game: the recorded long-normal-4 game after 25 actions, 13 tiles (6 wide, 4 high). */
function savedGame(): Session {
  const r = parseRecordText(
    readFileSync(join(process.cwd(), 'test', 'fixtures', 'games', 'long-normal-4.json'), 'utf8'),
  );
  if (!r.ok) throw new Error(r.error);
  const s = Session.resume(JSON.stringify({ ...r.value, actions: r.value.actions.slice(0, 25), hashes: [] }), null);
  if (typeof s === 'string') throw new Error(s);
  return s;
}

/** The board part of a table frame: its rows and columns, each line its full width. */
function boardPart(frame: string, cols: number, rows: number, band?: number): string[] {
  const L = tableLayout(cols, rows);
  return frame
    .split('\n')
    .slice(1, 1 + (band ?? L.middleRows))
    .map((l) => [...l].slice(0, L.boardCols).join('').padEnd(L.boardCols));
}

/** Board rows with something drawn on them. */
const usedRows = (board: string[]): number => board.filter((l) => l.trim() !== '').length;

describe('tile sizes on the table', () => {
  test("at 160×48 a saved game's board uses clearly more rows than at 80×24 (bigger tiles)", async () => {
    const small = renderApp(savedGame(), { cols: 80, rows: 24 });
    await small.press();
    const big = renderApp(savedGame(), { cols: 160, rows: 48 });
    await big.press();
    expect(savedGame().state.tiles).toHaveLength(13);
    const rowsSmall = usedRows(boardPart(small.frame(), 80, 24));
    const rowsBig = usedRows(boardPart(big.frame(), 160, 48));
    expect(rowsSmall).toBeGreaterThanOrEqual(12);
    expect(rowsBig).toBeGreaterThanOrEqual(2 * rowsSmall);
  });

  test('nothing is cut at 80×24: every line 80 columns, the board exactly as drawn (whole squares), the prompt whole', async () => {
    const session = savedGame();
    const sc = renderApp(session, { cols: 80, rows: 24 });
    await sc.press();
    const f = lines(sc.frame());
    expect(f).toHaveLength(24);
    for (const l of f) expect(textWidth(l)).toBeLessThanOrEqual(80);
    expect(f.slice(-2).join('')).not.toContain('…');
    // The board on screen is the board drawn for it, square by square: no square is cut.
    const L = tableLayout(80, 24);
    const view = describeMode(session.state, IDLE, L.boardCols, L.middleRows, autoZoom(L.boardCols, L.middleRows));
    expect(boardPart(sc.frame(), 80, 24)).toEqual(drawBoard(session.state, view.board, makeTheme(false)));
    // The acting caver is on it; six columns of cave do not fit in five: an arrow says where the rest is.
    const actor = session.state.cavers[session.state.turn!];
    const board = boardPart(sc.frame(), 80, 24).join('\n');
    expect(board).toContain(
      `▶${'0123456789'[['diver', 'scout', 'geologist', 'engineer', 'climber', 'medic', 'bodyguard', 'leader'].indexOf(actor.id) + 1]}`,
    );
    expect(board).toMatch(/[◀▶]/);
  });

  test('at 120×40 a cave six tiles wide is shown whole and centred, wherever the acting caver stands (issue 12, bug 3)', async () => {
    const session = savedGame();
    const sc = renderApp(session, { cols: 120, rows: 40 });
    await sc.press();
    const L = tableLayout(120, 40);
    // The band of the board (at 120x40 it keeps the rows the cave fills; the log has the rest).
    const band = tableView(tableProps80(session, { cols: 120, rows: 40 })).middleRows;
    const board = boardPart(sc.frame(), 120, 40, band);
    // Medium tiles, 13 columns: six of them, with 7 columns to spare split 3 and 4 (a margin's mark
    // of the frontier out of sight, ◀ or ▶, is not drawn cave).
    const drawn = board.map((l) => l.replace(/[◀▶]/g, ' ')).filter((l) => l.trim() !== '');
    const left = Math.min(...drawn.map((l) => l.length - l.trimStart().length));
    const right = Math.min(...drawn.map((l) => l.length - l.trimEnd().length));
    expect(L.boardCols - left - right).toBe(6 * 13);
    expect(left).toBe(3);
    const xs = session.state.tiles.map((t) => t.x);
    expect(Math.max(...xs) - Math.min(...xs) + 1).toBe(6);
    // Every tile's square is on screen: 13 tiles, each with its walls' corners.
    expect(board.join('\n').match(/[┌┏╔]/g)!.length).toBeGreaterThanOrEqual(13);
  });

  test('+ and - change the tile size, and say so; no room for bigger tiles is said too', async () => {
    const looks: { theme: ThemeName; zoom: ZoomPref }[] = [];
    const sc = renderApp(savedGame(), { cols: 80, rows: 24, onLookChange: (l) => looks.push(l) });
    await sc.press();
    expect(boardPart(sc.frame(), 80, 24).join('\n')).toMatch(/[┌┏]─┘   └─[┐┓]|┌───────┐/);
    await sc.press('+');
    expect(lines(sc.frame())[23]).toBe('Tiles: medium · + bigger, - smaller');
    const after = boardPart(sc.frame(), 80, 24).join('\n');
    expect(after).toContain('░'); // medium tiles draw their rock
    expect(after).toMatch(/───┘   └───|───────────/); // and are 13 columns wide
    await sc.press('+');
    expect(lines(sc.frame())[23].trim()).toBe('No room for large tiles at this terminal size');
    await sc.press('-');
    // Small is the size the terminal chooses here: back to auto (issue 28, bug 5).
    expect(lines(sc.frame())[23].trim()).toBe("Tiles: auto (small at this terminal's size) · + bigger, - smaller");
    expect(boardPart(sc.frame(), 80, 24).join('\n')).not.toContain('░');
    expect(looks).toEqual([
      { theme: 'classic', zoom: 'medium' },
      { theme: 'classic', zoom: 'auto' },
    ]);
  });

  test('a tile size chosen for a bigger terminal gives way to one that fits when the terminal shrinks', async () => {
    const sc = renderApp(savedGame(), { cols: 160, rows: 48, initialZoom: 'large' });
    await sc.press();
    expect(boardPart(sc.frame(), 160, 48).join('\n')).toContain('░');
    await sc.resize(80, 24);
    const board = boardPart(sc.frame(), 80, 24);
    // Medium (3 × 3 squares) is the largest that fits at 80×24.
    expect(board.join('\n')).toContain('░');
    expect(lines(sc.frame())).toHaveLength(24);
  });
});

describe('themes', () => {
  test('t cycles the themes, says which, and reports the choice to be remembered', async () => {
    const looks: { theme: ThemeName; zoom: ZoomPref }[] = [];
    const sc = renderApp(savedGame(), { cols: 80, rows: 24, onLookChange: (l) => looks.push(l) });
    await sc.press('t');
    expect(lines(sc.frame())[23].trim()).toBe(
      'Theme: colour-blind safe (colours are off: glyphs only) · t: next theme',
    );
    await sc.press('t', 't');
    expect(lines(sc.frame())[23].trim()).toMatch(/^Theme: classic/);
    expect(looks.map((l) => l.theme)).toEqual(['colour-blind', 'high-contrast', 'classic']);
  });

  test('with colour on, each theme paints the board differently; the characters stay the same', () => {
    const s = savedGame().state;
    const strip = (t: string): string => t.replace(/\x1b\[[0-9;]*m/g, '');
    const board = (name: ThemeName): string =>
      drawBoard(s, describeMode(s, IDLE, 85, 28, autoZoom(85, 28)).board, makeTheme(true, name)).join('\n');
    const [a, b, c] = [board('classic'), board('colour-blind'), board('high-contrast')];
    expect(new Set([a, b, c]).size).toBe(3);
    expect(strip(a)).toBe(strip(b));
    expect(strip(b)).toBe(strip(c));
    expect(strip(a)).toBe(
      drawBoard(s, describeMode(s, IDLE, 85, 28, autoZoom(85, 28)).board, makeTheme(false)).join('\n'),
    );
  });

  test('the theme and the tile size are kept in the settings file beside the games', () => {
    const home = mkdtempSync(join(tmpdir(), 'st-look-'));
    try {
      const env = { SUBTERRA_HOME: home };
      expect(loadSettings({ env })).toEqual({ autoAdvance: false });
      expect(saveSettings({ autoAdvance: true, theme: 'high-contrast', zoom: 'large' }, { env })).toBe(true);
      expect(loadSettings({ env })).toEqual({ autoAdvance: true, theme: 'high-contrast', zoom: 'large' });
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

describe('the legend in ?', () => {
  test('→ from the keys page shows every tile as drawn at the current size, within 80×24', async () => {
    const sc = renderApp(savedGame(), { cols: 80, rows: 24 });
    await sc.press('?', KEY.right);
    const f = lines(sc.frame());
    expect(f).toHaveLength(24);
    expect(f[0]).toMatch(/^THE BOARD · small tiles · theme: classic/);
    for (const look of TILE_LOOKS) expect(sc.frame()).toContain(lookName(look));
    expect(sc.frame()).toContain('┌─┘   └─┐'); // a small tile
    expect(sc.frame()).not.toContain('░');
    // + in the help changes the size of the legend too; any other key goes back to the game.
    await sc.press('+');
    expect(lines(sc.frame())[0]).toMatch(/^THE BOARD · medium tiles/);
    await sc.press('x');
    expect(sc.frame()).toContain('Round');
  });

  test('at 120×40 the legend is drawn with medium tiles, at 160×48 with large ones', async () => {
    for (const [cols, rows, name, word] of [
      [120, 40, 'medium', '┌───┘   └───┐'],
      [160, 48, 'large', '┌────┘     └────┐'],
    ] as const) {
      const sc = renderApp(savedGame(), { cols, rows });
      await sc.press('?', KEY.right);
      expect(lines(sc.frame())[0]).toMatch(new RegExp(`^THE BOARD · ${name} tiles`));
      expect(sc.frame()).toContain(word);
      expect(sc.frame()).toContain('START');
      expect(sc.frame()).toContain('EXIT');
      expect(lines(sc.frame()).length).toBe(rows);
    }
  });
});

describe('choices marked on the board', () => {
  test('x (Explore) marks each square it can go to with ◇ and its arrow; the direction taken shows the tile being placed there', async () => {
    const session = scenarioSession({ cavers: ['scout', 'medic', 'leader', 'diver'], tiles: ['water:I', 'empty:X'] });
    const sc = renderApp(session, { cols: 100, rows: 24 });
    await sc.press('x');
    const board = boardPart(sc.frame(), 100, 24).join('\n');
    // The Start is a cross: four squares to explore, each framed dashed with its arrow.
    for (const label of ['◇↑', '◇→', '◇↓', '◇←']) expect(board).toContain(label);
    expect(board.match(/┆/g)!.length).toBeGreaterThanOrEqual(8);
    await sc.press(KEY.up);
    const placing = boardPart(sc.frame(), 100, 24).join('\n');
    expect(placing).not.toContain('◇');
    expect(placing).toContain('╔');
    await sc.press(KEY.enter);
    expect(session.record.actions).toHaveLength(1);
  });

  const END = (c: string): Act => ({ caver: c as never, do: 'end' });
  // A square of four tiles: two shortest paths from the horror to the climber (RULES.md §8 ties).
  const tie = (): Session => scenarioSession(HORROR_TIE.scenario, [...HORROR_TIE.actions, END('climber')]);

  test('a horror path tie: ◆ on the selected square, ◇ on the other, each numbered; Tab moves the ◆; the horror stays in view', async () => {
    for (const [cols, rows] of [
      [80, 24],
      [120, 40],
      [160, 48],
    ] as const) {
      const session = tie();
      const sc = renderApp(session, { cols, rows });
      await sc.press();
      // The steps of the horror phase first.
      for (let i = 0; i < 10 && !lines(sc.frame()).some((l) => l.includes('decides which way the horror goes')); i++)
        await sc.press(KEY.enter);
      const state: GameState = session.state;
      expect(state.pending?.kind).toBe('horror-path');
      let board = boardPart(sc.frame(), cols, rows).join('\n');
      expect(board).toContain('◆1');
      expect(board).toContain('◇2');
      expect(board).toMatch(/«H»|H/);
      await sc.press(KEY.tab);
      board = boardPart(sc.frame(), cols, rows).join('\n');
      expect(board).toContain('◆2');
      expect(board).toContain('◇1');
      expect(lines(sc.frame()).join('\n')).toContain('option 2 of 2');
    }
  });
});
