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
