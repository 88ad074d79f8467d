// Taking back through the network, under the play layer's honesty rule: only the acting player's own
// last action, only while nothing hidden was seen; every client's log loses the action as a local
// game's does, and the end's check replays the take-backs too.
import { afterEach, describe, expect, test } from '@jest/globals';
import type { LogEntry } from '../../src/play/index.js';
import { bot, closeClients, connect, game, startServer, until } from './kit.js';

afterEach(closeClients);

/** A log as its kinds, actions and seats (what the screens word). */
function shape(log: readonly LogEntry[]): unknown[] {
  return log.map((e) => (e.t === 'start' ? 'start' : e.t === 'resumed' ? 'resumed' : [e.t, e.action, e.seat]));
}

describe('taking back through the network', () => {
  test("one's own last action, while nothing hidden was seen: every log loses it; another's or a seen one is refused with why", async () => {
    const t = await startServer();
    try {
      const ana = await connect(t.url, 'Ana', { create: game() });
      const code = ana.room!.code;
      const ben = await connect(t.url, 'Ben', { join: code });
      await ana.claim('scout');
      for (const c of ['medic', 'leader', 'engineer'] as const) await ben.claim(c);
      await ana.start();
      await until(ben, () => ben.game !== null);
      const g = ana.game!;
      expect(g.takeBackOffer('p1')).toEqual({ ok: false, blocked: { code: 'nothing-yet' } });
      expect(await g.submit({ caver: 'scout', do: 'exert' })).toEqual({ ok: true, version: 1 });
      await until(ben, () => ben.game!.version === 1);
      expect(g.takeBackOffer('p1')).toEqual({ ok: true, action: { caver: 'scout', do: 'exert' } });
      // Ben may not take back Ana's action.
      expect(ben.game!.takeBackOffer('p2')).toEqual({
        ok: false,
        blocked: { code: 'not-yours', action: { caver: 'scout', do: 'exert' }, by: 'p1' },
      });
      expect(await ben.game!.takeBack()).toEqual({
        ok: false,
        refusal: {
          code: 'cannot-undo',
          blocked: { code: 'not-yours', action: { caver: 'scout', do: 'exert' }, by: 'p1' },
        },
      });
      const changes: string[] = [];
      ben.subscribe((c) => changes.push(c.t));
      expect(await g.takeBack()).toEqual({ ok: true, version: 2, action: { caver: 'scout', do: 'exert' } });
      await until(ben, () => ben.game!.version === 2);
      expect(changes).toContain('taken-back');
      const server = t.server.room(code)!.session!;
      for (const c of [ana, ben]) {
        expect(shape(c.game!.log)).toEqual(shape(server.log));
        expect(c.game!.fates).toEqual(server.fates);
        expect(c.game!.view.ap).toBe(server.state.ap);
      }
      expect(g.takeBackOffer('p1')).toEqual({ ok: false, blocked: { code: 'nothing-more' } });
      // A draw shows a tile: it cannot be taken back.
      const draw = g.legalFor('p1').find((a) => a.do === 'draw')!;
      expect((await g.submit(draw)).ok).toBe(true);
      const r = await g.takeBack();
      expect(r.ok === false && r.refusal.code === 'cannot-undo' && r.refusal.blocked.code).toBe('seen');
    } finally {
      await t.stop();
    }
  });

  test("a whole game with bots taking back now and then: every log is the server's, and the end checks", async () => {
    const t = await startServer();
    try {
      const ana = await connect(t.url, 'Ana', { create: game() });
      const code = ana.room!.code;
      const ben = await connect(t.url, 'Ben', { join: code });
      for (const c of ['scout', 'medic'] as const) await ana.claim(c);
      for (const c of ['leader', 'engineer'] as const) await ben.claim(c);
      await ana.start();
      const bots = [bot(ana, 'u1', 0.3), bot(ben, 'u2', 0.3)];
      await Promise.all([ana, ben].map((c) => until(c, () => c.verification !== null, 60_000, 'the end')));
      for (const b of bots) b.stop();
      expect(bots[0].tally.undone + bots[1].tally.undone).toBeGreaterThan(3);
      const server = t.server.room(code)!.session!;
      for (const c of [ana, ben]) {
        expect(c.verification).toMatchObject({ ok: true });
        expect(shape(c.game!.log)).toEqual(shape(server.log));
        expect(c.game!.fates).toEqual(server.fates);
      }
    } finally {
      await t.stop();
    }
  }, 90_000);
});
