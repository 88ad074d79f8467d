// `npm start` (scripts/start.mjs) on a Node.js too old for subterra says so in one line and exits 1
// before it builds anything (issue 28, bug 10: it built first, and esbuild's warnings came before
// the one line that mattered). Tried with this Node made to report an old version, and with the
// machine's own older Node when there is one.
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ROOT } from '../helpers/cli.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'subterra-npm-start-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A checkout with no dist/ (so start.mjs would build): its scripts/start.mjs and bin/, nothing else. */
function bareCheckout(): string {
  const dir = fs.mkdtempSync(path.join(tmp, 'checkout-'));
  fs.mkdirSync(path.join(dir, 'scripts'));
  fs.copyFileSync(path.join(ROOT, 'scripts', 'start.mjs'), path.join(dir, 'scripts', 'start.mjs'));
  fs.mkdirSync(path.join(dir, 'bin'));
  fs.copyFileSync(path.join(ROOT, 'bin', 'subterra.js'), path.join(dir, 'bin', 'subterra.js'));
  fs.mkdirSync(path.join(dir, 'src'));
  fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
  return dir;
}

function start(node: string, pre: string[], cwd: string) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_OPTIONS;
  return spawnSync(node, [...pre, path.join(cwd, 'scripts', 'start.mjs'), '--version'], {
    cwd,
    env,
    encoding: 'utf8',
  });
}

/** A Node older than 22.12 on this machine, if any. */
function olderNode(): string | null {
  for (const p of ['/usr/bin/node', '/usr/local/bin/node']) {
    const r = spawnSync(p, ['--version'], { encoding: 'utf8' });
    const m = r.status === 0 ? /^v(\d+)\.(\d+)/.exec(r.stdout) : null;
    if (m && (Number(m[1]) < 22 || (Number(m[1]) === 22 && Number(m[2]) < 12))) return p;
  }
  return null;
}

describe('npm start on a Node.js older than 22.12', () => {
  it("checks the floor package.json's engines names, as bin/subterra.js does", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe('>=22.12');
    for (const file of [path.join('bin', 'subterra.js'), path.join('scripts', 'start.mjs')]) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      expect([file, text]).toEqual([file, expect.stringContaining('major < 22 || (major === 22 && minor < 12)')]);
      expect(text).toContain('needs Node.js 22.12 or newer (this is ${process.version})');
    }
  });

  it('says so in one line and exits 1, before building', () => {
    const dir = bareCheckout();
    // This Node, reporting the version of the machine's own (Node 20).
    const fake = `data:text/javascript,Object.defineProperty(process.versions,'node',{value:'20.20.2'})`;
    const r = start(process.execPath, ['--import', fake], dir);
    expect(r.stderr.split('\n').filter(Boolean)).toEqual([
      `subterra: needs Node.js 22.12 or newer (this is ${process.version})`,
    ]);
    expect(r.stdout).toBe('');
    expect(r.status).toBe(1);
    expect(fs.existsSync(path.join(dir, 'dist'))).toBe(false);
  });

  const old = olderNode();
  (old ? it : it.skip)(`with the machine's own older Node (${old ?? 'none here'})`, () => {
    const dir = bareCheckout();
    const r = start(old!, [], dir);
    expect(r.stderr).toMatch(/^subterra: needs Node\.js 22\.12 or newer \(this is v\d+\.\d+\.\d+\)\n$/);
    expect(r.status).toBe(1);
    expect(fs.existsSync(path.join(dir, 'dist'))).toBe(false);
  });
});
