// A working copy of the state for one step of the game. Arrays and objects of the base state are
// copied on first write only, so applying an action costs little and the base is never changed.
import { noteTileAdded } from './cave.js';
import { rollFrom } from './rng.js';
import type { CaverState, GameEvent, GameState, Horror, Task, Tile, TileCard } from './types.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Thrown inside a step when the game ends: the rest of the step does not happen (RULES.md §1). */
export class GameOver {
  readonly gameOver = true;
}

export class Draft {
  readonly s: Mutable<GameState>;
  readonly events: GameEvent[] = [];
  private cavers: Mutable<CaverState>[] | null = null;
  private caverCopied: boolean[] = [];
  private tiles: Tile[] | null = null;
  private tileCopied: boolean[] = [];

  /** With tracing on, the state right after each event (for showing the phases step by step). */
  readonly frames: GameState[] | null;

  constructor(base: GameState, trace = false) {
    this.s = { ...base };
    this.frames = trace ? [] : null;
  }

  emit(e: GameEvent): void {
    this.events.push(e);
    if (this.frames) this.frames.push(this.snapshot());
  }

  /** The state as it stands, frozen: later writes copy again instead of changing it. */
  private snapshot(): GameState {
    this.cavers = null;
    this.caverCopied = [];
    this.tiles = null;
    this.tileCopied = [];
    return { ...this.s };
  }

  caver(seat: number): Mutable<CaverState> {
    if (this.cavers === null) {
      this.cavers = this.s.cavers.slice() as Mutable<CaverState>[];
      this.s.cavers = this.cavers;
    }
    if (!this.caverCopied[seat]) {
      this.cavers[seat] = { ...this.cavers[seat] };
      this.caverCopied[seat] = true;
    }
    return this.cavers[seat];
  }

  tile(index: number): Mutable<Tile> {
    if (this.tiles === null) {
      this.tiles = this.s.tiles.slice();
      this.s.tiles = this.tiles;
    }
    if (!this.tileCopied[index]) {
      this.tiles[index] = { ...this.tiles[index] };
      this.tileCopied[index] = true;
    }
    return this.tiles[index] as Mutable<Tile>;
  }

  addTile(t: Tile): void {
    if (this.tiles === null) {
      this.tiles = this.s.tiles.slice();
      this.s.tiles = this.tiles;
    }
    this.tileCopied[this.tiles.length] = true;
    this.tiles.push(t);
    noteTileAdded(this.tiles, this.tiles.length - 1);
  }

  setHorrors(h: readonly Horror[]): void {
    this.s.horrors = h;
  }

  discardTile(card: TileCard): void {
    this.s.tileDiscards = [...this.s.tileDiscards, card];
  }

  pushFront(...tasks: Task[]): void {
    this.s.queue = tasks.concat(this.s.queue);
  }

  /** Replace the task at the front of the queue (to record progress or a choice). */
  setFront(task: Task): void {
    const q = this.s.queue.slice();
    q[0] = task;
    this.s.queue = q;
  }

  popFront(): Task | undefined {
    const q = this.s.queue;
    this.s.queue = q.slice(1);
    return q[0];
  }

  /** A d6: the record's setup dice first, then the seeded stream. */
  roll(): number {
    if (this.s.diceTop < this.s.dice.length) {
      return this.s.dice[this.s.diceTop++];
    }
    const { die, next } = rollFrom(this.s.rng);
    this.s.rng = next;
    return die;
  }

  commit(): GameState {
    return this.s;
  }
}
