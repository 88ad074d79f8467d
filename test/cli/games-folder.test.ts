// The games folder as the built CLI reads it: files whose names begin with a dot (a write check or a
// temporary file left by a killed process, an editor's backup, anything hidden) are no saves, for
// `games`, `stats` and `--resume` alike; and the check that the folder can be written, made before
// a game starts, leaves nothing behind. `npm test` builds first.
import { afterAll, describe, expect, it, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { saveProblem } from '../../src/record/storage.js';
import type { Fs } from '../../src/record/files.js';
import { HAS_SCRIPT, ROOT, type Run, runInTerminal, runNode } from '../helpers/cli.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'subterra-folder-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const scenario = (name: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'test', 'fixtures', 'scenarios', `${name}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

/** A game that goes on (round 1, no action yet), saved at `saved`. */
const going = (seed: string, saved: string): object => ({
  format: 'subterra-record',
  version: 1,
  seed,
  difficulty: 'normal',
  players: 1,
  cavers: ['scout', 'medic', 'leader', 'diver'],
  actions: [],
  meta: { started: saved, saved, round: 1, over: false, result: null },
});

let homes = 0;
function home(files: Record<string, object | string>): string {
  const dir = path.join(tmp, `home-${homes++}`);
  fs.mkdirSync(path.join(dir, 'games'), { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(
      path.join(dir, 'games', name),
      typeof content === 'string' ? content : JSON.stringify(content, null, 2),
    );
  }
  return dir;
}

function env(dir: string): Record<string, string | undefined> {
  const e: Record<string, string | undefined> = { ...process.env, SUBTERRA_HOME: dir };
  delete e.NO_COLOR;
  delete e.SUBTERRA_DEBUG;
  return e;
}
const run = (args: string[], dir: string): Promise<Run> => runNode(args, env(dir));
const lines = (s: string): string[] => s.split(/\r?\n/).filter((l) => l.trim() !== '');

describe('dot-files in the games folder are no saves', () => {
  // The newest "games" are hidden ones: a real record, a write check's leftover, a broken file.
  const HIDDEN = {
    '.hidden.json': going('hidden-game', '2026-03-01T00:00:00Z'),
    '.write-check-4242.json': '{}\n',
    '.broken.json': '{"format": "subterra-record", "vers',
  };

  it('games lists only the others, and says nothing of the hidden ones', async () => {
    const dir = home({ ...HIDDEN, 'done.json': { ...scenario('e01_gold'), meta: { saved: '2026-01-01T00:00:00Z' } } });
    const r = await run(['games'], dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^1 saved game in /);
    expect(r.stdout).not.toContain('hidden');
    expect(r.stdout).not.toContain('--resume');
  });

  it('stats counts only the others, and says nothing of the hidden ones', async () => {
    const dir = home({ ...HIDDEN, 'done.json': scenario('e01_gold') });
    const r = await run(['stats', '--json'], dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toMatchObject({ games: 1, finished: 1, unfinished: 0 });
  });

  (HAS_SCRIPT ? it : it.skip)(
    '--resume (in a terminal) does not continue a hidden save, nor mention it',
    async () => {
      const dir = home(HIDDEN);
      const r = await runInTerminal(['--resume'], env(dir));
      expect(lines(r.stdout)).toEqual([
        `subterra: no unfinished game to resume in ${path.join(dir, 'games')} (see subterra games)`,
      ]);
      expect(r.code).toBe(1);
    },
    30000,
  );
});

describe('the write check before a game starts', () => {
  test('finds the folder writable and leaves no file behind, in a new folder or beside saves', () => {
    const fresh = path.join(tmp, `home-${homes++}`);
    expect(saveProblem({ env: { SUBTERRA_HOME: fresh } })).toBeNull();
    expect(fs.readdirSync(path.join(fresh, 'games'))).toEqual([]);
    const dir = home({ 'a.json': going('a', '2026-01-01T00:00:00Z') });
    expect(saveProblem({ env: { SUBTERRA_HOME: dir } })).toBeNull();
    expect(fs.readdirSync(path.join(dir, 'games'))).toEqual(['a.json']);
  });

  test('waits on no fsync (it is on the way to the first frame, and its file is removed at once)', () => {
    let fsyncs = 0;
    const counting = {
      ...fs,
      fsyncSync: (fd: number) => {
        fsyncs++;
        fs.fsyncSync(fd);
      },
    } as unknown as Fs;
    expect(saveProblem({ env: { SUBTERRA_HOME: path.join(tmp, `home-${homes++}`) }, fs: counting })).toBeNull();
    expect(fsyncs).toBe(0);
  });

  test('a folder that cannot be written: one line saying why, and nothing left either', () => {
    const dir = home({});
    const games = path.join(dir, 'games');
    // A file where the check's own temporary file would be renamed to cannot be replaced by it:
    // the check fails, and removes its temporary file.
    const probe = path.join(games, `.write-check-${process.pid}.json`);
    fs.mkdirSync(probe);
    fs.writeFileSync(path.join(probe, 'x'), 'in the way');
    const why = saveProblem({ env: { SUBTERRA_HOME: dir } });
    expect(why).toMatch(new RegExp(`^cannot save games in ${games.replace(/[/.]/g, '\\$&')}: `));
    expect(why).not.toMatch(/\n/);
    expect(fs.readdirSync(games)).toEqual([path.basename(probe)]);
  });
});
