// Issue 28, "the table, finished": the bugs a new player still tripped on, each with the test that
// failed on the code before its fix. Through the key routing (pure), the view model and Ink.
import { afterEach, describe, expect, test } from '@jest/globals';
import { tileRule } from '../../src/words/index.js';
import { CAVE_TILES, type Dir, drawPace, legalActions } from '../../src/engine/index.js';
import { playerSeat, Session } from '../../src/play/index.js';
import { autoZoom, pickZoom, stepZoom } from '../../src/ui/board/zoom.js';
import { promptText } from '../../src/ui/input/prompts.js';
import { route, type RouteContext } from '../../src/ui/input/route.js';
import { tutorialApp } from '../../src/ui/launchTutorial.js';
import { tableLayout } from '../../src/ui/layout.js';
import { initialUi } from '../../src/ui/screenState.js';
import { bottomLines } from '../../src/ui/tableView.js';
import { tileName } from '../../src/ui/text/describe.js';
import { makeTheme } from '../../src/ui/theme.js';
import { tutorialEndLines } from '../../src/ui/components/TutorialEnd.js';
import { keyBytes, keysFor } from '../../src/ui/input/keysFor.js';
import { paceLine } from '../../src/ui/panel.js';
import { actionsBefore, stepText, Tutorial } from '../../src/ui/tutorial/guide.js';
import { TUTORIAL_SEED, TUTORIAL_SETUP, TUTORIAL_STEPS, TUTORIAL_TEAM } from '../../src/ui/tutorial/script.js';
import { K, KEY, lines, renderApp, renderSized, seededSession, tail, unmountAll, tableAt80 as view } from './kit.js';
import { cave, draw, T } from './board-kit.js';
import { ZOOMS } from '../../src/ui/board/zoom.js';

afterEach(unmountAll);

/** The tutorial's game (not saved), played by its script up to step `step` (0-based). */
function tutorialAt(step: number): Session {
  const s = Session.start(
    {
      seed: TUTORIAL_SEED,
      difficulty: 'normal',
      players: 1,
      cavers: TUTORIAL_TEAM,
      easy: false,
      setup: TUTORIAL_SETUP,
      tutorial: true,
    },
    { storage: null },
  );
  if (typeof s === 'string') throw new Error(s);
  const acts = TUTORIAL_STEPS.filter((x) => x.act).slice(0, actionsBefore(step));
  for (const x of acts) {
    const r = s.submit(playerSeat(1), x.act!);
    if (!r.ok) throw new Error(`the script's action was refused: ${JSON.stringify(x.act)}`);
  }
  return s;
}

describe("1: the hint and the AI work in the game begun from the tutorial's end", () => {
  test('n on the end screen, then I: a hint comes and I plays it; M: the advisor plays the caver', async () => {
    const tutorial = tutorialAt(TUTORIAL_STEPS.length);
    expect(tutorial.over).toBe(true);
    const started: Session[] = [];
    // The App as `subterra tutorial` makes it (its own advisor: the AI, in this thread here).
    const sc = renderSized(
      tutorialApp({
        theme: makeTheme(false),
        storage: null,
        app: 'subterra-test',
        session: tutorial,
        guide: new Tutorial(tutorial),
        onSession: (s) => started.push(s),
        onExit: () => {},
      }),
      80,
      24,
    );
    await sc.press();
    expect(lines(sc.frame())[0]).toBe(' SUB TERRA — the tutorial is done');
    await sc.press('n');
    expect(started).toHaveLength(1);
    const game = started[0];
    await sc.press('I');
    expect(tail(sc.frame(), 4)).not.toContain('No advisor here');
    for (let i = 0; i < 300 && !tail(sc.frame(), 4).includes('Hint:'); i++) await sc.wait(20, 20);
    expect(tail(sc.frame(), 4)).toContain('I: play it');
    await sc.press('I');
    expect(tail(sc.frame(), 4)).toContain('Played the hint:');
    const played = game.record.actions.length + (game.state.drawn ? 1 : 0);
    expect(played).toBe(1);
    // M: the acting caver to the advisor, which plays it (no soft-lock).
    const before = game.version;
    await sc.press('M');
    for (let i = 0; i < 300 && game.version === before; i++) await sc.wait(20, 20);
    expect(game.version).toBeGreaterThan(before);
    await sc.press('T', 'M');
  }, 30000);

  test('at a table with no advisor, M says so and hands no caver over (no soft-lock)', () => {
    const s = seededSession('no-advisor', ['scout', 'medic', 'leader', 'engineer']);
    const ctx: RouteContext = { cols: 80, rows: 24, small: false, advisor: false };
    const r = route(initialUi({ session: s, theme: makeTheme(false) }), K.ch('M'), ctx);
    expect(r.effects).toEqual([]);
    expect(r.ui.msg).toBe('No advisor here');
    // With one, M hands the acting caver over.
    const r2 = route(initialUi({ session: s, theme: makeTheme(false) }), K.ch('M'), { ...ctx, advisor: true });
    expect(r2.effects).toEqual([{ t: 'hand', caver: 'scout', toAdvisor: true }]);
  });
});

describe('2: a step into danger is confirmed by its arrow, not by a letter that is another key', () => {
  test('the prompt names the arrow and the way in words, for every direction', () => {
    // Step 39 of the tutorial: the Leader's way east runs through leaking gas.
    const gas = TUTORIAL_STEPS.findIndex((x) => x.keys);
    const s = tutorialAt(gas).state;
    const arrow: Record<Dir, string> = { N: '↑', E: '→', S: '↓', W: '←' };
    const word: Record<Dir, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };
    for (const dir of ['N', 'E', 'S', 'W'] as const) {
      const { prompt } = promptText(s, { m: 'confirmMove', dir });
      expect(prompt).toContain(`${arrow[dir]} again or Enter: go`);
      expect(prompt).toContain(`Really step ${word[dir]}?`);
      // No bare direction letter: S is Sprint, E a key too.
      expect(prompt).not.toMatch(new RegExp(`\\b${dir} again\\b|step ${dir}\\?`));
    }
  });
});

describe("5: after + or -, the terminal's size can choose the tile size again", () => {
  test('at 160×48: - gives medium tiles, + goes back to auto (large here), not to a fixed large', () => {
    const s = seededSession('zoom-auto', ['scout', 'medic', 'leader', 'engineer']);
    const ctx: RouteContext = { cols: 160, rows: 48, small: false, advisor: true };
    const L = tableLayout(160, 48);
    expect(autoZoom(L.boardCols, L.middleRows).name).toBe('large');
    const u0 = initialUi({ session: s, theme: makeTheme(false) });
    expect(u0.zoom).toBe('auto');
    const smaller = route(u0, K.ch('-'), ctx);
    expect(smaller.ui.zoom).toBe('medium');
    expect(smaller.ui.msg).toBe('Tiles: medium · + bigger, - smaller');
    const back = route(smaller.ui, K.ch('+'), ctx);
    expect(back.ui.zoom).toBe('auto');
    expect(back.ui.msg).toBe("Tiles: auto (large at this terminal's size) · + bigger, - smaller");
    expect(back.effects).toEqual([{ t: 'look', theme: 'classic', zoom: 'auto' }]);
    // Auto follows the terminal: at 80×24 it is small again.
    const S = tableLayout(80, 24);
    expect(pickZoom(back.ui.zoom, S.boardCols, S.middleRows).name).toBe('small');
  });

  test('stepping from auto goes one size past the one it shows; stepping onto the size auto shows is auto', () => {
    const L = tableLayout(80, 24);
    const [c, r] = [L.boardCols, L.middleRows];
    // At 80×24 auto shows small tiles: + gives medium, - says they are already the smallest.
    expect(stepZoom('auto', 1, c, r)).toEqual({ pref: 'medium' });
    expect(stepZoom('auto', -1, c, r)).toEqual({ why: 'Tiles are already at their smallest' });
    expect(stepZoom('medium', -1, c, r)).toEqual({ pref: 'auto' });
    expect(stepZoom('medium', 1, c, r)).toEqual({ why: 'No room for large tiles at this terminal size' });
  });
});

describe("6: with H on, a tile's placement still says the tile's rule", () => {
  test('the status line holds the rule of the tile drawn, and the hunts after it', () => {
    const session = seededSession('hunts-place', ['scout', 'medic', 'leader', 'engineer']);
    const draw = legalActions(session.state).find((a) => a.do === 'draw');
    expect(draw).toBeDefined();
    expect(session.submit(playerSeat(1), draw!).ok).toBe(true);
    const card = session.state.drawn!.tile!;
    const rule = `${tileName(card)}: ${tileRule(card.type)}`;
    for (const hunts of [false, true]) {
      const v = view(session, { hunts });
      const status = v.status.map((l) => l.trim()).join(' ');
      expect(v.prompt.join(' ')).toMatch(/^Reveal|^Explore/);
      expect([hunts, status]).toEqual([hunts, expect.stringContaining(rule)]);
      if (hunts) expect(status).toContain('Horrors: none in the cave');
    }
  });
});

describe('7: at 80 columns the header keeps its keys, and the log wraps its lines', () => {
  test('A auto on, H hunts, ? help and q stay; the seed and the difficulty give way first', () => {
    const session = seededSession('granite-42', ['engineer', 'medic', 'leader', 'scout']);
    const plain = view(session).header;
    expect(plain).toMatch(/^ SUB TERRA · Engineer's turn · seed granite-42 · normal +\? help · q save & quit $/);
    const auto = view(session, { auto: true }).header;
    expect(auto).toHaveLength(80);
    expect(auto).toMatch(/^ SUB TERRA · Engineer's turn\b.* A auto on · \? help · q save & quit $/);
    const both = view(session, { auto: true, hunts: true }).header;
    expect(both).toMatch(/^ SUB TERRA · Engineer's turn\b.* A auto on · H hunts · \? help · q save & quit $/);
    // What the advisor plays stays beside whose turn it is; automatic steps are still said (a caver
    // handed to the AI does not make them its own), before the keys H and ? (which help lists).
    const pilot = view(session, { auto: true, pilot: 'AI plays Engineer' }).header;
    expect(pilot).toMatch(/^ SUB TERRA · Engineer's turn · AI plays Engineer +A auto on · q save & quit $/);
    const pilotHunts = view(session, { auto: true, hunts: true, pilot: 'AI plays Engineer' }).header;
    expect(pilotHunts).toMatch(/^ SUB TERRA · Engineer's turn · AI plays Engineer +A auto on · q save & quit $/);
    // Wider, everything.
    const wide = view(session, { auto: true, hunts: true, pilot: 'AI plays Engineer, Medic', cols: 120 }).header;
    expect(wide).toMatch(
      /· AI plays Engineer, Medic · seed granite-42 +A auto on · H hunts · \? help · q save & quit $/,
    );
    // Watching, the steps go by themselves: nothing to say.
    const watching = view(session, { auto: true, pilot: 'watching', watching: true }).header;
    expect(watching).not.toContain('A auto on');
  });

  test('a log line longer than the screen is wrapped onto the next row, never cut', () => {
    const long =
      'Engineer (4) has the horror appear on the Horror tile 3 north, 2 east of the Start (near Medic (6), 4 steps away)';
    const b = bottomLines(['Round 2', long], 'prompt', 'status', 80, 6);
    const shown = b.log.map((l) => l.trimEnd());
    expect(shown.join('\n')).not.toContain('…');
    expect(b.log).toHaveLength(4);
    for (const l of b.log) expect(l).toHaveLength(80);
    expect(shown.join(' ').replace(/\s+/g, ' ').trim()).toBe(`Round 2 ${long}`);
    // The continuation is indented, so a line's start is seen.
    expect(shown[shown.length - 1]).toMatch(/^ {2}\S/);
  });
});

describe('8: the tutorial shows its rolls, counts its tiles right, and says "1 tile"', () => {
  /** The tutorial's App at 80×24, at step `step` (0-based) with the script's actions before it taken. */
  async function guidedAt(step: number) {
    const session = tutorialAt(step);
    const guide = new Tutorial(session);
    expect(guide.idx).toBe(step);
    const sc = renderSized(
      tutorialApp({
        theme: makeTheme(false),
        storage: null,
        app: 'subterra-test',
        session,
        guide,
        advisor: { advise: () => Promise.reject(new Error('not asked')) },
        onExit: () => {},
      }),
      80,
      24,
    );
    await sc.press();
    return { session, guide, sc };
  }
  /** Press the keys of the step's action. */
  async function playStep(sc: Awaited<ReturnType<typeof guidedAt>>['sc'], session: Session, step: number) {
    const keys = keysFor(session.state, TUTORIAL_STEPS[step].act!);
    if (typeof keys === 'string') throw new Error(keys);
    for (const k of keys) await sc.press(keyBytes(k));
  }

  test("the Exert and the Hide rolls are said on the status line while the guide's box covers the log", async () => {
    const exert = TUTORIAL_STEPS.findIndex((x) => x.say.includes('her exert test comes now'));
    const a = await guidedAt(exert);
    await playStep(a.sc, a.session, exert);
    expect(tail(a.sc.frame(), 2)).toMatch(/Medic \(6\) tests against exertion: rolled \d → success/);
    a.sc.unmount();
    const hide = TUTORIAL_STEPS.findIndex((x) => x.act?.do === 'hide');
    const b = await guidedAt(hide);
    await playStep(b.sc, b.session, hide);
    expect(tail(b.sc.frame(), 2)).toMatch(/Climber \(5\) tests against hiding: rolled \d → success/);
  });

  test('P opens the log in the tutorial; its keys scroll it, Esc closes it, and the step is where it was', async () => {
    const exert = TUTORIAL_STEPS.findIndex((x) => x.say.includes('her exert test comes now'));
    const { session, guide, sc } = await guidedAt(exert + 1);
    await sc.press('P');
    expect(lines(sc.frame())[0]).toMatch(/^ HISTORY/);
    expect(sc.frame()).toMatch(/Medic \(6\) tests against exertion: rolled \d → success/);
    await sc.press(KEY.up, KEY.up, 'g');
    expect(lines(sc.frame())[0]).toMatch(/^ HISTORY/);
    expect(sc.frame()).not.toContain('Not that key');
    await sc.press(KEY.esc);
    expect(lines(sc.frame())[18]).toMatch(/^Tutorial · /);
    expect(guide.idx).toBe(exert + 1);
    expect(session.record.actions).toHaveLength(actionsBefore(exert + 1));
  });

  test('the pace line says "1 tile"; the tutorial and its end screen count the 65 tiles the panel counts', () => {
    // Four tiles revealed from the tutorial's eleven: one more before the Exit can come.
    const cavein = TUTORIAL_STEPS.findIndex((x) => x.act?.do === 'reveal' && x.act.dir === 'W');
    const s = tutorialAt(cavein + 1).state;
    expect(drawPace(s).beforeExit).toBe(1);
    expect(paceLine(s, 30)!.text.trim()).toMatch(/^Exit after 1 tile:/);
    // A real game's deck, as the panel counts it at the start.
    const real = seededSession('deck-count', ['scout', 'medic', 'leader', 'engineer']).state;
    const deck = drawPace(real).tilesLeft;
    expect(deck).toBe(CAVE_TILES.length + 1);
    const pace = stepText(TUTORIAL_STEPS.find((x) => x.lesson === 'The draw pace' && !x.act)!);
    expect(pace).toContain(`the last 6 of the deck's ${deck} tiles`);
    const end = tutorialEndLines(tutorialAt(TUTORIAL_STEPS.length), 80, makeTheme(false)).join(' ');
    expect(end).toContain(`${deck} tiles`);
    expect(end).not.toContain('64 tiles');
  });
});

describe("11: the board keeps the frontier's ? squares in view when there is room, and marks the ones it cannot show", () => {
  const [SMALL] = ZOOMS;
  /** Four tiles in a row, open at both ends: a ? square beyond each end, six squares in all. */
  const row = cave([T(0, 0, 'start', 'EW'), T(1, 0, 'empty', 'EW'), T(2, 0, 'empty', 'EW'), T(3, 0, 'empty', 'EW')]);
  /** The same, standing: four tiles in a column. */
  const column = cave([T(0, 0, 'start', 'NS'), T(0, 1, 'empty', 'NS'), T(0, 2, 'empty', 'NS'), T(0, 3, 'empty', 'NS')]);

  test('across: room for five squares shows a ? beyond the tiles, and ◀ or ▶ points to the other', () => {
    for (const spare of [0, 1, 2, 5]) {
      const d = draw(row, { cols: SMALL.w * 5 + spare, rows: SMALL.h * 3, zoom: SMALL, keep: [[1, 0]] });
      expect([spare, d.view.w]).toEqual([spare, 5]);
      const west = d.shows(-1, 0);
      const east = d.shows(4, 0);
      // One of the two ? squares is on the board (it was left out: only the tiles were fitted).
      expect([spare, west || east]).toEqual([spare, true]);
      const text = d.lines.join('\n');
      if (spare > 0) {
        // The other is marked in the margin.
        if (!west) expect([spare, text.includes('◀')]).toEqual([spare, true]);
        if (!east) expect([spare, text.includes('▶')]).toEqual([spare, true]);
      }
    }
  });

  test('down: room for five rows of squares shows a ? beyond the tiles, and ▲ or ▼ points to the other', () => {
    for (const spare of [1, 2]) {
      const d = draw(column, { cols: SMALL.w * 3, rows: SMALL.h * 5 + spare, zoom: SMALL, keep: [[0, 1]] });
      expect([spare, d.view.h]).toEqual([spare, 5]);
      const north = d.shows(0, -1);
      const south = d.shows(0, 4);
      expect([spare, north || south]).toEqual([spare, true]);
      const text = d.lines.join('\n');
      if (!north) expect([spare, text.includes('▲')]).toEqual([spare, true]);
      if (!south) expect([spare, text.includes('▼')]).toEqual([spare, true]);
    }
  });
});

describe('3: a hint played is counted in the record', () => {
  test('I, then I again: the hint is played and the record says one hint; keys of the player count none', async () => {
    const session = seededSession('hint-count', ['scout', 'medic', 'leader', 'engineer']);
    const advisor = {
      advise: () => Promise.resolve({ action: legalActions(session.state).find((a) => a.do === 'end')! }),
    };
    const sc = renderApp(session, { cols: 80, rows: 24, advisor });
    await sc.press('I');
    await sc.wait(20);
    expect(tail(sc.frame(), 4)).toContain('I: play it');
    await sc.press('I');
    expect(session.record.actions).toEqual([{ caver: 'scout', do: 'end' }]);
    expect(session.record.hints).toBe(1);
    // The player's own key: no hint.
    await sc.press('.');
    expect(session.record.actions).toHaveLength(2);
    expect(session.record.hints).toBe(1);
  });
});
