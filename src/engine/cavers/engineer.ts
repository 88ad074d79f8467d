// #4 Engineer (Mühendis / Ingénieur): Demolition, Careful (RULES.md §7).
import { bit, DIR_NAME, DIRS, isDir, opposite } from '../dirs.js';
import { neighbour, tileIndex } from '../cave.js';
import type { CaverDef } from '../defs.js';
import { caveIn } from '../effects.js';
import type { Dir, GameState, Tile } from '../types.js';
import { here } from '../actions/common.js';

/** A side of the tile that is a wall: closed, or open against a neighbour's wall (a half connection). */
function isWall(s: GameState, t: Tile, d: Dir): boolean {
  const n = neighbour(s, t, d);
  if (!(t.open & bit(d))) return true;
  return n !== undefined && !(n.open & bit(opposite(d)));
}

function demolishBlock(s: GameState, seat: number, dir: unknown): string | null {
  if (s.cavers[seat].charges <= 0) return 'no explosives left (3 a game)';
  if (!isDir(dir)) return '"dir" must be one of N, E, S, W';
  const t = here(s, seat);
  if (!t) return 'you are not on a tile';
  return isWall(s, t, dir) ? null : `no wall to the ${DIR_NAME[dir]}`;
}

export const engineer: CaverDef = {
  id: 'engineer', number: 4, name: 'Engineer', tr: 'Mühendis', fr: 'Ingénieur', hp: 3,
  abilities: [
    { name: 'Demolition', cost: 2, text: '3 times a game: blow open a wall of your tile (to a tile, or to an empty square for a later Reveal); then a Cave-in happens at once.' },
    { name: 'Careful', cost: 'passive', text: 'Cave-ins cost you only 1 health.' },
  ],
  actions: [{
    do: 'demolish', name: 'Demolition', ap: 2,
    text: 'Blow open a wall of your tile (3 a game); then a Cave-in happens at once.',
    candidates: (s, seat, caver) => DIRS.filter((dir) => demolishBlock(s, seat, dir) === null).map((dir) => ({ caver, do: 'demolish', dir })),
    check: (s, seat, a) => demolishBlock(s, seat, (a as { dir?: unknown }).dir),
    run(d, seat, a) {
      const dir = (a as { dir: Dir }).dir;
      const t = here(d.s, seat)!;
      const n = neighbour(d.s, t, dir);
      d.caver(seat).charges -= 1;
      const mine = d.tile(tileIndex(d.s, t.x, t.y)!);
      if (!(mine.open & bit(dir)) && n === undefined) d.s.frontier += 1;
      mine.open |= bit(dir);
      mine.blasted |= bit(dir);
      if (n) {
        const theirs = d.tile(tileIndex(d.s, n.x, n.y)!);
        theirs.open |= bit(opposite(dir));
        theirs.blasted |= bit(opposite(dir));
      }
      d.emit({ t: 'blast', at: [t.x, t.y], dir });
      caveIn(d);
    },
  }],
  charges: 3,
  caveInLoss: 1,
};
