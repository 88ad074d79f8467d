// The statistics in words: the lines `subterra stats` prints and the statistics screen shows.
import { isDifficulty, type Result } from '../engine/index.js';
import { capitalize, caverTitle, difficultyName, percent as percentOf, say } from '../words/index.js';
import { padTo, printable, textWidth } from '../text/width.js';
import { resultWord, shareLine } from './daily.js';
import type { GameRef, LossCause, Stats } from './stats.js';

/** What a caver was lost to, in words. */
export function causeWords(cause: LossCause): string {
  return say(`stats.cause.${cause}`);
}

function percent(x: number | null): string {
  return x === null ? '-' : percentOf(x);
}

/** A difficulty as a record names it, in words (a record's own word when it names none of ours). */
function difficultyWord(d: string): string {
  return isDifficulty(d) ? difficultyName(d) : d;
}

function outcome(result: Result | null, rounds: number): string {
  return result === null
    ? say('stats.unfinished', { round: rounds })
    : say('stats.outcome', { result: resultWord(result), count: rounds });
}

function game(g: GameRef): string {
  return say('stats.game', { seed: printable(g.seed), difficulty: difficultyWord(g.difficulty), cavers: g.cavers });
}

/** Words laid out in lines of at most `width` columns, items separated by `sep`. */
function flow(head: string, items: readonly string[], width: number, sep = '   '): string[] {
  const out: string[] = [];
  const indent = ' '.repeat(textWidth(head));
  let line = head;
  let first = true;
  for (const item of items) {
    const next = first ? line + item : `${line}${sep}${item}`;
    if (!first && textWidth(next) > width) {
      out.push(line);
      line = indent + item;
    } else line = next;
    first = false;
  }
  out.push(line);
  return out;
}

/** The games left out, in words ('the tutorial', '2 games the AI played in'), or ''. */
function leftOut(st: Stats): string {
  const parts = [
    ...(st.tutorials > 0 ? [say('stats.tutorial')] : []),
    ...(st.advised > 0 ? [say('stats.advised', { count: st.advised })] : []),
  ];
  return parts.join(say('stats.and'));
}

/** The games where hints were played, counted apart, in a line ('' with none). */
function hintedLine(st: Stats): string {
  const h = st.hinted;
  if (h.games === 0) return '';
  return say('stats.hinted', {
    games: say('stats.n-games', { count: h.games }),
    finished: h.finished,
    medals: say('stats.n-medals', { count: h.medals }),
    hints: say('stats.n-hints', { count: h.hints }),
  });
}

export function statsLines(st: Stats, width = 80): string[] {
  const lines: string[] = [];
  const hinted = hintedLine(st);
  if (st.games === 0) {
    lines.push(hinted ? say('stats.none-own') : say('stats.none'));
    const left = leftOut(st);
    if (left) lines.push(say('stats.not-counted', { left: capitalize(left) }));
    if (hinted) lines.push(hinted);
  } else {
    const left = leftOut(st);
    const apart =
      st.hinted.games > 0 ? say('stats.hinted-apart', { games: say('stats.n-games', { count: st.hinted.games }) }) : '';
    const counts = { count: st.games, finished: st.finished, unfinished: st.unfinished };
    const saved = left ? say('stats.saved-left', { ...counts, left }) : say('stats.saved', counts);
    // The hinted games on a line of their own when the two do not fit in the width together; a
    // line still too long (the tutorial and the AI's games left out) is wrapped, as the losses are.
    const flowed = (text: string): string[] =>
      flow('', text.split(' '), width, ' ').map((l, i) => (i === 0 ? l : `  ${l.trimStart()}`));
    if (apart && textWidth(saved + apart) > width)
      lines.push(...flowed(saved), ...flowed(capitalize(apart.replace(/^\s*\u00b7\s*/, ''))));
    else lines.push(...flowed(saved + apart));
    lines.push('');
    const sizes = [...new Set(st.byDifficulty.map((r) => r.cavers))].sort();
    const cell = 19;
    lines.push(
      `${padTo(say('stats.games'), 14)}${sizes.map((n) => padTo(say('stats.cavers', { n }), cell)).join('')}`.trimEnd(),
    );
    for (const d of [...new Set(st.byDifficulty.map((r) => r.difficulty))]) {
      const cells = sizes.map((n) => {
        const r = st.byDifficulty.find((x) => x.difficulty === d && x.cavers === n);
        return padTo(r ? say('stats.cell', { games: r.games, count: r.medals }) : '-', cell);
      });
      lines.push(`${padTo(difficultyWord(d), 14)}${cells.join('')}`.trimEnd());
    }
    lines.push('');
    const r = st.results;
    lines.push(say('stats.results', { ...r, rate: percent(st.medalRate) }));
    if (st.best)
      lines.push(say('stats.best', { outcome: outcome(st.best.result, st.best.rounds), game: game(st.best) }));
    if (st.longest)
      lines.push(
        say('stats.longest', {
          count: st.longest.rounds,
          game: game(st.longest),
          result: resultWord(st.longest.result!),
        }),
      );
    if (st.losses.length > 0) {
      const [top, ...rest] = st.losses;
      const then = rest.slice(0, 3).map((l) => say('stats.lost-cause', { cause: causeWords(l.cause), count: l.count }));
      const lost = { n: st.lostCavers, cause: causeWords(top.cause), count: top.count };
      const words = (
        then.length ? say('stats.lost-then', { ...lost, then: then.join(say('list.comma')) }) : say('stats.lost', lost)
      ).split(' ');
      lines.push(...flow('', words, width, ' ').map((l, i) => (i === 0 ? l : `  ${l.trimStart()}`)));
    } else if (st.finished > 0) lines.push(say('stats.lost-none'));
    if (st.survival.length > 0) {
      lines.push(
        ...flow(
          say('stats.survival'),
          st.survival.map((s) =>
            say('stats.survived', {
              name: caverTitle(s.caver),
              escaped: s.escaped,
              games: s.games,
              rate: percent(s.rate),
            }),
          ),
          width,
        ),
      );
    }
    if (hinted) lines.push(hinted);
  }
  lines.push('');
  const d = st.daily;
  const streak = say('stats.streak', { count: d.streak, best: d.bestStreak });
  if (d.todayGame === null) {
    lines.push(say('stats.daily', { date: d.today, streak }));
    lines.push(say('stats.not-yet'));
  } else {
    const g = d.todayGame;
    const line = g.result === null ? say('stats.in-progress', { round: g.rounds }) : shareLine(g, g.result, g.rounds);
    lines.push(
      d.todayPlays > 1
        ? say('stats.daily-plays', { date: d.today, streak, plays: d.todayPlays })
        : say('stats.daily', { date: d.today, streak }),
    );
    // Broken between its parts when it does not fit (a daily cave played with hints), never mid-word.
    const today = say('stats.today', { line });
    const rows = textWidth(today) <= width ? [today] : flow('', today.split(' \u00b7 '), width - 2, ' \u00b7 ');
    lines.push(...rows.map((l, i) => `${i === 0 ? l : `    ${l.trimStart()}`}${i < rows.length - 1 ? ' \u00b7' : ''}`));
  }
  return lines;
}
