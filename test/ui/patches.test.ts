// The bundle's patches to Ink and its neighbours (scripts/patches/, README.md there) were made
// against exact versions. These tests fail as soon as the installed packages are not those versions,
// package.json stops pinning them, or a patch no longer applies to the installed files.
import { describe, expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = process.cwd();
const { PINNED, PATCHES, SIMPLE_GRAPHEMES, checkPatchesApply, replaceOnce } =
  // @ts-expect-error plain JS module
  (await import('../../scripts/patches/plugin.mjs')) as {
    PINNED: Record<string, string>;
    SIMPLE_GRAPHEMES: string;
    PATCHES: string[];
    checkPatchesApply: (resolve: (file: string) => string) => Record<string, string[]>;
    replaceOnce: (text: string, from: string, to: string, what: string) => string;
  };

// Packages as Ink loads them (its own dependencies from its folder), the others from the project.
const fromInk = createRequire(join(root, 'node_modules', 'ink', 'package.json'));
const fromRoot = createRequire(join(root, 'package.json'));
function packageDir(name: string): string {
  for (const req of [fromInk, fromRoot]) {
    try {
      return dirname(req.resolve(`${name}/package.json`));
    } catch {
      /* not reachable from there, or no exported package.json */
    }
  }
  // Packages whose "exports" hide package.json: walk up from the entry point to their own.
  let dir = dirname(fromInk.resolve(name));
  while (!(
    existsSync(join(dir, 'package.json')) && JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name === name
  )) {
    if (dirname(dir) === dir) throw new Error(`no package.json for ${name}`);
    dir = dirname(dir);
  }
  return dir;
}
const installed = (name: string): string =>
  JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')).version;

describe('the bundle patches are fenced to the versions they were made from', () => {
  test.each(Object.entries(PINNED))('%s is installed at exactly %s', (name, version) => {
    expect(installed(name)).toBe(version);
  });

  test('package.json pins each of them exactly (direct dependencies, or overrides under ink)', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
      overrides: { ink: Record<string, string> };
    };
    for (const [name, version] of Object.entries(PINNED)) {
      expect([name, pkg.devDependencies[name] ?? pkg.overrides.ink[name]]).toEqual([name, version]);
    }
  });

  test('every text patch applies to the installed files, each to its own file', () => {
    const checked = checkPatchesApply((file) => {
      const [scope, ...rest] = file.split('/');
      const name = scope.startsWith('@') ? `${scope}/${rest.shift()}` : scope;
      return join(packageDir(name), ...rest);
    });
    expect(Object.keys(checked).sort()).toEqual([
      'clock',
      'sanitize-cache',
      'segmenters-lazy',
      'string-width-lazy',
      'text-caches',
      'widest-line-cache',
      'yoga-load',
    ]);
    for (const files of Object.values(checked)) expect(files.length).toBeGreaterThan(0);
    // The README lists every patch.
    const readme = readFileSync(join(root, 'scripts', 'patches', 'README.md'), 'utf8');
    for (const name of PATCHES) expect([name, readme.includes(`\`${name}\``)]).toEqual([name, true]);
    expect(readme).toContain(`ink ${PINNED.ink}`);
  });

  test('every character the tokenizer splits without a segmenter is a grapheme of its own, beside any other', () => {
    const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const count = (s: string): number => [...graphemes.segment(s)].length;
    const ranges = [...SIMPLE_GRAPHEMES.matchAll(/\\(?:x|u)([0-9a-f]+)-\\(?:x|u)([0-9a-f]+)/g)].map((m) => [
      parseInt(m[1], 16),
      parseInt(m[2], 16),
    ]);
    expect(ranges.length).toBe(8);
    const chars: string[] = [];
    for (const [lo, hi] of ranges) for (let c = lo; c <= hi; c++) chars.push(String.fromCodePoint(c));
    expect(chars.length).toBeGreaterThan(3500);
    expect(chars).not.toContain('\r'); // CR LF is one grapheme
    const bad = chars.filter(
      (c) => count(`a${c}a`) !== 3 || count(`${c}${c}`) !== 2 || count(`\u2500${c}\u2665`) !== 3,
    );
    expect(bad.map((c) => c.codePointAt(0)!.toString(16))).toEqual([]);
    // And the regex the patch builds from it accepts exactly these.
    const simple = new RegExp(`^[${SIMPLE_GRAPHEMES}]*$`);
    expect(simple.test(chars.join(''))).toBe(true);
    for (const c of ['\r', '\u0301', '\u200d', '\ufe0f', '\u1100', '漢', '\u{1f600}'])
      expect([c, simple.test(`a${c}`)]).toEqual([c, false]);
  });

  test('a replacement that does not apply stops the build with the patch named', () => {
    expect(() => replaceOnce('abc', 'x', 'y', 'demo')).toThrow(/the demo patch no longer applies \(text not found\)/);
    expect(() => replaceOnce('aa', 'a', 'b', 'demo')).toThrow(/text found twice/);
    expect(replaceOnce('abc', 'b', 'B', 'demo')).toBe('aBc');
  });
});

describe('the width fast path (string-width-lazy)', () => {
  // A text with any other character sends string-width down its slow path: a grapheme segmenter
  // and an emoji regex compiled to 0.6 MB of machine code, with ICU's data paged in (~3 MB of RSS).
  test('covers every non-ASCII character the sources of the rules, records, text and UI write (comments aside)', async () => {
    // @ts-expect-error plain JS module
    const { NARROW_EXTRA } = (await import('../../scripts/patches/plugin.mjs')) as { NARROW_EXTRA: string };
    const fast = new RegExp(`^[\\u0020-\\u007E${NARROW_EXTRA}]$`, 'u');
    const outside: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.tsx?$/.test(name)) {
          const code = readFileSync(p, 'utf8')
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .replace(/(^|[^:\\])\/\/.*$/gm, '$1');
          for (const c of code) if (c > '\u007e' && !fast.test(c)) outside.push(`${JSON.stringify(c)} in ${p}`);
        }
      }
    };
    for (const dir of ['engine', 'record', 'text', 'ui']) walk(join(root, 'src', dir));
    expect([...new Set(outside)]).toEqual([]);
  });
});

describe('the built CLI (made by `npm test` before jest runs)', () => {
  const dist = join(root, 'dist');
  const files = [join(dist, 'cli.js'), join(dist, 'app.js'), join(dist, 'net.js')];
  // The app scripts as laid out (dist/readable/), whose minified forms are what runs: read for what
  // they hold, each module under a comment with its path.
  const app = readFileSync(join(dist, 'readable', 'app.js'), 'utf8');
  // The same app with the network's code, which `serve`, `host` and `join` run (scripts/build.mjs).
  const net = readFileSync(join(dist, 'readable', 'net.js'), 'utf8');
  test('runs exactly the scripts read here, without their layout', async () => {
    // @ts-expect-error plain JS module
    const { minifiedScript } = (await import('../../scripts/minify.mjs')) as {
      minifiedScript: (text: string) => Promise<string>;
    };
    for (const [name, text] of [
      ['app.js', app],
      ['net.js', net],
    ]) {
      const shipped = readFileSync(join(dist, name), 'utf8');
      expect([name, shipped === (await minifiedScript(text))]).toEqual([name, true]);
      // Without its indentation and comments: under three quarters of the laid-out script.
      expect([name, shipped.length < text.length * 0.75]).toEqual([name, true]);
    }
  });
  /** The modules a bundle holds, by the path comment esbuild writes before each. */
  const modules = (text: string): string[] => [...text.matchAll(/^\/\/ (\S+)$/gm)].map((m) => m[1]);
  test('reaches every built-in through process.getBuiltinModule, never through an import facade or require', () => {
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      expect([
        f,
        /\bfrom ?"(node:)?[a-z0-9_/]+"|\brequire\("(node:)?[a-z0-9_/]+"\)|import\("node:/.exec(text)?.[0],
      ]).toEqual([f, undefined]);
    }
    expect(app).toContain('process.getBuiltinModule("node:fs")');
  });
  test("dist/app.js, which a local game runs, holds none of the network's code; dist/net.js holds it all", () => {
    const network =
      /^(node_modules\/(ssh2|ws|zod|tweetnacl|bcrypt-pbkdf|asn1)\/|src\/(net|ssh)\/|src\/cli\/room\.ts$|src\/ui\/launchRoom\.tsx$)/;
    expect(modules(app).filter((m) => network.test(m))).toEqual([]);
    const held = modules(net).filter((m) => network.test(m));
    for (const part of ['node_modules/ssh2/', 'node_modules/ws/', 'node_modules/zod/', 'src/net/', 'src/ssh/'])
      expect([part, held.some((m) => m.startsWith(part))]).toEqual([part, true]);
    // Where app.js would reach it, a module that says where it is, should the start-up ever send
    // a network command to app.js.
    expect(app).toContain("the network's code is in dist/net.js, not here (src/cli/serve.ts ../ssh/index.js)");
    // Everything else is the same app.
    const rest = (text: string): string[] => modules(text).filter((m) => !network.test(m));
    expect(rest(net)).toEqual(expect.arrayContaining(rest(app)));
  });
  test("reads no built-in whole: no object of all of a stand-in's exports, which would read every property as it loads", () => {
    // A namespace import used as a value (`opts.fs ?? nodeFs`) makes one; on Node 24 and later some
    // properties of fs (F_OK and its kin) are deprecated getters, and reading them prints a warning.
    for (const text of [app, net]) {
      const standIns = [...text.matchAll(/^\/\/ subterra-builtin:(\w+)$/gm)].map((m) => m[1]);
      expect(standIns).toContain('fs');
      // A stand-in's namespace object would be made in its own part of the bundle (from its comment to
      // the next module's): src/net/ has a namespace of its own, net_exports, which is no stand-in's.
      const part = (name: string): string => {
        const at = text.indexOf(`\n// subterra-builtin:${name}\n`);
        const end = text.indexOf('\n// ', at + 1);
        return text.slice(at, end < 0 ? undefined : end);
      };
      expect(standIns.filter((name) => /_exports\b/.test(part(name)))).toEqual([]);
    }
  });
  test('loads child_process only on first use, assert never, and crypto only with the network code', () => {
    for (const text of [app, net]) {
      // child_process only inside the stand-in's loader, never as a module of its own made at load...
      expect(text).toMatch(/\?\?= process\.getBuiltinModule\("node:child_process"\)/);
      expect(text).not.toMatch(/(exports|const m\d*) = process\.getBuiltinModule\("node:child_process"\)/);
      // ...assert not at all (its one check is done inline).
      expect(text).not.toMatch(/getBuiltinModule\(["']node:assert["']\)/);
    }
    // Crypto (seed tokens, the deal's commitment, the WebSocket handshake) not in a local game's
    // script at all, and in the network's only inside a module made on first use of the network
    // code, never at load (the games draw from seedrandom's Alea alone; fresh seeds come from
    // Math.random).
    const crypto = (text: string): string[] =>
      [...text.matchAll(/^.*getBuiltinModule\(["']node:crypto["']\).*$/gm)].map((m) => m[0]);
    expect(crypto(app)).toEqual([]);
    expect(crypto(net).length).toBeGreaterThan(0);
    for (const line of crypto(net))
      expect(line).toMatch(/^\s+(m\d+|module\.exports) = process\.getBuiltinModule\("node:crypto"\);$/);
  });

  test('makes the Turkish and French catalogs only when the language is first spoken', () => {
    for (const text of [app, net]) {
      // src/words/languages.ts's registrations require them, in modules made on first use...
      const lazy =
        /translations = \{ tr: \(\) => \((init_\w+)\(\), __toCommonJS\(\w+\)\)\.tr, fr: \(\) => \((init_\w+)\(\), __toCommonJS\(\w+\)\)\.fr \}/.exec(
          text,
        );
      expect(lazy).not.toBeNull();
      // ...which nothing else makes.
      for (const init of [lazy![1], lazy![2]]) expect(text.split(`${init}()`).length - 1).toBe(1);
    }
  });
  test('is ASCII only, so V8 holds its source as one byte a character (one non-ASCII character doubles it)', () => {
    for (const f of files) expect([f, /[^\x00-\x7f]/.exec(readFileSync(f, 'utf8'))?.[0]]).toEqual([f, undefined]);
  });
});
