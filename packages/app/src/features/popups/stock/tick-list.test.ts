import type { Tick } from "@vnboard/feed/rest";
import { describe, expect, it } from "vitest";
import { appendOlder, compareTicks, formatTradeTime, MAX_TICKS, mergeNewer } from "./tick-list";

const tick = (n: number): Tick => ({
  ticks: String(n).padStart(12, "0"),
  tradeTime: "10:00:00",
  matchPrice: 25_000,
  changePrice: 100,
  matchQtty: 100,
  change_TotalTradeQtty: 100,
  totalTradeQtty: 1000 + n,
});
const ids = (list: readonly Tick[]) => list.map((t) => Number(t.ticks));

describe("tick list", () => {
  it("orders ticks strings by length then digits", () => {
    expect(compareTicks("0010", "0009")).toBeGreaterThan(0);
    expect(compareTicks("99", "100")).toBeLessThan(0);
    expect(compareTicks("5", "5")).toBe(0);
  });

  it("puts a forward poll's newer ticks on top, newest first, without duplicates", () => {
    const first = mergeNewer([], [tick(5), tick(4), tick(3)]);
    expect(ids(first)).toEqual([5, 4, 3]);
    const polled = mergeNewer(first, [tick(5), tick(6), tick(8), tick(7)]);
    expect(ids(polled)).toEqual([8, 7, 6, 5, 4, 3]);
    expect(mergeNewer(polled, [])).toBe(polled);
    expect(mergeNewer(polled, [tick(2)])).toBe(polled);
  });

  it("appends an older page under the list, skipping what it already has", () => {
    const list = mergeNewer([], [tick(10), tick(9)]);
    expect(ids(appendOlder(list, [tick(9), tick(8), tick(7)]))).toEqual([10, 9, 8, 7]);
    expect(appendOlder(list, [])).toBe(list);
  });

  it("keeps at most MAX_TICKS", () => {
    const many = Array.from({ length: MAX_TICKS + 10 }, (_, i) => tick(MAX_TICKS + 10 - i));
    expect(mergeNewer([], many)).toHaveLength(MAX_TICKS);
    const full = mergeNewer([], many);
    expect(appendOlder(full, [tick(0)])).toHaveLength(MAX_TICKS);
  });

  it("shows trade time to the second, fraction cut", () => {
    expect(formatTradeTime("10:21:07.120")).toBe("10:21:07");
    expect(formatTradeTime("9:05:00")).toBe("09:05:00");
    expect(formatTradeTime("14:30:59")).toBe("14:30:59");
    expect(formatTradeTime("garbage")).toBe("");
    expect(formatTradeTime(undefined as unknown as string)).toBe("");
  });
});
