import { PriceColor } from "@vnboard/feed";
import { describe, expect, it } from "vitest";
import { type IndustryMember, industryStats, shares } from "./industry-stats";

const member = (
  color: number,
  pct: number,
  qtty: number,
  value: number,
  buy = 0,
  sell = 0,
): IndustryMember => ({
  color,
  pctChangePrice: pct,
  totalTradedQtty: qtty,
  totalTradedValue: value,
  buyForeignValue: buy,
  sellForeignValue: sell,
});

describe("industry statistics", () => {
  it("counts members like an index does, with the ceiling and floor inside up and down", () => {
    const stats = industryStats([
      member(PriceColor.CEILING, 6.9, 1000, 5_000_000),
      member(PriceColor.UP, 1.1, 500, 2_000_000, 300_000, 100_000),
      member(PriceColor.REFERENCE, 0, 100, 1_000_000),
      member(PriceColor.DOWN, -2, 200, 3_000_000, 0, 400_000),
      member(PriceColor.FLOOR, -6.9, 50, 500_000),
      member(PriceColor.NONE, Number.NaN, 0, 0),
    ]);
    expect(stats).toMatchObject({
      members: 6,
      up: 2,
      upCeil: 1,
      unchanged: 1,
      down: 2,
      downFloor: 1,
      untraded: 1,
      volume: 1850,
      value: 11_500_000,
      valueUp: 7_000_000,
      valueUnchanged: 1_000_000,
      valueDown: 3_500_000,
      foreignNetValue: -200_000,
    });
    // Mean of the five traded members: (6.9 + 1.1 + 0 - 2 - 6.9) / 5.
    expect(stats.averagePct).toBe(-0.18);
  });

  it("treats missing figures as zero and has no average before any trade", () => {
    const stats = industryStats([member(PriceColor.NONE, Number.NaN, Number.NaN, Number.NaN, Number.NaN)]);
    expect(stats.value).toBe(0);
    expect(stats.volume).toBe(0);
    expect(stats.foreignNetValue).toBe(0);
    expect(stats.averagePct).toBeNaN();
    expect(industryStats([]).members).toBe(0);
  });

  it("gives shares in percent that add to 100, or zeros for an empty whole", () => {
    expect(shares([1, 1, 2])).toEqual([25, 25, 50]);
    expect(shares([0, 0, 0])).toEqual([0, 0, 0]);
    expect(shares([Number.NaN, 3, -1])).toEqual([0, 100, 0]);
  });
});
