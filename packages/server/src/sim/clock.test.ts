import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
      `no trading holidays listed for ${Number(last) + 1} (trading_holidays.json covers ${calendar.years[0]}-${last}): its weekdays count as trading days; add them with a newer snapshot (npm run data:reference) or a folder of your own (--ref-data DIR)`,
    );
    // A generated market has no list at all: nothing to say.
    expect(new TradingCalendar(null).coverageNote(later)).toBeNull();
  });

  it("refuses a broker's holiday file with a typo, saying what and where", () => {
    const dir = mkdtempSync(join(tmpdir(), "vnboard-holidays-"));
    const file = join(dir, "trading_holidays.json");
    const calendarOf = (text: string) => {
      writeFileSync(file, text);
      return () => new TradingCalendar(dir);
    };
    try {
      expect(calendarOf('{"2027": ["2027-01-01",]}')).toThrow(`${file}: not JSON`);
      expect(calendarOf('["2027-01-01"]')).toThrow("expected an object of years");
      expect(calendarOf('{"2027": "2027-01-01"}')).toThrow("2027 is not a list of dates");
      expect(calendarOf('{"2027": ["2027-2-6"]}')).toThrow(
        '"2027-2-6" under 2027 is not a "YYYY-MM-DD" date',
      );
      expect(calendarOf('{"2027": ["2026-02-06"]}')).toThrow('"2026-02-06" under 2027');
      // A good one of the broker's own: its year is covered, its days closed.
      const calendar = calendarOf('{"2027": ["2027-02-08", "2027-02-09"]}')();
      expect(calendar.isTradingDay("2027-02-08")).toBe(false);
      expect(calendar.isTradingDay("2027-02-10")).toBe(true);
      expect(calendar.coverageNote("2027-03-01")).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
