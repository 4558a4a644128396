import { useStore } from "@nanostores/react";
import i18next from "i18next";
import { useEffect } from "react";
import { $alerts } from "../../shared/alerts/alerts-state";
import { startAlertsSync } from "../../shared/alerts/alerts-sync";
import { rest } from "../../shared/api/rest";
import { IS_LOGIN_BUILD } from "../../shared/config/build-flags";
import { $session } from "../../shared/session/session";
import { showToast } from "../../shared/ui/toasts";

/**
 * Login build: the price alerts are the signed-in user's, kept on the server (alerts-sync.ts). Signed
 * out, this browser keeps none: the next user of the browser does not see them. The public build keeps
 * them in the browser's storage only.
 */
export function useServerAlerts(): void {
  const session = useStore($session);
  useEffect(() => {
    if (!IS_LOGIN_BUILD) return;
    if (session === null) {
      $alerts.set([]);
      return;
    }
    const sync = startAlertsSync(rest, (error) => {
      console.warn("alerts: save failed", error);
      showToast("error", i18next.t("alerts.serverFailed"));
    });
    return () => sync.stop();
  }, [session]);
}
