import { describe, expect, it } from "vitest";
import { MarketCode } from "../model/market-codes";
import {
  isCallAuction,
  isClosed,
  isMatchingSession,
  isPutThroughSession,
  isSessionStatus,
  SESSION_STATUS_KEY,
  SESSION_STATUS_TEXT,
  SessionStatus,
  sessionStatusKey,
} from "./session-status";
import { sessionAt } from "./trading-calendar";

describe("SessionStatus", () => {
  it("lists exactly the spec's twelve codes", () => {
    expect(Object.values(SessionStatus).sort()).toEqual([
      "00",
      "01",
      "02",
      "03",
      "04",
      "10",
      "30",
      "40",
      "60",
      "61",
      "90",
      "96",
    ]);
  });

  it("has English text for every key", () => {
    for (const key of Object.values(SESSION_STATUS_KEY)) expect(SESSION_STATUS_TEXT[key]).toBeDefined();
  });
});

describe("HNX's post-close session (PLO, 14:45-15:00)", () => {
  it("reads HNX's 61 as PLO, and 61 elsewhere or of an unknown market as put-through", () => {
    expect(sessionStatusKey("61", MarketCode.HNX)).toBe("session.plo");
    expect(SESSION_STATUS_TEXT[sessionStatusKey("61", MarketCode.HNX)]).toBe("Post-close (PLO)");
    expect(sessionStatusKey("61", MarketCode.HSX)).toBe("session.putThrough");
    expect(sessionStatusKey("61")).toBe("session.putThrough");
    expect(sessionStatusKey("60", MarketCode.HNX)).toBe("session.putThrough");
    // The timetable puts HNX in 61 exactly then.
    expect(sessionAt(MarketCode.HNX, 14 * 60 + 44)).toBe("40");
    expect(sessionAt(MarketCode.HNX, 14 * 60 + 45)).toBe("61");
    expect(sessionAt(MarketCode.HNX, 15 * 60)).toBe("90");
  });
});

describe("sessionStatusKey", () => {
  it("maps codes to i18n keys", () => {
    expect(sessionStatusKey("30")).toBe("session.continuous");
    expect(sessionStatusKey("10")).toBe("session.ato");
    expect(sessionStatusKey("40")).toBe("session.atc");
    expect(sessionStatusKey("01")).toBe("session.preOpen");
    expect(sessionStatusKey("03")).toBe("session.pause");
    expect(sessionStatusKey("04")).toBe("session.halt");
    expect(sessionStatusKey("60")).toBe("session.putThrough");
    expect(sessionStatusKey("61")).toBe("session.putThrough");
    expect(sessionStatusKey("90")).toBe("session.closed");
    expect(sessionStatusKey("96")).toBe("session.closed");
    expect(sessionStatusKey("00")).toBe("session.blank");
  });

  it("returns the unknown key for unlisted codes, including prototype names", () => {
    expect(sessionStatusKey("31")).toBe("session.unknown");
    expect(sessionStatusKey("")).toBe("session.unknown");
    expect(sessionStatusKey("toString")).toBe("session.unknown");
    expect(isSessionStatus("constructor")).toBe(false);
  });
});

describe("session predicates", () => {
  it("isMatchingSession is true for ATO, continuous and ATC only", () => {
    expect(isMatchingSession("10")).toBe(true);
    expect(isMatchingSession("30")).toBe(true);
    expect(isMatchingSession("40")).toBe(true);
    for (const code of ["00", "01", "02", "03", "04", "60", "61", "90", "96"]) {
      expect(isMatchingSession(code)).toBe(false);
    }
  });

  it("isCallAuction is true for ATO and ATC", () => {
    expect(isCallAuction("10")).toBe(true);
    expect(isCallAuction("40")).toBe(true);
    expect(isCallAuction("30")).toBe(false);
  });

  it("isPutThroughSession and isClosed", () => {
    expect(isPutThroughSession("60")).toBe(true);
    expect(isPutThroughSession("61")).toBe(true);
    expect(isPutThroughSession("30")).toBe(false);
    expect(isClosed("90")).toBe(true);
    expect(isClosed("96")).toBe(true);
    expect(isClosed("00")).toBe(false);
  });
});
