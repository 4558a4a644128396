import type { BoardTheme } from "@vnboard/board-canvas";
import { PriceColor } from "@vnboard/feed";
import { chromeColours } from "./chrome-colours";

/**
 * The board theme's colours as CSS custom properties, so that the app's stylesheets take the engine's
 * colours (board-canvas BoardTheme) instead of repeating them (issue 16, "colours defined once"). A
 * stylesheet writes `var(--vb-price-up)`, never the hex code, and never a fallback: a colour exists once.
 *
 * | Variable             | BoardTheme entry                                                   |
 * | -------------------- | ------------------------------------------------------------------ |
 * | `--vb-text`          | `text`, also `priceText[NONE]` (the same colour in both themes)    |
 * | `--vb-muted`         | `mutedText`                                                        |
 * | `--vb-bg`            | `background`                                                       |
 * | `--vb-row-even`      | `rowEven`                                                          |
 * | `--vb-row-odd`       | `rowOdd`                                                           |
 * | `--vb-price-ref`     | `priceText[REFERENCE]` (yellow)                                    |
 * | `--vb-price-ceil`    | `priceText[CEILING]` (purple)                                      |
 * | `--vb-price-floor`   | `priceText[FLOOR]` (cyan)                                          |
 * | `--vb-price-up`      | `priceText[UP]` (green)                                            |
 * | `--vb-price-down`    | `priceText[DOWN]` (red)                                            |
 * | `--vb-flash-up`      | `flashUp`                                                          |
 * | `--vb-flash-down`    | `flashDown`                                                        |
 * | `--vb-flash-neutral` | `flashNeutral`                                                     |
 * | `--vb-grid`          | `gridLine`                                                         |
 * | `--vb-hover`         | `hover`                                                            |
 * | `--vb-focus`         | `focus`                                                            |
 * | `--vb-header-bg`     | `headerBackground`                                                 |
 * | `--vb-header-text`   | `headerText`                                                       |
 *
 * and the app's own surface colours that go with the theme (chrome-colours.ts, ChromeColours):
 * `--vb-border`, `--vb-line`, `--vb-panel`, `--vb-panel-border`, `--vb-rule`, `--vb-side-rule`, `--vb-selected`,
 * `--vb-input-bg`, `--vb-input-border`, `--vb-accent`, `--vb-link`.
 */
const VARIABLES = {
  "--vb-text": (theme) => theme.text,
  "--vb-muted": (theme) => theme.mutedText,
  "--vb-bg": (theme) => theme.background,
  "--vb-row-even": (theme) => theme.rowEven,
  "--vb-row-odd": (theme) => theme.rowOdd,
  "--vb-price-ref": (theme) => theme.priceText[PriceColor.REFERENCE],
  "--vb-price-ceil": (theme) => theme.priceText[PriceColor.CEILING],
  "--vb-price-floor": (theme) => theme.priceText[PriceColor.FLOOR],
  "--vb-price-up": (theme) => theme.priceText[PriceColor.UP],
  "--vb-price-down": (theme) => theme.priceText[PriceColor.DOWN],
  "--vb-flash-up": (theme) => theme.flashUp,
  "--vb-flash-down": (theme) => theme.flashDown,
  "--vb-flash-neutral": (theme) => theme.flashNeutral,
  "--vb-grid": (theme) => theme.gridLine,
  "--vb-hover": (theme) => theme.hover,
  "--vb-focus": (theme) => theme.focus,
  "--vb-header-bg": (theme) => theme.headerBackground,
  "--vb-header-text": (theme) => theme.headerText,
  "--vb-border": (theme) => chromeColours(theme).border,
  "--vb-line": (theme) => chromeColours(theme).line,
  "--vb-panel": (theme) => chromeColours(theme).panel,
  "--vb-panel-border": (theme) => chromeColours(theme).panelBorder,
  "--vb-rule": (theme) => chromeColours(theme).rule,
  "--vb-side-rule": (theme) => chromeColours(theme).sideRule,
  "--vb-selected": (theme) => chromeColours(theme).selected,
  "--vb-input-bg": (theme) => chromeColours(theme).inputBg,
  "--vb-input-border": (theme) => chromeColours(theme).inputBorder,
  "--vb-accent": (theme) => chromeColours(theme).accent,
  "--vb-link": (theme) => chromeColours(theme).link,
} satisfies Record<`--vb-${string}`, (theme: BoardTheme) => string>;

/** One of the custom properties the app's stylesheets may use. */
export type ThemeVariable = keyof typeof VARIABLES;

/** Every custom property this module sets, in the table's order. */
export const THEME_VARIABLES = Object.keys(VARIABLES) as readonly ThemeVariable[];

/** The custom properties of a theme, name and CSS colour. */
export function themeVariables(theme: BoardTheme): [ThemeVariable, string][] {
  return THEME_VARIABLES.map((name) => [name, VARIABLES[name](theme)]);
}

/**
 * Sets a theme's custom properties on the page's root element (`:root`) through the CSSOM, which CSP does
 * not restrict: no `<style>` element is added, so nothing leans on the 'unsafe-inline' the server's
 * style-src still grants. Called once before the first render; a theme switch is one more call.
 */
export function installThemeVariables(
  theme: BoardTheme,
  style: Pick<CSSStyleDeclaration, "setProperty"> = document.documentElement.style,
): void {
  for (const [name, value] of themeVariables(theme)) style.setProperty(name, value);
}
