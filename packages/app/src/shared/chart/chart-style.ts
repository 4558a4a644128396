import { type BoardTheme, DARK_THEME } from "@vnboard/board-canvas";
import { PriceColor } from "@vnboard/feed";
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
  font: string;
}

/** The charts' style in a board theme's colours (the light theme's charts are `chartStyle(LIGHT_THEME)`). */
export function chartStyle(theme: BoardTheme): ChartStyle {
  return {
    background: theme.rowEven,
    grid: theme.gridLine,
    axisText: theme.mutedText,
    up: theme.priceText[PriceColor.UP],
    down: theme.priceText[PriceColor.DOWN],
    reference: theme.priceText[PriceColor.REFERENCE],
    // Not a theme colour: the charts' own crosshair grey.
    crosshair: "#6b7280",
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

/** The intraday index chart's volume bars. */
export const VOLUME_BAR_COLOR = "#4a5b78";
/** The derivative chart's basis line (the contract's price minus the VN30 index). */
export const BASIS_LINE_COLOR = "#4aa3ff";
