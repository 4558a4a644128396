import { useEffect, useState } from "react";

export type RestState<T> =
  | { status: "loading"; data: null }
  | { status: "ready"; data: T }
  | { status: "failed"; data: null };

/**
 * Loads `load()` for `key` and keeps the answer while `key` stays the same. An answer that arrives after
 * the key changed or the component went away is dropped (spec 5: a chart or history response is
 * ignored if the selection changed). A failure ends the loading state with no message (spec 8: history,
 * chart, fundamentals and events failures are swallowed; the REST client has logged them).
 */
export function useRestData<T>(key: string, load: () => Promise<T>): RestState<T> {
  const [state, setState] = useState<{ key: string; value: RestState<T> }>({
    key,
    value: { status: "loading", data: null },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is re-created each render; `key` names what it loads
  useEffect(() => {
    let current = true;
    setState({ key, value: { status: "loading", data: null } });
    load().then(
      (data) => {
        if (current) setState({ key, value: { status: "ready", data } });
      },
      () => {
        if (current) setState({ key, value: { status: "failed", data: null } });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);
  // Until the effect has run for a new key, the previous key's data must not show.
  return state.key === key ? state.value : { status: "loading", data: null };
}
