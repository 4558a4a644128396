import { MARKET_DISPLAY_NAME } from "@vnboard/feed";
import { useMemo } from "react";
import { Navigate } from "react-router-dom";
import { IS_LOGIN_BUILD } from "../../../shared/config/build-flags";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { sameKeys, useLive } from "../../../shared/live/use-live";
import { type BoardRoute, DEFAULT_PATH } from "../../../shared/routes/route-table";
import { PutThroughList } from "./PutThroughList";
import { PutThroughSummary } from "./PutThroughSummary";
import {
  ALL_PUT_THROUGH_MARKETS,
  type PutThroughLists,
  putThroughLists,
  putThroughValueDivisor,
} from "./put-through-lists";
import "./put-through.css";

/** /thoathuan/all: offered by the public build only (spec 2.1); the login build treats it as unknown. */
export const ALL_MARKETS_PATH = "thoathuan/all";

/**
 * A put-through board (spec 2.3 item 4): buy offers, matched deals and sell offers of the route's
 * exchange (all exchanges on /thoathuan/all) side by side, with the matched totals in the header.
 */
export function PutThroughPage({ route }: { route: BoardRoute }) {
  if (route.path === ALL_MARKETS_PATH && IS_LOGIN_BUILD) return <Navigate to={DEFAULT_PATH} replace />;
  return <PutThroughBoard marketCode={route.marketCode} />;
}

/** Same rows in every list and same matched totals: nothing to redraw (a deal of another market came). */
function sameLists(a: PutThroughLists, b: PutThroughLists): boolean {
  return (
    sameKeys(a.buy, b.buy) &&
    sameKeys(a.matched, b.matched) &&
    sameKeys(a.sell, b.sell) &&
    a.totals.matched.quantity === b.totals.matched.quantity &&
    a.totals.matched.value === b.totals.matched.value
  );
}

function PutThroughBoard({ marketCode }: { marketCode: string | undefined }) {
  const { t } = useTranslation();
  const markets = useMemo(
    () => new Set(marketCode === undefined ? ALL_PUT_THROUGH_MARKETS : [marketCode]),
    [marketCode],
  );
  const lists = useLive([market.putThrough], () => putThroughLists(market.putThrough, markets), [markets], {
    same: sameLists,
  });
  const name =
    marketCode === undefined
      ? t("putThrough.allMarkets")
      : ((MARKET_DISPLAY_NAME as Record<string, string>)[marketCode] ?? marketCode);
  return (
    <div className="special-page put-through-page" data-market={marketCode ?? "all"}>
      <div className="special-toolbar">
        <h2 className="special-title">
          {t("putThrough.title")} {name}
        </h2>
        <PutThroughSummary totals={lists.totals.matched} divisor={putThroughValueDivisor(marketCode)} />
      </div>
      <div className="put-through-lists">
        <PutThroughList kind="buy" keys={lists.buy} />
        <PutThroughList kind="matched" keys={lists.matched} />
        <PutThroughList kind="sell" keys={lists.sell} />
      </div>
    </div>
  );
}
