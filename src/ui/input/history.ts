// The message history: the whole game's log on one screen, scrolled like a pager. `back` is how
// many lines the view is scrolled up from the newest (0: the newest lines at the bottom).
import { isBack, isEnter, isEscape, keyDir, keyOf, type KeyPress } from './keys.js';

/** The next scroll position, or null to close the history (Esc, q, P, Ctrl+P, Enter; q and P as the player's keys say). */
export function historyPress(back: number, total: number, page: number, k: KeyPress): number | null {
  if (
    isEscape(k) ||
    isEnter(k) ||
    isBack(k) ||
    k.input === keyOf('quit') ||
    k.input === keyOf('history') ||
    (k.key.ctrl === true && k.input === 'p')
  )
    return null;
  const top = Math.max(0, total - page);
  const clamp = (n: number): number => Math.max(0, Math.min(top, n));
  const d = keyDir(k);
  if (d === 'N') return clamp(back + 1);
  if (d === 'S') return clamp(back - 1);
  if (k.key.pageUp || k.input === 'b') return clamp(back + page - 1);
  if (k.key.pageDown || k.input === ' ' || k.input === 'f') return clamp(back - page + 1);
  if (k.input === 'g' || k.input === '<' || k.key.home) return top;
  if (k.input === 'G' || k.input === '>' || k.key.end) return 0;
  return clamp(back);
}
