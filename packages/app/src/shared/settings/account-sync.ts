import type { WritableAtom } from "nanostores";

/** A list that follows the signed-in user (saved layouts, alerts): see startAccountSync. */
export interface AccountSync {
  /** Resolves true once the account's list is in (false: the load failed or was unreadable). */
  readonly loaded: Promise<boolean>;
  /** Stops following the list (sign-out); a save not yet sent is dropped. */
  stop(): void;
}

/** What one kind of list needs: its store, how the account's copy is read and merged, how it is saved. */
export interface AccountSyncOptions<S> {
  /** For the console's warnings ("layouts", "alerts"). */
  what: string;
  store: WritableAtom<S>;
  /**
   * Reads the account's document and merges this browser's missing entries into it: the value to show,
   * and whether it differs from the account's (then it is saved back at once); null when the document
   * cannot be read here (a newer version), which is then left alone. A throw is a failed load.
   */
  load: (local: S) => Promise<{ value: S; resave: boolean } | null>;
  save: (value: S) => Promise<unknown>;
  onSaveFailed: (error: unknown) => void;
  delayMs: number;
}

/**
 * Login build: a list follows the signed-in user. On sign-in the account's list is loaded and merged with
 * this browser's; from then on every change is saved after `delayMs`, the last change winning. Until the
 * account's list has been read nothing is saved, so a failed load never overwrites the account with this
 * browser's list. A failed save keeps the list in the page and calls `onSaveFailed`.
 */
export function startAccountSync<S>(options: AccountSyncOptions<S>): AccountSync {
  const { what, store } = options;
  let running = true;
  let loaded = false;
  let applying = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const save = async () => {
    timer = undefined;
    try {
      await options.save(store.get());
    } catch (error) {
      if (running) options.onSaveFailed(error);
    }
  };
  const unlisten = store.listen(() => {
    if (!loaded || applying || !running) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => void save(), options.delayMs);
  });

  const load = async (): Promise<boolean> => {
    let merged: { value: S; resave: boolean } | null;
    try {
      merged = await options.load(store.get());
    } catch (error) {
      console.warn(`${what}: load failed`, error);
      return false;
    }
    if (!running || merged === null) return false;
    applying = true;
    store.set(merged.value);
    applying = false;
    loaded = true;
    if (merged.resave) await save();
    return true;
  };

  return {
    loaded: load(),
    stop() {
      running = false;
      unlisten();
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}
