// #7 Bodyguard: Repel (RULES.md §7). Protector is a passive in the table (facts.ts).
import { DIRS, DIR_NAME, isDir } from '../dirs.js';
import { connectedTo } from '../cave.js';
import { abilityHead, type ActionDef } from '../defs.js';
import type { Dir, GameState, Tile } from '../types.js';
import { here } from '../actions/common.js';

function repelTarget(s: GameState, seat: number, dir: unknown): Tile | string {
  if (!isDir(dir)) return '"dir" must be one of N, E, S, W';
  const t = here(s, seat);
  if (!t) return 'you are not on a tile';
  const n = connectedTo(s, t, dir);
  if (!n) return `no connected tile to the ${DIR_NAME[dir]}`;
  if (!s.horrors.some((h) => h.at[0] === n.x && h.at[1] === n.y)) return `no horror to the ${DIR_NAME[dir]}`;
  if (n.type === 'exit') return 'a horror on the Exit cannot be repelled';
  return n;
}

export const bodyguardActions: readonly ActionDef[] = [
  {
    ...abilityHead('bodyguard', 'repel'),
    candidates(s, seat, caver, out, from) {
      if (s.horrors.length === 0 || !from) return;
      for (let i = 0; i < 4; i++)
        if (typeof repelTarget(s, seat, DIRS[i]) !== 'string') out.push({ caver, do: 'repel', dir: DIRS[i] });
    },
    check(s, seat, a) {
      const t = repelTarget(s, seat, (a as { dir?: unknown }).dir);
      return typeof t === 'string' ? t : null;
    },
    run(d, seat, a) {
      const t = repelTarget(d.s, seat, (a as { dir: Dir }).dir) as Tile;
      const h = d.s.horrors.find((x) => x.at[0] === t.x && x.at[1] === t.y)!;
      d.setHorrors(d.s.horrors.filter((x) => x !== h));
      d.emit({ t: 'horror-gone', id: h.id, at: h.at, why: 'repel' });
    },
  },
];
