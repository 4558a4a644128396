import { describe, expect, it } from "vitest";
import { type UniverseRow, universeCodes } from "./index-universe";

const rows: UniverseRow[] = [
  { code: "VNM", marketCode: "STO", securityType: "ST", indexCodes: "VN30,VN100" },
  { code: "FPT", marketCode: "STO", securityType: "ST", indexCodes: "VN30" },
  { code: "CVNM2401", marketCode: "STO", securityType: "CW", indexCodes: "VN30" },
  { code: "SHS", marketCode: "STX", securityType: "ST", indexCodes: "HNX30" },
  { code: "BSR", marketCode: "UPX", securityType: "ST", indexCodes: "" },
];

describe("index universe", () => {
  it("uses the basket when the feed sent one", () => {
    expect(universeCodes("VN30", { VN30: ["ACB", "VNM"] }, rows)).toEqual(["ACB", "VNM"]);
  });

  it("falls back to the symbols naming the index, without covered warrants", () => {
    expect(universeCodes("VN30", {}, rows)).toEqual(["VNM", "FPT"]);
    expect(universeCodes("VN100", { VN30: [] }, rows)).toEqual(["VNM"]);
  });

  it("takes a whole exchange for an exchange index, and nothing for an unknown one", () => {
    expect(universeCodes("VNINDEX", {}, rows)).toEqual(["VNM", "FPT"]);
    expect(universeCodes("HNXUPCOMINDEX", {}, rows)).toEqual(["BSR"]);
    expect(universeCodes("NOPE", {}, rows)).toEqual([]);
    expect(universeCodes("__proto__", {}, rows)).toEqual([]);
  });
});
