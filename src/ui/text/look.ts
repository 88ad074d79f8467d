// What look mode says about a square: the tile and its rule, its open sides and markers, who stands
// there with health and state, a horror's victim and distance, and what entering would cost the
// acting caver. Every fact is read from the state or asked of the rules (never worked out here).
import {
  actionInfo,
  BIT,
  caverDef,
  type CaverId,
  DIRS,
  entryCost,
  gasEntryLoss,
  type GameState,
  horrorHunts,
  isConscious,
  isExit,
  movesOnto,
  onTile,
  OPPOSITE,
  type Pos,
  samePos,
  TILE_KINDS,
  tileAt,
} from '../../engine/index.js';
import { DIR_NAME, orList } from '../../words/index.js';
import { costWords } from './danger.js';
import { caverName, tileName } from './describe.js';
import { fromStart } from './where.js';

function sides(mask: number): string {
  return DIRS.filter((d) => mask & BIT[d])
    .map((d) => DIR_NAME[d])
    .join(', ');
}

/** A caver's health and state in words: "Medic (6): 2/3 health, hidden". */
function caverWords(s: GameState, seat: number): string {
  const c = s.cavers[seat];
  const state: string[] = [];
  if (c.removed) state.push('taken by the dark');
  else if (c.underwater) state.push('under water');
  if (!c.removed && !isConscious(c)) state.push('unconscious until healed');
  if (c.hidden) state.push('hidden this round');
  if (onTile(c) && isExit(s, c.at)) state.push('on the Exit: safe');
  if (s.turn === seat) state.push(`acting, ${s.ap} AP`);
  if (caverDef(c.id).stealthy) state.push('never a victim');
  return `${caverName(c.id)}: ${c.hp}/${c.maxHp} health${state.length ? `, ${state.join(', ')}` : ''}`;
}

/** The lines look mode shows for a square (unwrapped: the caller wraps them to its width). */
export function lookLines(s: GameState, at: Pos): string[] {
  const out: string[] = [fromStart(at)];
  const t = tileAt(s, at[0], at[1]);
  if (!t) {
    // Where a tile can go: an open side of a neighbour faces this square.
    const from = DIRS.filter((d) => {
      const n = tileAt(s, at[0] - (d === 'E' ? 1 : d === 'W' ? -1 : 0), at[1] - (d === 'S' ? 1 : d === 'N' ? -1 : 0));
      return n !== undefined && (n.open & BIT[d]) !== 0;
    });
    if (from.length)
      out.push(
        `Unexplored: a tile can be revealed here from the ${from.map((d) => DIR_NAME[OPPOSITE[d]]).join(' or the ')}.`,
      );
    else out.push('Solid rock: no tile, no way in.');
    return out;
  }
  const kind = TILE_KINDS[t.type];
  const name = t.faces ? tileName({ type: 'cavein', shape: t.shape, faces: t.faces }) : kind.name;
  out.push(`${name} tile: ${kind.rule}`);
  out.push(`Open: ${sides(t.open) || 'none'}${t.blasted ? ` (blown open: ${sides(t.blasted)})` : ''}`);
  const marks: string[] = [];
  // How a flooded tile or rubble is got into: the actions that do it and who may Move in anyway, as
  // the rules say (for the acting caver, or any: the basic actions are everyone's).
  const who = s.turn !== null ? s.cavers[s.turn].id : s.cavers[0].id;
  const info = (kind: 'move' | 'swim' | 'clear') => actionInfo(who, kind)!;
  const some = (ids: readonly CaverId[]): string => orList(ids.map((id) => `the ${caverDef(id).name}`));
  if (t.flooded)
    marks.push(
      `Flooded: only ${info('swim').name} enters (${some(movesOnto('flooded'))} may ${info('move').name} in).`,
    );
  if (t.rubble)
    marks.push(`Rubble: clear it (${info('clear').ap} AP) before anyone but ${some(movesOnto('rubble'))} enters.`);
  if (t.type === 'gas' && s.gasLeak > 0) marks.push(`Gas leaking: entering costs ${gasEntryLoss(s)} health.`);
  if (t.faces) marks.push(`Collapses when a Cave-in rolls ${t.faces[0]} or ${t.faces[1]}.`);
  if (t.arrow && (t.type === 'ledge' || t.type === 'drop')) {
    if (t.rope) marks.push(`A rope: the ${t.type}'s arrow (${DIR_NAME[t.arrow]}) holds no one.`);
    else if (t.type === 'ledge') marks.push(`Arrow ${DIR_NAME[t.arrow]}: nothing goes out that side without a rope.`);
    else marks.push(`Slopes ${DIR_NAME[t.arrow]}: no Move back ${DIR_NAME[OPPOSITE[t.arrow]]} without a rope.`);
  }
  out.push(...marks);
  s.cavers.forEach((c, seat) => {
    if (onTile(c) && samePos(c.at, at)) out.push(caverWords(s, seat));
  });
  for (const h of horrorHunts(s)) {
    if (!samePos(h.at, at)) continue;
    if (h.victim === null || h.fades) out.push(`A horror: no victim within reach, it fades in the Horror phase.`);
    else
      out.push(
        `A horror hunting ${caverName(h.victim)}, ${h.dist} step${h.dist === 1 ? '' : 's'} away${h.tie ? ' (two ways: the first caver chooses)' : ''}.`,
      );
  }
  // What stepping here would cost the acting caver.
  const actor = s.turn !== null ? s.cavers[s.turn] : null;
  if (actor && actor.at && !samePos(actor.at, at)) {
    const words = costWords(entryCost(s, actor.id, at));
    if (words.length) out.push(`For ${caverName(actor.id)}, entering: ${words.join('; ')}.`);
  }
  return out;
}
