import { describe, expect, it } from "vitest";
import { MarketCode } from "../model/market-codes";
import {
  futureLastTradingDate,
  isTradingDay,
  krxFutureCode,
  krxMonthChar,
  krxYearChar,
  legacyFutureCode,
  parseKrxFutureCode,
  sessionAt,
  sessionPhaseAt,
  thirdThursday,
  vn30FutureAliases,
  vnDateKey,
  vnMinutesSinceMidnight,
} from "./trading-calendar";

const hm = (h: number, m: number) => h * 60 + m;
const HOLIDAYS = new Set(["2025-09-01", "2025-09-02", "2025-04-30", "2025-05-01"]);

describe("isTradingDay", () => {
  it("closes weekends and holidays", () => {
    expect(isTradingDay("2025-08-21", HOLIDAYS)).toBe(true); // Thursday
    expect(isTradingDay("2025-08-23", HOLIDAYS)).toBe(false); // Saturday
    expect(isTradingDay("2025-08-24", HOLIDAYS)).toBe(false); // Sunday
    expect(isTradingDay("2025-09-02", HOLIDAYS)).toBe(false); // National Day
    expect(isTradingDay("2025-09-02")).toBe(true); // a Tuesday without the holiday list
    expect(isTradingDay("not a date")).toBe(false);
  });

  it("reads a Date in Vietnam time", () => {
    // Friday 22 Aug 2025 16:30 UTC is Friday 23:30 in Vietnam; 17:30 UTC is Saturday 00:30.
    expect(isTradingDay(new Date("2025-08-22T16:30:00Z"))).toBe(true);
    expect(isTradingDay(new Date("2025-08-22T17:30:00Z"))).toBe(false);
    expect(vnDateKey(new Date("2025-08-22T17:30:00Z"))).toBe("2025-08-23");
    expect(vnMinutesSinceMidnight(new Date("2025-08-22T02:15:00Z"))).toBe(hm(9, 15));
    expect(vnMinutesSinceMidnight(new Date("2025-08-22T17:30:00Z"))).toBe(30);
  });
});

describe("sessionAt", () => {
  it("follows the HSX timetable", () => {
    expect(sessionAt("STO", hm(8, 59))).toBe("01");
    expect(sessionAt("STO", hm(9, 0))).toBe("10");
    expect(sessionAt("STO", hm(9, 14))).toBe("10");
    expect(sessionAt("STO", hm(9, 15))).toBe("30");
    expect(sessionAt("STO", hm(11, 29))).toBe("30");
    expect(sessionAt("STO", hm(11, 30))).toBe("03");
    expect(sessionAt("STO", hm(12, 59))).toBe("03");
    expect(sessionAt("STO", hm(13, 0))).toBe("30");
    expect(sessionAt("STO", hm(14, 30))).toBe("40");
    expect(sessionAt("STO", hm(14, 44))).toBe("40");
    expect(sessionAt("STO", hm(14, 45))).toBe("60");
    expect(sessionAt("STO", hm(15, 0))).toBe("90");
    expect(sessionAt("STO", hm(23, 59))).toBe("90");
  });

  it("follows the HNX timetable (no ATO, PLO as 61)", () => {
    expect(sessionAt("STX", hm(9, 0))).toBe("30");
    expect(sessionAt("STX", hm(11, 30))).toBe("03");
    expect(sessionAt("STX", hm(14, 30))).toBe("40");
    expect(sessionAt("STX", hm(14, 50))).toBe("61");
    expect(sessionAt("STX", hm(15, 0))).toBe("90");
  });

  it("follows the UpCOM timetable (no ATO/ATC, continuous until 15:00)", () => {
    expect(sessionAt("UPX", hm(8, 30))).toBe("01");
    expect(sessionAt("UPX", hm(9, 0))).toBe("30");
    expect(sessionAt("UPX", hm(12, 0))).toBe("03");
    expect(sessionAt("UPX", hm(14, 40))).toBe("30");
    expect(sessionAt("UPX", hm(15, 0))).toBe("90");
  });

  it("follows the derivatives timetable (ATO from 08:45)", () => {
    expect(sessionAt("DVX", hm(8, 44))).toBe("01");
    expect(sessionAt("DVX", hm(8, 45))).toBe("10");
    expect(sessionAt("DVX", hm(9, 0))).toBe("30");
    expect(sessionAt("DVX", hm(14, 30))).toBe("40");
    expect(sessionAt("DVX", hm(14, 45))).toBe("90");
  });

  it("follows the TPRL timetable (put-through only, until 14:45)", () => {
    expect(sessionAt("TPRL", hm(9, 0))).toBe("60");
    expect(sessionAt("TPRL", hm(11, 45))).toBe("03");
    expect(sessionAt("TPRL", hm(14, 44))).toBe("60");
    expect(sessionAt("TPRL", hm(14, 45))).toBe("90");
  });

  it("is blank for unknown markets and invalid times", () => {
    expect(sessionAt("XXX", hm(10, 0))).toBe("00");
    expect(sessionAt("STO", Number.NaN)).toBe("00");
    expect(sessionAt("STO", -1)).toBe("00");
  });
});

describe("futures calendar", () => {
  it("finds the third Thursday", () => {
    expect(thirdThursday(2025, 8)).toBe(21);
    expect(thirdThursday(2025, 12)).toBe(18);
    expect(thirdThursday(2026, 1)).toBe(15); // 1 Jan 2026 is a Thursday
    expect(thirdThursday(2025, 5)).toBe(15);
  });

  it("moves the last trading day before a holiday", () => {
    expect(futureLastTradingDate(2025, 8)).toBe("2025-08-21");
    expect(futureLastTradingDate(2025, 8, new Set(["2025-08-21"]))).toBe("2025-08-20");
    expect(futureLastTradingDate(2025, 8, new Set(["2025-08-21", "2025-08-20"]))).toBe("2025-08-19");
  });

  it("encodes KRX year and month characters", () => {
    expect([2020, 2021, 2022, 2023, 2024, 2025, 2026].map(krxYearChar).join("")).toBe("ABCDEFG");
    expect([2027, 2028, 2029, 2030].map(krxYearChar).join("")).toBe("HJKL");
    expect(krxMonthChar(1)).toBe("1");
    expect(krxMonthChar(9)).toBe("9");
    expect(krxMonthChar(10)).toBe("A");
    expect(krxMonthChar(12)).toBe("C");
    expect(() => krxYearChar(2019)).toThrow(RangeError);
    expect(() => krxMonthChar(13)).toThrow(RangeError);
  });

  it("maps 41I1F8000 to VN30F2508 and back", () => {
    expect(krxFutureCode(2025, 8)).toBe("41I1F8000");
    expect(legacyFutureCode(2025, 8)).toBe("VN30F2508");
    expect(parseKrxFutureCode("41I1F8000")).toEqual({ underlying: "I1", year: 2025, month: 8 });
    expect(parseKrxFutureCode("41I1GC000")).toEqual({ underlying: "I1", year: 2026, month: 12 });
    expect(parseKrxFutureCode("41B5H3000")).toEqual({ underlying: "B5", year: 2027, month: 3 });
    expect(krxFutureCode(2028, 10, "I2")).toBe("41I2JA000");
    expect(parseKrxFutureCode("VN30F2508")).toBeNull();
    expect(parseKrxFutureCode("41I1I8000")).toBeNull(); // I is skipped
  });

  it("lists the four VN30 contracts of a day", () => {
    const list = vn30FutureAliases("2025-08-01");
    expect(list.map((c) => c.alias)).toEqual(["VN30F1M", "VN30F2M", "VN30F1Q", "VN30F2Q"]);
    expect(list.map((c) => c.legacyCode)).toEqual(["VN30F2508", "VN30F2509", "VN30F2512", "VN30F2603"]);
    expect(list.map((c) => c.krxCode)).toEqual(["41I1F8000", "41I1F9000", "41I1FC000", "41I1G3000"]);
    expect(list[0].lastTradingDate).toBe("2025-08-21");
    expect(list[3].lastTradingDate).toBe("2026-03-19");
  });

  it("rolls to the next month after the last trading day, not on it", () => {
    expect(vn30FutureAliases("2025-08-21")[0].legacyCode).toBe("VN30F2508");
    const rolled = vn30FutureAliases("2025-08-22").map((c) => c.legacyCode);
    expect(rolled).toEqual(["VN30F2509", "VN30F2510", "VN30F2512", "VN30F2603"]);
  });

  it("skips the quarter month already held by F2M and crosses the year", () => {
    // After 20 Nov 2025 (third Thursday): Dec is F1M, Jan F2M, so the quarters are Mar and Jun.
    const list = vn30FutureAliases("2025-11-25").map((c) => c.legacyCode);
    expect(list).toEqual(["VN30F2512", "VN30F2601", "VN30F2603", "VN30F2606"]);
    const december = vn30FutureAliases("2025-12-31").map((c) => c.legacyCode);
    expect(december).toEqual(["VN30F2601", "VN30F2602", "VN30F2603", "VN30F2606"]);
  });

  it("accepts a Date, read in Vietnam time, and honours holidays", () => {
    // 21 Aug 2025 17:30 UTC is already 22 Aug in Vietnam: the August contract has expired.
    expect(vn30FutureAliases(new Date("2025-08-21T17:30:00Z"))[0].legacyCode).toBe("VN30F2509");
    const early = vn30FutureAliases("2025-08-21", new Set(["2025-08-21"]));
    expect(early[0].legacyCode).toBe("VN30F2509");
  });
});

describe("sessionPhaseAt: the session now and the next change, for the header's countdown", () => {
  const at = (h: number, m: number) => h * 60 + m;
  it("HOSE: pre-open to ATO at 09:00, ATO to continuous at 09:15, lunch, ATC at 14:30, closed at 15:00", () => {
    expect(sessionPhaseAt(MarketCode.HSX, at(8, 50))).toEqual({
      status: "01",
      startMinute: 0,
      nextStartMinute: 540,
      nextStatus: "10",
    });
    expect(sessionPhaseAt(MarketCode.HSX, at(9, 5))).toEqual({
      status: "10",
      startMinute: 540,
      nextStartMinute: 555,
      nextStatus: "30",
    });
    expect(sessionPhaseAt(MarketCode.HSX, at(12, 0))).toEqual({
      status: "03",
      startMinute: 690,
      nextStartMinute: 780,
      nextStatus: "30",
    });
    expect(sessionPhaseAt(MarketCode.HSX, at(14, 20))).toEqual({
      status: "30",
      startMinute: 780,
      nextStartMinute: 870,
      nextStatus: "40",
    });
    expect(sessionPhaseAt(MarketCode.HSX, at(14, 50))).toEqual({
      status: "60",
      startMinute: 885,
      nextStartMinute: 900,
      nextStatus: "90",
    });
    expect(sessionPhaseAt(MarketCode.HSX, at(15, 0))).toEqual({
      status: "90",
      startMinute: 900,
      nextStartMinute: null,
      nextStatus: null,
    });
  });

  it("UpCOM has no call auctions; derivatives open with ATO at 08:45", () => {
    expect(sessionPhaseAt(MarketCode.UPCOM, at(14, 40))).toEqual({
      status: "30",
      startMinute: 780,
      nextStartMinute: 900,
      nextStatus: "90",
    });
    expect(sessionPhaseAt(MarketCode.DERIVATIVE, at(8, 46))).toEqual({
      status: "10",
      startMinute: 525,
      nextStartMinute: 540,
      nextStatus: "30",
    });
  });

  it("agrees with sessionAt at every minute, and knows nothing of unknown markets or times", () => {
    for (const market of [MarketCode.HSX, MarketCode.HNX, MarketCode.UPCOM, MarketCode.DERIVATIVE]) {
      for (let minute = 0; minute < 1440; minute++) {
        const phase = sessionPhaseAt(market, minute)!;
        expect(phase.status).toBe(sessionAt(market, minute));
        if (phase.nextStartMinute !== null)
          expect(sessionAt(market, phase.nextStartMinute)).toBe(phase.nextStatus);
      }
    }
    expect(sessionPhaseAt("XX", 600)).toBeNull();
    expect(sessionPhaseAt(MarketCode.HSX, -1)).toBeNull();
    expect(sessionPhaseAt(MarketCode.HSX, Number.NaN)).toBeNull();
  });
});
