// RULES.md §4: a Reveal or Explore is played as at the table. The player declares the action and the
// side, draws (the AP is spent then), and only then sees the tile and turns it; a tile drawn must be
// placed. The Scout's Pathfinder is a step of its own, after the first tile is seen. A record's whole
// `reveal`/`explore` is the same steps in one, and a save may carry a draw in progress.
import { describe, expect, test } from '@jest/globals';
import {
  type Action,
  actionError,
  apply,
  drawSteps,
  type GameEvent,
  type GameState,
  isDrawStep,
  legalActions,
  savedDraw,
  stateHash,
} from '../../src/engine/index.js';
import { replayRecord } from '../../src/record/replay.js';
import { caver, draws, record, rejected, run, start, view, type Act, type Scenario } from '../helpers/game.js';
import { refusalText } from '../../src/words/index.js';

const TEAM = { cavers: ['medic', 'scout', 'leader', 'diver'] as const };
const WITH_GEOLOGIST = ['medic', 'scout', 'geologist', 'leader'] as const;
const sc = (o: Partial<Scenario>): Scenario => ({
  cavers: [...TEAM.cavers],
  hazards: ['flood', 'flood', 'flood'],
  dice: [6, 6, 6, 6],
  ...o,
});

function applied(s: GameState, a: Act | Action): { state: GameState; events: readonly GameEvent[] } {
  const r = apply(s, a as Action);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${refusalText(r.error)}`);
  return r;
}

const key = (a: unknown): string => JSON.stringify(a);

describe('§4 before a draw: Reveal and Explore are declared toward a side, the tile unseen', () => {
  test("legalActions lists one draw per kind and open side, and never a tile's orientations", () => {
    const s = start(sc({ tiles: ['empty:T', 'gas:L'] }));
    expect(
      draws(s)
        .map((a) => `${a.kind} ${a.dir}`)
        .sort(),
    ).toEqual(['explore E', 'explore N', 'explore S', 'explore W', 'reveal E', 'reveal N', 'reveal S', 'reveal W']);
    expect(legalActions(s).some((a) => a.do === 'reveal' || a.do === 'explore')).toBe(false);
  });

  test('what is listed does not depend on the tiles still in the deck', () => {
    const a = start(sc({ tiles: ['empty:T', 'gas:L', 'water:I'] }));
    const b = start(sc({ tiles: ['rough:X', 'exit:D', 'horror:D'] }));
    expect(legalActions(a).map(key)).toEqual(legalActions(b).map(key));
  });

  test('the draw spends the AP and shows the tile; the deck and the discards move', () => {
    const s = start(sc({ tiles: ['empty:T', 'gas:L'] }));
    expect(s.ap).toBe(2);
    const r = applied(s, { caver: 'medic', do: 'draw', kind: 'explore', dir: 'N' });
    expect(r.state.ap).toBe(1);
    expect(r.state.drawn).toEqual({
      caver: 'medic',
      by: null,
      do: 'explore',
      dir: 'N',
      at: [0, -1],
      tile: { type: 'empty', shape: 'T' },
      held: null,
      discarded: [],
      pathfinder: null,
    });
    expect(view(r.state).tilesLeft).toBe(1);
    expect(r.events).toEqual([
      { t: 'action', action: { caver: 'medic', do: 'draw', kind: 'explore', dir: 'N' }, cost: 1 },
      {
        t: 'draw',
        caver: 'medic',
        do: 'explore',
        dir: 'N',
        at: [0, -1],
        tile: { type: 'empty', shape: 'T' },
        held: null,
        discarded: [],
      },
    ]);
    // Nothing is placed yet and the caver has not moved.
    expect(view(r.state).tiles).toHaveLength(1);
    expect(caver(r.state, 'medic').at).toEqual([0, 0]);
  });

  test('a draw is refused where a Reveal would be, with the same reason; a draw needs a kind', () => {
    const s = run(start(sc({ tiles: ['empty:I', 'gas:L'] })), [
      { caver: 'medic', do: 'reveal', dir: 'N', open: 'NS' },
    ]).state;
    expect(rejected(s, { caver: 'medic', do: 'draw', kind: 'reveal', dir: 'N' })).toBe(
      'a tile already lies to the north',
    );
    expect(rejected(s, { caver: 'medic', do: 'draw', kind: 'run', dir: 'E' })).toBe(
      '"kind" must be "reveal" or "explore"',
    );
    expect(rejected(s, { caver: 'medic', do: 'draw', kind: 'reveal', dir: 'E', open: 'W' })).toBe(
      '"draw" takes no "open" field',
    );
    expect(rejected(s, { caver: 'scout', do: 'draw', kind: 'reveal', dir: 'E' })).toMatch(/medic's turn/);
  });
});

describe('§4 a tile drawn must be placed', () => {
  const drawnT = () =>
    applied(start(sc({ tiles: ['empty:T', 'gas:L'] })), { caver: 'medic', do: 'draw', kind: 'explore', dir: 'N' })
      .state;

  test('only the placements of that tile are listed: its orientations opening toward the caver', () => {
    const s = drawnT();
    const legal = legalActions(s);
    expect(legal.map((a) => (a as { open: string }).open).sort()).toEqual(['ESW', 'NES', 'NSW']);
    for (const a of legal)
      expect(a).toEqual({ caver: 'medic', do: 'explore', dir: 'N', open: (a as { open: string }).open });
  });

  test('nothing else is accepted: no end, exert, move, other draw, other side, other kind', () => {
    const s = drawnT();
    for (const a of [
      { caver: 'medic', do: 'end' },
      { caver: 'medic', do: 'exert' },
      { caver: 'medic', do: 'move', dir: 'N' },
      { caver: 'medic', do: 'draw', kind: 'reveal', dir: 'E' },
      { caver: 'medic', do: 'reveal', dir: 'N', open: 'NES' },
    ] as Act[]) {
      expect(rejected(s, a)).toBe(
        'the tile drawn for Explore N must be placed first: "explore" with "dir": "N" and the "open" sides',
      );
    }
    expect(rejected(s, { caver: 'medic', do: 'explore', dir: 'E', open: 'NEW' })).toBe(
      'the tile was drawn to the north: "dir" must be "N"',
    );
    expect(rejected(s, { caver: 'medic', do: 'explore', dir: 'N', open: 'NEW' })).toBe(
      'the tile must open toward your tile (its south side)',
    );
    expect(rejected(s, { caver: 'medic', do: 'explore', dir: 'N', open: 'NESW' })).toMatch(
      /not a turn of the drawn Empty tile/,
    );
    expect(rejected(s, { caver: 'medic', do: 'explore', dir: 'N', open: 'NES', keep: 1 })).toBe(
      '"keep" is only for the Geologist',
    );
    expect(rejected(s, { caver: 'medic', do: 'pathfinder' })).toBe('only the Scout has Pathfinder, not the medic');
    expect(rejected(s, { caver: 'scout', do: 'explore', dir: 'N', open: 'NES' })).toMatch(/must be placed first/);
  });

  test('placing it costs nothing more: the tile goes down, Explore steps onto it, and the turn goes on', () => {
    const s = drawnT();
    const r = applied(s, { caver: 'medic', do: 'explore', dir: 'N', open: 'NES' });
    expect(r.state.drawn).toBeNull();
    expect(r.state.ap).toBe(1);
    expect(view(r.state).tiles.find((t) => t.at[1] === -1)).toMatchObject({ type: 'empty', open: 'NES' });
    expect(caver(r.state, 'medic').at).toEqual([0, -1]);
    expect(r.events.map((e) => e.t)).toEqual(['reveal', 'move']);
    expect(legalActions(r.state)).toContainEqual({ caver: 'medic', do: 'end' });
  });

  test("the frontier rule's discards happen at the draw: the tile seen is the first that fits", () => {
    // Three dead ends close the Start's N, E and S; a fourth would close the last opening (W).
    const s0 = start(sc({ tiles: ['empty:D', 'empty:D', 'empty:D', 'empty:D', 'empty:X'] }));
    const s = run(s0, [
      { caver: 'medic', do: 'reveal', dir: 'N', open: 'S' },
      { caver: 'medic', do: 'reveal', dir: 'E', open: 'W' },
      { caver: 'medic', do: 'end' },
      { caver: 'scout', do: 'reveal', dir: 'S', open: 'N' },
    ]).state;
    const r = applied(s, { caver: 'scout', do: 'draw', kind: 'reveal', dir: 'W' });
    expect(r.state.drawn).toMatchObject({
      tile: { type: 'empty', shape: 'X' },
      discarded: [{ type: 'empty', shape: 'D' }],
    });
    expect(view(r.state).tilesLeft).toBe(0);
    const placed = applied(r.state, { caver: 'scout', do: 'reveal', dir: 'W', open: 'NESW' });
    expect(placed.events[0]).toMatchObject({ t: 'reveal', discarded: [{ type: 'empty', shape: 'D' }] });
  });
});

describe('§7 Pathfinder: a step of its own, after the first tile is seen', () => {
  const scoutTurn = (tiles: string[]) => run(start(sc({ tiles })), [{ caver: 'medic', do: 'end' }]).state;

  test('the first tile drawn is shown with its placements and Pathfinder; the next tile is not', () => {
    const s = applied(scoutTurn(['gas:L', 'empty:X', 'empty:T']), {
      caver: 'scout',
      do: 'draw',
      kind: 'explore',
      dir: 'N',
    }).state;
    expect(s.drawn).toMatchObject({ caver: 'scout', tile: { type: 'gas', shape: 'L' }, pathfinder: null });
    const legal = legalActions(s);
    expect(legal).toContainEqual({ caver: 'scout', do: 'pathfinder' });
    expect(legal.some((a) => 'discard' in a)).toBe(false);
    // The same draw with another tile next lists the very same actions.
    const other = applied(scoutTurn(['gas:L', 'water:I', 'empty:T']), {
      caver: 'scout',
      do: 'draw',
      kind: 'explore',
      dir: 'N',
    }).state;
    expect(legalActions(other).map(key)).toEqual(legal.map(key));
    // Placing the next tile before discarding the first would be a peek.
    expect(rejected(s, { caver: 'scout', do: 'explore', dir: 'N', open: 'NESW', discard: true })).toMatch(
      /discard the tile drawn first \("pathfinder"\)/,
    );
  });

  test('Pathfinder discards the tile, uses a charge and draws the next, placed with discard: true; once only', () => {
    const s = applied(scoutTurn(['gas:L', 'empty:X', 'empty:T']), {
      caver: 'scout',
      do: 'draw',
      kind: 'explore',
      dir: 'N',
    }).state;
    const p = applied(s, { caver: 'scout', do: 'pathfinder' });
    expect(p.state.drawn).toMatchObject({
      tile: { type: 'empty', shape: 'X' },
      pathfinder: { type: 'gas', shape: 'L' },
    });
    expect(caver(p.state, 'scout').charges).toBe(2);
    expect(p.state.ap).toBe(1);
    expect(p.events).toEqual([
      {
        t: 'draw',
        caver: 'scout',
        do: 'explore',
        dir: 'N',
        at: [0, -1],
        tile: { type: 'empty', shape: 'X' },
        held: null,
        discarded: [],
        pathfinder: { type: 'gas', shape: 'L' },
      },
    ]);
    expect(legalActions(p.state)).toEqual([{ caver: 'scout', do: 'explore', dir: 'N', open: 'NESW', discard: true }]);
    expect(rejected(p.state, { caver: 'scout', do: 'pathfinder' })).toBe(
      'Pathfinder was already used on this draw: place the tile',
    );
    expect(rejected(p.state, { caver: 'scout', do: 'explore', dir: 'N', open: 'NESW' })).toMatch(
      /discarded with Pathfinder: placing the next one says "discard": true/,
    );
    const placed = applied(p.state, { caver: 'scout', do: 'explore', dir: 'N', open: 'NESW', discard: true });
    expect(placed.events[0]).toMatchObject({
      t: 'reveal',
      tile: { type: 'empty', shape: 'X' },
      pathfinder: { type: 'gas', shape: 'L' },
    });
  });

  test('not offered without charges, nor when no other tile could be placed', () => {
    const none = applied(scoutTurn(['gas:L']), { caver: 'scout', do: 'draw', kind: 'explore', dir: 'N' }).state;
    expect(legalActions(none).some((a) => a.do === 'pathfinder')).toBe(false);
    expect(rejected(none, { caver: 'scout', do: 'pathfinder' })).toMatch(/no other tile could be placed/);
    const s = scoutTurn(['gas:L', 'empty:X']);
    const spent = { ...s, cavers: s.cavers.map((c) => (c.id === 'scout' ? { ...c, charges: 0 } : c)) };
    const d = applied(spent, { caver: 'scout', do: 'draw', kind: 'explore', dir: 'N' }).state;
    expect(rejected(d, { caver: 'scout', do: 'pathfinder' })).toBe('Pathfinder has no uses left');
    expect(actionError(s, { caver: 'scout', do: 'pathfinder' })).toEqual({ code: 'pathfinder-nothing-drawn' });
  });
});

describe('§7 Intuition: the Geologist sees the tile drawn beside the one she holds', () => {
  const geoTurn = (tiles: string[]) =>
    run(start(sc({ cavers: [...WITH_GEOLOGIST], tiles })), [
      { caver: 'medic', do: 'end' },
      { caver: 'scout', do: 'end' },
    ]).state;

  test('both are shown, each with its placements (keep 1 the tile drawn, keep 0 the one held)', () => {
    const s = applied(geoTurn(['cavein:T:2,5', 'empty:L', 'empty:X']), {
      caver: 'geologist',
      do: 'draw',
      kind: 'reveal',
      dir: 'N',
    }).state;
    expect(s.drawn).toMatchObject({
      tile: { type: 'empty', shape: 'L' },
      held: { type: 'cavein', shape: 'T', faces: [2, 5] },
    });
    const keeps = legalActions(s).map((a) => (a as { keep?: number }).keep);
    expect(new Set(keeps)).toEqual(new Set([0, 1]));
    const r = applied(s, { caver: 'geologist', do: 'reveal', dir: 'N', open: 'ESW', keep: 0 });
    expect(view(r.state).tiles.find((t) => t.at[1] === -1)).toMatchObject({ type: 'cavein' });
    expect(caver(r.state, 'geologist').aside).toBe('empty:L');
  });
});

describe("§7 Direct: a directed draw is placed by the directed caver, named as the Leader's Direct", () => {
  test("the draw and its placements are direct actions; the Leader's AP and Direct are spent at the draw", () => {
    const s0 = run(start(sc({ tiles: ['empty:T', 'empty:X'] })), [
      { caver: 'medic', do: 'end' },
      { caver: 'scout', do: 'end' },
    ]).state;
    const drawAction = {
      caver: 'leader',
      do: 'direct',
      target: 'medic',
      action: { do: 'draw', kind: 'explore', dir: 'N' },
    } as Action;
    expect(legalActions(s0).map(key)).toContain(key(drawAction));
    const r = applied(s0, drawAction);
    expect(r.state.drawn).toMatchObject({ caver: 'medic', by: 'leader', do: 'explore' });
    expect([r.state.ap, r.state.directUsed]).toEqual([1, true]);
    expect(
      legalActions(r.state).every(
        (a) => a.do === 'direct' && a.caver === 'leader' && a.target === 'medic' && a.action.do === 'explore',
      ),
    ).toBe(true);
    expect(rejected(r.state, { caver: 'medic', do: 'explore', dir: 'N', open: 'NES' })).toMatch(
      /\(leader directing medic\) must be placed first/,
    );
    const placed = applied(r.state, {
      caver: 'leader',
      do: 'direct',
      target: 'medic',
      action: { do: 'explore', dir: 'N', open: 'NES' },
    });
    expect(caver(placed.state, 'medic').at).toEqual([0, -1]);
    expect(view(placed.state)).toMatchObject({ turn: 'leader', ap: 1 });
  });
});

describe("§9 a record's whole reveal is the same steps in one", () => {
  const cases: { name: string; sc: Scenario; before: Act[]; steps: Act[]; whole: Act }[] = [
    {
      name: 'Explore',
      sc: sc({ tiles: ['empty:T', 'gas:L'] }),
      before: [],
      steps: [{ caver: 'medic', do: 'draw', kind: 'explore', dir: 'W' }],
      whole: { caver: 'medic', do: 'explore', dir: 'W', open: 'NEW' },
    },
    {
      name: 'Pathfinder',
      sc: sc({ tiles: ['gas:L', 'empty:D', 'empty:X'] }),
      before: [{ caver: 'medic', do: 'end' }],
      steps: [
        { caver: 'scout', do: 'draw', kind: 'reveal', dir: 'E' },
        { caver: 'scout', do: 'pathfinder' },
      ],
      whole: { caver: 'scout', do: 'reveal', dir: 'E', open: 'W', discard: true },
    },
    {
      name: 'Intuition',
      sc: sc({ cavers: [...WITH_GEOLOGIST], tiles: ['cavein:T:2,5', 'empty:L'] }),
      before: [
        { caver: 'medic', do: 'end' },
        { caver: 'scout', do: 'end' },
      ],
      steps: [{ caver: 'geologist', do: 'draw', kind: 'explore', dir: 'S' }],
      whole: { caver: 'geologist', do: 'explore', dir: 'S', open: 'NE', keep: 1 },
    },
    {
      name: 'Direct',
      sc: sc({ tiles: ['empty:T', 'gas:L'] }),
      before: [
        { caver: 'medic', do: 'end' },
        { caver: 'scout', do: 'end' },
      ],
      steps: [{ caver: 'leader', do: 'direct', target: 'scout', action: { do: 'draw', kind: 'explore', dir: 'N' } }],
      whole: { caver: 'leader', do: 'direct', target: 'scout', action: { do: 'explore', dir: 'N', open: 'ESW' } },
    },
  ];

  test.each(cases)(
    '$name: the same state, and the same events but for the action named',
    ({ sc: scenario, before, steps, whole }) => {
      const s = run(start(scenario), before).state;
      const stepped = run(s, [...steps, whole]);
      const once = run(s, [whole]);
      expect(stateHash(once.state)).toBe(stateHash(stepped.state));
      expect(once.state).toEqual(stepped.state);
      const shape = (events: readonly GameEvent[]) =>
        events.map((e) => (e.t === 'action' ? 'action' : JSON.stringify(e)));
      expect(shape(once.events)).toEqual(shape(stepped.events));
      // And the record of the whole action replays to it.
      const rec = record(scenario, [...before, whole]);
      const again = replayRecord(rec);
      if (!again.ok) throw new Error(again.error);
      expect(stateHash(again.state)).toBe(stateHash(once.state));
    },
  );

  test('a record holds whole actions: a draw or Pathfinder in its actions is refused with the index', () => {
    const rec = record(sc({ tiles: ['empty:T'] }), [{ caver: 'medic', do: 'draw', kind: 'explore', dir: 'N' }]);
    const r = replayRecord(rec);
    expect(r.ok ? 'replayed' : r.error).toMatch(/^actions\[0\] \(medic draw kind=explore dir=N\): not a record action/);
    expect(isDrawStep({ caver: 'leader', do: 'direct', target: 'scout', action: { do: 'pathfinder' } })).toBe(true);
    expect(isDrawStep({ caver: 'scout', do: 'explore', dir: 'N', open: 'S' })).toBe(false);
  });
});

describe('a draw in progress in a save (RECORD.md "drawn")', () => {
  test('savedDraw names it as the record action being made; drawSteps brings it back to the same state', () => {
    const s0 = run(start(sc({ tiles: ['gas:L', 'empty:X', 'empty:T'] })), [{ caver: 'medic', do: 'end' }]).state;
    expect(savedDraw(s0)).toBeNull();
    const d = applied(s0, { caver: 'scout', do: 'draw', kind: 'explore', dir: 'N' }).state;
    expect(savedDraw(d)).toEqual({ caver: 'scout', do: 'explore', dir: 'N' });
    const p = applied(d, { caver: 'scout', do: 'pathfinder' }).state;
    expect(savedDraw(p)).toEqual({ caver: 'scout', do: 'explore', dir: 'N', discard: true });
    for (const st of [d, p]) {
      const steps = drawSteps(JSON.parse(JSON.stringify(savedDraw(st))));
      if (typeof steps === 'string') throw new Error(steps);
      expect(run(s0, steps as unknown as Act[]).state).toEqual(st);
    }
  });

  test("a directed draw is saved as the Leader's Direct", () => {
    const s0 = run(start(sc({ tiles: ['empty:T', 'gas:L'] })), [
      { caver: 'medic', do: 'end' },
      { caver: 'scout', do: 'end' },
    ]).state;
    const d = applied(s0, {
      caver: 'leader',
      do: 'direct',
      target: 'medic',
      action: { do: 'draw', kind: 'reveal', dir: 'E' },
    }).state;
    const saved = savedDraw(d);
    expect(saved).toEqual({ caver: 'leader', do: 'direct', target: 'medic', action: { do: 'reveal', dir: 'E' } });
    expect(run(s0, drawSteps(saved) as unknown as Act[]).state).toEqual(d);
  });

  test('drawSteps refuses what is not a draw in progress, with the reason', () => {
    expect(drawSteps('explore')).toEqual({ code: 'draw-not-object' });
    expect(drawSteps({ caver: 'scout', do: 'move', dir: 'N' })).toEqual({ code: 'draw-kind' });
    expect(drawSteps({ caver: 'scout', do: 'explore', dir: 'Q' })).toEqual({
      code: 'field',
      field: 'dir',
      expect: 'dir',
    });
    expect(drawSteps({ caver: 'scout', do: 'explore', dir: 'N', open: 'S' })).toEqual({
      code: 'draw-stray',
      field: 'open',
    });
    expect(drawSteps({ caver: 'scout', do: 'explore', dir: 'N', discard: false })).toEqual({
      code: 'field',
      field: 'discard',
      expect: 'true',
    });
  });
});
