// A saved game played back for a screen reader (subterra replay FILE --screen-reader): told action by
// action, a round at a time or to the end, every step saying something; back and go move silently;
// the questions about the cave are asked of the game at the point reached.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRecordText } from '../../src/record/record.js';
import { replayRecord, type ReplayStep } from '../../src/record/replay.js';
import type { Action } from '../../src/engine/index.js';
import { ReaderReplay } from '../../src/ui/reader/replay.js';
import { deckLines, teamLines } from '../../src/ui/reader/tell.js';

/** Box drawing, block elements, the board's glyphs and terminal escapes: none may be said. */
const DRAWN = /[\u2500-\u259f\u2665\u2661\u25b6\u2605\u001b]/u;

function load(name: string, upTo?: number): { steps: ReplayStep[]; actions: Action[] } {
  const r = parseRecordText(readFileSync(join(process.cwd(), 'test', 'fixtures', 'games', `${name}.json`), 'utf8'));
  if (!r.ok) throw new Error(r.error);
  // Cut short: a save in the middle of the game (no hashes, no end state to check).
  const record =
    upTo === undefined ? r.value : { ...r.value, actions: r.value.actions.slice(0, upTo), hashes: [], end: undefined };
  const res = replayRecord(record, { keepSteps: true });
  if (!res.ok) throw new Error(res.error);
  return { steps: res.steps!, actions: [...record.actions] };
}

describe('the replay, read', () => {
  const { steps, actions } = load('bronze-normal-4');
  const fresh = (): ReaderReplay => new ReaderReplay(steps, actions, 'bronze-normal-4.json');

  test('Enter tells each action in turn, none in silence, and the end once; nothing drawn', () => {
    const r = fresh();
    const said: string[] = [...r.open()];
    let replies = 0;
    for (let k = 0; k < actions.length; k++) {
      const lines = r.input('').lines;
      expect(lines.length).toBeGreaterThan(0);
      said.push(...lines);
      replies++;
    }
    expect(replies).toBe(220);
    expect(r.position).toBe(220);
    expect(said.filter((l) => l === 'The game is over: BRONZE')).toHaveLength(1);
    expect(said.slice(-4)).toEqual([
      'Scout (2): taken by the dark in round 27.',
      'Medic (6): left behind: fainted to a horror, round 3, never woken.',
      'Leader (8): escaped through the Exit.',
      'Bodyguard (7): escaped through the Exit.',
    ]);
    for (const l of said) expect(l).not.toMatch(DRAWN);
    // Past the end: said so, nothing more.
    expect(r.input('').lines).toEqual(['That was the last action, 220. back or go and a number go back; quit leaves.']);
    // An action the log leaves to its events (the end of a turn) is said by itself.
    expect(said).toContain('Bodyguard (7) ends the turn');
  });

  test('end tells the same as Enter all the way, less the ends of turns; history tells it again', () => {
    const byEnter = fresh();
    const one: string[] = [];
    for (let k = 0; k < actions.length; k++) one.push(...byEnter.input('').lines);
    const r = fresh();
    const all = r.input('end').lines;
    const told = new Set(all);
    expect(one.filter((l) => told.has(l))).toEqual(all);
    expect(one.length - all.length).toBe(one.filter((l) => !told.has(l)).length);
    expect(one.filter((l) => !told.has(l)).every((l) => / ends the turn$| draws a tile /.test(l))).toBe(true);
    // The history: the setup's lines, then everything up to here (the ending is not in the log).
    const history = r.input('history').lines;
    expect(history.slice(1)).toEqual(all.slice(0, all.length - 5));
  });

  test('skip stops where the next round begins; back and go move without telling; the questions answer at that point', () => {
    const r = fresh();
    const first = r.input('skip').lines;
    expect(first[first.length - 1]).toBe('Round 2. First caver: Medic (6).');
    expect(steps[r.position].state.round).toBe(2);
    expect(steps[r.position - 1].state.round).toBe(1);
    expect(r.input('round').lines[0]).toMatch(/^Round 2\b/);
    // The 13th action ends round 1's last turn: the phases follow it, and round 2 stands after it.
    expect(r.position).toBe(13);
    expect(r.input('go 13').lines).toEqual(['At action 13 of 220, round 2.']);
    expect(r.input('back').lines).toEqual(['Back before action 13: Bodyguard (7) ends the turn. Round 1.']);
    expect(r.position).toBe(12);
    expect(r.input('team').lines).toEqual(teamLines(steps[12].state));
    expect(r.input('120').lines).toEqual([`At action 120 of 220, round ${steps[120].state.round}.`]);
    expect(r.input('deck').lines).toEqual(deckLines(steps[120].state));
    expect(r.input('go 0').lines).toEqual(['At the start of the game.']);
    expect(r.input('back').lines).toEqual(['This is the start: no action before it.']);
    expect(r.input('go 221').lines).toEqual(['No action 221: the actions are 0 to 220.']);
    expect(r.input('go').lines).toEqual(['go and a number from 0 to 220, like go 12.']);
    expect(r.position).toBe(0);
    expect(r.input('\u001b[C').lines).toEqual([
      'Keys such as the arrows do nothing here: type a number or a word, then Enter.',
    ]);
    expect(r.input('xyzzy').lines).toEqual(['Unknown: xyzzy. Type help for the commands.']);
    expect(r.input('quit').effect).toBe('quit');
  });

  test('a game saved before its end: the record ends, said so', () => {
    const part = load('bronze-normal-4', 30);
    const r = new ReaderReplay(part.steps, part.actions, 'part.json');
    const lines = r.input('end').lines;
    expect(lines[lines.length - 1]).toBe('The record ends here, after action 30: the game was not over.');
  });
});
