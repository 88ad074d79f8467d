// A working copy of the state for one step of the game. Arrays and objects of the base state are
// copied on first write only, so applying an action costs little and the base is never changed.
import { noteTileAdded, shareGrid } from './cave.js';
import { stepMemo } from './memo.js';
import { rollFrom } from './rng.js';
import type { CaverState, GameEvent, GameState, Horror, Task, Tile, TileCard } from './types.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Thrown inside a step when the game ends: the rest of the step does not happen (RULES.md §1). */
export class GameOver {
  readonly gameOver = true;
}

/**
 * A shallow copy of a state, field by field in one fixed order: every state then has the same
 * shape, which keeps property access and copying on V8's fast paths (a spread of states whose
 * shapes had drifted apart cost ten times more).
 */
function cloneState(b: GameState): Mutable<GameState> {
  return {
    options: b.options,
    round: b.round,
    phase: b.phase,
    first: b.first,
    turnIdx: b.turnIdx,
    turn: b.turn,
    ap: b.ap,
    exerted: b.exerted,
    turnDone: b.turnDone,
    directUsed: b.directUsed,
    cavers: b.cavers,
    tiles: b.tiles,
    frontier: b.frontier,
    tileDeck: b.tileDeck,
    tileTop: b.tileTop,
    tileDiscards: b.tileDiscards,
    hazardDeck: b.hazardDeck,
    hazardTop: b.hazardTop,
    hazardDiscards: b.hazardDiscards,
    outOfTime: b.outOfTime,
    gasLeak: b.gasLeak,
    horrors: b.horrors,
    nextHorrorId: b.nextHorrorId,
    dice: b.dice,
    diceTop: b.diceTop,
    rng: b.rng,
    queue: b.queue,
    pending: b.pending,
    result: b.result,
    drawn: b.drawn,
  };
}

function cloneCaver(c: CaverState): Mutable<CaverState> {
  return {
    id: c.id,
    hp: c.hp,
    maxHp: c.maxHp,
    at: c.at,
    underwater: c.underwater,
    removed: c.removed,
    hidden: c.hidden,
    hideRound: c.hideRound,
    hideStreak: c.hideStreak,
    charges: c.charges,
    aside: c.aside,
  };
}

function cloneTile(t: Tile): Mutable<Tile> {
  return {
    x: t.x,
    y: t.y,
    type: t.type,
    shape: t.shape,
    open: t.open,
    blasted: t.blasted,
    faces: t.faces,
    arrow: t.arrow,
    rubble: t.rubble,
    flooded: t.flooded,
    rope: t.rope,
  };
}

/** The empty queue: one array for every state that has nothing left to run (a state's queue is never changed in place). */
const NO_TASKS: readonly Task[] = [];

export class Draft {
  readonly s: Mutable<GameState>;
  readonly events: GameEvent[] = [];
  private cavers: Mutable<CaverState>[] | null = null;
  /** Seats whose caver this draft has copied (a bit each). */
  private caverCopied = 0;
  private tiles: Tile[] | null = null;
  private tileCopied: boolean[] | null = null;

  /** With tracing on, the state right after each event (for showing the phases step by step). */
  readonly frames: GameState[] | null;

  constructor(base: GameState, trace = false) {
    this.s = cloneState(base);
    this.frames = trace ? [] : null;
  }

  emit(e: GameEvent): void {
    this.events.push(e);
    if (this.frames) this.frames.push(this.snapshot());
  }

  /** The state as it stands, frozen: later writes copy again instead of changing it. */
  private snapshot(): GameState {
    this.cavers = null;
    this.caverCopied = 0;
    this.tiles = null;
    this.tileCopied = null;
    return cloneState(this.s);
  }

  caver(seat: number): Mutable<CaverState> {
    if (this.cavers === null) {
      this.cavers = this.s.cavers.slice() as Mutable<CaverState>[];
      this.s.cavers = this.cavers;
    }
    if (!(this.caverCopied & (1 << seat))) {
      this.cavers[seat] = cloneCaver(this.cavers[seat]);
      this.caverCopied |= 1 << seat;
    }
    return this.cavers[seat];
  }

  tile(index: number): Mutable<Tile> {
    const tiles = this.tiles ?? this.copyTiles();
    // This array is written in place: what was worked out from it no longer holds (memo.ts).
    stepMemo.delete(tiles);
    const copied = this.tileCopied ?? (this.tileCopied = []);
    if (!copied[index]) {
      tiles[index] = cloneTile(tiles[index]);
      copied[index] = true;
    }
    return tiles[index] as Mutable<Tile>;
  }

  addTile(t: Tile): void {
    const tiles = this.tiles ?? this.copyTiles();
    (this.tileCopied ?? (this.tileCopied = []))[tiles.length] = true;
    stepMemo.delete(tiles);
    tiles.push(t);
    noteTileAdded(tiles, tiles.length - 1);
  }

  private copyTiles(): Tile[] {
    const copy = this.s.tiles.slice();
    shareGrid(this.s.tiles, copy);
    this.tiles = copy;
    this.s.tiles = copy;
    return copy;
  }

  setHorrors(h: readonly Horror[]): void {
    this.s.horrors = h;
  }

  discardTile(card: TileCard): void {
    this.s.tileDiscards = [...this.s.tileDiscards, card];
  }

  pushFront(...tasks: Task[]): void {
    // The rest parameter is a fresh array of our own: the queue goes on after it (concat is slower).
    const q = this.s.queue;
    for (let i = 0; i < q.length; i++) tasks.push(q[i]);
    this.s.queue = tasks;
  }

  /** Replace the task at the front of the queue (to record progress or a choice). */
  setFront(task: Task): void {
    const q = this.s.queue.slice();
    q[0] = task;
    this.s.queue = q;
  }

  popFront(): Task | undefined {
    const q = this.s.queue;
    this.s.queue = q.length <= 1 ? NO_TASKS : q.slice(1);
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
