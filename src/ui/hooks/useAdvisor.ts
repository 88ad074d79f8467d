// The advisor at the table: a hint on request (I: think, then I again plays it), and the cavers it
// plays (M, or all of them while watching). It thinks off the input path (the advisor's promise),
// so keys keep working meanwhile; whatever it says about a state the game has left is dropped.
import { useCallback, useEffect, useRef } from 'react';
import { type Action, type GameState, playerView } from '../../engine/index.js';
import { type Advice, adviceAction, adviceLine, type Advisor, deciderOf } from '../advisor.js';
import { delayOf, mayGo, type Pilot, plays } from '../pilot.js';
import type { Session } from '../session.js';

/** What the hook reads and writes of the App's screen state. */
export interface AdvisedUi {
  session: Session | null;
  playback: unknown;
  msg: string;
  pilot: Pilot;
  /** The advice for the state it was asked about (shown while the game is still there). */
  hint: { readonly state: GameState; readonly advice: Advice } | null;
  /** The state the advisor is thinking (or has thought) about, and its answer to come. */
  thinking: Thinking | null;
  /** A screen over the table (help, history, hand-over, look): the advisor waits. */
  covered: boolean;
}

export interface Thinking {
  readonly state: GameState;
  readonly advice: Promise<Advice>;
  /** When the advisor was asked (the pilot's pace counts from then). */
  readonly since: number;
  /** The answer is in (the screen's "thinking…" goes). */
  done: boolean;
}

export interface AdvisorControls {
  /** I: the hint for this state, or play the one shown. */
  hintKey(): void;
}

export function useAdvisor(
  ui: { readonly current: AdvisedUi },
  advisor: Advisor | undefined,
  act: (action: Action, byAdvisor: boolean) => void,
  advance: () => void,
  redraw: () => void,
): AdvisorControls {
  const adv = useRef(advisor);
  adv.current = advisor;

  /**
   * Think about the state now in play (once per state: asked again, the same answer to come);
   * `then` runs with the advice if the game is still there and `live()` still holds (it redraws
   * if it needs to: a redraw runs the pilot's effect again).
   */
  const think = useCallback(
    (then: (advice: Advice, state: GameState) => void, live: () => boolean = () => true): void => {
      const u = ui.current;
      const a = adv.current;
      const state = u.session?.state;
      if (!a || !state) return;
      if (u.thinking?.state !== state) {
        const entry: Thinking = { state, advice: a.advise(playerView(state)), since: Date.now(), done: false };
        const settle = (): void => {
          entry.done = true;
          redraw();
        };
        entry.advice.then(settle, settle);
        u.thinking = entry;
      }
      const asked = u.thinking;
      asked.advice.then(
        (advice) => {
          const now = ui.current;
          if (!live() || now.session?.state !== state) return;
          then(advice, state);
        },
        (e: unknown) => {
          // The failure stays the answer for this state (not asked again in a loop); the player can
          // take the caver back (M, T) or play on. Said once: a redraw would ask the same again.
          const now = ui.current;
          if (!live() || now.session?.state !== state) return;
          const msg = `The advisor could not think: ${e instanceof Error ? e.message : String(e)}`;
          if (now.msg === msg) return;
          now.msg = msg;
          redraw();
        },
      );
    },
    [ui, redraw],
  );

  const hintKey = useCallback((): void => {
    const u = ui.current;
    const s = u.session;
    if (!s || s.over) return;
    if (!adv.current) {
      u.msg = 'No advisor here';
      return;
    }
    if (u.hint && u.hint.state === s.state) {
      const { action } = u.hint.advice;
      u.hint = null;
      u.msg = `Played the hint: ${adviceAction(action)}`;
      // Should the engine refuse it after all, act() puts its reason in this line's place.
      act(action, false);
      return;
    }
    u.msg = 'Thinking… (keys still work; I again once the hint is shown plays it)';
    think((advice, state) => {
      const now = ui.current;
      now.hint = { state, advice };
      now.msg = `Hint: ${adviceLine(advice)} · I: play it`;
      redraw();
    });
  }, [ui, act, think]);

  // The advisor's own moves, and the phases' steps while watching, each after the pilot's pace.
  const u = ui.current;
  useEffect(() => {
    const s = u.session;
    const pilot = u.pilot;
    if (!s || u.covered || !mayGo(pilot)) return;
    // The last action's phases play out even when they end the game (the end screen follows them).
    if (u.playback !== null) {
      if (!pilot.watching) return;
      const t = setTimeout(() => {
        ui.current.pilot = { ...ui.current.pilot, step: false };
        advance();
      }, delayOf(pilot));
      return () => clearTimeout(t);
    }
    if (s.over || !plays(pilot, deciderOf(s.state))) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let live = true;
    think(
      (advice, state) => {
        // The pace counts from when the advisor was first asked about this state.
        const since = ui.current.thinking?.state === state ? ui.current.thinking.since : Date.now();
        const wait = Math.max(0, delayOf(ui.current.pilot) - (Date.now() - since));
        const go = (): void => {
          const now = ui.current;
          if (
            !live ||
            now.session?.state !== state ||
            !plays(now.pilot, deciderOf(state)) ||
            !mayGo(now.pilot) ||
            now.covered
          )
            return;
          now.pilot = { ...now.pilot, step: false };
          act(advice.action, true);
          now.msg = `Advisor: ${adviceLine(advice)}`;
          redraw();
        };
        timer = setTimeout(go, wait);
      },
      () => live,
    );
    return () => {
      live = false;
      if (timer !== null) clearTimeout(timer);
    };
  });

  return { hintKey };
}
