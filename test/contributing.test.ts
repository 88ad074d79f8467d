// CONTRIBUTING.md's recipes, carried out: every step marked `apply` is applied to a copy of the
// sources, the copy is type-checked, and a game is played with the new caver, hazard card and tile
// type, through the rules core, the record validator and the key controller. A recipe that has
// gone stale (a step missing, an anchor gone, a file moved) fails here.
import { beforeAll, afterAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';

const root = process.cwd();

export interface Step {
  readonly file: string;
  readonly op: 'after' | 'before' | 'replace' | 'new' | 'end';
  readonly anchor: string;
  readonly code: string;
}

/** The `apply` steps of a markdown text, in order. */
export function steps(markdown: string): Step[] {
  const re = /<!-- apply: (\S+) (after|before|replace|new|end)(?: "(.*?)")? -->\s*```ts\n([\s\S]*?)```/g;
  return [...markdown.matchAll(re)].map((m) => ({
    file: m[1],
    op: m[2] as Step['op'],
    anchor: m[3] ?? '',
    code: m[4],
  }));
}

/** A source text with one step applied; throws if the step's place is not found exactly once. */
export function applyStep(text: string | null, step: Step): string {
  if (step.op === 'new') {
    if (text !== null) throw new Error(`${step.file} already exists`);
    return step.code;
  }
  if (text === null) throw new Error(`${step.file} does not exist`);
  if (step.op === 'end') return text.replace(/\n*$/, '\n') + step.code;
  const found = text.split(step.anchor).length - 1;
  if (found !== 1) throw new Error(`${step.file}: "${step.anchor}" is found ${found} times, not once`);
  if (step.op === 'replace') return text.replace(step.anchor, step.code.replace(/\n$/, ''));
  const at = text.indexOf(step.anchor);
  const lineStart = text.lastIndexOf('\n', at) + 1;
  const lineEnd = text.indexOf('\n', at) + 1;
  return step.op === 'before'
    ? text.slice(0, lineStart) + step.code + text.slice(lineStart)
    : text.slice(0, lineEnd) + step.code + text.slice(lineEnd);
}

/** What the probe reports, played in the copy (see PROBE). */
interface Report {
  warden: {
    number: number;
    cavers: number;
    floodProof: boolean;
    listed: unknown;
    heals: string[];
    keys: string[];
    menu: unknown;
    words: string;
    replayed: boolean;
  };
  aftershock: { pool: Record<string, number>; damage: [string, number, number][]; line: string; validated: boolean };
  crystal: { deck: number; parsed: unknown; heal: string[]; validated: boolean };
}

const PROBE = `
import { apply, caverDef, CAVE_TILES, CAVERS, hazardPool, legalActions, newGame, parseTileId, type Action, type GameEvent, type GameOptions, type GameState } from './src/engine/index.js';
import { parseRecordText } from './src/record/record.js';
import { replayRecord } from './src/record/replay.js';
import { keysFor } from './src/ui/input/keysFor.js';
import { menuItems } from './src/ui/input/menu.js';
import { IDLE } from './src/ui/input/mode.js';
import { describeAction, describeEvent, refusalText } from './src/words/index.js';

function start(o: Partial<GameOptions> & { cavers: GameOptions['cavers'] }): GameState {
  const r = newGame({ seed: 'recipe', difficulty: 'normal', players: 1, ...o });
  if (!r.ok) throw new Error(refusalText(r.error));
  return r.state;
}
function play(s: GameState, actions: readonly Action[]): { s: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(refusalText(r.error));
    s = r.state;
    events.push(...r.events);
  }
  return { s, events };
}
const record = (o: object, actions: unknown[]) => JSON.stringify({ format: 'subterra-record', version: 1, rules: 2, seed: 'recipe', difficulty: 'normal', players: 1, ...o, actions });

// The Warden.
const team = ['warden', 'medic', 'scout', 'leader'] as GameOptions['cavers'];
const s = start({ cavers: team });
const lantern = legalActions(s).find((a) => a.do === ('lantern' as Action['do'])) ?? null;
const lit = lantern ? play(s, [lantern]) : { s, events: [] };
const rec = parseRecordText(record({ cavers: team }, [lantern, { caver: 'warden', do: 'end' }]));
const warden = {
  number: caverDef('warden' as never).number, cavers: CAVERS.length, floodProof: caverDef('warden' as never).floodProof,
  listed: lantern,
  heals: lit.events.filter((e) => e.t === 'heal').map((e) => (e as { caver: string }).caver),
  keys: lantern ? (keysFor(s, lantern) as { input: string }[]).map((k) => k.input) : [],
  menu: menuItems(s, IDLE).find((m) => m.kind === 'lantern') ?? null,
  words: lantern ? describeAction(lantern) : '',
  replayed: rec.ok && replayRecord(rec.value).ok,
};

// The Aftershock.
const quake = play(start({ cavers: ['medic', 'scout', 'leader', 'diver'], setup: { hazards: ['aftershock' as never] } }),
  (['medic', 'scout', 'leader', 'diver'] as const).map((caver) => ({ caver, do: 'end' }) as Action));
const card = quake.events.find((e) => e.t === 'hazard');
const aftershock = {
  pool: Object.fromEntries((['normal', 'hard', 'expert'] as const).map((d) => [d, hazardPool(d).filter((h) => h === ('aftershock' as never)).length])),
  damage: quake.events.filter((e) => e.t === 'damage').map((e) => { const d = e as { caver: string; amount: number; hp: number }; return [d.caver, d.amount, d.hp]; }),
  line: card ? describeEvent(card) ?? '' : '',
  validated: parseRecordText(record({ cavers: ['medic', 'scout', 'leader', 'diver'], setup: { hazards: ['aftershock'] } }, [])).ok,
};

// The Crystal.
const cave = play(start({ cavers: ['medic', 'scout', 'leader', 'diver'], setup: { tiles: [parseTileId('crystal:X') as never] } }),
  [{ caver: 'medic', do: 'explore', dir: 'N', open: 'NESW' } as Action]);
const crystal = {
  deck: CAVE_TILES.length,
  parsed: parseTileId('crystal:X'),
  heal: cave.events.filter((e) => e.t === 'heal').map((e) => (e as { caver: string }).caver),
  validated: parseRecordText(record({ cavers: ['medic', 'scout', 'leader', 'diver'], setup: { tiles: ['crystal:X'] } }, [])).ok,
};

console.log(JSON.stringify({ warden, aftershock, crystal }));
`;

describe('the apply steps themselves', () => {
  test('each kind of step goes where it says, and a place not found exactly once is an error', () => {
    const text = 'a\nb x\nc\n';
    const step = (op: Step['op'], anchor: string, code: string): Step => ({ file: 'f', op, anchor, code });
    expect(applyStep(text, step('after', 'b', 'B\n'))).toBe('a\nb x\nB\nc\n');
    expect(applyStep(text, step('before', 'x', 'B\n'))).toBe('a\nB\nb x\nc\n');
    expect(applyStep(text, step('replace', 'x', 'y\n'))).toBe('a\nb y\nc\n');
    expect(applyStep(text, step('end', '', 'd\n'))).toBe('a\nb x\nc\nd\n');
    expect(applyStep(null, step('new', '', 'n\n'))).toBe('n\n');
    expect(() => applyStep(text, step('after', 'zz', 'B\n'))).toThrow(/found 0 times/);
    expect(() => applyStep('b\nb\n', step('after', 'b', 'B\n'))).toThrow(/found 2 times/);
    expect(() => applyStep(text, step('new', '', 'n\n'))).toThrow(/already exists/);
  });

  test("CONTRIBUTING.md has the three recipes' steps", () => {
    const all = steps(readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8'));
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(all.some((s) => s.file === 'src/engine/cavers/warden.ts' && s.op === 'new')).toBe(true);
  });
});

describe('CONTRIBUTING.md recipes, carried out on a copy of the sources', () => {
  let dir = '';
  let report: Report;
  let diagnostics: string[] = [];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'subterra-recipes-'));
    cpSync(join(root, 'src'), join(dir, 'src'), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'recipes', type: 'module' }));
    for (const step of steps(readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8'))) {
      const file = join(dir, step.file);
      writeFileSync(file, applyStep(existsSync(file) ? readFileSync(file, 'utf8') : null, step));
    }
    // Type-check the changed sources with the project's own compiler options.
    const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config as {
      compilerOptions: object;
    };
    const parsed = ts.parseJsonConfigFileContent({ ...config, include: ['src'] }, ts.sys, dir);
    const program = ts.createProgram(parsed.fileNames, parsed.options);
    diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
      const where =
        d.file && d.start !== undefined
          ? `${d.file.fileName.slice(dir.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}: `
          : '';
      return where + ts.flattenDiagnosticMessageText(d.messageText, ' ');
    });
    // Play: bundle the probe with the changed sources and run it.
    writeFileSync(join(dir, 'probe.ts'), PROBE);
    execFileSync(
      join(root, 'node_modules', '.bin', 'esbuild'),
      [
        'probe.ts',
        '--bundle',
        '--platform=node',
        '--format=esm',
        '--outfile=probe.mjs',
        '--log-level=warning',
        '--banner:js=import { createRequire } from "node:module"; const require = createRequire(import.meta.url);',
      ],
      { cwd: dir },
    );
    report = JSON.parse(execFileSync(process.execPath, [join(dir, 'probe.mjs')], { encoding: 'utf8' })) as Report;
  }, 120000);

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('the changed sources type-check', () => {
    expect(diagnostics).toEqual([]);
  });

  test('Add a caver: the Warden is number 9, her Lantern is offered, works, is reached by its key, named in the menu and the log, and replays', () => {
    const w = report.warden;
    expect([w.number, w.cavers, w.floodProof]).toEqual([9, 9, true]);
    expect(w.listed).toEqual({ caver: 'warden', do: 'lantern' });
    expect(w.heals).toEqual(['warden', 'medic', 'scout', 'leader']);
    expect(w.keys).toEqual(['o']);
    expect(w.menu).toEqual({ key: 'o', label: 'Lantern', cost: '1', kind: 'lantern' });
    expect(w.words).toBe('Warden (9) raises the lantern');
    expect(w.replayed).toBe(true);
  });

  test('Add a hazard card: the Aftershock is dealt by difficulty, strikes everyone once, and is logged', () => {
    const a = report.aftershock;
    expect(a.pool).toEqual({ normal: 2, hard: 2, expert: 1 });
    expect(a.damage).toEqual([
      ['medic', 1, 2],
      ['scout', 1, 2],
      ['leader', 1, 2],
      ['diver', 1, 2],
    ]);
    expect(a.line).toBe('Hazard card: Aftershock — Everyone conscious loses 1, no test.');
    expect(a.validated).toBe(true);
  });

  test('Add a tile type: the Crystal is in the deck, can be named in a record, and gives health back on entering', () => {
    const c = report.crystal;
    expect(c.deck).toBe(66);
    expect(c.parsed).toEqual({ type: 'crystal', shape: 'X' });
    expect(c.heal).toEqual(['medic']);
    expect(c.validated).toBe(true);
  });
});
