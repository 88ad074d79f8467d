// The screen reader's game (issue 27): a whole game played by a bot that reads only the text it is
// given (sentences and numbered options, never the state), to the end screen; nothing drawn (no box
// drawing, no colour, no escape sequences); every line of the log said once, in order; and each
// question about the cave answered in words that agree with the rules' own answers.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CaverId, drawPace, horrorHunts, isExit, legalActions, onTile, wayTo } from '../../src/engine/index.js';
import { parseRecordText } from '../../src/record/record.js';
import { Session } from '../../src/play/index.js';
import { readerLog } from '../../src/ui/reader/log.js';
import { ReaderSetup } from '../../src/ui/reader/setup.js';
import { commandOf, ReaderTable } from '../../src/ui/reader/table.js';
import type { Advisor } from '../../src/ui/advisor.js';
import { dirWord, focusCaver } from '../../src/ui/reader/tell.js';
import { caverName, setLanguage } from '../../src/words/index.js';
import { optionsIn, playByText } from './reader-bot.js';
import { question } from '../../src/ui/reader/ask.js';
import { run, start } from '../helpers/game.js';

/** Box drawing, block elements, the board's glyphs (hearts, markers) and terminal escapes: none may be said. */
const DRAWN = /[\u2500-\u259f\u2665\u2661\u25b6\u2605\u001b]/u;

function newTable(seed: string, cavers: CaverId[], players = 1): ReaderTable {
  const s = Session.start({ seed, difficulty: 'normal', players, cavers, easy: false });
  if (typeof s === 'string') throw new Error(s);
  return new ReaderTable(s);
}

/** A recorded game's table, stopped after `n` actions. */
function fixture(name: string, n: number): ReaderTable {
  const r = parseRecordText(readFileSync(join(process.cwd(), 'test', 'fixtures', 'games', `${name}.json`), 'utf8'));
  if (!r.ok) throw new Error(r.error);
  const s = Session.resume(JSON.stringify({ ...r.value, actions: r.value.actions.slice(0, n), hashes: [] }), null);
  if (typeof s === 'string') throw new Error(s);
  return new ReaderTable(s);
}

describe('a whole game read by text alone', () => {
  test.each([
    ['reader-a', ['leader', 'scout', 'diver', 'geologist'] as CaverId[], 2],
    ['reader-b', ['medic', 'engineer', 'climber', 'bodyguard', 'leader'] as CaverId[], 1],
  ])('%s: to the end screen, every log line said once and in order, nothing drawn', (seed, cavers, players) => {
    const table = newTable(seed, cavers, players);
    const run = playByText(table, seed, table.open(), { asks: 0 });
    expect(run.ended).toBe(true);
    expect(run.said.some((l) => /^What now\?$/.test(l))).toBe(true);
    // The end screen: the story of every caver.
    for (const c of cavers) expect(run.said.some((l) => l.startsWith(`${caverName(c)}: `))).toBe(true);
    for (const l of run.said) expect(l).not.toMatch(DRAWN);
    // What happened is said once: the lines of the log, in order, and nothing else of it again.
    const log = readerLog(table.game.log);
    const logSet = new Set(log);
    expect(log.length).toBeGreaterThan(50);
    expect(run.said.filter((l) => logSet.has(l))).toEqual(log);
  });

  test('the end: the same seed again, a new seed, or quit, by number', () => {
    const table = newTable('reader-end', ['leader', 'scout', 'diver', 'medic']);
    const run = playByText(table, 'end', table.open(), { asks: 0 });
    expect(run.ended).toBe(true);
    expect(table.input('4').lines).toEqual(['No option 4: choose 1 to 3.']);
    const again = table.input('1').effect;
    expect(again).toEqual({ begin: expect.objectContaining({ seed: 'reader-end' }), freshSeed: false });
    expect(table.input('2').effect).toEqual({
      begin: expect.objectContaining({ seed: 'reader-end' }),
      freshSeed: true,
    });
    // A new game at the same table: its opening, and its first question.
    const next = Session.start({
      seed: 'reader-end-2',
      difficulty: 'normal',
      players: 1,
      cavers: ['leader', 'scout', 'diver', 'medic'],
      easy: false,
    });
    if (typeof next === 'string') throw new Error(next);
    const opening = table.restart(next);
    expect(opening).toContain('Round 1. First caver: Leader (8).');
    expect(optionsIn(opening).length).toBeGreaterThan(2);
  });

  test('the questions about the cave, asked along the way, are answered in sentences and draw nothing', () => {
    const table = newTable('reader-asks', ['leader', 'scout', 'diver', 'medic'], 1);
    const run = playByText(table, 'asks', table.open(), { asks: 0.3 });
    expect(run.ended).toBe(true);
    const answers = run.said.filter((l) =>
      /^(To the Exit|To the nearest place|Hazard deck|Tile deck|Round \d+, )/.test(l),
    );
    expect(answers.length).toBeGreaterThan(5);
    for (const l of run.said) expect(l).not.toMatch(DRAWN);
  });

  test('the check sees a box-drawn line and a line said twice', () => {
    expect('── Round 2 ──').toMatch(DRAWN);
    const log = ['a', 'b'];
    const said = ['a', 'a', 'b'];
    expect(said.filter((l) => new Set(log).has(l))).not.toEqual(log);
  });
});

describe('answering', () => {
  test('numbers choose, 0 goes back, a wrong number and an unknown word are said in one line', () => {
    const table = newTable('reader-answers', ['leader', 'scout', 'diver', 'medic']);
    const opening = table.open();
    const top = optionsIn(opening);
    const reveal = top.find((o) => o.label.startsWith('Reveal'))!;
    const ways = table.input(String(reveal.n)).lines;
    expect(ways[0]).toBe('Reveal: which way?');
    expect(ways[ways.length - 1]).toBe('0: back');
    expect(table.input('0').lines[0]).toMatch(/^Leader \(8\): 2 AP, health 3 of 3\. What now\?$/);
    expect(table.input('99').lines).toEqual([`No option 99: choose 1 to ${top.length}.`]);
    expect(table.input('xyzzy').lines).toEqual(['Unknown: xyzzy. Type help for the commands.']);
    // Keys a terminal sends as escape sequences (End, an arrow) are not words, and are never said back.
    const keysOnly = ['Keys such as the arrows do nothing here: type a number or a word, then Enter.'];
    expect(table.input('\u001b[4~').lines).toEqual(keysOnly);
    expect(table.input('\u001b[A\u001bOB').lines).toEqual(keysOnly);
    expect(table.input('xy\u001b[Dzzy\u0007').lines).toEqual(['Unknown: xyzzy. Type help for the commands.']);
    expect(table.input('9\u001b[C9').lines).toEqual([`No option 99: choose 1 to ${top.length}.`]);
    // The question again, on an empty line or "ask".
    expect(table.input('').lines).toEqual(table.input('ask').lines);
    expect(commandOf('WHERE')).toBe('where');
    // An option by the first words of it, when only one starts so.
    expect(table.input('e').lines).toEqual([
      'Which one? Explore, 1 AP; Exert: one more AP, and a test at the end of the turn; End the turn, 2 AP unused.',
    ]);
    expect(table.input('Reveal').lines[0]).toBe('Reveal: which way?');
    expect(table.input('w').lines[0]).toMatch(/^The .* is drawn, to Reveal west\. Which way round\?$/);
    expect(table.input('open').lines[0]).toMatch(/^(Which one\? Open .*; Open |Leader \(8\) reveals)/);
  });

  test('in Turkish, an option, a command and a direction are typed in small letters as Turkish writes them', () => {
    setLanguage('tr');
    try {
      const table = newTable('reader-answers', ['leader', 'scout', 'diver', 'medic']);
      table.open();
      // "İncele" in small letters is "incele" (not "i̇ncele", as a language-blind lower case makes it).
      expect(table.input('incele').lines[0]).toBe('İncele: hangi yön?');
      expect(table.input('0').lines[0]).toMatch(/^Lider \(8\): 2 AP, can 3\/3\. Şimdi ne yapılsın\?$/);
      expect(commandOf('İPUCU')).toBe('hint');
      expect(commandOf('WHERE')).toBe('where');
      expect(dirWord('KUZEY')).toBe('N');
      expect(dirWord('k')).toBe('N');
    } finally {
      setLanguage('en');
    }
  });

  test('a tile drawn is placed by number, each way round named by its open sides', () => {
    const table = newTable('reader-place', ['leader', 'scout', 'diver', 'medic']);
    const top = optionsIn(table.open());
    table.input(String(top.find((o) => o.label.startsWith('Reveal'))!.n));
    const place = table.input('1').lines;
    expect(place.some((l) => /is drawn, to Reveal north\. Which way round\?$/.test(l))).toBe(true);
    const opts = optionsIn(place);
    expect(opts.length).toBeGreaterThan(0);
    for (const o of opts) expect(o.label).toMatch(/^(Open|Pathfinder)/);
    // A tile drawn must be placed: no way back.
    expect(table.input('0').lines).toEqual(['There is no going back here.']);
    const after = table.input('1').lines;
    expect(after[0]).toMatch(/reveals an? .* tile to the north/);
  });

  test('undo takes back a step in words, and what it says is said once', () => {
    const table = newTable('reader-undo', ['leader', 'scout', 'diver', 'medic']);
    table.open();
    table.input(String(optionsIn(table.input('ask').lines).find((o) => o.label.startsWith('Reveal'))!.n));
    table.input('1');
    table.input('1');
    const moved = optionsIn(table.input('ask').lines).find((o) => o.label.startsWith('Move north'));
    expect(moved).toBeDefined();
    expect(table.input(String(moved!.n)).lines[0]).toBe('Leader (8) moves north');
    const undone = table.input('undo').lines;
    // The take-back is said, then the question: the step taken back is not told again.
    expect(undone[0]).toBe('Taken back: Leader (8) moves north');
    expect(undone).not.toContain('Leader (8) moves north');
    expect(undone[1]).toBe('Leader (8): 1 AP, health 3 of 3. What now?');
  });
});

describe('the questions about the cave', () => {
  test("way: the steps to the Exit said are the rules' way, and the frontier at the start", () => {
    // At the start, a tile can be revealed from the Start itself.
    const start = newTable('reader-way', ['leader', 'scout', 'diver', 'medic']);
    start.open();
    expect(start.input('way').lines).toEqual([
      'The Exit is not found yet.',
      'A tile can be revealed from here: north, east, south and west.',
    ]);
    // A recorded game once its Exit is found: the first position with a caver off the Exit to act.
    const record = parseRecordText(
      readFileSync(join(process.cwd(), 'test', 'fixtures', 'games', 'bronze-normal-4.json'), 'utf8'),
    );
    if (!record.ok) throw new Error(record.error);
    let checked = 0;
    for (let n = 0; n < record.value.actions.length && checked < 3; n++) {
      const t = fixture('bronze-normal-4', n);
      const s = t.game.state;
      if (s.turn === null || !drawPace(s).exitFound) continue;
      const who = focusCaver(s);
      const c = s.cavers.find((x) => x.id === who)!;
      if (!onTile(c) || isExit(s, c.at)) continue;
      const way = wayTo(s, who, 'exit');
      if (way === null) continue;
      const line = t.input('way').lines[0];
      const m = /^To the Exit, (\d+) AP: (.*)\.$/.exec(line);
      expect(m).not.toBeNull();
      expect(Number(m![1])).toBe(way.ap);
      // The words walked back into steps: as many of each direction, in order.
      const dirs: string[] = [];
      for (const part of m![2].split(', then ')) {
        const p = /^(\d+) (\w+)/.exec(part)!;
        for (let i = 0; i < Number(p[1]); i++) dirs.push(dirWord(p[2])!);
      }
      expect(dirs).toEqual(way.steps.map((st) => st.dir));
      checked++;
    }
    expect(checked).toBe(3);
  });

  test('threats name each hunted caver; team, deck and round agree with the rules', () => {
    const r = parseRecordText(
      readFileSync(join(process.cwd(), 'test', 'fixtures', 'games', 'long-normal-4.json'), 'utf8'),
    );
    if (!r.ok) throw new Error(r.error);
    let hunted = 0;
    for (let n = 0; n < r.value.actions.length && hunted < 2; n += 7) {
      const t = fixture('long-normal-4', n);
      const s = t.game.state;
      const threats = t.input('threats').lines;
      const hunts = horrorHunts(s).filter((h) => h.victim !== null && !h.fades);
      for (const h of hunts) {
        const line = threats.find((l) => l.startsWith(`${caverName(h.victim!)}: `))!;
        expect(line).toContain(`${h.dist} step`);
        hunted++;
      }
      if (s.horrors.length === 0) expect(threats[0]).toBe('No horror is in the cave.');
      const team = t.input('team').lines;
      expect(team).toHaveLength(s.cavers.length);
      s.cavers.forEach((c, i) => expect(team[i]).toContain(`health ${c.hp} of ${c.maxHp}`));
      const pace = drawPace(s);
      const deck = t.input('deck').lines;
      if (!s.outOfTime && pace.hazardsLeft > 0) expect(deck[0]).toContain(`${pace.hazardsLeft} card`);
      expect(deck.join(' ')).toContain(`${pace.tilesLeft} tile`);
      expect(t.input('round').lines[0]).toMatch(new RegExp(`^Round ${s.round}[,:]`));
    }
    expect(hunted).toBeGreaterThan(0);
  });

  test('where names every side; look reads a square by directions, a caver number or the Exit', () => {
    const table = newTable('reader-where', ['leader', 'scout', 'diver', 'medic']);
    table.open();
    const where = table.input('where').lines;
    expect(where[0]).toBe('Leader (8) is on the Start.');
    for (const d of ['north', 'east', 'south', 'west'])
      expect(where).toContain(`${d}: unexplored: a tile can be revealed there.`);
    expect(table.input('look').lines[0]).toBe('the Start');
    expect(table.input('look 6').lines[0]).toBe('the Start');
    expect(table.input('look 5').lines).toEqual(['No caver 5 is on a tile.']);
    expect(table.input('look exit').lines).toEqual(['The Exit is not found yet.']);
    expect(table.input('look n').lines.join(' ')).toMatch(/1 north of the Start/);
    expect(table.input('look up').lines[0]).toMatch(/^Look where\?/);
    expect(table.input('help').lines.length).toBeGreaterThan(10);
  });
});

describe('the setup, asked in words', () => {
  const game = {
    seed: 'calcite-61',
    difficulty: 'normal' as const,
    players: 1,
    cavers: ['scout', 'medic', 'leader', 'bodyguard'] as CaverId[],
    easy: false,
  };

  test('the team by numbers, the difficulty, the variant and the seed; bad answers in one line each', () => {
    const setup = new ReaderSetup(game, null);
    const opening = setup.open();
    expect(opening[1]).toBe(
      'A new game. Team: Scout (2), Medic (6), Leader (8), Bodyguard (7). Difficulty: normal. Seed: calcite-61.',
    );
    expect(optionsIn(opening).map((o) => o.label)).toEqual([
      'Start',
      'Choose the team',
      'Difficulty: normal',
      'Easy variant: off',
      'Seed: calcite-61',
      'Quit',
    ]);
    expect(setup.input('\u001b[B').lines).toEqual([
      'Keys such as the arrows do nothing here: type a number or a word, then Enter.',
    ]);
    const cavers = setup.input('2').lines;
    expect(cavers).toContain('7: Bodyguard (7), health 5: Repel, Protector');
    expect(setup.input('2 6 9').lines).toEqual(['No caver 9: the cavers are 1 to 8.']);
    expect(setup.input('2 2 6 8').lines).toEqual(['Scout (2) is picked twice.']);
    expect(setup.input('2 6 8').lines).toEqual(['Pick 4 to 6 cavers, not 3.']);
    expect(setup.input('2, 6, 8, 1').lines[0]).toMatch(
      /^A new game\. Team: Scout \(2\), Medic \(6\), Leader \(8\), Diver \(1\)\./,
    );
    setup.input('3');
    expect(setup.input('4').lines).toEqual(['No option 4: choose 1 to 3.']);
    setup.input('3');
    setup.input('4');
    setup.input('5');
    expect(setup.input('\u0007').lines).toEqual(['Not a seed: up to 64 characters, no control characters.']);
    setup.input('granite 9');
    expect(setup.input('1').effect).toEqual({
      start: {
        ...game,
        cavers: ['scout', 'medic', 'leader', 'diver'],
        difficulty: 'expert',
        easy: true,
        seed: 'granite 9',
      },
    });
    expect(setup.input('6').effect).toBe('quit');
  });

  test('the players fix the number of cavers', () => {
    const setup = new ReaderSetup({ ...game, players: 3 }, 6);
    setup.open();
    expect(setup.input('2').lines.at(-1)).toBe(
      'Type the numbers of 6 cavers in seating order, like 2 6 8 1; 0 goes back.',
    );
    expect(setup.input('1 2 3 4').lines).toEqual(['Pick 6 cavers, not 4.']);
    expect(setup.input('1 2 3 4 5 6').lines[0]).toMatch(/^A new game\./);
  });
});

describe('the hint', () => {
  test('thought off the input, said when ready, played by hint again; a hint for a position left is dropped', async () => {
    const s = Session.start({
      seed: 'reader-hint',
      difficulty: 'normal',
      players: 1,
      cavers: ['leader', 'scout', 'diver', 'medic'],
      easy: false,
    });
    if (typeof s === 'string') throw new Error(s);
    const said: string[] = [];
    let asked = 0;
    // An advisor that suggests the last legal action of the position it sees, with how it weighed it.
    const advisor = {
      advise: (view: Parameters<Advisor['advise']>[0]) => {
        asked++;
        const end = legalActions(s.state).find((a) => a.do === 'end')!;
        void view;
        return Promise.resolve({ action: end, worlds: 12, choices: 3, value: 0.5 });
      },
    };
    const table = new ReaderTable(s, advisor, (lines) => said.push(...lines));
    table.open();
    expect(table.input('hint').lines).toEqual(['Thinking…']);
    await Promise.resolve();
    await Promise.resolve();
    expect(said).toEqual([
      'Hint: Leader (8) ends the turn, best of 3 choices in 12 imagined worlds.',
      'Type hint again to play it.',
    ]);
    const played = table.input('hint').lines;
    expect(played[0]).toMatch(/^Scout \(2\): 2 AP/);
    expect(s.record.hints).toBe(1);
    expect(asked).toBe(1);
    // Asked, then the game moves on before the answer: nothing is said.
    said.length = 0;
    table.input('hint');
    table.input(String(optionsIn(table.input('ask').lines).find((o) => o.label.startsWith('End the turn'))!.n));
    await Promise.resolve();
    await Promise.resolve();
    expect(said).toEqual([]);
    // No advisor: said so.
    expect(new ReaderTable(s).input('hint').lines).toEqual(['No advisor here']);
  });
});

describe('a Run of one step', () => {
  // A corridor north of the Start: [0,-1] and [0,-2], both crosses; the Medic to act.
  const corridor = () =>
    run(
      start({
        hazards: ['flood', 'flood', 'flood'],
        dice: [6, 6, 6, 6],
        cavers: ['scout', 'medic', 'leader', 'diver'],
        tiles: ['empty:X', 'empty:X', 'empty:X'],
      }),
      [
        { caver: 'scout', do: 'explore', dir: 'N', open: 'NESW' },
        { caver: 'scout', do: 'explore', dir: 'N', open: 'NESW' },
        { caver: 'scout', do: 'end' },
      ],
    ).state;

  test('says what it costs against a Move, and its option says to go all the same; two steps do not', () => {
    const s = corridor();
    const one = question(s, { m: 'path', kind: 'run', path: ['N'] })!;
    expect(one.text).toEqual([
      'Run so far: north. Step 2 of at most 3?',
      'One step of Run costs 2 AP, a Move 1: add a step, or go all the same.',
    ]);
    const go = one.options.find((o) => o.submit !== undefined)!;
    expect(go.label).toBe('Go all the same');
    expect(go.submit).toEqual({ caver: 'medic', do: 'run', path: ['N'] });
    const two = question(s, { m: 'path', kind: 'run', path: ['N', 'N'] })!;
    expect(two.text).toEqual(['Run so far: north and north. Step 3 of at most 3?']);
    expect(two.options.find((o) => o.submit !== undefined)!.label).toBe('Go now');
    // The Medic's Sprint of one step costs what a Move does: nothing to say.
    const sprint = question(s, { m: 'path', kind: 'sprint', path: ['N'] })!;
    expect(sprint.text).toHaveLength(1);
    expect(sprint.options.find((o) => o.submit !== undefined)!.label).toBe('Go now');
  });
});
