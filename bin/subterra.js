#!/usr/bin/env node
// Runs the bundled CLI (built by `npm run build` into dist/).
// Node's compile cache (22.1+) keeps the bundle's compiled code between runs: the second start on
// is faster. NODE_DISABLE_COMPILE_CACHE=1 turns it off; where it is kept: NODE_COMPILE_CACHE.
import module from 'node:module';
module.enableCompileCache?.();
let cli;
try {
  cli = await import('../dist/cli.js');
} catch (e) {
  const missing = e && e.code === 'ERR_MODULE_NOT_FOUND' && String(e.message).includes('dist');
  process.stderr.write(missing
    ? 'subterra: the CLI is not built; run: npm run build\n'
    : `subterra: cannot load the CLI: ${String(e && e.message).split('\n')[0]}\n`);
  process.exit(1);
}
process.exitCode = await cli.main(process.argv);
