// A server for the SSH benchmark, in a process of its own (bench/ssh.ts starts it):
//   node --expose-gc scripts/run-ts.mjs bench/ssh-server.ts DATA_DIR
// The game's SSH door on one port, and beside it, with the same host key in the same process, a
// plain SSH server whose sessions print one line and exit: the baseline a connection is measured
// against. Prints {"ssh": N, "echo": M} once both listen. A line "mem" on stdin is answered with the
// process's memory after a full collection and the sessions playing. Ends when stdin closes.
import { createInterface } from 'node:readline';
import ssh2 from 'ssh2';
import { tableAdvisor } from '../src/ai/tableAdvisor.js';
import { GameServer } from '../src/net/server.js';
import { loadHostKey } from '../src/ssh/hostKey.js';
import { SshServer } from '../src/ssh/server.js';

const dir = process.argv[2];
const key = loadHostKey({ dataDir: dir });
if (typeof key === 'string') throw new Error(key);
const rooms = await GameServer.start({ port: 0, host: '127.0.0.1', dataDir: dir, advisor: null, app: 'bench' });
const door = await SshServer.start({
  port: 0,
  host: '127.0.0.1',
  dataDir: dir,
  hostKey: key,
  publicHost: '127.0.0.1',
  limits: { perAddress: 1000, sessions: 1000 },
  door: {
    app: 'bench',
    roomsUrl: `ws://127.0.0.1:${rooms.port}`,
    joinAddress: null,
    advisor: tableAdvisor({ budgetMs: 50 }),
  },
});
process.setMaxListeners(5000);
const echo = new ssh2.Server({ hostKeys: [key.key] }, (client) => {
  client.on('authentication', (ctx) => (ctx.method === 'none' ? ctx.reject(['keyboard-interactive']) : ctx.accept()));
  client.on('ready', () =>
    client.on('session', (accept) => {
      const s = accept();
      s.on('pty', (ok) => ok?.());
      s.on('shell', (ok) => {
        const ch = ok();
        ch.write('one line\r\n');
        ch.exit(0);
        ch.end();
      });
    }),
  );
  client.on('error', () => {});
});
await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', () => resolve()));
process.stdout.write(`${JSON.stringify({ ssh: door.port, echo: (echo.address() as { port: number }).port })}\n`);
const gc = (globalThis as { gc?: () => void }).gc;
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'mem') {
    gc?.();
    gc?.();
    const m = process.memoryUsage();
    process.stdout.write(`${JSON.stringify({ rss: m.rss, heap: m.heapUsed, sessions: door.sessions })}\n`);
  }
}
await door.close();
await rooms.close(2000);
echo.close();
process.exit(0);
