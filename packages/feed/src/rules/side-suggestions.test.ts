import { describe, expect, it } from "vitest";
import { type SuggestionRow, sideSuggestions } from "./side-suggestions";

const ROWS: SuggestionRow[] = [
  { code: "VNM", securityType: "ST", totalTradedQtty: 500 },
  { code: "FPT", securityType: "ST", totalTradedQtty: 900 },
  { code: "CFPT2501", securityType: "CW", totalTradedQtty: 99_999 },
  { code: "TD2535", securityType: "BO", totalTradedQtty: 88_888 },
  { code: "ACB", securityType: "ST", totalTradedQtty: 900 },
  { code: "E1VFVN30", securityType: "EF", totalTradedQtty: 700 },
  { code: "HPG", securityType: "ST", totalTradedQtty: 300 },
  { code: "SSI", securityType: "ST", totalTradedQtty: 100 },
  { code: "MWG", securityType: "ST", totalTradedQtty: 0 },
];

describe("sideSuggestions", () => {
  it("suggests the top 5 by matched volume without CW and BO, ties by code", () => {
    expect(sideSuggestions(ROWS)).toEqual(["ACB", "FPT", "E1VFVN30", "VNM", "HPG"]);
  });

  it("appends favourites after the top 5, deduplicated", () => {
    expect(sideSuggestions(ROWS, ["MWG", "FPT", "VIC", "MWG", " "])).toEqual([
      "ACB",
      "FPT",
      "E1VFVN30",
      "VNM",
      "HPG",
      "MWG",
      "VIC",
    ]);
  });

  it("fills from untraded rows before the open and works with no rows", () => {
    const quiet = ROWS.map((r) => ({ ...r, totalTradedQtty: 0 }));
    expect(sideSuggestions(quiet, [], 3)).toEqual(["ACB", "E1VFVN30", "FPT"]);
    expect(sideSuggestions([], ["VNM"])).toEqual(["VNM"]);
  });
});
