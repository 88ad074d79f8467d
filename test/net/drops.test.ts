// Drops and restarts lose nothing: a player whose connection fails mid-turn or mid-choice comes back by
// itself with its seat token and gets its seats and the table back (the others told who was away and
// since when); a player whose terminal closed comes back with the token kept in its data folder; the
// host hands an absent player's caver to the AI; and a server killed with SIGKILL (a real `subterra
// serve` process) and started again from its data folder goes on from the last acknowledged action.
import { afterEach, describe, expect, test } from '@jest/globals';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Action, stateHash } from '../../src/engine/index.js';
import type { RoomClient } from '../../src/net/client.js';
import { fileSeatStore, memorySeatStore } from '../../src/net/seats.js';
import { parseRecordText } from '../../src/record/record.js';
import { replayRecord } from '../../src/record/replay.js';
import { BIN, ROOT } from '../helpers/cli.js';
import { bot, connect, game, proxy, startServer, tableSteps, tempDir, until, closeClients, poll } from './kit.js';

afterEach(closeClients);

/** The scenario of RULES.md §8's tie: two shortest paths, the first-caver token holder chooses. */
const TIE = (() => {
  const r = parseRecordText(
    readFileSync(join(ROOT, 'test', 'fixtures', 'scenarios', 'r05b_path_tie_choose.json'), 'utf8'),
  );
  if (!r.ok) throw new Error(r.error);
  return r.value;
})();

/**
 * Play an action through whichever client holds its caver, in the table's steps, once that client has
 * seen the game as it stands (`version`); each step must be applied.
 */
async function play(by: (a: Action) => RoomClient, action: Action, version: () => number): Promise<void> {
  const c = by(action);
  await until(c, () => c.game!.version === version(), 10_000, 'the client to catch up');
  for (const step of tableSteps(action, c.game!.state.drawn !== null)) {
    const a = await c.game!.submit(step);
    expect([step, a]).toEqual([step, { ok: true, version: expect.any(Number) }]);
  }
}

describe('drops and restarts', () => {
  test('a connection lost mid-turn and mid-choice (a horror tie) comes back with its seats; the others see it away, and since when', async () => {
    const t = await startServer();
    const px = await proxy(t.server.port);
    try {
      const spec = game({ cavers: [...TIE.cavers], players: TIE.players, seed: TIE.seed, setup: TIE.setup });
      const host = await connect(t.url, 'Ana', { create: spec });
      const code = host.room!.code;
      const ben = await connect(px.url, 'Ben', { join: code });
      for (const c of ['diver', 'engineer'] as const) await host.claim(c);
      for (const c of ['scout', 'climber'] as const) await ben.claim(c);
      await host.start();
      await until(ben, () => ben.game !== null);
      expect(ben.hostChose).toBe(true);
      const by = (a: Action): RoomClient => (['diver', 'engineer'].includes(a.caver) ? host : ben);
      const now = (): number => t.server.room(code)!.session!.version;
      const acts = TIE.actions;
      for (let i = 0; i < 4; i++) await play(by, acts[i], now);
      // Mid-turn: the Scout has moved and has more to do; Ben's connection fails.
      expect(ben.game!.waitingFor()?.caver).toBe('scout');
      const since0 = host.room!.players.find((p) => p.id === 'p2')!.since;
      const seenAway = until(host, () => host.presence('p2')?.connected === false, 10_000, 'Ben away');
      px.cut();
      await seenAway;
      expect(host.room!.players.find((p) => p.id === 'p2')!.since).toBeGreaterThanOrEqual(since0);
      expect(host.presence('p2')!.forMs).toBeGreaterThanOrEqual(0);
      // Ben comes back by himself, with his seats and the table as it was.
      await until(host, () => host.presence('p2')?.connected === true, 10_000, 'Ben back');
      await until(ben, () => ben.status === 'open' && ben.game!.version === host.game!.version);
      expect(ben.game!.waitingFor()?.seat.id).toBe('p2');
      expect(ben.game!.view).toEqual(host.game!.view);
      for (let i = 4; i < acts.length - 1; i++) await play(by, acts[i], now);
      // Mid-choice: the horror has two shortest paths; the choice is the token holder's (the Scout, Ben's).
      await until(ben, () => ben.game!.version === now());
      const w = ben.game!.waitingFor()!;
      expect(w.choice?.kind).toBe('horror-path');
      expect(w.seat.id).toBe('p2');
      // Ana cannot make Ben's choice.
      expect(await host.game!.submit({ caver: 'diver', do: 'choose', option: 1 })).toEqual({
        ok: false,
        refusal: { code: 'not-your-turn', caver: w.caver, holder: 'p2' },
      });
      const away = until(host, () => host.presence('p2')?.connected === false, 10_000, 'Ben away again');
      px.cut();
      await away;
      await until(
        ben,
        () => ben.status === 'open' && host.presence('p2')?.connected === true,
        10_000,
        'Ben back again',
      );
      expect(ben.game!.waitingFor()?.choice?.kind).toBe('horror-path');
      await play(by, acts[acts.length - 1], now);
      // The game is where the scenario's own record leads, and both tables show it.
      const replay = replayRecord(TIE);
      expect(replay.ok).toBe(true);
      if (replay.ok) expect(stateHash(t.server.room(code)!.session!.state)).toBe(stateHash(replay.state));
      await until(host, () => host.game!.version === ben.game!.version);
      expect(ben.game!.view).toEqual(host.game!.view);
      expect(ben.game!.log.map((e) => e.t)).toEqual(host.game!.log.map((e) => e.t));
      host.close();
      ben.close();
    } finally {
      await px.close();
      await t.stop();
    }
  }, 60_000);

  test('a closed terminal comes back with the token kept in the data folder; meanwhile the host gives its caver to the AI', async () => {
    const t = await startServer();
    const home = tempDir('home');
    try {
      const host = await connect(t.url, 'Ana', { create: game() });
      const code = host.room!.code;
      const seats = { seats: fileSeatStore({ env: { SUBTERRA_HOME: home.dir } }) };
      let ben = await connect(t.url, 'Ben', { join: code }, seats);
      for (const c of ['scout', 'medic'] as const) await host.claim(c);
      for (const c of ['leader', 'engineer'] as const) await ben.claim(c);
      await host.start();
      await until(ben, () => ben.game !== null);
      const b1 = bot(host, 'a');
      let b2 = bot(ben, 'b');
      await until(host, () => host.game!.version >= 15);
      // Ben's terminal closes.
      b2.stop();
      ben.close();
      await until(host, () => host.presence('p2')?.connected === false);
      // Ana hands Ben's cavers to the AI; a player who is not the host may not take a present player's.
      expect(await host.assign('leader', 'ai')).toEqual({ ok: true });
      expect(await host.assign('engineer', 'ai')).toEqual({ ok: true });
      const v = host.game!.version;
      await until(
        host,
        () => host.game!.log.some((e, i) => i > 0 && e.t === 'action' && e.seat === 'ai') || host.game!.over,
        30_000,
        'the AI to play',
      );
      // Ben starts subterra again: same data folder, a new client.
      ben = await connect(t.url, 'Ben', { join: code }, seats);
      expect(ben.me).toEqual({ id: 'p2', role: 'player' });
      await until(ben, () => ben.game !== null && ben.game.version >= v);
      expect(await ben.assign('scout', 'p2')).toEqual({ ok: false, refusal: { code: 'not-host' } });
      // Ben takes his cavers back from the AI (any player may take over the AI's or an absent player's).
      if (!ben.game!.over) {
        expect(await ben.assign('leader', 'p2')).toEqual({ ok: true });
        expect(await ben.assign('engineer', 'p2')).toEqual({ ok: true });
      }
      b2 = bot(ben, 'b2');
      await Promise.all([host, ben].map((c) => until(c, () => c.verification !== null, 60_000, 'the end')));
      for (const c of [host, ben]) expect(c.verification).toMatchObject({ ok: true });
      b1.stop();
      b2.stop();
      host.close();
      ben.close();
    } finally {
      await t.stop();
      home.remove();
    }
  }, 90_000);

  const built = existsSync(join(ROOT, 'dist', 'app.js'));
  (built ? test : test.skip)(
    'a server killed with SIGKILL and started again from its data folder goes on from the last acknowledged action',
    async () => {
      const data = tempDir('serve');
      const children: ChildProcess[] = [];
      const serve = (port: number): Promise<{ child: ChildProcess; port: number }> =>
        new Promise((resolve, reject) => {
          const child = spawn(
            process.execPath,
            [BIN, 'serve', '--listen', '127.0.0.1', '--port', String(port), '--data', data.dir],
            {
              cwd: ROOT,
              env: { PATH: process.env.PATH, SUBTERRA_HOME: data.dir },
              stdio: ['ignore', 'ignore', 'pipe'],
            },
          );
          children.push(child);
          let err = '';
          child.stderr!.setEncoding('utf8').on('data', (d: string) => {
            err += d;
            const m = /listening on ws:\/\/127\.0\.0\.1:(\d+)/.exec(err);
            if (m) resolve({ child, port: Number(m[1]) });
          });
          child.on('exit', (code) => reject(new Error(`serve exited ${code}: ${err}`)));
        });
      try {
        const first = await serve(0);
        const url = `ws://127.0.0.1:${first.port}`;
        const opts = { reconnect: { minMs: 50, maxMs: 200 } };
        const host = await connect(url, 'Ana', { create: game() }, { ...opts, seats: memorySeatStore() });
        const code = host.room!.code;
        const ben = await connect(url, 'Ben', { join: code }, { ...opts, seats: memorySeatStore() });
        for (const c of ['scout', 'medic'] as const) await host.claim(c);
        for (const c of ['leader', 'engineer'] as const) await ben.claim(c);
        await host.start();
        const bots = [bot(host, 'k1'), bot(ben, 'k2')];
        await until(host, () => host.game !== null && host.game.version >= 25, 30_000, 'some play');
        first.child.kill('SIGKILL');
        await Promise.all([host, ben].map((c) => until(c, () => c.status === 'reconnecting', 10_000, 'the drop')));
        const acked = Math.max(...bots.map((b) => b.tally.lastAcked));
        const shownBefore = host.shown.slice(0, acked + 1).map((s) => JSON.stringify(s));
        expect(acked).toBeGreaterThan(0);
        await serve(first.port);
        await Promise.all([host, ben].map((c) => until(c, () => c.status === 'open', 20_000, 'the reconnection')));
        // Nothing acknowledged is lost, and what was shown before is the history still.
        await until(host, () => host.game!.version >= acked, 10_000, 'the history');
        expect(host.shown.slice(0, acked + 1).map((s) => JSON.stringify(s))).toEqual(shownBefore);
        await Promise.all([host, ben].map((c) => until(c, () => c.verification !== null, 60_000, 'the end')));
        for (const c of [host, ben]) expect(c.verification).toMatchObject({ ok: true });
        for (const b of bots) b.stop();
        host.close();
        ben.close();
      } finally {
        for (const c of children) c.kill('SIGKILL');
        data.remove();
      }
    },
    120_000,
  );
});

describe('a room that cannot be saved', () => {
  test('tells nobody of a change it has not saved: the action waits, then goes out once the disk takes it', async () => {
    const { renameSync, writeFileSync: write, rmSync } = await import('node:fs');
    const t = await startServer();
    try {
      const ana = await connect(t.url, 'Ana', { create: game() });
      const code = ana.room!.code;
      const ben = await connect(t.url, 'Ben', { join: code });
      for (const c of game().cavers) await ana.claim(c);
      await ana.start();
      await until(ben, () => ben.game !== null);
      const rooms = join(t.dir, 'rooms');
      // The rooms' folder is taken away, a file in its place: every write fails.
      renameSync(rooms, `${rooms}.away`);
      write(rooms, 'not a folder');
      const action = ana.game!.legalFor('p1').find((a) => a.do === 'exert')!;
      expect(action).toBeDefined();
      let answered = false;
      const sent = ana.game!.submit(action).then((r) => {
        answered = true;
        return r;
      });
      await poll(() => t.lines.some((l) => l.includes(`room ${code}: cannot save`)), 10_000, 'the failed save');
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Applied in memory, but neither answered nor shown to anyone.
      expect(t.server.room(code)!.session!.version).toBe(1);
      expect(answered).toBe(false);
      expect(ana.game!.version).toBe(0);
      expect(ben.game!.version).toBe(0);
      // Meanwhile nothing more is accepted.
      expect(await ana.say('hello')).toEqual({ ok: true });
      expect(await ana.game!.takeBack()).toEqual({ ok: false, refusal: { code: 'storage' } });
      // The disk back: the save goes through, then the step, then the answer.
      rmSync(rooms);
      renameSync(`${rooms}.away`, rooms);
      expect(await sent).toEqual({ ok: true, version: 1 });
      await until(ben, () => ben.game!.version === 1);
      expect(t.lines.some((l) => l.includes(`room ${code}: saving again`))).toBe(true);
    } finally {
      await t.stop();
    }
  }, 30_000);
});
