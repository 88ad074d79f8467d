// The end of the game (RULES.md §1): at once when no conscious caver is left in the cave off the Exit.
import { gridFor, isConscious, isExit, onTile, tileIn, type Grid } from './cave.js';
import { GameOver, type Draft } from './draft.js';
import type { CaverId, GameState, Result } from './types.js';

const MEDALS: readonly Result[] = ['gold', 'silver', 'bronze'];

export function onExit(s: GameState, seat: number): boolean {
  const c = s.cavers[seat];
  return onTile(c) && isExit(s, c.at);
}

/**
 * Every conscious caver still in the cave is on the Exit. A Diver under water has left the cave
 * (RULES.md §7 Dive), so she does not keep the game going; she is not on the Exit either, so she
 * counts among those left behind if the game ends then.
 */
export function isOver(s: GameState): boolean {
  const cavers = s.cavers;
  let g: Grid | undefined;
  for (let i = 0; i < cavers.length; i++) {
    const c = cavers[i];
    if (!isConscious(c) || c.underwater) continue;
    // onExit(s, i), with the cave's grid found once for every caver asked about.
    if (c.at === null) return false;
    const t = tileIn(s, g ?? (g = gridFor(s)), c.at[0], c.at[1]);
    if (t === undefined || t.type !== 'exit') return false;
  }
  return true;
}

export function leftBehind(s: GameState): CaverId[] {
  return s.cavers.filter((_, i) => !onExit(s, i)).map((c) => c.id);
}

export function resultFor(left: number): Result {
  return MEDALS[left] ?? 'failure';
}

/** End the game if its end condition holds; the step that caused it stops there. */
export function checkOver(d: Draft): void {
  if (d.s.result !== null || !isOver(d.s)) return;
  const left = leftBehind(d.s);
  d.s.result = resultFor(left.length);
  d.s.turn = null;
  d.s.ap = 0;
  d.s.pending = null;
  d.s.queue = [];
  d.emit({ t: 'over', result: d.s.result, left });
  throw new GameOver();
}
