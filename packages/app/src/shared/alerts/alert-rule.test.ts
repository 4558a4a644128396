import { describe, expect, it } from "vitest";
import { hasLevel, isValidLevel, MAX_ALERTS, parseRule, parseRules } from "./alert-rule";

const good = { id: "a1", code: "VNM", kind: "priceAbove", level: 61_000, state: "armed", firedAt: 0 };

describe("alert rules as stored", () => {
  it("reads a well-formed rule back as it was", () => {
    expect(parseRule(good)).toEqual(good);
    expect(parseRule({ ...good, kind: "ceiling", level: 0, state: "fired", firedAt: 5 })).not.toBeNull();
  });

  it("refuses each malformed field", () => {
    const bad: unknown[] = [
      null,
      "VNM",
      { ...good, id: "" },
      { ...good, id: "has space" },
      { ...good, code: "vnm" },
      { ...good, code: "VNM<script>" },
      { ...good, kind: "moon" },
      { ...good, level: "61000" },
      { ...good, level: Number.NaN },
      { ...good, level: -5 },
      { ...good, kind: "volumeAbove", level: -1 },
      { ...good, kind: "floor", level: 3 },
      { ...good, state: "sleeping" },
      { ...good, firedAt: "yesterday" },
    ];
    for (const value of bad) expect(parseRule(value), JSON.stringify(value)).toBeNull();
  });

  it("keeps the good entries of a list and counts the rest (duplicates, past the maximum)", () => {
    const list = [good, { ...good, code: 7 }, good, { ...good, id: "a2", kind: "pctBelow", level: -3 }];
    const { rules, dropped } = parseRules(list);
    expect(rules.map((r) => r.id)).toEqual(["a1", "a2"]);
    expect(dropped).toBe(2);
    const many = Array.from({ length: MAX_ALERTS + 3 }, (_, i) => ({ ...good, id: `x${i}` }));
    expect(parseRules(many)).toMatchObject({ dropped: 3 });
    expect(parseRules({ not: "a list" })).toEqual({ rules: [], dropped: 1 });
    expect(parseRules(null)).toEqual({ rules: [], dropped: 0 });
  });

  it("levels: prices positive, percent any sign, volume and room not negative, none for the limits", () => {
    expect(isValidLevel("priceBelow", 0)).toBe(false);
    expect(isValidLevel("pctAbove", -2.5)).toBe(true);
    expect(isValidLevel("roomBelow", 0)).toBe(true);
    expect(isValidLevel("ceiling", 0)).toBe(true);
    expect(hasLevel("floor")).toBe(false);
    expect(hasLevel("volumeAbove")).toBe(true);
  });
});
