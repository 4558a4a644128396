import {
  DARK_COLOUR_BLIND_THEME,
  DARK_THEME,
  LIGHT_COLOUR_BLIND_THEME,
  LIGHT_THEME,
} from "@vnboard/board-canvas";
import { PriceColor } from "@vnboard/feed";
import { afterEach, describe, expect, it } from "vitest";
import { activeChartStyle, chartStyle, DARK_CHART_STYLE } from "../chart/chart-style";
import { DARK_CHROME, LIGHT_CHROME } from "./chrome-colours";
import {
  $boardTheme,
  $colourBlindSafe,
  $paletteName,
  $themeName,
  boardThemeOf,
  startThemeSync,
  togglePalette,
  toggleTheme,
} from "./theme-store";
import { themeVariables } from "./theme-variables";

/** A root element's style and dataset, as startThemeSync writes them. */
function fakeRoot() {
  const set = new Map<string, string>();
  const root = {
    style: { setProperty: (name: string, value: string | null) => set.set(name, value ?? "") },
    dataset: {} as Record<string, string>,
  };
  return { set, root: root as unknown as HTMLElement, dataset: root.dataset };
}

afterEach(() => {
  $themeName.set("dark");
  $paletteName.set("standard");
});

describe("theme switching", () => {
  it("starts dark and toggles to light and back; the board theme follows", () => {
    expect($themeName.get()).toBe("dark");
    expect($boardTheme.get()).toBe(DARK_THEME);
    toggleTheme();
    expect($themeName.get()).toBe("light");
    expect($boardTheme.get()).toBe(LIGHT_THEME);
    expect(boardThemeOf("dark")).toBe(DARK_THEME);
  });

  it("installs the chosen theme's variables now and again on each switch", () => {
    const { set, root, dataset } = fakeRoot();
    const stop = startThemeSync(root);
    expect(set.get("--vb-bg")).toBe(DARK_THEME.background);
    expect(dataset.theme).toBe("dark");
    $themeName.set("light");
    expect(Object.fromEntries(set)).toEqual(Object.fromEntries(themeVariables(LIGHT_THEME)));
    expect(set.get("--vb-panel")).toBe(LIGHT_CHROME.panel);
    expect(dataset.theme).toBe("light");
    stop();
    $themeName.set("dark");
    expect(set.get("--vb-bg")).toBe(LIGHT_THEME.background); // stopped: no more writes
  });

  it("keeps the dark surfaces at the stylesheets' former colours and lightens them in the light theme", () => {
    const dark = Object.fromEntries(themeVariables(DARK_THEME));
    expect(dark["--vb-border"]).toBe("#323844");
    expect(dark["--vb-line"]).toBe("#363c46");
    expect(dark["--vb-panel"]).toBe("#161a20");
    expect(dark["--vb-panel-border"]).toBe("#2f3642");
    expect(dark["--vb-accent"]).toBe("#2f6fdf");
    expect(dark["--vb-input-bg"]).toBe("#0d0f12");
    const light = Object.fromEntries(themeVariables(LIGHT_THEME));
    for (const key of Object.keys(DARK_CHROME) as (keyof typeof DARK_CHROME)[]) {
      if (key !== "accent") expect(LIGHT_CHROME[key], key).not.toBe(DARK_CHROME[key]);
    }
    expect(light["--vb-panel"]).toBe(LIGHT_CHROME.panel);
  });

  it("gives new charts the chosen theme's chart style", () => {
    expect(activeChartStyle()).toBe(DARK_CHART_STYLE);
    $themeName.set("light");
    expect(activeChartStyle()).toEqual(chartStyle(LIGHT_THEME));
    expect(activeChartStyle().background).toBe(LIGHT_THEME.rowEven);
  });

  it("switches the colour-blind-safe palette on top of either theme: blue up, orange down, markers on", () => {
    expect($colourBlindSafe.get()).toBe(false);
    togglePalette();
    expect($paletteName.get()).toBe("colour-blind");
    expect($colourBlindSafe.get()).toBe(true);
    expect($boardTheme.get()).toBe(DARK_COLOUR_BLIND_THEME);
    toggleTheme();
    expect($boardTheme.get()).toBe(LIGHT_COLOUR_BLIND_THEME);
    const { background, priceText } = LIGHT_COLOUR_BLIND_THEME;
    expect(background).toBe(LIGHT_THEME.background);
    expect(priceText[PriceColor.UP]).not.toBe(LIGHT_THEME.priceText[PriceColor.UP]);
    expect(priceText[PriceColor.REFERENCE]).toBe(LIGHT_THEME.priceText[PriceColor.REFERENCE]);
    // Blue up: the blue channel leads; orange down: the red channel leads.
    const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    for (const theme of [DARK_COLOUR_BLIND_THEME, LIGHT_COLOUR_BLIND_THEME]) {
      const [ur, , ub] = channels(theme.priceText[PriceColor.UP]);
      const [dr, dg, db] = channels(theme.priceText[PriceColor.DOWN]);
      expect(ub).toBeGreaterThan(ur);
      expect(dr).toBeGreaterThan(dg);
      expect(dg).toBeGreaterThan(db);
    }
  });

  it("marks the root element with the palette as well as the theme", () => {
    const { set, root, dataset } = fakeRoot();
    const stop = startThemeSync(root);
    expect(dataset.palette).toBe("standard");
    $paletteName.set("colour-blind");
    expect(dataset.palette).toBe("colour-blind");
    expect(set.get("--vb-price-up")).toBe(DARK_COLOUR_BLIND_THEME.priceText[PriceColor.UP]);
    stop();
  });
});
