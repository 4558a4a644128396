import { atom, type WritableAtom } from "nanostores";

/**
 * A nanostores atom kept in localStorage (spec 3, browser-stored items). A stored value that does not
 * parse or does not pass `accept` is ignored in favour of the default: bad storage never breaks the app.
 */
export function persistedAtom<T>(
  key: string,
  fallback: T,
  accept: (value: unknown) => value is T,
): WritableAtom<T> {
  let initial = fallback;
  try {
    const raw = typeof localStorage !== "undefined" ? localStorage.getItem(key) : null;
    if (raw !== null) {
      const parsed: unknown = JSON.parse(raw);
      if (accept(parsed)) initial = parsed;
    }
  } catch {
    // unreadable storage: keep the default
  }
  const store = atom<T>(initial);
  store.listen((value) => {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // storage full or disabled: the setting lasts for this page only
    }
  });
  return store;
}
