// Node's built-in modules, reached in the bundle through process.getBuiltinModule() (Node >= 22.3)
// instead of `import` or `require`. The app bundle is run as a script (scripts/build.mjs), where
// neither exists; and it is cheaper: an ES `import` of a built-in builds its ES facade, which reads
// every export and so runs every lazy getter (`import ... from 'node:fs'` loads fs/promises,
// readline and the streams; 'node:util' its argument parser and worker_threads), and esbuild's own
// way of importing a CommonJS module copies every property descriptor, which does the same.
//
// So each built-in becomes a small ES module whose named exports read one property of the real
// module each, and only those the bundle imports are kept (each is a pure call, so esbuild drops
// the rest). Accessor properties (fs.promises, process.stdout, ...) are not named exports: a
// namespace import used as a value (`opts.fs ?? nodeFs`) would read them all. `require()` and
// `import()` of a built-in get the module object itself.
import { readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';

const NAMESPACE = 'subterra-builtin';
const require = createRequire(import.meta.url);

/** The ES module standing in for built-in `name`: its default export and one named export per plain property. */
export function builtinSource(name) {
  const spec = JSON.stringify(`node:${name}`);
  const real = require(`node:${name}`);
  const keys = Object.keys(real).filter(
    (k) =>
      /^[A-Za-z_$][\w$]*$/.test(k) && k !== 'default' && Object.getOwnPropertyDescriptor(real, k)?.get === undefined,
  );
  return [
    `const m = process.getBuiltinModule(${spec});`,
    // Named so that no export of a built-in (http.get, say) can clash with it.
    'const __builtinGet = /* @__NO_SIDE_EFFECTS__ */ (k) => m[k];',
    'export default m;',
    ...keys.map((k) => `export const ${k} = /* @__PURE__ */ __builtinGet(${JSON.stringify(k)});`),
  ].join('\n');
}

export function builtinsPlugin() {
  return {
    name: 'subterra-builtins',
    setup(b) {
      b.onResolve({ filter: /^(node:)?[a-z_][a-z0-9_]*(\/[a-z_]+)?$/ }, (args) => {
        const name = args.path.replace(/^node:/, '');
        if (!builtinModules.includes(name)) return undefined;
        const whole = args.kind === 'require-call' || args.kind === 'dynamic-import';
        return { path: name, namespace: whole ? `${NAMESPACE}-whole` : NAMESPACE };
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: builtinSource(args.path),
        loader: 'js',
      }));
      // CommonJS: require() returns it as it is; import() copies its properties only when it runs.
      b.onLoad({ filter: /.*/, namespace: `${NAMESPACE}-whole` }, (args) => ({
        contents: `module.exports = process.getBuiltinModule(${JSON.stringify(`node:${args.path}`)});\n`,
        loader: 'js',
      }));
    },
  };
}

/**
 * ssh2 as the bundle holds it (`subterra serve --ssh`). Its optional native parts (its crypto
 * binding, and cpu-features, which it asks which ciphers the CPU speeds up) are loaded inside
 * try/catch and ssh2 works without them, in plain JavaScript: each becomes a module that throws when
 * loaded. And one check of ssh2's reads a class's name (`constructor.name === 'Session'`), which
 * bundling changes when another module has a class of that name (subterra's own Session): the
 * server then crashed as a connection with a refused request closed. It is asked by what the class
 * is instead (a server Session has no `incoming`; every Channel has). Each text replaced is checked to
 * be there exactly once: another ssh2 stops the build with a message.
 */
export function ssh2Plugin() {
  const from = "channel.constructor.name === 'Session'";
  return {
    name: 'subterra-ssh2',
    setup(b) {
      // ssh2 and asn1 check their arguments with assert (assert(v, msg), assert.ok, assert.equal), which
      // the bundle does not hold (test/ui/patches.test.ts): the same checks, inline.
      b.onResolve({ filter: /^(node:)?assert$/ }, (args) =>
        /[\\/]node_modules[\\/](ssh2|asn1)[\\/]/.test(args.importer)
          ? { path: 'assert', namespace: 'subterra-ssh2-assert' }
          : undefined,
      );
      b.onLoad({ filter: /.*/, namespace: 'subterra-ssh2-assert' }, () => ({
        contents: [
          'function fail(m, d) { throw new Error(m === undefined ? d : String(m)); }',
          "function ok(v, m) { if (!v) fail(m, 'assertion failed'); }",
          'function equal(a, b, m) { if (a != b) fail(m, `${a} == ${b}`); }',
          'module.exports = Object.assign(ok, { ok, equal });',
        ].join('\n'),
        loader: 'js',
      }));
      b.onResolve({ filter: /(\.node$|^cpu-features$)/ }, (args) => ({
        path: args.path,
        namespace: 'subterra-no-addon',
      }));
      b.onLoad({ filter: /.*/, namespace: 'subterra-no-addon' }, (args) => ({
        contents: `throw new Error(${JSON.stringify(`${args.path}: not bundled (a native add-on)`)});`,
        loader: 'js',
      }));
      // Its agent client (never used by a server) takes child_process as it loads, for Pageant on
      // Windows: taken on first use instead, as the rest of the bundle takes it (test/ui/patches.test.ts).
      b.onLoad({ filter: /[\\/]ssh2[\\/]lib[\\/]agent\.js$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        const take = "const { execFile, spawn } = require('child_process');";
        if (text.split(take).length !== 2)
          throw new Error(`ssh2's agent.js no longer reads ${take}: see scripts/builtins.mjs`);
        const lazy =
          "const execFile = (...a) => process.getBuiltinModule('node:child_process').execFile(...a);\n" +
          "const spawn = (...a) => process.getBuiltinModule('node:child_process').spawn(...a);";
        return { contents: text.replace(take, lazy), loader: 'js' };
      });
      b.onLoad({ filter: /[\\/]ssh2[\\/]lib[\\/]utils\.js$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        if (text.split(from).length !== 2)
          throw new Error(`ssh2's utils.js no longer reads ${from}: see scripts/builtins.mjs`);
        return { contents: text.replace(from, `(${from} || channel.incoming === undefined)`), loader: 'js' };
      });
    },
  };
}
