// The game's process runs without V8's optimizing compilers (src/cli/start.ts V8_FLAGS), and a
// thread that searches turns them back on (src/ai/optimize.ts). V8's flags belong to the process,
// so this is asked of V8 in a child process of its own (test/helpers/compilers-child.ts).
import { describe, expect, test } from '@jest/globals';
import { ROOT, runNode } from '../helpers/cli.js';

describe("V8's optimizing compilers", () => {
  test('are off under the game flags, and on again (as Node has them by default) after optimizeForSearch(); WebAssembly stays on its baseline', async () => {
    const r = await runNode(
      ['test/helpers/compilers-child.ts'],
      { PATH: process.env.PATH },
      { script: `${ROOT}/scripts/run-ts.mjs` },
    );
    expect(r.code).toBe(0);
    const { before, game, search } = JSON.parse(r.stdout.trim().split('\n').at(-1)!) as Record<
      string,
      { turbofan: boolean; maglev: boolean }
    >;
    expect(before.turbofan).toBe(true);
    expect(game).toEqual({ turbofan: false, maglev: false });
    // As Node has them: Node 22 runs without Maglev, 24 and 26 with it.
    expect(search).toEqual(before);
    // WebAssembly (yoga's layout): tiered up to TurboFan when hot by default, never under the game's
    // flags, however hot (its compiler's pages and zones cost about 5 MB of the game's peak).
    const wasm = JSON.parse(r.stdout.trim().split('\n').at(-1)!).wasm as Record<string, unknown>;
    expect(wasm.before).toEqual({ liftoff: false, turbofan: true });
    expect(wasm.game).toEqual({ liftoff: true, turbofan: false });
  }, 60000);
});
