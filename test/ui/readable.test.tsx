// Issue 12, "the readable table": look mode, the message history, each horror's victim and path,
// the cost of a step before it is taken, prompts that wrap instead of being cut, and the rules
// pages in ?. Through the key transitions (pure) and through Ink.
import {
  abilityName,
  abilityText,
  caverTitle,
  hazardName,
  hazardText,
  tileRule,
  tileTypeName,
} from '../../src/words/index.js';
import { afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CAVERS, type CaverId, HAZARDS, movesOnto, type Pos, TILE_TYPES } from '../../src/engine/index.js';
import { parseRecordText } from '../../src/record/record.js';
import { bottomLines, huntText } from '../../src/ui/tableView.js';
import { HELP_PAGES, nextPart, PAGES } from '../../src/ui/components/HelpScreen.js';
import { historyPress } from '../../src/ui/input/history.js';
import { lookBounds, lookPress, lookStops } from '../../src/ui/input/look.js';
import { tableKeyOf, TABLE_KEYS, HOTKEY } from '../../src/ui/input/keys.js';
import { Session } from '../../src/play/index.js';
import { lookLines } from '../../src/ui/text/look.js';
import { fromStart } from '../../src/ui/text/where.js';
import { textWidth } from '../../src/text/width.js';
import { run, start, type Act } from '../helpers/game.js';
import { HORROR_TIE } from '../helpers/positions.js';
import { K, KEY, lines, renderApp, scenarioSession, tail, unmountAll } from './kit.js';

afterEach(unmountAll);

const END = (c: CaverId): Act => ({ caver: c, do: 'end' });

/** A recorded game's session, stopped after `n` actions (all of them by default). */
function fixture(name: string, n?: number): Session {
  const r = parseRecordText(readFileSync(join(process.cwd(), 'test', 'fixtures', 'games', `${name}.json`), 'utf8'));
  if (!r.ok) throw new Error(r.error);
  const s = Session.resume(
    JSON.stringify({ ...r.value, actions: r.value.actions.slice(0, n ?? r.value.actions.length), hashes: [] }),
    null,
  );
  if (typeof s === 'string') throw new Error(s);
  return s;
}

/** The panel column of a table frame at 80 columns (30 columns from column 50). */
const panel80 = (frame: string): string =>
  frame
    .split('\n')
    .slice(1, 18)
    .map((l) => [...l].slice(50).join('').trimEnd())
    .join('\n');

// RULES.md §8 ties: the horror on [1,-1] has two shortest paths to the climber on the Start.
const tieActs = [...HORROR_TIE.actions];
const tieScenario = HORROR_TIE.scenario;

describe('look mode: the key transitions', () => {
  const s = run(start(tieScenario), tieActs).state;

  test('arrows and hjkl move one square, HJKL five; the cursor stays within the cave and a square of rock around it', () => {
    expect(lookPress(s, [0, 0], K.up)).toEqual([0, -1]);
    expect(lookPress(s, [0, 0], K.ch('l'))).toEqual([1, 0]);
    expect(lookPress(s, [0, 0], K.ch('J'))).toEqual([0, lookBounds(s).maxY]);
    const b = lookBounds(s);
    expect(b).toEqual({ minX: -2, minY: -3, maxX: 3, maxY: 2 });
    let at: Pos = [0, 0];
    for (let i = 0; i < 20; i++) at = lookPress(s, at, K.left)!;
    expect(at).toEqual([b.minX, 0]);
  });

  test('Tab visits each caver and horror in reading order, round again; Esc, Enter and ; leave', () => {
    expect(lookStops(s)).toEqual([
      [1, -1],
      [0, 0],
    ]);
    expect(lookPress(s, [0, 0], K.tab)).toEqual([1, -1]);
    expect(lookPress(s, [1, -1], K.tab)).toEqual([0, 0]);
    for (const k of [K.esc, K.enter, K.ch(';')]) expect(lookPress(s, [0, 0], k)).toBeNull();
  });

  test("the description: the tile and its rule, open sides, who stands there with health, a horror's victim and distance", () => {
    expect(lookLines(s, [1, -1])).toEqual([
      '1 north, 1 east of the Start',
      `Horror tile: ${tileRule('horror')}`,
      'Open: south, west',
      'A horror hunting Climber (5), 2 steps away (two ways: the first caver chooses).',
      'For Climber (5), entering: a horror: all your health.',
    ]);
    const here = lookLines(s, [0, 0]);
    expect(here.slice(0, 3)).toEqual([
      'the Start',
      `Start tile: ${tileRule('start')}`,
      'Open: north, east, south, west',
    ]);
    expect(here).toContain('Climber (5): 3/3 health, acting, 1 AP');
    expect(here).toContain('Scout (2): 3/3 health, never a victim');
    // An empty square beside an open side, and plain rock.
    expect(lookLines(s, [0, 1])).toEqual([
      '1 south of the Start',
      'Unexplored: a tile can be revealed here from the north.',
    ]);
    expect(lookLines(s, [-2, -3])).toEqual(['3 north, 2 west of the Start', 'Solid rock: no tile, no way in.']);
  });

  test("markers: a gas leak with its cost, a ledge's arrow, a cave-in's faces", () => {
    const g = run(
      start({
        cavers: ['medic', 'scout', 'leader', 'diver'],
        tiles: ['gas:L', 'ledge:I', 'cavein:T:2,5'],
        hazards: ['gas', 'flood'],
      }),
      [
        { caver: 'medic', do: 'reveal', dir: 'N', open: 'ES' },
        { caver: 'medic', do: 'reveal', dir: 'W', open: 'EW' },
        END('medic'),
        { caver: 'scout', do: 'reveal', dir: 'S', open: 'NEW' },
        END('scout'),
        END('leader'),
        END('diver'),
      ],
    ).state;
    expect(lookLines(g, [0, -1])).toContain('Gas leaking: entering costs 2 health.');
    expect(lookLines(g, [-1, 0])).toContain('Arrow west: nothing goes out that side without a rope.');
    expect(lookLines(g, [0, 1])).toContain('Collapses when a Cave-in rolls 2 or 5.');
    expect(lookLines(g, [0, 1])[1]).toMatch(/^Cave-in 2\/5 tile: /);
  });

  test('a flooded tile and rubble: the way in and who may Move in all the same, as the rules say', () => {
    // Round 1: the medic reveals a water tile north, the engineer explores a cave-in tile east; the
    // Cave-in rolls a 4 and drops rubble on it. Round 2: the Flood floods the water tile.
    const s = run(
      start({
        cavers: ['medic', 'scout', 'engineer', 'climber'],
        tiles: ['water:I', 'cavein:T:4,6'],
        hazards: ['cavein', 'flood', 'flood'],
        dice: [4, 6],
      }),
      [
        { caver: 'medic', do: 'reveal', dir: 'N', open: 'NS' },
        END('medic'),
        END('scout'),
        { caver: 'engineer', do: 'explore', dir: 'E', open: 'NSW' },
        END('engineer'),
        END('climber'),
        END('scout'),
        END('engineer'),
        END('climber'),
        END('medic'),
      ],
    ).state;
    expect(lookLines(s, [0, -1])).toContain('Flooded: only Swim enters (the Diver may Move in).');
    expect(lookLines(s, [1, 0])).toContain('Rubble: clear it (2 AP) before anyone but the Climber enters.');
    // The rules' own answer to who may Move in anyway (their walking rules).
    expect([movesOnto('flooded'), movesOnto('rubble'), movesOnto('tunnel')]).toEqual([
      ['diver'],
      ['climber'],
      ['climber'],
    ]);
  });
});

describe('look mode through the screen', () => {
  test('; opens it: the cursor on the acting caver, the square described in the panel, arrows pan; Esc leaves; nothing is played', async () => {
    const session = scenarioSession(tieScenario, tieActs);
    const sc = renderApp(session, { cols: 80, rows: 24 });
    await sc.press(';');
    expect(tail(sc.frame(), 2)).toContain(
      'Look: arrows/hjkl move · HJKL 5 squares · Tab caver/horror · Enter: travel · Esc',
    );
    expect(panel80(sc.frame())).toMatch(/^the Start\nStart tile: /);
    expect(sc.frame()).toContain('┅'); // the cursor's frame
    await sc.press(KEY.up, KEY.right);
    expect(panel80(sc.frame()).replace(/\s+/g, ' ')).toContain('A horror hunting Climber (5), 2 steps away');
    await sc.press(KEY.esc);
    expect(tail(sc.frame(), 2)).toMatch(/^Climber \(5\): 1 AP · /);
    expect(session.record.actions).toHaveLength(tieActs.length);
  });

  test('in a cave of 60 tiles at 80×24, the cursor reaches every square, the board panning to keep it in view', async () => {
    const session = fixture('bronze-normal-4', 217);
    expect(session.over).toBe(false);
    expect(session.state.tiles.length).toBeGreaterThanOrEqual(60);
    const sc = renderApp(session, { cols: 80, rows: 24 });
    await sc.press('L');
    let at: Pos =
      session.state.turn !== null
        ? session.state.cavers[session.state.turn].at!
        : session.state.cavers.find((c) => c.at)!.at!;
    for (const t of session.state.tiles) {
      const keys: string[] = [];
      for (let x = at[0]; x !== t.x; x += Math.sign(t.x - x)) keys.push(t.x > x ? KEY.right : KEY.left);
      for (let y = at[1]; y !== t.y; y += Math.sign(t.y - y)) keys.push(t.y > y ? KEY.down : KEY.up);
      await sc.typeAhead(...keys);
      at = [t.x, t.y];
      const f = sc.frame();
      // The panel names the square, and the cursor's frame is on the board.
      expect(panel80(f).split('\n')[0]).toBe(fromStart(at).slice(0, 30).trimEnd());
      expect(
        f
          .split('\n')
          .slice(1, 18)
          .map((l) => [...l].slice(0, 49).join(''))
          .join('\n'),
      ).toMatch(/[┅┇]/);
    }
  });
});

describe('the message history', () => {
  test('the key transitions: ↑/↓ a line, PgUp/PgDn a page, g the start, G the end; never past either; Esc closes', () => {
    expect(historyPress(0, 100, 20, K.up)).toBe(1);
    expect(historyPress(0, 100, 20, K.down)).toBe(0);
    expect(historyPress(0, 100, 20, { input: '', key: { pageUp: true } })).toBe(19);
    expect(historyPress(50, 100, 20, { input: '', key: { pageDown: true } })).toBe(31);
    expect(historyPress(0, 100, 20, K.ch('g'))).toBe(80);
    expect(historyPress(80, 100, 20, K.up)).toBe(80);
    expect(historyPress(30, 100, 20, K.ch('G'))).toBe(0);
    for (const k of [K.esc, K.ch('q'), K.ch('P'), { input: 'p', key: { ctrl: true } }])
      expect(historyPress(3, 100, 20, k)).toBeNull();
  });

  test("P shows the whole game from round 1, scrollable; a resumed game's too (rebuilt from its record); Esc returns", async () => {
    const session = fixture('long-normal-4', 200);
    const sc = renderApp(session, { cols: 80, rows: 24 });
    await sc.press('P');
    let f = lines(sc.frame());
    expect(f[0]).toMatch(/^ HISTORY · the whole game's log · lines \d+-\d+ of \d+/);
    expect(f[22]).toMatch(/^── Resumed: round \d+, 200 actions so far ──$/);
    expect(f[23]).toMatch(/^↑↓ line · PgUp\/PgDn/);
    await sc.press('g');
    f = lines(sc.frame());
    expect(f[1]).toMatch(/^── Round 1 · first caver: /);
    expect(f[0]).toMatch(/lines 1-22 of /);
    await sc.press(KEY.down);
    expect(lines(sc.frame())[0]).toMatch(/lines 2-23 of /);
    await sc.press(KEY.esc);
    expect(lines(sc.frame())[0]).toMatch(/^ SUB TERRA · /);
    // Ctrl+P opens it too.
    await sc.press('\x10');
    expect(lines(sc.frame())[0]).toMatch(/^ HISTORY/);
  });

  test('long lines are wrapped, never cut', async () => {
    const session = scenarioSession({ cavers: ['scout', 'medic', 'leader', 'diver'], tiles: ['gas:L', 'water:I'] });
    const sc = renderApp(session, { cols: 80, rows: 24 });
    // Pathfinder: a long reveal line.
    await sc.press('x', KEY.up, KEY.tab, KEY.enter, 'P');
    const f = sc.frame();
    expect(f).not.toContain('…');
    expect(f).toContain('Scout (2) explores a Water tile to the north after discarding Gas');
  });
});

describe('horrors: victim and path on request (H)', () => {
  test("H marks each horror's path on the board, step by step, and says whom it hunts; H again hides it", async () => {
    const session = scenarioSession(tieScenario, tieActs);
    expect(huntText(session.state)).toBe('Horrors: hunts Climber (5), 2 steps (a tie)');
    const sc = renderApp(session);
    const before = sc.frame();
    await sc.press('H');
    expect(tail(sc.frame(), 1)).toBe('Horrors: hunts Climber (5), 2 steps (a tie)');
    expect(lines(sc.frame())[0]).toContain('H hunts');
    // The first step marked as a path step (•1), the victim's square as a danger (!2).
    expect(sc.frame()).toContain('•1');
    expect(sc.frame()).toContain('!2');
    expect(before).not.toContain('•1');
    await sc.press('H');
    expect(sc.frame()).not.toContain('•1');
    expect(session.record.actions).toHaveLength(tieActs.length);
  });
});

describe('the cost of a step, before it is taken', () => {
  test('the squares a step would cost something to enter are framed as a danger, and the line under the prompt says what', async () => {
    // Round 1: the medic reveals a gas tile north and a rough tile east; the Gas card leaks.
    const session = scenarioSession(
      { cavers: ['medic', 'leader', 'scout', 'diver'], tiles: ['gas:L', 'rough:X'], hazards: ['gas', 'flood'] },
      [
        { caver: 'medic', do: 'reveal', dir: 'N', open: 'ES' },
        { caver: 'medic', do: 'reveal', dir: 'E', open: 'NESW' },
        END('medic'),
        END('leader'),
        END('scout'),
        END('diver'),
      ],
    );
    const sc = renderApp(session);
    await sc.press();
    // Round 2: the leader holds the token (+1 to tests: rough ground passes on a 3).
    expect(tail(sc.frame(), 1)).toBe('Steps: ↑ gas leak: -2 health · → rough ground: test 3+ or -1 health');
    expect(sc.frame()).toContain('!↑');
    expect(sc.frame()).toContain('!→');
  });
});

describe('prompts wrap instead of being cut (bug 4)', () => {
  test('the rows of the bottom: every word kept, each row within the width, the log giving up rows first', () => {
    const prompt =
      "Scout (2)'s player decides where the horror appears: option 1 of 2: the Horror tile 1 north of the Start (near Diver (1), 1 step away) · arrows/Tab/1-2 · Enter";
    const status =
      'Swim: the tile to the north is not flooded: Move there; no tile to the east, south or west yet (Reveal or Explore first)';
    const log = Array.from({ length: 10 }, (_, i) => `line ${i}`);
    const b = bottomLines(log, prompt, status, 80, 6);
    expect(b.prompt.length + b.status.length + b.log.length).toBe(6);
    expect(b.prompt.length).toBe(2);
    expect(b.prompt.map((l) => l.trim()).join(' ')).toBe(prompt);
    expect(b.status.map((l) => l.trim()).join(' ')).toBe(status);
    expect(b.log.map((l) => l.trim())).toEqual(['line 8', 'line 9']);
    for (const l of [...b.prompt, ...b.status, ...b.log]) expect(textWidth(l)).toBe(80);
  });

  test('a horror placement at 80×24: the whole prompt, with its keys, over two lines', async () => {
    // Round 1: the scout reveals horror tiles north and south of the Start; the Horror card ties between them.
    const session = scenarioSession(
      { cavers: ['scout', 'medic', 'leader', 'diver'], tiles: ['horror:D', 'horror:D'], hazards: ['horror', 'flood'] },
      [
        { caver: 'scout', do: 'reveal', dir: 'N', open: 'S' },
        { caver: 'scout', do: 'reveal', dir: 'S', open: 'N' },
        END('scout'),
        END('medic'),
        END('leader'),
      ],
    );
    const sc = renderApp(session, { cols: 80, rows: 24 });
    await sc.press('.', KEY.esc);
    expect(session.state.pending?.kind).toBe('horror-place');
    const f = sc.frame();
    expect(tail(f, 3)).toContain(
      "Scout (2)'s player decides where the horror appears: option 1 of 2: the Horror tile 1 north of the Start (near Diver (1), 1 step away) · arrows/Tab/1-2 · Enter",
    );
    expect(lines(f).slice(-3).join('\n')).not.toContain('…');
  });
});

describe("the table's own keys, in one table", () => {
  test("each is read by tableKeyOf, none is an action's hotkey or a direction, and ? lists them all", async () => {
    for (const t of TABLE_KEYS) {
      for (const name of t.keys) {
        const k = name.startsWith('Ctrl+') ? { input: name.slice(5).toLowerCase(), key: { ctrl: true } } : K.ch(name);
        expect(tableKeyOf(k)).toBe(t.id);
        if (!name.startsWith('Ctrl+')) {
          expect(Object.values(HOTKEY)).not.toContain(name);
          expect('hjkl').not.toContain(name);
        }
      }
    }
    // Take back is U or Ctrl+Z (plain z is Squeeze).
    expect(tableKeyOf(K.ch('U'))).toBe('undo');
    expect(tableKeyOf({ input: 'z', key: { ctrl: true } })).toBe('undo');
    expect(tableKeyOf(K.ch('z'))).toBeNull();
    const sc = renderApp(scenarioSession(tieScenario, tieActs), { cols: 80, rows: 24 });
    await sc.press('?');
    for (const t of TABLE_KEYS) for (const name of t.keys) expect(sc.frame()).toContain(name);
  });
});

describe('the rules pages in ?', () => {
  test('one page for the round, each caver (abilities in full), each hazard card and each tile type, after the keys and the board', () => {
    expect(HELP_PAGES).toBe(3 + CAVERS.length + Object.keys(HAZARDS).length + TILE_TYPES.length);
    expect(PAGES.map((p) => p.part).filter((x, i, a) => a.indexOf(x) === i)).toEqual([
      'Keys',
      'Board',
      'Round',
      'Cavers',
      'Hazard cards',
      'Tiles',
    ]);
    expect(nextPart(0, 1)).toBe(1);
    expect(nextPart(2, 1)).toBe(3);
    expect(nextPart(4, 1)).toBe(3 + CAVERS.length);
    expect(nextPart(5, -1)).toBe(3);
    expect(nextPart(3, -1)).toBe(2);
  });

  test("browsed with →/← and ↑/↓ at 80×24: every caver's abilities whole, every card's text, every tile's rule and drawing", async () => {
    const sc = renderApp(scenarioSession(tieScenario, tieActs), { cols: 80, rows: 24 });
    await sc.press('?', KEY.right, KEY.right);
    expect(lines(sc.frame())[0]).toMatch(/^THE ROUND · Round · page 3 of \d+/);
    const text = (): string =>
      lines(sc.frame())
        .map((l) => l.trim())
        .join(' ');
    for (const c of CAVERS) {
      await sc.press(KEY.right);
      const f = lines(sc.frame());
      expect(f).toHaveLength(24);
      expect(f[0]).toMatch(new RegExp(`^CAVER ${c.number} · ${caverTitle(c.id).toUpperCase()} · Cavers`));
      for (const a of c.abilities)
        expect(text()).toContain(
          `${abilityName(a)} (${a.cost === 'passive' ? 'passive' : `${a.cost} AP`}): ${abilityText(a)}`,
        );
      expect(sc.frame()).not.toContain('…');
    }
    for (const id of Object.keys(HAZARDS) as (keyof typeof HAZARDS)[]) {
      await sc.press(KEY.right);
      expect(lines(sc.frame())[0]).toMatch(new RegExp(`^HAZARD CARD · ${hazardName(id).toUpperCase()} · `));
      expect(text()).toContain(hazardText(id));
    }
    for (const t of TILE_TYPES) {
      await sc.press(KEY.right);
      expect(lines(sc.frame())[0]).toMatch(new RegExp(`^TILE · ${tileTypeName(t).toUpperCase()} · `));
      expect(text()).toContain(tileRule(t));
      expect(sc.frame()).toMatch(/[┌┐└┘]/);
    }
    // ↑ jumps back a part; any other key returns to the game.
    await sc.press(KEY.up);
    expect(lines(sc.frame())[0]).toMatch(/^TILE · START/);
    await sc.press(KEY.up);
    expect(lines(sc.frame())[0]).toMatch(/^HAZARD CARD · TREMOR ·/);
    await sc.press('x');
    expect(lines(sc.frame())[0]).toMatch(/^ SUB TERRA · /);
  });
});
