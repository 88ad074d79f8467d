// `subterra serve`: a standalone server for rooms that players join with `subterra join`. Here the
// options are checked (one line for anything wrong); the server itself (src/net) is loaded only then.
// It logs to stderr, one line per event with the time (connections, rooms, games; never a chat line,
// a token or a password), and shuts down cleanly on SIGINT or SIGTERM: no new connections, every
// room's last change saved, exit 0.
import { isIP } from 'node:net';
import * as path from 'node:path';
import { dataDir } from '../record/paths.js';
import { say } from '../words/index.js';
import {
  DEFAULT_SSH_IDLE_MINUTES,
  DEFAULT_SSH_PER_ADDRESS,
  DEFAULT_SSH_SESSIONS,
  SERVE_DEFAULT_PORT,
} from './serveDefaults.js';

/** The option values as commander hands them over. */
export interface ServeRaw {
  port?: string;
  listen?: string;
  data?: string;
  tlsCert?: string;
  tlsKey?: string;
  trustProxy?: boolean;
  ssh?: string;
  sshOnly?: boolean;
  sshHostKey?: string;
  sshHost?: string;
  sshPerAddress?: string;
  sshSessions?: string;
  sshIdle?: string;
}

export interface ServeConfig {
  readonly port: number;
  /** null: every address. */
  readonly listen: string | null;
  readonly data: string;
  readonly tls: { readonly cert: string; readonly key: string } | null;
  readonly trustProxy: boolean;
  /** The SSH door (docs/SERVER.md): its port, or null for none. */
  readonly ssh: {
    readonly port: number;
    /** Only SSH: the rooms' WebSocket server listens on this machine alone, for the SSH sessions. */
    readonly only: boolean;
    /** The host key given (default: the data folder's, made on the first start). */
    readonly hostKey: string | null;
    /** The host name players type, shown in the menu and the rooms' join lines. */
    readonly host: string | null;
    /** Sessions from one address, sessions in all, and the minutes a session may sit idle. */
    readonly perAddress: number;
    readonly sessions: number;
    readonly idleMinutes: number;
  } | null;
}

export { DEFAULT_SSH_IDLE_MINUTES, DEFAULT_SSH_PER_ADDRESS, DEFAULT_SSH_SESSIONS, SERVE_DEFAULT_PORT };

/** The data folder's part a server keeps its rooms in when no --data is given. */
export function defaultServeData(env: Readonly<Record<string, string | undefined>>): string {
  return path.join(dataDir(env), 'server');
}

/** Check `subterra serve`'s options: the config, or one line saying what is wrong. Pure. */
export function parseServe(
  raw: ServeRaw,
  env: Readonly<Record<string, string | undefined>>,
): { ok: true; config: ServeConfig } | { ok: false; error: string } {
  const fail = (error: string) => ({ ok: false as const, error });
  let port = SERVE_DEFAULT_PORT;
  if (raw.port !== undefined) {
    const v = raw.port.trim();
    if (!/^[0-9]{1,5}$/.test(v) || Number(v) > 65535)
      return fail(say('cli.serve.bad-port', { got: JSON.stringify(raw.port) }));
    port = Number(v);
  }
  let listen: string | null = null;
  if (raw.listen !== undefined) {
    const v = raw.listen.trim().replace(/^\[(.*)\]$/, '$1');
    if (v === '' || (isIP(v) === 0 && !/^[A-Za-z0-9]([A-Za-z0-9-]{0,62})(\.[A-Za-z0-9]([A-Za-z0-9-]{0,62}))*$/.test(v)))
      return fail(say('cli.serve.bad-listen', { got: JSON.stringify(raw.listen) }));
    listen = v;
  }
  if ((raw.tlsCert === undefined) !== (raw.tlsKey === undefined))
    return fail(say('cli.serve.tls-pair', { given: raw.tlsCert === undefined ? '--tls-key' : '--tls-cert' }));
  const data = raw.data !== undefined ? path.resolve(raw.data) : defaultServeData(env);
  if (raw.data !== undefined && raw.data.trim() === '') return fail(say('cli.serve.data-empty'));
  let ssh: ServeConfig['ssh'] = null;
  if (raw.ssh !== undefined) {
    const v = raw.ssh.trim();
    if (!/^[0-9]{1,5}$/.test(v) || Number(v) > 65535)
      return fail(say('cli.serve.bad-ssh-port', { got: JSON.stringify(raw.ssh) }));
    if (raw.sshHostKey !== undefined && raw.sshHostKey.trim() === '') return fail(say('cli.serve.ssh-host-key-empty'));
    if (raw.sshHost !== undefined && !/^[A-Za-z0-9.:-]{1,253}$/.test(raw.sshHost.trim()))
      return fail(say('cli.serve.bad-ssh-host', { got: JSON.stringify(raw.sshHost) }));
    if (raw.sshOnly === true && raw.port !== undefined) return fail(say('cli.serve.ssh-only-port'));
    const count = (given: string | undefined, name: string, dflt: number): number | string => {
      if (given === undefined) return dflt;
      const t = given.trim();
      return /^[0-9]{1,6}$/.test(t) && Number(t) >= 1
        ? Number(t)
        : say('cli.serve.bad-count', { option: name, got: JSON.stringify(given) });
    };
    const perAddress = count(raw.sshPerAddress, '--ssh-per-address', DEFAULT_SSH_PER_ADDRESS);
    if (typeof perAddress === 'string') return fail(perAddress);
    const sessions = count(raw.sshSessions, '--ssh-sessions', DEFAULT_SSH_SESSIONS);
    if (typeof sessions === 'string') return fail(sessions);
    let idleMinutes = DEFAULT_SSH_IDLE_MINUTES;
    if (raw.sshIdle !== undefined) {
      const t = raw.sshIdle.trim();
      if (!/^[0-9]{1,4}(\.[0-9]{1,3})?$/.test(t) || Number(t) <= 0)
        return fail(say('cli.serve.bad-idle', { got: JSON.stringify(raw.sshIdle) }));
      idleMinutes = Number(t);
    }
    ssh = {
      perAddress,
      sessions,
      idleMinutes,
      port: Number(v),
      only: raw.sshOnly === true,
      hostKey: raw.sshHostKey !== undefined ? path.resolve(raw.sshHostKey) : null,
      host: raw.sshHost !== undefined ? raw.sshHost.trim() : null,
    };
  } else {
    for (const [given, name] of [
      [raw.sshOnly, '--ssh-only'],
      [raw.sshHostKey, '--ssh-host-key'],
      [raw.sshHost, '--ssh-host'],
      [raw.sshPerAddress, '--ssh-per-address'],
      [raw.sshSessions, '--ssh-sessions'],
      [raw.sshIdle, '--ssh-idle'],
    ] as const)
      if (given !== undefined && given !== false) return fail(say('cli.serve.ssh-alone', { option: name }));
  }
  return {
    ok: true,
    config: {
      port,
      listen,
      data,
      tls: raw.tlsCert !== undefined && raw.tlsKey !== undefined ? { cert: raw.tlsCert, key: raw.tlsKey } : null,
      trustProxy: raw.trustProxy === true,
      ssh,
    },
  };
}

/** Where `serve` writes and what stops it (main() passes the process's own). */
export interface ServeIo {
  err(s: string): void;
  /** Calls `stop` on SIGINT or SIGTERM (default: the process's signals). */
  onStop?: (stop: () => void) => void;
  /** The subterra version. */
  app: string;
  /** The fair AI's worker script (dist/ai-worker.js), for cavers given to the AI. */
  aiWorkerUrl?: URL;
}

/** Run the server until stopped; resolves to the exit status (1 with one line when it cannot start). */
export async function runServe(config: ServeConfig, io: ServeIo): Promise<number> {
  const { readFileSync } = await import('node:fs');
  const { describeError, StorageError } = await import('../record/files.js');
  const { writeFileAtomic } = await import('../record/atomic.js');
  const { unlinkSync } = await import('node:fs');
  let tls: { cert: Buffer; key: Buffer } | undefined;
  if (config.tls) {
    try {
      tls = { cert: readFileSync(config.tls.cert), key: readFileSync(config.tls.key) };
    } catch (e) {
      const which = (e as { path?: string }).path ?? config.tls.cert;
      io.err(`subterra: ${say('cli.serve.cannot-read', { file: which, why: describeError(e) })}\n`);
      return 1;
    }
  }
  // A server that cannot keep its rooms is not started: say so now.
  const probe = path.join(config.data, 'rooms', `.write-check-${process.pid}.json`);
  try {
    writeFileAtomic(probe, '{}\n');
    unlinkSync(probe);
  } catch (e) {
    const why = e instanceof StorageError ? e.why : describeError(e);
    io.err(`subterra: ${say('cli.serve.cannot-keep', { dir: config.data, why })}\n`);
    return 1;
  }
  // The game's own start turned V8's optimizing compilers off (src/cli/start.ts); a server runs the
  // rules for many rooms for hours, which they repay.
  // The SSH door's host key, before anything listens: a missing or unreadable one stops here.
  let hostKey: import('../ssh/index.js').HostKey | null = null;
  if (config.ssh !== null) {
    const { loadHostKey } = await import('../ssh/index.js');
    const k = loadHostKey({ dataDir: config.data, file: config.ssh.hostKey });
    if (typeof k === 'string') {
      io.err(`subterra: ${k}\n`);
      return 1;
    }
    hostKey = k;
  }
  const { optimizeForSearch } = await import('../ai/optimize.js');
  optimizeForSearch();
  const { GameServer, newPeerKey } = await import('../net/index.js');
  const log = (line: string): void => io.err(`${new Date().toISOString()} ${line}\n`);
  // The SSH door's sessions are counted by their players' addresses, not as this process's (net/peer.ts).
  const peerKey = newPeerKey();
  let server: Awaited<ReturnType<typeof GameServer.start>>;
  try {
    server = await GameServer.start({
      // Only SSH: the rooms are served to this process's SSH sessions alone.
      port: config.ssh?.only ? 0 : config.port,
      ...(config.ssh?.only ? { host: '127.0.0.1' } : config.listen !== null ? { host: config.listen } : {}),
      dataDir: config.data,
      ...(tls ? { tls } : {}),
      trustProxy: config.trustProxy,
      ...(config.ssh ? { peerKey } : {}),
      app: io.app,
      ...(io.aiWorkerUrl ? { aiWorkerUrl: io.aiWorkerUrl } : {}),
      log,
    });
  } catch (e) {
    const where = `${config.listen ?? '*'}:${config.port}`;
    io.err(`subterra: ${say('cli.serve.cannot-serve', { where, why: describeError(e) })}\n`);
    return 1;
  }
  // Asked to stop from here on (the SSH door may still be starting): stopped once it has.
  let stopAsked = false;
  let stopNow: (() => void) | null = null;
  const askStop = (): void => {
    stopAsked = true;
    stopNow?.();
  };
  if (io.onStop) io.onStop(askStop);
  else {
    // Kept (not once): a listener of the game's screens (Ink's exit hook, while SSH sessions are
    // open) would otherwise find itself alone and end the process by the signal, unsaved.
    process.on('SIGINT', askStop);
    process.on('SIGTERM', askStop);
  }
  let door: import('../ssh/index.js').SshServer | null = null;
  if (config.ssh !== null && hostKey !== null) {
    // Each SSH session's screens hold a listener or two on the process (Ink's exit hooks): that many
    // is expected, not a leak.
    process.setMaxListeners(Math.max(process.getMaxListeners(), 2 * config.ssh.sessions + 20));
    const { SshServer } = await import('../ssh/index.js');
    const { tableAdvisor, HINT_BUDGET_MS } = await import('../ai/tableAdvisor.js');
    const { hostname } = await import('node:os');
    const publicHost =
      config.ssh.host ??
      (config.listen !== null && config.listen !== '0.0.0.0' && config.listen !== '::' ? config.listen : hostname());
    if (hostKey.made) log(`ssh host key made: ${hostKey.file}`);
    try {
      door = await SshServer.start({
        port: config.ssh.port,
        ...(config.listen !== null ? { host: config.listen } : {}),
        dataDir: config.data,
        hostKey,
        publicHost,
        limits: {
          perAddress: config.ssh.perAddress,
          sessions: config.ssh.sessions,
          idleMs: Math.round(config.ssh.idleMinutes * 60_000),
        },
        door: {
          app: io.app,
          roomsUrl: `ws://${roomsHost(config)}:${server.port}`,
          peerKey,
          joinAddress: config.ssh.only ? null : { host: publicHost, port: server.port },
          // One thread thinks the hints of every session, one question after another.
          advisor: tableAdvisor({ budgetMs: HINT_BUDGET_MS, ...(io.aiWorkerUrl ? { workerUrl: io.aiWorkerUrl } : {}) }),
        },
        log,
      });
    } catch (e) {
      await server.close();
      io.err(
        `subterra: ${say('cli.serve.cannot-serve-ssh', { where: `${config.listen ?? '*'}:${config.ssh.port}`, why: describeError(e) })}\n`,
      );
      return 1;
    }
  }
  return new Promise<number>((resolve) => {
    let stopping = false;
    const stop = (): void => {
      if (stopping) return;
      stopping = true;
      log('shutting down');
      void (door?.close() ?? Promise.resolve()).then(() => server.close()).then(() => resolve(0));
    };
    stopNow = stop;
    if (stopAsked) stop();
  });
}

/** Where this process's SSH sessions reach its rooms: this machine, unless the server listens on one address only. */
function roomsHost(config: ServeConfig): string {
  const l = config.listen;
  if (config.ssh?.only || l === null || l === '0.0.0.0' || l === '::') return '127.0.0.1';
  return isIP(l) === 6 ? `[${l}]` : l;
}
