import { formatNumber, formatPercent, IndexField } from "@vnboard/feed";
import { market } from "../../feed/market";
import { useTranslation } from "../../i18n/use-translation";
import { CodeSearch, type SearchItem } from "../CodeSearch";
import { openIndexPopup } from "../popup-state";
import { changeClass } from "../price-class";
import { useLiveVersion } from "../use-live-version";

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
  useLiveVersion(market.indices, code);
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
