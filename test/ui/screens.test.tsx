// The screens through the App (Ink, rendered as plain text): the table, help, the phases step by
// step, hot-seat play, the end screen, the size message, the setup screen and the replay viewer.
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import * as nodeFs from 'node:fs';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Action,
  actionInfo,
  type ActionDo,
  applyTraced,
  CAVER_IDS,
  type CaverId,
  stateHash,
} from '../../src/engine/index.js';
import { parseRecordText } from '../../src/record/record.js';
import { replayRecord } from '../../src/record/replay.js';
import { HOTKEY } from '../../src/ui/input/keys.js';
import { App } from '../../src/ui/components/App.js';
import { ReplayScreen } from '../../src/ui/components/ReplayScreen.js';
import { SetupScreen } from '../../src/ui/components/SetupScreen.js';
import { TooSmall } from '../../src/ui/components/TooSmall.js';
import { playbackSteps, Session, type NewGame } from '../../src/play/index.js';
import { stepLines } from '../../src/ui/playWords.js';
import { makeTheme } from '../../src/ui/theme.js';
import { record, type Act, type Scenario } from '../helpers/game.js';
import { KEY, lines, renderApp, renderSized, scenarioSession, seededSession, unmountAll } from './kit.js';
import { actionName, refusalText } from '../../src/words/index.js';

afterEach(unmountAll);

const END = (c: CaverId): Act => ({ caver: c, do: 'end' });
const TEAM: CaverId[] = ['scout', 'medic', 'leader', 'diver'];

describe('the table', () => {
  test('header, board, panel, log and prompt, each in its place on a 100×24 terminal', async () => {
    const session = seededSession('granite-42', TEAM);
    const sc = renderApp(session);
    await sc.press();
    const f = sc.frame().split('\n');
    expect(f).toHaveLength(24);
    expect(f[0]).toMatch(/^ SUB TERRA · Scout's turn · seed granite-42 · normal .*help.*save & quit$/);
    // Board (69 columns) | space | panel (30 columns), 17 rows.
    const panel = f.slice(1, 18).map((l) => [...l].slice(70).join(''));
    const board = f.slice(1, 18).map((l) => [...l].slice(0, 69).join(''));
    expect(panel[0]).toBe('Round 1 · Action phase');
    expect(panel[1]).toBe('Hazards 22+OoT · Tiles 65');
    // The draw pace: the Exit is among the last 6 of 65 tiles; 22 rounds to draw the 59 before them.
    expect(panel[2]).toBe('Exit after 59 tiles: 2.7/round');
    expect(panel[4]).toMatch(/^▶★2 Scout     ♥♥♥   2 AP( |$)/);
    expect(panel.join('\n')).toContain('Actions (2 AP):');
    expect(board.join('\n')).toContain('S▶2681');
    expect(board.join('\n')).not.toContain('Round');
    // The Start and the four squares around it fit: centred in the board (21 columns either side).
    expect(board[8].slice(30, 39)).toBe(' S▶2681  ');
    expect(board[8].slice(0, 21).trim()).toBe('');
    expect(board[7].slice(30, 39)).toBe('┏━┛   ┗━┓'); // the acting caver's tile, heavy
    // Log (4 rows), prompt, status.
    expect(f[21]).toBe('── Round 1 · first caver: Scout (2) ──');
    expect(f[22]).toBe('Scout (2): 2 AP · arrows/hjkl: move · letters: actions · Enter: end turn');
    expect(f[23].trim()).toBe('');
  });

  test('an action shows at once: the board, the panel, the log and the prompt follow', async () => {
    const session = seededSession('granite-42', TEAM);
    const sc = renderApp(session);
    await sc.press('x', KEY.up);
    let f = sc.frame();
    expect(f).toMatch(/Explore N: .* · ←\/→ turn · Enter place · Tab: Pathfinder: the next tile/);
    expect(f).toContain('╔'); // the tile in its double box
    await sc.press(KEY.enter);
    f = sc.frame();
    expect(session.record.actions).toHaveLength(1);
    expect(session.state.cavers[0].at).toEqual([0, -1]);
    expect(f).not.toContain('╔');
    expect(f).toMatch(/\nScout \(2\) explores an? .* tile to the north\n/);
    expect(f).not.toContain('moves north');
    expect(f).toContain('Scout (2): 1 AP ·');
    expect(lines(f).find((l) => l.includes('Scout     ♥♥♥'))).toMatch(/ 1 AP( |$)/);
    expect(f).toContain('Hazards 22+OoT · Tiles 64');
  });

  test("the board shows the acting caver: the whole cave while it fits, the acting caver's tile framed", async () => {
    // The scout explores three squares north: out of a 5-square-high window centred on the Start.
    const session = scenarioSession({ cavers: TEAM, tiles: ['empty:I', 'empty:I', 'empty:I', 'empty:X'], dice: [6] }, [
      { caver: 'scout', do: 'explore', dir: 'N', open: 'NS' },
      { caver: 'scout', do: 'explore', dir: 'N', open: 'NS' },
      { caver: 'scout', do: 'exert' },
    ]);
    const sc = renderApp(session);
    await sc.press('x', KEY.up, KEY.enter);
    expect(session.state.cavers[0].at).toEqual([0, -3]);
    const board = () =>
      sc
        .frame()
        .split('\n')
        .slice(1, 18)
        .map((l) => [...l].slice(0, 69).join(''));
    // Four tiles in a column fit the 5-square-high board: all of them, the scout's framed heavy as the
    // acting caver's, the Start three squares below.
    const b = board();
    const row = (text: string): number => b.findIndex((l) => l.includes(text));
    expect(row('·▶2')).toBeGreaterThan(0);
    expect(row('S681')).toBe(row('·▶2') + 9);
    expect(b[row('·▶2') - 1]).toMatch(/┏━┛   ┗━┓/);
    // The medic's turn: the Start's tile is framed now, and the medic acting.
    await sc.press('.');
    const after = board();
    expect(after.join('\n')).toContain('S▶681');
    expect(after[after.findIndex((l) => l.includes('S▶681')) - 1]).toMatch(/┏━┛   ┗━┓/);
    expect(after.join('\n')).toMatch(/·2 /);
  });

  test('a refused key shows why on the status line, and changes nothing', async () => {
    const session = seededSession('granite-42', TEAM);
    const sc = renderApp(session);
    await sc.press(KEY.right);
    const f = lines(sc.frame());
    expect(f[23]).toMatch(/^Cannot move E: .* — x: Explore/);
    expect(session.record.actions).toHaveLength(0);
    await sc.press('z');
    // The rules' own reason (issue 12, bug 5), for every way a Squeeze could go.
    expect(lines(sc.frame())[23]).toBe(
      'Squeeze: no tile to the north, east, south or west yet (Reveal or Explore first)',
    );
  });
});

describe('saving and leaving', () => {
  let home: string | null = null;
  afterEach(() => {
    if (home) rmSync(home, { recursive: true, force: true });
    home = null;
  });

  test('a failed save is shown on the status line, and clears once saving works again', async () => {
    home = mkdtempSync(join(tmpdir(), 'st-'));
    let full = false;
    const fs = {
      ...nodeFs,
      writeSync: ((...args: Parameters<typeof nodeFs.writeSync>) => {
        if (full) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        return (nodeFs.writeSync as (...a: unknown[]) => number)(...args);
      }) as typeof nodeFs.writeSync,
    };
    const storage = { env: { SUBTERRA_HOME: home }, fs };
    const session = Session.start(
      { seed: 'granite-42', difficulty: 'normal', players: 1, cavers: TEAM, easy: false },
      { storage },
    );
    if (typeof session === 'string') throw new Error(session);
    const sc = renderApp(session, { storage });
    await sc.press();
    expect(lines(sc.frame())[23]).toBe('');
    full = true;
    await sc.press('x', KEY.up, KEY.enter);
    expect(session.record.actions).toHaveLength(1); // the game goes on
    expect(lines(sc.frame())[23]).toMatch(/^Not saved: .*disk full \(ENOSPC\).* \(your last good save is kept\)$/);
    full = false;
    await sc.press('.');
    expect(lines(sc.frame())[23]).toBe('');
    const saved = parseRecordText(readFileSync(session.savedTo!, 'utf8'));
    expect(saved.ok && saved.value.actions).toHaveLength(2);
  });

  test('q and Ctrl+C leave the table, handing back the session', async () => {
    for (const key of ['q', '\x03']) {
      const exits: (Session | null)[] = [];
      const session = seededSession('granite-42', TEAM);
      const sc = renderApp(session, { onExit: (s) => exits.push(s) });
      await sc.press('x', KEY.up, KEY.enter, key);
      expect(exits).toEqual([session]);
      expect(session.record.actions).toHaveLength(1);
    }
  });
});

describe('help', () => {
  /** Every action key with its name, as the menu names them ("x Explore", "v Direct", ...). */
  const nameOf = (kind: ActionDo): string =>
    kind === 'exert' ? 'Exert' : actionName(CAVER_IDS.map((c) => actionInfo(c, kind)).find((d) => d)!.do);
  const keyNames = Object.entries(HOTKEY)
    .filter(([kind, k]) => k.length === 1 && kind !== 'end')
    .map(([kind, k]) => `${k} ${nameOf(kind as ActionDo)}`);

  test('? shows every key with its action; any key goes back to the table', async () => {
    expect(keyNames).toHaveLength(18);
    const session = seededSession('granite-42', TEAM);
    const sc = renderApp(session);
    await sc.press('?');
    const f = sc.frame();
    expect(f).toContain('SUB TERRA: get your cavers onto the Exit');
    for (const k of keyNames) expect(f).toContain(k);
    for (const k of [
      '←↑→↓ hjkl Move',
      'Enter end turn',
      'Esc back',
      'Tab other tile',
      'Backspace undoes',
      'Space/Enter next step',
      'A automatic steps',
      '; or L look',
      'H horror paths',
      'P or Ctrl+P',
      'q save & quit',
    ])
      expect(f).toContain(k);
    // The key that closes help is not taken as a game key.
    await sc.press('x');
    expect(sc.frame()).toContain('Scout (2): 2 AP ·');
    expect(session.record.actions).toHaveLength(0);
  });

  // Was a UI bug: help cut at 80×24 (the smallest supported terminal).
  test('at 80×24, the smallest supported terminal, help still shows every key', async () => {
    const session = seededSession('granite-42', TEAM);
    const sc = renderApp(session, { cols: 80, rows: 24 });
    await sc.press('?');
    const f = sc.frame();
    expect(f).not.toContain('…');
    expect(f).toContain('SUB TERRA: get your cavers');
    for (const k of keyNames) expect(f).toContain(k);
    for (const k of ['Esc back', 'q save & quit', 'any other key: back to the game']) expect(f).toContain(k);
  });
});

describe('the phases, step by step', () => {
  // Round 1: the scout reveals a horror tile north; the hazard is a Horror card: a horror appears there.
  // Round 2's hazard is a Flood.
  const scenario = (): Scenario => ({
    cavers: TEAM,
    tiles: ['horror:D', 'water:I', 'empty:X'],
    hazards: ['horror', 'flood', 'tremor'],
    dice: [6, 6, 6, 6, 6, 6],
  });
  const round1: Act[] = [
    { caver: 'scout', do: 'reveal', dir: 'N', open: 'S' },
    END('scout'),
    { caver: 'medic', do: 'explore', dir: 'E', open: 'EW' },
    END('medic'),
    END('leader'),
  ];
  const upToLastEnd = (): Session => scenarioSession(scenario(), round1);

  test('after the last end, each step waits for Space/Enter, with a step counter; log, header and board follow the steps', async () => {
    const session = upToLastEnd();
    // The steps the session makes of this end (how events are grouped into steps is the session's
    // business; the screen must show each of them in turn).
    const traced = applyTraced(session.state, END('diver') as unknown as Action);
    if (!traced.ok) throw new Error(refusalText(traced.error));
    const steps = playbackSteps(traced.events, traced.frames);
    expect(steps.length).toBeGreaterThanOrEqual(2);
    const sc = renderApp(session);
    await sc.press('.');
    // The game itself has already moved on to round 2.
    expect(session.state.round).toBe(2);
    const PHASE = { action: 'Action phase', horror: 'Horror phase', hazard: 'Hazard phase', end: 'End phase' };
    const seen: string[] = [];
    for (let i = 0; i < steps.length; i++) {
      const f = lines(sc.frame());
      expect(f[22]).toMatch(
        new RegExp(`^Step ${i + 1}/${steps.length} · (hazard: [^·]+ · )?Space/Enter next · Esc skip · A: auto off$`),
      );
      // The step's own lines end the log; the header and the board show the game as of that step.
      const own = stepLines(steps[i]).slice(-4);
      expect(f.slice(22 - own.length, 22)).toEqual(own);
      seen.push(...stepLines(steps[i]));
      const fr = steps[i].frame;
      if (fr.turn === null) expect(f[0]).toMatch(new RegExp(`^ SUB TERRA · ${PHASE[fr.phase]} · `));
      expect(f.slice(1, 18).join('\n')).toContain(`Round ${fr.round} · ${PHASE[fr.phase]}`);
      expect(sc.frame().includes('hH')).toBe(fr.horrors.length > 0);
      // Keys other than the playback keys do nothing to the game meanwhile.
      if (i === 0) {
        // (? opens the help over the steps; the next key closes it.)
        await sc.press('x', KEY.up, '?', 'z');
        expect(session.record.actions).toHaveLength(6);
        expect(lines(sc.frame())[22]).toMatch(/^Step 1\//);
      }
      await sc.press(i % 2 ? KEY.enter : KEY.space);
    }
    // All that happened was shown: the quiet horror phase, the Horror card and the horror it brings.
    expect(seen).toContain('— Horror phase — nothing happens');
    expect(seen.some((l) => l.startsWith('Hazard card: Horror — '))).toBe(true);
    expect(seen).toContain('A horror appears on the horror tile 1 north of the Start!');
    const f = lines(sc.frame());
    expect(f[22]).toBe('Medic (6): 2 AP · arrows/hjkl: move · letters: actions · Enter: end turn');
    expect(f[0]).toMatch(/Medic's turn/);
    expect(sc.frame()).toContain('hH');
  });

  test('Esc skips the rest of the steps', async () => {
    const session = upToLastEnd();
    const sc = renderApp(session);
    await sc.press('.');
    expect(lines(sc.frame())[22]).toMatch(/^Step 1\//);
    await sc.press(KEY.esc);
    const f = lines(sc.frame());
    expect(f[22]).toMatch(/^Medic \(6\): 2 AP ·/);
    expect(sc.frame()).toContain('hH');
    // The next key is a game key again.
    await sc.press('x');
    expect(lines(sc.frame())[22]).toMatch(/^Explore: which way\?/);
  });

  // Issue 12, bug 10: auto-advance shared its key (a) with Heal, and nothing on screen said it was on.
  test('A toggles auto-advance, which plays the steps by itself; a does not; the header says when it is on', async () => {
    const session = upToLastEnd();
    const changes: boolean[] = [];
    const sc = renderSized(
      <App
        theme={makeTheme(false)}
        storage={null}
        app="t"
        session={session}
        setup={{ players: 1, caverCount: 4, difficulty: 'normal', easy: false, seed: 's' }}
        onExit={() => {}}
        autoDelay={15}
        onAutoChange={(a) => changes.push(a)}
      />,
      100,
      24,
    );
    await sc.press('.');
    await sc.press('a');
    expect(lines(sc.frame())[22]).toMatch(/^Step 1\/\d+ · .*A: auto off$/);
    expect(lines(sc.frame())[0]).not.toContain('auto');
    await sc.press('A');
    expect(changes).toEqual([true]);
    expect(lines(sc.frame())[22]).toMatch(/^Step 1\/\d+ · .*A: auto on$/);
    expect(lines(sc.frame())[0]).toContain('A auto on');
    for (let i = 0; i < 50 && lines(sc.frame())[22].startsWith('Step'); i++) await sc.wait(10);
    expect(lines(sc.frame())[22]).toMatch(/^Medic \(6\): 2 AP ·/);
    // Still on in the action phase, and said so; a is Heal again there, A turns auto-advance off.
    expect(lines(sc.frame())[0]).toContain('A auto on');
    await sc.press('A');
    expect(changes).toEqual([true, false]);
    expect(lines(sc.frame())[0]).not.toContain('auto');
  });

  test('auto-advance remembered on from an earlier game is said on the screen from the first frame', async () => {
    const sc = renderApp(seededSession('granite-42', TEAM), { initialAuto: true });
    await sc.press();
    expect(lines(sc.frame())[0]).toMatch(/A auto on · \? help · q save & quit$/);
  });

  // Was a UI bug: the horror phase's steps named last round's hazard card.
  test("in the horror phase the prompt does not name last round's hazard card", async () => {
    const s = scenarioSession(scenario(), [...round1, END('diver'), END('medic'), END('leader'), END('diver')]);
    expect(s.state.turn).toBe(0); // the scout, last in round 2 (the medic has the token)
    const sc = renderApp(s);
    await sc.press('.');
    const f = lines(sc.frame());
    expect(f[0]).toMatch(/^ SUB TERRA · Horror phase · /);
    expect(f[1]).toMatch(/Round 2 · Horror phase$/);
    expect(s.state.hazardDiscards).toEqual(['horror', 'flood']); // round 2's card was a Flood
    expect(f[22]).toMatch(/^Step 1\//);
    expect(f[22]).not.toContain('hazard: Horror');
  });
});

describe('hot-seat play', () => {
  test('the header and the panel show which player controls the acting caver', async () => {
    const session = seededSession('granite-42', TEAM, { players: 2 });
    const sc = renderApp(session);
    await sc.press();
    expect(sc.frame()).toContain('PLAYER 1');
    await sc.press(KEY.enter);
    let f = lines(sc.frame());
    expect(f[0]).toMatch(/^ SUB TERRA · Player 1 · Scout's turn · /);
    expect(f.find((l) => l.includes('8 Leader'))).toMatch(/P2$/);
    await sc.press('.');
    expect(lines(sc.frame())[0]).toMatch(/^ SUB TERRA · Player 1 · Medic's turn · /);
    await sc.press('.', KEY.enter);
    f = lines(sc.frame());
    expect(f[0]).toMatch(/^ SUB TERRA · Player 2 · Leader's turn · /);
    expect(f.find((l) => l.includes('8 Leader'))).toMatch(/^.{70}▶ 8 Leader .* P2 2 AP$/);
    await sc.press('.');
    expect(lines(sc.frame())[0]).toMatch(/^ SUB TERRA · Player 2 · Diver's turn · /);
  });

  test('three players with six cavers: two each, in seating order', async () => {
    const session = seededSession('granite-42', ['scout', 'medic', 'leader', 'diver', 'climber', 'engineer'], {
      players: 3,
    });
    const sc = renderApp(session);
    const seen: string[] = [];
    const handed: string[] = [];
    for (let i = 0; i < 6; i++) {
      await sc.press();
      // A new player first sees the hand-over screen naming them; Enter gives them the table.
      const hand = /PLAYER (\d)/.exec(sc.frame());
      if (hand) {
        handed.push(hand[1]);
        await sc.press(KEY.enter);
      }
      seen.push(lines(sc.frame())[0].split(' · ')[1]);
      await sc.press('.');
    }
    expect(seen).toEqual(['Player 1', 'Player 1', 'Player 2', 'Player 2', 'Player 3', 'Player 3']);
    expect(handed).toEqual(['1', '2', '3']);
  });

  test('hand-over: when the turn passes to another player a screen names them; no key but Enter or Space reaches the game', async () => {
    const session = seededSession('granite-42', TEAM, { players: 2 });
    const sc = renderApp(session);
    await sc.press(KEY.enter, '.', '.');
    // Scout and Medic (player 1) have ended: the Leader is player 2's.
    const f = sc.frame();
    expect(f).toContain('PLAYER 2');
    expect(f).toContain('Player 2 plays Leader (8) now.');
    expect(f).toContain("Player 2's cavers: Leader (8), Diver (1)");
    expect(f).toContain('Pass the keyboard, then press Enter or Space.');
    // Keys typed meanwhile go nowhere.
    await sc.press('x', KEY.up, '.');
    expect(session.record.actions).toHaveLength(2);
    expect(sc.frame()).toContain('PLAYER 2');
    await sc.press(' ');
    expect(lines(sc.frame())[0]).toMatch(/^ SUB TERRA · Player 2 · Leader's turn · /);
    // Within one player's cavers, no hand-over.
    await sc.press('.');
    expect(lines(sc.frame())[0]).toMatch(/^ SUB TERRA · Player 2 · Diver's turn · /);
  });

  test('solo play names no player', async () => {
    const sc = renderApp(seededSession('granite-42', TEAM));
    await sc.press();
    expect(sc.frame()).not.toMatch(/Player \d|\bP1\b/);
  });
});

describe('the end screen', () => {
  // The Exit is the first tile. Round 1: scout explores onto it, the medic follows; round 2's hazard
  // is Out of Time and the leader (1+1) and the diver (1) fail their tests: Bronze.
  const ending = (storage: { env: Record<string, string> } | null) => {
    const text = JSON.stringify(
      record({ cavers: TEAM, tiles: ['exit:D', 'empty:X'], hazards: ['flood'], dice: [1, 1], seed: 'ember-7' }, [
        { caver: 'scout', do: 'explore', dir: 'N', open: 'S' },
        END('scout'),
        { caver: 'medic', do: 'move', dir: 'N' },
        END('medic'),
        END('leader'),
        END('diver'),
        END('medic'),
        END('leader'),
        END('diver'),
      ]),
    );
    const s = Session.resume(text, storage ? 'ember.json' : null, { storage });
    if (typeof s === 'string') throw new Error(s);
    return s;
  };

  let home: string | null = null;
  afterEach(() => {
    if (home) rmSync(home, { recursive: true, force: true });
    home = null;
  });

  test('the medal, who escaped and who was left, the seed, and the replay command', async () => {
    home = mkdtempSync(join(tmpdir(), 'st-'));
    const storage = { env: { SUBTERRA_HOME: home } };
    const session = ending(storage);
    const sc = renderApp(session, { storage });
    await sc.press('.'); // the scout, last in round 2, ends: the phases, Out of Time
    expect(session.state.result).toBe('bronze');
    // The phases play first; the end screen comes after them.
    expect(sc.frame()).toMatch(/Step 1\//);
    await sc.press(KEY.esc);
    const f = lines(sc.frame());
    expect(f[0]).toBe('SUB TERRA — the game is over');
    expect(f).toContain('  BRONZE — two cavers were left behind');
    expect(f).toContain('  ✓ 2 Scout      ♥♥♥    escaped through the Exit');
    expect(f).toContain('  ✓ 6 Medic      ♥♥♥    escaped through the Exit');
    expect(f).toContain('  Round 2: everyone still on their feet stood on the Exit (2 taken by the dark).');
    expect(f).toContain('  ✗ 8 Leader     ♥♥♥    taken by the dark in round 2');
    expect(f).toContain('  ✗ 1 Diver      ♥♥♥    taken by the dark in round 2');
    expect(f.join('\n')).toMatch(/Rounds played: 2 {3}Seed: ember-7 {3}Difficulty: normal/);
    const file = join(home, 'games', 'ember.json');
    expect(f).toContain(`  Record saved to ${file}`);
    expect(f).toContain(`  Watch it again:  subterra replay ${file}`);
    expect(f).toContain('  r: play the same seed again   n: a new seed   P: the whole story   q: quit');
    // The file saved is the finished game.
    const saved = parseRecordText(readFileSync(file, 'utf8'));
    expect(saved.ok && saved.value.actions.length).toBe(session.record.actions.length);
  });

  test('a record path too long for the screen is shown whole over several lines, never cut', async () => {
    home = mkdtempSync(join(tmpdir(), 'st-'));
    const deep = join(home, 'a-rather-long-folder-name-for-saved-games', 'and-another-one-below-it-too');
    const storage = { env: { SUBTERRA_HOME: deep } };
    const session = ending(storage);
    const sc = renderApp(session, { storage });
    await sc.press('.');
    await sc.press(KEY.esc);
    const f = lines(sc.frame());
    const file = join(deep, 'games', 'ember.json');
    expect(file.length).toBeGreaterThan(100);
    const at = f.indexOf('  Record saved to:');
    expect(at).toBeGreaterThan(0);
    const parts = f
      .slice(at + 1)
      .filter((l) => l.startsWith('    '))
      .map((l) => l.slice(4).trimEnd());
    expect(parts.join('')).toBe(file);
    expect(f.join('\n')).not.toContain('…');
    expect(f).toContain('  Watch it again:  subterra replay <that file>  (printed whole when you quit)');
  });

  test('every result has its medal line', async () => {
    const session = ending(null);
    for (const [result, line] of [
      ['gold', 'GOLD — everyone escaped!'],
      ['silver', 'SILVER — one caver was left behind'],
      ['failure', 'FAILURE — three or more cavers were left behind'],
    ] as const) {
      // The same finished game, ending with each result in turn.
      Object.defineProperty(session, 'state', { value: { ...session.state, result }, configurable: true });
      const sc = renderApp(session);
      await sc.press();
      expect(sc.frame()).toContain(line);
      sc.unmount();
    }
  });

  test('r plays the same seed again, n a new seed, q quits', async () => {
    const exits: (Session | null)[] = [];
    const session = ending(null);
    const sc = renderApp(session, { onExit: (s) => exits.push(s) });
    await sc.press('.', KEY.esc);
    expect(sc.frame()).toContain('BRONZE');
    // Other keys do nothing here.
    await sc.press('x', KEY.enter);
    expect(sc.frame()).toContain('BRONZE');
    await sc.press('r');
    let f = lines(sc.frame());
    expect(f[0]).toMatch(/^ SUB TERRA · Scout's turn · seed ember-7 · normal/);
    expect(sc.frame()).toContain('Round 1 · Action phase');
    await sc.press('q');
    expect(exits).toHaveLength(1);
    const again = exits[0]!;
    expect(again).not.toBe(session);
    expect(again.record.seed).toBe('ember-7');
    expect(again.record.cavers).toEqual(TEAM);
    expect(again.record.actions).toEqual([]);
    const fresh = Session.start({ seed: 'ember-7', difficulty: 'normal', players: 1, cavers: TEAM, easy: false });
    expect(typeof fresh !== 'string' && stateHash(fresh.state)).toBe(stateHash(again.state));

    // n: a new seed.
    const exits2: (Session | null)[] = [];
    const sc2 = renderApp(ending(null), { onExit: (s) => exits2.push(s) });
    await sc2.press('.', KEY.esc, 'n');
    f = lines(sc2.frame());
    // The seed shown whole (a fresh seed such as ember-72 begins with "ember-7"): another one.
    const shown = /^ SUB TERRA · Scout's turn · seed (\S+) · normal/.exec(f[0]);
    expect(shown).not.toBeNull();
    expect(shown?.[1]).toMatch(/^[a-z]+-\d+$/);
    expect(shown?.[1]).not.toBe('ember-7');
    // q on the end screen leaves with the finished session.
    const exits3: (Session | null)[] = [];
    const done = ending(null);
    const sc3 = renderApp(done, { onExit: (s) => exits3.push(s) });
    await sc3.press('.', KEY.esc, 'q');
    expect(exits3).toEqual([done]);
    expect(exits2).toEqual([]);
  });
});

describe('a terminal that is too small', () => {
  test('below 80×24 the size message replaces the table; keys do not reach the game; q quits', async () => {
    for (const [cols, rows] of [
      [79, 24],
      [80, 23],
      [60, 20],
    ] as const) {
      const exits: (Session | null)[] = [];
      const session = seededSession('granite-42', TEAM);
      const sc = renderApp(session, { cols, rows, onExit: (s) => exits.push(s) });
      await sc.press();
      expect(sc.frame()).toBe(
        `The terminal is ${cols}×${rows}; subterra needs at least 80×24.\nMake the window larger to continue (q saves and quits).`,
      );
      await sc.press('x', KEY.up, KEY.enter, '.', KEY.enter);
      expect(session.record.actions).toHaveLength(0);
      await sc.press('q');
      expect(exits).toEqual([session]);
    }
  });

  test('exactly 80×24 is enough; growing the window brings the game back where it was', async () => {
    const session = seededSession('granite-42', TEAM);
    const ok = renderApp(session, { cols: 80, rows: 24 });
    await ok.press();
    expect(ok.frame()).toContain('Round 1 · Action phase');
    ok.unmount();
    const sc = renderApp(session, { cols: 70, rows: 20 });
    await sc.press();
    expect(sc.frame()).toContain('The terminal is 70×20');
    await sc.resize(100, 30);
    expect(sc.frame()).toContain("Scout's turn");
    expect(sc.frame().split('\n')).toHaveLength(30);
    await sc.resize(100, 22);
    expect(sc.frame()).toContain('The terminal is 100×22');
  });

  test('TooSmall on its own', async () => {
    const sc = renderSized(<TooSmall cols={42} rows={11} />);
    await sc.press();
    expect(sc.frame()).toContain('The terminal is 42×11; subterra needs at least 80×24.');
  });
});

describe('the setup screen', () => {
  const setupProps = (
    onStart: (s: NewGame) => void,
    o: { players?: number; caverCount?: number; caversFixed?: boolean } = {},
  ) => ({
    cols: 100,
    rows: 24,
    theme: makeTheme(false),
    players: o.players ?? 1,
    caverCount: o.caverCount ?? 4,
    caversFixed: o.caversFixed ?? false,
    difficulty: 'normal' as const,
    easy: false,
    seed: 'quartz-9',
    onStart,
    onQuit: () => {},
  });

  test('picks cavers (the order picked is the seating order), difficulty, easy and seed, and starts', async () => {
    const onStart = jest.fn<(s: NewGame) => void>();
    const sc = renderSized(<SetupScreen {...setupProps(onStart)} />);
    await sc.press();
    let f = lines(sc.frame());
    // Default team: scout, medic, leader, bodyguard, numbered in pick order.
    expect(f.find((l) => l.includes(' Scout '))).toMatch(/\[1\] 2 Scout/);
    expect(f.find((l) => l.includes(' Medic '))).toMatch(/\[2\] 6 Medic/);
    expect(f.find((l) => l.includes(' Diver '))).toMatch(/\[ \] 1 Diver/);
    // Unpick all four (rows: 1 diver, 2 scout, ... 6 medic, 7 bodyguard, 8 leader).
    await sc.press(KEY.down, KEY.space); // scout off
    await sc.press(KEY.down, KEY.down, KEY.down, KEY.down, KEY.space); // medic off
    await sc.press(KEY.down, KEY.space, KEY.down, KEY.space); // bodyguard, leader off
    expect(lines(sc.frame()).join('\n')).toMatch(/Cannot start|pick at least 4 cavers \(0 so far\)/);
    // s with too few: refused.
    await sc.press('s');
    expect(onStart).not.toHaveBeenCalled();
    expect(lines(sc.frame())[23]).toBe(' Cannot start: pick at least 4 cavers (0 so far)');
    // Pick leader (row 8, here), then engineer (4), diver (1), climber (5).
    await sc.press(KEY.enter);
    await sc.press(KEY.up, KEY.up, KEY.up, KEY.up, KEY.enter);
    await sc.press(KEY.up, KEY.up, KEY.up, KEY.enter);
    await sc.press(KEY.down, KEY.down, KEY.down, KEY.down, KEY.enter);
    f = lines(sc.frame());
    expect(f.find((l) => l.includes(' Leader '))).toMatch(/\[1\] 8 Leader/);
    expect(f.find((l) => l.includes(' Engineer '))).toMatch(/\[2\] 4 Engineer/);
    expect(f.find((l) => l.includes(' Diver '))).toMatch(/\[3\] 1 Diver/);
    expect(f.find((l) => l.includes(' Climber '))).toMatch(/▶ \[4\] 5 Climber/);
    // Difficulty: hard (→); easy on (space); seed: backspace and type.
    await sc.press(KEY.down, KEY.down, KEY.down, KEY.down, KEY.right);
    expect(lines(sc.frame()).join('\n')).toMatch(/▶ Difficulty {3}hard/);
    await sc.press(KEY.down, KEY.space);
    expect(lines(sc.frame()).join('\n')).toMatch(/Easy variant {1}on: 3 more hazard cards/);
    await sc.press(KEY.down, KEY.backspace, KEY.backspace, 'x', 's');
    expect(lines(sc.frame()).join('\n')).toMatch(/Seed {9}quartzxs▏/);
    expect(onStart).not.toHaveBeenCalled(); // 's' was typed into the seed
    await sc.press(KEY.enter);
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onStart.mock.calls[0][0]).toEqual({
      seed: 'quartzxs',
      difficulty: 'hard',
      easy: true,
      players: 1,
      cavers: ['leader', 'engineer', 'diver', 'climber'],
    });
  });

  test('two players must pick exactly four; at most six in any case', async () => {
    const onStart = jest.fn<(s: NewGame) => void>();
    const sc = renderSized(<SetupScreen {...setupProps(onStart, { players: 2 })} />);
    await sc.press(KEY.space); // + diver: five
    expect(sc.frame()).toContain('2 players play 4 cavers: pick 4');
    await sc.press('s');
    expect(onStart).not.toHaveBeenCalled();
    await sc.press(KEY.space, 's'); // diver off again
    expect(onStart.mock.calls[0][0]).toMatchObject({ players: 2, cavers: ['scout', 'medic', 'leader', 'bodyguard'] });
    const solo = jest.fn<(s: NewGame) => void>();
    const sc2 = renderSized(<SetupScreen {...setupProps(solo, { caverCount: 6 })} />);
    await sc2.press(KEY.down, KEY.down, KEY.space); // the geologist would be a seventh
    expect(lines(sc2.frame())[23]).toBe(' At most 6 cavers');
  });

  test('--cavers 6 solo: six are pre-picked and exactly six must be picked', async () => {
    const onStart = jest.fn<(s: NewGame) => void>();
    const sc = renderSized(<SetupScreen {...setupProps(onStart, { caverCount: 6, caversFixed: true })} />);
    await sc.press();
    expect(sc.frame()).toContain('pick 6 cavers; the order you pick them is the seating order.');
    expect(lines(sc.frame()).filter((l) => /\[\d\]/.test(l))).toHaveLength(6);
    await sc.press(KEY.space, 's'); // the diver off: five
    expect(onStart).not.toHaveBeenCalled();
    expect(lines(sc.frame())[23]).toBe(' Cannot start: --cavers 6: pick 6 (5 so far)');
    await sc.press(KEY.space, 's'); // the diver back on: six, in a new seat
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onStart.mock.calls[0][0].cavers).toEqual(['scout', 'medic', 'leader', 'bodyguard', 'engineer', 'diver']);
    // Without --cavers, five would do.
    const free = jest.fn<(s: NewGame) => void>();
    const sc2 = renderSized(<SetupScreen {...setupProps(free, { caverCount: 6 })} />);
    await sc2.press(KEY.space, 's');
    expect(free).toHaveBeenCalledTimes(1);
    expect(free.mock.calls[0][0].cavers).toHaveLength(5);
  });

  test('through the App: the game starts with the team in pick order', async () => {
    const exits: (Session | null)[] = [];
    const sc = renderApp(null, { setup: { seed: 'basalt-3' }, onExit: (s) => exits.push(s) });
    await sc.press();
    expect(sc.frame()).toContain('SUB TERRA — choose your team');
    // Unpick the scout (row 2), pick the diver (row 1) and start.
    await sc.press(KEY.down, KEY.space, KEY.up, KEY.space, 's');
    const f = lines(sc.frame());
    expect(f[0]).toMatch(/^ SUB TERRA · Medic's turn · seed basalt-3 · normal/);
    const order = f
      .slice(1, 18)
      .map((l) => [...l].slice(70).join(''))
      .filter((l) => /^[▶ ][★ ]\d /.test(l))
      .map((l) => l.slice(4, 13).trim());
    expect(order).toEqual(['Medic', 'Leader', 'Bodyguard', 'Diver']);
    await sc.press('q');
    expect(exits[0]?.record.cavers).toEqual(['medic', 'leader', 'bodyguard', 'diver']);
  });
});

describe('the replay viewer', () => {
  const steps = () => {
    const r = record(
      { cavers: TEAM, tiles: ['empty:X', 'water:I', 'empty:X'], hazards: ['flood', 'tremor'], dice: [6, 6, 6, 6] },
      [
        { caver: 'scout', do: 'explore', dir: 'N', open: 'NESW' },
        END('scout'),
        { caver: 'medic', do: 'move', dir: 'N' },
        END('medic'),
        END('leader'),
        END('diver'),
        { caver: 'medic', do: 'reveal', dir: 'E', open: 'EW' },
        END('medic'),
      ],
    );
    const res = replayRecord(r, { keepSteps: true });
    if (!res.ok) throw new Error(res.error);
    return res.steps!;
  };

  test('steps forward and back through the actions, jumps by round, to the end and back to the start', async () => {
    const st = steps();
    expect(st).toHaveLength(9);
    const sc = renderSized(<ReplayScreen steps={st} title="ember.json" theme={makeTheme(false)} />);
    await sc.press();
    const head = () => lines(sc.frame())[0];
    expect(head()).toBe(' SUB TERRA REPLAY · round 1 · action 0/8 · ember.json');
    expect(sc.frame()).toContain('S▶2681');
    await sc.press(KEY.right);
    expect(head()).toBe(' SUB TERRA REPLAY · round 1 · action 1/8 · ember.json');
    expect(sc.frame()).toContain('Scout (2) explores an Empty tile to the north');
    expect(sc.frame()).not.toContain('Scout (2) moves north');
    expect(sc.frame()).toContain('S681');
    await sc.press('l', 'l');
    expect(head()).toMatch(/action 3\/8/);
    await sc.press(KEY.left);
    expect(head()).toMatch(/action 2\/8/);
    await sc.press('h', 'h', 'h');
    expect(head()).toMatch(/action 0\/8/);
    // ↓ to the next round (the first state of round 2 is after the sixth action).
    await sc.press(KEY.down);
    expect(head()).toBe(' SUB TERRA REPLAY · round 2 · action 6/8 · ember.json');
    expect(sc.frame()).toContain('Hazard card: Flood');
    await sc.press(KEY.up);
    expect(head()).toMatch(/action 0\/8/);
    await sc.press('$');
    expect(head()).toMatch(/round 2 · action 8\/8 · /);
    await sc.press(KEY.right);
    expect(head()).toMatch(/action 8\/8/);
    await sc.press('0');
    expect(head()).toMatch(/action 0\/8/);
    // g 2 Enter, typed with a redraw between keys: to round 2.
    await sc.press('g', '2');
    expect(lines(sc.frame())[22]).toBe('Jump to round (1 to 2): 2▏ (Enter, Esc)');
    await sc.press(KEY.enter);
    expect(head()).toMatch(/round 2 · action 6\/8/);
    await sc.press('g', '9', KEY.esc);
    expect(head()).toMatch(/round 2 · action 6\/8/);
    expect(lines(sc.frame())[22]).toMatch(/^←\/→ step/);
    // A round the game never reached: said, and nothing moves; the next key brings the keys back.
    await sc.press('0', 'g', '9', '9', KEY.enter);
    expect(head()).toMatch(/action 0\/8/);
    expect(lines(sc.frame())[22]).toBe('There is no round 99: this game has rounds 1 to 2');
    await sc.press(KEY.right);
    expect(lines(sc.frame())[22]).toMatch(/^←\/→ step/);
  });

  // Issue 12, bug 4: the result was cut off the header behind a long file name at 80 columns.
  test('at 80 columns a long file name never hides the result: the result first, the name last', async () => {
    const r = record({ cavers: TEAM, tiles: ['empty:X'], hazards: ['flood'], dice: [1, 1, 1, 1, 1, 1, 1, 1] }, []);
    const acts: Act[] = [];
    let s = replayRecord(r, { keepSteps: true });
    // End every turn until Out of Time ends the game (a failure: nobody is on an Exit).
    const rec = { ...r, actions: acts as never[] };
    for (let i = 0; i < 200; i++) {
      s = replayRecord(rec, { keepSteps: true });
      if (!s.ok) throw new Error(s.error);
      const st = s.state;
      if (st.result) break;
      (rec.actions as unknown[]).push({ caver: st.cavers[st.turn!].id, do: 'end' });
    }
    if (!s.ok) throw new Error(s.error);
    expect(s.state.result).toBe('failure');
    const sc = renderSized(
      <ReplayScreen
        steps={s.steps!}
        title={`20250301-214512-${'a-very-long-seed-'.repeat(3)}.json`}
        theme={makeTheme(false)}
      />,
      80,
      24,
    );
    await sc.press('$');
    expect(lines(sc.frame())[0]).toMatch(/^ SUB TERRA REPLAY · FAILURE · round \d+ · action \d+\/\d+ · 20250301/);
  });

  // Was a UI bug: the replay viewer read keys typed together with a stale prompt state.
  test('g, a round number and Enter typed at once jump to that round', async () => {
    const sc = renderSized(<ReplayScreen steps={steps()} title="ember.json" theme={makeTheme(false)} />);
    await sc.typeAhead('g', '2', KEY.enter);
    expect(lines(sc.frame())[0]).toMatch(/round 2 · action 6\/8/);
  });
});
