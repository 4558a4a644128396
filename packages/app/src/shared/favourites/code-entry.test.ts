import { describe, expect, it } from "vitest";
import { checkCodeEntry } from "./code-entry";

const known = new Set(["FPT", "VCB", "ACB", "SHS"]);
const hsx = new Set(["FPT", "VCB", "ACB"]);

describe("adding a typed code to a list", () => {
  it("upper-cases and trims the entry", () => {
    expect(checkCodeEntry("  fpt ", { exchangeCodes: hsx, knownCodes: known, current: [] })).toEqual({
      ok: true,
      code: "FPT",
    });
  });

  it("ignores a blank entry", () => {
    expect(checkCodeEntry("   ", { exchangeCodes: hsx, knownCodes: known, current: [] })).toEqual({
      ok: false,
      reason: "blank",
    });
  });

  it("refuses a code of another exchange on an exchange board", () => {
    expect(checkCodeEntry("shs", { exchangeCodes: hsx, knownCodes: known, current: [] })).toEqual({
      ok: false,
      reason: "notOnExchange",
      code: "SHS",
    });
  });

  it("accepts any known code on the favourites tab, but not an unknown one or a duplicate", () => {
    const context = { exchangeCodes: null, knownCodes: known, current: ["VCB"] };
    expect(checkCodeEntry("shs", context)).toEqual({ ok: true, code: "SHS" });
    expect(checkCodeEntry("zzz", context)).toEqual({ ok: false, reason: "unknown", code: "ZZZ" });
    expect(checkCodeEntry("vcb", context)).toEqual({ ok: false, reason: "duplicate", code: "VCB" });
  });

  it("accepts a bond the feed knows where the list shows bonds, and nowhere else", () => {
    const bonds = new Set(["VIC12301", "MSN12302"]);
    const favourites = { exchangeCodes: null, knownCodes: known, bondCodes: bonds, current: ["MSN12302"] };
    expect(checkCodeEntry(" vic12301", favourites)).toEqual({ ok: true, code: "VIC12301" });
    expect(checkCodeEntry("msn12302", favourites)).toEqual({
      ok: false,
      reason: "duplicate",
      code: "MSN12302",
    });
    expect(checkCodeEntry("zzz12399", favourites)).toEqual({
      ok: false,
      reason: "unknown",
      code: "ZZZ12399",
    });
    // The summary list (no bondCodes) draws symbols only; an exchange board lists none of the bonds.
    expect(checkCodeEntry("vic12301", { exchangeCodes: null, knownCodes: known, current: [] })).toEqual({
      ok: false,
      reason: "unknown",
      code: "VIC12301",
    });
    expect(
      checkCodeEntry("vic12301", { exchangeCodes: hsx, knownCodes: known, bondCodes: bonds, current: [] }),
    ).toEqual({ ok: false, reason: "notOnExchange", code: "VIC12301" });
  });
});
