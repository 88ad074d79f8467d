// Running the built CLI as a user would, with stdin and stdout as pipes (not TTYs).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BIN = path.join(ROOT, 'bin', 'subterra.js');

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** What a child process printed on stdout and stderr (when it has them as pipes), and its exit status. */
export function collect(child: ChildProcess): Promise<Run> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr?.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Run `node ...nodeArgs script ...args` with exactly `env`; stdin is closed at once. */
export function runNode(
  args: readonly string[],
  env: Record<string, string | undefined>,
  o: { nodeArgs?: readonly string[]; script?: string } = {},
): Promise<Run> {
  const child = spawn(process.execPath, [...(o.nodeArgs ?? []), o.script ?? BIN, ...args], {
    cwd: ROOT,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end();
  return collect(child);
}

/** Whether `script` (util-linux) is here to give a child a pseudo-terminal. */
export const HAS_SCRIPT = spawnSync('script', ['--version']).status === 0;

/**
 * Run the built CLI in a pseudo-terminal (stdin and stdout TTYs, as a game or `--resume` needs),
 * with exactly `env`; stdout is the screen (stderr included) without escape sequences. A game that
 * starts is killed after `timeoutMs`.
 */
export function runInTerminal(
  args: readonly string[],
  env: Record<string, string | undefined>,
  timeoutMs = 15000,
): Promise<Run> {
  const child = spawn('script', ['-qfec', [process.execPath, BIN, ...args].join(' '), '/dev/null'], {
    cwd: ROOT,
    env: { ...env, CI: '0', TERM: 'xterm-256color', NO_COLOR: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  child.on('close', () => clearTimeout(timer));
  return collect(child).then((r) => ({ ...r, stdout: r.stdout.replace(/\x1b\[[0-9;?]*[a-zA-Z]/g, '') }));
}

/** The built CLI running in a pseudo-terminal: its screen so far, keys typed into it, and its end. */
export interface Terminal {
  /** Everything it printed so far, escape sequences taken out. */
  screen(): string;
  /** Type into its terminal. */
  type(keys: string): void;
  /** Wait until its screen passes `ok` (or fail after `ms`, showing it). */
  until(ok: (screen: string) => boolean, ms?: number): Promise<string>;
  /** Kill it as `kill -9` would (the program inside loses its terminal at once). */
  kill(): void;
  readonly done: Promise<Run>;
}

/** Start the built CLI in a pseudo-terminal (as runInTerminal, but while it runs); killed after `timeoutMs`. */
export function startInTerminal(
  args: readonly string[],
  env: Record<string, string | undefined>,
  timeoutMs = 30000,
): Terminal {
  const child = spawn('script', ['-qfec', [process.execPath, BIN, ...args].join(' '), '/dev/null'], {
    cwd: ROOT,
    env: { ...env, CI: '0', TERM: 'xterm-256color', NO_COLOR: '1', COLUMNS: '80', LINES: '24' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    out += d;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  child.on('close', () => clearTimeout(timer));
  const plain = (): string => out.replace(/\x1b\[[0-9;?]*[a-zA-Z]/g, '');
  const done = collect(child).then((r) => ({ ...r, stdout: plain() }));
  return {
    screen: plain,
    type: (keys) => {
      child.stdin.write(keys);
    },
    until: async (ok, ms = 15000) => {
      for (let t = 0; t < ms; t += 25) {
        if (ok(plain())) return plain();
        if (child.exitCode !== null) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      if (ok(plain())) return plain();
      throw new Error(`timed out; the terminal showed:\n${plain().slice(-3000)}`);
    },
    kill: () => {
      child.kill('SIGKILL');
    },
    done,
  };
}
