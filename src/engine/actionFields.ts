// The action objects the core accepts: those a record may hold (RECORD.md's table), and the two steps
// of play a record folds into its reveal or explore (`draw`, `pathfinder`); every kind of action, and
// the fields each kind may carry. Anything else is refused before any rule looks at it.

/** The steps of play that are not record actions: a record holds the reveal or explore they make. */
export const DRAW_STEPS: readonly string[] = ['draw', 'pathfinder'];

/** The fields each kind of action may carry besides `caver` and `do`. */
// prettier-ignore
export const ACTION_FIELDS: Readonly<Record<string, readonly string[]>> = {
  reveal: ['dir', 'open', 'discard', 'keep'], explore: ['dir', 'open', 'discard', 'keep'],
  move: ['dir'], swim: ['dir'], squeeze: ['dir'], demolish: ['dir'], repel: ['dir'],
  run: ['path'], sprint: ['path'], heal: ['target'], firstaid: ['target'], clear: ['dir'], quickdig: ['dir'],
  rope: [], quickknot: [], hide: [], exert: [], end: [], dive: [], surface: ['at'],
  direct: ['target', 'action'], choose: ['option'],
  draw: ['kind', 'dir'], pathfinder: [],
};

/** Every action name any caver could ever take. */
export const ACTION_NAMES: readonly string[] = Object.keys(ACTION_FIELDS);

export function isActionName(v: unknown): boolean {
  return typeof v === 'string' && Object.prototype.hasOwnProperty.call(ACTION_FIELDS, v);
}

/** A field the action should not carry, or null. */
export function strayField(a: Record<string, unknown>): string | null {
  const allowed = ACTION_FIELDS[a.do as string] ?? [];
  for (const k of Object.keys(a)) {
    if (k === 'do' || k === 'caver' || allowed.includes(k)) continue;
    return k;
  }
  return null;
}

/** An action as one string, its fields in name order at every depth: equal actions, equal keys. */
export function actionKey(a: unknown): string {
  const canon = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canon);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, canon((v as Record<string, unknown>)[k])]),
      );
    return v;
  };
  return JSON.stringify(canon(a));
}

/** Are these the same action? (The same fields, in any order.) */
export function sameAction(a: unknown, b: unknown): boolean {
  return actionKey(a) === actionKey(b);
}
