// Squares and choices in words: where a square lies (from the Start, the one fixed point of every
// cave), and what each option of a choice is ("north, towards Medic (6)"), for the prompts and the log.
import {
  DIR_NAME,
  type GameState,
  nearestVictim,
  onTile,
  type Pending,
  type Pos,
  samePos,
  TILE_KINDS,
  tileAt,
} from '../../engine/index.js';
import { caverName, fromStart, stepDir } from './describe.js';

export { fromStart };

/** Who stands on a square, in words ("Medic (6), Leader (8)"), or ''. */
export function whoIsAt(s: GameState, at: Pos): string {
  return s.cavers
    .filter((c) => onTile(c) && samePos(c.at, at))
    .map((c) => caverName(c.id))
    .join(', ');
}

/** A tile's name and place: "the Water tile 2 north of the Start". */
export function tileWords(s: GameState, at: Pos): string {
  const t = tileAt(s, at[0], at[1]);
  if (!t) return fromStart(at);
  if (t.type === 'start') return 'the Start';
  return `the ${TILE_KINDS[t.type].name} tile ${fromStart(at)}`;
}

/** The victim a horror on (or appearing on) a square would hunt, in words: "Medic (6), 3 steps away". */
function huntWords(s: GameState, at: Pos): string {
  const v = nearestVictim(s, at);
  if (!v) return 'no victim in reach';
  return `${caverName(s.cavers[v.seat].id)}, ${v.dist} step${v.dist === 1 ? '' : 's'} away`;
}

/** One option of a choice the game waits for, in words. */
export function optionWords(s: GameState, p: Pending, idx: number): string {
  const at = p.options[idx];
  if (!at) return '';
  switch (p.kind) {
    case 'horror-path': {
      const d = p.from ? stepDir(p.from, at) : null;
      const v = p.from ? nearestVictim(s, p.from) : null;
      const toward = v ? `, towards ${caverName(s.cavers[v.seat].id)}` : '';
      return d ? `${DIR_NAME[d]}${toward}` : `to ${fromStart(at)}${toward}`;
    }
    case 'horror-order':
      return `the horror on ${tileWords(s, at)} (hunting ${huntWords(s, at)})`;
    case 'horror-place':
      return `${tileWords(s, at)} (near ${huntWords(s, at)})`;
    case 'surface':
      return surfaceWords(s, at);
  }
}

/** A water tile the Diver may surface on, in words (who is there, and a horror if one is). */
export function surfaceWords(s: GameState, at: Pos): string {
  const who = whoIsAt(s, at);
  const horror = s.horrors.some((h) => samePos(h.at, at));
  const extra = [who ? `with ${who}` : '', horror ? 'a horror is there!' : ''].filter(Boolean).join('; ');
  return `${tileWords(s, at)}${extra ? ` (${extra})` : ''}`;
}
