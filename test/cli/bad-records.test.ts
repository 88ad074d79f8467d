// Issue 28, bug 9: records that are not what they say. A save edited to hold an action the rules
// refuse is listed by `subterra games` as not replayable (never as the medal its meta claims), and a
// file that is not JSON is refused in one whole line (the parser's quote of it closed).
import { afterAll, describe, expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseRecordText } from '../../src/record/record.js';
import { ROOT, runNode } from '../helpers/cli.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'subterra-bad-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const lines = (s: string): string[] => s.split(/\r?\n/).filter((l) => l.trim() !== '');

function env(dir: string): Record<string, string | undefined> {
  const e: Record<string, string | undefined> = { ...process.env, SUBTERRA_HOME: dir };
  delete e.NO_COLOR;
  return e;
}

describe('a save edited to hold an action the rules refuse', () => {
  it('games lists it as not replayable (not "failure 20" as its meta says), with why in one line', async () => {
    const fixture = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'test', 'fixtures', 'games', 'bronze-normal-4.json'), 'utf8'),
    ) as { actions: unknown[]; hashes?: string[]; meta?: object };
    // The third action was the Scout's end of turn: now the Leader's, out of turn. No hashes (an
    // older save): only the rules can tell.
    const actions = [...fixture.actions];
    actions[2] = { caver: 'leader', do: 'end' };
    const { hashes: _h, ...rest } = fixture;
    void _h;
    const edited = {
      ...rest,
      actions,
      meta: { saved: '2026-03-01T10:00:00Z', round: 20, over: true, result: 'failure' },
    };
    const dir = path.join(tmp, 'home-games');
    fs.mkdirSync(path.join(dir, 'games'), { recursive: true });
    const file = path.join(dir, 'games', 'edited.json');
    fs.writeFileSync(file, JSON.stringify(edited, null, 2));
    const r = await runNode(['games'], env(dir));
    expect(r.code).toBe(0);
    const row = lines(r.stdout).find((l) => l.endsWith('edited.json'));
    expect(row).toMatch(/\snot replayable\s+-\s+edited\.json$/);
    expect(row).not.toMatch(/failure/);
    expect(lines(r.stderr)).toEqual([
      `subterra: cannot replay ${file}: actions[2] (leader end): it is scout's turn, not leader's`,
    ]);
    // Neither offered for replay nor for --resume.
    expect(r.stdout).not.toContain('subterra replay');
    expect(r.stdout).not.toContain('--resume');
  });
});

describe('a file that is not JSON', () => {
  it("is refused with the parser's words whole: the quote it makes of the file is closed", async () => {
    expect(parseRecordText('hello\n')).toEqual({
      ok: false,
      error: `not valid JSON (corrupt: Unexpected token 'h', "hello\\n" is not valid JSON)`,
    });
    const file = path.join(tmp, 'hello.txt');
    fs.writeFileSync(file, 'hello\nworld\n');
    const r = await runNode(['replay', file, '--json'], env(tmp));
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(lines(r.stderr)).toEqual([
      `subterra: ${file}: not valid JSON (corrupt: Unexpected token 'h', "hello\\nworld\\n" is not valid JSON)`,
    ]);
  });
});
