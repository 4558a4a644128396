import type { StockHistoryRow, Tick } from "@vnboard/feed/rest";
import { describe, expect, it } from "vitest";
import { UTF8_BOM } from "../../../shared/export/csv";
import { allTicks, type HeaderText, matchesCsv, priceHistoryCsv } from "./stock-csv";

const tick = (n: number): Tick => ({
  ticks: String(1000 + n),
  tradeTime: `09:${String(15 + Math.floor(n / 60)).padStart(2, "0")}:${String(n % 60).padStart(2, "0")}.120`,
  matchPrice: 120_000 + n * 100,
  changePrice: n * 100 - 500,
  matchQtty: 100 * n,
  change_TotalTradeQtty: 0,
  totalTradeQtty: 1000 * n,
});

/** pr/stockmatch with backward=Y over `count` ticks, pages of `size`, newest first. */
function server(count: number, size = 100) {
  const all = Array.from({ length: count }, (_, i) => tick(i)).reverse();
  const calls: string[] = [];
  const page = async (lastTicks: string) => {
    calls.push(lastTicks);
    const older = lastTicks === "0" ? all : all.filter((t) => Number(t.ticks) < Number(lastTicks));
    return older.slice(0, size);
  };
  return { page, calls };
}

const header: HeaderText = (column, unit) => (unit === undefined ? column : `${column} (${unit})`);
const lines = (text: string) =>
  text
    .slice(UTF8_BOM.length)
    .split("\r\n")
    .filter((l) => l !== "");

describe("the day's matches for the CSV", () => {
  it("pages backward until an empty page, newest first, without repeats", async () => {
    const { page, calls } = server(250);
    const ticks = await allTicks(page);
    expect(ticks).toHaveLength(250);
    expect(ticks[0]?.ticks).toBe("1249");
    expect(ticks.at(-1)?.ticks).toBe("1000");
    expect(new Set(ticks.map((t) => t.ticks)).size).toBe(250);
    expect(calls).toEqual(["0", "1150", "1050", "1000"]);
  });

  it("stops at the cap, and on a server that repeats its page", async () => {
    expect(await allTicks(server(250).page, 120)).toHaveLength(120);
    const stuck = async () => [tick(3), tick(2)];
    expect((await allTicks(stuck)).map((t) => t.ticks)).toEqual(["1003", "1002"]);
  });

  it("writes time, prices in dong and volumes in shares, unformatted", () => {
    expect(lines(matchesCsv([tick(2)], header))).toEqual([
      "csv.col.time,csv.col.price (dong),csv.col.change (dong),csv.col.volume (shares),csv.col.totalVolume (shares)",
      "09:15:02,120200,-300,200,2000",
    ]);
  });
});

describe("the price history CSV", () => {
  it("writes ISO dates and the server's numbers", () => {
    const row: StockHistoryRow = {
      tradingDate: "20260305",
      openPrice: 120_000,
      highestPrice: 122_500,
      lowestPrice: 119_800,
      closePrice: 121_000,
      changePrice: 1_000,
      pctChangePrice: 0.83,
      totalTradedQtty: 1_234_500,
      totalTradedValue: 149_374_500_000,
    };
    const [head, first] = lines(priceHistoryCsv([row], header));
    expect(head?.split(",")).toHaveLength(9);
    expect(first).toBe("2026-03-05,120000,122500,119800,121000,1000,0.83,1234500,149374500000");
  });
});
