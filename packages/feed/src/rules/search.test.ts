import { describe, expect, it } from "vitest";
import { foldDiacritics, foldForSearch, MatchTier, matchTier, rankMatches, type SearchKeys } from "./search";

interface Sym {
  code: string;
  vi: string;
  en: string;
  volume: number;
}
// Real names from the reference data (packages/server/data/reference/symbols.csv).
const SYMBOLS: Sym[] = [
  {
    code: "VNM",
    vi: "Công ty Cổ phần Sữa Việt Nam",
    en: "Vietnam Dairy Products Joint Stock Company",
    volume: 900,
  },
  { code: "HNM", vi: "Công ty Cổ phần Sữa Hà Nội", en: "Hanoi Milk Joint-Stock Company", volume: 5 },
  {
    code: "VCB",
    vi: "Ngân hàng Thương mại Cổ phần Ngoại thương Việt Nam",
    en: "Joint Stock Commercial Bank For Foreign Trade Of Vietnam",
    volume: 700,
  },
  {
    code: "BID",
    vi: "Ngân hàng Thương mại Cổ phần Đầu tư và Phát triển Việt Nam",
    en: "Joint Stock Commercial Bank for Investment and Development of Vietnam",
    volume: 800,
  },
  {
    code: "HVN",
    vi: "Tổng Công ty Hàng không Việt Nam - CTCP",
    en: "Vietnam Airlines Joint Stock Company",
    volume: 300,
  },
  {
    code: "DGC",
    vi: "Công ty Cổ phần Tập đoàn Hóa chất Đức Giang",
    en: "Ducgiang Chemicals Group Joint Stock Company",
    volume: 200,
  },
  { code: "VNF", vi: "Công ty Cổ phần Vinafreight", en: "Vinafreight Joint Stock Company", volume: 10 },
  {
    code: "VNA",
    vi: "Công ty Cổ phần Vận tải biển Vinaship",
    en: "Vinaship Joint Stock Company",
    volume: 20,
  },
  {
    code: "SVN",
    vi: "Công ty Cổ phần Tập đoàn Vexilla Việt Nam",
    en: "Vexilla Viet Nam Group Joint Stock Company",
    volume: 1,
  },
];
const KEYS: SearchKeys<Sym> = { code: (s) => s.code, names: (s) => [s.vi, s.en], volume: (s) => s.volume };
const find = (query: string, limit?: number) => rankMatches(SYMBOLS, query, KEYS, limit).map((s) => s.code);

describe("foldForSearch", () => {
  it("drops Vietnamese diacritics, maps đ/Đ to d, lower-cases and collapses spaces", () => {
    expect(foldDiacritics("Đầu tư và Phát triển")).toBe("Dau tu va Phat trien");
    expect(foldForSearch("  Sữa   Việt\tNam ")).toBe("sua viet nam");
    expect(foldForSearch("ĐƯỜNG")).toBe("duong");
    expect(foldForSearch("")).toBe("");
  });
});

describe("rankMatches", () => {
  it("finds VNM by its Vietnamese name without diacritics and by its English name", () => {
    expect(find("sua viet nam")[0]).toBe("VNM");
    expect(find("Sữa Việt Nam")[0]).toBe("VNM");
    expect(find("vietnam dairy")).toEqual(["VNM"]);
    expect(find("SUA")).toEqual(["VNM", "HNM"]); // both names start a word "sua": volume decides
  });

  it("ranks exact code, code prefix, name words, name substring, code substring", () => {
    expect(find("vna")).toEqual(["VNA"]);
    // Code prefixes by volume, then the codes that only contain "vn", by volume.
    expect(find("vn")).toEqual(["VNM", "VNA", "VNF", "HVN", "SVN"]);
    expect(find("vina")).toEqual(["VNA", "VNF"]); // name word prefix, volume order
    expect(find("freight")).toEqual(["VNF"]); // name substring
    expect(find("nm")).toEqual(["VNM", "HNM"]); // code substring only, by volume
  });

  it("puts an exact code before a name match of the same text", () => {
    const items = [...SYMBOLS, { code: "DUC", vi: "Công ty Duc", en: "", volume: 0 }];
    expect(rankMatches(items, "duc", KEYS).map((s) => s.code)).toEqual([
      "DUC", // exact code
      "DGC", // "Đức Giang": a name word
      "VNM", // "Products": a name substring
    ]);
  });

  it("needs every query word in order at word starts for a name-words match", () => {
    expect(matchTier("vnm", ["cong ty co phan sua viet nam"], "sua nam", ["sua", "nam"])).toBe(
      MatchTier.NAME_WORDS,
    );
    expect(matchTier("vnm", ["cong ty co phan sua viet nam"], "nam sua", ["nam", "sua"])).toBe(-1);
    expect(matchTier("vnm", ["cong ty co phan sua viet nam"], "ua viet", ["ua", "viet"])).toBe(
      MatchTier.NAME_SUBSTRING,
    );
    expect(matchTier("hvn", ["tong cong ty hang khong viet nam - ctcp"], "nam ctcp", ["nam", "ctcp"])).toBe(
      MatchTier.NAME_WORDS,
    );
    expect(matchTier("svn", [], "vn", ["vn"])).toBe(MatchTier.CODE_SUBSTRING);
  });

  it("orders code substrings by where the query starts in the code, then by code (spec 2.4)", () => {
    const codes = rankMatches(["ABVN", "ZVN", "AVN", "AAVN"], "vn", { code: (s) => s });
    expect(codes).toEqual(["AVN", "ZVN", "AAVN", "ABVN"]);
  });

  it("ties without volume by code; limits; blank finds nothing", () => {
    const codes = rankMatches(["VN30F2M", "VN30F1M", "VN30"], "vn30", { code: (s) => s });
    expect(codes).toEqual(["VN30", "VN30F1M", "VN30F2M"]);
    expect(find("vn", 2)).toEqual(["VNM", "VNA"]);
    expect(find("vn", 0)).toEqual([]);
    expect(find("")).toEqual([]);
    expect(find("   ")).toEqual([]);
    expect(find("xyzzy")).toEqual([]);
  });
});
