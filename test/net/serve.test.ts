// `subterra serve` as a player or an operator runs it: its options checked in one line (exit 2), the
// real process listening, logging connections, rooms and games (never a chat line or a token) to
// stderr, shutting down cleanly on SIGTERM and SIGINT (exit 0), and serving wss:// with a certificate.
import { afterEach, describe, expect, test } from '@jest/globals';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runMain } from '../helpers/main.js';
import { connectRoom } from '../../src/net/client.js';
import { DEFAULT_LIMITS } from '../../src/net/protocol.js';
import { BIN, ROOT } from '../helpers/cli.js';
import { clientOptions, closeClients, connect, game, tempDir } from './kit.js';

afterEach(closeClients);

async function cli(args: string[]): Promise<{ code: number; err: string[] }> {
  const r = await runMain(['serve', ...args], { env: { SUBTERRA_HOME: '/nonexistent-home' } });
  return { code: r.code, err: r.errLines };
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
    const { code, err } = await runMain(['--seed', 'x', 'serve'], { env: {} });
    expect(code).toBe(2);
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

describe('the deployment files (docs/SERVER.md)', () => {
  test("the systemd unit's command line is one serve accepts, keeping the rooms in its StateDirectory", async () => {
    const { parseServe } = await import('../../src/cli/serve.js');
    const unit = readFileSync(join(ROOT, 'deploy', 'subterra-serve.service'), 'utf8');
    const exec = /^ExecStart=\/usr\/bin\/env subterra serve (.*)$/m.exec(unit);
    expect(exec).not.toBeNull();
    const args = exec![1].split(/\s+/);
    const raw: Record<string, string> = {};
    for (let i = 0; i < args.length; i += 2)
      raw[args[i].replace(/^--/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase())] = args[i + 1];
    const parsed = parseServe(raw, {});
    expect(parsed.ok).toBe(true);
    const state = /^StateDirectory=(\S+)$/m.exec(unit)![1];
    if (parsed.ok) expect(parsed.config.data).toBe(`/var/lib/${state}`);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
  });

  const nginx = spawnSync('nginx', ['-v']).status === 0;
  test('the nginx configuration passes WebSocket upgrades on, outwaits two pings, and (where nginx is) is valid', () => {
    const conf = readFileSync(join(ROOT, 'deploy', 'nginx-subterra.conf'), 'utf8');
    expect(conf).toContain('proxy_http_version 1.1;');
    expect(conf).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(conf).toContain('proxy_set_header Connection $connection_upgrade;');
    expect(conf).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    const read = Number(/proxy_read_timeout (\d+)s;/.exec(conf)![1]);
    expect(read * 1000).toBeGreaterThan(2 * DEFAULT_LIMITS.pingMs);
    // SERVER.md shows the same file.
    const doc = readFileSync(join(ROOT, 'docs', 'SERVER.md'), 'utf8');
    for (const line of ['proxy_read_timeout 120s;', 'proxy_set_header Connection $connection_upgrade;'])
      expect(doc).toContain(line);
    if (!nginx) return;
    const d = tempDir('nginx');
    try {
      const le = join(d.dir, 'le', 'live', 'play.example.org');
      spawnSync('mkdir', ['-p', le]);
      const made = spawnSync('openssl', [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        join(le, 'privkey.pem'),
        '-out',
        join(le, 'fullchain.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=play.example.org',
      ]);
      if (made.status !== 0) return;
      const sub = join(d.dir, 'subterra.conf');
      writeFileSync(sub, conf.replaceAll('/etc/letsencrypt', join(d.dir, 'le')));
      const main = join(d.dir, 'nginx.conf');
      writeFileSync(
        main,
        `pid ${d.dir}/nginx.pid;\nerror_log ${d.dir}/error.log;\nevents {}\nhttp {\n access_log off;\n client_body_temp_path ${d.dir};\n proxy_temp_path ${d.dir};\n include ${sub};\n}\n`,
      );
      const t = spawnSync('nginx', ['-t', '-c', main, '-p', d.dir], { encoding: 'utf8' });
      expect(t.stderr).toContain('syntax is ok');
    } finally {
      d.remove();
    }
  });
});
