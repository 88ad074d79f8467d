// The game and the replay viewer draw on the terminal's alternate screen, with the cursor hidden.
// Whatever ends them (leaving normally, an error, SIGTERM, the terminal closing) puts the screen
// back. Games are saved after every action, so a signal loses nothing; it only has to tidy up.
import type { Instance } from 'ink';

const ON = '\x1b[?1049h\x1b[?25l';
const OFF = '\x1b[?25h\x1b[?1049l';

const SIGNALS = { SIGTERM: 15, SIGHUP: 1 } as const;

export async function fullScreen(start: () => Instance, onSignal: () => void = () => {}): Promise<void> {
  let inst: Instance | null = null;
  let restored = false;
  const restore = (): void => {
    if (restored) return;
    restored = true;
    try {
      process.stdout.write(OFF);
    } catch {
      /* the terminal is gone */
    }
  };
  const handlers = Object.entries(SIGNALS).map(([name, n]) => {
    const h = (): void => {
      try {
        inst?.unmount();
      } catch {
        /* already gone */
      }
      restore();
      onSignal();
      process.exit(128 + n);
    };
    process.once(name, h);
    return [name, h] as const;
  });
  process.once('exit', restore);
  process.stdout.write(ON);
  try {
    inst = start();
    await inst.waitUntilExit();
  } finally {
    for (const [name, h] of handlers) process.off(name, h);
    process.off('exit', restore);
    restore();
  }
}
