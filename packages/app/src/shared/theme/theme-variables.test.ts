import { describe, expect, it } from "vitest";
// The engine's themes from source: the unit tier takes @vnboard/board-canvas from its dist/ build, which
// may be older than the theme being checked.
import { type BoardTheme, DARK_THEME, LIGHT_THEME } from "../../../../board-canvas/src/theme";
import { installThemeVariables, THEME_VARIABLES, themeVariables } from "./theme-variables";

/** Every CSS colour of a theme (the font entries left out). */
function themeColours(theme: BoardTheme): string[] {
  return Object.values(theme)
    .flat()
    .filter((value): value is string => typeof value === "string" && value.startsWith("#"));
}

describe("theme variables", () => {
  it("give every colour of both themes a variable", () => {
    for (const theme of [DARK_THEME, LIGHT_THEME]) {
      const values = new Set(themeVariables(theme).map(([, value]) => value));
      expect(themeColours(theme).filter((colour) => !values.has(colour))).toEqual([]);
    }
  });

  it("are named --vb-* once each", () => {
    expect(new Set(THEME_VARIABLES).size).toBe(THEME_VARIABLES.length);
    for (const name of THEME_VARIABLES) expect(name).toMatch(/^--vb-[a-z]+(-[a-z]+)*$/);
  });

  it("install every variable with the theme's colour, and a switch sets them all again", () => {
    const set = new Map<string, string>();
    const style = { setProperty: (name: string, value: string | null) => set.set(name, value ?? "") };
    installThemeVariables(DARK_THEME, style);
    expect(set.get("--vb-price-up")).toBe(DARK_THEME.priceText[4]);
    expect(set.get("--vb-text")).toBe(DARK_THEME.text);
    expect([...set.keys()]).toEqual([...THEME_VARIABLES]);
    installThemeVariables(LIGHT_THEME, style);
    expect(Object.fromEntries(set)).toEqual(Object.fromEntries(themeVariables(LIGHT_THEME)));
    expect(set.get("--vb-bg")).toBe(LIGHT_THEME.background);
  });
});
