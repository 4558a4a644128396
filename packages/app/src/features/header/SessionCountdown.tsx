import { useStore } from "@nanostores/react";
import {
  isTradingDay,
  MarketCode,
  type SessionStatus,
  sessionPhaseAt,
  sessionStatusKey,
  vnMinutesSinceMidnight,
} from "@vnboard/feed";
import { market } from "../../shared/feed/market";
import { useTranslation } from "../../shared/i18n/use-translation";
import { formatCountdown } from "./countdown-format";

/** The exchanges the header counts down for, with the short names boards use. */
const EXCHANGES = [
  { code: MarketCode.HSX, name: "HOSE" },
  { code: MarketCode.HNX, name: "HNX" },
  { code: MarketCode.UPCOM, name: "UPCOM" },
  { code: MarketCode.DERIVATIVE, name: "PS" },
] as const;

/**
 * Each exchange's session now and the time to the next (ATO, continuous, lunch, ATC, put-through,
 * closed), from the exchanges' timetable and the server's clock (msgType 1: the market's time, which the
 * demo clock moves through a whole day). Re-renders with the server clock, once a second.
 */
export function SessionCountdown() {
  const { t } = useTranslation();
  const time = useStore(market.$serverTime);
  // Before the server's clock: the exchanges' names, so the row has its height from the first paint.
  if (time <= 0)
    return (
      <ul className="session-countdown" aria-label={t("countdown.label")}>
        {EXCHANGES.map(({ code, name }) => (
          <li key={code} data-exchange={name}>
            <b>{name}</b>
          </li>
        ))}
      </ul>
    );
  const instant = new Date(time);
  const tradingDay = isTradingDay(instant);
  const msOfMinute = time % 60_000;
  const minute = vnMinutesSinceMidnight(instant);
  const status = (key: SessionStatus, code: string) => t(sessionStatusKey(key, code));
  return (
    <ul className="session-countdown" aria-label={t("countdown.label")}>
      {EXCHANGES.map(({ code, name }) => {
        const phase = tradingDay ? sessionPhaseAt(code, minute) : null;
        const left =
          phase?.nextStartMinute != null ? (phase.nextStartMinute - minute) * 60_000 - msOfMinute : null;
        return (
          <li key={code} data-exchange={name} data-session={phase?.status ?? "90"}>
            <b>{name}</b> {status(phase?.status ?? "90", code)}
            {phase?.nextStatus != null && left !== null && (
              <span className="session-next">
                {" · "}
                {t("countdown.next", {
                  session: status(phase.nextStatus, code),
                  time: formatCountdown(left),
                })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
