// The statistics in words: the lines `subterra stats` prints and the statistics screen shows.
import { caverDef, type Result } from '../engine/index.js';
import { printable, textWidth } from '../text/width.js';
import { resultWord, shareLine } from './daily.js';
import type { GameRef, LossCause, Stats } from './stats.js';
import { say } from '../words/index.js';

export const CAUSE_WORDS: Readonly<Record<LossCause, string>> = {
  horror: 'a horror',
  outoftime: 'Out of Time',
  cavein: 'a cave-in',
  gas: 'gas',
  flood: 'a flood',
  tremor: 'a tremor',
  rough: 'rough ground',
  exert: 'exertion',
  underwater: 'left under water',
};

function percent(x: number | null): string {
  return x === null ? '-' : `${Math.round(x * 100)}%`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function outcome(result: Result | null, rounds: number): string {
  return result === null ? `unfinished, round ${rounds}` : `${resultWord(result)} in ${plural(rounds, 'round')}`;
}

function game(g: GameRef): string {
  return `${printable(g.seed)}, ${g.difficulty}, ${g.cavers} cavers`;
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
    ...(st.tutorials > 0 ? ['the tutorial'] : []),
    ...(st.advised > 0 ? [`${plural(st.advised, 'game')} the AI played in`] : []),
  ];
  return parts.join(' and ');
}

/** The statistics as lines of at most `width` columns (wider only for a long seed or path). */
/** The games where hints were played, counted apart, in a line ('' with none). */
function hintedLine(st: Stats): string {
  const h = st.hinted;
  if (h.games === 0) return '';
  return say('stats.hinted', {
    games: say('stats.games', { count: h.games }),
    finished: h.finished,
    medals: say('stats.medals', { count: h.medals }),
    hints: say('stats.hints', { count: h.hints }),
  });
}

export function statsLines(st: Stats, width = 80): string[] {
  const lines: string[] = [];
  const hinted = hintedLine(st);
  if (st.games === 0) {
    lines.push(hinted ? say('stats.none-own') : 'No saved games yet: statistics come from the games you play.');
    const left = leftOut(st);
    if (left) lines.push(`(${left[0].toUpperCase()}${left.slice(1)} not counted.)`);
    if (hinted) lines.push(hinted);
  } else {
    const left = leftOut(st);
    const apart =
      st.hinted.games > 0 ? say('stats.hinted-apart', { games: say('stats.games', { count: st.hinted.games }) }) : '';
    lines.push(
      `${plural(st.games, 'saved game')}: ${st.finished} finished, ${st.unfinished} unfinished${left ? ` (${left} not counted)` : ''}${apart}`,
    );
    lines.push('');
    const sizes = [...new Set(st.byDifficulty.map((r) => r.cavers))].sort();
    const cell = 19;
    lines.push(`${'Games'.padEnd(14)}${sizes.map((n) => `${n} cavers`.padEnd(cell)).join('')}`.trimEnd());
    for (const d of [...new Set(st.byDifficulty.map((r) => r.difficulty))]) {
      const cells = sizes.map((n) => {
        const r = st.byDifficulty.find((x) => x.difficulty === d && x.cavers === n);
        return (r ? `${r.games}, ${plural(r.medals, 'medal')}` : '-').padEnd(cell);
      });
      lines.push(`${d.padEnd(14)}${cells.join('')}`.trimEnd());
    }
    lines.push('');
    const r = st.results;
    lines.push(
      `Results: Gold ${r.gold} · Silver ${r.silver} · Bronze ${r.bronze} · Failure ${r.failure} · medal rate ${percent(st.medalRate)}`,
    );
    if (st.best) lines.push(`Best result: ${outcome(st.best.result, st.best.rounds)} (${game(st.best)})`);
    if (st.longest)
      lines.push(
        `Longest game: ${plural(st.longest.rounds, 'round')} (${game(st.longest)}, ${resultWord(st.longest.result!)})`,
      );
    if (st.losses.length > 0) {
      const [top, ...rest] = st.losses;
      const then = rest.slice(0, 3).map((l) => `${CAUSE_WORDS[l.cause]} ${l.count}`);
      const words =
        `Cavers lost: ${st.lostCavers}, most often to ${CAUSE_WORDS[top.cause]} (${top.count})${then.length ? `; then ${then.join(', ')}` : ''}`.split(
          ' ',
        );
      lines.push(...flow('', words, width, ' ').map((l, i) => (i === 0 ? l : `  ${l.trimStart()}`)));
    } else if (st.finished > 0) lines.push('Cavers lost: none');
    if (st.survival.length > 0) {
      lines.push(
        ...flow(
          'Survival: ',
          st.survival.map((s) => `${caverDef(s.caver).name} ${s.escaped}/${s.games} ${percent(s.rate)}`),
          width,
        ),
      );
    }
    if (hinted) lines.push(hinted);
  }
  lines.push('');
  const d = st.daily;
  const streak = `streak ${plural(d.streak, 'day')} (best ${d.bestStreak})`;
  if (d.todayGame === null) {
    lines.push(`Daily cave ${d.today}: ${streak}`);
    lines.push('  today: not played yet (subterra --daily)');
  } else {
    const g = d.todayGame;
    const line =
      g.result === null ? `in progress, round ${g.rounds} (subterra --resume)` : shareLine(g, g.result, g.rounds);
    lines.push(`Daily cave ${d.today}: ${streak}${d.todayPlays > 1 ? ` · played ${d.todayPlays} times today` : ''}`);
    lines.push(`  today: ${line}`);
  }
  return lines;
}
