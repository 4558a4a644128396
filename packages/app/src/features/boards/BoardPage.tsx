import { useStore } from "@nanostores/react";
import { MARKET_DISPLAY_NAME } from "@vnboard/feed";
import { useMemo } from "react";
import { useLocation, useParams } from "react-router-dom";
import { AddCodeInput } from "../../shared/favourites/AddCodeInput";
import { $starredCodes, addStarred, toggleStarred } from "../../shared/favourites/starred";
import { market } from "../../shared/feed/market";
import { useTranslation } from "../../shared/i18n/use-translation";
import { ROWS_AT_ONCE, structureStamp, useLive } from "../../shared/live/use-live";
import { codesForRoute, exchangeCodes, industryFor } from "../../shared/routes/board-codes";
import type { BoardRoute } from "../../shared/routes/route-table";
import { openIndustryPopup } from "../../shared/state/popup-state";
import { LiveBoard } from "./LiveBoard";

/** An exchange, basket, odd-lot, industry or covered-warrant board: the canvas board over the live store. */
export function BoardPage({ route }: { route: BoardRoute }) {
  const { t, language } = useTranslation();
  const { industryCode } = useParams();
  const { pathname } = useLocation();
  const baskets = useStore(market.$baskets);
  const industries = useStore(market.$industries);
  const favouriteCodes = useStore($starredCodes);
  const favourites = useMemo(() => new Set(favouriteCodes), [favouriteCodes]);
  const version = useLive([market.symbols], () => structureStamp(market.symbols), [], ROWS_AT_ONCE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when rows, baskets or industries change
  const codes = useMemo(
    () => codesForRoute(market, route, { industryCode }),
    [route, industryCode, baskets, industries, version],
  );

  const industry = route.industry ? industryFor(industries, industryCode) : null;
  const exchange = route.marketCode;
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when rows arrive (version)
  const arrived = useMemo(() => codes.some((code) => market.symbols.rowOf(code) >= 0), [codes, version]);
  if (!arrived) {
    // The overlay goes with the first symbol rows, but a board's own rows (a basket's, an exchange's)
    // may come in a later batch of the snapshot: until one has, say so rather than draw an empty grid.
    // Only an industry (or an unknown one) can truly be empty; exchanges and baskets always list symbols.
    const loading =
      market.symbols.rowCount === 0 || !route.industry || (route.industry && industries.length === 0);
    return (
      <p className="board-message" role="status" data-board-state={loading ? "loading" : "empty"}>
        {t(
          loading
            ? "board.loading"
            : route.industry && industry === null
              ? "board.unknownIndustry"
              : "board.empty",
        )}
      </p>
    );
  }
  return (
    <LiveBoard
      path={pathname}
      codes={codes}
      oddLot={route.isOddLot}
      coveredWarrants={route.coveredWarrants}
      favourites={favourites}
      onStar={(code) => void toggleStarred(code)}
      toolbarStart={
        <>
          {industry !== null && (
            <h2 className="board-title" data-industry={industry.code}>
              <button
                type="button"
                className="board-title-button"
                title={t("industry.details")}
                data-testid="industry-details"
                onClick={() => openIndustryPopup(industry.code)}
              >
                {industry.names[language] || industry.name} <span aria-hidden="true">ⓘ</span>
              </button>
            </h2>
          )}
          <AddCodeInput
            current={favouriteCodes}
            onAdd={addStarred}
            exchange={
              exchange === undefined
                ? undefined
                : { name: MARKET_DISPLAY_NAME[exchange], codes: () => exchangeCodes(market, exchange) }
            }
          />
        </>
      }
    />
  );
}
