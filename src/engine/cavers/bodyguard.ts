// #7 Bodyguard: Repel (RULES.md §7). Protector is a passive in the table (facts.ts).
import { DIRS, isDir } from '../dirs.js';
import { connectedTo } from '../cave.js';
import { abilityHead, type ActionDef } from '../defs.js';
import { BAD_DIR, isRefusal, OFF_TILE, type Refusal } from '../refusal.js';
import type { Dir, GameState, Tile } from '../types.js';
import { here } from '../actions/common.js';

function repelTarget(s: GameState, seat: number, dir: unknown): Tile | Refusal {
  if (!isDir(dir)) return BAD_DIR;
  const t = here(s, seat);
  if (!t) return OFF_TILE;
  const n = connectedTo(s, t, dir);
  if (!n) return { code: 'not-connected', dir };
  if (!s.horrors.some((h) => h.at[0] === n.x && h.at[1] === n.y)) return { code: 'no-horror', dir };
  if (n.type === 'exit') return { code: 'horror-on-exit', dir };
  return n;
}

export const bodyguardActions: readonly ActionDef[] = [
  {
    ...abilityHead('bodyguard', 'repel'),
    candidates(s, seat, caver, out, from) {
      if (s.horrors.length === 0 || !from) return;
      for (let i = 0; i < 4; i++)
        if (!isRefusal(repelTarget(s, seat, DIRS[i]))) out.push({ caver, do: 'repel', dir: DIRS[i] });
    },
    check(s, seat, a) {
      const t = repelTarget(s, seat, (a as { dir?: unknown }).dir);
      return isRefusal(t) ? t : null;
    },
    run(d, seat, a) {
      const t = repelTarget(d.s, seat, (a as { dir: Dir }).dir) as Tile;
      const h = d.s.horrors.find((x) => x.at[0] === t.x && x.at[1] === t.y)!;
      d.setHorrors(d.s.horrors.filter((x) => x !== h));
      d.emit({ t: 'horror-gone', id: h.id, at: h.at, why: 'repel' });
    },
  },
];
