// The SSH door runs a game, never a shell: with the real OpenSSH client and sftp against the built
// `subterra serve --ssh`, a command (`ssh HOST ls`), a shell without a pty, local and remote port
// forwarding and sftp are all refused, each logged, and the server stays up and serves the game.
// The host key: made once, kept, and a missing or unreadable one stops the server with one line.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { BIN, collect, ROOT } from '../helpers/cli.js';
import {
  keyOpts,
  makeKey,
  NO_SSH,
  OPTS,
  runCommand,
  serveSsh,
  type Served,
  sshTerminal,
  tempFolder,
} from '../helpers/ssh.js';

const built = existsSync(join(ROOT, 'dist', 'app.js'));
const why = NO_SSH ?? (built ? null : 'the CLI is not built (npm run build)');
if (why !== null) console.warn(`test/ssh/refusals.test.ts skipped: ${why}`);
const suite = why === null ? describe : describe.skip;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

suite('the SSH door refuses everything but the game', () => {
  const tmp = tempFolder('refuse');
  let server: Served;
  let key: string;
  const at = () => ['-p', String(server.ssh), ...OPTS, ...keyOpts(key)];

  beforeAll(async () => {
    key = makeKey(tmp.dir, 'dee');
    server = await serveSsh(join(tmp.dir, 'data'));
  });

  afterAll(async () => {
    const code = await server.stop();
    tmp.done();
    expect(code).toBe(0);
  });

  test('ssh HOST ls: the command is refused, nothing is listed', async () => {
    const r = await runCommand('ssh', [...at(), 'dee@127.0.0.1', 'ls', '--ignore=quartz', '/']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/exec request failed/);
    expect(r.stdout).toBe('');
    expect(server.log()).toMatch(/ssh conn #\d+ refused: exec/);
    // What was asked for is not logged (a word no temporary folder's random name can hold).
    expect(server.log()).not.toContain('quartz');
  });

  test('a shell without a pty: one line saying how to connect, exit status 1', async () => {
    const r = await runCommand('ssh', [...at(), '-T', 'dee@127.0.0.1']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`runs nothing else: connect with ssh -t -p ${server.ssh}`);
    expect(server.log()).toMatch(/refused: shell without a pty/);
  });

  test('ssh -R: remote port forwarding is refused', async () => {
    const r = await runCommand('ssh', [
      ...at(),
      '-N',
      '-o',
      'ExitOnForwardFailure=yes',
      '-R',
      `0:127.0.0.1:${server.ws}`,
      'dee@127.0.0.1',
    ]);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/remote port forwarding failed/i);
    expect(server.log()).toMatch(/refused: remote port forwarding/);
  });

  test('ssh -N -L: a connection through the forwarded port is refused at the server, and closed', async () => {
    // One ssh with a local forward: once it listens on the local port, a connection through it asks
    // the server for a channel, which must be refused and closed. On a loaded machine ssh has been
    // seen to give up before it listened (exit 255): then it is started again (at most three times),
    // so the refusal itself is always what the test sees.
    const gone: string[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const local = await freePort();
      const child = spawn('ssh', [...at(), '-N', '-L', `${local}:127.0.0.1:${server.ws}`, 'dee@127.0.0.1'], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { PATH: process.env.PATH },
      });
      const ran = collect(child);
      try {
        let got = '';
        let closed = false;
        // Until the tunnel's connection is closed, ssh has gone, or 60 s have passed.
        const until = Date.now() + 60_000;
        while (!closed && child.exitCode === null && Date.now() < until) {
          await new Promise((r) => setTimeout(r, 100));
          // Refused: ssh is not listening yet. Closed: ssh took the connection and then closed it,
          // cleanly or by a reset (our request unread), once the server refused its channel.
          const outcome = await new Promise<'refused' | 'closed'>((resolve) => {
            let taken = false;
            const s = connect(local, '127.0.0.1');
            s.on('data', (d) => {
              got += d.toString();
            });
            s.on('error', () => resolve(taken ? 'closed' : 'refused'));
            s.on('close', () => resolve(taken ? 'closed' : 'refused'));
            s.on('connect', () => {
              taken = true;
              s.write('GET /healthz HTTP/1.0\r\n\r\n');
            });
          });
          closed = outcome === 'closed';
        }
        if (!closed && child.exitCode !== null) {
          gone.push(`ssh exited ${child.exitCode}: ${(await ran).stderr.trim()}`);
          continue;
        }
        expect({ closed, gone }).toEqual({ closed: true, gone });
        // Nothing came back from the server's own HTTP port through the tunnel.
        expect(got).toBe('');
        expect(server.log()).toMatch(/refused: local port forwarding/);
        return;
      } finally {
        child.kill('SIGTERM');
        await ran;
      }
    }
    throw new Error(`ssh never kept its forward up: ${gone.join(' | ')}`);
  }, 200_000);

  test('sftp is refused', async () => {
    const r = await runCommand(
      'sftp',
      ['-P', String(server.ssh), ...OPTS, ...keyOpts(key), '-b', '-', 'dee@127.0.0.1'],
      { input: 'ls\nget /etc/passwd\n' },
    );
    expect(r.code).not.toBe(0);
    expect(r.stdout).not.toContain('root:');
    expect(server.log()).toMatch(/refused: (sftp|subsystem)/);
  });

  test('agent forwarding (ssh -A) is refused; the game is served without it', async () => {
    if (spawnSync('ssh-agent', ['-h']).error) return void console.warn('agent forwarding not tried: no ssh-agent');
    const sock = join(tmp.dir, 'agent.sock');
    const agent = spawn('ssh-agent', ['-D', '-a', sock], { stdio: 'ignore' });
    try {
      for (let i = 0; i < 100 && !existsSync(sock); i++) await new Promise((r) => setTimeout(r, 20));
      const t = sshTerminal({
        port: server.ssh,
        key,
        user: 'dee',
        dir: tmp.dir,
        env: { SSH_AUTH_SOCK: sock },
        options: ['-o', 'ForwardAgent=yes'],
      });
      await t.until((s) => s.includes('New solo game'));
      t.type('q');
      expect((await t.done).code).toBe(0);
      expect(server.log()).toMatch(/refused: agent forwarding/);
    } finally {
      agent.kill('SIGTERM');
    }
  });

  test('after all of that the server is still up and serves the game', async () => {
    expect(server.child.exitCode).toBeNull();
    const t = sshTerminal({ port: server.ssh, key, user: 'dee', dir: tmp.dir });
    await t.until((s) => s.includes('New solo game'));
    t.type('q');
    expect((await t.done).code).toBe(0);
  });
});

suite('the host key', () => {
  test('made on the first start (ed25519, private to the server), the same on the next; never replaced unasked', async () => {
    const tmp = tempFolder('hostkey');
    try {
      const data = join(tmp.dir, 'data');
      const first = await serveSsh(data);
      const firstLog = first.log();
      expect(await first.stop()).toBe(0);
      const fp = /ssh listening on .* \(host key (SHA256:\S+)\)/.exec(firstLog)![1];
      expect(firstLog).toContain(`ssh host key made: ${join(data, 'ssh', 'host_ed25519')}`);
      const file = join(data, 'ssh', 'host_ed25519');
      expect(statSync(file).mode & 0o077).toBe(0);
      expect(readFileSync(`${file}.pub`, 'utf8')).toMatch(/^ssh-ed25519 /);
      // ssh-keyscan sees the same key the log names.
      const second = await serveSsh(data);
      const scan = await runCommand('ssh-keyscan', ['-t', 'ed25519', '-p', String(second.ssh), '127.0.0.1']);
      expect(await second.stop()).toBe(0);
      expect(second.log()).toContain(`(host key ${fp})`);
      expect(second.log()).not.toContain('ssh host key made');
      const pub = readFileSync(`${file}.pub`, 'utf8').split(' ')[1];
      expect(scan.stdout).toContain(pub);

      const serveOnce = async (args: string[]) => {
        const child = spawn(
          process.execPath,
          [BIN, 'serve', '--listen', '127.0.0.1', '--port', '0', '--ssh', '0', '--data', data, ...args],
          { cwd: ROOT, env: { PATH: process.env.PATH, SUBTERRA_HOME: join(tmp.dir, 'home') }, stdio: 'pipe' },
        );
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        const r = await collect(child);
        clearTimeout(timer);
        return r;
      };
      // Unreadable (not a key): one line, exit 1, the file left as it was.
      writeFileSync(file, 'not a key\n');
      let r = await serveOnce([]);
      expect(r.code).toBe(1);
      expect(r.stderr).toBe(
        `subterra: the SSH host key ${file} is not a private key subterra can read (an unencrypted OpenSSH ed25519 key)\n`,
      );
      expect(readFileSync(file, 'utf8')).toBe('not a key\n');
      // Missing while its public half is there: one line, exit 1, no new key made.
      rmSync(file);
      r = await serveOnce([]);
      expect(r.code).toBe(1);
      expect(r.stderr.split('\n').filter(Boolean)).toHaveLength(1);
      expect(r.stderr).toContain(`the SSH host key ${file} is missing but its public half ${file}.pub is there`);
      expect(existsSync(file)).toBe(false);
      // A key file given that is not there.
      r = await serveOnce(['--ssh-host-key', join(tmp.dir, 'nope')]);
      expect(r.code).toBe(1);
      expect(r.stderr).toBe(`subterra: cannot read the SSH host key ${join(tmp.dir, 'nope')}: it does not exist\n`);
    } finally {
      tmp.done();
    }
  });
});
