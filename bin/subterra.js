#!/usr/bin/env node
// Runs the bundled CLI (built by `npm run build` into dist/).
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
