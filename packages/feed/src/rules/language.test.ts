import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, parseLanguage } from "./language";

describe("language", () => {
  it("offers vi, en, zh and kr with vi as the default", () => {
    expect(LANGUAGES).toEqual(["vi", "en", "zh", "kr"]);
    expect(DEFAULT_LANGUAGE).toBe("vi");
  });

  it("recognises only our languages", () => {
    for (const lang of LANGUAGES) expect(isLanguage(lang)).toBe(true);
    expect(isLanguage("ko")).toBe(false);
    expect(isLanguage("EN")).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it("falls back to the default", () => {
    expect(parseLanguage("en")).toBe("en");
    expect(parseLanguage("fr")).toBe("vi");
    expect(parseLanguage(null)).toBe("vi");
  });
});
