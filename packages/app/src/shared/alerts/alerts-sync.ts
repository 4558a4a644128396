import type { AlertCalls, SavedAlertsDocument } from "@vnboard/feed/rest";
import { type AccountSync, startAccountSync } from "../settings/account-sync";
import { type AlertRule, MAX_ALERTS, parseRules } from "./alert-rule";
import { $alerts } from "./alerts-state";

/**
 * Login build: the alerts follow the signed-in user (GET / PUT /user/alerts), as the saved layouts do
 * (layout-sync.ts). On sign-in the account's alerts are loaded, the ones this browser has that the
 * account lacks (another condition or level on a code) are added, and the list goes back to the account
 * when it grew; from then on every change (a new alert, a deletion, a firing) is saved after
 * SAVE_DELAY_MS, the last change winning. Until the account's list has been read nothing is saved, so a
 * failed load never overwrites the account with this browser's list; a document of a newer version is
 * left alone too. A failed save keeps the list in the page (and the browser) and tells the user.
 */

export const ALERTS_FORMAT = "vnboard-alerts";
export const ALERTS_VERSION = 1;
export const SAVE_DELAY_MS = 400;

export type AlertsSync = AccountSync;

export function alertsDocument(rules: readonly AlertRule[]): SavedAlertsDocument {
  return { format: ALERTS_FORMAT, version: ALERTS_VERSION, alerts: [...rules] };
}

/** The account's rules, then this browser's that set another condition (code, kind, level), up to the limit. */
export function withMissingAlerts(account: readonly AlertRule[], local: readonly AlertRule[]): AlertRule[] {
  const merged = [...account];
  const key = (r: AlertRule) => `${r.code}\u0000${r.kind}\u0000${r.level}`;
  const keys = new Set(account.map(key));
  const ids = new Set(account.map((r) => r.id));
  for (const rule of local) {
    if (merged.length >= MAX_ALERTS) break;
    if (keys.has(key(rule)) || ids.has(rule.id)) continue;
    keys.add(key(rule));
    merged.push(rule);
  }
  return merged;
}

export function startAlertsSync(
  calls: Pick<AlertCalls, "loadAlerts" | "saveAlerts">,
  onSaveFailed: (error: unknown) => void,
  delayMs = SAVE_DELAY_MS,
): AlertsSync {
  return startAccountSync<readonly AlertRule[]>({
    what: "alerts",
    store: $alerts,
    delayMs,
    onSaveFailed,
    save: (rules) => calls.saveAlerts(alertsDocument(rules)),
    load: async (local) => {
      const document: SavedAlertsDocument = await calls.loadAlerts();
      if (document.format !== ALERTS_FORMAT || document.version > ALERTS_VERSION) {
        console.warn("alerts: the account's alerts cannot be read here", document.format, document.version);
        return null;
      }
      const { rules, dropped } = parseRules(document.alerts);
      if (dropped > 0) console.warn(`alerts: dropped ${dropped} malformed alert(s) of the account`);
      const value = withMissingAlerts(rules, local);
      return { value, resave: value.length !== rules.length || dropped > 0 };
    },
  });
}
