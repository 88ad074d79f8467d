// The take-back key (U, or Ctrl+Z): the last action of this turn is taken back if nothing hidden
// was seen since (Session.takeBack); otherwise the status line says why not.
import type { SeatId, Session } from '../play/index.js';
import { IDLE, type Mode } from './input/controller.js';
import { MSG } from './input/prompts.js';
import { undoBlockText } from './playWords.js';
import { describeAction } from './text/describe.js';

export const TAKE_BACK_KEY = 'U';

/** Take back (or refuse to), and say so: the screen's prompt and message change in place. */
export function takeBackKey(st: { mode: Mode; msg: string; version: number }, s: Session, seat: SeatId): void {
  // A tile shown for placing has been seen: it must be placed, and nothing before it undone.
  if (st.mode.m === 'orient') {
    st.msg = MSG.tileDrawn;
    return;
  }
  const res = s.takeBack(seat);
  st.mode = IDLE;
  if (res.ok) {
    const next = s.takeBackOffer(seat);
    st.msg = `Taken back: ${describeAction(res.action)}${next.ok ? ` · ${TAKE_BACK_KEY} again: ${describeAction(next.action)}` : ''}`;
  } else st.msg = `Cannot take back: ${undoBlockText(s, res.blocked)}`;
  st.version += 1;
}
