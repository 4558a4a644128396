/** Colours and font of the popup charts, matching the board's dark theme (board-canvas DARK_THEME). */
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

export const DARK_CHART_STYLE: ChartStyle = {
  background: "#14171c",
  grid: "#262b33",
  axisText: "#8a8f98",
  up: "#1ed760",
  down: "#ff4d4f",
  reference: "#f5c518",
  crosshair: "#6b7280",
  font: "11px Arial, 'Noto Sans', sans-serif",
};

/** The intraday index chart's volume bars. */
export const VOLUME_BAR_COLOR = "#4a5b78";
/** The derivative chart's basis line (the contract's price minus the VN30 index). */
export const BASIS_LINE_COLOR = "#4aa3ff";
