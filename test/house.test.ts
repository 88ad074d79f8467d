// The house (CONTRIBUTING.md): what each folder of src/ may import, and the rules core's one door.
// Every import form counts: import and export ... from, import type, import(), require(), and
// import('...') in a type. test/engine/ may test the core's internals; nothing else may. The
// folders and what each may import are read from CONTRIBUTING.md's table: the picture is the rule.
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const root = process.cwd();

/** What each folder of src/ may import besides itself, from CONTRIBUTING.md's table ("| `src/ui/` | … | engine, record |"). */
export function houseOf(markdown: string): Record<string, readonly string[]> {
  const out: Record<string, readonly string[]> = {};
  for (const m of markdown.matchAll(/^\| `src\/(\w+)\/` \|.*\| ([a-z, ]+) \|$/gm)) {
    out[m[1]] = m[2] === 'nothing' ? [] : m[2].split(',').map((x) => x.trim());
  }
  return out;
}

const HOUSE = houseOf(readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8'));

const DOOR = join('src', 'engine', 'index.ts');

/** Every module specifier a source text names, in any import form. */
export function specifiers(text: string): string[] {
  const info = ts.preProcessFile(text, true, true);
  return [...info.importedFiles, ...info.referencedFiles].map((f) => f.fileName);
}

function sources(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) {
        if (name !== 'node_modules' && name !== 'fixtures') walk(p);
      } else if (/\.(ts|tsx|mts|js|mjs)$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
    }
  };
  walk(join(root, dir));
  return out;
}

/** A relative specifier as the project file it names (`./x.js` is `./x.ts` in the sources). */
function target(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const abs = resolve(dirname(file), spec).replace(/\.(js|mjs)$/, '');
  for (const ext of ['.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts']) {
    try {
      if (statSync(abs + ext).isFile()) return relative(root, abs + ext);
    } catch {
      /* try the next */
    }
  }
  return relative(root, abs);
}

function folderOf(path: string): string | null {
  const parts = path.split(sep);
  return parts[0] === 'src' && parts.length > 2 ? parts[1] : null;
}

/** The imports of these files that break the house: a deep import of the engine, or a folder importing one it may not. */
export function violations(files: readonly { file: string; text: string }[]): string[] {
  const out: string[] = [];
  for (const { file, text } of files) {
    const rel = relative(root, file);
    const from = folderOf(rel);
    const mayTestInternals = rel.startsWith(join('test', 'engine') + sep);
    for (const spec of specifiers(text)) {
      const to = target(file, spec);
      if (to === null) continue;
      const toFolder = folderOf(to);
      if (from !== 'engine' && toFolder === 'engine' && to !== DOOR && !mayTestInternals) {
        out.push(`${rel}: imports ${spec}: outside the engine, import it from src/engine/index.ts only`);
      }
      if (from !== null && toFolder !== null && toFolder !== from) {
        const allowed = HOUSE[from];
        if (allowed === undefined)
          out.push(`${rel}: src/${from}/ is not in the house (add it to CONTRIBUTING.md and test/house.test.ts)`);
        else if (!allowed.includes(toFolder))
          out.push(`${rel}: imports ${spec}: src/${from}/ may import only ${allowed.join(', ') || 'itself'}`);
      }
    }
  }
  return out;
}

/** Packages and modules that belong to a terminal screen: the play layer imports none of them. */
const TERMINAL = /^(ink|ink-[\w-]+|react|react\/.*|react-[\w-]+|chalk|tty|node:tty|readline|node:readline)$/;

/** Where a file of the play layer reaches for a terminal: an import of one, or the process's own terminal. */
export function terminalUses(file: string, text: string): string[] {
  const rel = relative(root, file);
  const bad = specifiers(text)
    .filter((spec) => TERMINAL.test(spec))
    .map((spec) => `${rel}: imports ${spec}`);
  const code = text.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  for (const word of ['process.stdout', 'process.stdin', 'process.stderr', 'console'])
    if (code.includes(word)) bad.push(`${rel}: uses ${word}`);
  return bad;
}

/**
 * Where a file of the SSH door steps outside it: the rules (it drives the game through the play
 * layer and the rooms, never a rule of its own), a way to run a program or a shell, or the server
 * process's own terminal (a session writes to its channel only).
 */
export function sshDoorUses(file: string, text: string): string[] {
  const rel = relative(root, file);
  const bad: string[] = [];
  for (const spec of specifiers(text)) {
    const to = target(file, spec);
    if (to !== null && folderOf(to) === 'engine') bad.push(`${rel}: imports ${spec} (no rule in the SSH door)`);
    if (/^(node:)?(child_process|worker_threads|vm|repl|cluster)$/.test(spec)) bad.push(`${rel}: imports ${spec}`);
  }
  const code = text.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  for (const word of ['process.stdout', 'process.stdin', 'process.stderr', 'process.env', 'console', 'eval('])
    if (code.includes(word)) bad.push(`${rel}: uses ${word}`);
  return bad;
}

/** Where an engine module keeps state of its own (memo.ts is where the core's memory lives). */
export function moduleState(file: string, text: string): string[] {
  const bad: string[] = [];
  const rel = relative(root, file);
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  for (const st of sf.statements) {
    if (
      ts.isVariableStatement(st) &&
      (st.declarationList.flags & (ts.NodeFlags.Let | ts.NodeFlags.Const)) !== ts.NodeFlags.Const
    ) {
      bad.push(
        `${rel}: a module-level let or var (${st.declarationList.declarations.map((d) => d.name.getText(sf)).join(', ')})`,
      );
    }
  }
  if (rel === join('src', 'engine', 'memo.ts')) return bad;
  const code = text.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  for (const word of ['WeakMap', 'WeakRef', 'Symbol', 'new Memo', 'defineProperty']) {
    if (code.includes(word)) bad.push(`${rel}: uses ${word} (derived data belongs in memo.ts)`);
  }
  return bad;
}

describe('the import checker itself', () => {
  const at = join(root, 'src', 'ui', 'x.ts');
  const forms = [
    "import { apply } from '../engine/engine.js';",
    "import type { GameState } from '../engine/types.js';",
    "export { apply } from '../engine/engine.js';",
    "export * from '../engine/dirs.js';",
    "import '../engine/rules.js';",
    "const m = await import('../engine/reveal.js');",
    "const m = require('../engine/cave.js');",
    "let s: import('../engine/types.js').GameState;",
  ];

  test.each(forms)('finds a deep import in: %s', (form) => {
    expect(violations([{ file: at, text: form }])).toHaveLength(1);
  });

  test('the door, and imports within a folder, are fine', () => {
    expect(
      violations([
        { file: at, text: "import { apply } from '../engine/index.js';\nimport { fit } from './layout.js';" },
      ]),
    ).toEqual([]);
    expect(
      violations([{ file: join(root, 'src', 'engine', 'x.ts'), text: "import { bit } from './dirs.js';" }]),
    ).toEqual([]);
    expect(
      violations([
        { file: join(root, 'test', 'engine', 'x.test.ts'), text: "import { bit } from '../../src/engine/dirs.js';" },
      ]),
    ).toEqual([]);
  });

  test('module state in the engine is found: a let, a var, a WeakMap or a Symbol outside memo.ts', () => {
    const f = join(root, 'src', 'engine', 'x.ts');
    expect(moduleState(f, 'let last = null;\nconst ok = 1;')).toHaveLength(1);
    expect(moduleState(f, 'var n = 0;')).toHaveLength(1);
    expect(moduleState(f, 'const cache = new WeakMap();')).toHaveLength(1);
    expect(moduleState(f, "const GRID = Symbol('grid');")).toHaveLength(1);
    expect(moduleState(f, 'export function f() { let x = 1; return x; }\n// a WeakMap in a comment')).toEqual([]);
    expect(moduleState(join(root, 'src', 'engine', 'memo.ts'), 'const m = new WeakMap();')).toEqual([]);
  });

  test('the play layer reaching for a terminal is found: ink, react, chalk, tty, the process streams', () => {
    const f = join(root, 'src', 'play', 'x.ts');
    for (const text of [
      "import { render } from 'ink';",
      "import { useRef } from 'react';",
      "import { jsx } from 'react/jsx-runtime';",
      "import chalk from 'chalk';",
      "import { isatty } from 'node:tty';",
      "const t = await import('tty');",
      "process.stdout.write('x');",
    ])
      expect([text, terminalUses(f, text)]).toEqual([text, [expect.any(String)]]);
    expect(terminalUses(f, "import { apply } from '../engine/index.js';\n// not process.stdout here")).toEqual([]);
    // And the house's table: the play layer below the screens.
    expect(violations([{ file: f, text: "import { caverName } from '../ui/text/describe.js';" }])).toEqual([
      expect.stringContaining('src/play/ may import only engine, record, words'),
    ]);
  });

  test('the SSH door reaching for the rules, a program to run or the terminal is found', () => {
    const f = join(root, 'src', 'ssh', 'x.ts');
    for (const text of [
      "import { apply } from '../engine/index.js';",
      "import { spawn } from 'node:child_process';",
      "const c = await import('child_process');",
      "process.stdout.write('x');",
      'const lang = process.env.LANG;',
    ])
      expect([text, sshDoorUses(f, text).length]).toEqual([text, 1]);
    expect(sshDoorUses(f, "import { Session } from '../play/index.js';\n// process.env in a comment")).toEqual([]);
  });

  test('a folder importing one above it, or the engine importing anything, is refused', () => {
    expect(violations([{ file: at, text: "import { VERSION } from '../cli/version.js';" }])).toEqual([
      expect.stringContaining('src/ui/ may import only engine, record, text, play, bots, ai, words'),
    ]);
    expect(
      violations([
        { file: join(root, 'src', 'engine', 'x.ts'), text: "import { printable } from '../text/width.js';" },
      ]),
    ).toEqual([expect.stringContaining('src/engine/ may import only itself')]);
    expect(
      violations([{ file: join(root, 'src', 'attic', 'x.ts'), text: "import { printable } from '../text/width.js';" }]),
    ).toEqual([expect.stringContaining('not in the house')]);
  });
});

describe('the house', () => {
  test("CONTRIBUTING.md's table names the folders, the engine and text at the bottom", () => {
    expect(Object.keys(HOUSE).sort()).toEqual([
      'ai',
      'bots',
      'cli',
      'engine',
      'net',
      'play',
      'record',
      'ssh',
      'text',
      'ui',
      'words',
    ]);
    // The words stand on the rules alone: nothing but the engine below them.
    expect(HOUSE.words).toEqual(['engine']);
    expect(HOUSE.engine).toEqual([]);
    expect(HOUSE.text).toEqual([]);
    // Nothing imports back up: a folder never imports one that may import it (a folder named
    // before it is made imports nothing yet).
    for (const [folder, below] of Object.entries(HOUSE)) {
      for (const other of below) expect([folder, HOUSE[other]?.includes(folder) ?? false]).toEqual([folder, false]);
    }
  });

  const read = (dir: string) => sources(dir).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

  test('every src/ folder is in the house', () => {
    const folders = readdirSync(join(root, 'src')).filter((n) => statSync(join(root, 'src', n)).isDirectory());
    expect(folders.filter((f) => HOUSE[f] === undefined)).toEqual([]);
  });

  test.each(['src', 'bench', 'scripts', 'test'])(
    '%s/: the engine through its door only, each folder importing only those below it',
    (dir) => {
      const files = read(dir);
      expect(files.length).toBeGreaterThan(0);
      expect(violations(files)).toEqual([]);
    },
  );

  test('the play layer is no screen: nothing in src/play imports ink, react, chalk or a tty, or writes to the terminal', () => {
    const files = read(join('src', 'play'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap(({ file, text }) => terminalUses(file, text))).toEqual([]);
  });

  test('the network layer is no screen: nothing in src/net imports ink, react, chalk or a tty, or writes to the terminal', () => {
    const files = read(join('src', 'net'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap(({ file, text }) => terminalUses(file, text))).toEqual([]);
  });

  test("the SSH door holds no rule and runs no shell: nothing in src/ssh imports the engine or a way to run a program, or uses the process's own terminal", () => {
    const files = read(join('src', 'ssh'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap(({ file, text }) => sshDoorUses(file, text))).toEqual([]);
  });

  test('the rules core keeps no state of its own outside memo.ts (no module-level let or var, no WeakMap, Symbol or Memo)', () => {
    expect(read(join('src', 'engine')).flatMap(({ file, text }) => moduleState(file, text))).toEqual([]);
  });

  test('the rules core is pure: no Node modules, no packages but seedrandom, no clock, no Math.random, no environment', () => {
    const bad: string[] = [];
    for (const { file, text } of read(join('src', 'engine'))) {
      for (const spec of specifiers(text)) {
        if (!spec.startsWith('.') && !spec.startsWith('seedrandom'))
          bad.push(`${relative(root, file)}: imports ${spec}`);
      }
      const code = text.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
      for (const word of ['Math.random', 'Date', 'performance', 'process', 'console', 'setTimeout']) {
        if (new RegExp(`\\b${word.replace('.', '\\.')}\\b`).test(code))
          bad.push(`${relative(root, file)}: uses ${word}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
