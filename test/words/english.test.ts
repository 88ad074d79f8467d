// What a player reads stays the same (issue 24): the English of the rules' refusals as the table shows
// them (the prompts' reasons, the "Refused: …" line, a record's one-line error) and of the log, pinned
// on a sample of fixed positions, and swept over the recorded games and scenarios (the snapshot). The
// rules speak in codes and the words module makes the sentences: a sentence that changes fails here.
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Action,
  apply,
  type ApplyResult,
  CAVER_IDS,
  type CaverId,
  type Dir,
  DIRS,
  drawSteps,
  type GameEvent,
  type GameState,
  isRefusal,
  newGame,
  parseTileId,
} from '../../src/engine/index.js';
import { parseRecordText } from '../../src/record/record.js';
import { replayJson, replayRecord } from '../../src/record/replay.js';
import { ORDER } from '../../src/ui/input/menu.js';
import { moveRefusalText, refusalReasons, unavailableText, wayRefusal } from '../../src/ui/input/prompts.js';
import { legal } from '../../src/ui/input/queries.js';
import { seeing } from '../../src/play/index.js';
import { logLines } from '../../src/ui/text/log.js';
import { refusalText, takeBackReason } from '../../src/words/index.js';
import { record, run, start, type Act } from '../helpers/game.js';
import { HORROR_TIE } from '../helpers/positions.js';

const END = (caver: CaverId): Act => ({ caver, do: 'end' });

/** A refusal as the player reads it. */
function said(r: ApplyResult): string {
  return r.ok ? 'accepted' : refusalText(r.error);
}

/** The status line the table shows when the game refuses an action. */
function refused(s: GameState, a: unknown): string {
  return `Refused: ${said(apply(s, a as Action))}`;
}

/** One action applied: the log lines it adds and why it cannot be taken back (null: it can). */
function step(s: GameState, a: Act): { after: GameState; lines: string[]; back: string | null } {
  const r = apply(s, a as unknown as Action);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${said(r)}`);
  return { after: r.state, lines: logLines(r.events, s), back: takeBackBlock(s, r.state, r.events) };
}

/** Why an action cannot be taken back, as the table says it (null: it can). */
function takeBackBlock(before: GameState, after: GameState, events: readonly GameEvent[]): string | null {
  const seen = seeing(before, after, events);
  return seen === null ? null : takeBackReason(seen);
}

const TEAM: CaverId[] = ['medic', 'scout', 'leader', 'diver'];

describe('refusals, as the table words them', () => {
  // The scout explores north onto a ledge: its arrow points north, away from the Start.
  const ledge = (): GameState =>
    run(start({ cavers: ['scout', 'medic', 'leader', 'diver'], tiles: ['ledge:I', 'empty:X'] }), [
      { caver: 'scout', do: 'explore', dir: 'N', open: 'NS' },
    ]).state;

  test("a ledge's arrow", () => {
    const s = ledge();
    const why = "the ledge's arrow points north: nothing goes that way until a rope is placed";
    expect(refused(s, { caver: 'scout', do: 'move', dir: 'N' })).toBe(`Refused: ${why}`);
    expect(moveRefusalText(s, legal(s), 'N')).toBe(`Cannot move N: ${why}`);
    // The walls east and west are left out: something else is said.
    expect(unavailableText(s, 'reveal')).toBe(`Reveal: ${why}; a tile already lies to the south`);
    expect(unavailableText(s, 'explore')).toBe(`Explore: ${why}; a tile already lies to the south`);
    expect(wayRefusal(s, 'reveal', { dir: 'N' }, 'N')).toBe(`Reveal N: ${why}`);
  });

  test('a wall: said alone, and left out when something else is said', () => {
    const s = ledge();
    expect(moveRefusalText(s, legal(s), 'E')).toBe('Cannot move E: a wall to the east');
    expect(refused(s, { caver: 'scout', do: 'move', dir: 'W' })).toBe('Refused: a wall to the west');
    // A dead end north of the Start: the walls are all there is to say, said once for all three sides.
    const d = run(start({ cavers: ['scout', 'medic', 'leader', 'diver'], tiles: ['empty:D', 'empty:X'] }), [
      { caver: 'scout', do: 'explore', dir: 'N', open: 'S' },
    ]).state;
    expect(refusalReasons(d, 'move', 'scout')).toEqual(['a wall to the north, east or west']);
    expect(refusalReasons(d, 'reveal', 'scout')).toEqual(['a tile already lies to the south']);
    expect(unavailableText(d, 'reveal')).toBe('Reveal: a tile already lies to the south');
  });

  test('AP: with "exert for one more" before exerting, without it after', () => {
    let s = run(start({ cavers: TEAM, tiles: ['water:I', 'empty:X', 'empty:X'] }), [
      { caver: 'medic', do: 'explore', dir: 'N', open: 'NS' },
      { caver: 'medic', do: 'move', dir: 'S' },
    ]).state;
    expect(refused(s, { caver: 'medic', do: 'swim', dir: 'N' })).toBe(
      'Refused: Swim costs 2 AP and medic has 0 (exert for one more)',
    );
    expect(unavailableText(s, 'swim')).toBe('Swim needs 2 AP (you have 0; e = exert for +1)');
    expect(moveRefusalText(s, legal(s), 'N')).toBe('No AP left (e: exert for +1, Enter: end turn)');
    s = run(s, [
      { caver: 'medic', do: 'exert' },
      { caver: 'medic', do: 'move', dir: 'N' },
    ]).state;
    expect(refused(s, { caver: 'medic', do: 'swim', dir: 'N' })).toBe('Refused: Swim costs 2 AP and medic has 0');
    expect(refused(s, { caver: 'medic', do: 'exert' })).toBe('Refused: you already exerted this turn');
    expect(unavailableText(s, 'swim')).toBe('Swim needs 2 AP (you have 0)');
  });

  test("the Leader's Direct: the directed caver's reason, named, and in the prompts without the name", () => {
    const s = start({ cavers: ['leader', 'medic', 'scout', 'diver'], tiles: ['water:I', 'empty:X'] });
    const direct = (action: object, target = 'medic') => ({ caver: 'leader', do: 'direct', target, action });
    expect(refused(s, direct({ do: 'move', dir: 'N' }))).toBe(
      'Refused: medic cannot Move: no tile to the north yet (Reveal or Explore first)',
    );
    expect(refused(s, direct({ do: 'swim', dir: 'N' }))).toBe('Refused: medic has no 1-AP action "swim"');
    expect(refused(s, direct({ do: 'move', dir: 'N' }, 'leader'))).toBe('Refused: Direct another caver, not yourself');
    expect(refused(s, direct({ do: 'heal', target: 'medic' }))).toBe('Refused: medic has no 1-AP action "heal"');
    expect(unavailableText(s, 'move', 'medic')).toBe(
      'Move: no tile to the north, east, south or west yet (Reveal or Explore first)',
    );
    expect(unavailableText(s, 'run', 'medic')).toBe('Run costs 2 AP: Direct gives Medic (6) one 1-AP action');
    expect(unavailableText(s, 'sprint', 'medic')).toBe(
      'Sprint: step 1: no tile to the north, east, south or west yet (Reveal or Explore first)',
    );
    expect(unavailableText(s, 'firstaid', 'medic')).toBe('First aid: not on yourself');
    expect(wayRefusal(s, 'move', { dir: 'E' }, 'E', 'medic')).toBe(
      'Move E: no tile to the east yet (Reveal or Explore first)',
    );
    expect(refusalReasons(s, 'move', 'medic', 'medic')).toEqual([
      'no tile to the north, east, south or west yet (Reveal or Explore first)',
    ]);
  });

  test("a Run's blocked step", () => {
    // A corridor north of the Start, two tiles long; the medic's turn.
    const s = run(start({ cavers: ['scout', 'medic', 'leader', 'diver'], tiles: ['empty:X', 'empty:X', 'empty:X'] }), [
      { caver: 'scout', do: 'explore', dir: 'N', open: 'NESW' },
      { caver: 'scout', do: 'explore', dir: 'N', open: 'NESW' },
      END('scout'),
    ]).state;
    expect(refused(s, { caver: 'medic', do: 'run', path: ['N', 'N', 'E'] })).toBe(
      'Refused: step 3: no tile to the east yet (Reveal or Explore first)',
    );
    expect(wayRefusal(s, 'run', { path: ['N', 'N', 'E'] }, 'N N E')).toBe(
      'Run N N E: step 3: no tile to the east yet (Reveal or Explore first)',
    );
    expect(refused(s, { caver: 'medic', do: 'run', path: ['N', 'N', 'N', 'N'] })).toBe(
      'Refused: "path" must list 1 to 3 directions',
    );
    expect(refusalReasons(s, 'run', 'medic')).toEqual([
      'step 1: no tile to the east, south or west yet (Reveal or Explore first)',
    ]);
    expect(unavailableText(s, 'squeeze')).toBe(
      'Squeeze: Squeeze only enters tunnels; no tile to the east, south or west yet (Reveal or Explore first)',
    );
  });

  test('a choice the game waits for', () => {
    const s = horrorTie();
    const waiting = step(s, END('climber'));
    expect(waiting.lines).toEqual(['— Horror phase —', 'Choice needed: which way the horror goes']);
    expect(refused(waiting.after, { caver: 'medic', do: 'move', dir: 'N' })).toBe(
      'Refused: the game is waiting for a choice (horror-path): use "choose" with an option from 0 to 1',
    );
    expect(refused(waiting.after, { caver: 'medic', do: 'choose', option: 5 })).toBe(
      'Refused: "option" must be a whole number from 0 to 1',
    );
    expect(refused(s, { caver: 'climber', do: 'choose', option: 0 })).toBe('Refused: there is nothing to choose now');
  });

  test('Pathfinder', () => {
    const s = start({ cavers: ['scout', 'medic', 'leader', 'diver'], tiles: ['gas:L', 'water:I', 'empty:X'] });
    expect(refused(s, { caver: 'scout', do: 'pathfinder' })).toBe(
      'Refused: Pathfinder discards a tile just drawn, and none is',
    );
    const drawn = step(s, { caver: 'scout', do: 'draw', kind: 'explore', dir: 'N' });
    expect(refused(drawn.after, { caver: 'scout', do: 'move', dir: 'N' })).toBe(
      'Refused: the tile drawn for Explore N must be placed first: "explore" with "dir": "N" and the "open" sides',
    );
    const used = step(drawn.after, { caver: 'scout', do: 'pathfinder' });
    expect(refused(used.after, { caver: 'scout', do: 'pathfinder' })).toBe(
      'Refused: Pathfinder was already used on this draw: place the tile',
    );
    expect(refused(used.after, { caver: 'scout', do: 'explore', dir: 'N', open: 'NS' })).toBe(
      'Refused: the first tile drawn was discarded with Pathfinder: placing the next one says "discard": true',
    );
    const medic = run(start({ cavers: ['medic', 'scout', 'leader', 'diver'], tiles: ['gas:L'] }), [
      { caver: 'medic', do: 'draw', kind: 'reveal', dir: 'N' },
    ]).state;
    expect(refused(medic, { caver: 'medic', do: 'pathfinder' })).toBe(
      'Refused: only the Scout has Pathfinder, not the medic',
    );
  });

  test("a record's bad field, as replay says it in one line", () => {
    const rec = (o: object, actions: Act[] = []) => JSON.stringify({ ...record({ cavers: TEAM }, actions), ...o });
    const bad = (text: string): string => {
      const r = replayJson(text);
      return r.ok ? 'replayed' : r.error;
    };
    expect(bad(rec({}, [{ caver: 'medic', do: 'move', dir: 'Q' }]))).toBe(
      'actions[0] (medic move dir=Q): "dir" must be one of N, E, S, W',
    );
    expect(bad(rec({}, [{ caver: 'medic', do: 'move', dir: 'N', path: [] }]))).toBe(
      'actions[0] (medic move dir=N path=[]): "move" takes no "path" field',
    );
    expect(bad(rec({}, [{ caver: 'scout', do: 'move', dir: 'N' }]))).toBe(
      "actions[0] (scout move dir=N): it is medic's turn, not scout's",
    );
    expect(bad(rec({ players: 9 }))).toBe('"players" must be a whole number from 1 to 6');
    expect(bad(rec({ difficulty: 'easy' }))).toBe('"difficulty" must be normal, hard or expert, not "easy"');
    expect(bad(rec({ players: 3 }))).toBe('3 players play 6 cavers (2 each), but "cavers" lists 4');
    expect(bad(rec({ setup: { tiles: ['lava:X'] } }))).toBe(
      'setup.tiles[0]: unknown tile type "lava" in "lava:X" (types: exit empty water gas cavein horror tunnel ledge drop rough)',
    );
    expect(bad(rec({ drawn: { caver: 'medic', do: 'move', dir: 'N' } }))).toBe('replayed');
  });
});

/** Round 2's horror phase: the horror north-east of the Start is as near the climber by two ways. */
function horrorTie(): GameState {
  return run(start(HORROR_TIE.scenario), [...HORROR_TIE.actions]).state;
}

describe('the log, and why an action cannot be taken back', () => {
  test('a choice answered, and the horror moving', () => {
    const waiting = step(horrorTie(), END('climber'));
    expect(waiting.back).toBe('the turn ended');
    const chosen = step(waiting.after, { caver: 'medic', do: 'choose', option: 1 });
    expect(chosen.lines).toEqual([
      'Medic (6) sends the horror south, towards Climber (5)',
      'A horror moves south toward Climber (5)',
      '— Hazard phase —',
      'Hazard card: Flood — Water tiles flood; cavers on water lose 1.',
      '— End phase —',
      '── Round 3 · first caver: Leader (8) ──',
    ]);
  });

  test('test rolls, damage, and damage prevented', () => {
    const s = start({ cavers: ['bodyguard', 'medic', 'scout', 'leader'], hazards: ['tremor'], dice: [3, 1, 1, 1, 1] });
    const exert = step(s, { caver: 'bodyguard', do: 'exert' });
    expect(exert.lines).toEqual(['Bodyguard (7) exerts (+1 AP)']);
    expect(exert.back).toBeNull();
    const ended = step(exert.after, END('bodyguard'));
    expect(ended.lines).toEqual([
      'Bodyguard (7) tests against exertion: rolled 3 → failure',
      'Bodyguard (7) loses 1 health to exertion (4 left)',
    ]);
    expect(ended.back).toBe('the turn ended');
    const round = step(run(ended.after, [END('medic'), END('scout')]).state, END('leader'));
    expect(round.lines).toEqual([
      '— Horror phase —',
      '— Hazard phase —',
      'Hazard card: Tremor — Everyone conscious off the Exit tests; a failure loses 1.',
      'Bodyguard (7) tests against the tremor: rolled 1 → failure',
      'Bodyguard (7) loses 1 health to the tremor (3 left)',
      'Medic (6) tests against the tremor: rolled 1 → failure',
      'Medic (6) loses nothing to the tremor (protected by the Bodyguard)',
      'Scout (2) tests against the tremor: rolled 1 → failure',
      'Scout (2) loses nothing to the tremor (protected by the Bodyguard)',
      'Leader (8) tests against the tremor: rolled 1+1 → failure',
      'Leader (8) loses nothing to the tremor (protected by the Bodyguard)',
      '— End phase —',
      '── Round 2 · first caver: Medic (6) ──',
    ]);
  });

  test('a Hide taken, a tile drawn', () => {
    const s = start({ cavers: TEAM, tiles: ['gas:L'], dice: [6] });
    const hide = step(s, { caver: 'medic', do: 'hide' });
    expect(hide.lines).toEqual([
      'Medic (6) tries to hide',
      'Medic (6) tests against hiding: rolled 6 → success',
      'Medic (6) is hidden this round',
    ]);
    expect(hide.back).toBe('a die was rolled (the Hide test)');
    const drawn = step(s, { caver: 'medic', do: 'draw', kind: 'explore', dir: 'N' });
    expect(drawn.back).toBe('a tile was drawn');
    expect(step(drawn.after, { caver: 'medic', do: 'explore', dir: 'N', open: 'ES' }).lines).toEqual([
      'Medic (6) explores a Gas tile to the north',
    ]);
  });
});

// ---- The sweep: every refusal, reason and log line met over the recorded games and the scenarios.

const root = process.cwd();

function records(dir: string): { name: string; text: string }[] {
  const at = join(root, 'test', 'fixtures', dir);
  return readdirSync(at)
    .filter((f) => f.endsWith('.json') && !/\.expect(ed)?\.json$/.test(f))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(at, name), 'utf8') }));
}

const GAMES = records('games');
const SCENARIOS = records('scenarios');

/** The states a record passes through (as far as it replays), with the events of each action. */
function walk(text: string): { before: GameState | null; state: GameState; events: readonly GameEvent[] }[] {
  const parsed = parseRecordText(text);
  if (!parsed.ok) return [];
  const r = parsed.value;
  const out: { before: GameState | null; state: GameState; events: readonly GameEvent[] }[] = [];
  const res = replayRecord(r, { keepSteps: true });
  const steps = res.ok ? res.steps! : [];
  steps.forEach((st, i) => out.push({ before: i === 0 ? null : steps[i - 1].state, ...st }));
  return out;
}

/**
 * Actions to try in a state: each kind of action each way, by the caver whose turn it is (and the
 * others, where the rules speak of them); with `malformed`, bad fields and shapes as well.
 */
function probes(s: GameState, malformed: boolean): unknown[] {
  const who = s.turn !== null ? s.cavers[s.turn].id : s.pending ? s.pending.chooser : s.cavers[0].id;
  const others = s.cavers.map((c) => c.id).filter((id) => id !== who);
  const bad = <T>(xs: T[], more: T[]): T[] => (malformed ? [...xs, ...more] : xs);
  const out: unknown[] = bad(
    [],
    [null, [], 'move', { caver: who }, { caver: who, do: 'fly' }, { caver: 'nobody', do: 'end' }],
  );
  const dirs: unknown[] = bad([...DIRS], ['Q', undefined]);
  for (const kind of ['move', 'swim', 'squeeze', 'demolish', 'repel', 'clear', 'quickdig'])
    for (const dir of dirs) out.push({ caver: who, do: kind, ...(dir === undefined ? {} : { dir }) });
  if (!malformed) out.push({ caver: who, do: 'clear' }, { caver: who, do: 'quickdig' });
  for (const kind of ['run', 'sprint'])
    for (const path of bad<unknown>(
      [...DIRS.map((d) => [d]), ['N', 'N'], ['E', 'E', 'E'], ['S', 'W', 'N']],
      [[], 'N', ['Q'], ['N', 'N', 'N', 'N']],
    ))
      out.push({ caver: who, do: kind, path });
  for (const kind of ['heal', 'firstaid'])
    for (const target of bad<string>([who, ...others], ['nobody'])) out.push({ caver: who, do: kind, target });
  for (const kind of ['rope', 'quickknot', 'hide', 'dive', 'exert', 'end', 'pathfinder'])
    out.push({ caver: who, do: kind });
  for (const at of bad<unknown>(
    [
      [0, 0],
      [0, -1],
    ],
    ['here', [1]],
  ))
    out.push({ caver: who, do: 'surface', at });
  for (const option of bad<unknown>([0, 1], [9, -1, 'a'])) out.push({ caver: who, do: 'choose', option });
  for (const caver of others.slice(0, 2)) out.push({ caver, do: 'choose', option: 0 }, { caver, do: 'end' });
  for (const kind of bad(['reveal', 'explore'], ['dig']))
    for (const dir of dirs) out.push({ caver: who, do: 'draw', kind, dir });
  for (const kind of ['reveal', 'explore'])
    for (const dir of DIRS)
      for (const extra of bad<object>(
        [
          { open: 'NESW' },
          { open: 'NS' },
          { open: 'EW' },
          { open: 'N' },
          { open: 'NESW', discard: true },
          { open: 'NESW', keep: 0 },
        ],
        [{ open: 'QQ' }, { open: 'NESW', discard: 'yes' }, { open: 'NESW', keep: 2 }],
      ))
        out.push({ caver: who, do: kind, dir, ...extra });
  for (const target of bad<string>([...others, who], ['nobody'])) {
    for (const action of bad<unknown>(
      [
        { do: 'move', dir: 'N' },
        { do: 'move', dir: 'E' },
        { do: 'swim', dir: 'S' },
        { do: 'sprint', path: ['N'] },
        { do: 'firstaid', target: who },
        { do: 'hide' },
        { do: 'draw', kind: 'explore', dir: 'W' },
      ],
      [{ do: 'fly' }, { do: 'move', dir: 'N', caver: who }, { do: 'move', dir: 'N', path: [] }, 'move'],
    ))
      out.push({ caver: who, do: 'direct', target, action });
  }
  const dr = s.drawn;
  if (dr !== null) {
    for (const extra of [
      { open: 'NESW' },
      { open: 'S' },
      { open: 'N' },
      { keep: 0, open: 'NESW' },
      { keep: 1, open: 'NESW' },
      { discard: true, open: 'NESW' },
    ]) {
      for (const dir of [dr.dir, 'N', 'E']) {
        const inner = { do: dr.do, dir, ...extra };
        out.push({ caver: dr.caver, ...inner });
        if (dr.by !== null) out.push({ caver: dr.by, do: 'direct', target: dr.caver, action: inner });
      }
    }
  }
  return out;
}

function sorted(set: Set<string>): string[] {
  return [...set].sort();
}

describe('the sweep', () => {
  const all = [...GAMES, ...SCENARIOS].map((f) => ({ name: f.name, walked: walk(f.text) }));

  test('every refusal met, as the "Refused: …" line says it', () => {
    const seen = new Set<string>();
    // One state in four of every record, bad fields and shapes in one state of twenty.
    for (const { walked } of all)
      walked.forEach(({ state }, i) => {
        if (i % 4 === 0) for (const a of probes(state, i % 20 === 0)) seen.add(said(apply(state, a as Action)));
      });
    const out = sorted(seen);
    expect(out.length).toBeGreaterThan(100);
    expect(out).toMatchSnapshot();
  });

  test("the prompts' reasons an action cannot be taken, each way and each kind", () => {
    const seen = new Set<string>();
    // One state in six of every record.
    for (const { walked } of all) {
      for (const [i, { state: s }] of walked.entries()) {
        if (i % 6 !== 0 || s.turn === null || s.pending || s.drawn || s.result !== null) continue;
        const who = s.cavers[s.turn].id;
        const list = legal(s);
        const directed: (CaverId | undefined)[] = [undefined];
        if (who === 'leader' && !s.directUsed) directed.push(...s.cavers.map((c) => c.id).filter((id) => id !== who));
        for (const d of directed) {
          for (const kind of ORDER) {
            if (kind === 'end' || kind === 'exert') continue;
            seen.add(unavailableText(s, kind, d));
            for (const dir of DIRS) {
              if (kind === 'run' || kind === 'sprint')
                seen.add(wayRefusal(s, kind, { path: [dir, dir] }, `${dir} ${dir}`, d));
              else seen.add(wayRefusal(s, kind, { dir }, dir, d));
            }
          }
          for (const dir of DIRS as readonly Dir[]) seen.add(moveRefusalText(s, list, dir, d));
        }
      }
    }
    const out = sorted(seen);
    expect(out.length).toBeGreaterThan(100);
    expect(out).toMatchSnapshot();
  });

  test('every log line and take-back reason of the recorded games and scenarios', () => {
    const lines = new Set<string>();
    const back = new Set<string>();
    for (const { walked } of all) {
      for (const { before, state, events } of walked) {
        for (const l of logLines(events, before)) lines.add(l);
        if (before !== null) back.add(String(takeBackBlock(before, state, events)));
      }
    }
    expect(sorted(back)).toMatchSnapshot();
    expect(lines.size).toBeGreaterThan(200);
    expect(sorted(lines)).toMatchSnapshot();
  });

  test("replay's one-line errors for the scenarios that are refused", () => {
    const out: string[] = [];
    for (const f of SCENARIOS) {
      const r = replayJson(f.text);
      if (!r.ok) out.push(`${f.name}: ${r.error}`);
    }
    expect(out.length).toBeGreaterThan(50);
    expect(out).toMatchSnapshot();
  });

  test('malformed options, tiles and saved draws', () => {
    const base = { seed: 'x', difficulty: 'normal', players: 1, cavers: TEAM } as const;
    const options: unknown[] = [
      { ...base, seed: '' },
      { ...base, difficulty: 'easy' },
      { ...base, difficulty: undefined },
      { ...base, players: 0 },
      { ...base, players: 2.5 },
      { ...base, cavers: 'medic' },
      { ...base, cavers: ['medic', 'scout', 'leader', 'bard'] },
      { ...base, cavers: ['medic', 'scout', 'leader', 'medic'] },
      { ...base, cavers: ['medic', 'scout', 'leader'] },
      { ...base, cavers: [...CAVER_IDS] },
      { ...base, players: 3, cavers: TEAM },
      { ...base, players: 4, cavers: [...TEAM, 'geologist'] },
      { ...base, easy: 'yes' },
      { ...base, rules: 0 },
      { ...base, rules: 'two' },
      { ...base, rules: 99 },
      { ...base, setup: { hazards: ['tremor', 'quake'] } },
      { ...base, setup: { hazards: ['outoftime'] } },
      { ...base, setup: { dice: [1, 7] } },
      { ...base, setup: { dice: [1, 2.5] } },
    ];
    const said = options.map((o) => {
      const r = newGame(o as never);
      return r.ok ? 'accepted' : refusalText(r.error);
    });
    const tiles = [7, 'lava:X', 'gas', 'gas:Q', 'gas:L:1', 'cavein:T', 'cavein:T:1,7', 'cavein:T:1,2,3', 'gas:L'].map(
      (t) => {
        const c = parseTileId(t);
        return isRefusal(c) ? refusalText(c) : JSON.stringify(c);
      },
    );
    const draws = [
      'explore',
      { caver: 'scout', do: 'move', dir: 'N' },
      { caver: 'scout', do: 'explore', dir: 'Q' },
      { caver: 'scout', do: 'explore', dir: 'N', open: 'S' },
      { caver: 'scout', do: 'explore', dir: 'N', discard: false },
      { caver: 'leader', do: 'direct', target: 'scout', action: 'explore' },
      { caver: 'leader', do: 'direct', target: 'scout', action: { do: 'explore', dir: 'N', keep: 1 } },
    ].map((d) => {
      const r = drawSteps(d);
      return Array.isArray(r) ? JSON.stringify(r) : refusalText(r);
    });
    expect({ options: said, tiles, draws }).toMatchSnapshot();
  });
});
