// The play layer's session, with no screen: seats and who may act for whom, refusals as codes,
// taking back under the honesty rule (and only by the seat that acted), the save after every
// action and the game resumed from it, the log as data, and listeners told of every change.
import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Action, apply, type CaverId, stateHash } from '../../src/engine/index.js';
import {
  AI_SEAT,
  type Change,
  hotSeat,
  playbackSteps,
  playerSeat,
  Session,
  shownInSteps,
} from '../../src/play/index.js';
import { parseRecordText } from '../../src/record/record.js';
import { record, type Act, type Scenario } from '../helpers/game.js';

const P1 = playerSeat(1);
const P2 = playerSeat(2);

// Scout, Medic, Leader, Bodyguard; an empty cross north of the Start, water east.
const CAVE: Scenario = {
  cavers: ['scout', 'medic', 'leader', 'bodyguard'],
  tiles: ['empty:X', 'empty:X', 'water:I', 'gas:L', 'empty:T', 'exit:D'],
  hazards: ['tremor', 'flood'],
  dice: [5, 5, 5, 5, 5, 5],
};
const end = (caver: CaverId): Action => ({ caver, do: 'end' });
const REVEALED: Act[] = [
  { caver: 'scout', do: 'reveal', dir: 'N', open: 'NESW' },
  { caver: 'scout', do: 'reveal', dir: 'E', open: 'NESW' },
  { caver: 'scout', do: 'end' },
];

/** A session from a scenario and the actions so far (not saved). */
function resumed(sc: Scenario, acts: Act[] = [], players = 1): Session {
  const s = Session.resume(JSON.stringify(record({ ...sc, players }, acts)), null);
  if (typeof s === 'string') throw new Error(s);
  return s;
}

function started(sc: Scenario, opts: Parameters<typeof Session.start>[1] = {}): Session {
  const r = record(sc);
  const s = Session.start(
    { seed: r.seed, difficulty: r.difficulty, players: r.players, cavers: r.cavers, easy: false, setup: r.setup },
    opts,
  );
  if (typeof s === 'string') throw new Error(s);
  return s;
}

const MOVE_N: Action = { caver: 'medic', do: 'move', dir: 'N' };

describe('seats', () => {
  test('the hot-seat players are seats: each holds the cavers the rules give that player, the AI none', () => {
    // Two players, four cavers: player 1 the first two, player 2 the last two (RULES.md §2).
    const s = resumed(CAVE, [], 2);
    expect(s.seating.seats.map((x) => [x.id, x.kind, x.player])).toEqual([
      [P1, 'local', 1],
      [P2, 'local', 2],
      [AI_SEAT, 'ai', null],
    ]);
    expect(s.caversOf(P1)).toEqual(['scout', 'medic']);
    expect(s.caversOf(P2)).toEqual(['leader', 'bodyguard']);
    expect(s.caversOf(AI_SEAT)).toEqual([]);
    expect(s.holderOf('leader')?.id).toBe(P2);
    expect(s.holderOf('diver')).toBeNull();
    expect(hotSeat(1, CAVE.cavers).holders).toEqual({ scout: P1, medic: P1, leader: P1, bodyguard: P1 });
  });

  test('whose decision it is, and what each seat may do now', () => {
    const s = resumed(CAVE, REVEALED, 2);
    const w = s.waitingFor();
    expect(w).toMatchObject({ caver: 'medic', seat: { id: P1 }, choice: null });
    expect(s.legalFor(P1).length).toBeGreaterThan(0);
    expect(s.legalFor(P1).every((a) => a.caver === 'medic')).toBe(true);
    expect(s.legalFor(P2)).toEqual([]);
    expect(s.legalFor(AI_SEAT)).toEqual([]);
  });

  test("a caver handed to another seat is that seat's: the old holder is refused, the new one plays", () => {
    const s = resumed(CAVE, REVEALED);
    s.sit({ id: 'remote-7', kind: 'remote', player: 2 });
    expect(s.hand('medic', 'remote-7')).toBe(true);
    expect(s.hand('medic', 'nobody')).toBe(false);
    expect(s.hand('diver', P1)).toBe(false);
    expect(s.submit(P1, MOVE_N)).toEqual({
      ok: false,
      refusal: { code: 'not-your-caver', caver: 'medic', holder: 'remote-7' },
    });
    expect(s.submit('remote-7', MOVE_N).ok).toBe(true);
    expect(s.waitingFor()?.seat.id).toBe('remote-7');
  });
});

describe('submit: applied, or refused with a reason as data', () => {
  test('applied: its events, the frames for the phases step by step, the new state; the record and the version follow', () => {
    const s = resumed(CAVE, REVEALED);
    const before = s.state;
    const res = s.submit(P1, MOVE_N);
    if (!res.ok) throw new Error(JSON.stringify(res.refusal));
    const want = apply(before, MOVE_N);
    expect(want.ok && want.events).toEqual(res.events);
    expect(res.frames).toHaveLength(res.events.length);
    expect(res.before).toBe(before);
    expect(res.state).toBe(s.state);
    expect(stateHash(s.state)).toBe(want.ok && stateHash(want.state));
    expect(res.playback).toEqual([]);
    expect(res.version).toBe(1);
    expect(s.version).toBe(1);
    expect(s.record.actions.at(-1)).toEqual(MOVE_N);
    expect(s.record.ai).toBeUndefined();
  });

  test('refused: by the rules (their reason, passed on as it is), a wrong seat, no such seat, a stale action, a game over', () => {
    const s = resumed(CAVE, REVEALED, 2);
    const illegal: Action = { caver: 'medic', do: 'move', dir: 'W' };
    const why = apply(s.state, illegal);
    expect(why.ok).toBe(false);
    expect(s.submit(P1, illegal)).toEqual({ ok: false, refusal: { code: 'rules', error: !why.ok && why.error } });
    expect(s.submit(P2, MOVE_N)).toEqual({
      ok: false,
      refusal: { code: 'not-your-caver', caver: 'medic', holder: P1 },
    });
    expect(s.submit('p9', MOVE_N)).toEqual({ ok: false, refusal: { code: 'no-such-seat', seat: 'p9' } });
    expect(s.submit(P1, MOVE_N, { at: 3 })).toEqual({ ok: false, refusal: { code: 'stale', at: 3, version: 0 } });
    // Nothing refused changed anything.
    expect(s.record.actions).toHaveLength(REVEALED.length);
    expect(s.version).toBe(0);
    // A finished game takes nothing more.
    const over = Session.resume(readFileSync(join('test', 'fixtures', 'games', 'bronze-normal-4.json'), 'utf8'), null);
    if (typeof over === 'string') throw new Error(over);
    expect(over.over).toBe(true);
    expect(over.submit(P1, end(over.record.cavers[0]))).toEqual({ ok: false, refusal: { code: 'game-over' } });
  });

  test('two seats act for one caver at once: exactly one is applied, the other refused with the reason', () => {
    // Two players' clients send the same step for the Medic, both having seen the same position.
    const s = resumed(CAVE, REVEALED, 2);
    const at = s.version;
    const results = [s.submit(P2, MOVE_N, { at }), s.submit(P1, MOVE_N, { at })];
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results[0]).toEqual({ ok: false, refusal: { code: 'not-your-caver', caver: 'medic', holder: P1 } });
    expect(s.record.actions.slice(REVEALED.length)).toEqual([MOVE_N]);
    // The holder's two clients send it at once: the second was meant for a position the game has left.
    const again = { caver: 'medic', do: 'move', dir: 'S' } as Action;
    const v = s.version;
    const twice = [s.submit(P1, again, { at: v }), s.submit(P1, again, { at: v })];
    expect(twice.map((r) => r.ok)).toEqual([true, false]);
    expect(twice[1]).toEqual({ ok: false, refusal: { code: 'stale', at: v, version: v + 1 } });
    expect(s.record.actions.slice(REVEALED.length)).toEqual([MOVE_N, again]);
  });

  test('an action from the AI seat marks the record as played by the AI', () => {
    const s = resumed(CAVE, REVEALED);
    s.hand('medic', AI_SEAT);
    expect(s.submit(AI_SEAT, MOVE_N).ok).toBe(true);
    expect(s.record.ai).toBe(true);
  });
});

describe('taking back under the honesty rule', () => {
  test('a move is taken back by the seat that made it: the exact state before, and the record loses exactly that action', () => {
    const s = resumed(CAVE, REVEALED);
    const start = JSON.stringify(s.state);
    const kept = JSON.stringify(s.record.actions);
    expect(s.submit(P1, MOVE_N).ok).toBe(true);
    expect(s.takeBackOffer(P1)).toEqual({ ok: true, action: MOVE_N });
    expect(s.takeBack(P1)).toEqual({ ok: true, action: MOVE_N });
    expect(JSON.stringify(s.state)).toBe(start);
    expect(JSON.stringify(s.record.actions)).toBe(kept);
    expect(s.takeBack(P1)).toEqual({ ok: false, blocked: { code: 'nothing-more' } });
  });

  test('after a die roll nothing can be taken back: the reason names the action, what was seen and the test', () => {
    const s = resumed(CAVE, REVEALED);
    const hide: Action = { caver: 'medic', do: 'hide' };
    expect(s.submit(P1, hide).ok).toBe(true);
    const res = s.takeBack(P1);
    expect(res).toMatchObject({
      ok: false,
      blocked: { code: 'seen', action: hide, seen: 'die', test: { why: 'hide', rolled: true }, fainted: false },
    });
    // Refused: the game and the record are as they were.
    expect(s.record.actions.at(-1)).toEqual(hide);
    expect(s.takeBackOffer(P1)).toEqual(res);
  });

  test('a tile drawn, or the turn ended, stands', () => {
    const s = resumed(CAVE);
    expect(s.takeBackOffer(P1)).toEqual({ ok: false, blocked: { code: 'nothing-yet' } });
    const reveal: Action = { caver: 'scout', do: 'reveal', dir: 'N', open: 'NESW' };
    expect(s.submit(P1, reveal).ok).toBe(true);
    expect(s.takeBack(P1)).toMatchObject({
      ok: false,
      blocked: { code: 'seen', action: reveal, seen: 'tile', test: null },
    });
    expect(s.submit(P1, end('scout')).ok).toBe(true);
    expect(s.takeBack(P1)).toEqual({ ok: false, blocked: { code: 'nothing-yet' } });
  });

  test('only the seat that acted takes its action back', () => {
    const s = resumed(CAVE, REVEALED, 2);
    expect(s.submit(P1, MOVE_N).ok).toBe(true);
    expect(s.takeBack(P2)).toEqual({ ok: false, blocked: { code: 'not-yours', action: MOVE_N, by: P1 } });
    expect(s.takeBackOffer(P2).ok).toBe(false);
    expect(s.record.actions.at(-1)).toEqual(MOVE_N);
    expect(s.takeBack(P1).ok).toBe(true);
  });

  test('resumed, an action of the turn can be taken back by the seat now holding its caver', () => {
    const s = resumed(CAVE, [...REVEALED, MOVE_N as unknown as Act], 2);
    expect(s.takeBackOffer(P2)).toEqual({ ok: false, blocked: { code: 'not-yours', action: MOVE_N, by: null } });
    expect(s.takeBack(P1)).toEqual({ ok: true, action: MOVE_N });
  });
});

describe('saved after every action, and resumed from the save', () => {
  let home: string | null = null;
  afterEach(() => {
    if (home) rmSync(home, { recursive: true, force: true });
    home = null;
  });

  test('the save follows every action and take-back; resumed, the game, the log and what may be taken back are the same', () => {
    home = mkdtempSync(join(tmpdir(), 'subterra-play-'));
    const storage = { env: { SUBTERRA_HOME: home } };
    const s = started(CAVE, { storage, app: 'test', now: new Date('2026-05-01T10:00:00Z') });
    expect(s.savedTo).not.toBeNull();
    const saved = (): { actions: Action[]; meta: unknown; hashes: unknown } => {
      const r = parseRecordText(readFileSync(s.savedTo!, 'utf8'));
      if (!r.ok) throw new Error(r.error);
      return r.value as never;
    };
    expect(saved().actions).toEqual([]);
    for (const a of [...REVEALED, MOVE_N]) expect(s.submit(P1, a as Action).ok).toBe(true);
    expect(saved().actions).toEqual([...REVEALED, MOVE_N]);
    expect(saved().meta).toMatchObject({ started: '2026-05-01T10:00:00.000Z', round: 1, over: false, result: null });
    expect(s.takeBack(P1).ok).toBe(true);
    expect(saved().actions).toEqual(REVEALED);
    expect(s.submit(P1, MOVE_N).ok).toBe(true);
    // One file, written atomically (no temporary file left beside it).
    expect(readdirSync(join(home, 'games'))).toEqual([s.fileName]);

    const again = Session.resume(readFileSync(s.savedTo!, 'utf8'), s.fileName, { storage });
    if (typeof again === 'string') throw new Error(again);
    expect(stateHash(again.state)).toBe(stateHash(s.state));
    expect(again.fates).toEqual(s.fates);
    expect(again.record.actions).toEqual(s.record.actions);
    // The log rebuilt from the record: the same entries (the live one also holds the take-back), then the resumption.
    const shape = (log: Session['log']) =>
      log.map((e) =>
        e.t === 'action' ? { t: e.t, action: e.action, events: e.events, before: stateHash(e.before) } : e,
      );
    const live = s.log.filter((e) => e.t !== 'taken-back');
    expect(shape(again.log.slice(0, -1))).toEqual(shape(live).map((e) => (e.t === 'action' ? { ...e } : e)));
    expect(again.log.at(-1)).toEqual({ t: 'resumed', round: 1, actions: 4, drawn: null });
    expect(again.takeBackOffer(P1)).toEqual({ ok: true, action: MOVE_N });
    // Played on, it saves to the same file.
    expect(again.submit(P1, { caver: 'medic', do: 'move', dir: 'S' }).ok).toBe(true);
    expect(saved().actions).toHaveLength(5);
  });

  test('the log as data: the start, each action with its events and the state it was taken in, a take-back', () => {
    const s = started(CAVE);
    expect(s.log.map((e) => e.t)).toEqual(['start']);
    const before = s.state;
    const reveal: Action = { caver: 'scout', do: 'reveal', dir: 'N', open: 'NESW' };
    const res = s.submit(P1, reveal);
    if (!res.ok) throw new Error('refused');
    expect(s.log.at(-1)).toEqual({ t: 'action', action: reveal, seat: P1, events: res.events, before });
    expect(s.submit(P1, { caver: 'scout', do: 'move', dir: 'N' }).ok).toBe(true);
    expect(s.takeBack(P1).ok).toBe(true);
    expect(s.log.map((e) => e.t)).toEqual(['start', 'action', 'taken-back']);
    expect(s.log.at(-1)).toEqual({ t: 'taken-back', action: { caver: 'scout', do: 'move', dir: 'N' }, seat: P1 });
  });
});

describe('listeners', () => {
  test('told of every action applied (action, events, frames, new state), every take-back and every change of seats, until they stop', () => {
    const s = resumed(CAVE, REVEALED);
    const seen: Change[] = [];
    const stop = s.subscribe((c) => seen.push(c));
    const res = s.submit(P1, MOVE_N);
    expect(s.submit(P1, { caver: 'medic', do: 'move', dir: 'W' }).ok).toBe(false);
    s.takeBack(P1);
    s.hand('scout', AI_SEAT);
    expect(seen.map((c) => c.t)).toEqual(['applied', 'taken-back', 'seating']);
    const [applied, back, seats] = seen;
    if (applied.t !== 'applied' || !res.ok) throw new Error('not applied');
    expect(applied).toMatchObject({ seat: P1, action: MOVE_N, events: res.events, frames: res.frames, version: 1 });
    expect(applied.state).toBe(res.state);
    expect(back).toMatchObject({ t: 'taken-back', seat: P1, action: MOVE_N, version: 2 });
    expect(back.t === 'taken-back' && back.state).toBe(s.state);
    expect(seats.t === 'seating' && seats.seating.holders.scout).toBe(AI_SEAT);
    stop();
    s.submit(P1, MOVE_N);
    expect(seen).toHaveLength(3);
  });
});

describe('the phases step by step, as data', () => {
  test('the last end of a round: steps of events (a quiet phase marked), each with its board, ending before the next turn', () => {
    // Round 1: the scout reveals a horror tile north; the hazard is a Horror card: a horror appears there.
    const s = resumed(
      {
        cavers: ['scout', 'medic', 'leader', 'diver'],
        tiles: ['horror:D', 'water:I', 'empty:X'],
        hazards: ['horror', 'flood', 'tremor'],
        dice: [6, 6, 6, 6, 6, 6],
      },
      [
        { caver: 'scout', do: 'reveal', dir: 'N', open: 'S' },
        { caver: 'scout', do: 'end' },
        { caver: 'medic', do: 'explore', dir: 'E', open: 'EW' },
        { caver: 'medic', do: 'end' },
        { caver: 'leader', do: 'end' },
      ],
    );
    const res = s.submit(P1, end('diver'));
    if (!res.ok) throw new Error('refused');
    expect(res.playback.length).toBeGreaterThanOrEqual(2);
    const lines = res.playback.flatMap((st) => st.lines);
    // The horror phase had nothing in it: its heading says so; the hazard card is an event of its own.
    expect(lines[0]).toEqual({ event: { t: 'phase', phase: 'horror' }, quiet: true });
    expect(lines.some((l) => l.event.t === 'hazard' && l.event.card === 'horror')).toBe(true);
    expect(lines.every((l) => shownInSteps(l.event))).toBe(true);
    expect(lines.some((l) => l.event.t === 'turn')).toBe(false);
    for (const st of res.playback) expect(res.frames).toContain(st.frame);
    expect(playbackSteps(res.events, res.frames)).toEqual(res.playback);
  });
});
