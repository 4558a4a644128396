import { type BoardTheme, DARK_THEME } from "@vnboard/board-canvas";
import { PriceColor } from "@vnboard/feed";
import { chromeColours, LIGHT_CHROME } from "../theme/chrome-colours";
import { $boardTheme } from "../theme/theme-store";

/** Colours and font of the popup charts, taken from the board's theme. */
export interface ChartStyle {
  background: string;
  grid: string;
  axisText: string;
  up: string;
  down: string;
  reference: string;
  crosshair: string;
  /** The intraday index chart's volume bars. */
  volume: string;
  /** The derivative chart's basis line (the contract's price minus the VN30 index). */
  basis: string;
  font: string;
}

/** The charts' style in a board theme's colours (the light theme's charts are `chartStyle(LIGHT_THEME)`). */
export function chartStyle(theme: BoardTheme): ChartStyle {
  const light = chromeColours(theme) === LIGHT_CHROME;
  return {
    background: theme.rowEven,
    grid: theme.gridLine,
    axisText: theme.mutedText,
    up: theme.priceText[PriceColor.UP],
    down: theme.priceText[PriceColor.DOWN],
    reference: theme.priceText[PriceColor.REFERENCE],
    // Not theme colours: the charts' own crosshair grey, and a muted and a clear blue for the volume bars
    // and the basis line, darker on the light background.
    crosshair: "#6b7280",
    volume: light ? "#b3c0d6" : "#4a5b78",
    basis: light ? "#0b5cd5" : "#4aa3ff",
    font: "11px Arial, 'Noto Sans', sans-serif",
  };
}

/** The charts' style on the dark board. */
export const DARK_CHART_STYLE: ChartStyle = chartStyle(DARK_THEME);

/**
 * The charts' style in the chosen theme (theme-store): what a chart renderer takes when it is created.
 * ChartCanvas creates its renderer again when the theme changes, so every chart redraws in the new one.
 */
export function activeChartStyle(): ChartStyle {
  const theme = $boardTheme.get();
  return theme === DARK_THEME ? DARK_CHART_STYLE : chartStyle(theme);
}
