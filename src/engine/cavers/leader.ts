// #8 Leader: Direct (RULES.md §7). Experienced is a passive in the table (facts.ts).
import { strayField } from '../actionFields.js';
import { isConscious, onTile, seatOf } from '../cave.js';
import { abilityHead, type ActionDef } from '../defs.js';
import type { CaverId } from '../facts.js';
import type { Action, GameState } from '../types.js';
import { hereIndex } from '../actions/common.js';

type DirectAction = Extract<Action, { do: 'direct' }>;

/** The actions a caver may be directed to take: its 1-AP ones (the rules table, rules.ts, knows them). */
export type Directable = (id: CaverId) => readonly ActionDef[];

/** The directed caver's seat and the full action it takes, or why not. */
function resolveDirect(
  s: GameState,
  seat: number,
  a: DirectAction,
  directableDefs: Directable,
): { target: number; def: ActionDef; action: Action } | string {
  if (s.directUsed) return 'Direct was already used this round';
  const target = typeof a.target === 'string' ? seatOf(s, a.target) : -1;
  if (target < 0) return '"target" must be a caver in this game';
  if (target === seat) return 'Direct another caver, not yourself';
  const c = s.cavers[target];
  if (!isConscious(c) || !onTile(c)) return `${c.id} is not a conscious caver on a tile`;
  const inner = a.action as unknown;
  if (typeof inner !== 'object' || inner === null || Array.isArray(inner))
    return '"action" must be the directed caver\'s action object';
  const { caver, ...rest } = inner as { caver?: unknown; do?: unknown };
  if (caver !== undefined && caver !== c.id) return `the directed action belongs to ${c.id}`;
  const def = directableDefs(c.id).find((x) => x.do === rest.do);
  if (!def) return `${c.id} has no 1-AP action "${String(rest.do)}"`;
  const stray = strayField(rest);
  if (stray !== null) return `"${def.do}" takes no "${stray}" field`;
  const action = { ...rest, caver: c.id as CaverId } as Action;
  const why = def.check(s, target, action);
  return why ? `${c.id} cannot ${def.name}: ${why}` : { target, def, action };
}

/** The directed caver's action as a Direct carries it: its own action object without `caver`. */
function withoutCaver(a: Action): DirectAction['action'] {
  // The shapes listing makes, built directly (a copy that leaves a key out is slow); any other, copied.
  switch (a.do) {
    case 'draw':
      return { do: 'draw', kind: a.kind, dir: a.dir };
    case 'move':
    case 'repel':
      return { do: a.do, dir: a.dir };
    case 'sprint':
      return { do: 'sprint', path: a.path };
    case 'firstaid':
      return { do: 'firstaid', target: a.target };
    default: {
      const { caver: _caver, ...rest } = a;
      void _caver;
      return rest as DirectAction['action'];
    }
  }
}

/** The Leader's actions, given the rules' list of what each caver may be directed to do. */
export function leaderActions(directableDefs: Directable): readonly ActionDef[] {
  return [
    {
      ...abilityHead('leader', 'direct'),
      candidates(s, seat, caver, out) {
        if (s.directUsed) return;
        const list: Action[] = [];
        for (let t = 0; t < s.cavers.length; t++) {
          const c = s.cavers[t];
          if (t === seat || !isConscious(c) || !onTile(c)) continue;
          list.length = 0;
          const at = hereIndex(s, t);
          const from = at < 0 ? undefined : s.tiles[at];
          const defs = directableDefs(c.id);
          for (let i = 0; i < defs.length; i++) defs[i].candidates(s, t, c.id, list, from, at);
          for (let i = 0; i < list.length; i++)
            out.push({ caver, do: 'direct', target: c.id, action: withoutCaver(list[i]) });
        }
      },
      check(s, seat, a) {
        const r = resolveDirect(s, seat, a as DirectAction, directableDefs);
        return typeof r === 'string' ? r : null;
      },
      run(d, seat, a) {
        const r = resolveDirect(d.s, seat, a as DirectAction, directableDefs);
        if (typeof r === 'string') throw new Error(r);
        d.s.directUsed = true;
        d.emit({ t: 'action', action: r.action, cost: 0 });
        r.def.run(d, r.target, r.action);
      },
    },
  ];
}
