import type { LayoutCalls } from "@vnboard/feed/rest";
import { type AccountSync, startAccountSync } from "./account-sync";
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

export type LayoutSync = AccountSync;

export function startLayoutSync(
  calls: Pick<LayoutCalls, "loadLayouts" | "saveLayouts">,
  onSaveFailed: (error: unknown) => void,
  delayMs = SAVE_DELAY_MS,
): LayoutSync {
  return startAccountSync({
    what: "layouts",
    store: $layouts,
    delayMs,
    onSaveFailed,
    save: (layouts) => calls.saveLayouts(layoutDocument(layouts)),
    load: async (local) => {
      const parsed = parseLayoutFile(JSON.stringify(await calls.loadLayouts()));
      if (!parsed.ok) {
        console.warn("layouts: the account's layouts cannot be read here", parsed);
        return null;
      }
      const value = withMissing(parsed.layouts, local);
      return { value, resave: value.length !== parsed.layouts.length };
    },
  });
}
