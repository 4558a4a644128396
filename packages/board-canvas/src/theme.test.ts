import { describe, expect, it } from "vitest";
import { DARK_THEME, LIGHT_THEME, mergeTheme } from "./theme";

// Node has no canvas: every string passes as a colour here (tests/browser/board-props.test.ts checks the
// colours a real canvas refuses). What is not a string, a number or a list of six is refused here too.
describe("mergeTheme", () => {
  it("takes an embedder's entries over the base", () => {
    const rejected: string[] = [];
    const theme = mergeTheme(DARK_THEME, { background: "#ffffff", fontSize: 14 }, rejected);
    expect(theme.background).toBe("#ffffff");
    expect(theme.fontSize).toBe(14);
    expect(theme.rowOdd).toBe(DARK_THEME.rowOdd);
    expect(rejected).toEqual([]);
  });

  it("keeps the base's entry for one the board cannot draw, and names it", () => {
    const rejected: string[] = [];
    const overrides = { flashUp: 42, fontSize: 0, fontFamily: "Roboto" } as unknown as Partial<
      typeof DARK_THEME
    >;
    const theme = mergeTheme(LIGHT_THEME, overrides, rejected);
    expect(theme.flashUp).toBe(LIGHT_THEME.flashUp);
    expect(theme.fontSize).toBe(LIGHT_THEME.fontSize);
    expect(theme.fontFamily).toBe("Roboto");
    expect(rejected).toEqual(["flashUp 42", "fontSize 0"]);
  });

  it("fills a short or broken price colour list from the base, entry by entry", () => {
    const rejected: string[] = [];
    const prices = ["#111111", "#222222", null] as unknown as typeof DARK_THEME.priceText;
    const theme = mergeTheme(DARK_THEME, { priceText: prices }, rejected);
    expect(theme.priceText).toEqual(["#111111", "#222222", ...DARK_THEME.priceText.slice(2)]);
    expect(rejected).toEqual([
      "priceText[2] null",
      "priceText[3] undefined",
      "priceText[4] undefined",
      "priceText[5] undefined",
    ]);
    expect(mergeTheme(DARK_THEME, { priceText: "red" as never }).priceText).toEqual(DARK_THEME.priceText);
  });
});
