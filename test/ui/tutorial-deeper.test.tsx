// The second tutorial, "Deeper": its fixed cave makes every lesson's situation on every path through
// its choices (each choice's own next words and expectations included), to Gold; the tutorial is
// chosen by its id (`subterra tutorial deeper`), its record says which it is, and a Deeper tutorial
// left and resumed goes on as Deeper, along the choice it made.
import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { actionError, apply, type Action, type GameEvent, newGame } from '../../src/engine/index.js';
import { parseRecordText, recordOptions } from '../../src/record/record.js';
import { runMain } from '../helpers/main.js';
import { keyBytes, keysFor } from '../../src/ui/input/keysFor.js';
import { wrap } from '../../src/ui/layout.js';
import { tutorialSession } from '../../src/ui/launchTutorial.js';
import { makeTheme } from '../../src/ui/theme.js';
import { Tutorial, stepText } from '../../src/ui/tutorial/guide.js';
import { DEEPER } from '../../src/ui/tutorial/deeper.js';
import {
  BASICS,
  lessonsOf,
  scriptPaths,
  tutorialGame,
  tutorialSteps,
  type TutorialScript,
} from '../../src/ui/tutorial/script.js';
import { TUTORIALS, tutorialOf } from '../../src/ui/tutorial/tutorials.js';
import { playerSeat, Session } from '../../src/play/index.js';
import { record } from '../helpers/game.js';
import { KEY, lines, renderSized, tutorialApp, unmountAll, type Screen } from './kit.js';
import { LANGUAGES, refusalText, setLanguage } from '../../src/words/index.js';
import { Menu, type MenuChoice } from '../../src/ssh/Menu.js';

const P1 = playerSeat(1);

afterEach(unmountAll);

/** Play one path of a tutorial through the rules: every step's action legal, with keys, and every expectation held. */
function playPath(t: TutorialScript, path: readonly Action[]) {
  const start = newGame(recordOptions(record({ cavers: [...t.team], seed: t.seed, ...t.setup })));
  if (!start.ok) throw new Error(refusalText(start.error));
  let s = start.state;
  const steps = tutorialSteps(t, path);
  let n = 0;
  let checked = 0;
  for (const [i, step] of steps.entries()) {
    let events: readonly GameEvent[] = [];
    const act = step.choices ? path[n] : step.act;
    if (step.choices) expect(step.choices).toContainEqual(act);
    if (act) {
      expect(act).toEqual(path[n]);
      n += 1;
      for (const a of step.choices ?? [act]) {
        const keys = keysFor(s, a);
        if (typeof keys === 'string') throw new Error(`step ${i + 1} (${step.lesson}): ${keys}`);
      }
      const r = apply(s, act);
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
  return { state: s, steps, checked };
}

describe("the Deeper tutorial's cave makes each lesson's situation, on every path", () => {
  const paths = scriptPaths(DEEPER.data);

  test('two choices of two ways each: four paths, each to Gold with every expectation held', () => {
    expect(paths).toHaveLength(4);
    for (const path of paths) {
      const { state, checked } = playPath(DEEPER, path);
      expect(state.result).toBe('gold');
      expect(checked).toBeGreaterThanOrEqual(18);
    }
  });
});

describe("the Deeper tutorial's lessons and words", () => {
  test('its lessons are all there, and the table keys it teaches are waited for', () => {
    expect(lessonsOf(DEEPER.data)).toEqual([
      'deeper',
      'deck',
      'drop',
      'rope',
      'ledge',
      'nearest',
      'tunnel',
      'look',
      'hint',
      'repel',
      'outoftime',
      'way-out',
    ]);
    const keys = tutorialSteps(DEEPER).flatMap((x) => x.keys ?? []);
    for (const k of ['look', 'hunts', 'deck', 'hint'] as const) expect(keys).toContain(k);
    // Each choice's next words are its own: what the choice did.
    const after = (path: readonly Action[], i: number): string => {
      const steps = tutorialSteps(DEEPER, path);
      const at = steps.findIndex((x, j) => x.choices && steps.slice(0, j).filter((y) => y.choices).length === i);
      return steps[at + 1].say;
    };
    const paths = scriptPaths(DEEPER.data);
    expect(after(paths[0], 0)).not.toBe(after(paths[2], 0));
    expect(after(paths[0], 1)).not.toBe(after(paths[1], 1));
  });

  test('every path has as many steps: the guide\'s "step i of n" keeps its n whatever is chosen', () => {
    const lengths = scriptPaths(DEEPER.data).map((p) => tutorialSteps(DEEPER, p).length);
    expect(new Set(lengths).size).toBe(1);
    expect(tutorialSteps(DEEPER).length).toBe(lengths[0]);
  });

  test('a broken lesson is caught: the same script on other dice does not make its situations', () => {
    const t = { ...DEEPER, setup: { ...DEEPER.setup, dice: DEEPER.setup.dice.map(() => 1) } };
    expect(() => playPath(t, scriptPaths(DEEPER.data)[0])).toThrow(/expected /);
  });

  test.each(LANGUAGES)(
    "every note fits the guide's box at 80 columns in %s: three lines, every {key} named",
    (lang) => {
      setLanguage(lang);
      try {
        const all = scriptPaths(DEEPER.data).flatMap((p) => tutorialSteps(DEEPER, p));
        const long = all.filter((x) => wrap(stepText(x), 80).length > 3).map((x) => stepText(x));
        expect(long).toEqual([]);
        expect(all.filter((x) => /\{\w+\}/.test(stepText(x))).map((x) => x.say)).toEqual([]);
        // The choice after the drop's ↓: the rules' refusal can take two status lines, the box then two.
        const rope = all.find((x) => x.choices)!;
        expect(wrap(stepText(rope), 80).length).toBeLessThanOrEqual(2);
      } finally {
        setLanguage('en');
      }
    },
  );
});

function newSession(t: TutorialScript): Session {
  const s = Session.start(tutorialGame(t), { storage: null });
  if (typeof s === 'string') throw new Error(s);
  return s;
}

/** Step through the phases' playback, if one is showing. */
async function finishPlayback(sc: Screen): Promise<void> {
  for (let n = 0; /^Step \d+\/\d+ · /.test(lines(sc.frame())[22]); n++) {
    if (n > 200) throw new Error('the playback does not end');
    await sc.press(KEY.space);
  }
}

/**
 * Play a tutorial by its keys, taking at each choice the way `ways` names (an index per choice),
 * until the step `until` or the end: every step shown whole in the box.
 */
async function playKeys(sc: Screen, session: Session, guide: Tutorial, ways: readonly number[], until = Infinity) {
  let chosen = 0;
  while (!guide.done && guide.idx < until) {
    const i = guide.idx;
    const step = guide.steps[i];
    const f = lines(sc.frame());
    expect(f[18]).toBe(`Tutorial · ${step.lesson} · step ${i + 1} of ${guide.steps.length}`);
    const words = wrap(stepText(step), 80);
    expect(f.slice(19, 19 + words.length).map((l) => l.trimEnd())).toEqual(words.map((l) => l.trimEnd()));
    if (!step.act && !step.keys && !step.choices) {
      await sc.press(KEY.enter);
      continue;
    }
    const all = guide.options();
    if (typeof all === 'string') throw new Error(all);
    const way = step.choices ? ways[chosen++] : 0;
    if (step.choices) expect(lines(sc.frame()).slice(21).join('\n')).toMatch(/(Your choice: |Press ).+ or /);
    const actions = session.record.actions.length;
    for (const k of all[way]) await sc.press(keyBytes(k));
    const act = step.choices ? step.choices[way] : step.act;
    if (act) expect(session.record.actions.slice(actions)).toEqual([act]);
    else expect(session.record.actions).toHaveLength(actions);
    await finishPlayback(sc);
  }
}

describe('the Deeper tutorial played by key presses at 80×24', () => {
  test.each([
    [[0, 0], 'the rope tied, the horror repelled'],
    [[1, 1], 'no rope, the horror left'],
  ])('ways %j (%s): every step, each choice followed by its own words, to Gold and the end screen', async (ways) => {
    const session = newSession(DEEPER);
    const guide = new Tutorial(session);
    expect(guide.script.id).toBe('deeper');
    const sc = tutorialApp(session, guide);
    await sc.press();
    await playKeys(sc, session, guide, ways);
    expect(session.state.result).toBe('gold');
    const f = lines(sc.frame()).join('\n');
    expect(f).toContain('SUB TERRA — the tutorial is done');
    expect(f).toContain('You have gone down a drop, placed a rope on a ledge');
    expect(f).toContain('subterra tutorial deeper --restart plays this tutorial again');
    // The last tutorial offers no next one.
    expect(f).not.toContain('the second tutorial, Deeper');
  });

  test('a table key the next step waits for, pressed while the phases are shown, waits for them', async () => {
    const session = newSession(DEEPER);
    const guide = new Tutorial(session);
    const sc = tutorialApp(session, guide);
    await sc.press();
    const hunts = guide.steps.findIndex((x) => x.keys?.includes('hunts'));
    // Up to the end of round 1, its phases still shown.
    await playKeys(sc, session, guide, [0], hunts - 1);
    const end = guide.options();
    if (typeof end === 'string') throw new Error(end);
    for (const k of end[0]) await sc.press(keyBytes(k));
    expect(lines(sc.frame())[22]).toMatch(/^Step 1\/\d+ · /);
    await sc.press('H');
    expect(lines(sc.frame()).slice(21).join('\n')).toContain('After the phases: Space or Enter shows the next step');
    await finishPlayback(sc);
    expect(guide.idx).toBe(hunts);
    await sc.press('H');
    expect(guide.idx).toBe(hunts + 1);
    // The hunts are shown (H turned them on once, not on and off).
    expect(lines(sc.frame()).join('\n')).not.toContain('Horror paths hidden');
  });

  test('at a choice, a key of neither way is refused, naming both', async () => {
    const session = newSession(DEEPER);
    const guide = new Tutorial(session);
    const sc = tutorialApp(session, guide);
    await sc.press();
    const choice = guide.steps.findIndex((x) => x.choices);
    await playKeys(sc, session, guide, [], choice);
    // The ↓ before the choice was refused by the rules, and what they said stays on the status line.
    const why = actionError(session.state, { caver: 'climber', do: 'move', dir: 'S' });
    expect(why).not.toBeNull();
    expect(lines(sc.frame()).slice(21).join(' ')).toContain(refusalText(why!).slice(0, 40));
    await sc.press('x');
    expect(lines(sc.frame()).slice(21).join('\n')).toMatch(/Not that key: this step waits for n or \.$/m);
    expect(session.record.actions).toHaveLength(1);
  });
});

describe('the first tutorial hands over to Deeper', () => {
  test('its end screen offers Deeper; d leaves it for the next tutorial (the guide names it)', async () => {
    const session = newSession(BASICS);
    const guide = new Tutorial(session);
    const exits: (Session | null)[] = [];
    const sc = tutorialApp(session, guide, exits);
    await sc.press();
    await playKeys(sc, session, guide, []);
    const f = lines(sc.frame()).join('\n');
    expect(f).toContain('d: the second tutorial, Deeper');
    expect(guide.next).toBeNull();
    await sc.press('r');
    expect(lines(sc.frame()).join('\n')).toContain(
      'The tutorial is over: d Deeper, the next one · n a real game · q leaves',
    );
    await sc.press('d');
    expect(exits).toHaveLength(1);
    expect(guide.next?.id).toBe('deeper');
  });
});

describe('the tutorial chosen by its id, and its record', () => {
  const withHome = async (f: (storage: { env: Record<string, string>; dir: string }) => Promise<void> | void) => {
    const home = mkdtempSync(join(tmpdir(), 'subterra-deeper-'));
    try {
      await f({ env: { SUBTERRA_HOME: home }, dir: home });
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  };

  test('Deeper plays its own cave, in its own file, its record marked "course": "deeper"; the first is "basics"', () =>
    withHome((storage) => {
      const d = tutorialSession({ restart: false, app: 'test', storage, tutorial: TUTORIALS.deeper });
      if (typeof d === 'string') throw new Error(d);
      expect(d.session.record.course).toBe('deeper');
      expect(d.session.record.tutorial).toBe(true);
      expect(d.session.record.cavers).toEqual([...DEEPER.team]);
      expect(d.session.record.setup).toEqual(DEEPER.setup);
      expect(new Tutorial(d.session).script.id).toBe('deeper');
      const b = tutorialSession({ restart: false, app: 'test', storage });
      if (typeof b === 'string') throw new Error(b);
      expect(b.session.record.course).toBe('basics');
      expect(new Tutorial(b.session).script.id).toBe('basics');
      const saved = parseRecordText(readFileSync(join(storage.dir, 'tutorial-deeper.json'), 'utf8'));
      if (!saved.ok) throw new Error(saved.error);
      expect(saved.value.course).toBe('deeper');
      // A record without the field (every tutorial saved before Deeper) is the first tutorial.
      expect(tutorialOf({})?.id).toBe('basics');
      expect(tutorialOf({ course: 'deeper' })?.id).toBe('deeper');
      expect(tutorialOf({ course: 'caves' })).toBeNull();
    }));

  test('a Deeper tutorial left after a choice resumes as Deeper, on the way it chose', () =>
    withHome(async (storage) => {
      const first = tutorialSession({ restart: false, app: 'test', storage, tutorial: TUTORIALS.deeper });
      if (typeof first === 'string') throw new Error(first);
      const guide = new Tutorial(first.session);
      const sc = tutorialApp(first.session, guide);
      await sc.press();
      const second = guide.steps.findIndex((x, j) => x.choices && j > guide.steps.findIndex((y) => y.choices));
      // The first choice's second way (no rope), and on to the second choice.
      await playKeys(sc, first.session, guide, [1], second);
      expect(guide.step?.choices).toBeDefined();
      const at = guide.idx;
      await sc.press('q');
      sc.unmount();
      const again = tutorialSession({ restart: false, app: 'test', storage, tutorial: TUTORIALS.deeper });
      if (typeof again === 'string') throw new Error(again);
      expect(again.notice).toBe('');
      expect(again.session.record.actions).toEqual(first.session.record.actions);
      const back = new Tutorial(again.session);
      expect(back.script.id).toBe('deeper');
      expect(back.idx).toBe(at);
      expect(back.steps.map((x) => x.say)).toEqual(guide.steps.map((x) => x.say));
      // The words of the way taken, not the first way's.
      expect(back.steps.some((x) => x.say.startsWith('No rope: the drop stays one-way'))).toBe(true);
      const sc2 = tutorialApp(again.session, back);
      await sc2.press();
      await playKeys(sc2, again.session, back, [0]);
      expect(again.session.state.result).toBe('gold');
    }));

  test('a tutorial file holding the other tutorial starts again, saying so', () =>
    withHome((storage) => {
      const d = tutorialSession({ restart: false, app: 'test', storage, tutorial: TUTORIALS.deeper });
      if (typeof d === 'string') throw new Error(d);
      expect(d.session.submit(P1, tutorialSteps(DEEPER).find((x) => x.act)!.act!).ok).toBe(true);
      // The Deeper record copied over the first tutorial's file.
      writeFileSync(join(storage.dir, 'tutorial.json'), readFileSync(join(storage.dir, 'tutorial-deeper.json')));
      const b = tutorialSession({ restart: false, app: 'test', storage });
      if (typeof b === 'string') throw new Error(b);
      expect(b.notice).toBe(`${join(storage.dir, 'tutorial.json')} holds another tutorial: this one starts again`);
      expect(b.session.record.course).toBe('basics');
      expect(b.session.record.actions).toHaveLength(0);
    }));

  test('subterra tutorial NAME: a name it does not know is one line and exit 2 (a usage mistake); deeper is known', async () => {
    const cli = async (args: string[]) => {
      const r = await runMain(args, { env: { SUBTERRA_HOME: join(tmpdir(), 'subterra-deeper-cli') } });
      return { code: r.code, err: r.errLines };
    };
    expect(await cli(['tutorial', 'caves'])).toEqual({
      code: 2,
      err: ['subterra: no tutorial is named caves; the tutorials: basics, deeper (see subterra --help)'],
    });
    // A known name goes on to the next check (a terminal).
    expect(await cli(['tutorial', 'deeper'])).toEqual({
      code: 1,
      err: ['subterra: the tutorial needs an interactive terminal (stdin and stdout must be a TTY)'],
    });
    expect((await cli(['tutorial', 'deeper', 'more'])).code).toBe(2);
  });
});

describe('the SSH menu offers both tutorials', () => {
  test('t opens the first, d the Deeper one', async () => {
    for (const [key, t] of [
      ['t', 'tutorial'],
      ['d', 'deeper'],
    ] as const) {
      const chosen: MenuChoice[] = [];
      const sc = renderSized(
        <Menu
          theme={makeTheme(false)}
          name="ada"
          fingerprint={null}
          canResume={false}
          stats={() => []}
          port={2222}
          host="localhost"
          onChoose={(c) => chosen.push(c)}
        />,
        80,
        24,
      );
      await sc.press();
      const f = lines(sc.frame()).join('\n');
      expect(f).toMatch(/t Tutorial\n/);
      expect(f).toMatch(/d Tutorial: Deeper\n/);
      await sc.press(key);
      expect(chosen).toEqual([{ t }]);
      sc.unmount();
    }
  });
});
