import { describe, expect, it } from "vitest";
import { FIRST_LABEL_TABLES } from "../../root/label-tables";
import { footerUnitsKey } from "./footer-units";

describe("the footer's units note", () => {
  it("states each board's own units", () => {
    expect(footerUnitsKey("/banggia/vn30")).toBe("footer.units");
    expect(footerUnitsKey("/banggia/hsx/thoathuan")).toBe("footer.units");
    expect(footerUnitsKey("/banggia/phaisinh")).toBe("footer.units.derivatives");
    expect(footerUnitsKey("/banggia/tprl/")).toBe("footer.units.bonds");
    expect(footerUnitsKey("/banggia/upcom/odd")).toBe("footer.units.oddLot");
    expect(footerUnitsKey("/banggia/hsx/oddity")).toBe("footer.units");
  });

  it("has every note in the first label tables, in all four languages (the footer is on the first paint)", () => {
    const tables = Object.assign({}, ...FIRST_LABEL_TABLES) as Record<string, string[]>;
    for (const key of [
      "footer.units",
      "footer.units.derivatives",
      "footer.units.bonds",
      "footer.units.oddLot",
    ]) {
      expect(tables[key], key).toHaveLength(4);
      expect(new Set(tables[key]).size, key).toBe(4);
    }
  });
});
