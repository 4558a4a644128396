import { describe, expect, it } from "vitest";
import { BOND_COLUMNS } from "./bond-columns";
import type { BoardLanguage, ColumnDef } from "./column-def";
import { withCallAuction } from "./column-modes";
import { COVERED_WARRANT_COLUMNS } from "./covered-warrant-columns";
import { DERIVATIVE_COLUMNS } from "./derivative-columns";
import { DETAIL_COLUMNS } from "./detail-columns";
import { builtInHeaderLabel, headerText } from "./header-labels";
import { ODD_LOT_COLUMNS } from "./odd-lot-columns";
import { ODD_LOT_GRID_COLUMNS } from "./odd-lot-grid-columns";
import { PUT_THROUGH_MATCHED_COLUMNS } from "./put-through-columns";
import { TOTAL_COLUMNS } from "./total-columns";

const LANGUAGES: BoardLanguage[] = ["vi", "en", "zh", "kr"];

describe("built-in header labels", () => {
  const missingLabels = (columns: readonly Pick<ColumnDef<string>, "header" | "group">[]): string[] => {
    const missing: string[] = [];
    for (const column of columns)
      for (const key of [column.header, column.group])
        if (typeof key === "string")
          for (const language of LANGUAGES)
            if (builtInHeaderLabel(key, language) === undefined) missing.push(`${key} ${language}`);
    return missing;
  };

  it("label every header and group of the presets in vi, en, zh and kr", () => {
    const presets = [
      ...DETAIL_COLUMNS,
      ...ODD_LOT_GRID_COLUMNS,
      ...DERIVATIVE_COLUMNS,
      ...BOND_COLUMNS,
      ...PUT_THROUGH_MATCHED_COLUMNS,
      ...ODD_LOT_COLUMNS,
      ...TOTAL_COLUMNS,
      ...COVERED_WARRANT_COLUMNS,
    ];
    expect(missingLabels(presets)).toEqual([]);
  });

  it("label a call auction's projected columns (a host's board in ATO / ATC shows no raw key)", () => {
    for (const auction of ["ATO", "ATC"] as const) {
      const columns = withCallAuction(DETAIL_COLUMNS, auction);
      expect(columns.some((column) => column.header === "column.auctionPrice")).toBe(true);
      expect(missingLabels(columns)).toEqual([]);
    }
    expect(headerText("column.group.projected", "en")).toBe("Projected match");
  });

  it("are the Vietnamese board's headers by default and English on request", () => {
    expect(headerText("column.matchPrice", "vi")).toBe("Giá");
    expect(headerText("column.group.bid", "vi")).toBe("Bên mua");
    expect(headerText("column.ceilPrice", "vi")).toBe("Trần");
    expect(headerText("column.ceilPrice", "en")).toBe("Ceil");
    expect(headerText("column.totalTradedQtty", "kr")).toBe("거래량");
  });
});

describe("headerText", () => {
  it("picks a per-language header's language, else English, else Vietnamese", () => {
    expect(headerText({ vi: "Giá mua", en: "Bid" }, "vi")).toBe("Giá mua");
    expect(headerText({ vi: "Giá mua", en: "Bid" }, "zh")).toBe("Bid");
    expect(headerText({ vi: "Giá mua" }, "kr")).toBe("Giá mua");
  });

  it("shows plain text as it is and an unknown key's last segment", () => {
    expect(headerText("Giá khớp", "en")).toBe("Giá khớp");
    expect(headerText("column.myField", "vi")).toBe("myField");
  });

  it("sends keys through the host's label function when it gives one", () => {
    expect(headerText("column.matchPrice", "vi", (key) => `<${key}>`)).toBe("<column.matchPrice>");
  });
});
