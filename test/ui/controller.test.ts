// The key controller (press in input/controller.ts) as a pure function: which keys lead to which
// prompts, and what they submit. Every action submitted must be accepted by the engine.
import { describe, expect, test } from '@jest/globals';
import {
  type Action,
  type CaverId,
  type Dir,
  type GameState,
  legalActions,
  parseSides,
} from '../../src/engine/index.js';
import { summarize } from '../../src/record/summary.js';
import { IDLE, press, type Mode, type Step } from '../../src/ui/input/controller.js';
import { forcedMode, orientState, variantCard } from '../../src/ui/input/queries.js';
import { describeMode } from '../../src/ui/tableView.js';
import type { KeyPress } from '../../src/ui/input/keys.js';
import { keysFor } from '../../src/ui/input/keysFor.js';
import { run, start, type Act, type Scenario } from '../helpers/game.js';
import { DIVER_UNDER, HORROR_TIE } from '../helpers/positions.js';
import { accepted, K } from './kit.js';

const END = (c: CaverId): Act => ({ caver: c, do: 'end' });

/** Press keys in order from a mode; returns every step. Fails if anything is submitted before the last key. */
function keys(s: GameState, mode: Mode, ...ks: KeyPress[]): Step {
  let step: Step = { mode };
  ks.forEach((k, i) => {
    step = press(s, step.mode, k);
    if (step.submit && i < ks.length - 1)
      throw new Error(`submitted ${JSON.stringify(step.submit)} at key ${i}, before the last key`);
  });
  return step;
}

/** The last key submits this action, and the engine accepts it; returns the state after it. */
function submits(s: GameState, step: Step, want: Partial<Action> & Record<string, unknown>): GameState {
  expect(step.submit).toEqual(want);
  expect(step.mode).toEqual(IDLE);
  return accepted(s, step.submit);
}

const sc = (o: Partial<Scenario> & { cavers: CaverId[] }): GameState =>
  start({ hazards: ['flood', 'flood', 'flood'], dice: [6, 6, 6, 6], ...o });

/** The engine's orientations for a reveal or explore, as side masks (order-free). */
function engineOpens(
  s: GameState,
  kind: 'reveal' | 'explore',
  dir: Dir,
  extra: (a: Action) => boolean = (a) => !('discard' in a) && !('keep' in a),
): string[] {
  return legalActions(s)
    .filter((a) => a.do === kind && a.dir === dir && extra(a))
    .map((a) => (a as { open: string }).open)
    .sort();
}

describe('controller: moving', () => {
  // The Scout explores north onto a straight N-S tile and ends; the Medic stands on the Start.
  const medicTurn = () =>
    run(sc({ cavers: ['scout', 'medic', 'leader', 'diver'], tiles: ['empty:I', 'empty:X'] }), [
      { caver: 'scout', do: 'explore', dir: 'N', open: 'NS' },
      END('scout'),
    ]).state;

  test('an arrow or h/j/k/l moves that way at once', () => {
    const s = medicTurn();
    submits(s, keys(s, IDLE, K.up), { caver: 'medic', do: 'move', dir: 'N' });
    submits(s, keys(s, IDLE, K.ch('k')), { caver: 'medic', do: 'move', dir: 'N' });
    const after = accepted(s, keys(s, IDLE, K.up).submit);
    expect(summarize(after).cavers[1].at).toEqual([0, -1]);
  });

  test('an arrow that cannot move says why and what would work, and submits nothing', () => {
    const s = medicTurn();
    const east = keys(s, IDLE, K.right);
    expect(east.submit).toBeUndefined();
    expect(east.mode).toEqual(IDLE);
    expect(east.msg).toMatch(/^Cannot move E: .*x: Explore/);
    // From the N-S tile, east is a wall: no hint to explore.
    const a = accepted(s, keys(s, IDLE, K.up).submit);
    const wall = keys(a, IDLE, K.ch('l'));
    expect(wall.submit).toBeUndefined();
    expect(wall.msg).toMatch(/^Cannot move E/);
    expect(wall.msg).not.toMatch(/Explore/);
    // Out of AP: say so.
    const b = accepted(a, keys(a, IDLE, K.down).submit);
    const none = keys(b, IDLE, K.up);
    expect(none.submit).toBeUndefined();
    expect(none.msg).toMatch(/No AP left/);
  });
});

describe('controller: placing a tile', () => {
  const fresh = () => sc({ cavers: ['medic', 'leader', 'diver', 'climber'], tiles: ['empty:T', 'ledge:I', 'empty:X'] });

  /** Press keys whose last one submits a draw; the engine takes it. The state with the tile drawn, and the prompt. */
  function draw(s: GameState, ...ks: KeyPress[]): { state: GameState; mode: Mode; step: Step } {
    const step = keys(s, IDLE, ...ks);
    expect(step.submit?.do).toBe('draw');
    return { state: accepted(s, step.submit), mode: step.mode, step };
  }

  test('x then a direction draws the tile (the core holds it); →/← turn through every legal orientation; Enter places the one shown', () => {
    const s0 = fresh();
    const dir = keys(s0, IDLE, K.ch('x'));
    expect(dir.mode).toEqual({ m: 'dir', kind: 'explore' });
    // The direction key declares Explore north and draws: one AP, and the tile is the state's.
    const o = keys(s0, dir.mode, K.up);
    expect(o.submit).toEqual({ caver: 'medic', do: 'draw', kind: 'explore', dir: 'N' });
    expect(o.mode).toMatchObject({ m: 'orient', kind: 'explore', dir: 'N', turn: 0 });
    const s = accepted(s0, o.submit);
    expect(s.drawn).toMatchObject({ caver: 'medic', do: 'explore', dir: 'N', tile: { type: 'empty', shape: 'T' } });
    expect(s.ap).toBe(1);
    const legal = engineOpens(s, 'explore', 'N');
    expect(legal.length).toBe(3);
    // Turning right visits every legal orientation once, then comes back round.
    const seen: string[] = [];
    let mode = o.mode;
    for (let i = 0; i < legal.length; i++) {
      seen.push(orientState(s, mode as Extract<Mode, { m: 'orient' }>)!.open);
      // The preview on the board is the orientation Enter would place.
      const view = describeMode(s, mode, 63, 15);
      expect(view.board.ghost).toMatchObject({
        at: [0, -1],
        card: { type: 'empty', shape: 'T' },
        open: parseSides(seen[i]),
      });
      const placed = keys(s, mode, K.enter);
      submits(s, placed, { caver: 'medic', do: 'explore', dir: 'N', open: seen[i] });
      mode = keys(s, mode, K.right).mode;
    }
    expect([...seen].sort()).toEqual(legal);
    expect(orientState(s, mode as Extract<Mode, { m: 'orient' }>)!.open).toBe(seen[0]);
    // Left turns the other way; space turns like right.
    expect(orientState(s, keys(s, o.mode, K.left).mode as Extract<Mode, { m: 'orient' }>)!.open).toBe(
      seen[legal.length - 1],
    );
    expect(orientState(s, keys(s, o.mode, K.space).mode as Extract<Mode, { m: 'orient' }>)!.open).toBe(seen[1]);
    // The placed tile has the sides chosen, and the medic stands on it.
    const after = accepted(s, keys(s, o.mode, K.right, K.right, K.enter).submit);
    const v = summarize(after);
    expect(v.tiles.find((t) => t.at[0] === 0 && t.at[1] === -1)!.open).toBe(seen[2]);
    expect(v.cavers[0].at).toEqual([0, -1]);
  });

  test('with a tile drawn the prompt is forced: whatever mode the screen was in, it is placing that tile', () => {
    const { state: s } = draw(fresh(), K.ch('x'), K.up);
    for (const m of [IDLE, { m: 'dir', kind: 'move' } as Mode, { m: 'path', kind: 'run', path: [] } as Mode]) {
      expect(forcedMode(s, m)).toEqual({ m: 'orient', kind: 'explore', dir: 'N', variant: 0, turn: 0 });
    }
    // An arrow turns the tile rather than moving; Enter places it rather than ending the turn.
    expect(keys(s, IDLE, K.enter).submit).toMatchObject({ caver: 'medic', do: 'explore', dir: 'N' });
    expect(keys(s, IDLE, K.right).submit).toBeUndefined();
  });

  test('r then a direction reveals without stepping in; once the tile is seen, x cannot make it an Explore (nor r a Reveal)', () => {
    const { state: s, mode } = draw(fresh(), K.ch('r'), K.left);
    expect(mode).toMatchObject({ m: 'orient', kind: 'reveal', dir: 'W' });
    const step = keys(s, mode, K.enter);
    const open = orientState(s, mode as Extract<Mode, { m: 'orient' }>)!.open;
    const after = submits(s, step, { caver: 'medic', do: 'reveal', dir: 'W', open });
    expect(summarize(after).cavers[0].at).toEqual([0, 0]);
    const x = keys(s, mode, K.ch('x'));
    expect(x.mode).toEqual(mode);
    expect(x.msg).toMatch(/^The tile is drawn for Reveal/);
    const e = draw(fresh(), K.ch('x'), K.left);
    expect(e.mode).toMatchObject({ m: 'orient', kind: 'explore', dir: 'W' });
    expect(keys(e.state, e.mode, K.ch('r')).mode).toEqual(e.mode);
  });

  test('a ledge is previewed with its arrow pointing away from the revealer', () => {
    const d0 = draw(fresh(), K.ch('r'), K.up);
    const s = accepted(d0.state, keys(d0.state, d0.mode, K.enter).submit); // the T goes north; the ledge is next
    const o = draw(s, K.ch('r'), K.right);
    const view = describeMode(o.state, o.mode, 63, 15);
    expect(view.board.ghost).toMatchObject({ at: [1, 0], card: { type: 'ledge' }, arrow: 'E' });
    expect(view.prompt).toMatch(/^Reveal E: Ledge/);
  });

  test('a direction with no room for a tile is refused and the prompt stays', () => {
    const d0 = draw(fresh(), K.ch('r'), K.up);
    const s = accepted(d0.state, keys(d0.state, d0.mode, K.enter).submit);
    const st = keys(s, IDLE, K.ch('r'), K.up);
    expect(st.mode).toEqual({ m: 'dir', kind: 'reveal' });
    expect(st.msg).toBe('Reveal N: a tile already lies to the north'); // the rules' reason (issue 12, bug 5)
    expect(st.submit).toBeUndefined();
  });

  test("the Scout's Tab uses Pathfinder: the core discards the tile and draws the next, placed with discard: true, with no way back", () => {
    const s0 = sc({ cavers: ['scout', 'medic', 'leader', 'diver'], tiles: ['gas:L', 'empty:X', 'empty:T'] });
    const { state: s, mode } = draw(s0, K.ch('x'), K.up);
    const om = mode as Extract<Mode, { m: 'orient' }>;
    expect(variantCard(s, orientState(s, om)!.variant)).toEqual({ type: 'gas', shape: 'L' });
    expect(describeMode(s, mode, 63, 15).prompt).toContain('Tab: Pathfinder');
    const tab = keys(s, mode, K.tab);
    expect(tab.submit).toEqual({ caver: 'scout', do: 'pathfinder' });
    expect(tab.mode).toMatchObject({ m: 'orient', variant: 0 });
    expect(tab.msg).toMatch(/Pathfinder/);
    const s2 = accepted(s, tab.submit);
    const tm = tab.mode as Extract<Mode, { m: 'orient' }>;
    expect(variantCard(s2, orientState(s2, tm)!.variant)).toEqual({ type: 'empty', shape: 'X' });
    expect(describeMode(s2, tab.mode, 63, 15).board.ghost?.card).toEqual({ type: 'empty', shape: 'X' });
    // Tab again does not bring the first tile back; nor does Esc leave.
    const again = keys(s2, tab.mode, K.tab);
    expect(again.mode).toEqual(tab.mode);
    expect(again.submit).toBeUndefined();
    expect(again.msg).toMatch(/discarded/);
    const esc = keys(s2, tab.mode, K.esc);
    expect(esc.mode).toEqual(tab.mode);
    const step = keys(s2, tab.mode, K.enter);
    expect(step.submit).toMatchObject({ caver: 'scout', do: 'explore', dir: 'N', discard: true });
    expect(engineOpens(s2, 'explore', 'N', (a) => 'discard' in a)).toContain((step.submit as { open: string }).open);
    const after = accepted(s2, step.submit);
    const v = summarize(after);
    expect(v.tiles.find((t) => t.at[1] === -1)!.type).toBe('empty');
    expect(v.cavers[0].charges).toBe(2);
  });

  test('a Pathfinder discard of the Exit is warned about and takes a second Tab', () => {
    const s0 = sc({ cavers: ['scout', 'medic', 'leader', 'diver'], tiles: ['exit:D', 'empty:X', 'empty:T'] });
    const { state: s, mode } = draw(s0, K.ch('r'), K.up);
    expect(describeMode(s, mode, 63, 15).prompt).toContain('Tab: Pathfinder (discards the Exit!)');
    const first = keys(s, mode, K.tab);
    expect(first.submit).toBeUndefined();
    expect(first.mode).toMatchObject({ m: 'orient', variant: 0, exitWarned: true });
    expect(first.msg).toMatch(/discard the Exit/);
    expect(describeMode(s, first.mode, 63, 15).board.ghost?.card).toEqual({ type: 'exit', shape: 'D' });
    // Placing it is still one Enter away; a second Tab discards it.
    expect(keys(s, first.mode, K.enter).submit).toMatchObject({ caver: 'scout', do: 'reveal', dir: 'N', open: 'S' });
    const second = keys(s, first.mode, K.tab);
    expect(second.submit).toEqual({ caver: 'scout', do: 'pathfinder' });
    // keysFor knows the extra Tab.
    const ks = keysFor(s, second.submit!);
    expect(typeof ks === 'string' ? ks : ks.filter((k) => k.key.tab).length).toBe(2);
    const s2 = accepted(s, second.submit);
    const step = keys(s2, second.mode, K.enter);
    expect(step.submit).toMatchObject({ caver: 'scout', do: 'reveal', dir: 'N', discard: true });
    const after = accepted(s2, step.submit);
    expect(summarize(after).tiles.some((t) => t.type === 'exit')).toBe(false);
  });

  test('without Pathfinder charges or for other cavers, Tab has nothing to switch to', () => {
    const { state: s, mode } = draw(
      sc({ cavers: ['medic', 'scout', 'leader', 'diver'], tiles: ['gas:L', 'empty:X'] }),
      K.ch('x'),
      K.up,
    );
    const tab = keys(s, mode, K.tab);
    expect(tab.mode).toEqual(mode);
    expect(tab.submit).toBeUndefined();
    expect(tab.msg).toBe('No other tile to choose');
  });

  test("the Geologist's Tab switches between the tile drawn (keep: 1) and the tile held (keep: 0)", () => {
    const s0 = sc({ cavers: ['geologist', 'medic', 'leader', 'diver'], tiles: ['cavein:T:2,5', 'empty:L', 'empty:X'] });
    expect(s0.cavers[0].aside).toEqual({ type: 'cavein', shape: 'T', faces: [2, 5] });
    const { state: s, mode } = draw(s0, K.ch('r'), K.up);
    const card = (m: Mode) => describeMode(s, m, 63, 15).board.ghost?.card;
    expect(card(mode)).toEqual({ type: 'empty', shape: 'L' });
    const held = keys(s, mode, K.tab);
    expect(held.mode).toMatchObject({ variant: 1 });
    expect(held.submit).toBeUndefined();
    expect(card(held.mode)).toEqual({ type: 'cavein', shape: 'T', faces: [2, 5] });
    // And back: the Geologist may change her mind.
    const back = keys(s, held.mode, K.tab);
    expect(card(back.mode)).toEqual({ type: 'empty', shape: 'L' });
    const drawn = keys(s, back.mode, K.enter);
    expect(drawn.submit).toMatchObject({ caver: 'geologist', do: 'reveal', dir: 'N', keep: 1 });
    expect(engineOpens(s, 'reveal', 'N', (a) => (a as { keep?: number }).keep === 1)).toContain(
      (drawn.submit as { open: string }).open,
    );
    accepted(s, drawn.submit);
    const step = keys(s, held.mode, K.right, K.enter);
    expect(step.submit).toMatchObject({ caver: 'geologist', do: 'reveal', dir: 'N', keep: 0 });
    const after = summarize(accepted(s, step.submit));
    expect(after.tiles.find((t) => t.at[1] === -1)).toMatchObject({ type: 'cavein', faces: [2, 5] });
    expect(after.cavers[0].aside).toBe('empty:L');
  });

  test('Esc does not take back a drawn tile: the prompt stays and says it must be placed', () => {
    const { state: s, mode } = draw(
      sc({ cavers: ['medic', 'leader', 'diver', 'climber'], tiles: ['empty:T'] }),
      K.ch('x'),
      K.down,
    );
    const esc = keys(s, mode, K.esc);
    expect(esc.mode).toEqual(mode);
    expect(esc.submit).toBeUndefined();
    expect(esc.msg).toMatch(/drawn and must be placed/);
  });
});

describe('controller: Run, heal, end', () => {
  // A corridor north of the Start: [0,-1] and [0,-2], both crosses.
  const corridor = () =>
    run(sc({ cavers: ['scout', 'medic', 'leader', 'diver'], tiles: ['empty:X', 'empty:X', 'empty:X'] }), [
      { caver: 'scout', do: 'explore', dir: 'N', open: 'NESW' },
      { caver: 'scout', do: 'explore', dir: 'N', open: 'NESW' },
      END('scout'),
    ]).state;

  test('u builds a path with arrows, Backspace undoes a step, Enter runs it', () => {
    const s = corridor();
    const p0 = keys(s, IDLE, K.ch('u'));
    expect(p0.mode).toEqual({ m: 'path', kind: 'run', path: [] });
    expect(keys(s, p0.mode, K.enter).msg).toBe('Choose at least one step');
    const p2 = keys(s, p0.mode, K.up, K.up);
    expect(p2.mode).toEqual({ m: 'path', kind: 'run', path: ['N', 'N'] });
    // The path's squares marked with their step numbers (its end first), then the runner's tile.
    expect(describeMode(s, p2.mode, 63, 15).board.marks).toEqual([
      { at: [0, -2], kind: 'path', label: '2' },
      { at: [0, -1], kind: 'path', label: '1' },
      { at: [0, 0], kind: 'actor' },
    ]);
    // No tile east of [0,-2]: refused, the path stays.
    const east = keys(s, p2.mode, K.right);
    expect(east.mode).toEqual(p2.mode);
    expect(east.msg).toBe('Run N N E: step 3: no tile to the east yet (Reveal or Explore first)');
    const undo = keys(s, p2.mode, K.backspace);
    expect(undo.mode).toEqual({ m: 'path', kind: 'run', path: ['N'] });
    // One step of Run costs 2 AP where a Move costs 1: asked first; Enter again runs.
    const warned = keys(s, undo.mode, K.enter);
    expect(warned.submit).toBeUndefined();
    expect(warned.msg).toBe('One step of Run costs 2 AP, a Move 1: Enter again to run anyway, or add steps');
    const after = submits(s, keys(s, warned.mode, K.enter), { caver: 'medic', do: 'run', path: ['N'] });
    expect(summarize(after).cavers[1].at).toEqual([0, -1]);
    // A step added after the warning: a path of two runs at once, and back to one warns again.
    submits(s, keys(s, warned.mode, K.up, K.enter), { caver: 'medic', do: 'run', path: ['N', 'N'] });
    expect(keys(s, warned.mode, K.up, K.backspace, K.enter).submit).toBeUndefined();
    const far = submits(s, keys(s, p2.mode, K.enter), { caver: 'medic', do: 'run', path: ['N', 'N'] });
    expect(summarize(far).cavers[1].at).toEqual([0, -2]);
    // Three steps at most.
    const p3 = keys(s, p0.mode, K.up, K.up, K.down);
    expect(p3.mode).toEqual({ m: 'path', kind: 'run', path: ['N', 'N', 'S'] });
    expect(keys(s, p3.mode, K.up).msg).toBe('At most 3 steps: Enter to go');
    submits(s, keys(s, p3.mode, K.enter), { caver: 'medic', do: 'run', path: ['N', 'N', 'S'] });
  });

  test("the Medic's Sprint (s) takes two steps at most", () => {
    const s = corridor();
    const p = keys(s, IDLE, K.ch('s'), K.up, K.up);
    expect(p.mode).toEqual({ m: 'path', kind: 'sprint', path: ['N', 'N'] });
    expect(keys(s, p.mode, K.down).msg).toBe('At most 2 steps: Enter to go');
    submits(s, keys(s, p.mode, K.enter), { caver: 'medic', do: 'sprint', path: ['N', 'N'] });
  });

  test("heal with several cavers on the tile asks whom: arrows and Enter, or the caver's number", () => {
    const s = corridor(); // the medic's turn, with the leader and the diver on the Start
    const targets = legalActions(s)
      .filter((a) => a.do === 'heal')
      .map((a) => (a as { target: CaverId }).target);
    expect(targets).toEqual(['medic', 'leader', 'diver']);
    const t = keys(s, IDLE, K.ch('a'));
    expect(t.mode).toEqual({ m: 'target', kind: 'heal', idx: 0 });
    expect(describeMode(s, t.mode, 63, 15).prompt).toMatch(
      /^Heal whom\? \[Medic \(6\)\] {2}Leader \(8\) {2}Diver \(1\)/,
    );
    // Everyone is at full health: each pick asks first (Enter confirms).
    submits(s, keys(s, t.mode, K.enter, K.enter), { caver: 'medic', do: 'heal', target: 'medic' });
    submits(s, keys(s, t.mode, K.right, K.enter, K.enter), { caver: 'medic', do: 'heal', target: 'leader' });
    submits(s, keys(s, t.mode, K.left, K.enter, K.enter), { caver: 'medic', do: 'heal', target: 'diver' });
    submits(s, keys(s, t.mode, K.ch('1'), K.enter), { caver: 'medic', do: 'heal', target: 'diver' });
    // A number that is nobody here does nothing.
    expect(keys(s, t.mode, K.ch('2')).mode).toEqual(t.mode);
  });

  test('heal with one possible target heals at once; first aid (f) never targets yourself', () => {
    // The scout, alone on [0,-2] with 1 AP, exerts and heals herself.
    const s0 = run(sc({ cavers: ['scout', 'medic', 'leader', 'diver'], tiles: ['empty:X', 'empty:X'] }), [
      { caver: 'scout', do: 'explore', dir: 'N', open: 'NESW' },
      { caver: 'scout', do: 'exert' },
    ]).state;
    // At full health: asked first (Enter: do it anyway; another key: back, nothing spent).
    const ask = keys(s0, IDLE, K.ch('a'));
    expect(ask.mode).toEqual({ m: 'confirmHeal', action: { caver: 'scout', do: 'heal', target: 'scout' } });
    expect(ask.submit).toBeUndefined();
    expect(describeMode(s0, ask.mode, 63, 15).prompt).toBe(
      'Scout (2) is at full health: Heal would spend 2 AP for nothing. Enter: do it anyway · any other key: back',
    );
    submits(s0, keys(s0, ask.mode, K.enter), { caver: 'scout', do: 'heal', target: 'scout' });
    expect(keys(s0, ask.mode, K.ch('x'))).toEqual({ mode: IDLE, msg: 'Nothing done: the AP are kept' });
    const s = corridor();
    const f = keys(s, IDLE, K.ch('f'));
    expect(f.mode).toEqual({ m: 'target', kind: 'firstaid', idx: 0 });
    submits(s, keys(s, f.mode, K.enter, K.enter), { caver: 'medic', do: 'firstaid', target: 'leader' });
  });

  test('a kind of action that is not possible now is explained, not entered', () => {
    const s = corridor();
    const b = keys(s, IDLE, K.ch('b'));
    expect(b.mode).toEqual(IDLE);
    expect(b.msg).toBe('Medic (6) has no such action'); // Demolition is the Engineer's
    // The rules' own reasons (issue 12, bug 5), each said once for the directions it holds for.
    expect(keys(s, IDLE, K.ch('w')).msg).toBe(
      'Swim: the tile to the north is not flooded: Move there; no tile to the east, south or west yet (Reveal or Explore first)',
    );
    const c = keys(s, IDLE, K.ch('c'));
    expect(c.msg).toMatch(/^Clear rubble: /);
    expect(c.msg).not.toMatch(/not possible now/);
    const a = accepted(s, keys(s, IDLE, K.up).submit); // 1 AP left
    expect(keys(a, IDLE, K.ch('a')).msg).toBe('Heal needs 2 AP (you have 1; e = exert for +1)');
  });

  test('Esc goes back from the direction, path and target prompts', () => {
    const s = corridor();
    for (const first of [K.ch('x'), K.ch('r'), K.ch('u'), K.ch('a'), K.ch('s'), K.ch('f')]) {
      const m = keys(s, IDLE, first).mode;
      expect(m.m).not.toBe('idle');
      const back = keys(s, m, K.esc);
      expect(back.mode).toEqual(IDLE);
      expect(back.submit).toBeUndefined();
    }
    const half = keys(s, IDLE, K.ch('u'), K.up).mode;
    expect(keys(s, half, K.esc).mode).toEqual(IDLE);
  });

  test('Enter with AP left asks first; Enter again ends, another key goes on; with no AP, or with ., it ends at once', () => {
    const s = corridor();
    const ask = keys(s, IDLE, K.enter);
    expect(ask.mode).toEqual({ m: 'confirmEnd' });
    expect(ask.submit).toBeUndefined();
    expect(ask.msg).toBeUndefined(); // the prompt line asks; the log does not repeat it
    expect(describeMode(s, ask.mode, 63, 15).prompt).toMatch(/^End Medic \(6\)'s turn with 2 AP left\?/);
    submits(s, keys(s, ask.mode, K.enter), { caver: 'medic', do: 'end' });
    // Another key is not taken as yes: here it moves instead.
    submits(s, keys(s, ask.mode, K.up), { caver: 'medic', do: 'move', dir: 'N' });
    expect(keys(s, ask.mode, K.ch('z')).mode).toEqual(IDLE);
    submits(s, keys(s, IDLE, K.ch('.')), { caver: 'medic', do: 'end' });
    const spent = run(s, [{ caver: 'medic', do: 'run', path: ['N'] }]).state;
    expect(spent.ap).toBe(0);
    submits(spent, keys(spent, IDLE, K.enter), { caver: 'medic', do: 'end' });
  });

  test('e exerts; simple actions (i hide) submit at once', () => {
    const s = corridor();
    const ex = submits(s, keys(s, IDLE, K.ch('e')), { caver: 'medic', do: 'exert' });
    expect(ex.ap).toBe(3);
    submits(s, keys(s, IDLE, K.ch('i')), { caver: 'medic', do: 'hide' });
  });
});

describe("controller: the Leader's Direct", () => {
  const leaderTurn = () =>
    sc({ cavers: ['leader', 'medic', 'scout', 'diver'], tiles: ['empty:T', 'empty:X', 'empty:X'] });

  test("v asks whom (even with one target), then the target's own 1-AP action, submitted as a direct", () => {
    const s = leaderTurn();
    const t = keys(s, IDLE, K.ch('v'));
    expect(t.mode).toEqual({ m: 'target', kind: 'direct', idx: 0 });
    expect(describeMode(s, t.mode, 63, 15).prompt).toMatch(
      /^Direct whom\? \[Medic \(6\)\] {2}Scout \(2\) {2}Diver \(1\)/,
    );
    const menu = keys(s, t.mode, K.ch('6'));
    expect(menu.mode).toEqual({ m: 'directMenu', target: 'medic' });
    expect(menu.submit).toBeUndefined();
    expect(keys(s, t.mode, K.right, K.enter).mode).toEqual({ m: 'directMenu', target: 'scout' });
    // The medic explores north, the leader having directed it: the draw, then the placement, each a direct.
    const o = keys(s, menu.mode, K.ch('x'), K.up);
    expect(o.mode).toMatchObject({ m: 'orient', kind: 'explore', dir: 'N', directed: 'medic' });
    expect(o.submit).toEqual({
      caver: 'leader',
      do: 'direct',
      target: 'medic',
      action: { do: 'draw', kind: 'explore', dir: 'N' },
    });
    const d = accepted(s, o.submit);
    expect(d.drawn).toMatchObject({ caver: 'medic', by: 'leader' });
    expect(forcedMode(d, IDLE)).toEqual(o.mode);
    const open = orientState(d, o.mode as Extract<Mode, { m: 'orient' }>)!.open;
    const after = submits(d, keys(d, o.mode, K.enter), {
      caver: 'leader',
      do: 'direct',
      target: 'medic',
      action: { do: 'explore', dir: 'N', open },
    });
    const v = summarize(after);
    expect(v.cavers.find((c) => c.id === 'medic')!.at).toEqual([0, -1]);
    expect([v.turn, v.ap]).toEqual(['leader', 1]);
  });

  test('directed first aid asks whom; Esc steps back to the directed menu, then out of it', () => {
    const s = leaderTurn();
    const menu = keys(s, IDLE, K.ch('v'), K.ch('6')).mode;
    const f = keys(s, menu, K.ch('f'));
    expect(f.mode).toEqual({ m: 'target', kind: 'firstaid', idx: 0, directed: 'medic' });
    submits(s, keys(s, f.mode, K.ch('8'), K.enter), {
      caver: 'leader',
      do: 'direct',
      target: 'medic',
      action: { do: 'firstaid', target: 'leader' },
    });
    expect(keys(s, f.mode, K.esc).mode).toEqual(menu);
    expect(keys(s, keys(s, menu, K.ch('x')).mode, K.esc).mode).toEqual(menu);
    const out = keys(s, menu, K.esc);
    expect(out.mode).toEqual(IDLE);
    expect(out.msg).toBe('Direct cancelled');
  });

  test('in the directed menu an arrow moves the directed caver; its 2-AP actions are not offered', () => {
    const s0 = leaderTurn();
    const d0 = keys(s0, IDLE, K.ch('r'), K.up);
    const s = accepted(accepted(s0, d0.submit), keys(accepted(s0, d0.submit), d0.mode, K.enter).submit); // a T north of the Start
    const menu = keys(s, IDLE, K.ch('v'), K.ch('2')).mode;
    expect(menu).toEqual({ m: 'directMenu', target: 'scout' });
    submits(s, keys(s, menu, K.up), {
      caver: 'leader',
      do: 'direct',
      target: 'scout',
      action: { do: 'move', dir: 'N' },
    });
    const heal = keys(s, menu, K.ch('a'));
    expect(heal.mode).toEqual(menu);
    expect(heal.msg).toBe('Heal costs 2 AP: Direct gives Scout (2) one 1-AP action');
  });
});

describe('controller: choices the game forces', () => {
  // A square of four tiles (RULES.md §8 ties): two shortest paths from the horror to the climber.
  const tie = () => run(sc(HORROR_TIE.scenario), [...HORROR_TIE.actions, END('climber')]).state;

  test('a pending horror tie takes over: number keys or Enter answer it as a choose by the token holder', () => {
    const s = tie();
    expect(s.pending).toMatchObject({
      kind: 'horror-path',
      chooser: 'medic',
      options: [
        [0, -1],
        [1, 0],
      ],
    });
    submits(s, keys(s, IDLE, K.ch('2')), { caver: 'medic', do: 'choose', option: 1 });
    submits(s, keys(s, IDLE, K.ch('1')), { caver: 'medic', do: 'choose', option: 0 });
    submits(s, keys(s, IDLE, K.enter), { caver: 'medic', do: 'choose', option: 0 });
    // Tab or an arrow moves the cursor between the options first.
    const tab = keys(s, IDLE, K.tab);
    expect(tab.mode).toEqual({ m: 'square', kind: 'choose', idx: 1 });
    const view = describeMode(s, tab.mode, 63, 15);
    // The selected option marked first (and kept in view first), the other as a numbered candidate.
    expect(view.board.marks).toEqual([
      { at: [1, 0], kind: 'selected', label: '2' },
      { at: [0, -1], kind: 'candidate', label: '1' },
    ]);
    expect(view.board.keep?.slice(0, 2)).toEqual([
      [1, 0],
      [0, -1],
    ]);
    // The selected option in words (issue 12, bug 1): which way from the horror, towards whom.
    expect(view.prompt).toBe(
      "Medic (6)'s player decides which way the horror goes: option 2 of 2: south, towards Climber (5) · arrows/Tab/1-2 · Enter",
    );
    expect(describeMode(s, { m: 'square', kind: 'choose', idx: 0 }, 63, 15).prompt).toMatch(
      /option 1 of 2: west, towards Climber \(5\) · /,
    );
    submits(s, keys(s, tab.mode, K.enter), { caver: 'medic', do: 'choose', option: 1 });
    submits(s, keys(s, IDLE, K.right, K.enter), { caver: 'medic', do: 'choose', option: 1 });
    submits(s, keys(s, IDLE, K.right, K.left, K.enter), { caver: 'medic', do: 'choose', option: 0 });
    // Nothing else gets past it: no Esc, no action keys, no numbers out of range.
    for (const k of [K.esc, K.ch('x'), K.ch('3'), K.ch('.'), K.backspace]) {
      const st = keys(s, IDLE, k);
      expect(st.submit).toBeUndefined();
      expect(st.mode).toEqual({ m: 'square', kind: 'choose', idx: 0 });
    }
  });

  // The Diver dives from [0,-1] in round 1; the medic reveals a water cross at [1,0]; a Flood floods both.
  // Round 2: the scout reveals a dry water tile at [-1,0]; at the Diver's turn she must surface.
  const diverUnder = () => run(sc(DIVER_UNDER.scenario), [...DIVER_UNDER.actions, END('leader')]).state;

  test('a Diver under water must surface: a square prompt over the water tiles; Tab/arrows/numbers and Enter', () => {
    const s = diverUnder();
    expect(summarize(s)).toMatchObject({ turn: 'diver', round: 2 });
    const options = legalActions(s).map((a) => (a as Extract<Action, { do: 'surface' }>).at);
    expect(options).toEqual([
      [0, -1],
      [-1, 0],
      [1, 0],
    ]);
    submits(s, keys(s, IDLE, K.enter), { caver: 'diver', do: 'surface', at: [0, -1] });
    submits(s, keys(s, IDLE, K.tab, K.enter), { caver: 'diver', do: 'surface', at: [-1, 0] });
    submits(s, keys(s, IDLE, K.ch('3')), { caver: 'diver', do: 'surface', at: [1, 0] });
    // From [0,-1], down-right is [1,0] (nearer along the way than [-1,0] is to the left).
    submits(s, keys(s, IDLE, K.right, K.enter), { caver: 'diver', do: 'surface', at: [1, 0] });
    submits(s, keys(s, IDLE, K.left, K.enter), { caver: 'diver', do: 'surface', at: [-1, 0] });
    const view = describeMode(s, keys(s, IDLE, K.tab).mode, 63, 15);
    expect(view.prompt).toBe(
      'Surface on which water tile? option 2 of 3: the Water tile 1 west of the Start · arrows/Tab/1-3 · Enter',
    );
    expect(view.board.marks?.[0]).toEqual({ at: [-1, 0], kind: 'selected', label: '2' });
    // Esc, action keys and '.' do not skip it.
    for (const k of [K.esc, K.ch('.'), K.ch('x'), K.ch('e')]) {
      const st = keys(s, IDLE, k);
      expect(st.submit).toBeUndefined();
      expect(st.mode.m).toBe('square');
    }
    // Having surfaced, only End remains.
    const up = accepted(s, keys(s, IDLE, K.ch('2')).submit);
    expect(legalActions(up)).toEqual([{ caver: 'diver', do: 'end' }]);
    submits(up, keys(up, IDLE, K.ch('.')), { caver: 'diver', do: 'end' });
  });

  test('nothing happens to keys once the game is over', () => {
    const s = { ...tie(), result: 'gold' as const };
    for (const k of [K.enter, K.up, K.ch('x'), K.ch('1')]) {
      const st = keys(s, IDLE, k);
      expect(st.submit).toBeUndefined();
      expect(st.mode).toEqual(IDLE);
    }
  });
});
