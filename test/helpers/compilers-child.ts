// Run by test/ai/optimize.test.ts in its own process (V8's flags belong to the process): has V8
// optimize a function with each optimizing compiler before the game's V8 flags are set, under them,
// and after optimizeForSearch(), and prints which compiler's code each function then runs.
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

const before = tiers();
for (const flag of V8_FLAGS) v8.setFlagsFromString(flag);
const game = tiers();
optimizeForSearch();
const search = tiers();
process.stdout.write(`\n${JSON.stringify({ before, game, search })}\n`);
