import { describe, expect, it } from "vitest";
import { foldDiacritics, foldForSearch, matchCodes, matchCodesAndNames } from "./search";

interface Sym {
  code: string;
  name: string;
}
const getCode = (s: Sym) => s.code;
const getName = (s: Sym) => s.name;
const SYMBOLS: Sym[] = [
  { code: "VNM", name: "Công ty Cổ phần Sữa Việt Nam" },
  { code: "ACVN", name: "Tổng công ty Cảng hàng không Việt Nam" },
  { code: "VCB", name: "Ngân hàng TMCP Ngoại thương Việt Nam" },
  { code: "SVN", name: "Công ty Cổ phần Solavina" },
  { code: "HVN", name: "Tổng Công ty Hàng không Việt Nam" },
  { code: "DGC", name: "Công ty Cổ phần Tập đoàn Hóa chất Đức Giang" },
  { code: "BID", name: "Ngân hàng TMCP Đầu tư và Phát triển Việt Nam" },
];

describe("matchCodes", () => {
  it("matches a case-insensitive substring, by position then code", () => {
    const codes = matchCodes(SYMBOLS, "vn", getCode).map(getCode);
    expect(codes).toEqual(["VNM", "HVN", "SVN", "ACVN"]);
  });

  it("trims the query and honours the limit", () => {
    expect(matchCodes(SYMBOLS, "  vn ", getCode, 2).map(getCode)).toEqual(["VNM", "HVN"]);
    expect(matchCodes(SYMBOLS, "vn", getCode, 0)).toEqual([]);
  });

  it("finds nothing for an empty or blank query, or no match", () => {
    expect(matchCodes(SYMBOLS, "", getCode)).toEqual([]);
    expect(matchCodes(SYMBOLS, "   ", getCode)).toEqual([]);
    expect(matchCodes(SYMBOLS, "XYZ", getCode)).toEqual([]);
  });

  it("works on plain strings", () => {
    expect(matchCodes(["VN30F2M", "VN30F1M", "VN30"], "f", (s) => s)).toEqual(["VN30F1M", "VN30F2M"]);
  });
});

describe("foldDiacritics", () => {
  it("removes Vietnamese marks and maps đ", () => {
    expect(foldDiacritics("Đầu tư và Phát triển")).toBe("Dau tu va Phat trien");
    expect(foldDiacritics("Sữa Việt Nam")).toBe("Sua Viet Nam");
    expect(foldDiacritics("đường")).toBe("duong");
    expect(foldForSearch("Ngân Hàng")).toBe("ngan hang");
    expect(foldDiacritics("")).toBe("");
  });
});

describe("matchCodesAndNames", () => {
  it("puts code matches first, then name matches without diacritics", () => {
    const codes = matchCodesAndNames(SYMBOLS, "vn", getCode, getName).map(getCode);
    expect(codes).toEqual(["VNM", "HVN", "SVN", "ACVN"]);
    const bank = matchCodesAndNames(SYMBOLS, "ngan hang", getCode, getName).map(getCode);
    expect(bank).toEqual(["BID", "VCB"]);
  });

  it("lists each item once and orders names by match position", () => {
    // "duc" matches DGC's name; "BID" matches by code and by nothing else.
    expect(matchCodesAndNames(SYMBOLS, "đức", getCode, getName).map(getCode)).toEqual(["DGC"]);
    const viet = matchCodesAndNames(SYMBOLS, "viet", getCode, getName).map(getCode);
    expect(new Set(viet).size).toBe(viet.length);
    expect(viet[0]).toBe("VNM"); // "Sữa Việt Nam" matches earliest in its name
  });

  it("honours the limit and the empty query", () => {
    expect(matchCodesAndNames(SYMBOLS, "vn", getCode, getName, 1).map(getCode)).toEqual(["VNM"]);
    expect(matchCodesAndNames(SYMBOLS, "hang", getCode, getName, 1)).toHaveLength(1);
    expect(matchCodesAndNames(SYMBOLS, "", getCode, getName)).toEqual([]);
  });
});
