import { defineSchema } from "../record-schema";

/*
 * Series messages: one record per point, keyed by the symbol or index code it belongs to.
 * Times are Unix seconds (UTC); dates (tradingDate) travel as the number YYYYMMDD (spec: compact dates).
 * A point whose time equals the series' last point replaces it (the current minute still forming);
 * a later time appends; an earlier time is inserted in order (a late or repeated point).
 */

/** msgType 6: minute candles of a symbol; spec "Minute candle". */
export const MINUTE_CHART_SCHEMA = defineSchema({
  name: "minuteChart",
  groups: [["code"], ["time", "openPrice", "closePrice", "lowestPrice", "highestPrice", "volume"]],
  strings: ["code"],
});

/** msgType 7: matched volume per price step of a symbol; spec "Price-step point". */
export const PRICE_LEVEL_SCHEMA = defineSchema({
  name: "priceLevel",
  groups: [["code"], ["price", "quantity"]],
  strings: ["code"],
});

/** msgType 8: intraday index line; spec "Index chart point". isTemp 'Y' marks a temporary point. */
export const INDEX_CHART_SCHEMA = defineSchema({
  name: "indexChart",
  groups: [["indexCode"], ["time", "value", "quantity", "priceRatioChange", "isTemp"]],
  strings: ["indexCode", "isTemp"],
});

/** msgType 12: daily close history of a symbol; spec "Daily candle". */
export const CLOSE_HISTORY_SCHEMA = defineSchema({
  name: "closeHistory",
  groups: [["code"], ["time", "open", "close", "lowest", "highest", "volume"]],
  strings: ["code"],
});

/** Foreign history columns shared by msgTypes 13 (per symbol) and 16 (per index). */
const FOREIGN_ROW = [
  "tradingDate",
  "buyForeignQtty",
  "sellForeignQtty",
  "subForeignQtty",
  "buyForeignValue",
  "sellForeignValue",
  "subForeignValue",
] as const;

/** msgType 13: foreign trade history of a symbol; spec "Foreign history row". */
export const FOREIGN_HISTORY_SCHEMA = defineSchema({
  name: "foreignHistory",
  groups: [["code"], FOREIGN_ROW],
  strings: ["code"],
});

/** msgType 16: foreign trade history of an index. */
export const INDEX_FOREIGN_HISTORY_SCHEMA = defineSchema({
  name: "indexForeignHistory",
  groups: [["indexCode"], FOREIGN_ROW],
  strings: ["indexCode"],
});

/** msgType 14: index statistic candles; spec "Index statistic point". */
export const INDEX_STATISTIC_SCHEMA = defineSchema({
  name: "indexStatistic",
  groups: [["indexCode"], ["time", "open", "close", "lowest", "highest", "volume"]],
  strings: ["indexCode"],
});

/** msgType 9: basket members, one record per index: code list separated by ','. */
export const BASKET_SCHEMA = defineSchema({
  name: "basket",
  groups: [["indexCode"], ["symbols"]],
  strings: ["indexCode", "symbols"],
});

/** msgType 98: concurrent users, 'time|total|max|current' (spec section 7), one keyless record. */
export const CONCURRENT_SCHEMA = defineSchema({
  name: "concurrent",
  keyed: false,
  groups: [["time"], ["total"], ["max"], ["current"]],
  strings: ["time"],
});
