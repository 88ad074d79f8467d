// Two clients act for one seat at once (one player at two terminals, both sending at the same
// version): exactly one action is applied, the other is refused as stale; and a player acting for a
// caver that is not theirs, or when the game waits on another seat, is refused with the reason.
import { afterEach, describe, expect, test } from '@jest/globals';
import { botRng, randomAction } from '../../src/bots/random.js';
import { memorySeatStore } from '../../src/net/seats.js';
import { closeClients, connect, game, startServer, until } from './kit.js';

afterEach(closeClients);

describe('acting at once', () => {
  test('two clients send an action for the same seat at once: exactly one is applied, the other is stale', async () => {
    const t = await startServer();
    try {
      const host = await connect(t.url, 'Ana', { create: game() });
      const code = host.room!.code;
      const store = memorySeatStore();
      const one = await connect(t.url, 'Ben', { join: code }, { seats: store });
      // Ben again, at a second terminal: the same seat token, the same seat.
      const two = await connect(t.url, 'Ben', { join: code }, { seats: store });
      expect(two.me).toEqual(one.me);
      for (const c of game().cavers) expect(await host.assign(c, 'p2')).toEqual({ ok: true });
      await host.start();
      const server = () => t.server.room(code)!.session!;
      const rng1 = botRng('race-1');
      const rng2 = botRng('race-2');
      let races = 0;
      while (races < 25 && !server().over) {
        await until(one, () => one.game?.version === server().version);
        await until(two, () => two.game?.version === server().version);
        const v = server().version;
        const a1 = randomAction(one.game!.state, rng1)!;
        const a2 = randomAction(two.game!.state, rng2)!;
        const [r1, r2] = await Promise.all([one.game!.submit(a1), two.game!.submit(a2)]);
        const applied = [r1, r2].filter((r) => r.ok);
        expect(applied).toEqual([{ ok: true, version: v + 1 }]);
        const refused = [r1, r2].find((r) => !r.ok);
        expect(refused).toEqual({ ok: false, refusal: { code: 'stale', at: v, version: v + 1 } });
        expect(server().version).toBe(v + 1);
        races++;
      }
      expect(races).toBeGreaterThan(5);
    } finally {
      await t.stop();
    }
  }, 60_000);

  test("an action for another player's caver, or while the game waits on another seat, is refused with why", async () => {
    const t = await startServer();
    try {
      const host = await connect(t.url, 'Ana', { create: game() });
      const code = host.room!.code;
      const ben = await connect(t.url, 'Ben', { join: code });
      const watcher = await connect(t.url, 'Cat', { join: code, watch: true });
      await host.claim('scout');
      for (const c of ['medic', 'leader', 'engineer'] as const) await ben.claim(c);
      await host.start();
      await until(ben, () => ben.game !== null);
      await until(host, () => host.game !== null);
      // The Scout's turn first (Ana's).
      expect(host.game!.waitingFor()?.caver).toBe('scout');
      const scoutMove = host.game!.legalFor('p1')[0];
      expect(ben.game!.legalFor('p2')).toEqual([]);
      expect(await ben.game!.submit(scoutMove)).toEqual({
        ok: false,
        refusal: { code: 'not-your-turn', caver: 'scout', holder: 'p1' },
      });
      expect(await watcher.game!.submit(scoutMove)).toEqual({ ok: false, refusal: { code: 'spectator' } });
      // Ana acting for Ben's caver on her own turn: not hers.
      expect(await host.game!.submit({ caver: 'medic', do: 'end' })).toEqual({
        ok: false,
        refusal: { code: 'not-your-caver', caver: 'medic', holder: 'p2' },
      });
      // A whole Reveal with no tile drawn could tell the top tile by its refusal: draw first.
      const draw = host.game!.legalFor('p1').find((a) => a.do === 'draw');
      if (draw && draw.do === 'draw')
        expect(await host.game!.submit({ caver: 'scout', do: draw.kind, dir: draw.dir, open: 'NESW' })).toEqual({
          ok: false,
          refusal: { code: 'draw-first' },
        });
      // The rules' own refusal, passed on as the engine gives it.
      const bad = await host.game!.submit({ caver: 'scout', do: 'demolish', dir: 'N' });
      expect(bad.ok).toBe(false);
      if (!bad.ok) expect(bad.refusal.code).toBe('rules');
      // Nothing of this changed the game.
      expect(host.game!.version).toBe(0);
    } finally {
      await t.stop();
    }
  }, 30_000);
});
