import { formatNumber, formatPercent, IndexField } from "@vnboard/feed";
import { market } from "../../../shared/feed/market";
import { changeClass } from "../../../shared/format/price-class";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { rowStamp, useLive } from "../../../shared/live/use-live";
import { openIndexPopup } from "../../../shared/state/popup-state";
import { CodeSearch, type SearchItem } from "../CodeSearch";

const I = IndexField;

function indexItems(): SearchItem[] {
  const store = market.indices;
  return store
    .presentKeys()
    .map((code) => ({ code, name: store.str(I.indexName, store.rowOf(code)), market: "" }));
}

/** The index popup header (spec 2.5): name (switchable by search), current value, change, percent. */
export function IndexHeader({ code }: { code: string }) {
  const { t } = useTranslation();
  useLive([market.indices], () => rowStamp(market.indices, code), [code]);
  const store = market.indices;
  const row = store.rowOf(code);
  const change = store.num(I.changeIndex, row);
  const cls = changeClass(change);
  return (
    <div className="popup-title">
      <span className="popup-code" data-testid="popup-code">
        {code}
      </span>
      <span className="popup-name">
        {store.str(I.indexName, row) || (row < 0 ? t("popup.unknownSymbol") : "")}
      </span>
      <span className={`popup-value ${cls}`}>{formatNumber(store.num(I.currentIndex, row), 2)}</span>
      <span className={cls}>{formatNumber(change, 2)}</span>
      <span className={cls}>{formatPercent(store.num(I.pctChangeIndex, row))}</span>
      <CodeSearch items={indexItems} label={t("popup.searchIndex")} onPick={openIndexPopup} />
    </div>
  );
}
