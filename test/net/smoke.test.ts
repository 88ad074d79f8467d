import { describe, expect, test } from '@jest/globals';
import { bot, connect, game, startServer, until } from './kit.js';

describe('smoke', () => {
  test('a host and two players play a game to the end', async () => {
    const t = await startServer();
    try {
      const host = await connect(t.url, 'Ana', { create: game() });
      const code = host.room!.code;
      const b = await connect(t.url, 'Ben', { join: code });
      const c = await connect(t.url, 'Cai', { join: code });
      expect((await host.claim('scout')).ok).toBe(true);
      expect((await b.claim('medic')).ok).toBe(true);
      expect((await c.claim('leader')).ok).toBe(true);
      expect((await host.assign('engineer', 'ai')).ok).toBe(true);
      expect((await host.start()).ok).toBe(true);
      const bots = [bot(host, 'h'), bot(b, 'b'), bot(c, 'c')];
      await Promise.all([host, b, c].map((x) => until(x, () => x.verification !== null, 60_000, 'the end')));
      for (const x of [host, b, c]) {
        expect(x.verification).toEqual({ ok: true, seed: x.reveal!.seed, hostChose: false, steps: x.game!.version });
      }
      console.log(
        bots.map((x) => x.tally),
        host.game!.version,
        t.lines.slice(0, 20),
      );
      for (const x of [host, b, c]) x.close();
    } finally {
      await t.stop();
    }
  }, 90_000);
});
