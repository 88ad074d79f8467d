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
  tileAt,
} from '../../engine/index.js';
import { actionName, caverTitle, DIR_NAME, orList, say, tileRule, tileTypeName } from '../../words/index.js';
import { costWords } from './danger.js';
import { caverName, tileName } from './describe.js';
import { fromStart } from './where.js';

function sides(mask: number): string {
  return DIRS.filter((d) => mask & BIT[d])
    .map((d) => DIR_NAME[d])
    .join(say('list.comma'));
}

/** A caver's health and state in words: "Medic (6): 2/3 health, hidden". */
function caverWords(s: GameState, seat: number): string {
  const c = s.cavers[seat];
  const state: string[] = [];
  if (c.removed) state.push(say('look.taken'));
  else if (c.underwater) state.push(say('look.under-water'));
  if (!c.removed && !isConscious(c)) state.push(say('look.unconscious'));
  if (c.hidden) state.push(say('look.hidden'));
  if (onTile(c) && isExit(s, c.at)) state.push(say('look.on-exit'));
  if (s.turn === seat) state.push(say('look.acting', { ap: s.ap }));
  if (caverDef(c.id).stealthy) state.push(say('look.never-victim'));
  const values = { who: caverName(c.id), hp: c.hp, max: c.maxHp };
  return state.length
    ? say('look.caver-state', { ...values, state: state.join(say('list.comma')) })
    : say('look.caver', values);
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
        say('look.unexplored', {
          from: from.map((d) => say('look.from-dir', { dir: DIR_NAME[OPPOSITE[d]] })).join(say('look.or')),
        }),
      );
    else out.push(say('look.rock'));
    return out;
  }
  const name = t.faces ? tileName({ type: 'cavein', shape: t.shape, faces: t.faces }) : tileTypeName(t.type);
  out.push(say('look.tile', { name, rule: tileRule(t.type) }));
  const open = sides(t.open) || say('look.none');
  out.push(
    t.blasted
      ? say('look.open-blasted', { sides: open, blasted: sides(t.blasted) })
      : say('look.open', { sides: open }),
  );
  const marks: string[] = [];
  // How a flooded tile or rubble is got into: the actions that do it and who may Move in anyway, as
  // the rules say (for the acting caver, or any: the basic actions are everyone's).
  const who = s.turn !== null ? s.cavers[s.turn].id : s.cavers[0].id;
  const info = (kind: 'move' | 'swim' | 'clear') => actionInfo(who, kind)!;
  const some = (ids: readonly CaverId[]): string =>
    orList(ids.map((id) => say('look.the-caver', { name: caverTitle(id) })));
  if (t.flooded)
    marks.push(
      say('look.flooded', { swim: actionName('swim'), who: some(movesOnto('flooded')), move: actionName('move') }),
    );
  if (t.rubble) marks.push(say('look.rubble', { ap: info('clear').ap, who: some(movesOnto('rubble')) }));
  if (t.type === 'gas' && s.gasLeak > 0) marks.push(say('look.leaking', { loss: gasEntryLoss(s) }));
  if (t.faces) marks.push(say('look.collapses', { a: t.faces[0], b: t.faces[1] }));
  if (t.arrow && (t.type === 'ledge' || t.type === 'drop')) {
    if (t.rope) marks.push(say(t.type === 'ledge' ? 'look.rope-ledge' : 'look.rope-drop', { dir: DIR_NAME[t.arrow] }));
    else if (t.type === 'ledge') marks.push(say('look.arrow', { dir: DIR_NAME[t.arrow] }));
    else marks.push(say('look.slopes', { dir: DIR_NAME[t.arrow], back: DIR_NAME[OPPOSITE[t.arrow]] }));
  }
  out.push(...marks);
  s.cavers.forEach((c, seat) => {
    if (onTile(c) && samePos(c.at, at)) out.push(caverWords(s, seat));
  });
  for (const h of horrorHunts(s)) {
    if (!samePos(h.at, at)) continue;
    if (h.victim === null || h.fades) out.push(say('look.fades'));
    else out.push(say(h.tie ? 'look.hunting-tie' : 'look.hunting', { who: caverName(h.victim), count: h.dist }));
  }
  // What stepping here would cost the acting caver.
  const actor = s.turn !== null ? s.cavers[s.turn] : null;
  if (actor && actor.at && !samePos(actor.at, at)) {
    const words = costWords(entryCost(s, actor.id, at));
    if (words.length)
      out.push(say('look.entering', { who: caverName(actor.id), costs: words.join(say('list.semicolon')) }));
  }
  return out;
}
