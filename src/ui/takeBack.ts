// The take-back key (U, or Ctrl+Z): the last action of this turn is taken back if nothing hidden
// was seen since (Session.takeBack), and the log says so; otherwise the status line says why not. (input/route.ts first
// refuses while a tile drawn is shown for placing: it has been seen.)
import type { SeatId, Session } from '../play/index.js';
import { IDLE, type Mode } from './input/mode.js';
import { undoBlockText } from './playWords.js';
import { describeAction } from './text/describe.js';
import { say } from '../words/index.js';

export const TAKE_BACK_KEY = 'U';

/** Take back (or refuse to), and say so: the screen's prompt and message change in place. */
export function takeBackNow(st: { mode: Mode; msg: string; version: number }, s: Session, seat: SeatId): void {
  const res = s.takeBack(seat);
  st.mode = IDLE;
  if (res.ok) {
    // The log says what was taken back; the status line only offers the next one (it said both, the
    // same words twice on the screen).
    const next = s.takeBackOffer(seat);
    st.msg = next.ok ? say('undo.again', { key: TAKE_BACK_KEY, what: describeAction(next.action) }) : '';
  } else st.msg = say('undo.cannot', { why: undoBlockText(s, res.blocked) });
  st.version += 1;
}
