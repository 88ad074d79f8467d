// The SSH door's limits: how many sessions, from one address and in all; how long a session may sit
// idle (its game saved first); the window sizes an app is drawn at; how fast keys may come.

export interface SshLimits {
  /** Sessions (connections) from one client address at once. */
  readonly perAddress: number;
  /** Sessions in all at once. */
  readonly sessions: number;
  /** A session with no key pressed for this long is closed (its game saved first). */
  readonly idleMs: number;
  /** A connection that has not opened its game within this time (no pty, no shell) is closed. */
  readonly startMs: number;
  /** Window sizes are clamped to these (an app is never laid out larger)... */
  readonly maxCols: number;
  readonly maxRows: number;
  /** ...and a window reported smaller than this (or 0) is taken as 80 by 24. */
  readonly minCols: number;
  readonly minRows: number;
  /** Key presses (input chunks) per second, on average... */
  readonly inputPerSecond: number;
  /** ...and at once. */
  readonly inputBurst: number;
  /** Bytes in one input chunk; the rest of a longer one is dropped. */
  readonly inputChunkBytes: number;
}

export const DEFAULT_SSH_LIMITS: SshLimits = {
  perAddress: 8,
  sessions: 200,
  idleMs: 30 * 60_000,
  startMs: 30_000,
  maxCols: 300,
  maxRows: 120,
  minCols: 20,
  minRows: 8,
  inputPerSecond: 30,
  inputBurst: 60,
  inputChunkBytes: 4096,
};

/** A window size as the app is given it: within the limits, 80×24 for one too small to be real. */
export function clampSize(
  size: { readonly cols: number; readonly rows: number },
  limits: Pick<SshLimits, 'maxCols' | 'maxRows'> & Partial<Pick<SshLimits, 'minCols' | 'minRows'>>,
): { cols: number; rows: number } {
  const whole = (n: number, fallback: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback);
  let cols = whole(size.cols, 80);
  let rows = whole(size.rows, 24);
  if (cols < (limits.minCols ?? 1)) cols = 80;
  if (rows < (limits.minRows ?? 1)) rows = 24;
  return { cols: Math.min(cols, limits.maxCols), rows: Math.min(rows, limits.maxRows) };
}

/** A token bucket: `rate` tokens a second, at most `burst` saved up. */
export class TokenBucket {
  private tokens: number;
  private last: number;
  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.last = now();
  }
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.rate);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Sessions held per address and in all. */
export class SessionCount {
  private readonly byAddress = new Map<string, number>();
  private all = 0;
  constructor(private readonly limits: Pick<SshLimits, 'perAddress' | 'sessions'>) {}
  /** Take a place for a connection from `addr`: why not, or null (taken; give it back with `leave`). */
  enter(addr: string): 'server-full' | 'address-full' | null {
    if (this.all >= this.limits.sessions) return 'server-full';
    const n = this.byAddress.get(addr) ?? 0;
    if (n >= this.limits.perAddress) return 'address-full';
    this.byAddress.set(addr, n + 1);
    this.all++;
    return null;
  }
  leave(addr: string): void {
    const n = this.byAddress.get(addr) ?? 0;
    if (n <= 1) this.byAddress.delete(addr);
    else this.byAddress.set(addr, n - 1);
    this.all = Math.max(0, this.all - 1);
  }
  get size(): number {
    return this.all;
  }
}
