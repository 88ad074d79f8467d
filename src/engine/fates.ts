// What became of each caver, read from the game's events (RULES.md §1, §4, §6, §8): where it is (on
// the Exit, in the cave, unconscious, under water, taken by the dark), and every time it was lost
// (fainted, or removed by Out of Time) with the cause, the round, and whether it was woken again.
// A fold: the fates so far and the next events give the fates after them, so a game in progress
// keeps them cheaply and a whole game's events (a replay) give them at once.
import type { CaverId, DamageCause, GameEvent, Pos } from './types.js';

/** Why a caver was lost: the damage that made it faint, or Out of Time. */
export type LossCause = DamageCause | 'outoftime';

/** One loss: the caver fainted (or was taken by the dark). */
export interface Loss {
  readonly cause: LossCause;
  readonly round: number;
  /** The round it was woken (healed back to 1 health), or null: never so far. The dark's are never woken. */
  readonly woken: number | null;
}

/** Where a caver is as the events leave it: on the Exit, in the cave (conscious), unconscious, under water, or taken by the dark. */
export type FateState = 'exit' | 'cave' | 'unconscious' | 'underwater' | 'removed';

export interface CaverFate {
  readonly caver: CaverId;
  readonly state: FateState;
  /** Its square (null under water or once removed). */
  readonly at: Pos | null;
  /** Every loss, in order; the last one, if not woken, is why it is lost now. */
  readonly losses: readonly Loss[];
}

export interface Fates {
  /** The round the events have reached. */
  readonly round: number;
  /** The Exit's square, once revealed. */
  readonly exit: Pos | null;
  /** In seating order. */
  readonly cavers: readonly CaverFate[];
  /** Per caver (seating order), the cause of its last damage: what a faint that follows it is due to. */
  readonly hurt: readonly (DamageCause | null)[];
}

/** The fates before anything happened: everyone conscious on the Start tile. */
export function startFates(cavers: readonly CaverId[]): Fates {
  return {
    round: 0,
    exit: null,
    cavers: cavers.map((caver) => ({ caver, state: 'cave', at: [0, 0], losses: [] })),
    hurt: cavers.map(() => null),
  };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Editable = Mutable<Omit<CaverFate, 'losses'>> & { losses: Loss[] };

function place(f: Editable, at: Pos | null, exit: Pos | null): void {
  f.at = at;
  if (f.state === 'cave' || f.state === 'exit' || f.state === 'underwater') {
    f.state = at === null ? 'underwater' : exit !== null && at[0] === exit[0] && at[1] === exit[1] ? 'exit' : 'cave';
  }
}

/** The fates after `events` (in the order the game emitted them, its `round` events included). */
export function foldFates(fates: Fates, events: readonly GameEvent[]): Fates {
  let round = fates.round;
  let exit = fates.exit;
  let cavers: Editable[] | null = null;
  let hurt: (DamageCause | null)[] | null = null;
  const copied = new Set<number>();
  const seatOf = (id: CaverId): number => fates.cavers.findIndex((c) => c.caver === id);
  const edit = (id: CaverId): Editable => {
    const seat = seatOf(id);
    cavers ??= fates.cavers.slice() as Editable[];
    if (!copied.has(seat)) {
      cavers[seat] = { ...cavers[seat], losses: cavers[seat].losses.slice() };
      copied.add(seat);
    }
    return cavers[seat];
  };
  for (const e of events) {
    switch (e.t) {
      case 'round':
        round = e.round;
        break;
      case 'reveal':
        if (e.tile.type === 'exit') exit = e.at;
        break;
      case 'move': {
        const f = edit(e.caver);
        place(f, e.to, exit);
        break;
      }
      case 'surface': {
        const f = edit(e.caver);
        f.state = f.state === 'unconscious' ? 'unconscious' : 'cave';
        place(f, e.at, exit);
        break;
      }
      case 'dive': {
        const f = edit(e.caver);
        place(f, null, exit);
        break;
      }
      case 'damage':
        if (e.amount > 0) {
          hurt ??= fates.hurt.slice();
          hurt[seatOf(e.caver)] = e.cause;
        }
        break;
      case 'faint': {
        const f = edit(e.caver);
        const cause = (hurt ?? fates.hurt)[seatOf(e.caver)] ?? 'horror';
        f.losses.push({ cause, round, woken: null });
        f.state = 'unconscious';
        break;
      }
      case 'wake': {
        const f = edit(e.caver);
        const last = f.losses.length - 1;
        if (last >= 0) f.losses[last] = { ...f.losses[last], woken: round };
        f.state = 'cave';
        // Woken under water would be impossible (no one heals there); on the board, where it stands.
        place(f, f.at, exit);
        break;
      }
      case 'removed': {
        const f = edit(e.caver);
        f.losses.push({ cause: 'outoftime', round, woken: null });
        f.state = 'removed';
        f.at = null;
        break;
      }
      default:
        break;
    }
  }
  // The Exit revealed under someone already standing there cannot happen (a tile is revealed on an
  // empty square), so positions need no second look.
  if (cavers === null && hurt === null && round === fates.round && exit === fates.exit) return fates;
  return { round, exit, cavers: cavers ?? fates.cavers, hurt: hurt ?? fates.hurt };
}

/** The fates at the end of a whole game's events (from newGame's on). */
export function fatesOf(cavers: readonly CaverId[], events: readonly GameEvent[]): Fates {
  return foldFates(startFates(cavers), events);
}
