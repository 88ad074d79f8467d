// Running the built CLI as a user would, with stdin and stdout as pipes (not TTYs).
import { type ChildProcess, spawn } from 'node:child_process';
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
