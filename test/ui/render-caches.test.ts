// What the screens keep from one frame to the next (the cave's shape per tiles array, the panel's
// caver rows and the deck's line per state, messages per language): each is worked out anew when
// what it depends on changes: another cave, another state, the language switched, another width
// or theme, another player's tag.
import { afterEach, describe, expect, test } from '@jest/globals';
import { frontierSquares, drawBoardView } from '../../src/ui/board/drawBoard.js';
import { deckLine, deckPanel } from '../../src/ui/deckPanel.js';
import { panelLines } from '../../src/ui/panel.js';
import { bottomLines } from '../../src/ui/tableView.js';
import { stateMemo } from '../../src/ui/stateMemo.js';
import { makeTheme } from '../../src/ui/theme.js';
import { say, setLanguage } from '../../src/words/index.js';
import { start } from '../helpers/game.js';
import { cave, plain, T } from './board-kit.js';

afterEach(() => setLanguage('en'));

describe('stateMemo', () => {
  test('keeps a value per key while its dependencies are the same, and makes it again when one changes', () => {
    const memo = stateMemo<object, number>();
    let made = 0;
    const make = (): number => ++made;
    const a = {};
    const b = {};
    expect(memo(a, [1, 'x'], make)).toBe(1);
    expect(memo(a, [1, 'x'], make)).toBe(1);
    expect(memo(a, [2, 'x'], make)).toBe(2);
    expect(memo(a, [2, 'y'], make)).toBe(3);
    expect(memo(a, [2, 'y', 0], make)).toBe(4);
    expect(memo(b, [2, 'y', 0], make)).toBe(5);
    expect(memo(a, [2, 'y', 0], make)).toBe(4);
    expect(made).toBe(5);
  });
});

describe("the cave's shape, kept per tiles array", () => {
  test('another cave (a new tiles array) has its own frontier, bounds and tiles', () => {
    const one = cave([T(0, 0, 'start', 'E')]);
    const two = { ...one, tiles: [T(0, 0, 'start', 'E'), T(1, 0, 'empty', 'WS')] };
    expect(frontierSquares(one)).toEqual([[1, 0]]);
    expect(frontierSquares(two)).toEqual([[1, 1]]);
    const o = { cols: 60, rows: 15 };
    const drawnOne = drawBoardView(one, o, plain);
    const drawnTwo = drawBoardView(two, o, plain);
    // The window holds the cave it is given: the tile and its frontier square, then two tiles and a square below.
    expect(drawnOne.view).toMatchObject({ x0: 0, y0: 0, w: 2, h: 1 });
    expect(drawnTwo.view).toMatchObject({ x0: 0, y0: 0, w: 2, h: 2 });
    expect(drawnTwo.lines.join('\n')).not.toEqual(drawnOne.lines.join('\n'));
    // The first cave, asked again, is as it was.
    expect(frontierSquares(one)).toEqual([[1, 0]]);
    expect(drawBoardView(one, o, plain).lines).toEqual(drawnOne.lines);
  });
});

describe('the panel and the deck line, kept per state', () => {
  const s = start({ cavers: ['scout', 'medic', 'leader', 'diver'] });
  const input = { state: s, width: 30, height: 30, menu: [], menuTitle: '' };

  test('switch language with the state unchanged', () => {
    const english = panelLines(input, plain);
    const line = deckLine(s, 30);
    expect(english.join('\n')).toContain(say('caver.medic'));
    setLanguage('fr');
    const french = panelLines(input, plain);
    expect(french.join('\n')).toContain(say('caver.medic'));
    expect(french.join('\n')).not.toContain('Medic ');
    expect(deckLine(s, 30)).not.toEqual(line);
    expect(deckLine(s, 30)).toContain(say('deck.next', { odds: '' }).trim());
    setLanguage('en');
    expect(panelLines(input, plain)).toEqual(english);
    expect(deckLine(s, 30)).toEqual(line);
  });

  test("follow the width, the theme and the players' tags", () => {
    const narrow = panelLines(input, plain);
    const wide = panelLines({ ...input, width: 40 }, plain);
    expect(wide.every((l) => l.length === 40)).toBe(true);
    expect(narrow.every((l) => l.length === 30)).toBe(true);
    const coloured = makeTheme(true);
    expect(panelLines(input, coloured).join('')).toContain('\x1b[');
    expect(panelLines(input, plain).join('')).not.toContain('\x1b[');
    const tagged = panelLines({ ...input, playerOf: (seat) => (seat === 1 ? 'AI' : `P${seat + 1}`) }, plain);
    expect(tagged.filter((l) => / AI /.test(l))).toHaveLength(1);
    const numbered = panelLines({ ...input, playerOf: (seat) => (seat % 2) + 1 }, plain);
    expect(numbered.filter((l) => l.includes(say('panel.player', { n: 2 })))).toHaveLength(2);
    expect(panelLines(input, plain)).toEqual(narrow);
    expect(deckLine(s, 60)?.length).toBe(60);
  });

  test("the deck's page follows the language, the size and the theme", () => {
    const english = deckPanel(s, 30, 20, plain);
    setLanguage('fr');
    expect(deckPanel(s, 30, 20, plain)).not.toEqual(english);
    setLanguage('en');
    expect(deckPanel(s, 30, 20, plain)).toEqual(english);
    expect(deckPanel(s, 30, 25, plain)).toHaveLength(25);
    expect(deckPanel(s, 40, 20, plain)[0]).toHaveLength(40);
    expect(deckPanel(s, 30, 20, makeTheme(true)).join('')).toContain('\x1b[');
  });

  test('another state: the rows follow it', () => {
    const hurt = { ...s, cavers: s.cavers.map((c) => (c.id === 'medic' ? { ...c, hp: 0 } : c)) };
    const before = panelLines(input, plain).join('\n');
    const after = panelLines({ ...input, state: hurt }, plain).join('\n');
    expect(after).not.toEqual(before);
    expect(after).toContain('♡♡♡');
  });
});

describe("the log's rows, kept while the log's lines are the same", () => {
  test('another line, another width or height: laid out again', () => {
    const a = bottomLines(['Round 2', 'The Medic heals.'], 'prompt', 'status', 40, 6);
    expect(a.log.map((l) => l.trim())).toEqual(['', '', 'Round 2', 'The Medic heals.']);
    // The same length, one line different.
    const b = bottomLines(['Round 2', 'The Scout moves.'], 'prompt', 'status', 40, 6);
    expect(b.log.map((l) => l.trim())).toEqual(['', '', 'Round 2', 'The Scout moves.']);
    // The caller may change what it is given: the rows kept are not.
    b.log.length = 0;
    expect(bottomLines(['Round 2', 'The Scout moves.'], 'prompt', 'status', 40, 6).log).toHaveLength(4);
    expect(bottomLines(['Round 2', 'The Scout moves.'], 'prompt', 'status', 30, 6).log[3]).toHaveLength(30);
    expect(bottomLines(['Round 2', 'The Scout moves.'], 'prompt', 'status', 40, 5).log).toHaveLength(3);
  });
});
