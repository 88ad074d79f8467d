// A terminal in memory for Ink (the UI tests type into the same FakeStdin): a TTY-like stdout of a fixed size that records when frames are
// written, and a stdin the benchmark types into.
import { EventEmitter } from 'node:events';

export class FakeStdout extends EventEmitter {
  readonly isTTY = true;
  columns: number;
  rows: number;
  writes = 0;
  lastWriteAt = 0;
  onWrite: (() => void) | null = null;
  constructor(columns: number, rows: number) {
    super();
    this.columns = columns;
    this.rows = rows;
  }
  write = (_chunk: string): boolean => {
    this.writes++;
    this.lastWriteAt = performance.now();
    this.onWrite?.();
    return true;
  };
  cursorTo(): boolean {
    return true;
  }
  moveCursor(): boolean {
    return true;
  }
  clearLine(): boolean {
    return true;
  }
}

export class FakeStdin extends EventEmitter {
  readonly isTTY = true;
  private data: string | null = null;
  write(data: string): void {
    this.data = data;
    this.emit('readable');
    this.emit('data', data);
  }
  read = (): string | null => {
    const d = this.data;
    this.data = null;
    return d;
  };
  setEncoding(): void {}
  setRawMode(): void {}
  resume(): void {}
  pause(): void {}
  ref(): void {}
  unref(): void {}
}
