// Time from spawn to the first frame of a game drawn in a pseudo-terminal (util-linux `script`),
// and the same harness running `node -e 0`, the baseline the first frame is compared with.
import { spawn, spawnSync } from 'node:child_process';

/** Spawn to exit of `node -e 0` inside `script`, in ms. */
export function ptyNode(): number {
  const t0 = performance.now();
  const r = spawnSync('script', ['-qfec', `${process.execPath} -e 0`, '/dev/null'], { stdio: 'ignore' });
  if (r.status !== 0) throw new Error(`script node -e 0 exited ${r.status}`);
  return performance.now() - t0;
}

/** Spawn to the first frame of a game started by `bin` (a subterra.js) in a 120×40 pty, in ms. */
export function firstFrame(home: string, bin = 'bin/subterra.js', env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(
      'script',
      ['-qfec', `${process.execPath} ${bin} --seed bench-1 --team scout,medic,leader,engineer`, '/dev/null'],
      {
        env: {
          ...process.env,
          ...env,
          SUBTERRA_HOME: home,
          CI: '0',
          TERM: 'xterm-256color',
          COLUMNS: '120',
          LINES: '40',
        },
        stdio: ['pipe', 'pipe', 'ignore'],
      },
    );
    let out = '';
    let done = false;
    child.stdin.on('error', () => {});
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('no frame within 10 s'));
    }, 10000);
    child.stdout.on('data', (d: Buffer) => {
      if (done) return;
      out += d.toString('utf8');
      if (out.includes('SUB TERRA') && out.includes('Actions')) {
        done = true;
        const dt = performance.now() - t0;
        clearTimeout(timer);
        child.on('exit', () => resolve(dt));
        child.stdin.write('q');
        setTimeout(() => child.kill('SIGKILL'), 300);
      }
    });
  });
}
