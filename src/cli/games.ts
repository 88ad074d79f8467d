// `subterra games`: the saved games as a plain-text table (pure formatting; no I/O). A game that
// does not replay shows as "not replayable" (the command says why on stderr) and is never offered.
import * as path from 'node:path';
import { caverDef, isDifficulty } from '../engine/index.js';
import { difficultyName, say } from '../words/index.js';
import type { GameList } from '../record/library.js';
import { printable, textWidth } from '../text/width.js';

/** A path as a POSIX shell word: unquoted when safe, else single-quoted. */
export function shellQuote(s: string): string {
  if (/^[A-Za-z0-9_./:@%+=,-]+$/.test(s)) return s;
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Local date and time to the minute: 2025-11-21 23:40. */
export function formatDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A difficulty as a record names it, in words (the record's own word when it is none of ours). */
function difficultyWord(d: string): string {
  return isDifficulty(d) ? difficultyName(d) : d;
}

function table(rows: string[][]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => textWidth(r[i]))));
  return rows.map((r) =>
    r
      .map((c, i) => (i === r.length - 1 ? c : c + ' '.repeat(widths[i] - textWidth(c))))
      .join('  ')
      .trimEnd(),
  );
}

/** The text `subterra games` prints on stdout (ends with a newline). */
export function formatGames(list: GameList, dir: string): string {
  if (list.games.length === 0) {
    return `${say('games.none', { dir })}\n`;
  }
  const c = (k: 'date' | 'seed' | 'difficulty' | 'cavers' | 'result' | 'rounds' | 'file'): string =>
    say(`games.columns.${k}`);
  const rows = [[c('date'), c('seed'), c('difficulty'), c('cavers'), c('result'), c('rounds'), c('file')]];
  for (const g of list.games) {
    rows.push([
      formatDate(g.date),
      printable(g.seed),
      g.easy ? say('games.easy', { difficulty: difficultyWord(g.difficulty) }) : difficultyWord(g.difficulty),
      // The team by its cavers' numbers, in seating order, as the game shows them.
      g.cavers.map((id) => caverDef(id).number).join(' ') +
        (g.players > 1 ? ` ${say('games.players', { n: g.players })}` : ''),
      say(`games.result.${g.result}`),
      g.rounds === null ? '-' : String(g.rounds),
      path.relative(dir, g.file) || g.file,
    ]);
  }
  const n = list.games.length;
  const lines = [say('games.title', { count: n, dir }), '', ...table(rows), ''];
  // Only games that replay are offered (why the others do not is said on stderr, one line each).
  const newest = list.games.find((g) => g.problem === null);
  if (newest) lines.push(say('games.newest', { file: shellQuote(newest.file) }));
  if (list.games.some((g) => g.result === 'unfinished')) lines.push(say('games.resume'));
  return lines.join('\n') + '\n';
}
