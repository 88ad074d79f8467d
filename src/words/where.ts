// Squares and choices in words: where a square lies (from the Start, the one fixed point of every
// cave), and what each option of a choice is ("north, towards Medic (6)"), for the prompts and the log.
import { type GameState, nearestVictim, onTile, type Pending, type Pos, samePos, tileAt } from '../engine/index.js';
import { caverName, fromStart, stepDir } from './describe.js';
import { dirName } from './lists.js';
import { tileTypeName } from './names.js';
import { say } from './say.js';

/** Who stands on a square, in words ("Medic (6), Leader (8)"), or ''. */
export function whoIsAt(s: GameState, at: Pos): string {
  return s.cavers
    .filter((c) => onTile(c) && samePos(c.at, at))
    .map((c) => caverName(c.id))
    .join(say('list.comma'));
}

/** A tile's name and place: "the Water tile 2 north of the Start". */
export function tileWords(s: GameState, at: Pos): string {
  const t = tileAt(s, at[0], at[1]);
  if (!t) return fromStart(at);
  if (t.type === 'start') return say('place.start');
  return say('place.tile', { name: tileTypeName(t.type), place: fromStart(at) });
}

/** The victim a horror on (or appearing on) a square would hunt, in words: "Medic (6), 3 steps away". */
function huntWords(s: GameState, at: Pos): string {
  const v = nearestVictim(s, at);
  if (!v) return say('log.option.no-victim');
  return say('log.option.hunt', { who: caverName(s.cavers[v.seat].id), count: v.dist });
}

/** One option of a choice the game waits for, in words. */
export function optionWords(s: GameState, p: Pending, idx: number): string {
  const at = p.options[idx];
  if (!at) return '';
  switch (p.kind) {
    case 'horror-path': {
      const d = p.from ? stepDir(p.from, at) : null;
      const v = p.from ? nearestVictim(s, p.from) : null;
      const who = v ? caverName(s.cavers[v.seat].id) : null;
      if (d)
        return who
          ? say('log.option.way-toward', { where: dirName(d), who })
          : say('log.option.way', { where: dirName(d) });
      const place = fromStart(at);
      return who ? say('log.option.to-toward', { place, who }) : say('log.option.to', { place });
    }
    case 'horror-order':
      return say('log.option.horror-order', { tile: tileWords(s, at), hunt: huntWords(s, at) });
    case 'horror-place':
      return say('log.option.horror-place', { tile: tileWords(s, at), hunt: huntWords(s, at) });
    case 'surface':
      return surfaceWords(s, at);
  }
}

/** A water tile the Diver may surface on, in words (who is there, and a horror if one is). */
export function surfaceWords(s: GameState, at: Pos): string {
  const who = whoIsAt(s, at);
  const horror = s.horrors.some((h) => samePos(h.at, at));
  const extra = [who ? say('log.option.with', { who }) : '', horror ? say('log.option.horror-there') : '']
    .filter(Boolean)
    .join(say('log.option.separator'));
  const tile = tileWords(s, at);
  return extra ? say('log.option.surface-with', { tile, extra }) : say('log.option.surface', { tile });
}
