import type { StockHistoryRow, Tick } from "@vnboard/feed/rest";
import { isoDate, toCsv } from "../../../shared/export/csv";
import { compareTicks, formatTradeTime } from "./tick-list";

/**
 * The stock popup's CSV files (issue 20): the day's match history and the daily price history, numbers
 * as the server sends them (prices and values in dong, quantities in shares, change in percent points).
 */

/** Turns a column key (`csv.col.price`) and a unit (`csv.unit.dong`) into a header cell. */
export type HeaderText = (column: string, unit?: "dong" | "shares" | "percent") => string;

/** Most matches one export pages in (a liquid stock's whole day is a few thousand). */
export const MAX_EXPORT_TICKS = 20_000;

/**
 * Every match of the day, newest first: pages backward from the latest ('0') until an empty or a
 * repeated page, or MAX_EXPORT_TICKS. `page(lastTicks)` is pr/stockmatch with backward=Y.
 */
export async function allTicks(
  page: (lastTicks: string) => Promise<Tick[]>,
  max = MAX_EXPORT_TICKS,
): Promise<Tick[]> {
  const out: Tick[] = [];
  let last = "0";
  while (out.length < max) {
    const answer = await page(last);
    const older = answer
      .filter((tick) => last === "0" || compareTicks(tick.ticks, last) < 0)
      .sort((a, b) => compareTicks(b.ticks, a.ticks));
    if (older.length === 0) break;
    out.push(...older.slice(0, max - out.length));
    last = older[older.length - 1]!.ticks;
  }
  return out;
}

export function matchesCsv(ticks: readonly Tick[], header: HeaderText): string {
  return toCsv(
    [
      header("csv.col.time"),
      header("csv.col.price", "dong"),
      header("csv.col.change", "dong"),
      header("csv.col.volume", "shares"),
      header("csv.col.totalVolume", "shares"),
    ],
    ticks.map((tick) => [
      formatTradeTime(tick.tradeTime) || tick.tradeTime,
      tick.matchPrice,
      tick.changePrice,
      tick.matchQtty,
      tick.totalTradeQtty,
    ]),
  );
}

export function priceHistoryCsv(rows: readonly StockHistoryRow[], header: HeaderText): string {
  return toCsv(
    [
      header("csv.col.date"),
      header("csv.col.open", "dong"),
      header("csv.col.high", "dong"),
      header("csv.col.low", "dong"),
      header("csv.col.close", "dong"),
      header("csv.col.change", "dong"),
      header("csv.col.changePercent", "percent"),
      header("csv.col.totalVolume", "shares"),
      header("csv.col.value", "dong"),
    ],
    rows.map((row) => [
      isoDate(row.tradingDate),
      row.openPrice,
      row.highestPrice,
      row.lowestPrice,
      row.closePrice,
      row.changePrice,
      row.pctChangePrice,
      row.totalTradedQtty,
      row.totalTradedValue,
    ]),
  );
}
