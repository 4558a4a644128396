import { describe, expect, it } from "vitest";
import { TOTAL_COLUMNS, TOTAL_ODD_LOT_COLUMNS } from "./total-columns";

describe("TOTAL_COLUMNS", () => {
  it("shows code, reference, match, change, volume and value, foreign", () => {
    expect(TOTAL_COLUMNS.map((c) => c.id)).toEqual([
      "star",
      "code",
      "refPrice",
      "matchPrice",
      "changePrice",
      "totalTradedQtty",
      "totalTradedValue",
      "buyForeignQtty",
      "sellForeignQtty",
      "subForeignQtty",
      "buyForeignValue",
      "sellForeignValue",
      "subForeignValue",
      "remainForeignQtty",
      "miniChart",
    ]);
    expect(TOTAL_COLUMNS.find((c) => c.id === "totalTradedValue")?.kind).toBe("value");
  });

  it("has an odd-lot variant with odd-lot totals (quantity in shares) and no foreign columns", () => {
    const ids = TOTAL_ODD_LOT_COLUMNS.map((c) => c.id);
    expect(ids).toContain("totalTradedValueOdd");
    expect(ids).toContain("matchPriceOdd");
    expect(TOTAL_ODD_LOT_COLUMNS.find((c) => c.id === "totalTradedQttyOdd")?.kind).toBe("count");
    expect(ids.filter((id) => id.includes("Foreign"))).toEqual([]);
  });
});
