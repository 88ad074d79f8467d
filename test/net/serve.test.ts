// `subterra serve` as a player or an operator runs it: its options checked in one line (exit 2), the
// real process listening, logging connections, rooms and games (never a chat line or a token) to
// stderr, shutting down cleanly on SIGTERM and SIGINT (exit 0), and serving wss:// with a certificate.
import { afterEach, describe, expect, test } from '@jest/globals';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { main, type Io } from '../../src/cli/main.js';
import { connectRoom } from '../../src/net/client.js';
import { BIN, ROOT } from '../helpers/cli.js';
import { clientOptions, closeClients, connect, game, tempDir } from './kit.js';

afterEach(closeClients);

async function cli(args: string[]): Promise<{ code: number; err: string[] }> {
  let err = '';
  const io: Io = {
    out: () => {},
    err: (s) => {
      err += s;
    },
    env: { SUBTERRA_HOME: '/nonexistent-home' },
    stdinIsTTY: false,
    stdoutIsTTY: false,
  };
  const code = await main(['node', 'subterra', 'serve', ...args], io);
  return { code, err: err.split('\n').filter((l) => l !== '') };
}

describe('subterra serve: options', () => {
  test.each([
    [['--port', 'abc'], '--port must be a port number from 0 to 65535 (0: any free port), not "abc"'],
    [['--port', '70000'], '--port must be a port number from 0 to 65535 (0: any free port), not "70000"'],
    [['--listen', 'no such;host'], '--listen must be an IP address or a host name of this machine, not "no such;host"'],
    [['--tls-cert', 'c.pem'], '--tls-cert and --tls-key go together: --tls-cert alone is not enough'],
    [['--tls-key', 'k.pem'], '--tls-cert and --tls-key go together: --tls-key alone is not enough'],
    [['--port', '1', '--port', '2'], '--port is given twice ("1" and "2")'],
  ])('%j: one line, exit 2', async (args, msg) => {
    expect(await cli(args)).toEqual({ code: 2, err: [`subterra: ${msg} (see subterra --help)`] });
  });

  test('game options belong to a game, not to serve', async () => {
    let err = '';
    const io: Io = { out: () => {}, err: (s) => (err += s), env: {}, stdinIsTTY: false, stdoutIsTTY: false };
    expect(await main(['node', 'subterra', '--seed', 'x', 'serve'], io)).toBe(2);
    expect(err).toBe("subterra: --seed applies to starting a game, not to 'serve' (see subterra --help)\n");
  });
});

const built = existsSync(join(ROOT, 'dist', 'app.js'));
const HAS_OPENSSL = spawnSync('openssl', ['version']).status === 0;

/** A `subterra serve` process; resolves once it listens. */
function serve(args: string[], home: string): Promise<{ child: ChildProcess; port: number; err: () => string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, 'serve', '--listen', '127.0.0.1', '--port', '0', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, SUBTERRA_HOME: home },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr!.setEncoding('utf8').on('data', (d: string) => {
      err += d;
      const m = /listening on wss?:\/\/127\.0\.0\.1:(\d+)/.exec(err);
      if (m) resolve({ child, port: Number(m[1]), err: () => err });
    });
    child.on('exit', (code) => reject(new Error(`serve exited ${code}: ${err}`)));
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

(built ? describe : describe.skip)('subterra serve: the process', () => {
  test.each(['SIGTERM', 'SIGINT'] as const)(
    'logs connections, rooms and games, never a chat line or a token; %s shuts it down (exit 0)',
    async (signal) => {
      const home = tempDir('serve');
      try {
        const s = await serve([], home.dir);
        const url = `ws://127.0.0.1:${s.port}`;
        const ana = await connect(url, 'Ana', { create: game() });
        const code = ana.room!.code;
        expect((await ana.say('the secret is under the third rock')).ok).toBe(true);
        // The room is kept in the data folder's server/.
        expect(existsSync(join(home.dir, 'server', 'rooms', `${code}.json`))).toBe(true);
        const done = exited(s.child);
        s.child.kill(signal);
        expect(await done).toBe(0);
        const log = s.err();
        const lines = log.split('\n').filter((l) => l !== '');
        for (const l of lines) expect(l).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z /);
        expect(log).toMatch(/conn #1 from 127\.0\.0\.1/);
        expect(log).toContain(`room ${code} created`);
        expect(log).toContain('shutting down');
        expect(lines[lines.length - 1]).toMatch(/ stopped$/);
        expect(log).not.toContain('third rock');
        const file = readFileSync(join(home.dir, 'server', 'rooms', `${code}.json`), 'utf8');
        const tokenHash = (JSON.parse(file) as { players: { tokenHash: string }[] }).players[0].tokenHash;
        expect(log).not.toContain(tokenHash);
        expect(log).not.toMatch(/[A-Za-z0-9_-]{22}(?![A-Za-z0-9_-])/);
      } finally {
        home.remove();
      }
    },
    30_000,
  );

  (HAS_OPENSSL ? test : test.skip)(
    'wss:// with --tls-cert and --tls-key; a client trusting that certificate plays',
    async () => {
      const home = tempDir('tls');
      try {
        const cert = join(home.dir, 'cert.pem');
        const key = join(home.dir, 'key.pem');
        const made = spawnSync('openssl', [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          key,
          '-out',
          cert,
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
        ]);
        expect(made.status).toBe(0);
        const s = await serve(['--tls-cert', cert, '--tls-key', key], home.dir);
        expect(s.err()).toContain(`listening on wss://127.0.0.1:${s.port}`);
        const url = `wss://127.0.0.1:${s.port}`;
        const ana = await connect(url, 'Ana', { create: game() }, { tls: { ca: readFileSync(cert) } });
        expect(ana.room!.phase).toBe('lobby');
        // A client that does not trust the certificate does not get in.
        const stranger = await connectRoom(clientOptions(url, 'Eve', { reconnect: false }), { create: game() });
        expect(stranger.ok === false && stranger.error.code).toBe('unreachable');
        const done = exited(s.child);
        s.child.kill('SIGTERM');
        expect(await done).toBe(0);
        // A certificate that cannot be read: one line, exit 1.
        const r = spawnSync(
          process.execPath,
          [BIN, 'serve', '--port', '0', '--tls-cert', join(home.dir, 'none.pem'), '--tls-key', key],
          {
            cwd: ROOT,
            env: { PATH: process.env.PATH, SUBTERRA_HOME: home.dir },
            encoding: 'utf8',
          },
        );
        expect(r.status).toBe(1);
        expect(r.stderr).toBe(
          `subterra: cannot read ${join(home.dir, 'none.pem')}: no such file or directory (ENOENT)\n`,
        );
      } finally {
        home.remove();
      }
    },
    30_000,
  );

  test('a port in use, or a data folder that cannot be written: one line, exit 1', async () => {
    const home = tempDir('busy');
    try {
      const s = await serve([], home.dir);
      const r = spawnSync(process.execPath, [BIN, 'serve', '--listen', '127.0.0.1', '--port', String(s.port)], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, SUBTERRA_HOME: home.dir },
        encoding: 'utf8',
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(new RegExp(`^subterra: cannot serve on 127\\.0\\.0\\.1:${s.port}: .*EADDRINUSE.*\\n$`));
      s.child.kill('SIGTERM');
      await exited(s.child);
      const file = join(home.dir, 'a-file');
      spawnSync('touch', [file]);
      const w = spawnSync(process.execPath, [BIN, 'serve', '--port', '0', '--data', join(file, 'x')], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, SUBTERRA_HOME: home.dir },
        encoding: 'utf8',
      });
      expect(w.status).toBe(1);
      expect(w.stderr).toBe(`subterra: cannot keep rooms in ${join(file, 'x')}: ${file} is a file, not a folder\n`);
    } finally {
      home.remove();
    }
  }, 30_000);
});
