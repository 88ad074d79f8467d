// Where the player is in choosing an action: the prompts of a turn, as data.
import type { Action, CaverId, Dir } from '../../engine/index.js';

export type DirKind = 'move' | 'explore' | 'reveal' | 'swim' | 'squeeze' | 'clear' | 'quickdig' | 'demolish' | 'repel';
export type PathKind = 'run' | 'sprint';
export type TargetKind = 'heal' | 'firstaid' | 'direct';

/** The action kinds chosen with a direction. */
export const DIR_KINDS: readonly DirKind[] = [
  'move',
  'explore',
  'reveal',
  'swim',
  'squeeze',
  'clear',
  'quickdig',
  'demolish',
  'repel',
];

/** The prompt the player is at. `directed` = choosing for the caver the Leader directs. */
export type Mode =
  | { readonly m: 'idle' }
  | { readonly m: 'dir'; readonly kind: DirKind; readonly directed?: CaverId }
  /** Placing the tile drawn (the state's `drawn`): which of the tiles (the Geologist's two) and which turn of it. */
  | {
      readonly m: 'orient';
      readonly kind: 'reveal' | 'explore';
      readonly dir: Dir;
      readonly variant: number;
      readonly turn: number;
      readonly directed?: CaverId;
      readonly exitWarned?: boolean;
    }
  | {
      readonly m: 'path';
      readonly kind: PathKind;
      readonly path: readonly Dir[];
      readonly directed?: CaverId;
      /** A Run of one step, where a Move does the same for fewer action points: Enter again runs. */
      readonly shortWarned?: boolean;
    }
  | { readonly m: 'target'; readonly kind: TargetKind; readonly idx: number; readonly directed?: CaverId }
  | { readonly m: 'directMenu'; readonly target: CaverId }
  | { readonly m: 'square'; readonly kind: 'surface' | 'choose'; readonly idx: number }
  | { readonly m: 'confirmEnd' }
  /** Heal or First aid on a caver at full health: legal (RULES.md §4), but asked first. */
  | { readonly m: 'confirmHeal'; readonly action: Action; readonly directed?: CaverId }
  | { readonly m: 'confirmMove'; readonly dir: Dir; readonly directed?: CaverId };

export const IDLE: Mode = { m: 'idle' };

/** What one key press does: the next prompt, maybe an action to submit, maybe a line for the status bar. */
export interface Step {
  readonly mode: Mode;
  /** An action to submit to the core. */
  readonly submit?: Action;
  /** A hint or a refusal for the status line. */
  readonly msg?: string;
}
