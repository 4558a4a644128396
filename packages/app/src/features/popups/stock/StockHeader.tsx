import {
  hasReferenceAsterisk,
  isMarketCode,
  isReferenceStatus,
  MARKET_DISPLAY_NAME,
  SymbolField,
} from "@vnboard/feed";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { rowStamp, useLive } from "../../../shared/live/use-live";
import { openStockPopup } from "../../../shared/state/popup-state";
import { SetAlertButton } from "../../alerts/AlertsButton";
import { CodeSearch, type SearchItem } from "../CodeSearch";

const F = SymbolField;

function marketName(code: string): string {
  return isMarketCode(code) ? MARKET_DISPLAY_NAME[code] : "";
}

/** Every present symbol for the header search (read on focus, not per render). */
function symbolItems(): SearchItem[] {
  const store = market.symbols;
  const out: SearchItem[] = [];
  for (let row = 0; row < store.rowCount; row++) {
    if (store.present[row] !== 1) continue;
    out.push({
      code: store.keyOf(row),
      name: store.str(F.symbolName, row),
      market: marketName(store.str(F.marketCode, row)),
    });
  }
  return out;
}

/**
 * The stock popup header (spec 2.5): code, with an asterisk when the reference status is set and not
 * '0' whose meaning (spec 3 list) shows on hover and focus, the name, the market, and a code search.
 */
export function StockHeader({ code, oddLot }: { code: string; oddLot: boolean }) {
  const { t } = useTranslation();
  // Name, market and reference status change rarely: a check per second is plenty.
  useLive([market.symbols], () => rowStamp(market.symbols, code), [code], { intervalMs: 1000 });
  const store = market.symbols;
  const row = store.rowOf(code);
  const status = store.str(F.referenceStatus, row).trim();
  const asterisk = hasReferenceAsterisk(status);
  const meaning = asterisk
    ? t(isReferenceStatus(status) ? `popup.referenceStatus.${status}` : "popup.referenceStatus.other")
    : "";
  return (
    <div className="popup-title">
      <span className="popup-code" data-testid="popup-code">
        {code}
        {asterisk && (
          <button type="button" className="ref-status" aria-label={meaning} data-tooltip={meaning}>
            *
          </button>
        )}
      </span>
      <span className="popup-name">
        {store.str(F.symbolName, row) || (row < 0 ? t("popup.unknownSymbol") : "")}
      </span>
      <span className="popup-market">{marketName(store.str(F.marketCode, row))}</span>
      <SetAlertButton code={code} />
      <CodeSearch
        items={symbolItems}
        label={t("popup.searchSymbol")}
        onPick={(next) => openStockPopup(next, { oddLot })}
      />
    </div>
  );
}
