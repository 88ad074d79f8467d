// The AI plays a game for a screen reader (subterra watch --screen-reader): each action when asked,
// none in silence; a round at a time, or to the end with the ending and every caver's fate; why
// says how it chose; it is asked about a player's view only; the record is the AI's.
import { describe, expect, test } from '@jest/globals';
import { type PlayerView, playerView } from '../../src/engine/index.js';
import { adviseNow } from '../../src/ai/advisor.js';
import { Session } from '../../src/play/index.js';
import { readerLog } from '../../src/ui/reader/log.js';
import { ReaderWatch } from '../../src/ui/reader/watch.js';
import { teamLines } from '../../src/ui/reader/tell.js';

/** Box drawing, block elements, the board's glyphs and terminal escapes: none may be said. */
const DRAWN = /[\u2500-\u259f\u2665\u2661\u25b6\u2605\u001b]/u;

function watched(seed: string, iterations: number): { watch: ReaderWatch; session: Session; asked: PlayerView[] } {
  const session = Session.start(
    { seed, difficulty: 'normal', players: 1, cavers: ['scout', 'medic', 'leader', 'bodyguard'], easy: false },
    { storage: null },
  );
  if (typeof session === 'string') throw new Error(session);
  const asked: PlayerView[] = [];
  const watch = new ReaderWatch(session, (view, k) => {
    asked.push(view);
    return adviseNow(view, { seed: `${seed}/${k}`, iterations });
  });
  return { watch, session, asked };
}

describe('the AI plays, told', () => {
  test('Enter: one action of the AI each time, none in silence, asked about what a player sees', () => {
    const { watch, session, asked } = watched('watch-1', 2);
    const opening = watch.open();
    expect(opening[0]).toBe(
      'The AI plays a game. Team: Scout (2), Medic (6), Leader (8), Bodyguard (7). Difficulty: normal. Seed: watch-1.',
    );
    expect(opening[1]).toBe('Round 1. First caver: Scout (2).');
    expect(watch.input('why').lines).toEqual(['It has not played yet.']);
    for (let i = 0; i < 12; i++) {
      const before = playerView(session.state);
      const version = session.version;
      const lines = watch.input('').lines;
      expect(lines.length).toBeGreaterThan(0);
      // One action (a draw, the tile's placement and the rest each count as one).
      expect(asked).toHaveLength(i + 1);
      expect(session.version).toBeGreaterThan(version);
      // Asked about the view of the game as it stood: nothing hidden.
      expect(asked[asked.length - 1]).toEqual(before);
    }
    expect(session.record.ai).toBe(true);
    expect(watch.input('why').lines[0]).toMatch(
      /^It chose .+: (best of \d+ choices in 2 imagined worlds|the only choice)\.$/,
    );
    expect(watch.input('team').lines).toEqual(teamLines(session.state));
  });

  test('skip plays to the next round; end to the end, with the ending and the fates; the log said once, in order', () => {
    const { watch, session } = watched('watch-2', 1);
    const said = [...watch.open()];
    const skipped = watch.input('skip').lines;
    expect(session.state.round).toBe(2);
    expect(skipped[skipped.length - 1]).toMatch(/^Round 2\. First caver: /);
    said.push(...skipped);
    const rest = watch.input('end').lines;
    said.push(...rest);
    expect(session.over).toBe(true);
    expect(rest.filter((l) => l.startsWith('The game is over: '))).toHaveLength(1);
    const fates = rest.slice(-4);
    expect(fates.map((l) => l.split(':')[0])).toEqual(['Scout (2)', 'Medic (6)', 'Leader (8)', 'Bodyguard (7)']);
    for (const l of said) expect(l).not.toMatch(DRAWN);
    // Every line of the game's log said, in order (besides the actions the log leaves unsaid).
    const log = readerLog(session.log);
    const logSet = new Set(log);
    expect(said.filter((l) => logSet.has(l))).toEqual(log);
    expect(watch.input('').lines).toEqual(['The game is over. history tells it again; quit leaves.']);
    expect(watch.input('history').lines).toEqual(log);
    expect(watch.input('quit').effect).toBe('quit');
  });
});
