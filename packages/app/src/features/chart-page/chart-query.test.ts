import { describe, expect, it } from "vitest";
import { chartQueryString, parentOrigin, parseChartQuery } from "./chart-query";

describe("chart page query", () => {
  it("reads symbol, language and p_username as spec 7 names them", () => {
    expect(parseChartQuery("?symbol=fpt&language=en&p_username=demo")).toEqual({
      symbol: "FPT",
      kind: "stock",
      language: "en",
      username: "demo",
      peers: [],
    });
  });

  it("falls back to Vietnamese and no user, and refuses a missing or bad symbol", () => {
    expect(parseChartQuery("?symbol=VNM&language=fr")).toMatchObject({ language: "vi", username: "" });
    expect(parseChartQuery("?language=en")).toBeNull();
    expect(parseChartQuery("?symbol=%3Cscript%3E")).toBeNull();
    expect(parseChartQuery(`?symbol=${"A".repeat(40)}`)).toBeNull();
  });

  it("reads the type and the linked symbols, dropping junk, duplicates and the symbol itself", () => {
    const query = parseChartQuery("?symbol=VN30&type=idx&peers=VNINDEX,vn30,<x>,ST:FPT,VNINDEX,,HNX30");
    expect(query?.kind).toBe("index");
    expect(query?.peers).toEqual([
      { kind: "index", code: "VNINDEX" },
      { kind: "stock", code: "FPT" },
      { kind: "index", code: "HNX30" },
    ]);
    const many = Array.from({ length: 30 }, (_, i) => `S${i}`).join(",");
    expect(parseChartQuery(`?symbol=FPT&peers=${many}`)?.peers).toHaveLength(12);
  });

  it("builds the page's own address for a linked symbol", () => {
    const query = parseChartQuery("?symbol=FPT&language=kr&p_username=a%20b");
    if (query === null) throw new Error("query");
    expect(chartQueryString(query, { kind: "index", code: "VN30" })).toBe(
      "?symbol=VN30&type=IDX&language=kr&p_username=a+b",
    );
  });

  it("takes the parent's origin from the browser, else its own, and none outside a frame", () => {
    expect(parentOrigin(false, ["https://a.example"], "https://b.example")).toBeNull();
    expect(parentOrigin(true, ["https://a.example"], "https://b.example")).toBe("https://a.example");
    expect(parentOrigin(true, undefined, "https://b.example")).toBe("https://b.example");
    expect(parentOrigin(true, ["null"], "https://b.example")).toBe("https://b.example");
  });
});
