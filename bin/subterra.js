#!/usr/bin/env node
// Runs the bundled CLI (built by `npm run build` into dist/: src/cli/start.ts says how it starts).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  process.stderr.write(`subterra: needs Node.js 22.12 or newer (this is ${process.version})\n`);
  process.exit(1);
}
// Node's compile cache keeps compiled code between runs, so every start after the first is faster;
// the game's own code cache lives in the same folder. NODE_DISABLE_COMPILE_CACHE=1 turns both off;
// NODE_COMPILE_CACHE=dir moves them.
process.getBuiltinModule('node:module').enableCompileCache?.();
let cli;
try {
  cli = await import('../dist/cli.js');
} catch (e) {
  const missing = e && e.code === 'ERR_MODULE_NOT_FOUND' && String(e.message).includes('dist');
  process.stderr.write(
    missing
      ? 'subterra: the CLI is not built; run: npm run build\n'
      : `subterra: cannot load the CLI: ${String(e && e.message).split('\n')[0]}\n`,
  );
  process.exit(1);
}
process.exitCode = await cli.start(process.argv);
