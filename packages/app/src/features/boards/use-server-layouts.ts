import { useStore } from "@nanostores/react";
import i18next from "i18next";
import { useEffect } from "react";
import { rest } from "../../shared/api/rest";
import { IS_LOGIN_BUILD } from "../../shared/config/build-flags";
import { $session } from "../../shared/session/session";
import { startLayoutSync } from "../../shared/settings/layout-sync";
import { $layouts } from "../../shared/settings/saved-layouts";
import { showToast } from "../../shared/ui/toasts";

/**
 * Login build: the saved layouts are the signed-in user's, kept on the server (layout-sync.ts). Signed
 * out, this browser keeps none: the next user of the browser does not see them. The public build keeps
 * them in the browser's storage only.
 */
export function useServerLayouts(): void {
  const session = useStore($session);
  useEffect(() => {
    if (!IS_LOGIN_BUILD) return;
    if (session === null) {
      $layouts.set([]);
      return;
    }
    const sync = startLayoutSync(rest, (error) => {
      console.warn("layouts: save failed", error);
      showToast("error", i18next.t("layouts.serverFailed"));
    });
    return () => sync.stop();
  }, [session]);
}
