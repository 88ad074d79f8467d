// Issue 28's done-when: the finished table played in a real terminal (tmux, 80x24 and 160x48,
// NO_COLOR). What tripped the player there, each pinned here through the key routing and the view.
import { afterEach, describe, expect, test } from '@jest/globals';
import { type Action, travelWay } from '../../src/engine/index.js';
import { greedyAction } from '../../src/bots/greedy.js';
import { botRng } from '../../src/bots/random.js';
import { boardView } from '../../src/ui/board/drawBoard.js';
import { playerSeat, Session } from '../../src/play/index.js';
import { route, type RouteContext } from '../../src/ui/input/route.js';
import { initialUi, type TableUi } from '../../src/ui/screenState.js';
import { bottomLines } from '../../src/ui/tableView.js';
import { makeTheme } from '../../src/ui/theme.js';
import { K, seededSession, unmountAll, tableAt80 as view } from './kit.js';
import { deckPanel } from '../../src/ui/deckPanel.js';
import { endLines } from '../../src/ui/components/EndScreen.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { overviewLines } from '../../src/ui/board/overview.js';
import { computeStats } from '../../src/record/stats.js';
import { statsLines } from '../../src/record/statsText.js';
import { textWidth } from '../../src/text/width.js';
import { setLanguage } from '../../src/words/index.js';

afterEach(() => {
  unmountAll();
  setLanguage('en');
});

const ctx: RouteContext = { cols: 80, rows: 24, small: false, advisor: false };

describe('travel that runs out of action points', () => {
  /** A seeded game played by the greedy bot until a caver starts its turn with a safe way of 3 Moves ahead. */
  function farAway(): { s: Session; to: readonly [number, number] } {
    const s = seededSession('travel-far', ['engineer', 'medic', 'leader', 'scout']);
    const rng = botRng('travel-far');
    for (let i = 0; i < 3000; i++) {
      const st = s.state;
      if (st.turn !== null && st.ap === 2 && !st.exerted && st.pending === null && st.drawn === null) {
        const id = st.cavers[st.turn].id;
        const t = st.tiles.find((t) => {
          const w = travelWay(st, id, [t.x, t.y]);
          return w !== null && w.steps.length === 3 && w.ap === 3 && !w.harm;
        });
        if (t) return { s, to: [t.x, t.y] };
      }
      const r = s.submit(playerSeat(1), greedyAction(st, rng)!);
      if (!r.ok) throw new Error('refused');
    }
    throw new Error('no such position');
  }

  test('once the AP are spent the prompt no longer offers the next step on Enter, it says why travel stops', () => {
    const { s, to } = farAway();
    const id = s.state.cavers[s.state.turn!].id;
    let ui: TableUi = { ...initialUi({ session: s, theme: makeTheme(false) }), travel: { caver: id, to } };
    for (let i = 0; i < 2; i++) {
      const r = route(ui, K.enter, ctx);
      expect(r.effects).toHaveLength(1);
      expect(s.submit(playerSeat(1), (r.effects[0] as { action: Action }).action).ok).toBe(true);
      ui = r.ui;
    }
    expect(s.state.ap).toBe(0);
    const prompt = view(s, { travel: ui.travel }).prompt.join(' ');
    // Not "Enter: Move →", which Enter would then refuse.
    expect(prompt).not.toMatch(/Enter: Move/);
    expect(prompt).toContain('Travel: 1 step, 1 AP · Enter: stop, Move needs 1 AP');
    // Enter stops it and says why; nothing is submitted (the turn is not ended by surprise).
    const end = route(ui, K.enter, ctx);
    expect([end.ui.travel, end.ui.msg, end.effects]).toEqual([null, 'Travel stopped: Move needs 1 AP', []]);
  });
});

describe('H: the hunts are on the board, not only in words', () => {
  const inView = (w: { x0: number; y0: number; w: number; h: number }, at: readonly [number, number]): boolean =>
    at[0] >= w.x0 && at[0] < w.x0 + w.w && at[1] >= w.y0 && at[1] < w.y0 + w.h;

  test('with H on, the board pans to keep the horror in view (with the acting caver) when both fit', () => {
    // Seeded games played by the greedy bot until a horror is out of the board's window at 80x24
    // while it and the acting caver would fit in it together.
    let s: Session | null = null;
    for (let g = 0; g < 10 && s === null; g++) {
      const game = seededSession(`hunt-far-${g}`, ['engineer', 'medic', 'leader', 'climber']);
      const rng = botRng(`hunt-far-${g}`);
      for (let i = 0; i < 3000; i++) {
        const st = game.state;
        if (st.result !== null) break;
        if (st.turn !== null && st.pending === null && st.drawn === null && st.horrors.length > 0) {
          const me = st.cavers[st.turn].at;
          const h = st.horrors[0].at;
          const w = boardView(st, view(game).board);
          if (me && !inView(w, h) && Math.abs(h[0] - me[0]) < w.w && Math.abs(h[1] - me[1]) < w.h) {
            s = game;
            break;
          }
        }
        const r = game.submit(playerSeat(1), greedyAction(st, rng)!);
        if (!r.ok) throw new Error('refused');
      }
    }
    const found = s !== null;
    expect(found).toBe(true);
    if (s === null) return;
    const st = s.state;
    const me = st.cavers[st.turn!].at!;
    const horror = st.horrors[0].at;
    const on = boardView(st, view(s, { hunts: true }).board);
    expect([inView(on, horror), inView(on, me)]).toEqual([true, true]);
  });
});

describe('D, the hazard deck counted, in every language', () => {
  test('a long kind name (Turkish "Sel Baskını") is whole, and the counts stay in their columns', () => {
    const s = seededSession('deck-names', ['engineer', 'medic', 'leader', 'scout']);
    const theme = makeTheme(false);
    const rowsOf = (lines: string[], names: string[]): string[] =>
      names.map((n) => lines.find((l) => l.startsWith(n)) ?? `(no row for ${n})`);
    const en = rowsOf(deckPanel(s.state, 30, 14, theme), ['Flood', 'Tremor']);
    setLanguage('tr');
    const trLines = deckPanel(s.state, 30, 14, theme);
    const tr = rowsOf(trLines, ['Sel Baskını', 'Sarsıntı']);
    expect(trLines.join('\n')).not.toContain('…');
    // The same counts, ending in the same columns as in English.
    const cols = (row: string): number[] => [...row.matchAll(/\d+%?|%\d+/g)].map((m) => m.index! + m[0].length);
    expect(cols(tr[0]).slice(0, 2)).toEqual(cols(en[0]).slice(0, 2));
    expect(cols(tr[1]).slice(0, 2)).toEqual(cols(en[1]).slice(0, 2));
  });
});

describe("O, the whole cave: the board's window is bracketed on both sides", () => {
  test('a window that reaches a square past the cave (the room kept round the acting caver) still gets its ]', () => {
    // At the start the cave is the Start and its four frontier squares: x and y from -1 to 1.
    const s = seededSession('overview-edge', ['engineer', 'medic', 'leader', 'scout']);
    const theme = makeTheme(false);
    for (const win of [
      { x0: 0, y0: -1, w: 3, h: 3, padX: 0, padY: 0 },
      { x0: -2, y0: -1, w: 3, h: 3, padX: 0, padY: 0 },
    ]) {
      const rows = overviewLines(s.state, win, 'engineer', 48, 12, theme).slice(1);
      const framed = rows.filter((l) => l.includes('['));
      expect(framed).toHaveLength(3);
      for (const l of framed) {
        expect(l).toContain(']');
        // The bracketed run is the window: three squares, two columns apart.
        expect(l.indexOf(']') - l.indexOf('[')).toBe(6);
      }
    }
  });
});

describe('the prompt and the line under it, wrapped at 80 columns', () => {
  test('a key stays with its words: the lines break between the " · " phrases, not inside "←/→ turn" or "I: play it"', () => {
    const prompt = 'Explore W: Rough ground · entering: rough ground: test 3+ or -1 health · ←/→ turn · Enter place';
    const status =
      'Hint: Leader (8) draws a tile to explore north · best of 26 choices in 2 imagined worlds, a close call against: Leader (8) draws a tile to explore east · I: play it';
    const b = bottomLines([], prompt, status, 80, 10);
    const p = b.prompt.map((l) => l.trimEnd());
    const st = b.status.map((l) => l.trimEnd());
    expect(p).toEqual([
      'Explore W: Rough ground · entering: rough ground: test 3+ or -1 health ·',
      '←/→ turn · Enter place',
    ]);
    expect(st[st.length - 1]).toMatch(/I: play it$/);
    for (const l of [...p, ...st]) expect(l).not.toMatch(/(←\/→|I:)$/);
    // Nothing is lost: the words are the same, in the same order.
    const words = (x: string): string[] => x.split(/[\s·]+/).filter(Boolean);
    expect(words(p.join(' '))).toEqual(words(prompt));
    expect(words(st.join(' '))).toEqual(words(status));
  });
});

describe('subterra stats at 80 columns', () => {
  test('the first line does not run past 80 columns when both AI games and hinted games are set apart', () => {
    const base = computeStats([], new Date('2026-11-27T09:00:00Z'), 0, 5);
    const st = {
      ...base,
      games: 2,
      finished: 0,
      unfinished: 2,
      hinted: { ...base.hinted, games: 1, finished: 0, medals: 0, hints: 71 },
    };
    const lines = statsLines(st, 80);
    expect(lines.filter((l) => textWidth(l) > 80)).toEqual([]);
    // With the tutorial left out too, the line is wrapped.
    const more = statsLines({ ...st, tutorials: 1 }, 80);
    expect(more.filter((l) => textWidth(l) > 80)).toEqual([]);
    expect(more.join(' ').replace(/\s+/g, ' ')).toContain('(the tutorial and 5 games the AI played in not counted)');
    // Today's daily cave, played with hints: its line is broken between its parts, not mid-word by the terminal.
    const today = {
      ...st,
      daily: {
        ...st.daily,
        todayPlays: 1,
        todayGame: {
          file: 'x.json',
          seed: 'daily-2026-11-27',
          difficulty: 'normal' as const,
          cavers: 4,
          result: 'failure' as const,
          rounds: 19,
          players: 1,
          easy: true,
          hints: 196,
        },
      },
    };
    const daily = statsLines(today, 80);
    expect(daily.filter((l) => textWidth(l) > 80)).toEqual([]);
    expect(daily.join(' ').replace(/\s+/g, ' ')).toContain(
      'today: subterra daily-2026-11-27 · normal (easy) · 4 cavers · Failure in 19 rounds · with 196 hints',
    );
    const text = lines.join(' ');
    expect(text).toContain('2 saved games: 0 finished, 2 unfinished (5 games the AI played in not counted)');
    expect(text).toContain('1 game with hints counted apart');
  });
});

describe("the daily cave's end screen at 80 columns", () => {
  test('the line to share is never cut, with its hints too: it goes on the next line, broken between its parts', () => {
    const s = Session.resume(readFileSync(join('test', 'fixtures', 'games', 'long-normal-4.json'), 'utf8'), null);
    if (typeof s === 'string') throw new Error(s);
    const daily = {
      state: s.state,
      fates: s.fates,
      savedTo: null,
      saveError: null,
      record: { ...s.record, seed: 'daily-2026-11-27', daily: '2026-11-27', easy: true, hints: 153 },
    };
    const lines = endLines(daily, 80, makeTheme(false)).map((l) => l.trimEnd());
    expect(lines.join('\n')).not.toContain('…');
    const at = lines.findIndex((l) => l.startsWith('subterra daily-2026-11-27'));
    expect(at).toBeGreaterThan(0);
    expect(lines[at - 1]).toBe('  Share:');
    expect(`${lines[at]} ${lines[at + 1]}`).toMatch(
      /^subterra daily-2026-11-27 · normal \(easy\) · 4 cavers · .+ in \d+ rounds · with 153 hints$/,
    );
    for (const l of lines) expect(textWidth(l)).toBeLessThanOrEqual(80);
  });
});
