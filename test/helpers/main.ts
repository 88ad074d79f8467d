// The command line run in this process (src/cli/main.ts's `main`), with an Io the test sets up:
// what it printed on stdout and stderr, and its exit status.
import { main, type Io } from '../../src/cli/main.js';

export interface MainRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
  /** stderr's lines, the empty ones left out. */
  readonly errLines: string[];
}

export interface MainOptions {
  readonly env: NodeJS.ProcessEnv;
  /** stdin and stdout both terminals (false: pipes, the default). */
  readonly tty?: boolean;
  readonly now?: () => Date;
}

/** `subterra ARGS` in this process. */
export async function runMain(args: readonly string[], o: MainOptions): Promise<MainRun> {
  let out = '';
  let err = '';
  const io: Io = {
    out: (s) => {
      out += s;
    },
    err: (s) => {
      err += s;
    },
    env: o.env,
    stdinIsTTY: o.tty ?? false,
    stdoutIsTTY: o.tty ?? false,
    ...(o.now ? { now: o.now } : {}),
  };
  const code = await main(['node', 'subterra', ...args], io);
  return { code, out, err, errLines: err.split('\n').filter((l) => l !== '') };
}
