// Whole games through the network: a server and three clients on 127.0.0.1, each client's bot
// deciding from what its client was shown (the legal actions of its world); the record every client
// ends with is the server's, replays to its end hash, and is saved in the player's games folder.
import { afterEach, describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tableAdvisor } from '../../src/ai/tableAdvisor.js';
import { stateHash } from '../../src/engine/index.js';
import type { RoomClient } from '../../src/net/client.js';
import type { RoomFile } from '../../src/net/room.js';
import { gameFileName } from '../../src/record/paths.js';
import { parseRecordText } from '../../src/record/record.js';
import { replayRecord } from '../../src/record/replay.js';
import { bot, connect, game, startServer, tempDir, until, closeClients } from './kit.js';

afterEach(closeClients);

/** The room's file as the server last saved it. */
function roomFile(dir: string, code: string): RoomFile {
  return JSON.parse(readFileSync(join(dir, 'rooms', `${code}.json`), 'utf8')) as RoomFile;
}

describe('whole games through the network', () => {
  test.each([
    ['4 cavers on Normal, one of them the AI', game(), ['scout', 'medic', 'leader'], 'engineer'],
    [
      '6 cavers on Hard, 3 players holding two each',
      game({
        difficulty: 'hard',
        players: 3,
        cavers: ['diver', 'scout', 'geologist', 'engineer', 'climber', 'bodyguard'],
      }),
      ['diver', 'scout', 'geologist'],
      null,
    ],
  ] as const)(
    '%s: played to the end by bots; every client has the server record, it replays to its end hash, and is saved',
    async (_name, spec, first, ai) => {
      const t = await startServer();
      const homes = [tempDir('home'), tempDir('home'), tempDir('home')];
      const clients: RoomClient[] = [];
      try {
        // Cai's clock is an hour ahead: what he saves is still named by when the game started.
        const storage = (i: number) => ({
          storage: { env: { SUBTERRA_HOME: homes[i].dir } },
          ...(i === 2 ? { now: () => Date.now() + 3_600_000 } : {}),
        });
        const host = await connect(t.url, 'Ana', { create: spec }, storage(0));
        const code = host.room!.code;
        clients.push(
          host,
          await connect(t.url, 'Ben', { join: code }, storage(1)),
          await connect(t.url, 'Cai', { join: code }, storage(2)),
        );
        const team = spec.cavers;
        // Each player claims one caver; the rest go round (or to the AI).
        for (let i = 0; i < 3; i++) expect(await clients[i].claim(first[i])).toEqual({ ok: true });
        let k = 0;
        for (const c of team) {
          if ((first as readonly string[]).includes(c)) continue;
          const to = c === ai ? 'ai' : `p${(k++ % 3) + 1}`;
          expect(await host.assign(c, to)).toEqual({ ok: true });
        }
        // Only the host starts.
        expect(await clients[1].start()).toEqual({ ok: false, refusal: { code: 'not-host' } });
        expect(await host.start()).toEqual({ ok: true });
        const bots = clients.map((c, i) => bot(c, `bot-${i}`));
        await Promise.all(clients.map((c) => until(c, () => c.verification !== null, 120_000, 'the end')));
        for (const b of bots) b.stop();
        expect(bots.reduce((n, b) => n + b.tally.sent, 0)).toBeGreaterThan(20);
        // Every bot played only when it was its turn and from the view it had: nothing refused.
        for (const b of bots) expect(b.tally.refused).toEqual({});

        const saved = roomFile(t.dir, code);
        const serverRecord = saved.record!;
        expect(serverRecord.meta?.over).toBe(true);
        const replay = replayRecord(serverRecord);
        expect(replay.ok).toBe(true);
        if (replay.ok) expect(stateHash(replay.state)).toBe(serverRecord.end);
        if (ai !== null) expect(serverRecord.ai).toBe(true);
        for (const [i, c] of clients.entries()) {
          expect(c.reveal!.record).toEqual(serverRecord);
          expect(c.verification).toEqual({
            ok: true,
            seed: saved.deal!.seed,
            hostChose: false,
            steps: c.game!.version,
          });
          expect(c.game!.over).toBe(true);
          expect(c.game!.version).toBe(saved.steps.filter((s) => s.k !== 'hand').length);
          // The record in the player's own games folder, like a local game's.
          const games = join(homes[i].dir, 'games');
          const files = readdirSync(games).filter((f) => f.endsWith('.json'));
          expect(files).toHaveLength(1);
          expect(files[0]).toBe(gameFileName(saved.deal!.seed, new Date(serverRecord.meta!.started!)));
          expect(c.savedTo).toBe(join(games, files[0]));
          const mine = parseRecordText(readFileSync(join(games, files[0]), 'utf8'));
          expect(mine.ok && mine.value).toEqual(serverRecord);
        }
        // The log each client rebuilt holds the actions that stand, as the record does.
        const acts = host.game!.log.filter((e) => e.t === 'action').length;
        expect(acts).toBeGreaterThanOrEqual(serverRecord.actions.length);
      } finally {
        for (const c of clients) c.close();
        await t.stop();
        for (const h of homes) h.remove();
      }
    },
    150_000,
  );

  test('the fair AI plays the cavers handed to it (the server asks it about the public view only)', async () => {
    const t = await startServer({ advisor: tableAdvisor({ iterations: 2, seed: 'net-ai' }) });
    try {
      const host = await connect(t.url, 'Ana', { create: game() });
      for (const c of game().cavers) expect(await host.assign(c, 'ai')).toEqual({ ok: true });
      expect(await host.start()).toEqual({ ok: true });
      await until(host, () => (host.game?.version ?? 0) >= 8, 60_000, 'eight actions of the AI');
      const plays = host.game!.log.filter((e) => e.t === 'action');
      expect(plays.length).toBeGreaterThan(0);
      for (const e of plays) expect(e.t === 'action' && e.seat).toBe('ai');
      host.close();
    } finally {
      await t.stop();
    }
  }, 90_000);
});
