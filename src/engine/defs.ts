// How actions and cavers are described to the core: tables of definitions, not scattered ifs.
import type { Draft } from './draft.js';
import type { Action, ActionDo, CaverId, GameState } from './types.js';

export interface ActionDef {
  readonly do: ActionDo;
  readonly name: string;
  /** AP cost. */
  readonly ap: number;
  /** Takes a skill test as well ("2 + test"). */
  readonly test?: boolean;
  readonly text: string;
  /**
   * Every action of this kind the caver (at `seat`, named `caver`) may take now. Built from the same
   * predicates as `check`, so each is legal as it stands (the property tests hold them to it).
   */
  candidates(s: GameState, seat: number, caver: CaverId): Action[];
  /** Why this caver cannot take this action now, or null. Turn, AP and pending are checked by the core. */
  check(s: GameState, seat: number, a: Action): string | null;
  /** Apply it; AP are already paid. */
  run(d: Draft, seat: number, a: Action): void;
}

export interface Ability {
  readonly name: string;
  /** AP cost, or 'passive'. */
  readonly cost: number | 'passive';
  readonly text: string;
}

export interface CaverDef {
  readonly id: CaverId;
  /** Rulebook number: lower is chosen first by horrors on a tie. */
  readonly number: number;
  readonly name: string;
  readonly tr: string;
  readonly fr: string;
  /** Starting (and maximum) health. */
  readonly hp: number;
  readonly abilities: readonly Ability[];
  /** This caver's own actions. */
  readonly actions: readonly ActionDef[];
  /** Limited uses of an ability per game (Pathfinder, Demolition). */
  readonly charges?: number;
  /** Move (and Run, Sprint) may enter flooded tiles, tunnels, tiles with rubble. */
  readonly walk?: { readonly flooded?: boolean; readonly tunnel?: boolean; readonly rubble?: boolean };
  /** Floods never hurt. */
  readonly floodProof?: boolean;
  /** Never a horror's victim; sharing a tile with a horror costs nothing. */
  readonly stealthy?: boolean;
  /** Added to own skill tests while conscious. */
  readonly skillBonus?: number;
  /** Health lost to a cave-in instead of 3. */
  readonly caveInLoss?: number;
  /** Others on this caver's tile lose no health to Flood, Gas, Cave-in or Tremor while it is conscious. */
  readonly protector?: boolean;
  /** May discard a drawn tile and place the next (uses `charges`). */
  readonly pathfinder?: boolean;
  /** Holds a tile aside and places one of two. */
  readonly intuition?: boolean;
}
