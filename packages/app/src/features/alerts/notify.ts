import i18next from "i18next";
import type { AlertFiring } from "../../shared/alerts/alert-engine";
import { $alertSound } from "../../shared/alerts/alerts-state";
import { openStockPopup } from "../../shared/state/popup-state";
import { showToast } from "../../shared/ui/toasts";
import { describeAlert } from "./alert-text";
import { formatAlertValue } from "./alert-units";
import { beep } from "./beep";

/** The browser's Notification API where it exists (not on every phone, nor in older webviews). */
function notificationApi(): typeof Notification | null {
  return typeof Notification === "undefined" ? null : Notification;
}

/** Whether system notifications can be shown: "granted", "denied", "default" or "unsupported". */
export function notificationPermission(): NotificationPermission | "unsupported" {
  return notificationApi()?.permission ?? "unsupported";
}

/** Asks once for the permission to notify (when the first alert is set: a click, as browsers require). */
export function askNotificationPermission(): void {
  const api = notificationApi();
  if (api === null || api.permission !== "default") return;
  try {
    // Older Safari takes a callback and returns nothing.
    void api.requestPermission()?.catch(() => {});
  } catch {
    // refused by the browser: alerts show in the page only
  }
}

function systemNotification(title: string, body: string, tag: string, code: string): void {
  const api = notificationApi();
  if (api === null || api.permission !== "granted") return;
  try {
    const notification = new api(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      openStockPopup(code);
      notification.close();
    };
  } catch {
    // Chrome on Android needs a service worker for notifications: the toast is enough there
  }
}

/** Tells the user an alert fired: a toast, a system notification when permitted, a beep when chosen. */
export function notifyFiring({ rule, value }: AlertFiring, derivative: boolean): void {
  const t = i18next.t;
  const condition = describeAlert(t, rule, derivative);
  const body = String(
    t("alerts.firedBody", { condition, value: formatAlertValue(rule.kind, value, derivative) }),
  );
  showToast("warning", `${rule.code}: ${body}`);
  systemNotification(String(t("alerts.firedTitle", { code: rule.code })), body, rule.id, rule.code);
  if ($alertSound.get()) beep();
}
