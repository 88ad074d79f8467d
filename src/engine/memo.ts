// The rules core's only memory between calls: data derived from an immutable value, kept beside
// that value and found again by its identity. Everything else in the core is a pure function of
// its arguments (test/house.test.ts checks that no other engine module keeps state of its own).
//
// Why it cannot leak between games: a memo is keyed by an object of one game (a state, its tiles
// array, its dice stream's state), never by anything two games could share, and holds exactly what
// that object determines. A state, once returned by the core, is never changed (a step works on a
// Draft's copy and returns a new state), so what was derived from it stays true. Each memo keeps
// only its few most recent keys, so an old game's states are soon let go.
//
// The memos the benchmark proves worth keeping (npm run bench, engine figure; measured against
// none: the listed actions about 8%, the dice generator about 3-6%):
// - per state: the legal actions listed for it (an action taken from that list is not checked a
//   second time): engine.ts. (Reveal plans were kept per state too while listing made them; since a
//   draw is listed from a cheaper test, reveal.ts canReveal, a plan is made once, when drawing, and
//   keeping it measured no gain.)
// - per tiles array: the square lookup grid (cave.ts). One grid serves an array and the arrays grown
//   from it, a draft writing a new tile's index into it rather than copying it: a lookup keeps only
//   indices of tiles that are on that square in the array asked about, so what each array is told
//   never changes (cave.ts, Grid, says why);
// - per dice stream state: the generator that produced it, so the next roll does not rebuild one
//   from the state (rng.ts).
// - per tiles array: the steps out of each tile (a side mask per kind of step and walking rule) and
//   each tile's neighbours, worked out the first time a listing asks (movement.ts, StepTable). The
//   tiles array is the key because the steps out of a tile depend on that tile and its neighbours
//   alone, and a step that changes or adds a tile makes a new array: so the table of one array serves
//   every state between two changes of the cave (most steps change no tile). A draft's own array,
//   written in place, is dropped from this memo at each write (draft.ts).
import type { Grid } from './cave.js';
import type { StepTable } from './movement.js';
import type { Prng } from './rng.js';
import type { Action, GameState, RngState, Tile } from './types.js';

/**
 * What a few objects determine, found again by the objects' identity: the last `size` keys asked
 * about, the most recent first. The rules ask about the same state or tiles array many times in a
 * row, so a lookup is almost always one pointer comparison. (A WeakMap was measured 30% slower on
 * the engine benchmark: every step makes a new state, and a WeakMap entry per step is costly to
 * collect.) At most `size` keys are held, strongly, until newer ones push them out.
 */
export class Memo<K extends object, V> {
  private readonly keys: (K | null)[];
  private readonly values: (V | undefined)[];

  constructor(readonly size: number) {
    this.keys = new Array<K | null>(size).fill(null);
    this.values = new Array<V | undefined>(size).fill(undefined);
  }

  get(key: K): V | undefined {
    const keys = this.keys;
    if (keys[0] === key) return this.values[0];
    for (let i = 1; i < keys.length; i++) {
      if (keys[i] === key) {
        const v = this.values[i];
        this.moveToFront(i, key, v);
        return v;
      }
    }
    return undefined;
  }

  set(key: K, value: V): void {
    const i = this.keys.indexOf(key);
    this.moveToFront(i < 0 ? this.keys.length - 1 : i, key, value);
  }

  /**
   * The value the next `set` of a new key pushes out (the least recently asked), or undefined while
   * there is room: nothing else holds a memo's values, so its owner may reuse it for the new key.
   */
  leaving(): V | undefined {
    const last = this.keys.length - 1;
    return this.keys[last] === null ? undefined : this.values[last];
  }

  /** The value of `key` goes on under `next` (the most recent key now); `key` is forgotten. */
  rekey(key: K, next: K, value: V): void {
    const keys = this.keys;
    let i = keys.indexOf(key);
    if (i < 0) i = keys.indexOf(next);
    this.moveToFront(i < 0 ? keys.length - 1 : i, next, value);
  }

  delete(key: K): void {
    const i = this.keys.indexOf(key);
    if (i < 0) return;
    for (let j = i; j < this.keys.length - 1; j++) {
      this.keys[j] = this.keys[j + 1];
      this.values[j] = this.values[j + 1];
    }
    this.keys[this.keys.length - 1] = null;
    this.values[this.keys.length - 1] = undefined;
  }

  private moveToFront(i: number, key: K, value: V | undefined): void {
    for (let j = i; j > 0; j--) {
      this.keys[j] = this.keys[j - 1];
      this.values[j] = this.values[j - 1];
    }
    this.keys[0] = key;
    this.values[0] = value;
  }
}

// ---- The core's memos, all of them.

/** Per state: its legal actions once listed. Only states the core has returned (listed by legalActions) are ever keys, never a Draft's working copy. */
export const stateMemo = new Memo<GameState, readonly Action[]>(4);

/** Per tiles array: the square lookup grid (cave.ts). */
export const gridMemo = new Memo<readonly Tile[], Grid>(8);

/** Per tiles array: the steps out of its tiles (movement.ts). */
export const stepMemo = new Memo<readonly Tile[], StepTable>(4);

/** Per dice stream state: the generator now at that state (rng.ts). */
export const prngMemo = new Memo<RngState, Prng>(4);

/**
 * Not a memo but the core's one reused buffer: the queue of the cave's one search (search.ts). A
 * typed array of its size lives outside V8's heap, and making one for every search was over a third
 * of a search's time (37%; the AI runs thousands of searches a decision: docs/balance.md,
 * *Decision time*). Nothing passes from one search to the next through it: a search writes every
 * entry before it reads it. A search takes it (leaving null) and puts it back when it ends, so one
 * that runs while another is under way (from inside a step cost) makes its own.
 */
export const searchRing: { spare: Int32Array | null } = { spare: null };
