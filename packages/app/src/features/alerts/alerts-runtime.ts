import { type AlertStats, watchAlerts } from "../../shared/alerts/alert-engine";
import { $alerts, ALERTS_STORAGE_KEY, adoptStoredAlerts } from "../../shared/alerts/alerts-state";
import { feed, market } from "../../shared/feed/market";
import { $replay } from "../../shared/feed/replay";
import { isDerivativeCode } from "./alert-symbol";
import { notifyFiring } from "./notify";

/** The server's clock (the board's time), or the browser's before the first clock message. */
export function serverNow(): number {
  return market.$serverTime.get() || Date.now();
}

/**
 * Starts evaluating the alerts on the market's symbol store: on each change it signals, and when the
 * alerts change (a new alert that already holds fires at once). Returns the stop function.
 * Follows the list other tabs store. While a recorded day is replayed the alerts rest: replayed prices
 * are not the market's, and nobody should be alerted by them.
 * `window.__vnboard.alerts.stats()` shows the engine's counters (counts only).
 */
export function startAlerts(): () => void {
  let watch: ReturnType<typeof watchAlerts> | null = null;
  const begin = () => {
    watch = watchAlerts(market.symbols, {
      rules: () => $alerts.get(),
      update: (next) => $alerts.set(next),
      onFire: (firing) => notifyFiring(firing, isDerivativeCode(firing.rule.code)),
      now: serverNow,
    });
    watch.evaluate();
  };
  const end = () => {
    watch?.stop();
    watch = null;
  };
  let cancelWait = () => {};
  let replayed = false;
  const stopReplay = $replay.subscribe((replay) => {
    cancelWait();
    if (replay !== null) {
      replayed = true;
      end();
    } else if (watch === null) {
      if (replayed) cancelWait = afterLiveSnapshot(begin);
      else begin();
    }
  });
  const stopListening = $alerts.listen(() => watch?.evaluate());
  const onStorage = (event: StorageEvent) => {
    if (event.key === ALERTS_STORAGE_KEY) adoptStoredAlerts(event.newValue);
  };
  window.addEventListener("storage", onStorage);
  const target = window as unknown as { __vnboard?: Record<string, unknown> };
  const stats = (): AlertStats | null => (watch === null ? null : { ...watch.stats });
  target.__vnboard = { ...(target.__vnboard ?? {}), alerts: { stats } };
  return () => {
    stopReplay();
    cancelWait();
    stopListening();
    window.removeEventListener("storage", onStorage);
    end();
  };
}

/**
 * After a replay, calls `then` once the live snapshot has replaced the replayed rows (the feed
 * reconnected and the symbols' reset ended), so that no alert fires on a replayed price. Returns the
 * cancel function.
 */
function afterLiveSnapshot(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let reconnected = false;
  const check = () => {
    timer = null;
    if (feed.$status.get() !== "live") reconnected = true;
    if (reconnected && feed.$status.get() === "live" && !market.symbols.isResetting) then();
    else timer = setTimeout(check, 250);
  };
  check();
  return () => {
    if (timer !== null) clearTimeout(timer);
  };
}
