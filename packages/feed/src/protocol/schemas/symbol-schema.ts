import { defineSchema } from "../record-schema";

/** Builds `prefix1 .. prefixN` pairs in ladder order: price1, qtty1, price2, qtty2, ... */
function ladder<P extends string, Q extends string>(price: P, qtty: Q, levels: number): (`${P}${number}` | `${Q}${number}`)[] {
  const out: (`${P}${number}` | `${Q}${number}`)[] = [];
  for (let level = 1; level <= levels; level++) out.push(`${price}${level}`, `${qtty}${level}`);
  return out;
}

type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
type OddLevel = 1 | 2 | 3;
type LadderField =
  | `bidPrice${Level}`
  | `bidQtty${Level}`
  | `offerPrice${Level}`
  | `offerQtty${Level}`
  | `bidPriceOdd${OddLevel}`
  | `bidQttyOdd${OddLevel}`
  | `offerPriceOdd${OddLevel}`
  | `offerQttyOdd${OddLevel}`;

/**
 * Symbol info, msgType 4 (snapshot) and 2 (update); spec section 3 "Symbol info".
 * Prices are integers in dong (derivatives: index points); quantities in shares; values in dong.
 * Colour companions (`matchPrice_color`, ...) are derived by the store, never sent.
 *
 * Groups (between '|'): 0 key, 1 identity, 2 reference prices, 3 last match and totals,
 * 4 bid ladder (10 levels), 5 offer ladder (10 levels), 6 foreign, 7 derivative and covered-warrant,
 * 8 odd lot. Groups are ordered by how often they change so that an update may stop early.
 */
export const SYMBOL_SCHEMA = defineSchema({
  name: "symbol",
  groups: [
    ["code"],
    [
      "symbolName",
      "marketCode",
      "marketName",
      "marketNameEn",
      "securityType",
      "underlying",
      "referenceStatus",
      "floorCode",
      "indexCodes",
      "issuer",
      "issuerName",
      "lastTradingDate",
      "securityTradingStatus",
      "tradeSessionCode",
      "hash",
      "dhv",
      "congTru",
      "counter",
      "exercisePrice",
      "exerciseRatio",
    ],
    ["refPrice", "ceilPrice", "floorPrice", "openPrice", "closePrice", "priorClosePrice", "highestPrice", "lowestPrice", "avgPrice"],
    [
      "matchPrice",
      "matchQtty",
      "changePrice",
      "pctChangePrice",
      "totalTradedQtty",
      "totalTradedValue",
      "totalTradedQttyNM",
      "totalTradedValueNM",
      "ptTradedQtty",
      "ptTradedValue",
      "changeTotalTradedQtty",
      "totalBuyQtty",
      "totalSellQtty",
      "totalBidQtty",
      "totalOfferQtty",
    ],
    ladder("bidPrice", "bidQtty", 10) as LadderField[],
    ladder("offerPrice", "offerQtty", 10) as LadderField[],
    [
      "buyForeignQtty",
      "sellForeignQtty",
      "subForeignQtty",
      "buyForeignValue",
      "sellForeignValue",
      "subForeignValue",
      "remainForeignQtty",
    ],
    ["openInterest", "openInterestChange", "underlyingPrice", "underlyingPriceCS", "basis"],
    [
      "matchPriceOdd",
      "matchQttyOdd",
      "changePriceOdd",
      "pctChangePriceOdd",
      "totalTradedQttyOdd",
      "totalTradedValueOdd",
      ...(ladder("bidPriceOdd", "bidQttyOdd", 3) as LadderField[]),
      ...(ladder("offerPriceOdd", "offerQttyOdd", 3) as LadderField[]),
    ],
  ],
  strings: [
    "code",
    "symbolName",
    "marketCode",
    "marketName",
    "marketNameEn",
    "securityType",
    "underlying",
    "referenceStatus",
    "floorCode",
    "indexCodes",
    "issuer",
    "issuerName",
    "lastTradingDate",
    "securityTradingStatus",
    "tradeSessionCode",
    "hash",
    "dhv",
    "congTru",
  ],
});

export type SymbolField = (typeof SYMBOL_SCHEMA.fields)[number];
export const SymbolField = SYMBOL_SCHEMA.index;

/**
 * Price fields that carry a colour companion (`<field>_color`), each compared with the row's
 * reference, ceiling and floor (spec section 4, "Price colours").
 */
export const SYMBOL_COLORED_FIELDS: readonly SymbolField[] = [
  "openPrice",
  "closePrice",
  "highestPrice",
  "lowestPrice",
  "avgPrice",
  "matchPrice",
  ...(ladder("bidPrice", "bidQtty", 10).filter((f) => f.startsWith("bidPrice")) as LadderField[]),
  ...(ladder("offerPrice", "offerQtty", 10).filter((f) => f.startsWith("offerPrice")) as LadderField[]),
  "matchPriceOdd",
  ...(ladder("bidPriceOdd", "bidQttyOdd", 3).filter((f) => f.startsWith("bidPriceOdd")) as LadderField[]),
  ...(ladder("offerPriceOdd", "offerQttyOdd", 3).filter((f) => f.startsWith("offerPriceOdd")) as LadderField[]),
];
