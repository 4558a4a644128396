import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { describeAlert, firedTime } from "./alert-text";
import { formatAlertValue, levelUnit, parseLevelInput, toInputText, toStoreLevel } from "./alert-units";
import { ALERT_PANEL_STRINGS } from "./panel-strings";
import { ALERT_STRINGS } from "./strings";

describe("alert levels as typed and shown", () => {
  it("types prices in thousands of dong (points for derivatives), percent, shares", () => {
    expect(levelUnit("priceAbove", false)).toBe("price");
    expect(levelUnit("priceBelow", true)).toBe("points");
    expect(levelUnit("pctBelow", false)).toBe("percent");
    expect(levelUnit("roomBelow", false)).toBe("shares");
    expect(levelUnit("ceiling", false)).toBe("none");
    expect(toStoreLevel("priceAbove", 25.35, false)).toBe(25_350);
    expect(toStoreLevel("priceAbove", 1301.5, true)).toBe(1301.5);
    expect(toStoreLevel("volumeAbove", 1000.4, false)).toBe(1000);
    expect(toStoreLevel("pctAbove", -2.5, false)).toBe(-2.5);
    expect(toStoreLevel("floor", 12, false)).toBe(0);
  });

  it("reads typed numbers with the board's grouping, refuses anything else", () => {
    expect(parseLevelInput(" 25.35 ")).toBe(25.35);
    expect(parseLevelInput("1,000,000")).toBe(1_000_000);
    expect(parseLevelInput("-2.5%")).toBe(-2.5);
    for (const bad of ["", "abc", "1e5", "2..5", "--1", "Infinity"]) expect(parseLevelInput(bad)).toBeNaN();
  });

  it("starts the editor from the current value in the typed unit", () => {
    expect(toInputText("priceAbove", 25_350, false)).toBe("25.35");
    expect(toInputText("volumeAbove", 123_400, false)).toBe("123400");
    expect(toInputText("priceAbove", Number.NaN, false)).toBe("");
    expect(toInputText("ceiling", 25_350, false)).toBe("");
  });

  it("shows values as the board does", () => {
    expect(formatAlertValue("priceAbove", 25_350, false)).toBe("25.35");
    expect(formatAlertValue("priceAbove", 1301.5, true)).toBe("1,301.5");
    expect(formatAlertValue("pctBelow", -2.5, false)).toBe("-2.50%");
    expect(formatAlertValue("volumeAbove", 1_234_500, false)).toBe("1,234,500");
    expect(formatAlertValue("ceiling", 64_200, false)).toBe("64.20");
  });
});

describe("alert texts", () => {
  const english = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries({ ...ALERT_STRINGS, ...ALERT_PANEL_STRINGS }).map(([key, labels]) => [key, labels[1]]),
  );
  english.init({ lng: "en", resources: { en: { translation: resources } } });

  it("describes a condition with its level, the limits without one", () => {
    const t = english.t;
    expect(describeAlert(t, { kind: "priceAbove", level: 61_000 }, false)).toBe("Price at or above 61.00");
    expect(describeAlert(t, { kind: "roomBelow", level: 5_000 }, false)).toBe(
      "Foreign room at or below 5,000",
    );
    expect(describeAlert(t, { kind: "ceiling", level: 0 }, false)).toBe("Hits the ceiling");
  });

  it("gives the fired time in Vietnam time, with the day when it is not today", () => {
    const at = Date.UTC(2026, 2, 6, 2, 5, 7); // 09:05:07 in Vietnam (UTC+7)
    expect(firedTime(at, at + 1000)).toBe("09:05:07");
    expect(firedTime(at, at + 86_400_000)).toBe("09:05:07 06/03");
  });
});
