/**
 * Comparing options by value, so that a host passing a new but equal object (an inline
 * `theme={{ background: "#000" }}`, `codes={[...]}`, `new Set(...)`) changes nothing on the board.
 */

/** Equal by value: primitives and functions by identity, arrays, Sets and plain objects by content. */
export function sameValue(a: unknown, b: unknown, depth = 3): boolean {
  if (Object.is(a, b)) return true;
  if (depth === 0 || typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i], depth - 1)) return false;
    return true;
  }
  if (a instanceof Set || b instanceof Set) {
    if (!(a instanceof Set) || !(b instanceof Set) || a.size !== b.size) return false;
    for (const item of a) if (!b.has(item)) return false;
    return true;
  }
  // Only plain objects compare by content (a store or a class instance is itself or another).
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype)
    return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  for (const key of keysA)
    if (!sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], depth - 1))
      return false;
  return true;
}

/** The entries of `next` that differ by value from `previous` (a key gone counts as set to undefined); null when none. */
export function changedOptions<T extends object>(previous: T, next: T): Partial<T> | null {
  let changed: Partial<T> | null = null;
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]) as Set<keyof T & string>;
  for (const key of keys) {
    if (sameValue(previous[key], next[key])) continue;
    changed ??= {};
    changed[key] = next[key];
  }
  return changed;
}
