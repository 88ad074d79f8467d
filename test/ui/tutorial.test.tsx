// The tutorial: its fixed decks and dice still make every situation its lessons talk about (a rules
// change that breaks a lesson fails here); it is played through to its end by key presses at 80×24,
// refusing other keys with a reason; it can be left and resumed; and it is not among the games.
import { afterEach, describe, expect, test } from '@jest/globals';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apply, type GameEvent, newGame } from '../../src/engine/index.js';
import { parseRecordText, recordOptions } from '../../src/record/record.js';
import { listGames } from '../../src/record/library.js';
import { runMain } from '../helpers/main.js';
import { keyBytes, keysFor } from '../../src/ui/input/keysFor.js';
import { wrap } from '../../src/ui/layout.js';
import { tutorialSession, TUTORIAL_FILE } from '../../src/ui/launchTutorial.js';
import { Session, playerSeat } from '../../src/play/index.js';
import { actionsBefore, stepAfter, stepText, Tutorial } from '../../src/ui/tutorial/guide.js';
import { TUTORIAL_SEED, TUTORIAL_SETUP, TUTORIAL_STEPS, TUTORIAL_TEAM } from '../../src/ui/tutorial/script.js';
import { record } from '../helpers/game.js';
import { KEY, lines, tutorialApp, unmountAll, type Screen } from './kit.js';
import { refusalText } from '../../src/words/index.js';

const P1 = playerSeat(1);

afterEach(unmountAll);

const SCENARIO = { cavers: [...TUTORIAL_TEAM], seed: TUTORIAL_SEED, ...TUTORIAL_SETUP };

describe("the tutorial's cave makes each lesson's situation", () => {
  test("every step's action is legal where it comes, and every expectation holds, to Gold", () => {
    const start = newGame(recordOptions(record(SCENARIO)));
    if (!start.ok) throw new Error(refusalText(start.error));
    let s = start.state;
    let checked = 0;
    for (const [i, step] of TUTORIAL_STEPS.entries()) {
      let events: readonly GameEvent[] = [];
      if (step.act) {
        // The keys the guide will wait for exist (the controller can take the action here).
        const keys = keysFor(s, step.act);
        if (typeof keys === 'string') throw new Error(`step ${i + 1} (${step.lesson}): ${keys}`);
        const r = apply(s, step.act);
        if (!r.ok) throw new Error(`step ${i + 1} (${step.lesson}): ${refusalText(r.error)}`);
        s = r.state;
        events = r.events;
      }
      if (step.expect) {
        if (!step.expect.holds(s, events))
          throw new Error(`step ${i + 1} (${step.lesson}): expected ${step.expect.what}`);
        checked += 1;
      }
    }
    expect(s.result).toBe('gold');
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  test('the lessons the tutorial promises are all there, in order', () => {
    const lessons = [...new Set(TUTORIAL_STEPS.map((x) => x.lesson))];
    for (const l of [
      'Welcome',
      'Reveal a tile',
      'Move',
      'Action points and Exert',
      'Explore',
      'The frontier',
      'The four phases',
      'Water and the Flood',
      'Swimming',
      'Gas leak',
      'Cave-in',
      'Horrors',
      'Healing',
      'First aid',
      'Hiding',
      'Escape',
      'Direct',
      'The draw pace',
      'The result',
    ])
      expect(lessons).toContain(l);
    // The hazard deck shows each kind in turn, the first five rounds.
    expect(TUTORIAL_SETUP.hazards.slice(0, 5)).toEqual(['tremor', 'flood', 'gas', 'cavein', 'horror']);
  });

  test('a broken lesson is caught: the same script on other dice does not make its situations', () => {
    const start = newGame(recordOptions(record({ ...SCENARIO, dice: TUTORIAL_SETUP.dice.map((d) => 7 - d) })));
    if (!start.ok) throw new Error(refusalText(start.error));
    let s = start.state;
    const failed: string[] = [];
    for (const step of TUTORIAL_STEPS) {
      let events: readonly GameEvent[] = [];
      if (step.act) {
        const r = apply(s, step.act);
        if (!r.ok) break;
        s = r.state;
        events = r.events;
      }
      if (step.expect && !step.expect.holds(s, events)) failed.push(step.expect.what);
    }
    expect(failed.length).toBeGreaterThan(0);
  });

  test("every note fits the guide's box at 80×24: a heading and three lines", () => {
    for (const step of TUTORIAL_STEPS)
      expect([step.lesson, wrap(stepText(step), 80).length]).toEqual([step.lesson, expect.any(Number)]);
    const long = TUTORIAL_STEPS.filter((x) => wrap(stepText(x), 80).length > 3).map((x) => stepText(x));
    expect(long).toEqual([]);
    // Every {kind} named a real key.
    expect(TUTORIAL_STEPS.filter((x) => /\{\w+\}/.test(stepText(x)))).toEqual([]);
  });
});

function newTutorial(): { session: Session; guide: Tutorial } {
  const session = Session.start(
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
  if (typeof session === 'string') throw new Error(session);
  return { session, guide: new Tutorial(session) };
}

/** Step through the phases' playback, if one is showing. */
async function finishPlayback(sc: Screen): Promise<number> {
  let n = 0;
  while (/^Step \d+\/\d+ · /.test(lines(sc.frame())[22])) {
    await sc.press(KEY.space);
    n += 1;
    if (n > 200) throw new Error('the playback does not end');
  }
  return n;
}

/**
 * The screen's last three rows, between newlines: the prompt and the status line under it (a long
 * status wraps onto a second row rather than being cut).
 */
const bottom = (frame: string): string =>
  `\n${lines(frame)
    .slice(21)
    .map((l) => l.trimEnd())
    .join('\n')}\n`;

/** Play steps by their keys until `until` (a step index) or the end; returns the refusals seen. */
async function play(sc: Screen, session: Session, guide: Tutorial, until = TUTORIAL_STEPS.length): Promise<string[]> {
  const refusals: string[] = [];
  while (!guide.done && guide.idx < until) {
    const i = guide.idx;
    const step = TUTORIAL_STEPS[i];
    const f = lines(sc.frame());
    // The box shows the step: its lesson and the start of its words.
    expect(f[18]).toBe(`Tutorial · ${step.lesson} · step ${i + 1} of ${TUTORIAL_STEPS.length}`);
    expect(f[19]).toBe(wrap(stepText(step), 80)[0]);
    // ... and all of them: nothing of a lesson is cut, whatever the prompt and status under it take.
    const words = wrap(stepText(step), 80);
    expect(f.slice(19, 19 + words.length).map((l) => l.trimEnd())).toEqual(words.map((l) => l.trimEnd()));
    if (!step.act && !step.keys) {
      // A note: another key is refused with a reason; Enter or Space goes on.
      if (i % 5 === 0) {
        await sc.press('x');
        expect(bottom(sc.frame())).toMatch(/^Read on: Enter or Space/m);
        // The refusal takes one line: the note above it stays whole.
        expect(
          lines(sc.frame())
            .slice(19, 19 + words.length)
            .map((l) => l.trimEnd()),
        ).toEqual(words.map((l) => l.trimEnd()));
        refusals.push(bottom(sc.frame()));
      }
      await sc.press(i % 2 ? KEY.enter : KEY.space);
      continue;
    }
    const keys = guide.expected();
    if (typeof keys === 'string') throw new Error(keys);
    // What the step waits for; after an action that rolled a die, that roll first (issue 28); after
    // the keys of a step that took no action, what the last of them said (the gas warning backed out of).
    expect(f.slice(21).join('\n')).toMatch(
      /^(Press \S+ {3}\(this step: |.+ tests against .+ · Press \S+$|Move cancelled · Press \S+$)/m,
    );
    const actions = session.record.actions.length;
    for (const [j, k] of keys.entries()) {
      // Now and then a wrong key first: refused, with what the step waits for, and nothing happens.
      if ((i + j) % 7 === 3) {
        const wrong = k.input === 'z' ? 'y' : 'z';
        await sc.press(wrong);
        const status = bottom(sc.frame());
        expect(status).toMatch(/^Not that key: .*this step waits for /m);
        refusals.push(status);
        expect(session.record.actions).toHaveLength(actions);
      }
      await sc.press(keyBytes(k));
    }
    if (step.act) {
      expect(session.record.actions).toHaveLength(actions + 1);
      expect(session.record.actions[actions]).toEqual(step.act);
    }
    await finishPlayback(sc);
  }
  return refusals;
}

describe('the tutorial played by key presses', () => {
  test('from the first note to the end screen: Gold, every step shown, other keys refused with a reason', async () => {
    const { session, guide } = newTutorial();
    const sc = tutorialApp(session, guide);
    await sc.press();
    const refusals = await play(sc, session, guide);
    expect(refusals.length).toBeGreaterThan(5);
    expect(refusals.some((r) => r.includes('\nNot that key: z is Squeeze; this step waits for '))).toBe(true);
    expect(session.state.result).toBe('gold');
    expect(session.record.actions).toHaveLength(actionsBefore(TUTORIAL_STEPS.length));
    const f = lines(sc.frame());
    expect(f[0]).toBe(' SUB TERRA — the tutorial is done');
    expect(f.join('\n')).toContain('GOLD — everyone escaped!');
    // The end screen's keys: r is not one of them here.
    await sc.press('r');
    expect(lines(sc.frame()).join('\n')).toContain(
      'The tutorial is over: d Deeper, the next one · n a real game · q leaves',
    );
    // n: a real game, which the tutorial no longer guides.
    await sc.press('n');
    const g = lines(sc.frame());
    expect(g[0]).toMatch(/^ SUB TERRA · Leader's turn · seed [a-z]+-\d+ · normal/);
    expect(g[0]).not.toContain('seed tutorial');
    expect(g.join('\n')).not.toContain('Tutorial ·');
  });

  test("a refused key explains itself: another action's key, an arrow, Enter, U", async () => {
    const { session, guide } = newTutorial();
    const sc = tutorialApp(session, guide);
    await sc.press(KEY.enter, KEY.enter, KEY.enter, KEY.enter);
    expect(guide.idx).toBe(4); // the Reveal
    await sc.press('x');
    expect(bottom(sc.frame())).toContain(`\n${'Not that key: x is Explore; this step waits for r'}\n`);
    await sc.press(KEY.up);
    expect(bottom(sc.frame())).toContain(`\n${'Not that key: arrows move; this step waits for r'}\n`);
    await sc.press(KEY.enter);
    expect(bottom(sc.frame())).toContain(`\n${'Not that key: Enter ends the turn; this step waits for r'}\n`);
    await sc.press('U');
    expect(bottom(sc.frame())).toMatch(/^U takes back a move while nothing hidden was seen since/m);
    expect(session.record.actions).toHaveLength(0);
    // Help and the look of the board are always there.
    await sc.press('?');
    expect(lines(sc.frame())[0]).toMatch(/^SUB TERRA: get your cavers/);
    await sc.press(KEY.esc);
    await sc.press('r');
    expect(bottom(sc.frame())).toContain(`\n${'Press ↑   (this step: r [↑] Enter)'}\n`);
    // The gas warning step waits for → then Esc, and no action is taken.
    const gasStep = TUTORIAL_STEPS.findIndex((x) => x.keys);
    expect(TUTORIAL_STEPS[gasStep].keys).toEqual(['E', 'esc']);
  });
});

describe('left and resumed', () => {
  test('q saves the tutorial beside the games; subterra tutorial goes on from the same step, to the end', async () => {
    const home = mkdtempSync(join(tmpdir(), 'subterra-tutorial-'));
    try {
      const storage = { env: { SUBTERRA_HOME: home }, dir: home };
      const first = tutorialSession({ restart: false, app: 'test', storage });
      if (typeof first === 'string') throw new Error(first);
      expect(first.notice).toBe('');
      const guide = new Tutorial(first.session);
      const exits: (Session | null)[] = [];
      const sc = tutorialApp(first.session, guide, exits);
      await sc.press();
      // Into round 4, past the gas warning (a step that takes no action) and the end of the Leader's turn, then leave.
      const stop = TUTORIAL_STEPS.findIndex((x) => x.keys) + 2;
      await play(sc, first.session, guide, stop);
      await sc.press('q');
      expect(exits).toHaveLength(1);
      sc.unmount();
      const file = join(home, TUTORIAL_FILE);
      const saved = parseRecordText(readFileSync(file, 'utf8'));
      if (!saved.ok) throw new Error(saved.error);
      expect(saved.value.tutorial).toBe(true);
      expect(saved.value.actions).toHaveLength(actionsBefore(stop));
      // Not among the games: not listed, not resumed, not counted.
      expect(existsSync(join(home, 'games')) ? readdirSync(join(home, 'games')) : []).toEqual([]);
      expect(listGames({ env: { SUBTERRA_HOME: home } }).games).toEqual([]);
      // Back again: the same game, at the step after its last action (the gas warning is behind it).
      const again = tutorialSession({ restart: false, app: 'test', storage });
      if (typeof again === 'string') throw new Error(again);
      expect(again.session.record.actions).toEqual(saved.value.actions);
      const guide2 = new Tutorial(again.session);
      expect(guide2.idx).toBe(stepAfter(saved.value.actions.length));
      expect(guide2.idx).toBe(stop);
      const sc2 = tutorialApp(again.session, guide2);
      await sc2.press();
      await play(sc2, again.session, guide2);
      expect(again.session.state.result).toBe('gold');
      // Finished: the next time starts again from the first step.
      const fresh = tutorialSession({ restart: false, app: 'test', storage });
      if (typeof fresh === 'string') throw new Error(fresh);
      expect(fresh.session.record.actions).toHaveLength(0);
      expect(new Tutorial(fresh.session).idx).toBe(0);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });

  test('left with a tile drawn: back at the same Reveal, with only its placement to do', async () => {
    const home = mkdtempSync(join(tmpdir(), 'subterra-tutorial-'));
    try {
      const storage = { env: { SUBTERRA_HOME: home }, dir: home };
      const first = tutorialSession({ restart: false, app: 'test', storage });
      if (typeof first === 'string') throw new Error(first);
      const sc = tutorialApp(first.session, new Tutorial(first.session));
      await sc.press(KEY.enter, KEY.enter, KEY.enter, KEY.enter, 'r', KEY.up);
      expect(first.session.state.drawn).not.toBeNull();
      await sc.press('q');
      sc.unmount();
      const again = tutorialSession({ restart: false, app: 'test', storage });
      if (typeof again === 'string') throw new Error(again);
      expect(again.session.state.drawn).not.toBeNull();
      const guide = new Tutorial(again.session);
      expect(guide.idx).toBe(4);
      expect(guide.expected()).toEqual([{ input: '\r', key: { return: true } }]);
      const sc2 = tutorialApp(again.session, guide);
      await sc2.press();
      expect(bottom(sc2.frame())).toContain(`\n${'Press Enter   (this step: [Enter])'}\n`);
      await play(sc2, again.session, guide);
      expect(again.session.state.result).toBe('gold');
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });

  test('--restart starts again; a tutorial file that cannot be continued starts again, saying why', () => {
    const home = mkdtempSync(join(tmpdir(), 'subterra-tutorial-'));
    try {
      const storage = { env: { SUBTERRA_HOME: home }, dir: home };
      const a = tutorialSession({ restart: false, app: 'test', storage });
      if (typeof a === 'string') throw new Error(a);
      for (const step of TUTORIAL_STEPS.slice(0, 6)) if (step.act) expect(a.session.submit(P1, step.act).ok).toBe(true);
      const b = tutorialSession({ restart: true, app: 'test', storage });
      if (typeof b === 'string') throw new Error(b);
      expect(b.session.record.actions).toHaveLength(0);
      // A file edited out of shape.
      const file = join(home, TUTORIAL_FILE);
      const text = readFileSync(file, 'utf8').replace('"actions": []', '"actions": [{"caver": "medic", "do": "end"}]');
      rmSync(file);
      writeFileSync(file, text);
      const c = tutorialSession({ restart: false, app: 'test', storage });
      if (typeof c === 'string') throw new Error(c);
      expect(c.notice).toMatch(
        /^Your tutorial could not be continued \(actions\[0\] \(medic end\): it is leader's turn, not medic's\): it starts again$/,
      );
      expect(c.session.record.actions).toHaveLength(0);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

describe('subterra tutorial on the command line', () => {
  async function cli(args: string[], tty: boolean): Promise<{ code: number; err: string[] }> {
    const r = await runMain(args, { env: { SUBTERRA_HOME: join(tmpdir(), 'subterra-tutorial-cli') }, tty });
    return { code: r.code, err: r.errLines };
  }

  test('without a terminal: one line, exit 1; bad usage: one line, exit 2', async () => {
    expect(await cli(['tutorial'], false)).toEqual({
      code: 1,
      err: ['subterra: the tutorial needs an interactive terminal (stdin and stdout must be a TTY)'],
    });
    const extra = await cli(['tutorial', 'deeper', 'extra'], true);
    expect(extra.code).toBe(2);
    expect(extra.err).toHaveLength(1);
    const given = await cli(['-d', 'hard', 'tutorial'], true);
    expect(given).toEqual({
      code: 2,
      err: ["subterra: --difficulty applies to starting a game, not to 'tutorial' (see subterra --help)"],
    });
  });
});
