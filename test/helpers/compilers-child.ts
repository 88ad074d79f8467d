// Run by test/ai/optimize.test.ts in its own process (V8's flags belong to the process): has V8
// optimize a function with each optimizing compiler before the game's V8 flags are set, under them,
// and after optimizeForSearch(), and prints which compiler's code each function then runs; and
// runs a WebAssembly function hot (as yoga's layout is) before the game's flags and under them, and
// prints whether V8 tiered it up from Liftoff's baseline code to TurboFan's.
import * as v8 from 'node:v8';
import { optimizeForSearch } from '../../src/ai/optimize.js';
import { V8_FLAGS } from '../../src/cli/start.js';

v8.setFlagsFromString('--allow-natives-syntax');
// V8 prints "Maglev is not enabled." (on stdout or stderr, by version) when asked for Maglev code
// it will not make; the answers are the last line.
const tiers = new Function(`
  const t = (x) => x + 1, m = (x) => x + 2;
  %PrepareFunctionForOptimization(t); t(1); t(2); %OptimizeFunctionOnNextCall(t); t(3);
  %PrepareFunctionForOptimization(m); m(1); m(2); %OptimizeMaglevOnNextCall(m); m(3);
  return { turbofan: %ActiveTierIsTurbofan(t), maglev: %ActiveTierIsMaglev(m) };`) as () => {
  turbofan: boolean;
  maglev: boolean;
};

/** A module whose one function adds `k` (each `k` its own module: V8 shares a compiled module between equal bytes). */
const adder = (k: number) =>
  new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0], // "\0asm", version 1
    ...[1, 6, 1, 0x60, 1, 0x7f, 1, 0x7f], // types: (i32) -> i32
    ...[3, 2, 1, 0], // functions: one of that type
    ...[7, 5, 1, 1, 0x66, 0, 0], // exports: "f"
    ...[0x0a, 9, 1, 7, 0, 0x20, 0, 0x41, k, 0x6a, 0x0b], // code: local.get 0, i32.const k, i32.add
  ]);
const wasmTier = new Function('f', 'return { liftoff: %IsLiftoffFunction(f), turbofan: %IsTurboFanFunction(f) };') as (
  f: unknown,
) => { liftoff: boolean; turbofan: boolean };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Runs `f` in rounds of 100,000 calls until V8 has it in TurboFan's code or `rounds` are done; the rounds run. */
async function runHot(f: (x: number) => number, rounds: number): Promise<number> {
  for (let r = 1; r <= rounds; r++) {
    for (let i = 0; i < 100000; i++) f(i);
    await sleep(5); // tiering up is done on a background thread
    if (wasmTier(f).turbofan) return r;
  }
  return rounds;
}
/** WebAssembly, as much of it as is used here (the project's TypeScript libraries leave it out). */
const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object) => { exports: Record<string, unknown> };
}
const fresh = (k: number) => new wasmApi.Instance(new wasmApi.Module(adder(k))).exports.f as (x: number) => number;

const before = tiers();
const beforeWasm = fresh(1);
const rounds = await runHot(beforeWasm, 400);
for (const flag of V8_FLAGS) v8.setFlagsFromString(flag);
const game = tiers();
// Under the game's flags, as hot as it took to tier up before, and more.
const gameWasm = fresh(2);
await runHot(gameWasm, 2 * rounds + 5);
optimizeForSearch();
const search = tiers();
const wasm = { before: wasmTier(beforeWasm), game: wasmTier(gameWasm), rounds };
process.stdout.write(`\n${JSON.stringify({ before, game, search, wasm })}\n`);
