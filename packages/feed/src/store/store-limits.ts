/**
 * Upper bounds on what a provider can make the stores hold. A real feed stays far below every one of
 * them (the whole Vietnamese market is ~3,000 symbols, a trading day a few thousand put-through deals and
 * ~300 minute points per chart); a broken or hostile provider that invents new codes, texts or chart
 * points forever meets them instead of exhausting the browser's memory. What goes over a bound is
 * dropped and counted (`MarketData.limitDrops()`), never applied half-way.
 *
 * Memory at the bounds, measured per row from the schemas (numbers 8 B + change stamp 8 B + direction
 * 1 B per numeric field): the symbol store's 16,384 rows are ~53 MB, any other store's 65,536 rows
 * ~2-14 MB, the string table ~64 MB at 16 M characters.
 */
export const STORE_LIMITS = {
  /** Rows of the symbol store (distinct codes). */
  maxSymbolRows: 16_384,
  /** Rows of any other column store (indices, markets, bonds, put-through deals). */
  maxRows: 65_536,
  /** Distinct interned texts (names, statuses, ...), shared by all stores of one MarketData. */
  maxStrings: 1_048_576,
  /** Total characters of the distinct interned texts. */
  maxStringChars: 16 * 1024 * 1024,
  /** Series per series store (one per symbol or index). */
  maxSeries: 20_000,
  /** Points per series. */
  maxSeriesPoints: 100_000,
} as const;
