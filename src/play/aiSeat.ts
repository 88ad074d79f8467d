// The AI at the table: it plays the cavers the seating gives its seat (M hands one over; `subterra
// watch` gives it all of them; a room fills empty seats with it), at a pace a screen can set, and
// thinks about a position once, whoever asks (its own move, or a player's hint). The advisor that
// thinks is injected (the fair AI on a worker thread, or a test's); the advisor sees what a player
// sees, and adviceInput() is the one place the table hands it a position.
import { type Action, type GameState, playerView, type PlayerView } from '../engine/index.js';
import { AI_SEAT, type SeatId } from './seats.js';
import type { Session, SubmitResult } from './session.js';

/** What the table gives an advisor to think about: the public view, never the game itself. */
export type AdviceInput = PlayerView;

/** The position as an advisor is shown it: what a player at the table sees. */
export function adviceInput(s: GameState): AdviceInput {
  return playerView(s);
}

/** Something that suggests the next action for a position (A: its advice, with whatever it says of it). */
export interface Advisor<A extends { readonly action: Action } = { readonly action: Action }> {
  advise(position: AdviceInput): Promise<A>;
  /** Stop any thinking in progress. */
  close?(): void;
}

/** A question to the advisor: the state it is about, and its answer to come. */
export interface Thinking<A> {
  readonly state: GameState;
  readonly advice: Promise<A>;
  /** When it was asked (the pace counts from then). */
  readonly since: number;
  /** The answer is in (or the advisor failed). */
  readonly done: boolean;
}

/** How the AI plays: the wait between its moves, paused or not, and one move allowed while paused. */
export interface AiPace {
  /** Milliseconds from asking about a position to playing its move (the thinking counts towards it). */
  readonly delayMs: number;
  readonly paused: boolean;
  /** Paused: one move may go (it is spent by that move). */
  readonly step: boolean;
  /** Something covers the table (a screen over it, the phases shown step by step): the AI waits. */
  readonly held: boolean;
}

/** What the AI did, as listeners are told. */
export type AiEvent<A> =
  /** It began thinking about a position. */
  | { readonly t: 'thinking'; readonly state: GameState }
  /** Its answer about a position is in (or it failed). */
  | { readonly t: 'thought'; readonly state: GameState }
  /** It played its advice (applied, or refused by the table). */
  | { readonly t: 'played'; readonly advice: A; readonly result: SubmitResult }
  /** It could not think about the position the game waits on it for. */
  | { readonly t: 'failed'; readonly state: GameState; readonly error: unknown };

export interface AiSeatOptions {
  /** The seat it plays (default AI_SEAT). */
  readonly seat?: SeatId;
  readonly pace?: Partial<AiPace>;
  /** The clock, in milliseconds (default Date.now). */
  readonly now?: () => number;
}

export class AiSeat<A extends { readonly action: Action } = { readonly action: Action }> {
  readonly seat: SeatId;
  private control: AiPace;
  private asked: (Thinking<A> & { done: boolean }) | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped whenever what was planned may no longer hold: a planned move checks it is still current. */
  private plan = 0;
  private stopped = false;
  private readonly listeners = new Set<(e: AiEvent<A>) => void>();
  private readonly unsubscribe: () => void;
  private readonly now: () => number;

  constructor(
    readonly session: Session,
    private readonly advisor: Advisor<A>,
    opts: AiSeatOptions = {},
  ) {
    this.seat = opts.seat ?? AI_SEAT;
    this.now = opts.now ?? Date.now;
    this.control = { delayMs: 0, paused: false, step: false, held: false, ...opts.pace };
    this.unsubscribe = session.subscribe(() => this.kick());
    this.kick();
  }

  get pace(): AiPace {
    return this.control;
  }

  /** Change the pace (or hold it while the table is covered); the AI goes on from there. */
  setPace(change: Partial<AiPace>): void {
    const next = { ...this.control, ...change };
    const c = this.control;
    if (next.delayMs === c.delayMs && next.paused === c.paused && next.step === c.step && next.held === c.held) return;
    this.control = next;
    this.kick();
  }

  /** The question about the position now at the table, or the last one asked (null: none yet). */
  get thinking(): Thinking<A> | null {
    return this.asked;
  }

  /**
   * The advisor's answer about a position (the one at the table unless told): asked once per
   * position, whoever asks (a failure stays the answer, not asked again in a loop).
   */
  think(state: GameState = this.session.state): Thinking<A> {
    if (this.asked?.state === state) return this.asked;
    const entry: Thinking<A> & { done: boolean } = { state, advice: this.ask(state), since: this.now(), done: false };
    this.asked = entry;
    const settle = (): void => {
      entry.done = true;
      if (!this.stopped) this.tell({ t: 'thought', state });
    };
    entry.advice.then(settle, settle);
    this.tell({ t: 'thinking', state });
    return entry;
  }

  /** The one place the advisor is asked (an advisor that throws is an advisor that failed). */
  private ask(state: GameState): Promise<A> {
    try {
      return this.advisor.advise(adviceInput(state));
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  }

  /** Be told of what the AI does; returns the way to stop. */
  subscribe(listener: (e: AiEvent<A>) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Leave the table: no more moves, no more questions (the advisor itself is the caller's to close). */
  stop(): void {
    this.stopped = true;
    this.plan += 1;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.unsubscribe();
    this.listeners.clear();
  }

  private tell(e: AiEvent<A>): void {
    for (const l of [...this.listeners]) l(e);
  }

  /** May the AI move in this position now? */
  private mayMove(state: GameState): boolean {
    const c = this.control;
    if (this.stopped || c.held || (c.paused && !c.step)) return false;
    if (this.session.state !== state) return false;
    return this.session.waitingFor()?.seat.id === this.seat;
  }

  /** Plan the next move, if the game waits on this seat: think, then play once the pace allows. */
  private kick(): void {
    const plan = ++this.plan;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const state = this.session.state;
    if (!this.mayMove(state)) return;
    const asked = this.think(state);
    asked.advice.then(
      (advice) => {
        if (plan !== this.plan || !this.mayMove(state)) return;
        // The pace counts from when the advisor was first asked about this position.
        const wait = Math.max(0, this.control.delayMs - (this.now() - asked.since));
        this.timer = setTimeout(() => {
          this.timer = null;
          if (plan !== this.plan || !this.mayMove(state)) return;
          this.play(advice);
        }, wait);
      },
      (error: unknown) => {
        if (plan !== this.plan || !this.mayMove(state)) return;
        this.tell({ t: 'failed', state, error });
      },
    );
  }

  private play(advice: A): void {
    if (this.control.step) this.control = { ...this.control, step: false };
    // The table tells its listeners (and this seat plans its next move) as the action is applied.
    const result = this.session.submit(this.seat, advice.action);
    this.tell({ t: 'played', advice, result });
  }
}
