import type { ColumnDef } from "./column-def";
import { CODE_COLUMN, dataColumn } from "./detail-columns";
import { toOddLotColumn } from "./odd-lot-columns";

/*
 * The odd-lot grid, in the spec's order: code, ceiling, floor, reference, three bid
 * levels, matched price, change (or percent), matched qty, total traded qty (or value), three offer
 * levels, average / high / low, and the optional foreign buy / sell / room.
 *
 * Unlike the odd-lot variant of the detail table (2.3.1, where highest, lowest and foreign are blank),
 * 2.3.3 lists average/high/low and foreign as columns of this grid, so they are drawn. The data has no
 * odd-lot twin of them: they show the symbol's session figures (avgPrice, highestPrice, lowestPrice and
 * the foreign quantities). They are not sortable, as in the odd-lot table; the code, match, change,
 * totals and level-1 columns are.
 */

const BID = "column.group.bid";
const OFFER = "column.group.offer";
const MATCH = "column.group.match";
const HIGH_LOW = "column.group.highLow";
const FOREIGN = "column.group.foreign";

/** Odd-lot twins via the shared mapping, so ids, colours and sortability match the odd-lot table. */
const odd = toOddLotColumn;

/** The odd-lot grid table: code, limits, then the odd-lot twins of bid, match and offer columns. */
export const ODD_LOT_GRID_COLUMNS: readonly ColumnDef[] = [
  CODE_COLUMN,
  dataColumn("ceilPrice", "price"),
  dataColumn("floorPrice", "price"),
  dataColumn("refPrice", "price"),
  odd(dataColumn("bidPrice3", "price", { group: BID })),
  odd(dataColumn("bidQtty3", "volume", { group: BID, colorField: "bidPrice3" })),
  odd(dataColumn("bidPrice2", "price", { group: BID })),
  odd(dataColumn("bidQtty2", "volume", { group: BID, colorField: "bidPrice2" })),
  odd(dataColumn("bidPrice1", "price", { group: BID })),
  odd(dataColumn("bidQtty1", "volume", { group: BID, colorField: "bidPrice1" })),
  odd(dataColumn("matchPrice", "price", { group: MATCH })),
  odd(
    dataColumn("changePrice", "change", {
      group: MATCH,
      altField: "pctChangePrice",
      altKind: "percent",
      colorField: "matchPrice",
      blankWithout: "matchPrice",
    }),
  ),
  odd(dataColumn("matchQtty", "volume", { group: MATCH, colorField: "matchPrice" })),
  odd(dataColumn("totalTradedQtty", "volume", { altField: "totalTradedValue", altKind: "value" })),
  odd(dataColumn("offerPrice1", "price", { group: OFFER })),
  odd(dataColumn("offerQtty1", "volume", { group: OFFER, colorField: "offerPrice1" })),
  odd(dataColumn("offerPrice2", "price", { group: OFFER })),
  odd(dataColumn("offerQtty2", "volume", { group: OFFER, colorField: "offerPrice2" })),
  odd(dataColumn("offerPrice3", "price", { group: OFFER })),
  odd(dataColumn("offerQtty3", "volume", { group: OFFER, colorField: "offerPrice3" })),
  dataColumn("avgPrice", "price", { group: HIGH_LOW }),
  dataColumn("highestPrice", "price", { group: HIGH_LOW }),
  dataColumn("lowestPrice", "price", { group: HIGH_LOW }),
  dataColumn("buyForeignQtty", "volume", { group: FOREIGN, toggle: "foreignBuy" }),
  dataColumn("sellForeignQtty", "volume", { group: FOREIGN, toggle: "foreignSell" }),
  dataColumn("remainForeignQtty", "volume", { group: FOREIGN, toggle: "room" }),
];
