// What a screen works out from a game state and a few other things (a width, the theme, the
// language spoken, the player's keys), kept beside the state and found again by its identity: a
// state is never changed once the engine returns it, and most frames (a prompt opened, a cursor
// moved, a page put up) draw the same state again. Only the latest value is kept for a state, and
// it is used only while every other thing it depends on is the same (===) as when it was made.

export interface StateMemo<K extends object, V> {
  /** The value for this key and these dependencies: the one kept, or `make()`'s (then kept). */
  (key: K, deps: readonly unknown[], make: () => V): V;
}

export function stateMemo<K extends object, V>(): StateMemo<K, V> {
  const kept = new WeakMap<K, { readonly deps: readonly unknown[]; readonly value: V }>();
  return (key, deps, make) => {
    const k = kept.get(key);
    if (k !== undefined && sameDeps(k.deps, deps)) return k.value;
    const value = make();
    kept.set(key, { deps, value });
    return value;
  };
}

function sameDeps(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
