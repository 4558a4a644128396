import { formatPrice, formatVolume, SymbolField } from "@vnboard/feed";
import { isRestError, type Tick } from "@vnboard/feed/rest";
import { useEffect, useRef, useState } from "react";
import { rest } from "../../../shared/api/rest";
import { market } from "../../../shared/feed/market";
import { changeClass, priceClassOf } from "../../../shared/format/price-class";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { MATCH_POLL_MS } from "../../../shared/live/spec-timings";
import { appendOlder, formatTradeTime, mergeNewer } from "./tick-list";

const F = SymbolField;
/** How close to the bottom (px) a scroll counts as "at the bottom" and pages older ticks in. */
const BOTTOM_SLACK = 24;

interface Loader {
  ticks: Tick[];
  busy: boolean;
  /** An older page came back empty: the start of the day is reached. */
  exhausted: boolean;
  /** The provider does not know the code (404): polling stops. */
  unknown: boolean;
}

/**
 * Match history (spec 2.5 and 7): the first load is `backward=Y` from ticks '0' (the latest page), then
 * a poll every second asks `backward=N` for anything newer than the newest tick; scrolling to the
 * bottom asks `backward=Y` for the page older than the oldest. One request at a time; every answer is
 * checked against the code it was asked for (the component is keyed by code and stops on unmount), so
 * a late answer for a previous code is dropped. Failures are swallowed (spec 8) and retried next second.
 */
export function MatchHistory({ code }: { code: string }) {
  const { t } = useTranslation();
  const [ticks, setTicks] = useState<Tick[]>([]);
  const [status, setStatus] = useState<"loading" | "ready">("loading");
  const state = useRef<Loader>({ ticks: [], busy: false, exhausted: false, unknown: false });
  const alive = useRef(true);
  const list = useRef<HTMLDivElement | null>(null);

  const publish = (next: Tick[]) => {
    state.current.ticks = next;
    setTicks(next);
  };

  const run = async (request: () => Promise<Tick[]>, apply: (answer: Tick[]) => void) => {
    const s = state.current;
    if (s.busy || s.unknown) return;
    s.busy = true;
    try {
      const answer = await request();
      if (alive.current) apply(answer);
    } catch (error) {
      // Spec 8: swallowed (the REST client logged it); the next poll tries again, unless the provider
      // said the code does not exist, which another second will not change.
      if (isRestError(error) && error.status === 404) s.unknown = true;
    } finally {
      s.busy = false;
      if (alive.current) setStatus("ready");
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by code; the helpers read refs
  useEffect(() => {
    alive.current = true;
    const poll = () => {
      const newest = state.current.ticks[0]?.ticks;
      if (newest === undefined) {
        void run(
          () => rest.stockTicks(code, "0", true),
          (answer) => publish(mergeNewer(state.current.ticks, answer)),
        );
      } else {
        void run(
          () => rest.stockTicks(code, newest, false),
          (answer) => publish(mergeNewer(state.current.ticks, answer)),
        );
      }
    };
    poll();
    const timer = setInterval(poll, MATCH_POLL_MS);
    return () => {
      alive.current = false;
      clearInterval(timer);
    };
  }, [code]);

  const loadOlder = () => {
    const s = state.current;
    const oldest = s.ticks[s.ticks.length - 1]?.ticks;
    if (oldest === undefined || s.exhausted) return;
    void run(
      () => rest.stockTicks(code, oldest, true),
      (answer) => {
        if (answer.length === 0) s.exhausted = true;
        publish(appendOlder(s.ticks, answer));
      },
    );
  };

  const onScroll = () => {
    const element = list.current;
    if (element !== null && element.scrollTop + element.clientHeight >= element.scrollHeight - BOTTOM_SLACK) {
      loadOlder();
    }
  };

  const store = market.symbols;
  const row = store.rowOf(code);
  const ref = store.num(F.refPrice, row);
  const ceil = store.num(F.ceilPrice, row);
  const floor = store.num(F.floorPrice, row);

  if (ticks.length === 0) {
    return (
      <p className="popup-empty" data-testid="match-history-empty">
        {status === "loading" ? t("popup.loading") : t("popup.noData")}
      </p>
    );
  }
  return (
    <div className="popup-scroll match-history" ref={list} onScroll={onScroll} data-testid="match-history">
      <table className="popup-table">
        <thead>
          <tr>
            <th scope="col">{t("popup.time")}</th>
            <th scope="col">{t("popup.price")}</th>
            <th scope="col">{t("popup.change")}</th>
            <th scope="col">{t("popup.volume")}</th>
          </tr>
        </thead>
        <tbody>
          {ticks.map((tick) => {
            const cls = priceClassOf(tick.matchPrice, ref, ceil, floor);
            return (
              <tr key={tick.ticks}>
                <td>{formatTradeTime(tick.tradeTime)}</td>
                <td className={cls}>{formatPrice(tick.matchPrice)}</td>
                <td className={changeClass(tick.changePrice)}>{formatPrice(tick.changePrice)}</td>
                <td className={cls}>{formatVolume(tick.matchQtty)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
