// The AI's seat at the table, driven by a fake advisor (answering when the test says, with the
// action the test picks): it plays exactly the cavers handed to it, as the AI, at the pace set
// (delay, pause, one step, held while the table is covered), asks once per position whoever asks,
// and stops when told.
import { describe, expect, test } from '@jest/globals';
import { type Action, determinize, type GameState, legalActions, type PlayerView } from '../../src/engine/index.js';
import { type Advisor, AI_SEAT, type AiEvent, AiSeat, playerSeat, Session } from '../../src/play/index.js';
import { botRng } from '../../src/bots/random.js';

const P1 = playerSeat(1);
type Advice = { readonly action: Action };

/** An advisor that answers when told (or at once), with the action `pick` chooses. */
class FakeAdvisor implements Advisor<Advice> {
  readonly asked: PlayerView[] = [];
  private readonly waiting: { state: GameState; resolve: (a: Advice) => void; reject: (e: Error) => void }[] = [];
  constructor(
    private readonly pick: (s: GameState) => Action,
    private readonly atOnce = false,
  ) {}
  /** Shown the public view only, it picks in a world dealt from it (the same legal actions as the game's). */
  advise(v: PlayerView): Promise<Advice> {
    this.asked.push(v);
    const s = determinize(v, 'fake');
    if (this.atOnce) return Promise.resolve({ action: this.pick(s) });
    return new Promise((resolve, reject) => this.waiting.push({ state: s, resolve, reject }));
  }
  answer(): void {
    for (const w of this.waiting.splice(0)) w.resolve({ action: this.pick(w.state) });
  }
  fail(why: string): void {
    for (const w of this.waiting.splice(0)) w.reject(new Error(why));
  }
}

const ends = (s: GameState): Action => legalActions(s).find((a) => a.do === 'end') ?? legalActions(s)[0];

function game(seed: string): Session {
  const s = Session.start({
    seed,
    difficulty: 'normal',
    players: 1,
    cavers: ['scout', 'medic', 'leader', 'engineer'],
    easy: false,
  });
  if (typeof s === 'string') throw new Error(s);
  return s;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Wait (up to a few seconds) until `done` holds. */
async function until(done: () => boolean, what = ''): Promise<void> {
  for (let i = 0; i < 300 && !done(); i++) await sleep(10);
  expect([what, done()]).toEqual([what, true]);
}

describe('the AI seat', () => {
  test('plays the cavers handed to it, as the AI, and no others; asked once for each position it plays', async () => {
    const s = game('ai-seat-1');
    const adv = new FakeAdvisor(ends, true);
    const ai = new AiSeat(s, adv);
    const events: AiEvent<Advice>['t'][] = [];
    ai.subscribe((e) => events.push(e.t));
    await sleep(30);
    // Nothing is the AI's yet: nothing asked, nothing played.
    expect(adv.asked).toHaveLength(0);
    expect(s.hand('scout', AI_SEAT)).toBe(true);
    await until(() => s.record.actions.length === 1);
    expect(s.record.actions).toEqual([{ caver: 'scout', do: 'end' }]);
    expect(s.record.ai).toBe(true);
    expect(s.log.at(-1)).toMatchObject({ t: 'action', seat: AI_SEAT });
    // The Medic is the player's: the AI waits.
    await sleep(50);
    expect(adv.asked).toHaveLength(1);
    expect(s.record.actions).toHaveLength(1);
    expect(events).toEqual(['thinking', 'thought', 'played']);
    // The player's own keys still play the Medic.
    expect(s.submit(P1, { caver: 'medic', do: 'end' }).ok).toBe(true);
    ai.stop();
  });

  test('its pace: not before the delay (counted from the question), paused nothing, one step one move, held it waits', async () => {
    const s = game('ai-seat-2');
    for (const c of s.record.cavers) s.hand(c, AI_SEAT);
    const adv = new FakeAdvisor(ends);
    const ai = new AiSeat(s, adv, { pace: { delayMs: 150 } });
    expect(adv.asked).toHaveLength(1);
    adv.answer();
    await sleep(40);
    expect(s.record.actions).toHaveLength(0);
    await until(() => s.record.actions.length === 1, 'first');
    // Paused: nothing played (the question about the next position was asked before the pause).
    ai.setPace({ paused: true, delayMs: 0 });
    expect(adv.asked).toHaveLength(2);
    adv.answer();
    await sleep(60);
    expect(s.record.actions).toHaveLength(1);
    // One step: exactly one move, and the step is spent.
    ai.setPace({ step: true });
    await until(() => s.record.actions.length === 2, 'step');
    expect(ai.pace.step).toBe(false);
    await sleep(60);
    expect(s.record.actions).toHaveLength(2);
    // Paused or held, it does not even ask.
    expect(adv.asked).toHaveLength(2);
    // Held (a screen over the table), then let go.
    ai.setPace({ paused: false, held: true });
    await sleep(60);
    expect(adv.asked).toHaveLength(2);
    ai.setPace({ held: false });
    expect(adv.asked).toHaveLength(3);
    adv.answer();
    await until(() => s.record.actions.length === 3, 'held');
    ai.stop();
  });

  test('a hint and its own move share one question; a position the game has left is not played', async () => {
    const s = game('ai-seat-3');
    const adv = new FakeAdvisor(ends);
    const ai = new AiSeat(s, adv);
    // The player asks for a hint about the Scout's position.
    const hint = ai.think();
    expect(ai.thinking).toBe(hint);
    expect(hint.done).toBe(false);
    // Then hands the Scout to the AI: the same question, not asked again.
    s.hand('scout', AI_SEAT);
    expect(adv.asked).toHaveLength(1);
    adv.answer();
    await until(() => s.record.actions.length === 1);
    expect(hint.done).toBe(true);
    // Asked about the Medic's turn (AI's), the player takes the Medic back and plays before the answer.
    s.hand('medic', AI_SEAT);
    expect(adv.asked).toHaveLength(2);
    s.hand('medic', P1);
    expect(s.submit(P1, { caver: 'medic', do: 'end' }).ok).toBe(true);
    adv.answer();
    await sleep(50);
    expect(s.record.actions).toEqual([
      { caver: 'scout', do: 'end' },
      { caver: 'medic', do: 'end' },
    ]);
    ai.stop();
  });

  test('an advisor that fails: said once for the position, not asked again; a refused advice is not tried in a loop', async () => {
    const s = game('ai-seat-4');
    const adv = new FakeAdvisor(ends);
    const ai = new AiSeat(s, adv);
    const failed: unknown[] = [];
    ai.subscribe((e) => {
      if (e.t === 'failed') failed.push(e.error);
    });
    s.hand('scout', AI_SEAT);
    adv.fail('its thread stopped');
    await until(() => failed.length === 1);
    expect(String(failed[0])).toContain('its thread stopped');
    ai.setPace({ delayMs: 5 });
    await sleep(30);
    expect(adv.asked).toHaveLength(1);
    ai.stop();

    // An advisor that throws instead of answering fails the same way (the table goes on).
    const u = game('ai-seat-4b');
    const throwing: Advisor<Advice> = {
      advise: () => {
        throw new Error('no thread');
      },
    };
    const ai1 = new AiSeat(u, throwing);
    const thrown: unknown[] = [];
    ai1.subscribe((e) => {
      if (e.t === 'failed') thrown.push(e.error);
    });
    expect(u.hand('scout', AI_SEAT)).toBe(true);
    await until(() => thrown.length === 1);
    expect(String(thrown[0])).toContain('no thread');
    expect(u.hand('scout', P1)).toBe(true);
    expect(u.submit(P1, { caver: 'scout', do: 'end' }).ok).toBe(true);
    ai1.stop();

    // An advisor whose advice the table refuses: one refusal, told, and no second try.
    const t = game('ai-seat-5');
    const bad = new FakeAdvisor(() => ({ caver: 'scout', do: 'move', dir: 'W' }), true);
    const ai2 = new AiSeat(t, bad);
    const played: AiEvent<Advice>[] = [];
    ai2.subscribe((e) => {
      if (e.t === 'played') played.push(e);
    });
    t.hand('scout', AI_SEAT);
    await until(() => played.length === 1);
    await sleep(50);
    expect(played).toHaveLength(1);
    expect(played[0]).toMatchObject({ result: { ok: false, refusal: { code: 'rules' } } });
    expect(t.record.actions).toHaveLength(0);
    ai2.stop();
  });

  test('stopped, it plays no more', async () => {
    const s = game('ai-seat-6');
    const adv = new FakeAdvisor(ends);
    const ai = new AiSeat(s, adv);
    s.hand('scout', AI_SEAT);
    ai.stop();
    adv.answer();
    await sleep(50);
    expect(s.record.actions).toHaveLength(0);
  });

  test('every caver handed to the AI: it plays a whole game to its end (a table with no player)', async () => {
    const s = game('ai-seat-7');
    const rng = botRng('ai-seat-7');
    const adv = new FakeAdvisor((st) => {
      const legal = legalActions(st);
      const some = legal.filter((a) => a.do !== 'end' && a.do !== 'exert');
      const from = some.length > 0 && rng() < 0.8 ? some : legal;
      return from[Math.floor(rng() * from.length)];
    }, true);
    for (const c of s.record.cavers) s.hand(c, AI_SEAT);
    const ai = new AiSeat(s, adv);
    await until(() => s.over);
    expect(s.record.ai).toBe(true);
    expect(s.log.filter((e) => e.t === 'action').every((e) => e.t === 'action' && e.seat === AI_SEAT)).toBe(true);
    ai.stop();
  }, 30000);
});
