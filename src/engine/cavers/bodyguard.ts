// #7 Bodyguard (Koruma / Garde du corps): Repel, Protector (RULES.md §7).
import { DIRS, DIR_NAME, isDir } from '../dirs.js';
import { connectedTo } from '../cave.js';
import type { CaverDef } from '../defs.js';
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

export const bodyguard: CaverDef = {
  id: 'bodyguard', number: 7, name: 'Bodyguard', tr: 'Koruma', fr: 'Garde du corps', hp: 5,
  abilities: [
    { name: 'Repel', cost: 1, text: 'Remove a horror from an adjacent connected tile (not one on the Exit).' },
    { name: 'Protector', cost: 'passive', text: 'Starts with 5 health. While conscious, the others on your tile lose no health to Flood, Gas, Cave-in or Tremor (you are not protected yourself).' },
  ],
  actions: [{
    do: 'repel', name: 'Repel', ap: 1,
    text: 'Remove a horror from an adjacent connected tile (not one on the Exit).',
    candidates: (s, seat, caver) => DIRS.filter((dir) => typeof repelTarget(s, seat, dir) !== 'string').map((dir) => ({ caver, do: 'repel', dir })),
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
  }],
  protector: true,
};
