// Atomic writes (src/record/atomic.ts), call by call: a new temporary file (never an existing one),
// flushed, renamed over the save, then the folder flushed so the rename survives a power cut; and
// the sweep that removes the temporary files of writes a killed process never finished, and only
// those: never a running game's.
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { processAlive, sweepTempFiles, tempFileName, writeFileAtomic } from '../../src/record/atomic.js';
import type { Fs } from '../../src/record/files.js';

let tmp: string;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'subterra-atomic-'));
});

afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** node:fs, with every call that writes recorded in order. */
function recording(): { fs: Fs; calls: string[] } {
  const calls: string[] = [];
  const fds = new Map<number, string>();
  const name = (p: fs.PathLike) => path.basename(String(p)) || String(p);
  const rec: Fs = {
    ...fs,
    openSync: ((p: fs.PathLike, flags: string, mode?: number) => {
      const fd = fs.openSync(p, flags, mode);
      fds.set(fd, String(p) === tmp ? 'the folder' : name(p).endsWith('.tmp') ? 'the temp file' : name(p));
      calls.push(`open ${fds.get(fd)} ${flags}`);
      return fd;
    }) as Fs['openSync'],
    writeSync: ((fd: number, ...rest: unknown[]) => {
      calls.push(`write ${fds.get(fd)}`);
      return (fs.writeSync as (...a: unknown[]) => number)(fd, ...rest);
    }) as Fs['writeSync'],
    fsyncSync: ((fd: number) => {
      calls.push(`fsync ${fds.get(fd)}`);
      fs.fsyncSync(fd);
    }) as Fs['fsyncSync'],
    closeSync: ((fd: number) => {
      calls.push(`close ${fds.get(fd)}`);
      fs.closeSync(fd);
    }) as Fs['closeSync'],
    renameSync: ((a: fs.PathLike, b: fs.PathLike) => {
      calls.push(`rename ${name(a).endsWith('.tmp') ? 'the temp file' : name(a)} to ${name(b)}`);
      fs.renameSync(a, b);
    }) as Fs['renameSync'],
  };
  return { fs: rec, calls };
}

describe('writeFileAtomic, call by call', () => {
  test('a new temporary file (wx), written, flushed, closed, renamed over the file; then the folder flushed', () => {
    const file = path.join(tmp, 'game.json');
    fs.writeFileSync(file, 'old');
    const { fs: rfs, calls } = recording();
    writeFileAtomic(file, 'new', rfs);
    expect(calls).toEqual([
      'open the temp file wx',
      'write the temp file',
      'fsync the temp file',
      'close the temp file',
      'rename the temp file to game.json',
      'open the folder r',
      'fsync the folder',
      'close the folder',
    ]);
    expect(fs.readFileSync(file, 'utf8')).toBe('new');
    expect(fs.readdirSync(tmp)).toEqual(['game.json']);
  });

  test('durable: false (the write check before a game) does the same without either fsync', () => {
    const file = path.join(tmp, 'check.json');
    const { fs: rfs, calls } = recording();
    writeFileAtomic(file, '{}\n', rfs, { durable: false });
    expect(calls).toEqual([
      'open the temp file wx',
      'write the temp file',
      'close the temp file',
      'rename the temp file to check.json',
    ]);
    expect(fs.readFileSync(file, 'utf8')).toBe('{}\n');
  });

  test('a temporary file that already exists is never written through: the save fails and both files stay as they were', () => {
    const file = path.join(tmp, 'game.json');
    fs.writeFileSync(file, 'old');
    // Whatever name the write picks next, something is already there (a stale file, or a link).
    const taken = fsWithTemp((p) => fs.writeFileSync(p, "someone else's"));
    expect(() => writeFileAtomic(file, 'new', taken.fs)).toThrow(
      /^cannot save to .*game\.json: already exists \(EEXIST\)$/,
    );
    expect(fs.readFileSync(file, 'utf8')).toBe('old');
    expect(fs.readFileSync(taken.temp(), 'utf8')).toBe("someone else's");
  });
});

/** node:fs whose openSync first puts a file at the temporary path it is asked to open. */
function fsWithTemp(put: (p: string) => void): { fs: Fs; temp: () => string } {
  let temp = '';
  return {
    fs: {
      ...fs,
      openSync: ((p: fs.PathLike, flags: string, mode?: number) => {
        if (String(p).endsWith('.tmp')) {
          temp = String(p);
          put(temp);
        }
        return fs.openSync(p, flags, mode);
      }) as Fs['openSync'],
    },
    temp: () => temp,
  };
}

describe('sweepTempFiles', () => {
  const LIVE = 424242;
  const DEAD = 434343;
  const alive = (pid: number) => pid === LIVE;

  function put(name: string): string {
    fs.writeFileSync(path.join(tmp, name), 'partial');
    return name;
  }

  test('removes exactly the temporary files of processes that are gone', () => {
    const save = put('20250301-214512-granite-42.json');
    const dead = put(path.basename(tempFileName(path.join(tmp, save), DEAD)));
    const dead2 = put(path.basename(tempFileName(path.join(tmp, 'settings.json'), DEAD)));
    const live = put(path.basename(tempFileName(path.join(tmp, save), LIVE)));
    const mine = put(path.basename(tempFileName(path.join(tmp, save))));
    const lookalikes = [put('.notes.tmp'), put('.granite.json.abc.1.2.tmp'), put('granite.json.434343.1.2.tmp')];
    expect(sweepTempFiles(tmp, { alive })).toBe(2);
    const left = fs.readdirSync(tmp).sort();
    expect(left).toEqual([save, live, mine, ...lookalikes].sort());
    expect(left).not.toContain(dead);
    expect(left).not.toContain(dead2);
  });

  test('a temporary file is named after the process that writes it, as the sweep reads it', () => {
    const name = path.basename(tempFileName(path.join(tmp, 'g.json'), 1234));
    expect(name).toMatch(/^\.g\.json\.1234\.\d+\.\d+\.tmp$/);
    expect(path.dirname(tempFileName(path.join(tmp, 'g.json')))).toBe(tmp);
  });

  test('asks the system by default: this process runs, a finished one does not', () => {
    const child = spawnSync(process.execPath, ['-e', '0']);
    expect(child.status).toBe(0);
    expect(processAlive(process.pid)).toBe(true);
    expect(processAlive(child.pid!)).toBe(false);
    const save = put('g.json');
    const dead = put(path.basename(tempFileName(path.join(tmp, save), child.pid!)));
    const live = put(path.basename(tempFileName(path.join(tmp, save), process.ppid)));
    expect(sweepTempFiles(tmp)).toBe(1);
    expect(fs.readdirSync(tmp).sort()).toEqual([save, live].sort());
    expect(fs.existsSync(path.join(tmp, dead))).toBe(false);
  });

  test("another user's running process (the system answers EPERM) counts as alive: its temporary file stays", () => {
    // process.kill(pid, 0) asks whether a process exists: ESRCH, none; EPERM, one this user may not
    // signal, which runs all the same (another user's game in a shared folder).
    const OTHER = 4242;
    const GONE = 4343;
    const kill = jest.spyOn(process, 'kill').mockImplementation((pid: number) => {
      throw Object.assign(new Error(`kill ${pid}`), { code: pid === OTHER ? 'EPERM' : 'ESRCH' });
    });
    try {
      expect(processAlive(OTHER)).toBe(true);
      expect(processAlive(GONE)).toBe(false);
      const save = put('g.json');
      const other = put(path.basename(tempFileName(path.join(tmp, save), OTHER)));
      put(path.basename(tempFileName(path.join(tmp, save), GONE)));
      expect(sweepTempFiles(tmp)).toBe(1);
      expect(fs.readdirSync(tmp).sort()).toEqual([save, other].sort());
      expect(kill).toHaveBeenCalledWith(OTHER, 0);
    } finally {
      kill.mockRestore();
    }
  });

  (isRoot ? test.skip : test)("as a user, the system's own first process (another user's: root's) is alive", () => {
    expect(processAlive(1)).toBe(true);
  });

  test('no folder, or a file that cannot be removed: no error', () => {
    expect(sweepTempFiles(path.join(tmp, 'nowhere'), { alive })).toBe(0);
    put(path.basename(tempFileName(path.join(tmp, 'g.json'), DEAD)));
    const stuck = {
      ...fs,
      unlinkSync: (() => {
        throw Object.assign(new Error('busy'), { code: 'EBUSY' });
      }) as Fs['unlinkSync'],
    };
    expect(sweepTempFiles(tmp, { alive, fs: stuck })).toBe(0);
  });
});
