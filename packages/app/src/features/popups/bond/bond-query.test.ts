import { describe, expect, it } from "vitest";
import { bondToday, checkDates, compactToInput, inputToCompact, queryKey, wantsHistory } from "./bond-query";

describe("bond search params", () => {
  it("sends the date inputs as compact YYYYMMDD, blank as blank, and refuses a day that does not exist", () => {
    expect(inputToCompact("2026-11-20")).toBe("20261120");
    expect(inputToCompact("  ")).toBe("");
    expect(inputToCompact("2026-02-30")).toBeNull();
    expect(inputToCompact("20/11/2026")).toBeNull();
    expect(compactToInput("20261120")).toBe("2026-11-20");
    expect(compactToInput("bad")).toBe("");
  });

  it("takes today from the server clock in Vietnam time, the browser's date before the first server time", () => {
    // 17:30 UTC on 15 March is 00:30 on 16 March in Vietnam.
    expect(bondToday(Date.UTC(2026, 2, 15, 17, 30))).toBe("20260316");
    expect(bondToday(0, new Date(2026, 10, 22, 8, 0))).toBe("20261122");
  });

  it("refuses a from date after the to date and a malformed date; blank dates pass", () => {
    expect(checkDates("2026-11-21", "2026-11-20")).toBe("fromAfterTo");
    expect(checkDates("2026-11-20", "2026-11-20")).toBeNull();
    expect(checkDates("2026-13-01", "")).toBe("badDate");
    expect(checkDates("", "")).toBeNull();
  });

  it("asks for history only when a from or to date exists (spec 5)", () => {
    expect(wantsHistory({ code: "X", from: "", to: "" })).toBe(false);
    expect(wantsHistory({ code: "X", from: "20261120", to: "" })).toBe(true);
    expect(wantsHistory({ code: "X", from: "", to: "20261120" })).toBe(true);
    expect(queryKey({ code: "X", from: "1", to: "2" })).not.toBe(queryKey({ code: "X", from: "1", to: "3" }));
  });
});
