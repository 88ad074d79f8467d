// `subterra serve`: a standalone server for rooms that players join with `subterra join`. Here the
// options are checked (one line for anything wrong); the server itself (src/net) is loaded only then.
// It logs to stderr, one line per event with the time (connections, rooms, games; never a chat line,
// a token or a password), and shuts down cleanly on SIGINT or SIGTERM: no new connections, every
// room's last change saved, exit 0.
import { isIP } from 'node:net';
import * as path from 'node:path';
import { dataDir } from '../record/paths.js';
import { say } from '../words/index.js';

/** The option values as commander hands them over. */
export interface ServeRaw {
  port?: string;
  listen?: string;
  data?: string;
  tlsCert?: string;
  tlsKey?: string;
  trustProxy?: boolean;
}

export interface ServeConfig {
  readonly port: number;
  /** null: every address. */
  readonly listen: string | null;
  readonly data: string;
  readonly tls: { readonly cert: string; readonly key: string } | null;
  readonly trustProxy: boolean;
}

export const SERVE_DEFAULT_PORT = 7447;

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
  return {
    ok: true,
    config: {
      port,
      listen,
      data,
      tls: raw.tlsCert !== undefined && raw.tlsKey !== undefined ? { cert: raw.tlsCert, key: raw.tlsKey } : null,
      trustProxy: raw.trustProxy === true,
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
  const { optimizeForSearch } = await import('../ai/optimize.js');
  optimizeForSearch();
  const { GameServer } = await import('../net/index.js');
  const log = (line: string): void => io.err(`${new Date().toISOString()} ${line}\n`);
  let server: Awaited<ReturnType<typeof GameServer.start>>;
  try {
    server = await GameServer.start({
      port: config.port,
      ...(config.listen !== null ? { host: config.listen } : {}),
      dataDir: config.data,
      ...(tls ? { tls } : {}),
      trustProxy: config.trustProxy,
      app: io.app,
      ...(io.aiWorkerUrl ? { aiWorkerUrl: io.aiWorkerUrl } : {}),
      log,
    });
  } catch (e) {
    const where = `${config.listen ?? '*'}:${config.port}`;
    io.err(`subterra: ${say('cli.serve.cannot-serve', { where, why: describeError(e) })}\n`);
    return 1;
  }
  return new Promise<number>((resolve) => {
    let stopping = false;
    const stop = (): void => {
      if (stopping) return;
      stopping = true;
      log('shutting down');
      void server.close().then(() => resolve(0));
    };
    if (io.onStop) io.onStop(stop);
    else {
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    }
  });
}
