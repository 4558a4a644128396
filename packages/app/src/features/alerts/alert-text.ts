import type { TFunction } from "i18next";
import type { AlertRule } from "../../shared/alerts/alert-rule";
import { hasLevel } from "../../shared/alerts/alert-rule";
import { formatAlertValue } from "./alert-units";

/** A rule's condition in words: "Price at or above 25.30", "Hits the ceiling". */
export function describeAlert(
  t: TFunction,
  rule: Pick<AlertRule, "kind" | "level">,
  derivative: boolean,
): string {
  const label = String(t(`alerts.kind.${rule.kind}`));
  return hasLevel(rule.kind) ? `${label} ${formatAlertValue(rule.kind, rule.level, derivative)}` : label;
}

/** Times are the exchange's (the header's server clock): Vietnam time wherever the browser is. */
const ZONE = "Asia/Ho_Chi_Minh";
const TIME = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZone: ZONE,
});
const DAY = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "2-digit", timeZone: ZONE });
const DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "short", timeZone: ZONE });

/** When a rule fired, in Vietnam time: "14:05:09", with the day ("14:05:09 03/06") if not today. */
export function firedTime(firedAt: number, now: number): string {
  const time = TIME.format(firedAt);
  return DATE.format(firedAt) === DATE.format(now) ? time : `${time} ${DAY.format(firedAt)}`;
}
