// The take-back key (U, or Ctrl+Z): the last action of this turn is taken back if nothing hidden
// was seen since (Session.takeBack); otherwise the status line says why not. (input/route.ts first
// refuses while a tile drawn is shown for placing: it has been seen.)
import type { SeatId, Session } from '../play/index.js';
import { IDLE, type Mode } from './input/mode.js';
import { undoBlockText } from './playWords.js';
import { describeAction } from './text/describe.js';

export const TAKE_BACK_KEY = 'U';

/** Take back (or refuse to), and say so: the screen's prompt and message change in place. */
export function takeBackNow(st: { mode: Mode; msg: string; version: number }, s: Session, seat: SeatId): void {
  const res = s.takeBack(seat);
  st.mode = IDLE;
  if (res.ok) {
    const next = s.takeBackOffer(seat);
    st.msg = `Taken back: ${describeAction(res.action)}${next.ok ? ` · ${TAKE_BACK_KEY} again: ${describeAction(next.action)}` : ''}`;
  } else st.msg = `Cannot take back: ${undoBlockText(s, res.blocked)}`;
  st.version += 1;
}
