// Issue 15, what players get: a hint (I), a caver handed to the advisor (M), and watching the
// advisor play a whole game (subterra watch: pause, one step, pace, take over). Through Ink, with
// an advisor the test controls (when it answers, and what), and the fair AI's own advisor, in this
// thread and on its worker thread.
import { afterEach, describe, expect, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { adviseNow } from '../../src/ai/advisor.js';
import { tableAdvisor } from '../../src/ai/tableAdvisor.js';
import { type Action, determinize, legalActions, type PlayerView, playerView } from '../../src/engine/index.js';
import { computeStats, statGame } from '../../src/record/stats.js';
import { statsLines } from '../../src/record/statsText.js';
import { type Advice, adviceLine, type Advisor, deciderOf, pickWords } from '../../src/ui/advisor.js';
import { setLanguage } from '../../src/words/index.js';
import { NO_PILOT, PACES, WATCH_PILOT, watchPress } from '../../src/ui/pilot.js';
import { botRng } from '../../src/bots/random.js';
import { K, KEY, renderApp, seededSession, tail, unmountAll } from './kit.js';

afterEach(unmountAll);

/** What is legal in the game a view shows (a world dealt from it lists what the real state lists). */
const legalIn = (v: PlayerView): readonly Action[] => legalActions(determinize(v, 'test'));

/** An advisor that answers when the test says, with the action `pick` chooses. */
class HeldAdvisor implements Advisor {
  readonly asked: PlayerView[] = [];
  private readonly waiting: { state: PlayerView; resolve: (a: Advice) => void }[] = [];
  constructor(private readonly pick: (s: PlayerView) => Action) {}
  advise(v: PlayerView): Promise<Advice> {
    this.asked.push(v);
    return new Promise((resolve) => this.waiting.push({ state: v, resolve }));
  }
  /** Answer every question asked so far. */
  answer(): void {
    for (const w of this.waiting.splice(0)) {
      const action = this.pick(w.state);
      w.resolve({
        action,
        value: 0.4,
        worlds: 12,
        choices: 3,
        next: { action: legalIn(w.state).find((a) => a !== action) ?? action, value: 0.39 },
      });
    }
  }
}

/** An advisor that answers at once (after the current event), with a seeded random legal action. */
function quickAdvisor(seed: string): Advisor & { calls: number } {
  const rng = botRng(seed);
  const adv = {
    calls: 0,
    advise(v: PlayerView): Promise<Advice> {
      adv.calls++;
      const legal = legalIn(v);
      // Ends a turn only when nothing else is left, so a game moves on (and ends).
      const some = legal.filter((a) => a.do !== 'end' && a.do !== 'exert');
      const from = some.length > 0 && rng() < 0.8 ? some : legal;
      return new Promise((r) => setImmediate(() => r({ action: from[Math.floor(rng() * from.length)] })));
    },
  };
  return adv;
}

const firstMove = (v: PlayerView): Action => legalIn(v).find((a) => a.do === 'draw') ?? legalIn(v)[0];

describe('the hint (I)', () => {
  test('I asks and keys still work while it thinks; the hint names the action and why; I again plays it', async () => {
    const session = seededSession('hint-1', ['scout', 'medic', 'leader', 'engineer']);
    const adv = new HeldAdvisor(firstMove);
    const sc = renderApp(session, { cols: 100, rows: 30, advisor: adv });
    await sc.press('I');
    expect(adv.asked).toHaveLength(1);
    // It is asked about what the player sees: the view, never the state.
    expect(adv.asked[0]).toEqual(playerView(session.state));
    expect(sc.frame()).toContain('thinking…');
    expect(tail(sc.frame())).toContain('Thinking… (keys still work');
    // A key while it thinks: help opens and closes, nothing is blocked.
    await sc.press('?');
    expect(sc.frame()).toContain('SUB TERRA: get your cavers onto the Exit');
    await sc.press('x');
    await sc.press(K.esc.input || '\u001b');
    adv.answer();
    await sc.until(() => tail(sc.frame(), 4).includes('Hint:'));
    const want = firstMove(playerView(session.state));
    expect(want.do).toBe('draw');
    expect(tail(sc.frame(), 4)).toContain('Hint: Scout (2) draws a tile to');
    expect(tail(sc.frame(), 4)).toContain(
      'best of 3 choices in 12 imagined worlds, ahead of: Scout (2) draws a tile to',
    );
    expect(tail(sc.frame(), 4)).toContain('I: play it');
    expect(sc.frame()).not.toContain('thinking…');
    const before = session.state;
    await sc.press('I');
    // Played: the draw is made (the save carries it until the tile is placed), as the player's own.
    expect(session.state).not.toBe(before);
    expect(session.state.drawn?.caver).toBe('scout');
    expect(tail(sc.frame(), 4)).toContain('Played the hint: Scout (2) draws a tile to');
    expect(tail(sc.frame(), 4)).not.toContain('I: play it');
    expect(session.record.ai).toBeUndefined();
    expect(adv.asked).toHaveLength(1);
  });

  test('a hint about a state the game has left is dropped; I then asks again', async () => {
    const session = seededSession('hint-2', ['scout', 'medic', 'leader', 'engineer']);
    const adv = new HeldAdvisor(firstMove);
    const sc = renderApp(session, { cols: 100, rows: 30, advisor: adv });
    await sc.press('I');
    // The player ends the Scout's turn before the hint comes.
    await sc.press('.');
    const moved = session.state;
    expect(moved.turn).not.toBe(adv.asked[0].turn);
    adv.answer();
    await sc.wait(20);
    expect(sc.frame()).not.toContain('Hint:');
    await sc.press('I');
    expect(adv.asked).toHaveLength(2);
    expect(adv.asked[1]).toEqual(playerView(moved));
  });

  test('an advisor that fails says so once, is not asked again for the same position, and the game goes on', async () => {
    const session = seededSession('hint-4', ['scout', 'medic', 'leader', 'engineer']);
    let calls = 0;
    const broken: Advisor = {
      advise: () => {
        calls++;
        return Promise.reject(new Error('its thread stopped'));
      },
    };
    const sc = renderApp(session, { cols: 100, rows: 30, advisor: broken });
    await sc.press('M');
    await sc.until(() => tail(sc.frame(), 4).includes('The advisor could not think'));
    expect(tail(sc.frame(), 4)).toContain('The advisor could not think: its thread stopped');
    expect(calls).toBe(1);
    await sc.press('I');
    await sc.wait(100);
    expect(calls).toBe(1);
    // The caver back to the player, whose keys play.
    await sc.press('M', '.');
    expect(session.record.actions).toEqual([{ caver: 'scout', do: 'end' }]);
  });

  test('without an advisor, I says so', async () => {
    const sc = renderApp(seededSession('hint-3', ['scout', 'medic', 'leader', 'engineer']));
    await sc.press('I');
    expect(tail(sc.frame())).toContain('No advisor here');
  });
});

describe('a caver handed to the advisor (M)', () => {
  test("M hands the acting caver over: the advisor plays its turn at its pace, the player's keys for it are refused, M gives it back", async () => {
    const session = seededSession('hand-1', ['scout', 'medic', 'leader', 'engineer']);
    const ends = (v: PlayerView): Action => legalIn(v).find((a) => a.do === 'end')!;
    const adv = new HeldAdvisor(ends);
    const sc = renderApp(session, { cols: 100, rows: 30, advisor: adv });
    await sc.press('M');
    expect(tail(sc.frame(), 4)).toContain('The advisor plays Scout (2) (M again: back to you)');
    expect(sc.frame()).toContain('AI plays Scout');
    await sc.press('x');
    expect(tail(sc.frame(), 4)).toContain('The advisor plays Scout (2) · M gives it back to you');
    expect(session.state.drawn).toBeNull();
    adv.answer();
    // Its pace: not at once.
    await sc.wait(100);
    expect(session.record.actions).toHaveLength(0);
    await sc.until(() => session.record.actions.length > 0);
    expect(session.record.actions).toEqual([{ caver: 'scout', do: 'end' }]);
    expect(session.record.ai).toBe(true);
    expect(deciderOf(session.state)).toBe('medic');
    // The Medic is the player's: no question asked for it.
    await sc.wait(500);
    expect(adv.asked).toHaveLength(1);
    expect(session.record.actions).toHaveLength(1);
  });

  test("M again before the advisor moves: the caver is the player's, and the advice is not played", async () => {
    const session = seededSession('hand-2', ['scout', 'medic', 'leader', 'engineer']);
    const adv = new HeldAdvisor((v) => legalIn(v).find((a) => a.do === 'end')!);
    const sc = renderApp(session, { cols: 100, rows: 30, advisor: adv });
    await sc.press('M');
    await sc.press('M');
    expect(tail(sc.frame(), 4)).toContain('Scout (2) is yours again');
    adv.answer();
    await sc.wait(700);
    expect(session.record.actions).toHaveLength(0);
    expect(session.record.ai).toBeUndefined();
  });
});

describe('a caver handed to the advisor in hot-seat', () => {
  test('its turn puts up no hand-over screen (no one takes the keyboard for it); the next caver a player plays does', async () => {
    // Player 1: Scout and Medic; player 2: Leader and Diver. Player 1 hands the Scout over at once.
    const session = seededSession('granite-42', ['scout', 'medic', 'leader', 'diver'], { players: 2 });
    const ends = (v: PlayerView): Action => legalIn(v).find((a) => a.do === 'end')!;
    const adv = new HeldAdvisor(ends);
    const sc = renderApp(session, { cols: 100, rows: 30, advisor: adv });
    await sc.press(KEY.enter, 'M');
    const screens: string[] = [];
    // Enter for everything else: it ends a player's turn (and confirms it), takes the keyboard at a
    // hand-over and steps through the phases, for three rounds.
    for (let i = 0; i < 200 && session.state.round <= 3; i++) {
      const f = sc.frame();
      const handed = /Player (\d) (plays \S+|has a choice)/.exec(f);
      if (f.includes('Pass the keyboard') && handed) screens.push(`round ${session.state.round}: ${handed[0]}`);
      adv.answer();
      await sc.press(KEY.enter);
      await sc.wait(30, 30);
    }
    expect(session.state.round).toBe(4);
    // The advisor played every Scout turn, and was asked for no one else.
    expect(session.record.actions.filter((a) => a.caver === 'scout')).toEqual(
      [1, 2, 3].map(() => ({ caver: 'scout', do: 'end' })),
    );
    expect(adv.asked.every((v) => deciderOf(determinize(v, 'test')) === 'scout')).toBe(true);
    expect(screens.some((x) => x.includes('Scout'))).toBe(false);
    // Rounds 2 and 3 run Medic, Leader, Diver, Scout and Leader, Diver, Scout, Medic: the Medic's
    // player gets the keyboard back after the Scout the advisor played in round 3.
    expect(screens).toEqual(expect.arrayContaining(['round 3: Player 1 plays Medic']));
  });
});

describe('watching the advisor play (subterra watch)', () => {
  test("the pilot's keys: Space pauses and goes on, s one step while paused, < and > the pace, T takes over", () => {
    const p = WATCH_PILOT;
    const paused = watchPress(p, K.space)!;
    expect(paused.pilot.paused).toBe(true);
    expect(paused.msg).toContain('Space: go on');
    expect(watchPress(paused.pilot, K.ch('s'))!.pilot.step).toBe(true);
    expect(watchPress(p, K.ch('s'))).toBeNull();
    let q = p;
    for (let i = 0; i < 10; i++) q = watchPress(q, K.ch('>'))!.pilot;
    expect(PACES[q.pace]).toBe(0);
    for (let i = 0; i < 10; i++) q = watchPress(q, K.ch('<'))!.pilot;
    expect(PACES[q.pace]).toBe(PACES[0]);
    expect(watchPress(p, K.ch('T'))!.pilot).toBe(NO_PILOT);
    expect(watchPress(NO_PILOT, K.space)).toBeNull();
  });

  test('the advisor plays a whole game by itself to the end screen; the record says the AI played', async () => {
    const session = seededSession('watch-1', ['scout', 'medic', 'leader', 'engineer']);
    const adv = quickAdvisor('watch-1');
    const sc = renderApp(session, { cols: 100, rows: 30, advisor: adv, watch: true });
    expect(sc.frame()).toContain("SUB TERRA · Scout's turn · watching");
    await sc.press('>', '>');
    await sc.until(() => session.over, 50_000, 20);
    await sc.until(() => sc.frame().includes('the game is over'), 5_000, 20);
    expect(session.over).toBe(true);
    expect(session.record.ai).toBe(true);
    expect(session.record.actions.length).toBeGreaterThan(20);
    expect(sc.frame()).toContain('the game is over');
    expect(adv.calls).toBeGreaterThan(20);
  }, 60000);

  test('paused, nothing moves; s lets one action go; T hands every caver to the player, whose keys then play', async () => {
    const session = seededSession('watch-2', ['scout', 'medic', 'leader', 'engineer']);
    const adv = quickAdvisor('watch-2');
    const sc = renderApp(session, { cols: 100, rows: 30, advisor: adv, watch: true });
    await sc.press(' ');
    expect(tail(sc.frame(), 4)).toContain('Paused before Scout (2)');
    expect(sc.frame()).toContain('watching: paused');
    await sc.wait(1500, 50);
    expect(session.record.actions).toHaveLength(0);
    expect(session.state.drawn).toBeNull();
    const before = session.state;
    await sc.press('s');
    await sc.until(() => session.state !== before, 10_000, 30);
    expect(session.state).not.toBe(before);
    const one = session.state;
    await sc.wait(1500, 50);
    expect(session.state).toBe(one);
    await sc.press('T');
    expect(tail(sc.frame(), 4)).toContain('You have the game');
    await sc.wait(1500, 50);
    expect(session.state).toBe(one);
    // The player's keys play now.
    const who = deciderOf(session.state)!;
    expect(who).not.toBeNull();
    const n = session.record.actions.length;
    if (session.state.drawn) await sc.press('\r');
    else await sc.press('.');
    expect(session.record.actions.length).toBe(n + 1);
  }, 30000);
});

describe('the fair AI as the advisor', () => {
  const session = seededSession('advice-1', ['scout', 'medic', 'leader', 'engineer']);

  test('its advice is a legal action, its line says why, and the same seed gives the same advice', () => {
    const a = adviseNow(playerView(session.state), { seed: 'adv', iterations: 3 });
    expect(legalActions(session.state)).toContainEqual(a.action);
    expect(a.worlds).toBe(3);
    expect(a.choices).toBeGreaterThan(1);
    expect(a.next).toBeDefined();
    expect(adviceLine(a)).toMatch(
      /best of \d+ choices in 3 imagined worlds, (a close call against|ahead of|well ahead of): /,
    );
    expect(adviseNow(playerView(session.state), { seed: 'adv', iterations: 3 })).toEqual(a);
  });

  test('in this thread when no worker script is at hand', async () => {
    const adv = tableAdvisor({ iterations: 2, seed: 'here', workerUrl: pathToFileURL('/nonexistent/ai-worker.js') });
    const a = await adv.advise(playerView(session.state));
    expect(a).toEqual(adviseNow(playerView(session.state), { seed: 'here/0', iterations: 2 }));
    adv.close?.();
  });

  const worker = join(process.cwd(), 'dist', 'ai-worker.js');
  (existsSync(worker) ? test : test.skip)(
    'on the built worker thread (dist/ai-worker.js): the same advice as here',
    async () => {
      const adv = tableAdvisor({ iterations: 2, seed: 'there', workerUrl: pathToFileURL(worker) });
      try {
        const view = playerView(session.state);
        const [a, b] = await Promise.all([adv.advise(view), adv.advise(view)]);
        expect(a).toEqual(adviseNow(view, { seed: 'there/0', iterations: 2 }));
        expect(b).toEqual(adviseNow(view, { seed: 'there/1', iterations: 2 }));
      } finally {
        adv.close?.();
      }
    },
    30000,
  );
});

describe('statistics leave out the games the AI played in', () => {
  test('a record marked ai is counted apart, and said so', () => {
    const s = seededSession('stats-ai', ['scout', 'medic', 'leader', 'engineer']);
    expect(statGame('a.json', JSON.stringify({ ...s.record, ai: true }))).toEqual({ left: 'ai' });
    const mine = statGame('b.json', JSON.stringify(s.record));
    expect(typeof mine === 'object' && mine !== null && 'seed' in mine).toBe(true);
    const st = computeStats([], new Date('2026-11-23T12:00:00Z'), 0, 2);
    expect(st.advised).toBe(2);
    expect(statsLines(st).join('\n')).toContain('(2 games the AI played in not counted.)');
  });
});

describe("the advisor's pick in words", () => {
  test('one imagined world, or several, in each language', () => {
    try {
      expect([pickWords(5, 1), pickWords(5, 12)]).toEqual([
        'best of 5 choices in 1 imagined world',
        'best of 5 choices in 12 imagined worlds',
      ]);
      setLanguage('fr');
      expect([pickWords(5, 1), pickWords(5, 12)]).toEqual([
        'meilleur de 5 choix sur 1 monde imaginé',
        'meilleur de 5 choix sur 12 mondes imaginés',
      ]);
      setLanguage('tr');
      expect(pickWords(5, 1)).toBe('1 hayali dünyada 5 seçeneğin en iyisi');
    } finally {
      setLanguage('en');
    }
  });
});
