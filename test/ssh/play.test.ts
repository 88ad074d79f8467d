// The game served over SSH, played with the machine's real OpenSSH client (`ssh -tt` in a pseudo-
// terminal) against the built `subterra serve --ssh` on 127.0.0.1: the menu, a solo game with moves,
// a window change, quitting and continuing the game by the same key; rooms reached by their code;
// idle sessions closed with their game saved; the per-address limit. Skipped, saying why, only on a
// machine without an ssh client (or ssh-keygen, or script).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/cli.js';
import { makeKey, NO_SSH, serveSsh, type Served, sshTerminal, tempFolder } from '../helpers/ssh.js';

const built = existsSync(join(ROOT, 'dist', 'app.js'));
const why = NO_SSH ?? (built ? null : 'the CLI is not built (npm run build)');
if (why !== null) console.warn(`test/ssh/play.test.ts skipped: ${why}`);
const suite = why === null ? describe : describe.skip;

/** The caver whose turn the table's header names. */
function turnOf(screen: string): string | null {
  const all = [...screen.matchAll(/SUB TERRA · (\w+)'s turn/g)];
  return all.length > 0 ? all[all.length - 1][1] : null;
}

/** The games saved in a player's folder under the server's data folder. */
function savedGames(data: string): { file: string; actions: number }[] {
  const root = join(data, 'ssh', 'players');
  const out: { file: string; actions: number }[] = [];
  for (const p of existsSync(root) ? readdirSync(root) : []) {
    const dir = join(root, p, 'games');
    for (const f of existsSync(dir) ? readdirSync(dir) : []) {
      const rec = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { actions: unknown[] };
      out.push({ file: join(dir, f), actions: rec.actions.length });
    }
  }
  return out;
}

suite('the game over SSH: one server, real ssh clients', () => {
  const tmp = tempFolder('play');
  let server: Served;
  let ana: string;
  let bo: string;

  beforeAll(async () => {
    ana = makeKey(tmp.dir, 'ana');
    bo = makeKey(tmp.dir, 'bo');
    server = await serveSsh(join(tmp.dir, 'data'));
  });

  afterAll(async () => {
    const code = await server.stop();
    tmp.done();
    expect(code).toBe(0);
  });

  test('the menu, a solo game with moves, a window change, quitting, and the game continued by the same key', async () => {
    const t = sshTerminal({ port: server.ssh, key: ana, user: 'ana', dir: tmp.dir, cols: 80, rows: 24 });
    const menu = await t.until((s) => s.includes('Statistics') && s.includes('Quit'));
    expect(menu).toContain('SUB TERRA · over SSH');
    expect(menu).toContain('Playing as ana · your key SHA256:');
    for (const line of ['New solo game', 'Tutorial', 'Host a room', 'Join a room by its code', 'Watch a room'])
      expect(menu).toContain(line);
    // Nothing to continue yet.
    expect(menu).not.toContain('Continue your last game');

    t.mark();
    t.type('n');
    await t.until((s) => s.includes('choose your team'));
    t.mark();
    t.type('s');
    const first = turnOf(await t.until((s) => turnOf(s) !== null));
    // Two moves: each caver's turn ended (Enter, then Enter to confirm).
    for (let i = 0; i < 2; i++) {
      const before = turnOf(t.sinceMark());
      t.mark();
      t.type('\r');
      await t.until((s) => s.includes('turn with'));
      t.type('\r');
      await t.until((s) => turnOf(s) !== null && turnOf(s) !== before);
    }
    const third = turnOf(t.sinceMark());
    expect(third).not.toBe(first);

    // The window grows: the table is drawn again at the new width (the header reaches the right edge).
    const widest = (s: string) =>
      Math.max(
        0,
        ...s
          .split(/\r?\n/)
          .filter((l) => l.includes('q save & quit'))
          .map((l) => l.trimEnd().length),
      );
    expect(widest(t.sinceMark())).toBeLessThanOrEqual(80);
    t.mark();
    t.resize(120, 40);
    await t.until((s) => widest(s) > 100);

    // q leaves the game (saved after every action) for the menu, q there ends the session.
    t.mark();
    t.type('q');
    const back = await t.until((s) => s.includes('Continue your last game'));
    expect(back).toContain('New solo game');
    t.type('q');
    const end = await t.done;
    expect(end.stdout).toContain(`Bye. Come back with: ssh -p ${server.ssh}`);

    const saved = savedGames(server.data);
    expect(saved).toHaveLength(1);
    expect(saved[0].actions).toBe(2);

    // The same key: the game goes on where it was (as --resume), the same caver to play.
    const again = sshTerminal({ port: server.ssh, key: ana, user: 'ana', dir: tmp.dir });
    await again.until((s) => s.includes('Continue your last game'));
    again.mark();
    again.type('c');
    const resumed = await again.until((s) => turnOf(s) !== null && s.includes('Resumed'));
    expect(turnOf(resumed)).toBe(third);
    expect(resumed).toContain('2 actions so far');
    again.type('q');
    await again.until((s) => s.includes('Continue your last game'));
    again.type('q');
    expect((await again.done).code).toBe(0);

    // Another key is another player: nothing of Ana's to continue. So is a guest, without a key.
    for (const key of [bo, null]) {
      const other = sshTerminal({ port: server.ssh, key, user: 'bo', dir: tmp.dir });
      const m = await other.until((s) => s.includes('Quit'));
      expect(m).not.toContain('Continue your last game');
      if (key === null) expect(m).toContain('a guest');
      other.type('q');
      expect((await other.done).code).toBe(0);
    }
    // The log names connections and keys, never a key pressed.
    const log = server.log();
    expect(log).toMatch(/ssh conn #\d+ in as SHA256:\S+ \(name "ana"\)/);
    expect(log).toMatch(/ssh conn #\d+ in as guest/);
    expect(log).not.toMatch(/"(n|s|c|q)"|key pressed|typed/);
  });

  test("each session speaks its client's language (LANG), two at once in one server", async () => {
    const tr = sshTerminal({ port: server.ssh, key: null, user: 'ece', dir: tmp.dir, setEnv: ['LANG=tr_TR.UTF-8'] });
    const en = sshTerminal({ port: server.ssh, key: null, user: 'eve', dir: tmp.dir, setEnv: ['LANG=en_GB.UTF-8'] });
    // The menu itself in each language.
    expect(await tr.until((s) => s.includes('Yeni tek kişilik oyun'))).not.toContain('New solo game');
    expect(await en.until((s) => s.includes('New solo game'))).not.toContain('Yeni tek kişilik oyun');
    for (const t of [tr, en]) {
      t.mark();
      t.type('n');
    }
    await tr.until((s) => s.includes('Dalgıç'));
    await en.until((s) => s.includes('Diver'));
    // Keys in one, then the other, and again: each screen stays in its own language.
    for (let i = 0; i < 3; i++) {
      for (const t of [tr, en]) {
        t.mark();
        t.type('\x1b[B');
      }
      expect(await tr.until((s) => s.includes('Jeolog'))).not.toContain('Geologist');
      expect(await en.until((s) => s.includes('Geologist'))).not.toContain('Jeolog');
    }
    tr.kill();
    en.kill();
    await Promise.all([tr.done, en.done]);
  });

  test('ssh CODE@HOST comes straight into the lobby of a room hosted from the menu', async () => {
    // Bo has said his name once before (a login naming a room gives none).
    const named = sshTerminal({ port: server.ssh, key: bo, user: 'bo', dir: tmp.dir });
    await named.until((s) => s.includes('Quit'));
    named.type('q');
    await named.done;
    const host = sshTerminal({ port: server.ssh, key: ana, user: 'ana', dir: tmp.dir, cols: 100, rows: 30 });
    await host.until((s) => s.includes('Host a room'));
    host.mark();
    host.type('h');
    const lobby = await host.until((s) => /ssh -p \d+ [A-Z]+-[0-9A-Z]+@/.test(s));
    const code = /ssh -p \d+ ([A-Z]+-[0-9A-Z]+)@/.exec(lobby)![1];
    expect(lobby).toContain(`subterra join 127.0.0.1:${server.ws}/${code}`);
    expect(lobby).not.toContain('subterra join ssh');
    host.mark();
    const guest = sshTerminal({
      port: server.ssh,
      key: bo,
      user: code.toLowerCase(),
      dir: tmp.dir,
      cols: 100,
      rows: 30,
      // From another loopback address than the others: the rooms count each SSH player by their own.
      options: ['-b', '127.0.0.2'],
    });
    const seen = await guest.until((s) => s.includes(code) && s.includes('ana'));
    expect(seen).toContain('lobby');
    // Their session came into the room from this process, and the room counted it as theirs.
    expect(server.log()).toMatch(/ssh conn #\d+ from 127\.0\.0\.2:/);
    expect(server.log()).toMatch(new RegExp(`Z conn #\\d+ from 127\\.0\\.0\\.2 for ${code}`));
    // The host sees them come in, by the name their key last gave (the login named only the room).
    await host.until((s) => /P2 bo\b/.test(s));
    // A third watches from the menu: w, the code typed, Enter.
    const watcher = sshTerminal({ port: server.ssh, key: null, user: 'wu', dir: tmp.dir, cols: 100, rows: 30 });
    await watcher.until((s) => s.includes('Watch a room'));
    watcher.mark();
    watcher.type('w');
    await watcher.until((s) => s.includes('Room code:'));
    watcher.type(code.toLowerCase());
    watcher.type('\r');
    const watching = await watcher.until((s) => s.includes(code) && s.includes('ana') && s.includes('bo'));
    expect(watching).toContain('lobby');
    watcher.kill();
    await watcher.done;
    guest.kill();
    host.kill();
    await Promise.all([guest.done, host.done]);
  });
});

suite('the game over SSH: the menu', () => {
  test('the tutorials and the statistics open from it, and Esc or q comes back', async () => {
    const tmp = tempFolder('menu');
    const server = await serveSsh(join(tmp.dir, 'data'));
    try {
      const t = sshTerminal({ port: server.ssh, key: null, user: 'fay', dir: tmp.dir });
      await t.until((s) => s.includes('Statistics'));
      t.mark();
      t.type('s');
      expect(await t.until((s) => s.includes('Esc back'))).toContain('No saved games yet');
      t.mark();
      t.type('\x1b');
      await t.until((s) => s.includes('New solo game'));
      t.mark();
      t.type('t');
      const tutorial = await t.until((s) => /tutorial/i.test(s) && /Round 1/.test(s));
      expect(tutorial).not.toContain('New solo game');
      t.mark();
      t.type('q');
      await t.until((s) => s.includes('New solo game'));
      // d: the second tutorial, Deeper, from its first step; q comes back to the menu again.
      t.mark();
      t.type('d');
      const deeper = await t.until((s) => s.includes('Tutorial · Deeper · step 1 of'));
      expect(deeper).toContain('a cave of drops, ledges and tunnels');
      t.mark();
      t.type('q');
      await t.until((s) => s.includes('New solo game'));
      t.type('q');
      expect((await t.done).code).toBe(0);
    } finally {
      expect(await server.stop()).toBe(0);
      tmp.done();
    }
  });
});

suite('the game over SSH: stopping the server', () => {
  test('SIGTERM with a game open: the player is told, the game is saved, exit 0', async () => {
    const tmp = tempFolder('stop');
    const key = makeKey(tmp.dir, 'di');
    const server = await serveSsh(join(tmp.dir, 'data'));
    try {
      const t = sshTerminal({ port: server.ssh, key, user: 'di', dir: tmp.dir });
      await t.until((s) => s.includes('New solo game'));
      t.mark();
      t.type('n');
      await t.until((s) => s.includes('choose your team'));
      t.mark();
      t.type('s');
      await t.until((s) => turnOf(s) !== null);
      expect(await server.stop()).toBe(0);
      const end = await t.done;
      expect(end.stdout).toContain('The server is shutting down; your game is saved.');
      expect(savedGames(server.data)).toHaveLength(1);
    } finally {
      await server.stop();
      tmp.done();
    }
  });
});

suite('the game over SSH: limits', () => {
  test('a second session from the same address is refused with one line; an idle one is closed, its game saved', async () => {
    const tmp = tempFolder('limits');
    const key = makeKey(tmp.dir, 'cy');
    const server = await serveSsh(join(tmp.dir, 'data'), ['--ssh-per-address', '1', '--ssh-idle', '0.05']);
    try {
      const a = sshTerminal({ port: server.ssh, key, user: 'cy', dir: tmp.dir });
      await a.until((s) => s.includes('New solo game'));
      const b = sshTerminal({ port: server.ssh, key, user: 'cy', dir: tmp.dir });
      const refused = await b.done;
      expect(refused.stdout).toContain('too many sessions from your address at once');
      expect(refused.code).not.toBe(0);
      // The first one starts a game and then sits idle: closed, with the game on disk.
      a.type('n');
      await a.until((s) => s.includes('choose your team'));
      a.type('s');
      await a.until((s) => turnOf(s) !== null);
      const closed = await a.done;
      expect(closed.stdout).toContain('without a key pressed; your game is saved');
      expect(server.log()).toMatch(/ssh conn #\d+ closed: idle/);
      expect(savedGames(server.data)).toHaveLength(1);
    } finally {
      expect(await server.stop()).toBe(0);
      tmp.done();
    }
  });
});
