// Players for the network benchmark, in a process of their own (bench/net.ts starts one or more):
//   node scripts/run-ts.mjs bench/net-load.ts URL ROOMS SECONDS SEED
// Sets up ROOMS rooms of four clients each (each holding one caver) and says "ready"; on "play" their
// games start, every client's bot playing as fast as it can: whenever the game waits on it, a random
// legal action of its own world. A room whose game ends is replaced by a new one. "go" starts the
// measurement window and "stop" ends it, printing {"actions", "ms", "rtt": [...]}: the actions applied
// in the window, and for each the time from its submission to every client of the room having the
// view after it.
import { createInterface } from 'node:readline';
import { botRng, randomAction } from '../src/bots/random.js';
import { connectRoom, type RoomClient } from '../src/net/client.js';
import type { GameSpec } from '../src/net/protocol.js';
import { memorySeatStore } from '../src/net/seats.js';

const [url, roomsArg, , seed] = process.argv.slice(2);
const ROOMS = Number(roomsArg);
const TEAM = ['scout', 'medic', 'leader', 'engineer'] as const;
const GAME: GameSpec = { difficulty: 'normal', players: 1, cavers: [...TEAM] };

let measuring = false;
let actions = 0;
const rtt: number[] = [];
let t0 = 0;
let made = 0;
const all = new Set<RoomClient>();

const opts = (name: string) => ({ url, name, seats: memorySeatStore(), storage: null, reconnect: false as const });

/** The hosts of rooms set up and not yet started. */
const waiting: RoomClient[] = [];
let playing = false;

async function room(n: number): Promise<void> {
  const host = await connectRoom(opts(`h${n}`), { create: GAME });
  if (!host.ok) throw new Error(JSON.stringify(host.error));
  const code = host.client.room!.code;
  const clients = [host.client];
  for (let i = 1; i < 4; i++) {
    const c = await connectRoom(opts(`p${n}-${i}`), { join: code });
    if (!c.ok) throw new Error(JSON.stringify(c.error));
    clients.push(c.client);
  }
  for (const [i, c] of clients.entries()) await c.claim(TEAM[i]);
  for (const c of clients) all.add(c);
  // When each version was seen by each client: the submission's round trip ends at the last of them.
  const sent = new Map<number, number>();
  const seen = new Map<number, number>();
  let ended = false;
  const onSeen = (v: number): void => {
    const k = (seen.get(v) ?? 0) + 1;
    seen.set(v, k);
    if (k < clients.length) return;
    seen.delete(v);
    const at = sent.get(v - 1);
    sent.delete(v - 1);
    if (measuring) {
      actions++;
      if (at !== undefined) rtt.push(performance.now() - at);
    }
  };
  clients.forEach((c, i) => {
    const rng = botRng(`${seed}-${n}-${i}`);
    let busy = false;
    const go = (): void => {
      const g = c.game;
      if (busy || g === null || g.over || g.me === null) return;
      const w = g.waitingFor();
      if (w === null || w.seat.id !== g.me) return;
      const a = randomAction(g.state, rng);
      if (a === null) return;
      busy = true;
      sent.set(g.version, performance.now());
      void g.submit(a).then(() => {
        busy = false;
        setImmediate(go);
      });
    };
    c.subscribe((ch) => {
      if (ch.t === 'applied' || ch.t === 'taken-back') onSeen(ch.version);
      if (ch.t === 'end' && !ended) {
        ended = true;
        // This room is done: its clients leave, and a new room takes its place.
        setTimeout(() => {
          for (const x of clients) {
            x.close();
            all.delete(x);
          }
          void room(made++);
        }, 10);
      }
      setImmediate(go);
    });
  });
  if (playing) await host.client.start();
  else waiting.push(host.client);
}

// Every room set up first (ten at a time), its game started only on "play".
for (let i = 0; i < ROOMS; i += 10)
  await Promise.all(Array.from({ length: Math.min(10, ROOMS - i) }, () => room(made++)));
process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'play') {
    playing = true;
    await Promise.all(waiting.splice(0).map((h) => h.start()));
  } else if (line === 'go') {
    measuring = true;
    actions = 0;
    rtt.length = 0;
    t0 = performance.now();
  } else if (line === 'stop') {
    measuring = false;
    // Waited for: stdout is a pipe, written asynchronously, and exit would cut the line short (it
    // is some 150 kB of round trips, more than a pipe holds).
    const line = `${JSON.stringify({ actions, ms: performance.now() - t0, rtt })}\n`;
    await new Promise<void>((resolve) => process.stdout.write(line, () => resolve()));
    break;
  }
}
for (const c of all) c.close();
process.exit(0);
