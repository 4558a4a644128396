import { type AlertStats, watchAlerts } from "../../shared/alerts/alert-engine";
import { $alerts, ALERTS_STORAGE_KEY, adoptStoredAlerts } from "../../shared/alerts/alerts-state";
import { market } from "../../shared/feed/market";
import { isDerivativeCode } from "./alert-symbol";
import { notifyFiring } from "./notify";

/** The server's clock (the board's time), or the browser's before the first clock message. */
export function serverNow(): number {
  return market.$serverTime.get() || Date.now();
}

/**
 * Starts evaluating the alerts on the market's symbol store: on each change it signals, and when the
 * alerts change (a new alert that already holds fires at once). Returns the stop function.
 * Follows the list other tabs store. `window.__vnboard.alerts.stats()` shows the engine's counters (counts only).
 */
export function startAlerts(): () => void {
  const watch = watchAlerts(market.symbols, {
    rules: () => $alerts.get(),
    update: (next) => $alerts.set(next),
    onFire: (firing) => notifyFiring(firing, isDerivativeCode(firing.rule.code)),
    now: serverNow,
  });
  const stopListening = $alerts.listen(() => watch.evaluate());
  const onStorage = (event: StorageEvent) => {
    if (event.key === ALERTS_STORAGE_KEY) adoptStoredAlerts(event.newValue);
  };
  window.addEventListener("storage", onStorage);
  watch.evaluate();
  const target = window as unknown as { __vnboard?: Record<string, unknown> };
  const stats = (): AlertStats => ({ ...watch.stats });
  target.__vnboard = { ...(target.__vnboard ?? {}), alerts: { stats } };
  return () => {
    stopListening();
    window.removeEventListener("storage", onStorage);
    watch.stop();
  };
}
