import { describe, expect, it } from "vitest";
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
