// Issue 28, "the table, finished": what players still missed. The hazard deck counted (D and the
// panel's line), the whole cave at a glance, travel along the cheapest safe path, the space used at
// large sizes, and a gentler start. Through the key routing (pure), the view model and Ink.
import { afterEach, describe, expect, test } from '@jest/globals';
import {
  type Action,
  apply,
  caverDef,
  type GameState,
  hazardCount,
  newGame,
  travelWay,
} from '../../src/engine/index.js';
import { greedyAction } from '../../src/bots/greedy.js';
import { botRng } from '../../src/bots/random.js';
import { drawBoardView, frontierSquares } from '../../src/ui/board/drawBoard.js';
import { DOWN_DIGITS, TYPE_GLYPH } from '../../src/ui/board/glyphs.js';
import { overviewLines } from '../../src/ui/board/overview.js';
import { ZOOMS } from '../../src/ui/board/zoom.js';
import { screenBox, tableLayout } from '../../src/ui/layout.js';
import { endScreenLines } from '../../src/ui/components/EndScreen.js';
import { playerSeat, Session } from '../../src/play/index.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { route, type RouteContext } from '../../src/ui/input/route.js';
import { initialUi } from '../../src/ui/screenState.js';
import { makeTheme } from '../../src/ui/theme.js';
import { percent } from '../../src/words/index.js';
import {
  K,
  KEY,
  lines,
  renderApp,
  renderSized,
  scenarioSession,
  seededSession,
  unmountAll,
  tableAt80 as view,
} from './kit.js';
import { SetupScreen } from '../../src/ui/components/SetupScreen.js';

afterEach(unmountAll);

const ctx: RouteContext = { cols: 80, rows: 24, small: false, advisor: false };

describe('the hazard deck as a card counter sees it', () => {
  test('D puts the count in the panel and takes it away again; the header says it is on', () => {
    const s = seededSession('counter-1', ['engineer', 'medic', 'leader', 'scout']);
    const on = route(initialUi({ session: s, theme: makeTheme(false) }), K.ch('D'), ctx);
    expect(on.ui.deck).toBe(true);
    expect(on.effects).toEqual([]);
    const off = route(on.ui, K.ch('D'), ctx);
    expect(off.ui.deck).toBe(false);
    expect(view(s, { deck: true }).header).toContain('D deck');
    expect(view(s).header).not.toContain('D deck');
  });

  test('at 80x24 the page fits the panel: cards left by kind, turned, the chance of each next, as the rules count them', () => {
    // Hard: one x2 card of each kind; two rounds turn a Tremor and the Gas x2.
    const s = scenarioSession(
      {
        cavers: ['engineer', 'medic', 'leader', 'scout'],
        difficulty: 'hard',
        hazards: ['tremor', 'gas-x2', 'flood'],
        dice: Array(80).fill(6),
      },
      [
        ...['engineer', 'medic', 'leader', 'scout'].map((c) => ({ caver: c as 'scout', do: 'end' })),
        ...['medic', 'leader', 'scout', 'engineer'].map((c) => ({ caver: c as 'scout', do: 'end' })),
      ],
    );
    const c = hazardCount(s.state);
    expect(c.turned).toEqual(['tremor', 'gas-x2']);
    const panel = view(s, { deck: true }).panel;
    expect(panel).toHaveLength(view(s).panel.length);
    expect(panel[0]).toContain('Hazard deck');
    expect(panel.join('\n')).toContain('1 card before Out of Time');
    const tremor = panel.find((l) => l.startsWith('Tremor'))!;
    // 6 Tremors left (the x2 with them), 1 turned, 6 of 23 unseen next.
    expect(tremor.split(/\s+/).slice(0, 4)).toEqual(['Tremor', '6', '1', percent(6 / 23)]);
    const gas = panel.find((l) => l.startsWith('Gas leak'))!;
    expect(gas.split(/\s+/).slice(0, 5)).toEqual(['Gas', 'leak', '3', '1', percent(3 / 23)]);
    expect(panel.map((l) => l.trim()).join(' ')).toContain('Last turned: Gas leak x2, Tremor');
    for (const l of panel) expect(l.length).toBeLessThanOrEqual(30);
  });

  test("the panel's line gives the likeliest kinds next when a row is free, and Out of Time when it is next", () => {
    const s = seededSession('counter-2', ['engineer', 'medic', 'leader', 'scout']);
    const big = view(s, { cols: 120, rows: 40 }).panel.join('\n');
    expect(big).toContain(`Next: Tremor ${percent(7 / 25)}`);
    const last = scenarioSession({ cavers: ['engineer', 'medic', 'leader', 'scout'], hazards: [], dice: [6] });
    expect(view(last, { cols: 120, rows: 40 }).panel.join('\n')).toContain('Next: Out of Time');
  });
});

/** A seeded game played at random until its cave has at least `n` tiles (or it ends). */
function grownCave(seed: string, n: number): GameState {
  const r = newGame({ seed, difficulty: 'normal', players: 1, cavers: ['engineer', 'medic', 'leader', 'scout'] });
  if (!r.ok) throw new Error('setup');
  let s = r.state;
  const rng = botRng(seed);
  for (let i = 0; i < 5000 && s.result === null && s.tiles.length < n; i++) {
    const next = apply(s, greedyAction(s, rng)!);
    if (!next.ok) throw new Error('refused');
    s = next.state;
  }
  return s;
}

describe('the whole cave at a glance', () => {
  test('O shows the overview in the board’s place and takes it away; the header says it is on', () => {
    const s = seededSession('overview-1', ['engineer', 'medic', 'leader', 'scout']);
    const on = route(initialUi({ session: s, theme: makeTheme(false) }), K.ch('O'), ctx);
    expect(on.ui.overview).toBe(true);
    expect(route(on.ui, K.ch('O'), ctx).ui.overview).toBe(false);
    expect(view(s, { overview: true }).header).toContain('O overview');
  });

  test('looking over the overview: the cursor’s square has the board’s cursor sides, and they follow it', async () => {
    const sc = renderApp(seededSession('overview-1', ['engineer', 'medic', 'leader', 'scout']), { cols: 80 });
    await sc.press('O', ';');
    // The cave is the Start (the acting Engineer's number, 4) and the frontier round it; the cursor is on the Start.
    let f = lines(sc.frame());
    expect(f[1]).toContain('The whole cave');
    expect(f.filter((l) => l.includes('┇'))).toEqual([expect.stringContaining('?┇4┇?')]);
    await sc.press(KEY.up);
    f = lines(sc.frame());
    const row = f.findIndex((l) => l.includes('┇'));
    expect(f[row]).toContain('┇?┇');
    expect(f[row + 1]).toContain('?▶4 ?');
    expect(f.filter((l) => l.includes('┇'))).toHaveLength(1);
    // The cursor just west of the acting caver: its far side gives way to the ▶ (it hid it).
    await sc.press(KEY.down, KEY.left);
    f = lines(sc.frame());
    expect(f.filter((l) => l.includes('┇'))).toEqual([expect.stringContaining('┇?▶4 ?')]);
  });

  test('every tile, caver, horror, frontier square and the Exit is where it is, and the board’s window is bracketed', () => {
    let checked = 0;
    for (const seed of ['overview-2', 'overview-3', 'overview-4']) {
      const s = grownCave(seed, 30);
      expect(s.tiles.length).toBeGreaterThanOrEqual(20);
      const L = tableLayout(80, 24);
      const o = { cols: L.boardCols, rows: L.middleRows, zoom: ZOOMS[0], active: s.cavers[s.turn ?? 0].id };
      const drawn = drawBoardView(s, o, makeTheme(false));
      // The cave outgrows the board at 80x24: the window shows part of it.
      const shown = s.tiles.filter(
        (t) =>
          t.x >= drawn.view.x0 &&
          t.x < drawn.view.x0 + drawn.view.w &&
          t.y >= drawn.view.y0 &&
          t.y < drawn.view.y0 + drawn.view.h,
      );
      const lines = overviewLines(s, drawn.view, o.active, o.cols, o.rows, makeTheme(false));
      expect(lines).toHaveLength(o.rows);
      for (const l of lines) expect(l.length).toBe(o.cols);
      expect(lines[0]).toContain('The whole cave');
      // Find the grid: the column and row of square (x, y) from the tile at the top left.
      const all = [...s.tiles.map((t) => [t.x, t.y]), ...frontierSquares(s)];
      const minX = Math.min(0, ...all.map((q) => q[0]));
      const maxX = Math.max(0, ...all.map((q) => q[0]));
      const minY = Math.min(0, ...all.map((q) => q[1]));
      const maxY = Math.max(0, ...all.map((q) => q[1]));
      expect(2 * (maxX - minX + 1) + 1).toBeLessThanOrEqual(o.cols);
      expect(maxY - minY + 1).toBeLessThanOrEqual(o.rows - 1);
      const w = maxX - minX + 1;
      const padX = Math.floor((o.cols - (2 * w + 1)) / 2);
      const padY = Math.floor((o.rows - 1 - (maxY - minY + 1)) / 2);
      const at = (x: number, y: number): string => lines[1 + padY + y - minY][padX + 2 * (x - minX) + 1];
      const before = (x: number, y: number): string => lines[1 + padY + y - minY][padX + 2 * (x - minX)];
      for (const t of s.tiles) {
        const here = s.cavers.filter((c) => c.at && !c.removed && !c.underwater && c.at[0] === t.x && c.at[1] === t.y);
        const horror = s.horrors.some((h) => h.at[0] === t.x && h.at[1] === t.y);
        const want = horror
          ? 'H'
          : here.some((c) => c.id === o.active)
            ? String(caverDef(o.active).number)
            : here.length > 1
              ? '+'
              : here.length === 1
                ? here[0].hp > 0
                  ? String(caverDef(here[0].id).number)
                  : DOWN_DIGITS[caverDef(here[0].id).number]
                : TYPE_GLYPH[t.type];
        expect([t.x, t.y, at(t.x, t.y)]).toEqual([t.x, t.y, want]);
        checked++;
      }
      for (const [x, y] of frontierSquares(s)) expect(at(x, y)).toBe('?');
      // The window: [ before its first column and ] after its last, on each of its rows, and nowhere else.
      const v = drawn.view;
      for (let y = minY; y <= maxY; y++) {
        const inside = y >= v.y0 && y < v.y0 + v.h;
        const row = lines[1 + padY + y - minY];
        if (inside && v.x0 >= minX && v.x0 <= maxX) expect(before(v.x0, y)).toBe('[');
        if (inside && v.x0 + v.w - 1 >= minX && v.x0 + v.w - 1 < maxX) expect(before(v.x0 + v.w, y)).toBe(']');
        if (!inside) expect(row).not.toMatch(/[[\]]/);
      }
      expect(shown.length).toBeLessThan(s.tiles.length);
    }
    expect(checked).toBeGreaterThan(60);
  });
});

/** Keys to move look mode's cursor from one square to another (arrows, one square each). */
function cursorKeys(from: readonly [number, number], to: readonly [number, number]) {
  const out = [];
  for (let x = from[0]; x < to[0]; x++) out.push(K.right);
  for (let x = from[0]; x > to[0]; x--) out.push(K.left);
  for (let y = from[1]; y < to[1]; y++) out.push(K.down);
  for (let y = from[1]; y > to[1]; y--) out.push(K.up);
  return out;
}

describe('travel: look mode picks a square, Enter walks the acting caver there a step at a time', () => {
  /** A seeded game played by the greedy bot until a caver starts its turn in a cave of 8 tiles or more. */
  function midGame(): Session {
    const s = seededSession('travel-ui', ['engineer', 'medic', 'leader', 'scout']);
    const rng = botRng('travel-ui');
    for (let i = 0; i < 3000; i++) {
      const st = s.state;
      if (
        st.tiles.length >= 8 &&
        st.turn !== null &&
        st.ap === 2 &&
        !st.exerted &&
        st.pending === null &&
        st.drawn === null
      ) {
        const id = st.cavers[st.turn].id;
        if (
          st.tiles.some(
            (t) =>
              travelWay(st, id, [t.x, t.y])?.steps.length === 2 &&
              travelWay(st, id, [t.x, t.y])!.ap === 2 &&
              !travelWay(st, id, [t.x, t.y])!.harm,
          )
        )
          return s;
      }
      const r = s.submit(playerSeat(1), greedyAction(st, rng)!);
      if (!r.ok) throw new Error('refused');
    }
    throw new Error('no such position');
  }

  test('Enter in look mode starts travel; each Enter plays the next step the core says; the end says so', () => {
    const s = midGame();
    const st0 = s.state;
    const id = st0.cavers[st0.turn!].id;
    const target = st0.tiles.find((t) => {
      const w = travelWay(st0, id, [t.x, t.y]);
      return w !== null && w.steps.length === 2 && w.ap === 2 && !w.harm;
    })!;
    const way = travelWay(st0, id, [target.x, target.y])!;
    let ui = route(initialUi({ session: s, theme: makeTheme(false) }), K.ch(';'), ctx).ui;
    for (const k of cursorKeys(st0.cavers[st0.turn!].at!, [target.x, target.y])) ui = route(ui, k, ctx).ui;
    expect(ui.look).toEqual([target.x, target.y]);
    ui = route(ui, K.enter, ctx).ui;
    expect(ui.look).toBeNull();
    expect(ui.travel).toEqual({ caver: id, to: [target.x, target.y] });
    // The prompt names the steps, the AP and the next key; the board numbers the way.
    const v = view(s, { travel: ui.travel });
    expect(v.prompt.join(' ')).toContain(`Travel: 2 steps, 2 AP · Enter: `);
    expect(v.board.marks?.filter((m) => m.kind === 'path').map((m) => m.at)).toEqual([
      way.steps[1].at,
      way.steps[0].at,
    ]);
    for (const stp of way.steps) {
      const r = route(ui, K.enter, ctx);
      expect(r.effects).toEqual([{ t: 'submit', action: { caver: id, do: stp.by, dir: stp.dir }, keepMode: true }]);
      const done = s.submit(playerSeat(1), (r.effects[0] as { action: Action }).action);
      expect(done.ok).toBe(true);
      ui = r.ui;
    }
    expect(s.state.cavers[st0.turn!].at).toEqual([target.x, target.y]);
    const end = route(ui, K.enter, ctx);
    expect(end.effects).toEqual([]);
    expect(end.ui.travel).toBeNull();
    expect(end.ui.msg).toBe('Arrived');
  });

  test('Esc stops travel; another key stops it and does what it does; no way there says so', () => {
    const s = midGame();
    const st0 = s.state;
    const id = st0.cavers[st0.turn!].id;
    const target = st0.tiles.find((t) => travelWay(st0, id, [t.x, t.y])?.steps.length === 2)!;
    const travelling = {
      ...initialUi({ session: s, theme: makeTheme(false) }),
      travel: { caver: id, to: [target.x, target.y] as const },
    };
    const esc = route(travelling, K.esc, ctx);
    expect([esc.ui.travel, esc.ui.msg, esc.effects]).toEqual([null, 'Travel stopped', []]);
    // Another key: travel stops and the key does what it does (e: Exert).
    const other = route(travelling, K.ch('e'), ctx);
    expect(other.ui.travel).toBeNull();
    expect(other.effects).toEqual([{ t: 'submit', action: { caver: id, do: 'exert' }, keepMode: true }]);
    // Enter on a square of solid rock: nothing to travel to.
    let ui = route(initialUi({ session: s, theme: makeTheme(false) }), K.ch(';'), ctx).ui;
    const b = st0.tiles.reduce((m, t) => Math.max(m, t.x), 0);
    for (let i = 0; i < 12; i++) ui = route(ui, K.right, ctx).ui;
    expect(ui.look![0]).toBeGreaterThan(b);
    ui = route(ui, K.enter, ctx).ui;
    expect([ui.travel, ui.msg]).toEqual([null, 'No way there for the acting caver']);
  });
});

describe('the space of a large terminal is used', () => {
  test('at 120x40 and 160x48 the board keeps only the rows its cave fills (or the panel’s), and the log takes the rest', () => {
    const s = seededSession('space-1', ['engineer', 'medic', 'leader', 'scout']);
    for (const [cols, rows] of [
      [120, 40],
      [160, 48],
    ]) {
      const L = tableLayout(cols, rows);
      const v = view(s, { cols, rows });
      expect(v.middleRows).toBeLessThan(L.middleRows);
      expect(v.board.rows).toBe(v.middleRows);
      expect(v.panel).toHaveLength(v.middleRows);
      // Everything adds up to the terminal: header, band, log, prompt and status.
      expect(1 + v.middleRows + v.log.length + v.prompt.length + v.status.length).toBe(rows);
      expect(v.log.length).toBe(L.logRows + (L.middleRows - v.middleRows));
      // No blank band: the board's last row or the panel's last row has something on it.
      const drawn = drawBoardView(s.state, v.board, makeTheme(false)).lines;
      expect(drawn).toHaveLength(v.middleRows);
      expect(drawn[drawn.length - 1].trim() !== '' || v.panel[v.panel.length - 1].trim() !== '').toBe(true);
    }
    // At 80x24 the layout is as it was.
    expect(view(s).middleRows).toBe(tableLayout(80, 24).middleRows);
  });

  test('the end screen is a block centred on a large terminal, and whole at 80x24', () => {
    const s = Session.resume(readFileSync(join('test', 'fixtures', 'games', 'long-normal-4.json'), 'utf8'), null);
    if (typeof s === 'string') throw new Error(s);
    expect(s.over).toBe(true);
    const big = endScreenLines(s, 160, 48, makeTheme(false));
    const box = screenBox(160, 48);
    expect(box).toEqual({ w: 100, h: 36, left: 30, top: 6 });
    expect(big.slice(0, 6).every((l) => l === '')).toBe(true);
    expect(big[6].startsWith(' '.repeat(30) + 'SUB TERRA')).toBe(true);
    for (const l of big) expect(l.length).toBeLessThanOrEqual(130);
    const small = endScreenLines(s, 80, 24, makeTheme(false));
    expect(small[0].startsWith('SUB TERRA')).toBe(true);
  });
});

describe('a gentler start', () => {
  const setupProps = (medalWon?: () => boolean) => ({
    cols: 80,
    rows: 24,
    theme: makeTheme(false),
    players: 1,
    caverCount: 4,
    caversFixed: false,
    difficulty: 'normal' as const,
    easy: false,
    seed: 'quartz-9',
    onStart: () => {},
    onQuit: () => {},
    ...(medalWon ? { medalWon } : {}),
  });

  test('a player without a medal is offered the easier variant; its row says what it is; a medal winner is not offered it', async () => {
    const fresh = renderSized(<SetupScreen {...setupProps(() => false)} />, 80, 24);
    await fresh.press();
    const last = lines(fresh.frame())[23];
    expect(last).toContain('No medal yet? The easy variant (space on its row) gives 3 more rounds');
    // On the Easy row (8 cavers, difficulty, then easy): what the variant does.
    await fresh.press(...Array(9).fill(KEY.down));
    expect(lines(fresh.frame()).find((l) => l.startsWith(' ▶'))).toContain('Easy variant');
    expect(fresh.frame()).toContain('3 more hazard cards before Out of Time');
    // Taken: the offer is gone.
    await fresh.press(KEY.space);
    expect(lines(fresh.frame())[23]).not.toContain('No medal yet');
    const winner = renderSized(<SetupScreen {...setupProps(() => true)} />, 80, 24);
    await winner.press();
    expect(winner.frame()).not.toContain('No medal yet');
    for (const l of lines(fresh.frame())) expect(l.length).toBeLessThanOrEqual(80);
  });

  test("behind the draw pace, a warning on the board's edge (its last row); none while the team keeps up", () => {
    const team = ['engineer', 'medic', 'leader', 'scout'] as const;
    const s = scenarioSession({
      cavers: [...team],
      hazards: ['tremor', 'tremor', 'tremor', 'tremor'],
      dice: Array(80).fill(6),
    });
    expect(view(s).boardWarn).toBeNull();
    // Two rounds where nobody draws a tile: the team is behind.
    for (let i = 0; i < 8; i++) {
      const st = s.state;
      const r = s.submit(playerSeat(1), { caver: st.cavers[st.turn!].id, do: 'end' });
      expect(r.ok).toBe(true);
    }
    expect(s.state.round).toBe(3);
    const L = tableLayout(80, 24);
    const v = view(s);
    expect(v.boardWarn).toMatch(/^! Behind: 0(\.0)? tiles a round, \d+(\.\d)? needed/);
    expect(v.boardWarn!.length).toBe(L.boardCols);
    expect(v.board.rows).toBe(v.middleRows - 1);
    const wide = view(s, { cols: 160, rows: 48 });
    expect(wide.boardWarn).toContain('a round would find the Exit before Out of Time');
    // Not over the overview, nor while looking.
    expect(view(s, { overview: true }).boardWarn).toBeNull();
    expect(view(s, { look: [0, 0] }).boardWarn).toBeNull();
  });
});
