// The network layer's parts on their own: view patches and hashes, text cleaning, room codes and
// their entropy, addresses, the commitment, the action schema against the rules' own actions, the
// seat-token files, the atomic write off the event loop, and `subterra host`'s in-process server.
import { afterEach, describe, expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { botRng, randomAction } from '../../src/bots/random.js';
import {
  type Action,
  apply,
  type GameState,
  legalActions,
  newGame,
  playerView,
  type PlayerView,
} from '../../src/engine/index.js';
import { joinLine, parseAddress, roomUrl } from '../../src/net/address.js';
import type { TableView } from '../../src/net/client.js';
import { commitTo, newSalt, newSeed } from '../../src/net/commit.js';
import { hostRoom } from '../../src/net/host.js';
import { actionSchema, clientSchemas } from '../../src/net/protocol.js';
import { CODE_BITS, newRoomCode, normalizeCode, ROOM_WORDS } from '../../src/net/roomCode.js';
import { fileSeatStore, seatFile } from '../../src/net/seats.js';
import { cleanText } from '../../src/net/text.js';
import { applyPatch, canonicalJson, jsonHash, viewPatch } from '../../src/net/views.js';
import { Session } from '../../src/play/index.js';
import { writeFileAtomicAsync } from '../../src/record/atomic.js';
import { StorageError } from '../../src/record/files.js';
import { bot, closeClients, connect, game, quickAdvisor, tempDir, until } from './kit.js';

afterEach(closeClients);

/** Apply an action the rules listed (it must be legal). */
function applyOne(s: GameState, a: Action): GameState {
  const r = apply(s, a);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.state;
}

function newGameOrThrow(seed: string): GameState {
  const start = newGame({ seed, difficulty: 'normal', players: 1, cavers: ['scout', 'medic', 'leader', 'engineer'] });
  if (!start.ok) throw new Error(JSON.stringify(start.error));
  return start.state;
}

/** The public views of a random game from a seed. */
function randomGame(seed: string): PlayerView[] {
  const start = newGame({ seed, difficulty: 'normal', players: 1, cavers: ['scout', 'medic', 'leader', 'engineer'] });
  if (!start.ok) throw new Error(JSON.stringify(start.error));
  const rng = botRng(seed);
  const views = [playerView(start.state)];
  let s = start.state;
  for (let i = 0; i < 400 && s.result === null; i++) {
    s = applyOne(s, randomAction(s, rng)!);
    views.push(playerView(s));
  }
  return views;
}

describe('views on the wire', () => {
  test('a patch holds the fields that changed; applied to the view before, it gives the view after (as JSON)', () => {
    const views = randomGame('patches');
    expect(views.length).toBeGreaterThan(50);
    let sizes = 0;
    let whole = 0;
    for (let i = 1; i < views.length; i++) {
      const patch = JSON.parse(JSON.stringify(viewPatch(views[i - 1], views[i]))) as Partial<PlayerView>;
      const prev = JSON.parse(JSON.stringify(views[i - 1])) as PlayerView;
      expect(applyPatch(prev, patch)).toEqual(JSON.parse(JSON.stringify(views[i])));
      for (const k of Object.keys(patch))
        expect(canonicalJson(prev[k as keyof PlayerView])).not.toBe(canonicalJson(patch[k as keyof PlayerView]));
      sizes += JSON.stringify(patch).length;
      whole += JSON.stringify(views[i]).length;
    }
    // Patches are far smaller than whole views.
    expect(sizes).toBeLessThan(whole / 3);
    expect(viewPatch(views[3], views[3])).toEqual({});
    expect(applyPatch(null, { round: 2 })).toBeNull();
    expect(applyPatch(null, views[0])).toBe(views[0]);
  });

  test("the commitment's JSON is canonical (any order of fields); a shown view's hash is of its JSON text as sent", () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined, e: 3 }] })).toBe('{"a":[{"d":2,"e":3}],"b":1}');
    expect(canonicalJson({ x: 1, y: 2 })).toBe(canonicalJson({ y: 2, x: 1 }));
    // The text as sent: parsed and written again it is the same text, so the same hash.
    const view = playerView(newGameOrThrow('hash'));
    expect(jsonHash(JSON.parse(JSON.stringify(view)))).toBe(jsonHash(view));
    expect(jsonHash({ x: 1 })).not.toBe(jsonHash({ x: 2 }));
  });
});

describe('text from a client', () => {
  test('control characters, escapes and direction marks are taken out; spaces folded; cut by characters', () => {
    expect(cleanText('  hi\u001b[2J\u0007 there\u009b \u202eevil\u2066x ', 100)).toBe('hi[2J there evilx');
    expect(cleanText('a\tb\nc\r\nd', 100)).toBe('a b c d');
    expect(cleanText('🦇'.repeat(10), 3)).toBe('🦇🦇🦇');
    expect(cleanText('\u0000\u001f\u007f', 10)).toBe('');
  });
});

describe('room codes', () => {
  test('a word of 256 and six base-32 characters: 38 bits, read in one spelling', () => {
    expect(new Set(ROOM_WORDS).size).toBe(256);
    expect(CODE_BITS).toBe(38);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const c = newRoomCode();
      expect(c).toMatch(/^[A-Z]{2,12}-[0-9A-HJKMNP-TV-Z]{6}$/);
      expect(normalizeCode(c)).toBe(c);
      expect(normalizeCode(c.toLowerCase())).toBe(c);
      seen.add(c);
    }
    expect(seen.size).toBe(200);
    expect(normalizeCode(' river-7q4kxo ')).toBe('RIVER-7Q4KX0');
    expect(normalizeCode('river-7qikxl')).toBe('RIVER-7Q1KX1');
    expect(normalizeCode('river-7qukxm')).toBeNull();
    expect(normalizeCode('../etc/passwd')).toBeNull();
    expect(normalizeCode('RIVER')).toBeNull();
  });
});

describe('addresses', () => {
  test('what a player types, and the line a host prints', () => {
    expect(parseAddress('192.168.1.20:7447/RIVER-7Q4KXM')).toEqual({
      url: 'ws://192.168.1.20:7447',
      room: 'RIVER-7Q4KXM',
    });
    expect(parseAddress('play.example.org/river-7q4kxm')).toEqual({
      url: 'ws://play.example.org:7447',
      room: 'RIVER-7Q4KXM',
    });
    expect(parseAddress('wss://play.example.org/rooms/RIVER-7Q4KXM')).toEqual({
      url: 'wss://play.example.org:443',
      room: 'RIVER-7Q4KXM',
    });
    expect(parseAddress('[::1]:9000')).toEqual({ url: 'ws://[::1]:9000', room: null });
    expect(parseAddress('')).toEqual({ problem: 'empty' });
    expect(parseAddress('http://x/ROOM-ABCD')).toEqual({ problem: 'scheme' });
    expect(parseAddress('x:99999/ROOM-ABCD')).toEqual({ problem: 'port' });
    expect(parseAddress('bad host/ROOM-ABCD')).toEqual({ problem: 'host' });
    expect(parseAddress('host/nonsense')).toEqual({ problem: 'room' });
    expect(joinLine('fe80::1', 7447, 'RIVER-7Q4KXM')).toBe('[fe80::1]:7447/RIVER-7Q4KXM');
    expect(joinLine('10.0.0.2', 7447, 'RIVER-7Q4KXM', true)).toBe('wss://10.0.0.2:7447/RIVER-7Q4KXM');
    expect(roomUrl('ws://h:1', 'RIVER-7Q4KXM')).toBe('ws://h:1/rooms/RIVER-7Q4KXM');
    for (const line of [joinLine('10.0.0.2', 7447, 'RIVER-7Q4KXM'), joinLine('fd00::5', 8000, 'RIVER-7Q4KXM')]) {
      const a = parseAddress(line);
      expect('room' in a && a.room).toBe('RIVER-7Q4KXM');
    }
  });
});

describe('the commitment', () => {
  test('salted: the same deal with another salt hashes otherwise; the seed and the setup both count', () => {
    const salt = newSalt();
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    const a = commitTo(salt, 'granite-42', null);
    expect(commitTo(salt, 'granite-42', null)).toEqual(a);
    expect(commitTo(newSalt(), 'granite-42', null).hash).not.toBe(a.hash);
    expect(commitTo(salt, 'granite-43', null).hash).not.toBe(a.hash);
    expect(commitTo(salt, 'granite-42', { dice: [1] }).hash).not.toBe(a.hash);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('a server seed has 130 random bits', () => {
    const s = newSeed();
    expect(s).toMatch(/^net-[0-9a-hjkmnp-tv-z]{26}$/);
    expect(new Set(Array.from({ length: 100 }, newSeed)).size).toBe(100);
  });
});

describe('the action schema and the rules', () => {
  test('every action the rules list, along random games of every team, passes the schema unchanged', () => {
    const teams = [
      ['scout', 'medic', 'leader', 'engineer'],
      ['diver', 'geologist', 'climber', 'bodyguard', 'scout', 'leader'],
    ] as const;
    let n = 0;
    for (const [i, team] of teams.entries()) {
      for (let g = 0; g < 15; g++) {
        const seed = `schema-${i}-${g}`;
        const start = newGame({ seed, difficulty: 'normal', players: 1, cavers: [...team] });
        if (!start.ok) throw new Error(JSON.stringify(start.error));
        const rng = botRng(seed);
        let s = start.state;
        for (let k = 0; k < 600 && s.result === null; k++) {
          for (const a of legalActions(s)) {
            const r = actionSchema.safeParse(JSON.parse(JSON.stringify(a)));
            expect([a, r.success]).toEqual([a, true]);
            n++;
          }
          s = applyOne(s, randomAction(s, rng)!);
        }
      }
    }
    expect(n).toBeGreaterThan(10_000);
  });

  test('every action of the recorded games passes (the record form)', () => {
    const dir = join(process.cwd(), 'test', 'fixtures', 'games');
    let n = 0;
    for (const f of readdirSync(dir).filter((x: string) => x.endsWith('.json'))) {
      const rec = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { actions?: unknown[] };
      for (const a of rec.actions ?? []) {
        expect([f, a, actionSchema.safeParse(a).success]).toEqual([f, a, true]);
        n++;
      }
    }
    expect(n).toBeGreaterThan(100);
  });

  test('a message with a field beyond its own, a caver that is none, or a direction that is none: refused', () => {
    const act = clientSchemas.act;
    expect(act.safeParse({ t: 'act', at: 0, action: { caver: 'scout', do: 'move', dir: 'N' } }).success).toBe(true);
    expect(act.safeParse({ t: 'act', at: 0, action: { caver: 'scout', do: 'move', dir: 'N', x: 1 } }).success).toBe(
      false,
    );
    expect(act.safeParse({ t: 'act', at: 0, action: { caver: 'ghost', do: 'move', dir: 'N' } }).success).toBe(false);
    expect(act.safeParse({ t: 'act', at: 0, action: { caver: 'scout', do: 'move', dir: 'UP' } }).success).toBe(false);
    expect(act.safeParse({ t: 'act', at: -1, action: { caver: 'scout', do: 'end' } }).success).toBe(false);
    expect(
      act.safeParse({ t: 'act', at: 0, action: { caver: 'scout', do: 'run', path: ['N', 'N', 'N', 'N'] } }).success,
    ).toBe(false);
  });
});

describe('a Session and a remote game', () => {
  test('a Session has the reading surface a remote game has (TableView)', () => {
    const s = Session.start({
      seed: 'surface',
      difficulty: 'normal',
      players: 1,
      cavers: ['scout', 'medic', 'leader', 'engineer'],
      easy: false,
    });
    if (typeof s === 'string') throw new Error(s);
    const view: TableView = s;
    expect(view.waitingFor()?.caver).toBe('scout');
    expect(view.legalFor('p1').length).toBeGreaterThan(0);
    expect(view.takeBackOffer('p1')).toEqual({ ok: false, blocked: { code: 'nothing-yet' } });
  });
});

describe('seat tokens on disk', () => {
  test('one file per server and room, readable by its owner only; read back, and forgotten', () => {
    const home = tempDir('seats');
    try {
      const store = fileSeatStore({ env: { SUBTERRA_HOME: home.dir } });
      const ticket = {
        url: 'ws://10.0.0.2:7447',
        room: 'RIVER-7Q4KXM',
        player: 'p2',
        token: 'T'.repeat(22),
        name: 'Ben',
      };
      store.save(ticket);
      const file = seatFile(ticket.url, ticket.room, { env: { SUBTERRA_HOME: home.dir } });
      expect(file).toBe(join(home.dir, 'seats', '10.0.0.2_7447_RIVER-7Q4KXM.json'));
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(store.load(ticket.url, ticket.room)).toEqual(ticket);
      expect(store.load('ws://10.0.0.2:7448', ticket.room)).toBeNull();
      writeFileSync(file, 'not json');
      expect(store.load(ticket.url, ticket.room)).toBeNull();
      store.save(ticket);
      store.forget(ticket.url, ticket.room);
      expect(store.load(ticket.url, ticket.room)).toBeNull();
    } finally {
      home.remove();
    }
  });
});

describe('the atomic write off the event loop', () => {
  test('writes, replaces, leaves no temporary file; a failure leaves the last good file and says why', async () => {
    const d = tempDir('atomic');
    try {
      const f = join(d.dir, 'a', 'room.json');
      await writeFileAtomicAsync(f, 'one');
      await writeFileAtomicAsync(f, 'two');
      expect(readFileSync(f, 'utf8')).toBe('two');
      expect(readdirSync(join(d.dir, 'a'))).toEqual(['room.json']);
      writeFileSync(join(d.dir, 'file'), 'x');
      await expect(writeFileAtomicAsync(join(d.dir, 'file', 'room.json'), 'x')).rejects.toThrow(StorageError);
      await expect(writeFileAtomicAsync(join(d.dir, 'file', 'room.json'), 'x')).rejects.toThrow(/cannot save to/);
      expect(readFileSync(f, 'utf8')).toBe('two');
    } finally {
      d.remove();
    }
  });
});

describe("subterra host's server", () => {
  test("a server in this process on a free port, the host's room, and lines friends can join by", async () => {
    const d = tempDir('host');
    const h = await hostRoom({
      name: 'Ana',
      game: game(),
      port: 0,
      listen: '127.0.0.1',
      dataDir: d.dir,
      advisor: quickAdvisor(),
      aiDelayMs: 0,
    });
    try {
      if (!('server' in h)) throw new Error(JSON.stringify(h));
      expect(h.addresses).toEqual([`127.0.0.1:${h.port}/${h.code}`]);
      const host = await connect(h.localUrl, 'Ana', { join: h.code, token: h.token });
      expect(host.me).toEqual({ id: 'p1', role: 'player' });
      expect(host.room!.host).toBe('p1');
      const a = parseAddress(h.addresses[0]);
      if (!('url' in a)) throw new Error(a.problem);
      const friend = await connect(a.url, 'Ben', { join: a.room! });
      expect(friend.me).toEqual({ id: 'p2', role: 'player' });
      // Every address of the machine, when listening on all of them.
      const all = await hostRoom({ name: 'Ana', game: game(), port: 0, dataDir: d.dir, advisor: null });
      if (!('server' in all)) throw new Error(JSON.stringify(all));
      for (const line of all.addresses) expect(line).toMatch(new RegExp(`:${all.port}/${all.code}$`));
      expect(all.addresses.some((l) => l.startsWith('127.'))).toBe(false);
      await all.close();
      // A game it cannot set up is refused with why, and no server is left running.
      const bad = await hostRoom({
        name: 'Ana',
        game: game({ players: 2, cavers: ['scout', 'medic', 'leader'] }),
        port: 0,
        dataDir: d.dir,
      });
      expect(bad).toEqual({ code: 'bad-team', problem: { t: 'players', n: 3, need: 4 } });
    } finally {
      if ('server' in h) await h.close();
      d.remove();
    }
  });

  test('--resume: the host comes back to their unfinished room (its code, their seat, the game where it was); none, or one over, is no-such-room', async () => {
    const d = tempDir('host');
    const opts = { name: 'Ana', game: game(), port: 0, listen: '127.0.0.1', dataDir: d.dir, advisor: null };
    try {
      expect(await hostRoom({ ...opts, resume: true })).toEqual({ code: 'no-such-room' });
      const h = await hostRoom(opts);
      if (!('server' in h)) throw new Error(JSON.stringify(h));
      // The ticket is the host's alone: it holds the seat token.
      expect(statSync(join(d.dir, 'host.json')).mode & 0o777).toBe(0o600);
      const host = await connect(h.localUrl, 'Ana', { join: h.code, token: h.token });
      for (const c of host.room!.game.cavers) expect(await host.claim(c)).toEqual({ ok: true });
      expect(await host.start()).toEqual({ ok: true });
      const move = host.game!.legalFor('p1').find((a) => a.do === 'end')!;
      expect((await host.game!.submit(move)).ok).toBe(true);
      const version = host.game!.version;
      host.close();
      await h.close();
      // The game options given now are not the room's: it keeps its own.
      const back = await hostRoom({ ...opts, resume: true, game: game({ difficulty: 'hard' }) });
      if (!('server' in back)) throw new Error(JSON.stringify(back));
      try {
        expect(back.code).toBe(h.code);
        const again = await connect(back.localUrl, 'Ana', { join: back.code, token: back.token });
        expect(again.me).toEqual({ id: 'p1', role: 'player' });
        expect(again.room!.game.difficulty).toBe('normal');
        expect(again.game!.version).toBe(version);
        // Played to the end: then there is nothing to come back to.
        const b = bot(again, 'to-the-end');
        await until(again, () => again.verification !== null, 30_000, 'the end');
        b.stop();
        expect(again.game!.over).toBe(true);
      } finally {
        await back.close();
      }
      expect(await hostRoom({ ...opts, resume: true })).toEqual({ code: 'no-such-room' });
    } finally {
      d.remove();
    }
  }, 60_000);

  test('a new room does not open at start the rooms an earlier host left unfinished; --resume opens the host’s own only', async () => {
    const d = tempDir('host');
    const opts = { name: 'Ana', game: game(), port: 0, listen: '127.0.0.1', dataDir: d.dir, advisor: null };
    try {
      const first = await hostRoom(opts);
      if (!('server' in first)) throw new Error(JSON.stringify(first));
      const host = await connect(first.localUrl, 'Ana', { join: first.code, token: first.token });
      for (const c of host.room!.game.cavers) expect(await host.claim(c)).toEqual({ ok: true });
      expect(await host.start()).toEqual({ ok: true });
      host.close();
      await first.close();
      // Left unfinished; a new `host` opens a new room, and not the old one (its file is kept).
      const second = await hostRoom(opts);
      if (!('server' in second)) throw new Error(JSON.stringify(second));
      try {
        expect(second.code).not.toBe(first.code);
        expect(second.server.room(first.code)).toBeUndefined();
        expect(second.server.room(second.code)).toBeDefined();
      } finally {
        await second.close();
      }
      // Its file is kept; --resume comes back to the newest room, and to it alone.
      expect(existsSync(join(d.dir, 'rooms', `${first.code}.json`))).toBe(true);
      const back = await hostRoom({ ...opts, resume: true });
      if (!('server' in back)) throw new Error(JSON.stringify(back));
      try {
        expect(back.code).toBe(second.code);
        expect(back.server.room(first.code)).toBeUndefined();
      } finally {
        await back.close();
      }
    } finally {
      d.remove();
    }
  }, 60_000);
});
