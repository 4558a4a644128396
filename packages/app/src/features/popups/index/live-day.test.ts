import { describe, expect, it } from "vitest";
import { type PastPriceRow, vietnamDate, withLiveDay } from "./live-day";

const day = (tradingDate: string, closeIndex: number): PastPriceRow => ({
  tradingDate,
  changeIndex: 1,
  pctChangeIndex: 0.1,
  openIndex: closeIndex - 1,
  highestIndex: closeIndex + 2,
  lowestIndex: closeIndex - 2,
  closeIndex,
  totalTradedQtty: 1000,
  totalTradedValue: 1e9,
});

describe("past prices with the live day", () => {
  it("dates an epoch ms in Vietnam time", () => {
    expect(vietnamDate(Date.UTC(2026, 2, 15, 17, 30))).toBe("20260316");
    expect(vietnamDate(0)).toBe("");
  });

  it("adds the live day on top", () => {
    const rows = withLiveDay([day("20260313", 1200), day("20260312", 1190)], day("20260316", 1210));
    expect(rows.map((r) => [r.tradingDate, r.closeIndex, r.live === true])).toEqual([
      ["20260316", 1210, true],
      ["20260313", 1200, false],
      ["20260312", 1190, false],
    ]);
  });

  it("replaces a history row of the same date with the live one", () => {
    const rows = withLiveDay([day("20260316", 1200), day("20260313", 1190)], day("20260316", 1215));
    expect(rows.map((r) => r.closeIndex)).toEqual([1215, 1190]);
  });

  it("leaves the history alone without live data", () => {
    const history = [day("20260313", 1200)];
    expect(withLiveDay(history, null)).toEqual(history);
    expect(withLiveDay(history, day("20260316", Number.NaN))).toEqual(history);
    expect(withLiveDay(history, day("", 1200))).toEqual(history);
  });
});
