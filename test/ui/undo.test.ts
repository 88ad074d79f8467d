// Honest undo: an action can be taken back only while nothing hidden has been seen since (no die,
// no tile, no hazard card, no horror moved, no turn ended). Property test over random games played
// through Session (as the screen plays them), with an oracle of its own read from the engine's
// events: taking back gives back the exact state before, doing the same again gives the exact state
// of the first time, and no take-back is ever offered past anything hidden. Then the screen's key.
import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { botRng, randomAction } from '../../src/bots/random.js';
import {
  type Action,
  apply,
  CAVER_IDS,
  type CaverId,
  DIFFICULTIES,
  type GameEvent,
  type GameState,
  MAX_CAVERS,
  MIN_CAVERS,
} from '../../src/engine/index.js';
import { parseRecordText } from '../../src/record/record.js';
import { replayRecord } from '../../src/record/replay.js';
import { Session, playerSeat, type TakeBackResult } from '../../src/play/index.js';
import { logText, undoBlockText } from '../../src/ui/playWords.js';
import { end, type Act } from '../helpers/game.js';
import { KEY, lines, renderApp, scenarioSession, unmountAll } from './kit.js';
import { refusalText } from '../../src/words/index.js';

const P1 = playerSeat(1);

/** A take-back's answer as the screen words it: the action, or the reason in words. */
function said(session: Session, r: TakeBackResult): { ok: true; action: Action } | { ok: false; error: string } {
  return r.ok ? { ok: true, action: r.action } : { ok: false, error: undoBlockText(session, r.blocked) };
}

afterEach(unmountAll);

const GAMES = Number(process.env.SUBTERRA_UNDO_GAMES ?? 1000);

/** The oracle: did this step show anything hidden, or end the turn? Read from the engine's events. */
function hiddenSeen(before: GameState, a: Action, events: readonly GameEvent[], after: GameState): boolean {
  if (a.do === 'end' || a.do === 'choose' || after.result !== null) return true;
  if (after.turn !== before.turn) return true;
  return events.some(
    (e) =>
      e.t === 'test' ||
      e.t === 'die' ||
      e.t === 'draw' ||
      e.t === 'reveal' ||
      e.t === 'hazard' ||
      e.t === 'horror-move' ||
      e.t === 'horror-placed' ||
      e.t === 'turn' ||
      e.t === 'round' ||
      e.t === 'phase',
  );
}

/**
 * Deep equality of two states (plain JSON data). States share the parts a step did not change, so
 * shared references are equal at once; everything else is compared value by value.
 */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/** Where two states differ first, for a readable failure. */
function diff(a: unknown, b: unknown, path = 'state'): string {
  if (same(a, b)) return '';
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return `${path}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`;
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const d = diff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
    if (d) return d;
  }
  return path;
}

function expectSame(got: GameState, want: GameState): void {
  if (!same(got, want)) expect(diff(got, want)).toBe('');
}

/** A check in the hot loop (jest's expect costs more than the step it checks). */
function check(ok: boolean, what: () => string): void {
  if (!ok) throw new Error(what());
}

const json = (s: GameState): string => JSON.stringify(s);

function shuffleTeam(rnd: () => number, n: number): CaverId[] {
  const ids = [...CAVER_IDS];
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  return ids.slice(0, n);
}

describe('take back: property over random games', () => {
  test(`${GAMES} random games: undo restores, redo repeats, nothing hidden is ever undone`, () => {
    const totals = { steps: 0, offered: 0, takenBack: 0, refused: 0, chains: 0 };
    for (let g = 0; g < GAMES; g++) {
      const rnd = botRng(`undo-${g}`);
      const n = MIN_CAVERS + Math.floor(rnd() * (MAX_CAVERS - MIN_CAVERS + 1));
      const session = Session.start(
        {
          seed: `undo-${g}`,
          difficulty: DIFFICULTIES[g % DIFFICULTIES.length],
          players: 1,
          cavers: shuffleTeam(rnd, n),
          easy: g % 7 === 0,
        },
        { storage: null },
      );
      if (typeof session === 'string') throw new Error(session);
      // The model: this turn's actions since the last one that showed something hidden.
      let since: { before: GameState; action: Action; after: GameState }[] = [];
      for (let step = 0; step < 3000 && !session.over; step++) {
        const s0 = session.state;
        const a = randomAction(s0, rnd)!;
        const expected = apply(s0, a);
        if (!expected.ok) throw new Error(refusalText(expected.error));
        const res = session.submit(P1, a);
        check(res.ok, () => `refused ${JSON.stringify(a)}: ${JSON.stringify(!res.ok && res.refusal)}`);
        totals.steps += 1;
        const a1 = session.state;
        expectSame(a1, expected.state);
        if (hiddenSeen(s0, a, expected.events, expected.state)) since = [];
        else since.push({ before: s0, action: a, after: a1 });
        const offer = session.takeBackOffer(P1);
        // Offered exactly when the model says so, and always the last action that stands.
        check(
          offer.ok === since.length > 0,
          () => `game ${g} step ${step}: ${JSON.stringify(a)} offered ${JSON.stringify(offer)}, model ${since.length}`,
        );
        if (!offer.ok) {
          totals.refused += 1;
          continue;
        }
        totals.offered += 1;
        check(
          offer.action === a,
          () => `offered ${JSON.stringify(offer.action)}, not the last action ${JSON.stringify(a)}`,
        );
        // Take back as far as the model allows (sometimes), or just the last one; then redo all.
        const depth = rnd() < 0.2 ? since.length : 1;
        if (depth > 1) totals.chains += 1;
        const actionsBefore = session.record.actions.length;
        for (let k = 1; k <= depth; k++) {
          const item = since[since.length - k];
          const back = session.takeBack(P1);
          check(back.ok && back.action === item.action, () => `take back ${k}: ${JSON.stringify(back)}`);
          totals.takenBack += 1;
          // The exact state before the action, and the record without it.
          expectSame(session.state, item.before);
          check(session.record.actions.length === actionsBefore - k, () => 'the record kept a taken-back action');
        }
        // Past the model's list nothing more may be taken back.
        if (depth === since.length) check(!session.takeBackOffer(P1).ok, () => 'offered past something hidden');
        for (let k = depth; k >= 1; k--) {
          const item = since[since.length - k];
          check(session.submit(P1, item.action).ok, () => 'redo refused');
          // Doing it again gives exactly what it gave the first time.
          expectSame(session.state, item.after);
        }
        const again = session.takeBackOffer(P1);
        check(again.ok && again.action === a, () => 'after redo, the last action is not offered');
      }
      expect(session.over).toBe(true);
      // The record holds only the actions that stand: it replays to the same final state.
      const replayed = replayRecord(session.record);
      expect(replayed.ok && json(replayed.state)).toBe(json(session.state));
    }
    console.log(
      `take back: ${GAMES} games, ${totals.steps} steps, offered after ${totals.offered}, refused after ${totals.refused}, ${totals.takenBack} taken back (${totals.chains} chains)`,
    );
    // The property was exercised both ways, often.
    expect(totals.offered).toBeGreaterThan(GAMES * 5);
    expect(totals.refused).toBeGreaterThan(GAMES * 5);
    expect(totals.chains).toBeGreaterThan(GAMES / 4);
  });
});

// A fixed cave: scout, medic, leader, bodyguard; an empty cross north of the Start, water east.
const CAVE = {
  cavers: ['scout', 'medic', 'leader', 'bodyguard'] as CaverId[],
  tiles: ['empty:X', 'empty:X', 'water:I', 'gas:L', 'empty:T', 'exit:D'],
  hazards: ['tremor', 'flood'],
  dice: [5, 5, 5, 5, 5, 5],
};
const REVEALED: Act[] = [
  { caver: 'scout', do: 'reveal', dir: 'N', open: 'NESW' },
  { caver: 'scout', do: 'reveal', dir: 'E', open: 'NESW' },
  end('scout'),
];

describe('take back: the rules of what may be taken back', () => {
  test('a move, a run, a heal, exert and a Direct of a move are taken back; the state is the one before', () => {
    const session = scenarioSession(CAVE, REVEALED);
    const start = json(session.state);
    const acts: Action[] = [
      { caver: 'medic', do: 'move', dir: 'N' },
      { caver: 'medic', do: 'exert' },
      { caver: 'medic', do: 'heal', target: 'medic' },
    ];
    for (const a of acts) expect(session.submit(P1, a).ok).toBe(true);
    for (const a of [...acts].reverse()) expect(said(session, session.takeBack(P1))).toEqual({ ok: true, action: a });
    expect(json(session.state)).toBe(start);
    expect(said(session, session.takeBack(P1))).toEqual({ ok: false, error: 'nothing more to take back this turn' });
    expect(session.submit(P1, { caver: 'medic', do: 'run', path: ['N', 'S', 'E'] }).ok).toBe(true);
    expect(session.takeBack(P1).ok).toBe(true);
    expect(json(session.state)).toBe(start);
    expect(session.submit(P1, end('medic') as Action).ok).toBe(true);
    const leaderTurn = json(session.state);
    expect(
      session.submit(P1, { caver: 'leader', do: 'direct', target: 'bodyguard', action: { do: 'move', dir: 'E' } }).ok,
    ).toBe(true);
    expect(session.takeBack(P1).ok).toBe(true);
    expect(json(session.state)).toBe(leaderTurn);
  });

  test('an Explore, a Reveal, a test, an end of turn cannot be taken back, and the reason is given', () => {
    const session = scenarioSession(CAVE);
    expect(said(session, session.takeBackOffer(P1))).toEqual({ ok: false, error: 'nothing has been done this turn' });
    expect(session.submit(P1, { caver: 'scout', do: 'reveal', dir: 'N', open: 'NESW' }).ok).toBe(true);
    expect(said(session, session.takeBack(P1))).toEqual({
      ok: false,
      error: 'Scout (2) reveals to the north: a tile was drawn',
    });
    expect(session.submit(P1, { caver: 'scout', do: 'move', dir: 'N' }).ok).toBe(true);
    // The move after it can go; the Reveal before it stays.
    expect(session.takeBack(P1).ok).toBe(true);
    expect(said(session, session.takeBack(P1))).toEqual({
      ok: false,
      error: 'Scout (2) reveals to the north: a tile was drawn',
    });
    expect(session.submit(P1, { caver: 'scout', do: 'exert' }).ok).toBe(true);
    expect(session.submit(P1, end('scout') as Action).ok).toBe(true);
    // The next caver's turn: the end (and its exert test) is behind it.
    expect(said(session, session.takeBack(P1))).toEqual({ ok: false, error: 'nothing has been done this turn' });
    expect(session.submit(P1, { caver: 'medic', do: 'move', dir: 'N' }).ok).toBe(true);
    expect(session.submit(P1, { caver: 'medic', do: 'explore', dir: 'N', open: 'NESW' }).ok).toBe(true);
    expect(said(session, session.takeBack(P1))).toEqual({
      ok: false,
      error: 'Medic (6) explores north: a tile was drawn',
    });
  });

  test('a Hide rolls a die: it cannot be taken back', () => {
    const session = scenarioSession(CAVE, REVEALED);
    expect(session.submit(P1, { caver: 'medic', do: 'hide' }).ok).toBe(true);
    expect(said(session, session.takeBack(P1))).toEqual({
      ok: false,
      error: 'Medic (6) tries to hide: a die was rolled (the Hide test)',
    });
  });

  test('a third Hide in a row passes without a die, but a test was taken: it cannot be taken back either', () => {
    const session = scenarioSession(CAVE, REVEALED);
    const round = (acts: Act[]) => {
      for (const a of acts) expect(session.submit(P1, a as Action).ok).toBe(true);
    };
    round([{ caver: 'medic', do: 'hide' }, end('medic'), end('leader'), end('bodyguard')]);
    round([{ caver: 'medic', do: 'hide' }, end('medic'), end('leader'), end('bodyguard'), end('scout')]);
    round([end('leader'), end('bodyguard'), end('scout'), { caver: 'medic', do: 'hide' }]);
    expect(logText(session.log).join('\n')).toContain('Medic (6) tests against hiding: automatic → success');
    expect(said(session, session.takeBack(P1))).toEqual({
      ok: false,
      error: 'Medic (6) tries to hide: the Hide test was taken',
    });
  });

  test('taken back, the save loses the action; resumed, what could be taken back still can', () => {
    const home = mkdtempSync(join(tmpdir(), 'subterra-undo-'));
    try {
      const storage = { env: { SUBTERRA_HOME: home } };
      const session = Session.start(
        {
          seed: 'undo-save',
          difficulty: 'normal',
          players: 1,
          cavers: CAVE.cavers,
          easy: false,
          setup: { tiles: CAVE.tiles, hazards: CAVE.hazards, dice: CAVE.dice },
        },
        { storage },
      );
      if (typeof session === 'string') throw new Error(session);
      for (const a of REVEALED) expect(session.submit(P1, a as Action).ok).toBe(true);
      expect(session.submit(P1, { caver: 'medic', do: 'move', dir: 'N' }).ok).toBe(true);
      expect(session.submit(P1, { caver: 'medic', do: 'move', dir: 'S' }).ok).toBe(true);
      const saved = (): Action[] => {
        const r = parseRecordText(readFileSync(session.savedTo!, 'utf8'));
        if (!r.ok) throw new Error(r.error);
        return r.value.actions;
      };
      expect(saved()).toHaveLength(5);
      expect(session.takeBack(P1).ok).toBe(true);
      expect(saved()).toHaveLength(4);
      expect(saved()[3]).toEqual({ caver: 'medic', do: 'move', dir: 'N' });
      // Left and resumed: the move north can still be taken back, the Reveals before it cannot.
      const again = Session.resume(readFileSync(session.savedTo!, 'utf8'), null);
      if (typeof again === 'string') throw new Error(again);
      expect(said(again, again.takeBackOffer(P1))).toEqual({
        ok: true,
        action: { caver: 'medic', do: 'move', dir: 'N' },
      });
      expect(again.takeBack(P1).ok).toBe(true);
      expect(said(again, again.takeBack(P1))).toEqual({ ok: false, error: 'nothing more to take back this turn' });
      // Left with a tile drawn: it is drawn again on resuming, and nothing before it can be taken back.
      expect(session.submit(P1, { caver: 'medic', do: 'draw', kind: 'explore', dir: 'N' } as Action).ok).toBe(true);
      const drawn = Session.resume(readFileSync(session.savedTo!, 'utf8'), null);
      if (typeof drawn === 'string') throw new Error(drawn);
      expect(drawn.state.drawn).not.toBeNull();
      expect(said(drawn, drawn.takeBackOffer(P1))).toEqual({ ok: false, error: 'a tile is drawn: it must be placed' });
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

describe('take back: the key', () => {
  test('U takes back a move and the log says so, once; U again says why nothing more can be', async () => {
    const session = scenarioSession(CAVE, REVEALED);
    const sc = renderApp(session);
    await sc.press(KEY.up);
    expect(session.record.actions).toHaveLength(4);
    await sc.press('U');
    let f = lines(sc.frame());
    expect(session.record.actions).toHaveLength(3);
    expect(f.slice(18, 22).join('\n')).toContain('Taken back: Medic (6) moves north');
    // Said in the log only: the status line does not say it again (nothing more to offer here).
    expect(f.filter((l) => l.includes('Taken back'))).toHaveLength(1);
    expect(f[23]).toBe('');
    await sc.press('U');
    f = lines(sc.frame());
    expect(f[23]).toBe('Cannot take back: nothing more to take back this turn');
  });

  test('Ctrl+Z does the same; a tile shown for placing cannot be taken back', async () => {
    const session = scenarioSession(CAVE, REVEALED);
    const sc = renderApp(session);
    await sc.press(KEY.up, KEY.down);
    expect(session.record.actions).toHaveLength(5);
    await sc.press('\x1a');
    expect(session.record.actions).toHaveLength(4);
    const f = lines(sc.frame());
    expect(f[23]).toBe('U again: Medic (6) moves north');
    expect(f.filter((l) => l.includes('Taken back: Medic (6) moves south'))).toHaveLength(1);
    await sc.press('x', KEY.up);
    await sc.press('U');
    expect(session.record.actions).toHaveLength(4);
    expect(lines(sc.frame())[23]).toMatch(/^The tile is drawn/);
  });
});
