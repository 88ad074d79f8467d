// Key routing as a pure function (input/route.ts): each gate takes its keys before the ones below
// it (help over the history over the guide over a hand-over over look mode over the end screen over
// the theme keys over watching over the table's keys over the phases' steps over the advisor's
// cavers over the controller), the effects are data, and the state given is never changed.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AI_SEAT, playerSeat, Session } from '../../src/play/index.js';
import type { Guide, GuideVerdict } from '../../src/ui/guide.js';
import { IDLE } from '../../src/ui/input/mode.js';
import { MSG } from '../../src/ui/input/prompts.js';
import { type Effect, route, type RouteContext } from '../../src/ui/input/route.js';
import { handOverDue, initialUi, type TableUi } from '../../src/ui/screenState.js';
import { makeTheme } from '../../src/ui/theme.js';
import { K } from './kit.js';

const CTX: RouteContext = { cols: 100, rows: 30, small: false, advisor: true };
const TEAM = ['scout', 'medic', 'leader', 'diver'] as const;

function game(players = 1): Session {
  const s = Session.start({ seed: 'route-1', difficulty: 'normal', players, cavers: [...TEAM], easy: false });
  if (typeof s === 'string') throw new Error(s);
  return s;
}

function finished(): Session {
  const text = readFileSync(join(process.cwd(), 'test', 'fixtures', 'games', 'bronze-normal-4.json'), 'utf8');
  const s = Session.resume(text, null);
  if (typeof s === 'string') throw new Error(s);
  return s;
}

function ui(session: Session | null, over: Partial<TableUi> = {}): TableUi {
  return { ...initialUi({ session, theme: makeTheme(false) }), ...over };
}

/** A guide that stops every key (or lets every key through) with the verdict given. */
function guide(verdict: GuideVerdict): Guide & { judged: number } {
  const g = {
    judged: 0,
    guides: () => true,
    judge: () => {
      g.judged += 1;
      return verdict;
    },
    heed: () => {},
    sync: () => false,
    lines: () => [],
    hint: () => '',
  };
  return g;
}
const STOPS = (): Guide & { judged: number } => guide({ pass: false, msg: 'Not that key', next: false });

/** A playback of one step (the game's own state as its frame). */
function playing(s: Session): TableUi['playback'] {
  return {
    steps: [
      { lines: [], frame: s.state, marks: [], card: null },
      { lines: [], frame: s.state, marks: [], card: null },
    ],
    idx: 0,
  };
}

const kinds = (effects: readonly Effect[]): string[] => effects.map((e) => e.t);

describe('the order of the gates', () => {
  test('Ctrl+C leaves over everything: help, a small terminal, a hand-over', () => {
    const ctrlC = { input: 'c', key: { ctrl: true } };
    expect(kinds(route(ui(game(), { help: 2 }), ctrlC, CTX).effects)).toEqual(['leave']);
    expect(kinds(route(ui(game()), ctrlC, { ...CTX, small: true }).effects)).toEqual(['leave']);
    expect(kinds(route(ui(game(2), { handover: 2 }), ctrlC, CTX).effects)).toEqual(['leave']);
  });

  test('a terminal too small: only q, which leaves', () => {
    const u = ui(game());
    expect(kinds(route(u, K.ch('q'), { ...CTX, small: true }).effects)).toEqual(['leave']);
    const r = route(u, K.ch('?'), { ...CTX, small: true });
    expect(r.effects).toEqual([]);
    expect(r.ui.help).toBeNull();
  });

  test('help over the guide: help reads the key, the guide is not asked', () => {
    const g = STOPS();
    const r = route(ui(game(), { help: 0 }), K.right, { ...CTX, guide: g });
    expect(r.ui.help).toBe(1);
    expect(g.judged).toBe(0);
    expect(route(ui(game(), { help: 3 }), K.ch('x'), { ...CTX, guide: g }).ui.help).toBeNull();
  });

  test('the history over the guide: its keys scroll and close it, and the guide does not judge them (issue 28)', () => {
    const s = game();
    for (let i = 0; i < 3; i++) s.submit(playerSeat(1), { caver: 'scout', do: 'end' });
    const g = STOPS();
    const scrolled = route(ui(s, { history: 0 }), K.up, { ...CTX, guide: g });
    expect(scrolled.ui.history).toBe(0); // still open (the log is shorter than a page)
    expect(scrolled.ui.guideSaid).toBeNull();
    expect(scrolled.effects).toEqual([]);
    const closed = route(ui(s, { history: 0 }), K.esc, { ...CTX, guide: g });
    expect(closed.ui.history).toBeNull();
    expect(closed.effects).toEqual([]);
    expect(g.judged).toBe(0);
    // With the history closed, the guide judges the key first.
    expect(route(ui(s), K.up, { ...CTX, guide: g }).ui.guideSaid).toBe('Not that key');
  });

  test('the history over a hand-over: Enter closes the history and takes no keyboard while the history is open', () => {
    const r = route(ui(game(2), { history: 0, handover: 2 }), K.enter, CTX);
    expect(r.ui.history).toBeNull();
    expect(r.ui.handover).toBe(2);
    expect(r.ui.player).toBeNull();
  });

  test('a hand-over over look mode and the game: Enter takes the keyboard; game keys do nothing; q, ? and P work', () => {
    const s = game(2);
    const u = ui(s, { handover: 1, look: [0, 0] });
    const taken = route(u, K.enter, CTX);
    expect(taken.ui.player).toBe(1);
    expect(taken.ui.handover).toBeNull();
    expect(taken.ui.look).toEqual([0, 0]);
    for (const k of [K.up, K.ch('x'), K.ch('U')])
      expect(route(u, k, CTX)).toEqual({ ui: { ...u, guideSaid: null }, effects: [] });
    expect(kinds(route(u, K.ch('q'), CTX).effects)).toEqual(['leave']);
    expect(route(u, K.ch('?'), CTX).ui.help).toBe(0);
    expect(route(u, K.ch('P'), CTX).ui.history).toBe(0);
  });

  test('look mode over the end screen: the cursor takes the key, not r or q', () => {
    const s = finished();
    const u = ui(s, { look: [0, 0] });
    const r = route(u, K.ch('r'), CTX);
    expect(r.effects).toEqual([]);
    expect(route(u, K.esc, CTX).ui.look).toBeNull();
  });

  test('the end screen: r the same game, n a new seed, P the history, q or Esc leave; the theme key does nothing there', () => {
    const s = finished();
    const u = ui(s);
    const again = route(u, K.ch('r'), CTX).effects;
    expect(again).toEqual([
      {
        t: 'begin',
        game: {
          seed: s.record.seed,
          difficulty: s.record.difficulty,
          players: s.record.players,
          cavers: s.record.cavers,
          easy: s.record.easy === true,
        },
        freshSeed: false,
      },
    ]);
    expect(route(u, K.ch('n'), CTX).effects).toMatchObject([{ t: 'begin', freshSeed: true }]);
    expect(route(u, K.ch('P'), CTX).ui.history).toBe(0);
    expect(kinds(route(u, K.ch('q'), CTX).effects)).toEqual(['leave']);
    expect(kinds(route(u, K.esc, CTX).effects)).toEqual(['leave']);
    expect(route(u, K.ch('t'), CTX).ui.theme).toBe(u.theme);
  });

  test('the theme key over watching, and watching over the table keys: Space pauses, T takes over', () => {
    const s = game();
    const u = ui(s, { pilot: { watching: true, paused: false, pace: 2, step: false } });
    const t = route(u, K.ch('t'), CTX);
    expect(t.ui.theme.name).not.toBe(u.theme.name);
    expect(t.effects).toEqual([{ t: 'look', theme: t.ui.theme.name, zoom: 'auto' }]);
    expect(route(u, K.space, CTX).ui.pilot.paused).toBe(true);
    const taken = route(u, K.ch('T'), CTX);
    expect(taken.effects).toEqual([{ t: 'hand-all', toAdvisor: false }]);
    expect(taken.ui.pilot.watching).toBe(false);
    // Paused, s is one step (not the controller's Sprint).
    const paused = route(u, K.space, CTX).ui;
    const step = route(paused, K.ch('s'), CTX);
    expect(step.ui.pilot.step).toBe(true);
    expect(step.ui.mode).toEqual(IDLE);
    // M while watching: the advisor already plays every caver.
    expect(route(u, K.ch('M'), CTX).ui.msg).toBe('The advisor plays every caver: T takes the game over');
  });

  test('the table keys over the phases shown step by step; undo and the hint wait for them', () => {
    const s = game();
    const u = ui(s, { playback: playing(s) });
    expect(route(u, K.ch('?'), CTX).ui.help).toBe(0);
    expect(route(u, K.ch('H'), CTX).ui.hunts).toBe(true);
    const undo = route(u, K.ch('U'), CTX);
    expect(undo.effects).toEqual([]);
    expect(undo.ui.playback).toEqual(u.playback);
    expect(route(u, K.ch('I'), CTX).effects).toEqual([]);
    // Without the phases: the same keys act.
    expect(kinds(route(ui(s), K.ch('U'), CTX).effects)).toEqual(['take-back']);
    expect(kinds(route(ui(s), K.ch('I'), CTX).effects)).toEqual(['hint']);
  });

  test('the phases over the game: Space and Enter step on, Esc skips, nothing else reaches the controller', () => {
    const s = game();
    const u = ui(s, { playback: playing(s) });
    expect(route(u, K.space, CTX).ui.playback?.idx).toBe(1);
    expect(route({ ...u, playback: { ...u.playback!, idx: 1 } }, K.enter, CTX).ui.playback).toBeNull();
    expect(route(u, K.esc, CTX).ui.playback).toBeNull();
    const up = route(u, K.up, CTX);
    expect(up.effects).toEqual([]);
    expect(up.ui.mode).toBe(u.mode);
  });

  test("the advisor's caver over the controller: the player's keys for it are refused, with why", () => {
    const s = game();
    s.hand('scout', AI_SEAT);
    const r = route(ui(s), K.ch('.'), CTX);
    expect(r.effects).toEqual([]);
    expect(r.ui.msg).toBe('The advisor plays Scout (2) · M gives it back to you');
  });

  test('the controller last: a key that makes an action submits it, the prompt kept', () => {
    const s = game();
    const r = route(ui(s), K.ch('.'), CTX);
    expect(r.effects).toEqual([{ t: 'submit', action: { caver: 'scout', do: 'end' }, keepMode: true }]);
    // A key that opens a prompt: the prompt, no effect.
    const x = route(ui(s), K.ch('x'), CTX);
    expect(x.effects).toEqual([]);
    expect(x.ui.mode).not.toEqual(IDLE);
  });
});

describe('the table keys', () => {
  test('M hands the acting caver to the advisor, or gives it back, and says so', () => {
    const s = game();
    const r = route(ui(s), K.ch('M'), CTX);
    expect(r.effects).toEqual([{ t: 'hand', caver: 'scout', toAdvisor: true }]);
    expect(r.ui.msg).toBe('The advisor plays Scout (2) (M again: back to you)');
    s.hand('scout', AI_SEAT);
    const back = route(r.ui, K.ch('M'), CTX);
    expect(back.effects).toEqual([{ t: 'hand', caver: 'scout', toAdvisor: false }]);
    expect(back.ui.msg).toBe('Scout (2) is yours again');
  });

  test('U with a tile shown for placing: it has been seen, nothing is taken back', () => {
    const s = game();
    const r = route(ui(s, { mode: { m: 'orient', kind: 'reveal', dir: 'N', variant: 0, turn: 0 } }), K.ch('U'), CTX);
    expect(r.effects).toEqual([]);
    expect(r.ui.msg).toBe(MSG.tileDrawn);
  });

  test('A turns automatic steps on and asks for it to be remembered', () => {
    const r = route(ui(game()), K.ch('A'), CTX);
    expect(r.ui.auto).toBe(true);
    expect(r.effects).toEqual([{ t: 'auto', auto: true }]);
  });
});

describe('pure', () => {
  test('the state given is never changed (frozen, it routes all the same), and a new one is returned', () => {
    const s = game();
    for (const over of [
      {},
      { help: 0 },
      { history: 0 },
      { look: [0, 0] as [number, number] },
      { playback: playing(s) },
    ]) {
      const u = Object.freeze(ui(s, over));
      for (const k of [K.ch('x'), K.up, K.enter, K.esc, K.ch('t'), K.ch('A'), K.ch('M'), K.ch('?'), K.ch('H')]) {
        const r = route(u, k, CTX);
        expect(r.ui).not.toBe(u);
      }
    }
    // The game itself is untouched by routing.
    expect(s.record.actions).toEqual([]);
    expect(s.caversOf(AI_SEAT)).toEqual([]);
  });

  test('a hot-seat hand-over falls due when the turn passes to the other player', () => {
    const s = game(2);
    const first = handOverDue(ui(s));
    expect(first.handover).toBe(1);
    const p1 = { ...first, handover: null, player: 1 };
    expect(handOverDue(p1)).toBe(p1);
    s.submit(playerSeat(1), { caver: 'scout', do: 'end' });
    s.submit(playerSeat(1), { caver: 'medic', do: 'end' });
    expect(handOverDue(p1).handover).toBe(2);
    // Not while the advisor plays that caver.
    s.hand('leader', AI_SEAT);
    expect(handOverDue(p1)).toBe(p1);
  });
});
