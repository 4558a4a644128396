import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TradingCalendar } from "./clock";

const REFERENCE = fileURLToPath(new URL("../../data/reference", import.meta.url));

describe("the trading calendar", () => {
  it("closes on the listed holidays and weekends", () => {
    const calendar = new TradingCalendar(REFERENCE);
    expect(calendar.isTradingDay("2026-02-17")).toBe(false); // Tết
    expect(calendar.isTradingDay("2026-11-28")).toBe(false); // Saturday
    expect(calendar.isTradingDay("2026-11-27")).toBe(true);
    expect(calendar.next("2026-02-13")).toBe("2026-02-23");
  });

  it("says when a year has no holiday list, so that a server start names the data to refresh", () => {
    const calendar = new TradingCalendar(REFERENCE);
    expect(calendar.coverageNote("2026-11-29")).toBeNull();
    const last = calendar.years.at(-1);
    const later = `${Number(last) + 1}-02-08`;
    expect(calendar.coverageNote(later)).toBe(
      `no trading holidays listed for ${Number(last) + 1} (trading_holidays.json covers ${calendar.years[0]}-${last}): its weekdays count as trading days; refresh the reference data (npm run data:reference)`,
    );
    // A generated market has no list at all: nothing to say.
    expect(new TradingCalendar(null).coverageNote(later)).toBeNull();
  });
});
