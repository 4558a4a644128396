import { type Industry, parseNumberStockTop, type TopListKind, topList } from "@vnboard/feed";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { TOP_REFRESH_MS } from "../../../shared/live/spec-timings";
import { StockRowsTable } from "../StockRowsTable";
import type { IndustryRow } from "./industry-rows";
import { useIndustryRows } from "./use-industry-rows";

/** "all": every member by code; 0..5: the TOP lists of spec 2.3 item 8 (spec 4 "TOP tab index 0..5"). */
export type StockListKind = "all" | TopListKind;
const KINDS: readonly StockListKind[] = ["all", 0, 1, 2, 3, 4, 5];
/** The full list follows the market once a second; TOP lists refresh every 10 s (spec 9). */
const ALL_REFRESH_MS = 1000;

/**
 * The industry's stock list (spec 2.5: "the stock list has TOP tabs"): every member, or one of the six
 * TOP lists over the members, cut to numberStockTop. A code opens its stock popup.
 */
export function IndustryStocks({
  industry,
  kind,
  onKind,
}: {
  industry: Industry;
  kind: StockListKind;
  onKind: (kind: StockListKind) => void;
}) {
  const { t } = useTranslation();
  const rows = useIndustryRows(industry, kind === "all" ? ALL_REFRESH_MS : TOP_REFRESH_MS);
  const limit = parseNumberStockTop(market.$systemParams.get()?.numberStockTop);
  const list: IndustryRow[] = kind === "all" ? rows : topList(rows, kind, limit);
  return (
    <div className="industry-stocks">
      <div className="popup-subtabs" role="tablist">
        {KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            data-list={k}
            aria-selected={kind === k}
            className={kind === k ? "active" : ""}
            onClick={() => onKind(k)}
          >
            {k === "all" ? t("industry.all") : t(`popup.top.${k}`)}
          </button>
        ))}
      </div>
      {list.length === 0 ? (
        <p className="popup-empty">{t("popup.noData")}</p>
      ) : (
        <StockRowsTable rows={list} testId="industry-stocks" list={kind} />
      )}
    </div>
  );
}
