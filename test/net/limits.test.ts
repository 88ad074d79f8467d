// The server's limits, each held: message size, messages per second (and closing a flood), clients
// per room, players per room, rooms per server, connections per server, idle rooms closed with
// their files kept, passwords, seat tokens, wrong guesses per address, rooms made per address, hello
// in time, the protocol version, one room a connection, and a client that does not read what it is
// sent.
import { afterEach, describe, expect, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { connectRoom } from '../../src/net/client.js';
import { PROTOCOL_VERSION } from '../../src/net/protocol.js';
import { memorySeatStore } from '../../src/net/seats.js';
import { CHAT_KEPT } from '../../src/net/room.js';
import { bot, clientOptions, closeClients, connect, game, nextOf, proxy, raw, startServer, until } from './kit.js';

afterEach(closeClients);

describe('limits', () => {
  test('messages per second: over the rate each is refused with its id and a wait; a flood closes the connection (1008)', async () => {
    const t = await startServer({ limits: { ratePerSecond: 5, burst: 5, floodRefusals: 20, floodWindowMs: 10_000 } });
    try {
      const r = await raw(t.url);
      await r.hello();
      for (let i = 0; i < 10; i++) r.send({ t: 'ping', id: 100 + i });
      const got = [];
      for (let i = 0; i < 10; i++) got.push(await r.next());
      // The hello took one token: four pings pass, six are refused, each named.
      expect(got.filter((m) => m.t === 'pong').map((m) => m.re)).toEqual([100, 101, 102, 103]);
      const refused = got.filter((m) => m.t === 'error');
      expect(refused.map((m) => [m.code, m.re])).toEqual(
        [104, 105, 106, 107, 108, 109].map((re) => ['rate-limited', re]),
      );
      for (const m of refused) expect(m.retryMs).toBeGreaterThan(0);
      // Keep going: past 20 refusals in the window, the connection is closed.
      for (let i = 0; i < 30; i++) r.send({ t: 'ping' });
      expect(await r.closed).toBe(1008);
      expect(t.lines.some((l) => /flooding/.test(l))).toBe(true);
      // The server goes on, for others.
      const s = await raw(t.url);
      await s.hello();
      s.close();
    } finally {
      await t.stop();
    }
  });

  test('a message over the size limit is refused (too-large), the connection going on', async () => {
    const t = await startServer({ limits: { messageBytes: 1000 } });
    try {
      const r = await raw(t.url);
      await r.hello();
      r.send(JSON.stringify({ t: 'ping', id: 1, pad: 'x'.repeat(2000) }));
      expect(await r.next()).toEqual({ t: 'error', code: 'too-large', max: 1000 });
      r.send({ t: 'ping', id: 2 });
      expect(await r.next()).toMatchObject({ t: 'pong', re: 2 });
      r.close();
    } finally {
      await t.stop();
    }
  });

  test('clients per room, players per room (a spectator may still watch), rooms per server', async () => {
    const t = await startServer({ limits: { clientsPerRoom: 3, playersPerRoom: 2, rooms: 2 } });
    try {
      const host = await connect(t.url, 'Ana', { create: game() });
      const code = host.room!.code;
      await connect(t.url, 'Ben', { join: code });
      const third = await connectRoom(clientOptions(t.url, 'Cai'), { join: code });
      expect(third).toEqual({ ok: false, error: { code: 'players-full', max: 2 } });
      const watch = await connect(t.url, 'Dee', { join: code, watch: true });
      expect(watch.me?.role).toBe('spectator');
      const fourth = await connectRoom(clientOptions(t.url, 'Eve'), { join: code, watch: true });
      expect(fourth).toEqual({ ok: false, error: { code: 'room-full', max: 3 } });
      await connect(t.url, 'Fay', { create: game() });
      const third3 = await connectRoom(clientOptions(t.url, 'Gus'), { create: game() });
      expect(third3).toEqual({ ok: false, error: { code: 'rooms-full', max: 2 } });
      expect(t.server.roomCount).toBe(2);
    } finally {
      await t.stop();
    }
  });

  test('connections per server: one more is refused at its upgrade (HTTP 503), the client saying unreachable; a place freed is taken again', async () => {
    const t = await startServer({ limits: { connections: 2 } });
    try {
      const a = await raw(t.url);
      await a.hello();
      const b = await raw(t.url);
      await expect(raw(t.url)).rejects.toThrow(/503/);
      const refused = await connectRoom(clientOptions(t.url, 'Cai'), { create: game() });
      expect(refused.ok === false && refused.error.code).toBe('unreachable');
      expect(t.server.roomCount).toBe(0);
      // The two inside go on; once one leaves, a newcomer gets in.
      a.send({ t: 'ping', id: 7 });
      expect(await a.next()).toMatchObject({ t: 'pong', re: 7 });
      b.close();
      await b.closed;
      // The server sees the close a moment after the client does: try again for a while.
      let c: Awaited<ReturnType<typeof raw>> | null = null;
      for (let i = 0; i < 50 && c === null; i++) {
        c = await raw(t.url).catch(() => null);
        if (c === null) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(c).not.toBeNull();
      await c!.hello();
      c!.close();
      a.close();
    } finally {
      await t.stop();
    }
  });

  test('an idle room is closed, its file kept; a player coming back opens it again as it was', async () => {
    const t = await startServer({ limits: { idleRoomMs: 200 } });
    try {
      const store = memorySeatStore();
      const host = await connect(t.url, 'Ana', { create: game() }, { seats: store });
      const code = host.room!.code;
      for (const c of game().cavers) await host.claim(c);
      await host.start();
      const b = bot(host, 'idle');
      await until(host, () => host.game!.version >= 10);
      b.stop();
      await until(host, () => t.server.room(code)!.busy === false);
      const version = t.server.room(code)!.session!.version;
      host.close();
      // The sweep runs every second at the least.
      await new Promise((resolve) => setTimeout(resolve, 1600));
      expect(t.server.roomCount).toBe(0);
      expect(t.lines.some((l) => l.includes(`room ${code} closed: idle`))).toBe(true);
      expect(existsSync(join(t.dir, 'rooms', `${code}.json`))).toBe(true);
      const again = await connect(t.url, 'Ana', { join: code }, { seats: store });
      expect(again.me).toEqual({ id: 'p1', role: 'player' });
      await until(again, () => again.game !== null && again.game.version === version);
      expect(t.server.roomCount).toBe(1);
    } finally {
      await t.stop();
    }
  });

  test('a password: needed, a wrong one refused, the right one lets in; a seat token needs none; a bad token is refused', async () => {
    const t = await startServer();
    try {
      const store = memorySeatStore();
      const host = await connect(t.url, 'Ana', { create: game(), password: 'secret word' });
      const code = host.room!.code;
      expect(host.room!.password).toBe(true);
      expect(await connectRoom(clientOptions(t.url, 'Ben'), { join: code })).toEqual({
        ok: false,
        error: { code: 'password-needed' },
      });
      expect(await connectRoom(clientOptions(t.url, 'Ben'), { join: code, password: 'secret' })).toEqual({
        ok: false,
        error: { code: 'bad-password' },
      });
      expect(await connectRoom(clientOptions(t.url, 'Ben'), { join: code, watch: true })).toEqual({
        ok: false,
        error: { code: 'password-needed' },
      });
      const ben = await connect(t.url, 'Ben', { join: code, password: 'secret word' }, { seats: store });
      ben.close();
      const back = await connect(t.url, 'Ben', { join: code }, { seats: store });
      expect(back.me).toEqual({ id: 'p2', role: 'player' });
      expect(await connectRoom(clientOptions(t.url, 'Mal'), { join: code, token: 'A'.repeat(22) })).toEqual({
        ok: false,
        error: { code: 'bad-token' },
      });
      // Neither the password nor a token is in the room's file or the log.
      const { readFileSync } = await import('node:fs');
      const file = readFileSync(join(t.dir, 'rooms', `${code}.json`), 'utf8');
      expect(file.includes('secret word')).toBe(false);
      expect(file).toMatch(/"password":"scrypt\$16384\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}"/);
      const token = store.load(t.url, code)!.token;
      expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(file.includes(token)).toBe(false);
      expect(t.lines.join('\n').includes(token)).toBe(false);
      expect(t.lines.join('\n').includes('secret word')).toBe(false);
    } finally {
      await t.stop();
    }
  });

  test('wrong guesses per address (room codes, passwords, tokens), and rooms made per address', async () => {
    const t = await startServer({ limits: { failedJoins: 3, creates: 2 } });
    try {
      const host = await connect(t.url, 'Ana', { create: game(), password: 'pw' });
      const code = host.room!.code;
      const tries = [
        { join: 'NOPE-ZZZZZZ' },
        { join: code, password: 'no' },
        { join: code, token: 'B'.repeat(22) },
      ] as const;
      for (const req of tries) expect((await connectRoom(clientOptions(t.url, 'x'), req)).ok).toBe(false);
      // The right password now waits too.
      const r = await connectRoom(clientOptions(t.url, 'x'), { join: code, password: 'pw' });
      expect(r.ok === false && r.error.code).toBe('too-many-attempts');
      // Rooms made: one by Ana, one more, then no more for a while.
      const y = await connectRoom(clientOptions(t.url, 'y'), { create: game() });
      expect(y.ok).toBe(true);
      if (y.ok) y.client.close();
      const c = await connectRoom(clientOptions(t.url, 'z'), { create: game() });
      expect(c.ok === false && c.error.code).toBe('too-many-attempts');
    } finally {
      await t.stop();
    }
  });

  test('hello first, in time, in the same protocol version', async () => {
    const t = await startServer({ limits: { helloMs: 300 } });
    try {
      const a = await raw(t.url);
      a.send({ t: 'ping', id: 1 });
      expect(await a.next()).toEqual({ t: 'error', code: 'hello-first', re: 1 });
      expect(await a.closed).toBe(4001);
      const b = await raw(t.url);
      b.send({ t: 'hello', id: 7, v: PROTOCOL_VERSION + 1 });
      expect(await b.next()).toEqual({
        t: 'error',
        code: 'version',
        want: PROTOCOL_VERSION,
        got: PROTOCOL_VERSION + 1,
        re: 7,
      });
      expect(await b.closed).toBe(4000);
      // The path: a room's code, or nothing.
      await expect(raw(t.url, '/admin')).rejects.toThrow(/404/);
      const c = await raw(t.url, '/rooms/NOPE-ZZZZZZ');
      await c.hello();
      c.send({ t: 'join', room: 'OTHER-ZZZZZZ', name: 'x', id: 3 });
      expect(await c.next()).toEqual({ t: 'error', code: 'no-such-room', re: 3 });
      c.close();
      // One room a connection: a second create or join, even while the first is under way, is refused.
      const d = await raw(t.url);
      await d.hello();
      d.send({ t: 'create', id: 1, name: 'x', game: game() });
      d.send({ t: 'create', id: 2, name: 'y', game: game() });
      const answers = [await d.next(), await d.next()];
      expect(answers.find((m) => m.re === 2)).toEqual({ t: 'error', code: 'already-in-room', re: 2 });
      expect(answers.find((m) => m.re === 1)).toMatchObject({ t: 'joined' });
      expect(t.server.roomCount).toBe(1);
      d.close();
    } finally {
      await t.stop();
    }
  });

  test('a client that does not read what it is sent is dropped; the others go on', async () => {
    const t = await startServer({ limits: { sendBufferBytes: 64 * 1024, ratePerSecond: 10_000, burst: 10_000 } });
    try {
      const host = await connect(t.url, 'Ana', { create: game() });
      const code = host.room!.code;
      for (const c of game().cavers) await host.claim(c);
      await host.start();
      const b = bot(host, 'slow');
      await until(host, () => host.game!.version >= 40);
      b.stop();
      const slow = await raw(t.url, `/rooms/${code}`);
      await slow.hello();
      slow.send({ t: 'join', room: code, watch: true, name: 'slow' });
      await nextOf(slow, 'joined');
      // It stops reading, and asks for the whole history again and again.
      (slow.ws as unknown as { _socket: import('node:net').Socket })._socket.pause();
      for (let i = 0; i < 400; i++) slow.send({ t: 'sync', from: 0 });
      await until(host, () => t.lines.some((l) => /does not read/.test(l)), 20_000, 'the slow client dropped');
      expect(host.status).toBe('open');
      expect((await host.say('still here')).ok).toBe(true);
      slow.close();
    } finally {
      await t.stop();
    }
  }, 30_000);
});

describe('chat', () => {
  test('a line is cleaned (no control characters, cut to its length) and sent to everyone in the room, spectators too, and no further', async () => {
    const t = await startServer();
    try {
      const ana = await connect(t.url, 'Ana\u001b[31m', { create: game() });
      const code = ana.room!.code;
      const ben = await connect(t.url, 'Ben', { join: code });
      const cat = await connect(t.url, 'Cat', { join: code, watch: true });
      const other = await connect(t.url, 'Dan', { create: game() });
      expect(ana.room!.players[0].name).toBe('Ana[31m');
      const long = `hello \u001b]0;pwned\u0007 ${'x'.repeat(500)}`;
      expect(await ben.say(long)).toEqual({ ok: true });
      await until(cat, () => cat.chat.length === 1);
      await until(ana, () => ana.chat.length === 1);
      const line = cat.chat[0];
      expect(line.from).toBe('p2');
      expect(line.name).toBe('Ben');
      expect(line.text.startsWith('hello ]0;pwned x')).toBe(true);
      expect([...line.text].length).toBe(t.server.limits.chatChars);
      expect(line.text).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
      expect(await cat.say('a spectator speaks')).toEqual({ ok: true });
      await until(ben, () => ben.chat.length === 2);
      expect(ben.chat[1]).toMatchObject({ from: 'w1', name: 'Cat', text: 'a spectator speaks' });
      expect(await ana.say('\u0007\u0008  ')).toEqual({ ok: false, refusal: { code: 'empty', field: 'text' } });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(other.chat).toEqual([]);
    } finally {
      await t.stop();
    }
  });

  test("whoever comes in later, or back, gets the room's last lines (in memory, at most CHAT_KEPT), each once", async () => {
    const t = await startServer();
    const p = await proxy(t.server.port);
    try {
      const ana = await connect(t.url, 'Ana', { create: game() });
      const code = ana.room!.code;
      const ben = await connect(p.url, 'Ben', { join: code }, { reconnect: { minMs: 200, maxMs: 400 } });
      for (let i = 0; i < CHAT_KEPT + 5; i++) expect(await ana.say(`line ${i}`)).toEqual({ ok: true });
      await until(ben, () => ben.chat.length === CHAT_KEPT + 5);
      // A newcomer: the last CHAT_KEPT lines, oldest first, with their times and names.
      const cai = await connect(t.url, 'Cai', { join: code });
      await until(cai, () => cai.chat.length === CHAT_KEPT);
      expect(cai.chat.map((l) => l.text)).toEqual(ana.chat.slice(5).map((l) => l.text));
      expect(cai.chat).toEqual(ana.chat.slice(5));
      // Ben's connection drops and comes back by itself: the lines come again, and he keeps each once.
      p.cut();
      await until(ben, () => ben.status === 'reconnecting');
      expect(await ana.say('while Ben was away')).toEqual({ ok: true });
      await until(ben, () => ben.status === 'open');
      await until(ben, () => ben.chat.some((l) => l.text === 'while Ben was away'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(ben.chat.map((l) => l.text)).toEqual(ana.chat.map((l) => l.text));
    } finally {
      await p.close();
      await t.stop();
    }
  });
});
