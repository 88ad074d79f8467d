// The advisor at the table: a hint on request (I: think, then I again plays it), and the cavers it
// plays (M, or all of them while watching: the AI's seat, play/aiSeat.ts, plays them at the pace
// this screen sets). It thinks off the input path (the advisor's promise), so keys keep working
// meanwhile; whatever it says about a state the game has left is dropped.
import { useCallback, useEffect, useRef } from 'react';
import type { Action, GameState } from '../../engine/index.js';
import { type AiEvent, type AiPace, AiSeat, type Session } from '../../play/index.js';
import { type Advice, adviceAction, adviceLine, type Advisor } from '../advisor.js';
import { delayOf, type Pilot } from '../pilot.js';
import { refusalText } from '../playWords.js';
import { say } from '../../words/index.js';

/** What the hook reads and writes of the App's screen state. */
export interface AdvisedUi {
  session: Session | null;
  playback: unknown;
  msg: string;
  pilot: Pilot;
  /** The advice for the state it was asked about (shown while the game is still there). */
  hint: { readonly state: GameState; readonly advice: Advice } | null;
  /** A screen over the table (help, history, hand-over, look): the advisor waits. */
  covered: boolean;
}

export interface AdvisorControls {
  /** I: the hint for this state, or play the one shown. */
  hintKey(): void;
  /** The advisor is thinking about the state now in play (the header says so). */
  thinkingNow(): boolean;
}

export function useAdvisor(
  ui: { readonly current: AdvisedUi },
  advisor: Advisor | undefined,
  /** The player at the keyboard plays the hint's action (the record counts it as a hint). */
  playHint: (action: Action) => void,
  played: () => void,
  advance: () => void,
  redraw: () => void,
): AdvisorControls {
  const adv = useRef(advisor);
  adv.current = advisor;
  // The AI's seat at the table of the session in play (a new game, a new seat).
  const seat = useRef<AiSeat<Advice> | null>(null);
  const callbacks = useRef({ played, redraw });
  callbacks.current = { played, redraw };

  const seatFor = useCallback(
    (s: Session | null, pace?: Partial<AiPace>): AiSeat<Advice> | null => {
      const a = adv.current;
      if (seat.current && seat.current.session === s) return seat.current;
      seat.current?.stop();
      seat.current = null;
      if (!a || !s) return null;
      const ai = new AiSeat<Advice>(s, a, pace ? { pace } : {});
      ai.subscribe((e: AiEvent<Advice>) => onAi(e));
      seat.current = ai;
      return ai;
      // What the AI does, said on the status line.
      function onAi(e: AiEvent<Advice>): void {
        const u = ui.current;
        if (e.t === 'played') {
          u.pilot = { ...u.pilot, step: false };
          callbacks.current.played();
          u.msg = e.result.ok
            ? say('advice.said', { line: adviceLine(e.advice) })
            : say('status.refused', { why: refusalText(s!, e.result.refusal) });
        } else if (e.t === 'failed') {
          // The failure stays the answer for this state (not asked again in a loop); the player can
          // take the caver back (M, T) or play on. Said once.
          const msg = say('advice.failed', { why: e.error instanceof Error ? e.error.message : String(e.error) });
          if (u.msg === msg) return;
          u.msg = msg;
        }
        callbacks.current.redraw();
      }
    },
    [ui],
  );

  // Leaving the table: the AI's seat goes with it.
  useEffect(
    () => () => {
      seat.current?.stop();
      seat.current = null;
    },
    [],
  );

  const hintKey = useCallback((): void => {
    const u = ui.current;
    const s = u.session;
    if (!s || s.over) return;
    const ai = seatFor(s);
    if (!ai) {
      u.msg = say('advice.none');
      return;
    }
    if (u.hint && u.hint.state === s.state) {
      const { action } = u.hint.advice;
      u.hint = null;
      u.msg = say('advice.played', { what: adviceAction(action) });
      // Should the table refuse it after all, its reason takes this line's place.
      playHint(action);
      return;
    }
    u.msg = say('advice.thinking');
    const asked = ai.think();
    const state = asked.state;
    asked.advice.then(
      (advice) => {
        const now = ui.current;
        if (now.session?.state !== state) return;
        now.hint = { state, advice };
        now.msg = say('advice.hint', { line: adviceLine(advice) });
        redraw();
      },
      (e: unknown) => {
        const now = ui.current;
        if (now.session?.state !== state) return;
        const msg = say('advice.failed', { why: e instanceof Error ? e.message : String(e) });
        if (now.msg === msg) return;
        now.msg = msg;
        redraw();
      },
    );
  }, [ui, playHint, seatFor, redraw]);

  const thinkingNow = useCallback((): boolean => {
    const s = ui.current.session;
    const t = seat.current?.session === s ? seat.current?.thinking : null;
    return !!t && !t.done && t.state === s?.state;
  }, [ui]);

  // The AI's pace follows the screen's: held while a screen covers the table or the phases are
  // shown step by step; while watching, the phases' steps go on by themselves at the same pace.
  // (After every frame: what covers the table is known once the frame is made.)
  useEffect(() => {
    const now = ui.current;
    const pace: AiPace = {
      delayMs: delayOf(now.pilot),
      paused: now.pilot.paused,
      step: now.pilot.step,
      held: now.covered || now.playback !== null,
    };
    seatFor(now.session, pace)?.setPace(pace);
  });
  const u = ui.current;
  useEffect(() => {
    const pilot = u.pilot;
    if (u.playback === null || !pilot.watching || u.covered || (pilot.paused && !pilot.step)) return;
    // The last action's phases play out even when they end the game (the end screen follows them).
    const t = setTimeout(() => {
      ui.current.pilot = { ...ui.current.pilot, step: false };
      advance();
    }, delayOf(pilot));
    return () => clearTimeout(t);
  });

  return { hintKey, thinkingNow };
}
