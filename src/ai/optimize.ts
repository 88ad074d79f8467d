// The game runs without V8's optimizing compilers (src/cli/start.ts sets --no-maglev and
// --no-turbofan before the app is compiled): at the table nothing runs hot long enough to repay
// them, and their code, compiler zones and the compiler itself, paged in, cost the process about
// ten megabytes. A search is the opposite: the same few engine functions millions of times, several
// times faster optimized. V8's flags belong to the process, not to a thread, so a thread that
// searches turns them back on for every thread, before it starts.
import * as v8 from 'node:v8';

/** Turns V8's optimizing compilers on (they are on by default; a no-op unless start.ts turned them off). */
export function optimizeForSearch(): void {
  v8.setFlagsFromString('--maglev');
  v8.setFlagsFromString('--turbofan');
}
