// The prompts of a turn as the player sees them through the App: the tile being placed on the board
// with its rule, the other tile on Tab, a Run's path, whom to heal or direct, the end-of-turn
// question, the choices the game forces, and keys typed ahead or pasted.
import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CaverId } from '../../src/engine/index.js';
import { Session, playerSeat } from '../../src/play/index.js';
import { logText } from '../../src/ui/playWords.js';
import { record, type Act } from '../helpers/game.js';
import { DIVER_UNDER, HORROR_TIE } from '../helpers/positions.js';
import { KEY, lines, renderApp, scenarioSession, seededSession, tail, unmountAll } from './kit.js';

const P1 = playerSeat(1);

afterEach(unmountAll);

const END = (c: CaverId): Act => ({ caver: c, do: 'end' });

/** The board part of a 100-column table frame (69 columns, rows 1-17). */
const boardOf = (frame: string): string[] =>
  frame
    .split('\n')
    .slice(1, 18)
    .map((l) => [...l].slice(0, 69).join(''));
const PROMPT = 22;
const STATUS = 23;

describe('placing a tile', () => {
  test('the drawn tile stands on the board in a double box, turns with →, and its rule is on the line below', async () => {
    const session = scenarioSession({
      cavers: ['medic', 'leader', 'scout', 'diver'],
      tiles: ['cavein:T:2,5', 'empty:X'],
    });
    const sc = renderApp(session);
    await sc.press('x', KEY.up);
    let f = lines(sc.frame());
    expect(f[PROMPT]).toBe('Explore N: Cave-in 2/5 · ←/→ turn · Enter place');
    expect(f[STATUS]).toMatch(/^Cave-in 2\/5: /);
    // The ghost in the square north of the Start (the cave fits, so it is centred: board rows 4-6,
    // columns 30-38), with its faces in the corners; the Start below it, the medic acting.
    let b = boardOf(sc.frame());
    const ghost = () => [b[4].slice(30, 39), b[5].slice(30, 39), b[6].slice(30, 39)];
    expect(b[8].slice(30, 39)).toBe(' S▶6821  ');
    const first = ghost();
    expect(first[0]).toMatch(/^╔2.*5╗$/);
    expect(first[2]).toMatch(/^╚═╗   ╔═╝$/); // open toward the Start
    await sc.press(KEY.right);
    b = boardOf(sc.frame());
    const second = ghost();
    expect(second[0]).toMatch(/^╔2.*5╗$/);
    expect(second).not.toEqual(first);
    // Nothing is placed until Enter; then the plain box.
    expect(session.record.actions).toHaveLength(0);
    await sc.press(KEY.enter);
    expect(session.record.actions).toHaveLength(1);
    f = lines(sc.frame());
    expect(f.join('\n')).not.toMatch(/[╔╗╚╝]/);
  });

  test('a ledge shows its arrow pointing away from the revealer', async () => {
    const session = scenarioSession({ cavers: ['leader', 'medic', 'scout', 'diver'], tiles: ['ledge:I', 'empty:X'] });
    const sc = renderApp(session);
    await sc.press('r', KEY.up);
    const b = boardOf(sc.frame());
    expect([b[4].slice(30, 39), b[5].slice(30, 39), b[6].slice(30, 39)]).toEqual([
      '╔═╝ ↑ ╚═╗',
      '║l      ║',
      '╚═╗   ╔═╝',
    ]);
    expect(lines(sc.frame())[STATUS]).toBe('Ledge: Without a rope, nothing goes out the side the arrow points to.');
  });

  test('the Scout is offered Pathfinder on Tab; after it the prompt names the next tile and offers no way back', async () => {
    const session = scenarioSession({ cavers: ['scout', 'medic', 'leader', 'diver'], tiles: ['gas:L', 'water:I'] });
    const sc = renderApp(session);
    await sc.press('x', KEY.up);
    expect(lines(sc.frame())[PROMPT]).toBe('Explore N: Gas · ←/→ turn · Enter place · Tab: Pathfinder: the next tile');
    await sc.press(KEY.tab);
    let f = lines(sc.frame());
    expect(f[PROMPT]).toBe('Explore N: Water · ←/→ turn · Enter place');
    expect(f[STATUS]).toBe('Pathfinder: the first tile is discarded');
    await sc.press(KEY.tab);
    f = lines(sc.frame());
    expect(f[PROMPT]).toMatch(/^Explore N: Water/);
    expect(f[STATUS]).toBe('The first tile is discarded: place the next one');
    await sc.press(KEY.esc);
    expect(lines(sc.frame())[PROMPT]).toMatch(/^Explore N: Water/);
    await sc.press(KEY.enter);
    expect(session.record.actions).toEqual([{ caver: 'scout', do: 'explore', dir: 'N', open: 'NS', discard: true }]);
    expect(sc.frame()).toContain('after discarding Gas');
  });

  test('the Geologist is offered the tile she holds on Tab', async () => {
    const session = scenarioSession({
      cavers: ['geologist', 'medic', 'leader', 'diver'],
      tiles: ['rough:X', 'empty:I', 'empty:X'],
    });
    const sc = renderApp(session);
    await sc.press('r', KEY.right);
    expect(lines(sc.frame())[PROMPT]).toBe('Reveal E: Empty · ←/→ turn · Enter place · Tab: the tile you hold');
    await sc.press(KEY.tab);
    expect(lines(sc.frame())[PROMPT]).toBe('Reveal E: Rough ground · ←/→ turn · Enter place · Tab: the tile drawn');
    expect(lines(sc.frame())[STATUS]).toMatch(/^Rough ground: /);
    await sc.press(KEY.enter);
    expect(session.record.actions).toEqual([{ caver: 'geologist', do: 'reveal', dir: 'E', open: 'NESW', keep: 0 }]);
  });
});

describe('other prompts', () => {
  // A corridor north of the Start: [0,-1] and [0,-2]; the medic's turn with the leader and diver beside her.
  const corridor = (): Session =>
    scenarioSession({ cavers: ['scout', 'medic', 'leader', 'diver'], tiles: ['empty:X', 'empty:X', 'empty:X'] }, [
      { caver: 'scout', do: 'explore', dir: 'N', open: 'NESW' },
      { caver: 'scout', do: 'explore', dir: 'N', open: 'NESW' },
      END('scout'),
    ]);

  test('Run: the path so far in the prompt and on the board, each step framed and numbered; Backspace takes a step back', async () => {
    const sc = renderApp(corridor());
    await sc.press('u');
    expect(lines(sc.frame())[PROMPT]).toBe('Run: (no steps) · arrows: add a step · Backspace: undo · Enter: go · Esc');
    await sc.press(KEY.up, KEY.up);
    expect(lines(sc.frame())[PROMPT]).toMatch(/^Run: N N · /);
    // The whole cave fits and is centred ([0,-2] on board rows 4-6, [0,-1] on 7-9, the Start on
    // 10-12); both squares of the path are framed, each with • and its step number.
    let b = boardOf(sc.frame());
    expect([b[4].slice(30, 39), b[6].slice(30, 39)]).toEqual(['┌┈┘   └┈┐', '•2┐   ┌┈┘']);
    expect([b[7].slice(30, 39), b[9].slice(30, 39)]).toEqual(['┌┈┘   └┈┐', '•1┐   ┌┈┘']);
    expect(b[11].slice(30, 39)).toBe(' S▶681   '); // the medic, acting, has not moved yet
    const boxes = (): number => b.join('\n').match(/┌┈(┘   └┈|┈┈┈┈┈)┐/g)?.length ?? 0; // path frames' top edges
    expect(boxes()).toBe(2);
    await sc.press(KEY.backspace);
    expect(lines(sc.frame())[PROMPT]).toMatch(/^Run: N · /);
    b = boardOf(sc.frame());
    expect(boxes()).toBe(1);
  });

  test('heal asks whom, with the current choice in brackets', async () => {
    const session = corridor();
    const sc = renderApp(session);
    await sc.press('a');
    expect(lines(sc.frame())[PROMPT]).toBe(
      'Heal whom? [Medic (6)]  Leader (8)  Diver (1) · ←/→ or number · Enter · Esc',
    );
    await sc.press(KEY.right);
    expect(lines(sc.frame())[PROMPT]).toMatch(/^Heal whom\? Medic \(6\) {2}\[Leader \(8\)\]/);
    // The Leader is at full health: the prompt asks first (issue 12, bug 9); Enter heals anyway.
    await sc.press(KEY.enter);
    expect(tail(sc.frame())).toContain(
      'Leader (8) is at full health: Heal would spend 2 AP for nothing. Enter: do it anyway · any other key: back',
    );
    expect(session.record.actions.at(-1)).toEqual({ caver: 'scout', do: 'end' });
    await sc.press(KEY.enter);
    expect(session.record.actions.at(-1)).toEqual({ caver: 'medic', do: 'heal', target: 'leader' });
  });

  // Issue 12, bug 9: a Heal on a caver at full health silently spent 2 AP.
  test('heal at full health asks first; any other key keeps the AP; a wounded caver is healed at once', async () => {
    const session = scenarioSession({
      cavers: ['scout', 'medic', 'leader', 'diver'],
      tiles: ['empty:X'],
      hazards: ['tremor', 'flood'],
      dice: [1, 6, 6, 6],
    });
    // Round 1 ends; the Tremor costs the scout 1 health (a 1), the others pass.
    for (const c of ['scout', 'medic', 'leader', 'diver'] as const) session.submit(P1, { caver: c, do: 'end' });
    expect(session.state.cavers.map((c) => c.hp)).toEqual([2, 3, 3, 3]);
    const sc = renderApp(session);
    await sc.press(KEY.esc); // skip the phases
    // Round 2: the medic holds the token. Healing the Leader (full) asks; Esc keeps the AP.
    await sc.press('a', '8');
    expect(tail(sc.frame())).toMatch(
      /Leader \(8\) is at full health: Heal would spend 2 AP for nothing\. Enter: do it anyway · any other key: back/,
    );
    await sc.press(KEY.esc);
    expect(session.state.ap).toBe(2);
    expect(lines(sc.frame())[STATUS]).toBe('Nothing done: the AP are kept');
    // The scout (2 of 3) is healed at once.
    await sc.press('a', '2');
    expect(session.record.actions.at(-1)).toEqual({ caver: 'medic', do: 'heal', target: 'scout' });
  });

  test('six to choose from: the chosen one by name, the others by number, within 80 columns', async () => {
    const session = scenarioSession({
      cavers: ['medic', 'leader', 'diver', 'scout', 'climber', 'engineer'],
      tiles: ['empty:X'],
    });
    const sc = renderApp(session);
    await sc.press('a');
    expect(lines(sc.frame())[PROMPT]).toBe('Heal whom? Medic (6) · [6] 8 1 2 5 4 · ←/→ or number · Enter · Esc');
    await sc.press(KEY.left);
    expect(lines(sc.frame())[PROMPT]).toBe('Heal whom? Engineer (4) · 6 8 1 2 5 [4] · ←/→ or number · Enter · Esc');
    await sc.press(KEY.enter, KEY.enter); // at full health: asked, and confirmed
    expect(session.record.actions.at(-1)).toEqual({ caver: 'medic', do: 'heal', target: 'engineer' });
  });

  test("Direct: whom, then the directed caver's own menu in the panel, without costs", async () => {
    const session = scenarioSession({ cavers: ['leader', 'medic', 'scout', 'diver'], tiles: ['empty:X', 'empty:X'] });
    const sc = renderApp(session);
    await sc.press('v');
    expect(lines(sc.frame())[PROMPT]).toBe(
      'Direct whom? [Medic (6)]  Scout (2)  Diver (1) · ←/→ or number · Enter · Esc',
    );
    await sc.press('6');
    const f = lines(sc.frame());
    expect(f[PROMPT]).toBe('Direct: Medic (6) takes one 1-AP action (keys as usual) · Esc cancels');
    expect(f[STATUS]).toBe('Medic (6) takes a 1-AP action of its choice');
    const panel = f.slice(1, 18).map((l) => [...l].slice(70).join('').trimEnd());
    expect(panel).toContain('Medic (6) may:');
    const menu = panel.slice(panel.indexOf('Medic (6) may:') + 1).join('\n');
    for (const item of ['x Explore', 'r Reveal', 'f First aid']) expect(menu).toContain(item);
    expect(menu).not.toMatch(/Heal|Direct|End turn|\d\s*$/m);
    await sc.press(KEY.esc);
    expect(lines(sc.frame())[STATUS]).toBe('Direct cancelled');
    expect(lines(sc.frame()).join('\n')).toContain('Actions (2 AP):');
  });

  test('Enter with AP left asks before ending the turn', async () => {
    const session = corridor();
    const sc = renderApp(session);
    await sc.press(KEY.enter);
    const f = lines(sc.frame());
    expect(f[PROMPT]).toBe("End Medic (6)'s turn with 2 AP left? Enter = yes, any other key = no");
    expect(session.record.actions).toHaveLength(3);
    await sc.press(KEY.esc);
    expect(lines(sc.frame())[PROMPT]).toMatch(/^Medic \(6\): 2 AP ·/);
    await sc.press(KEY.enter, KEY.enter);
    expect(session.record.actions.at(-1)).toEqual({ caver: 'medic', do: 'end' });
    expect(lines(sc.frame())[PROMPT]).toMatch(/^Leader \(8\): 2 AP ·/);
  });
});

describe('keys typed ahead or pasted', () => {
  test('keys sent at once act on the prompts they lead to, in order', async () => {
    const session = seededSession('granite-42', ['scout', 'medic', 'leader', 'diver']);
    const sc = renderApp(session);
    // x, ↑, Enter before any redraw: explore north; then '.' ends the turn. And as one pasted chunk.
    await sc.typeAhead('x', KEY.up, KEY.enter, '.');
    expect(session.record.actions.map((a) => a.do)).toEqual(['explore', 'end']);
    expect(lines(sc.frame())[0]).toMatch(/Medic's turn/);
    // One chunk holding a letter, an arrow's escape sequence, Tab and Enter (a paste, tmux send-keys).
    await sc.typeAhead(`r${KEY.down}\t\r`);
    expect(session.record.actions.at(-1)).toMatchObject({ caver: 'medic', do: 'reveal', dir: 'S' });
    expect(lines(sc.frame())[PROMPT]).toMatch(/^Medic \(6\): 1 AP ·/);
  });

  test('a pasted chunk of several keys is taken key by key', async () => {
    const session = seededSession('granite-42', ['scout', 'medic', 'leader', 'diver']);
    const sc = renderApp(session);
    await sc.typeAhead('aa'); // one chunk of two characters
    // a: heal whom? then a again does nothing in that prompt; a number picks.
    expect(lines(sc.frame())[PROMPT]).toMatch(/^Heal whom\?/);
    await sc.typeAhead('8', KEY.enter); // the Leader is at full health: confirmed
    expect(session.record.actions).toEqual([{ caver: 'scout', do: 'heal', target: 'leader' }]);
  });
});

describe('a pending choice after the phases', () => {
  // RULES.md §8 ties: the horror on [1,-1] has two shortest paths to the climber on the Start.
  const tie = (): Session => scenarioSession(HORROR_TIE.scenario, [...HORROR_TIE.actions]);

  test('the choice is answered with a number key and the game goes on', async () => {
    const session = tie();
    const sc = renderApp(session);
    await sc.press(KEY.enter, KEY.enter); // end with 1 AP left: confirm
    expect(session.state.pending).toMatchObject({ kind: 'horror-path', chooser: 'medic' });
    expect(sc.frame()).toContain('Choice needed: which way the horror goes');
    await sc.press(KEY.esc);
    expect(lines(sc.frame())[0]).toMatch(/A choice is needed/);
    await sc.press('2');
    expect(session.record.actions.at(-1)).toEqual({ caver: 'medic', do: 'choose', option: 1 });
    expect(session.state.pending).toBeNull();
  });

  // Was a UI bug: the choice was only shown after a key (which then answered it blind).
  test('as soon as the steps end, the prompt asks for the choice and the board marks the options', async () => {
    const session = tie();
    const sc = renderApp(session);
    await sc.press(KEY.enter, KEY.enter, KEY.esc);
    expect(tail(sc.frame(), 3)).toContain(
      "Medic (6)'s player decides which way the horror goes: option 1 of 2: west, towards Climber (5) · arrows/Tab/1-2 · Enter",
    );
    expect(sc.frame()).toContain('┏');
  });

  // The Diver dove in round 1; at her turn in round 2 she must surface (RULES.md §7).
  const diverUnder = (): Session => scenarioSession(DIVER_UNDER.scenario, [...DIVER_UNDER.actions]);

  test("the Diver's surfacing: after a key the prompt lists the water tiles; a number picks one", async () => {
    const session = diverUnder();
    const sc = renderApp(session);
    await sc.press('.'); // the leader ends: the Diver's turn
    expect(session.state.turn).toBe(0);
    await sc.press(KEY.tab);
    expect(tail(sc.frame(), 3)).toContain(
      'Surface on which water tile? option 2 of 3: the Water tile 1 west of the Start · arrows/Tab/1-3 · Enter',
    );
    await sc.press('3');
    expect(session.record.actions.at(-1)).toEqual({ caver: 'diver', do: 'surface', at: [1, 0] });
  });

  // Was a UI bug: the under-water Diver's turn showed the ordinary prompt until a key was pressed.
  test('at the start of her turn the Diver is asked where to surface, before any key', async () => {
    const session = diverUnder();
    const sc = renderApp(session);
    await sc.press('.'); // the leader ends: the Diver's turn
    expect(session.state.turn).toBe(0);
    expect(tail(sc.frame(), 3)).toContain(
      'Surface on which water tile? option 1 of 3: the Water tile 1 north of the Start · arrows/Tab/1-3 · Enter',
    );
  });
});

describe('issue 12: what the prompts must say', () => {
  // Bug 8: after choosing what the directed caver does, the panel went back to the Leader's menu.
  test("Direct: every prompt of the directed caver's action keeps its menu in the panel, not the Leader's", async () => {
    const session = scenarioSession({ cavers: ['leader', 'medic', 'scout', 'diver'], tiles: ['empty:X', 'empty:X'] });
    const sc = renderApp(session);
    const panel = () =>
      lines(sc.frame())
        .slice(1, 18)
        .map((l) => [...l].slice(70).join('').trimEnd())
        .join('\n');
    await sc.press('v', '6');
    expect(panel()).toContain('Medic (6) may:');
    for (const k of ['x', 'r', 'f', 's']) {
      await sc.press(k);
      expect(panel()).toContain('Medic (6) may:');
      expect(panel()).not.toMatch(/Actions \(|v Direct|End turn/);
      await sc.press(KEY.esc);
    }
  });

  // Bug 2: exploring into a leaking gas tile cost 2 health without a word.
  test('while a gas leak is on, Explore says what a Gas tile drawn costs, and the placement repeats it before Enter', async () => {
    // Round 1: the medic reveals a gas tile east; the Gas card leaks. Round 2: the scout explores north onto another gas tile.
    const session = scenarioSession(
      {
        cavers: ['medic', 'scout', 'leader', 'diver'],
        tiles: ['gas:L', 'gas:I', 'empty:X'],
        hazards: ['gas', 'flood'],
      },
      [{ caver: 'medic', do: 'reveal', dir: 'E', open: 'NW' }, END('medic'), END('scout'), END('leader'), END('diver')],
    );
    expect(session.state.gasLeak).toBe(1);
    const sc = renderApp(session, { cols: 80, rows: 24 });
    await sc.press('x');
    expect(tail(sc.frame())).toContain(
      'Explore: which way? ←↑→↓ · Esc back · gas leak on: a Gas tile drawn costs 2 health to enter',
    );
    await sc.press(KEY.up);
    expect(tail(sc.frame())).toContain('Explore N: Gas · entering: gas leak: -2 health · ←/→ turn · Enter place');
    // The keys are all there at 80 columns: nothing cut.
    expect(tail(sc.frame())).not.toContain('…');
    await sc.press(KEY.enter);
    expect(session.state.cavers[1].hp).toBe(1);
    // Reveal does not step in: nothing to warn about.
    const other = scenarioSession(
      {
        cavers: ['medic', 'scout', 'leader', 'diver'],
        tiles: ['gas:L', 'gas:I', 'empty:X'],
        hazards: ['gas', 'flood'],
      },
      [{ caver: 'medic', do: 'reveal', dir: 'E', open: 'NW' }, END('medic'), END('scout'), END('leader'), END('diver')],
    );
    const sc2 = renderApp(other);
    await sc2.press('r', KEY.up);
    expect(tail(sc2.frame())).not.toContain('entering');
  });

  // Bug 5: on a ledge with no rope, r said "Reveal is not possible now" and the arrow key "Reveal or Explore first".
  test("on a ledge without a rope: the arrow and r both give the rules' reason (the ledge), not a generic or wrong one", async () => {
    // The scout explores north onto a ledge (its arrow points north, away from the Start).
    const session = scenarioSession({ cavers: ['scout', 'medic', 'leader', 'diver'], tiles: ['ledge:I', 'empty:X'] }, [
      { caver: 'scout', do: 'explore', dir: 'N', open: 'NS' },
    ]);
    const sc = renderApp(session);
    await sc.press(KEY.up);
    const why = "the ledge's arrow points north: nothing goes that way until a rope is placed";
    expect(tail(sc.frame(), 2)).toContain(`Cannot move N: ${why}`);
    expect(tail(sc.frame(), 2)).not.toContain('Reveal or Explore first');
    await sc.press('r');
    expect(tail(sc.frame(), 2)).toContain(`Reveal: ${why}; a tile already lies to the south`);
    expect(tail(sc.frame(), 2)).not.toContain('not possible now');
    await sc.press('x');
    expect(tail(sc.frame(), 2)).toContain(`Explore: ${why}`);
  });
});

describe('issue 12, bug 7: a drawn tile must be placed', () => {
  test('q after the draw, then --resume: the placement prompt again, with the same tile; Esc cannot cancel it; Enter places it', async () => {
    const home = mkdtempSync(join(tmpdir(), 'st-draw-'));
    try {
      const storage = { env: { SUBTERRA_HOME: home } };
      const r = record({ cavers: ['medic', 'scout', 'leader', 'diver'], tiles: ['cavein:T:2,5', 'gas:L', 'empty:X'] });
      const first = Session.start(
        { seed: r.seed, difficulty: r.difficulty, players: 1, cavers: r.cavers, easy: false, setup: r.setup! },
        { storage },
      );
      if (typeof first === 'string') throw new Error(first);
      let left: Session | null = null;
      const sc = renderApp(first, {
        storage,
        onExit: (s) => {
          left = s;
        },
      });
      await sc.press('x', KEY.up);
      expect(tail(sc.frame())).toContain('Explore N: Cave-in 2/5');
      await sc.press('q');
      expect(left).toBe(first);
      sc.unmount();
      // The save carries the draw; resuming it puts the same tile back in the player's hands.
      const text = readFileSync(join(home, 'games', first.fileName!), 'utf8');
      const again = Session.resume(text, first.fileName, { storage });
      if (typeof again === 'string') throw new Error(again);
      const sc2 = renderApp(again, { storage });
      await sc2.press();
      expect(tail(sc2.frame())).toContain('Explore N: Cave-in 2/5 · ←/→ turn · Enter place');
      expect(sc2.frame()).toContain('╔'); // the tile in its double box, in place
      expect(logText(again.log).slice(-2)).toEqual([
        '── Resumed: round 1, 0 actions so far ──',
        'The Cave-in 2/5 tile drawn (explore north) must be placed',
      ]);
      await sc2.press(KEY.esc, 'r', '.');
      expect(tail(sc2.frame())).toContain('Explore N: Cave-in 2/5');
      expect(again.record.actions).toHaveLength(0);
      await sc2.press(KEY.enter);
      expect(again.record.actions).toEqual([{ caver: 'medic', do: 'explore', dir: 'N', open: expect.any(String) }]);
      expect(again.state.tiles.find((t) => t.y === -1)?.type).toBe('cavein');
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});
