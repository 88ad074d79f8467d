// An SSH channel as the terminal an Ink app draws on: a screen (stdout) that looks like a TTY of the
// client's size, follows its window changes and turns `\n` into `\r\n` (the channel is raw, as a
// pty's output would not be), and a keyboard (stdin) fed from the channel at a bounded rate.
//
// A client that does not read (a stalled TCP window) never holds the server up and never makes it
// buffer without bound: once the channel stops taking data, frames are not queued but replaced, so
// only the newest waits; when the channel drains it gets the whole screen again (cleared, then that
// frame: every frame Ink writes is a whole one). Keys beyond the rate are dropped.
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { clampSize, type SshLimits, TokenBucket } from './limits.js';

/** What the terminal needs of an SSH channel (ssh2's ServerChannel has it). */
export interface ChannelLike {
  write(data: string): boolean;
  on(event: 'data', f: (d: Buffer) => void): unknown;
  on(event: 'drain' | 'close', f: () => void): unknown;
  off(event: 'drain', f: () => void): unknown;
}

const CLEAR = '\x1b[2J\x1b[H';

/** The screen: a stand-in for a TTY's write stream, as Ink reads one. */
export class SshScreen extends EventEmitter {
  readonly isTTY = true;
  readonly writable = true;
  columns: number;
  rows: number;
  /** Frames replaced by a newer one while the channel was full. */
  dropped = 0;
  /** Bytes written to the channel. */
  bytesOut = 0;
  private waiting: string | null = null;
  private full = false;
  private dead = false;

  constructor(
    private readonly channel: ChannelLike,
    size: { cols: number; rows: number },
    private readonly limits: Pick<SshLimits, 'maxCols' | 'maxRows'>,
  ) {
    super();
    const s = clampSize(size, limits);
    this.columns = s.cols;
    this.rows = s.rows;
    channel.on('drain', this.drained);
    channel.on('close', () => {
      this.dead = true;
      this.waiting = null;
    });
  }

  /** The client's window changed: clamped, then told to the app as a TTY's resize. */
  resize(size: { cols: number; rows: number }): void {
    const s = clampSize(size, this.limits);
    if (s.cols === this.columns && s.rows === this.rows) return;
    this.columns = s.cols;
    this.rows = s.rows;
    this.emit('resize');
  }

  write(chunk: string | Uint8Array, encoding?: unknown, cb?: () => void): boolean {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    const done = typeof encoding === 'function' ? (encoding as () => void) : cb;
    this.send(text.replace(/\r?\n/g, '\r\n'));
    done?.();
    // Never ask the app to wait: it is the channel that waits, and only for the newest frame.
    return true;
  }

  /** Whether frames are being held back for a client that does not read. */
  get stalled(): boolean {
    return this.full;
  }

  private send(text: string): void {
    if (this.dead) return;
    if (this.full) {
      if (this.waiting !== null) this.dropped++;
      this.waiting = text;
      return;
    }
    this.bytesOut += Buffer.byteLength(text);
    if (!this.channel.write(text)) {
      this.full = true;
      this.emit('stalled');
    }
  }

  private readonly drained = (): void => {
    this.full = false;
    const w = this.waiting;
    this.waiting = null;
    if (w === null) return;
    // A frame was written on top of one the client never saw: start from a clean screen.
    this.send(this.dropped > 0 ? CLEAR + w : w);
  };

  // Ink and Node's stream helpers ask for these of a TTY stream.
  end(): this {
    return this;
  }
  cork(): void {}
  uncork(): void {}
  getColorDepth(): number {
    return 8;
  }
  hasColors(): boolean {
    return true;
  }
}

/** The keyboard: the channel's bytes, as a TTY's read stream in raw mode, at most so many per second. */
export class SshKeyboard extends PassThrough {
  readonly isTTY = true;
  isRaw = true;
  /** Input chunks dropped for coming faster than the rate allows. */
  droppedInput = 0;
  private readonly bucket: TokenBucket;

  constructor(limits: Pick<SshLimits, 'inputPerSecond' | 'inputBurst'>, now: () => number = Date.now) {
    super();
    this.bucket = new TokenBucket(limits.inputPerSecond, limits.inputBurst, now);
  }

  /** Bytes from the client: passed on if the rate allows (a paste counts as one). */
  feed(d: Buffer): boolean {
    if (!this.bucket.take()) {
      this.droppedInput++;
      return false;
    }
    this.write(d);
    return true;
  }

  setRawMode(raw: boolean): this {
    this.isRaw = raw;
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }
}
