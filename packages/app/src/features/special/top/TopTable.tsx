import { formatCompact, formatPercent, formatPrice, formatVolume, TopListKind } from "@vnboard/feed";
import type { ReactNode } from "react";
import type { Language } from "../../../shared/i18n/i18n";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { openStockPopup } from "../../../shared/state/popup-state";
import { selectSymbol } from "../../../shared/state/selection";
import type { TopEntry } from "./top-snapshot";

/** Colour class by the sign of a change (NaN: none). */
function signClass(value: number): string {
  if (!Number.isFinite(value)) return "price-none";
  return value > 0 ? "price-up" : value < 0 ? "price-down" : "price-reference";
}

interface TopColumn {
  /** `data-field` of the cells (tests and styles find values by it). */
  field: string;
  header: string;
  cell: (entry: TopEntry, language: Language) => ReactNode;
  className?: (entry: TopEntry) => string;
}

const COLUMNS: Record<string, TopColumn> = {
  price: {
    field: "price",
    header: "special.col.price",
    cell: (e) => formatPrice(e.matchPrice),
    className: (e) => `price-${e.priceColor}`,
  },
  percent: {
    field: "percent",
    header: "%",
    cell: (e) => formatPercent(e.pctChangePrice),
    className: (e) => signClass(e.changePrice),
  },
  volume: { field: "volume", header: "special.col.volume", cell: (e) => formatVolume(e.totalTradedQtty) },
  value: {
    field: "value",
    header: "special.col.value",
    cell: (e, language) => formatCompact(e.totalTradedValue, language),
  },
  netForeign: {
    field: "netForeign",
    header: "special.col.netForeign",
    cell: (e, language) => formatCompact(e.netForeignValue, language),
    className: (e) => signClass(e.netForeignValue),
  },
  share: { field: "share", header: "special.col.share", cell: (e) => (e.share === "" ? "" : `${e.share}%`) },
};

/** The value a kind ranks by, as a column (gainers and losers: the percent, already shown). */
function metricColumn(kind: TopListKind): TopColumn | null {
  if (kind === TopListKind.VOLUME) return COLUMNS.volume;
  if (kind === TopListKind.VALUE) return COLUMNS.value;
  if (kind === TopListKind.FOREIGN_NET_BUY || kind === TopListKind.FOREIGN_NET_SELL)
    return COLUMNS.netForeign;
  return null;
}

/** Hub panels: price, percent, the ranking value and the share (full lists are boards: TopBoard). */
function columnsOf(kind: TopListKind): TopColumn[] {
  const metric = metricColumn(kind);
  return [COLUMNS.price, COLUMNS.percent, ...(metric ? [metric] : []), COLUMNS.share];
}

function open(code: string): void {
  selectSymbol(code);
  openStockPopup(code);
}

/**
 * A hub panel's top 10 as a small table: rank, code, figures and the share of the scope total (spec 5:
 * 2 decimals, only when the total is above 0). The numbers are those of the last 10 s refresh; a click
 * on a row opens the stock, as on the boards. Six of them share a screen, where six canvas boards would
 * cost six renderers for ten rows each; the full lists are boards (TopBoard).
 */
export function TopTable({ kind, entries }: { kind: TopListKind; entries: readonly TopEntry[] }) {
  const { t, language } = useTranslation();
  if (entries.length === 0) {
    return (
      <p className="special-empty" data-top-state="empty">
        {t("special.top.empty")}
      </p>
    );
  }
  const columns = columnsOf(kind);
  return (
    <table className="special-table top-table" data-top-kind={kind}>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t("special.col.code")}</th>
          {columns.map((c) => (
            <th key={c.field} scope="col">
              {c.header === "%" ? "%" : t(c.header)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.code} data-code={e.code} onClick={() => open(e.code)}>
            <td className="rank">{e.rank}</td>
            <td className={`code price-${e.priceColor}`}>{e.code}</td>
            {columns.map((c) => (
              <td key={c.field} data-field={c.field} className={c.className?.(e)}>
                {c.cell(e, language)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
