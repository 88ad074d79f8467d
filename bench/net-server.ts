// A server for the network benchmark, in a process of its own (bench/net.ts starts it):
//   node --expose-gc scripts/run-ts.mjs bench/net-server.ts DATA_DIR
// Prints {"port": N} once listening. A line "mem" on stdin is answered with the process's memory after
// a full collection, the rooms and connections it holds, and the CPU time it has used so far; "cpu"
// with the CPU time alone.
// Ends when stdin closes.
import { createInterface } from 'node:readline';
import { GameServer } from '../src/net/server.js';

const dir = process.argv[2];
const server = await GameServer.start({
  port: 0,
  host: '127.0.0.1',
  dataDir: dir,
  advisor: null,
  app: 'bench',
  // The load comes from two addresses' worth of clients on one machine: room-making and guesses are not what is measured.
  limits: { rooms: 10_000, connections: 20_000, creates: 1_000_000, failedJoins: 1_000_000 },
});
process.stdout.write(`${JSON.stringify({ port: server.port })}\n`);
const gc = (globalThis as { gc?: () => void }).gc;
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'cpu') {
    const cpu = process.cpuUsage();
    process.stdout.write(`${JSON.stringify({ cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
  } else if (line === 'mem') {
    gc?.();
    gc?.();
    const m = process.memoryUsage();
    const cpu = process.cpuUsage();
    process.stdout.write(
      `${JSON.stringify({ rss: m.rss, heap: m.heapUsed, external: m.external, rooms: server.roomCount, conns: server.connectionCount, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`,
    );
  }
}
await server.close(5000);
process.exit(0);
