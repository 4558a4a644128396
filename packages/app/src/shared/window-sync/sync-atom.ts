import type { WritableAtom } from "nanostores";

/** The part of a BroadcastChannel the sync uses. */
export interface SyncChannel {
  postMessage(message: unknown): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
}

/**
 * Keeps `store` equal in every window of the origin: a change made here is posted as `{ key, value }`;
 * a value posted by another window is set here (when `accept` takes it) without being posted back, so two
 * windows never echo each other. `share` chooses which local values are worth telling (default: all).
 */
export function syncAtom<T>(
  channel: SyncChannel,
  key: string,
  store: WritableAtom<T>,
  accept: (value: unknown) => value is T,
  share: (value: T) => boolean = () => true,
): () => void {
  let applying = false;
  channel.addEventListener("message", (event) => {
    const data = event.data as { key?: unknown; value?: unknown } | null;
    if (data === null || typeof data !== "object" || data.key !== key || !accept(data.value)) return;
    applying = true;
    try {
      store.set(data.value);
    } finally {
      applying = false;
    }
  });
  return store.listen((value) => {
    if (!applying && share(value)) channel.postMessage({ key, value });
  });
}
