import { MarketData, MsgType, SYMBOL_SCHEMA } from "@vnboard/feed";
import { encodeRecords } from "@vnboard/feed/protocol";
import { describe, expect, it } from "vitest";
import { enterPick, optionText, type SearchItem, suggestCodes, symbolSearchItem } from "./code-search";

const item = (code: string, name: string, market = "HOSE"): SearchItem => ({ code, name, market });
const ITEMS: SearchItem[] = [
  item("ACVN", "Cảng hàng không"),
  item("VNM", "Vinamilk"),
  item("AVN", "An Việt"),
  item("ANV", "Nam Việt"),
  item("TCB", "Ngân hàng Kỹ Thương"),
  item("VCB", "Ngân hàng Ngoại thương"),
  item("VN30", "VN30 Index", ""),
  ...Array.from({ length: 12 }, (_, i) => item(`XV${String(i).padStart(2, "0")}`, "Other")),
];
const byCode = (code: string) => ITEMS.find((s) => s.code === code)!;
const codes = (list: readonly SearchItem[]) => list.map((s) => s.code);

describe("code search (header and popups)", () => {
  it("ranks exact code, code prefix, name words, name substring, code substring", () => {
    // Code substrings by where "vn" starts: AVN (at 1) before ACVN (at 2).
    expect(codes(suggestCodes(ITEMS, "vn"))).toEqual(["VN30", "VNM", "AVN", "ACVN"]);
    expect(codes(suggestCodes(ITEMS, "ngan hang"))).toEqual(["TCB", "VCB"]);
    // Code prefix, then a name word ("An Việt"), then name substrings ("Cảng", "Ngân"), by code.
    expect(codes(suggestCodes(ITEMS, "an"))).toEqual(["ANV", "AVN", "ACVN", "TCB", "VCB"]);
    expect(codes(suggestCodes(ITEMS, "vinamilk"))).toEqual(["VNM"]);
  });

  it("matches English names and breaks ties by traded volume", () => {
    const list: SearchItem[] = [
      {
        code: "VNM",
        name: "Công ty Cổ phần Sữa Việt Nam",
        nameEn: "Vietnam Dairy Products Joint Stock Company",
        market: "HOSE",
        volume: 10,
      },
      {
        code: "HNM",
        name: "Công ty Cổ phần Sữa Hà Nội",
        nameEn: "Hanoi Milk Joint-Stock Company",
        market: "UpCOM",
        volume: 20,
      },
    ];
    expect(codes(suggestCodes(list, "dairy"))).toEqual(["VNM"]);
    expect(codes(suggestCodes(list, "sua"))).toEqual(["HNM", "VNM"]);
    expect(codes(suggestCodes(list, "sua viet nam"))).toEqual(["VNM"]);
  });

  it("shows at most 8 suggestions and none for blank text", () => {
    expect(suggestCodes(ITEMS, "X")).toHaveLength(8);
    expect(suggestCodes(ITEMS, "   ")).toEqual([]);
  });

  it("Enter picks the exact code in any case, else the first suggestion; blank or no match picks nothing", () => {
    expect(enterPick(ITEMS, suggestCodes(ITEMS, "avn"), "avn")).toBe("AVN");
    expect(enterPick(ITEMS, suggestCodes(ITEMS, "vn"), " vn ")).toBe("VN30");
    expect(enterPick(ITEMS, suggestCodes(ITEMS, "ngoai"), "ngoai")).toBe("VCB");
    expect(enterPick(ITEMS, [], "  ")).toBeNull();
    expect(enterPick(ITEMS, suggestCodes(ITEMS, "qqq"), "qqq")).toBeNull();
  });

  it("lists a suggestion as code, exchange and name", () => {
    expect(optionText(byCode("VNM"))).toBe("VNM - HOSE - Vinamilk");
    expect(optionText(byCode("VN30"))).toBe("VN30 - VN30 Index");
  });

  it("reads a symbol's name and exchange display name from the store", () => {
    const market = new MarketData();
    const message = encodeRecords(SYMBOL_SCHEMA, [
      { code: "FPT", symbolName: "FPT Corp", marketCode: "STX" },
    ]);
    expect(market.handleEnvelope({ msgType: MsgType.SYMBOL_SNAPSHOT, message })).toBe(true);
    expect(symbolSearchItem(market.symbols, "FPT")).toEqual({
      code: "FPT",
      name: "FPT Corp",
      market: "HNX",
      nameEn: "",
      volume: 0,
    });
    expect(symbolSearchItem(market.symbols, "ZZZ")).toEqual({
      code: "ZZZ",
      name: "",
      market: "",
      nameEn: "",
      volume: 0,
    });
  });
});
