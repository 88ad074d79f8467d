import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { writeFileAtomic } from '../../src/record/atomic.js';
import { describeError, StorageError, type Fs } from '../../src/record/files.js';
import { dataDir, gameFileName, gamesDir, newGameFileName, seedForFileName } from '../../src/record/paths.js';
import { loadRecordText, MAX_RECORD_BYTES, saveRecord } from '../../src/record/storage.js';
import { listGames } from '../../src/record/library.js';
import { endMismatch } from '../../src/record/replay.js';

const END_MISMATCH = endMismatch();
import type { GameRecord } from '../../src/record/types.js';

let tmp: string;
let env: Record<string, string>;

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'subterra-storage-'));
  env = { SUBTERRA_HOME: tmp };
});

afterEach(() => {
  // Undo any chmod a test made so the folder can be removed.
  try {
    fs.chmodSync(tmp, 0o755);
  } catch {
    /* gone */
  }
  try {
    fs.chmodSync(path.join(tmp, 'games'), 0o755);
  } catch {
    /* none */
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

function record(seed: string, meta: GameRecord['meta'] = {}, extra: Partial<GameRecord> = {}): GameRecord {
  return {
    format: 'subterra-record',
    version: 1,
    seed,
    difficulty: 'normal',
    players: 1,
    cavers: ['diver', 'scout', 'geologist', 'engineer'],
    actions: [],
    meta,
    ...extra,
  };
}

/** A whole game from the scenarios (cavers, decks and actions), as a save with this meta. */
function finished(
  name: 'e01_gold' | 'e02_silver' | 'e04b_failure',
  seed: string,
  meta: GameRecord['meta'] = {},
): GameRecord {
  const sc = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'scenarios', `${name}.json`), 'utf8'),
  ) as GameRecord;
  return record(seed, meta, { cavers: sc.cavers, setup: sc.setup, actions: sc.actions });
}

function errnoError(code: string, message = `${code}: simulated`): NodeJS.ErrnoException {
  const e = new Error(message) as NodeJS.ErrnoException;
  e.code = code;
  return e;
}

/** node:fs with some calls replaced. */
function fsWith(overrides: Partial<Fs>): Fs {
  return {
    openSync: fs.openSync,
    writeSync: fs.writeSync,
    fsyncSync: fs.fsyncSync,
    closeSync: fs.closeSync,
    renameSync: fs.renameSync,
    unlinkSync: fs.unlinkSync,
    mkdirSync: fs.mkdirSync,
    readdirSync: fs.readdirSync,
    readFileSync: fs.readFileSync,
    statSync: fs.statSync,
    existsSync: fs.existsSync,
    ...overrides,
  } as Fs;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

describe('data folder', () => {
  it('SUBTERRA_HOME wins', () => {
    expect(dataDir({ SUBTERRA_HOME: '/x/y', XDG_DATA_HOME: '/data', HOME: '/home/u' })).toBe('/x/y');
  });

  it('then $XDG_DATA_HOME/subterra', () => {
    expect(dataDir({ XDG_DATA_HOME: '/data', HOME: '/home/u' })).toBe('/data/subterra');
  });

  it('ignores a relative XDG_DATA_HOME, as the XDG spec says', () => {
    expect(dataDir({ XDG_DATA_HOME: 'rel/data', HOME: '/home/u' })).toBe('/home/u/.local/share/subterra');
  });

  it('else ~/.local/share/subterra', () => {
    expect(dataDir({ HOME: '/home/u' })).toBe('/home/u/.local/share/subterra');
    expect(dataDir({ SUBTERRA_HOME: '', XDG_DATA_HOME: '', HOME: '/home/u' })).toBe('/home/u/.local/share/subterra');
  });

  it('games live in <data>/games', () => {
    expect(gamesDir({ SUBTERRA_HOME: '/x' })).toBe('/x/games');
  });
});

describe('file names', () => {
  it('are yyyymmdd-hhmmss-<seed>.json in local time', () => {
    expect(gameFileName('granite-42', new Date(2025, 0, 2, 3, 4, 5))).toBe('20250102-030405-granite-42.json');
  });

  it('make seeds safe for every file system', () => {
    expect(seedForFileName('a b/c\\d:e*?"<>|é')).toBe('a_b_c_d_e_______');
    expect(seedForFileName('..')).toBe('_');
    expect(seedForFileName('.hidden')).toBe('_hidden');
    expect(seedForFileName('ok.seed_1-2')).toBe('ok.seed_1-2');
  });

  it('a second game in the same second with the same seed gets -2', () => {
    const d = new Date(2025, 5, 6, 7, 8, 9);
    const first = newGameFileName('s', d, { env });
    expect(first).toBe('20250606-070809-s.json');
    saveRecord(record('s'), first, { env });
    expect(newGameFileName('s', d, { env })).toBe('20250606-070809-s-2.json');
  });
});

describe('saveRecord and loadRecordText', () => {
  it('creates the folders and writes pretty JSON that reads back', () => {
    const r = record('granite-42', { started: '2025-01-01T10:00:00.000Z', round: 1 });
    const file = saveRecord(r, 'g.json', { env });
    expect(file).toBe(path.join(tmp, 'games', 'g.json'));
    const text = loadRecordText(file);
    expect(JSON.parse(text)).toEqual(r);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('overwrites the same game on every save and leaves no temp files', () => {
    saveRecord(record('a', { round: 1 }), 'g.json', { env });
    saveRecord(record('a', { round: 2 }), 'g.json', { env });
    expect(fs.readdirSync(path.join(tmp, 'games'))).toEqual(['g.json']);
    expect(JSON.parse(loadRecordText(path.join(tmp, 'games', 'g.json'))).meta.round).toBe(2);
  });

  it('refuses names that are not plain file names', () => {
    for (const bad of ['', '../x.json', 'a/b.json', '.hidden.json']) {
      expect(() => saveRecord(record('a'), bad, { env })).toThrow(StorageError);
    }
  });

  it('a missing file is a one-line error', () => {
    const missing = path.join(tmp, 'nope.json');
    expect(() => loadRecordText(missing)).toThrow(`cannot read ${missing}: no such file or directory (ENOENT)`);
  });

  it('a folder is a one-line error', () => {
    expect(() => loadRecordText(tmp)).toThrow(`cannot read ${tmp}: it is a folder, not a file`);
  });

  it('a device is refused before reading (/dev/zero would never end)', () => {
    expect(() => loadRecordText('/dev/zero')).toThrow('cannot read /dev/zero: not a regular file');
  });

  it('a file far larger than any record is refused before reading', () => {
    const big = path.join(tmp, 'big.json');
    fs.writeFileSync(big, '');
    fs.truncateSync(big, MAX_RECORD_BYTES + 1);
    expect(() => loadRecordText(big)).toThrow(
      `cannot read ${big}: too large for a game record (32 MB; records are far smaller than 32 MB)`,
    );
    fs.truncateSync(big, 10);
    expect(loadRecordText(big)).toHaveLength(10);
  });
});

describe('atomic writes', () => {
  const target = (): string => path.join(tmp, 'games', 'g.json');

  function previousSave(): string {
    saveRecord(record('old', { round: 7 }), 'g.json', { env });
    return fs.readFileSync(target(), 'utf8');
  }

  function leftovers(): string[] {
    return fs.readdirSync(path.join(tmp, 'games')).filter((n) => n !== 'g.json');
  }

  it('disk full while writing: previous save intact, temp file removed, clear message', () => {
    const before = previousSave();
    let calls = 0;
    const failing = fsWith({
      writeSync: ((fd: number, buf: Buffer, off: number) => {
        calls++;
        // Write a little, then fail, like a disk filling up part-way.
        if (calls === 1) return fs.writeSync(fd, buf, off, 10);
        throw errnoError('ENOSPC');
      }) as Fs['writeSync'],
    });
    expect(() => writeFileAtomic(target(), JSON.stringify(record('new')), failing)).toThrow(
      `cannot save to ${target()}: disk full (ENOSPC)`,
    );
    expect(fs.readFileSync(target(), 'utf8')).toBe(before);
    expect(leftovers()).toEqual([]);
  });

  it('fsync failure: previous save intact, temp file removed', () => {
    const before = previousSave();
    const failing = fsWith({
      fsyncSync: (() => {
        throw errnoError('EIO');
      }) as Fs['fsyncSync'],
    });
    expect(() => saveRecord(record('new'), 'g.json', { env, fs: failing })).toThrow(
      `cannot save to ${target()}: input/output error (EIO)`,
    );
    expect(fs.readFileSync(target(), 'utf8')).toBe(before);
    expect(leftovers()).toEqual([]);
  });

  it('rename failure: previous save intact, temp file removed', () => {
    const before = previousSave();
    const failing = fsWith({
      renameSync: (() => {
        throw errnoError('EXDEV', 'EXDEV: cross-device link not permitted');
      }) as Fs['renameSync'],
    });
    let err: unknown;
    try {
      saveRecord(record('new'), 'g.json', { env, fs: failing });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(StorageError);
    expect((err as StorageError).message).toBe(`cannot save to ${target()}: EXDEV: cross-device link not permitted`);
    expect((err as StorageError).code).toBe('EXDEV');
    expect(fs.readFileSync(target(), 'utf8')).toBe(before);
    expect(leftovers()).toEqual([]);
  });

  it('cannot create the temp file (read-only folder): previous save intact', () => {
    const before = previousSave();
    const failing = fsWith({
      openSync: (() => {
        throw errnoError('EACCES');
      }) as unknown as Fs['openSync'],
    });
    expect(() => saveRecord(record('new'), 'g.json', { env, fs: failing })).toThrow(
      `cannot save to ${target()}: permission denied (EACCES)`,
    );
    expect(fs.readFileSync(target(), 'utf8')).toBe(before);
    expect(leftovers()).toEqual([]);
  });

  (isRoot ? it.skip : it)('a really read-only folder (not as root): previous save intact', () => {
    const before = previousSave();
    fs.chmodSync(path.join(tmp, 'games'), 0o555);
    expect(() => saveRecord(record('new'), 'g.json', { env })).toThrow(
      /^cannot save to .*permission denied \(EACCES\)$/,
    );
    expect(fs.readFileSync(target(), 'utf8')).toBe(before);
  });

  it('a data folder that is a file gives a clean error', () => {
    const file = path.join(tmp, 'not-a-folder');
    fs.writeFileSync(file, 'x');
    expect(() => saveRecord(record('a'), 'g.json', { env: { SUBTERRA_HOME: file } })).toThrow(
      `cannot save to ${file}/games/g.json: ${file} is a file, not a folder`,
    );
    // Deeper under the file, the same file is named.
    expect(() => saveRecord(record('a'), 'g.json', { env: { SUBTERRA_HOME: path.join(file, 'a', 'b') } })).toThrow(
      `cannot save to ${file}/a/b/games/g.json: ${file} is a file, not a folder`,
    );
  });

  it('a read-only file system is named as such (recursive mkdir calls it ENOENT)', () => {
    const home = path.join(tmp, 'ro', 'home');
    const readOnly = fsWith({
      mkdirSync: (() => {
        throw errnoError('ENOENT');
      }) as unknown as Fs['mkdirSync'],
      accessSync: ((p: fs.PathLike) => {
        if (String(p) === tmp) throw errnoError('EROFS');
      }) as Fs['accessSync'],
    });
    expect(() => saveRecord(record('a'), 'g.json', { env: { SUBTERRA_HOME: home }, fs: readOnly })).toThrow(
      `cannot save to ${home}/games/g.json: ${tmp} cannot be written: read-only file system (EROFS)`,
    );
  });

  it('error messages are single lines', () => {
    expect(describeError(errnoError('ENOSPC'))).toBe('disk full (ENOSPC)');
    expect(describeError(new Error('two\nlines'))).toBe('two');
    expect(describeError(errnoError('EWEIRD', 'something odd'))).toBe('something odd (EWEIRD)');
    expect(describeError('plain')).toBe('plain');
  });
});

const lastUnfinished = (o: { env: Record<string, string> }) =>
  listGames(o).games.find((g) => g.result === 'unfinished') ?? null;

describe('listGames', () => {
  function put(name: string, content: unknown): string {
    const dir = path.join(tmp, 'games');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, name);
    fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  }

  it('no games folder yet: empty list, no error', () => {
    expect(listGames({ env })).toEqual({ games: [], skipped: [] });
    expect(lastUnfinished({ env })).toBeNull();
  });

  it('summarizes each record, newest first, as it replays', () => {
    put(
      'a.json',
      finished('e01_gold', 'old-1', {
        started: '2025-01-01T10:00:00Z',
        saved: '2025-01-01T11:00:00Z',
        round: 1,
        over: true,
        result: 'gold',
      }),
    );
    put(
      'b.json',
      record(
        'new-2',
        { started: '2025-03-01T10:00:00Z', round: 1, over: false, result: null },
        { difficulty: 'expert', easy: true, players: 2 },
      ),
    );
    put('c.json', finished('e04b_failure', 'mid-3', { saved: '2025-02-01T10:00:00Z', over: true, result: 'failure' }));
    const { games, skipped } = listGames({ env });
    expect(skipped).toEqual([]);
    expect(games.map((g) => g.seed)).toEqual(['new-2', 'mid-3', 'old-1']);
    expect(games[0]).toMatchObject({
      file: path.join(tmp, 'games', 'b.json'),
      seed: 'new-2',
      difficulty: 'expert',
      easy: true,
      players: 2,
      result: 'unfinished',
      rounds: 1,
      problem: null,
    });
    expect(games[0].date.toISOString()).toBe('2025-03-01T10:00:00.000Z');
    expect(games[1]).toMatchObject({ result: 'failure', rounds: 2, actions: 5 });
    expect(games[2]).toMatchObject({ result: 'gold', rounds: 1, actions: 7 });
    expect(games[2].date.toISOString()).toBe('2025-01-01T11:00:00.000Z'); // saved beats started
  });

  it("the result and round are the replay's, not what the save's meta says", () => {
    put('said-over.json', record('said-over', { saved: '2025-01-02T00:00:00Z', round: 9, over: true, result: 'gold' }));
    put('said-going.json', finished('e02_silver', 'said-going', { saved: '2025-01-01T00:00:00Z', over: false }));
    const [over, going] = listGames({ env }).games;
    expect(over).toMatchObject({ seed: 'said-over', result: 'unfinished', rounds: 1, claims: 'gold' });
    expect(going).toMatchObject({ seed: 'said-going', result: 'silver', claims: 'unfinished' });
    put('ended.json', record('ended', { saved: '2025-01-03T00:00:00Z', over: true }));
    expect(listGames({ env }).games[0]).toMatchObject({ seed: 'ended', claims: 'over', result: 'unfinished' });
  });

  it('a record that does not replay to the state it was saved in is marked, with why', () => {
    put('desync.json', record('desync', { saved: '2025-01-02T00:00:00Z' }, { hashes: ['00000000'] }));
    put('end.json', record('end', { saved: '2025-01-01T00:00:00Z' }, { end: '00000000' }));
    put('fine.json', record('fine', { saved: '2024-01-01T00:00:00Z' }));
    const { games, skipped } = listGames({ env });
    expect(skipped).toEqual([]);
    expect(games.map((g) => [g.seed, g.result, g.rounds])).toEqual([
      ['desync', 'not replayable', null],
      ['end', 'not replayable', null],
      ['fine', 'unfinished', 1],
    ]);
    expect(games[0].problem).toMatch(/^out of sync at round 1 /);
    expect(games[1].problem).toBe(END_MISMATCH);
    expect(lastUnfinished({ env })?.seed).toBe('fine');
  });

  it('falls back to the file time when the record has no dates', () => {
    const file = put('x.json', record('nodate', undefined));
    const t = new Date('2024-06-01T00:00:00Z');
    fs.utimesSync(file, t, t);
    const [g] = listGames({ env }).games;
    expect(g.date.toISOString()).toBe(t.toISOString());
    expect(g.result).toBe('unfinished');
  });

  it('skips and reports files that are not records', () => {
    put('good.json', record('good', { saved: '2025-01-01T00:00:00Z' }));
    put('broken.json', '{"format": "subterra-record", ');
    put('array.json', [1, 2]);
    put('other.json', { format: 'something-else' });
    put('noseed.json', { format: 'subterra-record', cavers: [] });
    put('notes.txt', 'not json, and not .json either');
    put('.g.json.123.tmp', 'temp file of a save in progress');
    fs.mkdirSync(path.join(tmp, 'games', 'folder.json'));
    const { games, skipped } = listGames({ env });
    expect(games.map((g) => g.seed)).toEqual(['good']);
    const reasons = Object.fromEntries(skipped.map((s) => [path.basename(s.file), s.reason]));
    expect(Object.keys(reasons).sort()).toEqual(['array.json', 'broken.json', 'noseed.json', 'other.json']);
    expect(reasons['broken.json']).toMatch(/^not valid JSON/);
    expect(reasons['other.json']).toContain('format');
    expect(reasons['noseed.json']).toContain('"version" must be a whole number');
    for (const r of Object.values(reasons)) expect(r).not.toMatch(/\n/);
  });

  it('a file that cannot be read is skipped with the reason', () => {
    put('good.json', record('good'));
    put('locked.json', record('locked'));
    const failing = fsWith({
      readFileSync: ((p: fs.PathOrFileDescriptor, o: unknown) => {
        if (String(p).endsWith('locked.json')) throw errnoError('EACCES');
        return fs.readFileSync(p, o as BufferEncoding);
      }) as Fs['readFileSync'],
    });
    const { games, skipped } = listGames({ env, fs: failing });
    expect(games.map((g) => g.seed)).toEqual(['good']);
    expect(skipped).toEqual([
      { file: path.join(tmp, 'games', 'locked.json'), reason: 'cannot read: permission denied (EACCES)' },
    ]);
  });

  it('an unreadable games folder is one clean error', () => {
    const failing = fsWith({
      readdirSync: (() => {
        throw errnoError('EACCES');
      }) as unknown as Fs['readdirSync'],
    });
    expect(() => listGames({ env, fs: failing })).toThrow(
      `cannot read saved games in ${path.join(tmp, 'games')}: permission denied (EACCES)`,
    );
  });

  it('a data folder that is a file is one clean error', () => {
    const file = path.join(tmp, 'plain-file');
    fs.writeFileSync(file, 'x');
    expect(() => listGames({ env: { SUBTERRA_HOME: file } })).toThrow(
      `cannot read saved games in ${path.join(file, 'games')}: a part of the path is not a folder (ENOTDIR)`,
    );
  });

  (isRoot ? it.skip : it)('a really unreadable folder (not as root) is one clean error', () => {
    put('a.json', record('a'));
    fs.chmodSync(path.join(tmp, 'games'), 0o000);
    expect(() => listGames({ env })).toThrow(/^cannot read saved games in .*: permission denied \(EACCES\)$/);
  });

  it('the newest unfinished game comes first among the unfinished', () => {
    put('1.json', record('u-old', { saved: '2025-01-01T00:00:00Z' }));
    put('2.json', record('u-new', { saved: '2025-02-01T00:00:00Z', over: false }));
    put(
      '3.json',
      finished('e02_silver', 'done-newest', { saved: '2025-03-01T00:00:00Z', over: true, result: 'silver' }),
    );
    expect(lastUnfinished({ env })?.seed).toBe('u-new');
  });

  it('saveRecord + newGameFileName round-trip into listGames', () => {
    const name = newGameFileName('granite-42', new Date(2025, 0, 2, 3, 4, 5), { env });
    saveRecord(record('granite-42', { started: new Date(2025, 0, 2, 3, 4, 5).toISOString(), round: 1 }), name, { env });
    const [g] = listGames({ env }).games;
    expect(path.basename(g.file)).toBe('20250102-030405-granite-42.json');
    expect(lastUnfinished({ env })?.file).toBe(g.file);
  });
});
