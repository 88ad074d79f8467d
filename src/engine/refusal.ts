// Why the rules refuse something, as data: a code and the parameters the reason needs (directions,
// caver ids, action names, tile types, field names, numbers), never a sentence. The words module
// (src/words/) makes the sentences, in whatever language the player reads; a record or a network
// message can carry a refusal as it is.
import type { CaverId, Difficulty } from './facts.js';
import type { ActionDo, Dir, PendingKind, Pos, Shape, TileType } from './types.js';

/** The fields of a record's action or options a refusal can name. */
export type FieldName =
  | 'caver'
  | 'dir'
  | 'path'
  | 'target'
  | 'action'
  | 'at'
  | 'option'
  | 'kind'
  | 'open'
  | 'discard'
  | 'keep'
  | 'seed'
  | 'difficulty'
  | 'players'
  | 'cavers'
  | 'easy'
  | 'rules';

/** A field whose value is not what it must be: what it must be (`expect`), and what that needs. */
export type FieldRefusal =
  | {
      readonly code: 'field';
      readonly field: FieldName;
      /**
       * dir: N, E, S or W; dir-or-own: that or left out; path-dirs: a list of those; caver: a caver in
       * this game; boolean: true or false; true: true when present; keep: 0 or 1; sides: a tile's
       * open sides; square: [x,y]; draw-kind: reveal or explore; directed-action: the directed
       * caver's action object; object: an object; offered-water: a water tile the choice offers;
       * nonempty: a non-empty string.
       */
      readonly expect:
        | 'dir'
        | 'dir-or-own'
        | 'path-dirs'
        | 'caver'
        | 'boolean'
        | 'true'
        | 'keep'
        | 'sides'
        | 'square'
        | 'draw-kind'
        | 'directed-action'
        | 'object'
        | 'offered-water'
        | 'nonempty';
    }
  /** A list of 1 to `max` directions (a Run's or a Sprint's path). */
  | { readonly code: 'field'; readonly field: FieldName; readonly expect: 'path'; readonly max: number }
  /** A whole number from `min` to `max`. */
  | {
      readonly code: 'field';
      readonly field: FieldName;
      readonly expect: 'whole';
      readonly min: number;
      readonly max: number;
    }
  /** One of this game's cavers. */
  | {
      readonly code: 'field';
      readonly field: FieldName;
      readonly expect: 'game-caver';
      readonly cavers: readonly CaverId[];
    }
  /** One of the difficulties; `got` what was given (undefined: missing). */
  | {
      readonly code: 'field';
      readonly field: FieldName;
      readonly expect: 'difficulty';
      readonly difficulties: readonly Difficulty[];
      readonly got: unknown;
    }
  /** A team of `min` to `max` caver ids. */
  | {
      readonly code: 'field';
      readonly field: FieldName;
      readonly expect: 'team';
      readonly min: number;
      readonly max: number;
    }
  /** A rules revision (a whole number from 1); `got` what was given. */
  | { readonly code: 'field'; readonly field: FieldName; readonly expect: 'revision'; readonly got: unknown };

/** The steps of a move that can be refused: a step's own tile, or the tile beyond it. */
type StepRefusal =
  /** A ledge's arrow points `dir`: nothing goes out that side until a rope is placed. */
  | { readonly code: 'ledge-arrow'; readonly dir: Dir }
  /** A drop's arrow: no Move back up against it (toward `dir`) until a rope is placed. */
  | { readonly code: 'drop-arrow'; readonly dir: Dir }
  /** The caver's tile has no opening toward `dir` (`by`: the step, or a Reveal, that tried it). */
  | { readonly code: 'wall'; readonly dir: Dir; readonly by: 'step' | 'reveal' }
  /** No tile lies toward `dir` yet. */
  | { readonly code: 'no-tile'; readonly dir: Dir }
  /** The tile toward `dir` is walled on the side facing the caver. */
  | { readonly code: 'walled'; readonly dir: Dir }
  /** Swim: the tile toward `dir` is not flooded. */
  | { readonly code: 'not-flooded'; readonly dir: Dir }
  /** Squeeze: the tile toward `dir` is not a tunnel. */
  | { readonly code: 'not-tunnel'; readonly dir: Dir }
  /** Move: the tile toward `dir` is flooded (Swim enters it). */
  | { readonly code: 'flooded'; readonly dir: Dir }
  /** Move: the tile toward `dir` is a tunnel (Squeeze enters it). */
  | { readonly code: 'tunnel'; readonly dir: Dir }
  /** Move: rubble blocks the tile toward `dir`. */
  | { readonly code: 'rubble'; readonly dir: Dir };

/** Every reason the rules give for refusing an action, a new game's options, a tile id or a saved draw. */
export type Refusal =
  | FieldRefusal
  | StepRefusal
  // ---- The action object itself.
  | { readonly code: 'action-not-object' }
  | { readonly code: 'unknown-action'; readonly got: unknown }
  | { readonly code: 'stray-field'; readonly action: string; readonly field: string }
  // ---- Whose turn, what the game waits for.
  | { readonly code: 'game-over' }
  | { readonly code: 'not-your-choice'; readonly chooser: CaverId; readonly player: number; readonly caver: CaverId }
  | { readonly code: 'waiting'; readonly kind: PendingKind; readonly max: number }
  | { readonly code: 'nothing-to-choose' }
  | { readonly code: 'not-your-turn'; readonly turn: CaverId | null; readonly caver: CaverId }
  | { readonly code: 'surface-first' }
  | { readonly code: 'turn-done'; readonly underwater: boolean }
  | { readonly code: 'must-surface' }
  | { readonly code: 'exerted' }
  | { readonly code: 'no-action'; readonly caver: CaverId; readonly action: ActionDo }
  /** The action costs more AP than the caver has; `canExert`: exerting would give one more. */
  | {
      readonly code: 'ap';
      readonly caver: CaverId;
      readonly action: ActionDo;
      readonly cost: number;
      readonly have: number;
      readonly canExert: boolean;
    }
  // ---- Where the caver stands, whom it acts on.
  | { readonly code: 'off-tile' }
  | { readonly code: 'not-yourself' }
  | { readonly code: 'not-here'; readonly caver: CaverId }
  /** Step `step` (from 1) of a Run or Sprint is refused, for this reason. */
  | { readonly code: 'path-step'; readonly step: number; readonly why: Refusal }
  | { readonly code: 'not-connected'; readonly dir: Dir }
  /** No rubble on the caver's own tile (`dir` undefined) or on the connected tile toward `dir`. */
  | { readonly code: 'no-rubble'; readonly dir?: Dir }
  | { readonly code: 'rope-tile' }
  | { readonly code: 'has-rope' }
  | { readonly code: 'no-ropes'; readonly supply: number }
  // ---- Reveal and Explore, the tile drawn, Pathfinder.
  | { readonly code: 'tile-there'; readonly dir: Dir }
  | { readonly code: 'no-tile-fits' }
  /** No cave tiles are left to draw; `held`: and the Geologist's tile held aside cannot go there. */
  | { readonly code: 'deck-empty'; readonly held: boolean }
  | { readonly code: 'deck-empty-keep' }
  | { readonly code: 'no-placement' }
  | { readonly code: 'pathfinder-unusable' }
  | { readonly code: 'pathfinder-nothing-drawn' }
  | { readonly code: 'pathfinder-not-scout'; readonly caver: CaverId }
  | { readonly code: 'pathfinder-used' }
  | { readonly code: 'pathfinder-spent' }
  | { readonly code: 'pathfinder-no-tile' }
  /** A tile is drawn and must be placed first: the draw's action, side, caver and directing Leader. */
  | {
      readonly code: 'place-drawn';
      readonly action: 'reveal' | 'explore';
      readonly dir: Dir;
      readonly caver: CaverId;
      readonly by: CaverId | null;
    }
  | { readonly code: 'drawn-dir'; readonly dir: Dir }
  | { readonly code: 'discard-first' }
  | { readonly code: 'discarded' }
  | { readonly code: 'keep-geologist' }
  | { readonly code: 'held-no-fit' }
  | { readonly code: 'drawn-no-fit' }
  | { readonly code: 'nothing-drawn' }
  /** `open` (the sides given) is not a turn of the drawn tile of this type and shape. */
  | { readonly code: 'not-a-turn'; readonly open: string; readonly tile: TileType; readonly shape: Shape }
  /** The tile must open toward the caver's tile: its `side`. */
  | { readonly code: 'open-toward'; readonly side: Dir }
  | { readonly code: 'closes-cave'; readonly open: string }
  // ---- The cavers' own actions.
  | { readonly code: 'no-horror'; readonly dir: Dir }
  | { readonly code: 'horror-on-exit'; readonly dir: Dir }
  | { readonly code: 'dive-water' }
  | { readonly code: 'not-underwater' }
  | { readonly code: 'not-water'; readonly at: Pos }
  | { readonly code: 'no-explosives'; readonly charges: number }
  | { readonly code: 'no-wall'; readonly dir: Dir }
  | { readonly code: 'direct-used' }
  | { readonly code: 'direct-self' }
  | { readonly code: 'not-directable'; readonly caver: CaverId }
  | { readonly code: 'directed-caver'; readonly caver: CaverId }
  | { readonly code: 'not-one-ap'; readonly caver: CaverId; readonly action: string }
  /** The Leader directed `caver` to take `action`, which it cannot, for this reason. */
  | { readonly code: 'directed'; readonly caver: CaverId; readonly action: ActionDo; readonly why: Refusal }
  // ---- A new game's options (RECORD.md's fields).
  | { readonly code: 'unknown-caver'; readonly id: string }
  | { readonly code: 'caver-twice'; readonly id: string }
  | { readonly code: 'team-size'; readonly n: number; readonly min: number; readonly max: number }
  /** With this many players the team is `need` cavers; it lists `n`. */
  | { readonly code: 'team-players'; readonly players: number; readonly need: number; readonly n: number }
  | { readonly code: 'newer-rules'; readonly rules: number; readonly current: number }
  | { readonly code: 'unknown-hazard'; readonly index: number; readonly got: unknown }
  | { readonly code: 'bad-die'; readonly index: number; readonly got: unknown }
  // ---- A tile id ("gas:L", "cavein:T:2,5").
  | { readonly code: 'tile-not-string' }
  | { readonly code: 'tile-type'; readonly id: string; readonly type: string }
  | { readonly code: 'tile-shape'; readonly id: string }
  | { readonly code: 'tile-faces'; readonly id: string; readonly shape: Shape }
  | { readonly code: 'tile-extra'; readonly id: string }
  // ---- A draw in progress as a save carries it.
  | { readonly code: 'draw-not-object' }
  | { readonly code: 'draw-kind' }
  | { readonly code: 'draw-stray'; readonly field: string };

export type RefusalCode = Refusal['code'];

/** Is this value a refusal (the other half of a `T | Refusal` result, T an object without a `code`)? */
export function isRefusal(x: object): x is Refusal {
  return 'code' in x;
}

// The refusals with no parameters, made once (listing asks some of them in every state).
export const OFF_TILE: Refusal = { code: 'off-tile' };
export const BAD_DIR: Refusal = { code: 'field', field: 'dir', expect: 'dir' };
