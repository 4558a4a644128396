import { defineSchema } from "../record-schema";

/** Builds `prefix1 .. prefixN` pairs in ladder order: price1, qtty1, price2, qtty2, ... */
function ladder<P extends string, Q extends string>(
  price: P,
  qtty: Q,
  levels: number,
): (`${P}${number}` | `${Q}${number}`)[] {
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

/** Best three levels interleaved (bid, offer per level): what every board shows and every tick moves. */
const BEST_THREE: LadderField[] = [];
for (let level = 1; level <= 3; level++) {
  BEST_THREE.push(`bidPrice${level}` as LadderField, `bidQtty${level}` as LadderField);
  BEST_THREE.push(`offerPrice${level}` as LadderField, `offerQtty${level}` as LadderField);
}
/** Levels 4 to 10 (the 10-level order book of the derivatives panel and popups). */
const DEPTH: LadderField[] = [];
for (let level = 4; level <= 10; level++) {
  DEPTH.push(`bidPrice${level}` as LadderField, `bidQtty${level}` as LadderField);
  DEPTH.push(`offerPrice${level}` as LadderField, `offerQtty${level}` as LadderField);
}

/** The identity group's text fields, in wire order (then three numbers: counter, exercise price, ratio). */
const IDENTITY_TEXT = [
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
] as const;

/**
 * Symbol info, msgType 4 (snapshot) and 2 (update); spec section 3 "Symbol info".
 * Prices are integers in dong (derivatives: index points); quantities in shares; values in dong.
 * Colour companions (`matchPrice_color`, ...) are derived by the store, never sent.
 *
 * Groups are ordered by how often they change, because an update stops after its last non-empty group
 * and every empty position before it still costs a separator: 1 last match and day totals, 2 the best
 * three levels, 3 foreign, 4 levels 4-10, 5 odd lot, 6 derivative and covered warrant, 7 board totals,
 * 8 reference prices, 9 identity, 10 call auction. Measured with benchmarks/feed-decode.bench.ts on the 2-core dev
 * machine: with identity and reference prices first, parse + apply of the update mix took 49 ms and
 * the whole path ran at 1.26 M field updates/s; in this order 34 ms and 2.17 M/s.
 */
export const SYMBOL_SCHEMA = defineSchema({
  name: "symbol",
  groups: [
    ["code"],
    [
      "matchPrice",
      "matchQtty",
      "changePrice",
      "pctChangePrice",
      "totalTradedQtty",
      "totalTradedValue",
      "highestPrice",
      "lowestPrice",
      "avgPrice",
      "totalBuyQtty",
      "totalSellQtty",
      "changeTotalTradedQtty",
    ],
    [...BEST_THREE, "totalBidQtty", "totalOfferQtty"],
    [
      "buyForeignQtty",
      "sellForeignQtty",
      "subForeignQtty",
      "buyForeignValue",
      "sellForeignValue",
      "subForeignValue",
      "remainForeignQtty",
    ],
    DEPTH,
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
    ["openInterest", "openInterestChange", "underlyingPrice", "underlyingPriceCS", "basis"],
    ["totalTradedQttyNM", "totalTradedValueNM", "ptTradedQtty", "ptTradedValue"],
    ["refPrice", "ceilPrice", "floorPrice", "openPrice", "closePrice", "priorClosePrice"],
    [...IDENTITY_TEXT, "counter", "exercisePrice", "exerciseRatio"],
    // Call auction (ATO, ATC): the price that would match the most volume if the auction closed now, and
    // that volume; 0 outside an auction. Last, because only the auctions' few minutes send it.
    ["auctionPrice", "auctionQtty"],
  ],
  strings: ["code", ...IDENTITY_TEXT],
});

/**
 * Field names of symbol records (msgTypes 4, 2), and their flat indices in SYMBOL_SCHEMA as a value:
 * `store.num(SymbolField.matchPrice, row)`.
 */
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
  "auctionPrice",
  ...(ladder("bidPrice", "bidQtty", 10).filter((f) => f.startsWith("bidPrice")) as LadderField[]),
  ...(ladder("offerPrice", "offerQtty", 10).filter((f) => f.startsWith("offerPrice")) as LadderField[]),
  "matchPriceOdd",
  ...(ladder("bidPriceOdd", "bidQttyOdd", 3).filter((f) => f.startsWith("bidPriceOdd")) as LadderField[]),
  ...(ladder("offerPriceOdd", "offerQttyOdd", 3).filter((f) =>
    f.startsWith("offerPriceOdd"),
  ) as LadderField[]),
];
