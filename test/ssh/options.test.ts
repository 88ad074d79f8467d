// `subterra serve`'s SSH options: each wrong one is one line and exit status 2, before anything
// listens; and --ssh-only serves the rooms to the SSH sessions alone (no port for subterra join).
import { describe, expect, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runMain } from '../helpers/main.js';
import { parseServe } from '../../src/cli/serve.js';
import { ROOT } from '../helpers/cli.js';
import { makeKey, NO_SSH, serveSsh, sshTerminal, tempFolder } from '../helpers/ssh.js';

async function cli(args: string[]): Promise<{ code: number; err: string[] }> {
  const r = await runMain(['serve', ...args], { env: { SUBTERRA_HOME: '/nonexistent-home' } });
  return { code: r.code, err: r.errLines };
}

describe('subterra serve: the SSH options', () => {
  test.each([
    [['--ssh', 'abc'], '--ssh must be a port number from 0 to 65535 (0: any free port), not "abc"'],
    [['--ssh', '70000'], '--ssh must be a port number from 0 to 65535 (0: any free port), not "70000"'],
    [['--ssh-only'], '--ssh-only goes with --ssh PORT'],
    [['--ssh-host-key', 'k'], '--ssh-host-key goes with --ssh PORT'],
    [['--ssh-idle', '5'], '--ssh-idle goes with --ssh PORT'],
    [['--ssh', '2222', '--ssh-only', '--port', '80'], '--ssh-only serves no WebSocket port: leave --port out'],
    [['--ssh', '2222', '--ssh-per-address', '0'], '--ssh-per-address must be a whole number from 1, not "0"'],
    [['--ssh', '2222', '--ssh-sessions', 'many'], '--ssh-sessions must be a whole number from 1, not "many"'],
    [['--ssh', '2222', '--ssh-idle', '-1'], '--ssh-idle must be a number of minutes above 0, not "-1"'],
    [['--ssh', '2222', '--ssh-host', 'a b'], '--ssh-host must be a host name or address, not "a b"'],
    [['--ssh', '1', '--ssh', '2'], '--ssh is given twice ("1" and "2")'],
  ])('%j: one line, exit 2', async (args, msg) => {
    expect(await cli(args)).toEqual({ code: 2, err: [`subterra: ${msg} (see subterra --help)`] });
  });

  test('the values given, and the defaults', () => {
    const r = parseServe({ ssh: '2222', sshIdle: '0.5', sshPerAddress: '3', sshHost: 'play.example.org' }, {});
    expect(r.ok && r.config.ssh).toEqual({
      port: 2222,
      only: false,
      hostKey: null,
      host: 'play.example.org',
      perAddress: 3,
      sessions: 200,
      idleMinutes: 0.5,
    });
    const none = parseServe({}, {});
    expect(none.ok && none.config.ssh).toBeNull();
  });
});

const built = existsSync(join(ROOT, 'dist', 'app.js'));
const why = NO_SSH ?? (built ? null : 'the CLI is not built (npm run build)');
if (why !== null) console.warn(`test/ssh/options.test.ts SSH tests skipped: ${why}`);

(why === null ? describe : describe.skip)('subterra serve --ssh-only', () => {
  test('a room hosted over SSH says only how to come in by ssh; the rooms listen on the loopback', async () => {
    const tmp = tempFolder('only');
    const key = makeKey(tmp.dir, 'em');
    const server = await serveSsh(join(tmp.dir, 'data'), ['--ssh-only', '--ssh-host', 'play.example.org']);
    try {
      const t = sshTerminal({ port: server.ssh, key, user: 'em', dir: tmp.dir, cols: 100, rows: 30 });
      const menu = await t.until((s) => s.includes('Host a room'));
      expect(menu).toContain(`ssh -p ${server.ssh} CODE@play.example.org`);
      t.mark();
      t.type('h');
      const lobby = await t.until((s) => /ssh -p \d+ [A-Z]+-[0-9A-Z]+@play\.example\.org/.test(s));
      expect(lobby).not.toContain('subterra join');
      t.kill();
      await t.done;
    } finally {
      expect(await server.stop()).toBe(0);
      tmp.done();
    }
  });
});
