// #4 Engineer: Demolition (RULES.md §7). Careful is a passive in the table (facts.ts).
import { bit, DIRS, isDir, opposite } from '../dirs.js';
import { neighbour, tileIndex } from '../cave.js';
import { abilityHead, type ActionDef } from '../defs.js';
import { caverDef } from '../facts.js';
import { caveIn } from '../effects.js';
import { BAD_DIR, OFF_TILE, type Refusal } from '../refusal.js';
import type { Dir, GameState, Tile } from '../types.js';
import { here } from '../actions/common.js';

/** A side of the tile that is a wall: closed, or open against a neighbour's wall (a half connection). */
function isWall(s: GameState, t: Tile, d: Dir): boolean {
  const n = neighbour(s, t, d);
  if (!(t.open & bit(d))) return true;
  return n !== undefined && !(n.open & bit(opposite(d)));
}

function demolishBlock(s: GameState, seat: number, dir: unknown): Refusal | null {
  if (s.cavers[seat].charges <= 0) return { code: 'no-explosives', charges: caverDef('engineer').charges };
  if (!isDir(dir)) return BAD_DIR;
  const t = here(s, seat);
  if (!t) return OFF_TILE;
  return isWall(s, t, dir) ? null : { code: 'no-wall', dir };
}

export const engineerActions: readonly ActionDef[] = [
  {
    ...abilityHead('engineer', 'demolish'),
    candidates(s, seat, caver, out, t) {
      // demolishBlock's tests, without making the refusals for the sides left out.
      if (s.cavers[seat].charges <= 0 || !t) return;
      for (let i = 0; i < 4; i++) if (isWall(s, t, DIRS[i])) out.push({ caver, do: 'demolish', dir: DIRS[i] });
    },
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
  },
];
