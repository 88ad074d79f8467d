// The package version. The build (scripts/build.mjs) writes it in as __SUBTERRA_VERSION__; when the
// sources run unbundled (tests, ts tools) it is read from the nearest package.json named subterra.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

declare const __SUBTERRA_VERSION__: string | undefined;

function fromPackageJson(): string {
  try {
    let dir = dirname(fileURLToPath(import.meta.url));
    for (let i = 0; i < 6; i++) {
      try {
        const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
        if (pkg.name === 'subterra' && typeof pkg.version === 'string') return pkg.version;
      } catch {
        /* keep looking */
      }
      const up = dirname(dir);
      if (up === dir) break;
      dir = up;
    }
  } catch {
    /* fall through */
  }
  return '0.0.0-unknown';
}

export const VERSION: string = typeof __SUBTERRA_VERSION__ === 'string' ? __SUBTERRA_VERSION__ : fromPackageJson();
