// Directions and lists in words: "north", "north or east", "normal, hard or expert", and the rule of
// how many cavers a number of players plays.
import { caversForPlayers, type Dir, MAX_CAVERS, MIN_CAVERS } from '../engine/index.js';
import { say } from './say.js';

/** A direction's name: "north". */
export function dirName(d: Dir): string {
  return say(`dir.${d}`);
}

/** A direction's letter: "N" (the prompts, a Run's path). */
export function dirLetter(d: Dir): string {
  return say(`dir-letter.${d}`);
}

/** A path's directions by their letters: "NEN" (with `sep` between them: "N E N"). */
export function pathLetters(path: readonly Dir[], sep = ''): string {
  return path.map(dirLetter).join(sep);
}

/** The four directions' names by direction, for callers that index by direction (each read as asked). */
export const DIR_NAME: Readonly<Record<Dir, string>> = {
  get N() {
    return dirName('N');
  },
  get E() {
    return dirName('E');
  },
  get S() {
    return dirName('S');
  },
  get W() {
    return dirName('W');
  },
};

/** "a, b or c": a list of choices. */
export function orList(items: readonly (string | number)[]): string {
  const xs = items.map(String);
  if (xs.length <= 1) return xs.join('');
  return say('list.or', { init: xs.slice(0, -1).join(say('list.comma')), last: xs[xs.length - 1] });
}

/** "a, b and c": a list of all of them. */
export function andList(items: readonly (string | number)[]): string {
  const xs = items.map(String);
  if (xs.length <= 1) return xs.join('');
  return say('list.and', { init: xs.slice(0, -1).join(say('list.comma')), last: xs[xs.length - 1] });
}

/** Directions as one place: "north", "north or east". */
export function dirList(dirs: readonly Dir[]): string {
  return orList(dirs.map(dirName));
}

/** How many cavers this many players play, for a player who asked for another number: "2 players play 4 cavers (2 each)". */
export function playersRule(players: number): string {
  const need = caversForPlayers(players);
  if (need === null) return say('team.solo', { min: MIN_CAVERS, max: MAX_CAVERS });
  return say('team.players', { players, need, each: say('team.each', { count: need / players }) });
}
