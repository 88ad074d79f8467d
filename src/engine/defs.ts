// How actions are described to the core: a table of definitions, not scattered ifs. The cavers'
// own data (health, passives, abilities) is in facts.ts; their actions use these shapes.
import { abilityOf, type CaverId } from './facts.js';
import type { Draft } from './draft.js';
import type { Refusal } from './refusal.js';
import type { Action, ActionDo, GameState, Tile } from './types.js';

/**
 * What the players see of an action: its cost (the public face of an ActionDef). Its name and text
 * are words (src/words/en/game.ts: `action.<do>`).
 */
export interface ActionInfo {
  readonly do: ActionDo;
  /** AP cost. */
  readonly ap: number;
  /** Takes a skill test as well ("2 + test"). */
  readonly test?: boolean;
  /** Run and Sprint: the most Moves a path may have. */
  readonly steps?: number;
}

export interface ActionDef extends ActionInfo {
  /**
   * Every action of this kind the caver (at `seat`, named `caver`, standing on `from`: undefined off
   * the board) may take now, pushed onto `out` (listing makes one array, not one per kind, and finds
   * the caver's tile once: `at` is its index in the state's tiles, -1 off the board, by which the
   * cave's step table is read). Built from the same predicates as `check`, so each is legal as it
   * stands (the property tests hold them to it).
   */
  candidates(s: GameState, seat: number, caver: CaverId, out: Action[], from: Tile | undefined, at: number): void;
  /** Why this caver cannot take this action now, or null. Turn, AP and pending are checked by the core. */
  check(s: GameState, seat: number, a: Action): Refusal | null;
  /** Apply it; AP are already paid. */
  run(d: Draft, seat: number, a: Action): void;
}

/** An ActionDef's kind and cost. */
export type ActionHead = Pick<ActionInfo, 'do' | 'ap' | 'test'>;

/** The head of a caver's own action, from its ability in the table (facts.ts). */
export function abilityHead(id: CaverId, kind: ActionDo): ActionHead {
  const a = abilityOf(id, kind);
  return { do: kind, ap: a.cost };
}
