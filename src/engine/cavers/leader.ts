// #8 Leader: Direct (RULES.md §7). Experienced is a passive in the table (facts.ts).
import { strayField } from '../actionFields.js';
import { isConscious, onTile, seatOf } from '../cave.js';
import { abilityHead, type ActionDef } from '../defs.js';
import type { CaverId } from '../facts.js';
import { isRefusal, type Refusal } from '../refusal.js';
import type { Action, GameState } from '../types.js';
import { BAD_TARGET, hereIndex } from '../actions/common.js';

type DirectAction = Extract<Action, { do: 'direct' }>;

/** The actions a caver may be directed to take: its 1-AP ones (the rules table, rules.ts, knows them). */
export type Directable = (id: CaverId) => readonly ActionDef[];

/** The directed caver's seat and the full action it takes, or why not. */
function resolveDirect(
  s: GameState,
  seat: number,
  a: DirectAction,
  directableDefs: Directable,
): { target: number; def: ActionDef; action: Action } | Refusal {
  if (s.directUsed) return { code: 'direct-used' };
  const target = typeof a.target === 'string' ? seatOf(s, a.target) : -1;
  if (target < 0) return BAD_TARGET;
  if (target === seat) return { code: 'direct-self' };
  const c = s.cavers[target];
  if (!isConscious(c) || !onTile(c)) return { code: 'not-directable', caver: c.id };
  const inner = a.action as unknown;
  if (typeof inner !== 'object' || inner === null || Array.isArray(inner))
    return { code: 'field', field: 'action', expect: 'directed-action' };
  const { caver, ...rest } = inner as { caver?: unknown; do?: unknown };
  if (caver !== undefined && caver !== c.id) return { code: 'directed-caver', caver: c.id };
  const def = directableDefs(c.id).find((x) => x.do === rest.do);
  if (!def) return { code: 'not-one-ap', caver: c.id, action: String(rest.do) };
  const stray = strayField(rest);
  if (stray !== null) return { code: 'stray-field', action: def.do, field: stray };
  const action = { ...rest, caver: c.id as CaverId } as Action;
  const why = def.check(s, target, action);
  return why ? { code: 'directed', caver: c.id, action: def.do, why } : { target, def, action };
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
        return isRefusal(r) ? r : null;
      },
      run(d, seat, a) {
        const r = resolveDirect(d.s, seat, a as DirectAction, directableDefs);
        if (isRefusal(r)) throw new Error(`a checked Direct is refused (${r.code})`);
        d.s.directUsed = true;
        d.emit({ t: 'action', action: r.action, cost: 0 });
        r.def.run(d, r.target, r.action);
      },
    },
  ];
}
