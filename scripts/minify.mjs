// A script without its layout (scripts/build.mjs): whitespace and comments out; names, code and
// legal comments kept. test/ui/patches.test.ts checks each shipped app script is exactly this of the
// script as laid out (dist/readable/), which it reads for what the bundle holds.
import { transform } from 'esbuild';

/** `text` (a script) without its layout, in ASCII. */
export async function minifiedScript(text) {
  return (await transform(text, { minifyWhitespace: true, legalComments: 'inline', charset: 'ascii' })).code;
}
