// The game served over SSH as a player reaches it: the built `subterra serve --ssh` on 127.0.0.1 (an
// ephemeral port, a temporary data folder), and the machine's own OpenSSH client (`ssh -tt`) in a
// pseudo-terminal made by `script`, its window set with stty and changed on demand.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, collect, ROOT, type Run } from './cli.js';

/** Why the SSH tests cannot run here (no OpenSSH client, ssh-keygen or script), or null. */
export const NO_SSH: string | null = (() => {
  if (spawnSync('ssh', ['-V']).status !== 0) return 'no ssh client (OpenSSH) on this machine';
  if (spawnSync('ssh-keygen', ['-?']).error) return 'no ssh-keygen on this machine';
  if (spawnSync('script', ['--version']).status !== 0) return 'no script (util-linux) to give ssh a terminal';
  return null;
})();

export const OPTS = [
  '-o',
  'StrictHostKeyChecking=no',
  '-o',
  'UserKnownHostsFile=/dev/null',
  '-o',
  'LogLevel=ERROR',
  '-o',
  'BatchMode=no',
  '-F',
  '/dev/null',
];

/** A temporary folder for a test (removed by `done`). */
export function tempFolder(tag: string): { dir: string; done: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `subterra-ssh-${tag}-`));
  return { dir, done: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A new ed25519 key pair, as a player makes one: the private key's file. */
export function makeKey(dir: string, name: string): string {
  const file = join(dir, name);
  const r = spawnSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', name, '-f', file]);
  if (r.status !== 0) throw new Error(`ssh-keygen failed: ${r.stderr}`);
  return file;
}

/** The key's options for ssh: this key only, or none at all (a guest). */
export function keyOpts(key: string | null): string[] {
  return key === null
    ? ['-o', 'PubkeyAuthentication=no', '-o', 'PreferredAuthentications=keyboard-interactive']
    : ['-i', key, '-o', 'IdentitiesOnly=yes', '-o', 'PreferredAuthentications=publickey'];
}

export interface Served {
  readonly child: ChildProcess;
  readonly ssh: number;
  readonly ws: number;
  readonly data: string;
  /** Everything it logged so far. */
  log(): string;
  /** Stop it (SIGTERM) and wait for its exit status. */
  stop(): Promise<number | null>;
}

/** `subterra serve --ssh 0` on 127.0.0.1; resolves once both its ports listen. */
export function serveSsh(data: string, extra: readonly string[] = []): Promise<Served> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        BIN,
        'serve',
        '--listen',
        '127.0.0.1',
        ...(extra.includes('--ssh-only') ? [] : ['--port', '0']),
        '--ssh',
        '0',
        '--data',
        data,
        ...extra,
      ],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH, SUBTERRA_HOME: join(data, 'home') },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let err = '';
    let done = false;
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    child.stderr!.setEncoding('utf8').on('data', (d: string) => {
      err += d;
      const ws = /listening on ws:\/\/127\.0\.0\.1:(\d+)/.exec(err);
      const ssh = /ssh listening on 127\.0\.0\.1:(\d+)/.exec(err);
      if (ws && ssh && !done) {
        done = true;
        resolve({
          child,
          ssh: Number(ssh[1]),
          ws: Number(ws[1]),
          data,
          log: () => err,
          stop: () => {
            if (child.exitCode === null) child.kill('SIGTERM');
            return exited;
          },
        });
      }
    });
    child.on('exit', (code) => {
      if (!done) reject(new Error(`serve exited ${code}: ${err}`));
    });
  });
}

/** A player's terminal running `ssh -tt`: its screen so far, keys typed, a window change, its end. */
export interface SshTerminal {
  /** Everything shown so far, escape sequences taken out. */
  screen(): string;
  /** What was shown since the last `mark()`. */
  sinceMark(): string;
  mark(): void;
  type(keys: string): void;
  until(ok: (screen: string) => boolean, ms?: number): Promise<string>;
  /** Change the terminal's window (the client tells the server). */
  resize(cols: number, rows: number): void;
  kill(): void;
  readonly pid: number;
  readonly done: Promise<Run>;
}

const ESC = /\x1b\[[0-9;?]*[a-zA-Z]|\x1b[()][A-Z0-9]|\x1b[=>]/g;

let nextTerminal = 0;

/**
 * `ssh -tt -p PORT [user@]127.0.0.1` in a pseudo-terminal of `cols`×`rows`. `pipeTo`: its output
 * piped into that command instead of the terminal (a client that stops reading: `sleep 600`).
 */
export function sshTerminal(o: {
  port: number;
  key: string | null;
  user?: string;
  cols?: number;
  rows?: number;
  env?: Record<string, string>;
  /** More options for ssh. */
  options?: readonly string[];
  /** Environment variables the client sends (`SetEnv NAME=VALUE`). */
  setEnv?: readonly string[];
  dir: string;
  pipeTo?: string;
  timeoutMs?: number;
}): SshTerminal {
  const pidFile = join(o.dir, `term-${process.pid}-${nextTerminal++}.pid`);
  const sizeFile = `${pidFile}.size`;
  const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const sshArgs = [
    'ssh',
    '-tt',
    '-p',
    String(o.port),
    ...OPTS,
    ...keyOpts(o.key),
    ...(o.setEnv ?? []).flatMap((e) => ['-o', `SetEnv=${e}`]),
    ...(o.options ?? []),
    `${o.user ?? 'player'}@127.0.0.1`,
  ]
    .map(q)
    .join(' ');
  // The shell keeps ssh in the foreground of its terminal; on USR1 it sets the window from the size
  // file and tells ssh (SIGWINCH), as a terminal emulator does when its window is resized.
  const inner = [
    `echo $$ > ${q(pidFile)}`,
    `stty cols ${o.cols ?? 80} rows ${o.rows ?? 24}`,
    'exec 3<&0',
    `${sshArgs} <&3 ${o.pipeTo ? `| ${o.pipeTo}` : ''} &`,
    'p=$!',
    `trap 'stty $(cat ${q(sizeFile)}); kill -WINCH $p' USR1`,
    'while kill -0 $p 2>/dev/null; do wait $p; done',
  ].join('\n');
  const child = spawn('script', ['-qfec', `sh -c ${q(inner)}`, '/dev/null'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: o.dir, TERM: 'xterm-256color', ...o.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let marked = 0;
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    out += d;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), o.timeoutMs ?? 60_000);
  child.on('close', () => clearTimeout(timer));
  const plain = (s: string): string => s.replace(ESC, '');
  const done = collect(child).then((r) => ({ ...r, stdout: plain(out) }));
  return {
    screen: () => plain(out),
    sinceMark: () => plain(out.slice(marked)),
    mark: () => {
      marked = out.length;
    },
    type: (keys) => {
      child.stdin.write(keys);
    },
    until: async (ok, ms = 20_000) => {
      for (let t = 0; t < ms; t += 25) {
        if (ok(plain(out.slice(marked)))) return plain(out.slice(marked));
        if (child.exitCode !== null) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      if (ok(plain(out.slice(marked)))) return plain(out.slice(marked));
      throw new Error(`timed out; the terminal showed:\n${plain(out).slice(-2500)}`);
    },
    resize: (cols, rows) => {
      writeFileSync(sizeFile, `cols ${cols} rows ${rows}`);
      const pid = Number(readFileSync(pidFile, 'utf8').trim());
      process.kill(pid, 'SIGUSR1');
    },
    kill: () => {
      child.kill('SIGKILL');
    },
    get pid() {
      return child.pid ?? -1;
    },
    done,
  };
}

/** Run a command (ssh, sftp) to the end, stdin given, within `ms`. */
export function runCommand(
  cmd: string,
  args: readonly string[],
  o: { input?: string; ms?: number } = {},
): Promise<Run> {
  const child = spawn(cmd, [...args], { stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: process.env.PATH } });
  // A command that never reads its input (ssh-keyscan) may be gone before the end of it is written:
  // that EPIPE is no failure of the command (it failed a test on a busy machine).
  child.stdin.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') child.emit('error', e);
  });
  child.stdin.end(o.input ?? '');
  const timer = setTimeout(() => child.kill('SIGKILL'), o.ms ?? 20_000);
  child.on('close', () => clearTimeout(timer));
  return collect(child);
}
