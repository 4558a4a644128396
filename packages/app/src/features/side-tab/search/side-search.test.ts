import { describe, expect, it } from "vitest";
import { resolveEntry, type SearchEntry, searchEntries, suggestedEntries } from "./side-search";

const symbol = (code: string, name = ""): SearchEntry => ({ kind: "symbol", code, name, market: "HSX" });
const index = (code: string, name = ""): SearchEntry => ({ kind: "index", code, name, market: "HOSE" });

const ENTRIES: SearchEntry[] = [
  index("VNINDEX", "VN-Index"),
  index("VN30", "VN30-Index"),
  symbol("ACVN", "Công ty ACVN"),
  symbol("VNM", "Vinamilk"),
  symbol("AVN", "An Việt"),
  symbol("HPG", "Tập đoàn Hòa Phát"),
  symbol("FPT", "FPT Corp"),
];

describe("side search ordering (spec 2.4)", () => {
  it("ranks code prefixes, then names, then code substrings, indices and symbols together", () => {
    expect(searchEntries(ENTRIES, "vn").map((e) => e.code)).toEqual([
      "VN30",
      "VNINDEX",
      "VNM",
      "ACVN", // "Công ty ACVN": a name substring
      "AVN", // a code substring only
    ]);
  });

  it("puts an index among the symbols its text starts by code, not behind the traded ones (spec 2.4)", () => {
    // Entries as the tab builds them: no traded volume, so a match position, then the code, decide.
    const entries = [
      symbol("VNM"),
      symbol("VND"),
      index("VNINDEX"),
      symbol("VN100"),
      symbol("AVNB"),
      symbol("AAVN"),
    ];
    expect(searchEntries(entries, "vn").map((e) => e.code)).toEqual([
      "VN100",
      "VND",
      "VNINDEX",
      "VNM",
      "AVNB", // "vn" at 1
      "AAVN", // "vn" at 2
    ]);
  });

  it("matches names without diacritics", () => {
    expect(searchEntries(ENTRIES, "hoa phat").map((e) => e.code)).toEqual(["HPG"]);
    expect(searchEntries(ENTRIES, "viet").map((e) => e.code)).toEqual(["AVN"]);
  });

  it("finds nothing for blank text and respects the limit", () => {
    expect(searchEntries(ENTRIES, "   ")).toEqual([]);
    expect(searchEntries(ENTRIES, "vn", 2).map((e) => e.code)).toEqual(["VN30", "VNINDEX"]);
  });
});

describe("no-input suggestions (spec 2.4, 9)", () => {
  const lookup = (code: string) => ENTRIES.find((e) => e.code === code);
  const row = (code: string, totalTradedQtty: number, securityType = "ST") => ({
    code,
    totalTradedQtty,
    securityType,
  });

  it("takes the top 5 by volume without CW and BO, then the favourites once each", () => {
    const scope = [
      row("AAA", 10),
      row("BBB", 60),
      row("CW1", 1000, "CW"),
      row("BO1", 900, "BO"),
      row("CCC", 50),
      row("DDD", 40),
      row("EEE", 30),
      row("FFF", 20),
    ];
    const codes = suggestedEntries(scope, ["FPT", "BBB", "ZZZ"], lookup).map((e) => e.code);
    expect(codes).toEqual(["BBB", "CCC", "DDD", "EEE", "FFF", "FPT", "ZZZ"]);
  });

  it("keeps unknown favourites as symbols with no name", () => {
    expect(suggestedEntries([], ["ZZZ"], lookup)).toEqual([
      { kind: "symbol", code: "ZZZ", name: "", market: "" },
    ]);
  });
});

describe("Enter (spec 2.4, 5)", () => {
  it("selects the exact code, an index as an index", () => {
    expect(resolveEntry(ENTRIES, " vnm ")).toEqual({ kind: "symbol", code: "VNM" });
    expect(resolveEntry(ENTRIES, "vn30")).toEqual({ kind: "index", code: "VN30" });
  });

  it("selects the raw text, upper-cased, when nothing matches exactly", () => {
    expect(resolveEntry(ENTRIES, "vn")).toEqual({ kind: "symbol", code: "VN" });
    expect(resolveEntry(ENTRIES, "<b>x")).toEqual({ kind: "symbol", code: "<B>X" });
  });

  it("selects nothing for an empty entry", () => {
    expect(resolveEntry(ENTRIES, "")).toBeNull();
    expect(resolveEntry(ENTRIES, "   ")).toBeNull();
  });
});
