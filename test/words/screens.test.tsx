// Every screen at 80×24 in every language (docs/TRANSLATING.md): the setup screen, the table at
// each kind of prompt, look mode, the history, each help and rules page, each step of the tutorial,
// the end screens, the hot-seat hand-over, the statistics and the replay viewer. No line is wider
// than the screen, no screen taller, and nothing that says which key to press is cut: the table's
// prompt and status lines are there whole, each other screen's line of keys is not cut short. Once
// a language's translation is declared complete, no English sentence of the English catalog is on
// any of its screens.
import { dirKeys, jumpKeys } from '../../src/ui/input/keys.js';
import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Action, CaverId, Pos } from '../../src/engine/index.js';
import { playerSeat, Session } from '../../src/play/index.js';
import { parseRecordText } from '../../src/record/record.js';
import { replayRecord } from '../../src/record/replay.js';
import { readStats } from '../../src/record/stats.js';
import { statsLines } from '../../src/record/statsText.js';
import { textWidth } from '../../src/text/width.js';
import { drawBoardView } from '../../src/ui/board/drawBoard.js';
import { ZOOMS } from '../../src/ui/board/zoom.js';
import { endLines, fitRows } from '../../src/ui/components/EndScreen.js';
import { handOverLines } from '../../src/ui/components/HandOver.js';
import { HELP_PAGES, helpLines, PAGES } from '../../src/ui/components/HelpScreen.js';
import { historyScreenLines } from '../../src/ui/components/HistoryScreen.js';
import { ReplayScreen } from '../../src/ui/components/ReplayScreen.js';
import { SetupScreen } from '../../src/ui/components/SetupScreen.js';
import { StatsScreen } from '../../src/ui/components/StatsScreen.js';
import { tutorialEndLines } from '../../src/ui/components/TutorialEnd.js';
import { IDLE, type Mode, press } from '../../src/ui/input/controller.js';
import type { KeyPress } from '../../src/ui/input/keys.js';
import { promptText } from '../../src/ui/input/prompts.js';
import { forcedMode } from '../../src/ui/input/queries.js';
import { tableLayout, wrap } from '../../src/ui/layout.js';
import { logText } from '../../src/ui/playWords.js';
import { guideMsg } from '../../src/ui/screenState.js';
import { tableView } from '../../src/ui/tableView.js';
import { makeTheme } from '../../src/ui/theme.js';
import { stepText, Tutorial } from '../../src/ui/tutorial/guide.js';
import {
  BASICS,
  scriptPaths,
  TUTORIAL_STEPS,
  tutorialGame,
  tutorialSteps as scriptSteps,
} from '../../src/ui/tutorial/script.js';
import { DEEPER } from '../../src/ui/tutorial/deeper.js';
import { CATALOGS, en, type Lang, LANGUAGES, say, setLanguage } from '../../src/words/index.js';
import type { Act } from '../helpers/game.js';
import { DIVER_UNDER, HORROR_TIE } from '../helpers/positions.js';
import { K, KEY, lines as frameLines, renderSized, scenarioSession, seededSession, unmountAll } from '../ui/kit.js';
import { englishOn, englishSentences } from './catalogs.js';

const COLS = 80;
const ROWS = 24;
const theme = makeTheme(false);
const P1 = playerSeat(1);
const END = (caver: CaverId): Act => ({ caver, do: 'end' });

afterEach(unmountAll);

/** A screen as drawn: its name, its lines, and the lines (or text) that say which keys to press. */
interface Drawn {
  readonly name: string;
  readonly lines: readonly string[];
  /** Lines of keys that must not be cut. */
  readonly keyLines?: readonly string[];
  /** Texts (a prompt, a status line) that must be on the screen whole, wrapped maybe. */
  readonly whole?: readonly string[];
  /** Full screen: exactly this many rows. */
  readonly rows?: number;
}

/** A line fitted to the screen and cut short (layout's fit: the last column an ellipsis). */
function cut(line: string): boolean {
  return textWidth(line) >= COLS && line.endsWith('…');
}

/** Text as the screen reads it, spaces collapsed (a wrapped sentence reads whole). */
const flat = (xs: readonly string[]): string =>
  xs
    .map((l) => l.trim())
    .join(' ')
    .replace(/\s+/g, ' ');

/** What is wrong with a screen: too wide, too tall, a key line cut, a prompt not whole. */
function problems(d: Drawn): string[] {
  const out: string[] = [];
  if (d.lines.length > ROWS) out.push(`${d.name}: ${d.lines.length} rows`);
  if (d.rows !== undefined && d.lines.length !== d.rows) out.push(`${d.name}: ${d.lines.length} rows, not ${d.rows}`);
  for (const l of d.lines) if (textWidth(l) > COLS) out.push(`${d.name}: ${textWidth(l)} columns: ${l}`);
  for (const l of d.keyLines ?? []) if (cut(l)) out.push(`${d.name}: keys cut: ${l}`);
  const screen = flat(d.lines);
  for (const t of d.whole ?? []) if (t && !screen.includes(flat([t]))) out.push(`${d.name}: not whole: ${t}`);
  return out;
}

/** The table as TableScreen draws it: the header, the board beside the panel, the log, the prompt and status lines. */
function table(
  session: Session,
  mode: Mode,
  o: { msg?: string; look?: Pos; guide?: Tutorial; hunts?: boolean } = {},
): { lines: string[]; prompt: string[]; status: string[] } {
  const L = tableLayout(COLS, ROWS);
  const v = tableView({
    session,
    mode,
    playback: null,
    msg: o.guide ? guideMsg(o.msg ?? '', null, o.guide) : (o.msg ?? ''),
    auto: false,
    cols: COLS,
    rows: ROWS,
    theme,
    version: 0,
    ...(o.look ? { look: o.look } : {}),
    ...(o.hunts ? { hunts: true } : {}),
    ...(o.guide ? { guideLines: o.guide.lines(COLS, L.logRows) } : {}),
  });
  const board = drawBoardView(v.state, { ...v.board, prev: null }, theme).lines;
  const middle = v.panel.map((p, i) => `${board[i] ?? ' '.repeat(L.boardCols)} ${p}`);
  return {
    lines: [v.header, ...middle, ...v.log, ...v.prompt, ...v.status],
    prompt: [...v.prompt],
    status: [...v.status],
  };
}

/** Keys through the controller, as the table takes them (actions submitted, a forced prompt shown at once). */
function keys(session: Session, ks: readonly KeyPress[]): { mode: Mode; msg: string } {
  let mode: Mode = IDLE;
  let msg = '';
  for (const k of ks) {
    const step = press(session.state, forcedMode(session.state, mode), k);
    mode = step.mode;
    msg = step.msg ?? '';
    if (step.submit) {
      const r = session.submit(P1, step.submit);
      if (!r.ok) throw new Error(JSON.stringify(r));
    }
  }
  return { mode: forcedMode(session.state, mode), msg };
}

/** The table after some keys: the prompt and the status line the screen must show whole. */
function tableAt(
  name: string,
  session: Session,
  ks: readonly KeyPress[],
  o: { look?: Pos; hunts?: boolean } = {},
): Drawn {
  const { mode, msg } = keys(session, ks);
  const t = table(session, mode, { msg, ...o });
  const p = promptText(session.state, mode);
  const prompt = o.look ? say('look.prompt', { keys: dirKeys(), jumps: jumpKeys() }) : p.prompt;
  const status = msg || (o.look || o.hunts ? '' : p.detail);
  return { name, lines: t.lines, rows: ROWS, whole: [prompt, status] };
}

// ---- The games the screens are drawn from.

const fixture = (name: string): string =>
  readFileSync(join(import.meta.dirname, '..', 'fixtures', 'games', `${name}.json`), 'utf8');

/** Every screen of a game at 80×24, in the language spoken. */
function screens(): Drawn[] {
  const out: Drawn[] = [];
  // The table at each kind of prompt.
  const team: CaverId[] = ['leader', 'medic', 'scout', 'diver'];
  const fresh = (): Session => scenarioSession({ cavers: team, tiles: ['empty:X', 'empty:X', 'empty:X'] });
  out.push(tableAt('table: idle', fresh(), []));
  out.push(tableAt('table: which way (move)', fresh(), [K.ch('z')]));
  out.push(tableAt('table: which way (clear)', fresh(), [K.ch('c')]));
  out.push(tableAt('table: placing a tile', fresh(), [K.ch('x'), K.up]));
  out.push(tableAt('table: a path (run)', fresh(), [K.ch('u'), K.up]));
  out.push(tableAt('table: whom to heal', fresh(), [K.ch('a')]));
  out.push(tableAt('table: heal at full health', fresh(), [K.ch('a'), K.enter]));
  out.push(tableAt('table: whom to direct', fresh(), [K.ch('v')]));
  out.push(tableAt("table: the directed caver's menu", fresh(), [K.ch('v'), K.enter]));
  out.push(tableAt('table: end the turn with AP left', fresh(), [K.enter]));
  out.push(tableAt('table: a refusal', fresh(), [K.ch('y')]));
  out.push(tableAt('table: a wall', fresh(), [K.ch('x'), K.up, K.enter, K.up]));
  out.push(tableAt('table: hunts', fresh(), [], { hunts: true }));
  // A step onto leaking gas is asked first.
  const leak = scenarioSession(
    { cavers: ['medic', 'scout', 'leader', 'diver'], tiles: ['gas:L', 'gas:I', 'empty:X'], hazards: ['gas', 'flood'] },
    [{ caver: 'medic', do: 'reveal', dir: 'E', open: 'NW' }, END('medic'), END('scout'), END('leader'), END('diver')],
  );
  out.push(tableAt('table: explore during a leak', leak, [K.ch('x')]));
  out.push(tableAt('table: a step into the leak', leak, [K.esc, K.right]));
  // A choice after the phases (a horror's way), and the Diver's surfacing.
  const tie = scenarioSession(HORROR_TIE.scenario, [...HORROR_TIE.actions, END('climber')]);
  out.push(tableAt('table: a choice (which way the horror goes)', tie, []));
  const diver = scenarioSession(DIVER_UNDER.scenario, [...DIVER_UNDER.actions, END('leader')]);
  out.push(tableAt('table: surfacing', diver, [K.tab]));
  // Look mode, on a tile and on rock.
  out.push(tableAt('look: the Start', fresh(), [], { look: [0, 0] }));
  out.push(tableAt('look: a horror tile', tie, [], { look: [1, -1] }));
  out.push(tableAt('look: rock', fresh(), [], { look: [3, 3] }));
  // The history, the hand-over, the end screens.
  const history = historyScreenLines({ log: logText(tie.log), back: 0, cols: COLS, rows: ROWS, theme });
  out.push({ name: 'history', lines: history, rows: ROWS, keyLines: [history.at(-1)!] });
  const two = seededSession('granite-42', ['scout', 'medic', 'leader', 'diver'], { players: 2 });
  const hand = handOverLines(two.state, 1, COLS, ROWS, theme);
  out.push({ name: 'hand-over', lines: hand, rows: ROWS, keyLines: hand.filter((l) => l.trim() !== '') });
  for (const name of ['bronze-normal-4', 'expert-6']) {
    const over = resumeFixture(name);
    const end = fitRows(endLines(over, COLS, theme), ROWS);
    out.push({ name: `end: ${name}`, lines: end, keyLines: [end.at(-1)!] });
    const tut = tutorialEndLines(over, COLS, theme);
    out.push({
      name: `tutorial end: ${name}`,
      lines: tut.slice(0, ROWS),
      keyLines: tut.filter((l) => l.includes('q')),
    });
  }
  // Every help and rules page, at each tile size the legend can be drawn.
  for (let page = 0; page < HELP_PAGES; page++) {
    const help = helpLines(page, COLS, ROWS, ZOOMS[1], theme);
    // A rules page's text is shown whole: none of it falls below the screen's last row.
    const body = page <= 1 ? 0 : PAGES[page].draw(COLS, ROWS - 3, ZOOMS[1], theme).length;
    if (body > ROWS - 3) out.push({ name: `help page ${page + 1}: ${body} rows of text`, lines: [], rows: ROWS });
    out.push({
      name: `help page ${page + 1}`,
      lines: help,
      // The keys page and the legend take the rows they need; the rules pages the whole screen.
      rows: page <= 1 ? undefined : ROWS,
      keyLines: page === 0 ? help : [help.at(-1)!],
    });
  }
  // Every step of the tutorial, as its guide shows it over the game.
  out.push(...tutorialScreens());
  return out;
}

function resumeFixture(name: string): Session {
  const r = Session.resume(fixture(name), null);
  if (typeof r === 'string') throw new Error(r);
  return r;
}

/**
 * The tutorials, step by step (the Deeper one along every path of its choices): the guide's words
 * whole in the log's rows, its keys whole in the status line.
 */
function tutorialScreens(): Drawn[] {
  const out: Drawn[] = [];
  const runs = [{ t: BASICS, path: [] as Action[] }, ...scriptPaths(DEEPER.data).map((path) => ({ t: DEEPER, path }))];
  for (const [r, { t, path }] of runs.entries()) {
    const s = Session.start(tutorialGame(t), { storage: null });
    if (typeof s === 'string') throw new Error(s);
    const guide = new Tutorial(s);
    const steps = scriptSteps(t, path);
    let n = 0;
    for (const [i, step] of steps.entries()) {
      guide.steps = steps;
      guide.idx = i;
      guide.keyIdx = 0;
      const tb = table(s, forcedMode(s.state, IDLE), { guide });
      out.push({
        name: `tutorial ${t.id} (run ${r}) step ${i + 1}`,
        lines: tb.lines,
        rows: ROWS,
        whole: [...wrap(stepText(step), COLS), guide.hint()],
      });
      const act = step.choices ? path[n] : step.act;
      if (act) {
        n += 1;
        const res = s.submit(P1, act);
        if (!res.ok) throw new Error(`tutorial ${t.id} step ${i + 1}: ${JSON.stringify(res)}`);
      }
    }
  }
  return out;
}

/** The screens drawn through Ink (they keep state of their own): the setup screen, the statistics, the replay viewer. */
async function inkScreens(): Promise<Drawn[]> {
  const out: Drawn[] = [];
  const setup = {
    players: 1,
    caverCount: 4,
    difficulty: 'normal' as const,
    easy: false,
    seed: 'quartz-9',
    lastSeed: 'basalt-3',
    cols: COLS,
    rows: ROWS,
    theme,
    onStart: () => {},
    onQuit: () => {},
  };
  // The setup screen: the Geologist's long text, every row, the language row; the daily cave; two players.
  const sc = renderSized(<SetupScreen {...setup} stats={() => ['x']} />, COLS, ROWS);
  await sc.press(KEY.down, KEY.down);
  out.push(setupDrawn('setup: the Geologist', frameLines(sc.frame())));
  await sc.press(...Array(10).fill(KEY.down));
  out.push(setupDrawn('setup: the language row', frameLines(sc.frame())));
  await sc.press(KEY.down, 's', KEY.down);
  out.push(setupDrawn('setup: a refusal', frameLines(sc.frame())));
  const daily = renderSized(
    <SetupScreen {...setup} seed="daily-2026-11-23" daily="2026-11-23" players={2} />,
    COLS,
    ROWS,
  );
  await daily.press(...Array(10).fill(KEY.down), 'x');
  out.push(setupDrawn('setup: the daily cave, two players', frameLines(daily.frame())));
  // The statistics, from the recorded games.
  const home = mkdtempSync(join(tmpdir(), 'subterra-screens-'));
  try {
    mkdirSync(join(home, 'games'));
    for (const n of ['bronze-normal-4', 'random-4', 'expert-6', 'hard-5'])
      copyFileSync(join(import.meta.dirname, '..', 'fixtures', 'games', `${n}.json`), join(home, 'games', `${n}.json`));
    const stats = statsLines(
      readStats({ env: { SUBTERRA_HOME: home }, now: new Date('2026-11-23T12:00:00Z') }).stats,
      COLS - 2,
    );
    const st = renderSized(<StatsScreen lines={stats} cols={COLS} rows={ROWS} theme={theme} />, COLS, ROWS);
    await st.press();
    const f = frameLines(st.frame());
    out.push({ name: 'statistics', lines: f, rows: ROWS, keyLines: [f.at(-1)!] });
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
  // The replay viewer: its first step, a round in, and asked for a round it does not have.
  const parsed = parseRecordText(fixture('expert-6'));
  if (!parsed.ok) throw new Error(parsed.error);
  const replayed = replayRecord(parsed.value, { keepSteps: true });
  if (!replayed.ok) throw new Error(replayed.error);
  const rv = renderSized(<ReplayScreen steps={replayed.steps!} title="expert-6.json" theme={theme} />, COLS, ROWS);
  await rv.press();
  out.push(replayDrawn('replay: the start', frameLines(rv.frame())));
  await rv.press(KEY.down, KEY.down, KEY.right);
  out.push(replayDrawn('replay: round 3', frameLines(rv.frame())));
  await rv.press('g', '9', '9', KEY.enter);
  out.push(replayDrawn('replay: no such round', frameLines(rv.frame())));
  await rv.press('$');
  out.push(replayDrawn('replay: the end', frameLines(rv.frame())));
  return out;
}

/** The setup screen: its option rows and its line of keys must not be cut. */
function setupDrawn(name: string, f: string[]): Drawn {
  const labels = ['difficulty', 'easy', 'seed', 'again', 'language', 'start', 'stats'] as const;
  const rows = f.filter((l) => labels.some((k) => l.slice(3).startsWith(say(`setup.${k}`))));
  return { name, lines: f, rows: ROWS, keyLines: [...rows, f[ROWS - 2]] };
}

function replayDrawn(name: string, f: string[]): Drawn {
  return { name, lines: f, rows: ROWS, keyLines: [f[ROWS - 2]] };
}

describe('the checks themselves', () => {
  test('a line too wide, a line of keys cut, a prompt not whole, a screen too tall: each is found', () => {
    const long = 'x'.repeat(81);
    const keyLine = `${'a'.repeat(79)}…`;
    expect(problems({ name: 's', lines: [long], keyLines: [keyLine], whole: ['Enter: go'] })).toEqual([
      `s: 81 columns: ${long}`,
      `s: keys cut: ${keyLine}`,
      's: not whole: Enter: go',
    ]);
    expect(problems({ name: 't', lines: Array(25).fill(''), rows: 24 })).toEqual(['t: 25 rows', 't: 25 rows, not 24']);
    // A prompt wrapped over two lines reads whole.
    expect(problems({ name: 'u', lines: ['Enter:', '  go'], whole: ['Enter: go'] })).toEqual([]);
  });

  test('an English sentence on the screen of a complete translation is found', () => {
    const fr = { caver: { leader: 'Chef' }, refusal: { wall: 'un mur au {{where}}' } };
    const sentences = englishSentences(en, fr);
    expect(sentences).toContain('Nothing done: the AP are kept');
    // A message the translation says the same way is no leftover.
    expect(englishSentences(en, { ...fr, msg: { 'heal-cancelled': 'Nothing done: the AP are kept' } })).not.toContain(
      'Nothing done: the AP are kept',
    );
    expect(englishOn(['le Chef dit :', 'Nothing done: the', 'AP are kept'], sentences)).toEqual([
      'Nothing done: the AP are kept',
    ]);
    expect(englishOn(['un mur au nord'], sentences)).toEqual([]);
  });
});

/**
 * English is checked now; a translation once it is declared complete (CATALOGS' `complete`): until
 * then its screens mix in English and overflow where the English would not.
 */
describe.each(LANGUAGES)('every screen at 80×24 in %s', (lang: Lang) => {
  const checked = lang === 'en' || CATALOGS[lang].complete;
  let drawn: Drawn[] = [];
  beforeAll(async () => {
    if (!checked) return;
    setLanguage(lang);
    try {
      drawn = [...screens(), ...(await inkScreens())];
    } finally {
      setLanguage('en');
    }
  });

  (checked ? test : test.skip)(
    'no line wider than the screen, no screen taller, no key cut, every prompt whole',
    () => {
      expect(drawn.length).toBeGreaterThan(HELP_PAGES + TUTORIAL_STEPS.length + 30);
      expect(drawn.flatMap(problems)).toEqual([]);
    },
  );

  (checked ? test : test.skip)("the cavers' hearts line up in one column on the setup and end screens", () => {
    const column = (lines: readonly string[]): number[] => [
      ...new Set(lines.filter((l) => /[♥♡]/.test(l)).map((l) => l.search(/[♥♡]/))),
    ];
    const shown = drawn.filter((d) => d.name.startsWith('setup:') || d.name.startsWith('end:'));
    expect(shown.length).toBeGreaterThan(4);
    for (const d of shown) expect([d.name, column(d.lines).length]).toEqual([d.name, 1]);
  });

  (checked && lang !== 'en' ? test : test.skip)(
    'no English sentence of the English catalog on any screen (the translation is complete)',
    () => {
      const sentences = englishSentences(en, CATALOGS[lang].catalog);
      expect(drawn.flatMap((d) => englishOn(d.lines, sentences).map((s) => `${d.name}: ${s}`))).toEqual([]);
    },
  );
});
