// Many players at once over SSH, and one who stops reading: 30 real `ssh -tt` sessions each start a
// solo game and play moves while another client, its output piped into a command that never reads
// it (a stalled TCP window, as far as the server can tell), keeps pressing keys that redraw a large
// screen. The 30 all finish their games; the stalled one's frames were dropped, not queued.
import { describe, expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/cli.js';
import { NO_SSH, serveSsh, sshTerminal, type SshTerminal, tempFolder } from '../helpers/ssh.js';

const built = existsSync(join(ROOT, 'dist', 'app.js'));
const why = NO_SSH ?? (built ? null : 'the CLI is not built (npm run build)');
if (why !== null) console.warn(`test/ssh/crowd.test.ts skipped: ${why}`);
const suite = why === null ? describe : describe.skip;

const PLAYERS = 30;

function turnOf(screen: string): string | null {
  const all = [...screen.matchAll(/SUB TERRA · (\w+)'s turn/g)];
  return all.length > 0 ? all[all.length - 1][1] : null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A guest's whole visit: a new game, two moves (a turn ended, twice), back to the menu, quit. */
async function visit(t: SshTerminal): Promise<void> {
  await t.until((s) => s.includes('New solo game'), 60_000);
  t.mark();
  t.type('n');
  await t.until((s) => s.includes('choose your team'), 60_000);
  t.mark();
  t.type('s');
  await t.until((s) => turnOf(s) !== null, 60_000);
  for (let i = 0; i < 2; i++) {
    const before = turnOf(t.sinceMark());
    t.mark();
    t.type('\r');
    await t.until((s) => s.includes('turn with'), 60_000);
    t.type('\r');
    await t.until((s) => turnOf(s) !== null && turnOf(s) !== before, 60_000);
  }
  t.mark();
  t.type('q');
  await t.until((s) => s.includes('Continue your last game'), 60_000);
  t.type('q');
  const end = await t.done;
  expect(end.code).toBe(0);
}

suite('the game over SSH: a crowd, and a client that stops reading', () => {
  test(`${PLAYERS} sessions at once play their moves while a stalled client gets its frames dropped`, async () => {
    const tmp = tempFolder('crowd');
    const server = await serveSsh(join(tmp.dir, 'data'), ['--ssh-per-address', String(PLAYERS + 5)]);
    let flood: ReturnType<typeof setInterval> | null = null;
    const stalled = sshTerminal({
      port: server.ssh,
      key: null,
      user: 'slow',
      cols: 300,
      rows: 120,
      dir: tmp.dir,
      pipeTo: 'sleep 600',
      timeoutMs: 240_000,
    });
    try {
      for (let i = 0; i < 400 && !/playing \(300x120/.test(server.log()); i++) await sleep(25);
      expect(server.log()).toMatch(/playing \(300x120/);
      // It cannot be watched (nothing reads its screen): a game started blind, then help shown and
      // hidden again and again, each a whole new frame of 300 by 120.
      await sleep(1500);
      stalled.type('n');
      await sleep(1500);
      stalled.type('s');
      await sleep(1500);
      // Slower than the frames are drawn (30 a second), so that each press is a frame of its own.
      flood = setInterval(() => stalled.type('?'), 50);
      // Its window (2 MB in OpenSSH) fills: from then on the server drops its frames.
      for (let i = 0; i < 1200 && !/is not reading: its frames are dropped/.test(server.log()); i++) await sleep(50);
      expect(server.log()).toMatch(/ssh conn #1 is not reading: its frames are dropped until it does/);

      const players = Array.from({ length: PLAYERS }, (_, i) =>
        sshTerminal({ port: server.ssh, key: null, user: `p${i}`, dir: tmp.dir, timeoutMs: 240_000 }),
      );
      await Promise.all(players.map(visit));
      clearInterval(flood);
      flood = null;

      // Every game saved, with its two moves.
      const guests = join(server.data, 'ssh', 'guests');
      const games = readdirSync(guests).flatMap((g) => {
        const dir = join(guests, g, 'games');
        return existsSync(dir) ? readdirSync(dir).map((f) => join(dir, f)) : [];
      });
      const moves = games.map((f) => (JSON.parse(readFileSync(f, 'utf8')) as { actions: unknown[] }).actions.length);
      expect(moves.filter((n) => n === 2)).toHaveLength(PLAYERS);

      // The stalled client leaves: the server says how many of its frames it dropped.
      stalled.kill();
      for (let i = 0; i < 400 && !/frames dropped for a slow client/.test(server.log()); i++) await sleep(25);
      const dropped = /frames dropped for a slow client: (\d+)/.exec(server.log());
      expect(dropped).not.toBeNull();
      expect(Number(dropped![1])).toBeGreaterThan(0);
    } finally {
      if (flood) clearInterval(flood);
      stalled.kill();
      expect(await server.stop()).toBe(0);
      tmp.done();
    }
  }, 300_000);
});
