// `subterra host` and `subterra join` through the built CLI in a pseudo-terminal (`npm test` builds
// before jest runs): the lines friends type, printed for every address and good for joining; an
// address that cannot be read, a server that cannot be reached, a room that does not exist and a wrong
// password each refused in one line with a non-zero exit; and a player killed (`kill -9`) coming back
// to their seat with `subterra join` again (the seat token kept in the data folder).
import { afterAll, afterEach, describe, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { HAS_SCRIPT, type Run, runInTerminal, startInTerminal, type Terminal } from '../helpers/cli.js';
import { closeClients, connect, game, startServer, type TestServer, until } from '../net/kit.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'subterra-room-cli-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const running: Terminal[] = [];
const servers: TestServer[] = [];
afterEach(async () => {
  closeClients();
  while (running.length) running.pop()!.kill();
  while (servers.length) await servers.pop()!.stop();
});

let homes = 0;
function env(): Record<string, string | undefined> {
  const dir = path.join(tmp, `home-${homes++}`);
  fs.mkdirSync(dir, { recursive: true });
  const e: Record<string, string | undefined> = { ...process.env, SUBTERRA_HOME: dir };
  delete e.SUBTERRA_DEBUG;
  return e;
}

function term(args: string[], e: Record<string, string | undefined>): Terminal {
  const t = startInTerminal(args, e, 30000);
  running.push(t);
  return t;
}

/** The lines a run printed, blank ones left out. */
const printed = (r: Run): string[] =>
  r.stdout
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');

/** A port nothing listens on (bound, then let go). */
async function closedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

const it = HAS_SCRIPT ? test : test.skip;

describe('subterra host', () => {
  it('prints the line friends type for every address, then shows the lobby; the line joins the room', async () => {
    const e = env();
    const host = term(['host', '--port', '0', '--name', 'Ana'], e);
    const screen = await host.until((s) => /room [A-Z]+-[0-9A-Z]{6} · lobby/.test(s));
    const code = /room ([A-Z]+-[0-9A-Z]{6}) · lobby/.exec(screen)![1];
    // Before the lobby, on the terminal itself: one line for each address it listens on.
    const before = screen.slice(0, screen.indexOf('SUB TERRA'));
    expect(before).toContain('Friends join with:');
    const joins = [...before.matchAll(/subterra join (\S+)/g)].map((m) => m[1]);
    expect(joins.length).toBeGreaterThan(0);
    for (const j of joins) expect(j).toMatch(new RegExp(`^(\\[[0-9a-f:]+\\]|[0-9.]+|[\\w.-]+):\\d+/${code}$`));
    // What the line says reaches the room: a player joins it and the host's lobby shows them.
    const port = Number(/:(\d+)\//.exec(joins[0])![1]);
    const ben = await connect(`ws://127.0.0.1:${port}`, 'Ben', { join: code });
    expect(ben.room!.code).toBe(code);
    expect(ben.room!.players.map((p) => p.name)).toEqual(['Ana', 'Ben']);
    await host.until((s) => s.includes('P2 Ben'));
    // q leaves only once asked again (the room closes with the host), then the terminal has the lines again.
    host.type('q');
    await host.until((s) => s.includes('leaving closes it for everyone'));
    host.type('q');
    const r = await host.done;
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Left the room ${code}.`);
  }, 40_000);

  it("plays with the host's own keys (AZERTY): the lobby's s starts, the table's header names m to leave, m twice leaves", async () => {
    const e = env();
    fs.writeFileSync(path.join(e.SUBTERRA_HOME!, 'settings.json'), JSON.stringify({ keyLayout: 'azerty' }));
    const host = term(['host', '--port', '0', '--name', 'Ana'], e);
    await host.until((s) => / · lobby/.test(s));
    // Claim the four cavers (Enter, then the down arrow), then s: AZERTY's down key, the lobby's start.
    for (let i = 0; i < 4; i++) {
      host.type('\r');
      await host.until((s) => (s.match(/Ana \(you\)/g) ?? []).length >= i + 2);
      host.type('\x1b[B');
    }
    host.type('s');
    await host.until((s) => s.includes('Your turn') && s.includes('m leave'));
    host.type('m');
    await host.until((s) => s.includes('m again to leave'));
    host.type('m');
    const r = await host.done;
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Left the room [A-Z]+-[0-9A-Z]{6}\./);
  }, 40_000);

  it('refuses a --server address that names a room, and a bad --port, in one line (exit 2)', async () => {
    const e = env();
    const a = await runInTerminal(['host', '--server', '127.0.0.1:7447/RIVER-7Q4KXM'], e);
    expect(printed(a)).toEqual([
      'subterra: --server names a server, not a room: leave out /RIVER-7Q4KXM (see subterra --help)',
    ]);
    expect(a.code).toBe(2);
    const b = await runInTerminal(['host', '--port', '70000'], e);
    expect(printed(b)).toEqual([
      'subterra: --port must be a port number from 0 to 65535 (0: any free port), not "70000" (see subterra --help)',
    ]);
    expect(b.code).toBe(2);
    // --resume comes back to the room as it was: no game options, no standalone server; and none to
    // come back to is one line (exit 1).
    const c = await runInTerminal(['host', '--resume', '-d', 'hard'], e);
    expect(printed(c)).toEqual([
      'subterra: --resume cannot be combined with --difficulty: a resumed game keeps the options it was started with (see subterra --help)',
    ]);
    expect(c.code).toBe(2);
    const d = await runInTerminal(['host', '--resume', '--server', '127.0.0.1:7447'], e);
    expect(printed(d)).toEqual([
      'subterra: --resume comes back to the room of the server host starts; on a standalone server, come back with subterra join (see subterra --help)',
    ]);
    expect(d.code).toBe(2);
    const none = await runInTerminal(['host', '--resume', '--port', '0'], e);
    expect(printed(none)).toEqual([
      `subterra: no unfinished room of yours to come back to in ${path.join(e.SUBTERRA_HOME!, 'host')}`,
    ]);
    expect(none.code).toBe(1);
  }, 30_000);

  it('opens the room on a standalone server with --server, and prints its line', async () => {
    const t = await startServer();
    servers.push(t);
    const host = term(['host', '--server', `127.0.0.1:${t.server.port}`, '--name', 'Ana'], env());
    const screen = await host.until((s) => /room [A-Z]+-[0-9A-Z]{6} · lobby/.test(s));
    const code = /room ([A-Z]+-[0-9A-Z]{6}) · lobby/.exec(screen)![1];
    expect(screen).toContain(`subterra join 127.0.0.1:${t.server.port}/${code}`);
    const ben = await connect(t.url, 'Ben', { join: code });
    expect(ben.room!.players.map((p) => p.name)).toEqual(['Ana', 'Ben']);
  }, 30_000);
});

describe('subterra join', () => {
  it('refuses an address it cannot read in one line (exit 2)', async () => {
    const e = env();
    for (const [address, line] of [
      ['nowhere:99999/RIVER-7Q4KXM', 'the port must be a number from 1 to 65535: "nowhere:99999/RIVER-7Q4KXM"'],
      [
        'http://example.org/RIVER-7Q4KXM',
        'the address must start with ws:// or wss://, or with the host: "http://example.org/RIVER-7Q4KXM"',
      ],
      ['127.0.0.1:7447', 'the address names no room: add it after a slash, like 127.0.0.1:7447/RIVER-7Q4KXM'],
      [
        '127.0.0.1:7447/R!VER',
        'the room code cannot be read (a word and six letters or digits, like RIVER-7Q4KXM): "127.0.0.1:7447/R!VER"',
      ],
    ]) {
      const r = await runInTerminal(['join', address], e);
      expect(printed(r)).toEqual([`subterra: ${line} (see subterra --help)`]);
      expect(r.code).toBe(2);
    }
  }, 30_000);

  it('a server that cannot be reached, a room that does not exist, a wrong or missing password: one line, exit 1', async () => {
    const e = env();
    const port = await closedPort();
    const refused = await runInTerminal(['join', `127.0.0.1:${port}/RIVER-7Q4KXM`], e);
    expect(printed(refused)).toEqual([
      `subterra: cannot join RIVER-7Q4KXM at 127.0.0.1:${port}: cannot reach the server (no connection)`,
    ]);
    expect(refused.code).toBe(1);
    const t = await startServer();
    servers.push(t);
    const where = `127.0.0.1:${t.server.port}`;
    const none = await runInTerminal(['join', `${where}/RIVER-7Q4KXM`], e);
    expect(printed(none)).toEqual([`subterra: cannot join RIVER-7Q4KXM at ${where}: there is no room with that code`]);
    expect(none.code).toBe(1);
    const ana = await connect(t.url, 'Ana', { create: game(), password: 'granite' });
    const code = ana.room!.code;
    const missing = await runInTerminal(['join', `${where}/${code}`], e);
    expect(printed(missing)).toEqual([
      `subterra: cannot join ${code} at ${where}: the room has a password: give it with --password`,
    ]);
    expect(missing.code).toBe(1);
    const wrong = await runInTerminal(['join', `${where}/${code}`, '--password', 'basalt'], e);
    expect(printed(wrong)).toEqual([`subterra: cannot join ${code} at ${where}: wrong password`]);
    expect(wrong.code).toBe(1);
    expect(ana.room!.players).toHaveLength(1);
  }, 40_000);

  it('a player killed with kill -9 comes back to their seat with the same command (the token in the data folder)', async () => {
    const t = await startServer();
    servers.push(t);
    const ana = await connect(t.url, 'Ana', { create: game() });
    const code = ana.room!.code;
    const e = env();
    const args = ['join', `127.0.0.1:${t.server.port}/${code}`, '--name', 'Ben'];
    const first = term(args, e);
    await first.until((s) => s.includes('P2 Ben (you)'));
    // Ben claims the Scout (the cursor's caver) with Enter.
    first.type('\r');
    await until(ana, () => ana.room!.holders.scout === 'p2', 10_000, 'the Scout claimed');
    first.kill();
    await until(ana, () => ana.room!.players.find((p) => p.id === 'p2')?.connected === false, 10_000, 'Ben away');
    // The token is kept in the data folder, readable by its owner only.
    const seats = fs.readdirSync(path.join(e.SUBTERRA_HOME!, 'seats'));
    expect(seats).toHaveLength(1);
    expect(fs.statSync(path.join(e.SUBTERRA_HOME!, 'seats', seats[0])).mode & 0o077).toBe(0);
    // The same command again: the same player, the same seat.
    const again = term(['join', `127.0.0.1:${t.server.port}/${code}`], e);
    await again.until((s) => s.includes('P2 Ben (you)'));
    await until(ana, () => ana.room!.players.find((p) => p.id === 'p2')?.connected === true, 10_000, 'Ben back');
    expect(ana.room!.players.map((p) => p.name)).toEqual(['Ana', 'Ben']);
    expect(ana.room!.holders.scout).toBe('p2');
  }, 40_000);
});
