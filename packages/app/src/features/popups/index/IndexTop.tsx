import { parseNumberStockTop, SymbolField, type TopListKind, type TopListRow, topList } from "@vnboard/feed";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { TOP_REFRESH_MS } from "../../../shared/live/spec-timings";
import { useLive } from "../../../shared/live/use-live";
import { StockRowsTable } from "../StockRowsTable";
import { type UniverseRow, universeCodes } from "./index-universe";

const F = SymbolField;
const KINDS = [0, 1, 2, 3, 4, 5] as const satisfies readonly TopListKind[];

interface TopRow extends TopListRow {
  matchPrice: number;
  color: number;
}

function readRows(indexCode: string): TopRow[] {
  const store = market.symbols;
  const universe: UniverseRow[] = [];
  for (let row = 0; row < store.rowCount; row++) {
    if (store.present[row] !== 1) continue;
    universe.push({
      code: store.keyOf(row),
      marketCode: store.str(F.marketCode, row),
      securityType: store.str(F.securityType, row),
      indexCodes: store.str(F.indexCodes, row),
    });
  }
  const out: TopRow[] = [];
  for (const code of universeCodes(indexCode, market.$baskets.get(), universe)) {
    const row = store.rowOf(code);
    if (row < 0) continue;
    const n = (f: number) => store.num(f, row);
    out.push({
      code,
      changePrice: n(F.changePrice),
      pctChangePrice: n(F.pctChangePrice),
      totalTradedQtty: n(F.totalTradedQtty),
      totalTradedValue: n(F.totalTradedValue),
      buyForeignValue: n(F.buyForeignValue),
      sellForeignValue: n(F.sellForeignValue),
      matchPrice: n(F.matchPrice),
      color: store.color(F.matchPrice, row),
    });
  }
  return out;
}

/**
 * The TOP tab of the index popup: the six lists of spec 2.3 item 8 (tab index 0..5, spec 4) over the
 * index's basket or exchange, cut to numberStockTop, refreshed every 10 s. A code opens its stock popup.
 */
export function IndexTop({
  code,
  kind,
  onKind,
}: {
  code: string;
  kind: TopListKind;
  onKind: (kind: TopListKind) => void;
}) {
  const { t } = useTranslation();
  const rows = useLive<TopRow[]>([], () => readRows(code), [code], { everyMs: TOP_REFRESH_MS });
  const limit = parseNumberStockTop(market.$systemParams.get()?.numberStockTop);
  const list = topList(rows, kind, limit);
  return (
    <div className="index-top">
      <div className="popup-subtabs" role="tablist">
        {KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            data-top={k}
            aria-selected={kind === k}
            className={kind === k ? "active" : ""}
            onClick={() => onKind(k)}
          >
            {t(`popup.top.${k}`)}
          </button>
        ))}
      </div>
      {list.length === 0 ? (
        <p className="popup-empty">{t("popup.noData")}</p>
      ) : (
        <StockRowsTable rows={list} testId="index-top" />
      )}
    </div>
  );
}
