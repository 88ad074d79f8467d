// The protocol under hostile input: random and malformed frames, wrong types in every field of every
// message, extra fields, huge frames, binary frames, unknown messages, actions for others' seats. The
// server answers each with an error naming why (a frame over the limit closes that connection, as the
// protocol says), stays up, and a game in another room plays on to its end untroubled.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import type { RoomClient, RoomChange } from '../../src/net/client.js';
import { CLIENT_TYPES } from '../../src/net/protocol.js';
import { bot, closeClients, connect, game, nextOf, raw, type Raw, startServer, type TestServer, until } from './kit.js';

afterEach(() => {
  /* the clients of the other room live through the whole file */
});

let t: TestServer;
let code: string;
let others: RoomClient[];
const othersErrors: RoomChange[] = [];
let stops: (() => void)[] = [];

beforeAll(async () => {
  t = await startServer({ limits: { ratePerSecond: 5000, burst: 5000, failedJoins: 1000 } });
  // Another room, whose game must not notice any of this.
  const a = await connect(t.url, 'Ada', { create: game() });
  const b = await connect(t.url, 'Bo', { join: a.room!.code });
  for (const c of ['scout', 'medic'] as const) await a.claim(c);
  for (const c of ['leader', 'engineer'] as const) await b.claim(c);
  others = [a, b];
  for (const c of others)
    c.subscribe((ch) =>
      ch.t === 'error' || (ch.t === 'connection' && ch.status !== 'open') ? othersErrors.push(ch) : undefined,
    );
  // A room of the fuzzer's own, to act in.
  const mine = await connect(t.url, 'Fuzz', { create: game() });
  code = mine.room!.code;
  for (const c of game().cavers) await mine.claim(c);
  await mine.start();
  await a.start();
  stops = others.map((c, i) => bot(c, `other-${i}`).stop);
}, 30_000);

afterAll(async () => {
  for (const s of stops) s();
  closeClients();
  await t.stop();
});

/** A connection that said hello and sits in the fuzzer's room as a new player. */
async function inRoom(): Promise<Raw> {
  const r = await raw(t.url, `/rooms/${code}`);
  await r.hello();
  r.send({ t: 'join', id: 1, room: code, name: 'fuzz' });
  const j = await nextOf(r, 'joined');
  expect(j.re).toBe(1);
  return r;
}

/** Send one frame and take the answer to it (a ping after it fences off anything else). */
async function answer(r: Raw, frame: object | string | Buffer): Promise<Record<string, unknown>> {
  r.send(frame);
  r.send({ t: 'ping', id: 999_999 });
  const got: Record<string, unknown>[] = [];
  for (;;) {
    const m = await r.next();
    if (m.t === 'pong' && m.re === 999_999) break;
    if (m.t === 'lobby' || m.t === 'step' || m.t === 'game' || m.t === 'chat') continue;
    got.push(m);
  }
  expect(got).toHaveLength(1);
  return got[0];
}

const ERROR_CODES = new Set(['bad-frame', 'too-large', 'bad-json', 'bad-message', 'unknown-message', 'invalid']);

describe('the protocol under hostile input', () => {
  test('random frames, text and binary: each answered with an error, the connection going on', async () => {
    const r = await raw(t.url);
    await r.hello();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.json({ maxDepth: 3 }),
          fc.uint8Array({ maxLength: 300 }).map((u) => Buffer.from(u)),
          fc.record({ t: fc.constantFrom(...CLIENT_TYPES), x: fc.anything() }).map((o) => JSON.stringify(o)),
          fc.anything().map((v) => JSON.stringify({ t: 'act', action: v, at: 0 }) ?? 'null'),
        ),
        async (frame) => {
          const m = await answer(r, frame);
          expect(m.t).toBe('error');
          expect(ERROR_CODES.has(String(m.code))).toBe(true);
        },
      ),
      { numRuns: 300, seed: 25 },
    );
    expect(r.ws.readyState).toBe(r.ws.OPEN);
    r.close();
  }, 60_000);

  test('wrong types in every field of every message, and fields no message has: `invalid`, naming the field', async () => {
    const r = await inRoom();
    const templates: Record<string, Record<string, unknown>> = {
      hello: { t: 'hello', v: 1, app: 'x' },
      create: { t: 'create', name: 'n', game: game(), password: 'p' },
      join: { t: 'join', room: 'ABC-1234', name: 'n', password: 'p', token: 'x', watch: true, have: 0 },
      configure: { t: 'configure', game: game() },
      claim: { t: 'claim', caver: 'scout' },
      release: { t: 'release', caver: 'scout' },
      assign: { t: 'assign', caver: 'scout', to: 'p1' },
      start: { t: 'start' },
      act: { t: 'act', action: { caver: 'scout', do: 'run', path: ['N'] }, at: 0 },
      undo: { t: 'undo', at: 0 },
      chat: { t: 'chat', text: 'hi' },
      sync: { t: 'sync', from: 0 },
      leave: { t: 'leave' },
      ping: { t: 'ping' },
    };
    expect(Object.keys(templates).sort()).toEqual([...CLIENT_TYPES].sort());
    const wrong = (v: unknown): unknown[] => {
      const all: unknown[] = [1.5, -7, 'x', '', {}, [], null, true, 'z'.repeat(5000), 2 ** 40, ['x', 1]];
      return all.filter(
        (w) => typeof w !== typeof v || Array.isArray(w) !== Array.isArray(v) || (w === null) !== (v === null),
      );
    };
    let checked = 0;
    for (const [t0, tpl] of Object.entries(templates)) {
      const fields: [string[], unknown][] = [];
      for (const [k, v] of Object.entries(tpl)) {
        if (k === 't') continue;
        fields.push([[k], v]);
        if (typeof v === 'object' && v !== null && !Array.isArray(v))
          for (const [k2, v2] of Object.entries(v)) fields.push([[k, k2], v2]);
      }
      fields.push([['id'], 1]);
      for (const [path, v] of fields) {
        // `assign.to` may be null (nobody); every other wrong value is wrong for it too.
        for (const w of wrong(v).filter((x) => !(t0 === 'assign' && path[0] === 'to' && x === null))) {
          const msg = structuredClone(tpl);
          let o: Record<string, unknown> = msg;
          for (const p of path.slice(0, -1)) o = o[p] as Record<string, unknown>;
          o[path[path.length - 1]] = w;
          const m = await answer(r, msg);
          expect([t0, path.join('.'), w, m.t, m.code]).toEqual([t0, path.join('.'), w, 'error', 'invalid']);
          expect(String(m.path).startsWith(path[0]) || m.path === '').toBe(true);
          checked++;
        }
      }
      const extra = await answer(r, { ...tpl, extra: 1 });
      expect([t0, extra.code, extra.issue]).toEqual([t0, 'invalid', 'unrecognized_keys']);
    }
    expect(checked).toBeGreaterThan(300);
    r.close();
  }, 120_000);

  test('unknown messages, bad JSON, non-objects, binary frames, and a message too large: each its own error', async () => {
    const r = await inRoom();
    expect(await answer(r, { t: 'fly', id: 4 })).toMatchObject({
      t: 'error',
      code: 'unknown-message',
      got: 'fly',
      re: 4,
    });
    expect(await answer(r, { t: 'x\u001b[2J\u0007'.repeat(20) })).toMatchObject({ code: 'unknown-message' });
    const esc = await answer(r, { t: '\u001b[31mred' });
    expect(String(esc.got)).not.toMatch(/\u001b/);
    expect(await answer(r, '{"t": "ping"')).toMatchObject({ code: 'bad-json' });
    expect(await answer(r, '[1,2]')).toMatchObject({ code: 'bad-message' });
    expect(await answer(r, '"ping"')).toMatchObject({ code: 'bad-message' });
    expect(await answer(r, { t: 5 })).toMatchObject({ code: 'bad-message' });
    expect(await answer(r, Buffer.from('{"t":"ping"}'))).toMatchObject({ code: 'bad-frame' });
    expect(await answer(r, JSON.stringify({ t: 'chat', text: 'y'.repeat(100_000) }))).toMatchObject({
      code: 'too-large',
      max: t.server.limits.messageBytes,
    });
    // Still talking.
    expect(await answer(r, { t: 'chat', id: 8, text: 'still here' })).toMatchObject({ t: 'ok', re: 8 });
    r.close();
  });

  test('a frame over the limit closes that connection (1009); the server goes on', async () => {
    const r = await inRoom();
    r.send('x'.repeat(t.server.limits.frameBytes + 10));
    expect(await r.closed).toBe(1009);
    const s = await raw(t.url);
    await s.hello();
    expect(await answer(s, { t: 'ping', id: 3 })).toMatchObject({ t: 'pong', re: 3 });
    s.close();
  });

  test('actions for other seats, in every form the rules know: refused with the reason, the game unchanged', async () => {
    const r = await inRoom();
    const room = t.server.room(code)!;
    const before = room.session!.version;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          caver: fc.constantFrom('scout', 'medic', 'leader', 'engineer', 'diver'),
          do: fc.constantFrom('move', 'end', 'exert', 'hide', 'rope', 'run', 'choose', 'draw'),
          dir: fc.constantFrom('N', 'E', 'S', 'W'),
        }),
        async (a) => {
          const action =
            a.do === 'run'
              ? { caver: a.caver, do: a.do, path: [a.dir] }
              : a.do === 'move'
                ? { caver: a.caver, do: a.do, dir: a.dir }
                : a.do === 'choose'
                  ? { caver: a.caver, do: a.do, option: 0 }
                  : a.do === 'draw'
                    ? { caver: a.caver, do: a.do, kind: 'reveal', dir: a.dir }
                    : { caver: a.caver, do: a.do };
          const m = await answer(r, { t: 'act', action, at: room.session!.version });
          expect(m.t).toBe('error');
          expect(['not-your-turn', 'not-your-caver', 'rules']).toContain(m.code);
        },
      ),
      { numRuns: 100, seed: 26 },
    );
    expect(room.session!.version).toBe(before);
    r.close();
  }, 60_000);

  test('after all of it: the server is up, and the other room played its game to the end untroubled', async () => {
    await Promise.all(others.map((c) => until(c, () => c.verification !== null, 90_000, 'the other room to end')));
    for (const c of others) expect(c.verification).toMatchObject({ ok: true });
    expect(othersErrors).toEqual([]);
    const s = await raw(t.url);
    await s.hello();
    s.send({ t: 'create', id: 2, name: 'late', game: game() });
    expect(await nextOf(s, 'joined')).toMatchObject({ re: 2 });
    s.close();
  }, 120_000);
});
