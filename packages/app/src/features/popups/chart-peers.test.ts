import { describe, expect, it } from "vitest";
import { chartPeers } from "./chart-peers";

const industries = [
  { code: "8300", name: "Banks", names: {}, symbolList: ["VCB", "BID", "CTG", "ACB"] },
  { code: "9500", name: "Tech", names: {}, symbolList: ["FPT", "CMG"] },
];
const known = (code: string) => ["VNINDEX", "VN30", "HNXINDEX"].includes(code);

describe("chart page peers", () => {
  it("links a stock to its industry's other members and the main indices", () => {
    expect(chartPeers("stock", "CTG", industries, known)).toEqual([
      "ACB",
      "BID",
      "VCB",
      "IDX:VNINDEX",
      "IDX:VN30",
    ]);
    expect(chartPeers("stock", "ZZZ", industries, known)).toEqual(["IDX:VNINDEX", "IDX:VN30"]);
  });

  it("links an index to the other indices the feed knows", () => {
    expect(chartPeers("index", "VN30", industries, known)).toEqual(["VNINDEX", "HNXINDEX"]);
  });
});
