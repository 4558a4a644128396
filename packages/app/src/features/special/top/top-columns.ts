import {
  CODE_COLUMN_WIDTH,
  type ColumnDef,
  dataColumn,
  signColor,
  symbolBandColor,
} from "@vnboard/board-canvas";
import { type SymbolStore, TopListKind } from "@vnboard/feed";
import type { TopField } from "./top-schema";

/** Header keys of the top-list board; "#" and "%" are the same in every language and stay as they are. */
export const TOP_HEADERS = {
  rank: "#",
  code: "special.col.code",
  price: "special.col.price",
  change: "special.col.change",
  percent: "%",
  volume: "special.col.volume",
  value: "special.col.value",
  netForeign: "special.col.netForeign",
  share: "special.col.share",
} as const;

const FOREIGN_KINDS: ReadonlySet<TopListKind> = new Set([
  TopListKind.FOREIGN_NET_BUY,
  TopListKind.FOREIGN_NET_SELL,
]);

/**
 * Columns of a full top list (spec 2.3.8) over TOP_SCHEMA rows: rank, code, price, change, percent,
 * volume, value, the net foreign value for the foreign lists, and the share of the scope total. Code,
 * price, change and percent take the colour of the price against the stock's reference, ceiling and
 * floor in the symbol store (spec 4, as on the boards); the net foreign value is coloured by its sign.
 * No column sorts: a ranking keeps its rank order. Built once per board, not per render.
 */
export function topColumns(kind: TopListKind, symbols: SymbolStore): ColumnDef<TopField>[] {
  const band = symbolBandColor<TopField>(symbols, "matchPrice", "symbol");
  const banded = { color: band, colorField: "matchPrice" } as const;
  const columns: ColumnDef<TopField>[] = [
    dataColumn<TopField>("rank", "count", { header: TOP_HEADERS.rank, width: 36 }),
    dataColumn<TopField>("code", "code", {
      header: TOP_HEADERS.code,
      width: CODE_COLUMN_WIDTH - 20,
      ...banded,
    }),
    dataColumn<TopField>("matchPrice", "price", { id: "price", header: TOP_HEADERS.price, ...banded }),
    dataColumn<TopField>("changePrice", "change", { id: "change", header: TOP_HEADERS.change, ...banded }),
    dataColumn<TopField>("pctChangePrice", "percent", {
      id: "percent",
      header: TOP_HEADERS.percent,
      ...banded,
    }),
    dataColumn<TopField>("totalTradedQtty", "volume", {
      id: "volume",
      header: TOP_HEADERS.volume,
      width: 88,
    }),
    dataColumn<TopField>("totalTradedValue", "value", { id: "value", header: TOP_HEADERS.value, width: 96 }),
  ];
  if (FOREIGN_KINDS.has(kind)) {
    columns.push(
      dataColumn<TopField>("netForeignValue", "value", {
        id: "netForeign",
        header: TOP_HEADERS.netForeign,
        width: 112,
        color: signColor<TopField>("netForeignValue"),
      }),
    );
  }
  columns.push(dataColumn<TopField>("share", "percent", { header: TOP_HEADERS.share, width: 72 }));
  return columns;
}
