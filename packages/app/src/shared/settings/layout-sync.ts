import type { LayoutCalls } from "@vnboard/feed/rest";
import { layoutDocument, parseLayoutFile, withMissing } from "./layout-model";
import { $layouts } from "./saved-layouts";

/**
 * Login build: the saved layouts follow the signed-in user (GET / PUT /user/layouts). On sign-in the
 * account's layouts are loaded, the ones this browser has that the account lacks are added, and the
 * list goes back to the account when it differs; from then on every change is saved to the account
 * (after SAVE_DELAY_MS, the last change wins). Until the account's list has been read nothing is saved,
 * so a failed load never overwrites the account with this browser's list; an account document this app
 * cannot read (a newer version) is left alone too.
 */

export const SAVE_DELAY_MS = 400;

export interface LayoutSync {
  /** Resolves true once the account's layouts are in (false: the load failed or was unreadable). */
  readonly loaded: Promise<boolean>;
  /** Stops following the list (sign-out); a save not yet sent is dropped. */
  stop(): void;
}

export function startLayoutSync(
  calls: Pick<LayoutCalls, "loadLayouts" | "saveLayouts">,
  onSaveFailed: (error: unknown) => void,
  delayMs = SAVE_DELAY_MS,
): LayoutSync {
  let running = true;
  let loaded = false;
  let applying = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const save = async () => {
    timer = undefined;
    try {
      await calls.saveLayouts(layoutDocument($layouts.get()));
    } catch (error) {
      if (running) onSaveFailed(error);
    }
  };
  const unlisten = $layouts.listen(() => {
    if (!loaded || applying || !running) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => void save(), delayMs);
  });

  const load = async (): Promise<boolean> => {
    let parsed: ReturnType<typeof parseLayoutFile>;
    try {
      parsed = parseLayoutFile(JSON.stringify(await calls.loadLayouts()));
    } catch (error) {
      console.warn("layouts: load failed", error);
      return false;
    }
    if (!running) return false;
    if (!parsed.ok) {
      console.warn("layouts: the account's layouts cannot be read here", parsed);
      return false;
    }
    const merged = withMissing(parsed.layouts, $layouts.get());
    applying = true;
    $layouts.set(merged);
    applying = false;
    loaded = true;
    if (merged.length !== parsed.layouts.length) await save();
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
